"""III.A Resource Collection: points by Age in any of the four kinds, none without a Town Center, gifts between
allies with the 25% fee, never below 0; IV.A the balance sheet hidden from all but allies."""
import pytest

from dawnofempires_gui.engine import HIDDEN, Action, IllegalAction, Rng

from dawnofempires_gui.games.aoe.collection import most_to_give
from dawnofempires_gui.games.aoe.kinds import fee_on

from .helpers import act, run, set_up

rule = pytest.mark.rule


def collecting(players=2, age="stone", seed=1):
    game = set_up(players, seed)
    game.ages = [age] * players
    game.flow = []
    run(game, "collect")
    return game


@rule("aoe.collect.stone.1", "aoe.collect.tool.1", "aoe.collect.bronze.1", "aoe.collect.iron.1")
@pytest.mark.parametrize("age, points", [("stone", 50), ("tool", 75), ("bronze", 100), ("iron", 125)])
def test_a_civilization_collects_its_age_s_points_each_turn(age, points):
    game = collecting(age=age)
    assert game.collect_left == [points, points]
    assert game.top_step()[:2] == ("resources", (0, 1))
    assert max(a["amount"] for a in game.legal_actions(0)) == points
    assert game.problem(0, Action("collect", resource="food", amount=points + 1)) == \
        f"You have {points} resource points left to take this turn."


@rule("aoe.collect.kind.1", "aoe.res.types.1")
def test_the_points_are_taken_in_any_split_of_food_wood_gold_and_stone():
    game = collecting(age="tool")
    assert {a["resource"] for a in game.legal_actions(0)} == {"food", "wood", "gold", "stone"}
    assert game.problem(0, Action("collect", resource="silver", amount=5)) == \
        "The resources are food, wood, gold and stone."
    act(game, 0, "collect", resource="gold", amount=13)  # any whole amount, not only the listed fives
    act(game, 0, "collect", resource="stone", amount=2)
    act(game, 0, "collect", resource="food", amount=60)
    assert game.purses[0] == {"food": 260, "wood": 200, "gold": 13, "stone": 152}
    assert game.collect_left[0] == 0 and game.to_move() == [1]  # done: no ally to give to


@rule("aoe.seq.simul.1")
def test_all_players_collect_at_once_and_the_next_phase_waits_for_every_one():
    game = collecting()
    assert game.to_move() == [0, 1]
    act(game, 1, "collect", resource="wood", amount=50)
    assert game.to_move() == [0] and game.top_step()[0] == "resources"
    act(game, 0, "collect", resource="wood", amount=50)
    assert game.top_step()[0] == "command"


@rule("aoe.collect.tc.1")
def test_a_player_without_a_town_center_collects_nothing_that_turn():
    game = set_up(2)
    for p in list(game.pieces.values()):
        if p["owner"] == 0 and p["type"] == "town_center":
            del game.pieces[p["id"]]
    game.flow = []
    events = []
    game._events = events
    run(game, "collect")
    assert game.collect_left == [0, 50]
    assert game.to_move() == [1]
    assert "Ana has no Town Center and collects nothing this turn." in [e.text for e in events]


def team_game(seed=1):
    game = collecting(players=4, seed=seed)
    ally = game.allies(0)[0]
    return game, ally


@rule("aoe.collect.transfer.1", "aoe.collect.transfer.2")
def test_an_ally_gives_resources_and_pays_a_fee_of_25_percent_on_top():
    game, ally = team_game()
    act(game, 0, "collect", resource="wood", amount=50)
    assert Action("transfer") in game.legal_actions(0)
    act(game, 0, "transfer")
    enemies = [s for s in range(4) if not game.same_team(0, s)]
    assert all(a["to"] == ally for a in game.legal_actions(0) if a.kind == "transfer_what")
    assert game.problem(0, Action("transfer_what", to=enemies[0], resource="wood")) == \
        "Resources may be given only to an ally still in the game."
    act(game, 0, "transfer_what", to=ally, resource="wood")
    before = game.purses[ally]["wood"]
    text = act(game, 0, "transfer_amount", amount=40)
    assert game.purses[0]["wood"] == 250 - 40 - 10
    assert game.purses[ally]["wood"] == before + 40
    assert "Ana gives" in text and "fee of 10 wood" in text


@rule("aoe.collect.transfer.2")
@pytest.mark.parametrize("amount, fee", [(4, 1), (5, 2), (8, 2), (10, 3), (100, 25), (101, 26)])
def test_the_fee_is_a_quarter_of_the_amount_rounded_up(amount, fee):
    game, ally = team_game()
    act(game, 0, "collect", resource="food", amount=50)
    act(game, 0, "transfer")
    act(game, 0, "transfer_what", to=ally, resource="food")
    act(game, 0, "transfer_amount", amount=amount)
    assert game.purses[0]["food"] == 250 - amount - fee


