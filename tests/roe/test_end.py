"""Rise of Empires: the end of an era (tiles kept or lost, half the cubes off the map) and the end of the
game (gold and discs into points, the winner and the tie-break)."""
import pytest

from dawnofempires_gui.engine import Action, IllegalAction

from .helpers import (DAN, MICHAEL, PETER, give_city, give_progress, give_territory, kinds, new_game, play, put_cubes,
                      run_until)


def era_end(g, turn=2):
    g.turn = turn
    g.flow, g.stage, g.stage_pos, g.stage_sub = [], "era_end", 0, 0
    g.order = [MICHAEL, PETER, DAN]
    g.advance()
    return g


PHASE_OF = {"food": "food", "income": "income", "upkeep": "income", "vp": "vp", "keep": "era_end", "era": "era_end",
            "order": "order", "tiles": "new tiles"}


def stages_of_turn(g, turn, seed=0):
    """The phases a game turn goes through, from what the log tells (the actions first)."""
    from dawnofempires_gui.ai import RandomBot
    bot, seen = RandomBot(seed), ["actions"]
    while g.turn == turn and not g.is_over():
        seat = g.to_move()[0]
        for event in g.apply(seat, bot.choose(None, seat, g.legal_actions(seat))):
            stage = PHASE_OF.get(event.kind)
            if stage and stage != seen[-1]:
                seen.append(stage)
    return seen


@pytest.mark.rule("roe.era.end.1", "roe.era.end.2")
def test_an_era_ends_after_victory_points_and_before_turn_order_with_the_display_empty():
    g = run_until(new_game(3, 41), lambda x: x.turn == 2, seed=41)
    assert stages_of_turn(g.clone(), 2, seed=41) == ["actions", "food", "income", "vp", "era_end", "order", "new tiles"]
    run_until(g, lambda x: x.stage == "era_end", seed=41)
    assert all(c == -1 for row in g.display.values() for c in row)
    g = run_until(new_game(3, 42), lambda x: x.turn == 3, seed=42)
    assert stages_of_turn(g, 3, seed=42) == ["actions", "food", "income", "vp", "order", "new tiles"]


@pytest.mark.rule("roe.era.end.3", "roe.era.end.4", "roe.era.end.5", "roe.era.end.6")
def test_at_an_eras_end_progress_tiles_cost_a_gold_city_tiles_a_cube_to_keep_territories_stay():
    g = new_game(3)
    for tile in ("agriculture", "weapons", "coinage"):
        give_progress(g, MICHAEL, tile)
    give_city(g, MICHAEL, "troy")
    give_city(g, MICHAEL, "ur")
    give_territory(g, MICHAEL, "forest")
    era_end(g)
    assert g.top_step() == ("keep", (MICHAEL,))
    assert {a["tile"] for a in g.legal_actions(MICHAEL) if a.kind == "keep_tile"} == {
        "agriculture", "weapons", "coinage", "troy", "ur"}
    assert g.describe(Action("done_keeping")) == "Keep no tiles (return them all to the box)"
    play(g, MICHAEL, "keep_tile", tile="weapons")
    assert g.describe(Action("done_keeping")) == "Return the other tiles to the box"
    play(g, MICHAEL, "keep_tile", tile="troy")
    assert g.gold[MICHAEL] == 4 and g.pool[MICHAEL] == 4 and g.stock[MICHAEL] == 26
    play(g, MICHAEL, "done_keeping")
    assert g.progress[MICHAEL] == ["weapons"] and g.cities[MICHAEL] == ["troy"]
    assert {"agriculture", "coinage"} <= set(g.progress_box) and "ur" in g.city_box
    assert g.territories[MICHAEL] == ["forest"] and g.check_invariants() == []


def test_with_writing_progress_tiles_are_kept_for_nothing():
    g = new_game(3)
    for tile in ("writing", "agriculture"):
        give_progress(g, MICHAEL, tile)
    era_end(g)
    assert g.progress[MICHAEL] == ["writing", "agriculture"] and g.gold[MICHAEL] == 5
    assert g.to_move() != [MICHAEL]


@pytest.mark.rule("roe.era.end.7")
def test_at_an_eras_end_half_the_cubes_rounded_up_leave_each_region_for_the_general_stock():
    g = new_game(3)
    put_cubes(g, MICHAEL, "levant", 5)
    put_cubes(g, MICHAEL, "med", 1)
    put_cubes(g, PETER, "levant", 4)
    give_progress(g, DAN, "feudalism")
    put_cubes(g, DAN, "levant", 3)
    era_end(g)
    assert g.top_step() == ("keep", (DAN,))
    play(g, DAN, "keep_tile", tile="feudalism")  # kept, so it counts when the cubes come off
    assert g.cubes["levant"] == [2, 2, 2] and g.cubes["med"][MICHAEL] == 0  # Dan rounds down (Feudalism)
    assert g.stock == [25 - 6 + 4, 25 - 4 + 2, 25 - 3 + 1] and g.stage == "order"


