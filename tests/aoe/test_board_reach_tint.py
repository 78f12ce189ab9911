"""The squares the commanded units can reach are tinted blue, as the prompt says ("click a square they reach
(blue)"): the tint was so faint on the grass that the squares read grey-green."""
from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QColor

from .test_board import open_game, ready

pytestmark = pytest.mark.gui


def test_a_square_the_commanded_units_reach_is_blue_on_the_screen(qtbot):
    window = open_game(qtbot, players=2, seed=3)
    c, board = window.controller, window.board
    rng = random.Random(2)
    for _ in range(400):  # on to a commanded move
        ready(window)
        legal = c.legal_for_viewer()
        if any(a.kind == "move_to" for a in legal):
            break
        c.choose(rng.choice([a for a in legal if a.kind not in ("command_none", "transfer")] or legal))
    else:
        pytest.fail("no commanded move reached")
    highlight = board.highlight
    empty = [sq for sq in highlight.reach if not board.by_square.get(sq)]
    assert empty, "some square in reach holds nothing"
    view = window.view
    image = view.viewport().grab().toImage()
    for sq in empty[:5]:
        point = view.mapFromScene(highlight.mapToScene(highlight.cell(sq).center()))
        colour = QColor(image.pixel(point))
        assert colour.blue() > colour.green() and colour.blue() > colour.red(), (sq, colour.getRgb())
