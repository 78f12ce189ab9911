"""End of an Era (after the Victory Points phase of each B turn but the last, before Turn Order
Determination): the action display is empty; each player keeps progress tiles for 1 gold each (Writing:
for nothing) and city tiles for 1 cube each from his pool to his general stock; the rest go back into
the game box. Territory tiles are all kept. Then every player removes half his cubes, rounded up, from
each region (Feudalism: rounded down) to his general stock. None of this happens after Era III.

Moves: keep_tile, done_keeping.
"""
from __future__ import annotations

from typing import Any

from dawnofempires_gui.engine.words import join

from . import data as D
from .state import G, MOVES, REGION_IDS, RoeMove, act
from .words import cost_words, cubes, region_name, tile_name


class EraEndRules:
    """The game class's part for the end of an era."""

    def keep_cost(self: Any, seat: int, tile: str) -> dict[str, int]:
        if tile in D.PROGRESS_BY_ID:
            return {} if self.owns_effect(seat, "keep_free") else {"gold": G.keep_progress_gold}
        return {"cubes": G.keep_city_cubes}

    def keep_choices(self: Any, seat: int) -> list[str]:
        """The tiles the seat may still keep (and can pay for)."""
        return [t for t in self.progress[seat] + self.cities[seat]
                if t not in self.kept and self.can_pay(seat, self.keep_cost(seat, t))]

    def kept_by_choice(self: Any, seat: int) -> bool:
        """Whether the seat has paid to keep a tile in this end of the era (Writing's are kept for nothing)."""
        return any(self.keep_cost(seat, t) for t in self.kept)

    def _stage_era_end(self: Any) -> None:
        if self.stage_pos >= self.n:
            self.halve_cubes()
            self.stage, self.stage_pos, self.stage_sub = "order", 0, 0
            return
        seat = self.order[self.stage_pos]
        if self.stage_sub == 0:
            self.stage_sub = 1
            self.kept = [t for t in self.progress[seat] if not self.keep_cost(seat, t)]
            if self.kept:
                self.emit(f"{self.name(seat)} keeps {join(tile_name(t) for t in self.kept)} for nothing (Writing).",
                          seat, "keep")
            if self.keep_choices(seat):
                self.push_step("keep", (seat,))
                return
        self.return_unkept(seat)
        self.kept = []
        self.stage_pos += 1
        self.stage_sub = 0

    def return_unkept(self: Any, seat: int) -> None:
        lost = [t for t in self.progress[seat] + self.cities[seat] if t not in self.kept]
        for t in lost:
            if t in D.PROGRESS_BY_ID:
                self.progress[seat].remove(t)
                self.progress_box.append(t)
                self.taken_at[seat].pop(t, None)
            else:
                self.cities[seat].remove(t)
                self.city_box.append(t)
        if lost:
            self.emit(f"{self.name(seat)} returns {join(tile_name(t) for t in lost)} to the game box.", seat, "keep")

    def halve_cubes(self: Any) -> None:
        for seat in self.order:
            down = self.owns_effect(seat, "era_end_round_down")
            gone, total = [], 0
            for r in REGION_IDS:
                c = self.cubes[r][seat]
                k = c // 2 if down else (c + 1) // 2
                if k:
                    total += self.remove_cubes(seat, r, k)
                    gone.append(f"{k} from {region_name(r)}")
            if gone:
                self.emit(f"End of the era: {self.name(seat)} removes {cubes(total)} "
                          f"({join(gone)}){' (Feudalism: half rounded down)' if down else ''}.", seat, "era")


@MOVES.add
class KeepTile(RoeMove):
    kind = "keep_tile"
    args = {"tile": str}

    def options(self, game, seat):
        if game.top_step()[0] != "keep":
            return []
        return [act(self.kind, tile=t) for t in game.keep_choices(seat)]

    def problem(self, game, seat, action):
        tile = action["tile"]
        if tile not in game.progress[seat] + game.cities[seat]:
            return "You may keep only progress and city tiles you own."
        if tile in game.kept:
            return f"You already keep {tile_name(tile)}."
        cost = game.keep_cost(seat, tile)
        if not game.can_pay(seat, cost):
            return f"Keeping {tile_name(tile)} costs {cost_words(cost)}; you cannot pay it."
        return ""

    def apply(self, game, seat, action):
        tile = action["tile"]
        cost = game.keep_cost(seat, tile)
        for kind, n in cost.items():
            game.spend(seat, kind, n)
        game.kept.append(tile)
        game.emit(f"{game.name(seat)} keeps {tile_name(tile)} for {cost_words(cost)}.", seat, "keep")
        if not game.keep_choices(seat):
            game.pop_step()

    def describe(self, game, action):
        seat = game.top_step()[1][0] if game.top_step()[1] else 0
        return f"Keep {tile_name(action['tile'])} ({cost_words(game.keep_cost(seat, action['tile']))})"


@MOVES.add
class DoneKeeping(RoeMove):
    kind = "done_keeping"

    def options(self, game, seat):
        return [act(self.kind)] if game.top_step()[0] == "keep" else []

    def apply(self, game, seat, action):
        game.pop_step()

    def describe(self, game, action):
        if game.top_step()[0] == "keep" and not game.kept:  # none kept yet: every progress and city tile goes
            return "Keep no tiles (return them all to the box)"
        return "Return the other tiles to the box"
