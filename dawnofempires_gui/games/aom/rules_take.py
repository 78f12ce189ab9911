"""Cubes chosen one at a time: from the bank (Hermes, Forseti, Hades) or from another player (Loki, and the
spoils of a won attack on a Holding Area: any five cubes, never victory cubes). No choice is asked when there is
none: all of one resource, or everything there is."""
from __future__ import annotations

from dawnofempires_gui.games.aom.rules_state import MOVES, AomMove, AomState, act
from dawnofempires_gui.games.aom.rules_tables import RES
from dawnofempires_gui.games.aom.rules_words import cubes, res_name


class TakeRules(AomState):
    def take_from_bank(self, seat: int, k: int, then: str) -> None:
        """Take k cubes of the seat's choice from the bank, one at a time; no choice is asked when there is none."""
        kinds = [r for i, r in enumerate(RES) if self.bank[i]]
        if k > 0 and kinds and (len(kinds) == 1 or sum(self.bank) <= k):
            got = {r: self.take(seat, r, k if len(kinds) == 1 else self.bank[RES.index(r)]) for r in kinds}
            self.emit(f"{self.seat_name(seat)} takes {cubes(got)} from the bank.", seat, "power")
            k = 0
        if k <= 0 or not kinds:
            getattr(self, then)()
            return
        self.push_step("take_cubes", (seat,), k, then)

    def take_from_player(self, seat: int, victim: int, k: int, then: str) -> None:
        """Take k cubes of the seat's choice from another player, one at a time (all he has if he has fewer)."""
        base = victim * 4
        kinds = [r for i, r in enumerate(RES) if self.cubes[base + i]]
        if k > 0 and kinds and (len(kinds) == 1 or self.total_cubes(victim) <= k):
            got = {}
            for r in kinds:
                count = min(k, self.cube(victim, r)) if len(kinds) == 1 else self.cube(victim, r)
                for _ in range(count):
                    self.move_cube(victim, seat, r)
                got[r] = count
            self.emit(f"{self.seat_name(seat)} takes {cubes(got)} from {self.seat_name(victim)}.", seat, "take")
            k = 0
        if k <= 0 or not kinds:
            getattr(self, then)()
            return
        self.push_step("take_from", (seat,), victim, k, then)


@MOVES.add
class TakeCube(AomMove):
    kind = "take_cube"
    args = {"resource": str}

    def options(self, game, seat):
        return [act(self.kind, resource=r) for i, r in enumerate(RES) if game.bank[i]]

    def problem(self, game, seat, action):
        r = action["resource"]
        if r not in RES:
            return "Choose Food, Wood, Gold or Favor."
        return "" if game.bank[RES.index(r)] else f"The bank has no {res_name(r)} left."

    def apply(self, game, seat, action):
        r = action["resource"]
        game.take(seat, r, 1)
        _, _, left, then = game.flow.pop()
        game.emit(f"{game.seat_name(seat)} takes 1 {res_name(r)} from the bank.", seat, "power")
        game.take_from_bank(seat, left - 1, then)

    def describe(self, game, action):
        return f"Take 1 {res_name(action['resource'])} from the bank"


@MOVES.add
class TakeFrom(AomMove):
    kind = "take_from"
    args = {"resource": str}

    def options(self, game, seat):
        victim = game.flow[-1][2]
        return [act(self.kind, resource=r) for r in RES if game.cube(victim, r)]

    def problem(self, game, seat, action):
        r = action["resource"]
        victim = game.flow[-1][2]
        if r not in RES:
            return "Choose Food, Wood, Gold or Favor (victory cubes are never taken)."
        return "" if game.cube(victim, r) else f"{game.seat_name(victim)} has no {res_name(r)}."

    def apply(self, game, seat, action):
        r = action["resource"]
        _, _, victim, left, then = game.flow.pop()
        game.move_cube(victim, seat, r)
        game.emit(f"{game.seat_name(seat)} takes 1 {res_name(r)} from {game.seat_name(victim)}.", seat, "take")
        game.take_from_player(seat, victim, left - 1, then)

    def describe(self, game, action):
        return f"Take 1 {res_name(action['resource'])}"
