"""Words of Rise of Empires: names of tiles, regions, rows and boxes, the pending decisions, amounts.
The engine's words (plural, join, amounts) do the rest."""
from __future__ import annotations

from dawnofempires_gui.engine.words import amounts, join, plural

from . import data as D

ERA = D.ERA_NAMES
ROW_NAMES = {"progress": "Progress", "territory": "Territory", "city": "City", "empire": "Empire", "trade": "Trade"}
PAY_WORDS = {"gold": "gold", "cubes": "cube", "discs": "resource disc", "food": "food", "vp": "victory point"}
AMOUNT_WORDS = {"gold": "gold", "cubes": "cube", "discs": "resource disc", "food": "food", "vp": "victory point"}

STEP_WORDS = {
    "action": "choose an action",
    "pay": "pay for the discs to the left",
    "b_act": "take the action of the row, or nothing",
    "place": "place cubes on the map",
    "battle": "fight a battle, or stop",
    "after": "use a free-action tile, or end the turn",
    "feed": "feed your cities, or give some up",
    "upkeep": "pay city upkeep, or give cities up",
    "keep": "keep tiles for the next era",
    "order": "choose a place in the turn order",
}

PENDING = {
    "action": "First choose your action for this turn.",
    "pay": "First pay for the discs to the left of the one you took back.",
    "b_act": "First take the action of the row you took your disc from, or choose to do nothing.",
    "place": "First place your cubes (or confirm the placement).",
    "battle": "First fight a battle or stop fighting.",
    "after": "Your action is done: use a free-action tile or end your turn.",
    "feed": "First decide whether to feed your cities in the Food phase.",
    "upkeep": "First pay the upkeep of your cities or give them up.",
    "keep": "First decide which tiles to keep for the next era.",
    "order": "First choose a place in the turn order.",
}


def progress_name(tile: str) -> str:
    return D.PROGRESS_BY_ID[tile].name


def territory_name(tile: str) -> str:
    return D.TERRITORY_BY_ID[tile].name


def city_name(tile: str) -> str:
    return D.CITY_BY_ID[tile].name


def tile_name(tile: str) -> str:
    """A progress, city or territory tile by its id."""
    for table in (D.PROGRESS_BY_ID, D.CITY_BY_ID, D.TERRITORY_BY_ID):
        if tile in table:
            return table[tile].name
    return tile


def region_name(region: str) -> str:
    return D.REGIONS[region].name


def cubes(n: int) -> str:
    return plural(n, "cube")


def empire_words(tile: str, era: int, you: bool = True) -> str:
    """'empire tile 2 with water (battle: you lose 1, the defender 2)'; for the log (you=False) the
    attacker is named as such. A tile with two rows gives two battles in Era III, before that one with its
    top row: the words name the rows usable in `era` (they read 'or' as a choice of one)."""
    side = D.EMPIRE_BY_ID[tile].side(era)
    who = "you lose" if you else "the attacker loses"
    rows = side.rows if era == 3 else side.rows[:1]
    said = "; ".join(f"{who} {r.attacker}, the defender {r.defender}" for r in rows)
    battles = "two battles, one per row: " if len(rows) == 2 else "battle: "
    return f"empire tile {side.number}{' with water' if side.water else ''} ({battles}{said})"


def trade_words(box: str) -> str:
    b = D.TRADE_BY_ID[box]
    reward = "gold" if b.reward == "gold" else "victory point"
    return f"{plural(b.discs, 'resource disc')} for {plural(b.amount, reward)}"


def cost_words(cost: dict[str, int]) -> str:
    return amounts({AMOUNT_WORDS[k]: v for k, v in cost.items()}, "nothing")


def gains(values: dict[str, int]) -> str:
    """'2 gold, 1 resource disc and 3 cubes'."""
    return join(plural(v, AMOUNT_WORDS[k]) for k, v in values.items() if v) or "nothing"
