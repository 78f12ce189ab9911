"""The Age of Empires data's vocabulary: the names of its kinds, the error it raises, costs, and the records of
units, buildings, upgrades and Ages (read by data_load.py; the tables are in data.py)."""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

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
