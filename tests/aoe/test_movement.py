"""III.G Movement and Build, first parts: what was face down turns face up; commanded units move within their M
(strung out along the path when they differ); programmed units advance, flee or go to build."""
import pytest

from dawnofempires_gui.engine import Action

from .helpers import act, empty_board, put, rolled, run, square, unit_kind

rule = pytest.mark.rule


def moving(game, seat, *pieces):
    game.cc[seat] = [p["id"] for p in pieces]
    game.order = [seat, 1 - seat] if game.n == 2 else game.order
    run(game, "complete")
    return game


@rule("aoe.mb.complete.1", "aoe.villager.build.1")
def test_a_foundation_is_finished_where_its_owner_s_villagers_began_the_phase_one_per_villager():
    game = empty_board(2)
    put(game, "villager", 0, 5, 5)
    a = put(game, "house", 0, 5, 5, down=True)
    b = put(game, "granary", 0, 5, 5, down=True)
    lonely = put(game, "barracks", 0, 9, 9, down=True)
    theirs = put(game, "house", 1, 5, 5, down=True)
    put(game, "clubman", 0, 9, 9)  # only villagers build
    run(game, "complete", stop="move")
    assert (a["down"], b["down"], lonely["down"], theirs["down"]) == (False, True, True, True)
    assert a["steps"] == 1
    put(game, "villager", 0, 5, 5)
    put(game, "villager", 0, 5, 5)
    run(game, "complete", stop="move")
    assert not b["down"] and b["steps"] == 2


@rule("aoe.mb.complete.2", "aoe.create.one.1")
def test_units_in_training_are_finished_without_villagers_in_their_building_s_square():
    game = empty_board(2)
    barracks = put(game, "barracks", 0, 5, 5)
    club = put(game, "clubman", 0, 5, 5, down=True, at=barracks["id"])
    assert game.defence(club) == 4 and club["steps"] == 1
    run(game, "complete", stop="move")
    assert not club["down"] and club["square"] == barracks["square"]


@rule("aoe.mb.complete.3", "aoe.age.pending.1")
def test_a_paid_age_advance_takes_effect_at_the_next_movement_and_build_phase():
    game = empty_board(2)
    center = put(game, "town_center", 0, 5, 5)
    game.advancing[0] = center["id"]
    run(game, "complete", stop="move")
    assert game.ages[0] == "tool" and game.advancing[0] == -1


@rule("aoe.upgrade.pending.1", "aoe.upgrade.apply.1")
def test_a_finished_upgrade_turns_every_unit_of_the_old_type_into_the_new_one():
    game = empty_board(2)
    barracks = put(game, "barracks", 0, 5, 5)
    clubs = [put(game, "clubman", 0, 5 + i, 5) for i in range(3)]
    theirs = put(game, "clubman", 1, 9, 9)
    game.ages[0] = "tool"
    game.upgrading[0] = {"clubman_to_axeman": barracks["id"]}
    run(game, "complete", stop="move")
    assert [c["type"] for c in clubs] == ["axeman"] * 3 and theirs["type"] == "clubman"
    assert game.upgrades_done[0] == ["clubman_to_axeman"] and game.upgrading[0] == {}


@rule("aoe.mb.move.1", "aoe.mb.move.3")
def test_commanded_units_move_together_along_a_path_to_their_destination():
    game = empty_board(2)
    a = put(game, "axeman", 0, 5, 5)
    b = put(game, "scout", 0, 5, 5)
    moving(game, 0, a, b)
    assert game.top_step()[:2] == ("move", (0,))
    act(game, 0, "move_to", square=square(game, 8, 6))  # 2 straight and 1 diagonal: 3.5 of the Axeman's 4
    assert a["square"] == b["square"] == square(game, 8, 6)
    assert game.lead == [b["id"]]  # the Axeman has too little left for another step; the Scout goes on
    act(game, 0, "stop")
    assert game.top_step()[0] != "move"


@rule("aoe.mb.move.1")
def test_a_unit_with_exactly_one_square_of_its_m_left_may_move_on():
    game = empty_board(2)
    axe = put(game, "axeman", 0, 5, 5)
    moving(game, 0, axe)
    act(game, 0, "move_to", square=square(game, 8, 5))  # 3 straight: 3 of the Axeman's 4
    assert game.lead == [axe["id"]] and square(game, 9, 5) in game.reach()
    act(game, 0, "move_to", square=square(game, 9, 5))
    assert axe["square"] == square(game, 9, 5) and game.top_step()[0] != "move", "M spent: the move ends"


