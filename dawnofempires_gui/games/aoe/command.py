"""III.B Command-Control: a die roll sets the order (high roll first, then clockwise; ties roll again);
in that order each player puts his one chit on any number of his units standing in one square, or on
none (he then may start units, upgrades and an Age in the Movement and Build phase). Commanded units
obey the player for this turn only; every other unit acts by the programmed rules. Towers may be
commanded, so that the player chooses their targets.

A square's units are commanded all at once (command) or one by one (command_some, then pick ... picked).

Moves: command, command_some, command_none, pick, picked, pick_back.
"""
from __future__ import annotations

from dawnofempires_gui.engine import Action
from dawnofempires_gui.engine.words import join
from dawnofempires_gui.games.aoe.kinds import KINDS
from dawnofempires_gui.games.aoe.state import MOVES, AoeMove, AoeState
from dawnofempires_gui.games.aoe.words import group_words

NONE, PICKED, PICK_BACK = Action("command_none"), Action("picked"), Action("pick_back")
_CACHE: dict[tuple, Action] = {}


def _act(kind: str, name: str, value: int) -> Action:
    action = _CACHE.get((kind, value))
    if action is None:
        action = _CACHE[(kind, value)] = Action(kind, **{name: value})
    return action


ACTING = frozenset(t for t, k in KINDS.items() if k.unit or k.building == "tower")


def can_be_commanded(piece: dict) -> bool:
    """A face-up unit or tower: the pieces that act (a building does nothing, a face-down piece waits)."""
    return not piece["down"] and piece["type"] in ACTING


class CommandRules(AoeState):
    def stage_roll(self) -> None:
        """The die roll for the order of the chits: high roll first, ties roll again, then clockwise."""
        playing = self.playing()
        rolls = [0] * self.n
        contenders = playing
        while True:
            for s in contenders:
                rolls[s] = self.rng.randint(1, 6)
            best = max(rolls[s] for s in contenders)
            top = [s for s in contenders if rolls[s] == best]
            if len(top) == 1:
                break
            contenders = top
        first = top[0]
        self.order = [(first + k) % self.n for k in range(self.n) if not self.eliminated[(first + k) % self.n]]
        self.order_rolls = rolls
        self.cc = [[] for _ in range(self.n)]
        self.fired_on = {}
        self.emit("Command-Control: " + join(f"{self.seat_name(s)} rolls {rolls[s]}" for s in playing)
                  + f"; the order is {join(self.seat_name(s) for s in self.order)}.", None, "order", reveals=True)
        self.queue = self.order[:]
        self.stage = "command"

    def stage_command(self) -> None:
        while self.queue:
            seat = self.queue.pop(0)
            if self.commandable_squares(seat):
                self.push_step("command", (seat,))
                return
            self.emit(f"{self.seat_name(seat)} has nothing to command.", seat, "command")
        self.stage = "missile"

    def commandable_squares(self, seat: int) -> dict[int, list[int]]:
        """square -> the ids of the seat's pieces there that may be commanded."""
        found: dict[int, list[int]] = {}
        for p in self.pieces.values():
            if p["owner"] == seat and not p["down"] and p["type"] in ACTING:
                found.setdefault(p["square"], []).append(p["id"])
        return found

    def place_chit(self, seat: int, ids: list[int]) -> None:
        self.cc[seat] = sorted(ids)
        if ids:
            square = self.pieces[ids[0]]["square"]
            what = group_words(self.pieces[i]["type"] for i in ids)
            self.emit(f"{self.seat_name(seat)} commands {what} at {self.square_name(square)}.", seat, "command")
        else:
            self.emit(f"{self.seat_name(seat)} commands no units this turn (and may build).", seat, "command")


def _square_problem(game, seat, square) -> str:
    if not isinstance(square, int) or not 0 <= square < game.board.grid.size:
        return "That square is off the board."
    if square not in game.commandable_squares(seat):
        return "You have no unit or tower there to command."
    return ""


@MOVES.add
class Command(AoeMove):
    kind = "command"
    args = {"square": int}

    def options(self, game, seat):
        return [_act("command", "square", sq) for sq in sorted(game.commandable_squares(seat))]

    def problem(self, game, seat, action):
        return _square_problem(game, seat, action["square"])

    def apply(self, game, seat, action):
        game.pop_step()
        game.place_chit(seat, game.commandable_squares(seat)[action["square"]])

    def describe(self, game, action):
        ids = game.commandable_squares(game.top_step()[1][0]).get(action["square"], []) if game.flow else []
        what = group_words(game.pieces[i]["type"] for i in ids) if ids else "your units"
        return f"Command {what} at {game.square_name(action['square'])}"


@MOVES.add
class CommandSome(AoeMove):
    kind = "command_some"
    args = {"square": int}

    def options(self, game, seat):
        return [_act("command_some", "square", sq) for sq, ids in sorted(game.commandable_squares(seat).items())
                if len(ids) > 1]

    def problem(self, game, seat, action):
        wrong = _square_problem(game, seat, action["square"])
        if wrong:
            return wrong
        if len(game.commandable_squares(seat)[action["square"]]) < 2:
            return "There is only one unit there: command it as it is."
        return ""

    def apply(self, game, seat, action):
        game.picking = []
        game.site = action["square"]
        game.push_step("pick", (seat,))

    def describe(self, game, action):
        return f"Command some of the units at {game.square_name(action['square'])}…"


@MOVES.add
class CommandNone(AoeMove):
    kind = "command_none"

    def options(self, game, seat):
        return [NONE]

    def apply(self, game, seat, action):
        game.pop_step()
        game.place_chit(seat, [])

    def describe(self, game, action):
        return "Command no units (start units, upgrades or an Age instead)"


@MOVES.add
class Pick(AoeMove):
    kind = "pick"
    args = {"piece": int}

    def options(self, game, seat):
        ids = game.commandable_squares(seat).get(game.site, [])
        return [_act("pick", "piece", i) for i in ids if i not in game.picking]

    def problem(self, game, seat, action):
        piece = game.pieces.get(action["piece"])
        if piece is None or piece["owner"] != seat or not can_be_commanded(piece):
            return "Choose one of your units or towers."
        if piece["square"] != game.site:
            return "All the units under your chit stand in one square."
        if piece["id"] in game.picking:
            return "That unit is already chosen."
        return ""

    def apply(self, game, seat, action):
        game.picking.append(action["piece"])

    def describe(self, game, action):
        piece = game.pieces.get(action["piece"])
        return f"Command the {game.piece_name(piece, owner=False)}" if piece else "Command this unit"


@MOVES.add
class Picked(AoeMove):
    kind = "picked"

    def options(self, game, seat):
        return [PICKED] if game.picking else []

    def problem(self, game, seat, action):
        return "" if game.picking else "Choose at least one unit, or go back."

    def apply(self, game, seat, action):
        ids = game.picking
        game.picking = []
        game.site = -1
        game.pop_step()
        game.pop_step()
        game.place_chit(seat, ids)

    def describe(self, game, action):
        return "Command the chosen units"


@MOVES.add
class PickBack(AoeMove):
    kind = "pick_back"

    def options(self, game, seat):
        return [PICK_BACK]

    def apply(self, game, seat, action):
        game.picking = []
        game.site = -1
        game.pop_step()

    def describe(self, game, action):
        return "Back to choosing a square"
