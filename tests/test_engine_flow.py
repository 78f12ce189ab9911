"""The flow of pending decisions: sub-steps, steps that resolve themselves, the opening's log lines."""
from dawnofempires_gui.engine import Action, Game, Move, Moves, ScoreSheet, Seat, Step, steps
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.engine.session import Session

MOVES = Moves()


class Ladder(Game):
    """Climb: each rung offers 'up' and, on even rungs, 'rest'; a rung with one choice climbs by itself."""

    MOVES = MOVES
    STEPS = steps(Step("climb", ("up", "rest"), "climbing", auto=True), Step("top", ("up",), "at the top"))

    def __init__(self, seats, options, seed):
        super().__init__(seats, options, seed)
        self.rung = 0
        self.rests = 0
        self.push_step("climb", (0,))

    def is_over(self):
        return self.rung >= 6

    def scores(self):
        return ScoreSheet(["Rests"], [{"Rests": self.rests}], [self.rests], [0])


@MOVES.add
class Up(Move):
    kind = "up"

    def options(self, game, seat):
        return [Action("up")]

    def apply(self, game, seat, action):
        game.rung += 1
        game.emit(f"Up to rung {game.rung}.")


@MOVES.add
class Rest(Move):
    kind = "rest"

    def options(self, game, seat):
        return [Action("rest")] if game.rung % 2 == 0 else []

    def apply(self, game, seat, action):
        game.rests += 1
        game.rung += 1
        game.emit(f"A rest, then up to rung {game.rung}.")


def test_a_step_with_a_single_choice_resolves_itself_and_the_log_says_so():
    game = Ladder([Seat("Ana")], {}, 1)
    assert game.legal_actions(0) == [Action("up"), Action("rest")]
    events = game.apply(0, Action("up"))  # rung 1 has one choice: up to 2 by itself
    assert game.rung == 2 and [e.text for e in events] == ["Up to rung 1.", "Up to rung 2."]
    assert len(game.legal_actions(0)) == 2


def test_the_hidden_hands_deal_is_in_each_players_log_from_the_start():
    session = Session(Record("hiddenhands", [Seat("Ana"), Seat("Ben")], {}, 3))
    ana = [text for _, text in session.log_for(0)]
    ben = [text for _, text in session.log_for(1)]
    hands = session.state.hands
    assert ana[0].startswith("The cards are shuffled") and ana[1] == f"You are dealt {', '.join(map(str, hands[0]))}."
    assert ben[1] == f"You are dealt {', '.join(map(str, hands[1]))}." and ana[1] not in ben
