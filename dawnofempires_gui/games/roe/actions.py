"""II. Player Actions: the action display and the order of play.

A turns: a player chooses an action by placing a disc in its row, in the rightmost empty circle (each row
has 4/6/8/10 circles for 2/3/4/5 players, the empire row at most 8), and may choose only an action he can
perform. B turns: he takes one of his discs back, paying 1 gold, cube, resource disc, food or victory
point for each disc to its left (Printing: never), then performs that row's action or nothing.
Players act one action at a time in turn order until each has taken 6. Free-action tiles may be used
before or after the regular action (progress.py).

Moves: take_disc, pay, skip_action, idle_disc, end_turn. The regular actions (take_progress,
take_territory, take_city, take_empire, trade) are RegularMove subclasses in their chapters.
"""
from __future__ import annotations

from typing import Any

from dawnofempires_gui.engine import Action
from dawnofempires_gui.engine.purse import mixes
from dawnofempires_gui.engine.words import ordinal, plural

from .state import MOVES, PAY_KINDS, ROWS, RoeMove, act
from .words import PAY_WORDS, ROW_NAMES


class RegularMove(RoeMove):
    """A regular action of one row: in an A turn it places a disc in the row first; in a B turn it is
    the action of the row whose disc was just taken back."""

    row = ""

    def context(self, game: Any, seat: int) -> str:
        """Why this row's action cannot be chosen now ("" when it can, tile by tile checks aside)."""
        top = game.top_step()[0]
        if top == "b_act":
            if game.b_row != self.row:
                return f"You took your disc back from the {ROW_NAMES[game.b_row]} row: only its action may follow."
            return ""
        if top != "action":
            return game.pending_words(seat)
        if game.b_turn:
            return "In a B turn you choose an action by taking one of your discs back from the action display."
        if game.acted:
            return "You have already taken your action this turn."
        if game.next_circle(self.row) < 0:
            return (f"The {ROW_NAMES[self.row]} row is full: its circles limit how often all players together "
                    f"may choose that action.")
        return ""

    def candidates(self, game: Any, seat: int) -> list[Action]:
        """The actions of this row the seat can perform now, ignoring the step."""
        return []

    def options(self, game: Any, seat: int) -> list[Action]:
        if self.context(game, seat):
            return []
        return self.candidates(game, seat)

    def problem(self, game: Any, seat: int, action: Action) -> str:
        return self.context(game, seat) or self.why(game, seat, action)

    def why(self, game: Any, seat: int, action: Action) -> str:
        return ""

    def out_of_step(self, game: Any, seat: int, action: Action) -> str:
        return self.context(game, seat) or game.pending_words(seat)


def payable(total: int, have: dict[str, int], kinds: list[str]) -> bool:
    """Whether `total` units can be paid, one unit of any of `kinds` each, from what is held (the engine's
    mixes(): some way exists)."""
    return next(mixes(total, have, kinds), None) is not None


REGULAR_KINDS = ("take_progress", "take_territory", "take_city", "take_empire", "trade")


