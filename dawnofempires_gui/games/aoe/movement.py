"""III.G Movement and Build, the first two parts (the build part is build.py).

First, what was laid face down turns face up: in each square one foundation per villager of its owner that
began the phase there (oldest first), every unit in training, every upgrade (all units of the old type become
the new one) and the Age advance. Then each player in Command-Control order moves his commanded units along
a path, each unit stopping when its M is spent (a group may end strung out); a move may go on from where the
leaders stopped (move_to again) until the player stops. Ships move only on sea, the others only on land.
Then the programmed units move, all at once: a hand-to-hand unit with no enemy in its square steps into the
adjacent square holding the most enemies with a lower D than its own; a villager in a square with enemy
military units, or attacked by a missile unit that survived, flees until no enemy-occupied square is next to
it (towards its Town Center when in doubt); any other villager steps next to an adjacent foundation of its
owner (nearest, then largest). A unit that leaves its square loses its black hit markers.

Moves: move_to, stop.
"""
from __future__ import annotations

from dawnofempires_gui.engine import Action
from dawnofempires_gui.games.aoe import data as D
from dawnofempires_gui.games.aoe.kinds import AGE_ORDER, AGE_RANK, KINDS, land_path, land_reach
from dawnofempires_gui.games.aoe.state import MOVES, AoeMove, AoeState
from dawnofempires_gui.games.aoe.words import age_name, group_words, kind_name

STOP = Action("stop")
UNIT = {t: k.unit for t, k in KINDS.items()}  # only face-up units move by the programmed rules
_MOVE_TO: dict[int, Action] = {}


def move_action(square: int) -> Action:
    action = _MOVE_TO.get(square)
    if action is None:
        action = _MOVE_TO[square] = Action("move_to", square=square)
    return action


