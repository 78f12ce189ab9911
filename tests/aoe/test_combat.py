"""VI.A Engaging in Combat, III.C Missile Attack and III.D Hand-to-Hand Attack: the rulebook's worked examples
with their numbers, who attacks in which phase, ranges, pairs of A-half units, the mounted bonus, the
commanded units' choices and the programmed units' targets."""
import pytest

from dawnofempires_gui.engine import Action

from .helpers import act, empty_board, halt, put, rolled, run, square

rule = pytest.mark.rule


# ------------------------------------------------------------------------------------------ the worked examples


@rule("aoe.combat.roll.2", "aoe.combat.roll.1")
def test_a_shortsword_s_attack_against_a_hoplite_hits_on_1_or_2_of_a_d8():
    game = empty_board(2)
    put(game, "shortsword", 0, 6, 6)
    put(game, "hoplite", 1, 6, 6)
    run(game, "melee", rolls=[2, 4], stop="hits")
    assert rolled(game)[0] == (("shortsword",), "hoplite", 8, 2, 2, True, "red")
    run(game, "melee", rolls=[3, 4], stop="hits")
    assert rolled(game)[0] == (("shortsword",), "hoplite", 8, 2, 3, False, "red")


@rule("aoe.combat.roll.2", "aoe.hits.simul.1")
@pytest.mark.parametrize("roll", [1, 2, 3, 4])
def test_a_hoplite_s_attack_against_a_shortsword_hits_on_any_roll_of_a_d4(roll):
    game = empty_board(2)
    put(game, "shortsword", 0, 6, 6)
    put(game, "hoplite", 1, 6, 6)
    run(game, "melee", rolls=[1, roll], stop="hits")
    assert rolled(game)[1] == (("hoplite",), "shortsword", 4, 6, roll, True, "red")
    assert [p["red"] for p in game.pieces.values()] == [1, 1]  # both hit in the same phase
    run(game, "hits", stop="catapult")
    assert game.pieces == {}


def tower_example(tower="sentry_tower"):
    """An enemy tower at (11, 6); a Heavy Horse Archer and an Axeman two and a half squares away at (13, 7)."""
    game = empty_board(2)
    t = put(game, tower, 1, 10, 5)
    archer = put(game, "heavy_horse_archer", 0, 12, 6)
    axeman = put(game, "axeman", 0, 12, 6)
    return game, t, archer, axeman


@rule("aoe.combat.example.1", "aoe.missile.auto.2")
def test_a_sentry_tower_fires_at_the_axeman_2_5_squares_away_not_the_heavy_horse_archer_hitting_on_a_1_of_a_d4():
    game, tower, archer, axeman = tower_example()
    assert game.distance(tower["square"], axeman["square"]) == 5  # half squares: 2.5, within the tower's 3
    run(game, "missile", rolls=[6, 1], stop="melee")
    assert rolled(game)[1] == (("sentry_tower",), "axeman", 4, 1, 1, True, "red")


@rule("aoe.combat.example.2")
def test_the_heavy_horse_archer_fires_back_at_the_sentry_tower_hitting_on_1_to_3_of_its_d10():
    game, tower, archer, axeman = tower_example()
    run(game, "missile", rolls=[3, 4], stop="melee")
    assert rolled(game)[0] == (("heavy_horse_archer",), "sentry_tower", 10, 3, 3, True, "red")
    # the rulebook's example gives the tower a d6 (it calls it a Watch Tower): the appendix's d10 is used
    assert game.defence(tower) == 10


@rule("aoe.combat.example.2", "aoe.melee.range.1")
def test_the_axeman_cannot_attack_the_tower_2_5_squares_away_in_the_hand_to_hand_phase():
    game, tower, archer, axeman = tower_example()
    run(game, "melee", stop="hits")
    assert game.rolls == []
    assert game.targets_for((axeman["id"],)) == []
    assert game.reach_problem((axeman["id"],), tower) == \
        "A hand-to-hand attack reaches only enemies in the attacker's own square."


