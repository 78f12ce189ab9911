"""The end of the game and the scores (§6): the end is triggered when a player has built all 9 huts,
researched 12 technologies or has 20 military experience; then every player, the one who triggered it
included, takes one more turn. Points: huts on the map, technologies, legends, Palace, wonders as printed
(Temple of Mars: 1 per two empty spaces of the military upkeep track) and 1 per player with less military
experience. The rules give no tie-break: tied players share the victory."""
from __future__ import annotations

from dawnofempires_gui.engine import ScoreSheet

from . import data as D

CATEGORIES = ["Huts", "Technologies", "Legends", "Palace", "Wonders", "Military experience"]


class ScoringRules:
    """The game class's part for the end and the scores."""

    def check_end(self) -> None:
        if self.final_left >= 0 or self.over:
            return
        if min(self.huts_track) > 0 and max(self.xp) < 20 and max(map(len, self.techs)) < 12:
            return
        if self.step in ("empire", "start"):
            return
        for p in range(self.n):
            reason = ""
            if self.huts_track[p] == 0:
                reason = f"{self.name(p)} has built all {D.HUTS} huts"
            elif len(self.techs[p]) >= 12:
                reason = f"{self.name(p)} has researched 12 technologies"
            elif self.xp[p] >= 20:
                reason = f"{self.name(p)} has {self.xp[p]} military experience"
            if reason:
                self.final_left = self.n + 1  # this turn, then one more turn for every player
                self.end_reason = reason + "."
                self.emit(f"The end is near: {reason}. Every player, {self.name(p)} included, takes one more turn.",
                          p, "end")
                return

    def score_parts(self, p: int) -> dict[str, int]:
        wonders = 0
        for w, o in self.wonder_owner.items():
            if o == p:
                wonders += self.empty_spaces(p) // 2 if D.BUILDINGS[w].mars else D.BUILDINGS[w].vp
        return {
            "Huts": self.huts_on_map(p),
            "Technologies": len(self.techs[p]),
            "Legends": self.legends[p],
            "Palace": sum(D.BUILDINGS[b].vp for b in self.imps[p]),
            "Wonders": wonders,
            "Military experience": sum(1 for q in range(self.n) if self.xp[q] < self.xp[p]),
        }

    def scores(self) -> ScoreSheet:
        points = [self.score_parts(p) for p in range(self.n)]
        totals = [sum(pt.values()) for pt in points]
        best = max(totals)
        winners = [p for p in range(self.n) if totals[p] == best]
        tie = "The rules give no tie-break: the tied players share the victory." if len(winners) > 1 else ""
        notes = [self.end_reason] if self.end_reason else []
        return ScoreSheet(categories=list(CATEGORIES), points=points, totals=totals, winners=winners, tie_break=tie,
                          notes=notes)

    def winners_words(self) -> str:
        """"Ana wins with 12 points." or "Ana and Ben share the victory with 9 points." (the end of the game)."""
        sheet = self.scores()
        names = [self.name(w) for w in sheet.winners]
        best = sheet.totals[sheet.winners[0]]
        if len(names) == 1:
            return f"{names[0]} wins with {best} points."
        return f"{', '.join(names[:-1])} and {names[-1]} share the victory with {best} points."
