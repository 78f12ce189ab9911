"""The records of the Age of Mythology data: frozen dataclasses and FrozenMap (read-only, hashable)."""
from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from dawnofempires_gui.games.aom.data_schema import ACTION_NAMES, UNIT_KINDS


class FrozenMap(Mapping[str, Any]):
    """A read-only, hashable mapping (costs, parameters, deck lists); keeps the order of the file."""

    __slots__ = ("_items",)

    def __init__(self, items: Mapping[str, Any] | Iterable[tuple[str, Any]] = ()) -> None:
        self._items = dict(items)

    def __getitem__(self, key: str) -> Any:
        return self._items[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __hash__(self) -> int:
        return hash(frozenset(self._items.items()))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Mapping) and dict(self._items) == dict(other.items())

    def __repr__(self) -> str:
        return f"FrozenMap({self._items!r})"


# ---------------------------------------------------------------------------------------------- records
@dataclass(frozen=True)
class Resource:
    id: str
    name: str
    color: str
    source: str


@dataclass(frozen=True)
class Culture:
    id: str
    name: str
    color: str
    source: str


@dataclass(frozen=True)
class Age:
    id: str
    name: str
    index: int  # 0 = Archaic
    hand_size: int
    source: str


@dataclass(frozen=True)
class Terrain:
    id: str
    name: str
    source: str


@dataclass(frozen=True)
class Board:
    culture: str
    production: tuple[tuple[str, ...], ...]  # rows from the top, terrain ids
    source: str

    def terrain_counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for row in self.production:
            for terrain in row:
                counts[terrain] = counts.get(terrain, 0) + 1
        return counts

    def squares(self) -> tuple[tuple[int, int, str], ...]:
        """(row, column, terrain) of every Production Area square."""
        return tuple((r, c, t) for r, row in enumerate(self.production) for c, t in enumerate(row))


@dataclass(frozen=True)
class Tile:
    """One kind of resource producing tile; `count` tiles of it are on one tile sheet."""

    id: str  # <terrain>_<resource>_<amount>
    terrain: str
    resource: str
    amount: int
    count: int
    source: str
    decision: str | None = None


@dataclass(frozen=True)
class Effect:
    id: str
    params: FrozenMap

    def __getitem__(self, key: str) -> Any:
        return self.params[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.params.get(key, default)


@dataclass(frozen=True)
class Building:
    id: str
    name: str
    cost: FrozenMap  # resource -> cubes
    limit: int
    effect: Effect
    requires_age: str | None
    text: str
    source: str


@dataclass(frozen=True)
class Bonus:
    vs: str  # a unit type
    dice: int


@dataclass(frozen=True)
class Unit:
    id: str
    name: str
    culture: str
    types: tuple[str, ...]
    dice: int
    cost: FrozenMap
    bonuses: tuple[Bonus, ...]
    specials: tuple[Effect, ...]
    age: str | None  # heroes: the Age that allows recruiting him
    text: str
    source: str
    decision: str | None = None
    house_fields: tuple[str, ...] = ()  # fields of a scanned card the project had to decide

    @property
    def kind(self) -> str:
        return next(t for t in self.types if t in UNIT_KINDS)

    def has_type(self, unit_type: str) -> bool:
        return unit_type in self.types

    def bonus_against(self, types: Iterable[str]) -> int:
        """Printed bonus dice against an opposing card listing these types (every matching bonus counts)."""
        types = set(types)
        return sum(b.dice for b in self.bonuses if b.vs in types)

    def special(self, special_id: str) -> Effect | None:
        return next((s for s in self.specials if s.id == special_id), None)


@dataclass(frozen=True)
class GodPower:
    god: str
    power_name: str | None
    favor: int
    power: Effect
    text: str

    @property
    def title(self) -> str:
        return f"{self.god} “{self.power_name}”" if self.power_name else self.god


@dataclass(frozen=True)
class Card:
    id: str
    deck: str  # "permanent" or "random"
    culture: str | None  # None: any culture
    action: str
    number: int | None  # build, recruit, attack
    tiles_plus_players: int | None  # explore
    gather: str | None  # gather: "terrain_or_resource", "all" or a resource id
    trade_cost: int | None  # trade
    age_cost: FrozenMap | None  # next_age: Age entered -> cubes of each resource
    god: GodPower | None
    text: str
    source: str
    decision: str | None = None
    house_fields: tuple[str, ...] = ()

    def explore_tiles(self, players: int) -> int:
        if self.tiles_plus_players is None:
            raise ValueError(f"card {self.id!r} is not an Explore card")
        return players + self.tiles_plus_players

    @property
    def label(self) -> str:
        action = ACTION_NAMES[self.action]
        if self.action == "explore":
            extra = self.tiles_plus_players or 0
            text = f"{action} (players{f' + {extra}' if extra else ''})"
        elif self.action == "gather":
            text = f"{action} All" if self.gather == "all" else (
                f"{action}" if self.gather == "terrain_or_resource" else f"{action} {str(self.gather).title()}")
        elif self.action == "trade":
            text = f"{action} (cost {self.trade_cost})"
        elif self.action == "next_age":
            text = f"{action} ({'/'.join(str(v) for v in (self.age_cost or {}).values())})"
        else:
            text = f"{action} {self.number}"
        return f"{text} – {self.god.title}" if self.god else text


@dataclass(frozen=True)
class Deck:
    culture: str
    cards: FrozenMap  # card id -> copies
    source: str
    decision: str | None = None

    @property
    def size(self) -> int:
        return sum(self.cards.values())

    def card_ids(self) -> tuple[str, ...]:
        """Every copy, in file order (shuffle before use)."""
        return tuple(cid for cid, copies in self.cards.items() for _ in range(copies))


@dataclass(frozen=True)
class VictoryCard:
    id: str
    name: str
    award: str
    text: str
    source: str


@dataclass(frozen=True)
class Pieces:
    culture: str
    per_shade: FrozenMap  # unit id -> pieces in one shade
    villagers: int  # per shade
    source: str
    decision: str | None = None


@dataclass(frozen=True)
class AomData:
    resources: dict[str, Resource]
    cultures: dict[str, Culture]
    ages: dict[str, Age]
    terrains: dict[str, Terrain]
    boards: dict[str, Board]
    city_rows: int
    city_cols: int
    tiles: dict[str, Tile]
    buildings: dict[str, Building]
    unit_types: dict[str, str]  # id -> name
    units: dict[str, Unit]
    cards: dict[str, Card]  # permanent, plain and god cards
    decks: dict[str, Deck]
    victory_cards: dict[str, VictoryCard]
    pieces: dict[str, Pieces]
    shades: FrozenMap  # "up_to_3_players", "from_4_players"
    players: FrozenMap  # min, max, box_max
    bank_cubes: FrozenMap  # players (int) -> cubes of each resource
    tile_sets: FrozenMap  # players (int) -> tile sheets
    vp_cubes: int
    start: FrozenMap  # age, resources, mortal_units_each, buildings, villagers, draft_*
    turn: FrozenMap  # rounds, vp_cubes_placed, vp_cubes_placed_two_players, spoilage_keep
    records: tuple[tuple[str, str, str], ...]  # (file, record, source) of every record with a source
