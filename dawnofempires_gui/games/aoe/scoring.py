"""The score sheet: the text keeps no score, so the sheet shows who won (I.B, VI.B) and, for each player, what
still stands of his civilization: military units, villagers, ships, and buildings and towers (face-up pieces;
foundations and units in training are not counted).
"""
from __future__ import annotations

import math

from dawnofempires_gui.engine import ScoreSheet
from dawnofempires_gui.games.aoe.kinds import AGE_RANK, KINDS
from dawnofempires_gui.games.aoe.state import AoeState

CATEGORIES = ["Victory", "Military units", "Villagers", "Ships", "Buildings and towers"]


class ScoringRules(AoeState):
    def standing(self, seat: int) -> dict[str, int]:
        """What still stands of the seat's civilization, by category of the score sheet."""
        counts = dict.fromkeys(CATEGORIES[1:], 0)
        for p in self.pieces.values():
            if p["owner"] != seat or p["down"]:
                continue
            k = KINDS[p["type"]]
            key = ("Buildings and towers" if not k.unit else "Villagers" if k.villager else "Ships" if k.sea
                   else "Military units")
            counts[key] += 1
        return counts

    def scores(self) -> ScoreSheet:
        decided = self.over and len(self.winners) < self.n
        points = []
        for s in range(self.n):
            row = {"Victory": 1 if decided and s in self.winners else 0, **self.standing(s)}
            points.append(row)
        return ScoreSheet(CATEGORIES[:], points, [sum(row.values()) for row in points],
                          self.winners[:] if self.over else [], self.end_reason)

    def strength(self, seat: int) -> float:
        """A rough worth of a civilization for the computer's search: its pieces (a unit by its A and d, a
        building by its F and d), its Age and its resources."""
        value = 0.0
        for p in self.pieces.values():
            if p["owner"] != seat or p["down"]:
                continue
            k = KINDS[p["type"]]
            value += p["steps"] * (0.5 + k.defence / 20 + (k.attack / 8 if k.unit else 0))
        return value + 1.5 * AGE_RANK[self.ages[seat]] + self.resource_total(seat) / 400

    def evaluate(self) -> list[float]:
        """A guess at the result of a game not yet over (the search cuts its playouts short): the strength of the
        seat's side against the other side's, squashed to 0..1. Allies share their side's value."""
        if self.over:
            return self.returns()
        sides = [0.0, 0.0]
        for s in self.playing():
            sides[self.board.team[s]] += self.strength(s)
        out = []
        for s in range(self.n):
            team = self.board.team[s]
            margin = sides[team] - sides[1 - team]
            out.append(1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, margin / 6.0)))))
        return out
