"""What a repaint of the Age of Empires board touches, counted (never timed): a change of the seat at the screen
between teams repaints the whole line each panel shows now (the line shown again was left under the other one);
each line of a panel lies in a fence of its own, so that a repaint asks only the lines it reaches for their
pictures; the outline of the panel of a player to move is painted by Qt, without a call into Python; a button of
the tray that keeps its words is kept."""
from __future__ import annotations

import random
import sys

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QApplication

from dawnofempires_gui.ui import pictures

from .test_board import open_game
from .test_board_redraw import Painted, play_until, show_seat, shown
from .test_board_window import descendants, play

pytestmark = pytest.mark.gui


def words_of(line) -> QRectF:
    """Where the words and icons of a line of a panel lie, in the scene."""
    rect = QRectF()
    for item in descendants(line):
        if item.isVisible() and not item.boundingRect().isEmpty() and not item.childItems():
            rect = rect.united(item.sceneBoundingRect())
    return rect


def on_screen(window, rect: QRectF) -> QRegion:
    return QRegion(window.view.mapFromScene(rect).boundingRect())


def test_a_change_of_seat_between_teams_repaints_the_line_each_panel_shows_now(qtbot):
    """Seat b's team reads its own kinds and the others' totals: after seat a, each panel turns to its other line,
    and the whole of that line is painted again, not only the place of the line put away."""
    window = open_game(qtbot, players=6, seed=5)
    shown(qtbot, window)
    board, game = window.board, window.controller.state
    a = 0
    b = next(s for s in range(game.n) if game.team_of(s) != game.team_of(a))
    show_seat(qtbot, window, a)
    painted = Painted(window.view.viewport())
    board.show_state(game.view(b), b, [], [])
    QApplication.processEvents()
    for panel in board.panels:
        line = panel.public if panel.hidden else panel.money
        left_out = on_screen(window, words_of(line)).subtracted(painted.region)
        assert left_out.isEmpty(), (panel.p, left_out.boundingRect())


def fences(board):
    return [item for item in board.items() if item.data(0) == pictures.FENCE]


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_line_of_a_panel_lies_inside_its_fence(qtbot, players):
    """Qt leaves a fence out of a repaint that does not reach it, with all it holds: every item drawn of a line and
    the marks of its targets lie inside."""
    window = open_game(qtbot, players=players, seed=5, turns=8)
    rng = random.Random(players)
    for _ in range(6):
        play(window, 12, rng)
        shown(qtbot, window)
        walls = fences(window.board)
        assert len(walls) == 6 * players  # a head, "to move", two resources lines, the chit, the pieces
        for wall in walls:
            inside = wall.sceneBoundingRect()
            for item in descendants(wall):
                if item.isVisible() and not item.boundingRect().isEmpty():  # (a holder is an empty rectangle)
                    assert inside.contains(item.sceneBoundingRect()), (wall.data(0), item.data(0))


def python_calls_while(action) -> list[str]:
    """The functions of the game's board code run while `action` runs (Qt's paint calls into Python)."""
    calls = []

    def profile(frame, event, arg):
        if event == "call" and "games/aoe" in frame.f_code.co_filename.replace("\\", "/"):
            calls.append(frame.f_code.co_name)

    sys.setprofile(profile)
    try:
        action()
    finally:
        sys.setprofile(None)
    return calls


def test_repainting_the_panels_asks_the_pictures_of_the_lines_reached_only(qtbot, monkeypatch):
    """A repaint of the line of the Command-Control chit asks that line's part for its picture, at most the lines
    just above and below it too (they lie two pixels away), and no other part of the board; the whole panel of
    the player to move, its thick outline included, is painted without a call into the board's code."""
    asked = []
    draw = pictures.Cached.draw

    def drawing(effect, painter):
        asked.append(effect.item.data(0))
        draw(effect, painter)

    monkeypatch.setattr(pictures.Cached, "draw", drawing)
    window = open_game(qtbot, players=6, seed=5, civilizations="none")
    play_until(window, lambda game: len(game.to_move()) == 1)
    shown(qtbot, window)
    board = window.board
    p = board.view_state.to_move()[0]
    panel = board.panels[p]
    port = window.view.viewport()
    asked.clear()
    port.repaint(window.view.mapFromScene(panel.command.sceneBoundingRect()).boundingRect())
    near = {f"panel-{line}-{p}" for line in ("resources", "total", "command", "pieces")}
    assert f"panel-command-{p}" in asked and set(asked) <= near, asked
    assert panel.frame.on
    whole = window.view.mapFromScene(panel.sceneBoundingRect()).boundingRect().adjusted(-6, -6, 6, 6)
    calls = python_calls_while(lambda: port.repaint(whole))
    assert calls == [], f"the board's code ran while its panel was repainted: {sorted(set(calls))}"


def test_a_tray_button_that_keeps_its_words_is_kept(qtbot):
    """The tray's buttons change with the step; one that keeps its tag, label and icon stays the same item (its
    picture kept, its tooltip brought up to date), and only the new ones are made."""
    window = open_game(qtbot, players=6, seed=5)
    tray = window.board.tray
    tray.set_chips([("resources_done", "Done", "fa6s.check", "Done now"), ("transfer", "Give…", "", "Give")])
    done = tray.chips["resources_done"]
    made = tray.set_chips([("resources_done", "Done", "fa6s.check", "Done, P2"), ("wait", "Wait", "", "Wait")])
    assert tray.chips["resources_done"] is done and done.base_tip == "Done, P2"
    assert made == [tray.chips["wait"]] and list(tray.chips) == ["resources_done", "wait"]
    assert tray.chips["wait"].scene() is window.board and "transfer" not in tray.chips
