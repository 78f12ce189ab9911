"""The Actions panel of the Age of Empires window when two buildings of a kind may start the same unit or upgrade:
each button says which building it starts it at."""
from __future__ import annotations

import pytest

from .test_board_window import at_a_town_center, one_human

pytestmark = pytest.mark.gui


def test_two_barracks_give_two_buttons_a_player_tells_apart(qtbot, monkeypatch):
    window = one_human(qtbot, monkeypatch)
    game, _ = at_a_town_center(window, ("barracks", 0, 8, 6))  # a second Barracks, at (9, 7)
    window.redraw([])
    assert game.top_step()[0] == "produce"
    words = [b.text() for b in window.actions_panel.buttons]
    clubmen = [w for w in words if w.startswith("Start a Clubman")]
    assert len(clubmen) == 2, words
    assert len(set(words)) == len(words), f"two buttons say the same: {words}"
    assert any("Barracks at (4, 4)" in w for w in clubmen) and any("Barracks at (9, 7)" in w for w in clubmen)
