"""III.E Applying Hits and III.F Catapult Launch: F1 pieces destroyed, F2 pieces stepped down, markers taken
off; catapults rolling against several units of one square, black markers that wait a turn and fall off a
unit that moves away."""
import pytest

from .helpers import act, empty_board, halt, put, rolled, run, square

rule = pytest.mark.rule


@rule("aoe.hits.apply.1", "aoe.hits.f1.1", "aoe.hits.clear.1")
def test_an_f1_unit_with_a_hit_is_destroyed_and_every_marker_is_taken_off():
    game = empty_board(2)
    hit = put(game, "axeman", 0, 5, 5)
    hit["red"] = 1
    black = put(game, "villager", 1, 9, 9)
    black["black"] = 1
    spare = put(game, "town_center", 1, 12, 9)
    spare["red"] = 1
    put(game, "town_center", 0, 3, 3)
    run(game, "hits", stop="catapult")
    assert hit["id"] not in game.pieces and black["id"] not in game.pieces
    assert spare["steps"] == 1
    assert all(p["red"] == 0 and p["black"] == 0 for p in game.pieces.values())


@rule("aoe.hits.f2.1", "aoe.counter.f2.1")
@pytest.mark.parametrize("hits, left", [(1, 1), (2, 0), (3, 0)])
def test_an_f2_war_elephant_loses_one_step_per_hit_and_is_destroyed_at_none(hits, left):
    game = empty_board(2)
    elephant = put(game, "war_elephant", 0, 5, 5)
    put(game, "town_center", 0, 3, 3)
    put(game, "town_center", 1, 20, 3)
    assert elephant["steps"] == 2
    elephant["red"] = hits
    run(game, "hits", stop="catapult")
    if left:
        assert elephant["steps"] == 1 and elephant["id"] in game.pieces  # depleted, still fighting
    else:
        assert elephant["id"] not in game.pieces


@rule("aoe.catapult.target.1", "aoe.catapult.mark.1", "aoe.unit.stonethrower.1")
def test_a_stone_thrower_rolls_against_two_units_of_the_target_square_with_black_markers():
    game = empty_board(2)
    put(game, "stone_thrower", 0, 5, 5)
    for _ in range(3):
        put(game, "villager", 1, 8, 5)
    strong = put(game, "barracks", 1, 8, 5)
    run(game, "catapult", rolls=[1, 1], stop="complete")
    assert [r[1:4] for r in rolled(game)] == [("barracks", 12, 3), ("villager", 4, 3)]
    assert strong["black"] == 1 and strong["red"] == 0


@rule("aoe.catapult.target.1", "aoe.unit.catapult.1", "aoe.unit.heavycatapult.1", "aoe.unit.juggernaught.1",
      "aoe.unit.catapulttrireme.1")
@pytest.mark.parametrize("type_id, many", [("catapult", 3), ("heavy_catapult", 4), ("catapult_trireme", 2),
                                           ("juggernaught", 3)])
def test_catapults_roll_against_up_to_their_number_of_units(type_id, many):
    game = empty_board(2)
    from dawnofempires_gui.games.aoe.kinds import KINDS
    put(game, type_id, 0, *((6, 0) if KINDS[type_id].sea else (5, 5)))
    for _ in range(6):
        put(game, "villager", 1, 7, 2)
    run(game, "catapult", rolls=[1] * many, stop="complete")
    assert len(game.rolls) == many and len({r[1] for r in game.rolls}) == many


@rule("aoe.catapult.target.1", "aoe.catapult.cc.1", "aoe.unit.siege.1")
def test_a_commanded_catapult_chooses_the_square_and_the_units_within_its_minimum_and_maximum_range():
    game = empty_board(2)
    cat = put(game, "catapult", 0, 5, 5)
    same = put(game, "villager", 1, 5, 5)
    far = [put(game, "villager", 1, 12, 5) for _ in range(5)]
    out = put(game, "villager", 1, 14, 5)  # 9 away: beyond 8
    game.cc[0] = [cat["id"]]
    halt(game, "complete")
    run(game, "catapult", rolls=[1, 1, 1])
    targets = {a["target"] for a in game.legal_actions(0) if a.kind == "attack"}
    assert targets == {p["id"] for p in far}  # not its own square (minimum 1), not 9 away
    assert game.reach_problem((cat["id"],), same).startswith("A Catapult cannot fire at a target closer than 1")
    assert game.reach_problem((cat["id"],), out) == "A Catapult reaches 8 squares; that target is 9 away."
    act(game, 0, "attack", target=far[3]["id"])
    assert game.top_step()[0] == "more"
    assert {a["target"] for a in game.legal_actions(0) if a.kind == "also"} == {p["id"] for p in far} - {far[3]["id"]}
    act(game, 0, "also", target=far[0]["id"])
    act(game, 0, "enough")
    assert [r[1] for r in game.rolls] == [far[3]["id"], far[0]["id"]]


@rule("aoe.catapult.cc.1")
def test_a_commanded_catapult_may_wait_and_fire_at_the_end_of_the_phase():
    game = empty_board(2)
    mine = put(game, "stone_thrower", 0, 5, 5)
    put(game, "stone_thrower", 0, 5, 6)
    target = put(game, "villager", 1, 8, 5)
    game.cc[0] = [mine["id"]]
    halt(game, "complete")
    run(game, "catapult", rolls=[1, 1])
    act(game, 0, "wait")
    assert len(game.rolls) == 1 and game.shooter[3]
    act(game, 0, "attack", target=target["id"])
    assert len(game.rolls) == 2


@rule("aoe.catapult.auto.1", "aoe.catapult.auto.2")
def test_a_programmed_catapult_fires_at_the_nearest_square_it_can_hit_then_at_the_highest_d():
    game = empty_board(2)
    cat = put(game, "stone_thrower", 0, 5, 5)
    put(game, "villager", 1, 5, 5)  # its own square: closer than its minimum
    weak = put(game, "villager", 1, 8, 5)
    strong = put(game, "war_elephant", 1, 5, 8)
    put(game, "villager", 1, 10, 5)
    assert [p["id"] for p in game.catapult_targets(cat)] == [strong["id"]]  # both 3 away: the d20's square
    del game.pieces[strong["id"]]
    assert [p["id"] for p in game.catapult_targets(cat)] == [weak["id"]]


@rule("aoe.catapult.black.1")
def test_black_markers_are_applied_at_the_next_applying_hits_phase():
    game = empty_board(2)
    put(game, "stone_thrower", 0, 5, 5)
    put(game, "town_center", 0, 3, 3)
    target = put(game, "axeman", 1, 8, 5)
    put(game, "town_center", 1, 20, 5)
    run(game, "catapult", rolls=[1], stop="complete")
    assert target["black"] == 1
    run(game, "move_auto", stop="end")  # programmed units stay: nothing in reach for the Axeman
    assert target["black"] == 1 and target["id"] in game.pieces
    run(game, "hits", stop="catapult")
    assert target["id"] not in game.pieces


@rule("aoe.catapult.black.1")
def test_a_unit_that_leaves_its_square_loses_its_black_markers():
    game = empty_board(2)
    put(game, "stone_thrower", 0, 5, 5)
    target = put(game, "axeman", 1, 8, 5)
    put(game, "town_center", 1, 20, 5)
    run(game, "catapult", rolls=[1], stop="complete")
    game.cc[1] = [target["id"]]
    game.order = [1, 0]
    run(game, "complete")
    act(game, 1, "move_to", square=square(game, 9, 6))
    assert target["black"] == 0
