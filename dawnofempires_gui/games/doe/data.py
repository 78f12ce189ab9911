"""The data of Dawn of Empires, read once from resources/doe/*.toml (pure Python, no Qt).

Everything here is shared, read-only module data; game states refer to items by their string ids.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import lru_cache

from dawnofempires_gui.paths import resource

from . import hexmap

RESOURCES = ("food", "production", "wealth", "money", "science")
TERRAINS = ("grassland", "plains", "forest", "hills", "mountains", "ocean", "desert")
COLOURS = ("green", "blue", "yellow", "red")
ACTIONS = ("harvest", "research", "recruit", "move", "explore", "build", "grow")


@dataclass(frozen=True)
class Exchange:
    """A conversion usable during the owner's turn: give -> get (dicts of resource -> amount)."""

    id: str
    name: str
    give: tuple[tuple[str, int], ...]
    get: tuple[tuple[str, int], ...]
    harvest_only: bool = False  # the base wealth exchange: only in the convert step of a Harvest

    def text(self) -> str:
        return _exchange_words(self.give, self.get)


@lru_cache(maxsize=None)
def _exchange_words(give: tuple, get: tuple) -> str:
    return " + ".join(f"{n} {r}" for r, n in give) + " → " + " + ".join(f"{n} {r}" for r, n in get)


@dataclass(frozen=True)
class Tech:
    id: str
    name: str
    colour: str
    copies: int
    cost: int
    convert: tuple[tuple[str, str, int], ...] = ()  # (terrain, resource, amount)
    exchange: Exchange | None = None
    happy: int = 0
    steps: int = 0
    paid_steps: bool = False
    extra_research: bool = False
    extra_warrior: bool = False
    sailing: bool = False
    horse: bool = False
    tactics: bool = False
    iron: bool = False
    text: str = ""


@dataclass(frozen=True)
class Building:
    """A city improvement (kind "improvement") or a wonder (kind "wonder").

    production, money: the cost as edition 1 reads it; cost(edition) gives each edition's. An
    improvement's cost is the two digits printed beside its slot (`printed`), read in the edition's order."""

    id: str
    name: str
    kind: str
    production: int
    money: int
    requires: tuple[str, ...]
    printed: str = ""
    copies: int = 1
    convert: tuple[tuple[str, str, int], ...] = ()
    exchange: Exchange | None = None
    harvest: tuple[tuple[str, int], ...] = ()
    happy: int = 0
    vp: int = 0
    keep_wealth: bool = False
    walls: bool = False
    great_wall: bool = False
    mars: bool = False
    effect: str = ""

    def cost(self, edition: int) -> tuple[int, int]:
        """(production, money) to build it in this rules edition."""
        if self.printed and EDITIONS[edition].improvement_cost_digits == "money-production":
            return int(self.printed[1]), int(self.printed[0])
        return self.production, self.money


@dataclass(frozen=True)
class Edition:
    """The house readings that differ between rules editions (board.toml [edition.*], SOURCES.md)."""

    number: int
    harvest_optional: bool  # after the rondel move a Harvest may be left out (the turn ends)
    town_upkeep_paid_with: tuple[str, ...]  # resources paying town upkeep, spent in this order
    improvement_cost_digits: str  # "production-money" or "money-production"
    militia_full_track: str  # "lost" or "beside": Militia's extra warrior when no track space is empty


@dataclass(frozen=True)
class Empire:
    id: str
    name: str
    tiles: tuple[str, str, str]
    grow: int
    settler: int
    towns: tuple[str, ...] = field(default=())


def _read(name: str) -> dict:
    with open(resource("doe", name), "rb") as handle:
        return tomllib.load(handle)


def _convert(entries) -> tuple[tuple[str, str, int], ...]:
    out = []
    for entry in entries or ():
        terrain = entry["terrain"]
        for res, amount in entry.items():
            if res != "terrain":
                out.append((terrain, res, int(amount)))
    return tuple(out)


def _exchange(ident: str, name: str, spec, harvest_only: bool = False) -> Exchange | None:
    if not spec:
        return None
    return Exchange(ident, name, tuple(spec["give"].items()), tuple(spec["get"].items()), harvest_only)


def _convert_text(conv) -> str:
    by_terrain: dict[str, list[str]] = {}
    for terrain, res, amount in conv:
        by_terrain.setdefault(terrain, []).append(f"{amount} {res}")
    return "; ".join(f"{t} cube → {' or '.join(v)}" for t, v in by_terrain.items())


_tiles = _read("tiles.toml")
_board = _read("board.toml")

CAP = int(_tiles["caps"]["resource"])
TERRAIN_COUNT = {t: int(_tiles["terrain"][t]["count"]) for t in TERRAINS}
BONUS = {t: dict(_tiles["terrain"][t]["bonus"]) for t in TERRAINS}
BASE = {t: tuple((res, int(n)) for res, n in _tiles["terrain"][t]["base"].items()) for t in TERRAINS}
BASE_EXCHANGES = tuple(
    _exchange(f"base_{key}", f"Harvest: wealth to {key}", spec, harvest_only=True)
    for key, spec in _tiles["base_exchange"].items()
)