@rule("aoe.combat.example.2", "aoe.cc.towers.1")
def test_a_commanded_sentry_tower_could_be_directed_at_the_heavy_horse_archer():
    game, tower, archer, axeman = tower_example()
    game.cc[1] = [tower["id"]]
    game.order = [1, 0]
    run(game, "missile", rolls=[1])
    assert game.shooter[1] == (tower["id"],)
    assert {a["target"] for a in game.legal_actions(1) if a.kind == "attack"} == {archer["id"], axeman["id"]}
    text = act(game, 1, "attack", target=archer["id"])
    assert "Bo's Sentry Tower #1 at (11, 6) attacks Ana's Heavy Horse Archer #2 at (13, 7): a 1 on a d6 hits" in text


# ------------------------------------------------------------------------------------------ who attacks when

MISSILE = {"watch_tower", "sentry_tower", "guard_tower", "ballista_tower", "bowman", "improved_bowman",
           "composite_bowman", "chariot_archer", "elephant_archer", "horse_archer", "heavy_horse_archer",
           "scout_ship", "war_galley", "trireme", "ballista", "helepolis"}
MELEE = {"villager", "clubman", "axeman", "shortsword", "broadsword", "longsword", "legion", "hoplite", "phalanx",
         "centurion", "scout", "chariot", "cavalry", "heavy_cavalry", "cataphract", "war_elephant"}
CATAPULT = {"stone_thrower", "catapult", "heavy_catapult", "catapult_trireme", "juggernaught"}


def every_type_facing_enemies():
    """One of every unit and tower type of Ana's (two of each A-half type), each with Bo's villagers in its square
    and two squares away; the ships at sea with a villager on the shore next to them."""
    from dawnofempires_gui.games.aoe.kinds import KINDS
    game = empty_board(2)
    for type_id, k in KINDS.items():
        if not (k.unit or k.building == "tower"):
            continue
        x, y = (10, 0) if k.sea else (10, 6)
        for _ in range(2 if k.pair else 1):
            put(game, type_id, 0, x, y)
    put(game, "villager", 1, 10, 6)
    put(game, "villager", 1, 12, 6)
    put(game, "villager", 1, 10, 1)
    return game


@rule("aoe.missile.who.1", "aoe.unit.archery.1")
def test_only_archery_range_units_towers_scout_ships_war_galleys_triremes_ballistas_and_helepolis_fire_missiles():
    game = every_type_facing_enemies()
    run(game, "missile", stop="melee")
    assert {r[0][0] for r in rolled(game)} == MISSILE


@rule("aoe.melee.who.1", "aoe.unit.lightinfantry.1", "aoe.unit.heavyinfantry.1", "aoe.unit.mounted.1")
def test_only_barracks_stable_and_academy_units_and_villagers_attack_hand_to_hand():
    game = every_type_facing_enemies()
    run(game, "melee", stop="hits")
    assert {r[0][0] for r in rolled(game)} == MELEE


@rule("aoe.catapult.who.1", "aoe.unit.ship.2", "aoe.unit.siege.3")
def test_only_stone_throwers_catapults_heavy_catapults_catapult_triremes_and_juggernaughts_launch_catapults():
    game = every_type_facing_enemies()
    run(game, "catapult", stop="complete")
    assert {r[0][0] for r in rolled(game)} == CATAPULT
    assert {r[6] for r in game.rolls} == {"black"}


# ------------------------------------------------------------------------------------------ missiles


@rule("aoe.missile.range.1", "aoe.unit.archery.1")
def test_a_missile_unit_fires_into_its_own_square_or_within_its_range():
    game = empty_board(2)
    bow = put(game, "improved_bowman", 0, 5, 5)
    here = put(game, "villager", 1, 5, 5)
    at_three = put(game, "villager", 1, 8, 5)
    beyond = put(game, "villager", 1, 7, 7)  # two diagonals and... 2 x 1.5 = 3: in range
    far = put(game, "villager", 1, 9, 5)
    ids = {p["id"] for p in game.targets_for((bow["id"],))}
    assert ids == {here["id"], at_three["id"], beyond["id"]}
    assert game.reach_problem((bow["id"],), far) == "An Improved Bowman reaches 3 squares; that target is 4 away."


