"""The computer's judgement of a position (evaluation.py) and its quick playout policy (policy.py, plan.py): what
they prefer, that they never break the rules, and that the policy alone destroys a random player."""
import pytest

from dawnofempires_gui.ai import RandomBot
from dawnofempires_gui.engine import Action, Rng, Seat
from dawnofempires_gui.games.aoe.kinds import KINDS

from .helpers import INFO, empty_board, put, set_up, square


def army(game, seat, x, y, axemen=4, bowmen=2):
    return ([put(game, "axeman", seat, x, y) for _ in range(axemen)]
            + [put(game, "bowman", seat, x, y) for _ in range(bowmen)])


def two_bases(**options):
    """Town Centers at (3, 5) and (20, 5), three villagers each, both in the Tool Age."""
    game = empty_board(2, **options)
    for seat, x in ((0, 3), (1, 20)):
        put(game, "town_center", seat, x, 5)
        for _ in range(3):
            put(game, "villager", seat, x, 5)
        game.ages[seat] = "tool"
        game.purses[seat] = {"food": 100, "wood": 100, "gold": 0, "stone": 0}
    game.turn, game.stage = 5, "collect"
    return game


# --- the judgement -----------------------------------------------------------------------------------------
def test_a_side_that_destroyed_half_the_enemy_army_is_judged_ahead():
    game = two_bases()
    army(game, 0, 10, 5)
    theirs = army(game, 1, 13, 5)
    even = game.evaluate()
    assert abs(even[0] - 0.5) < 1e-9 and abs(sum(even) - 1.0) < 1e-9
    for piece in theirs[::2]:
        del game.pieces[piece["id"]]
    ahead = game.evaluate()
    assert ahead[0] > 0.6 > 0.4 > ahead[1]


def test_each_destruction_counts_more_as_the_enemy_has_fewer_pieces_left_and_the_win_dominates():
    game = two_bases()
    army(game, 0, 19, 5, axemen=10, bowmen=0)
    houses = [put(game, "house", 1, 20, 6) for _ in range(6)]
    gains = []
    for house in houses:
        before = game.margin()
        del game.pieces[house["id"]]
        gains.append(game.margin() - before)
    assert gains == sorted(gains) and gains[-1] > gains[0]
    assert game.evaluate()[0] < 1.0
    for piece in [p for p in game.pieces.values() if p["owner"] == 1]:
        del game.pieces[piece["id"]]
    game.check_eliminations()
    assert game.is_over() and game.evaluate() == [1.0, 0.0]


def test_an_army_marching_on_the_enemy_is_judged_better_than_one_at_home():
    home, march = two_bases(), two_bases()
    army(home, 0, 4, 5)
    army(march, 0, 16, 5)
    assert march.margin() > home.margin() + 1.0


def test_an_army_standing_on_what_it_can_strike_is_judged_better_than_one_beside_it():
    beside, on = two_bases(), two_bases()
    for game, x in ((beside, 14), (on, 15)):
        put(game, "house", 1, 15, 5)
        army(game, 0, x, 5, bowmen=0)
    assert on.margin() > beside.margin()


def test_the_first_town_center_is_the_income_and_a_second_one_is_worth_little_more():
    game = two_bases()
    first = game.margin()
    put(game, "town_center", 0, 5, 8)
    second = game.margin() - first
    del game.pieces[next(p["id"] for p in game.pieces.values() if p["type"] == "town_center" and p["owner"] == 1)]
    assert game.margin() - first - second > 3 * second


def test_food_kept_for_the_next_age_is_worth_more_than_the_units_it_would_buy_before_it():
    game = two_bases()
    game.ages[0] = "stone"
    put(game, "barracks", 0, 4, 5)
    game.purses[0] = {"food": 450, "wood": 0, "gold": 0, "stone": 0}
    saving = game.margin()
    game.purses[0]["food"] -= 50
    put(game, "clubman", 0, 4, 5, down=True)
    assert game.margin() < saving


def test_the_plan_s_resources_are_worth_more_than_those_it_has_no_use_for():
    game = two_bases()
    game.purses[0] = {"food": 0, "wood": 0, "gold": 0, "stone": 0}
    base = game.margin()
    game.purses[0]["food"] = 75
    food = game.margin() - base
    game.purses[0] = {"food": 0, "wood": 0, "gold": 0, "stone": 75}
    assert food > 2 * (game.margin() - base) > 0


