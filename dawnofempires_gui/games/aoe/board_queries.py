"""What the Age of Empires board asks of a view beyond the model's own queries (pure Python, never Qt).

Small read-only functions of a view (`view(seat)` of rules.AgeOfEmpires): the pieces by square, where a stack
could move and shoot (the highlights of the selected stack), the shortest path of a move, the phase being
resolved (for the phase track), what a player's finished buildings can start now, and the dice rolls of the
log read back from their words (the rolls are public: every player sees them as they happen).
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from typing import NamedTuple

from dawnofempires_gui.games.aoe import data as D
from dawnofempires_gui.games.aoe.kinds import AGE_ORDER, AGE_RANK, KINDS, TRAINED_AT, UPGRADES_AT, land_path, land_reach
from dawnofempires_gui.games.aoe.state import STAGE_PHASE, STEP_PHASE

# The phases of a turn in the rulebook's order (III.A to III.G): (key of words.PHASE_NAMES, short name).
PHASES = (("collect", "Resource Collection"), ("command", "Command-Control"), ("missile", "Missile Attack"),
          ("melee", "Hand-to-Hand"), ("hits", "Applying Hits"), ("catapult", "Catapult Launch"),
          ("movement", "Movement and Build"))
PHASE_KEYS = tuple(k for k, _ in PHASES)


def pieces_by_square(view) -> dict[int, list[dict]]:
    """square -> its pieces, oldest first."""
    found: dict[int, list[dict]] = {}
    for p in view.pieces.values():
        found.setdefault(p["square"], []).append(p)
    return found


def phase_key(view) -> str:
    """The phase being resolved, a key of PHASE_KEYS ("" while setting up or once the game is over)."""
    if view.over or view.turn == 0:
        return ""
    step = view.top_step()[0] if view.flow else ""
    if step in ("attack", "more") and view.shooter is not None:
        return view.shooter[2]
    if step in STEP_PHASE:
        key = STEP_PHASE[step]
        return key if key in PHASE_KEYS else ""
    key = STAGE_PHASE.get(view.stage, view.stage.split("_")[0])
    return key if key in PHASE_KEYS else ""


# --- where a stack could go and shoot -------------------------------------------------------------------------
def _square_offsets(high: int, low: int = 0) -> list[tuple[int, int, int]]:
    r = high // 2
    found = []
    for dy in range(-r, r + 1):
        for dx in range(-r, r + 1):
            ax, ay = abs(dx), abs(dy)
            d = 3 * min(ax, ay) + 2 * (max(ax, ay) - min(ax, ay))
            if low <= d <= high:
                found.append((dx, dy, d))
    return found


_OFFSETS: dict[tuple[int, int], list[tuple[int, int, int]]] = {}


def squares_within(board, square: int, high: int, low: int = 0) -> set[int]:
    """The squares from `low` to `high` half squares away (as grid.within(), without looking at every square)."""
    key = (high, low)
    offsets = _OFFSETS.get(key)
    if offsets is None:
        offsets = _OFFSETS[key] = _square_offsets(high, low)
    width, height = board.width, board.height
    x0, y0 = square % width, square // width
    return {(y0 + dy) * width + x0 + dx for dx, dy, _ in offsets if 0 <= x0 + dx < width and 0 <= y0 + dy < height}


def stack_range(view, ids: Iterable[int]) -> set[int]:
    """The squares the pieces can attack into (their own square for hand-to-hand units): the union."""
    found: set[int] = set()
    board = view.board
    for i in ids:
        p = view.pieces.get(i)
        if p is None or p["down"]:
            continue
        k = KINDS[p["type"]]
        if not k.attack_kind:
            continue
        if k.attack_kind == "melee":
            found.add(p["square"])
        else:
            found |= squares_within(board, p["square"], k.range, k.min_range)
    return found


def stack_reach(view, ids: Iterable[int]) -> dict[int, int]:
    """Where the units could move this turn with their whole M (the farthest-going one's): square -> half squares.
    Ships over sea, the others over land; their own square left out."""
    units = [view.pieces[i] for i in ids if i in view.pieces and KINDS[view.pieces[i]["type"]].unit
             and not view.pieces[i]["down"]]
    if not units:
        return {}
    start = units[0]["square"]
    budget = max(KINDS[p["type"]].move for p in units)
    board = view.board
    if KINDS[units[0]["type"]].sea:
        found = board.grid.reach(start, budget / 2, lambda c: board.sea[c])
    else:
        found = land_reach(board, start, budget)
    found.pop(start, None)
    return found


def move_path(view, start: int, goal: int, sea: bool) -> list[int]:
    """The way the moving units go from start to goal (both included), as the rules move them."""
    board = view.board
    if sea:
        return board.grid.path(start, goal, lambda c: board.sea[c])
    return land_path(board, start, goal)


def moving_sea(view) -> bool:
    lead = [view.pieces[i] for i in view.lead if i in view.pieces]
    return bool(lead) and KINDS[lead[0]["type"]].sea


# --- what can be built ------------------------------------------------------------------------------------------
def trainable(view, seat: int, building_type: str) -> list[str]:
    """The unit types a finished building of this type may start for the seat in its Age (upgrades reached),
    whatever they cost."""
    return [t for t in TRAINED_AT.get(building_type, ()) if not view.type_problem(seat, t)]


def upgradable(view, seat: int, building_type: str) -> list[str]:
    """The upgrades a building of this type may start for the seat in its Age (not done, not under way)."""
    rank = AGE_RANK[view.ages[seat]]
    return [u for u in UPGRADES_AT.get(building_type, ())
            if u not in view.upgrades_done[seat] and u not in view.upgrading[seat]
            and AGE_RANK[D.UPGRADES[u].age] <= rank and view.attained(seat, D.UPGRADES[u].from_type)]


def next_age(view, seat: int) -> str:
    """The Age after the seat's ("" in the Iron Age)."""
    rank = AGE_RANK[view.ages[seat]] + 1
    return AGE_ORDER[rank] if rank < len(AGE_ORDER) else ""


# --- dice ---------------------------------------------------------------------------------------------------------
class Roll(NamedTuple):
    attacker: str  # "Ana's Bowman #4 at (5, 7)"
    target: str
    die: int  # sides
    need: int  # hits on this or less
    roll: int
    hit: bool
    colour: str  # "red", "black", or "" for a miss


_ROLL = re.compile(r"^(?P<who>.+?) attacks (?P<target>.+): (?P<dice>[^:]+?) hits; rolls (?P<roll>\d+), "
                   r"(?:a hit \((?P<colour>red|black) marker\)|a miss)\.$")
_DIE = re.compile(r"d(\d+)$")
_NEED = re.compile(r"^1 to (\d+) on")


def roll_of(text: str) -> Roll | None:
    """The roll an attack's words tell ("... 1 or 2 on a d8 hits; rolls 3, a miss."), or None."""
    m = _ROLL.match(text)
    if m is None:
        return None
    dice = m.group("dice")
    die = _DIE.search(dice)
    if die is None:
        return None
    sides = int(die.group(1))
    if dice.startswith("no roll"):
        need = 0
    elif dice.startswith("any roll"):
        need = sides
    elif dice.startswith("a 1 on"):
        need = 1
    elif dice.startswith("1 or 2 on"):
        need = 2
    else:
        n = _NEED.match(dice)
        need = int(n.group(1)) if n else 0
    colour = m.group("colour") or ""
    return Roll(m.group("who"), m.group("target"), sides, need, int(m.group("roll")), bool(colour), colour)


ROLL_KINDS = frozenset({"hit", "miss"})


def recent_rolls(events: list, limit: int = 40) -> list[tuple[object, Roll]]:
    """The attack rolls of the current turn among the log's events (newest last), at most `limit`: scanning
    back from the end to the start of the turn."""
    found = []
    for event in reversed(events):
        kind = getattr(event, "kind", "")
        if kind == "turn":
            break
        if kind in ROLL_KINDS and getattr(event, "audience", None) is None:
            roll = roll_of(event.text)
            if roll is not None:
                found.append((event, roll))
                if len(found) >= limit:
                    break
    found.reverse()
    return found
