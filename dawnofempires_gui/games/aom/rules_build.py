"""Build: up to the card's number of buildings, each paid into the bank, one of each kind but ten Houses, one per
City Area square; a Quarry takes one cube off each later building (from the next action on), Nephthys two
(not off a House). A House brings a villager; the Wonder needs the Mythic Age and ends the game. Destroying a
building (an attack, a god power) takes a villager with a House (villager_loss)."""
from __future__ import annotations

from functools import lru_cache

from dawnofempires_gui.engine.words import article
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.rules_state import MOVES, AomMove, AomState, act
from dawnofempires_gui.games.aom.rules_tables import AGES, BUILDINGS, CITY, NSQ, RES, power_of
from dawnofempires_gui.games.aom.rules_words import age_name, building_name, cubes, one_each

MYTHIC = AGES.index("mythic")
QUARRY = next(b.id for b in D.BUILDINGS.values() if b.effect.id == "build_discount")


@lru_cache(maxsize=None)
def discounts(building: str, amount: int) -> tuple[tuple[str, ...], ...]:
    """Every way to take `amount` cubes off the building's cost (the owner's choice of cubes), as sorted tuples."""
    cost = D.BUILDINGS[building].cost
    items = [(r, cost[r]) for r in RES if cost.get(r)]
    amount = min(amount, sum(cost.values()))
    out: list[tuple[str, ...]] = []

    def go(i: int, left: int, chosen: tuple[str, ...]) -> None:
        if i == len(items):
            if left == 0:
                out.append(chosen)
            return
        r, k = items[i]
        for m in range(min(k, left), -1, -1):
            go(i + 1, left - m, chosen + (r,) * m)

    go(0, amount, ())
    return tuple(out)


def price(building: str, off: tuple[str, ...]) -> dict[str, int]:
    cost = dict(D.BUILDINGS[building].cost)
    for r in off:
        cost[r] -= 1
    return {r: k for r, k in cost.items() if k}


@lru_cache(maxsize=None)
def payments(building: str, amount: int) -> tuple[tuple[tuple[str, ...], tuple[tuple[int, int], ...]], ...]:
    """(cubes taken off, the price as (resource index, cubes) pairs) of every way to pay the building."""
    return tuple((off, tuple((RES.index(r), k) for r, k in price(building, off).items()))
                 for off in discounts(building, amount))


LIMIT = {b.id: b.limit for b in D.BUILDINGS.values()}
NEEDS_AGE = {b.id: AGES.index(b.requires_age) for b in D.BUILDINGS.values() if b.requires_age}


class BuildRules(AomState):
    def may_add(self, seat: int, building: str) -> bool:
        """build_block() == "", fast."""
        need = NEEDS_AGE.get(building)
        return ((need is None or self.age[seat] >= need) and self.bld[seat].get(building, 0) < LIMIT[building]
                and sum(self.bld[seat].values()) < CITY)

    def build_block(self, seat: int, building: str) -> str:
        """Why the seat may not add this building at all now ("" if it may)."""
        b = D.BUILDINGS[building]
        if b.requires_age and self.age[seat] < AGES.index(b.requires_age):
            return f"{b.name} may only be built in the {age_name(AGES.index(b.requires_age))} Age."
        if self.bld[seat].get(building, 0) >= b.limit:
            return (f"You already own {D.MAX_HOUSES} Houses, the most a player may have." if b.limit > 1 else
                    f"You already own {article(b.name)}: a player may own only one building of each kind but "
                    f"Houses.")
        if self.buildings(seat) >= CITY:
            return "Your City Area is full: you may build again only once a building has been destroyed."
        return ""

    def discount(self, seat: int, building: str, quarry: bool, nephthys: int) -> int:
        return (1 if quarry else 0) + (nephthys if building != "house" else 0)

    def build_choices(self, seat: int, quarry: bool, nephthys: int, first: bool = False
                      ) -> list[tuple[str, tuple[str, ...]]]:
        """Every (building, cubes off) the seat may build and pay now (`first`: stop at the first one)."""
        out = []
        if sum(self.bld[seat].values()) >= CITY:
            return out
        cubes, base = self.cubes, seat * 4
        for b in BUILDINGS:
            if not self.may_add(seat, b):
                continue
            for off, pay in payments(b, self.discount(seat, b, quarry, nephthys)):
                if all(cubes[base + i] >= k for i, k in pay):
                    out.append((b, off))
                    if first:
                        return out
        return out

    def nephthys(self, card: str, with_power: bool) -> int:
        power = power_of(card) if with_power else None
        return power["amount"] if power is not None and power.id == "build_discount" else 0

    def build_problem(self, seat: int, card: str, with_power: bool) -> str:
        if self.build_choices(seat, self.has(seat, QUARRY), self.nephthys(card, with_power), first=True):
            return ""
        if self.buildings(seat) >= CITY:
            return "Your City Area is full: you may build again only once a building has been destroyed."
        return "You cannot pay for any building you may still add."

    def start_build(self, seat: int, card: str) -> None:
        self.act = {"kind": "build", "left": D.CARDS[card].number, "quarry": self.has(seat, QUARRY),
                    "nephthys": self.nephthys(card, self.cur["power"])}
        self.push_step("build", (seat,))

    def build_next(self, seat: int) -> None:
        a = self.act
        if a["left"] <= 0 or not self.build_choices(seat, a["quarry"], a["nephthys"], first=True):
            self.flow.pop()
            self.action_done()

    # ------------------------------------------------------------------ losing a building
    def raze_building(self, owner: int, building: str, then: str) -> None:
        """Take a building off the owner's City Area (back to the unowned tiles); a House takes a villager, the
        owner choosing which; then go on with `then`."""
        held = self.bld[owner]
        held[building] -= 1
        if not held[building]:
            del held[building]
        if building == "house":
            spots = self.villager_spots(owner)
            if len(spots) > 1:
                self.push_step("villager_loss", (owner,), then)
                return
            self.remove_villager(owner, spots[0])
        getattr(self, then)()

    def villager_spots(self, seat: int) -> list[int]:
        """Where a villager may be taken from: -1 the Holding Area, or a square with a villager."""
        base = seat * NSQ
        return ([-1] if self.villagers[seat] else []) + [q for q in range(NSQ) if self.work[base + q] == "villager"]

    def remove_villager(self, seat: int, spot: int) -> None:
        if spot < 0:
            self.villagers[seat] -= 1
        else:
            self.work[seat * NSQ + spot] = ""