def test_in_a_search_a_position_is_judged_against_the_one_it_started_from():
    game = two_bases()
    army(game, 0, 10, 5)
    army(game, 1, 13, 5, axemen=1)
    assert game.evaluate()[0] > 0.55  # on its own: seat 0 is ahead
    filled = game.view(0).determinize(0, Rng(3))
    assert filled.evaluate() == pytest.approx([0.5, 0.5])  # in a search: nothing has changed yet


def test_the_judgement_reads_no_hidden_purse_in_a_search():
    game = two_bases()
    views = []
    for split in ({"food": 100, "wood": 0, "gold": 0, "stone": 0}, {"food": 0, "wood": 0, "gold": 0, "stone": 100}):
        game.purses[1] = dict(split)
        views.append(game.view(0).determinize(0, Rng(1)).margin())
    assert views[0] == views[1]


# --- the policy ----------------------------------------------------------------------------------------------
def test_the_policy_chooses_a_legal_action_in_every_position_of_random_games():
    for players in (2, 4, 6):
        game = INFO.new_game([Seat(f"S{i}") for i in range(players)], {"turn_limit": 8}, players)
        bot, rng = RandomBot(players), Rng(players)
        while not game.is_over():
            seat = game.to_move()[0]
            legal = game.legal_actions(seat)
            choice = game.playout_choice(seat, legal, rng)
            assert choice in legal
            game.apply(seat, choice if game.turn % 2 else bot.choose(None, seat, legal))


def test_the_policy_collects_what_the_plan_lacks():
    game = set_up(2, civilizations="none")
    assert game.top_step()[0] == "resources"
    game.purses[0] = {"food": 200, "wood": 0, "gold": 0, "stone": 150}  # no wood for the Barracks
    choice = game.playout_choice(0, game.legal_actions(0), Rng(1))
    assert choice == Action("collect", resource="wood", amount=50)
    game.purses[0] = {"food": 200, "wood": 200, "gold": 0, "stone": 150}
    assert game.playout_choice(0, game.legal_actions(0), Rng(1))["resource"] == "food"  # then the Tool Age


def test_the_policy_lays_its_barracks_in_the_enemy_town_center_s_square():
    game = set_up(2, centers=((8, 5), (15, 5)), civilizations="none")
    rng = Rng(2)
    while game.turn < 6:
        seat = game.to_move()[0]
        legal = game.legal_actions(seat)
        game.apply(seat, game.playout_choice(seat, legal, rng) if seat == 0 else Action("command_none")
                   if Action("command_none") in legal else legal[0])
    barracks = [p for p in game.pieces.values() if p["type"] == "barracks" and p["owner"] == 0]
    assert [p["square"] for p in barracks] == [square(game, 15, 5)]


def test_the_policy_strikes_what_it_is_likely_to_destroy():
    game = empty_board(2)
    axeman = put(game, "axeman", 0, 10, 5)
    house = put(game, "house", 1, 10, 5)
    put(game, "town_center", 1, 10, 5)
    game.cc[0] = [axeman["id"]]
    game.shooter = (0, (axeman["id"],), "melee", False)
    game.push_step("attack", (0,))
    choice = game.playout_choice(0, game.legal_actions(0), Rng(1))
    assert choice == Action("attack", target=house["id"])


def test_the_policy_marches_an_army_on_the_enemy_town_center():
    game = empty_board(2)
    center = put(game, "town_center", 1, 18, 5)
    put(game, "house", 1, 20, 10)
    ids = [p["id"] for p in army(game, 0, 10, 5)]
    game.cc[0] = ids
    game.lead = ids
    game.push_step("move", (0,))
    choice = game.playout_choice(0, game.legal_actions(0), Rng(1))
    assert choice == Action("move_to", square=square(game, 14, 5))
    assert game.board.grid.half_distance(choice["square"], center["square"]) == 8


def test_the_policy_alone_destroys_a_random_player():
    won = 0
    for seed in range(4):
        game = INFO.new_game([Seat("Plan"), Seat("Random")], {"turn_limit": 80}, seed)
        me, bot, rng = seed % 2, RandomBot(seed), Rng(seed)
        while not game.is_over():
            seat = game.to_move()[0]
            legal = game.legal_actions(seat)
            game.apply(seat, game.playout_choice(seat, legal, rng) if seat == me else bot.choose(None, seat, legal))
        won += game.winners == [me]
        assert not any(p["owner"] == me and KINDS[p["type"]].villager for p in game.pieces.values()) or won
    assert won == 4
