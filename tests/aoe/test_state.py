"""What the state checks of itself after every action (invariant_problems), the computer's guess at a position,
and what a view shows of it."""
from dawnofempires_gui.engine import HIDDEN

from .helpers import empty_board, put, set_up


def test_the_state_reports_a_negative_balance_a_ship_ashore_a_unit_at_sea_and_too_many_units():
    game = empty_board(2)
    put(game, "town_center", 0, 5, 5)
    assert game.invariant_problems() == []
    game.purses[0]["gold"] = -1
    put(game, "scout_ship", 0, 6, 6)
    put(game, "axeman", 0, 0, 6)
    for _ in range(3):
        put(game, "villager", 0, 5, 5)
    problems = game.invariant_problems()
    assert "seat 0 holds -1 gold" in problems
    assert any("scout_ship" in p and "land" in p for p in problems)
    assert any("axeman" in p and "sea" in p for p in problems)
    assert "seat 0 has 5 units for a limit of 4" in problems


def test_units_kept_over_the_limit_after_a_house_falls_are_no_fault():
    game = empty_board(2)
    put(game, "town_center", 0, 5, 5)
    house = put(game, "house", 0, 6, 5)
    for _ in range(6):
        put(game, "villager", 0, 5, 5)
    put(game, "villager", 1, 20, 5)
    house["red"] = 1
    from .helpers import run
    run(game, "hits", stop="catapult")
    assert game.unit_limit(0) == 4 and game.over_limit[0] == 2
    assert game.invariant_problems() == []
    assert game.produce_choices(0) == []  # but no new unit until there is room


def test_the_computer_s_guess_favours_the_stronger_side_and_allies_share_it():
    game = set_up(4)
    ally = game.allies(0)[0]
    put(game, "war_elephant", 0, 5, 5)
    guess = game.evaluate()
    assert guess[0] == guess[ally] > 0.5 > guess[1]
    assert abs(sum(guess[:2]) - 1.0) < 1e-9


def test_a_view_hides_only_the_other_side_s_balances():
    game = set_up(2)
    view = game.view(1)
    assert all(v is HIDDEN for v in view.purses[0].values()) and view.purses[1] == game.purses[1]
    assert view.pieces == game.pieces and view.resource_total(0) == game.resource_total(0)
    assert view.seed is None and view.sealed
