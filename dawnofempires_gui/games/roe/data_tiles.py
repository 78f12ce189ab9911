"""empire.toml, progress.toml, territory.toml, cities.toml and trade.toml: the tiles and the trade track."""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Mapping

from .data_records import ERAS, Amounts, _amounts, _Rec, _records

# ---------------------------------------------------------------- empire.toml
@dataclass(frozen=True)
class BattleRow:
    attacker: int  # cubes the active player loses (the tile's leftmost number)
    defender: int  # cubes the defending player loses (the rightmost number)


@dataclass(frozen=True)
class EmpireSide:
    number: int  # how many different regions cubes may be placed in
    water: bool
    rows: tuple[BattleRow, ...]  # top row first

    @property
    def second_battle(self) -> bool:
        return len(self.rows) == 2


@dataclass(frozen=True)
class EmpireTile:
    id: str
    era1: EmpireSide
    era23: EmpireSide
    source: str
    note: str

    def side(self, era: int) -> EmpireSide:
        return self.era1 if era == 1 else self.era23


def _side(r: _Rec, key: str) -> EmpireSide:
    v = r.get(key, dict)
    if set(v) != {"number", "water", "rows"}:
        raise r.fail(f"{key!r} must have exactly number, water and rows")
    n, water, rows = v["number"], v["water"], v["rows"]
    if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 4:
        raise r.fail(f"{key}.number must be 1-4, not {n!r}")
    if not isinstance(water, bool):
        raise r.fail(f"{key}.water must be true or false, not {water!r}")
    if not isinstance(rows, list) or not 1 <= len(rows) <= 2:
        raise r.fail(f"{key}.rows must list one or two rows")
    out = []
    for row in rows:
        if not isinstance(row, dict) or set(row) != {"attacker", "defender"} or not all(
                isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in row.values()):
            raise r.fail(f"{key}.rows entries must be {{ attacker, defender }} with whole numbers, not {row!r}")
        out.append(BattleRow(row["attacker"], row["defender"]))
    return EmpireSide(n, water, tuple(out))


def parse_empire(doc: dict[str, Any], file: str = "empire.toml") -> tuple[EmpireTile, ...]:
    tiles = []
    for r in _records(doc, file, "empire"):
        t = EmpireTile(r.raw["id"], _side(r, "era1"), _side(r, "era23"), r.source(), r.get("note", str, ""))
        if t.era1.second_battle:
            raise r.fail("a second battle is allowed only in Era III: the Era-I side has one row")
        r.done()
        tiles.append(t)
    return tuple(tiles)


# ---------------------------------------------------------------- progress.toml
# effect id -> (parameter -> kind, required parameters, "one of these at least");
# kinds: "int" (a whole number >= 1), "tkind" (a territory kind), "pkind" (progress or city), "amounts".
_AMT = {"food": "int", "gold": "int", "discs": "int", "cubes": "int", "vp": "int"}
_EFFECT_SPECS: dict[str, tuple[dict[str, str], set[str], set[str]]] = {
    "income": (_AMT, set(), set(_AMT)),
    "territory_bonus": ({"kind": "tkind", **_AMT}, {"kind"}, set(_AMT)),
    "city_discount": ({"gold": "int"}, {"gold"}, set()),
    "wonder_discount": ({"gold": "int", "discs": "int", "cubes": "int"}, set(), {"gold", "discs", "cubes"}),
    "trade_bonus": ({"amount": "int"}, {"amount"}, set()),
    "battle_attack": ({"defender": "int"}, {"defender"}, set()),
    "battle_defense": ({"saved": "int"}, {"saved"}, set()),
    "extra_region": ({"count": "int"}, {"count"}, set()),
    "all_water": ({}, set(), set()),
    "no_position_cost": ({}, set(), set()),
    "opens_overseas": ({}, set(), set()),
    "keep_free": ({"kind": "pkind"}, {"kind"}, set()),
    "era_end_round_down": ({}, set(), set()),
    "final_score": ({"gold_per_vp": "int"}, {"gold_per_vp"}, set()),
    "remove_cubes": ({"count": "int"}, {"count"}, set()),
    "place_cubes": ({"count": "int"}, {"count"}, set()),
    "move_cubes": ({"count": "int"}, {"count"}, set()),
    "exchange": ({"give": "amounts", "get": "amounts"}, {"give", "get"}, set()),
    "recruit": ({"count": "int"}, {"count"}, set()),
}
EFFECTS: Mapping[str, Mapping[str, str]] = MappingProxyType({k: MappingProxyType(v[0]) for k, v in _EFFECT_SPECS.items()})
FREE_ACTION_EFFECTS = frozenset({"remove_cubes", "place_cubes", "move_cubes", "exchange", "recruit"})
TERRITORY_KINDS = ("plains", "island", "forest", "mountain", "town")