class MovementRules(AoeState):
    # --- completion ---------------------------------------------------------------------------------------
    def stage_complete(self) -> None:
        self.rolls = []
        self.emit("Movement and Build.", None, "phase")
        builders: dict[tuple[int, int], int] = {}
        for p in self.pieces.values():
            if not p["down"] and KINDS[p["type"]].villager:
                key = (p["owner"], p["square"])
                builders[key] = builders.get(key, 0) + 1
        finished: dict[tuple[int, str, int], int] = {}  # (owner, type, square): how many, told in one line each
        for p in list(self.pieces.values()):
            if p["down"] and not KINDS[p["type"]].unit and builders.get((p["owner"], p["square"]), 0) > 0:
                builders[(p["owner"], p["square"])] -= 1
                self.turn_up(p)
                key = (p["owner"], p["type"], p["square"])
                finished[key] = finished.get(key, 0) + 1
        for (owner, t, square), count in finished.items():
            what = f"the {kind_name(t)}" if count == 1 else kind_name(t, count)
            self.emit(f"{self.seat_name(owner)}'s villagers finish {what} at {self.square_name(square)}.", owner,
                      "built")
        ready: dict[tuple[int, str, int], int] = {}
        for p in list(self.pieces.values()):
            if p["down"] and KINDS[p["type"]].unit:
                self.turn_up(p)
                key = (p["owner"], p["type"], p["square"])
                ready[key] = ready.get(key, 0) + 1
        for (owner, t, square), count in ready.items():
            what = f"new {kind_name(t)} is" if count == 1 else f"{count} new {kind_name(t, count).split(' ', 1)[1]} are"
            self.emit(f"{self.seat_name(owner)}'s {what} ready at {self.square_name(square)}.", owner, "built")
        for s in range(self.n):
            for upgrade in sorted(self.upgrading[s]):
                self.complete_upgrade(s, upgrade)
            self.upgrading[s] = {}
            if self.advancing[s] != -1:
                self.advancing[s] = -1
                self.ages[s] = AGE_ORDER[AGE_RANK[self.ages[s]] + 1]
                self.emit(f"{self.seat_name(s)} enters the {age_name(self.ages[s])}.", s, "age")
        self.moved = {}
        self.queue = [s for s in self.order if not self.eliminated[s] and self.movers(s)]
        self.stage = "move"

    def turn_up(self, piece: dict) -> None:
        piece["down"] = False
        piece["at"] = -1
        piece["steps"] = KINDS[piece["type"]].steps

    def complete_upgrade(self, seat: int, upgrade: str) -> None:
        u = D.UPGRADES[upgrade]
        self.upgrades_done[seat].append(upgrade)
        changed = 0
        for p in self.pieces.values():
            if p["owner"] == seat and p["type"] == u.from_type and not p["down"]:
                p["type"] = u.to_type
                changed += 1
        old, new = (kind_name(u.from_type), kind_name(u.to_type)) if changed == 1 else \
            (kind_name(u.from_type, 2)[2:], kind_name(u.to_type, 2)[2:])
        self.emit(f"{self.seat_name(seat)} completes the upgrade to {kind_name(u.to_type)}: {changed} {old} "
                  f"{'becomes' if changed == 1 else 'become'} {new}.", seat, "upgrade")

    # --- commanded movement -------------------------------------------------------------------------------
    def movers(self, seat: int) -> list[dict]:
        return [p for p in self.commanded(seat) if KINDS[p["type"]].unit and not p["down"]]

    def left_to_move(self, piece: dict) -> int:
        return KINDS[piece["type"]].move - self.moved.get(piece["id"], 0)

    def reach(self) -> dict[int, int]:
        """Where the moving group's leaders can go now: square -> half squares it takes (their square excluded)."""
        lead = [self.pieces[i] for i in self.lead if i in self.pieces]
        if not lead:
            return {}
        start = lead[0]["square"]
        allowance = max(self.left_to_move(p) for p in lead)
        if KINDS[lead[0]["type"]].sea:
            found = self.board.grid.reach(start, allowance / 2, lambda c: self.board.sea[c])
        else:
            found = land_reach(self.board, start, allowance)
        found.pop(start, None)
        return found

    def stage_move(self) -> None:
        while self.queue:
            seat = self.queue.pop(0)
            self.lead = [p["id"] for p in self.movers(seat)]
            if self.reach():
                self.push_step("move", (seat,))
                return
        self.lead = []
        self.stage = "move_auto"

    def move_group(self, dest: int) -> None:
        lead = [self.pieces[i] for i in self.lead]
        start = lead[0]["square"]
        grid = self.board.grid
        if KINDS[lead[0]["type"]].sea:
            path = grid.path(start, dest, lambda c: self.board.sea[c])
        else:
            path = land_path(self.board, start, dest)
        costs = [3 if grid.xy(a)[0] != grid.xy(b)[0] and grid.xy(a)[1] != grid.xy(b)[1] else 2
                 for a, b in zip(path, path[1:])]
        arrived, stopped = [], []
        for p in lead:
            used, pos, allowance = self.moved.get(p["id"], 0), 0, KINDS[p["type"]].move
            while pos < len(costs) and used + costs[pos] <= allowance:
                used += costs[pos]
                pos += 1
            self.moved[p["id"]] = used
            self.place(p, path[pos])
            (arrived if pos == len(costs) else stopped).append(p)
        seat = lead[0]["owner"]
        text = f"{self.seat_name(seat)} moves {group_words(p['type'] for p in lead)} from {self.square_name(start)} "
        text += f"to {self.square_name(dest)}"
        if stopped:
            text += "; " + "; ".join(f"the {self.piece_name(p, owner=False, where=False)} stops at "
                                     f"{self.square_name(p['square'])}" for p in stopped)
        self.emit(text + ".", seat, "move")
        self.lead = [p["id"] for p in arrived if self.left_to_move(p) >= 2]

    def place(self, piece: dict, square: int) -> None:
        """Put a piece in a square; leaving its square, it loses its black hit markers."""
        if square != piece["square"]:
            if piece["black"]:
                self.emit(f"{self.piece_name(piece)} leaves its square: its black hit markers are removed.",
                          piece["owner"], "black")
                piece["black"] = 0
            piece["square"] = square

    # --- programmed movement ------------------------------------------------------------------------------
    def stage_move_auto(self) -> None:
        enemies = {team: self.enemy_squares(next(s for s in range(self.n) if self.board.team[s] == team))
                   for team in set(self.board.team)}
        sites: dict[int, list[dict]] = {s: [] for s in range(self.n)}
        for p in self.pieces.values():
            if p["down"] and not KINDS[p["type"]].unit:
                sites[p["owner"]].append(p)
        moves = [(p, sq) for p in list(self.pieces.values()) if UNIT[p["type"]] and not p["down"]
                 for sq in [self.programmed_move(p, enemies[self.board.team[p["owner"]]], sites[p["owner"]])]
                 if sq != -1]
        for piece, square in moves:
            start = piece["square"]
            self.place(piece, square)
            self.emit(f"{self.piece_name(piece, where=False)} moves from {self.square_name(start)} to "
                      f"{self.square_name(square)}.", piece["owner"], "move")
        self.queue = [s for s in self.order if not self.eliminated[s]]
        self.stage = "build"

    def home_squares(self, seat: int) -> list[int]:
        return [p["square"] for p in self.finished(seat, "town_center")]

    def home_distance(self, seat: int, square: int, centers: list[int] | None = None) -> int:
        """Half squares to the nearest Town Center of the seat (0 without one); `centers`: their squares, when
        the caller compares many squares (a search asks this for every square a villager could flee to)."""
        if centers is None:
            centers = self.home_squares(seat)
        return min((self.board.grid.half_distance(square, c) for c in centers), default=0)

    def programmed_move(self, piece: dict, enemies_at: dict[int, list[dict]] | None = None,
                        sites: list[dict] | None = None) -> int:
        """Where a programmed unit moves now, or -1 (enemies_at: the enemy pieces by square, and sites: the owner's
        foundations, when the caller knows them)."""
        kind = KINDS[piece["type"]]
        if piece["down"] or not kind.unit or piece["id"] in self.cc[piece["owner"]]:
            return -1
        if enemies_at is None:
            enemies_at = self.enemy_squares(piece["owner"])
        if kind.villager:
            if sites is None:
                sites = [p for p in self.pieces.values()
                         if p["owner"] == piece["owner"] and p["down"] and not KINDS[p["type"]].unit]
            return self.villager_move(piece, enemies_at, sites)
        if kind.attack_kind != "melee":
            return -1
        seat, here = piece["owner"], piece["square"]
        if here in enemies_at:
            return -1
        best, best_key = -1, None
        centers = None
        for square in self.board.grid.neighbours[here]:
            if self.board.sea[square] != kind.sea:
                continue
            weaker = sum(1 for p in enemies_at.get(square, ()) if self.defence(p) < kind.defence)
            if weaker:
                if centers is None:
                    centers = self.home_squares(seat)
                key = (-weaker, self.home_distance(seat, square, centers), square)
                if best_key is None or key < best_key:
                    best, best_key = square, key
        return best

    def enemy_squares(self, seat: int) -> dict[int, list[dict]]:
        found: dict[int, list[dict]] = {}
        team = self.board.team[seat]
        for p in self.pieces.values():
            if self.board.team[p["owner"]] != team:
                found.setdefault(p["square"], []).append(p)
        return found

    def villager_move(self, piece: dict, enemies_at: dict[int, list[dict]], sites: list[dict]) -> int:
        here = piece["square"]
        threats = [here] if any(KINDS[p["type"]].military and not p["down"] for p in enemies_at.get(here, ())) else []
        threats += [self.pieces[i]["square"] for i in self.fired_on.get(piece["id"], ()) if i in self.pieces]
        if threats:
            return self.flight(piece, threats, enemies_at)
        if not sites or any(p["square"] == here for p in sites):
            return -1
        grid = self.board.grid
        best, best_key = -1, None
        for p in sites:
            if p["square"] in grid.neighbours[here]:
                k = KINDS[p["type"]]
                key = (grid.half_distance(here, p["square"]), -k.steps, -k.defence, -k.cost.total, p["id"])
                if best_key is None or key < best_key:
                    best, best_key = p["square"], key
        return best

    def flight(self, piece: dict, threats: list[int], enemies_at: dict[int, list[dict]]) -> int:
        """Directly away from the threats (every step farther from them), stopping at the first square with no
        enemy-occupied square next to it; towards home when in doubt. -1 when it cannot get away at all."""
        grid, seat, here = self.board.grid, piece["owner"], piece["square"]
        reach = land_reach(self.board, here, KINDS[piece["type"]].move)

        distance = grid.half_distance
        far = {c: min(distance(c, t) for t in threats) for c in reach}

        def away(square: int) -> int:
            return far[square] if square in far else min(distance(square, t) for t in threats)

        start = away(here)
        farther = [c for c in reach if far[c] > start]
        if not farther:
            return -1
        centers = self.home_squares(seat)
        safe = [c for c in farther
                if c not in enemies_at and not any(n in enemies_at for n in grid.neighbours[c])]
        if safe:
            return min(safe, key=lambda c: (reach[c], -away(c), self.home_distance(seat, c, centers), c))

        def nearest_enemy(c: int) -> int:
            return min((grid.half_distance(c, e) for e in enemies_at), default=0)
        return min(farther, key=lambda c: (-nearest_enemy(c), -away(c), self.home_distance(seat, c, centers), c))


@MOVES.add
class MoveTo(AoeMove):
    kind = "move_to"
    args = {"square": int}

    def options(self, game, seat):
        return [move_action(sq) for sq in sorted(game.reach())]

    def problem(self, game, seat, action):
        square = action["square"]
        if not game.lead:
            return "None of your units is moving now."
        if not 0 <= square < game.board.grid.size:
            return "That square is off the board."
        first = game.pieces[game.lead[0]]
        if game.board.sea[square] != KINDS[first["type"]].sea:
            if KINDS[first["type"]].sea:
                return "Ships move only into sea squares."
            return "Land units cannot enter the sea."
        if square not in game.reach():
            return "That is farther than any of the moving units' M allows."
        return ""

    def apply(self, game, seat, action):
        game.move_group(action["square"])
        if not game.lead or not game.reach():
            game.lead = []
            game.pop_step()

    def describe(self, game, action):
        return f"Move to {game.square_name(action['square'])}"


@MOVES.add
class Stop(AoeMove):
    kind = "stop"

    def options(self, game, seat):
        return [STOP]

    def apply(self, game, seat, action):
        game.lead = []
        game.pop_step()

    def describe(self, game, action):
        return "Stop moving"
