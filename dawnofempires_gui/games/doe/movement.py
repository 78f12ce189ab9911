"""Move (§4.4): choose a stack (any of your warriors and settlers on one tile, and the Spirit of Mars),
then move it to an adjacent explored tile (ocean only with Sailing; a rival there means combat), raid an
adjacent rival town (§5.3) or, with a settler, found a town on an adjacent free corner. Horseback Riding
moves the same stack twice (not after mountains, ocean or enemies), Military Tactics two stacks; one Move
action holds at most one raid or new town in all."""
from __future__ import annotations

from dawnofempires_gui.engine import Action

from . import hexmap as H
from .state import MOVES, RI, DoeMove
from .words import corner_label, stack_words, tile_label, tile_name

PLUNDER = ("food", "production", "money", "science")
MOVE_TO = tuple(Action("move", to=t) for t in range(H.N_TILES))
RAID = tuple({take: Action("raid", corner=c, take=take) for take in (*PLUNDER, "enslave")} for c in range(H.N_CORNERS))
FOUND = tuple(Action("found", corner=c) for c in range(H.N_CORNERS))
END_MOVE = Action("end_move")
_PICKS: dict[tuple[int, int, int, int], Action] = {}


def pick_action(t: int, w: int, s: int, mars: int) -> Action:
    key = (t, w, s, mars)
    action = _PICKS.get(key)
    if action is None:
        action = _PICKS[key] = Action("pick", tile=t, warriors=w, settlers=s, mars=bool(mars))
    return action


class MovementRules:
    """The game class's part for Move."""

    def free_units(self, t: int) -> tuple[int, int, bool]:
        mars = self.mars_tile == t and not self.moved_mars
        return self.unit_w[t] - self.moved_w[t], self.unit_s[t] - self.moved_s[t], mars

    def pick_options(self, p: int) -> list[Action]:
        out = []
        for t in range(H.N_TILES):
            if self.unit_owner[t] != p:
                continue
            fw, fs, fm = self.free_units(t)
            if fw == 0 and fs == 0 and not fm:
                continue
            moves = any(self.can_enter(p, u) for u in H.NEIGHBOURS[t])
            for mars in ((0, 1) if fm else (0,)):
                for w in range(fw + 1):
                    for s in range(fs + 1):
                        if w + s + mars == 0:
                            continue
                        if moves or any(self.special_targets(p, t, w, s, mars)):
                            out.append(pick_action(t, w, s, mars))
        return out

    def special_targets(self, p: int, t: int, w: int, s: int, mars: int) -> tuple[list[Action], list[Action]]:
        """The raids and the new towns open to a stack of (w, s, mars) on tile t: ([raids], [founds])."""
        raids: list[Action] = []
        founds: list[Action] = []
        if self.special_used:
            return raids, founds
        for c in H.TILE_CORNERS[t]:
            v = self.town_owner[c]
            if v >= 0 and v != p and w > 0 and self.raid_block(p, v, w + mars) == "":
                for take in PLUNDER:
                    if self.res[v][RI[take]] > 0:
                        raids.append(RAID[c][take])
                if self.war_track[v] > 0:
                    raids.append(RAID[c]["enslave"])
            elif v < 0 and s > 0 and self.huts_track[p] > 0 and self.founding_ok(c) == "":
                founds.append(FOUND[c])
        return raids, founds

    def stack_done(self) -> None:
        """This stack stops; Military Tactics lets a second one move."""
        self.cur = []
        self.stacks_done += 1
        if self.has_tech(self.active, "tactics") and self.stacks_done < 2:
            self.set_base("move_pick")
        else:
            self.set_base("done")

    def mark_moved(self, t: int, w: int, s: int, mars: int, hop: int, dw: int = 0, ds: int = 0) -> None:
        """After a raid (dw=1 warrior gone) or a new town (ds=1 settler gone): the stack's remaining
        units count as moved (on a second Horseback hop they already do)."""
        if hop == 2:
            self.moved_w[t] -= dw
            self.moved_s[t] -= ds
        else:
            self.moved_w[t] += w - dw
            self.moved_s[t] += s - ds
        if mars:
            self.moved_mars = True

    def auto_next_stack(self) -> bool:
        """After a stack moved (Military Tactics): with no second stack to move the turn goes on alone."""
        return self.stacks_done > 0 and self.auto_follow_up()


def move_why(game, p: int, action: Action) -> str:
    k = action.kind
    if game.step not in ("move_pick", "move_stack"):
        return "Move is not the action you chose this turn."
    if k == "pick":
        if game.step != "move_pick":
            return "Finish moving the chosen stack first."
        return "Choose units of yours on one tile that have not moved yet."
    if game.step != "move_stack":
        return "Choose a stack first."
    t, w, s, mars, _ = game.cur
    if k == "end_move":
        return "You cannot stop this stack now."
    if k == "move":
        u = action["to"]
        if u not in H.NEIGHBOURS[t]:
            return "A stack moves to an adjacent tile."
        if game.under[u] is not None:
            return "Units cannot enter an unexplored tile; explore it first."
        return "Your units cannot move onto ocean tiles without Sailing."
    if game.special_used:
        return "A Move action may include at most one raid or one new town."
    c = action["corner"]
    if c not in H.TILE_CORNERS[t]:
        return "That corner is not next to the stack (and a corner on the map edge can never hold a town)."
    if k == "found":
        if s == 0:
            return "Only a stack with a settler can found a town."
        if game.huts_track[p] == 0:
            return "You have no hut left to found a town."
        return game.founding_ok(c) or "You cannot found a town there."
    v = game.town_owner[c]
    if v < 0 or v == p:
        return "There is no rival town there to raid."
    if w == 0:
        return "A raid needs a warrior in the stack."
    block = game.raid_block(p, v, w + mars)
    if block:
        return block
    if action["take"] == "enslave":
        return f"{game.name(v)} has no warrior on the military upkeep track to enslave."
    return f"{game.name(v)} has no {action['take']} to plunder."


