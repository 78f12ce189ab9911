"""4. Build ports, provinces, monuments, armies or ships (rulebook §4; Table 1 for Architecture,
Shipmaking, Granaries).

Each population fills one box of a province, a port or a monument (monuments.py), or becomes an army with
1 food. A port is built when its population box and its urns (1 good each) are filled; a province when all
its boxes are; either may give one more empire die. Ships (Shipmaking, bought earlier) cost 2 goods. The
step passes by itself when nothing can be built; population left over is lost.

Moves: province, port_pop, urn, port (the whole next port at once), army, ship, granary, end_build (and in
monuments.py: monument(m), architecture(m))."""
from __future__ import annotations

from dawnofempires_gui.engine.words import plural
from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.state import (ARMY, ARMY_TOP, END_BUILD, FOOD_TOP, GRANARIES, GRANARY, MOVES, NMON,
                                                PORT, PORT_POP, PROVINCE, SHIP, SHIPMAKING, SHIPS_TOP, URN, IronMove,
                                                IronState)
from dawnofempires_gui.games.iron.words import port_price

_NPORTS = len(D.PORT_URNS)
_MON_BOXES = D.MON_BOXES


class BuildingRules(IronState):
    def next_port(self, seat: int) -> tuple[int, int, int]:
        """(index among ports 2..6, population still needed, urns still needed) of the next port; -1 when
        every port is built."""
        j = self.ports[seat] - 1
        if j >= _NPORTS:
            return -1, 0, 0
        return j, (1 if self.port_pop[seat] <= j else 0), max(0, D.URNS_CUM[j] - self.urns[seat])

    def can_build(self, seat: int) -> bool:
        """Whether anything at all can be built now (else the build step passes by itself)."""
        goods = self.goods[seat]
        if self.pop >= 1:
            if self.prov_boxes[seat] < D.TOTAL_PROVINCE_BOXES or self.port_pop[seat] < _NPORTS:
                return True
            if self.food[seat] >= 1 and self.army[seat] < ARMY_TOP:
                return True
            base = seat * NMON
            if any(self.mon[base + m] < _MON_BOXES[m] for m in range(NMON)):
                return True
        if goods >= 1 and self.urns[seat] < D.TOTAL_URNS:  # a whole port needs an urn or a population box too
            return True
        devs = self.devs[seat]
        if devs & SHIPMAKING and goods >= 2 and self.ships[seat] < SHIPS_TOP:
            return True
        return bool(devs & GRANARIES and goods >= 1 and self.food[seat] < FOOD_TOP)

    def enter_build(self) -> None:
        self.set_step("build", (self.active,))
        if not self.can_build(self.active):
            self.pop = 0
            self.enter_buy()

    def after_building(self, seat: int) -> None:
        if not self.can_build(seat):
            self.pop = 0
            self.enter_buy()

    def complete_ports(self, seat: int) -> None:
        while True:
            j = self.ports[seat] - 1
            if j >= _NPORTS or self.port_pop[seat] <= j or self.urns[seat] < D.URNS_CUM[j]:
                return
            self.ports[seat] += 1
            extra = " and gains an empire die" if self.ports[seat] > self.provinces[seat] else ""
            self.emit(f"{self.seat_name(seat)} completes port {self.ports[seat]}{extra}.", seat, "build")


def _no_pop(what: str) -> str:
    return f"{what} needs 1 population; you have none left."


