"""The keyboard at the end of a battle: the arena shows who won over the board, with one button, Back to the board;
Space, the key of the main action everywhere, did nothing there."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from .test_board import battle_window, click, click_tag, ready, refusals  # noqa: F401  (a fixture)

pytestmark = pytest.mark.gui


def finished_battle(qtbot):
    """Ana's Hoplite beats Bill's Spearman in his City Area (no building: the battle ends at once)."""
    window, g = battle_window(qtbot, {"hoplite": 1}, {"spearman": 1}, [6, 6, 6] + [1] * 50)
    board = window.board
    click_tag(window, qtbot, "war-0-hoplite")
    ready(window)
    click_tag(window, qtbot, "war-1-spearman")
    ready(window)
    while window.controller.state.battle:  # the spoils, if any
        if window.cover.isVisible():
            ready(window)
            continue
        click(window, qtbot, board.targets_now()[0])
        if board.chooser is not None:
            click(window, qtbot, board.chips[0])
    ready(window)
    assert board.arena_mode == "finished" and "won the battle" in board.arena.title.text()
    return window


def test_space_after_a_finished_battle_goes_back_to_the_board(qtbot, refusals):
    window = finished_battle(qtbot)
    board, actions = window.board, window.controller.session.record.actions
    before = len(actions)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key_Space)
    assert board.arena_mode == "" and not board.overlay_layer.isVisible(), "Space did what Back to the board does"
    assert len(actions) == before, "and took no move under the arena"
    assert not refusals



def test_space_on_a_focused_action_button_after_a_finished_battle_goes_back_to_the_board_too(qtbot, refusals):
    window = finished_battle(qtbot)
    board, actions = window.board, window.controller.session.record.actions
    before = len(actions)
    buttons = window.actions_panel.buttons
    assert buttons
    window.actions_panel._armed_at = 0  # past the guard against the click that made the buttons
    buttons[0].setFocus()
    qtbot.keyClick(buttons[0], Qt.Key_Space)
    assert board.arena_mode == "", "Space did what Back to the board does"
    assert len(actions) == before, "and took no move under the arena"
    assert not refusals
