"""Trade: choose a box of the trade track that the era's colours allow and nobody has used this game
turn, put its resource discs in it, and at once take its gold from the bank or score its victory points
(World Trade: 1 more). The discs go back to the bank at the next New Tiles phase.

Move: trade.
"""
from __future__ import annotations

from typing import Any

from dawnofempires_gui.engine.words import plural

from . import data as D
from .actions import RegularMove
from .state import MOVES, act
from .words import ERA, trade_words


class TradeRules:
    """The game class's part for the trade track."""

    def trade_reward(self: Any, seat: int, box: str) -> int:
        return D.TRADE_BY_ID[box].amount + self.effect_total(seat, "trade_bonus", "amount")

    def trade_open(self: Any) -> list[str]:
        """The boxes usable now: the era's colour is on them and nobody has used them this game turn."""
        return [b.id for b in D.trade_boxes_for(self.era) if b.id not in self.trade]


@MOVES.add
class Trade(RegularMove):
    kind = "trade"
    args = {"box": str}
    row = "trade"

    def candidates(self, game, seat):
        have = game.discs[seat]
        return [act("trade", box=b) for b in game.trade_open() if D.TRADE_BY_ID[b].discs <= have]

    def why(self, game, seat, action):
        box = action["box"]
        if box not in D.TRADE_BY_ID:
            return "There is no such box on the trade track."
        if game.era not in D.TRADE_BY_ID[box].eras:
            return (f"A trade box may be used only in the eras its colours show; this one is not for "
                    f"Era {ERA[game.era]}.")
        if box in game.trade:
            return (f"Each box on the trade track may be selected by only one player per game turn; "
                    f"{game.name(game.trade[box])} has used this one.")
        need = D.TRADE_BY_ID[box].discs
        if game.discs[seat] < need:
            return f"This box needs {plural(need, 'resource disc')}; you have {game.discs[seat]}."
        return ""

    def apply(self, game, seat, action):
        box = D.TRADE_BY_ID[action["box"]]
        did = game.begin_regular(seat, self.row)
        game.discs[seat] -= box.discs  # onto the trade track until the next New Tiles phase
        game.trade[box.id] = seat
        amount = game.trade_reward(seat, box.id)
        if box.reward == "gold":
            game.gain_gold(seat, amount)
            got = f"{amount} gold"
        else:
            game.add_vp(seat, amount, "Trade")
            got = plural(amount, "victory point")
        game.emit(f"{game.name(seat)} {did}trades {plural(box.discs, 'resource disc')} for {got}.", seat, "trade")
        game.regular_done(seat)

    def describe(self, game, action):
        return f"Trade {trade_words(action['box'])}"
