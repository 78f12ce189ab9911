"""Age of Mythology's tables as the rules read them (pure Python, never Qt): the order of the resources, the
terrain of each culture's Production Area, the tiles, the victory cards, the units, cards and buildings by id,
and the small look-ups into them (a card's god power, the units that gather, the pieces a player has).
"""
from __future__ import annotations

from dawnofempires_gui.games.aom import data as D

RES = D.RESOURCES  # ("food", "wood", "gold", "favor"): the order of every cube list
RI = {r: i for i, r in enumerate(RES)}
CULTURES = D.CULTURES
AGES = D.AGES
NSQ = 16  # squares of a Production Area (4 x 4)
CITY = D.CITY_SQUARES  # squares of a City Area
TERRAIN = {c: tuple(t for row in D.BOARDS[c].production for t in row) for c in CULTURES}
TILE_KINDS = tuple(D.TILES)
TILE_INDEX = {k: i for i, k in enumerate(TILE_KINDS)}
TILE_TERRAIN = {k: t.terrain for k, t in D.TILES.items()}
TILE_RES = {k: t.resource for k, t in D.TILES.items()}
TILE_AMOUNT = {k: t.amount for k, t in D.TILES.items()}
VICTORY = tuple(D.VICTORY_CARDS)  # largest_army, most_buildings, wonder, last_battle
VI = {v: i for i, v in enumerate(VICTORY)}
BUILDINGS = tuple(D.BUILDINGS)
UNIT = D.UNITS
CARD = D.CARDS
PERM = D.PERMANENT_CARDS
AREAS = ("city", "production", "holding")
PLAYER_COUNTS = (2, 3, 4, 5, 6)


def power_of(card_id: str) -> D.Effect | None:
    """The god power of a card (its id and parameters), or None for a card without one."""
    god = CARD[card_id].god
    return god.power if god is not None else None


def gatherer_of(unit: str) -> D.Effect | None:
    return UNIT[unit].special("gatherer")


GATHERERS = tuple(u for u in UNIT if gatherer_of(u) is not None)  # units placed on tiles like villagers

_POOLS: dict[tuple[str, int], dict[str, int]] = {}


def piece_pool(culture: str, players: int) -> dict[str, int]:
    """The pieces of each unit a player of this culture has (both shades up to three players, one from four)."""
    key = (culture, players)
    found = _POOLS.get(key)
    if found is None:
        found = _POOLS[key] = D.piece_pool(culture, players)
    return found
