"""What the rules ask of each kind of piece and of the board, computed once from the data (pure Python).

KINDS[type id] is a Kind: one flat record per unit, building and tower type, with every value in whole
numbers (attack, range and movement in halves, as the data keeps them). BOARDS[players] is the Board of
that player count: the engine's SquareGrid, which squares are sea, which land squares touch the sea
(where a Dock may stand), each seat's start squares and the team of each seat.
"""
from __future__ import annotations

from typing import NamedTuple

from dawnofempires_gui.engine.grids import SquareGrid
from dawnofempires_gui.games.aoe import data as D

RESOURCES = D.RESOURCE_KINDS  # food, wood, gold, stone: the order of the rulebook's balance sheet


class Kind(NamedTuple):
    """One type of piece. Attack, range and movement are in halves (A½ = 1, R2 = 4, M1.5 = 3)."""

    id: str
    name: str
    unit: bool  # a villager, military unit or ship (False: a building or tower)
    category: str  # units: villager, light_infantry, heavy_infantry, archery, mounted, ship, siege; else ""
    building: str  # buildings: town_center, house, building, tower; else ""
    steps: int  # F
    defence: int  # d: sides of the die an attacker rolls against it
    attack: int  # A in halves (0: never attacks)
    attack_vs_infantry: int  # a mounted unit's second A against Barracks and Academy units, in halves; else -1
    attack_kind: str  # "missile", "melee", "catapult" or "" (the phase it attacks in)
    pair: str  # "square" or "square_or_target" for the A½ units that attack in pairs; else ""
    range: int  # maximum range in halves (-1: hand-to-hand only)
    min_range: int  # minimum range in halves (0: may fire into its own square)
    targets: int  # enemy units one attack rolls against (catapult-type attacks, the Helepolis)
    move: int  # M in halves (0 for buildings)
    sea: bool  # a ship: only on sea squares
    infantry: bool  # a Barracks or Academy unit
    villager: bool
    military: bool  # a unit that is not a villager (ships included)
    cost: D.Cost
    age: str
    built_at: str  # units: the building that trains them; buildings: ""
    upgraded_from: str  # "" for a base type


def _unit(u: D.UnitType) -> Kind:
    return Kind(
        u.id, u.name, True, u.category, "", u.steps, u.defence, u.attack_halves,
        -1 if u.attack_vs_infantry_halves is None else u.attack_vs_infantry_halves, u.attack_kind or "",
        u.pair_attack or "", -1 if u.range_halves is None else u.range_halves, u.min_range_halves or 0, u.targets,
        u.move_halves, u.domain == "sea", u.infantry, u.category == "villager", u.category != "villager", u.cost,
        u.age, u.built_at, u.upgraded_from or "")


def _building(b: D.BuildingType) -> Kind:
    return Kind(
        b.id, b.name, False, "", b.kind, b.steps, b.defence, b.attack_halves, -1, b.attack_kind or "", "",
        -1 if b.range_halves is None else b.range_halves, b.min_range_halves or 0, b.targets, 0, False, False,
        False, False, b.cost, b.age, "", b.upgraded_from or "")


KINDS: dict[str, Kind] = {**{k: _unit(u) for k, u in D.UNITS.items()},
                          **{k: _building(b) for k, b in D.BUILDINGS.items()}}
FOUNDATION = D.SETTINGS.foundation  # a building laid face down, or a unit in training: F1 d4 (house)
AGE_ORDER = D.AGE_ORDER
AGE_RANK = {a: i for i, a in enumerate(AGE_ORDER)}
COLLECT = {a: D.AGES[a].collect for a in AGE_ORDER}  # resource points per turn by Age
PER_HOUSE = D.SETTINGS.units_per_house
PER_TOWN_CENTER = D.SETTINGS.units_per_town_center
START_RESOURCES = D.SETTINGS.start_resources.as_dict()
START_VILLAGERS = D.SETTINGS.start_villagers
FEE_PERCENT = D.SETTINGS.transfer_fee_percent
fee_on = D.SETTINGS.transfer_fee  # the fee on an amount of one resource, rounded up
# What a unit produced at each kind of building may be (in the data's order) and what is placed there.
TRAINED_AT = {b: tuple(k for k, u in D.UNITS.items() if u.built_at == b) for b in D.BUILDINGS}
UPGRADES_AT = {b: tuple(k for k, u in D.UPGRADES.items() if u.at == b) for b in D.BUILDINGS}


class Board(NamedTuple):
    players: int
    width: int
    height: int
    grid: SquareGrid
    sea: tuple[bool, ...]  # per square
    coast: tuple[bool, ...]  # a land square next to a sea square (a Dock's site)
    start: tuple[tuple[int, ...], ...]  # per seat: the land squares of its start section
    section: tuple[int, ...]  # per square: the seat whose start section it is
    team: tuple[int, ...]  # per seat: 0 or 1


def _board(players: int) -> Board:
    layout = D.LAYOUTS[players]
    grid = SquareGrid(layout.width, layout.height)
    sea = tuple(layout.is_sea(*grid.xy(c)) for c in range(grid.size))
    coast = tuple(not sea[c] and any(sea[n] for n in grid.neighbours[c]) for c in range(grid.size))
    start = tuple(tuple(grid.cell(x, y) for x, y in layout.start_squares(s)) for s in range(players))
    section = tuple(layout.section_at(*grid.xy(c)).seat for c in range(grid.size))
    return Board(players, layout.width, layout.height, grid, sea, coast, start, section,
                 tuple(layout.team_of(s) for s in range(players)))


BOARDS: dict[int, Board] = {n: _board(n) for n in D.LAYOUTS}


def _offsets(budget: int) -> tuple[tuple[int, int, int], ...]:
    """(dx, dy, half squares) of every square within `budget` half squares on an open grid, nearest first."""
    r = budget // 2
    found = []
    for dy in range(-r, r + 1):
        for dx in range(-r, r + 1):
            diagonal = min(abs(dx), abs(dy))
            cost = 3 * diagonal + 2 * (max(abs(dx), abs(dy)) - diagonal)
            if cost <= budget:
                found.append((dx, dy, cost))
    return tuple(sorted(found, key=lambda o: (o[2], o[1], o[0])))


OFFSETS = {b: _offsets(b) for b in range(0, 25)}


def land_reach(board: Board, start: int, budget: int) -> dict[int, int]:
    """Every land square a land unit at `start` reaches with `budget` half squares: square -> half squares.
    The land is one rectangle inside the ring of sea, so the shortest way over land is the open-grid one."""
    x0, y0 = start % board.width, start // board.width
    width, height, sea = board.width, board.height, board.sea
    found = {}
    for dx, dy, cost in OFFSETS[min(budget, 24)]:
        x, y = x0 + dx, y0 + dy
        if 0 <= x < width and 0 <= y < height:
            square = y * width + x
            if not sea[square]:
                found[square] = cost
    return found


def land_path(board: Board, start: int, goal: int) -> list[int]:
    """A shortest path over land (both ends included): diagonal steps first, then straight ones."""
    width = board.width
    x, y = start % width, start // width
    gx, gy = goal % width, goal // width
    path = [start]
    while (x, y) != (gx, gy):
        x += (gx > x) - (gx < x)
        y += (gy > y) - (gy < y)
        path.append(y * width + x)
    return path
