"""The words of Dawn of Empires: tile and corner names, stacks, amounts and the names of the steps, for
the log, the buttons and the status bar (the plurals and lists are the engine's, engine/words.py)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dawnofempires_gui.engine.words import amounts, join, plural

from . import data as D
from . import hexmap as H

COLUMNS = "ABCDE"

# What the seat to move is doing, by step (the status bar and the turn panel's title).
STEP_WORDS = {
    "empire": "choose an empire", "start": "place the starting tiles", "rondel": "move the rondel marker",
    "collect": "Harvest: collect cubes", "discard": "Harvest: unhappy faces", "convert": "Harvest: convert cubes",
    "upkeep": "Harvest: pay upkeep", "research": "Research", "research_bonus": "Research (Philosophy)",
    "recruit": "Recruit", "recruit_extra": "Recruit (Barracks)", "move_pick": "Move: choose a stack",
    "move_stack": "Move: choose a destination", "explore": "Explore", "build": "Build", "grow": "Grow",
    "done": "finish the turn", "legend": "promote a legend?", "mars": "place the Spirit of Mars",
}


def tile_label(t: int) -> str:
    """"C3": the column letter from q, the row r + 1 (the labels drawn on the map)."""
    q, r = H.TILE_QR[t]
    return f"{COLUMNS[q]}{r + 1}"


def tile_name(t: Any) -> str:
    """A tile's label, or the value itself when it is no tile (the words of a malformed action)."""
    return tile_label(t) if isinstance(t, int) and 0 <= t < H.N_TILES else str(t)


def corner_label(c: int) -> str:
    return "the corner of " + join((tile_label(t) for t in H.CORNER_TILES[c]), "and")


def stack_words(w: int, s: int, mars: int | bool) -> str:
    """"2 warriors and 1 settler", "the Spirit of Mars"."""
    parts = [plural(w, "warrior") if w else "", plural(s, "settler") if s else "", "the Spirit of Mars" if mars else ""]
    return join(parts) or "nothing"


def resource_amounts(vec: Sequence[int]) -> str:
    """"1 food and 2 production" from a vector of the five resources."""
    return amounts(zip(D.RESOURCES, vec))


def cubes(n: int) -> str:
    return plural(n, "cube")
