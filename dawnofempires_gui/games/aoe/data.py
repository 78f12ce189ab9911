"""The tables of the Age of Empires Board Game (1998 playtest rules), read once from resources/aoe/*.toml (no Qt).

Every record is checked while it is read: a wrong type, an unknown field or an id that names nothing raises
DataError with the file and the record in its message.

Half values (the A½ of villagers, Clubmen and Bowmen, the 1.5 of siege movement and ranges, the 1.5 of a
diagonal step) are kept exactly as whole numbers of half-squares / half-points: `attack_halves`,
`move_halves`, `range_halves`, `min_range_halves`, `Settings.diagonal_halves`. The properties `attack`,
`move`, `range` and `min_range` give the printed value (a float such as 0.5 or 1.5).

Sources: each record says where it comes from ("rules text" or "house"); `source_of("unit.villager.cost")`
answers for one value and `decision_for(...)` gives the recorded house decision that explains it.
"""
from __future__ import annotations

import math
import tomllib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from dawnofempires_gui.paths import resource

GAME_ID = "aoe"
FILES = (
    "units.toml",
    "buildings.toml",
    "upgrades.toml",
    "ages.toml",
    "board.toml",
    "game.toml",
    "civilizations.toml",
    "decisions.toml",
)
RESOURCE_KINDS = ("food", "wood", "gold", "stone")
SOURCES = ("rules text", "house")
DICE = (4, 6, 8, 10, 12, 20)
ATTACK_KINDS = ("melee", "missile", "catapult")  # the phase it attacks in: Hand-to-Hand, Missile, Catapult Launch
PAIR_RULES = ("square", "square_or_target")
BUILDING_KINDS = ("town_center", "house", "building", "tower")
SITES = ("land", "coast")
DOMAINS = ("land", "sea")
PHASES = (
    "resource_collection",
    "command_control",
    "missile",
    "hand_to_hand",
    "apply_hits",
    "catapult",
    "movement_build",
)
POPULATION_KINDS = ("villager", "military", "ship", "under_construction")
DECISION_KINDS = ("gap", "contradiction", "reading")


class DataError(ValueError):
    """A data file of the game is wrong; the message names the file and the record."""


# ----------------------------------------------------------------------------------------------- values


@dataclass(frozen=True, eq=False)
class Cost(Mapping[str, int]):
    """Amounts of food, wood, gold and stone: a read-only mapping (so the engine's purse functions take it)
    that keeps the order in which the rules text names the resources ("125 gold + 100 food").
    Two costs are equal when they ask for the same amounts, whatever the order."""

    parts: tuple[tuple[str, int], ...] = ()

    def __getitem__(self, kind: str) -> int:
        for name, amount in self.parts:
            if name == kind:
                return amount
        raise KeyError(kind)

    def __iter__(self) -> Iterator[str]:
        return (name for name, _ in self.parts)

    def __len__(self) -> int:
        return len(self.parts)

    def get(self, kind: str, default: int = 0) -> int:  # type: ignore[override]
        return super().get(kind, default)

    def _nonzero(self) -> dict[str, int]:
        return {name: amount for name, amount in self.parts if amount}

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Cost):
            return self._nonzero() == other._nonzero()
        if isinstance(other, Mapping):
            return self._nonzero() == {k: v for k, v in other.items() if v}
        return NotImplemented

    def __hash__(self) -> int:
        return hash(frozenset(self._nonzero().items()))

    @property
    def food(self) -> int:
        return self.get("food")

    @property
    def wood(self) -> int:
        return self.get("wood")

    @property
    def gold(self) -> int:
        return self.get("gold")

    @property
    def stone(self) -> int:
        return self.get("stone")

    @property
    def total(self) -> int:
        return sum(amount for _, amount in self.parts)

    def as_dict(self) -> dict[str, int]:
        """All four kinds, zeros included."""
        return {kind: self.get(kind) for kind in RESOURCE_KINDS}

    def __bool__(self) -> bool:
        """False when nothing is to be paid (a zero amount counts as nothing)."""
        return bool(self._nonzero())

    def __str__(self) -> str:
        shown = [f"{amount} {kind}" for kind, amount in self.parts if amount]
        return " + ".join(shown) if shown else "free"


def _half(halves: int | None) -> float | None:
    return None if halves is None else halves / 2


@dataclass(frozen=True)
class Category:
    id: str
    name: str
    built_at: str
    infantry: bool  # a Barracks or Academy unit: the target of a mounted unit's second attack value
    domain: str  # "land" or "sea" (ships move only into sea squares)
    source: str


