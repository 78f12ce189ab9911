"""The computer's judgement of a Rise of Empires position (evaluate): what it sees beyond the points on the
sheet. Each test builds two positions that differ in one thing only and checks that the computer prefers the
one a player would."""
from tests.roe.helpers import MICHAEL, new_game

HUNGRY_CITY = "memphis"  # eats 2 food a game turn


def _with_city(food: int, turn: int = 1):
    game = new_game(3)
    game.turn = turn
    game.city_up[game.city_up.index(HUNGRY_CITY)] = None  # from the tiles display (no tile made or lost)
    game.cities[MICHAEL].append(HUNGRY_CITY)
    game.food[MICHAEL] = food
    assert game.food_change(MICHAEL) < 0
    return game


def test_the_computer_judges_a_fed_empire_better_than_a_hungry_one():
    fed, hungry = _with_city(16), _with_city(2)
    assert fed.vp == hungry.vp, "a judgement test changes no points"
    assert fed.evaluate()[MICHAEL] > hungry.evaluate()[MICHAEL]


def test_the_hunger_counted_is_the_food_the_food_phases_left_will_miss():
    # turns 5 and 6 left, the last one doubled: 2 + 4 food eaten, 6 more than the 0 held
    assert _with_city(0, turn=5).food_ahead(MICHAEL) == (6, 0)
    assert _with_city(6, turn=5).food_ahead(MICHAEL) == (0, 0)



def test_a_food_phase_already_resolved_this_turn_is_not_counted_again():
    # turn 5: once the seat's Food phase is past, only the last turn's doubled 4 food is still to be missed
    income = _with_city(0, turn=5)
    income.stage = "income"
    assert income.food_ahead(MICHAEL) == (4, 0)
    in_food = _with_city(0, turn=5)
    in_food.stage = "food"
    place = in_food.order.index(MICHAEL)
    in_food.stage_pos = place
    assert in_food.food_ahead(MICHAEL) == (6, 0), "the seat's own Food phase is still to come"
    in_food.stage_pos = place + 1
    assert in_food.food_ahead(MICHAEL) == (4, 0), "the seat has eaten this turn"