@rule("aoe.mb.move.2", "aoe.unit.siege.4", "aoe.unit.heavyinfantry.1")
def test_no_unit_exceeds_its_m_so_a_group_ends_strung_out_along_the_path():
    game = empty_board(2)
    scout = put(game, "scout", 0, 2, 5)
    hoplite = put(game, "hoplite", 0, 2, 5)
    thrower = put(game, "stone_thrower", 0, 2, 5)
    moving(game, 0, scout, hoplite, thrower)
    far = square(game, 8, 5)
    assert square(game, 9, 5) not in game.reach() and far in game.reach()
    assert game.problem(0, Action("move_to", square=square(game, 15, 5))) == \
        "That is farther than any of the moving units' M allows."
    act(game, 0, "move_to", square=far)
    assert scout["square"] == far
    assert hoplite["square"] == square(game, 4, 5)  # M2
    assert thrower["square"] == square(game, 3, 5)  # M1.5: one side step, not two


@rule("aoe.unit.ship.1")
def test_ships_move_only_on_sea_and_four_squares():
    game = empty_board(2)
    ship = put(game, "scout_ship", 0, 5, 0)
    moving(game, 0, ship)
    reach = game.reach()
    assert reach and all(game.board.sea[sq] for sq in reach)
    assert max(reach.values()) <= 8 and square(game, 9, 0) in reach and square(game, 10, 0) not in reach
    assert game.problem(0, Action("move_to", square=square(game, 5, 1))) == "Ships move only into sea squares."
    land = empty_board(2)
    unit = put(land, "scout", 0, 2, 2)
    moving(land, 0, unit)
    assert not any(land.board.sea[sq] for sq in land.reach())


@rule("aoe.mb.auto.1")
def test_programmed_units_stay_put_when_no_programmed_case_applies():
    game = empty_board(2)
    archer = put(game, "horse_archer", 0, 5, 5)
    axe = put(game, "axeman", 0, 5, 5)
    put(game, "axeman", 1, 12, 5)
    run(game, "move_auto", stop="build")
    assert archer["square"] == axe["square"] == square(game, 5, 5)


@rule("aoe.mb.auto.2", "aoe.mb.auto.3")
def test_a_programmed_hand_to_hand_unit_steps_into_the_next_square_with_most_weaker_enemies():
    game = empty_board(2)
    broad = put(game, "broadsword", 0, 5, 5)  # d6
    put(game, "villager", 1, 6, 5)  # d4, weaker: one
    put(game, "villager", 1, 4, 4)  # two weaker enemies diagonally
    put(game, "villager", 1, 4, 4)
    put(game, "legion", 1, 5, 6)  # d10: not weaker
    put(game, "legion", 1, 5, 6)
    put(game, "legion", 1, 5, 6)
    run(game, "move_auto", stop="build")
    assert broad["square"] == square(game, 4, 4)


@rule("aoe.mb.auto.2")
def test_a_programmed_unit_with_an_enemy_in_its_square_does_not_advance():
    game = empty_board(2)
    broad = put(game, "broadsword", 0, 5, 5)
    put(game, "town_center", 1, 5, 5)
    put(game, "villager", 1, 6, 5)
    run(game, "move_auto", stop="build")
    assert broad["square"] == square(game, 5, 5)


@rule("aoe.mb.flee.1", "aoe.mb.flee.2")
def test_a_programmed_villager_with_enemy_soldiers_in_its_square_flees_towards_its_town_center():
    game = empty_board(2)
    put(game, "town_center", 0, 2, 5)
    villager = put(game, "villager", 0, 8, 5)
    put(game, "axeman", 1, 8, 5)
    run(game, "move_auto", stop="build")
    x, y = game.board.grid.xy(villager["square"])
    enemy = square(game, 8, 5)
    assert game.distance(villager["square"], enemy) >= 4  # not next to the enemy's square any more
    assert x < 8  # away, towards home


@rule("aoe.mb.flee.1")
def test_a_fleeing_villager_stops_on_a_square_with_no_enemy_next_to_it_rather_than_one_beside_an_enemy():
    game = empty_board(2)
    villager = put(game, "villager", 0, 8, 5)
    put(game, "axeman", 1, 8, 5)
    put(game, "axeman", 1, 5, 3)  # beside the squares towards the corner (6, 4)
    run(game, "move_auto", stop="build")
    here = villager["square"]
    enemies = {square(game, 8, 5), square(game, 5, 3)}
    assert here not in enemies
    assert not any(n in enemies for n in game.board.grid.neighbours[here]), game.board.grid.xy(here)


