"""The tooltips of the Age of Empires tray's buttons say what a click does once (it read twice, "Click: Choose the
Latin civilization … Click: Choose the Latin civilization …")."""
from __future__ import annotations

import random

import pytest

from dawnofempires_gui.ui.targets import Target

from .test_board import open_game, ready
from .test_board_window import play, shown

pytestmark = pytest.mark.gui


def test_every_button_of_the_tray_says_what_a_click_does_once(qtbot):
    window = open_game(qtbot, seed=11, turns=6, civilizations="choose")
    board = window.board
    rng = random.Random(11)
    checked = set()
    for _ in range(40):
        if window.controller.state.is_over():
            break
        ready(window)
        for tag, chip in board.tray.chips.items():
            if isinstance(chip, Target) and shown(chip) and chip.actions:
                tip = chip.toolTip()
                said = window.controller.state.describe(chip.actions[0])
                assert tip.count(said) == 1 and tip.count("<b>Click</b>") == 1, (tag, tip)
                checked.add(chip.actions[0].kind)
        play(window, 1, rng)
    assert "choose_civilization" in checked and len(checked) >= 3, checked
