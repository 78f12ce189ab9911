"""Setup (rulebook: Setup 1–5): clockwise from the start player, each player builds a second port or a
second province; then the start player rolls first.

Moves: setup_port, setup_province."""
from __future__ import annotations

from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.state import (ARMY_TOP, MOVES, SETUP_PORT, SETUP_PROVINCE, IronMove,
                                                      IronState)


class SetupRules(IronState):
    def setup_choice_made(self, seat: int, port: bool) -> None:
        name = self.seat_name(seat)
        if port:  # its population box and its 2 outlined urns, without spending goods
            self.setup_choice[seat] = "port"
            self.port_pop[seat] = 1
            self.urns[seat] = D.URNS_CUM[0]
            self.ports[seat] = 2
            self.emit(f"{name} builds a second port.", seat, "setup")
        else:  # its 2 boxes, the army peg to 3 and 1 tribute
            self.setup_choice[seat] = "province"
            self.prov_boxes[seat] = D.PROVINCE_CUM[0]
            self.provinces[seat] = 2
            self.army[seat] = min(ARMY_TOP, self.army[seat] + D.PROVINCE_ARMIES)
            self.gain_tribute(seat, D.PROVINCE_TRIBUTE[0])
            self.emit(f"{name} builds a second province: {self.army[seat]} armies and 1 tribute.", seat, "setup")
        if seat + 1 < self.n:
            self.active = seat + 1
            self.set_step("setup", (seat + 1,))
        else:
            self.round = 1
            self.emit("Round 1 begins.", None, "round")
            self.start_turn(0)


@MOVES.add
class SetupPort(IronMove):
    kind = "setup_port"

    def options(self, game, seat):
        return (SETUP_PORT,)

    def apply(self, game, seat, action):
        game.setup_choice_made(seat, True)

    def describe(self, game, action):
        return "Build your second port (its population box and 2 urns)"


@MOVES.add
class SetupProvince(IronMove):
    kind = "setup_province"

    def options(self, game, seat):
        return (SETUP_PROVINCE,)

    def apply(self, game, seat, action):
        game.setup_choice_made(seat, False)

    def describe(self, game, action):
        return "Build your second province (2 more armies, 1 tribute)"
