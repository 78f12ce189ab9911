"""A game whose turn holds many decisions may give each a share of the level's budget (Game.SEARCH_SHARE), so
that a whole turn keeps a player waiting no longer than a level's decision in another game."""
from dataclasses import replace

from dawnofempires_gui.ai import SearchBot, search
from dawnofempires_gui.ai.search import LEVELS
from tests.test_ai_far_behind import Race

BUDGET = replace(LEVELS["easy"], iterations=40, seconds=60.0, playout=2)


class SharedRace(Race):
    SEARCH_SHARE = {"hard": 0.25}  # the other levels think as long as their budget says


def iterations_of_a_search(game_class, level: str) -> int:
    game = game_class(["A", "B"], {}, 1)
    bot = SearchBot(seed=1, level=level, budget=BUDGET)
    bot.choose(game.view(0), 0, game.legal_actions(0))
    return bot.last_iterations


def test_a_game_may_give_a_level_s_decisions_a_share_of_its_budget(monkeypatch):
    monkeypatch.setattr(search, "_decided", lambda root, left: False)  # every search runs its whole budget
    assert iterations_of_a_search(Race, "hard") == BUDGET.iterations
    assert iterations_of_a_search(SharedRace, "hard") == BUDGET.iterations // 4
    assert iterations_of_a_search(SharedRace, "normal") == BUDGET.iterations