@rule("aoe.missile.range.1", "aoe.unit.siege.1", "aoe.unit.siege.2")
def test_a_ballista_cannot_fire_closer_than_one_and_a_half_squares():
    game = empty_board(2)
    ballista = put(game, "ballista", 0, 5, 5)
    same = put(game, "villager", 1, 5, 5)
    side = put(game, "villager", 1, 6, 5)
    corner = put(game, "villager", 1, 6, 6)
    five = put(game, "villager", 1, 10, 5)
    ids = {p["id"] for p in game.targets_for((ballista["id"],))}
    assert ids == {corner["id"], five["id"]}
    assert game.reach_problem((ballista["id"],), side) == \
        "A Ballista cannot fire at a target closer than 1.5 squares; that one is 1 away."
    assert same["id"] not in ids
    assert game.missile_target(ballista) is corner, "programmed, it fires at the nearest at 1.5 squares or more"


@rule("aoe.missile.roll.1", "aoe.missile.hit.1", "aoe.missile.hit.2", "aoe.missile.auto.3", "aoe.counter.hit.1")
def test_each_archer_rolls_separately_and_marks_red_hits_that_wait_for_the_applying_hits_phase():
    game = empty_board(2)
    for _ in range(3):
        put(game, "composite_bowman", 0, 5, 5)
    target = put(game, "villager", 1, 6, 5)
    put(game, "villager", 1, 8, 5)
    run(game, "missile", rolls=[1, 1, 4], stop="melee")
    assert [r[:2] for r in rolled(game)] == [(("composite_bowman",), "villager")] * 3
    assert [r[1] for r in game.rolls] == [target["id"]] * 3  # the nearest, though already hit
    assert target["red"] == 2 and target["id"] in game.pieces
    run(game, "hits", stop="catapult")
    assert target["id"] not in game.pieces


@rule("aoe.missile.auto.1", "aoe.missile.auto.2")
def test_a_programmed_archer_fires_at_the_nearest_enemy_then_at_the_lowest_d():
    game = empty_board(2)
    archer = put(game, "horse_archer", 0, 5, 5)
    far_weak = put(game, "villager", 1, 8, 5)
    near_strong = put(game, "war_elephant", 1, 7, 5)
    near_weak = put(game, "scout", 1, 5, 7)
    assert game.missile_target(archer) is near_weak  # both 2 away: the d4 before the d20
    del game.pieces[near_weak["id"]]
    assert game.missile_target(archer) is near_strong  # the nearest, whatever its D
    assert far_weak["id"] in game.pieces


@rule("aoe.unit.helepolis.1")
def test_the_helepolis_rolls_against_a_second_unit_of_its_target_s_square_never_one_elsewhere():
    game = empty_board(2)
    helepolis = put(game, "helepolis", 0, 5, 5)
    first = put(game, "axeman", 1, 8, 5)
    second = put(game, "war_elephant", 1, 8, 5)
    weaker_elsewhere = put(game, "villager", 1, 9, 5)
    assert game.missile_target(helepolis) is first  # the nearest, the lower D of the two
    assert game.missile_targets(helepolis, first) == [first, second]
    assert weaker_elsewhere not in game.missile_targets(helepolis, first)


@rule("aoe.missile.auto.4")
def test_a_missile_unit_with_no_enemy_in_range_does_nothing():
    game = empty_board(2)
    put(game, "watch_tower", 0, 5, 5)
    put(game, "villager", 1, 8, 5)
    run(game, "missile", stop="melee")
    assert game.rolls == []


