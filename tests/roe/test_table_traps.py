"""Traps players met at the table in Rise of Empires, each as they saw it: Space (the main action) ending a
placement before a cube is placed (it still ends one where no cube can be placed), doing nothing in a B turn after
paying for the disc, returning every tile at the end of an era; a payment for discs that never said how much was
owed."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dawnofempires_gui.engine import Action
from tests.board_positions import show_position

from .helpers import at_action, b_turn, give_city, give_progress, put_disc
from .test_board import game_of, open_window
from .test_end import era_end

pytestmark = pytest.mark.gui


def keeping_at_the_end_of_an_era(qtbot):
    """A window at the end of an era, Ana to keep tiles among two progress tiles and a city."""
    window = open_window(qtbot, players=3)
    g = game_of(3)
    give_progress(g, 0, "agriculture")
    give_progress(g, 0, "weapons")
    give_city(g, 0, "troy")
    era_end(g)
    assert g.top_step() == ("keep", (0,))
    show_position(window, g)
    return window, g


def paying_for_three_discs(qtbot, points: int = 0):
    """A window in a B turn, Ana paying 3 for taking back her disc behind three others (with `points` more)."""
    window = open_window(qtbot, players=3)
    g = game_of(3)
    b_turn(g, 0)
    for seat, circle in ((1, 0), (2, 1), (1, 2)):
        put_disc(g, seat, "trade", circle)
    put_disc(g, 0, "trade", 3)
    if points:
        g.add_vp(0, points, "Regions")
    g.apply(0, Action("take_disc", row="trade", circle=3))
    assert g.top_step()[0] == "pay" and g.to_pay == 3
    show_position(window, g)
    return window, g


def press_space(window, qtbot) -> None:
    window.actions_panel._armed_at = 0  # the player has looked at the step for a moment
    qtbot.keyClick(window.view, Qt.Key_Space)


def main_words(window) -> list[str]:
    return [b.text() for b in window.action_buttons if b.is_main()]


def turn_buttons(window) -> list[str]:
    return [chip.label.text() for chip in window.board.turn.dynamic]


def test_space_right_after_taking_an_empire_tile_places_nothing_and_the_buttons_say_place_no_cubes(qtbot):
    """A player taking an empire tile and pressing Space out of habit lost the placement: it confirmed an
    empty one. Space waits for a cube; the button that ends the placement says it places none."""
    window = open_window(qtbot, players=3)
    c, actions = window.controller, window.controller.session.record.actions
    c.choose(Action("take_empire", tile=c.state.empire_track[0]))
    assert c.state.top_step()[0] == "place" and c.state.placeable(c.viewer)
    press_space(window, qtbot)
    assert actions[-1][1].kind == "take_empire" and c.state.top_step()[0] == "place", "Space placed no cubes"
    assert main_words(window) == [], "nothing bold for Space while no cube is placed"
    assert "Place no cubes" in [b.text() for b in window.action_buttons]
    assert "Place none" in turn_buttons(window) and "Confirm" not in turn_buttons(window)
    region = c.state.placeable(c.viewer)[0]
    c.choose(Action("place", region=region, count=2))
    assert main_words(window) == ["Confirm the placement"] and "Confirm" in turn_buttons(window)
    press_space(window, qtbot)
    assert actions[-1][1] == Action("confirm_placement")


def test_space_after_paying_for_a_disc_never_throws_the_rows_action_away(qtbot):
    """In a B turn, once the disc is back and paid for, Space did nothing in its row: the action was lost."""
    window = open_window(qtbot, players=3)
    g = game_of(3)
    b_turn(g, 0)
    put_disc(g, 1, "progress", 0)
    put_disc(g, 0, "progress", 1)
    g.apply(0, Action("take_disc", row="progress", circle=1))
    g.apply(0, Action("pay", what="gold", amount=1))
    assert g.top_step() == ("b_act", (0,))
    show_position(window, g)
    press_space(window, qtbot)
    assert window.controller.state.top_step() == ("b_act", (0,)), "the Progress action is still to take"
    assert "Do nothing (the disc stays off the display)" not in main_words(window)


def test_space_at_the_end_of_an_era_returns_no_tile_before_one_is_kept(qtbot):
    """At the end of an era Space returned every progress and city tile to the box at once."""
    window, g = keeping_at_the_end_of_an_era(qtbot)
    press_space(window, qtbot)
    state = window.controller.state
    assert state.top_step() == ("keep", (0,)) and state.progress[0] == ["agriculture", "weapons"]
    assert main_words(window) == []
    assert "Keep no tiles (return them all to the box)" in [b.text() for b in window.action_buttons]
    assert "Keep none" in turn_buttons(window)
    window.controller.choose(Action("keep_tile", tile="weapons"))
    assert main_words(window) == ["Return the other tiles to the box"] and "Return the rest" in turn_buttons(window)
    press_space(window, qtbot)
    assert window.controller.state.progress[0] == ["weapons"]


def test_the_turn_panel_says_how_much_is_still_owed_for_the_discs_to_the_left(qtbot):
    """Paying for a disc, the player read 'click how you pay' and nowhere how much: only the log said it once."""
    window, g = paying_for_three_discs(qtbot)
    note = window.board.turn.notes[0].toolTip()
    assert note.startswith("Still to pay: 3,"), note
    window.controller.choose(Action("pay", what="food", amount=2))
    assert window.board.turn.notes[0].toolTip().startswith("Still to pay: 1,")


def test_at_an_empty_placement_with_no_cube_to_place_space_still_confirms(qtbot):
    """With an empty pool nothing can be placed: confirming is all there is, and Space does it."""
    window = open_window(qtbot, players=3)
    g = game_of(3)
    at_action(g, 0)
    g.stock[0] += g.pool[0]
    g.pool[0] = 0
    g.cubes["levant"][0], g.stock[0] = 2, g.stock[0] - 2
    g.apply(0, Action("take_empire", tile=g.empire_track[0]))
    assert g.top_step() == ("place", (0,)) and not g.placeable(0)  # (a new empire may still be started)
    show_position(window, g)
    assert main_words(window) == ["Place no cubes"]
    press_space(window, qtbot)
    assert window.controller.session.record.actions[-1] == (0, Action("confirm_placement"))
