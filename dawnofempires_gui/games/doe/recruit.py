"""Recruit (§4.3): pay 1 production, then place the leftmost warrior of your military upkeep track or a
settler (for its extra food cost) on a tile next to one of your towns; a rival there means combat. Or
give the production to a player who holds one of your warriors enslaved, and take it back. Barracks:
one more warrior for 1 more production, never a second settler or a second freed warrior."""
from __future__ import annotations

from dawnofempires_gui.engine import Action

from . import hexmap as H
from .state import MOVES, DoeMove, F, P
from .words import tile_label, tile_name

RECRUIT = {u: tuple(Action("recruit", unit=u, tile=t) for t in range(H.N_TILES)) for u in ("warrior", "settler")}
RELEASE = tuple(Action("release", owner=q) for q in range(4))


class RecruitRules:
    """The game class's part for Recruit."""

    def recruit_options(self, p: int) -> list[Action]:
        if self.res[p][P] < 1:
            return []
        tiles = [t for t in self.town_tiles(p) if self.can_enter(p, t)]
        out = []
        if self.war_track[p] > 0:
            out += [RECRUIT["warrior"][t] for t in tiles]
        if self.step == "recruit" and self.settlers_home[p] > 0 and self.res[p][F] >= self.settler_cost(p):
            out += [RECRUIT["settler"][t] for t in tiles]
        return out

    def release_options(self, p: int) -> list[Action]:
        if self.step != "recruit" or self.res[p][P] < 1:
            return []
        return [RELEASE[q] for q in range(self.n) if q != p and self.slaves[q][p] > 0]

    def after_recruit(self, p: int) -> None:
        self.set_base("recruit_extra" if self.step == "recruit" and "barracks" in self.imps[p] else "done")


def recruit_why(game, p: int, action: Action) -> str:
    if game.res[p][P] < 1:
        return f"Recruiting costs 1 production; you have {game.res[p][P]}."
    if game.step == "recruit_extra" and (action.kind == "release" or action["unit"] != "warrior"):
        return "Barracks allow only an extra warrior: never a second settler or a second freed warrior."
    if action.kind == "release":
        return "None of your warriors is enslaved by that player."
    if action["unit"] == "settler":
        if game.settlers_home[p] == 0:
            return "Both your settlers are already on the map."
        if game.res[p][F] < game.settler_cost(p):
            return f"A settler also costs {game.settler_cost(p)} food; you have {game.res[p][F]}."
    elif action["unit"] != "warrior":
        return "Recruit a warrior or a settler."
    elif game.war_track[p] == 0:
        return "You have no warrior left on your military upkeep track."
    t = action["tile"]
    if 0 <= t < H.N_TILES and t in game.town_tiles(p) and game.terrain[t] == "ocean":
        return "Only a player with Sailing may place units on ocean tiles."
    return "Units are recruited onto a tile next to one of your towns."


class RecruitMove(DoeMove):
    def why_not(self, game, seat, action):
        return recruit_why(game, seat, action)

    def wrong_step(self, game, seat, action):
        return "Recruit is not the action you chose this turn."


@MOVES.add
class Recruit(RecruitMove):
    kind = "recruit"
    args = {"unit": str, "tile": int}

    def options(self, game, seat):
        return game.recruit_options(seat)

    def apply(self, game, seat, action):
        unit, t = action["unit"], action["tile"]
        game.res[seat][P] -= 1
        extra = game.step == "recruit_extra"
        if unit == "warrior":
            game.war_track[seat] -= 1
            w, s = 1, 0
            game.emit(f"{game.name(seat)} recruits a warrior on {tile_label(t)} (−1 production"
                      f"{', Barracks' if extra else ''}).", seat, "recruit")
        else:
            cost = game.settler_cost(seat)
            game.res[seat][F] -= cost
            game.settlers_home[seat] -= 1
            w, s = 0, 1
            game.emit(f"{game.name(seat)} recruits a settler on {tile_label(t)} (−1 production, −{cost} food).",
                      seat, "recruit")
        game.after_recruit(seat)
        game.arrive(seat, t, w, s, 0)

    def describe(self, game, action):
        return f"Recruit a {action['unit']} on {tile_name(action['tile'])}"


@MOVES.add
class Release(RecruitMove):
    kind = "release"
    args = {"owner": int}

    def options(self, game, seat):
        return game.release_options(seat)

    def apply(self, game, seat, action):
        q = action["owner"]
        game.res[seat][P] -= 1
        game.gain(q, P, 1)
        game.slaves[q][seat] -= 1
        game.war_track[seat] += 1
        game.after_recruit(seat)
        game.emit(f"{game.name(seat)} gives 1 production to {game.name(q)} and frees an enslaved warrior.", seat,
                  "recruit")

    def describe(self, game, action):
        q = action["owner"]
        return f"Free your warrior enslaved by {game.name(q) if isinstance(q, int) and 0 <= q < game.n else q}"
