"""Explore (§4.5): turn a face-down tile next to one of your warriors (or your Spirit of Mars) and gain
its exploration bonus. Build (§4.6): a city improvement (never twice) or a wonder (one of each in the
game), paying production and money, once you have a technology it requires. Grow (§4.7): pay the grow
cost of your empire and add a hut to one of your towns (size 3 at most)."""
from __future__ import annotations

from dawnofempires_gui.engine import Action

from . import data as D
from . import hexmap as H
from .state import MOVES, RI, DoeMove, F, M, P
from .words import resource_amounts, tile_label, tile_name

EXPLORE = tuple(Action("explore", tile=t) for t in range(H.N_TILES))
BUILD = {b: Action("build", item=b) for b in D.BUILDINGS}
GROW = tuple(Action("grow", corner=c) for c in range(H.N_CORNERS))


class BuildRules:
    """The game class's part for Explore, Build and Grow."""

    def explore_options(self, p: int) -> list[int]:
        out: set[int] = set()
        under = self.under
        for t in range(H.N_TILES):
            if (self.unit_owner[t] == p and self.unit_w[t] > 0) or (self.mars_tile == t and self.mars_owner == p):
                out.update(u for u in H.NEIGHBOURS[t] if under[u] is not None)
        return sorted(out)

    def build_problem(self, p: int, b: str) -> str:
        item = D.BUILDINGS.get(b)
        if item is None:
            return "There is no such building."
        if item.kind == "wonder":
            if b in self.wonder_owner:
                return f"{item.name} has already been built by {self.name(self.wonder_owner[b])}."
        else:
            if b in self.imps[p]:
                return f"You already have {item.name}; an improvement cannot be built twice."
            if self.imp_left[b] <= 0:
                return f"No {item.name} tile is left in the supply."
        if not any(t in self.techs[p] for t in item.requires):
            names = " or ".join(D.TECHS[t].name for t in item.requires)
            return f"{item.name} requires {names}."
        production, money = self.cost(b)
        if self.res[p][P] < production or self.res[p][M] < money:
            return (f"{item.name} costs {production} production and {money} money; "
                    f"you have {self.res[p][P]} production and {self.res[p][M]} money.")
        return ""

    def grow_options(self, p: int) -> list[Action]:
        if self.res[p][F] < self.grow_cost(p) or self.huts_track[p] == 0:
            return []
        return [GROW[c] for c in self.towns_of(p) if self.town_size[c] < D.MAX_TOWN]


@MOVES.add
class Explore(DoeMove):
    kind = "explore"
    args = {"tile": int}

    def options(self, game, seat):
        return [EXPLORE[t] for t in game.explore_options(seat)]

    def why_not(self, game, seat, action):
        return "Explore a face-down tile next to one of your warriors."

    def wrong_step(self, game, seat, action):
        return "Explore is not the action you chose this turn."

    def apply(self, game, seat, action):
        t = action["tile"]
        ter = game.under[t]
        game.under[t] = None
        game.terrain[t] = ter
        gained = [0] * 5
        for res, k in D.BONUS[ter].items():
            gained[RI[res]] += game.gain(seat, RI[res], k)
        game.set_base("done")
        game.emit(f"{game.name(seat)} explores {tile_label(t)}: {ter}! Bonus: {resource_amounts(gained)}.", seat,
                  "explore", reveals=True)

    def describe(self, game, action):
        return f"Explore {tile_name(action['tile'])}"


@MOVES.add
class Build(DoeMove):
    kind = "build"
    args = {"item": str}

    def options(self, game, seat):
        have = game.techs[seat]
        production, money = game.res[seat][P], game.res[seat][M]
        out = []
        for b, item in D.BUILDINGS.items():
            cost_p, cost_m = item.cost(game.edition)
            if cost_p > production or cost_m > money or not any(t in have for t in item.requires):
                continue
            if item.kind == "wonder":
                if b in game.wonder_owner:
                    continue
            elif b in game.imps[seat] or game.imp_left[b] <= 0:
                continue
            out.append(BUILD[b])
        return out

    def why_not(self, game, seat, action):
        return game.build_problem(seat, action["item"])

    def wrong_step(self, game, seat, action):
        return "Build is not the action you chose this turn."

    def apply(self, game, seat, action):
        b = action["item"]
        item = D.BUILDINGS[b]
        production, money = game.cost(b)
        game.res[seat][P] -= production
        game.res[seat][M] -= money
        if item.kind == "wonder":
            game.wonder_owner[b] = seat
        else:
            game.imps[seat].append(b)
            game.imp_left[b] -= 1
        game.set_base("done")
        game.emit(f"{game.name(seat)} builds {item.name} (−{production} production, −{money} money).", seat, "build")
        if item.mars:
            game.mars_owner = seat
            if game.mars_places(seat, True):
                game.ask([("mars", (seat,), True)])
            else:
                game.mars_state = "removed"
                game.emit("No empty tile is next to their towns: the Spirit of Mars cannot be placed and is removed.",
                          seat, "mars")

    def describe(self, game, action):
        b = D.BUILDINGS.get(action["item"])
        if b is None:
            return "Build"
        production, money = game.cost(b.id)
        return f"Build {b.name} ({production} production, {money} money)"


@MOVES.add
class Grow(DoeMove):
    kind = "grow"
    args = {"corner": int}

    def options(self, game, seat):
        return game.grow_options(seat)

    def why_not(self, game, seat, action):
        cost = game.grow_cost(seat)
        if game.res[seat][F] < cost:
            return f"Grow needs {cost} food; you have {game.res[seat][F]}."
        if game.huts_track[seat] == 0:
            return "You have no hut left on your town upkeep track."
        c = action["corner"]
        if not 0 <= c < H.N_CORNERS or game.town_owner[c] != seat:
            return "You can only grow one of your own towns."
        return f"{game.town_name[c]} is already size {D.MAX_TOWN}; a town cannot grow beyond size {D.MAX_TOWN}."

    def wrong_step(self, game, seat, action):
        return "Grow is not the action you chose this turn."

    def apply(self, game, seat, action):
        c = action["corner"]
        cost = game.grow_cost(seat)
        game.res[seat][F] -= cost
        game.huts_track[seat] -= 1
        game.town_size[c] += 1
        game.set_base("done")
        game.emit(f"{game.name(seat)} grows {game.town_name[c]} to size {game.town_size[c]} (−{cost} food).", seat,
                  "grow")

    def describe(self, game, action):
        c = action["corner"]
        return f"Grow {game.town_name[c] if isinstance(c, int) and 0 <= c < H.N_CORNERS else c}"
