"""The tables of Age of Mythology: The Boardgame, read once from resources/aom/*.toml and checked (no Qt).

Every file is validated while it is read: an unknown key, an unknown id (resource, terrain, unit type, unit,
building, card, Age, culture), a value of the wrong type or a missing key raises DataError naming the file and
the record. Records are frozen dataclasses; mappings are FrozenMap (read-only, hashable).

Effects are an id plus parameters (Effect). The ids the rules engine must interpret, and their parameters, are
the three schemas below: BUILDING_EFFECTS, UNIT_SPECIALS and GOD_POWERS. Parameter kinds: "pos" an integer
of at least 1, "bool", "resource", "resource_or_any" (a resource id or "any": the player's choice), "kind"
(mortal/myth/hero), "type" (a unit type), "unit" (a unit id of the same culture), "building", "target"
("any_player" includes the card player himself, "other_player" does not), "area" (city/production/holding),
"cost" (a resource -> count table); a trailing "?" marks an optional parameter.
"""
from __future__ import annotations

import difflib
import tomllib
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dawnofempires_gui.paths import resource

FILES = ("game.toml", "boards.toml", "tiles.toml", "buildings.toml", "units.toml", "cards.toml", "gods.toml",
         "decks.toml")
SOURCES = ("rules text", "component scan", "house")
ACTIONS = ("explore", "gather", "build", "recruit", "trade", "next_age", "attack")
UNIT_KINDS = ("mortal", "myth", "hero")
TARGETS = ("any_player", "other_player")
AREAS = ("city", "production", "holding")
GATHER_MODES = ("terrain_or_resource", "all")  # or one resource id: that resource only
AWARDS = ("most_units_at_end", "most_buildings_at_end", "wonder_builder", "battle_winner")

# What a building does for its owner.
BUILDING_EFFECTS: dict[str, dict[str, str]] = {
    "villager": {"count": "pos"},                          # count new villagers into the Holding Area
    "defend_area": {"area": "area", "dice": "pos"},        # +dice per encounter when that area is attacked
    "free_trade": {},                                      # Trade cards cost nothing
    "storage": {"keep": "pos"},                            # spoilage keeps this many of each resource
    "extra_battle_unit": {"count": "pos"},                 # battle size + count, attacking or defending
    "build_discount": {"amount": "pos", "except": "building?"},  # each later building: amount cubes less
    "gather_bonus": {"resource": "resource", "amount": "pos"},   # when the owner plays a Gather card
    "siege_engine": {"extra_destroy": "pos"},              # attacking: no Wall/Tower dice; won city attack: +n
    "buy_victory": {"favor": "pos", "vp": "pos"},          # with a Trade card: favor -> vp, repeatedly
    "end_game": {},                                        # building it ends the game at once
}

# Special powers printed on battle cards.
UNIT_SPECIALS: dict[str, dict[str, str]] = {
    "destroy_buildings": {"count": "pos"},      # alive at the end of a won City Area attack: count buildings
    "negate_defenses": {},                      # in the battle: the defender's Wall and Tower add no dice
    "throw": {"dice": "pos", "not_vs": "type"},  # may throw (+dice); a beaten opponent goes home, not killed
    "grow_per_kill": {"dice": "pos"},           # +dice per unit it eliminates, until the battle ends
    "wins_ties": {},                            # equal sixes: this unit wins, no re-roll
    "rout_on_hero_kill": {},                    # eliminating the opposing hero makes the opponent retreat
    "add_opponent_base_dice": {},               # adds the opposing card's base dice to its own
    "stand_in": {"for_unit": "unit"},           # may fight an encounter in that unit's place
    "spawn_on_kill": {"unit": "unit", "count": "pos"},  # per kill: take count of that unit from the pool
    "resurrect": {"favor": "pos", "requires": "unit"},  # eliminated with `requires` in the battle: pay, return
    "berserk": {"dice": "pos"},                 # may go berserk: +dice, but loses on equal sixes
    "favor_per_kill": {"amount": "pos"},        # per kill: take amount Favor from the bank
    "gatherer": {"resource": "resource", "amount": "pos"},  # placed like a villager on a tile of that resource
    "reinforce_per_kill": {"count": "pos"},     # per kill: bring count more units from the Holding Area
}

