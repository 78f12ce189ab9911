"""The Age of Mythology board redraws only what changed (counted, not timed): every part of it is painted from a
picture of its own, a change repaints the parts it touches, and a change of the seat at the screen keeps the
pictures of the boards and panels kept undrawn meanwhile."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QGraphicsSceneHelpEvent, QToolTip

from dawnofempires_gui.ui import pictures
from dawnofempires_gui.ui.pictures import is_shelved

from .helpers import set_cubes
from .test_board import open_window

pytestmark = pytest.mark.gui


@pytest.fixture
def painted(monkeypatch):
    """paint(window, viewer): draw the board for that seat and paint it; returns the tags of the parts whose picture
    had to be made again (Qt hands out a new picture) in that paint."""
    made: list[int] = []  # the effects, in the order their pictures were made
    last: dict[int, int] = {}
    make_picture = pictures.Cached.sourcePixmap

    def counted(effect, *args):
        picture = make_picture(effect, *args)
        if last.get(id(effect)) != picture.cacheKey():
            last[id(effect)] = picture.cacheKey()
            made.append(id(effect))
        return picture

    monkeypatch.setattr(pictures.Cached, "sourcePixmap", counted)

    def paint(window, viewer: int) -> list[str]:
        c = window.controller
        c.viewer, c.waiting_for_ready = viewer, None
        window.cover.hide()
        made.clear()
        window.redraw([])
        QApplication.processEvents()  # the window paints what changed
        window.view.viewport().repaint()  # and all of the board
        tags = {id(i.graphicsEffect()): str(i.data(0) or type(i).__name__) for i in window.board.items()
                if i.graphicsEffect() is not None}
        return [tags[e] for e in made]

    return paint


def test_a_change_of_seat_keeps_the_pictures_of_the_boards_and_panels_that_did_not_change(qtbot, painted):
    window = open_window(qtbot, players=4, seed=5)
    c = window.controller
    mover = c.state.to_move()[0]
    other = (mover + 1) % 4
    painted(window, mover)
    shown = painted(window, other)  # the other seat's board is drawn for the first time
    assert f"own-head-{other}" in shown and f"panel-words-{mover}" in shown
    again = painted(window, mover)
    kept = [t for t in again if t.startswith(("own-", "panel-"))]
    assert kept == [], f"drawn again though nothing in them changed: {kept}"


def test_a_change_repaints_only_the_part_it_touches(qtbot, painted):
    window = open_window(qtbot, players=3, seed=5)
    c = window.controller
    mover = c.state.to_move()[0]
    painted(window, mover)
    set_cubes(c.state, mover, food=c.state.cube(mover, "food") + 1)
    again = painted(window, mover)
    assert [t for t in again if t.startswith(("own-", "panel-"))] == [f"own-stock-{mover}"]
    assert "table-bank" in again  # the cube came from the bank


def test_a_tooltip_comes_from_what_is_drawn_not_from_a_board_kept_under_it(qtbot, painted):
    """The boards and panels of the seats not at the screen lie undrawn under the ones shown, in the same places."""
    window = open_window(qtbot, players=2, seed=5)
    board = window.board
    for viewer in (0, 1, 0):
        painted(window, viewer)
        others_panel = board.panels[1 - viewer]
        for item, seat in ((others_panel.head, 1 - viewer), (board.own[viewer].targets[f"villagers-{viewer}"], viewer)):
            event = QGraphicsSceneHelpEvent(QEvent.GraphicsSceneHelp)
            event.setScenePos(item.sceneBoundingRect().center())
            board.helpEvent(event)
            assert event.isAccepted() and QToolTip.text() == item.toolTip(), (viewer, seat, QToolTip.text())
            assert not is_shelved(item)
    kept = [p for p in board.panel_at.values() if is_shelved(p.head)]
    assert kept and all(p.head.sceneBoundingRect().intersects(board.panels[1].head.sceneBoundingRect())
                        or p.head.sceneBoundingRect().intersects(board.panels[0].head.sceneBoundingRect()) for p in kept)
