"""III.C Missile Attack phase, the programmed fire: every missile unit not under command-control (Archery
Range units, towers, Scout Ships, War Galleys, Triremes, Ballistas, Helepolis) fires at the enemy nearest
to it within its range, among equally near ones at the LOWEST D, then the oldest (house); even at one that
already carries hit markers. With no enemy in range it does nothing. A lone Bowman pairs with another lone
Bowman of its owner firing at the same enemy. The commanded ones and the order of the phase: combat.py.
"""
from __future__ import annotations

from dawnofempires_gui.games.aoe.combat import CombatRules
from dawnofempires_gui.games.aoe.kinds import KINDS


class MissileRules(CombatRules):
    def stage_missile(self) -> None:
        self.begin_attacks("missile")

    def stage_missile_now(self) -> None:
        self.next_commanded_attack("missile", late=False)

    def stage_missile_auto(self) -> None:
        self.programmed_attacks("missile")

    def stage_missile_late(self) -> None:
        self.next_commanded_attack("missile", late=True)

    def missile_target(self, piece: dict) -> dict | None:
        """The enemy a programmed missile unit fires at: nearest, then lowest D, then oldest."""
        best, best_key = None, None
        k = KINDS[piece["type"]]
        teams = self.board.team
        team, width, low, high = teams[piece["owner"]], self.board.width, k.min_range, k.range
        x0, y0 = piece["square"] % width, piece["square"] // width
        for target in self.pieces.values():  # targets_for() and the distance, in one pass
            if teams[target["owner"]] == team:
                continue
            sq = target["square"]
            dx, dy = abs(sq % width - x0), abs(sq // width - y0)
            d = dx + dy + (dx if dx > dy else dy)
            if low <= d <= high:
                key = (d, self.defence(target), target["id"])
                if best_key is None or key < best_key:
                    best, best_key = target, key
        return best

    def missile_targets(self, piece: dict, first: dict) -> list[dict]:
        """The first target and, for a unit that rolls against several (the Helepolis), the weakest others in
        its square."""
        most = KINDS[piece["type"]].targets
        if most == 1:
            return [first]
        others = [p for p in self.targets_for((piece["id"],)) if p["square"] == first["square"] and p is not first]
        others.sort(key=lambda p: (self.defence(p), p["id"]))
        return [first, *others[:most - 1]]

    def programmed_missile(self) -> None:
        for seat in self.order:
            groups, lone = self.attack_groups(seat, "missile", commanded=False)
            shots = []
            for group in groups:
                target = self.missile_target(self.pieces[group[0]])
                if target is not None:
                    shots.append((group, target))
            by_target: dict[int, list[int]] = {}
            for i in lone:
                if KINDS[self.pieces[i]["type"]].pair == "square_or_target":
                    target = self.missile_target(self.pieces[i])
                    if target is not None:
                        by_target.setdefault(target["id"], []).append(i)
            for tid, ids in by_target.items():
                shots.extend(((a, b), self.pieces[tid]) for a, b in zip(ids[0::2], ids[1::2]))
            shots.sort(key=lambda shot: shot[0])
            for group, target in shots:
                self.resolve_attack(group, self.missile_targets(self.pieces[group[0]], target), "missile")
