"""The tiles left from earlier game turns, on the real window: in a game of 4 or 5 players twenty tiles and more
are left aside by the last game turns, and those past the second row of the tiles display were neither shown
nor clickable (only the Actions panel listed them). Those that do not fit are one "+n more" chip."""
from __future__ import annotations

import random

import pytest

from dawnofempires_gui.engine import Seat
from dawnofempires_gui.games.roe.rules import RiseOfEmpires
from tests.board_positions import show_position

from .test_board import NAMES, click_item, open_window

pytestmark = pytest.mark.gui
TAKE_KINDS = ("take_progress", "take_territory", "take_city")


def game_turn_with_many_tiles_aside(players: int = 4, seed: int = 4) -> RiseOfEmpires:
    """A game played at random into the A turn of game turn 5, at a seat's action."""
    g = RiseOfEmpires([Seat(x) for x in NAMES[:players]], {}, seed)
    rng = random.Random(seed)
    while not (g.turn == 5 and g.top_step()[0] == "action"):
        seat = g.to_move()[0]
        g.apply(seat, rng.choice(g.legal_actions(seat)))
    return g


def test_every_tile_left_aside_can_be_seen_and_taken_on_the_board(qtbot):
    window = open_window(qtbot, players=4, seed=4, size=(1024, 700))
    g = game_turn_with_many_tiles_aside()
    show_position(window, g)
    board, tiles = window.board, window.board.tiles
    aside = len(set(g.progress_aside)) + len(set(g.territory_aside)) + len(g.city_aside)
    assert aside > len(tiles.aside) and "aside-more" in board.targets, "more tiles aside than two rows hold"
    inside = tiles.sceneBoundingRect()
    for chip in tiles.aside:
        assert inside.contains(chip.mapRectToScene(chip.shape().boundingRect())), chip.data(0)
    more = board.targets["aside-more"]
    shown = {chip.data(0) for chip in tiles.aside}
    takes = [a for a in window.controller.legal_for_viewer() if a.kind in TAKE_KINDS]
    unreachable = [a for a in takes if a not in board.action_items and a not in board.opener_of]
    assert unreachable == [], unreachable
    only_aside = [a for a in takes if board.route(a) == [board.route(a)[-1]] and board.route(a)[-1] not in shown]
    assert only_aside and all(a in more.actions for a in only_aside)
    assert "Also left from earlier turns" in more.toolTip()
    action = only_aside[0]
    click_item(window, qtbot, more)
    assert board.chooser is not None and action in board.action_items
    click_item(window, qtbot, board.action_items[action])
    assert window.controller.session.record.actions[-1][1] == action