TECHS: dict[str, Tech] = {}
for _t in _tiles["tech"]:
    _conv = _convert(_t.get("convert"))
    _ex = _exchange(_t["id"], _t["name"], _t.get("exchange"))
    _bits = []
    if _conv:
        _bits.append("Harvest: " + _convert_text(_conv) + ".")
    if _ex:
        _bits.append(f"During your turn: {_ex.text()}, any number of times.")
    if _t.get("happy"):
        _bits.append(f"{_t['happy']} happy face{'s' if _t['happy'] > 1 else ''}.")
    if _t.get("steps"):
        _bits.append("You may move one extra step on the rondel.")
    if _t.get("paid_steps"):
        _bits.append("You may move extra rondel steps, 1 money each.")
    if _t.get("extra_research"):
        _bits.append("You may at once take another technology, paying its cost.")
    if _t.get("extra_warrior"):
        _bits.append("Gain an extra warrior on your military upkeep track.")
    if _t.get("sailing"):
        _bits.append("Your units may move onto ocean tiles.")
    if _t.get("horse"):
        _bits.append("Move the same stack twice (not if the first tile is mountains, ocean or holds enemies).")
    if _t.get("tactics"):
        _bits.append("Move two different stacks.")
    if _t.get("iron"):
        _bits.append("When you attack, the defender's warriors die first.")
    TECHS[_t["id"]] = Tech(
        id=_t["id"], name=_t["name"], colour=_t["colour"], copies=int(_t["copies"]), cost=int(_t["cost"]),
        convert=_conv, exchange=_ex, happy=int(_t.get("happy", 0)), steps=int(_t.get("steps", 0)),
        paid_steps=bool(_t.get("paid_steps")), extra_research=bool(_t.get("extra_research")),
        extra_warrior=bool(_t.get("extra_warrior")), sailing=bool(_t.get("sailing")),
        horse=bool(_t.get("horse")), tactics=bool(_t.get("tactics")), iron=bool(_t.get("iron")),
        text=" ".join(_bits),
    )

BUILDINGS: dict[str, Building] = {}
for _kind in ("improvement", "wonder"):
    for _b in _tiles[_kind]:
        _printed = str(_b.get("printed", ""))
        _prod, _money = (int(_printed[0]), int(_printed[1])) if _printed else (int(_b["production"]), int(_b["money"]))
        BUILDINGS[_b["id"]] = Building(
            id=_b["id"], name=_b["name"], kind=_kind, production=_prod, money=_money, printed=_printed,
            requires=tuple(_b["requires"]), copies=int(_b.get("copies", 1)), convert=_convert(_b.get("convert")),
            exchange=_exchange(_b["id"], _b["name"], _b.get("exchange")),
            harvest=tuple(dict(_b.get("harvest", {})).items()), happy=int(_b.get("happy", 0)), vp=int(_b.get("vp", 0)),
            keep_wealth=bool(_b.get("keep_wealth")), walls=bool(_b.get("walls")), great_wall=bool(_b.get("great_wall")),
            mars=bool(_b.get("mars")), effect=str(_b.get("effect", "")),
        )
IMPROVEMENTS = tuple(b for b in BUILDINGS if BUILDINGS[b].kind == "improvement")
WONDERS = tuple(b for b in BUILDINGS if BUILDINGS[b].kind == "wonder")

EXCHANGES: dict[str, Exchange] = {e.id: e for e in BASE_EXCHANGES}
for _item in [*TECHS.values(), *BUILDINGS.values()]:
    if _item.exchange is not None:
        EXCHANGES[_item.exchange.id] = _item.exchange

_pb = _board["player_board"]
HUTS = int(_pb["huts"])
WARRIORS = int(_pb["warriors"])
WARRIORS_MAX = int(_pb["warriors_max"])
SETTLERS = int(_pb["settlers"])
TOWN_UPKEEP = tuple(int(v) for v in _pb["town_upkeep"])
EDITIONS: dict[int, Edition] = {
    int(k): Edition(int(k), bool(e["harvest_optional"]), tuple(e["town_upkeep_paid_with"]),
                    str(e["improvement_cost_digits"]), str(e["militia_full_track"]))
    for k, e in _board["edition"].items()
}
LATEST_EDITION = max(EDITIONS)
MILITARY_UPKEEP = tuple(int(v) for v in _pb["military_upkeep"])
TRACK_SPACES = len(MILITARY_UPKEEP)
UNHAPPY_SPACES = tuple(int(v) for v in _pb["unhappy_spaces"])
MAX_TOWN = int(_pb["max_town_size"])

RONDEL: tuple[tuple[str, ...], ...] = tuple(tuple(s) for s in _board["rondel"]["spaces"])
RONDEL_STEPS = int(_board["rondel"]["normal_steps"])

STARTS: tuple[tuple[int, int, int], ...] = tuple(
    tuple(hexmap.tile_index(q, r) for q, r in trio) for trio in _board["map"]["starts"]  # type: ignore[misc]
)
START_CORNER: tuple[int, ...] = tuple(hexmap.corner_of_tiles(*trio) for trio in STARTS)
POSITIONS: dict[int, tuple[int, ...]] = {int(k): tuple(v) for k, v in _board["map"]["positions"].items()}

EMPIRES: dict[str, Empire] = {
    e["id"]: Empire(e["id"], e["name"], tuple(e["tiles"]), int(e["grow"]), int(e["settler"]), tuple(e.get("towns", ())))  # type: ignore[arg-type]
    for e in _board["empire"]
}


def town_upkeep(huts_on_map: int) -> int:
    return TOWN_UPKEEP[huts_on_map - 1] if huts_on_map > 0 else 0


def military_upkeep(empty_spaces: int) -> int:
    if empty_spaces <= 0:
        return 0
    return MILITARY_UPKEEP[min(empty_spaces, TRACK_SPACES) - 1]


def unhappy_faces(huts_on_map: int) -> int:
    return sum(1 for s in UNHAPPY_SPACES if s <= huts_on_map)
