"""Game end, final scores, winners, and the solitaire rules."""
import pytest

from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.rules import IronAge

from .helpers import finish_turn, fresh_turn, new, roll, texts


def bit(name):
    return 1 << D.DEV_INDEX[name]


def quiet_round(game):
    """Every seat rolls food and passes."""
    start = game.round
    while game.round == start and not game.is_over():
        roll(game, ["food3"] * len(game.dice), "bounty")
        finish_turn(game)


def devs(count):
    return (1 << count) - 1


@pytest.mark.rule("iron.end.short.1")
def test_short_fifth_development():
    game = new(2)
    game.devs[1] = devs(4)
    quiet_round(game)
    assert not game.is_over()
    game.devs[1] = devs(5)
    quiet_round(game)
    assert game.is_over()


@pytest.mark.rule("iron.end.short.2")
def test_short_thirty_tribute():
    game = new(2)
    game.tribute[1] = 29
    quiet_round(game)
    assert not game.is_over()
    game.tribute[1] = 30
    quiet_round(game)
    assert game.is_over()


@pytest.mark.rule("iron.end.short.3")
def test_short_all_monuments_but_one():
    game = new(3)
    game.mon_first = [0, 1, 2, -1, -1]
    quiet_round(game)
    assert not game.is_over()
    game.mon_first = [0, 1, 2, 2, -1]
    quiet_round(game)
    assert game.is_over()


@pytest.mark.rule("iron.end.full.1")
def test_full_seventh_development():
    game = new(2, length="full")
    game.devs[0] = devs(6)
    game.tribute[0] = 49
    game.mon_first = [0, 0, 0, 0, -1]
    quiet_round(game)
    assert not game.is_over()
    game.devs[0] = devs(7)
    quiet_round(game)
    assert game.is_over()


@pytest.mark.rule("iron.end.full.2")
def test_full_fifty_tribute():
    game = new(2, length="full")
    game.tribute[0] = 50
    quiet_round(game)
    assert game.is_over()


@pytest.mark.rule("iron.end.full.3")
def test_full_every_monument():
    game = new(2, length="full")
    game.mon_first = [0, 1, 1, 0, 0]
    quiet_round(game)
    assert game.is_over()


@pytest.mark.rule("iron.score.bonus.1")
def test_development_bonuses():
    game = new(2, setup=["port", "port"])
    game.ships[0], game.food[0], game.army[0] = 3, 7, 4
    game.provinces[0], game.ports[0] = 3, 4
    game.mon[D.MON_INDEX["obelisk"]] = 5
    game.mon_first[D.MON_INDEX["obelisk"]] = 0
    assert game.score_parts(0)["Development bonuses"] == 0
    expected = {"shipmaking": 3, "aqueducts": 2, "navy": 3, "citizenship": 3, "empire": 3 + 4, "commerce": 4 + 3}
    for dev, bonus in expected.items():
        game.devs[0] = bit(dev)
        assert game.score_parts(0)["Development bonuses"] == bonus, dev
    game.devs[0] = sum(bit(d) for d in expected)
    assert game.score_parts(0)["Development bonuses"] == sum(expected.values())


@pytest.mark.rule("iron.score.wealth.1", "iron.score.tribute.1", "iron.score.skull.1")
def test_wealth_tribute_and_skulls():
    game = new(2, setup=["port", "port"])
    game.wealth[0], game.tribute[0], game.skulls[0] = 3, 11, 4
    parts = game.score_parts(0)
    assert (parts["Wealth"], parts["Tribute"], parts["Skulls"]) == (6, 11, -4)
    assert game.score(0) == 6 + 11 - 4


@pytest.mark.rule("iron.win.score.1")
def test_highest_score_wins():
    game = new(3)
    game.tribute = [5, 9, 7]
    sheet = game.scores()
    assert sheet.totals == [5, 9, 7] and sheet.winners == [1] and sheet.tie_break == ""


@pytest.mark.rule("iron.win.tiebreak.1")
def test_tie_goes_to_most_pegged_positions():
    game = new(3)
    game.tribute = [9, 9, 7]
    game.food = [2, 3, 15]
    sheet = game.scores()
    assert sheet.winners == [1] and "pegged positions" in sheet.tie_break
    assert "shared" not in sheet.tie_break, "the pegboard broke the tie: the end screen does not call it shared"


@pytest.mark.rule("iron.win.tiebreak.2")
def test_still_tied_shares_the_win():
    game = new(3)
    game.tribute = [9, 9, 7]
    sheet = game.scores()
    assert sheet.winners == [0, 1] and "shared" in sheet.tie_break


def test_the_score_sheet_categories():
    game = new(2)
    sheet = game.scores()
    assert sheet.categories == ["Monuments", "Developments", "Development bonuses", "Wealth", "Tribute", "Skulls"]
    for seat in range(2):
        assert sheet.totals[seat] == sum(sheet.points[seat].values()) == game.score(seat)


# ------------------------------------------------------------------ solitaire
def solo():
    return new(1)


@pytest.mark.rule("iron.solo.rounds.1")
def test_solitaire_lasts_exactly_eight_rounds():
    game = solo()
    game.tribute[0] = 55
    game.devs[0] = devs(8)
    for r in range(1, 9):
        assert game.round == r and not game.is_over()
        quiet_round(game)
    assert game.is_over() and game.round == 8
    note = game.scores().notes[0]
    assert "target of 100" in note


@pytest.mark.rule("iron.solo.pestilence.1")
def test_solitaire_pestilence_hits_you_unless_medicine():
    game = solo()
    game.provinces[0] = 3
    game.food[0] = 15
    fresh_turn(game)
    events = roll(game, ["skull", "skull", "skull"], "bounty")
    assert game.skulls[0] == 3 and "Pestilence" in texts(events)
    game = solo()
    game.provinces[0] = 3
    game.food[0] = 15
    game.devs[0] = bit("medicine")
    fresh_turn(game)
    roll(game, ["skull", "skull", "skull"], "bounty")
    assert game.skulls[0] == 0


@pytest.mark.rule("iron.solo.tribute.1", "iron.solo.tribute.2")
def test_solitaire_demand_against_the_round_number():
    game = solo()
    game.round = 5
    game.army[0] = 7
    game.goods[0] = 3
    tribute = game.tribute[0]
    events = roll(game, ["pop3", "pop3"], "tribute")
    assert "7 against 5, gains 2 tribute" in texts(events)
    assert game.tribute[0] == tribute + 2 and game.step() == "build" and game.to_move() == [0]
    assert game.army[0] == 7
    game = solo()
    game.round = 5
    game.army[0] = 5
    roll(game, ["pop3", "pop3"], "tribute")
    assert game.tribute[0] == 1  # the setup province only


def test_solitaire_invasion_and_conquest_still_happen():
    game = solo()
    game.provinces[0] = 5
    game.army[0] = 2
    game.food[0] = 15
    fresh_turn(game)
    roll(game, ["skull"] * 5, "bounty")
    assert game.skulls[0] == 8 and game.army[0] == 1


def test_game_end_message():
    game = new(2)
    game.tribute[0] = 40
    quiet_round(game)
    assert game.is_over() and game.phase() == "Game over"
    assert isinstance(game, IronAge)
