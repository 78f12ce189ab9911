"""Step 1: rolling, re-rolling, Omens, collecting goods and food."""
import pytest

from dawnofempires_gui.engine import Action, IllegalAction
from dawnofempires_gui.games.iron import data as D

from .helpers import act, fresh_turn, new, roll, script, texts


def bit(name):
    return 1 << D.DEV_INDEX[name]


@pytest.mark.rule("iron.roll.count.1")
def test_one_die_per_port_or_province_whichever_more():
    game = new(2)
    game.provinces[0], game.ports[0] = 3, 2
    fresh_turn(game)
    assert len(game.dice) == 3
    game.provinces[0], game.ports[0] = 2, 4
    fresh_turn(game)
    assert len(game.dice) == 4
    events = roll(game, ["food3", "food3", "goods", "pop3"], "bounty")
    assert "Ana rolls: 3 food, 3 food, goods, 3 population; fate: Bounty." in texts(events)


@pytest.mark.rule("iron.roll.skull.1")
def test_skulls_are_set_aside():
    game = new(2)
    roll(game, ["skull", "food3"], "bounty", stop=False)
    legal = game.legal_actions(0)
    assert Action("keep", die=0) not in legal and Action("release", die=0) not in legal
    assert Action("keep", die=1) in legal
    with pytest.raises(IllegalAction, match="skull is set aside"):
        game.apply(0, Action("keep", die=0))
    game.rng = script(["pop3"], "conquest")  # only die 2 and the fate die roll again
    game.apply(0, Action("roll"))
    assert game.dice == ["skull", "pop3"] and game.fate == "conquest"
    assert game.rng.script == []


@pytest.mark.rule("iron.roll.skull.1")
def test_with_every_die_and_the_fate_die_on_a_skull_rolling_ends_at_once():
    """Nothing is left to roll again: the turn goes on without a Stop; with one die not a skull it waits."""
    game = new(2)
    roll(game, ["skull", "skull"], "skull", stop=False)
    assert game.step() != "roll" and game.rolls == 1
    game = new(2)
    roll(game, ["skull", "food3"], "skull", stop=False)
    assert game.step() == "roll"


@pytest.mark.rule("iron.roll.skull.1", "iron.roll.fate.1")
@pytest.mark.parametrize("fate", ["skull", "drought"])
def test_with_every_empire_die_kept_only_a_fate_die_off_a_skull_may_be_rolled_again(fate):
    game = new(2)
    roll(game, ["food3", "goods"], fate, stop=False)
    game.apply(0, Action("keep", die=0))
    game.apply(0, Action("keep", die=1))
    assert (Action("roll") in game.legal_actions(0)) == (fate != "skull")
    if fate != "skull":
        game.apply(0, Action("keep", die=FATE_DIE))
        assert Action("roll") not in game.legal_actions(0)
    assert Action("stop") in game.legal_actions(0)


@pytest.mark.rule("iron.roll.reroll.1", "iron.roll.fate.1")
def test_keep_or_reroll_after_the_first_roll():
    game = new(2)
    roll(game, ["food3", "goods"], "drought", stop=False)
    game.apply(0, Action("keep", die=0))
    game.rng = script(["pop3"], "bounty")  # die 2 and the fate die re-roll
    game.apply(0, Action("roll"))
    assert game.dice == ["food3", "pop3"] and game.fate == "bounty"
    assert game.rolls == 2


@pytest.mark.rule("iron.roll.reroll.2", "iron.roll.fate.1")
def test_dice_kept_after_the_first_roll_may_be_rerolled_later():
    game = new(2)
    roll(game, ["food3", "goods"], "omens", stop=False)
    game.apply(0, Action("keep", die=0))
    game.apply(0, Action("keep", die=FATE_DIE))
    game.rng = script(["innovation"])
    game.apply(0, Action("roll"))
    assert game.dice == ["food3", "innovation"] and game.fate == "omens"
    game.apply(0, Action("release", die=0))
    game.apply(0, Action("release", die=FATE_DIE))
    game.apply(0, Action("keep", die=1))
    game.rng = script(["pop3"], "conquest")
    game.apply(0, Action("roll"))
    assert game.dice == ["pop3", "innovation"] and game.fate == "conquest"


