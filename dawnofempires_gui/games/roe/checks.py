"""What must always hold in a game of Rise of Empires (invariant_problems(), run by the tests after every
action): nothing negative, and gold, resource discs, cubes, action discs and every tile conserved between
the bank, the players, their pools and general stocks, the map, the trade track and the tiles display."""
from __future__ import annotations

from collections import Counter
from typing import Any

from . import data as D
from .state import FOOD_TOP, G, ROWS

ALL_PROGRESS = Counter(t for e in D.ERAS for t in D.PROGRESS_DECK[e])
ALL_TERRITORY = Counter(D.TERRITORY_DECK)
ALL_CITIES = Counter(c.id for c in D.CITIES)
ALL_EMPIRES = sorted(t.id for t in D.EMPIRE_TILES)
TRADE_DISCS = {b.id: b.discs for b in D.TRADE_BOXES}
CIRCLES = {n: {row: G.circles_for(n, row) for row in ROWS} for n in range(G.min_players, G.max_players + 1)}


class CheckRules:
    """The game class's part for its invariants."""

    def invariant_problems(self: Any) -> list[str]:
        return self.amount_problems() + self.tile_problems()

    def amount_problems(self: Any) -> list[str]:
        """Gold, resource discs, cubes, action discs, food and points: never negative, always conserved
        (written to be cheap: the tests run it after every action of many games)."""
        out: list[str] = []
        n = self.n
        for name in ("gold", "discs", "pool", "stock", "food", "vp", "hand"):
            values = getattr(self, name)
            if min(values) < 0:
                out.append(f"negative {name}: {values}")
        if max(self.food) > FOOD_TOP:
            out.append(f"food above the top of the track: {self.food}")
        on_track = sum([TRADE_DISCS[b] for b in self.trade])
        held = sum(self.discs)
        if self.bank_discs < 0 or self.bank_discs + held + on_track != G.resource_discs:
            out.append(f"resource discs: bank {self.bank_discs} + players {held} + trade track {on_track} "
                       f"!= {G.resource_discs}")
        if sum(self.gold) != n * G.start.gold + self.gold_issued:
            out.append(f"gold: players hold {sum(self.gold)}, the bank paid out {self.gold_issued} net")
        displayed = [0] * (n + 1)  # the last counts empty circles
        a_turn = not self.b_turn
        for row, circles in self.display.items():
            for c in circles:
                displayed[c] += 1
            if len(circles) != CIRCLES[n][row]:
                out.append(f"the {row} row has {len(circles)} circles")
            if a_turn and -1 in circles and max(circles[:len(circles) - circles[::-1].index(-1)]) >= 0:
                out.append(f"A turn: the {row} row is not filled from the right: {circles}")
        for s, column in enumerate(zip(*self.cubes.values())):
            if min(column) < 0:
                out.append(f"seat {s} has a negative number of cubes in a region: {column}")
            if self.pool[s] + self.stock[s] + sum(column) != G.cubes_per_colour:
                out.append(f"seat {s} cubes: pool {self.pool[s]} + stock {self.stock[s]} + map {sum(column)} "
                           f"!= {G.cubes_per_colour}")
            if self.hand[s] + displayed[s] != G.actions_per_turn:
                out.append(f"seat {s} action discs: {self.hand[s]} off + {displayed[s]} on the display")
            parts = sum(self.vp_parts[s].values())
            if parts != self.vp[s]:
                out.append(f"seat {s} points {self.vp[s]} but its categories add up to {parts}")
            if len(set(self.progress[s])) != len(self.progress[s]):
                out.append(f"seat {s} owns a progress tile twice: {self.progress[s]}")
        return out

    def tile_problems(self: Any) -> list[str]:
        """Every tile is in exactly one place: face down, face up, aside, with a player or out of the game."""
        out = []
        progress = Counter(self.progress_deck1 + self.progress_deck2 + self.progress_deck3 + self.public_progress())
        progress.pop(None, None)
        if progress != ALL_PROGRESS:
            out.append(f"progress tiles: extra {dict(progress - ALL_PROGRESS)}, "
                       f"missing {dict(ALL_PROGRESS - progress)}")
        territory = Counter(self.territory_deck + self.territory_up + self.territory_aside + self.territory_box
                            + [t for tiles in self.territories for t in tiles])
        territory.pop(None, None)
        if territory != ALL_TERRITORY:
            out.append(f"territory tiles: extra {dict(territory - ALL_TERRITORY)}, "
                       f"missing {dict(ALL_TERRITORY - territory)}")
        cities = Counter(self.city_deck + self.city_up + self.city_aside + self.city_box
                         + [t for tiles in self.cities for t in tiles])
        cities.pop(None, None)
        if cities != ALL_CITIES:
            out.append(f"city tiles: extra {dict(cities - ALL_CITIES)}, missing {dict(ALL_CITIES - cities)}")
        empires = sorted([t for t in self.empire_track if t is not None] + [t for ts in self.empires for t in ts])
        if empires != ALL_EMPIRES:
            out.append(f"empire tiles: {empires}")
        return out