class ActionRules:
    """The game class's part for the action phase: whose action it is, discs in and out of the display."""

    def _stage_actions(self: Any) -> None:
        seat = self.next_actor()
        if seat is None:
            self.active = -1
            self.stage, self.stage_pos, self.stage_sub = "food", 0, 0
            return
        self.active = seat
        self.acted = False
        self.push_step("action", (seat,))

    def can_act(self: Any, seat: int) -> bool:
        if not self.b_turn:
            return self.hand[seat] > 0
        room = self.capacity(seat)
        for row, circles in self.display.items():
            for i, c in enumerate(circles):
                if c == seat and self.removal_cost(seat, row, i) <= room:
                    return True
        return False

    def next_actor(self: Any) -> int | None:
        """The next seat in turn order with an action left (B turn: one that can pay for a disc; a seat that
        cannot waits until discs to the left of its own are gone; the owner of the leftmost disc of a
        row can always act, so someone always can)."""
        n = self.n
        for k in range(1, n + 1):
            pos = (self.turn_pos + k) % n
            seat = self.order[pos]
            if self.can_act(seat):
                self.turn_pos = pos
                return seat
            if self.b_turn and self.discs_on_display(seat):
                self.emit(f"{self.name(seat)} cannot pay for any disc yet and waits.", seat, "wait")
        return None

    def regular_choices(self: Any, seat: int) -> list[Action]:
        out: list[Action] = []
        for kind in REGULAR_KINDS:
            move = self.MOVES[kind]
            out.extend(move.candidates(self, seat) if move.row and self.next_circle(move.row) >= 0 else ())
        return out

    def begin_regular(self: Any, seat: int, row: str) -> str:
        """A turn: the disc goes into the rightmost empty circle. B turn: the disc is already back.
        Returns words for the log ('places a disc on Progress and ')."""
        if self.top_step()[0] == "b_act":
            self.pop_step()
            return ""
        circle = self.next_circle(row)
        self.display[row][circle] = seat
        self.hand[seat] -= 1
        return f"places a disc on {ROW_NAMES[row]} and "

    def regular_done(self: Any, seat: int) -> None:
        """The regular action is over: free actions may follow, else the next player acts."""
        self.acted = True
        self.actions_taken[seat] += 1
        self.b_row = ""
        self.pl_tile = ""
        self.battles = []
        if self.free_choices(seat):
            self.set_step("after", (seat,))
        else:
            self.pop_step()

    def pay_one(self: Any, seat: int, kind: str, amount: int) -> None:
        self.spend(seat, kind, amount)
        self.emit(f"{self.name(seat)} pays {plural(amount, PAY_WORDS[kind])} for the discs to the left.", seat, "pay")


@MOVES.add
class TakeDisc(RoeMove):
    kind = "take_disc"
    args = {"row": str, "circle": int}

    def options(self, game, seat):
        if game.top_step()[0] != "action" or not game.b_turn or game.acted:
            return []
        room = game.capacity(seat)
        return [act("take_disc", row=row, circle=i) for row in ROWS for i, c in enumerate(game.display[row])
                if c == seat and game.removal_cost(seat, row, i) <= room]

    def problem(self, game, seat, action):
        if not game.b_turn:
            return "In an A turn you choose an action by placing a disc; discs are taken back in the B turn."
        if game.acted:
            return "You have already taken your action this turn."
        row, circle = action["row"], action["circle"]
        if row not in game.display or not 0 <= circle < len(game.display[row]):
            return "There is no such circle on the action display."
        if game.display[row][circle] != seat:
            return "You may only take back one of your own discs."
        cost = game.removal_cost(seat, row, circle)
        if cost > game.capacity(seat):
            return (f"Taking back this disc costs {cost} (1 gold, cube, resource disc, food or victory point for "
                    f"each disc to its left); you cannot pay that much.")
        return ""

    def apply(self, game, seat, action):
        row, circle = action["row"], action["circle"]
        cost = game.removal_cost(seat, row, circle)
        game.display[row][circle] = -1
        game.hand[seat] += 1
        game.b_row = row
        left = sum(1 for c in game.display[row][:circle] if c >= 0)
        free = " (no payment: Printing)" if left and not cost else ""
        game.emit(f"{game.name(seat)} takes a disc back from the {ROW_NAMES[row]} row"
                  f"{f' and must pay {cost}' if cost else ''}{free}.", seat, "disc")
        game.push_step("b_act", (seat,))  # with nothing to do there, the engine skips it (an auto step)
        if cost:
            game.to_pay, game.paid = cost, []
            game.push_step("pay", (seat,))  # a payment left with one way only is made by the engine

    def describe(self, game, action):
        row, circle = action["row"], action["circle"]
        seat = game.display[row][circle] if 0 <= circle < len(game.display.get(row, ())) else -1
        cost = game.removal_cost(seat, row, circle) if seat >= 0 else 0
        where = f"the {ordinal(circle + 1)} circle of the {ROW_NAMES[row]} row"
        return f"Take back your disc from {where}" + (f" (pay {cost})" if cost else " (free)")


