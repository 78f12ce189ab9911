"""map.toml: the world map of Rise of Empires (regions, borders, arrows, waters, decorative land, drawing)."""
from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Mapping

from .data_records import ERAS, PARTS, Amounts, DataError, Point, _amounts, _point, _polygon, _Rec, _records

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
