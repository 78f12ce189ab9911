"""V. Victory Points (and Control of Regions): in turn order each player scores his city tiles, towns,
progress tiles and regions. A player controls a region with more cubes than any other single player and
scores the larger number of its standard; the player with the second most cubes scores the smaller one.
Tied controllers share control: they divide both numbers together, rounded down, and nobody is second;
tied second places divide the smaller number, rounded down. Shared control shares a region's income in
the same way (state.region_vp, state.region_income).
"""
from __future__ import annotations

from typing import Any

from dawnofempires_gui.engine.words import join, plural

from .state import LAST_TURN, REGION_IDS


class VictoryRules:
    """The game class's part for the Victory Points phase."""

    def vp_due(self: Any, seat: int) -> dict[str, int]:
        """The points the seat would score in a Victory Points phase now, by category."""
        regions = 0
        for r in REGION_IDS:
            if self.cubes[r][seat]:
                regions += self.region_vp(r)[seat]
        return {"Regions": regions, "Cities": self.city_yield(seat, "vp"), "Towns": self.territory_yield(seat, "vp"),
                "Progress": self.effect_total(seat, "income", "vp")}

    def _stage_vp(self: Any) -> None:
        for seat in self.order:
            due = self.vp_due(seat)
            for category, n in due.items():
                self.add_vp(seat, n, category)
            parts = [f"{n} for {c.lower()}" for c, n in due.items() if n]
            self.emit(f"Victory points: {self.name(seat)} scores {plural(sum(due.values()), 'point')}"
                      f"{' (' + join(parts) + ')' if parts else ''}, now {self.vp[seat]}.", seat, "vp")
        self.stage_pos, self.stage_sub = 0, 0
        if self.turn == LAST_TURN:
            self.final_scoring()
        elif self.b_turn:
            self.stage = "era_end"
        else:
            self.stage = "order"