FATE_DIE = -1


@pytest.mark.rule("iron.roll.final.1")
def test_three_rolls_at_most():
    game = new(2)
    roll(game, ["food3", "goods"], "drought", stop=False)
    game.rng = script(["food3", "goods"], "drought")
    game.apply(0, Action("roll"))
    assert game.step() == "roll"
    game.rng = script(["food3", "goods"], "conquest")
    game.apply(0, Action("roll"))
    assert game.rolls == 3 and game.step() != "roll"
    assert Action("roll") not in game.legal_actions(0)
    with pytest.raises(IllegalAction):
        game.apply(0, Action("roll"))


def test_stopping_early_keeps_the_results():
    game = new(2)
    roll(game, ["food3", "food3"], "conquest")
    assert game.rolls == 1 and game.step() == "conquest"
    assert game.food[0] == 3 + 6 - 2


@pytest.mark.rule("iron.roll.omens.1")
def test_omens_set_any_die_even_a_skull_or_the_fate_die():
    game = new(2)
    roll(game, ["skull", "food3"], "omens")
    assert game.step() == "omens"
    legal = game.legal_actions(0)
    assert Action("omens", die=0, face="pop3") in legal
    assert Action("omens", die=-1, face="bounty") in legal
    assert Action("skip_omens") in legal
    skulls = game.skulls[0]
    events = act(game, "omens", die=0, face="food3")
    assert "Omens" in texts(events)
    assert game.dice == ["food3", "food3"]
    assert game.skulls[0] == skulls  # no skull left: no Unrest
    assert game.food[0] == 3 + 6 - 2


def test_omens_on_the_fate_die_itself():
    game = new(2)
    roll(game, ["food3", "food3"], "omens")
    act(game, "omens", die=-1, face="bounty")
    assert game.fate == "bounty"
    assert game.food[0] == 3 + 8 - 2


def test_omens_only_when_showing():
    game = new(2)
    roll(game, ["food3", "food3"], "conquest")
    assert game.step() != "omens"


@pytest.mark.rule("iron.dev.effects.1")
def test_leadership_rerolls_one_die_after_the_last_roll():
    game = new(2)
    game.devs[0] |= bit("leadership")
    roll(game, ["skull", "food3"], "drought")
    assert game.step() == "leadership"
    game.rng = script(["pop3"])
    act(game, "leadership", die=0)
    assert game.dice == ["pop3", "food3"]
    assert game.skulls[0] == 0  # the skull was re-rolled away before disasters
    game2 = new(2)
    roll(game2, ["skull", "food3"], "drought")
    assert game2.step() != "leadership" and game2.skulls[0] == 1


@pytest.mark.rule("iron.goods.collect.1")
def test_goods_per_port_per_goods_face():
    game = new(2)
    game.ports[0] = 3
    game.goods[0] = 0
    fresh_turn(game)
    roll(game, ["goods", "goods", "food3"], "conquest")
    assert game.goods[0] == 6
    game2 = new(2, setup=["port", "port"])
    game2.goods[0] = 0
    roll(game2, ["goods", "food3"], "conquest")
    assert game2.goods[0] == 2


@pytest.mark.rule("iron.goods.skull.1")
def test_a_good_per_skull():
    game = new(2)
    game.goods[0] = 0
    game.army[0] = 10  # win the barbarian battle of 2 skulls
    roll(game, ["skull", "food3"], "skull")
    assert game.goods[0] == 2


@pytest.mark.rule("iron.goods.cap.1")
def test_goods_carry_over_up_to_fifteen():
    game = new(2)
    game.ports[0] = 6
    game.goods[0] = 10
    fresh_turn(game)
    events = roll(game, ["goods"] * 6, "conquest")
    assert game.goods[0] == 15
    assert "lost" in texts(events)
    game2 = new(2)
    game2.goods[0] = 5
    roll(game2, ["goods", "food3"], "conquest")
    assert game2.goods[0] == 6


