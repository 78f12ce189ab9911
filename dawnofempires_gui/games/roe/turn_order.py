"""VI. Turn Order Determination: the player with the fewest victory points chooses any space of the turn
order track, then the others by increasing points choose among the spaces left. Ties: fewer game tokens
(gold, cubes in the pool and resource discs) first; still tied, the player further back in the previous
turn order first. Then the next game turn begins with its New Tiles phase.

Move: choose_place.
"""
from __future__ import annotations

from typing import Any

from dawnofempires_gui.engine.words import join, ordinal

from .state import G, MOVES, RoeMove, act


class TurnOrderRules:
    """The game class's part for turn order and the passage to the next game turn."""

    def choosing_order(self: Any) -> list[int]:
        """Who chooses a turn-order space first, second..."""
        return sorted(range(self.n), key=lambda s: (self.vp[s], self.tokens(s), -self.order.index(s)))

    def _stage_order(self: Any) -> None:
        if self.stage_sub == 0:
            self.stage_sub = 1
            self.stage_pos = 0
            self.order_queue = self.choosing_order()
            self.new_order = [-1] * self.n
            self.emit(f"Turn order: {join(self.name(s) for s in self.order_queue)} choose their places in that order.",
                      None, "order")
        if self.stage_pos < self.n:  # the last one has one space left: the engine takes it (an auto step)
            self.push_step("order", (self.order_queue[self.stage_pos],))
            return
        self.prev_order = self.order
        self.order = self.new_order
        self.order_queue, self.new_order = [], []
        self.emit(f"The turn order is now {join(self.name(s) for s in self.order)}.", None, "order")
        self.next_turn()

    def next_turn(self: Any) -> None:
        self.turn += 1
        if not self.b_turn:
            self.hand = [G.actions_per_turn] * self.n
        self.stage, self.stage_pos, self.stage_sub = "actions", 0, 0
        self.turn_pos = -1
        self.new_tiles()


@MOVES.add
class ChoosePlace(RoeMove):
    kind = "choose_place"
    args = {"space": int}

    def options(self, game, seat):
        if game.top_step()[0] != "order":
            return []
        return [act(self.kind, space=i + 1) for i, s in enumerate(game.new_order) if s < 0]

    def problem(self, game, seat, action):
        space = action["space"]
        if not 1 <= space <= game.n:
            return f"The turn order track has spaces 1 to {game.n}."
        if game.new_order[space - 1] >= 0:
            return (f"Space {space} is taken by {game.name(game.new_order[space - 1])}: occupied spaces may not be "
                    f"chosen.")
        return ""

    def apply(self, game, seat, action):
        game.new_order[action["space"] - 1] = seat
        game.stage_pos += 1
        game.emit(f"{game.name(seat)} takes space {action['space']} of the turn order.", seat, "order")
        game.pop_step()

    def describe(self, game, action):
        return f"Play {ordinal(action['space'])} next game turn"