@rule("aoe.collect.floor.1", "aoe.collect.transfer.2")
def test_the_most_offered_to_give_is_every_amount_whose_fee_the_balance_still_covers():
    """For every balance up to 1000: the largest gift offered leaves the balance at 0 or more after its fee,
    and one more would not."""
    for have in range(1001):
        top = most_to_give(have)
        assert top + fee_on(top) <= have, have
        assert top + 1 + fee_on(top + 1) > have, have


@rule("aoe.collect.transfer.1")
def test_resources_are_given_only_in_the_collection_phase_and_only_between_allies():
    game = collecting(players=2)
    assert game.problem(0, Action("transfer")) == "Only allies may give each other resources."
    game, ally = team_game()
    for s in range(4):
        while game.top_step()[0] == "resources" and s in game.to_move():
            legal = game.legal_actions(s)
            game.apply(s, next(a for a in legal if a.kind in ("collect", "resources_done")))
    assert game.top_step()[0] == "command"
    with pytest.raises(IllegalAction, match="Not now"):
        game.apply(game.to_move()[0], Action("transfer"))


@rule("aoe.collect.floor.1")
def test_no_gift_may_take_a_balance_below_zero():
    game, ally = team_game()
    act(game, 0, "collect", resource="food", amount=50)
    act(game, 0, "transfer")
    act(game, 0, "transfer_what", to=ally, resource="stone")  # 150 stone: at most 120 with the fee of 30
    assert max(a["amount"] for a in game.legal_actions(0) if a.kind == "transfer_amount") == 120
    assert game.problem(0, Action("transfer_amount", amount=121)).startswith("Giving 121 stone costs 152")
    with pytest.raises(IllegalAction):
        game.apply(0, Action("transfer_amount", amount=121))
    assert game.purses[0]["stone"] == 150
    act(game, 0, "transfer_amount", amount=120)
    assert game.purses[0]["stone"] == 0
    act(game, 0, "transfer")
    assert all(a["resource"] != "stone" for a in game.legal_actions(0) if a.kind == "transfer_what")


@rule("aoe.collect.floor.1")
def test_no_payment_may_take_a_balance_below_zero():
    from .helpers import empty_board, put
    game = empty_board(2)
    put(game, "town_center", 0, 5, 5)
    game.purses[0] = {"food": 49, "wood": 0, "gold": 0, "stone": 0}
    assert game.produce_choices(0) == []
    assert game.train_problem(0, next(iter(game.pieces.values())), "villager") == \
        "A Villager costs 50 food; you have 49 food."


@rule("aoe.res.hidden.1")
def test_a_balance_is_seen_by_its_player_and_allies_only():
    game, ally = team_game()
    act(game, 0, "collect", resource="gold", amount=50)
    enemy = next(s for s in range(4) if not game.same_team(0, s))
    mine = game.view(0)
    assert mine.purses[0] == {"food": 200, "wood": 200, "gold": 50, "stone": 150}
    assert game.view(ally).purses[0] == mine.purses[0]
    theirs = game.view(enemy)
    assert all(v is HIDDEN for v in theirs.purses[0].values())
    assert theirs.resource_total(0) == 600  # the total is public: the points collected and spent in the open
    assert game.view(None).purses[ally]["food"] is HIDDEN
    # what was taken is told to the team, and only the number of points to the others
    events = game.apply(0, Action("transfer"))
    game.apply(0, Action("transfer_what", to=ally, resource="gold"))
    assert game.view(enemy).giving[0] == (ally, HIDDEN)
    [event] = game.apply(0, Action("transfer_amount", amount=20))
    assert "gold" in event.text_for(ally) and "gold" not in event.text_for(enemy)
    assert event.text_for(enemy) == "Ana gives Cy 20 resource points (a fee of 5 is lost)."
    assert events == []


@rule("aoe.res.hidden.1")
def test_a_hidden_balance_is_filled_in_as_a_split_of_its_public_total():
    game, ally = team_game()
    enemy = next(s for s in range(4) if not game.same_team(0, s))
    for k in (1, 2, 3):
        filled = game.view(enemy).determinize(enemy, Rng(k))
        assert sum(filled.purses[0].values()) == 550
        assert all(v >= 0 for v in filled.purses[0].values())
        assert filled.purses[enemy] == game.purses[enemy]
