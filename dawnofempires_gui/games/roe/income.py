"""IV. Income: in turn order each player collects the gold, resource discs and cubes his city tiles,
territory tiles, controlled regions and progress tiles earn (cubes move from his general stock to his
pool), then pays 1 resource disc for each city that needs it, or gives the city up. The disc income
comes first, so it may pay the upkeep.

The bank's gold is unlimited; its resource discs are not (40 in all, resources/roe/SOURCES.md): when the
bank runs short, a player takes what is left and the rest of his disc income is lost. Likewise a player
whose general stock runs short moves only the cubes left.

Move: pay_upkeep (and discard_city, cities.py).
"""
from __future__ import annotations

from typing import Any

from dawnofempires_gui.engine.words import join, plural

from . import data as D
from .state import MOVES, RoeMove, act
from .words import city_name, gains


class IncomeRules:
    """The game class's part for the Income phase."""

    def income_due(self: Any, seat: int, kind: str) -> int:
        """What the seat earns of one kind (gold, discs, cubes) in an Income phase."""
        return (self.territory_yield(seat, kind) + self.city_yield(seat, kind)
                + self.controlled_income(seat, kind) + self.effect_total(seat, "income", kind))

    def _stage_income(self: Any) -> None:
        if self.stage_pos >= self.n:
            self.stage, self.stage_pos, self.stage_sub = "vp", 0, 0
            return
        seat = self.order[self.stage_pos]
        if self.stage_sub == 0:
            self.stage_sub = 1
            self.upkeep_done = []
            self.collect_income(seat)
        undecided = [c for c in self.cities[seat] if D.CITY_BY_ID[c].upkeep.discs and c not in self.upkeep_done]
        if undecided:
            if self.discs[seat] >= 1:
                self.push_step("upkeep", (seat,))
                return
            for c in undecided:
                self.discard_city(seat, c, "there is no resource disc for its upkeep")
        self.upkeep_done = []
        self.stage_pos += 1
        self.stage_sub = 0

    def collect_income(self: Any, seat: int) -> None:
        due = {k: self.income_due(seat, k) for k in ("gold", "discs", "cubes")}
        got = dict(due)
        if due["gold"]:
            self.gain_gold(seat, due["gold"])
        got["discs"] = self.take_discs(seat, due["discs"]) if due["discs"] else 0
        got["cubes"] = self.recruit(seat, due["cubes"]) if due["cubes"] else 0
        short = []
        if got["discs"] < due["discs"]:
            short.append(f"{plural(due['discs'] - got['discs'], 'resource disc')} short: the bank has no more")
        if got["cubes"] < due["cubes"]:
            short.append(f"{plural(due['cubes'] - got['cubes'], 'cube')} short: the general stock is empty")
        self.emit(f"Income: {self.name(seat)} takes {gains(got)}{' (' + join(short) + ')' if short else ''}.",
                  seat, "income")


@MOVES.add
class PayUpkeep(RoeMove):
    kind = "pay_upkeep"
    args = {"tile": str}

    def options(self, game, seat):
        if game.top_step()[0] != "upkeep":
            return []
        return [act("pay_upkeep", tile=t) for t in game.upkeep_choices(seat)
                if game.discs[seat] >= D.CITY_BY_ID[t].upkeep.discs]

    def problem(self, game, seat, action):
        tile = action["tile"]
        if tile not in game.upkeep_choices(seat):
            return "That city needs no upkeep now."
        if game.discs[seat] < D.CITY_BY_ID[tile].upkeep.discs:
            return f"{city_name(tile)} needs 1 resource disc of upkeep and you have none."
        return ""

    def apply(self, game, seat, action):
        tile = action["tile"]
        n = D.CITY_BY_ID[tile].upkeep.discs
        game.return_discs(seat, n)
        game.upkeep_done.append(tile)
        game.emit(f"{game.name(seat)} pays {plural(n, 'resource disc')} of upkeep for {city_name(tile)}.", seat,
                  "upkeep")
        if not game.upkeep_choices(seat) or game.discs[seat] == 0:
            game.pop_step()

    def describe(self, game, action):
        return f"Pay 1 resource disc to keep {city_name(action['tile'])}"