@dataclass(frozen=True)
class _Combat:
    """The fields units and buildings share (F, d, A, range)."""

    steps: int
    defence: int  # sides of the defence die
    attack_halves: int  # 0: no attack
    attack_vs_infantry_halves: int | None
    attack_kind: str | None  # ATTACK_KINDS, None for a building that never attacks
    pair_attack: str | None  # PAIR_RULES: an A½ unit attacks with A1 per pair
    range_halves: int | None  # maximum range (missile and catapult-type attacks)
    min_range_halves: int | None  # 0: may also fire into its own square
    targets: int  # enemy units one attack rolls against

    @property
    def attack(self) -> float:
        return self.attack_halves / 2

    @property
    def attack_vs_infantry(self) -> float | None:
        return _half(self.attack_vs_infantry_halves)

    @property
    def range(self) -> float | None:
        return _half(self.range_halves)

    @property
    def min_range(self) -> float | None:
        return _half(self.min_range_halves)


@dataclass(frozen=True)
class UnitType(_Combat):
    id: str
    name: str
    category: str
    age: str  # the Age in which the type becomes available (by itself or by its upgrade)
    built_at: str  # the building that trains it; the unit appears in its square (ships next to it)
    base: bool  # True: needs no upgrade; False: available after the upgrade `upgraded_from` names
    move_halves: int
    cost: Cost
    domain: str
    infantry: bool
    source: str
    house_fields: frozenset[str]
    upgraded_from: str | None  # the type it is upgraded from (None for a base type)

    @property
    def move(self) -> float:
        return self.move_halves / 2

    def source_of(self, field: str) -> str:
        """"rules text" or "house" for a field named as in units.toml ("cost", "move", "attack" …)."""
        return "house" if field in self.house_fields or self.source == "house" else self.source


@dataclass(frozen=True)
class BuildingType(_Combat):
    id: str
    name: str
    kind: str  # BUILDING_KINDS
    age: str
    site: str  # "land", or "coast" (a land square next to a sea square)
    requires: tuple[str, ...]  # completed buildings needed before the foundation is laid (all of them)
    base: bool  # False: a tower type obtained by an upgrade
    cost: Cost
    source: str
    house_fields: frozenset[str]
    upgraded_from: str | None
    produces: tuple[str, ...]  # unit types trained here
    researches: tuple[str, ...]  # upgrades paid for and placed here

    @property
    def is_tower(self) -> bool:
        return self.kind == "tower"

    def source_of(self, field: str) -> str:
        return "house" if field in self.house_fields or self.source == "house" else self.source


@dataclass(frozen=True)
class Upgrade:
    id: str
    from_type: str
    to_type: str
    is_building: bool  # True for the tower upgrades (ids in BUILDINGS), False for units (ids in UNITS)
    age: str
    at: str  # the building where it is paid for and placed face down
    cost: Cost
    source: str
    house_fields: frozenset[str]

    def source_of(self, field: str) -> str:
        return "house" if field in self.house_fields or self.source == "house" else self.source


@dataclass(frozen=True)
class Age:
    id: str
    name: str
    order: int
    cost: Cost  # of advancing into this Age (nothing for the starting Age)
    requires_any: tuple[str, ...]  # at least one completed building of these
    at: str
    collect: int  # resource points per Resource Collection phase
    source: str
    house_fields: frozenset[str]
    next: str | None  # the Age after this one (None: no advance beyond)


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


# ----------------------------------------------------------------------------------------------- reading

_MISSING = object()


def _type_name(value: Any) -> str:
    return type(value).__name__


