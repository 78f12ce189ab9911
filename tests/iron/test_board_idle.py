"""What the Iron Age board does while the window is idle, and what a repaint fills: the first step of the idle
work (catch_up) leaves nothing the next seat will see without its picture, and a repaint copies the table, the
tray and the pegboards from pictures rather than filling their large rounded shapes again."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsItem

from dawnofempires_gui.games.iron.board_items import parts_of
from dawnofempires_gui.ui.pictures import Cached, parent_of

from .test_board import open_game
from .test_board_table import pointer_on_the_board

pytestmark = pytest.mark.gui


def four_players(qtbot):
    window = open_game(qtbot, names=("Ana", "Ben", "Cy", "Dee"))
    window.resize(1280, 820)
    pointer_on_the_board(qtbot, window)
    return window


def play(window, qtbot, rng) -> None:
    c = window.controller
    if window.cover.isVisible():
        qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    seat = c.state.to_move()[0]
    c._apply(seat, rng.choice(c.state.legal_actions(seat)))
    if window.cover.isVisible():
        qtbot.mouseClick(window.cover.button, Qt.LeftButton)


def test_the_first_step_of_the_idle_work_makes_every_picture_the_next_seat_will_see(qtbot):
    """The idle work waits until nothing was painted for 20 ms, and the repaints Qt makes of what catch_up
    changed put its next steps off again: in a quick game the turn often passes first. So catch_up itself makes
    the pictures of the spare cards, the spare pegboard and the next seat's sheet: none is left to make."""
    window = four_players(qtbot)
    c, board, rng = window.controller, window.board, random.Random(11)
    checked = 0
    while checked < 40 and not c.state.is_over():
        qtbot.wait(60)
        play(window, qtbot, rng)
        view = c.state
        following = (view.active + 1) % 4
        if view.round < 1 or view.is_over() or following == board.focus:
            continue
        board.catch_up()  # the first step of the idle work, with no other step after it
        parts = [*board.spare_cards, *parts_of(board.spare_pegboard), *board.sheet(following).parts]
        left = [str(item.data(0)) for item in parts if item.graphicsEffect().stale]
        assert left == [], f"pictures left to make for seat {following}: {left}"
        checked += 1
    assert checked == 40


def fills_outside_pictures(board) -> list[str]:
    """The items a repaint of the board fills item by item, outside every picture, larger than a die."""
    found = []
    for item in board.items():
        if not item.isVisible() or item.flags() & QGraphicsItem.ItemHasNoContents:
            continue
        brush = getattr(item, "brush", None)
        if brush is None or brush().style() == Qt.NoBrush:
            continue
        rect = item.sceneBoundingRect()
        if rect.width() * rect.height() < 100 * 100:
            continue
        holder = item
        while holder is not None and not isinstance(holder.graphicsEffect(), Cached):
            holder = parent_of(holder)
        if holder is None:
            found.append(f"{type(item).__name__} {item.data(0) or ''} {rect.width():.0f}×{rect.height():.0f}")
    return found


def test_a_repaint_copies_the_table_tray_and_pegboards_from_pictures(qtbot):
    """Only the sheet shown is filled at a repaint (its paper); the table, the felt of the tray and the wood
    of the pegboard are copied from pictures, and the spare pegboard kept under the one shown draws nothing."""
    window = four_players(qtbot)
    board = window.board
    qtbot.wait(60)
    filled = fills_outside_pictures(board)
    assert len(filled) == 1 and filled[0].startswith("SeatSheet"), filled
    assert all(part.graphicsEffect().shelved for part in parts_of(board.spare_pegboard))
