"""Step 2 (feeding, disasters) and step 3 (battles, conquest, tribute demands)."""
import pytest

from dawnofempires_gui.engine import Action, IllegalAction
from dawnofempires_gui.games.iron import data as D

from .helpers import act, fresh_turn, new, roll, texts


def bit(name):
    return 1 << D.DEV_INDEX[name]


def skull_roll(game, n, fate="conquest"):
    """Roll n skulls among the empire dice (the sheet must have enough dice)."""
    k = len(game.dice)
    faces = ["skull"] * min(n, k) + ["food3"] * (k - min(n, k))
    if n > k:
        fate = "skull"
    return roll(game, faces, fate)


def with_dice(game, k):
    game.provinces[0] = max(game.provinces[0], k)
    game.food[0] = 15
    return fresh_turn(game)


@pytest.mark.rule("iron.feed.province.1")
def test_each_province_eats_one_food():
    game = new(2, setup=["port", "province"])
    roll(game, ["pop3", "pop3"], "conquest")
    assert game.food[0] == 3 - 1  # the first-column province eats too
    game = new(2)
    roll(game, ["pop3", "pop3"], "conquest")
    assert game.food[0] == 3 - 2


@pytest.mark.rule("iron.feed.province.1", "iron.feed.famine.1")
@pytest.mark.parametrize("food, skulls", [(3, 0), (1, 2)])
def test_each_province_not_fed_marks_a_skull_and_exact_food_feeds_them_all(food, skulls):
    game = new(2)
    game.provinces[0] = 3
    game.food[0] = food
    fresh_turn(game)
    events = roll(game, ["pop3", "pop3", "pop3"], "conquest")
    assert game.food[0] == 0 and game.skulls[0] == skulls
    assert ("Famine" in texts(events)) == bool(skulls)
    assert ("Ana feeds 3 provinces." in texts(events)) == (not skulls)


@pytest.mark.rule("iron.disaster.trigger.1")
def test_no_skull_no_disaster():
    game = new(2)
    events = roll(game, ["pop3", "food3"], "conquest")
    assert not [e for e in events if e.kind == "disaster"] and game.skulls == [0, 0]
    game = new(2)
    events = roll(game, ["skull", "food3"], "conquest")
    assert [e for e in events if e.kind == "disaster"] and game.skulls[0] == 1


@pytest.mark.rule("iron.disaster.table.1", "iron.disaster.unrest.1")
@pytest.mark.parametrize("skulls,name", [(1, "Unrest"), (2, "Barbarians"), (3, "Pestilence"), (4, "Civil War"),
                                          (5, "Invasion"), (6, "Invasion"), (7, "Invasion")])
def test_disaster_by_skull_count(skulls, name):
    game = new(2)
    with_dice(game, 6)
    game.army = [9, 9]  # barbarians are beaten, invasion lost by 1
    events = skull_roll(game, skulls)
    assert name in texts(events)
    marked = {"Unrest": 1, "Barbarians": 0, "Pestilence": 0, "Civil War": 4, "Invasion": 1}[name]
    assert game.skulls[0] == marked


@pytest.mark.rule("iron.disaster.unrest.1", "iron.dev.effects.1")
def test_religion_and_citizenship_protect():
    game = new(2)
    game.devs[0] |= bit("religion")
    skull_roll(game, 1)
    assert game.skulls[0] == 0
    game = new(2)
    with_dice(game, 4)
    game.devs[0] |= bit("citizenship")
    events = skull_roll(game, 4)
    assert game.skulls[0] == 0 and "protected by Citizenship" in texts(events)


@pytest.mark.rule("iron.disaster.pestilence.1", "iron.dev.effects.1")
def test_pestilence_hits_the_opponents():
    game = new(3)
    with_dice(game, 3)
    game.devs[2] |= bit("medicine")
    skull_roll(game, 3)
    assert game.skulls == [0, 3, 0]