@MOVES.add
class Build(AomMove):
    kind = "build"
    args = {"building": str, "off": tuple}

    def options(self, game, seat):
        a = game.act
        return [act("build", building=b, off=off) for b, off in game.build_choices(seat, a["quarry"], a["nephthys"])]

    def problem(self, game, seat, action):
        b, off = action["building"], action["off"]
        if b not in D.BUILDINGS:
            return f"There is no building called {b!r}."
        a = game.act
        if a["left"] <= 0:
            return "This Build card allows no more buildings."
        why = game.build_block(seat, b)
        if why:
            return why
        allowed = discounts(b, game.discount(seat, b, a["quarry"], a["nephthys"]))
        if off not in allowed:
            if not allowed[0]:
                return f"{building_name(b)} costs its full price, {cubes(D.BUILDINGS[b].cost)}."
            return (f"Take exactly {len(allowed[0])} cubes of the {building_name(b)}'s own cost off its price "
                    f"(a new Quarry helps from the next action on).")
        cost = price(b, off)
        if not game.can_pay(seat, cost):
            return f"{building_name(b)} costs {cubes(cost)}; you have {cubes({r: game.cube(seat, r) for r in cost})}."
        return ""

    def apply(self, game, seat, action):
        b, off = action["building"], action["off"]
        cost = price(b, off)
        game.pay(seat, cost)
        game.add_building(seat, b)
        game.act["left"] -= 1
        saved = f" ({one_each(off)} off)" if off else ""
        extra = " and a new villager comes to the Holding Area" if b == "house" else ""
        name = building_name(b)
        named = name if name.startswith("The ") else article(name)  # "The Wonder", "a Gold Mint"
        game.emit(f"{game.seat_name(seat)} builds {named} for {cubes(cost, 'nothing')}{saved}{extra}.", seat, "build")
        if b == "wonder":
            game.wonder_built(seat)
            return
        game.build_next(seat)

    def describe(self, game, action):
        b, off = action["building"], action["off"]
        saved = f", {one_each(off)} off" if off else ""
        return f"Build {building_name(b)} ({cubes(price(b, off), 'free')}{saved})"


@MOVES.add
class BuildDone(AomMove):
    kind = "build_done"

    def options(self, game, seat):
        return [act("build_done")]

    def apply(self, game, seat, action):
        game.flow.pop()
        game.action_done()

    def describe(self, game, action):
        return "Stop building"


@MOVES.add
class RemoveVillager(AomMove):
    kind = "remove_villager"
    args = {"spot": int}

    def options(self, game, seat):
        return [act("remove_villager", spot=q) for q in game.villager_spots(seat)]

    def problem(self, game, seat, action):
        if action["spot"] in game.villager_spots(seat):
            return ""
        return "Choose a villager of yours: one in the Holding Area or one on a tile."

    def apply(self, game, seat, action):
        spot = action["spot"]
        game.remove_villager(seat, spot)
        where = "from the Holding Area" if spot < 0 else f"from square {spot + 1}"
        game.emit(f"{game.seat_name(seat)} loses a villager {where} with the House.", seat, "build")
        then = game.flow.pop()[2]
        getattr(game, then)()

    def describe(self, game, action):
        spot = action["spot"]
        return "Remove a villager from the Holding Area" if spot < 0 else f"Remove the villager on square {spot + 1}"
