"""The Command-Control line of every player's panel in a small window (six players at 1024×700): the play order and
where the chit lies are read on the panel, not only in its tooltip ("Command-Control: rolled 2, pla…")."""
from __future__ import annotations

import random

import pytest

from .test_board import open_game
from .test_board_window import play

pytestmark = pytest.mark.gui


def test_six_small_panels_say_each_players_place_in_the_order_and_chit_uncut(qtbot):
    window = open_game(qtbot, players=6, seed=3, size=(1024, 700))
    play(window, 260, random.Random(2))  # on to the Movement and Build phase of a later turn, chits laid
    state, board = window.controller.state, window.board
    assert state.turn >= 2 and state.order
    lines = {p: next(i for i in board.items() if i.data(0) == f"command-{p}") for p in range(6)}
    with_chit = 0
    for p, line in lines.items():
        words = line.text()
        assert "…" not in words, f"cut: {words!r}"
        assert f"plays {['1st', '2nd', '3rd', '4th', '5th', '6th'][state.order.index(p)]}" in words, words
        with_chit += "chit" in words
        assert line.toolTip().startswith("Command-Control: rolled "), line.toolTip()
    assert with_chit >= 3