@pytest.mark.rule("iron.disaster.battle.1", "iron.battle.opponent.1", "iron.battle.trigger.1")
def test_barbarians_are_a_battle_against_four():
    game = new(2)
    game.army[0] = 6
    events = skull_roll(game, 2)
    assert "Ana battles the Barbarians: 6 against 4, wins and gains 2 tribute; 1 army lost." in texts(events)
    assert game.tribute[0] == 1 + 2 and game.army[0] == 5


def test_walls_keep_barbarians_out():
    game = new(2)
    game.mon[D.MON_INDEX["walls"]] = 10
    game.army[0] = 0
    events = skull_roll(game, 2)
    assert "Walls" in texts(events) and game.skulls[0] == 0 and game.army[0] == 0


@pytest.mark.rule("iron.disaster.invasion.1", "iron.battle.opponent.2")
def test_invasion_hits_every_player():
    game = new(3)
    with_dice(game, 5)
    game.army = [12, 4, 10]
    events = skull_roll(game, 5)
    assert game.tribute[0] == 1 + 2 and game.skulls[1] == 6 and game.skulls[2] == 0
    assert game.army == [11, 3, 9]
    assert texts(events).count("battles the Invasion") == 3


@pytest.mark.rule("iron.battle.conquest.1", "iron.battle.trigger.1")
def test_conquest_is_a_choice_and_needs_an_army():
    game = new(2)
    roll(game, ["pop3", "pop3"], "conquest")
    assert game.step() == "conquest"
    assert set(game.legal_actions(0)) == {Action("conquer"), Action("no_conquest")}
    before = (game.army[0], game.tribute[0], game.conquest[0])
    act(game, "no_conquest")
    assert (game.army[0], game.tribute[0], game.conquest[0]) == before
    game = new(2, setup=["port", "port"])
    game.army[0] = 0
    events = roll(game, ["pop3", "pop3"], "conquest")
    assert game.step() == "build" and "no army" in texts(events)
    with pytest.raises(IllegalAction, match="needs at least 1 army"):
        game.apply(0, Action("conquer"))


@pytest.mark.rule("iron.battle.example.1", "iron.battle.opponent.3", "iron.battle.win.1",
                  "iron.battle.conquestbox.1", "iron.battle.armyloss.1")
def test_the_conquest_example():
    game = new(2, setup=["port", "port"])
    game.army[0] = 4
    tribute = game.tribute[0]
    assert game.conquest[0] == 1
    roll(game, ["pop3", "pop3"], "conquest")
    events = act(game, "conquer")
    assert "Ana battles the neighbouring tribe: 4 against 1, wins and gains 3 tribute and fills in a Conquest box; 1 army lost." in texts(events)
    assert game.tribute[0] == tribute + 3 and game.conquest[0] == 2 and game.army[0] == 3


@pytest.mark.rule("iron.battle.tie.1", "iron.battle.conquestbox.1")
def test_a_conquest_tied_fills_no_conquest_box_and_gains_no_tribute():
    game = new(2, setup=["port", "port"])
    game.army[0], game.conquest[0] = 2, 2
    tribute = game.tribute[0]
    roll(game, ["pop3", "pop3"], "conquest")
    events = act(game, "conquer")
    assert (game.conquest[0], game.tribute[0], game.skulls[0], game.army[0]) == (2, tribute, 0, 1)
    assert "2 against 2" in texts(events) and "wins" not in texts(events)


@pytest.mark.rule("iron.battle.lose.1", "iron.battle.armyloss.1", "iron.battle.opponent.3")
def test_losing_a_conquest():
    game = new(2, setup=["port", "port"])
    game.army[0], game.conquest[0] = 1, 4
    roll(game, ["pop3", "pop3"], "conquest")
    act(game, "conquer")
    assert game.skulls[0] == 3 and game.conquest[0] == 4 and game.army[0] == 0 and game.tribute[0] == 0