class _Rec:
    """One record (or table) of one file: typed field access, and no field left unread."""

    def __init__(self, file: str, what: str, raw: Any):
        if not isinstance(raw, dict):
            raise DataError(f"{file}: {what}: expected a table, got {_type_name(raw)}")
        self.file, self.what, self.raw = file, what, raw
        self.used: set[str] = set()

    def error(self, message: str) -> DataError:
        return DataError(f"{self.file}: {self.what}: {message}")

    def _take(self, key: str, default: Any) -> Any:
        self.used.add(key)
        if key not in self.raw:
            if default is _MISSING:
                raise self.error(f"field '{key}' is missing")
            return default
        return self.raw[key]

    def str_(self, key: str, default: Any = _MISSING, choices: tuple[str, ...] | None = None) -> Any:
        value = self._take(key, default)
        if value is default and key not in self.raw:
            return value
        if not isinstance(value, str) or not value:
            raise self.error(f"field '{key}' must be a non-empty string, got {value!r}")
        if choices is not None and value not in choices:
            raise self.error(f"field '{key}' is {value!r}; it must be one of {', '.join(choices)}")
        return value

    def int_(self, key: str, default: Any = _MISSING, minimum: int = 0) -> Any:
        value = self._take(key, default)
        if value is default and key not in self.raw:
            return value
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.error(f"field '{key}' must be a whole number, got {value!r} ({_type_name(value)})")
        if value < minimum:
            raise self.error(f"field '{key}' must be at least {minimum}, got {value}")
        return value

    def bool_(self, key: str, default: Any = _MISSING) -> Any:
        value = self._take(key, default)
        if value is default and key not in self.raw:
            return value
        if not isinstance(value, bool):
            raise self.error(f"field '{key}' must be true or false, got {value!r}")
        return value

    def halves(self, key: str, default: Any = _MISSING) -> Any:
        """A number printed with at most a half (4, 0.5, 1.5) as a whole number of halves."""
        value = self._take(key, default)
        if value is default and key not in self.raw:
            return value
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise self.error(f"field '{key}' must be a number, got {value!r} ({_type_name(value)})")
        doubled = value * 2
        if doubled != int(doubled) or value < 0:
            raise self.error(f"field '{key}' must be a whole or half number of at least 0, got {value!r}")
        return int(doubled)

    def list_(self, key: str, item: Callable[[Any], bool], what: str, default: Any = _MISSING) -> Any:
        value = self._take(key, default)
        if value is default and key not in self.raw:
            return value
        if not isinstance(value, list) or not all(item(v) for v in value):
            raise self.error(f"field '{key}' must be a list of {what}, got {value!r}")
        return tuple(value)

    def ids(self, key: str, default: Any = _MISSING) -> Any:
        found = self.list_(key, lambda v: isinstance(v, str) and bool(v), "ids", default)
        if found is not default and len(set(found)) != len(found):
            raise self.error(f"field '{key}' names an id twice: {list(found)!r}")
        return found

    def cost(self, key: str) -> Cost:
        value = self._take(key, _MISSING)
        if not isinstance(value, dict):
            raise self.error(f"field '{key}' must be a table of resources, got {value!r}")
        parts = []
        for kind, amount in value.items():
            if kind not in RESOURCE_KINDS:
                raise self.error(f"field '{key}' names the resource {kind!r}; known: {', '.join(RESOURCE_KINDS)}")
            if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
                raise self.error(f"field '{key}': {kind} must be a whole number of at least 0, got {amount!r}")
            parts.append((kind, amount))
        return Cost(tuple(parts))

    def source(self) -> tuple[str, frozenset[str]]:
        """The record's source and the fields it marks as house."""
        source = self.str_("source", choices=SOURCES)
        marks = self._take("sources", {})
        if not isinstance(marks, dict):
            raise self.error(f"field 'sources' must be a table of field = source, got {marks!r}")
        house = set()
        for field, value in marks.items():
            if field in ("id", "source", "sources") or field not in self.raw:
                raise self.error(f"field 'sources' marks {field!r}, which is not a field of this record")
            if value not in SOURCES:
                raise self.error(f"field 'sources': {field} = {value!r}; it must be one of {', '.join(SOURCES)}")
            if value == "house":
                house.add(field)
        return source, frozenset(house)

    def done(self) -> None:
        unknown = sorted(set(self.raw) - self.used)
        if unknown:
            raise self.error(f"unknown field(s) {', '.join(unknown)}")


def _records(file: str, doc: dict[str, Any], key: str, label: str) -> list[_Rec]:
    """The [[key]] array of a file, as records named by their id."""
    items = doc.get(key)
    if not isinstance(items, list) or not items:
        raise DataError(f"{file}: expected at least one [[{key}]] record")
    records, seen = [], set()
    for index, raw in enumerate(items, 1):
        what = f"{label} #{index}"
        if isinstance(raw, dict) and isinstance(raw.get("id"), str) and raw["id"]:
            what = f"{label} {raw['id']!r}"
        rec = _Rec(file, what, raw)
        ident = rec.str_("id")
        if ident in seen:
            raise rec.error("this id is used twice")
        seen.add(ident)
        records.append(rec)
    return records


def _table(file: str, doc: dict[str, Any], key: str) -> _Rec:
    if key not in doc:
        raise DataError(f"{file}: table [{key}] is missing")
    return _Rec(file, f"table [{key}]", doc[key])


def _check_top(file: str, doc: dict[str, Any], allowed: tuple[str, ...]) -> None:
    unknown = sorted(set(doc) - set(allowed))
    if unknown:
        raise DataError(f"{file}: unknown top-level table(s) {', '.join(unknown)}")


