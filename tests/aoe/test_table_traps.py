"""Traps players met at the table in Age of Empires, each as they saw it on the real window (offscreen): the path
drawn for a move, the log's words."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt

from dawnofempires_gui.engine import Action

from ..board_texts import redraw
from .helpers import command, put, run
from .test_board import click_action, open_game, ready

pytestmark = pytest.mark.gui


def two_moves(qtbot, bo_units=("villager",) * 3):
    """Ana and Bo at one screen, in the Movement phase: Bo's units (three villagers) at (18, 8) move first, then
    Ana's three villagers at (5, 5). Returns the window and the two stacks' squares."""
    window = open_game(qtbot, players=2, civilizations="none")
    game = window.controller.state
    game.pieces.clear()
    game.flow, game.order, game.turn = [], [1, 0], max(game.turn, 1)
    put(game, "town_center", 0, 3, 3)
    put(game, "town_center", 1, 20, 8)
    ana = [put(game, "villager", 0, 5, 5) for _ in range(3)]
    bo = [put(game, unit, 1, 18, 8) for unit in bo_units]
    command(game, 0, *ana)
    command(game, 1, *bo)
    game.queue = [1, 0]
    run(game, "move")
    c = window.controller
    c.viewer, c.waiting_for_ready = 1, None
    window.cover.hide()
    redraw(window)
    return window, ana[0]["square"], bo[0]["square"]


def test_the_path_of_a_move_starts_at_the_moving_players_units_not_at_the_last_players(qtbot):
    window, ana_square, bo_square = two_moves(qtbot)
    board, game = window.board, window.controller.state
    assert game.top_step() == ("move", (1,)) and board.trail == [bo_square]
    click_action(window, qtbot, Action("move_to", square=bo_square - 2))  # Bo: two squares to the left
    if game.top_step() == ("move", (1,)):
        click_action(window, qtbot, Action("stop"))
    ready(window, qtbot)
    assert game.top_step() == ("move", (0,)) and window.controller.viewer == 0
    assert board.trail == [ana_square], "Ana's move shows no path from Bo's units across the board to hers"


def test_a_leg_taken_back_leaves_the_path_of_the_move(qtbot):
    window, _, bo_square = two_moves(qtbot)
    board = window.board
    click_action(window, qtbot, Action("move_to", square=bo_square - 1))
    first_leg = list(board.trail)
    click_action(window, qtbot, Action("move_to", square=bo_square - 1 - window.controller.state.board.width))
    assert len(board.trail) == len(first_leg) + 1
    qtbot.mouseClick(window.undo_button, Qt.LeftButton)  # the second leg taken back
    assert board.trail == first_leg, "the path shows where the units went, not the leg taken back"


def test_the_log_says_an_axeman_moves(qtbot):
    window, _, bo_square = two_moves(qtbot, bo_units=("axeman",))
    click_action(window, qtbot, Action("move_to", square=bo_square - 1))
    assert window.log.lines()[-1].startswith("Bo moves an Axeman from"), window.log.lines()[-1]


def test_a_die_just_rolled_is_not_ringed_in_the_colour_of_a_target_to_click(qtbot):
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QGraphicsScene

    from dawnofempires_gui.games.aoe import board_queries as Q
    from dawnofempires_gui.games.aoe.board_tray import DieItem
    from dawnofempires_gui.ui.style import LEGAL_OUTLINE

    scene = QGraphicsScene()
    die = DieItem(None)
    scene.addItem(die)
    roll = Q.Roll("Ana's Bowman", "Bo's Villager", 6, 3, 2, True, "red")
    image = QImage(60, 60, QImage.Format_ARGB32)
    for new in (False, True):
        die.set(roll, "Bowman against Villager", new)
        image.fill(0xFFFFFFFF)
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, 60, 60), QRectF(-15, -15, 60, 60))
        painter.end()
        colours = {image.pixelColor(x, y).rgb() for x in range(60) for y in range(60)}
        assert LEGAL_OUTLINE.rgb() not in colours, "the dice tray's dice are not clickable"
    assert "Just rolled" in die.toolTip()