@rule("aoe.mb.flee.1")
def test_a_villager_shot_at_by_a_missile_unit_that_survived_flees():
    game = empty_board(2)
    villager = put(game, "villager", 0, 8, 5)
    archer = put(game, "bowman", 1, 10, 5)
    game.fired_on[villager["id"]] = (archer["id"],)
    run(game, "move_auto", stop="build")
    assert villager["square"] != square(game, 8, 5)
    calm = empty_board(2)
    stays = put(calm, "villager", 0, 8, 5)
    calm.fired_on[stays["id"]] = (99,)  # the archer was destroyed in the Applying Hits phase
    put(calm, "bowman", 1, 12, 5)
    run(calm, "move_auto", stop="build")
    assert stays["square"] == square(calm, 8, 5)


@rule("aoe.mb.flee.1")
def test_a_villager_the_bowmen_shot_at_and_missed_in_the_missile_phase_flees_in_the_movement_phase():
    """The whole way from the shot to the flight: the Missile phase remembers who fired at a villager."""
    game = empty_board(2)
    put(game, "town_center", 0, 2, 5)
    villager = put(game, "villager", 0, 8, 5)
    pair = [put(game, "bowman", 1, 10, 5), put(game, "bowman", 1, 10, 5)]
    die = unit_kind("villager").defence
    run(game, "missile", rolls=[die], stop="melee")  # one roll of the pair, the highest face: a miss
    assert villager["red"] == 0
    assert game.fired_on[villager["id"]] == tuple(p["id"] for p in pair)
    run(game, "move_auto", stop="build")
    assert game.distance(villager["square"], square(game, 10, 5)) > game.distance(square(game, 8, 5),
                                                                                  square(game, 10, 5))


@rule("aoe.mb.flee.1")
def test_only_a_missile_shot_at_a_villager_is_remembered_for_its_flight():
    game = empty_board(2)
    villager = put(game, "villager", 0, 5, 5)
    put(game, "clubman", 1, 5, 5)  # a pair: attacks it hand to hand
    put(game, "clubman", 1, 5, 5)
    put(game, "axeman", 0, 9, 5)  # the nearest enemy of the pair of bowmen
    put(game, "bowman", 1, 10, 5)
    put(game, "bowman", 1, 10, 5)
    run(game, "missile", rolls=[1] * 3, stop="melee")
    assert [r[:2] for r in rolled(game)] == [(("bowman", "bowman"), "axeman")]
    assert game.fired_on == {}, "a soldier shot at is not remembered"
    run(game, "melee", rolls=[1] * 3, stop="hits")
    assert (("clubman", "clubman"), "villager") in [r[:2] for r in rolled(game)]
    assert villager["id"] not in game.fired_on, "a villager hit hand to hand does not flee for it"


@rule("aoe.mb.construct.1")
def test_a_programmed_villager_leaves_an_enemy_s_foundation_next_to_it_alone():
    game = empty_board(2)
    villager = put(game, "villager", 0, 5, 5)
    put(game, "house", 1, 6, 5, down=True)
    put(game, "town_center", 1, 20, 5)
    run(game, "move_auto", stop="build")
    assert villager["square"] == square(game, 5, 5)


@rule("aoe.mb.construct.1")
def test_a_programmed_villager_on_a_foundation_of_its_own_stays_to_finish_it():
    game = empty_board(2)
    villager = put(game, "villager", 0, 5, 5)
    put(game, "house", 0, 5, 5, down=True)
    put(game, "town_center", 0, 6, 5, down=True)  # larger, next to it: the one it stands on comes first
    run(game, "move_auto", stop="build")
    assert villager["square"] == square(game, 5, 5)


@rule("aoe.mb.construct.1")
def test_a_programmed_villager_goes_to_finish_the_nearest_and_largest_adjacent_foundation():
    game = empty_board(2)
    villager = put(game, "villager", 0, 5, 5)
    put(game, "house", 0, 6, 5, down=True)
    put(game, "town_center", 0, 4, 5, down=True)
    put(game, "barracks", 0, 6, 6, down=True)  # larger than a House but diagonal: farther
    run(game, "move_auto", stop="build")
    assert villager["square"] == square(game, 4, 5)
