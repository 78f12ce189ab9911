"""III. Food: in turn order each player adds up the food his territory tiles, cities, controlled regions
and progress tiles earn or cost, and moves his food disc by the net result (doubled in the last game
turn). Gains and losses of the phase are netted first; then at the top of the track (20) every 2 food
that cannot be gained give 1 gold (an odd point is lost), and at the bottom (0) every food that cannot
be lost costs 1 victory point (never below 0). Before that, a player may give up cities rather than feed
them (a city whose upkeep is not paid is discarded before victory points are scored).

Move: feed_cities (and discard_city, cities.py).
"""
from __future__ import annotations

from typing import Any

from dawnofempires_gui.engine.words import join, plural

from . import data as D
from .state import FOOD_BOTTOM, FOOD_TOP, G, LAST_TURN, MOVES, RoeMove, act
from .words import city_name


class FoodRules:
    """The game class's part for the Food phase."""

    def food_change(self: Any, seat: int) -> int:
        """The net food of one Food phase, before the last turn's doubling."""
        return (self.territory_yield(seat, "food") + self.city_yield(seat, "food")
                + self.controlled_income(seat, "food") + self.effect_total(seat, "income", "food"))

    def food_after(self: Any, food: int, change: int) -> tuple[int, int, int]:
        """(food, gold gained, victory points owed) after moving the food disc by `change`."""
        new = food + change
        if new > FOOD_TOP:
            return FOOD_TOP, (new - FOOD_TOP) // G.food_per_gold_over_top, 0
        if new < FOOD_BOTTOM:
            return FOOD_BOTTOM, 0, (FOOD_BOTTOM - new) * G.vp_per_food_under_bottom
        return new, 0, 0

    def food_ahead(self: Any, seat: int) -> tuple[int, int]:
        """(victory points owed to hunger, gold from food over the top) in the Food phases left if the seat's
        food stood as it is now: what the computer's judgement counts against a hungry empire."""
        ahead_now = self.stage == "actions" or (self.stage == "food" and self.order.index(seat) >= self.stage_pos)
        food, owed, gold = self.food[seat], 0, 0
        change = self.food_change(seat)
        for turn in range(self.turn if ahead_now else self.turn + 1, LAST_TURN + 1):
            food, over, under = self.food_after(food, change * (G.last_turn_food_factor if turn == LAST_TURN else 1))
            gold, owed = gold + over, owed + under
        return owed, gold

    def _stage_food(self: Any) -> None:
        if self.stage_pos >= self.n:
            self.stage, self.stage_pos, self.stage_sub = "income", 0, 0
            return
        seat = self.order[self.stage_pos]
        if self.stage_sub == 0:
            self.stage_sub = 1
            if any(D.CITY_BY_ID[c].yields.food < 0 for c in self.cities[seat]):
                self.push_step("feed", (seat,))
                return
        self.resolve_food(seat)
        self.stage_pos += 1
        self.stage_sub = 0

    def resolve_food(self: Any, seat: int) -> None:
        change = self.food_change(seat)
        if self.turn == LAST_TURN:
            change *= G.last_turn_food_factor
        before = self.food[seat]
        food, gold, owed = self.food_after(before, change)
        self.food[seat] = food
        extra = []
        if gold:
            self.gain_gold(seat, gold)
            extra.append(f"the food that does not fit gives {gold} gold")
        if owed:
            lost = self.lose_vp(seat, owed, "Hunger")
            short = "" if lost == owed else f" of the {owed} owed (no one goes below 0 points)"
            extra.append(f"the missing food costs {plural(lost, 'victory point')}{short}")
        doubled = " (doubled in the last game turn)" if self.turn == LAST_TURN and change else ""
        self.emit(f"Food: {self.name(seat)} {change:+d}{doubled}, {before} → {food}"
                  f"{'; ' + join(extra) if extra else ''}.", seat, "food")


@MOVES.add
class FeedCities(RoeMove):
    kind = "feed_cities"

    def options(self, game, seat):
        return [act("feed_cities")] if game.top_step()[0] == "feed" else []

    def apply(self, game, seat, action):
        game.pop_step()

    def describe(self, game, action):
        seat = game.top_step()[1][0] if game.top_step()[0] == "feed" else 0
        eating = [city_name(c) for c in game.upkeep_choices(seat)] if game.top_step()[0] == "feed" else []
        return f"Feed your cities{' (' + join(eating) + ')' if eating else ''}"
