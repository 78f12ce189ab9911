"""Empire Tiles, their placement, and where cubes may go (Placement and Eras, the Mediterranean, the New
World and the Far East).

Take an empire tile, then place any number of cubes from the pool (never the general stock), region by
region, in as many different regions as the tile's number (Cartography, Telegraph: more). Cubes go in or
next to regions that held the player's cubes before this placement began. With no cubes on the map the
first region may be any the era allows, and the others must be next to it (the first Old-World region).
Before placing, a player may take all his cubes off the map into his pool and start a new empire. Only
regions of the current or an earlier era may be entered; the Mediterranean only with a tile showing
water; the New World and the Far East from Era II with a water tile (in the Era-II A turn only once
someone has taken Navigation), from anywhere; a player with cubes overseas but none in the Old World may
use a water tile to enter any one Old-World region. The placement can be reset until it is confirmed;
battles follow (battles.py).

Moves: take_empire, restart_empire, place, reset_placement, confirm_placement.
"""
from __future__ import annotations

from typing import Any

from dawnofempires_gui.engine import Action
from dawnofempires_gui.engine.words import join

from . import data as D
from .actions import RegularMove
from .state import ERA_ROMAN, MOVES, OLD_WORLD, OVERSEAS, REGION_IDS, RoeMove, act
from .words import cubes, empire_words, region_name


class EmpireRules:
    """The game class's part for empire tiles and placing cubes."""

    def empire_side(self: Any, tile: str) -> D.EmpireSide:
        return D.EMPIRE_BY_ID[tile].side(self.era)

    def region_limit(self: Any, seat: int) -> int:
        return self.empire_side(self.pl_tile).number + self.effect_total(seat, "extra_region", "count")

    def has_water(self: Any, seat: int) -> bool:
        return self.empire_side(self.pl_tile).water or self.owns_effect(seat, "all_water")

    def place_problem(self: Any, seat: int, region: str) -> str:
        """Why no cube may go into this region now ("" when it may)."""
        if self.pool[seat] == 0:
            return "You have no cubes left in your pool (cubes are never placed from the general stock)."
        if region in self.pl_regions:
            return "You have already placed cubes there in this placement (reset the placement to change it)."
        limit = self.region_limit(seat)
        if len(self.pl_regions) >= limit:
            return f"This empire tile lets you place cubes in {limit} different region{'s' if limit > 1 else ''}."
        reg = D.REGIONS[region]
        if reg.era > self.era:
            return (f"{reg.name} is an Era-{ERA_ROMAN[reg.era]} region: only regions of the current or an earlier "
                    f"era may be entered.")
        if region in OVERSEAS and self.turn == 3 and not self.navigation_taken():
            return ("In the A turn of Era II nobody may place cubes in the New World or the Far East until a player "
                    "has taken the Navigation progress tile.")
        water = self.has_water(seat)
        if reg.is_sea and not water:
            return "You may place cubes into the Mediterranean only with an empire tile showing water."
        if region in OVERSEAS:
            return "" if water else "Only an empire tile showing water reaches the New World and the Far East."
        base = self.pl_base
        if any(r in OLD_WORLD for r in base):
            if region in base or any(r in base for r in D.ADJACENT[region]):
                return ""
            return ("Cubes may be placed only in or next to regions that held your cubes before this placement "
                    "began.")
        if base:  # cubes only overseas: a water tile reaches any one Old-World region
            if not water:
                return "From the New World or the Far East only an empire tile showing water reaches the Old World."
            if any(r in OLD_WORLD for r in self.pl_regions):
                return "From overseas, a water tile reaches only one region of the Old World."
            return ""
        olds = [r for r in self.pl_regions if r in OLD_WORLD]
        if olds and region not in D.ADJACENT[olds[0]]:
            return f"A new empire's further regions must be next to its first region, {region_name(olds[0])}."
        return ""

    def placeable(self: Any, seat: int) -> list[str]:
        """The regions where cubes may go next in this placement."""
        if self.pool[seat] == 0 or len(self.pl_regions) >= self.region_limit(seat):
            return []
        # the same rules as place_problem(), without the words (this runs for every legal_actions())
        era, done, base = self.era, self.pl_regions, self.pl_base
        water = self.has_water(seat)
        closed = self.turn == 3 and not self.navigation_taken()
        olds = [r for r in done if r in OLD_WORLD]
        if any(r in OLD_WORLD for r in base):
            reach = set(base)
            for r in base:
                reach.update(D.ADJACENT[r])
        elif base:
            reach = set(OLD_WORLD) if water and not olds else set()
        else:
            reach = set(D.ADJACENT[olds[0]]) if olds else set(OLD_WORLD)
        out = []
        for r in REGION_IDS:
            reg = D.REGIONS[r]
            if r in done or reg.era > era or (reg.is_sea and not water):
                continue
            if r in OVERSEAS:
                if water and not closed:
                    out.append(r)
            elif r in reach:
                out.append(r)
        return out

    def start_placement(self: Any, seat: int, tile: str) -> None:
        self.pl_tile = tile
        self.pl_before = {r: self.cubes[r][seat] for r in REGION_IDS if self.cubes[r][seat]}
        self.pl_pool = self.pool[seat]
        self.pl_base = list(self.pl_before)
        self.pl_regions = []
        self.pl_restarted = False
        self.push_step("place", (seat,))  # with no cube to place, the engine confirms it (an auto step)

    def finish_placement(self: Any, seat: int) -> None:
        before = {} if self.pl_restarted else self.pl_before
        placed = [f"{cubes(self.cubes[r][seat] - before.get(r, 0))} in {region_name(r)}" for r in self.pl_regions]
        if self.pl_restarted:
            self.emit(f"{self.name(seat)} takes every cube off the map to start a new empire.", seat, "place")
        self.emit(f"{self.name(seat)} places {join(placed) if placed else 'no cubes'}.", seat, "place")
        self.pl_regions, self.pl_base, self.pl_before = [], [], {}
        self.battles = []
        if self.battle_choices(seat):
            self.set_step("battle", (seat,))
        else:
            self.pop_step()
            self.regular_done(seat)


