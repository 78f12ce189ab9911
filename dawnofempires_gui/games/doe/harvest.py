"""Harvest (§4.1), in four parts: collect cubes (each town up to its size, from its three tiles), check
happiness (lose a cube per unhappy face not cancelled), convert the cubes (wealth may be changed into
money or science meanwhile; city improvements give their +2), pay upkeep (remove huts or warriors until
it can be paid); at the end wealth drops to 0 unless you have Court.

In edition 2 a Harvest chosen on the rondel may still be left out (the action is optional, §4): until the
first cube is collected or collecting is stopped the turn may end; once begun, it runs to the upkeep.
Collecting no cube is still a Harvest: the +2 of improvements, the upkeep and the loss of wealth."""
from __future__ import annotations

from dawnofempires_gui.engine import Action
from dawnofempires_gui.engine.words import amounts, plural

from . import data as D
from . import hexmap as H
from .state import HARVEST_STEPS, MOVES, RI, DoeMove, M, W
from .words import cubes, resource_amounts, tile_label, tile_name

COLLECT = tuple(Action("collect", tile=t) for t in range(H.N_TILES))
STOP = Action("stop_collecting")
DISCARD = {t: Action("discard", terrain=t) for t in D.TERRAINS}
CONVERT = {(t, r): Action("convert", terrain=t, res=r) for t in D.TERRAINS for r in D.RESOURCES}
DONE_CONVERTING = Action("done_converting")
PAY = Action("pay_upkeep")
REMOVE_HUT = tuple(Action("remove_hut", corner=c) for c in range(H.N_CORNERS))
REMOVE_WARRIOR = tuple(Action("remove_warrior", tile=t) for t in range(H.N_TILES))
RETIRE = Action("retire_legend")


class HarvestRules:
    """The game class's part for the Harvest."""

    def collect_options(self, p: int) -> list[int]:
        """The tiles p may take a cube from now: next to p's towns, p's to collect (§4.1.1: the occupant's,
        else the players' with the most town size around it), and each town taking at most its size in
        cubes (the cubes so far and this one matched to town slots)."""
        owner, size = self.town_owner, self.town_size
        towns = [c for c, o in enumerate(owner) if o == p]
        slots = [c for c in towns for _ in range(size[c])]
        collected = self.collected
        if len(collected) >= len(slots):
            return []
        free = []
        for t in sorted({t for c in towns for t in H.CORNER_TILES[c]}):
            if t in collected or self.terrain[t] is None:
                continue
            occupant = self.unit_owner[t]
            if occupant >= 0:
                if occupant != p:
                    continue
            else:
                sums: dict[int, int] = {}
                for c in H.TILE_CORNERS[t]:
                    q = owner[c]
                    if q >= 0:
                        sums[q] = sums.get(q, 0) + size[c]
                if sums[p] < max(sums.values()):
                    continue
            free.append(t)
        if not collected:
            return free  # every town has a slot: any tile next to one may give a cube
        matched = [-1] * len(slots)
        for t in collected:
            _augment(slots, matched, t, set())
        return [t for t in free if _augment(slots, matched[:], t, set())]

    def _matchable(self, p: int, tiles: list[int]) -> bool:
        """Can each tile be given to a different slot of an adjacent town of p (town size = slots)?"""
        slots = [c for c in self.towns_of(p) for _ in range(self.town_size[c])]
        owner = [-1] * len(slots)
        return all(_augment(slots, owner, t, set()) for t in tiles)

    def enter_discard(self) -> None:
        """§4.1.2: a cube of the player's choice is lost for each unhappy face not cancelled."""
        p = self.active
        self.to_discard = min(self.unhappy(p), len(self.collected))
        if self.to_discard:
            faces = plural(self.to_discard, "unhappy face")
            self.emit(f"{self.name(p)} has {faces} not cancelled and must lose that many cubes.", p, "harvest")
        self.set_base("discard")

    def enter_convert(self) -> None:
        """§4.1.3, and the "+2" of Granary, Library, Market and Workshop (gained here, capped at 8)."""
        p = self.active
        self.to_discard = 0
        self.set_base("convert")
        gained = [0] * 5
        for b in self.imps[p]:
            for res, n in D.BUILDINGS[b].harvest:
                gained[RI[res]] += self.gain(p, RI[res], n)
        if any(gained):
            self.emit(f"{self.name(p)}'s improvements give {resource_amounts(gained)}.", p, "harvest")

    def upkeep_payable(self, p: int) -> bool:
        return (self.town_upkeep_means(p) >= self.town_upkeep_due(p)
                and self.res[p][M] >= self.military_upkeep_due(p))

    def pay_upkeep(self) -> None:
        """§4.1.4: town upkeep (food; in edition 2 wealth first, then food) and military upkeep (money);
        then wealth drops to 0 unless the player has Court."""
        p = self.active
        due = self.town_upkeep_due(p)
        paid: dict[str, int] = {}
        for res in self.rules.town_upkeep_paid_with:
            k = min(due, self.res[p][RI[res]])
            self.res[p][RI[res]] -= k
            due -= k
            paid[res] = k
        money_due = self.military_upkeep_due(p)
        pay_m = min(money_due, self.res[p][M])
        self.res[p][M] -= pay_m
        text = (f"{self.name(p)} pays upkeep: {amounts(paid, nothing='0 food')} for towns and {pay_m} money "
                "for warriors.")
        if due > 0 or pay_m < money_due:
            text += " The rest cannot be paid and is forgiven, as nothing is left to remove."
        self.emit(text, p, "harvest")
        if self.res[p][W] and "court" not in self.imps[p]:
            self.emit(f"{self.name(p)}'s {self.res[p][W]} wealth is lost at the end of the Harvest.", p, "harvest")
            self.res[p][W] = 0
        self.set_base("done")

    def upkeep_options(self, p: int) -> list[Action]:
        food_short = self.town_upkeep_means(p) < self.town_upkeep_due(p)
        money_short = self.res[p][M] < self.military_upkeep_due(p)
        towns = self.towns_of(p)
        war_tiles = [t for t in range(H.N_TILES) if self.unit_owner[t] == p and self.unit_w[t] > 0]
        out = []
        if food_short:
            out += [REMOVE_HUT[c] for c in towns]
        if money_short:
            out += [REMOVE_WARRIOR[t] for t in war_tiles]
            if self.legends[p]:
                out.append(RETIRE)
        if (not food_short or not towns) and (not money_short or (not war_tiles and not self.legends[p])):
            out.append(PAY)
        return out

    # --- the steps that resolve themselves (rules.AUTO)
    def auto_collect(self) -> bool:
        """No cube left to collect: collecting stops (unless the Harvest may still be left out)."""
        if not self.collect_options(self.active) and (self.collected or not self.rules.harvest_optional):
            self.enter_discard()
            return True
        return False

    def auto_discard(self) -> bool:
        if self.to_discard <= 0 or not self.collected:
            self.enter_convert()
            return True
        return False

    def auto_convert(self) -> bool:
        if not self.collected and self.res[self.active][W] == 0:
            self.set_base("upkeep")
            return True
        return False

    def auto_upkeep(self) -> bool:
        if self.upkeep_payable(self.active):
            self.pay_upkeep()
            return True
        return False


