"""Purses, banks and payments, for every game (pure Python).

A purse is a plain dict of resource -> amount kept in the game's state (flat and cheap to copy). These
functions check, pay and gain with caps, and list the ways a cost may be paid when several currencies
or values may be mixed.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping, MutableMapping, Sequence

from dawnofempires_gui.engine.words import amounts


def can_pay(have: Mapping[str, int], cost: Mapping[str, int]) -> bool:
    return all(have.get(r, 0) >= n for r, n in cost.items())


def shortfall(have: Mapping[str, int], cost: Mapping[str, int]) -> dict[str, int]:
    """What is missing to pay `cost` ({} when it can be paid)."""
    return {r: n - have.get(r, 0) for r, n in cost.items() if have.get(r, 0) < n}


def cost_problem(have: Mapping[str, int], cost: Mapping[str, int], what: str) -> str:
    """'A Wall costs 3 wood and 3 gold; you have 1 wood and 4 gold.' or ''."""
    if can_pay(have, cost):
        return ""
    held = {r: have.get(r, 0) for r in cost}
    return f"{what} costs {amounts(cost)}; you have {amounts(held, 'none of that')}."


def pay(have: MutableMapping[str, int], cost: Mapping[str, int]) -> None:
    short = shortfall(have, cost)
    if short:
        raise ValueError(f"cannot pay: {amounts(short)} short")
    for r, n in cost.items():
        have[r] = have.get(r, 0) - n


def gain(have: MutableMapping[str, int], gains: Mapping[str, int], cap: int | Mapping[str, int] | None = None) -> dict[str, int]:
    """Add `gains`, each resource held to its cap; returns what the cap turned away."""
    lost = {}
    for r, n in gains.items():
        top = cap if isinstance(cap, int) or cap is None else cap.get(r)
        total = have.get(r, 0) + n
        if top is not None and total > top:
            lost[r] = total - top
            total = top
        have[r] = total
    return lost


def take_from_bank(bank: MutableMapping[str, int], wanted: Mapping[str, int]) -> dict[str, int]:
    """Take what a finite bank can give of `wanted` (each resource at most what it holds)."""
    given = {r: min(n, bank.get(r, 0)) for r, n in wanted.items()}
    for r, n in given.items():
        bank[r] = bank.get(r, 0) - n
    return {r: n for r, n in given.items() if n}


def mixes(total: int, have: Mapping[str, int], currencies: Sequence[str]) -> Iterator[dict[str, int]]:
    """Every way to pay `total` units, one unit of any listed currency each, from what is held
    (Rise of Empires: 1 gold, cube, disc, food or victory point for each disc to the left)."""

    def go(i: int, left: int) -> Iterator[dict[str, int]]:
        if i == len(currencies):
            if left == 0:
                yield {}
            return
        name = currencies[i]
        for n in range(min(left, have.get(name, 0)), -1, -1):
            for rest in go(i + 1, left - n):
                yield {name: n, **rest} if n else rest

    if total >= 0:
        yield from go(0, total)


def value_payments(cost: int, holdings: Sequence[tuple[str, int, int]], change: bool = False) -> list[dict[str, int]]:
    """Every payment reaching `cost` from holdings (name, count held, value of one), each as a dict.

    Without change (the Iron Age's "no change is received" spelled out as a player would expect):
    a payment is offered only if no unit of it could be left out and still reach the cost, so that a
    player is never shown a payment that throws value away. With change, every payment reaching the cost.
    Units of value 1 fill the remainder exactly (they are listed last in `holdings` by convention).
    """
    out: list[dict[str, int]] = []

    def go(i: int, paid: int, chosen: dict[str, int]) -> None:
        if i == len(holdings):
            if paid >= cost and (change or all(paid - value < cost for name, _, value in holdings if chosen.get(name))):
                out.append({n: k for n, k in chosen.items() if k})
            return
        name, held, value = holdings[i]
        for k in range(held + 1):
            if k and paid + (k - 1) * value >= cost and not change:
                break
            chosen[name] = k
            go(i + 1, paid + k * value, chosen)
        chosen.pop(name, None)

    go(0, 0, {})
    return out