@pytest.mark.rule("iron.battle.tie.1", "iron.battle.armyloss.1")
def test_a_tie():
    game = new(2)
    game.army[0] = 4
    tribute = game.tribute[0]
    skull_roll(game, 2)
    assert game.tribute[0] == tribute and game.skulls[0] == 0 and game.army[0] == 3


@pytest.mark.rule("iron.battle.strength.1", "iron.battle.navyloss.1", "iron.dev.effects.1")
def test_navy_adds_ships_and_loses_one():
    game = new(2)
    game.devs[0] |= bit("navy")
    game.army[0], game.ships[0] = 2, 3
    assert game.strength(0) == 5
    skull_roll(game, 2)
    assert game.tribute[0] == 1 + 1 and game.army[0] == 1 and game.ships[0] == 2
    # without Navy ships neither fight nor sink
    game = new(2)
    game.army[0], game.ships[0] = 2, 3
    skull_roll(game, 2)
    assert game.skulls[0] == 2 and game.ships[0] == 3


@pytest.mark.rule("iron.battle.formations.1", "iron.battle.strength.1")
def test_formations_adds_two():
    game = new(2)
    game.devs[0] |= bit("formations")
    game.army[0] = 3
    assert game.strength(0) == 5
    skull_roll(game, 2)
    assert game.tribute[0] == 1 + 1


@pytest.mark.rule("iron.tribute.example.1", "iron.tribute.demand.5", "iron.tribute.demand.2")
def test_the_tribute_demand_example():
    game = new(4, setup=["port"] * 4)
    game.devs[0] |= bit("formations")
    game.army = [4, 3, 7, 0]
    game.goods = [1, 0, 2, 3]
    events = roll(game, ["pop3", "pop3"], "tribute")
    assert "Ana gains 3 tribute from Bea (6 against 3)." in texts(events)
    assert game.step() == "tribute" and game.to_move() == [3]
    assert set(game.legal_actions(3)) == {Action("give_good"), Action("refuse_good")}
    assert game.legal_actions(0) == []
    assert game.phase() == "Round 1 · Dan answers Ana's tribute demand"
    refused = game.clone()
    refused.apply(3, Action("refuse_good"))
    assert refused.tribute[0] == 3 + 6 and refused.goods[3] == 3  # 9 without the good
    act(game, "give_good")
    assert game.tribute[0] == 3 and game.goods[0] == 2 and game.goods[3] == 2
    assert game.to_move() == [0] and game.step() == "build"


@pytest.mark.rule("iron.tribute.demand.1", "iron.tribute.demand.2", "iron.tribute.demand.3", "iron.tribute.demand.4")
def test_demand_goes_clockwise_and_takes_nothing_away():
    game = new(4, setup=["port"] * 4)
    game.goods = [5, 5, 5, 5]
    game.active = 2  # Cy (seat 2) demands: Dan, then Ana, then Bea are compared
    fresh_turn(game)
    game.army = [3, 5, 5, 1]
    game.tribute = [0, 0, 0, 0]
    roll(game, ["pop3", "pop3"], "tribute")
    asked = [game.to_move()[0]]
    act(game, "refuse_good")  # Dan (seat 3), 1 against 5
    asked.append(game.to_move()[0])
    act(game, "refuse_good")  # Ana (seat 0), 3 against 5
    assert asked == [3, 0]  # Bea ties at 5: not asked
    assert game.tribute == [0, 0, 4 + 2, 0]
    assert game.army == [3, 5, 5, 1]  # no army lost
    assert game.step() == "build" and game.active == 2


def test_weaker_opponent_without_goods_is_not_asked():
    game = new(2, setup=["port", "port"])
    game.army = [5, 1]
    game.goods = [0, 0]
    roll(game, ["pop3", "pop3"], "tribute")
    assert game.tribute[0] == 4 and game.step() == "build"
    with pytest.raises(IllegalAction):
        game.apply(1, Action("give_good"))
