"""What the pointer resting on the board tells: the tooltip of what is drawn there, never of what lies hidden."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QPointF
from PySide6.QtWidgets import QGraphicsSceneHelpEvent, QToolTip

from dawnofempires_gui.ui.board import covers

from .aoe.test_board import open_game, ready
from .aoe.test_board_window import play

pytestmark = pytest.mark.gui


def tooltip_at(window, point: QPointF) -> str | None:
    """The tooltip the board shows with the pointer resting at `point` (None: none shown)."""
    event = QGraphicsSceneHelpEvent(QEvent.GraphicsSceneHelp)
    event.setScenePos(point)
    event.setScreenPos(window.view.viewport().mapToGlobal(window.view.mapFromScene(point)))
    window.board.helpEvent(event)
    text = QToolTip.text() if event.isAccepted() else None
    QToolTip.hideText()
    return text


def test_the_chooser_panel_never_shows_the_tooltip_of_the_board_under_it(qtbot):
    window = open_game(qtbot, players=2, seed=7)
    board, rng = window.board, random.Random(3)
    while not board.opener_of and not window.controller.state.is_over():
        play(window, 1, rng)
        ready(window)
    opener = next(iter(board.opener_of.values()))
    board.open_chooser(opener, opener.actions)
    panel = board.chooser
    assert covers(panel)
    area = panel.sceneBoundingRect()
    hidden = []  # points of the blank panel over a board item that has a tooltip of its own
    for i in range(2, int(area.width()), 6):
        for j in range(2, int(area.height()), 6):
            point = area.topLeft() + QPointF(i, j)
            items = [item for item in board.items(point) if item.isVisible()]
            if items and items[0] is panel and any(
                    item.toolTip() for item in items[1:] if not panel.isAncestorOf(item)):
                hidden.append(point)
    assert hidden, "the panel lies over board items that have tooltips"
    for point in hidden[:: max(1, len(hidden) // 20)]:
        assert tooltip_at(window, point) in (None, panel.toolTip() or None), "a tooltip leaked through the panel"
