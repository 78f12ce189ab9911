"""One point is "1 point" (and "1 pt"), never "1 points": the Obelisk for a later builder, Leadership's card,
a score of 1 on a sheet, on another player's card and in the Disasters count."""
from __future__ import annotations

import pytest

from dawnofempires_gui.games.iron import data as D

from .helpers import act, fresh_turn, new, roll, texts
from .test_board import open_game, to_roll


@pytest.mark.rule("iron.build.monument.2")
def test_a_later_builder_of_the_obelisk_reads_that_it_scores_1_point():
    game = new(2)
    game.mon[1 * len(D.MONUMENTS) + D.MON_INDEX["obelisk"]] = 4
    game.mon_first[D.MON_INDEX["obelisk"]] = 0
    game.active = 1
    fresh_turn(game)
    roll(game, ["pop3", "food3"], "drought")
    events = act(game, "monument", monument="obelisk")
    assert "Bea completes the Obelisk: 1 point." in texts(events)


@pytest.mark.gui
def test_leadership_s_card_says_1_point_and_a_score_of_1_reads_1_pt(qtbot):
    window = open_game(qtbot)
    to_roll(window, qtbot)  # both built a province at setup: 1 tribute, 1 point each
    state = window.controller.state
    assert state.score(0) == 1 and state.score(1) == 1
    board = window.board
    leadership = board.sheet(0).dev_cards[D.DEV_INDEX["leadership"]]
    assert "cost 2, 1 point<" in leadership.toolTip() and "1 points" not in leadership.toolTip()
    assert board.sheet(0).score_text.text() == "1 pt"
    assert board.card(1).points.text() == "1 pt"
    state.skulls[0] = 1
    window.redraw([])
    assert board.sheet(0).skull_count.text() == "−1 pt"
