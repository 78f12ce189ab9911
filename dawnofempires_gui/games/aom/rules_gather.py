"""Gather: the card player names a terrain or a resource (or the card says Gather All, or Food), may move his
villagers (and Dwarves) onto tiles, then every player gathers in turn from him, clockwise, from a finite bank.
Monument, Granary, Gold Mint and Wood Workshop add their cubes for the card player only."""
from __future__ import annotations

from dawnofempires_gui.engine.words import article
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.rules_state import MOVES, AomMove, AomState, act
from dawnofempires_gui.games.aom.rules_tables import (CARD, GATHERERS, NSQ, RES, TERRAIN, TILE_AMOUNT, TILE_RES,
                                                      gatherer_of, power_of)
from dawnofempires_gui.games.aom.rules_words import cubes, mode_name, res_name, unit_name

MODES = (*D.TERRAINS, *D.RESOURCES)
HOLDING = -1  # a move's source: a villager from the Holding Area (-2, -3...: a unit of GATHERERS from there)
BONUS = tuple((b.id, b.effect["resource"], b.effect["amount"]) for b in D.BUILDINGS.values()
              if b.effect.id == "gather_bonus")


def source_of(unit: str) -> int:
    return -2 - GATHERERS.index(unit)


class GatherRules(AomState):
    def gather_problem(self, seat: int, card: str, with_power: bool) -> str:
        return ""

    def start_gather(self, seat: int, card: str) -> None:
        mode = CARD[card].gather
        self.act = {"kind": "gather", "mode": "" if mode == "terrain_or_resource" else mode, "moved": ()}
        if mode == "terrain_or_resource":
            self.push_step("gather_mode", (seat,))
        else:
            self.workers_or_gather(seat)

    def workers_or_gather(self, seat: int) -> None:
        if self.worker_moves(seat):
            if self.flow[-1][0] == "gather_mode":
                self.flow.pop()
            if self.flow[-1][0] != "workers":
                self.push_step("workers", (seat,))
        else:
            self.gather_all_players(seat)

    # ------------------------------------------------------------------ moving villagers and Dwarves
    def worker_moves(self, seat: int) -> list[tuple[int, int]]:
        """(source, square) of every move allowed now: a villager (or Dwarf) from the Holding Area to a free tile,
        or a worker not yet moved in this Gather from its tile to another (swapping with a worker there that has
        not moved yet, who may then move himself). Each tile holds one worker; a Dwarf works only a tile of its
        resource."""
        base = seat * NSQ
        prod, work = self.prod, self.work
        tiles = [q for q in range(NSQ) if prod[base + q]]
        if not tiles:
            return []
        moved = self.act.get("moved", ())
        out = []
        free = [q for q in tiles if not work[base + q]]
        if self.villagers[seat]:
            out += [(HOLDING, q) for q in free]
        held = self.units[seat]
        for unit in GATHERERS:
            if held.get(unit):
                want = gatherer_of(unit)["resource"]
                out += [(source_of(unit), q) for q in free if TILE_RES[prod[base + q]] == want]
        for src in tiles:
            who = work[base + src]
            if not who or src in moved:
                continue
            for q in tiles:
                if q == src or not self.fits(who, prod[base + q]):
                    continue
                there = work[base + q]
                if there and (q in moved or not self.fits(there, prod[base + src])):
                    continue
                out.append((src, q))
        return out

    @staticmethod
    def fits(worker: str, tile: str) -> bool:
        return worker == "villager" or TILE_RES[tile] == gatherer_of(worker)["resource"]

    # ------------------------------------------------------------------ gathering
    def gather_all_players(self, seat: int) -> None:
        """Every player gathers once, the card player first, then clockwise, as long as the bank has cubes."""
        mode = self.act["mode"]
        power = power_of(self.cur["card"]) if self.cur.get("power") else None
        boost = power if power is not None and power.id == "gather_boost" else None
        others = not (power is not None and (power.id == "others_gather_nothing"
                                             or (boost is not None and not boost["others_gather"])))
        if self.flow[-1][0] in ("workers", "gather_mode"):
            self.flow.pop()
        self.emit(f"Gather from {mode_name(mode) if mode == 'all' else mode_name(mode) + ' tiles'}: "
                  + (f"every player gathers, {self.seat_name(seat)} first." if others else
                     f"only {self.seat_name(seat)} gathers."), seat, "gather_call")
        for s in self.order_from(seat):
            if s != seat and not others:
                continue
            owed = self.production(s, mode, boost if s == seat else None)
            got = {r: self.take(s, r, owed[r]) for r in RES if owed[r]}
            bonus = {}
            if s == seat:
                for building, res, amount in BONUS:
                    if self.bld[s].get(building):
                        bonus[building] = (res, self.take(s, res, amount), amount)
            words = cubes(got, "nothing")
            short = {r: owed[r] - got.get(r, 0) for r in RES if owed[r] > got.get(r, 0)}
            if short:
                words += f" (the bank ran out of {', '.join(res_name(r) for r in short)})"
            if bonus:
                words += "; " + ", ".join(f"{D.BUILDINGS[b].name} +{k} {res_name(r)}" for b, (r, k, _) in bonus.items())
            self.emit(f"{self.seat_name(s)} gathers {words}.", s, "gather")
        self.action_done()

    def production(self, seat: int, mode: str, boost=None) -> dict[str, int]:
        """What the seat's tiles give in a gather of `mode` (a terrain, a resource or "all"): the cubes shown on
        each qualifying tile, one more for a villager on it, a Dwarf's cubes on a tile of its resource."""
        owed = dict.fromkeys(RES, 0)
        base = seat * NSQ
        grid = TERRAIN[self.cult[seat]]
        for q in range(NSQ):
            tile = self.prod[base + q]
            if not tile:
                continue
            res = TILE_RES[tile]
            if mode != "all" and grid[q] != mode and res != mode:
                continue
            k = TILE_AMOUNT[tile]
            who = self.work[base + q]
            if who == "villager":
                k += 1
            elif who:
                special = gatherer_of(who)
                if special["resource"] == res:
                    k += special["amount"]
            if boost is not None and res == boost["resource"]:
                k += boost["per_tile"]
            owed[res] += k
        return owed


