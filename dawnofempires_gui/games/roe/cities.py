"""Take City Tiles, and the wonders.

A face-up city tile (turned this game turn or left aside earlier) costs the gold in its corner (Masonry:
1 less); a player who cannot pay may not take it. Cities yield food (or eat it), gold, resource discs,
cubes and victory points every game turn; some need 1 resource disc of upkeep in the Income phase. A
city whose upkeep its owner cannot or will not pay is discarded before victory points are scored (food
costs in the Food phase, disc upkeep in the Income phase: food.py, income.py). The six wonders can be
taken only in B turns: they cost gold, resource discs and cubes from the pool (Architecture: less), score
their victory points at once and leave the game.

Moves: take_city, discard_city.
"""
from __future__ import annotations

from typing import Any


from . import data as D
from .actions import RegularMove
from .state import MOVES, RoeMove, act
from .words import city_name, cost_words


class CityRules:
    """The game class's part for city tiles and wonders."""

    def city_offer(self: Any) -> list[str]:
        """The city tiles that may be taken now: face up in the boxes or aside."""
        return [t for t in self.city_up if t is not None] + self.city_aside

    def city_cost(self: Any, seat: int, tile: str) -> dict[str, int]:
        """What the tile costs this seat: gold for a city; gold, resource discs and cubes for a wonder."""
        c = D.CITY_BY_ID[tile]
        if c.wonder:
            return {k: max(0, c.cost.get(k) - self.effect_total(seat, "wonder_discount", k))
                    for k in ("gold", "discs", "cubes")}
        return {"gold": max(0, c.cost.gold - self.effect_total(seat, "city_discount", "gold"))}

    def can_pay(self: Any, seat: int, cost: dict[str, int]) -> bool:
        return (self.gold[seat] >= cost.get("gold", 0) and self.discs[seat] >= cost.get("discs", 0)
                and self.pool[seat] >= cost.get("cubes", 0))

    def city_yield(self: Any, seat: int, kind: str) -> int:
        return sum(D.CITY_BY_ID[c].yields.get(kind) for c in self.cities[seat])

    def upkeep_choices(self: Any, seat: int) -> list[str]:
        """The cities the seat may give up now: in the Food phase those that eat food, in the Income phase
        those whose resource-disc upkeep is not yet settled."""
        top = self.top_step()[0]
        if top == "feed":
            return [c for c in self.cities[seat] if D.CITY_BY_ID[c].yields.food < 0]
        if top == "upkeep":
            return [c for c in self.cities[seat] if D.CITY_BY_ID[c].upkeep.discs and c not in self.upkeep_done]
        return []

    def discard_city(self: Any, seat: int, tile: str, why: str) -> None:
        self.cities[seat].remove(tile)
        self.city_box.append(tile)
        self.emit(f"{self.name(seat)} gives up {city_name(tile)} ({why}); it goes back into the box.", seat, "city")


@MOVES.add
class TakeCity(RegularMove):
    kind = "take_city"
    args = {"tile": str}
    row = "city"

    def candidates(self, game, seat):
        out = []
        for t in game.city_offer():
            if D.CITY_BY_ID[t].wonder and not game.b_turn:
                continue
            if game.can_pay(seat, game.city_cost(seat, t)):
                out.append(act("take_city", tile=t))
        return out

    def why(self, game, seat, action):
        tile = action["tile"]
        if tile not in game.city_offer():
            return "That city tile is not face up on the tiles display."
        if D.CITY_BY_ID[tile].wonder and not game.b_turn:
            return "Wonders are only available during a B game turn."
        cost = game.city_cost(seat, tile)
        if not game.can_pay(seat, cost):
            return f"{city_name(tile)} costs {cost_words(cost)}; you cannot pay that, so you may not take it."
        return ""

    def apply(self, game, seat, action):
        tile = action["tile"]
        did = game.begin_regular(seat, self.row)
        cost = game.city_cost(seat, tile)
        if tile in game.city_up:
            game.city_up[game.city_up.index(tile)] = None
        else:
            game.city_aside.remove(tile)
        for kind, n in cost.items():
            if n:
                game.spend(seat, kind, n)
        paid = f" for {cost_words(cost)}" if any(cost.values()) else " (free)"
        city = D.CITY_BY_ID[tile]
        if city.wonder:
            game.add_vp(seat, city.vp_now, "Wonders")
            game.city_box.append(tile)
            game.wonders[seat].append(tile)
            game.emit(f"{game.name(seat)} {did}builds the wonder {city_name(tile)}{paid} and scores "
                      f"{city.vp_now} victory points at once.", seat, "city")
        else:
            game.cities[seat].append(tile)
            game.emit(f"{game.name(seat)} {did}takes the city tile {city_name(tile)}{paid}.", seat, "city")
        game.regular_done(seat)

    def describe(self, game, action):
        tile = action["tile"]
        city = D.CITY_BY_ID[tile]
        seat = game.top_step()[1][0] if game.top_step()[1] else 0
        cost = cost_words(game.city_cost(seat, tile))
        if city.wonder:
            return f"Build the wonder {city_name(tile)} ({cost}, {city.vp_now} victory points)"
        return f"Take {city_name(tile)} ({cost}) — city"


@MOVES.add
class DiscardCity(RoeMove):
    """Give up a city rather than pay its food (Food phase) or its resource disc (Income phase)."""

    kind = "discard_city"
    args = {"tile": str}

    def options(self, game, seat):
        return [act("discard_city", tile=t) for t in game.upkeep_choices(seat)]

    def problem(self, game, seat, action):
        if action["tile"] not in game.upkeep_choices(seat):
            return "Only a city whose upkeep is due now can be given up."
        return ""

    def apply(self, game, seat, action):
        step = game.top_step()[0]
        game.discard_city(seat, action["tile"], "its food is not paid" if step == "feed" else "its upkeep is not paid")
        if not game.upkeep_choices(seat):
            game.pop_step()

    def describe(self, game, action):
        return f"Give up {city_name(action['tile'])}"
