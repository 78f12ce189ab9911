"""Keeping tiles at the end of an era, on the real window: a tile kept looked as before (only its outline went),
so the player could not tell the tiles kept from those about to go back into the box; the prompt never said
what keeping costs."""
from __future__ import annotations

import pytest

from dawnofempires_gui.engine import Action
from tests.board_positions import show_position

from .helpers import give_city, give_progress
from .test_board import click_item, game_of, open_window
from .test_end import era_end
from .test_table_traps import keeping_at_the_end_of_an_era

pytestmark = pytest.mark.gui


def face_look(panel, tile: str) -> tuple:
    """How a tile held is drawn in its panel (kind, id, label, icon, fill, used, width)."""
    return next(look for look in panel.faces if look[1] == tile)


def test_a_tile_kept_at_the_end_of_an_era_is_ticked_and_says_so_and_no_tile_moves(qtbot):
    window, g = keeping_at_the_end_of_an_era(qtbot)
    board, panel = window.board, window.board.panels[0]
    before = {t: face_look(panel, t) for t in ("agriculture", "weapons", "troy")}
    places = {t: board.targets[f"own-0-{t}"].sceneBoundingRect() for t in before}
    click_item(window, qtbot, board.targets["own-0-agriculture"])
    click_item(window, qtbot, board.targets["own-0-troy"])
    state = window.controller.state
    assert state.kept == ["agriculture", "troy"] and state.top_step() == ("keep", (0,))
    for tile in ("agriculture", "troy"):
        assert face_look(panel, tile) != before[tile], f"{tile} kept looks as before"
        assert "Kept for the next era" in board.targets[f"own-0-{tile}"].toolTip()
    assert face_look(panel, "weapons") == before["weapons"]
    assert {t: board.targets[f"own-0-{t}"].sceneBoundingRect() for t in before} == places, "a tile moved"
    assert "Kept" not in board.targets["own-0-weapons"].toolTip()
    window.controller.choose(Action("done_keeping"))
    assert "Kept" not in board.targets["own-0-agriculture"].toolTip(), "the marks go with the end of the era"


def test_the_prompt_to_keep_tiles_says_what_keeping_costs(qtbot):
    window = open_window(qtbot, players=3)
    g = game_of(3)
    give_progress(g, 0, "agriculture")
    give_city(g, 0, "troy")
    era_end(g)
    show_position(window, g)
    notes = " ".join(n.text() for n in window.board.turn.notes)
    assert "(1 gold a progress tile and 1 cube a city)" in notes, notes
    assert "…" not in notes