# God powers of the random action cards (paid in Favor and resolved before the card's action).
GOD_POWERS: dict[str, dict[str, str]] = {
    "send_home_enemy_unit": {"count": "pos"},          # before the battle: opposing chosen units go home
    "battle_size_self": {"units": "pos"},              # the card player's battle size (the opponent's: number)
    "battle_size_unlimited": {},                       # no battle size limit for either side
    "battle_dice_bonus": {"dice": "pos"},              # every unit of the card player rolls +dice
    "all_berserk": {"dice": "pos"},                    # every unit of the card player may go berserk
    "resurrect_first_loss": {"count": "pos"},          # the first count units lost come back into the battle
    "free_building": {"building": "building", "count": "pos"},
    "build_discount": {"amount": "pos", "except": "building?"},  # this Build action only
    "destroy_building": {"target": "target"},
    "destroy_tile": {"target": "target", "resource": "resource?"},  # the tile returns to the unowned pool
    "destroy_unit": {"kind": "kind", "target": "target"},
    "explore_first_picks": {"picks": "pos"},           # the card player takes picks tiles before the others
    "explore_exclusive": {},                           # nobody but the card player takes a tile
    "gather_boost": {"resource": "resource", "per_tile": "pos", "others_gather": "bool"},
    "others_gather_nothing": {},                       # only the card player gathers
    "gain_resources": {"resource": "resource_or_any", "amount": "pos"},
    "steal_resources": {"target": "target", "amount": "pos"},  # cubes of the card player's choice
    "sacrifice_for_resources": {"kind": "kind", "count": "pos", "amount": "pos"},  # units to the pool
    "free_hero": {"count": "pos"},                     # the hero of the card player's current Age
    "free_units": {"unit": "unit", "count": "pos"},
    "free_units_of_kind": {"kind": "kind", "count": "pos"},  # units of the player's culture and that kind
    "convert_units": {"kind": "kind", "unit": "unit", "max": "pos"},  # swap units of kind for unit, 1:1
    "recruit_cost": {"kind": "kind", "cost": "cost"},  # units of that kind recruited with this card cost this
    "extra_action": {"count": "pos"},                  # the card player plays count more cards this turn
}

ACTION_NAMES = {"explore": "Explore", "gather": "Gather", "build": "Build", "recruit": "Recruit", "trade": "Trade",
                "next_age": "Next Age", "attack": "Attack"}
_ACTION_FIELD = {"explore": "tiles_plus_players", "gather": "gather", "build": "number", "recruit": "number",
                 "trade": "trade_cost", "next_age": "age_cost", "attack": "number"}
_ACTION_FIELDS = frozenset(_ACTION_FIELD.values())


class DataError(ValueError):
    """A data file of the game is wrong; the message names the file and the record."""


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


# ---------------------------------------------------------------------------------------------- reading
_MISSING = object()


class _Rec:
    """One TOML record being read: typed getters, and close() refuses keys nobody asked for."""

    def __init__(self, file: str, where: str, raw: Any) -> None:
        self.file, self.where = file, where
        if not isinstance(raw, dict):
            raise DataError(f"aom data, {file}: {where} must be a table, not {type(raw).__name__}")
        if isinstance(raw.get("id"), str):
            self.where = f"{where} {raw['id']!r}"
        elif isinstance(raw.get("culture"), str):
            self.where = f"{where} {raw['culture']!r}"
        self.raw = raw
        self.seen: set[str] = set()

    def error(self, message: str) -> DataError:
        return DataError(f"aom data, {self.file}, {self.where}: {message}")

    def has(self, key: str) -> bool:
        return key in self.raw

    def value(self, key: str, default: Any = _MISSING) -> Any:
        self.seen.add(key)
        if key not in self.raw:
            if default is _MISSING:
                unread = [k for k in self.raw if k not in self.seen]
                close = difflib.get_close_matches(key, unread, n=1)
                hint = f" (is {close[0]!r} a misspelling?)" if close else ""
                raise self.error(f"missing key {key!r}{hint}")
            return default
        return self.raw[key]

    def string(self, key: str, choices: Iterable[str] | None = None, default: Any = _MISSING) -> Any:
        if default is not _MISSING and key not in self.raw:
            return self.value(key, default)
        return _check_str(self, key, self.value(key), choices)

    def integer(self, key: str, minimum: int = 0) -> int:
        return _check_int(self, key, self.value(key), minimum)

    def table(self, key: str) -> dict[str, Any]:
        value = self.value(key)
        if not isinstance(value, dict):
            raise self.error(f"{key!r} must be a table, not {type(value).__name__}")
        return value

    def array(self, key: str, default: Any = _MISSING) -> Any:
        if default is not _MISSING and key not in self.raw:
            return self.value(key, default)
        value = self.value(key)
        if not isinstance(value, list):
            raise self.error(f"{key!r} must be a list, not {type(value).__name__}")
        return value

    def source(self) -> str:
        return self.string("source", SOURCES)

    def decision(self) -> str | None:
        return self.string("decision", default=None)

    def close(self) -> None:
        unknown = sorted(set(self.raw) - self.seen)
        if unknown:
            raise self.error(f"unknown key{'s' if len(unknown) > 1 else ''} {', '.join(map(repr, unknown))}")