@rule("aoe.missile.cc.1")
def test_a_commanded_archer_fires_first_at_any_enemy_in_its_range():
    game = empty_board(2)
    mine = put(game, "chariot_archer", 0, 5, 5)
    put(game, "watch_tower", 0, 6, 6)
    near = put(game, "villager", 1, 6, 5)
    far = put(game, "cavalry", 1, 9, 5)
    game.cc[0] = [mine["id"]]
    halt(game, "melee")
    run(game, "missile", rolls=[1, 1], stop="melee")
    assert game.shooter[1] == (mine["id"],) and game.rolls == []  # before any programmed fire
    act(game, 0, "attack", target=far["id"])
    assert [r[1] for r in game.rolls] == [far["id"], near["id"]]  # the chosen target first, then the tower's


@rule("aoe.missile.cc.2")
def test_a_commanded_archer_may_wait_until_the_programmed_units_have_fired():
    game = empty_board(2)
    mine = put(game, "chariot_archer", 0, 5, 5)
    put(game, "watch_tower", 0, 6, 6)
    near = put(game, "villager", 1, 6, 5)
    other = put(game, "villager", 1, 7, 5)
    game.cc[0] = [mine["id"]]
    halt(game, "melee")
    run(game, "missile", rolls=[1, 1], stop="melee")
    act(game, 0, "wait")
    assert [r[1] for r in game.rolls] == [near["id"]] and near["red"] == 1  # the tower has fired
    assert game.shooter == (0, (mine["id"],), "missile", True)
    assert Action("wait") not in game.legal_actions(0)
    act(game, 0, "attack", target=other["id"])
    assert [r[1] for r in game.rolls] == [near["id"], other["id"]]


@rule("aoe.missile.cc.2")
def test_units_of_several_players_that_waited_fire_in_command_control_order():
    game = empty_board(4)
    a = put(game, "horse_archer", 0, 5, 5)
    b = put(game, "horse_archer", 1, 6, 5)
    game.cc[0], game.cc[1] = [a["id"]], [b["id"]]
    game.order = [1, 2, 3, 0]
    run(game, "missile", rolls=[1, 1])
    assert game.shooter[0] == 1
    act(game, 1, "wait")
    act(game, 0, "wait")
    assert game.shooter[0] == 1 and game.shooter[3]
    act(game, 1, "hold")
    assert game.shooter[0] == 0


# ------------------------------------------------------------------------------------------ hand to hand


@rule("aoe.melee.auto.1", "aoe.melee.roll.1")
def test_a_programmed_unit_attacks_the_enemy_with_the_highest_d_in_its_square_even_one_already_hit():
    game = empty_board(2)
    put(game, "axeman", 0, 5, 5)
    put(game, "axeman", 0, 5, 5)
    weak = put(game, "villager", 1, 5, 5)
    strong = put(game, "town_center", 1, 5, 5)
    put(game, "scout", 1, 6, 5)
    run(game, "melee", rolls=[1, 1, 1], stop="hits")
    assert [r[1] for r in game.rolls] == [strong["id"], strong["id"]]  # the second axe goes at the hit one too
    assert strong["red"] == 2 and weak["red"] == 0


@rule("aoe.melee.auto.2")
def test_a_hand_to_hand_unit_with_no_enemy_in_its_square_does_nothing():
    game = empty_board(2)
    put(game, "legion", 0, 5, 5)
    put(game, "villager", 1, 6, 5)
    run(game, "melee", stop="hits")
    assert game.rolls == []


@rule("aoe.melee.cc.1")
def test_a_commanded_unit_attacks_any_enemy_in_its_square_or_waits():
    game = empty_board(2)
    mine = put(game, "broadsword", 0, 5, 5)
    put(game, "axeman", 0, 5, 5)
    weak = put(game, "villager", 1, 5, 5)
    strong = put(game, "barracks", 1, 5, 5)
    game.cc[0] = [mine["id"]]
    halt(game, "hits")
    run(game, "melee", rolls=[1, 1])
    assert {a["target"] for a in game.legal_actions(0) if a.kind == "attack"} == {weak["id"], strong["id"]}
    act(game, 0, "wait")
    assert [r[1] for r in game.rolls] == [strong["id"]]  # the programmed Axeman went at the highest D
    act(game, 0, "attack", target=weak["id"])
    assert [r[1] for r in game.rolls] == [strong["id"], weak["id"]]


