"""The tables of Rise of Empires, read once from resources/roe/*.toml and checked while loading (no Qt).

Every table becomes frozen dataclasses plus lookup dicts. A malformed file raises DataError naming the
file and the record. Where each value comes from is in resources/roe/SOURCES.md.

  data_records.py  shared names (KINDS, ERAS, ACTION_ROWS...), the record reader, Amounts
  data_setup.py    game.toml: components, start, tracks, action display, tiles display (GAME)
  data_world.py    map.toml: regions, borders and arrows, waters and land, drawing (WORLD, REGIONS, ADJACENT)
  data_tiles.py    empire, progress, territory, city tiles and the trade track
"""
from __future__ import annotations

import tomllib
from types import MappingProxyType
from typing import Any, Mapping

from dawnofempires_gui.paths import resource

from .data_records import ACTION_ROWS, ERA_NAMES, ERAS, KINDS, PARTS, SOURCES, Amounts, DataError, Point
from .data_setup import GameSetup, parse_game
from .data_tiles import (EFFECTS, FREE_ACTION_EFFECTS, TERRITORY_KINDS, BattleRow, CityTile, Effect, EmpireSide,
                    EmpireTile, ProgressTile, TerritoryKind, TradeBox, parse_cities, parse_empire, parse_progress,
                    parse_territory, parse_trade)
from .data_world import Arrow, Board, Land, Region, Sublabel, Water, WorldMap, parse_map

__all__ = [
    "ACTION_ROWS", "ADJACENT", "ARROWS", "Amounts", "Arrow", "BOARD", "BattleRow", "Board", "CITIES", "CITY_BY_ID",
    "CITY_STACKS", "CityTile", "DataError", "EFFECTS", "EMPIRE_BY_ID", "EMPIRE_TILES", "ERAS", "ERA_NAMES", "Effect",
    "EmpireSide", "EmpireTile", "FREE_ACTION_EFFECTS", "GAME", "GameSetup", "KINDS", "LANDS", "Land", "PARTS",
    "PROGRESS", "PROGRESS_BY_ERA", "PROGRESS_BY_ID", "PROGRESS_DECK", "Point", "ProgressTile", "REGIONS",
    "REGION_IDS", "Region", "SEA_REGIONS", "SOURCES", "Sublabel", "TERRITORY", "TERRITORY_BY_ID", "TERRITORY_DECK",
    "TERRITORY_KINDS", "TRADE_BOXES", "TRADE_BY_ID", "TerritoryKind", "TradeBox", "WATERS", "WONDERS", "WORLD",
    "Water", "WorldMap", "parse_cities", "parse_empire", "parse_game", "parse_map", "parse_progress",
    "parse_territory", "parse_trade", "territory_for_land", "trade_boxes_for",
]


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
