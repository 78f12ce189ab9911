"""Recruit: up to the card's number of units of the player's culture, each paid at its battle card's cost into the
bank and limited to the unused pieces; a hero only from his Age on; villagers never (they come with Houses).
Bast makes mortal units recruited with her card cost 1 Food."""
from __future__ import annotations

from dawnofempires_gui.engine.words import article, capital
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.rules_state import MOVES, AomMove, AomState, act
from dawnofempires_gui.games.aom.rules_tables import AGES, RES, UNIT, power_of
from dawnofempires_gui.games.aom.rules_words import age_name, cubes, culture_name, unit_name


COST = {u: tuple((RES.index(r), k) for r, k in unit.cost.items()) for u, unit in UNIT.items()}
HERO_AGE = {u: AGES.index(unit.age) for u, unit in UNIT.items() if unit.age}


class RecruitRules(AomState):
    def recruit_block(self, seat: int, unit: str) -> str:
        """Why the seat may not recruit this unit at all now ("" if it may)."""
        u = UNIT[unit]
        if u.culture != self.cult[seat]:
            return f"{u.name} is not {article(culture_name(self.cult[seat]))} unit."
        if u.age and self.age[seat] < AGES.index(u.age):
            return f"The {u.name} may be recruited only from the {age_name(AGES.index(u.age))} Age on."
        if self.pieces_left(seat, unit) <= 0:
            return f"No unused {u.name} piece is left: a player recruits only the pieces he has."
        return ""

    def unit_cost(self, unit: str, bast) -> dict[str, int]:
        if bast is not None and UNIT[unit].kind == bast["kind"]:
            return dict(bast["cost"])
        return dict(UNIT[unit].cost)

    def recruit_choices(self, seat: int, bast, first: bool = False) -> list[str]:
        """The units the seat may recruit and pay now (`first`: stop at the first one)."""
        out = []
        cubes, base, age = self.cubes, seat * 4, self.age[seat]
        cheap = None if bast is None else tuple((RES.index(r), k) for r, k in bast["cost"].items())
        for u in D.UNITS_BY_CULTURE[self.cult[seat]]:
            if HERO_AGE.get(u, 0) > age:
                continue
            pay = cheap if cheap is not None and UNIT[u].kind == bast["kind"] else COST[u]
            if all(cubes[base + i] >= k for i, k in pay) and self.pieces_left(seat, u) > 0:
                out.append(u)
                if first:
                    break
        return out

    def bast(self, card: str, with_power: bool):
        power = power_of(card) if with_power else None
        return power if power is not None and power.id == "recruit_cost" else None

    def recruit_problem(self, seat: int, card: str, with_power: bool) -> str:
        if self.recruit_choices(seat, self.bast(card, with_power), first=True):
            return ""
        return "You cannot pay for any unit you still have pieces for."

    def start_recruit(self, seat: int, card: str) -> None:
        self.act = {"kind": "recruit", "left": D.CARDS[card].number, "bast": card if self.cur["power"] else ""}
        self.push_step("recruit", (seat,))

    def current_bast(self):
        card = self.act.get("bast")
        return self.bast(card, True) if card else None

    def recruit_next(self, seat: int) -> None:
        if self.act["left"] <= 0 or not self.recruit_choices(seat, self.current_bast(), first=True):
            self.flow.pop()
            self.action_done()


@MOVES.add
class Recruit(AomMove):
    kind = "recruit"
    args = {"unit": str}

    def options(self, game, seat):
        return [act("recruit", unit=u) for u in game.recruit_choices(seat, game.current_bast())]

    def problem(self, game, seat, action):
        unit = action["unit"]
        if unit not in UNIT:
            return "Villagers are never recruited; they come with Houses." if unit == "villager" else \
                f"There is no unit called {unit!r}."
        if game.act["left"] <= 0:
            return "This Recruit card allows no more units."
        why = game.recruit_block(seat, unit)
        if why:
            return why
        cost = game.unit_cost(unit, game.current_bast())
        if not game.can_pay(seat, cost):
            have = cubes({r: game.cube(seat, r) for r in cost})
            return f"{capital(article(unit_name(unit)))} costs {cubes(cost)}; you have {have}."
        return ""

    def apply(self, game, seat, action):
        unit = action["unit"]
        cost = game.unit_cost(unit, game.current_bast())
        game.pay(seat, cost)
        game.add_units(seat, unit, 1)
        game.act["left"] -= 1
        game.emit(f"{game.seat_name(seat)} recruits {article(unit_name(unit))} for {cubes(cost)}.", seat,
                  "recruit")
        game.recruit_next(seat)

    def describe(self, game, action):
        unit = action["unit"]
        return f"Recruit {article(unit_name(unit))} ({cubes(game.unit_cost(unit, game.current_bast()))})"


@MOVES.add
class RecruitDone(AomMove):
    kind = "recruit_done"

    def options(self, game, seat):
        return [act("recruit_done")]

    def apply(self, game, seat, action):
        game.flow.pop()
        game.action_done()

    def describe(self, game, action):
        return "Stop recruiting"
