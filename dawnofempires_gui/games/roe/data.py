"""The tables of Rise of Empires, read once from resources/roe/*.toml and checked while loading (no Qt).

Every table becomes frozen dataclasses plus lookup dicts. A malformed file raises DataError naming the
file and the record. Where each value comes from is in resources/roe/SOURCES.md.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Callable, Mapping

from dawnofempires_gui.paths import resource

SOURCES = ("rules text", "published summary", "house")
KINDS = ("food", "gold", "discs", "cubes", "vp")  # what a tile, region or trade box can give or cost
ERAS = (1, 2, 3)
ERA_NAMES = {1: "I", 2: "II", 3: "III"}
PARTS = ("old_world", "new_world", "far_east")
ACTION_ROWS = ("progress", "territory", "city", "empire", "trade")

Point = tuple[float, float]


class DataError(ValueError):
    """A data file of Rise of Empires is malformed."""


# ---------------------------------------------------------------- checking helpers
class _Rec:
    """One TOML record, read field by field; every complaint names the file and the record."""

    def __init__(self, file: str, table: str, raw: Any, index: int | None = None) -> None:
        self.file, self.table = file, table
        if not isinstance(raw, dict):
            raise DataError(f"{file}: [{table}] must be a table, not {type(raw).__name__}")
        self.raw = raw
        rid = raw.get("id")
        self.where = f"{table} {rid!r}" if isinstance(rid, str) else (f"{table} #{index + 1}" if index is not None else table)
        self.used: set[str] = set()

    def fail(self, message: str) -> DataError:
        return DataError(f"resources/roe/{self.file}, {self.where}: {message}")

    def get(self, key: str, kind: Any, default: Any = ..., check: Callable[[Any], bool] | None = None, what: str = "") -> Any:
        self.used.add(key)
        if key not in self.raw:
            if default is ...:
                raise self.fail(f"missing {key!r}")
            return default
        value = self.raw[key]
        if kind is int and isinstance(value, bool) or not isinstance(value, kind):
            names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
            raise self.fail(f"{key!r} must be {names}, not {type(value).__name__} ({value!r})")
        if check is not None and not check(value):
            raise self.fail(f"{key!r} {what or 'has a bad value'} (got {value!r})")
        return value

    def done(self) -> None:
        extra = sorted(set(self.raw) - self.used)
        if extra:
            raise self.fail(f"unknown field(s) {', '.join(map(repr, extra))}")

    def source(self) -> str:
        return self.get("source", str, check=lambda s: s in SOURCES, what=f"must be one of {SOURCES}")

    def text_fixed(self) -> tuple[str, ...]:
        fields = tuple(self.get("text_fixed", list, []))
        for f in fields:
            if not isinstance(f, str) or (f not in self.raw and f not in ("vp_second",)):
                raise self.fail(f"text_fixed names {f!r}, which is not a field of this record")
        return fields


def _records(doc: dict[str, Any], file: str, table: str) -> list[_Rec]:
    raw = doc.get(table)
    if not isinstance(raw, list) or not raw:
        raise DataError(f"resources/roe/{file}: no [[{table}]] records")
    recs = [_Rec(file, table, r, i) for i, r in enumerate(raw)]
    seen: set[str] = set()
    for r in recs:
        if "id" in r.raw:
            rid = r.get("id", str, check=lambda s: s.replace("_", "").isalnum() and s == s.lower(), what="must be a lower-case id")
            if rid in seen:
                raise r.fail("duplicate id")
            seen.add(rid)
    return recs


def _point(rec: _Rec, key: str, value: Any = ...) -> Point:
    v = rec.get(key, list) if value is ... else value
    if not isinstance(v, list) or len(v) != 2 or not all(isinstance(c, (int, float)) and not isinstance(c, bool) for c in v):
        raise rec.fail(f"{key!r} must be a point [x, y], not {v!r}")
    return (v[0], v[1])


def _polygon(rec: _Rec, key: str, value: Any = ..., width: float = 1000, height: float = 620) -> tuple[Point, ...]:
    v = rec.get(key, list) if value is ... else value
    if not isinstance(v, list) or len(v) < 3:
        raise rec.fail(f"{key!r} must list at least 3 points")
    pts = tuple(_point(rec, key, p) for p in v)
    for x, y in pts:
        if not (0 <= x <= width and 0 <= y <= height):
            raise rec.fail(f"{key!r} has the point {[x, y]} outside the {width:g} x {height:g} map")
    return pts


@dataclass(frozen=True)
class Amounts:
    """Food, gold, resource discs, cubes and victory points; negative food is a food cost."""

    food: int = 0
    gold: int = 0
    discs: int = 0
    cubes: int = 0
    vp: int = 0

    def get(self, kind: str) -> int:
        return int(getattr(self, kind))

    def items(self) -> tuple[tuple[str, int], ...]:
        return tuple((k, getattr(self, k)) for k in KINDS if getattr(self, k))

    def __bool__(self) -> bool:
        return any(getattr(self, k) for k in KINDS)


def _amounts(rec: _Rec, key: str, value: Any = ..., allow: tuple[str, ...] = KINDS, negative: tuple[str, ...] = ("food",)) -> Amounts:
    v = rec.get(key, dict, {}) if value is ... else value
    if not isinstance(v, dict):
        raise rec.fail(f"{key!r} must be a table of amounts, not {v!r}")
    out = {}
    for k, n in v.items():
        if k not in allow:
            raise rec.fail(f"{key!r} names {k!r}; allowed: {', '.join(allow)}")
        if not isinstance(n, int) or isinstance(n, bool):
            raise rec.fail(f"{key!r}.{k} must be a whole number, not {n!r}")
        if n < 0 and k not in negative:
            raise rec.fail(f"{key!r}.{k} must not be negative ({n})")
        out[k] = n
    return Amounts(**out)


# ---------------------------------------------------------------- game.toml
@dataclass(frozen=True)
class GameSetup:
    eras: int
    turns_per_era: int
    phases: tuple[str, ...]
    min_players: int
    max_players: int
    colours: int
    player_aid_cards: int
    cubes_per_colour: int
    action_discs_per_colour: int
    alliance_pieces: int
    resource_discs: int
    gold_markers: int
    empire_tiles: int
    territory_tiles: int
    progress_tiles: int
    city_tiles: int
    wonder_tiles: int
    gold_denominations: tuple[int, ...]
    gold_unlimited: bool
    discs_limited: bool
    start: Amounts  # vp, food, gold, discs (cubes here = cubes in the pool)
    start_stock_cubes: int
    marker_discs: tuple[str, ...]
    actions_per_turn: int
    food_bottom: int
    food_top: int
    food_per_gold_over_top: int
    vp_per_food_under_bottom: int
    last_turn_food_factor: int
    vp_track_length: int
    vp_bottom: int
    turn_order_spaces: int
    action_rows: tuple[str, ...]
    circles: Mapping[int, int]  # players -> circles per row
    empire_row_max: int
    b_turn_payments: tuple[str, ...]
    progress_boxes: int
    progress_per_box_per_era: int
    progress_face_up: int
    territory_boxes: int
    territory_per_box: int
    territory_face_up: int
    city_boxes: int
    city_boxes_era_1_2: int
    city_face_up: int
    city_face_up_from_turn: Mapping[int, int]
    empire_boxes: int
    progress_earlier_era_cost: Mapping[int, int]  # eras back -> gold
    keep_progress_gold: int
    keep_city_cubes: int
    era_end_removal: str
    era_end_skipped_after: int
    final_gold_per_vp: int
    final_discs_per_vp: int
    sources: Mapping[str, str]  # section -> source

    @property
    def turns(self) -> int:
        return self.eras * self.turns_per_era

    def circles_for(self, players: int, row: str) -> int:
        """How many discs a row of the action display takes in a game of this many players."""
        n = self.circles[players]
        return min(n, self.empire_row_max) if row == "empire" else n

    def city_face_up_in(self, turn: int) -> int:
        n = self.city_face_up
        for start, count in sorted(self.city_face_up_from_turn.items()):
            if turn >= start:
                n = count
        return n


def _int_map(rec: _Rec, key: str) -> Mapping[int, int]:
    v = rec.get(key, dict)
    out = {}
    for k, n in v.items():
        if not k.isdigit() or not isinstance(n, int) or isinstance(n, bool):
            raise rec.fail(f"{key!r} must map whole numbers to whole numbers, not {k!r} = {n!r}")
        out[int(k)] = n
    return MappingProxyType(out)


def parse_game(doc: dict[str, Any], file: str = "game.toml") -> GameSetup:
    sec: dict[str, _Rec] = {}
    for name in ("structure", "components", "bank", "start", "discs", "food_track", "vp_track", "turn_order_track",
                 "action_display", "b_turn", "tiles_display", "progress_cost", "era_end", "final_score"):
        if name not in doc:
            raise DataError(f"resources/roe/{file}: missing [{name}]")
        sec[name] = _Rec(file, name, doc[name])
    unknown = set(doc) - set(sec)
    if unknown:
        raise DataError(f"resources/roe/{file}: unknown section(s) {sorted(unknown)}")
    pos = {"check": lambda n: n >= 0, "what": "must not be negative"}
    s, c, b, st, d, f, v, t, a, bt, td, pc, ee, fs = sec.values()
    players = c.get("players", list)
    if len(players) != 2 or not all(isinstance(p, int) for p in players) or not 2 <= players[0] <= players[1]:
        raise c.fail(f"'players' must be [fewest, most], not {players!r}")
    rows = tuple(a.get("rows", list))
    if rows != ACTION_ROWS:
        raise a.fail(f"'rows' must be {list(ACTION_ROWS)}, not {list(rows)}")
    circles = _int_map(a, "circles")
    if sorted(circles) != list(range(players[0], players[1] + 1)):
        raise a.fail(f"'circles' must give every player count {players[0]}-{players[1]}")
    payments = tuple(bt.get("payments", list))
    if not set(payments) <= set(KINDS):
        raise bt.fail(f"'payments' may name only {KINDS}")
    markers = tuple(d.get("markers", list))
    setup = GameSetup(
        eras=s.get("eras", int, **pos), turns_per_era=s.get("turns_per_era", int, **pos),
        phases=tuple(s.get("phases", list)),
        min_players=players[0], max_players=players[1], colours=c.get("colours", int, **pos),
        player_aid_cards=c.get("player_aid_cards", int, **pos),
        cubes_per_colour=c.get("cubes_per_colour", int, **pos),
        action_discs_per_colour=c.get("action_discs_per_colour", int, **pos),
        alliance_pieces=c.get("alliance_pieces", int, **pos), resource_discs=c.get("resource_discs", int, **pos),
        gold_markers=c.get("gold_markers", int, **pos), empire_tiles=c.get("empire_tiles", int, **pos),
        territory_tiles=c.get("territory_tiles", int, **pos), progress_tiles=c.get("progress_tiles", int, **pos),
        city_tiles=c.get("city_tiles", int, **pos), wonder_tiles=c.get("wonder_tiles", int, **pos),
        gold_denominations=tuple(b.get("gold_denominations", list)), gold_unlimited=b.get("gold_unlimited", bool),
        discs_limited=b.get("discs_limited", bool),
        start=Amounts(vp=st.get("vp", int, **pos), food=st.get("food", int, **pos), gold=st.get("gold", int, **pos),
                      discs=st.get("discs", int, **pos), cubes=st.get("pool_cubes", int, **pos)),
        start_stock_cubes=st.get("stock_cubes", int, **pos),
        marker_discs=markers, actions_per_turn=d.get("actions_per_turn", int, **pos),
        food_bottom=f.get("bottom", int), food_top=f.get("top", int, **pos),
        food_per_gold_over_top=f.get("food_per_gold_over_top", int, check=lambda n: n > 0, what="must be positive"),
        vp_per_food_under_bottom=f.get("vp_per_food_under_bottom", int, **pos),
        last_turn_food_factor=f.get("last_turn_factor", int, **pos),
        vp_track_length=v.get("length", int, **pos), vp_bottom=v.get("bottom", int),
        turn_order_spaces=t.get("spaces", int, **pos),
        action_rows=rows, circles=circles, empire_row_max=a.get("empire_row_max", int, **pos),
        b_turn_payments=payments,
        progress_boxes=td.get("progress_boxes", int, **pos),
        progress_per_box_per_era=td.get("progress_per_box_per_era", int, **pos),
        progress_face_up=td.get("progress_face_up", int, **pos),
        territory_boxes=td.get("territory_boxes", int, **pos), territory_per_box=td.get("territory_per_box", int, **pos),
        territory_face_up=td.get("territory_face_up", int, **pos), city_boxes=td.get("city_boxes", int, **pos),
        city_boxes_era_1_2=td.get("city_boxes_era_1_2", int, **pos), city_face_up=td.get("city_face_up", int, **pos),
        city_face_up_from_turn=_int_map(td, "city_face_up_from_turn"), empire_boxes=td.get("empire_boxes", int, **pos),
        progress_earlier_era_cost=_int_map(pc, "earlier_era"),
        keep_progress_gold=ee.get("keep_progress_gold", int, **pos), keep_city_cubes=ee.get("keep_city_cubes", int, **pos),
        era_end_removal=ee.get("map_cubes_removed", str, check=lambda x: x in ("half_up", "half_down"), what="must be half_up or half_down"),
        era_end_skipped_after=ee.get("skip_after_era", int, **pos),
        final_gold_per_vp=fs.get("gold_per_vp", int, check=lambda n: n > 0, what="must be positive"),
        final_discs_per_vp=fs.get("discs_per_vp", int, check=lambda n: n > 0, what="must be positive"),
        sources=MappingProxyType({name: r.source() for name, r in sec.items()}),
    )
    for r in sec.values():
        r.done()
    return setup


# ---------------------------------------------------------------- map.toml
@dataclass(frozen=True)
class Sublabel:
    text: str
    at: Point


@dataclass(frozen=True)
class Region:
    id: str
    name: str
    covers: str
    era: int
    kind: str  # "land" or "sea"
    part: str  # "old_world", "new_world" or "far_east"
    vp_first: int
    vp_second: int
    income: Amounts
    coasts: tuple[str, ...]
    borders: frozenset[str]
    polygon: tuple[Point, ...]
    islands: tuple[tuple[Point, ...], ...]
    label: Point
    label_text: str
    label_outside: bool
    standard: Point
    cubes: Point
    sublabels: tuple[Sublabel, ...]
    source: str
    text_fixed: tuple[str, ...]
    note: str

    @property
    def is_sea(self) -> bool:
        return self.kind == "sea"

    @property
    def overseas(self) -> bool:
        """New World or Far East: entered only with a water empire tile, from Era II."""
        return self.part != "old_world"

    @property
    def shapes(self) -> tuple[tuple[Point, ...], ...]:
        return (self.polygon,) + self.islands


@dataclass(frozen=True)
class Arrow:
    """A drawn overseas link: the two regions are adjacent."""

    between: tuple[str, str]
    start: Point
    end: Point
    name: str
    source: str


@dataclass(frozen=True)
class Water:
    """A named water area: enclosed seas have a polygon; oceans only a label. Not a region."""

    id: str
    name: str
    label: Point
    polygon: tuple[Point, ...]
    source: str


@dataclass(frozen=True)
class Land:
    """Land drawn for recognition that no cube may enter (not a region)."""

    id: str
    name: str
    label: Point | None
    polygon: tuple[Point, ...]
    source: str


@dataclass(frozen=True)
class Board:
    width: int
    height: int
    label_font_px: float
    label_char_px: float
    label_line_px: float
    standard_box: tuple[float, float]
    cubes_box: tuple[float, float]
    source: str


@dataclass(frozen=True)
class WorldMap:
    board: Board
    regions: Mapping[str, Region]
    arrows: tuple[Arrow, ...]
    waters: Mapping[str, Water]
    lands: Mapping[str, Land]
    adjacent: Mapping[str, frozenset[str]]


def parse_map(doc: dict[str, Any], file: str = "map.toml") -> WorldMap:
    if "board" not in doc:
        raise DataError(f"resources/roe/{file}: missing [board]")
    br = _Rec(file, "board", doc["board"])
    num = (int, float)
    board = Board(
        width=br.get("width", int), height=br.get("height", int), label_font_px=br.get("label_font_px", num),
        label_char_px=br.get("label_char_px", num), label_line_px=br.get("label_line_px", num),
        standard_box=_point(br, "standard_box"), cubes_box=_point(br, "cubes_box"), source=br.source())
    br.done()
    W, H = board.width, board.height
    unknown = set(doc) - {"board", "region", "arrow", "water", "land"}
    if unknown:
        raise DataError(f"resources/roe/{file}: unknown section(s) {sorted(unknown)}")

    waters: dict[str, Water] = {}
    for r in _records(doc, file, "water"):
        poly = _polygon(r, "polygon", width=W, height=H) if "polygon" in r.raw else ()
        waters[r.raw["id"]] = Water(r.raw["id"], r.get("name", str), _point(r, "label"), poly, r.source())
        r.done()
    lands: dict[str, Land] = {}
    for r in _records(doc, file, "land"):
        lab = _point(r, "label") if "label" in r.raw else None
        lands[r.raw["id"]] = Land(r.raw["id"], r.get("name", str), lab, _polygon(r, "polygon", width=W, height=H), r.source())
        r.done()

    recs = _records(doc, file, "region")
    ids = {r.raw["id"] for r in recs}
    clash = ids & (set(waters) | set(lands))
    if clash:
        raise DataError(f"resources/roe/{file}: ids used twice (region and water/land): {sorted(clash)}")
    regions: dict[str, Region] = {}
    for r in recs:
        rid = r.raw["id"]
        vp = r.get("vp", list)
        if len(vp) != 2 or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in vp) or vp[0] < vp[1]:
            raise r.fail(f"'vp' must be [first, second] with first >= second >= 0, not {vp!r}")
        era = r.get("era", int, check=lambda e: e in ERAS, what="must be 1, 2 or 3")
        income = _amounts(r, "income", allow=("food", "gold", "discs", "cubes"), negative=())
        if era == 3 and income:
            raise r.fail("Era-III regions show no income")
        coasts = tuple(r.get("coasts", list))
        for w in coasts:
            if w not in waters and w not in ids:
                raise r.fail(f"'coasts' names {w!r}, which is neither a water area nor a region")
        borders = r.get("borders", list)
        for o in borders:
            if o not in ids or o == rid:
                raise r.fail(f"'borders' names {o!r}, which is not another region")
        islands = tuple(_polygon(r, "islands", p, W, H) for p in r.get("islands", list, []))
        subl = []
        for s in r.get("sublabels", list, []):
            if not isinstance(s, dict) or set(s) != {"text", "at"} or not isinstance(s["text"], str):
                raise r.fail(f"'sublabels' entries must be {{ text, at }}, not {s!r}")
            subl.append(Sublabel(s["text"], _point(r, "sublabels", s["at"])))
        regions[rid] = Region(
            id=rid, name=r.get("name", str), covers=r.get("covers", str), era=era,
            kind=r.get("kind", str, check=lambda k: k in ("land", "sea"), what="must be land or sea"),
            part=r.get("part", str, check=lambda p: p in PARTS, what=f"must be one of {PARTS}"),
            vp_first=vp[0], vp_second=vp[1], income=income, coasts=coasts, borders=frozenset(borders),
            polygon=_polygon(r, "polygon", width=W, height=H), islands=islands, label=_point(r, "label"),
            label_text=r.get("label_text", str, r.raw["name"] if isinstance(r.raw.get("name"), str) else ""),
            label_outside=r.get("label_outside", bool, False), standard=_point(r, "standard"),
            cubes=_point(r, "cubes"), sublabels=tuple(subl), source=r.source(), text_fixed=r.text_fixed(),
            note=r.get("note", str, ""))
        r.done()
    for reg in regions.values():
        for o in reg.borders:
            if reg.id not in regions[o].borders:
                raise DataError(f"resources/roe/{file}, region {reg.id!r}: borders {o!r}, but {o!r} does not border it")

    arrows = []
    adjacent = {rid: set(reg.borders) for rid, reg in regions.items()}
    for i, raw in enumerate(doc.get("arrow", [])):
        r = _Rec(file, "arrow", raw, i)
        pair = r.get("between", list)
        if len(pair) != 2 or pair[0] == pair[1] or not all(p in regions for p in pair):
            raise r.fail(f"'between' must name two different regions, not {pair!r}")
        arrows.append(Arrow((pair[0], pair[1]), _point(r, "from"), _point(r, "to"), r.get("name", str), r.source()))
        r.done()
        adjacent[pair[0]].add(pair[1])
        adjacent[pair[1]].add(pair[0])
    return WorldMap(board, MappingProxyType(regions), tuple(arrows), MappingProxyType(waters), MappingProxyType(lands),
                    MappingProxyType({k: frozenset(v) for k, v in adjacent.items()}))


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


# ---------------------------------------------------------------- loading
def _read(name: str) -> dict[str, Any]:
    path = resource("roe", name)
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        raise DataError(f"resources/roe/{name} is missing") from None
    except tomllib.TOMLDecodeError as exc:
        raise DataError(f"resources/roe/{name} is not valid TOML: {exc}") from None


def _check_cross(world: WorldMap, progress: tuple[ProgressTile, ...], territory: tuple[TerritoryKind, ...]) -> None:
    kinds = {t.land for t in territory}
    for p in progress:
        for e in p.effects:
            if e.id == "territory_bonus" and e.params["kind"] not in kinds:
                raise DataError(f"resources/roe/progress.toml, progress {p.id!r}: no territory tile of kind {e.params['kind']!r}")


GAME: GameSetup = parse_game(_read("game.toml"))
WORLD: WorldMap = parse_map(_read("map.toml"))
EMPIRE_TILES: tuple[EmpireTile, ...] = parse_empire(_read("empire.toml"))
PROGRESS: tuple[ProgressTile, ...] = parse_progress(_read("progress.toml"))
TERRITORY: tuple[TerritoryKind, ...] = parse_territory(_read("territory.toml"))
CITIES: tuple[CityTile, ...] = parse_cities(_read("cities.toml"))
TRADE_BOXES: tuple[TradeBox, ...] = parse_trade(_read("trade.toml"))
_check_cross(WORLD, PROGRESS, TERRITORY)

BOARD: Board = WORLD.board
REGIONS: Mapping[str, Region] = WORLD.regions
REGION_IDS: tuple[str, ...] = tuple(REGIONS)
ADJACENT: Mapping[str, frozenset[str]] = WORLD.adjacent
ARROWS: tuple[Arrow, ...] = WORLD.arrows
WATERS: Mapping[str, Water] = WORLD.waters
LANDS: Mapping[str, Land] = WORLD.lands
SEA_REGIONS: tuple[str, ...] = tuple(r.id for r in REGIONS.values() if r.is_sea)

EMPIRE_BY_ID: Mapping[str, EmpireTile] = MappingProxyType({t.id: t for t in EMPIRE_TILES})
PROGRESS_BY_ID: Mapping[str, ProgressTile] = MappingProxyType({t.id: t for t in PROGRESS})
PROGRESS_BY_ERA: Mapping[int, tuple[ProgressTile, ...]] = MappingProxyType(
    {e: tuple(t for t in PROGRESS if t.era == e) for e in ERAS})
# The physical tiles of each era: a kind's id repeated once per copy.
PROGRESS_DECK: Mapping[int, tuple[str, ...]] = MappingProxyType(
    {e: tuple(t.id for t in PROGRESS_BY_ERA[e] for _ in range(t.copies)) for e in ERAS})
TERRITORY_BY_ID: Mapping[str, TerritoryKind] = MappingProxyType({t.id: t for t in TERRITORY})
TERRITORY_DECK: tuple[str, ...] = tuple(t.id for t in TERRITORY for _ in range(t.count))
CITY_BY_ID: Mapping[str, CityTile] = MappingProxyType({c.id: c for c in CITIES})
CITY_STACKS: Mapping[tuple[int, str], tuple[str, ...]] = MappingProxyType(
    {(e, s): tuple(c.id for c in CITIES if c.era == e and c.side == s) for e in ERAS for s in ("A", "B")})
WONDERS: tuple[str, ...] = tuple(c.id for c in CITIES if c.wonder)
TRADE_BY_ID: Mapping[str, TradeBox] = MappingProxyType({t.id: t for t in TRADE_BOXES})


def trade_boxes_for(era: int) -> tuple[TradeBox, ...]:
    """The trade boxes usable in this era."""
    return tuple(t for t in TRADE_BOXES if era in t.eras)


def territory_for_land(land: str) -> tuple[TerritoryKind, ...]:
    return tuple(t for t in TERRITORY if t.land == land)
