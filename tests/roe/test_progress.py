"""Rise of Empires: taking progress tiles (costs of earlier eras, no duplicates) and the free-action tiles
(before or after the action, once a game turn, not until every other player has acted)."""
import pytest

from dawnofempires_gui.games.roe import data as D

from .helpers import (DAN, LIN, MICHAEL, PETER, at_action, face_up_progress, give_progress, kinds, new_game, play,
                      put_cubes, refused, run_until)


@pytest.mark.rule("roe.progress.take.1")
def test_a_progress_tile_is_taken_from_the_face_up_tiles_of_this_turn_or_those_left_aside():
    g = new_game(4, first=MICHAEL)
    tile = g.progress_up[3]
    play(g, MICHAEL, "take_progress", tile=tile)
    assert g.progress[MICHAEL] == [tile] and g.progress_up[3] is None and g.display["progress"][-1] == MICHAEL
    aside = g.progress_up[0]
    g.progress_aside.append(aside)
    g.progress_up[0] = None
    if aside in g.progress[PETER] or aside == tile:
        return
    play(g, PETER, "take_progress", tile=aside)
    assert aside in g.progress[PETER] and aside not in g.progress_aside


@pytest.mark.rule("roe.progress.cost.1")
def test_a_tile_of_this_era_is_free_and_one_of_the_previous_era_costs_one_gold():
    g = new_game(4, first=MICHAEL)
    at_action(g, MICHAEL, turn=3)
    old = "religion"
    face_up_progress(g, old)
    g.progress_aside.append(old)
    g.progress_up[g.progress_up.index(old)] = None
    new = "banking"
    face_up_progress(g, new, box=1)
    assert g.progress_cost(new) == 0 and g.progress_cost(old) == 1
    play(g, MICHAEL, "take_progress", tile=old)
    assert g.gold[MICHAEL] == 4


@pytest.mark.rule("roe.progress.cost.2")
def test_an_era_one_tile_costs_two_gold_in_era_three():
    g = new_game(4, first=MICHAEL)
    at_action(g, MICHAEL, turn=5)
    face_up_progress(g, "fishing")
    face_up_progress(g, "guilds", box=1)
    assert g.progress_cost("fishing") == 2 and g.progress_cost("guilds") == 1
    g.pay_gold(MICHAEL, 4)  # 1 gold left
    assert "costs 2 gold; you have 1" in refused(g, MICHAEL, "take_progress", tile="fishing")
    play(g, MICHAEL, "take_progress", tile="guilds")
    assert g.gold[MICHAEL] == 0


@pytest.mark.rule("roe.progress.dup.1")
def test_nobody_may_own_two_of_the_same_progress_tile():
    g = new_game(4, first=MICHAEL)
    give_progress(g, MICHAEL, "iron_axes")
    face_up_progress(g, "iron_axes")  # the second Iron Axes
    offered = {a["tile"] for a in g.legal_actions(MICHAEL) if a.kind == "take_progress"}
    assert "iron_axes" not in offered
    assert "duplicates" in refused(g, MICHAEL, "take_progress", tile="iron_axes")
    at_action(g, PETER)
    play(g, PETER, "take_progress", tile="iron_axes")  # another player may own one
    assert "iron_axes" in g.progress[PETER]


@pytest.mark.rule("roe.progress.free.1")
def test_a_free_action_tile_is_used_before_or_after_the_regular_action():
    g = new_game(3, first=MICHAEL)
    give_progress(g, MICHAEL, "weapons")
    give_progress(g, MICHAEL, "coinage")
    put_cubes(g, PETER, "levant", 2)
    assert {"remove_cubes", "exchange", "take_progress"} <= kinds(g, MICHAEL)
    play(g, MICHAEL, "remove_cubes", tile="weapons", region="levant", player=PETER, count=1)
    assert g.cubes["levant"][PETER] == 1 and g.stock[PETER] == 25 - 2 + 1
    assert g.top_step()[0] == "action"  # the regular action is still to come
    play(g, MICHAEL, "take_territory", tile=g.territory_offer()[0])
    assert g.top_step() == ("after", (MICHAEL,)) and kinds(g, MICHAEL) == {"exchange", "end_turn"}
    play(g, MICHAEL, "exchange", tile="coinage")
    assert (g.gold[MICHAEL], g.discs[MICHAEL]) == (7, 1)
    assert g.to_move() == [PETER]  # nothing more to use: the turn passes on


@pytest.mark.rule("roe.progress.free.2")
def test_each_free_action_tile_works_once_a_game_turn_and_is_face_up_again_next_turn():
    g = new_game(3, first=MICHAEL)
    give_progress(g, MICHAEL, "weapons")
    put_cubes(g, PETER, "levant", 3)
    play(g, MICHAEL, "remove_cubes", tile="weapons", region="levant", player=PETER, count=1)
    assert g.used[MICHAEL] == ["weapons"]
    again = refused(g, MICHAEL, "remove_cubes", tile="weapons", region="levant", player=PETER, count=1)
    assert "once per game turn" in again
    g.flow = []
    g.stage, g.stage_sub = "order", 0
    g.advance()
    run_until(g, lambda x: x.turn == 2, seed=1)
    assert g.used == [[], [], []]


