"""What a redraw of the Age of Empires board does when the seat at the screen or the seat to move changes,
counted (never timed): a change of seat between teams shows the other resources line from its picture (made
before, kept while unshown) and makes neither again; the turn passing on makes the picture of "to move" only,
not the panel's head, and repaints the edges of the panel, not the whole panel; the squares' targets are made
while the window is idle, so that arming a whole section of squares makes none."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QApplication

from dawnofempires_gui.games.aoe import board as board_module
from dawnofempires_gui.ui import pictures

from ..board_pictures import pictures_made
from .test_board import open_game, ready

pytestmark = pytest.mark.gui


def shown(qtbot, window) -> None:
    """The window painted and idle: its idle work has made the squares' targets and the pictures of the parts
    kept unshown."""
    ready(window)
    board = window.board
    qtbot.wait(30)
    qtbot.waitUntil(lambda: not getattr(board, "_unmade", ()) and not pictures.stale_shelved(board), timeout=5000)
    window.view.viewport().repaint()


def effect_of(board, tag: str):
    return next(i.graphicsEffect() for i in board.items() if i.data(0) == tag and i.graphicsEffect() is not None)


def show_seat(qtbot, window, seat: int) -> None:
    c = window.controller
    window.board.show_state(c.state.view(seat), seat, [], [])
    window.view.prepare_soon()  # as the window's redraw does
    shown(qtbot, window)


def play_until(window, done) -> None:
    """Play the first legal action of the first seat to move until done(game)."""
    c = window.controller
    while not done(c.state):
        ready(window)
        seat = c.state.to_move()[0]
        c._apply(seat, c.state.legal_actions(seat)[0])
    ready(window)


class Painted(QObject):
    """The region of the view's paint events, from now on."""

    def __init__(self, widget) -> None:
        super().__init__()
        self.region = QRegion()
        widget.installEventFilter(self)

    def eventFilter(self, obj, event):  # noqa: N802
        if event.type() == QEvent.Paint:
            self.region = self.region.united(event.region())
        return False


def test_a_change_of_seat_between_teams_makes_no_picture_again(qtbot, monkeypatch):
    """Each seat reads the four kinds of its own team's purses and the public total of the others': a change of
    the seat at the screen between teams turns every panel from one line to the other. Both lines are kept
    with their pictures (the one not shown is shelved): going back and forth makes neither again, and the
    other team's kinds are never shown."""
    made = pictures_made(monkeypatch)
    window = open_game(qtbot, players=6, seed=5)
    shown(qtbot, window)
    board, game = window.board, window.controller.state
    a = 0
    b = next(s for s in range(game.n) if game.team_of(s) != game.team_of(a))
    for seat in (a, b, a):  # each line of each panel drawn once with what it says now
        show_seat(qtbot, window, seat)
    before = dict(made)
    for seat in (b, a, b):
        show_seat(qtbot, window, seat)
    again = [e.item.data(0) for e, picture in made.items() if before.get(e) != picture]
    assert again == [], f"made again: {again}"
    for p in range(game.n):  # seat b at the screen: the kinds of his team's purses, the others' totals
        ally = game.team_of(p) == game.team_of(b)
        kinds, total = effect_of(board, f"panel-resources-{p}"), effect_of(board, f"panel-total-{p}")
        assert kinds.shelved != ally and total.shelved == ally, p
        cells = board.panels[p].res_cells.values()
        assert ally or all(pictures.is_shelved(cell) for cell in cells), "another team's kinds are never shown"


def test_the_turn_passing_on_makes_the_picture_of_to_move_only_and_repaints_the_panels_edges(qtbot, monkeypatch):
    """"▶ to move" is a part of its own and the thick outline of the panel four edges of their own: a panel
    whose player comes to move makes the picture of those words again, not its head's (the name, the
    civilization and the Age), and repaints its outline, not the whole panel."""
    made = pictures_made(monkeypatch)
    window = open_game(qtbot, players=6, seed=5, civilizations="none")
    play_until(window, lambda game: len(game.to_move()) == 1)
    shown(qtbot, window)
    board, c = window.board, window.controller
    view = c.view()
    panel = next(p for p in board.panels if p.p not in view.to_move())
    owned = [q for q in view.pieces.values() if q["owner"] == panel.p]
    before = dict(made)
    painted = Painted(window.view.viewport())
    panel.update_panel(view, True, owned)
    QApplication.processEvents()  # the repaint of what changed
    whole = window.view.mapFromScene(panel.sceneBoundingRect()).boundingRect().adjusted(-8, -8, 8, 8)
    area = sum(r.width() * r.height() for r in painted.region.intersected(whole))
    window.view.prepare_soon()
    shown(qtbot, window)
    assert panel.state.text().startswith("▶") and panel.frame.on
    changed = {e.item.data(0) for e in made if made[e] != before.get(e)}
    assert changed == {f"panel-state-{panel.p}"}, changed
    assert 0 < area < whole.width() * whole.height() / 2, "the edges repainted, not the panel"


def test_the_squares_targets_are_made_while_idle_and_arming_a_section_makes_none(qtbot, monkeypatch):
    """Placing a Town Center arms the hundred and more squares of the player's section at once: their targets
    were made while the window was idle (out of the scene until first armed), so the redraw makes none."""
    window = open_game(qtbot, players=6, seed=5, civilizations="none")
    shown(qtbot, window)
    board, c = window.board, window.controller
    assert len(board._made_ahead) + len(board.squares) == board.board.width * board.board.height
    assert not any(t.scene() for t in board._made_ahead.values()), "not in the scene until armed"
    made = []
    square = board_module.SquareTarget
    monkeypatch.setattr(board_module, "SquareTarget", lambda *a: made.append(a[1]) or square(*a))
    play_until(window, lambda game: any(a.kind == "place_town_center" for a in game.legal_actions(game.to_move()[0])))
    window.redraw([])
    placing = [t for t in board.squares.values() if t.actions and t.actions[0].kind == "place_town_center"]
    assert len(placing) > 100 and made == []
