"""The score sheet: the text keeps no score, so the sheet shows who won (I.B, VI.B) and, for each player, what
still stands of his civilization: military units, villagers, ships, and buildings and towers (face-up pieces;
foundations and units in training are not counted).
"""
from __future__ import annotations

from dawnofempires_gui.engine import ScoreSheet
from dawnofempires_gui.games.aoe.kinds import KINDS
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