@MOVES.add
class GatherMode(AomMove):
    kind = "gather_mode"
    args = {"mode": str}

    def options(self, game, seat):
        return [act("gather_mode", mode=m) for m in MODES]

    def problem(self, game, seat, action):
        return "" if action["mode"] in MODES else "Name one terrain type or one resource type."

    def apply(self, game, seat, action):
        game.act["mode"] = action["mode"]
        game.emit(f"{game.seat_name(seat)} names {mode_name(action['mode'])}.", seat, "gather_call")
        game.workers_or_gather(seat)

    def describe(self, game, action):
        mode = action["mode"]
        return f"Gather {mode_name(mode)}" + (" (every tile of that resource)" if mode in D.RESOURCES else
                                              " (every tile on that terrain)")


@MOVES.add
class MoveWorker(AomMove):
    kind = "move_worker"
    args = {"source": int, "square": int}

    def options(self, game, seat):
        return [act("move_worker", source=s, square=q) for s, q in game.worker_moves(seat)]

    def problem(self, game, seat, action):
        if (action["source"], action["square"]) in game.worker_moves(seat):
            return ""
        return ("Only a villager or unit from your Holding Area onto a free tile, or one not yet moved in this Gather "
                "onto another tile, may move; each tile holds one, and a Dwarf works only a Gold tile.")

    def apply(self, game, seat, action):
        src, q = action["source"], action["square"]
        base = seat * NSQ
        if src == HOLDING:
            who = "villager"
            game.villagers[seat] -= 1
        elif src < HOLDING:
            who = GATHERERS[-2 - src]
            game.add_units(seat, who, -1)
        else:
            who = game.work[base + src]
            game.work[base + src] = game.work[base + q]
        game.work[base + q] = who
        game.act["moved"] = (*game.act["moved"], q)
        worker = article(who if who == "villager" else unit_name(who))
        game.emit(f"{game.seat_name(seat)} moves {worker} to square {q + 1}.", seat, "worker")
        if not game.worker_moves(seat):
            game.gather_all_players(seat)

    def describe(self, game, action):
        src, q = action["source"], action["square"]
        if src >= 0:
            return f"Move the worker on square {src + 1} to square {q + 1}"
        who = "villager" if src == HOLDING else unit_name(GATHERERS[-2 - src])
        return f"Move {article(who)} from the Holding Area to square {q + 1}"


@MOVES.add
class GatherNow(AomMove):
    kind = "gather_now"

    def options(self, game, seat):
        return [act("gather_now")]

    def apply(self, game, seat, action):
        game.gather_all_players(seat)

    def describe(self, game, action):
        return "Gather with the villagers where they stand"
