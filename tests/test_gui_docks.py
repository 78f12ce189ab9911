"""The docks around the board repaint only what an action changed: they are drawn after every action."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication

from dawnofempires_gui.ui.flatscrollbar import FlatScrollBar

from .test_gui_hotseat import click, dice, open_window


class Paints(QObject):
    """Counts the paint events of the widgets it watches."""

    def __init__(self, widgets) -> None:
        super().__init__()
        self.count = 0
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched, event):  # noqa: N802
        if event.type() == QEvent.Paint:
            self.count += 1
        return False


def settle(window) -> None:
    for _ in range(3):
        QApplication.processEvents()


def test_the_same_step_shown_again_repaints_no_action_button(qtbot):
    window = open_window(qtbot, dice())
    settle(window)
    buttons = window.actions_panel.buttons
    assert buttons
    buttons[0].setFocus()  # where a redraw puts the focus: moving it there is a repaint of its own
    settle(window)
    paints = Paints([*buttons, window.actions_panel.undo_button])
    window.redraw([])
    settle(window)
    assert paints.count == 0, "nothing changed: no button is painted again"
    assert window.actions_panel.buttons == buttons


def test_a_new_step_shows_its_own_buttons_in_order_after_an_action(qtbot):
    window = open_window(qtbot, dice())
    settle(window)
    before = [b.text() for b in window.actions_panel.buttons]
    click(window, qtbot, "target-bid-1")
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    settle(window)
    legal = window.controller.legal_for_viewer()
    shown = window.actions_panel.buttons
    assert [b.property("action") for b in shown if b.property("action") not in legal] == []
    assert len(shown) == len(legal) and all(b.isVisible() for b in shown)
    tops = [b.geometry().top() for b in shown]
    assert tops == sorted(tops) and len(set(tops)) == len(tops), "laid out one under another"
    assert before  # the first step had its buttons too


def test_the_log_and_the_actions_scroll_with_flat_bars_that_follow_the_palette(qtbot):
    window = open_window(qtbot, dice())
    for bar in (window.log.verticalScrollBar(), window.actions_panel.verticalScrollBar()):
        assert isinstance(bar, FlatScrollBar)
    window.log.add([(f"line {i}", None) for i in range(200)])
    settle(window)
    bar = window.log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum(), "the newest line is in view"
    image = bar.grab().toImage()
    middle = image.pixelColor(image.width() // 2, image.height() // 2)
    assert middle.alpha() == 255, "the bar paints every pixel (nothing under it is drawn first)"


def test_a_hand_off_turns_to_the_seats_own_log_page_and_adds_only_what_happened_since(qtbot):
    """Three humans at one screen: each seat's log is kept and brought up to date when it comes back,
    in that seat's words; under the cover the log is blank."""
    from dawnofempires_gui.engine import Seat
    from dawnofempires_gui.engine.record import Record

    from .test_gui_hotseat import click as click_tag

    window = open_window(qtbot, Record("hiddenhands", [Seat("Ana"), Seat("Ben"), Seat("Cy")], {}, 8))
    pages = {}
    for _ in range(7):
        if window.cover.isVisible():
            assert window.log.lines() == [], "nothing of the leaving seat is left to read under the cover"
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
        viewer = window.controller.viewer
        session = window.controller.session
        assert window.log.lines() == [text for _, text in session.log_for(viewer)]
        page = window.log.page
        assert pages.setdefault(viewer, page) is page, "the seat's page is kept, not written again"
        state = window.controller.state
        click_tag(window, qtbot, f"card-{viewer}-{min(state.hands[viewer])}")
    assert len(pages) == 3
