"""Secret Dice rules. A round: every seat bids 1-3 in secret (at once, a commit step); then, in seat order,
each seat may take a bonus token (a free choice that undo can take back) and rolls a die: a roll of at
least twice the bid scores the bid. First to the target after a full round wins; ties go to more tokens.

It is written the way every game is: one Move per action kind, Steps for the pending decisions."""
from __future__ import annotations

from dawnofempires_gui.engine import Action, Game, Move, Moves, ScoreSheet, Step, steps

MOVES = Moves()


class SecretDice(Game):
    game_id = "secretdice"
    default_options = {"target": 6, "bonus": True}
    MOVES = MOVES
    STEPS = steps(
        Step("bid", ("bid",), "secret bids", commit="reveal_bids"),
        Step("roll", ("roll", "take_token"), "rolls"),
    )

    def __init__(self, seats, options, seed):
        super().__init__(seats, options, seed)
        n = len(self.seats)
        self.round = 1
        self.bids: list[int] = [0] * n  # the revealed bids of this round (0 until the reveal)
        self.points = [0] * n
        self.tokens = [0] * n
        self.took_token = False
        self.last_roll = 0
        self.over = False
        self.push_step("bid", range(n))

    @property
    def turn(self) -> int:
        """The seat rolling now, or -1 while the bids are being made."""
        step, seats = self.top_step()[:2]
        return seats[0] if step == "roll" else -1

    def reveal_bids(self, picks: dict[int, Action]) -> None:
        for seat, pick in picks.items():
            self.bids[seat] = pick["amount"]
        self.emit("Bids: " + ", ".join(f"{self.seat_name(s)} {b}" for s, b in enumerate(self.bids)), None, "reveal",
                  reveals=True)
        self.push_step("roll", (0,))

    def is_over(self) -> bool:
        return self.over

    def phase(self) -> str:
        return f"Round {self.round}: {super().phase()}"

    def scores(self) -> ScoreSheet:
        n = len(self.seats)
        totals = list(self.points)
        best = max(totals)
        leaders = [s for s in range(n) if totals[s] == best]
        tie_break = ""
        if len(leaders) > 1:
            most = max(self.tokens[s] for s in leaders)
            winners = [s for s in leaders if self.tokens[s] == most]
            tie_break = "Tied on points: most bonus tokens wins." + (" Still tied: a shared win." if len(winners) > 1 else "")
        else:
            winners = leaders
        return ScoreSheet(
            categories=["Bids made", "Tokens (tie-break)"],
            points=[{"Bids made": self.points[s], "Tokens (tie-break)": 0} for s in range(n)],
            totals=totals,
            winners=winners,
            tie_break=tie_break,
        )


@MOVES.add
class Bid(Move):
    kind = "bid"
    args = {"amount": int}

    def options(self, game, seat):
        return [Action("bid", amount=a) for a in (1, 2, 3)]

    def problem(self, game, seat, action):
        return "" if 1 <= action["amount"] <= 3 else "Bid 1, 2 or 3."

    def describe(self, game, action):
        return f"Bid {action['amount']}"


@MOVES.add
class TakeToken(Move):
    kind = "take_token"

    def options(self, game, seat):
        return [Action("take_token")] if not self.problem(game, seat, None) else []

    def problem(self, game, seat, action):
        if not game.options["bonus"]:
            return "This game is played without bonus tokens."
        return "You already took a bonus token this turn." if game.took_token else ""

    def apply(self, game, seat, action):
        game.tokens[seat] += 1
        game.took_token = True
        game.emit(f"{game.seat_name(seat)} takes a bonus token.", seat, "token")

    def describe(self, game, action):
        return "Take a bonus token"


@MOVES.add
class Roll(Move):
    kind = "roll"

    def options(self, game, seat):
        return [Action("roll")]

    def apply(self, game, seat, action):
        roll = game.rng.randint(1, 6)
        game.last_roll = roll
        made = roll >= 2 * game.bids[seat]
        if made:
            game.points[seat] += game.bids[seat]
        game.emit(f"{game.seat_name(seat)} rolls {roll}: {'makes' if made else 'misses'} the bid of {game.bids[seat]}.",
                  seat, "roll")
        game.took_token = False
        n = len(game.seats)
        if seat + 1 < n:
            game.set_step("roll", (seat + 1,))
            return
        game.pop_step()
        game.bids = [0] * n
        if max(game.points) >= game.options["target"]:
            game.over = True
            return
        game.round += 1
        game.push_step("bid", range(n))

    def describe(self, game, action):
        return "Roll the die"
