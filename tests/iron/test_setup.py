"""Setup, components, rounds and the order of a turn."""
import pytest

from dawnofempires_gui.engine import Action, IllegalAction, RecordError, registry
from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.rules import IronAge

from .helpers import NAMES, act, finish_turn, new, roll


@pytest.mark.rule("iron.setup.components.1")
def test_one_to_four_players_and_one_is_solitaire():
    info = registry.get("iron")
    assert (info.min_players, info.max_players) == (1, 4)
    for n in range(1, 5):
        game = info.new_game(NAMES[:n], {}, 1)
        assert game.solo == (n == 1)
    with pytest.raises(RecordError):
        info.new_game(NAMES + ["Eve"], {}, 1)
    with pytest.raises(RecordError):
        info.new_game([], {}, 1)


@pytest.mark.rule("iron.setup.components.2")
def test_never_more_than_six_empire_dice():
    game = new(1)
    game.ports[0] = 6
    game.provinces[0] = 6
    assert game.empire_dice(0) == 6
    game.ports[0] = 9  # even a sheet pushed past its boxes rolls only the 6 dice supplied
    game.start_turn(0)
    assert len(game.dice) == 6
    roll(game, ["food3"] * 6, "conquest")
    assert len(game.dice) == 6


@pytest.mark.rule("iron.setup.components.3", "iron.setup.sheet.1")
def test_five_pegs_and_a_sheet_per_player():
    assert D.PEG_NAMES == ("food", "army", "goods", "ships", "wealth")
    game = new(3)
    for peg in D.PEG_NAMES:
        assert len(getattr(game, peg)) == 3
    for track in ("ports", "provinces", "tribute", "skulls", "conquest", "devs"):
        assert len(getattr(game, track)) == 3
    assert len(game.mon) == 3 * len(D.MONUMENTS)


@pytest.mark.rule("iron.setup.mode.1")
def test_short_and_full_games_differ_only_in_the_end():
    info = registry.get("iron")
    assert [c[0] for c in info.options[0].choices] == ["short", "full"]
    short = info.new_game(NAMES[:2], {"length": "short"}, 7)
    full = info.new_game(NAMES[:2], {"length": "full"}, 7)
    import random

    r = random.Random(3)
    for _ in range(150):
        seat = short.to_move()[0]
        assert short.legal_actions(seat) == full.legal_actions(seat)
        a = r.choice(short.legal_actions(seat))
        said_short, said_full = short.apply(seat, a), full.apply(seat, a)
        if short.is_over():
            assert not full.is_over() or full.end_conditions()
            break
        assert [e.text for e in said_short] == [e.text for e in said_full]
        assert short.digest() != full.digest()  # the length option only
        assert short.food == full.food and short.tribute == full.tribute and short.devs == full.devs
    # the same position: 5 developments end the short game only
    for g in (short, full):
        g.devs[0] = 0b11111
    assert short.end_conditions() and not full.end_conditions()


@pytest.mark.rule("iron.setup.pegs.1")
def test_starting_pegs():
    game = registry.get("iron").new_game(NAMES[:2], {}, 1)
    assert game.food == [3, 3] and game.army == [1, 1] and game.goods == [1, 1]
    assert game.ships == [0, 0] and game.wealth == [0, 0]
    assert game.tribute == [0, 0] and game.skulls == [0, 0]


@pytest.mark.rule("iron.setup.start.1", "iron.setup.build.1")
def test_start_player_and_setup_in_seat_order():
    game = registry.get("iron").new_game(NAMES[:3], {}, 1)
    assert game.start_player == 0
    # the first column is built from the start: one port and one province
    assert game.ports == [1, 1, 1] and game.provinces == [1, 1, 1]
    assert game.to_move() == [0] and game.step() == "setup"
    assert set(game.legal_actions(0)) == {Action("setup_port"), Action("setup_province")}
    with pytest.raises(IllegalAction):
        game.apply(1, Action("setup_port"))
    game.apply(0, Action("setup_port"))
    assert game.to_move() == [1]
    game.apply(1, Action("setup_province"))
    assert game.to_move() == [2]
    game.apply(2, Action("setup_port"))
    assert game.setup_choice == ["port", "province", "port"]
    assert game.step() == "roll" and game.to_move() == [0]


@pytest.mark.rule("iron.setup.port.1")
def test_setup_port_is_free():
    game = new(2, setup=["port", "province"])
    assert game.ports[0] == 2 and game.port_pop[0] == 1 and game.urns[0] == 2
    assert game.goods[0] == 1 and game.army[0] == 1 and game.tribute[0] == 0


@pytest.mark.rule("iron.setup.province.1")
def test_setup_province_gives_armies_and_tribute():
    game = new(2, setup=["port", "province"])
    assert game.provinces[1] == 2 and game.prov_boxes[1] == 2
    assert game.army[1] == 3 and game.tribute[1] == 1 and game.goods[1] == 1


@pytest.mark.rule("iron.setup.dice.1", "iron.roll.count.2")
def test_start_player_rolls_two_dice_first_then_the_next():
    game = new(2, setup=["port", "province"])
    assert game.to_move() == [0] and game.phase() == "Round 1 · Ana · Roll"
    assert len(game.dice) == 2 and game.empire_dice(0) == 2 and game.empire_dice(1) == 2
    roll(game, ["food3", "food3"], "conquest")
    finish_turn(game)
    assert game.to_move() == [1] and len(game.dice) == 2


@pytest.mark.rule("iron.round.order.1")
def test_every_player_one_turn_per_round_clockwise():
    game = new(3)
    order = []
    for _ in range(6):
        order.append((game.round, game.active))
        roll(game, ["food3", "food3"], "bounty")
        finish_turn(game)
    assert order == [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)]


@pytest.mark.rule("iron.turn.steps.1")
def test_the_six_steps_in_order():
    game = new(2)
    game.devs[0] |= 1 << D.DEV_INDEX["formations"]
    game.goods[0] = 8
    seen = [game.step()]
    events = roll(game, ["skull", "skull"], "tribute")  # 2 skulls: Barbarians; fate: tribute demand
    kinds = [e.kind for e in events]
    # roll, collect, feed, disaster, battle (step 3: barbarians, then the demand)
    assert kinds.index("roll") < kinds.index("collect") < kinds.index("feed") < kinds.index("disaster") < kinds.index("battle")
    seen.append(game.step())
    if game.step() == "tribute":
        act(game, "refuse_good")
        seen.append(game.step())
    assert game.step() == "build"
    act(game, "end_build")
    seen.append(game.step())
    assert game.step() == "buy"
    act(game, "skip_buy")
    assert game.step() == "store"
    act(game, "end_turn")
    assert game.active == 1 and game.step() == "roll"


@pytest.mark.rule("iron.round.end.1", "iron.end.round.1")
def test_end_checked_after_the_complete_round():
    game = new(3)
    game.tribute[0] = 40  # an end condition already met during seat 0's turn
    roll(game, ["food3", "food3"], "bounty")
    finish_turn(game)
    assert not game.is_over() and game.active == 1
    roll(game, ["food3", "food3"], "bounty")
    finish_turn(game)
    assert not game.is_over() and game.active == 2
    roll(game, ["food3", "food3"], "bounty")
    finish_turn(game)
    assert game.is_over() and game.round == 1
    assert game.to_move() == [] and game.legal_actions(0) == []


def test_new_game_without_registry_defaults_to_short():
    game = IronAge.new_game(["Ana", "Bea"], None, 1)
    assert game.length == "short"