def _combat(rec: _Rec) -> dict[str, Any]:
    values: dict[str, Any] = {
        "steps": rec.int_("steps", minimum=1),
        "defence": rec.int_("defence"),
        "attack_halves": rec.halves("attack", 0),
        "attack_vs_infantry_halves": rec.halves("attack_vs_infantry", None),
        "attack_kind": rec.str_("attack_kind", None, ATTACK_KINDS),
        "pair_attack": rec.str_("pair_attack", None, PAIR_RULES),
        "range_halves": rec.halves("range", None),
        "min_range_halves": rec.halves("min_range", None),
        "targets": rec.int_("targets", 1, minimum=1),
    }
    if values["defence"] not in DICE:
        raise rec.error(f"field 'defence' is d{values['defence']}, not a die of {', '.join(f'd{d}' for d in DICE)}")
    kind = values["attack_kind"]
    if kind is None and (values["attack_halves"] or values["range_halves"] is not None):
        raise rec.error("it has an attack or a range but no 'attack_kind'")
    if kind is not None and not values["attack_halves"]:
        raise rec.error(f"attack_kind is {kind!r} but 'attack' is missing or 0")
    if kind in ("missile", "catapult"):
        if values["range_halves"] is None or values["min_range_halves"] is None:
            raise rec.error(f"a {kind} attacker needs 'range' and 'min_range'")
        if values["min_range_halves"] > values["range_halves"]:
            raise rec.error("'min_range' is greater than 'range'")
    elif values["range_halves"] is not None or values["min_range_halves"] is not None:
        raise rec.error("only missile and catapult attackers have a range")
    if values["pair_attack"] is not None and values["attack_halves"] != 1:
        raise rec.error("'pair_attack' is only for units with attack 0.5")
    if values["attack_halves"] % 2 and values["pair_attack"] is None:
        raise rec.error("an attack of a half needs 'pair_attack' (how two such units attack together)")
    if values["targets"] > 1 and kind == "melee":
        raise rec.error("a hand-to-hand attacker rolls against one enemy only ('targets')")
    return values


def _read_files(folder: Path | None) -> dict[str, dict[str, Any]]:
    docs = {}
    for name in FILES:
        path = folder / name if folder is not None else resource(GAME_ID, name)
        try:
            with path.open("rb") as handle:
                docs[name] = tomllib.load(handle)
        except FileNotFoundError:
            raise DataError(f"{name}: the data file is missing ({path})") from None
        except tomllib.TOMLDecodeError as error:
            raise DataError(f"{name}: not valid TOML: {error}") from None
    return docs


