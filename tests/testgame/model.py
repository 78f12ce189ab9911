"""Secret Dice rules. A round: every seat bids 1-3 in secret (at once); then, in seat order, each seat
may take a bonus token (a free choice that undo can take back) and rolls a die: a roll of at least
twice the bid scores the bid. First to the target after a full round wins; ties go to more tokens."""
from __future__ import annotations

from dawnofempires_gui.engine import Action, Event, Game, ScoreSheet


class SecretDice(Game):
    game_id = "secretdice"
    default_options = {"target": 6, "bonus": True}

    def __init__(self, seats, options, seed):
        super().__init__(seats, options, seed)
        n = len(self.seats)
        self.round = 1
        self.bids: list[int] = [0] * n  # 0: not yet bid; hidden from the other seats until all have bid
        self.points = [0] * n
        self.tokens = [0] * n
        self.turn = -1  # -1 while bidding, else the seat rolling
        self.took_token = False
        self.last_roll = 0

    def to_move(self) -> list[int]:
        if self.is_over():
            return []
        if self.turn < 0:
            return [s for s, b in enumerate(self.bids) if b == 0]
        return [self.turn]

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move():
            return []
        if self.turn < 0:
            return [Action("bid", amount=a) for a in (1, 2, 3)]
        actions = [Action("roll")]
        if self.options["bonus"] and not self.took_token:
            actions.append(Action("take_token"))
        return actions

    def _apply(self, seat: int, action: Action) -> list[Event]:
        name = self.seat_name(seat)
        if action.kind == "bid":
            self.bids[seat] = action["amount"]
            events = [Event(f"{name} bids in secret.", seat, "bid", reveals=True)]
            if all(self.bids):
                self.turn = 0
                events.append(Event("Bids: " + ", ".join(f"{self.seat_name(s)} {b}" for s, b in enumerate(self.bids)), None, "reveal"))
            return events
        if action.kind == "take_token":
            self.tokens[seat] += 1
            self.took_token = True
            return [Event(f"{name} takes a bonus token.", seat, "token")]
        roll = self.rng.randint(1, 6)
        self.last_roll = roll
        made = roll >= 2 * self.bids[seat]
        if made:
            self.points[seat] += self.bids[seat]
        events = [Event(f"{name} rolls {roll}: {'makes' if made else 'misses'} the bid of {self.bids[seat]}.", seat, "roll")]
        self.took_token = False
        if seat + 1 < len(self.seats):
            self.turn = seat + 1
        else:
            self.turn = -1
            self.bids = [0] * len(self.seats)
            if not self.is_over():
                self.round += 1
        return events

    def is_over(self) -> bool:
        return self.turn == -1 and not any(self.bids) and max(self.points) >= self.options["target"]

    def phase(self) -> str:
        return f"Round {self.round}: " + ("secret bids" if self.turn < 0 else "rolls")

    def describe(self, action: Action) -> str:
        if action.kind == "bid":
            return f"Bid {action['amount']}"
        return {"roll": "Roll the die", "take_token": "Take a bonus token"}.get(action.kind, action.kind)

    def why_illegal(self, seat: int, action: Action) -> str:
        if action.kind == "take_token" and self.took_token:
            return "You already took a bonus token this turn."
        return super().why_illegal(seat, action)

    def redact(self, view: Game, seat: int | None) -> None:
        if self.turn < 0:
            view.bids = [b if s == seat else (-1 if b else 0) for s, b in enumerate(self.bids)]

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
