"""Zones: where hidden things live (a deck, a hand, a face-down stack, a secret pick).

A game declares its zones (Game.ZONES; the engine adds the secret picks). Each zone is a plain list attribute of the game's state, or one
list per seat (`per_seat`), whose items are small JSON values (ids, numbers, actions); None is an empty
slot. A zone has a visibility:
  public   everyone sees the items
  owner    only the seat that owns it (per-seat zones) sees them
  allies   the owner and the owner's team
  nobody   nobody sees them (a shuffled deck, the face-down tiles)
A view replaces every item its seat may not see with HIDDEN, keeping the count and the empty slots: how
many cards a hand holds is public, what they are is not.

Zones of one `pool` share a known composition (Game.pool_contents): the items a seat has not seen are that
composition less every item it can see, so a view can be filled in again (determinize) without ever
reading the hidden state.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

PUBLIC, OWNER, ALLIES, NOBODY = "public", "owner", "allies", "nobody"
VISIBILITIES = (PUBLIC, OWNER, ALLIES, NOBODY)


class _Hidden:
    """The one marker a view shows in place of anything its seat may not see."""

    _instance: _Hidden | None = None

    def __new__(cls) -> _Hidden:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "HIDDEN"

    def __reduce__(self) -> str:  # pickles (to a computer seat's process) as the same marker
        return "HIDDEN"

    def __copy__(self) -> _Hidden:
        return self

    def __deepcopy__(self, memo: dict) -> _Hidden:
        return self


HIDDEN = _Hidden()


@dataclass(frozen=True)
class Zone:
    """A list attribute of the game state holding things some seats may not see."""

    attr: str
    visibility: str
    per_seat: bool = False
    pool: str = ""  # zones of one pool are refilled together from Game.pool_contents(pool)

    def __post_init__(self) -> None:
        if self.visibility not in VISIBILITIES:
            raise ValueError(f"zone {self.attr}: unknown visibility {self.visibility!r}")
        if self.visibility in (OWNER, ALLIES) and not self.per_seat:
            raise ValueError(f"zone {self.attr}: an owner's zone is one list per seat")


def may_see(visibility: str, viewer: int | None, owner: int | None, same_team: Callable[[int, int], bool]) -> bool:
    if visibility == PUBLIC:
        return True
    if visibility == NOBODY or viewer is None or owner is None:
        return False
    if viewer == owner:
        return True
    return visibility == ALLIES and same_team(viewer, owner)


def lists_of(state: Any, zone: Zone) -> Iterator[tuple[int | None, list]]:
    """(owner, the list) for each list the zone holds."""
    value = getattr(state, zone.attr)
    if zone.per_seat:
        yield from enumerate(value)
    else:
        yield None, value


def redact(state: Any, zone_list: Sequence[Zone], viewer: int | None, same_team: Callable[[int, int], bool]) -> None:
    """Replace in `state` (a copy) every item `viewer` may not see with HIDDEN, keeping counts and empty slots."""
    for zone in zone_list:
        hidden_lists = [(owner, items) for owner, items in lists_of(state, zone)
                        if not may_see(zone.visibility, viewer, owner, same_team)]
        if not hidden_lists:
            continue
        if zone.per_seat:
            value = list(getattr(state, zone.attr))  # the visible lists are shared with the (cloned) state
            for owner, items in hidden_lists:
                value[owner] = [None if x is None else HIDDEN for x in items]
            setattr(state, zone.attr, value)
        else:
            setattr(state, zone.attr, [None if x is None else HIDDEN for x in getattr(state, zone.attr)])


def unseen(state: Any, zone_list: Sequence[Zone], pool: str) -> Counter:
    """The items of `pool` that a view does not show: the pool's composition less every visible item."""
    left = Counter(state.pool_contents(pool))
    for zone in zone_list:
        if zone.pool != pool:
            continue
        for _, items in lists_of(state, zone):
            for item in items:
                if item is not None and item is not HIDDEN:
                    left[item] -= 1
    bad = [item for item, n in left.items() if n < 0]
    if bad:
        raise ValueError(f"pool {pool}: more {bad[0]!r} in view than the pool holds")
    return +left


def fill(state: Any, zone_list: Sequence[Zone], rng: Any) -> None:
    """Put back, in a copy of a view, an item in each HIDDEN slot of a pooled zone: a random arrangement
    of what the view does not show. The slots without a pool are left for the game's fill_hidden()."""
    pools = sorted({z.pool for z in zone_list if z.pool})
    for pool in pools:
        left = unseen(state, zone_list, pool)
        bag = sorted(left.elements(), key=repr)
        rng.shuffle(bag)
        slots = 0
        for zone in zone_list:
            if zone.pool != pool:
                continue
            fresh = []
            for owner, items in lists_of(state, zone):
                new = list(items)
                for i, item in enumerate(new):
                    if item is HIDDEN:
                        if slots >= len(bag):
                            raise ValueError(f"pool {pool}: more hidden slots than unseen items")
                        new[i] = bag[slots]
                        slots += 1
                fresh.append(new)
            setattr(state, zone.attr, fresh if zone.per_seat else fresh[0])
        if slots != len(bag):
            raise ValueError(f"pool {pool}: {len(bag)} unseen items for {slots} hidden slots")


def conservation_problems(state: Any, zone_list: Sequence[Zone]) -> list[str]:
    """Each pool's items, over all its zones, are exactly its composition (nothing made or lost)."""
    problems = []
    for pool in sorted({z.pool for z in zone_list if z.pool}):
        held: Counter = Counter()
        for zone in zone_list:
            if zone.pool == pool:
                for _, items in lists_of(state, zone):
                    held.update(x for x in items if x is not None)
        want = Counter(state.pool_contents(pool))
        if held != want:
            extra, missing = held - want, want - held
            problems.append(f"pool {pool}: extra {dict(extra)}, missing {dict(missing)}")
    return problems
