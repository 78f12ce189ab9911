"""Keyboard play on the Age of Empires board: a button of the tray taken with Enter goes with the decision it
belonged to; Enter again never plays it once more (a "Not allowed" box, the action of a step gone by)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dawnofempires_gui.engine import Action

from .test_board import click_action
from .test_board_window import at_a_build_site, one_human

pytestmark = pytest.mark.gui


def test_enter_twice_on_the_back_button_goes_back_once_and_refuses_nothing(qtbot, monkeypatch):
    window = one_human(qtbot, monkeypatch)
    refused = []
    window.controller.refused.connect(refused.append)
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.information", lambda *a, **k: refused.append(a[2]))
    board = window.board
    game, villager = at_a_build_site(window)
    click_action(window, qtbot, Action("found_at", square=villager["square"]))
    assert game.top_step()[0] == "found"
    view = window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key_Escape)  # the chooser of buildings closed: the board's own buttons
    assert board.chooser is None
    for _ in range(40):
        qtbot.keyClick(view, Qt.Key_Right)
        if board.focused_target() is not None and board.focused_target().data(0) == "found_back":
            break
    assert board.focused_target().data(0) == "found_back", "the keyboard reaches the Back button"
    before = len(window.controller.session.record.actions)
    qtbot.keyClick(view, Qt.Key_Return)
    assert game.top_step()[0] == "site" and len(window.controller.session.record.actions) == before + 1
    qtbot.keyClick(view, Qt.Key_Return)
    assert refused == [], f"Enter played the Back button of a step gone by: {refused}"
    focused = board.focused_target()
    assert focused is None or focused.scene() is board