def _quote(key: str) -> str:
    return key if " " in key else repr(key)


def _check_str(rec: _Rec, key: str, value: Any, choices: Iterable[str] | None = None) -> str:
    key = _quote(key)
    if not isinstance(value, str) or not value:
        raise rec.error(f"{key} must be a non-empty string, not {value!r}")
    if choices is not None:
        choices = tuple(choices)
        if value not in choices:
            raise rec.error(f"{key}: unknown value {value!r} (known: {', '.join(choices)})")
    return value


def _check_int(rec: _Rec, key: str, value: Any, minimum: int = 0) -> int:
    key = _quote(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise rec.error(f"{key} must be a whole number, not {value!r}")
    if value < minimum:
        raise rec.error(f"{key} must be at least {minimum}, not {value}")
    return value


class _Reader:
    """Reads all files, knows every id, and builds the records."""

    def __init__(self, folder: Path) -> None:
        self.raw: dict[str, dict[str, Any]] = {}
        for name in FILES:
            path = folder / name
            try:
                with path.open("rb") as handle:
                    self.raw[name] = tomllib.load(handle)
            except FileNotFoundError:
                raise DataError(f"aom data, {name}: the file is missing ({path})") from None
            except tomllib.TOMLDecodeError as exc:
                raise DataError(f"aom data, {name}: not valid TOML: {exc}") from None
        self.records: list[tuple[str, str, str]] = []
        self.resources: tuple[str, ...] = ()
        self.cultures: tuple[str, ...] = ()
        self.ages: tuple[str, ...] = ()
        self.terrains: tuple[str, ...] = ()
        self.unit_types: tuple[str, ...] = ()
        self.unit_ids = self._ids("units.toml", "unit")
        self.building_ids = self._ids("buildings.toml", "building")

    def _ids(self, file: str, array: str) -> tuple[str, ...]:
        raw = self.raw[file].get(array)
        records = raw if isinstance(raw, list) else []
        return tuple(r["id"] for r in records if isinstance(r, dict) and isinstance(r.get("id"), str))

    def top(self, file: str, allowed: Iterable[str]) -> None:
        unknown = sorted(set(self.raw[file]) - set(allowed))
        if unknown:
            raise DataError(f"aom data, {file}: unknown top-level key{'s' if len(unknown) > 1 else ''} "
                            f"{', '.join(map(repr, unknown))}")

    def items(self, file: str, array: str) -> list[_Rec]:
        raw = self.raw[file].get(array)
        if not isinstance(raw, list) or not raw:
            raise DataError(f"aom data, {file}: [[{array}]] records are missing")
        return [_Rec(file, f"[[{array}]] #{i + 1}", r) for i, r in enumerate(raw)]

    def section(self, file: str, name: str) -> _Rec:
        if name not in self.raw[file]:
            raise DataError(f"aom data, {file}: the [{name}] table is missing")
        return _Rec(file, f"[{name}]", self.raw[file][name])

    def note(self, rec: _Rec, source: str) -> None:
        self.records.append((rec.file, rec.where, source))

    @staticmethod
    def unique(file: str, kind: str, ids: Iterable[str]) -> None:
        seen: set[str] = set()
        for i in ids:
            if not isinstance(i, str):
                continue  # reported by the record itself
            if i in seen:
                raise DataError(f"aom data, {file}: {kind} id {i!r} appears twice")
            seen.add(i)

    def cost(self, rec: _Rec, key: str, value: Any = _MISSING) -> FrozenMap:
        table = rec.table(key) if value is _MISSING else value
        if not isinstance(table, dict) or not table:
            raise rec.error(f"{key!r} must be a non-empty table of resource counts")
        for res, count in table.items():
            if res not in self.resources:
                raise rec.error(f"{key!r}: unknown resource {res!r} (known: {', '.join(self.resources)})")
            _check_int(rec, f"{key}.{res}", count, 1)
        return FrozenMap(table)

    def players_table(self, rec: _Rec, key: str, low: int, high: int, minimum: int = 1) -> FrozenMap:
        table = rec.table(key)
        out = {}
        for k, v in table.items():
            if not k.isdigit():
                raise rec.error(f"{key!r}: {k!r} is not a number of players")
            out[int(k)] = _check_int(rec, f"{key}.{k}", v, minimum)
        if sorted(out) != list(range(low, high + 1)):
            raise rec.error(f"{key!r} must list every player count from {low} to {high}")
        return FrozenMap(sorted(out.items()))

    def effect(self, rec: _Rec, where: str, raw: Any, schema: dict[str, dict[str, str]]) -> Effect:
        if not isinstance(raw, dict):
            raise rec.error(f"{where} must be a table with an 'id'")
        eid = raw.get("id")
        if eid not in schema:
            raise rec.error(f"{where}: unknown id {eid!r} (known: {', '.join(schema)})")
        spec = schema[eid]
        unknown = sorted(set(raw) - set(spec) - {"id"})
        if unknown:
            raise rec.error(f"{where} {eid!r}: unknown parameter{'s' if len(unknown) > 1 else ''} "
                            f"{', '.join(map(repr, unknown))}")
        params: dict[str, Any] = {}
        for name, kind in spec.items():
            optional = kind.endswith("?")
            kind = kind.rstrip("?")
            if name not in raw:
                if optional:
                    continue
                raise rec.error(f"{where} {eid!r}: missing parameter {name!r}")
            params[name] = self.param(rec, f"{where} {eid!r} parameter {name!r}", raw[name], kind)
        return Effect(eid, FrozenMap(params))

    def param(self, rec: _Rec, where: str, value: Any, kind: str) -> Any:
        if kind == "pos":
            return _check_int(rec, where, value, 1)
        if kind == "bool":
            if not isinstance(value, bool):
                raise rec.error(f"{where} must be true or false, not {value!r}")
            return value
        if kind == "cost":
            return self.cost(rec, where, value)
        choices = {
            "resource": self.resources,
            "resource_or_any": (*self.resources, "any"),
            "kind": UNIT_KINDS,
            "type": self.unit_types,
            "unit": self.unit_ids,
            "building": self.building_ids,
            "target": TARGETS,
            "area": AREAS,
        }[kind]
        return _check_str(rec, where, value, choices)

    def action(self, rec: _Rec) -> dict[str, Any]:
        action = rec.string("action", ACTIONS)
        field = _ACTION_FIELD[action]
        for other in _ACTION_FIELDS - {field}:
            if rec.has(other):
                raise rec.error(f"{other!r} does not belong on a {action!r} card (it takes {field!r})")
        out: dict[str, Any] = {"action": action, "number": None, "tiles_plus_players": None, "gather": None,
                               "trade_cost": None, "age_cost": None}
        if field == "number":
            out["number"] = rec.integer("number", 1)
        elif field in ("tiles_plus_players", "trade_cost"):
            out[field] = rec.integer(field, 0)
        elif field == "gather":
            out["gather"] = rec.string("gather", (*GATHER_MODES, *self.resources))
        else:
            table = rec.table("age_cost")
            later = self.ages[1:]
            if sorted(table) != sorted(later):
                raise rec.error(f"'age_cost' must give exactly the Ages {', '.join(later)}")
            for age in later:
                _check_int(rec, f"age_cost.{age}", table[age], 1)
            out["age_cost"] = FrozenMap((age, table[age]) for age in later)
        return out


_UNIT_FIELDS = ("name", "types", "dice", "cost", "bonuses", "specials", "age")
_GOD_FIELDS = (*_ACTION_FIELDS, "action", "god", "power_name", "favor", "power")


def _house_fields(rec: _Rec, allowed: tuple[str, ...]) -> tuple[str, ...]:
    names = rec.array("house_fields", default=[])
    return tuple(_check_str(rec, "house_fields", name, allowed) for name in names)


def _load_game(r: _Reader) -> dict[str, Any]:
    f = "game.toml"
    r.top(f, ("resource", "culture", "age", "players", "bank", "tiles", "start", "turn", "victory"))
    out: dict[str, Any] = {}

    def simple(array: str, extra: tuple[str, ...] = ()) -> dict[str, dict[str, Any]]:
        records = r.items(f, array)
        r.unique(f, array, [rec.raw.get("id") for rec in records])
        found = {}
        for rec in records:
            values = {"id": rec.string("id"), "name": rec.string("name")}
            for key in extra:
                values[key] = rec.string(key)
            values["source"] = rec.source()
            rec.close()
            r.note(rec, values["source"])
            found[values["id"]] = values
        return found

    out["resources"] = {k: Resource(**v) for k, v in simple("resource", ("color",)).items()}
    r.resources = tuple(out["resources"])
    out["cultures"] = {k: Culture(**v) for k, v in simple("culture", ("color",)).items()}
    r.cultures = tuple(out["cultures"])
    out["ages_raw"] = simple("age")
    r.ages = tuple(out["ages_raw"])
    if len(r.ages) < 2:
        raise DataError(f"aom data, {f}: at least two Ages are needed")

    rec = r.section(f, "players")
    players = {k: rec.integer(k, 1) for k in ("min", "max", "box_max")}
    src = rec.source()
    rec.close()
    r.note(rec, src)
    if not players["min"] <= players["box_max"] <= players["max"]:
        raise rec.error("min <= box_max <= max does not hold")
    out["players"] = FrozenMap(players)
    low, high = players["min"], players["max"]

    rec = r.section(f, "bank")
    out["bank_cubes"] = r.players_table(rec, "cubes", low, high)
    out["vp_cubes"] = rec.integer("vp_cubes", 1)
    r.note(rec, rec.source())
    rec.close()

    rec = r.section(f, "tiles")
    out["tile_sets"] = r.players_table(rec, "sets", low, high)
    r.note(rec, rec.source())
    rec.decision()
    rec.close()

    rec = r.section(f, "start")
    start: dict[str, Any] = {"age": rec.string("age", r.ages), "resources": r.cost(rec, "resources")}
    for key in ("mortal_units_each", "buildings", "villagers", "draft_tiles_per_player", "draft_picks"):
        start[key] = rec.integer(key, 0)
    r.note(rec, rec.source())
    rec.decision()
    rec.close()
    out["start"] = FrozenMap(start)

    rec = r.section(f, "turn")
    turn = {k: rec.integer(k, 1) for k in ("rounds", "vp_cubes_placed", "vp_cubes_placed_two_players",
                                             "spoilage_keep")}
    r.note(rec, rec.source())
    rec.close()
    out["turn"] = FrozenMap(turn)

    victory = {}
    for rec in r.items(f, "victory"):
        card = VictoryCard(id=rec.string("id"), name=rec.string("name"), award=rec.string("award", AWARDS),
                           text=rec.string("text"), source=rec.source())
        rec.close()
        r.note(rec, card.source)
        victory[card.id] = card
    r.unique(f, "victory", [x.get("id") for x in r.raw[f]["victory"]])
    out["victory_cards"] = victory
    return out


def _load_boards(r: _Reader, ages_raw: dict[str, dict[str, Any]]) -> dict[str, Any]:
    f = "boards.toml"
    r.top(f, ("terrain", "city", "hand_size", "board"))
    terrains = {}
    for rec in r.items(f, "terrain"):
        t = Terrain(id=rec.string("id"), name=rec.string("name"), source=rec.source())
        rec.close()
        r.note(rec, t.source)
        terrains[t.id] = t
    r.unique(f, "terrain", [x.get("id") for x in r.raw[f]["terrain"]])
    r.terrains = tuple(terrains)

    rec = r.section(f, "city")
    rows, cols = rec.integer("rows", 1), rec.integer("cols", 1)
    r.note(rec, rec.source())
    rec.close()

    rec = r.section(f, "hand_size")
    hand = {age: rec.integer(age, 1) for age in r.ages}
    src = rec.source()
    rec.decision()
    rec.close()
    r.note(rec, src)
    ages = {aid: Age(id=aid, name=v["name"], index=i, hand_size=hand[aid], source=v["source"])
            for i, (aid, v) in enumerate(ages_raw.items())}

    boards = {}
    for rec in r.items(f, "board"):
        culture = rec.string("culture", r.cultures)
        grid = rec.array("production")
        if not grid or not all(isinstance(row, list) and len(row) == len(grid[0]) and row for row in grid):
            raise rec.error("'production' must be a non-empty list of rows of equal length")
        for row in grid:
            for terrain in row:
                _check_str(rec, "production", terrain, r.terrains)
        board = Board(culture=culture, production=tuple(tuple(row) for row in grid), source=rec.source())
        rec.close()
        r.note(rec, board.source)
        if culture in boards:
            raise rec.error("a second board for this culture")
        boards[culture] = board
    missing = set(r.cultures) - set(boards)
    if missing:
        raise DataError(f"aom data, {f}: no board for {', '.join(sorted(missing))}")
    return {"terrains": terrains, "city_rows": rows, "city_cols": cols, "ages": ages, "boards": boards}


def _load_tiles(r: _Reader) -> dict[str, Tile]:
    f = "tiles.toml"
    r.top(f, ("tile",))
    tiles = {}
    for rec in r.items(f, "tile"):
        terrain = rec.string("terrain", r.terrains)
        res = rec.string("resource", r.resources)
        amount = rec.integer("amount", 1)
        tile = Tile(id=f"{terrain}_{res}_{amount}", terrain=terrain, resource=res, amount=amount,
                    count=rec.integer("count", 1), source=rec.source(), decision=rec.decision())
        rec.close()
        r.note(rec, tile.source)
        if tile.id in tiles:
            raise rec.error(f"tile kind {tile.id!r} is listed twice")
        tiles[tile.id] = tile
    return tiles


def _load_buildings(r: _Reader) -> dict[str, Building]:
    f = "buildings.toml"
    r.top(f, ("building",))
    r.unique(f, "building", [x.get("id") for x in r.raw[f].get("building", []) if isinstance(x, dict)])
    buildings = {}
    for rec in r.items(f, "building"):
        b = Building(id=rec.string("id"), name=rec.string("name"), cost=r.cost(rec, "cost"),
                     limit=rec.integer("limit", 1),
                     effect=r.effect(rec, "effect", rec.value("effect"), BUILDING_EFFECTS),
                     requires_age=rec.string("requires_age", r.ages, default=None),
                     text=rec.string("text"), source=rec.source())
        rec.close()
        r.note(rec, b.source)
        buildings[b.id] = b
    return buildings


def _load_units(r: _Reader) -> dict[str, Any]:
    f = "units.toml"
    r.top(f, ("unit_type", "unit", "shades", "pieces"))
    types = {}
    for rec in r.items(f, "unit_type"):
        tid, name, src = rec.string("id"), rec.string("name"), rec.source()
        rec.close()
        r.note(rec, src)
        types[tid] = name
    r.unique(f, "unit_type", [x.get("id") for x in r.raw[f]["unit_type"]])
    r.unit_types = tuple(types)
    for kind in UNIT_KINDS:
        if kind not in types:
            raise DataError(f"aom data, {f}: the unit type {kind!r} is missing")

    r.unique(f, "unit", [x.get("id") for x in r.raw[f].get("unit", []) if isinstance(x, dict)])
    units = {}
    for rec in r.items(f, "unit"):
        uid = rec.string("id")
        unit_types = rec.array("types")
        for t in unit_types:
            _check_str(rec, "types", t, r.unit_types)
        kinds = [t for t in unit_types if t in UNIT_KINDS]
        if len(kinds) != 1:
            raise rec.error("'types' must hold exactly one of mortal, myth, hero")
        if len(set(unit_types)) != len(unit_types):
            raise rec.error("'types' lists a type twice")
        bonuses = []
        for i, raw in enumerate(rec.array("bonuses")):
            sub = _Rec(f, f"{rec.where} bonus #{i + 1}", raw)
            bonuses.append(Bonus(vs=sub.string("vs", r.unit_types), dice=sub.integer("dice", 1)))
            sub.close()
        specials = tuple(r.effect(rec, f"special #{i + 1}", raw, UNIT_SPECIALS)
                         for i, raw in enumerate(rec.array("specials")))
        age = rec.string("age", r.ages, default=None)
        if (age is None) != (kinds[0] != "hero"):
            raise rec.error("a hero needs an 'age', and only a hero has one")
        if age == r.ages[0]:
            raise rec.error(f"no hero belongs to the {age} Age")
        unit = Unit(id=uid, name=rec.string("name"), culture=rec.string("culture", r.cultures),
                    types=tuple(unit_types), dice=rec.integer("dice", 1), cost=r.cost(rec, "cost"),
                    bonuses=tuple(bonuses), specials=specials, age=age, text=rec.string("text", default=""),
                    source=rec.source(), decision=rec.decision(), house_fields=_house_fields(rec, _UNIT_FIELDS))
        rec.close()
        r.note(rec, unit.source)
        units[uid] = unit

    rec = r.section(f, "shades")
    shades = FrozenMap({k: rec.integer(k, 1) for k in ("up_to_3_players", "from_4_players")})
    r.note(rec, rec.source())
    rec.close()

    pieces = {}
    for rec in r.items(f, "pieces"):
        culture = rec.string("culture", r.cultures)
        table = rec.table("per_shade")
        own = [u.id for u in units.values() if u.culture == culture]
        if sorted(table) != sorted(own):
            extra, lacking = sorted(set(table) - set(own)), sorted(set(own) - set(table))
            raise rec.error(f"'per_shade' must list exactly the {culture} units"
                            f"{f'; not theirs: {extra}' if extra else ''}{f'; missing: {lacking}' if lacking else ''}")
        for uid, n in table.items():
            _check_int(rec, f"per_shade.{uid}", n, 1)
        p = Pieces(culture=culture, per_shade=FrozenMap((u, table[u]) for u in own),
                   villagers=rec.integer("villagers", 1), source=rec.source(), decision=rec.decision())
        rec.close()
        r.note(rec, p.source)
        if culture in pieces:
            raise rec.error("a second piece pool for this culture")
        pieces[culture] = p
    return {"unit_types": types, "units": units, "shades": shades, "pieces": pieces}


def _load_cards(r: _Reader) -> dict[str, Card]:
    cards: dict[str, Card] = {}

    def add(card: Card, rec: _Rec) -> None:
        if card.id in cards:
            raise rec.error(f"card id {card.id!r} is used twice")
        cards[card.id] = card

    f = "cards.toml"
    r.top(f, ("permanent", "plain"))
    for array, deck in (("permanent", "permanent"), ("plain", "random")):
        for rec in r.items(f, array):
            cid = rec.string("id")
            culture = rec.string("culture", r.cultures, default=None) if deck == "random" else None
            card = Card(id=cid, deck=deck, culture=culture, **r.action(rec), god=None, text=rec.string("text"),
                        source=rec.source(), decision=rec.decision())
            rec.close()
            r.note(rec, card.source)
            add(card, rec)

    f = "gods.toml"
    r.top(f, ("god",))
    for rec in r.items(f, "god"):
        cid = rec.string("id")
        culture = rec.string("culture", r.cultures)
        action = r.action(rec)
        god = GodPower(god=rec.string("god"), power_name=rec.string("power_name", default=None),
                       favor=rec.integer("favor", 1), power=r.effect(rec, "power", rec.value("power"), GOD_POWERS),
                       text=rec.string("text"))
        card = Card(id=cid, deck="random", culture=culture, **action, god=god, text=god.text, source=rec.source(),
                    decision=rec.decision(), house_fields=_house_fields(rec, _GOD_FIELDS))
        rec.close()
        r.note(rec, card.source)
        add(card, rec)
    return cards


def _load_decks(r: _Reader, cards: dict[str, Card]) -> dict[str, Deck]:
    f = "decks.toml"
    r.top(f, ("deck",))
    decks = {}
    for rec in r.items(f, "deck"):
        culture = rec.string("culture", r.cultures)
        table = rec.table("cards")
        for cid, copies in table.items():
            card = cards.get(cid)
            if card is None or card.deck != "random":
                raise rec.error(f"'cards': {cid!r} is not a random action card")
            if card.culture not in (None, culture):
                raise rec.error(f"'cards': {cid!r} belongs to the {card.culture} deck")
            _check_int(rec, f"cards.{cid}", copies, 1)
        deck = Deck(culture=culture, cards=FrozenMap(table), source=rec.source(), decision=rec.decision())
        rec.close()
        r.note(rec, deck.source)
        if culture in decks:
            raise rec.error("a second deck for this culture")
        decks[culture] = deck
    missing = set(r.cultures) - set(decks)
    if missing:
        raise DataError(f"aom data, {f}: no random deck for {', '.join(sorted(missing))}")
    return decks


def _check_links(units: dict[str, Unit], cards: dict[str, Card], pieces: dict[str, Any],
                 boards: dict[str, Board]) -> None:
    """References to units stay inside one culture; every culture has its pieces; heroes one per later Age."""
    for unit in units.values():
        for special in unit.specials:
            for key, value in special.params.items():
                if UNIT_SPECIALS[special.id][key].rstrip("?") == "unit" and units[value].culture != unit.culture:
                    raise DataError(f"aom data, units.toml, [[unit]] {unit.id!r}: special {special.id!r} names "
                                    f"the {units[value].culture} unit {value!r}")
    for card in cards.values():
        if card.god is None:
            continue
        power = card.god.power
        for key, value in power.params.items():
            if GOD_POWERS[power.id][key].rstrip("?") == "unit" and units[value].culture != card.culture:
                raise DataError(f"aom data, gods.toml, [[god]] {card.id!r}: power {power.id!r} names the "
                                f"{units[value].culture} unit {value!r}")
    for culture in boards:
        if culture not in pieces:
            raise DataError(f"aom data, units.toml: no [[pieces]] record for {culture!r}")


def load(folder: Path | None = None) -> AomData:
    """Read and check every file of resources/aom (or of `folder`)."""
    r = _Reader(Path(folder) if folder is not None else resource("aom"))
    game = _load_game(r)
    boards = _load_boards(r, game.pop("ages_raw"))
    tiles = _load_tiles(r)
    units = _load_units(r)
    buildings = _load_buildings(r)
    cards = _load_cards(r)
    decks = _load_decks(r, cards)
    _check_links(units["units"], cards, units["pieces"], boards["boards"])
    return AomData(**game, **boards, tiles=tiles, buildings=buildings, **units, cards=cards, decks=decks,
                   records=tuple(r.records))


# ---------------------------------------------------------------------------------------------- the tables
DATA = load()

RESOURCES: tuple[str, ...] = tuple(DATA.resources)
CULTURES: tuple[str, ...] = tuple(DATA.cultures)
AGES: tuple[str, ...] = tuple(DATA.ages)
AGE_INDEX: dict[str, int] = {a: i for i, a in enumerate(AGES)}
HAND_SIZE: dict[str, int] = {a.id: a.hand_size for a in DATA.ages.values()}
TERRAINS: tuple[str, ...] = tuple(DATA.terrains)
BOARDS: dict[str, Board] = DATA.boards
CITY_SQUARES: int = DATA.city_rows * DATA.city_cols

TILES: dict[str, Tile] = DATA.tiles
TILE_POOL: tuple[str, ...] = tuple(t.id for t in TILES.values() for _ in range(t.count))  # one tile sheet

BUILDINGS: dict[str, Building] = DATA.buildings
MAX_HOUSES: int = BUILDINGS["house"].limit

UNIT_TYPES: dict[str, str] = DATA.unit_types
UNITS: dict[str, Unit] = DATA.units
UNITS_BY_CULTURE: dict[str, tuple[str, ...]] = {c: tuple(u.id for u in UNITS.values() if u.culture == c)
                                                for c in CULTURES}
MORTALS: dict[str, tuple[str, ...]] = {c: tuple(u for u in ids if UNITS[u].kind == "mortal")
                                       for c, ids in UNITS_BY_CULTURE.items()}
HEROES: dict[tuple[str, str], str] = {(u.culture, u.age): u.id for u in UNITS.values() if u.age}

CARDS: dict[str, Card] = DATA.cards
PERMANENT_CARDS: tuple[str, ...] = tuple(c.id for c in CARDS.values() if c.deck == "permanent")
GOD_CARDS: dict[str, Card] = {c.id: c for c in CARDS.values() if c.god is not None}
DECKS: dict[str, Deck] = DATA.decks
VICTORY_CARDS: dict[str, VictoryCard] = DATA.victory_cards
PIECES: dict[str, Pieces] = DATA.pieces

BANK_CUBES: dict[int, int] = dict(DATA.bank_cubes)
VP_CUBES: int = DATA.vp_cubes
START_RESOURCES: dict[str, int] = dict(DATA.start["resources"])
START_AGE: str = DATA.start["age"]
SPOILAGE_KEEP: int = DATA.turn["spoilage_keep"]
ROUNDS: int = DATA.turn["rounds"]
MIN_PLAYERS: int = DATA.players["min"]
MAX_PLAYERS: int = DATA.players["max"]


def starting_units(culture: str) -> dict[str, int]:
    """The units a player of this culture starts with: two of each mortal unit type."""
    return {u: DATA.start["mortal_units_each"] for u in MORTALS[culture]}


def shades(players: int) -> int:
    return DATA.shades["up_to_3_players"] if players <= 3 else DATA.shades["from_4_players"]


def piece_pool(culture: str, players: int) -> dict[str, int]:
    """How many pieces of each unit a player of this culture may ever have on the table at once."""
    return {u: n * shades(players) for u, n in PIECES[culture].per_shade.items()}


def villager_pieces(culture: str, players: int) -> int:
    return PIECES[culture].villagers * shades(players)


def tiles_in_game(players: int) -> tuple[str, ...]:
    """The unowned tile pool at the start: one sheet, two from 5 players on (house)."""
    return TILE_POOL * DATA.tile_sets[players]


def next_age_cost(card_id: str, age: str) -> dict[str, int]:
    """Cubes paid to enter `age` with this Next Age card: its number of each resource."""
    card = CARDS[card_id]
    if card.age_cost is None:
        raise ValueError(f"card {card_id!r} is not a Next Age card")
    return {res: card.age_cost[age] for res in RESOURCES}


def hero_for(culture: str, age: str) -> str | None:
    return HEROES.get((culture, age))