@dataclass(frozen=True)
class Effect:
    id: str
    params: Mapping[str, Any]

    def get(self, key: str, default: Any = 0) -> Any:
        return self.params.get(key, default)


@dataclass(frozen=True)
class ProgressTile:
    """One kind of progress tile; `copies` identical tiles are in the mix."""

    id: str
    name: str
    era: int
    copies: int
    free: bool
    red: bool
    effects: tuple[Effect, ...]
    text: str
    source: str
    text_fixed: tuple[str, ...]
    note: str

    def effect(self, effect_id: str) -> Effect | None:
        return next((e for e in self.effects if e.id == effect_id), None)


def _effect(r: _Rec, raw: Any) -> Effect:
    if not isinstance(raw, dict) or not isinstance(raw.get("id"), str):
        raise r.fail(f"effects entries must be tables with an id, not {raw!r}")
    eid = raw["id"]
    if eid not in EFFECTS:
        raise r.fail(f"unknown effect {eid!r}; known: {', '.join(EFFECTS)}")
    spec, required, one_of = _EFFECT_SPECS[eid]
    params: dict[str, Any] = {}
    for k, v in raw.items():
        if k == "id":
            continue
        if k not in spec:
            raise r.fail(f"effect {eid!r} takes no parameter {k!r} (it takes {', '.join(spec) or 'none'})")
        kind = spec[k]
        if kind == "int":
            if not isinstance(v, int) or isinstance(v, bool) or v < 1:
                raise r.fail(f"effect {eid!r}: {k} must be a whole number of at least 1, not {v!r}")
        elif kind == "tkind" and v not in TERRITORY_KINDS:
            raise r.fail(f"effect {eid!r}: kind must be one of {TERRITORY_KINDS}, not {v!r}")
        elif kind == "pkind" and v not in ("progress", "city"):
            raise r.fail(f"effect {eid!r}: kind must be progress or city, not {v!r}")
        elif kind == "amounts":
            v = _amounts(r, f"effect {eid}.{k}", v, negative=())
            if not v:
                raise r.fail(f"effect {eid!r}: {k} must name at least one amount")
        params[k] = v
    missing = required - set(params)
    if missing:
        raise r.fail(f"effect {eid!r} is missing {', '.join(sorted(missing))}")
    if one_of and not one_of & set(params):
        raise r.fail(f"effect {eid!r} needs at least one of {', '.join(sorted(one_of))}")
    return Effect(eid, MappingProxyType(params))


def parse_progress(doc: dict[str, Any], file: str = "progress.toml") -> tuple[ProgressTile, ...]:
    tiles = []
    names: set[str] = set()
    for r in _records(doc, file, "progress"):
        effects = tuple(_effect(r, e) for e in r.get("effects", list, check=bool, what="must list at least one effect"))
        free = r.get("free", bool)
        if free != any(e.id in FREE_ACTION_EFFECTS for e in effects):
            raise r.fail("'free' must be true exactly when the tile has a free-action effect")
        t = ProgressTile(
            id=r.raw["id"], name=r.get("name", str), era=r.get("era", int, check=lambda e: e in ERAS, what="must be 1, 2 or 3"),
            copies=r.get("copies", int, check=lambda n: n >= 1, what="must be at least 1"), free=free,
            red=r.get("red", bool), effects=effects, text=r.get("text", str), source=r.source(),
            text_fixed=r.text_fixed(), note=r.get("note", str, ""))
        if t.name in names:
            raise r.fail(f"the name {t.name!r} is used twice")
        names.add(t.name)
        r.done()
        tiles.append(t)
    return tuple(tiles)


