"""III.F Catapult Launch phase: Stone Throwers, Catapults, Heavy Catapults, Catapult Triremes and Juggernaughts
fire here and only here, at an enemy-occupied square between their minimum and maximum range, rolling
against up to two, three or four enemy units there; hits are BLACK markers, applied at the next turn's
Applying Hits phase unless the unit leaves its square in the Movement and Build phase (movement.py).
Programmed ones fire at the nearest square they can hit; among equally near squares, at the one holding the
enemy with the highest D (then the oldest, house), rolling against the highest D first.
The commanded ones and the order of the phase: combat.py.
"""
from __future__ import annotations

from dawnofempires_gui.games.aoe.combat import CombatRules
from dawnofempires_gui.games.aoe.kinds import KINDS


class CatapultRules(CombatRules):
    def stage_catapult(self) -> None:
        self.begin_attacks("catapult")

    def stage_catapult_now(self) -> None:
        self.next_commanded_attack("catapult", late=False)

    def stage_catapult_auto(self) -> None:
        self.programmed_attacks("catapult")

    def stage_catapult_late(self) -> None:
        self.next_commanded_attack("catapult", late=True)

    def catapult_targets(self, piece: dict) -> list[dict]:
        """The units a programmed catapult rolls against: in the nearest enemy-occupied square in reach (ties:
        the square with the highest D enemy, then its oldest), the highest D first, up to its number."""
        squares: dict[int, list[dict]] = {}
        for target in self.targets_for((piece["id"],)):
            squares.setdefault(target["square"], []).append(target)
        if not squares:
            return []
        for found in squares.values():
            found.sort(key=lambda p: (-self.defence(p), p["id"]))
        here = piece["square"]
        distance = self.board.grid.half_distance
        square = min(squares, key=lambda sq: (distance(here, sq), -self.defence(squares[sq][0]), squares[sq][0]["id"]))
        return squares[square][:KINDS[piece["type"]].targets]

    def programmed_catapult(self) -> None:
        for seat in self.order:
            for group in self.attack_groups(seat, "catapult", commanded=False)[0]:
                targets = self.catapult_targets(self.pieces[group[0]])
                if targets:
                    self.resolve_attack(group, targets, "catapult")