def load(folder: Path | str | None = None) -> AoeData:
    """Read and check every file; `folder` defaults to the program's resources/aoe."""
    docs = _read_files(Path(folder) if folder is not None else None)
    sources: dict[str, str] = {}

    def note(prefix: str, rec: _Rec, source: str, house: frozenset[str]) -> None:
        sources[prefix] = source
        for field in rec.raw:
            if field not in ("id", "source", "sources"):
                sources[f"{prefix}.{field}"] = "house" if source == "house" or field in house else "rules text"

    # ages.toml ------------------------------------------------------------------------------------
    file = "ages.toml"
    _check_top(file, docs[file], ("age",))
    age_recs = _records(file, docs[file], "age", "age")
    raw_ages = []
    for rec in age_recs:
        source, house = rec.source()
        raw_ages.append((rec, dict(
            id=rec.str_("id"), name=rec.str_("name"), order=rec.int_("order"), cost=rec.cost("cost"),
            requires_any=rec.ids("requires_any"), at=rec.str_("at"), collect=rec.int_("collect"),
            source=source, house_fields=house,
        )))
        rec.done()
        note(f"age.{rec.raw['id']}", rec, source, house)
    orders = sorted(values["order"] for _, values in raw_ages)
    if orders != list(range(len(raw_ages))):
        raise DataError(f"{file}: the ages' 'order' must be 0, 1, 2 … without gaps, got {orders}")
    by_order = sorted(raw_ages, key=lambda pair: pair[1]["order"])
    age_order = tuple(values["id"] for _, values in by_order)
    ages = {
        values["id"]: Age(**values, next=age_order[values["order"] + 1] if values["order"] + 1 < len(age_order) else None)
        for _, values in by_order
    }
    rank = {a: i for i, a in enumerate(age_order)}
    first = ages[age_order[0]]
    if first.cost or first.requires_any:
        raise DataError(f"{file}: age {first.id!r}: the starting Age has no cost and no requirement")

    def known_age(rec: _Rec, key: str, value: str) -> None:
        if value not in ages:
            raise rec.error(f"field '{key}' names the unknown Age {value!r}; known: {', '.join(age_order)}")

    # units.toml -----------------------------------------------------------------------------------
    file = "units.toml"
    _check_top(file, docs[file], ("category", "unit"))
    categories = {}
    for rec in _records(file, docs[file], "category", "category"):
        source, house = rec.source()
        categories[rec.raw["id"]] = Category(
            id=rec.str_("id"), name=rec.str_("name"), built_at=rec.str_("built_at"),
            infantry=rec.bool_("infantry"), domain=rec.str_("domain", choices=DOMAINS), source=source,
        )
        rec.done()
        note(f"category.{rec.raw['id']}", rec, source, house)
    unit_recs = _records(file, docs[file], "unit", "unit")
    unit_values = {}
    for rec in unit_recs:
        source, house = rec.source()
        values = dict(
            id=rec.str_("id"), name=rec.str_("name"), category=rec.str_("category"), age=rec.str_("age"),
            built_at=rec.str_("built_at"), base=rec.bool_("base"), **_combat(rec),
            move_halves=rec.halves("move"), cost=rec.cost("cost"), source=source, house_fields=house,
        )
        rec.done()
        if values["category"] not in categories:
            raise rec.error(f"field 'category' names the unknown category {values['category']!r}")
        if values["attack_kind"] is None:
            raise rec.error("every unit attacks: 'attack_kind' is missing")
        if values["move_halves"] == 0:
            raise rec.error("field 'move' must be more than 0")
        known_age(rec, "age", values["age"])
        category = categories[values["category"]]
        if values["built_at"] != category.built_at:
            raise rec.error(f"built at {values['built_at']!r}, but its category is built at {category.built_at!r}")
        if values["attack_vs_infantry_halves"] is not None and values["attack_kind"] != "melee":
            raise rec.error("only hand-to-hand attackers have 'attack_vs_infantry'")
        values.update(domain=category.domain, infantry=category.infantry)
        unit_values[values["id"]] = (rec, values)
        note(f"unit.{values['id']}", rec, source, house)

    # buildings.toml -------------------------------------------------------------------------------
    file = "buildings.toml"
    _check_top(file, docs[file], ("building",))
    building_values = {}
    for rec in _records(file, docs[file], "building", "building"):
        source, house = rec.source()
        values = dict(
            id=rec.str_("id"), name=rec.str_("name"), kind=rec.str_("kind", choices=BUILDING_KINDS),
            age=rec.str_("age"), site=rec.str_("site", choices=SITES), requires=rec.ids("requires"),
            base=rec.bool_("base"), **_combat(rec), cost=rec.cost("cost"), source=source, house_fields=house,
        )
        rec.done()
        known_age(rec, "age", values["age"])
        if (values["attack_kind"] is not None) != (values["kind"] == "tower"):
            raise rec.error("towers, and only towers, attack")
        if values["attack_kind"] not in (None, "missile"):
            raise rec.error("a tower makes missile attacks")
        building_values[values["id"]] = (rec, values)
        note(f"building.{values['id']}", rec, source, house)
    clash = sorted(set(unit_values) & set(building_values))
    if clash:
        raise DataError(f"units.toml, buildings.toml: ids used for both a unit and a building: {', '.join(clash)}")

    def known_building(rec: _Rec, key: str, value: str) -> None:
        if value not in building_values:
            raise rec.error(f"field '{key}' names the unknown building {value!r}")

    for rec, values in building_values.values():
        for need in values["requires"]:
            known_building(rec, "requires", need)
            if rank[building_values[need][1]["age"]] > rank[values["age"]]:
                raise rec.error(f"it requires {need!r}, which comes in a later Age")
    for category in categories.values():
        if category.built_at not in building_values:
            raise DataError(f"units.toml: category {category.id!r}: field 'built_at' names the unknown "
                            f"building {category.built_at!r}")
    for rec, values in unit_values.values():
        if rank[building_values[values["built_at"]][1]["age"]] > rank[values["age"]]:
            raise rec.error(f"it is trained at {values['built_at']!r}, which comes in a later Age")
    for age_rec, values in raw_ages:
        known_building(age_rec, "at", values["at"])
        for need in values["requires_any"]:
            known_building(age_rec, "requires_any", need)

    # upgrades.toml --------------------------------------------------------------------------------
    file = "upgrades.toml"
    _check_top(file, docs[file], ("upgrade",))
    upgrades = {}
    upgraded_from: dict[str, str] = {}
    for rec in _records(file, docs[file], "upgrade", "upgrade"):
        source, house = rec.source()
        old, new = rec.str_("from"), rec.str_("to")
        values = dict(id=rec.str_("id"), age=rec.str_("age"), at=rec.str_("at"), cost=rec.cost("cost"))
        rec.done()
        known_age(rec, "age", values["age"])
        known_building(rec, "at", values["at"])
        if old in unit_values and new in unit_values:
            table, is_building = unit_values, False
            if unit_values[new][1]["built_at"] != values["at"]:
                raise rec.error(f"it is placed at {values['at']!r}, but {new!r} is trained at "
                                f"{unit_values[new][1]['built_at']!r}")
        elif old in building_values and new in building_values:
            table, is_building = building_values, True
            if values["at"] not in building_values[new][1]["requires"]:
                raise rec.error(f"it is placed at {values['at']!r}, which {new!r} does not require")
        else:
            raise rec.error(f"'from' {old!r} and 'to' {new!r} must both be known units or both known buildings")
        if table[new][1]["base"]:
            raise rec.error(f"{new!r} is marked base = true (needs no upgrade) but this upgrade makes it")
        if new in upgraded_from:
            raise rec.error(f"{new!r} is already made by another upgrade")
        if table[new][1]["age"] != values["age"]:
            raise rec.error(f"it comes in the {values['age']!r} Age but {new!r} says {table[new][1]['age']!r}")
        if rank[table[old][1]["age"]] > rank[values["age"]]:
            raise rec.error(f"{old!r} comes in a later Age than the upgrade")
        upgraded_from[new] = old
        upgrades[values["id"]] = Upgrade(
            from_type=old, to_type=new, is_building=is_building, source=source, house_fields=house, **values,
        )
        note(f"upgrade.{values['id']}", rec, source, house)
    for table in (unit_values, building_values):
        for ident, (rec, values) in table.items():
            if not values["base"] and ident not in upgraded_from:
                raise rec.error("base = false, but no upgrade in upgrades.toml makes it")

    units = {
        ident: UnitType(**values, upgraded_from=upgraded_from.get(ident)) for ident, (_, values) in unit_values.items()
    }
    buildings = {
        ident: BuildingType(
            **values,
            upgraded_from=upgraded_from.get(ident),
            produces=tuple(u.id for u in units.values() if u.built_at == ident),
            researches=tuple(u.id for u in upgrades.values() if u.at == ident),
        )
        for ident, (_, values) in building_values.items()
    }

    # game.toml ------------------------------------------------------------------------------------
    file = "game.toml"
    doc = docs[file]
    names = ("players", "resources", "setup", "collection", "transfer", "population", "distance",
             "command_control", "phases", "foundation", "targeting", "ships")
    _check_top(file, doc, names)
    tables = {name: _table(file, doc, name) for name in names}
    t = tables
    counts = t["players"].list_("counts", lambda v: isinstance(v, int) and not isinstance(v, bool) and v > 1,
                                "player counts")
    kinds = t["resources"].list_("kinds", lambda v: isinstance(v, str), "resource names")
    if kinds != RESOURCE_KINDS:
        raise t["resources"].error(f"field 'kinds' must be {list(RESOURCE_KINDS)}, got {list(kinds)}")
    start_age = t["setup"].str_("start_age")
    if start_age != age_order[0]:
        raise t["setup"].error(f"field 'start_age' is {start_age!r}, but the first Age is {age_order[0]!r}")
    collect_requires = t["collection"].str_("requires")
    known_building(t["collection"], "requires", collect_requires)
    phases = t["phases"].list_("order", lambda v: v in PHASES, f"phases ({', '.join(PHASES)})")
    if sorted(phases) != sorted(PHASES):
        raise t["phases"].error("field 'order' must name every phase once")
    pop = t["population"].list_("counts", lambda v: v in POPULATION_KINDS, f"of {', '.join(POPULATION_KINDS)}")
    orthogonal = t["distance"].halves("orthogonal")
    diagonal = t["distance"].halves("diagonal")
    if not 0 < orthogonal <= diagonal:
        raise t["distance"].error("a diagonal step must be at least as long as a side step, both above 0")
    foundation = Foundation(
        steps=t["foundation"].int_("steps", minimum=1), defence=t["foundation"].int_("defence"),
        attackable=t["foundation"].bool_("attackable"),
        satisfies_prerequisites=t["foundation"].bool_("satisfies_prerequisites"),
        counts_for_victory=t["foundation"].bool_("counts_for_victory"),
        counts_for_population=t["foundation"].bool_("counts_for_population"),
    )
    if foundation.defence not in DICE:
        raise t["foundation"].error(f"field 'defence' is d{foundation.defence}, not a die")
    settings = Settings(
        player_counts=counts,
        teams_from=t["players"].int_("teams_from", minimum=2),
        resource_kinds=kinds,
        start_resources=t["resources"].cost("start"),
        hidden_from_opponents=t["resources"].bool_("hidden_from_opponents"),
        start_age=start_age,
        start_town_centers=t["setup"].int_("town_centers", minimum=1),
        town_center_square=t["setup"].str_("town_center_square", choices=("start_section_land",)),
        start_villagers=t["setup"].int_("villagers"),
        villagers_square=t["setup"].str_("villagers_square", choices=("town_center",)),
        collect_requires=collect_requires,
        collect_split=t["collection"].str_("split", choices=("any",)),
        transfer_allies_only=t["transfer"].bool_("allies_only"),
        transfer_phase=t["transfer"].str_("phase", choices=PHASES),
        transfer_fee_percent=t["transfer"].int_("fee_percent"),
        transfer_fee_paid_by=t["transfer"].str_("fee_paid_by", choices=("sender",)),
        transfer_fee_rounding=t["transfer"].str_("fee_rounding", choices=("up", "down")),
        units_per_house=t["population"].int_("per_house"),
        units_per_town_center=t["population"].int_("per_town_center"),
        population_counts=frozenset(pop),
        orthogonal_halves=orthogonal,
        diagonal_halves=diagonal,
        distance_measure=t["distance"].str_("measure", choices=("shortest_path",)),
        chits_per_player=t["command_control"].int_("chits_per_player", minimum=1),
        phases=phases,
        foundation=foundation,
        tie_breaks=t["targeting"].list_("tie_breaks", lambda v: v in ("oldest_unit", "nearest_own_town_center"),
                                         "tie-breaks"),
        ship_appears=t["ships"].str_("appear", choices=("nearest_adjacent_sea",)),
    )
    for name, rec in tables.items():
        source, house = rec.source()
        rec.done()
        note(f"game.{name}", rec, source, house)

    # board.toml -----------------------------------------------------------------------------------
    file = "board.toml"
    doc = docs[file]
    _check_top(file, doc, ("section", "sea", "layout"))
    section_rec, sea_rec = _table(file, doc, "section"), _table(file, doc, "sea")
    size = section_rec.int_("size", minimum=1)
    ring = sea_rec.int_("ring", minimum=0)
    for name, rec in (("section", section_rec), ("sea", sea_rec)):
        source, house = rec.source()
        rec.done()
        note(f"board.{name}", rec, source, house)
    layouts = {}
    raw_layouts = doc.get("layout")
    if not isinstance(raw_layouts, list) or not raw_layouts:
        raise DataError(f"{file}: expected at least one [[layout]] record")
    for index, raw in enumerate(raw_layouts, 1):
        label = f"layout for {raw['players']} players" if isinstance(raw, dict) and "players" in raw else f"layout #{index}"
        rec = _Rec(file, label, raw)
        players = rec.int_("players", minimum=2)
        width, height = rec.int_("width", minimum=1), rec.int_("height", minimum=1)
        source, house = rec.source()
        rows = rec.list_("sections", lambda v: isinstance(v, dict), "tables")
        rec.done()
        if players in layouts:
            raise rec.error("a second layout for the same number of players")
        if players not in counts:
            raise rec.error(f"{players} players is not a player count of game.toml ({list(counts)})")
        sections = []
        for number, row in enumerate(rows, 1):
            srec = _Rec(file, f"{label}, section #{number}", row)
            sections.append(Section(col=srec.int_("col"), row=srec.int_("row"), seat=srec.int_("seat"),
                                    team=srec.int_("team"), size=size))
            srec.done()
        if len(sections) != players:
            raise rec.error(f"{len(sections)} sections for {players} players")
        if sorted(s.seat for s in sections) != list(range(players)):
            raise rec.error("the sections' seats must be 0 … players-1, each once")
        sections.sort(key=lambda s: s.seat)
        if len({(s.col, s.row) for s in sections}) != players:
            raise rec.error("two sections in the same place")
        cols, rows_ = max(s.col for s in sections) + 1, max(s.row for s in sections) + 1
        if (width, height) != (cols * size, rows_ * size) or cols * rows_ != players:
            raise rec.error(f"{width}x{height} squares is not {cols}x{rows_} sections of {size} filled completely")
        teams = {s.team for s in sections}
        if teams != {0, 1} or any(sum(s.team == team for s in sections) * 2 != players for team in teams):
            raise rec.error("the sections must form two equal teams 0 and 1")
        for a in sections:
            for b in sections:
                if a.seat < b.seat and a.team == b.team and a.touches_edge(b):
                    raise rec.error(f"allies' sections (seats {a.seat} and {b.seat}) share an edge")
        layouts[players] = BoardLayout(
            players=players, width=width, height=height, section_size=size, sea_ring=ring,
            sections=tuple(sections), source=source, house_fields=house,
        )
        note(f"layout.{players}", rec, source, house)
    missing = [n for n in counts if n not in layouts]
    if missing:
        raise DataError(f"{file}: no layout for {', '.join(map(str, missing))} players")

    # civilizations.toml ---------------------------------------------------------------------------
    file = "civilizations.toml"
    doc = docs[file]
    _check_top(file, doc, ("choice", "civilization"))
    rec = _table(file, doc, "choice")
    choice_source, choice_house = rec.source()
    choice = CivilizationChoice(
        all_play_alike=rec.bool_("all_play_alike"),
        same_civilization_allowed=rec.bool_("same_civilization_allowed"), source=choice_source,
    )
    rec.done()
    if not choice.all_play_alike:
        raise rec.error("only all_play_alike = true is supported: there is no table of civilization attributes")
    note("civilizations.choice", rec, choice_source, choice_house)
    civilizations = {}
    for rec in _records(file, doc, "civilization", "civilization"):
        source, house = rec.source()
        civilizations[rec.raw["id"]] = Civilization(id=rec.str_("id"), name=rec.str_("name"), source=source)
        rec.done()  # a civilization has a name and nothing else: any other field is refused here
        note(f"civilization.{rec.raw['id']}", rec, source, house)

    # decisions.toml -------------------------------------------------------------------------------
    file = "decisions.toml"
    doc = docs[file]
    _check_top(file, doc, ("decision",))
    decisions = {}
    for rec in _records(file, doc, "decision", "decision"):
        kind = rec.str_("kind", choices=DECISION_KINDS)
        decision = Decision(
            id=rec.str_("id"), kind=kind, title=rec.str_("title"), clauses=rec.ids("clauses"),
            text=rec.str_("decision"), fills=rec.ids("fills", ()), affects=rec.ids("affects", ()),
            source=rec.str_("source", choices=("house",)),
        )
        rec.done()
        if kind == "contradiction" and not decision.affects:
            raise rec.error("a contradiction names the values it settles in 'affects'")
        for ref in decision.fills:
            if ref not in sources:
                raise rec.error(f"'fills' names {ref!r}, which is no value of the data")
            if sources[ref] != "house":
                raise rec.error(f"'fills' names {ref!r}, which is not marked house where it is defined")
        for ref in decision.affects:
            if ref not in sources:
                raise rec.error(f"'affects' names {ref!r}, which is no value of the data")
        decisions[decision.id] = decision
    filled = [ref for d in decisions.values() for ref in d.fills]
    for ref, source in sources.items():
        if source == "house" and not any(ref == f or ref.startswith(f + ".") for f in filled):
            raise DataError(f"{file}: the house value {ref!r} is explained by no decision's 'fills'")

    frozen = MappingProxyType
    return AoeData(
        categories=frozen(categories),
        units=frozen(units),
        buildings=frozen(buildings),
        upgrades=frozen(upgrades),
        ages=frozen(ages),
        layouts=frozen(layouts),
        settings=settings,
        civilizations=frozen(civilizations),
        civilization_choice=choice,
        decisions=frozen(decisions),
        sources=frozen(sources),
    )


