"""III.D Hand-to-Hand Attack phase, the programmed attacks: every hand-to-hand unit not under command-control
(Barracks, Stable and Academy units, villagers) attacks the enemy with the HIGHEST D in its own square, then
the oldest (house), even one already hit; with no enemy in its square it does nothing. Villagers and
Clubmen attack in pairs. The commanded ones and the order of the phase: combat.py.
"""
from __future__ import annotations

from dawnofempires_gui.games.aoe.combat import CombatRules


class MeleeRules(CombatRules):
    def stage_melee(self) -> None:
        self.begin_attacks("melee")

    def stage_melee_now(self) -> None:
        self.next_commanded_attack("melee", late=False)

    def stage_melee_auto(self) -> None:
        self.programmed_attacks("melee")

    def stage_melee_late(self) -> None:
        self.next_commanded_attack("melee", late=True)

    def melee_target(self, group: tuple[int, ...]) -> dict | None:
        """The strongest enemy in the square: highest D, then oldest."""
        targets = self.targets_for(group)
        return min(targets, key=lambda p: (-self.defence(p), p["id"])) if targets else None

    def programmed_melee(self) -> None:
        teams = self.board.team
        for seat in self.order:
            groups = self.attack_groups(seat, "melee", commanded=False)[0]
            if not groups:
                continue
            enemies_at: dict[int, list[dict]] = {}  # melee_target() for every group, the enemies looked up once
            for p in self.pieces.values():
                if teams[p["owner"]] != teams[seat]:
                    enemies_at.setdefault(p["square"], []).append(p)
            for group in groups:
                found = enemies_at.get(self.pieces[group[0]]["square"])
                if found:
                    target = min(found, key=lambda p: (-self.defence(p), p["id"]))
                    self.resolve_attack(group, [target], "melee")