@pytest.mark.rule("roe.era.end.8", "roe.game.end.1")
def test_after_era_three_nothing_is_lost_and_the_game_ends_after_the_victory_points():
    g = run_until(new_game(3, 43), lambda x: x.turn == 6 and x.stage == "vp", seed=43)
    before = ([p[:] for p in g.progress], [c[:] for c in g.cities], {r: c[:] for r, c in g.cubes.items()})
    g.advance() if not g.flow else None
    run_until(g, lambda x: x.is_over(), seed=43)
    assert g.is_over() and g.flow == [] and g.to_move() == []
    assert ([p[:] for p in g.progress], [c[:] for c in g.cities], g.cubes) == before
    with pytest.raises(IllegalAction, match="over"):
        play(g, MICHAEL, "end_turn")


def ending(gold, discs, vp, pool=(5, 5, 5), food=(16, 16, 16)):
    g = new_game(3)
    g.order = [MICHAEL, PETER, DAN]
    g.turn = 6
    for s in range(3):
        g.gain_gold(s, gold[s] - g.gold[s])
        g.take_discs(s, discs[s] - g.discs[s]) if discs[s] >= g.discs[s] else g.return_discs(s, g.discs[s] - discs[s])
        g.vp[s] = g.vp_parts[s]["Regions"] = vp[s]
        g.stock[s] -= pool[s] - g.pool[s]
        g.pool[s] = pool[s]
        g.food[s] = food[s]
    g.final_scoring()
    return g


@pytest.mark.rule("roe.game.final.1")
def test_every_three_gold_score_a_point_and_the_gold_is_kept():
    g = ending(gold=(8, 9, 2), discs=(0, 0, 0), vp=(10, 10, 10))
    assert g.vp == [12, 13, 10] and g.gold == [8, 9, 2]
    assert g.vp_parts[PETER]["Gold left"] == 3


@pytest.mark.rule("roe.game.final.2")
def test_every_three_resource_discs_score_a_point():
    g = ending(gold=(0, 0, 0), discs=(5, 6, 2), vp=(1, 1, 1))
    assert g.vp == [2, 3, 1] and g.vp_parts[MICHAEL]["Resource discs left"] == 1


@pytest.mark.rule("roe.game.final.3")
def test_cubes_in_the_pool_and_food_score_nothing():
    g = ending(gold=(0, 0, 0), discs=(0, 0, 0), vp=(4, 4, 4), pool=(20, 0, 3), food=(20, 0, 9))
    assert g.vp == [4, 4, 4]


@pytest.mark.rule("roe.game.win.1")
def test_the_most_victory_points_win():
    g = ending(gold=(0, 0, 0), discs=(0, 0, 0), vp=(7, 12, 9))
    sheet = g.scores()
    assert sheet.winners == [PETER] and sheet.totals == [7, 12, 9] and sheet.tie_break == ""


@pytest.mark.rule("roe.game.win.2")
def test_a_tie_goes_to_the_most_gold_and_a_tie_in_gold_too_is_shared():
    g = ending(gold=(2, 1, 0), discs=(0, 0, 0), vp=(9, 9, 3))
    sheet = g.scores()
    assert sheet.totals == [9, 9, 3] and sheet.winners == [MICHAEL] and "most gold" in sheet.tie_break
    assert "shared" not in sheet.tie_break, "the gold broke the tie"
    g = ending(gold=(1, 1, 0), discs=(0, 0, 0), vp=(9, 9, 3))
    assert g.scores().winners == [MICHAEL, PETER] and "shared" in g.scores().tie_break


def test_the_keep_step_offers_only_tiles_one_can_pay_for():
    g = new_game(3)
    give_progress(g, MICHAEL, "agriculture")
    give_city(g, MICHAEL, "troy")
    g.pay_gold(MICHAEL, 5)
    era_end(g)
    assert kinds(g, MICHAEL) == {"keep_tile", "done_keeping"}
    assert {a["tile"] for a in g.legal_actions(MICHAEL) if a.kind == "keep_tile"} == {"troy"}


@pytest.mark.rule("roe.turn.phases.1")
def test_a_game_turn_runs_new_tiles_actions_food_income_victory_points_turn_order():
    g = new_game(4, 44)
    assert stages_of_turn(g, 1, seed=44) == ["actions", "food", "income", "vp", "order", "new tiles"]
    assert g.turn == 2 and g.stage == "actions"
