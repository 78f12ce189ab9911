"""The colour beside "<name>, your move" on the Age of Empires board is the colour of the player at the screen when
several players move at once (setting up, Resource Collection), never another player's."""
from __future__ import annotations

import pytest

from .test_board import open_game

pytestmark = pytest.mark.gui


def test_the_disc_beside_your_move_is_the_colour_of_the_player_at_the_screen(qtbot, monkeypatch):
    """Bo at the screen places his Town Center while the computer Ana has not yet placed hers."""
    monkeypatch.setenv("DAWNOFEMPIRES_BOT_DELAY_MS", "86400000")  # Ana thinks for a day
    window = open_game(qtbot, computers=(0,), civilizations="none")
    c = window.controller
    assert list(c.state.to_move()) == [0, 1] and c.viewer == 1
    board = window.board
    assert board.tray.title.text() == "Bo, your move"
    bo, ana = board.colours[1].lower(), board.colours[0].lower()
    assert bo != ana
    assert board.tray.disc.brush().color().name() == bo, "Bo reads his turn beside Ana's colour"
