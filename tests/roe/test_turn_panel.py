"""The turn panel of the Rise of Empires board on the real window: every button of the current step (place, pay,
feed, keep tiles, done...) lies inside the panel's frame and clear of its words, and no line of the prompt is
cut, in seeded games of 2 to 5 players at 1024×700 and 1280×820; a set of buttons needing a second row stays
inside too (it was drawn under the action display below the panel)."""
from __future__ import annotations

import random

import pytest

from dawnofempires_gui.engine import Action
from dawnofempires_gui.games.roe.words import region_name
from tests.board_positions import show_position

from .helpers import at_action, b_turn, give_progress, put_cubes, put_disc
from .test_board import click_item, game_of, open_window, reach, ready
from .test_table_traps import paying_for_three_discs

pytestmark = pytest.mark.gui
SIZES = [(1024, 700), (1280, 820)]
LONGER_NAMES = ["Ana", "Benedikt", "Chloé", "Devendra", "Eve"]


def button_box(chip):
    """The scene box of a button's face (its bounding rect also holds the glow of the keyboard focus)."""
    return chip.mapRectToScene(chip.shape().boundingRect())


def misplaced_buttons(turn) -> list[str]:
    """The turn panel's buttons outside its frame or over a line of its words."""
    frame = turn.mapRectToScene(turn.rect())
    words = [line.items() for line in turn.lines]
    words = [w.sceneBoundingRect() for w in words if w is not None and w.isVisible() and w.text()]
    out = []
    for chip in turn.dynamic:
        box = button_box(chip)
        if not frame.contains(box) or any(box.intersects(w) for w in words):
            out.append(chip.label.text())
    return out


def test_buttons_needing_a_second_row_lie_inside_the_turn_panel_clear_of_its_words(qtbot):
    window = open_window(qtbot, players=3, size=(1024, 700))
    c = window.controller
    seat = c.state.to_move()[0]
    legal = [Action("pay", what=k, amount=1) for k in ("gold", "cubes", "discs", "food", "vp")]
    legal += [Action("confirm_placement"), Action("reset_placement"), Action("restart_empire")]
    turn = window.board.turn
    turn.update_panel(c.state.view(seat), seat, legal)
    rows = {round(button_box(chip).top()) for chip in turn.dynamic}
    assert len(turn.dynamic) == 8 and len(rows) == 2
    assert misplaced_buttons(turn) == []
    assert turn.title.text() and turn.notes[0].text(), "the title and a line of the note are still shown"
    single = [Action("end_turn")]
    turn.update_panel(c.state.view(seat), seat, single)
    assert misplaced_buttons(turn) == [] and len([n for n in turn.notes if n.text()]) >= 1


def test_paying_with_one_kind_moves_no_other_pay_button(qtbot):
    """Paying for a disc with gold took the gold button away and slid the others left, under the pointer: a
    second click meant for cubes landed on resource discs."""
    window, g = paying_for_three_discs(qtbot, points=5)
    turn = window.board.turn
    assert [chip.data(0) for chip in turn.dynamic] == ["pay-gold", "pay-cubes", "pay-discs", "pay-food", "pay-vp"]
    places = {chip.data(0): button_box(chip) for chip in turn.dynamic}
    reach(window, qtbot, Action("pay", what="gold", amount=1))
    assert window.controller.state.paid == ["gold"]
    assert [chip.data(0) for chip in turn.dynamic] == ["pay-cubes", "pay-discs", "pay-food", "pay-vp"]
    assert {chip.data(0): button_box(chip) for chip in turn.dynamic} == {
        tag: box for tag, box in places.items() if tag != "pay-gold"}


def test_the_prompt_of_an_action_turn_says_a_free_action_tile_may_be_used_first(qtbot):
    """The prompt named only the tiles, empire tiles and trade boxes: a player holding Coinage did not know it
    could be used before the action (the rules: before or after)."""
    window = open_window(qtbot, players=3)
    g = game_of(3)
    at_action(g, 0, turn=2)
    give_progress(g, 0, "coinage")
    show_position(window, g)
    assert any(a.kind == "exchange" for a in window.controller.legal_for_viewer())
    notes = " ".join(n.text() for n in window.board.turn.notes)
    assert "You may use a free-action tile first (click it)." in notes, notes


