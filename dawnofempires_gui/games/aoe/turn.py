"""III. Sequence of Play: the turn runs phase by phase for all players (Resource Collection, Command-Control,
Missile Attack, Hand-to-Hand Attack, Applying Hits, Catapult Launch, Movement and Build), every player
completing a phase before the next begins.

`stage` names the next part of the sequence to run; proceed() runs the parts that need no decision until
one needs a player (a step on the flow) or the game is over. The parts, in order:
  collect, roll, command,
  missile, missile_now, missile_auto, missile_late,   (the same four for melee and catapult)
  melee ..., hits, catapult ..., complete, move, move_auto, build, end
Each part is the method stage_<part> of the chapter it belongs to.
"""
from __future__ import annotations

from dawnofempires_gui.engine.words import join
from dawnofempires_gui.games.aoe.state import AoeState
from dawnofempires_gui.games.aoe.words import STEP_WORDS


class TurnRules(AoeState):
    def proceed(self) -> None:
        while not self.over and not self.flow:
            getattr(self, "stage_" + self.stage)()

    def is_over(self) -> bool:
        return self.over

    def how_far(self) -> str:
        return f"turn {self.turn}" if self.turn >= 1 else ""

    def phase(self) -> str:
        if self.over:
            return "Game over"
        step, seats = self.top_step()[:2]
        what = STEP_WORDS.get(step, step)
        waiting = self.to_move()
        who = "everyone" if len(waiting) == self.n else join(self.seat_name(s) for s in waiting) or "nobody"
        if step == "attack" and self.shooter is not None:
            what = f"choosing a target for the {self.group_name(self.shooter[1], owner=False)}"
        if self.stage == "setup" or self.turn == 0:
            return f"Setting up · {who}: {what}"
        return f"Turn {self.turn} · {self.phase_name()} · {who}: {what}"
