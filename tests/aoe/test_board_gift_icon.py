"""Giving resources to an ally on the Age of Empires board: the buttons of the amounts show the icon of the resource
given (food's wheat when food is given), never gold's coins for every resource."""
from __future__ import annotations

import random

import pytest

from dawnofempires_gui.engine import Action
from dawnofempires_gui.ui.drawing import Glyph
from dawnofempires_gui.ui.style import ICONS

from .test_board import open_game, ready

pytestmark = pytest.mark.gui


def icons_of(chip) -> set[str]:
    return {item._name for item in chip.childItems() if isinstance(item, Glyph)}


def test_the_amounts_of_a_gift_of_food_show_the_food_icon(qtbot):
    window = open_game(qtbot, players=4, seed=5)
    c = window.controller
    rng = random.Random(5)
    for _ in range(200):  # on to a seat at the screen that has taken its resources and may give some
        ready(window)
        legal = c.legal_for_viewer()
        if Action("transfer") in legal and c.state.purses[c.viewer]["food"] >= 10:
            break
        c.choose(rng.choice([a for a in legal if a.kind != "transfer"] or legal))
    else:
        pytest.fail("no gift could be made")
    ally = next(s for s in range(4) if s != c.viewer and c.state.board.team[s] == c.state.board.team[c.viewer])
    c.choose(Action("transfer"))
    c.choose(Action("transfer_what", to=ally, resource="food"))
    amounts = [chip for tag, chip in window.board.tray.chips.items() if tag.startswith("amt-")]
    assert amounts
    for chip in amounts:
        assert icons_of(chip) == {ICONS["food"]}, f"{chip.looks[0]} shows {icons_of(chip)}"
