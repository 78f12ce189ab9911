"""God powers: paid in Favor and resolved before the card's action (each of the two is optional). The powers that
only change the card's own action (a battle's size or dice, a cheaper Build or Recruit, Explore's picks, who
gathers) are read by that action; the others are resolved here, with sub-steps for the choices they ask."""
from __future__ import annotations

from dawnofempires_gui.engine.words import article
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.rules_state import MOVES, AomMove, AomState, act
from dawnofempires_gui.games.aom.rules_tables import CARD, NSQ, RES, TILE_RES, UNIT, power_of
from dawnofempires_gui.games.aom.rules_turn import MODIFIERS
from dawnofempires_gui.games.aom.rules_words import building_name, cubes, res_name, tile_name, twin_square, unit_name


class PowerRules(AomState):
    def targets(self, seat: int, power) -> list[int]:
        return [s for s in range(self.n) if power["target"] == "any_player" or s != seat]

    def building_targets(self, seat: int, power) -> list[tuple[int, str]]:
        return [(s, b) for s in self.targets(seat, power) for b in self.bld[s]]

    def tile_targets(self, seat: int, power) -> list[tuple[int, int]]:
        want = power.get("resource")
        return [(s, q) for s in self.targets(seat, power) for q, tile in self.tiles_of(s)
                if want is None or TILE_RES[tile] == want]

    def unit_targets(self, seat: int, power) -> list[tuple[int, str]]:
        out = []
        for s in self.targets(seat, power):
            found = set(self.units[s])
            base = s * NSQ
            found.update(w for w in self.work[base:base + NSQ] if w and w != "villager")
            out += [(s, u) for u in sorted(found) if UNIT[u].kind == power["kind"]]
        return out

    def mortals_held(self, seat: int, kind: str) -> list[str]:
        return [u for u in self.units[seat] if UNIT[u].kind == kind]

    def free_kinds(self, seat: int, kind: str) -> list[str]:
        return [u for u in D.UNITS_BY_CULTURE[self.cult[seat]]
                if UNIT[u].kind == kind and self.pieces_left(seat, u) > 0]

    def power_problem(self, seat: int, card: str) -> str:
        """Why the card's god power can do nothing now ("" when it can)."""
        power = power_of(card)
        pid = power.id
        if pid in MODIFIERS or pid == "extra_action":
            return ""
        if pid == "free_building":
            return self.build_block(seat, power["building"])
        if pid == "destroy_building":
            return "" if self.building_targets(seat, power) else "There is no building the power could destroy."
        if pid == "destroy_tile":
            return "" if self.tile_targets(seat, power) else "There is no production tile the power could remove."
        if pid == "destroy_unit":
            return "" if self.unit_targets(seat, power) else "No other player has a myth unit."
        if pid == "gain_resources":
            res = power["resource"]
            if (res == "any" and not sum(self.bank)) or (res != "any" and not self.bank[RES.index(res)]):
                return f"The bank has no {'cubes' if res == 'any' else res_name(res)} left."
            return ""
        if pid == "steal_resources":
            return "" if any(self.total_cubes(s) for s in range(self.n) if s != seat) else "No other player has cubes."
        if pid == "sacrifice_for_resources":
            return "" if self.mortals_held(seat, power["kind"]) else f"You have no {power['kind']} unit to give up."
        if pid == "free_hero":
            hero = self.hero_now(seat)
            if hero is None:
                return "No hero belongs to the Archaic Age."
            return "" if self.pieces_left(seat, hero) > 0 else f"No unused {unit_name(hero)} piece is left."
        if pid == "free_units":
            if self.pieces_left(seat, power["unit"]) <= 0:
                return f"No unused {unit_name(power['unit'])} piece is left."
            return ""
        if pid == "free_units_of_kind":
            return "" if self.free_kinds(seat, power["kind"]) else f"No unused {power['kind']} piece is left."
        if pid == "convert_units":
            if self.pieces_left(seat, power["unit"]) <= 0:
                return f"No unused {unit_name(power['unit'])} piece is left."
            return "" if self.mortals_held(seat, power["kind"]) else f"You have no {power['kind']} unit to turn."
        raise ValueError(f"unknown god power {pid!r}")

    def begin_power(self) -> None:
        seat, card = self.cur["seat"], self.cur["card"]
        power = power_of(card)
        pid = power.id
        name = self.seat_name(seat)
        title = CARD[card].god.title
        if pid in MODIFIERS:
            self.emit(f"{title} will work in this {D.ACTION_NAMES[CARD[card].action]}.", seat, "power")
            self.power_done()
        elif pid == "extra_action":
            self.extra[seat] += power["count"]
            self.emit(f"{title}: {name} will play one more card after the third round.", seat, "power")
            self.power_done()
        elif pid == "free_building":
            self.add_building(seat, power["building"])
            self.emit(f"{title}: {name} gains a free {building_name(power['building'])} and its villager.", seat,
                      "power")
            self.power_done()
        elif pid == "destroy_building":
            self.push_step("power_building", (seat,))
        elif pid == "destroy_tile":
            self.push_step("power_tile", (seat,))
        elif pid == "destroy_unit":
            self.push_step("power_unit", (seat,))
        elif pid == "gain_resources":
            if power["resource"] == "any":
                self.take_from_bank(seat, power["amount"], "power_done")
            else:
                got = self.take(seat, power["resource"], power["amount"])
                self.emit(f"{title}: {name} takes {cubes({power['resource']: got})} from the bank.", seat, "power")
                self.power_done()
        elif pid == "steal_resources":
            victims = [s for s in range(self.n) if s != seat and self.total_cubes(s)]
            if len(victims) == 1:
                self.take_from_player(seat, victims[0], power["amount"], "power_done")
            else:
                self.push_step("steal_target", (seat,))
        elif pid == "sacrifice_for_resources":
            held = self.mortals_held(seat, power["kind"])
            if len(held) == 1:
                self.sacrifice(seat, held[0])
            else:
                self.push_step("sacrifice", (seat,))
        elif pid == "free_hero":
            hero = self.hero_now(seat)
            self.add_units(seat, hero, 1)
            self.emit(f"{title}: {name} gains a free {unit_name(hero)}.", seat, "power")
            self.power_done()
        elif pid == "free_units":
            unit = power["unit"]
            k = min(power["count"], self.pieces_left(seat, unit))
            self.add_units(seat, unit, k)
            self.emit(f"{title}: {name} gains {unit_name(unit, k) if k > 1 else 'a ' + unit_name(unit)} free.",
                      seat, "power")
            self.power_done()
        elif pid == "free_units_of_kind":
            self.push_step("free_unit", (seat,), power["count"])
        elif pid == "convert_units":
            self.push_step("convert", (seat,), power["max"])
        else:
            raise ValueError(f"unknown god power {pid!r}")

    def sacrifice(self, seat: int, unit: str) -> None:
        power = power_of(self.cur["card"])
        self.add_units(seat, unit, -1)
        self.emit(f"{self.seat_name(seat)} gives up {article(unit_name(unit))} to the underworld.", seat, "power")
        self.take_from_bank(seat, power["amount"], "power_done")