class MoveMove(DoeMove):
    def why_not(self, game, seat, action):
        return move_why(game, seat, action)

    def wrong_step(self, game, seat, action):
        return move_why(game, seat, action)


@MOVES.add
class Pick(MoveMove):
    kind = "pick"
    args = {"tile": int, "warriors": int, "settlers": int, "mars": bool}

    def options(self, game, seat):
        return game.pick_options(seat)

    def apply(self, game, seat, action):
        game.cur = [action["tile"], action["warriors"], action["settlers"], 1 if action["mars"] else 0, 1]
        game.set_base("move_stack")

    def describe(self, game, action):
        what = stack_words(action["warriors"], action["settlers"], action["mars"])
        return f"Move {what} from {tile_name(action['tile'])}"


@MOVES.add
class MoveTo(MoveMove):
    kind = "move"
    args = {"to": int}

    def options(self, game, seat):
        return [MOVE_TO[u] for u in H.NEIGHBOURS[game.cur[0]] if game.can_enter(seat, u)]

    def apply(self, game, seat, action):
        t, w, s, mars, hop = game.cur
        u = action["to"]
        enemy = game.unit_owner[u] >= 0 and game.unit_owner[u] != seat
        game.unit_w[t] -= w
        game.unit_s[t] -= s
        if mars:
            game.mars_tile = -1
        game.tidy(t)
        if hop == 2:
            game.moved_w[t] -= w
            game.moved_s[t] -= s
        game.emit(f"{game.name(seat)} moves {stack_words(w, s, mars)} from {tile_label(t)} to {tile_label(u)}.",
                  seat, "move")
        # Where the turn goes on is known before the arrival, whose questions (a legend, the Spirit of
        # Mars) are then asked on top of it.
        if not enemy and hop == 1 and game.has_tech(seat, "horse") and game.terrain[u] not in ("mountains", "ocean"):
            game.cur = [u, w, s, mars, 2]
        else:
            game.stack_done()
        fought = game.arrive(seat, u, w, s, mars)
        if not fought:
            game.moved_w[u] += w
            game.moved_s[u] += s
        elif game.unit_owner[u] == seat:
            game.moved_w[u], game.moved_s[u] = game.unit_w[u], game.unit_s[u]
        if mars:
            game.moved_mars = True

    def describe(self, game, action):
        return f"Move to {tile_name(action['to'])}"


@MOVES.add
class Raid(MoveMove):
    kind = "raid"
    args = {"corner": int, "take": str}

    def options(self, game, seat):
        t, w, s, mars, _ = game.cur
        return game.special_targets(seat, t, w, s, mars)[0]

    def apply(self, game, seat, action):
        t, w, s, mars, hop = game.cur
        c, take = action["corner"], action["take"]
        v = game.town_owner[c]
        game.unit_w[t] -= 1
        game.war_track[seat] += 1
        game.special_used = True
        game.mark_moved(t, w, s, mars, hop, dw=1)
        game.emit(f"{game.name(seat)} raids {game.town_name[c]} of {game.name(v)}; one raiding warrior returns to "
                  "the track.", seat, "raid")
        if take == "enslave":
            game.war_track[v] -= 1
            game.slaves[seat][v] += 1
            game.emit(f"{game.name(seat)} enslaves a warrior of {game.name(v)}.", seat, "raid")
        else:
            i = RI[take]
            n = min(2, game.res[v][i])
            game.res[v][i] -= n
            got = game.gain(seat, i, n)
            wasted = f" ({n - got} wasted at the cap)." if got < n else "."
            game.emit(f"{game.name(seat)} plunders {n} {take} from {game.name(v)}{wasted}", seat, "raid")
        game.tidy(t)
        game.stack_done()

    def describe(self, game, action):
        c = action["corner"]
        town = game.town_name[c] if isinstance(c, int) and 0 <= c < H.N_CORNERS else c
        take = action["take"]
        return f"Raid {town}: " + ("enslave a warrior" if take == "enslave" else f"plunder {take}")


@MOVES.add
class Found(MoveMove):
    kind = "found"
    args = {"corner": int}

    def options(self, game, seat):
        t, w, s, mars, _ = game.cur
        return game.special_targets(seat, t, w, s, mars)[1]

    def apply(self, game, seat, action):
        t, w, s, mars, hop = game.cur
        c = action["corner"]
        game.unit_s[t] -= 1
        game.tidy(t)
        game.mark_moved(t, w, s, mars, hop, ds=1)
        game.settlers_home[seat] += 1
        game.new_town(seat, c)
        game.special_used = True
        game.stack_done()
        game.emit(f"{game.name(seat)} founds {game.town_name[c]} at {corner_label(c)}; the settler returns to the "
                  "player board.", seat, "found")

    def describe(self, game, action):
        c = action["corner"]
        return f"Found a town at {corner_label(c) if isinstance(c, int) and 0 <= c < H.N_CORNERS else c}"


@MOVES.add
class EndMove(MoveMove):
    kind = "end_move"

    def options(self, game, seat):
        return [END_MOVE]

    def apply(self, game, seat, action):
        game.stack_done()

    def describe(self, game, action):
        return "Stop moving this stack"
