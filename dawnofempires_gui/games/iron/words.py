"""The Iron Age in words: steps, dice, payments and prices, for buttons, refusals and the log.

Plurals, lists and amounts come from engine/words.py, so the log reads like every other game's."""
from __future__ import annotations

from typing import TYPE_CHECKING

from dawnofempires_gui.engine.words import amounts, join, plural
from dawnofempires_gui.games.iron import data as D

if TYPE_CHECKING:
    from dawnofempires_gui.games.iron.state import IronState

FATE = -1

STEP_WORDS = {
    "setup": "Setup",
    "roll": "Roll",
    "leadership": "Leadership re-roll",
    "omens": "Omens",
    "choose": "Food or population",
    "conquest": "Conquest",
    "battles": "Battles and tribute demands",
    "tribute": "Tribute demand",
    "build": "Build",
    "buy": "Buy a development",
    "store": "Store goods",
}


def face_name(die: int, face: str) -> str:
    return D.FATE_NAMES[face] if die == FATE else D.EMPIRE_NAMES[face]


def die_label(game: IronState, die: int) -> str:
    """'die 2 (goods)', 'the fate die (Omens)'."""
    if die == FATE:
        return f"the fate die ({D.FATE_NAMES.get(game.fate, 'not rolled')})"
    face = game.dice[die] if 0 <= die < len(game.dice) else ""
    return f"die {die + 1} ({D.EMPIRE_NAMES.get(face, 'not rolled')})"


def dice_words(game: IronState) -> str:
    """'3 food, goods; fate: Omens'."""
    faces = ", ".join(D.EMPIRE_NAMES[f] for f in game.dice)
    return f"{faces}; fate: {D.FATE_NAMES[game.fate]}"


def payment(goods: int, innovations: int, wealth: int, nothing: str = "nothing") -> str:
    """'2 goods and 1 innovation', '1 wealth'."""
    return amounts((("good", goods), ("innovation", innovations), ("wealth", wealth)), nothing)


def port_price(need_pop: int, need_urns: int) -> str:
    """'1 population and 3 goods'."""
    return join(["1 population" if need_pop else "", plural(need_urns, "good") if need_urns else ""])


def monument_name(monument: str) -> str:
    return D.MONUMENTS[D.MON_INDEX[monument]]["name"]


def dev_name(dev: str) -> str:
    return D.DEV_BY_ID[dev]["name"] if dev in D.DEV_BY_ID else dev


def points(n: int) -> str:
    """'1 point', '6 points', '−1 point' (the Obelisk is worth 1 to a later builder, Leadership 1)."""
    return f"{n} point" if abs(n) == 1 else f"{n} points"


def pts(n: int) -> str:
    """The short form on the sheets and cards: '1 pt', '36 pts'."""
    return f"{n} pt" if abs(n) == 1 else f"{n} pts"
