"""The Age of Empires data's records of the board (sections and layouts), the game-wide settings, the
civilization names, the house decisions, and the whole data set (AoeData)."""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from dawnofempires_gui.games.aoe.data_types import (Age, BuildingType, Category, Cost, Upgrade,
                                                    UnitType)


@dataclass(frozen=True)
class Section:
    """One player's 12x12 board section at (col, row) in section units."""

    col: int
    row: int
    seat: int  # clockwise seating order
    team: int
    size: int

    @property
    def x0(self) -> int:
        return self.col * self.size

    @property
    def y0(self) -> int:
        return self.row * self.size

    def contains(self, x: int, y: int) -> bool:
        return self.x0 <= x < self.x0 + self.size and self.y0 <= y < self.y0 + self.size

    def squares(self) -> Iterator[tuple[int, int]]:
        for y in range(self.y0, self.y0 + self.size):
            for x in range(self.x0, self.x0 + self.size):
                yield x, y

    def touches_edge(self, other: Section) -> bool:
        return abs(self.col - other.col) + abs(self.row - other.row) == 1

    def touches_corner_only(self, other: Section) -> bool:
        return abs(self.col - other.col) == 1 and abs(self.row - other.row) == 1


@dataclass(frozen=True)
class BoardLayout:
    players: int
    width: int  # squares, x = 0 .. width-1 from the left
    height: int  # squares, y = 0 .. height-1 from the top
    section_size: int
    sea_ring: int
    sections: tuple[Section, ...]  # in seat order
    source: str
    house_fields: frozenset[str]

    def in_bounds(self, x: int, y: int) -> bool:
        return 0 <= x < self.width and 0 <= y < self.height

    def is_sea(self, x: int, y: int) -> bool:
        if not self.in_bounds(x, y):
            raise ValueError(f"square ({x}, {y}) is off the {self.width}x{self.height} board")
        ring = self.sea_ring
        return x < ring or y < ring or x >= self.width - ring or y >= self.height - ring

    def is_land(self, x: int, y: int) -> bool:
        return not self.is_sea(x, y)

    def section_at(self, x: int, y: int) -> Section:
        for section in self.sections:
            if section.contains(x, y):
                return section
        raise ValueError(f"square ({x}, {y}) is off the {self.width}x{self.height} board")

    def start_section(self, seat: int) -> Section:
        return self.sections[seat]

    def team_of(self, seat: int) -> int:
        return self.sections[seat].team

    def allies(self, seat: int) -> tuple[int, ...]:
        """The other seats of the same team (none with two players)."""
        team = self.team_of(seat)
        return tuple(s.seat for s in self.sections if s.team == team and s.seat != seat)

    def start_squares(self, seat: int) -> tuple[tuple[int, int], ...]:
        """Where the seat's free Town Center may go: the land squares of its start section."""
        return tuple(sq for sq in self.sections[seat].squares() if self.is_land(*sq))


@dataclass(frozen=True)
class Foundation:
    """A building laid face down, or a unit or upgrade started but not finished (house)."""

    steps: int
    defence: int
    attackable: bool
    satisfies_prerequisites: bool
    counts_for_victory: bool
    counts_for_population: bool


@dataclass(frozen=True)
class Settings:
    player_counts: tuple[int, ...]
    teams_from: int  # with this many players or more, two teams of allies
    resource_kinds: tuple[str, ...]
    start_resources: Cost
    hidden_from_opponents: bool
    start_age: str
    start_town_centers: int
    town_center_square: str  # "start_section_land"
    start_villagers: int
    villagers_square: str  # "town_center"
    collect_requires: str  # a building the player must have to collect at all
    collect_split: str  # "any": the points may be split over the kinds freely
    transfer_allies_only: bool
    transfer_phase: str
    transfer_fee_percent: int
    transfer_fee_paid_by: str  # "sender"
    transfer_fee_rounding: str  # "up"
    units_per_house: int
    units_per_town_center: int
    population_counts: frozenset[str]
    orthogonal_halves: int
    diagonal_halves: int
    distance_measure: str  # "shortest_path"
    chits_per_player: int
    phases: tuple[str, ...]
    foundation: Foundation
    tie_breaks: tuple[str, ...]
    ship_appears: str  # "nearest_adjacent_sea"

    def unit_limit(self, houses: int, town_centers: int) -> int:
        return houses * self.units_per_house + town_centers * self.units_per_town_center

    def transfer_fee(self, amount: int) -> int:
        """The fee on `amount` points of one resource, rounded as recorded."""
        exact = amount * self.transfer_fee_percent
        return -(-exact // 100) if self.transfer_fee_rounding == "up" else exact // 100

    def open_distance_halves(self, dx: int, dy: int) -> int:
        """Half-squares from one square to another `dx`, `dy` away on an open grid (diagonals 1.5)."""
        dx, dy = abs(dx), abs(dy)
        diagonal = min(dx, dy)
        return diagonal * self.diagonal_halves + (max(dx, dy) - diagonal) * self.orthogonal_halves


@dataclass(frozen=True)
class Civilization:
    """A civilization's name: flavour only, with no attributes."""

    id: str
    name: str
    source: str


@dataclass(frozen=True)
class CivilizationChoice:
    all_play_alike: bool
    same_civilization_allowed: bool
    source: str


@dataclass(frozen=True)
class Decision:
    """A house decision: a gap of the text filled, a contradiction settled, or an ambiguous reading fixed."""

    id: str
    kind: str  # DECISION_KINDS
    title: str  # for a gap: the item's name in the "Missing data" list of aoe.rules.md
    clauses: tuple[str, ...]
    text: str
    fills: tuple[str, ...]  # house values it sets
    affects: tuple[str, ...]  # values chosen between readings of the text (their source unchanged)
    source: str


@dataclass(frozen=True)
class AoeData:
    categories: Mapping[str, Category]
    units: Mapping[str, UnitType]
    buildings: Mapping[str, BuildingType]
    upgrades: Mapping[str, Upgrade]
    ages: Mapping[str, Age]
    layouts: Mapping[int, BoardLayout]
    settings: Settings
    civilizations: Mapping[str, Civilization]
    civilization_choice: CivilizationChoice
    decisions: Mapping[str, Decision]
    sources: Mapping[str, str]  # "unit.villager.cost" -> "house"; every record, table and field

    def source_of(self, ref: str) -> str:
        try:
            return self.sources[ref]
        except KeyError:
            raise KeyError(f"no Age of Empires data value is called {ref!r}") from None

    def decision_for(self, ref: str) -> Decision | None:
        """The decision that filled or chose `ref` (or the record or table holding it)."""
        for decision in self.decisions.values():
            for named in (*decision.fills, *decision.affects):
                if ref == named or ref.startswith(named + "."):
                    return decision
        return None