def _augment(slots: list[int], owner: list[int], t: int, seen: set[int]) -> bool:
    """Give tile t a slot (a town corner) next to it, moving earlier tiles to other slots if need be
    (an augmenting path of a bipartite matching); owner[i] is the tile holding slot i, -1 if free."""
    for i, c in enumerate(slots):
        if i in seen or t not in H.CORNER_TILES[c]:
            continue
        seen.add(i)
        if owner[i] < 0 or _augment(slots, owner, owner[i], seen):
            owner[i] = t
            return True
    return False


def harvest_why(game, p: int, action: Action) -> str:
    """Why a part of the Harvest is refused now, in the rulebook's words."""
    k, step = action.kind, game.step
    if step not in HARVEST_STEPS:
        return "That is part of a Harvest, which you are not doing now."
    if k == "collect":
        if step != "collect":
            return "The collecting is over."
        t = action["tile"]
        if t in game.collected:
            return "You already took that tile's cube: each tile has only one cube."
        if 0 <= t < H.N_TILES and game.unit_owner[t] >= 0 and game.unit_owner[t] != p:
            return f"{tile_label(t)} is occupied by {game.name(game.unit_owner[t])}: only they may collect its cube."
        return ("You may not collect from that tile: it must touch your towns, you must have the most town size "
                "around it (unless you occupy it), and each town takes at most its size in cubes.")
    if step == "discard":
        return f"You must first lose {cubes(game.to_discard)} to unhappy faces."
    if step == "convert":
        if k == "done_converting":
            return "Every collected cube must be converted first."
        return "Convert one of your collected cubes into one of its resources."
    if step == "upkeep":
        if k == "pay_upkeep":
            town = " or ".join(game.rules.town_upkeep_paid_with)
            return (f"You cannot pay the upkeep ({game.town_upkeep_due(p)} {town}, {game.military_upkeep_due(p)} "
                    "money): remove huts or warriors until you can.")
        return "Remove only what you need to pay the upkeep: huts for food, warriors or legends for money."
    return "You are still collecting cubes: collect one more or stop collecting."


class HarvestMove(DoeMove):
    def why_not(self, game, seat, action):
        return harvest_why(game, seat, action)

    def wrong_step(self, game, seat, action):
        return harvest_why(game, seat, action)


@MOVES.add
class Collect(HarvestMove):
    kind = "collect"
    args = {"tile": int}

    def options(self, game, seat):
        return [COLLECT[t] for t in game.collect_options(seat)]

    def apply(self, game, seat, action):
        t = action["tile"]
        game.collected.append(t)
        game.emit(f"{game.name(seat)} collects a {game.terrain[t]} cube from {tile_label(t)}.", seat, "harvest")

    def describe(self, game, action):
        t = action["tile"]
        ter = game.terrain[t] if isinstance(t, int) and 0 <= t < H.N_TILES else None
        return f"Collect a {ter} cube from {tile_name(t)}" if ter else f"Collect a cube from {tile_name(t)}"


