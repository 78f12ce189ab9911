"""The computer's turn: the decisions it takes at once (Game.sensible_actions) and the share of the level's budget
each searched decision gets (a turn holds many)."""
from dataclasses import replace

from dawnofempires_gui.ai import SearchBot, search
from dawnofempires_gui.ai.search import LEVELS
from dawnofempires_gui.engine import Action

from .helpers import empty_board, put, set_up


def commanded_square(kinds=("villager", "villager", "axeman", "axeman", "bowman")):
    """Seat 0's mixed stack at (10, 5), commanded one by one (step "pick"), with an enemy Town Center far off."""
    game = empty_board(2)
    put(game, "town_center", 0, 3, 5)
    put(game, "town_center", 1, 20, 5)
    pieces = [put(game, t, 0, 10, 5) for t in kinds]
    game.turn = 3
    game.site = pieces[0]["square"]
    game.push_step("pick", (0,))
    return game, pieces


def test_under_a_chit_the_computer_weighs_one_unit_of_each_kind_and_never_going_back():
    game, pieces = commanded_square()
    sensible = game.sensible_actions(0, game.legal_actions(0))
    assert sensible == [Action("pick", piece=pieces[0]["id"]), Action("pick", piece=pieces[2]["id"])]


def test_once_a_unit_is_picked_the_others_of_its_kind_follow_at_once_then_done():
    game, pieces = commanded_square()
    army = [p["id"] for p in pieces[2:]]
    game.apply(0, Action("pick", piece=army[0]))
    for following in army[1:]:
        assert game.sensible_actions(0, game.legal_actions(0)) == [Action("pick", piece=following)]
        game.apply(0, Action("pick", piece=following))
    assert game.sensible_actions(0, game.legal_actions(0)) == [Action("picked")]


def test_the_search_takes_a_forced_pick_without_searching():
    game, pieces = commanded_square()
    game.apply(0, Action("pick", piece=pieces[0]["id"]))
    bot = SearchBot(seed=1, level="hard")
    assert bot.choose(game.view(0), 0, game.legal_actions(0)) == Action("pick", piece=pieces[1]["id"])
    assert bot.last_iterations == 0


def test_choosing_a_building_the_computer_never_goes_back_to_choosing_the_square():
    game = empty_board(2)
    put(game, "town_center", 0, 3, 5)
    put(game, "villager", 0, 3, 5)
    game.purses[0] = {"food": 500, "wood": 500, "gold": 500, "stone": 500}
    game.push_step("found", (0,))
    game.site = put(game, "house", 0, 3, 5)["square"]
    legal = game.legal_actions(0)
    assert Action("found_back") in legal
    sensible = game.sensible_actions(0, legal)
    assert sensible and Action("found_back") not in sensible
    assert set(sensible) == set(legal) - {Action("found_back")}


def test_a_hard_decision_searches_a_share_of_the_level_s_budget(monkeypatch):
    monkeypatch.setattr(search, "_decided", lambda root, left: False)  # the whole allowance is searched
    game = set_up(2, civilizations="none")  # the first Resource Collection
    budget = replace(LEVELS["hard"], iterations=40, seconds=600.0)
    searched = {}
    for level in ("hard", "normal"):
        bot = SearchBot(seed=1, level=level, budget=budget)
        bot.choose(game.view(0), 0, game.legal_actions(0))
        searched[level] = bot.last_iterations
    assert searched == {"hard": round(40 * game.SEARCH_SHARE["hard"]), "normal": 40}
    assert searched["hard"] < 40


def test_collecting_the_computer_weighs_all_the_points_in_one_resource_or_the_plan_s_shortfall():
    game = set_up(2, civilizations="none")  # the first Resource Collection
    left = game.collect_left[0]
    game.purses[0] = {"food": 200, "wood": 130, "gold": 0, "stone": 150}  # 20 wood short of the Barracks
    legal = game.legal_actions(0)
    assert len(legal) > 20
    sensible = game.sensible_actions(0, legal)
    assert sorted((a["resource"], a["amount"]) for a in sensible) == sorted(
        [("food", left), ("wood", left), ("gold", left), ("stone", left), ("wood", 20)])
