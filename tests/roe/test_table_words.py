"""Words that misled players at the table in Rise of Empires: a two-row empire tile offered with 'or' between its
rows, hunger costing fewer points than the food missing, cities fed without a word of what it does to the food
track, a tooltip's 'each of the 1 disc', an empty 'Next to:', a city's keeping cost promised after Era III, and a
score so far whose gold read 0 without a word why."""
from __future__ import annotations

import re

import pytest

from dawnofempires_gui.engine import Action

from .helpers import b_turn, give_city, give_territory, new_game, put_disc
from .test_board import game_of, show

TWO_ROWS = "e2"  # empire tile 1 on its Era-II/III side: top row 1–3, bottom row 1–1


def plain(tip: str) -> str:
    return re.sub("<[^>]+>", " ", tip)


@pytest.mark.rule("roe.battle.two.2", "roe.battle.two.3")
def test_a_two_row_empire_tile_is_offered_with_the_battles_it_gives_in_its_era():
    """In Era II such a tile fights once, with its top row; in Era III twice: never 'one row or the other'."""
    g = new_game(3)
    g.turn = 3
    era2 = g.describe(Action("take_empire", tile=TWO_ROWS))
    assert era2 == "Take empire tile 1 (battle: you lose 1, the defender 3)", era2
    g.turn = 5
    era3 = g.describe(Action("take_empire", tile=TWO_ROWS))
    assert era3 == ("Take empire tile 1 (two battles, one per row: you lose 1, the defender 3; you lose 1, "
                    "the defender 1)"), era3


def test_the_score_so_far_says_why_the_gold_held_scores_nothing_yet():
    """Ctrl+T is headed 'the points each player would have if the game ended now', yet 7 gold read 0 points."""
    g = new_game(3)
    g.gold[0] = 7
    sheet = g.scores()
    assert sheet.points[0]["Gold left"] == 0
    assert "counted only at the end of the game: until then their rows read 0" in sheet.notes[0]


@pytest.mark.rule("roe.food.zero.1", "roe.food.floor.1")
def test_the_log_says_when_hunger_costs_fewer_points_than_the_food_missing():
    """5 food short with 2 points left: the log read 'the missing food costs 2 victory points', as if 2 were owed."""
    g = new_game(3)
    g.food[0] = 1
    g.add_vp(0, 2, "Regions")
    give_territory(g, 0, "mountain", 2)  # -6 food
    g._events = []
    g.resolve_food(0)
    assert g.vp[0] == 0
    assert g._events[-1].text == ("Food: Michael -6, 1 → 0; the missing food costs 2 victory points of the 5 owed "
                                  "(no one goes below 0 points).")


@pytest.mark.gui
def test_deciding_to_feed_the_cities_the_player_reads_where_the_food_disc_will_go(board):
    """Feed or give up a city: the panel said only 'Feed your cities', not that feeding leaves the food track short
    and costs points."""
    game = game_of(3)
    give_city(game, 0, "memphis")  # eats 2 food
    game.food[0] = 1
    game.add_vp(0, 3, "Regions")
    game.stage, game.flow = "food", [("feed", (0,))]
    show(board, game, 0)
    note = board.turn.notes[0].toolTip()
    assert note.startswith("Fed, your food goes 1 → 0 (the missing food costs 1 victory point)."), note


@pytest.mark.gui
def test_a_disc_with_one_disc_to_its_left_costs_the_disc_to_its_left(board):
    game = game_of(3, seed=1)
    b_turn(game, 0)
    put_disc(game, 1, "city", 0)
    put_disc(game, 0, "city", 1)
    show(board, game, 0)
    tip = board.display.circles["city"][1].toolTip()
    assert "for the disc to its left" in tip and "each of the 1" not in tip, tip


@pytest.mark.gui
def test_an_overseas_region_has_no_empty_next_to_line(board):
    show(board, game_of(3), 0)
    tip = plain(board.map.regions["north_america"].toolTip())
    assert "Next to" not in tip and "Overseas" in tip, tip
    assert "Next to: British Isles" in plain(board.map.regions["n_europe"].toolTip())


@pytest.mark.gui
def test_a_city_tip_never_promises_keeping_it_after_era_iii(board):
    """Nothing is kept or lost at the end of Era III (the game ends): the tip names the eras whose end costs a cube."""
    game = game_of(3)
    show(board, game, game.to_move()[0])
    box = next(b for b, tile in zip(board.tiles.boxes["city"], game.city_up) if tile)
    assert "At the end of Era I or II it is kept for 1 cube from your pool, or lost." in plain(box.toolTip())


@pytest.fixture
def board(qtbot):
    from dawnofempires_gui.engine.registry import get
    from dawnofempires_gui.games.roe.board import RoeBoard

    return RoeBoard(get("roe"))