class TargetMove(AomMove):
    """A power's choice of one thing on the table: (target seat, what)."""

    def power(self, game):
        return power_of(game.cur["card"])


@MOVES.add
class DestroyBuilding(TargetMove):
    kind = "destroy_building"
    args = {"target": int, "building": str}

    def options(self, game, seat):
        return [act(self.kind, target=s, building=b) for s, b in game.building_targets(seat, self.power(game))]

    def problem(self, game, seat, action):
        if (action["target"], action["building"]) in game.building_targets(seat, self.power(game)):
            return ""
        return "Choose a building the power may destroy" + (
            " (another player's)." if self.power(game)["target"] == "other_player" else ".")

    def apply(self, game, seat, action):
        target, b = action["target"], action["building"]
        game.flow.pop()
        game.emit(f"{game.seat_name(seat)} destroys {game.seat_name(target)}'s {building_name(b)}.", seat, "power")
        game.raze_building(target, b, "power_done")

    def describe(self, game, action):
        return f"Destroy {game.seat_name(action['target'])}'s {building_name(action['building'])}"


@MOVES.add
class DestroyTile(TargetMove):
    kind = "destroy_tile"
    args = {"target": int, "square": int}

    def options(self, game, seat):
        return [act(self.kind, target=s, square=q) for s, q in game.tile_targets(seat, self.power(game))]

    def problem(self, game, seat, action):
        if (action["target"], action["square"]) in game.tile_targets(seat, self.power(game)):
            return ""
        power = self.power(game)
        what = f"{res_name(power['resource'])} tile" if power.get("resource") else "production tile"
        return f"Choose a {what} the power may remove" + (
            " (another player's)." if power["target"] == "other_player" else ".")

    def apply(self, game, seat, action):
        target, q = action["target"], action["square"]
        tile = game.remove_tile(target, q)
        game.pool_add(tile)
        game.emit(f"{game.seat_name(seat)} removes {game.seat_name(target)}'s {tile_name(tile)} tile; it goes back to "
                  f"the pool.", seat, "power")
        game.flow.pop()
        game.power_done()

    def describe(self, game, action):
        tile = game.tile_at(action["target"], action["square"])
        what = (f"{tile_name(tile)} tile{twin_square(game, action['target'], action['square'])}" if tile
                else f"tile on square {action['square'] + 1}")
        return f"Remove {game.seat_name(action['target'])}'s {what}"


