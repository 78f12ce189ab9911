"""Hidden Hands: a tiny card game for testing secrets (never listed in the launcher). 18 cards (1-9, two
of each) are shuffled face down; each seat is dealt 3. In turn, a seat plays a card face up and draws
one unseen (the others only learn that a card was drawn). When every hand is empty the highest sum of
played cards wins; ties go to the seat that played the highest single card."""
from __future__ import annotations

from dawnofempires_gui.engine import NOBODY, OWNER, PUBLIC, Action, Game, Move, Moves, ScoreSheet, Step, Zone, steps
from dawnofempires_gui.engine.registry import GameInfo, register

CARDS = [v for v in range(1, 10) for _ in range(2)]
HAND = 3
MOVES = Moves()


class HiddenHands(Game):
    game_id = "hiddenhands"
    MOVES = MOVES
    STEPS = steps(Step("play", ("play",), "play a card"))
    ZONES = (
        Zone("deck", NOBODY, pool="cards"),
        Zone("hands", OWNER, per_seat=True, pool="cards"),
        Zone("played", PUBLIC, per_seat=True, pool="cards"),
    )

    def __init__(self, seats, options, seed):
        super().__init__(seats, options, seed)
        n = len(self.seats)
        self.deck = list(CARDS)
        self.rng.shuffle(self.deck)
        self.hands = [sorted(self.deck.pop() for _ in range(HAND)) for _ in range(n)]
        self.played: list[list[int]] = [[] for _ in range(n)]
        self.emit(f"The cards are shuffled and dealt: {HAND} to each player.", None, "setup")
        for seat, hand in enumerate(self.hands):
            self.emit(f"You are dealt {', '.join(map(str, hand))}.", seat, "setup", audience=(seat,))
        self.push_step("play", (0,))

    def pool_contents(self, pool):
        return CARDS

    def is_over(self) -> bool:
        return not self.flow

    def invariant_problems(self):
        return [f"seat {s} holds {len(h)} cards" for s, h in enumerate(self.hands) if len(h) > HAND]

    def scores(self) -> ScoreSheet:
        n = len(self.seats)
        totals = [sum(p) for p in self.played]
        best = max(totals)
        leaders = [s for s in range(n) if totals[s] == best]
        high = max(max(self.played[s], default=0) for s in leaders)
        winners = [s for s in leaders if max(self.played[s], default=0) == high]
        return ScoreSheet(["Cards played"], [{"Cards played": t} for t in totals], totals, winners,
                          "Tied: the highest single card wins." if len(leaders) > 1 else "")


@MOVES.add
class Play(Move):
    kind = "play"
    args = {"card": int}

    def options(self, game, seat):
        return [Action("play", card=c) for c in sorted(set(game.hands[seat]))]

    def problem(self, game, seat, action):
        return "" if action["card"] in game.hands[seat] else f"You hold no {action['card']}."

    def apply(self, game, seat, action):
        card = action["card"]
        game.hands[seat].remove(card)
        game.played[seat].append(card)
        name = game.seat_name(seat)
        game.emit(f"{name} plays a {card}.", seat, "play")
        if game.deck:
            drawn = game.deck.pop()
            game.hands[seat].append(drawn)
            game.hands[seat].sort()
            game.emit(f"You draw a {drawn}.", seat, "draw", reveals=True, audience=(seat,), others=f"{name} draws a card.")
        n = len(game.seats)
        for k in range(1, n + 1):
            nxt = (seat + k) % n
            if game.hands[nxt]:
                game.set_step("play", (nxt,))
                return
        game.pop_step()

    def describe(self, game, action):
        return f"Play the {action['card']}"


INFO = register(GameInfo(
    id="hiddenhands", name="Hidden Hands (test game)", player_counts=(2, 3, 4), length="2 minutes",
    summary="Play your cards; draw unseen.", model="tests.testgame.hands:HiddenHands",
    board="tests.testgame.hands_board:HiddenHandsBoard", emblem=("mdi6.cards",), listed=False,
))
