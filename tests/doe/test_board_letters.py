"""Whose discs are whose without colour on the Dawn of Empires board: every seat's letter is its own
(engine/words.initials), "A" for Ana and "N" for Anna."""
import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from dawnofempires_gui.engine import Seat

from ..board_texts import redraw
from . import test_board_window
from .test_board_window import finish_setup, open_window, ready

pytestmark = pytest.mark.gui


def test_seats_named_ana_and_anna_have_different_letters_on_their_discs(qtbot, monkeypatch):
    """Every disc of both said "A" (the player boards' headers, the rondel markers, the towns on the map): only the
    colour told Ana's from Anna's. Anna's say "N"."""
    monkeypatch.setattr(test_board_window, "SEATS", [Seat("Ana", "#E69F00"), Seat("Anna", "#56B4E9")])
    window = open_window(qtbot, players=2)
    finish_setup(window)
    ready(window)
    redraw(window)
    board = window.board
    assert [b.header.letter.text() for b in board.large] == ["A", "N"]
    assert [b.header.letter.text() for b in board.compact] == ["A", "N"]
    markers = [next(i for i in m.childItems() if isinstance(i, QGraphicsSimpleTextItem)) for m in board.rondel.markers]
    assert [t.text() for t in markers] == ["A", "N"]
    towns = {corner.key[4]: corner.letter.text() for corner in board.corners if corner.key}
    assert towns == {"Ana": "A", "Anna": "N"}, "each player's towns on the map carry the player's letter"