@rule("aoe.combat.roll.1", "aoe.combat.target.1")
def test_a_building_is_attacked_with_its_own_d_and_loses_steps_like_a_unit():
    game = empty_board(2)
    put(game, "legion", 0, 5, 5)
    center = put(game, "town_center", 1, 5, 5)
    run(game, "melee", rolls=[5], stop="hits")
    assert rolled(game) == [(("legion",), "town_center", 20, 5, 5, True, "red")]
    run(game, "hits", stop="catapult")
    assert center["steps"] == 1 and center["id"] in game.pieces


# ------------------------------------------------------------------------------------------ pairs and bonuses


@rule("aoe.unit.villager.2")
def test_villagers_attack_with_a_1_for_each_two_in_the_square_and_a_lone_one_has_no_attack():
    game = empty_board(2)
    for _ in range(3):
        put(game, "villager", 0, 5, 5)
    lone = put(game, "villager", 1, 5, 5)
    run(game, "melee", rolls=[1, 1], stop="hits")
    mine = [r for r in rolled(game) if r[0] == ("villager", "villager")]
    assert len(mine) == 1 and mine[0][2:4] == (4, 1)  # one pair, one A1 roll on the d4
    assert all(len(r[0]) == 2 for r in game.rolls)  # Bo's lone villager makes no attack
    assert game.defence(lone) == 4


@rule("aoe.unit.clubman.1")
def test_two_clubmen_attack_once_with_a_1_and_a_lone_clubman_not_at_all():
    game = empty_board(2)
    put(game, "clubman", 0, 5, 5)
    put(game, "clubman", 0, 5, 5)
    put(game, "clubman", 1, 5, 5)
    run(game, "melee", rolls=[1], stop="hits")
    assert rolled(game) == [(("clubman", "clubman"), "clubman", 4, 1, 1, True, "red")]


@rule("aoe.unit.bowman.1")
def test_two_lone_bowmen_in_different_squares_firing_at_the_same_enemy_make_one_attack_of_1():
    game = empty_board(2)
    put(game, "bowman", 0, 5, 5)
    put(game, "bowman", 0, 7, 5)
    target = put(game, "villager", 1, 6, 5)
    put(game, "villager", 1, 9, 9)
    run(game, "missile", rolls=[1], stop="melee")
    assert rolled(game) == [(("bowman", "bowman"), "villager", 4, 1, 1, True, "red")]
    assert target["red"] == 1


@rule("aoe.unit.mounted.1", "aoe.unit.cavalry.1")
def test_a_cavalry_hits_infantry_on_4_and_other_units_on_3():
    game = empty_board(2)
    cav = put(game, "cavalry", 0, 5, 5)
    axe = put(game, "axeman", 1, 5, 5)
    hop = put(game, "hoplite", 1, 5, 5)
    vil = put(game, "villager", 1, 5, 5)
    archer = put(game, "bowman", 1, 5, 5)
    group = (cav["id"],)
    assert [game.attack_need(group, p) for p in (axe, hop, vil, archer)] == [4, 4, 3, 3]


@rule("aoe.unit.heavycavalry.1", "aoe.unit.cataphract.1")
@pytest.mark.parametrize("type_id, other, infantry", [("heavy_cavalry", 3, 5), ("cataphract", 4, 6)])
def test_heavy_cavalry_and_cataphracts_have_their_second_attack_against_infantry(type_id, other, infantry):
    game = empty_board(2)
    unit = put(game, type_id, 0, 5, 5)
    assert game.attack_need((unit["id"],), put(game, "legion", 1, 5, 5)) == infantry
    assert game.attack_need((unit["id"],), put(game, "scout", 1, 5, 5)) == other
