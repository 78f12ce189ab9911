"""The Age of Empires game in words: squares, pieces, dice, amounts and the names of the steps and phases.

Every sentence a player reads is built here or beside its rule from these helpers (and the engine's
words.py), so that the log and the buttons read alike.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping

from dawnofempires_gui.engine.words import amounts, article, join, plural
from dawnofempires_gui.games.aoe import data as D
from dawnofempires_gui.games.aoe.kinds import KINDS

# The phases of a turn in the rulebook's order (III.A-G), by the stage names of turn.py.
PHASE_NAMES = {
    "setup": "Setting up",
    "collect": "Resource Collection phase",
    "command": "Command-Control phase",
    "missile": "Missile Attack phase",
    "melee": "Hand-to-Hand Attack phase",
    "hits": "Applying Hits phase",
    "catapult": "Catapult Launch phase",
    "movement": "Movement and Build phase",
    "over": "Game over",
}

STEP_WORDS = {
    "civilization": "choosing a civilization",
    "setup": "placing the Town Center",
    "resources": "collecting resources and giving them to allies",
    "command": "placing the Command-Control chit",
    "pick": "choosing the units to command",
    "attack": "choosing a target",
    "more": "choosing more targets in the square",
    "move": "moving the commanded units",
    "site": "laying foundations",
    "found": "choosing the building to lay",
    "produce": "starting units, upgrades and the next Age",
}

ATTACK_WORDS = {"missile": "missile attack", "melee": "hand-to-hand attack", "catapult": "catapult launch"}


def square_name(board, square: int) -> str:
    """'(5, 7)': column and row from the top left, counting from 1."""
    x, y = board.grid.xy(square)
    return f"({x + 1}, {y + 1})"


def kind_name(type_id: str, count: int = 1) -> str:
    """'Villager', '2 Villagers', 'Improved Bowmen'."""
    name = KINDS[type_id].name
    if count == 1:
        return name
    many = name[:-3] + "men" if name.endswith("man") else name + "es" if name.endswith(("ch", "sh")) else name + "s"
    return plural(count, name, many)


def age_name(age: str) -> str:
    return D.AGES[age].name


def cost_words(cost: Mapping[str, int]) -> str:
    """'125 gold and 100 food' in the order the rulebook names them; 'nothing'."""
    return amounts(cost)


def dice_words(need: int, die: int) -> str:
    """'1 or 2 on a d8', 'a 1 on a d4', 'any roll of a d4', 'no roll of a d20'."""
    if need <= 0:
        return f"no roll of a d{die}"
    if need >= die:
        return f"any roll of a d{die}"
    if need == 1:
        return f"a 1 on a d{die}"
    if need == 2:
        return f"1 or 2 on a d{die}"
    return f"1 to {need} on a d{die}"


def group_words(type_ids: Iterable[str]) -> str:
    """'2 Villagers and a Scout', 'an Axeman' for the types of a group of pieces."""
    counts: dict[str, int] = {}
    for t in type_ids:
        counts[t] = counts.get(t, 0) + 1
    return join(kind_name(t, n) if n > 1 else article(kind_name(t)) for t, n in counts.items()) or "nothing"