# ----------------------------------------------------------------------------------------------- the tables

DATA = load()

CATEGORIES: Mapping[str, Category] = DATA.categories
UNITS: Mapping[str, UnitType] = DATA.units
BUILDINGS: Mapping[str, BuildingType] = DATA.buildings
TOWERS: Mapping[str, BuildingType] = MappingProxyType({k: b for k, b in BUILDINGS.items() if b.is_tower})
SHIPS: Mapping[str, UnitType] = MappingProxyType({k: u for k, u in UNITS.items() if u.domain == "sea"})
UPGRADES: Mapping[str, Upgrade] = DATA.upgrades
UPGRADE_TO: Mapping[str, Upgrade] = MappingProxyType({u.to_type: u for u in UPGRADES.values()})
UPGRADE_FROM: Mapping[str, Upgrade] = MappingProxyType({u.from_type: u for u in UPGRADES.values()})
AGES: Mapping[str, Age] = DATA.ages
AGE_ORDER: tuple[str, ...] = tuple(sorted(AGES, key=lambda a: AGES[a].order))
LAYOUTS: Mapping[int, BoardLayout] = DATA.layouts
SETTINGS: Settings = DATA.settings
CIVILIZATIONS: Mapping[str, Civilization] = DATA.civilizations
CIVILIZATION_CHOICE: CivilizationChoice = DATA.civilization_choice
DECISIONS: Mapping[str, Decision] = DATA.decisions
source_of = DATA.source_of
decision_for = DATA.decision_for


def age_rank(age_id: str) -> int:
    return AGES[age_id].order


def upgrade_chain(type_id: str) -> tuple[str, ...]:
    """The line of types from the base type to the last upgrade, e.g. clubman … legion."""
    start = type_id
    while start in UPGRADE_TO:
        start = UPGRADE_TO[start].from_type
    chain = [start]
    while chain[-1] in UPGRADE_FROM:
        chain.append(UPGRADE_FROM[chain[-1]].to_type)
    return tuple(chain)