def test_with_no_cube_to_place_the_prompt_offers_what_the_buttons_do(qtbot):
    """With an empty pool and cubes on the map, the prompt said 'confirm the placement, or reset it' under the
    buttons 'Place none' and 'New empire': there was nothing to confirm and no Reset."""
    window = open_window(qtbot, players=3)
    g = game_of(3)
    put_cubes(g, 0, "sw_europe", 3)
    g.stock[0], g.pool[0] = g.stock[0] + g.pool[0], 0
    at_action(g, 0)
    g.apply(0, Action("take_empire", tile=g.empire_track[0]))
    assert g.top_step() == ("place", (0,)) and not g.placeable(0)
    show_position(window, g)
    notes = " ".join(n.text() for n in window.board.turn.notes if n.text())
    assert [chip.label.text() for chip in window.board.turn.dynamic] == ["Place none", "New empire"]
    assert notes == ("No cubes in your pool: place none, or start a new empire (your cubes on the map go back to "
                     "your pool)."), notes


def test_the_chooser_of_a_placement_names_the_region_clicked(qtbot):
    """'How many cubes?' did not say where: a click that missed its region (they are small at 1024×700) was
    seen only once the cubes were on the map."""
    window = open_window(qtbot, players=3, size=(1024, 700))
    c = window.controller
    c.choose(Action("take_empire", tile=c.state.empire_track[0]))
    region = c.state.placeable(c.viewer)[0]
    click_item(window, qtbot, window.board.map.regions[region])
    chooser = window.board.chooser
    assert chooser is not None
    title = next(t.text() for t in chooser.childItems() if hasattr(t, "text") and t.text().endswith("?"))
    assert title == f"How many cubes in {region_name(region)}?"


@pytest.mark.parametrize("row, words", [("trade", "a highlighted trade box"), ("empire", "a highlighted empire tile")])
def test_the_prompt_of_a_b_turn_action_names_what_to_click(qtbot, row, words):
    """'click a highlighted tile, region or box' for every row: no region is ever clicked for a row's action."""
    window = open_window(qtbot, players=3)
    g = game_of(3)
    b_turn(g, 0)
    put_disc(g, 0, row, 0)
    g.discs[0] = 4
    g.apply(0, Action("take_disc", row=row, circle=0))
    assert g.top_step() == ("b_act", (0,))
    show_position(window, g)
    notes = " ".join(n.text() for n in window.board.turn.notes if n.text())
    assert f"click {words}, or do nothing." in notes and "region" not in notes, notes


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_turn_button_lies_inside_its_panel_and_no_prompt_is_cut_in_seeded_games(qtbot, players, size):
    """The note under the title was cut where it said the most ('…, 5 cu…' cubes in the pool; '…then take
    tha…' the row's action; '…or click one of them to give…' a city up): every prompt is whole."""
    window = open_window(qtbot, players, players, size, names=LONGER_NAMES)
    c, rng = window.controller, random.Random(players)
    sets_seen, cut = set(), {}
    for _ in range(260):
        ready(window)
        if c.state.is_over():
            break
        turn = window.board.turn
        sets_seen.add(turn.key)
        assert misplaced_buttons(turn) == [], (c.state.top_step(), turn.key)
        lines = [line.items().text() for line in turn.lines if line.items() is not None]
        if any(line.endswith("…") for line in lines):
            cut.setdefault(c.state.top_step()[0], lines)
        seat = c.state.to_move()[0]
        c._apply(seat, rng.choice(c.state.legal_actions(seat)))
    assert cut == {}
    assert len(sets_seen) >= 6, "the games went through the steps with buttons (place, pay, battle, end turn)"