# ---------------------------------------------------------------- territory.toml
@dataclass(frozen=True)
class TerritoryKind:
    id: str
    name: str
    count: int
    town: bool
    yields: Amounts
    source: str
    text_fixed: tuple[str, ...]

    @property
    def land(self) -> str:
        """plains, island, forest, mountain or town (what territory_bonus effects name)."""
        return "town" if self.town else self.id


def parse_territory(doc: dict[str, Any], file: str = "territory.toml") -> tuple[TerritoryKind, ...]:
    out = []
    for r in _records(doc, file, "territory"):
        town = r.get("town", bool, False)
        if not town and r.raw["id"] not in TERRITORY_KINDS:
            raise r.fail(f"a plain territory tile must be one of {TERRITORY_KINDS[:4]}")
        out.append(TerritoryKind(r.raw["id"], r.get("name", str), r.get("count", int, check=lambda n: n >= 1, what="must be at least 1"),
                                 town, _amounts(r, "yields"), r.source(), r.text_fixed()))
        r.done()
    return tuple(out)


# ---------------------------------------------------------------- cities.toml
@dataclass(frozen=True)
class CityTile:
    id: str
    name: str
    era: int
    side: str  # "A" or "B"
    wonder: bool
    cost: Amounts  # gold for a city; gold, discs and cubes for a wonder
    yields: Amounts  # every turn (cities only); negative food is what the city eats
    upkeep: Amounts  # resource discs paid every turn in the Income phase (cities only)
    vp_now: int  # wonders: scored at once
    source: str


def parse_cities(doc: dict[str, Any], file: str = "cities.toml") -> tuple[CityTile, ...]:
    out = []
    for r in _records(doc, file, "city"):
        wonder = r.get("wonder", bool)
        side = r.get("side", str, check=lambda s: s in ("A", "B"), what="must be A or B")
        if wonder:
            cost = _amounts(r, "cost", allow=("gold", "discs", "cubes"), negative=())
            vp_now = r.get("vp_now", int, check=lambda n: n >= 1, what="must be at least 1")
            if side != "B":
                raise r.fail("wonders are B tiles")
            if "yields" in r.raw or "upkeep" in r.raw:
                raise r.fail("a wonder has no yields or upkeep: it scores at once and leaves the game")
            yields = upkeep = Amounts()
        else:
            cost = _amounts(r, "cost", allow=("gold",), negative=())
            vp_now = r.get("vp_now", int, 0, check=lambda n: n == 0, what="must be 0 for a city")
            yields = _amounts(r, "yields")
            upkeep = _amounts(r, "upkeep", allow=("discs",), negative=())
        out.append(CityTile(r.raw["id"], r.get("name", str), r.get("era", int, check=lambda e: e in ERAS, what="must be 1, 2 or 3"),
                            side, wonder, cost, yields, upkeep, vp_now, r.source()))
        r.done()
    return tuple(out)


# ---------------------------------------------------------------- trade.toml
@dataclass(frozen=True)
class TradeBox:
    id: str
    discs: int
    reward: str  # "gold" or "vp"
    amount: int
    eras: tuple[int, ...]
    source: str
    text_fixed: tuple[str, ...]
    note: str


def parse_trade(doc: dict[str, Any], file: str = "trade.toml") -> tuple[TradeBox, ...]:
    out = []
    for r in _records(doc, file, "trade"):
        eras = r.get("eras", list, check=lambda es: bool(es) and all(e in ERAS for e in es) and es == sorted(set(es)),
                      what="must list eras 1-3 in order")
        out.append(TradeBox(r.raw["id"], r.get("discs", int, check=lambda n: n >= 1, what="must be at least 1"),
                            r.get("reward", str, check=lambda x: x in ("gold", "vp"), what="must be gold or vp"),
                            r.get("amount", int, check=lambda n: n >= 1, what="must be at least 1"), tuple(eras),
                            r.source(), r.text_fixed(), r.get("note", str, "")))
        r.done()
    return tuple(out)