@MOVES.add
class Province(IronMove):
    kind = "province"

    def options(self, game, seat):
        return (PROVINCE,) if game.pop >= 1 and game.prov_boxes[seat] < D.TOTAL_PROVINCE_BOXES else ()

    def problem(self, game, seat, action):
        if game.prov_boxes[seat] >= D.TOTAL_PROVINCE_BOXES:
            return "All your provinces are built."
        return "" if game.pop >= 1 else _no_pop(f"A box of province {game.provinces[seat] + 1}")

    def out_of_step(self, game, seat, action):
        return _build_over(game)

    def apply(self, game, seat, action):
        game.pop -= 1
        game.prov_boxes[seat] += 1
        j = game.provinces[seat] - 1
        name = game.seat_name(seat)
        if game.prov_boxes[seat] >= D.PROVINCE_CUM[j]:
            game.provinces[seat] += 1
            game.army[seat] = min(ARMY_TOP, game.army[seat] + D.PROVINCE_ARMIES)
            trib = D.PROVINCE_TRIBUTE[j]
            game.gain_tribute(seat, trib)
            extra = " and gains an empire die" if game.provinces[seat] > game.ports[seat] else ""
            game.emit(f"{name} completes province {game.provinces[seat]}: {D.PROVINCE_ARMIES} armies and "
                      f"{trib} tribute{extra}.", seat, "build")
        else:
            game.emit(f"{name} fills in a province box.", seat, "build")
        game.after_building(seat)

    def describe(self, game, action):
        seat = game.active
        if game.prov_boxes[seat] >= D.TOTAL_PROVINCE_BOXES:
            return "Fill in a province box (every province is built)"
        return f"Fill in a box of province {game.provinces[seat] + 1} (1 population)"


@MOVES.add
class PortPop(IronMove):
    kind = "port_pop"

    def options(self, game, seat):
        return (PORT_POP,) if game.pop >= 1 and game.port_pop[seat] < _NPORTS else ()

    def problem(self, game, seat, action):
        if game.port_pop[seat] >= _NPORTS:
            return "All your ports' population boxes are filled in."
        return "" if game.pop >= 1 else _no_pop(f"The population box of port {game.port_pop[seat] + 2}")

    def out_of_step(self, game, seat, action):
        return _build_over(game)

    def apply(self, game, seat, action):
        game.pop -= 1
        game.port_pop[seat] += 1
        game.emit(f"{game.seat_name(seat)} fills in the population box of port {game.port_pop[seat] + 1}.", seat,
                  "build")
        game.complete_ports(seat)
        game.after_building(seat)

    def describe(self, game, action):
        seat = game.active
        if game.port_pop[seat] >= _NPORTS:
            return "Fill in a port's population box (every one is filled)"
        return f"Fill in the population box of port {game.port_pop[seat] + 2} (1 population)"


@MOVES.add
class Urn(IronMove):
    kind = "urn"

    def options(self, game, seat):
        return (URN,) if game.goods[seat] >= 1 and game.urns[seat] < D.TOTAL_URNS else ()

    def problem(self, game, seat, action):
        if game.urns[seat] >= D.TOTAL_URNS:
            return "All your ports' urns are filled in."
        return "" if game.goods[seat] >= 1 else "Filling in an urn needs 1 good; you have none."

    def out_of_step(self, game, seat, action):
        return _build_over(game)

    def apply(self, game, seat, action):
        game.goods[seat] -= 1
        game.urns[seat] += 1
        game.emit(f"{game.seat_name(seat)} pays 1 good into a port's urn.", seat, "build")
        game.complete_ports(seat)
        game.after_building(seat)

    def describe(self, game, action):
        return "Fill in a port's urn (1 good)"


@MOVES.add
class Port(IronMove):
    kind = "port"

    def options(self, game, seat):
        j, need_pop, need_urns = game.next_port(seat)
        if j >= 0 and need_pop + need_urns >= 2 and game.pop >= need_pop and game.goods[seat] >= need_urns:
            return (PORT,)
        return ()

    def problem(self, game, seat, action):
        j, need_pop, need_urns = game.next_port(seat)
        if j < 0:
            return "All your ports are built."
        if game.pop < need_pop:
            return _no_pop(f"Port {j + 2}")
        if game.goods[seat] < need_urns:
            return f"Building port {j + 2} needs {plural(need_urns, 'good')}; you have {game.goods[seat]}."
        if need_pop + need_urns < 2:
            return "Fill in the last box of that port with a single step."
        return ""

    def out_of_step(self, game, seat, action):
        return _build_over(game)

    def apply(self, game, seat, action):
        j, need_pop, need_urns = game.next_port(seat)
        game.pop -= need_pop
        game.goods[seat] -= need_urns
        if need_pop:
            game.port_pop[seat] = j + 1
        game.urns[seat] += need_urns
        game.emit(f"{game.seat_name(seat)} builds port {j + 2} for {port_price(need_pop, need_urns)}.", seat, "build")
        game.complete_ports(seat)
        game.after_building(seat)

    def describe(self, game, action):
        j, need_pop, need_urns = game.next_port(game.active)
        if j < 0:
            return "Build a port (every port is built)"
        return f"Build port {j + 2} ({port_price(need_pop, need_urns)})"


