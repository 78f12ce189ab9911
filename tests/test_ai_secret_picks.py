"""The search player at a secret simultaneous pick: the other seats pick without knowing its pick, in the search
as at the table (a search that let them answer its pick would think every bold pick is found out)."""
from dawnofempires_gui.ai import SearchBot
from dawnofempires_gui.ai.search import LEVELS
from dawnofempires_gui.engine import Action, Game, Move, Moves, ScoreSheet, Step, steps

MOVES = Moves()
HIDE, SEEK = 0, 1
HOME_WINS_ONE_IN = 4  # staying home wins on a roll of 1 in 4 (a quarter): safe, and worse than hiding


class HideAndSeek(Game):
    """One secret round: the hider hides left or right, or stays home; the seeker looks left or right. A hider
    found loses, one not found wins; one at home wins only on a lucky roll."""

    game_id = "hideandseek"
    MOVES = MOVES
    STEPS = steps(Step("pick", ("hide", "look"), "secret picks", commit="reveal"),
                  Step("luck", ("roll",), "the roll"))

    def __init__(self, seats, options, seed):
        super().__init__(seats, options, seed)
        self.winner = -1
        self.push_step("pick", (HIDE, SEEK))

    def reveal(self, picks: dict[int, Action]) -> None:
        place, look = picks[HIDE]["place"], picks[SEEK]["place"]
        if place == "home":
            self.push_step("luck", (HIDE,))
        else:
            self.winner = SEEK if place == look else HIDE

    def is_over(self) -> bool:
        return self.winner != -1

    def scores(self) -> ScoreSheet:
        totals = [int(self.winner == s) for s in range(2)]
        return ScoreSheet(["Won"], [{"Won": t} for t in totals], totals,
                          [self.winner] if self.winner != -1 else [0, 1], "")


@MOVES.add
class Hide(Move):
    kind = "hide"
    args = {"place": str}

    def options(self, game, seat):
        return [Action("hide", place=p) for p in ("left", "right", "home")] if seat == HIDE else []

    def problem(self, game, seat, action):
        return "" if seat == HIDE and action["place"] in ("left", "right", "home") else "Hide left, right or home."


@MOVES.add
class Look(Move):
    kind = "look"
    args = {"place": str}

    def options(self, game, seat):
        return [Action("look", place=p) for p in ("left", "right")] if seat == SEEK else []

    def problem(self, game, seat, action):
        return "" if seat == SEEK and action["place"] in ("left", "right") else "Look left or right."


@MOVES.add
class Roll(Move):
    kind = "roll"

    def options(self, game, seat):
        return [Action("roll")]

    def apply(self, game, seat, action):
        game.winner = HIDE if game.rng.below(HOME_WINS_ONE_IN) == 0 else SEEK


def test_at_a_secret_pick_the_search_does_not_let_the_other_seat_answer_its_pick():
    """Hiding wins half the time against a seeker who cannot see where; staying home a quarter. A search whose
    seeker picked knowing the hider's pick would find every hiding place out and stay home."""
    for seed in range(5):
        game = HideAndSeek(["Hider", "Seeker"], {}, seed)
        bot = SearchBot(seed=seed, budget=LEVELS["normal"])
        pick = bot.choose(game.view(HIDE), HIDE, game.legal_actions(HIDE), decision=0)
        assert pick["place"] != "home", f"seed {seed}: stayed home"