@MOVES.add
class Pay(RoeMove):
    kind = "pay"
    args = {"what": str, "amount": int}

    def options(self, game, seat):
        if game.top_step()[0] != "pay":
            return []
        have = game.purse(seat)
        left = game.to_pay
        out = []
        unused = [k for k in PAY_KINDS if k not in game.paid]
        for kind in unused:
            # every unit is worth one, so the rest can be paid exactly when the other kinds hold enough
            # (the same answer as payable(), which problem() asks)
            others = sum(have[k] for k in unused if k != kind)
            for amount in range(max(1, left - others), min(left, have[kind]) + 1):
                out.append(act("pay", what=kind, amount=amount))
        return out

    def problem(self, game, seat, action):
        kind, amount = action["what"], action["amount"]
        if kind not in PAY_KINDS:
            return "Pay with gold, cubes, resource discs, food or victory points."
        if kind in game.paid:
            return f"You have already chosen how much {PAY_WORDS[kind]} to pay."
        have = game.purse(seat)
        if not 1 <= amount <= game.to_pay:
            return f"You still owe {game.to_pay}."
        if amount > have[kind]:
            return f"You have only {plural(have[kind], PAY_WORDS[kind])}."
        if not payable(game.to_pay - amount, have, [k for k in PAY_KINDS if k not in game.paid and k != kind]):
            return "Then you could not pay the rest."
        return ""

    def apply(self, game, seat, action):
        game.pay_one(seat, action["what"], action["amount"])
        game.paid.append(action["what"])
        game.to_pay -= action["amount"]
        if game.to_pay == 0:
            game.pop_step()

    def describe(self, game, action):
        return f"Pay {plural(action['amount'], PAY_WORDS.get(action['what'], action['what']))}"


@MOVES.add
class SkipAction(RoeMove):
    kind = "skip_action"

    def options(self, game, seat):
        return [act("skip_action")] if game.top_step()[0] == "b_act" else []

    def apply(self, game, seat, action):
        row = game.b_row
        move = game.MOVES[REGULAR_KINDS[ROWS.index(row)]]
        why = "can do nothing" if not move.candidates(game, seat) else "chooses to do nothing"
        game.emit(f"{game.name(seat)} {why} in the {ROW_NAMES[row]} row.", seat, "skip")
        game.pop_step()
        game.regular_done(seat)

    def describe(self, game, action):
        return "Do nothing (the disc stays off the display)"


@MOVES.add
class IdleDisc(RoeMove):
    """An A turn in which no action can be performed: the disc still goes on the display (it is needed
    in the B turn), with nothing done."""

    kind = "idle_disc"
    args = {"row": str}

    def options(self, game, seat):
        if game.top_step()[0] != "action" or game.b_turn or game.acted or game.regular_choices(seat):
            return []
        return [act("idle_disc", row=row) for row in ROWS if game.next_circle(row) >= 0]

    def problem(self, game, seat, action):
        if game.b_turn or game.acted:
            if game.acted:
                return "You have already taken your action this turn."
            return "In a B turn you take one of your discs back; none is placed."
        if game.regular_choices(seat):
            return "You may place a disc without an action only when you can perform no action at all."
        if action["row"] not in ROWS or game.next_circle(action["row"]) < 0:
            return "That row has no empty circle."
        return ""

    def apply(self, game, seat, action):
        game.begin_regular(seat, action["row"])
        game.emit(f"{game.name(seat)} can perform no action and places a disc on {ROW_NAMES[action['row']]} "
                  f"without one.", seat, "disc")
        game.regular_done(seat)

    def describe(self, game, action):
        return f"Place a disc on {ROW_NAMES.get(action['row'], action['row'])} without an action (none is possible)"


@MOVES.add
class EndTurn(RoeMove):
    kind = "end_turn"

    def options(self, game, seat):
        return [act("end_turn")] if game.top_step()[0] == "after" else []

    def apply(self, game, seat, action):
        game.pop_step()

    def describe(self, game, action):
        return "End your turn"
