"""Age of Mythology in words: the steps, the cards, tiles, units and buildings as a player reads them."""
from __future__ import annotations

from collections.abc import Iterable, Mapping

from dawnofempires_gui.engine.words import join, plural
from dawnofempires_gui.games.aom import data as D

STEP_WORDS = {
    "draft": "choosing production tiles",
    "place_vp": "placing a victory cube",
    "hand": "choosing the cards for this turn",
    "play": "playing a card",
    "explore": "taking an explored tile",
    "gather_mode": "naming what is gathered",
    "workers": "moving villagers before gathering",
    "build": "building",
    "recruit": "recruiting",
    "trade_cost": "paying the trade cost",
    "trade": "trading with the bank",
    "attack": "choosing whom and what to attack",
    "army": "choosing units for the battle in secret",
    "seduce": "sending an enemy unit home",
    "battle": "choosing a battle card in secret, or retreating",
    "tactic": "choosing how the unit fights",
    "resurrect": "deciding on a resurrection",
    "reinforce": "bringing a unit into the battle",
    "raze": "choosing a building to destroy",
    "seize": "choosing a production tile to take",
    "take_from": "choosing the cubes to take",
    "take_cubes": "choosing cubes from the bank",
    "villager_loss": "choosing the villager that leaves",
    "power_building": "choosing a building to destroy",
    "power_tile": "choosing a production tile to remove",
    "power_unit": "choosing a myth unit to eliminate",
    "steal_target": "choosing whom to rob",
    "sacrifice": "choosing the unit to give up",
    "free_unit": "choosing a free unit",
    "convert": "turning mortal units into Mummies",
    "keep": "keeping or discarding cards",
}

AREA_WORDS = {"city": "City Area", "production": "Production Area", "holding": "Holding Area"}
USE_WORDS = {"action": "its action", "power": "its god power", "both": "its god power and its action"}


def res_name(res: str) -> str:
    return D.DATA.resources[res].name


def cubes(values: Mapping[str, int] | Iterable[tuple[str, int]], nothing: str = "nothing") -> str:
    """'2 Food and 1 Wood' (resources in the rulebook's capitals)."""
    pairs = values.items() if isinstance(values, Mapping) else values
    return join(f"{k} {res_name(r)}" for r, k in pairs if k) or nothing


def one_each(values: Iterable[str]) -> str:
    """('food', 'food', 'gold') -> '2 Food and 1 Gold'."""
    counts: dict[str, int] = {}
    for r in values:
        counts[r] = counts.get(r, 0) + 1
    return cubes({r: counts[r] for r in D.RESOURCES if r in counts})


def tile_name(tile: str) -> str:
    """'2 Food / Fertile', as the tiles are named in the rulebook."""
    t = D.TILES[tile]
    return f"{t.amount} {res_name(t.resource)} / {D.DATA.terrains[t.terrain].name}"


def tiles_back(count: int, nobody: str) -> str:
    """The log's line for the face-up tiles nobody took ("1 tile nobody took goes back", "3 tiles ... go back")."""
    return f"{plural(count, 'tile')} nobody {nobody} {'goes' if count == 1 else 'go'} back face down to the pool."


def terrain_name(terrain: str) -> str:
    return D.DATA.terrains[terrain].name


# Units' names whose plural is not a plain "s" (the names of the battle cards, as players say them)
_UNIT_PLURALS = {"Son of Osiris": "Sons of Osiris", "Dwarf": "Dwarves"}


def _unit_plural(name: str) -> str:
    if name in _UNIT_PLURALS:
        return _UNIT_PLURALS[name]
    head, _, last = name.rpartition(" ")
    lower = last.lower()
    if lower.endswith("s"):  # Toxotes, Cyclops
        many = last
    elif lower.endswith("man"):  # Spearman, Throwing Axeman, Scorpion Man
        many = last[:-3] + last[-3] + "en"
    elif lower.endswith("x"):  # Sphinx, Phoenix
        many = last + "es"
    elif lower.endswith("y") and lower[-2:-1] not in "aeiou":  # Mummy
        many = last[:-1] + "ies"
    elif lower == "hero":
        many = last + "es"
    else:
        many = last + "s"
    return f"{head} {many}" if head else many


def unit_name(unit: str, count: int = 1) -> str:
    """'Mummy'; with a count other than one, '2 Mummies', '3 Spearmen', '2 Toxotes'."""
    name = D.UNITS[unit].name
    if count == 1:
        return name
    return f"{count} {_unit_plural(name)}"


def units_words(units: Mapping[str, int], nothing: str = "no units") -> str:
    return join(unit_name(u, k) if k != 1 else f"1 {unit_name(u)}" for u, k in units.items() if k) or nothing


def building_name(building: str) -> str:
    return D.BUILDINGS[building].name


def card_name(card: str) -> str:
    """The card as printed: its action and number, and its god."""
    return D.CARDS[card].label


def age_name(index: int) -> str:
    return D.DATA.ages[D.AGES[index]].name


def culture_name(culture: str) -> str:
    return D.DATA.cultures[culture].name


def victory_name(card: str) -> str:
    return D.VICTORY_CARDS[card].name


def mode_name(mode: str) -> str:
    if mode == "all":
        return "all tiles"
    if mode in D.DATA.resources:
        return res_name(mode)
    return terrain_name(mode)


def tie_words(entry: Mapping) -> str:
    """Why an encounter of equal sixes went to its winner (an encounter of the battle's history): a unit that wins
    ties, or a berserk one that loses them."""
    w = entry["winner"]
    winner, loser = entry["fighters"][w], entry["fighters"][1 - w]
    if entry["tactics"][1 - w] == "berserk":
        return f"the {unit_name(loser)} went berserk and loses on equal sixes"
    return f"the {unit_name(winner)} wins on equal sixes"


def twin_square(game, seat: int, square: int) -> str:
    """" (square 5)" when the tile on that square of the seat's board lies on another of its squares too (the two
    choices would read alike), else ""."""
    tile = game.tile_at(seat, square)
    twins = [q for q, other in game.tiles_of(seat) if other == tile and q != square]
    return f" (square {square + 1})" if tile and twins else ""