@MOVES.add
class DestroyUnit(TargetMove):
    kind = "destroy_unit"
    args = {"target": int, "unit": str}

    def options(self, game, seat):
        return [act(self.kind, target=s, unit=u) for s, u in game.unit_targets(seat, self.power(game))]

    def problem(self, game, seat, action):
        if (action["target"], action["unit"]) in game.unit_targets(seat, self.power(game)):
            return ""
        return "Choose a myth unit of another player."

    def apply(self, game, seat, action):
        target, unit = action["target"], action["unit"]
        if game.units[target].get(unit):
            game.add_units(target, unit, -1)
        else:
            base = target * NSQ
            game.work[base + next(q for q in range(NSQ) if game.work[base + q] == unit)] = ""
        game.emit(f"{game.seat_name(seat)} eliminates {game.seat_name(target)}'s {unit_name(unit)}.", seat, "power")
        game.flow.pop()
        game.power_done()

    def describe(self, game, action):
        return f"Eliminate {game.seat_name(action['target'])}'s {unit_name(action['unit'])}"


@MOVES.add
class StealFrom(AomMove):
    kind = "steal_from"
    args = {"target": int}

    def options(self, game, seat):
        return [act(self.kind, target=s) for s in range(game.n) if s != seat and game.total_cubes(s)]

    def problem(self, game, seat, action):
        s = action["target"]
        if not 0 <= s < game.n or s == seat:
            return "Rob another player."
        return "" if game.total_cubes(s) else f"{game.seat_name(s)} has no cubes."

    def apply(self, game, seat, action):
        game.flow.pop()
        game.take_from_player(seat, action["target"], power_of(game.cur["card"])["amount"], "power_done")

    def describe(self, game, action):
        return f"Steal from {game.seat_name(action['target'])}"


@MOVES.add
class Sacrifice(AomMove):
    kind = "sacrifice"
    args = {"unit": str}

    def options(self, game, seat):
        return [act(self.kind, unit=u) for u in game.mortals_held(seat, "mortal")]

    def problem(self, game, seat, action):
        return "" if action["unit"] in game.mortals_held(seat, "mortal") else "Give up a mortal unit of yours."

    def apply(self, game, seat, action):
        game.flow.pop()
        game.sacrifice(seat, action["unit"])

    def describe(self, game, action):
        return f"Give up {article(unit_name(action['unit']))}"


@MOVES.add
class FreeUnit(AomMove):
    kind = "free_unit"
    args = {"unit": str}

    def options(self, game, seat):
        return [act(self.kind, unit=u) for u in game.free_kinds(seat, power_of(game.cur["card"])["kind"])]

    def problem(self, game, seat, action):
        if action["unit"] in game.free_kinds(seat, power_of(game.cur["card"])["kind"]):
            return ""
        return "Choose a mortal unit of your culture with an unused piece."

    def apply(self, game, seat, action):
        unit = action["unit"]
        game.add_units(seat, unit, 1)
        left = game.flow.pop()[2] - 1
        game.emit(f"{game.seat_name(seat)} gains a free {unit_name(unit)}.", seat, "power")
        if left > 0 and game.free_kinds(seat, power_of(game.cur["card"])["kind"]):
            game.push_step("free_unit", (seat,), left)
        else:
            game.power_done()

    def describe(self, game, action):
        return f"Take a free {unit_name(action['unit'])}"


@MOVES.add
class Convert(AomMove):
    kind = "convert"
    args = {"unit": str}

    def options(self, game, seat):
        power = power_of(game.cur["card"])
        if game.pieces_left(seat, power["unit"]) <= 0:
            return []
        return [act(self.kind, unit=u) for u in game.mortals_held(seat, power["kind"])]

    def problem(self, game, seat, action):
        power = power_of(game.cur["card"])
        if game.pieces_left(seat, power["unit"]) <= 0:
            return f"No unused {unit_name(power['unit'])} piece is left."
        return "" if action["unit"] in game.mortals_held(seat, power["kind"]) else "Turn a mortal unit of yours."

    def apply(self, game, seat, action):
        power = power_of(game.cur["card"])
        game.add_units(seat, action["unit"], -1)
        game.add_units(seat, power["unit"], 1)
        left = game.flow.pop()[2] - 1
        game.emit(f"{game.seat_name(seat)} turns {article(unit_name(action['unit']))} into "
                  f"{article(unit_name(power['unit']))}.", seat, "power")
        if left > 0 and self.options(game, seat):
            game.push_step("convert", (seat,), left)
        else:
            game.power_done()

    def describe(self, game, action):
        return f"Turn {article(unit_name(action['unit']))} into a Mummy"


@MOVES.add
class ConvertDone(AomMove):
    kind = "convert_done"

    def options(self, game, seat):
        return [act(self.kind)]

    def apply(self, game, seat, action):
        game.flow.pop()
        game.power_done()

    def describe(self, game, action):
        return "Turn no more units"

