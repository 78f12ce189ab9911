"""I.B Winning and VI.B Allied Victory, and the end of a turn.

A player whose military units, villagers, buildings, boats and towers are all destroyed is out (walls, which
the text never defines, do not exist here; foundations and units in training do not count): whatever he
still has face down is removed. With two players the other one wins. In the team game the long version is
won by destroying every opposing civilization, the short one by being first to destroy one of them. A
side that loses its last piece in the same Applying Hits phase as the other makes a draw.

The option turn_limit (not shown to players; 0, no limit, unless a test or the simulator sets one) stops
the game after that turn as a draw: the text has no such rule.
"""
from __future__ import annotations

from dawnofempires_gui.engine.words import join
from dawnofempires_gui.games.aoe.state import AoeState


class WinningRules(AoeState):
    def alive(self, seat: int) -> bool:
        """Has anything that counts for victory: a face-up unit, building or tower."""
        return any(p["owner"] == seat and not p["down"] for p in self.pieces.values())

    def check_eliminations(self) -> None:
        fallen = [s for s in self.playing() if not self.alive(s)]
        for seat in fallen:
            self.eliminate(seat)
        if fallen:
            self.check_victory(fallen)

    def eliminate(self, seat: int) -> None:
        for piece in [p for p in self.pieces.values() if p["owner"] == seat]:
            del self.pieces[piece["id"]]
        self.eliminated[seat] = True
        self.cc[seat] = []
        self.advancing[seat] = -1
        self.upgrading[seat] = {}
        self.over_limit[seat] = 0
        self.collect_left[seat] = 0
        self.giving[seat] = None
        self.emit(f"The civilization of {self.seat_name(seat)} is destroyed: every unit, building and tower is gone.",
                  seat, "eliminated")

    def check_victory(self, fallen: list[int]) -> None:
        teams = self.board.team
        short = self.n > 2 and self.options.get("team_game", "long") == "short"
        if short:
            losing = {teams[s] for s in fallen}
        else:
            losing = {t for t in (0, 1) if all(self.eliminated[s] for s in range(self.n) if teams[s] == t)}
        if not losing:
            return
        if len(losing) == 2:
            self.finish(list(range(self.n)), "Both sides lost their last civilization at once: a draw.")
            return
        winner = 1 - losing.pop()
        seats = [s for s in range(self.n) if teams[s] == winner]
        names = join(self.seat_name(s) for s in seats)
        if self.n == 2:
            why = f"{names} wins: every enemy unit, building and tower is destroyed."
        elif short:
            why = f"{names} win the short game: they destroyed an opposing civilization first."
        else:
            why = f"{names} win: every opposing civilization is destroyed."
        self.finish(seats, why)

    def finish(self, winners: list[int], reason: str) -> None:
        self.over = True
        self.winners = winners
        self.end_reason = reason
        self.stage = "over"
        self.flow = []
        self.emit(reason, None, "end")

    def stage_end(self) -> None:
        limit = self.options.get("turn_limit", 0)
        self.moved = {}
        self.lead = []
        if limit and self.turn >= limit:
            self.finish(list(range(self.n)), f"The game is stopped after turn {self.turn}: no side has been destroyed, "
                                             "a draw.")
            return
        self.turn += 1
        self.stage = "collect"
