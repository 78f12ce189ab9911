"""The search player far behind (or far ahead) still plays for points: it judges where a playout ends against
where the same filling began, not on the absolute judgement, which is then all but 0 whatever it does."""
from dawnofempires_gui.ai import SearchBot
from dawnofempires_gui.ai.search import LEVELS
from dawnofempires_gui.engine import Action, Game, Move, Moves, ScoreSheet, Step, steps

MOVES = Moves()
BEHIND = 45  # points: evaluate() squashes the margin by SCORE_SCALE 3, so the searching seat's judgement is ~1e-7
PACES = (1, 3)


class Race(Game):
    """Each turn the runner picks a pace and adds it and a die (0..5) to its points; a long race (the search's
    playouts never see its end). Seat 1 starts BEHIND points ahead."""

    game_id = "race"
    MOVES = MOVES
    STEPS = steps(Step("run", ("run",), "running"))

    def __init__(self, seats, options, seed):
        super().__init__(seats, options, seed)
        self.points = [0, BEHIND]
        self.turns = 0
        self.push_step("run", (0,))

    def is_over(self) -> bool:
        return self.turns >= 500

    def scores(self) -> ScoreSheet:
        best = max(self.points)
        return ScoreSheet(["Points"], [{"Points": p} for p in self.points], list(self.points),
                          [s for s in range(2) if self.points[s] == best], "")


@MOVES.add
class Run(Move):
    kind = "run"
    args = {"pace": int}

    def options(self, game, seat):
        return [Action("run", pace=p) for p in PACES]

    def problem(self, game, seat, action):
        return "" if action["pace"] in PACES else "Run at pace 1 or 3."

    def apply(self, game, seat, action):
        game.points[seat] += action["pace"] + game.rng.below(6)
        game.turns += 1
        game.set_step("run", (1 - seat,))


def test_a_seat_far_behind_still_takes_the_move_that_gains_most():
    for seed in range(10):
        game = Race(["Behind", "Ahead"], {}, seed)
        bot = SearchBot(seed=seed, budget=LEVELS["normal"])
        assert bot.choose(game.view(0), 0, game.legal_actions(0))["pace"] == 3, f"seed {seed}"