@MOVES.add
class TakeEmpire(RegularMove):
    kind = "take_empire"
    args = {"tile": str}
    row = "empire"

    def candidates(self, game, seat):
        return [act("take_empire", tile=t) for t in game.empire_track if t is not None]

    def why(self, game, seat, action):
        if action["tile"] not in game.empire_track:
            return "That empire tile is not on the empire track."
        return ""

    def apply(self, game, seat, action):
        tile = action["tile"]
        did = game.begin_regular(seat, self.row)
        game.empire_track[game.empire_track.index(tile)] = None
        game.empires[seat].append(tile)
        game.emit(f"{game.name(seat)} {did}takes {empire_words(tile, game.era, you=False)}.", seat, "empire")
        game.start_placement(seat, tile)

    def describe(self, game, action):
        return f"Take {empire_words(action['tile'], game.era)}"


PLACE: dict[tuple[str, int], Action] = {}


def place_action(region: str, count: int) -> Action:
    found = PLACE[(region, count)] = act("place", region=region, count=count)
    return found


class PlaceStepMove(RoeMove):
    def options(self, game, seat):
        return self.choices(game, seat) if game.top_step()[0] == "place" else []

    def choices(self, game, seat):
        return []


@MOVES.add
class RestartEmpire(PlaceStepMove):
    kind = "restart_empire"

    def choices(self, game, seat):
        return [act(self.kind)] if not game.pl_regions and not game.pl_restarted and game.pl_before else []

    def problem(self, game, seat, action):
        if game.pl_regions or game.pl_restarted:
            return "A new empire is started before placing any cubes."
        if not game.pl_before:
            return "You have no cubes on the map."
        return ""

    def apply(self, game, seat, action):
        for r in REGION_IDS:
            c = game.cubes[r][seat]
            if c:
                game.cubes[r][seat] = 0
                game.pool[seat] += c
        game.pl_base = []
        game.pl_restarted = True  # said in the log when the placement is confirmed (a reset takes it back)

    def describe(self, game, action):
        return "Start a new empire (all your cubes on the map go back to your pool)"


@MOVES.add
class Place(PlaceStepMove):
    kind = "place"
    args = {"region": str, "count": int}

    def choices(self, game, seat):
        pool = game.pool[seat]
        return [PLACE.get((r, k)) or place_action(r, k) for r in game.placeable(seat) for k in range(1, pool + 1)]

    def problem(self, game, seat, action):
        region, count = action["region"], action["count"]
        if region not in D.REGIONS:
            return "There is no such region on the map."
        why = game.place_problem(seat, region)
        if why:
            return why
        if count < 1:
            return "Place at least 1 cube."
        if count > game.pool[seat]:
            return f"Your pool holds only {cubes(game.pool[seat])} (cubes are never placed from the general stock)."
        return ""

    def apply(self, game, seat, action):
        game.put_cubes(seat, action["region"], action["count"])
        game.pl_regions.append(action["region"])

    def describe(self, game, action):
        return f"Place {cubes(action['count'])} in {region_name(action['region'])}"


@MOVES.add
class ResetPlacement(PlaceStepMove):
    kind = "reset_placement"

    def choices(self, game, seat):
        return [act(self.kind)] if game.pl_regions or game.pl_restarted else []

    def problem(self, game, seat, action):
        return "" if game.pl_regions or game.pl_restarted else "Nothing has been placed yet."

    def apply(self, game, seat, action):
        for r in REGION_IDS:
            game.cubes[r][seat] = game.pl_before.get(r, 0)
        game.pool[seat] = game.pl_pool
        game.pl_base = list(game.pl_before)
        game.pl_regions = []
        game.pl_restarted = False

    def describe(self, game, action):
        return "Reset the placement"


@MOVES.add
class ConfirmPlacement(PlaceStepMove):
    kind = "confirm_placement"

    def choices(self, game, seat):
        return [act(self.kind)]

    def apply(self, game, seat, action):
        game.finish_placement(seat)

    def describe(self, game, action):
        if game.top_step()[0] == "place" and not game.pl_regions:  # the words say what an early click does
            return "Place no cubes" + (" (your cubes stay off the map)" if game.pl_restarted else "")
        return "Confirm the placement"
