"""What the Dawn of Empires window shows stays uncovered (found on screenshots at 1024×700): the rondel
markers waiting in the middle (at the start, before each player's first move) leave the hub's arrow and the
word "clockwise" seen, a town's huts never lie on a unit marker of a tile beside it, the Harvest's cubes keep
their chips beside them inside the turn panel, a collected cube on a tile leaves its words clear, and the
player board's words keep off its tracks and icons."""
import math

import pytest
from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from dawnofempires_gui.games.doe import data as D
from dawnofempires_gui.games.doe import hexmap as H
from dawnofempires_gui.games.doe.board_map import StackBadge
from dawnofempires_gui.games.doe.board_rondel import CENTRE, R_IN
from dawnofempires_gui.ui.drawing import Glyph
from dawnofempires_gui.ui.targets import Target

from ..board_texts import redraw
from .test_board_window import finish_setup, open_window, ready

pytestmark = pytest.mark.gui


def hub_words(board):
    """The printed word "clockwise" and the arrow over it, as drawn on the scene."""
    rondel = board.rondel
    labels = [i for i in board.items() if i.data(0) == "rondel-labels"][0]
    word = [i for i in labels.childItems() if isinstance(i, QGraphicsSimpleTextItem) and i.text() == "clockwise"][0]
    arrow = [i for i in labels.childItems() if isinstance(i, Glyph)][0]
    return rondel, word, arrow


