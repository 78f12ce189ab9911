"""Exchanges: the blue technologies' and some wonders' conversions, any number of times during your own
turn (§9.2, §11), and the base wealth exchange (1 wealth into 1 money or 1 science), only while
converting cubes in a Harvest (§4.1.3)."""
from __future__ import annotations

from dawnofempires_gui.engine import Action

from . import data as D
from .state import ASKED, MOVES, RI, DoeMove

EXCHANGE = {e: Action("exchange", id=e) for e in D.EXCHANGES}
TECH_EXCHANGE = {t: d.exchange for t, d in D.TECHS.items() if d.exchange is not None}
WONDER_EXCHANGE = {w: D.BUILDINGS[w].exchange for w in D.WONDERS if D.BUILDINGS[w].exchange is not None}


class ExchangeRules:
    """The game class's part for exchanges."""

    def exchange_problem(self, p: int, ex: D.Exchange) -> str:
        res = self.res[p]
        for name, n in ex.give:
            if res[RI[name]] < n:
                return f"{ex.name} needs {n} {name}; you have {res[RI[name]]}."
        if all(res[RI[name]] >= D.CAP for name, _ in ex.get):
            return f"Your {' and '.join(r for r, _ in ex.get)} is already at {D.CAP}."
        return ""

    def exchange_allowed(self, p: int, ex: D.Exchange) -> bool:
        """exchange_problem() == "", without its words (the hot path of legal_actions)."""
        res = self.res[p]
        return (all(res[RI[name]] >= n for name, n in ex.give)
                and not all(res[RI[name]] >= D.CAP for name, _ in ex.get))


@MOVES.add
class Exchange(DoeMove):
    kind = "exchange"
    args = {"id": str}

    def options(self, game, seat):
        found = [TECH_EXCHANGE[t] for t in game.techs[seat] if t in TECH_EXCHANGE] if game.techs[seat] else []
        if game.wonder_owner:
            found += [WONDER_EXCHANGE[w] for w, o in game.wonder_owner.items() if o == seat and w in WONDER_EXCHANGE]
        if game.flow[0][0] == "convert":
            found = [*D.BASE_EXCHANGES, *found]
        return [EXCHANGE[ex.id] for ex in found if game.exchange_allowed(seat, ex)]

    def why_not(self, game, seat, action):
        ex = D.EXCHANGES.get(action["id"])
        if ex is None:
            return "There is no such conversion."
        if ex.harvest_only and game.step != "convert":
            return "Wealth converts 1:1 into money or science only while converting cubes in a Harvest."
        if ex not in game.exchanges_of(seat, True):
            return f"You do not have {ex.name}."
        return game.exchange_problem(seat, ex) or "You cannot convert now."

    def out_of_step(self, game, seat, action):
        top = game.top_step()[0]
        if top in ASKED:
            return ASKED[top]
        return "The game is still being set up: choose an empire and place its tiles first."

    def apply(self, game, seat, action):
        ex = D.EXCHANGES[action["id"]]
        for res, n in ex.give:
            game.res[seat][RI[res]] -= n
        for res, n in ex.get:
            game.gain(seat, RI[res], n)
        game.emit(f"{game.name(seat)} converts {ex.text()} ({ex.name}).", seat, "exchange")

    def describe(self, game, action):
        ex = D.EXCHANGES.get(action["id"])
        return f"Convert {ex.text()} ({ex.name})" if ex else "Convert"