@MOVES.add
class StopCollecting(HarvestMove):
    kind = "stop_collecting"

    def options(self, game, seat):
        return [STOP]

    def apply(self, game, seat, action):
        game.emit(f"{game.name(seat)} stops collecting with {cubes(len(game.collected))}.", seat, "harvest")
        game.enter_discard()

    def describe(self, game, action):
        return "Stop collecting cubes"


@MOVES.add
class Discard(HarvestMove):
    kind = "discard"
    args = {"terrain": str}

    def options(self, game, seat):
        return [DISCARD[t] for t in sorted({game.terrain[x] for x in game.collected})]

    def apply(self, game, seat, action):
        ter = action["terrain"]
        t = next(x for x in game.collected if game.terrain[x] == ter)
        game.collected.remove(t)
        game.to_discard -= 1
        game.emit(f"{game.name(seat)} loses a {ter} cube to unhappiness.", seat, "harvest")

    def describe(self, game, action):
        return f"Lose a {action['terrain']} cube (unhappiness)"


@MOVES.add
class Convert(HarvestMove):
    kind = "convert"
    args = {"terrain": str, "res": str}

    def options(self, game, seat):
        out = []
        for ter in sorted({game.terrain[x] for x in game.collected}):
            for res in game.conversions(seat, ter):
                out.append(CONVERT[(ter, res)])
        return out

    def apply(self, game, seat, action):
        ter, res = action["terrain"], action["res"]
        t = next(x for x in game.collected if game.terrain[x] == ter)
        game.collected.remove(t)
        n = game.conversions(seat, ter)[res]
        got = game.gain(seat, RI[res], n)
        lost = f", {n - got} wasted at the cap of {D.CAP}" if got < n else ""
        game.emit(f"{game.name(seat)} converts a {ter} cube into {n} {res}{lost}.", seat, "harvest")

    def describe(self, game, action):
        return f"Convert a {action['terrain']} cube into {action['res']}"


@MOVES.add
class DoneConverting(HarvestMove):
    kind = "done_converting"

    def options(self, game, seat):
        return [] if game.collected else [DONE_CONVERTING]

    def apply(self, game, seat, action):
        game.set_base("upkeep")

    def describe(self, game, action):
        return "Finish converting and pay upkeep"


@MOVES.add
class PayUpkeep(HarvestMove):
    kind = "pay_upkeep"

    def options(self, game, seat):
        return [a for a in game.upkeep_options(seat) if a is PAY]

    def apply(self, game, seat, action):
        game.pay_upkeep()

    def describe(self, game, action):
        return "Pay upkeep"


@MOVES.add
class RemoveHut(HarvestMove):
    kind = "remove_hut"
    args = {"corner": int}

    def options(self, game, seat):
        return [a for a in game.upkeep_options(seat) if a.kind == "remove_hut"]

    def apply(self, game, seat, action):
        c = action["corner"]
        name = game.town_name[c]
        game.town_size[c] -= 1
        game.huts_track[seat] += 1
        if game.town_size[c] == 0:
            game.town_owner[c] = -1
            game.town_name[c] = ""
            game.emit(f"{game.name(seat)} cannot pay the town upkeep and abandons {name}.", seat, "upkeep")
        else:
            game.emit(f"{game.name(seat)} cannot pay the town upkeep: {name} shrinks to size {game.town_size[c]}.",
                      seat, "upkeep")

    def describe(self, game, action):
        c = action["corner"]
        return f"Remove a hut from {game.town_name[c] if isinstance(c, int) and 0 <= c < H.N_CORNERS else c}"


@MOVES.add
class RemoveWarrior(HarvestMove):
    kind = "remove_warrior"
    args = {"tile": int}

    def options(self, game, seat):
        return [a for a in game.upkeep_options(seat) if a.kind == "remove_warrior"]

    def apply(self, game, seat, action):
        t = action["tile"]
        game.unit_w[t] -= 1
        game.tidy(t)
        game.war_track[seat] += 1
        game.emit(f"{game.name(seat)} cannot pay the military upkeep: a warrior on {tile_label(t)} returns to the "
                  "track.", seat, "upkeep")

    def describe(self, game, action):
        return f"Return a warrior on {tile_name(action['tile'])} to the track"


@MOVES.add
class RetireLegend(HarvestMove):
    kind = "retire_legend"

    def options(self, game, seat):
        return [a for a in game.upkeep_options(seat) if a is RETIRE]

    def apply(self, game, seat, action):
        game.legends[seat] -= 1
        game.war_track[seat] += 1
        game.emit(f"{game.name(seat)} returns a legend to the military upkeep track to pay the upkeep.", seat, "upkeep")

    def describe(self, game, action):
        return "Return a legend to the track"
