"""Traps players met at the table in Age of Empires, each as they saw it on the real window (offscreen): the path
drawn for a move, the log's words."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt

from dawnofempires_gui.engine import Action
from dawnofempires_gui.games.aoe import data as D

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


def test_a_civilization_s_name_stays_whole_beside_the_chosen_tag_in_a_small_window(qtbot):
    """Four at one screen in a 1024x700 window: the panel heading of a player who has placed a Town Center read
    "Di  Sum…  chosen"; the tag gives way to its mark (✓, said in its tooltip) before the name is cut."""
    window = open_game(qtbot, players=4, size=(1024, 700), civilizations="choose")
    c = window.controller
    civs = ("babylonian", "phoenician", "egyptian", "sumerian")
    while c.state.top_step()[0] == "civilization":
        ready(window, qtbot)
        c._apply(c.viewer, Action("choose_civilization", civilization=civs[c.viewer]))
    ready(window, qtbot)
    chooser = c.viewer
    c._apply(chooser, c.state.legal_actions(chooser)[0])  # a Town Center placed in secret
    ready(window, qtbot)
    redraw(window)
    panel = next(p for p in window.board.panels if p.p == chooser)
    assert c.state.picks[chooser] and panel.civ.isVisible()
    name = D.CIVILIZATIONS[civs[chooser]].name
    assert panel.civ.text() == name, f"the heading reads {panel.civ.text()!r}"
    assert panel.state.text() == "✓" and "chosen" in panel.state.toolTip()


def test_the_panel_says_what_the_purse_lacks_for_what_a_building_could_start(qtbot):
    """Ana's panel read "Starts: Town Center: Villager, Tool Age" with 400 food, and no button offered the Tool
    Age (500 food): her own panel now says what she still lacks; another team's, whose purse she cannot read,
    says nothing of it."""
    window = open_game(qtbot, players=2, civilizations="none")
    game = window.controller.state
    for seat in (0, 1):
        put(game, "town_center", seat, 3 + 15 * seat, 8)
        put(game, "barracks", seat, 3 + 15 * seat, 8)
        game.purses[seat] = {"food": 400, "wood": 200, "gold": 0, "stone": 150}
    redraw(window)
    viewer = window.controller.viewer
    mine = next(p for p in window.board.panels if p.p == viewer)
    theirs = next(p for p in window.board.panels if p.p != viewer)
    assert "Tool Age (100 food more)" in mine.builds.toolTip()
    assert "Tool Age" in theirs.builds.toolTip() and "more)" not in theirs.builds.toolTip()