@pytest.mark.rule("iron.food.collect.1")
def test_food_per_food_symbol():
    game = new(2, setup=["port", "port"])
    roll(game, ["food3", "food3"], "conquest")
    assert game.food[0] == 3 + 6 - 1  # one province eats


@pytest.mark.rule("iron.food.cap.1")
def test_food_beyond_the_row_is_lost():
    game = new(2, setup=["port", "port"])
    game.food[0] = 13
    roll(game, ["food3", "food3"], "bounty")
    assert game.food[0] == 15 - 1


@pytest.mark.rule("iron.food.adjust.1")
@pytest.mark.parametrize("fate,devs,expected", [
    ("bounty", (), 8), ("drought", (), 4), ("conquest", (), 6),
    ("conquest", ("irrigation",), 8), ("conquest", ("aqueducts",), 10),
    ("drought", ("irrigation", "aqueducts"), 10),
])
def test_fate_and_developments_adjust_each_food_die(fate, devs, expected):
    game = new(2, setup=["port", "port"])
    game.food[0] = 0
    for d in devs:
        game.devs[0] |= bit(d)
    roll(game, ["food3", "food3"], fate)
    assert game.food[0] == expected - 1


@pytest.mark.rule("iron.food.choice.1")
def test_two_food_or_two_population():
    game = new(2, setup=["port", "port"])
    game.food[0] = 0
    roll(game, ["choice", "choice"], "conquest")
    assert game.step() == "choose"
    assert set(game.legal_actions(0)) == {Action("take", die=d, use=u) for d in (0, 1) for u in ("food", "population")}
    act(game, "take", die=0, use="food")
    act(game, "take", die=1, use="population")
    assert game.food[0] == 2 - 1
    assert game.pop == 2


@pytest.mark.rule("iron.food.choice.2")
def test_population_choice_is_not_adjusted():
    game = new(2, setup=["port", "port"])
    game.food[0] = 0
    game.devs[0] |= bit("irrigation")
    roll(game, ["choice", "choice"], "bounty")
    act(game, "take", die=0, use="food")
    act(game, "take", die=1, use="population")
    assert game.food[0] == 2 + 1 + 1 - 1
    assert game.pop == 2


@pytest.mark.rule("iron.food.choice.1")
def test_a_food_or_population_die_taken_as_population_gives_population_and_no_food():
    game = new(2, setup=["port", "port"])
    game.food[0] = 5
    roll(game, ["choice", "choice"], "conquest")
    act(game, "take", die=0, use="population")
    act(game, "take", die=1, use="population")
    assert game.pop == 4 and game.food[0] == 5 - 1  # the province eats one


def test_skull_gives_population_too():
    game = new(2)
    game.army[0] = 10
    roll(game, ["skull", "pop3"], "conquest")
    assert game.pop == 4


@pytest.mark.rule("iron.food.choice.1", "iron.food.adjust.1")
@pytest.mark.parametrize("fate,devs,food", [("bounty", (), 3), ("drought", (), 1), ("conquest", ("irrigation",), 3),
                                            ("drought", ("aqueducts",), 3), ("bounty", ("irrigation", "aqueducts"), 6)])
def test_the_food_or_population_choice_says_the_real_amounts(fate, devs, food):
    game = new(2, setup=["port", "port"])
    for d in devs:
        game.devs[0] |= bit(d)
    roll(game, ["choice", "choice"], fate)
    assert game.describe(Action("take", die=0, use="food")) == f"Take die 1 as {food} food"
    assert game.describe(Action("take", die=0, use="population")) == "Take die 1 as 2 population"
    before = game.food[0]
    act(game, "take", die=0, use="food")
    act(game, "take", die=1, use="population")
    assert game.food[0] == min(15, before + food) - game.provinces[0]