def in_the_middle(window) -> list:
    rondel, _, _ = hub_words(window.board)
    state = window.controller.state
    return [rondel.markers[p] for p in range(state.n) if state.rondel[p] < 0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_markers_in_the_middle_leave_the_hubs_words_seen(qtbot, players):
    window = open_window(qtbot, players=players)
    finish_setup(window)
    c = window.controller
    rondel, word, arrow = hub_words(window.board)
    for _ in range(200):
        waiting = in_the_middle(window)
        if not waiting:
            break
        for marker in waiting:
            spot = marker.sceneBoundingRect()
            assert not spot.intersects(word.sceneBoundingRect()) and not spot.intersects(arrow.sceneBoundingRect())
            centre = spot.center()
            assert math.hypot(centre.x() - CENTRE.x(), centre.y() - CENTRE.y()) + spot.width() / 2 <= R_IN + 1
        for a, b in zip(waiting, waiting[1:]):  # side by side, none on another
            ca, cb = a.sceneBoundingRect().center(), b.sceneBoundingRect().center()
            assert math.hypot(ca.x() - cb.x(), ca.y() - cb.y()) >= a.rect().width()
        seat = c.state.to_move()[0]
        legal = c.state.legal_actions(seat)
        moves = [a for a in legal if a.kind == "rondel"] or [a for a in legal if a.kind == "end_turn"] or legal
        c._apply(seat, moves[0])  # the next player moves off the middle, then ends the turn
        ready(window)


def test_a_towns_huts_never_lie_on_a_unit_marker_beside_them(qtbot):
    window = open_window(qtbot, players=4, size=(1024, 700))
    finish_setup(window)
    game = window.controller.state
    game.terrain = ["grassland"] * H.N_TILES  # every tile explored, the widest markers on every tile
    game.under = [None] * H.N_TILES
    for t in range(H.N_TILES):
        game.unit_owner[t], game.unit_w[t], game.unit_s[t] = t % 4, D.WARRIORS_MAX, D.SETTLERS
    for c in range(H.N_CORNERS):  # towns of every size on every corner
        game.town_owner[c], game.town_size[c], game.town_name[c] = c % 4, 1 + c % D.MAX_TOWN, f"T{c}"
    redraw(window)
    badges = [i for i in window.board.items() if isinstance(i, StackBadge) and i.isVisible()]
    huts = [i for i in window.board.items() if str(i.data(0)).startswith("hut-") and i.isVisible()]
    assert len(badges) == H.N_TILES and len(huts) == sum(game.town_size)
    for hut in huts:
        for badge in badges:
            assert not hut.sceneBoundingRect().intersects(badge.sceneBoundingRect()), hut.data(0)


@pytest.mark.parametrize("step", ["convert", "discard"])
@pytest.mark.parametrize("kinds", [3, 5, 7])
def test_the_harvests_cubes_keep_their_chips_beside_them_inside_the_panel(qtbot, step, kinds):
    window = open_window(qtbot, players=4, size=(1024, 700))
    finish_setup(window)
    game = window.controller.state
    me = window.controller.viewer
    game.under = [None] * H.N_TILES
    game.terrain = [D.TERRAINS[t % len(D.TERRAINS)] for t in range(H.N_TILES)]
    game.collected = list(range(kinds))  # one cube of each of `kinds` terrains
    game.to_discard = 2
    game.set_base(step, me)
    redraw(window)
    panel = window.board.turn
    inside = panel.sceneBoundingRect()
    cubes = {str(i.data(0))[9:]: i for i in window.board.items()
             if str(i.data(0)).startswith("traycube-") and i.isVisible()}
    assert len(cubes) == kinds
    chips = [i for i in window.board.items() if isinstance(i, Target) and i.isVisible() and i.actions
             and i.actions[0].kind == step]
    assert {c.actions[0]["terrain"] for c in chips} == set(cubes)
    notes = [t for t in panel.notes if t.text()]
    for chip in chips:
        box = QRectF(chip.scenePos(), QSizeF(chip.w, chip.h))  # (its bounding rectangle holds its glow)
        assert inside.contains(box), chip.actions[0]
        assert abs(box.center().y() - cubes[chip.actions[0]["terrain"]].sceneBoundingRect().center().y()) < 4
        assert not any(box.intersects(t.sceneBoundingRect()) for t in notes)
    words = [t for t in window.board.items() if isinstance(t, QGraphicsSimpleTextItem) and t.isVisible()
             and t.text() and panel.isAncestorOf(t)]
    assert all(inside.contains(t.sceneBoundingRect()) for t in words), [t.text() for t in words]


def ink(text: QGraphicsSimpleTextItem) -> QRectF:
    """Where a text's letters are drawn on the scene (its bounding rectangle holds the line's whole height)."""
    metrics = QFontMetricsF(text.font())
    return text.mapRectToScene(metrics.tightBoundingRect(text.text()).translated(0, metrics.ascent()))


def test_a_collected_cube_leaves_its_tiles_label_and_terrain_readable(qtbot):
    window = open_window(qtbot, players=2, size=(1024, 700))
    finish_setup(window)
    game = window.controller.state
    game.under = [None] * H.N_TILES
    game.terrain = [D.TERRAINS[t % len(D.TERRAINS)] for t in range(H.N_TILES)]
    game.collected = list(range(len(D.TERRAINS)))
    game.set_base("convert", window.controller.viewer)
    redraw(window)
    for t in game.collected:
        tile = window.board.tiles[t]
        assert tile.cube.isVisible()
        cube = tile.cube.sceneBoundingRect()
        for words in (tile.label, tile.name):
            assert words.text() and not cube.intersects(ink(words)), (words.text(), game.terrain[t])


def test_the_player_boards_words_stand_clear_of_its_tracks_and_icons(qtbot):
    window = open_window(qtbot, players=4, size=(1024, 700))
    finish_setup(window)
    board = window.board.large[window.controller.viewer]
    for words, neighbour in ((board.war_extra, board.war_cells[0]), (board.unhappy, board.hut_cells[0])):
        assert words.text() and not ink(words).intersects(neighbour.sceneBoundingRect()), words.text()
    settlers = [t for t in board.childItems() for t in [t, *t.childItems()]
                if isinstance(t, QGraphicsSimpleTextItem) and t.text() == "Settlers"][0]
    first = board.settler_icons[0].sceneBoundingRect()
    assert ink(settlers).right() + 2 <= first.left()
