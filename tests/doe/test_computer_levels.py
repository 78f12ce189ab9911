"""The computer's levels in Dawn of Empires (evaluation.py's docstring): normal and hard judge the position where
their tree ends, easy plays its level's random moves after it first, a cruder look-ahead. With the same judgement
at every level normal was no stronger than easy (mean margins of -0.0 to -1.2 in 24-game matches: the search's
iterations hardly change how well it plays here), and easy's random moves are what make it clearly the stronger
(+3.4 in 24 fresh games)."""
from concurrent.futures import Future

import pytest

from dawnofempires_gui.ai import SearchBot, bot_for
from dawnofempires_gui.ai.search import LEVELS
from dawnofempires_gui.ai.worker import Thinker, _think
from dawnofempires_gui.games.doe.rules import DawnOfEmpires

from .helpers import setup


def _playout_moves(monkeypatch, bot: SearchBot) -> int:
    """The random moves the bot's search makes after its tree from the first player's first turn."""
    made = []
    original = DawnOfEmpires.playout_choice

    def counted(self, seat, legal, rng):
        made.append(seat)
        return original(self, seat, legal, rng)

    monkeypatch.setattr(DawnOfEmpires, "playout_choice", counted)
    game = setup()
    seat = game.to_move()[0]
    bot.choose(game.view(seat), seat, game.legal_actions(seat), avoid=[])
    assert bot.last_iterations > 0
    return len(made)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_normal_and_hard_judge_the_position_where_their_tree_ends(monkeypatch, level):
    assert _playout_moves(monkeypatch, bot_for(0, 1, level)) == 0


def test_easy_plays_random_moves_after_its_tree(monkeypatch):
    bot = bot_for(0, 1, "easy")
    moves = _playout_moves(monkeypatch, bot)
    assert moves > bot.last_iterations  # most of its playouts make its level's moves (some end the game first)
    assert moves <= bot.last_iterations * LEVELS["easy"].playout


def test_easy_in_the_window_plays_random_moves_too(monkeypatch):
    """The window's computer seats think in the worker (ai/worker.py), which is handed the seat's level."""
    submitted = []

    class Recorder:
        def submit(self, fn, *args):
            submitted.append(args)
            return Future()

    thinker = Thinker()
    monkeypatch.setattr(thinker, "_executor", lambda: Recorder())
    game = setup()
    seat = game.to_move()[0]
    thinker.submit(bot_for(seat, 7, "easy"), game.view(seat), seat, game.legal_actions(seat), 0)
    view, _, legal, seed, level, budget, decision, avoid = submitted[0]
    assert (level, budget) == ("easy", LEVELS["easy"])
    made = []
    original = DawnOfEmpires.playout_choice
    monkeypatch.setattr(DawnOfEmpires, "playout_choice",
                        lambda self, s, legal_, rng: made.append(s) or original(self, s, legal_, rng))
    _think(view, seat, legal, seed, level, budget, decision, avoid)
    assert made
    made.clear()
    _think(view, seat, legal, seed, "normal", LEVELS["normal"], decision, avoid)
    assert not made