@pytest.mark.rule("roe.progress.free.3")
def test_a_tile_just_taken_waits_until_every_other_player_has_acted():
    g = new_game(3, first=MICHAEL)
    face_up_progress(g, "weapons")
    put_cubes(g, DAN, "levant", 2)
    play(g, MICHAEL, "take_progress", tile="weapons")
    assert g.to_move() == [PETER]  # no free action right after taking it
    play(g, PETER, "take_territory", tile=g.territory_offer()[0])
    at_action(g, MICHAEL)  # as if it were his turn again with only Peter having acted
    assert not g.ready(MICHAEL, "weapons") and "remove_cubes" not in kinds(g, MICHAEL)
    early = refused(g, MICHAEL, "remove_cubes", tile="weapons", region="levant", player=DAN, count=1)
    assert "immediately use it" in early
    at_action(g, DAN)
    play(g, DAN, "take_territory", tile=g.territory_offer()[0])
    at_action(g, MICHAEL)
    assert g.ready(MICHAEL, "weapons") and "remove_cubes" in kinds(g, MICHAEL)


@pytest.mark.rule("roe.progress.example.1")
def test_dan_takes_agriculture_then_uses_his_weapons_on_a_green_cube_and_flips_it():
    g = new_game(4, first=DAN)
    green = LIN
    give_progress(g, DAN, "weapons")  # acquired earlier
    face_up_progress(g, "agriculture")
    put_cubes(g, green, "sw_europe", 2)
    play(g, DAN, "take_progress", tile="agriculture")
    assert g.display["progress"][-1] == DAN and "agriculture" in g.progress[DAN]
    assert g.top_step() == ("after", (DAN,))
    play(g, DAN, "remove_cubes", tile="weapons", region="sw_europe", player=green, count=1)
    assert g.cubes["sw_europe"][green] == 1 and "weapons" in g.used[DAN]
    assert g.to_move() == [g.order[(g.order.index(DAN) + 1) % 4]]


def test_the_other_free_actions_move_recruit_and_place_cubes():
    g = new_game(3, first=MICHAEL)
    for tile in ("horseback_riding",):
        give_progress(g, MICHAEL, tile)
    put_cubes(g, MICHAEL, "nw_africa", 3)
    moves = {(a["target"], a["count"]) for a in g.legal_actions(MICHAEL) if a.kind == "move_cubes"}
    assert ("ne_africa", 2) in moves and ("w_africa", 1) not in moves  # W Africa opens in Era III
    assert ("med", 1) in moves
    play(g, MICHAEL, "move_cubes", tile="horseback_riding", source="nw_africa", target="ne_africa", count=2)
    assert (g.cubes["nw_africa"][MICHAEL], g.cubes["ne_africa"][MICHAEL]) == (1, 2)
    at_action(g, PETER, turn=5)
    for tile in ("conscription", "colonialism"):
        give_progress(g, PETER, tile)
    put_cubes(g, PETER, "russia", 1)
    play(g, PETER, "recruit", tile="conscription", count=3)
    assert g.pool[PETER] == 8
    assert "only in a region where you already have cubes" in refused(
        g, PETER, "add_cubes", tile="colonialism", region="ukraine", count=1)
    play(g, PETER, "add_cubes", tile="colonialism", region="russia", count=2)
    assert g.cubes["russia"][PETER] == 3 and g.pool[PETER] == 6
    assert g.check_invariants() == []


def test_progress_effects_bend_the_other_rules():
    g = new_game(3, first=MICHAEL)
    give_progress(g, MICHAEL, "masonry")
    assert g.city_cost(MICHAEL, "troy") == {"gold": D.CITY_BY_ID["troy"].cost.gold - 1}
    give_progress(g, MICHAEL, "agriculture")
    assert g.food_change(MICHAEL) == 2
    give_progress(g, MICHAEL, "religion")
    assert g.vp_due(MICHAEL)["Progress"] == 1


@pytest.mark.rule("roe.progress.free.1")
def test_free_actions_aimed_at_the_wrong_region_or_player_are_refused_with_words_that_say_what_to_choose():
    g = new_game(3, first=MICHAEL)
    give_progress(g, MICHAEL, "weapons")
    give_progress(g, MICHAEL, "horseback_riding")
    put_cubes(g, PETER, "levant", 2)
    put_cubes(g, MICHAEL, "nw_africa", 2)
    remove = "Choose a region and another player's cubes there."
    assert refused(g, MICHAEL, "remove_cubes", tile="weapons", region="atlantis", player=PETER, count=1) == remove
    assert refused(g, MICHAEL, "remove_cubes", tile="weapons", region="levant", player=MICHAEL, count=1) == remove
    assert refused(g, MICHAEL, "remove_cubes", tile="weapons", region="levant", player=7, count=1) == remove
    move = "Move cubes from a region where you have cubes."
    assert refused(g, MICHAEL, "move_cubes", tile="horseback_riding", source="levant", target="asia_minor",
                   count=1) == move
    assert refused(g, MICHAEL, "move_cubes", tile="horseback_riding", source="nw_africa", target="atlantis",
                   count=1) == move



@pytest.mark.rule("roe.far.navigation.1")
def test_horseback_riding_moves_no_cubes_into_the_far_east_in_the_era_two_a_turn_before_navigation():
    g = new_game(3, first=MICHAEL)
    at_action(g, MICHAEL, turn=3)
    give_progress(g, MICHAEL, "horseback_riding")
    put_cubes(g, MICHAEL, "india", 2)
    move = dict(tile="horseback_riding", source="india", target="china", count=1)
    assert "may not be entered" in refused(g, MICHAEL, "move_cubes", **move)
    assert not any(a.kind == "move_cubes" and a["target"] == "china" for a in g.legal_actions(MICHAEL))
    give_progress(g, PETER, "navigation")  # taken by another player: the Far East opens to all
    play(g, MICHAEL, "move_cubes", **move)
    assert g.cubes["china"][MICHAEL] == 1 and g.cubes["india"][MICHAEL] == 1
