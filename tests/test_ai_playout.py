"""A game can cut the search's quick playouts short (Game.PLAYOUT_MOVES): where random moves say less about a
position than the game's own judgement does (Dawn of Empires: normal lost 7 of 10 to easy with 20 random moves
a playout, and won 6 of 6 with none), the search scores the position where its tree ends."""
from dataclasses import replace

from dawnofempires_gui.ai import SearchBot
from dawnofempires_gui.ai.search import LEVELS
from tests.test_ai_far_behind import Race

BUDGET = replace(LEVELS["easy"], iterations=30, seconds=60.0)


class CountedRace(Race):
    """The race, counting the moves its playouts make."""

    playout_moves = 0

    def playout_choice(self, seat, legal, rng):
        CountedRace.playout_moves += 1
        return super().playout_choice(seat, legal, rng)


class ShortRace(CountedRace):
    PLAYOUT_MOVES = 2


def playout_moves_of_a_search(game_class) -> tuple[int, int]:
    """The moves the search's playouts made, and its iterations (it may stop before its budget: search.py)."""
    CountedRace.playout_moves = 0
    game = game_class(["A", "B"], {}, 1)
    bot = SearchBot(seed=1, budget=BUDGET)
    bot.choose(game.view(0), 0, game.legal_actions(0))
    return CountedRace.playout_moves, bot.last_iterations


def test_a_playout_makes_the_levels_number_of_moves_unless_the_game_cuts_it():
    moves, iterations = playout_moves_of_a_search(CountedRace)
    assert iterations > 0 and moves == iterations * BUDGET.playout
    moves, iterations = playout_moves_of_a_search(ShortRace)
    assert iterations > 0 and moves == iterations * ShortRace.PLAYOUT_MOVES


class RaceByLevel(CountedRace):
    PLAYOUT_MOVES = {"normal": 2}  # the easy level plays its budget's moves


def test_a_game_may_cut_the_playouts_of_some_levels_only():
    for level, per_iteration in (("normal", 2), ("easy", BUDGET.playout)):
        CountedRace.playout_moves = 0
        game = RaceByLevel(["A", "B"], {}, 1)
        bot = SearchBot(seed=1, level=level, budget=BUDGET)
        bot.choose(game.view(0), 0, game.legal_actions(0))
        assert bot.last_iterations > 0 and CountedRace.playout_moves == bot.last_iterations * per_iteration
