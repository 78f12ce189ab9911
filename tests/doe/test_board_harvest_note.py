"""The Harvest's note in the turn panel, at 1024×700: whole on its two lines. The upkeep's end was cut ("0 money for
warrio…", "0 u…"), and the unhappy faces were read only in its tooltip."""
from __future__ import annotations

import random

import pytest

from .test_board_window import open_window, play, ready

pytestmark = pytest.mark.gui


def test_the_harvest_notes_are_read_whole_in_a_small_window(qtbot):
    window = open_window(qtbot, players=3, seed=3, size=(1024, 700))
    c, turn = window.controller, window.board.turn
    rng = random.Random(3)
    seen = set()
    for _ in range(500):
        if c.state.is_over():
            break
        ready(window)
        step = c.state.top_step()[0]
        if step in ("collect", "convert", "upkeep") and c.viewer in c.state.to_move():
            lines = [t.text() for t in turn.notes]
            assert not any(line.endswith("…") for line in lines), (step, lines)
            assert "unhappy face" in " ".join(lines) or step == "upkeep", lines
            seen.add(step)
        legal = c.legal_for_viewer()
        harvest = [a for a in legal if a.kind == "rondel" and "Harvest" in c.state.describe(a)]
        if harvest and rng.random() < 0.6:
            c.choose(harvest[0])
        else:
            play(window, 1, rng)
    assert {"collect", "convert"} <= seen, seen