@MOVES.add
class Army(IronMove):
    kind = "army"

    def options(self, game, seat):
        return (ARMY,) if game.pop >= 1 and game.food[seat] >= 1 and game.army[seat] < ARMY_TOP else ()

    def problem(self, game, seat, action):
        if game.army[seat] >= ARMY_TOP:
            return f"Your army row holds at most {ARMY_TOP}."
        if game.pop < 1:
            return "An army needs 1 population and 1 food; you have no population left."
        return "" if game.food[seat] >= 1 else "An army needs 1 population and 1 food; you have no food."

    def out_of_step(self, game, seat, action):
        return _build_over(game)

    def apply(self, game, seat, action):
        game.pop -= 1
        game.food[seat] -= 1
        game.army[seat] += 1
        game.emit(f"{game.seat_name(seat)} raises an army ({plural(game.army[seat], 'army')}).", seat, "build")
        game.after_building(seat)

    def describe(self, game, action):
        return "Raise an army (1 population and 1 food)"


@MOVES.add
class Ship(IronMove):
    kind = "ship"

    def options(self, game, seat):
        ok = game.devs[seat] & SHIPMAKING and game.goods[seat] >= 2 and game.ships[seat] < SHIPS_TOP
        return (SHIP,) if ok else ()

    def problem(self, game, seat, action):
        if not game.devs[seat] & SHIPMAKING:
            return "Ships need Shipmaking, bought on an earlier turn."
        if game.goods[seat] < 2:
            return f"A ship costs 2 goods; you have {game.goods[seat]}."
        return "" if game.ships[seat] < SHIPS_TOP else f"Your ship row holds at most {SHIPS_TOP}."

    def out_of_step(self, game, seat, action):
        return _build_over(game)

    def apply(self, game, seat, action):
        game.goods[seat] -= 2
        game.ships[seat] += 1
        game.emit(f"{game.seat_name(seat)} builds a ship ({plural(game.ships[seat], 'ship')}).", seat, "build")
        game.after_building(seat)

    def describe(self, game, action):
        return "Build a ship (2 goods)"


@MOVES.add
class Granary(IronMove):
    kind = "granary"

    def options(self, game, seat):
        ok = game.devs[seat] & GRANARIES and game.goods[seat] >= 1 and game.food[seat] < FOOD_TOP
        return (GRANARY,) if ok else ()

    def problem(self, game, seat, action):
        if not game.devs[seat] & GRANARIES:
            return "Turning goods into food needs Granaries."
        if game.goods[seat] < 1:
            return "You have no good to turn into food."
        return "" if game.food[seat] < FOOD_TOP else "Your food row is full."

    def out_of_step(self, game, seat, action):
        return _build_over(game)

    def apply(self, game, seat, action):
        game.goods[seat] -= 1
        game.food[seat] += 1
        game.emit(f"{game.seat_name(seat)} turns 1 good into 1 food at the Granaries.", seat, "build")
        game.after_building(seat)

    def describe(self, game, action):
        return "Granaries: turn 1 good into 1 food"


@MOVES.add
class EndBuild(IronMove):
    kind = "end_build"

    def options(self, game, seat):
        return (END_BUILD,)

    def out_of_step(self, game, seat, action):
        return _build_over(game)

    def apply(self, game, seat, action):
        game.pop = 0  # population left over is lost
        game.enter_buy()

    def describe(self, game, action):
        return "Done building"


def _build_over(game) -> str:
    return "The building step is over." if game.step() in ("buy", "store") else game.not_now()
