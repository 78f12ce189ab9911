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

from dawnofempires_gui.games.aom.data_loaders import load
from dawnofempires_gui.games.aom.data_records import (Age, AomData, Board, Bonus, Building, Card, Culture, Deck,
                                                     Effect, FrozenMap, GodPower, Pieces, Resource, Terrain, Tile, Unit,
                                                     VictoryCard)
from dawnofempires_gui.games.aom.data_schema import (ACTION_NAMES, ACTIONS, AREAS, AWARDS, BUILDING_EFFECTS, FILES,
                                                    GATHER_MODES, GOD_POWERS, SOURCES, TARGETS, UNIT_KINDS,
                                                    UNIT_SPECIALS, DataError)

__all__ = ["ACTION_NAMES", "ACTIONS", "AREAS", "AWARDS", "BUILDING_EFFECTS", "FILES", "GATHER_MODES", "GOD_POWERS",
           "SOURCES", "TARGETS", "UNIT_KINDS", "UNIT_SPECIALS", "Age", "AomData", "Board", "Bonus", "Building",
           "Card", "Culture", "DataError", "Deck", "Effect", "FrozenMap", "GodPower", "Pieces", "Resource",
           "Terrain", "Tile", "Unit", "VictoryCard", "load"]

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
