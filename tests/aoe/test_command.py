"""III.B Command-Control: the die roll for the order, one chit per player on units of one square or on none,
for this turn only; the sequence of the phases."""
import pytest

from dawnofempires_gui.engine import Action

from .helpers import Dice, act, empty_board, goes_on, put, run, set_up, square

rule = pytest.mark.rule


def to_command(game, rolls):
    run(game, "roll", rolls=rolls)
    return game


@rule("aoe.cc.order.1")
def test_the_high_roller_places_his_chit_first_then_the_others_clockwise():
    game = set_up(4)
    to_command(game, [2, 6, 1, 3])
    assert game.order == [1, 2, 3, 0]
    assert game.top_step()[:2] == ("command", (1,))
    assert game.order_rolls == [2, 6, 1, 3]


@rule("aoe.cc.order.1")
def test_a_tie_for_the_high_roll_is_rolled_again_between_the_tied_players():
    game = set_up(4)
    to_command(game, [5, 2, 5, 1, 3, 4])  # Ana and Cy tie on 5; Ana rolls 3, Cy 4
    assert game.order == [2, 3, 0, 1]


@rule("aoe.counter.cc.1", "aoe.cc.select.1")
def test_the_one_chit_goes_on_any_number_of_a_player_s_units_in_one_square():
    game = empty_board(2)
    a = put(game, "villager", 0, 3, 3)
    b = put(game, "clubman", 0, 3, 3)
    c = put(game, "clubman", 0, 4, 4)
    put(game, "villager", 1, 20, 5)
    to_command(game, [6, 1])
    options = game.legal_actions(0)
    assert Action("command", square=square(game, 3, 3)) in options
    assert Action("command_some", square=square(game, 3, 3)) in options
    assert Action("command_some", square=square(game, 4, 4)) not in options  # one unit: command it as it is
    act(game, 0, "command_some", square=square(game, 3, 3))
    picks = {x["piece"] for x in game.legal_actions(0) if x.kind == "pick"}
    assert picks == {a["id"], b["id"]}, "each unit of the square is offered"
    act(game, 0, "pick", piece=b["id"])
    assert {x["piece"] for x in game.legal_actions(0) if x.kind == "pick"} == {a["id"]}, "a picked unit is not again"
    assert game.problem(0, Action("pick", piece=c["id"])) == "All the units under your chit stand in one square."
    house = put(game, "house", 0, 3, 3)
    assert game.problem(0, Action("pick", piece=house["id"])) == "Choose one of your units or towers."
    del game.pieces[house["id"]]
    act(game, 0, "picked")
    assert game.cc[0] == [b["id"]]
    assert game.top_step()[:2] == ("command", (1,))  # one chit only: the next player places his
    assert a["id"] not in game.cc[0]


@rule("aoe.cc.select.2", "aoe.cc.build.1", "aoe.mb.produce.1")
def test_a_player_who_commands_nothing_may_start_units_and_one_who_commands_may_not():
    game = empty_board(2)
    put(game, "town_center", 0, 3, 3)
    put(game, "villager", 0, 3, 3)
    put(game, "town_center", 1, 20, 5)
    put(game, "villager", 1, 20, 5)
    to_command(game, [6, 1])
    act(game, 0, "command_none")
    act(game, 1, "command", square=square(game, 20, 5))
    assert game.cc == [[], [p["id"] for p in game.pieces.values() if p["owner"] == 1 and p["type"] == "villager"]]
    # on to the end of the turn: Bo moves nothing, then Ana (no chit) may start a Villager; Bo may only build
    while game.top_step()[0] != "produce":
        seat = game.to_move()[0]
        game.apply(seat, next(a for a in game.legal_actions(seat) if a.kind in ("stop", "hold", "build_done")))
    assert game.to_move() == [0]
    assert Action("train", building=next(p["id"] for p in game.pieces.values() if p["type"] == "town_center"
                                         and p["owner"] == 0), unit="villager") in game.legal_actions(0)


@rule("aoe.cc.duration.1")
def test_the_chit_holds_for_the_turn_and_is_placed_anew_the_next_turn():
    game = empty_board(2)
    v = put(game, "villager", 0, 3, 3)
    put(game, "town_center", 1, 20, 5)
    to_command(game, [6, 1])
    act(game, 0, "command", square=square(game, 3, 3))
    assert game.cc[0] == [v["id"]]
    assert game.problem(0, Action("command_none")).startswith("Not now")  # no change later in the turn
    game.rng = Dice([], 3)
    while game.turn == 1:
        seat = game.to_move()[0]
        game.apply(seat, game.legal_actions(seat)[-1])
    assert game.turn == 2
    while game.top_step()[0] != "command":
        seat = game.to_move()[0]
        game.apply(seat, game.legal_actions(seat)[-1])
    assert game.cc == [[], []]


@rule("aoe.cc.programmed.1")
def test_units_without_the_chit_act_by_themselves():
    game = empty_board(2)
    put(game, "axeman", 0, 5, 5)
    put(game, "axeman", 0, 9, 9)
    put(game, "clubman", 1, 9, 9)
    to_command(game, [6, 1])
    act(game, 0, "command", square=square(game, 5, 5))
    game.rng = Dice([1])
    text = "\n".join(e.text for e in game.apply(1, Action("command_none")))
    assert "Ana's Axeman #2 at (10, 10) attacks Bo's Clubman #3 at (10, 10)" in text  # not commanded: it attacks anyway


@rule("aoe.cc.towers.1")
def test_a_commanded_tower_fires_at_the_target_its_player_chooses():
    game = empty_board(2)
    tower = put(game, "watch_tower", 0, 10, 5)
    near = put(game, "villager", 1, 11, 5)
    far = put(game, "cavalry", 1, 12, 5)
    to_command(game, [6, 1])
    act(game, 0, "command", square=square(game, 10, 5))
    act(game, 1, "command_none")
    assert game.shooter[1] == (tower["id"],)
    assert {a["target"] for a in game.legal_actions(0) if a.kind == "attack"} == {near["id"], far["id"]}
    game.rng = Dice([1])
    text = act(game, 0, "attack", target=far["id"])
    assert "attacks Bo's Cavalry" in text


@rule("aoe.seq.phases.1", "aoe.seq.simul.1")
def test_a_turn_runs_collection_command_missile_hand_to_hand_hits_catapult_then_movement_and_build():
    game = set_up(2)
    seen = []
    events = []
    while game.turn == 1:
        name = game.phase_name()
        if not seen or seen[-1] != name:
            seen.append(name)
        seat = game.to_move()[0]
        events += game.apply(seat, game.legal_actions(seat)[-1])
    texts = [e.text for e in events]
    assert seen[:2] == ["Resource Collection phase", "Command-Control phase"]
    assert seen[-1] == "Movement and Build phase"
    order = [next(i for i, t in enumerate(texts) if t.startswith(w)) for w in
             ("Command-Control:", "Applying Hits", "Movement and Build.", "Turn 2 begins")]
    assert order == sorted(order)
    goes_on(game)
