"""Whose discs are whose without colour on the Iron Age board: every seat's letter is its own
(engine/words.initials), "A" for Ana and "N" for Anna."""
from __future__ import annotations

import random

import pytest

from .test_board import open_game
from .test_board_idle import play

pytestmark = pytest.mark.gui


def test_seats_named_ana_and_anna_have_different_letters_on_their_discs(qtbot):
    """Every disc of both said "A" (the sheet's, the pegs', the tray's chip of the player to move): only the colour
    told Ana's from Anna's. Anna's say "N"."""
    window = open_game(qtbot, names=("Ana", "Anna"))
    c, board, rng = window.controller, window.board, random.Random(5)
    while c.state.active != 1 or c.state.round < 1:
        play(window, qtbot, rng)
    window.redraw([])
    assert [sheet.letter.text() for sheet in board.sheets] == ["A", "N"]
    assert board.tray.chip_letter.text() == "N", "the chip of Anna, to move"
    assert {peg.letter.text() for peg in board.pegboard.pegs.values()} == {"N"}, "the pegs of Anna, to move"
