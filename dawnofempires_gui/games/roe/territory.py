"""Take Territory Tile: a face-up territory tile (turned this game turn or left aside earlier, at no extra
cost); duplicates are allowed. Plains: 1 cube and 2 food a turn; Island: 1 cube and 1 food; Forest: 2
cubes and -2 food; Mountain: 3 cubes and -3 food; each Town: 1 victory point and one of 1 gold, 1 resource
disc, 1 food or 1 cube. Their yields are collected in the Food, Income and Victory Points phases.

Move: take_territory.
"""
from __future__ import annotations

from typing import Any


from . import data as D
from .actions import RegularMove
from .state import MOVES, act
from .words import territory_name


class TerritoryRules:
    """The game class's part for territory tiles."""

    def territory_offer(self: Any) -> list[str]:
        """The territory tiles that may be taken, each kind once (from the boxes first, then aside)."""
        seen: list[str] = []
        for t in self.territory_up:
            if t is not None and t not in seen:
                seen.append(t)
        for t in self.territory_aside:
            if t not in seen:
                seen.append(t)
        return seen

    def territory_yield(self: Any, seat: int, kind: str) -> int:
        """What the seat's territory tiles give of one kind a game turn (progress bonuses included)."""
        total = 0
        for t in self.territories[seat]:
            tk = D.TERRITORY_BY_ID[t]
            total += tk.yields.get(kind) + self.effect_total(seat, "territory_bonus", kind, kind=tk.land)
        return total


@MOVES.add
class TakeTerritory(RegularMove):
    kind = "take_territory"
    args = {"tile": str}
    row = "territory"

    def candidates(self, game, seat):
        return [act("take_territory", tile=t) for t in game.territory_offer()]

    def why(self, game, seat, action):
        if action["tile"] not in game.territory_offer():
            return "That territory tile is not face up on the tiles display."
        return ""

    def apply(self, game, seat, action):
        tile = action["tile"]
        did = game.begin_regular(seat, self.row)
        if tile in game.territory_up:
            game.territory_up[game.territory_up.index(tile)] = None
        else:
            game.territory_aside.remove(tile)
        game.territories[seat].append(tile)
        game.emit(f"{game.name(seat)} {did}takes the territory tile {territory_name(tile)}.", seat, "territory")
        game.regular_done(seat)

    def describe(self, game, action):
        return f"Take {territory_name(action['tile'])} — territory"
