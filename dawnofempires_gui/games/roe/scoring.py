"""End of the Game: after the Victory Points phase of the sixth game turn each player scores 1 point per
3 gold (Stock Exchange: per 2) and 1 per 3 resource discs, rounded down; cubes and food score nothing.
The most points wins; a tie goes to the tied player with the most gold; still tied, the victory is shared.

evaluate() (for the computer opponents' search, which cuts its playouts short): each seat's points now,
plus what its position would score if it stood unchanged to the end — its per-turn points (regions,
cities, towns, progress) for every Victory Points phase left, its gold and resource discs at the end
rate (gold also earns its per-turn income), less the points its food would miss in the Food phases
left (food over the top gives gold) — as a margin over the best other seat, squashed to 0..1
(SCORE_SCALE points of margin make about three quarters).
"""
from __future__ import annotations

from typing import Any

from dawnofempires_gui.engine import ScoreSheet
from dawnofempires_gui.engine.words import join, plural

from .state import BY_EFFECT, CATEGORIES, G, LAST_TURN


class ScoringRules:
    """The game class's part for the end of the game and the scores."""

    def gold_per_vp(self: Any, seat: int) -> int:
        """Gold for 1 victory point at the end (3; Stock Exchange: 2)."""
        better = [e.params["gold_per_vp"] for t, e in BY_EFFECT["final_score"] if t in self.progress[seat]]
        return min([G.final_gold_per_vp, *better])

    def final_scoring(self: Any) -> None:
        for seat in self.order:
            gold = self.gold[seat] // self.gold_per_vp(seat)
            discs = self.discs[seat] // G.final_discs_per_vp
            self.add_vp(seat, gold, "Gold left")
            self.add_vp(seat, discs, "Resource discs left")
            self.emit(f"End of the game: {self.name(seat)} scores {gold} for {self.gold[seat]} gold and {discs} for "
                      f"{plural(self.discs[seat], 'resource disc')}: {plural(self.vp[seat], 'victory point')}.", seat,
                      "end")
        self.over = True
        self.flow.clear()
        sheet = self.scores()
        verb = "wins" if len(sheet.winners) == 1 else "share the victory"
        tie = f" {sheet.tie_break}" if sheet.tie_break else ""
        best = plural(max(sheet.totals), "victory point")
        self.emit(f"{join(self.name(s) for s in sheet.winners)} {verb} with {best}.{tie}", None, "end")

    def ranking(self: Any) -> tuple[list[int], str]:
        """(the winners, the tie-break used)."""
        best = max(self.vp)
        leaders = [s for s in range(self.n) if self.vp[s] == best]
        if len(leaders) == 1:
            return leaders, ""
        most = max(self.gold[s] for s in leaders)
        winners = [s for s in leaders if self.gold[s] == most]
        words = "Tied on victory points: the most gold wins."
        if len(winners) > 1:
            words += " Still tied: a shared victory."
        return winners, words

    def scores(self: Any) -> ScoreSheet:
        winners, tie = self.ranking()
        points = [{c: self.vp_parts[s][c] for c in CATEGORIES} for s in range(self.n)]
        # (the score so far is headed 'if the game ended now': say why the gold held scores nothing yet)
        notes = [] if self.over else [f"Game turn {self.turn} of {LAST_TURN}: the points so far. Gold and resource "
                                      f"discs are counted only at the end of the game: until then their rows read 0."]
        return ScoreSheet(list(CATEGORIES), points, list(self.vp), winners, tie, notes)

    def evaluate(self: Any) -> list[float]:
        if self.over:
            return self.returns()
        phases_left = LAST_TURN - self.turn + (1 if self.stage in ("actions", "food", "income", "vp") else 0)
        guess = []
        for s in range(self.n):
            per_turn = sum(self.vp_due(s).values())
            hunger, food_gold = self.food_ahead(s)
            gold = self.gold[s] + phases_left * self.income_due(s, "gold") + food_gold
            guess.append(self.vp[s] + phases_left * per_turn - hunger + gold / self.gold_per_vp(s)
                         + self.discs[s] / G.final_discs_per_vp)
        return self.by_margin(guess)
