"""The Age of Mythology board redraws only what changed (counted, not timed): every part of it is painted from a
picture of its own, a change repaints the parts it touches, and a change of the seat at the screen keeps the
pictures of the boards and panels kept undrawn meanwhile."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QGraphicsSceneHelpEvent, QToolTip

from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.ui import boardview, pictures
from dawnofempires_gui.ui.pictures import is_shelved

from .helpers import add_units, at_play, give_card, play, put_tile, set_cubes, table
from .test_board import open_window, show_position

pytestmark = pytest.mark.gui


class PaintWatcher(QObject):
    """Counts the paint events of a widget."""

    def __init__(self, widget, seen: list) -> None:
        super().__init__()
        self.seen = seen
        widget.installEventFilter(self)

    def eventFilter(self, obj, event):  # noqa: N802
        if event.type() == QEvent.Paint:
            self.seen.append(event.region().boundingRect())
        return False


@pytest.fixture
def painted(monkeypatch):
    """paint(window, viewer): draw the board for that seat and paint it; returns the tags of the parts whose picture
    had to be made again (Qt hands out a new picture) in that paint."""
    made: list[int] = []  # the effects, in the order their pictures were made
    last: dict[int, int] = {}
    make_picture = pictures.Cached.sourcePixmap

    def counted(effect, *args):
        picture = make_picture(effect, *args)
        if last.get(id(effect)) != picture.cacheKey():
            last[id(effect)] = picture.cacheKey()
            made.append(id(effect))
        return picture

    monkeypatch.setattr(pictures.Cached, "sourcePixmap", counted)

    def paint(window, viewer: int, draw=None) -> list[str]:
        """`draw`: what draws the board (by default the window's redraw for that seat)."""
        c = window.controller
        c.viewer, c.waiting_for_ready = viewer, None
        window.cover.hide()
        made.clear()
        idle_after = boardview.IDLE_AFTER_MS  # the idle work (pictures made ahead) must not start inside this
        boardview.IDLE_AFTER_MS = 60_000  # paint on a slow or busy machine
        try:
            (draw or (lambda: window.redraw([])))()
            QApplication.processEvents()  # the window paints what changed
            window.view.viewport().repaint()  # and all of the board
        finally:
            boardview.IDLE_AFTER_MS = idle_after
        window.view.prepare_soon()  # the idle work as after any redraw
        tags = {id(i.graphicsEffect()): str(i.data(0) or type(i).__name__) for i in window.board.items()
                if i.graphicsEffect() is not None}
        return [tags[e] for e in made]

    return paint


def test_a_change_of_seat_keeps_the_pictures_of_the_boards_and_panels_that_did_not_change(qtbot, painted):
    window = open_window(qtbot, players=4, seed=5)
    c = window.controller
    mover = c.state.to_move()[0]
    other = (mover + 1) % 4
    painted(window, mover)
    shown = painted(window, other)  # the other seat's board is drawn for the first time
    assert f"own-head-{other}" in shown and f"panel-words-{mover}" in shown
    again = painted(window, mover)
    kept = [t for t in again if t.startswith(("own-", "panel-"))]
    assert kept == [], f"drawn again though nothing in them changed: {kept}"


def test_a_change_repaints_only_the_part_it_touches(qtbot, painted):
    window = open_window(qtbot, players=3, seed=5)
    c = window.controller
    mover = c.state.to_move()[0]
    painted(window, mover)
    set_cubes(c.state, mover, food=c.state.cube(mover, "food") + 1)
    again = painted(window, mover)
    assert [t for t in again if t.startswith(("own-", "panel-"))] == [f"own-stock-{mover}"]
    assert [t for t in again if t.startswith("table-")] == ["table-bank-values"]  # the cube came from the bank


def test_a_tooltip_comes_from_what_is_drawn_not_from_a_board_kept_under_it(qtbot, painted):
    """The boards and panels of the seats not at the screen lie undrawn under the ones shown, in the same places."""
    window = open_window(qtbot, players=2, seed=5)
    board = window.board
    for viewer in (0, 1, 0):
        painted(window, viewer)
        others_panel = board.panels[1 - viewer]
        for item, seat in ((others_panel.head, 1 - viewer), (board.own[viewer].targets[f"villagers-{viewer}"], viewer)):
            event = QGraphicsSceneHelpEvent(QEvent.GraphicsSceneHelp)
            event.setScenePos(item.sceneBoundingRect().center())
            board.helpEvent(event)
            assert event.isAccepted() and QToolTip.text() == item.toolTip(), (viewer, seat, QToolTip.text())
            assert not is_shelved(item)
    kept = [p for p in board.panel_at.values() if is_shelved(p.head)]
    assert kept and all(p.head.sceneBoundingRect().intersects(board.panels[1].head.sceneBoundingRect())
                        or p.head.sceneBoundingRect().intersects(board.panels[0].head.sceneBoundingRect()) for p in kept)


def test_arming_hovering_and_focusing_the_board_targets_makes_no_picture_again(qtbot, painted):
    """The player board's buildings, cubes, villagers, units, permanent cards and deck, the squares of the
    Production Areas, the panels' headers, areas and cubes and the table's bank and victory cards paint their face
    into their part's picture and their outline above it (ui/targets.FaceTarget): arming or disarming them, the
    glow under the pointer and the keyboard's focus mark never make a part's picture again."""
    window = open_window(qtbot, players=3, seed=5)
    board = window.board
    g = table(("greek", "norse", "egyptian"))
    at_play(g, 0, "perm_build")
    set_cubes(g, 0, food=9, wood=9, gold=9, favor=9)
    play(g, 0, "perm_build")
    show_position(window, g)
    view, legal = g.view(0), g.legal_actions(0)
    painted(window, 0)
    armed = [t for t in board.targets_now() if t.data(0).startswith(("bld-0-", "perm-", "deck"))]
    assert len(armed) >= 3, [t.data(0) for t in board.targets_now()]
    parts = ("own-", "panel-", "table-")
    again = painted(window, 0, lambda: board.show_state(view, 0, [], []))  # nothing armed
    assert not any(t.actions for t in armed)
    assert [t for t in again if t.startswith(parts)] == []
    again = painted(window, 0, lambda: board.show_state(view, 0, legal, []))
    assert all(t.actions for t in armed)
    assert [t for t in again if t.startswith(parts)] == []

    def marks() -> None:
        for target in armed[:3]:
            board._move_focus_to(target)
            target.hoverEnterEvent(None)
            assert target.mark is not None and target.mark.isVisible()
            target.hoverLeaveEvent(None)
        board._move_focus_to(None)

    assert [t for t in painted(window, 0, marks) if t.startswith(parts)] == []
    # a real change still makes the picture again: the building built
    building = armed[0].data(0).split("-", 2)[2] if armed[0].data(0).startswith("bld-") else None
    if building is not None:
        g.apply(0, next(a for a in legal if a.kind == "build" and a["building"] == building))
        assert "own-city-0" in painted(window, 0, lambda: board.show_state(g.view(0), 0, g.legal_actions(0), []))


def test_what_changes_with_most_moves_is_drawn_in_small_parts_of_its_own(qtbot, painted):
    """A card taken changes the seat's hand and victory cubes line, not its name and Ages; a unit recruited (of a kind
    already there) changes the numbers over the Holding Area, not the units' faces."""
    window = open_window(qtbot, players=3, seed=5)
    c = window.controller
    mover = c.state.to_move()[0]
    painted(window, mover)
    give_card(c.state, mover, "perm_build")
    again = painted(window, mover)
    assert f"own-counts-{mover}" in again and f"own-head-{mover}" not in again
    unit = next(u for u, k in c.state.units[mover].items() if k)
    add_units(c.state, mover, **{unit: 1})
    again = painted(window, mover)
    assert [t for t in again if t.startswith("own-")] == [f"own-units-{mover}"]


def test_a_tile_put_on_the_production_area_repaints_its_row_not_the_area_nor_the_board_under_it(qtbot, painted):
    window = open_window(qtbot, players=3, seed=5)
    c = window.controller
    mover = c.state.to_move()[0]
    painted(window, mover)
    put_tile(c.state, mover, next(t for t in D.TILES if D.TILES[t].terrain == c.state.terrain(mover, 5)), 5)
    again = painted(window, mover)
    assert [t for t in again if t.startswith("own-")] == [f"own-production-{mover}-1"]  # squares 4 to 7


def test_the_boards_kept_undrawn_catch_up_while_the_window_is_idle(qtbot, painted):
    """The player boards and panels of the seats not at the screen are brought up to date and their pictures made
    once the window is idle after a redraw: the next change of seat copies them, even when the next seat's cubes
    changed meanwhile; the window's idle work ends (no part is asked for again and again)."""
    window = open_window(qtbot, players=4, seed=5)
    c = window.controller
    mover = c.state.to_move()[0]
    other = (mover + 1) % 4
    painted(window, other)  # every board shown once
    painted(window, mover)
    set_cubes(c.state, other, food=c.state.cube(other, "food") + 2)
    set_cubes(c.state, mover, wood=c.state.cube(mover, "wood") + 1)
    painted(window, mover)
    qtbot.waitUntil(lambda: not pictures.stale_shelved(window.board), timeout=3000)  # idle
    shown = painted(window, other)
    assert [t for t in shown if t.startswith(("own-", "panel-"))] == [], shown
    paints = []
    watcher = PaintWatcher(window.view.viewport(), paints)
    qtbot.wait(300)
    assert len(paints) < 20, f"{len(paints)} repaints while idle"
    del watcher


def test_the_parts_of_a_board_kept_undrawn_are_made_in_one_repaint(qtbot, monkeypatch):
    """Made ahead while the window is idle, the pictures of a board's parts come from one repaint of that board's
    place, not one repaint a part (a part changed meanwhile is made again by itself)."""
    window = open_window(qtbot, players=4, seed=5)
    board = window.board
    paints: list = []
    watcher = PaintWatcher(window.view.viewport(), paints)
    c = window.controller
    c.viewer, c.waiting_for_ready = c.state.to_move()[0], None
    window.cover.hide()
    window.redraw([])
    QApplication.processEvents()  # the redraw's own paint
    paints.clear()
    holders = [h for h in (*board.own.values(), *board.panel_at.values()) if not h.shown]
    stale = pictures.stale_shelved(board)
    qtbot.waitUntil(lambda: not pictures.stale_shelved(board), timeout=3000)
    assert len(stale) >= 2 * len(holders) > 0
    # one a board or panel, and their places once when given their size and once when it is taken back (and a
    # part changed meanwhile): one a part would be len(stale)
    assert len(paints) <= len(holders) + 4, (len(paints), len(holders), len(stale))
    del watcher


def _idle(qtbot, window) -> None:
    """Wait for the window's idle work: the boards and panels kept undrawn caught up and their pictures made."""
    qtbot.waitUntil(lambda: not pictures.stale_shelved(window.board), timeout=3000)
    qtbot.wait(60)


def test_a_redraw_after_the_idle_work_repaints_no_board_it_did_not_change(qtbot, painted):
    """The idle work makes the pictures of a board kept undrawn without giving that board a size: taken back at the
    next redraw, a size made Qt repaint the places of every board and panel (most of the window), though nothing in
    them changed."""
    window = open_window(qtbot, players=4, seed=5)
    c = window.controller
    mover = c.state.to_move()[0]
    for viewer in (mover, (mover + 1) % 4, mover):  # two boards shown once, their pictures made while idle
        painted(window, viewer)
        _idle(qtbot, window)
    paints: list = []
    watcher = PaintWatcher(window.view.viewport(), paints)
    c.viewer, c.waiting_for_ready = mover, None
    window.redraw([])  # nothing changed
    QApplication.processEvents()
    board = window.board
    own = board.own[mover]
    place = window.view.mapFromScene(own.mapToScene(own.childrenBoundingRect())).boundingRect()
    assert not any(p.intersects(place) for p in paints), (paints, place)
    del watcher


def test_a_redraw_that_changes_nothing_repaints_nothing_not_even_the_buttons(qtbot, painted):
    """The prompt's buttons are armed again only if their actions changed (they were put away and armed again at every
    redraw: each repainted)."""
    window = open_window(qtbot, players=3, seed=5)
    mover = window.controller.state.to_move()[0]
    painted(window, mover)
    _idle(qtbot, window)
    assert [b.data(0) for b in window.board.prompt.buttons if b.isVisible() and b.actions] == ["button-pass_tile"]
    paints: list = []
    watcher = PaintWatcher(window.view.viewport(), paints)
    window.redraw([])
    QApplication.processEvents()
    assert paints == []
    del watcher


def test_a_change_of_seat_walks_no_item_of_the_boards_and_panels(qtbot, monkeypatch, painted):
    """A change of seat shows one player board and some panels and keeps others undrawn without moving, raising or
    resizing any of them: Qt then goes through none of the items they hold (it asked each of the ~130 icons of the
    board shown and of the board kept for its size, and repainted them)."""
    from dawnofempires_gui.ui import drawing

    asked: list = []
    size_of = drawing.Glyph.boundingRect

    def counted(glyph):
        asked.append(glyph)
        return size_of(glyph)

    monkeypatch.setattr(drawing.Glyph, "boundingRect", counted)
    window = open_window(qtbot, players=4, seed=5)
    c = window.controller
    mover = c.state.to_move()[0]
    other = (mover + 1) % 4
    for viewer in (mover, other, mover):
        painted(window, viewer)
        _idle(qtbot, window)
    board = window.board
    holders = (*board.own.values(), *board.panel_at.values())
    asked.clear()
    painted(window, other)
    assert [g for g in asked if g.topLevelItem() in holders] == []
    assert any(g.topLevelItem() is board.own[other] for g in window.board.items() if isinstance(g, drawing.Glyph))


def test_the_mark_to_move_coming_or_going_repaints_the_edges_of_a_panel_not_the_panel(qtbot, painted):
    """The "to move" mark round a panel is its outline in four pieces and a badge: showing it or taking it away
    repaints strips along the panel's edges, never the middle of the panel (one outline item repainted it all)."""
    window = open_window(qtbot, players=4, seed=5)
    board = window.board
    mover = window.controller.state.to_move()[0]
    painted(window, mover)
    _idle(qtbot, window)
    other = (mover + 1) % 4
    panel, halo = board.panels[other], board.halos[other]
    regions: list = []

    class Regions(QObject):
        def eventFilter(self, obj, event):  # noqa: N802
            if event.type() == QEvent.Paint:
                regions.append(event.region())
            return False

    watcher = Regions()
    window.view.viewport().installEventFilter(watcher)
    middle = window.view.mapFromScene(panel.mapToScene(panel.childrenBoundingRect().center()))
    for shown in (True, False):
        regions.clear()
        halo.setPos(panel.pos())
        halo.setVisible(shown)
        QApplication.processEvents()
        assert regions and not any(r.contains(middle) for r in regions), (shown, [list(r) for r in regions])
    window.view.viewport().removeEventFilter(watcher)


def test_a_redraw_writes_no_tooltip_of_a_target_until_it_is_read(qtbot, monkeypatch, painted):
    """The targets' tooltips are written when read, for the view shown: a change of seat wrote those of every
    target of the new seat's board (about a hundred, asking the model why not for many); reading one writes that
    one, with what a click does or why not now."""
    from dawnofempires_gui.ui.targets import Target

    written: list = []
    write = Target.tip

    def counted(target, text):
        written.append(target)
        return write(target, text)

    monkeypatch.setattr(Target, "tip", counted)
    window = open_window(qtbot, players=4, seed=5)
    board = window.board
    mover = window.controller.state.to_move()[0]
    painted(window, (mover + 1) % 4)
    written.clear()
    painted(window, mover)
    targets = set(board.targets.values())
    assert len(targets) > 50 and [t for t in written if t in targets] == []
    square = board.targets[f"sq-{mover}-0"]
    assert square.toolTip() and [t for t in written if t in targets] == [square]
    assert square.toolTip() and [t for t in written if t in targets] == [square]  # read again: not written again


def test_a_change_in_one_area_of_a_player_board_writes_the_words_of_that_area_only(qtbot, monkeypatch, painted):
    """A player board is brought up to date area by area: a change of cubes writes the words of the cubes (and
    nothing of the Age, the buildings, the units, the cards), so that a change of seat to a board caught up while
    idle costs only the area the move changed."""
    from dawnofempires_gui.ui import drawing

    written: list = []
    write = drawing.AnchoredText.set

    def counted(text, *args):
        written.append(text)
        return write(text, *args)

    monkeypatch.setattr(drawing.AnchoredText, "set", counted)
    window = open_window(qtbot, players=3, seed=5)
    c = window.controller
    mover = c.state.to_move()[0]
    painted(window, mover)
    own = window.board.own[mover]
    written.clear()
    set_cubes(c.state, mover, food=c.state.cube(mover, "food") + 1)
    painted(window, mover)
    mine = [t for t in written if t.topLevelItem() is own]
    assert mine and set(mine) <= {*own.cubes.values(), own.keep_text}, [t.text() for t in mine]
    assert own.cubes["food"].text() == str(c.state.cube(mover, "food"))
