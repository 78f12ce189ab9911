"""The docks around the board repaint only what an action changed: they are drawn after every action."""
from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication

from dawnofempires_gui.engine import Seat, registry
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.ui.flatscrollbar import FlatScrollBar
from dawnofempires_gui.ui.table import Table

from .test_gui_hotseat import click, dice, open_window


class Events(QObject):
    """Counts the events of one kind that reach the widgets it watches."""

    def __init__(self, widgets, kind: QEvent.Type) -> None:
        super().__init__()
        self.kind = kind
        self.count = 0
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched, event):  # noqa: N802
        if event.type() == self.kind:
            self.count += 1
        return False


def Paints(widgets) -> Events:  # noqa: N802 (reads as the counter it makes)
    return Events(widgets, QEvent.Paint)


def Layouts(widgets) -> Events:  # noqa: N802
    """Counts the requests to lay out again."""
    return Events(widgets, QEvent.LayoutRequest)


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


def test_a_new_log_line_repaints_its_page_and_bar_but_not_the_dock_or_the_window(qtbot):
    """The bar's range changes with every line: Fusion took the bar's 'opaque' from it, and the dock, the page's
    frame and the whole window under the bar were painted again after every action."""
    window = open_window(qtbot, dice())
    window.log.add([(f"line {i}", None) for i in range(60)])
    settle(window)
    bar = window.log.verticalScrollBar()
    assert bar.testAttribute(Qt.WA_OpaquePaintEvent), "still opaque once the style has polished it"
    under = Paints([window, window.log_dock, window.log, window.log.page.editor])
    painted = Paints([bar])
    window.log.add([("one more line", None)])
    settle(window)
    assert painted.count >= 1, "the bar shows the new range"
    assert under.count == 0, "nothing under the bar is painted again"


def test_new_status_words_repaint_neither_the_status_bar_nor_the_window(qtbot):
    window = open_window(qtbot, dice())
    settle(window)
    under, line = Paints([window, window.statusBar()]), Paints([window.status_turn])
    window.status_turn.setText("To move: Ben")
    settle(window)
    assert line.count >= 1
    assert under.count == 0, "the line paints its own ground"
    image = window.status_turn.grab().toImage()
    assert image.pixelColor(image.width() - 2, image.height() // 2) == window.palette().color(
        window.backgroundRole()), "its ground is the window's colour"


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


def test_forty_placements_are_one_drop_down_and_choose_takes_the_one_shown(qtbot):
    """A Rise of Empires placement offers a region and a count for each region in reach: the dock shows
    them as one list with a Choose button, not forty buttons to scroll through."""
    import random

    from .roe.test_board import open_window as open_roe
    from .roe.test_board import play_until, ready

    window = open_roe(qtbot, players=3, seed=4)
    c = window.controller
    assert play_until(window, random.Random(2), lambda s: sum(a.kind == "place" for a in
                                                               s.legal_actions(s.to_move()[0])) >= 20)
    ready(window)
    settle(window)
    places = [a for a in c.legal_for_viewer() if a.kind == "place"]
    panel = window.actions_panel
    assert len(panel.families) == 1 and list(panel.families[0].actions()) == places
    assert all(b.property("action").kind != "place" for b in panel.buttons), "no button per placement"
    family = panel.families[0]
    assert family.choice.count() == len(places)
    assert all(family.choice.itemText(i) == c.state.describe(a) for i, a in enumerate(places))
    chosen = places[len(places) // 2]
    assert window.actions_panel.focus_action(chosen), "the keyboard reaches a choice in the list"
    assert family.choice.currentData() == chosen and family.choice.hasFocus()
    qtbot.wait(400)  # past the guard against the click that made the step appear
    before = len(c.session.record.actions)
    qtbot.mouseClick(family.button, Qt.LeftButton)
    assert c.session.record.actions[before:] == [(c.viewer, chosen)]


def test_a_drop_down_of_choices_is_measured_when_opened_and_shows_each_choice_whole(qtbot, monkeypatch):
    """Forty placements in a drop-down: a step that changes them measures none of their words (most lists are
    never opened); opened, the list is as wide as its widest choice, so each shows whole (the list measured
    only its first rows: a long region's name was cut)."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QListView

    from dawnofempires_gui.engine import Action
    from dawnofempires_gui.ui.actionfamily import ActionFamily

    measured = []
    for cls, name in ((QListView, "sizeHintForColumn"), (QFontMetrics, "horizontalAdvance")):
        method = getattr(cls, name)
        monkeypatch.setattr(cls, name, lambda *args, method=method: (measured.append(args[1]), method(*args))[1])
    family = ActionFamily(lambda action: None)
    qtbot.addWidget(family)
    family.resize(200, 60)
    family.show()
    words = [f"Place {n} cubes in {'North West Africa and the lands beyond' if n == 30 else 'Italy'}" for n in range(1, 41)]
    for step in range(3):
        family.show_actions([(Action("place", region=k, cubes=step), w) for k, w in enumerate(words)])
    assert measured == [], "no choice measured by a step"
    family.choice.showPopup()
    view = family.choice.view()
    widest = max(view.fontMetrics().horizontalAdvance(w) for w in words)
    assert measured and view.minimumWidth() >= widest
    family.choice.hidePopup()


def shown_family(qtbot, width: int, kind: str, words: list[str]):
    """A drop-down family `width` px wide offering one action of `kind` per line of `words`, the first chosen."""
    from dawnofempires_gui.engine import Action
    from dawnofempires_gui.ui.actionfamily import ActionFamily

    family = ActionFamily(lambda action: None)
    qtbot.addWidget(family)
    family.resize(width, 60)
    family.show()
    family.show_actions([(Action(kind, n=n), w) for n, w in enumerate(words, 1)])
    return family


def test_the_closed_drop_down_tells_its_choice_whole_when_pointed_at(qtbot):
    """A gift's words ("Give 5 and pay a fee of …") are cut in the closed drop-down of a narrow dock."""
    words = [f"Give {n} food to Ben and pay a fee of {n // 4} food on top" for n in range(1, 30)]
    family = shown_family(qtbot, 120, "give", words)
    assert family.choice.toolTip() == words[0]
    family.choice.setCurrentIndex(7)
    assert family.choice.toolTip() == words[7]


def test_a_choice_too_wide_for_the_closed_drop_down_ends_in_an_ellipsis(qtbot):
    """At 1024x700 "Place 1 cube in SW Europe" showed as "Place 1 cube in SW Europ", which reads as a whole
    choice; cut words end in "…", and a dock wide enough shows them whole."""
    words = [f"Place {n} cubes in North West Africa" for n in range(1, 30)]
    family = shown_family(qtbot, 150, "place", words)
    shown = family.choice.shown_text()
    assert shown.endswith("…") and words[0].startswith(shown[:-1])
    family.grab()  # painted with those words (a paint that failed would raise here)
    family.resize(600, 60)
    assert family.choice.shown_text() == words[0]


def test_each_seats_log_page_is_written_while_another_seat_plays(qtbot):
    """Three humans at one screen: the pages of the seats away from the screen are kept up to date as the game
    goes (a moment after each redraw), in their own words, so that a hand-off only turns to a page already
    written."""
    from dawnofempires_gui.engine import Seat
    from dawnofempires_gui.engine.record import Record

    from .test_gui_hotseat import click as click_tag

    window = open_window(qtbot, Record("hiddenhands", [Seat("Ana"), Seat("Ben"), Seat("Cy")], {}, 8))
    session = window.controller.session
    for _ in range(8):
        if window.cover.isVisible():
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
        viewer = window.controller.viewer
        seats = {seat: page for seat, page in window.log.pages().items() if isinstance(seat, int)}
        qtbot.waitUntil(lambda: all(page.consumed == len(session.log) for page in seats.values()), timeout=1000)
        for seat, page in seats.items():
                written = page.editor.toPlainText().split("\n") if page.colours else []
                assert written == [text for _, text in session.log_for(seat)]
        click_tag(window, qtbot, f"card-{viewer}-{min(window.controller.state.hands[viewer])}")
    assert {s for s in window.log.pages() if isinstance(s, int)} == {0, 1, 2}


def test_while_nothing_in_the_log_is_private_every_seat_reads_one_page(qtbot):
    """Rise of Empires hides nothing in its log: a change of the seat at the screen turns no page (turning one
    repaints the whole log), and each seat still reads every line of the game in its own words."""
    import random

    from .roe.test_board import open_window as open_roe
    from .roe.test_board import ready

    window = open_roe(qtbot, players=3, seed=4)
    c, rng = window.controller, random.Random(3)
    shown, viewers = set(), set()
    for _ in range(40):
        ready(window)
        settle(window)
        viewers.add(c.viewer)
        shown.add(id(window.log.page))
        assert window.log.lines() == [text for _, text in c.session.log_for(c.viewer)]
        seat = c.state.to_move()[0]
        c._apply(seat, rng.choice(c.state.legal_actions(seat)))
    assert len(viewers) == 3 and not any(event.private for _, event in c.session.log)
    assert len(shown) == 1, "one page for every seat"


def test_the_first_private_line_gives_each_seat_its_own_page(qtbot):
    """Once a line of the log is private, a seat reads its own page, with every line of the game in its words;
    an undo of that line makes the shared page right again."""
    from dawnofempires_gui.engine import Event
    from dawnofempires_gui.ui.logview import EVERYONE, GameLog

    log = GameLog()
    qtbot.addWidget(log)
    entries = [(0, Event("Ana builds a temple.", seat=0))]
    assert log.key_for(1, entries) == EVERYONE
    entries.append((1, Event("Ben draws a Hero.", seat=1, audience=(1,), others="Ben draws a card.")))
    assert log.key_for(0, entries) == 0 and log.key_for(1, entries) == 1
    page = log.turn_to(0)
    log.write(page, 0, entries, [])
    assert log.lines() == ["Ana builds a temple.", "Ben draws a card."]
    entries = entries[:1]  # the draw undone
    assert log.key_for(0, entries) == EVERYONE
    entries.append((1, Event("Ben passes.", seat=1)))
    assert log.key_for(0, entries) == EVERYONE


def test_a_page_turned_to_shows_its_last_line(qtbot):
    from dawnofempires_gui.ui.logview import GameLog

    log = GameLog()
    log.resize(200, 150)
    log.show()
    qtbot.addWidget(log)
    for seat in (0, 1):
        log.turn_to(seat)
        log.add([(f"seat {seat} line {i}", None) for i in range(100)])
    log.pages()[0].add([("seat 0 line while away", None)])
    log.turn_to(0)
    qtbot.wait(10)
    bar = log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    assert log.lines()[-1] == "seat 0 line while away"


def test_an_undo_takes_back_only_the_undone_lines_of_each_page(qtbot):
    """A seat's page keeps the lines written before the undone events (the same text blocks, not written
    again), loses the undone ones, and goes on with what happens next."""
    from dawnofempires_gui.engine import Event, Seat
    from dawnofempires_gui.ui.logview import GameLog

    log = GameLog()
    qtbot.addWidget(log)
    seats = [Seat("Ana"), Seat("Ben")]
    entries = [(0, Event(f"Ana does thing {i}.", seat=0)) for i in range(5)]
    entries += [(1, Event("You do the secret thing.", seat=1, audience=(1,), others="Ben does something secret."))]
    page = log.turn_to(1)
    log.write(page, 1, entries, seats)
    page.editor.document().findBlockByNumber(0).setUserState(42)  # a mark that writing the line again loses
    assert log.lines()[-1] == "You do the secret thing."
    undone = entries[:3]  # Ana's last two events and Ben's were taken back
    log.write(page, 1, undone, seats)
    assert log.lines() == ["Ana does thing 0.", "Ana does thing 1.", "Ana does thing 2."]
    assert page.editor.document().findBlockByNumber(0).userState() == 42, "the kept lines were not written again"
    log.write(page, 1, [*undone, (0, Event("Ana does another thing.", seat=0))], seats)
    assert log.lines()[-1] == "Ana does another thing." and page.consumed == 4 and len(page.colours) == 4


def test_the_status_line_shows_new_words_without_laying_out_the_status_bar(qtbot):
    window = open_window(qtbot, dice())
    settle(window)
    layouts, paints = Layouts([window.statusBar()]), Paints([window.status_turn])
    window.status_turn.setText("To move: Ben   ·   a phase with many more words than the one before it")
    settle(window)
    assert layouts.count == 0, "the status bar keeps its layout"
    assert paints.count >= 1 and window.status_turn.text().startswith("To move: Ben")
    assert window.status_turn.width() > window.statusBar().width() // 2, "the line takes the bar's width"


def test_a_new_undo_note_of_the_same_height_lays_out_no_button(qtbot):
    window = open_window(qtbot, dice())
    settle(window)
    panel = window.actions_panel
    actions = [(b.property("action"), b.text()) for b in panel.buttons]
    undo = window.controller.undo_status()
    layouts = Layouts([panel.box])
    tops = [b.geometry().top() for b in panel.buttons]
    for reason in ("Undo: Roll", "Undo: Keep"):
        panel.fill("Ana, choose:", actions, None, replace(undo, reason=reason), focus=False)
        settle(window)
        assert panel.undo_note.text() == reason and panel.undo_note.isVisible()
    assert layouts.count == 0, "the buttons keep their places"
    assert [b.geometry().top() for b in panel.buttons] == tops
    long_reason = "Undo: " + "a move with a great many words in it, " * 6
    panel.fill("Ana, choose:", actions, None, replace(undo, reason=long_reason), focus=False)
    settle(window)
    note = panel.undo_note
    assert note.height() >= 3 * note.fontMetrics().height(), "a long note wraps and takes its lines"
    assert note.geometry().right() <= panel.viewport().width(), "within the dock"


def test_the_undo_note_keeps_all_its_lines_when_the_dock_narrows(qtbot):
    """Fitted one line high in a wide dock, the note took two lines once the window was made smaller, but kept
    one line's height: "Undo does not reach past a loaded game" was cut top and bottom at 1024x700."""
    window = open_window(qtbot, dice())
    settle(window)
    panel, note = window.actions_panel, window.actions_panel.undo_note
    actions = [(b.property("action"), b.text()) for b in panel.buttons]
    reason = "Undo does not reach past a loaded game."
    wide = note.fontMetrics().horizontalAdvance(reason) + 60
    window.resizeDocks([window.actions_dock], [wide + 40], Qt.Horizontal)
    panel.fill("Ana, choose:", actions, None, replace(window.controller.undo_status(), reason=reason), focus=False)
    settle(window)
    assert note.height() < 2 * note.fontMetrics().lineSpacing(), "one line in the wide dock"
    window.resizeDocks([window.actions_dock], [wide // 2 + 40], Qt.Horizontal)
    settle(window)
    assert note.width() < note.fontMetrics().horizontalAdvance(reason), "the dock is narrower than the words"
    assert note.height() >= 2 * note.fontMetrics().lineSpacing(), "the words take two lines, and the note too"
    assert note.height() == note.heightForWidth(note.width())


@pytest.mark.parametrize("game", ["doe", "iron", "aom", "roe", "aoe"])
def test_the_actions_dock_gets_most_of_the_column_in_a_first_game_at_1024_by_700(qtbot, game):
    """With no saved layout Qt split the column by the first step's buttons: Age of Empires opens on one, and
    its later steps of fifteen buttons had room for two above a log twice as high."""
    info = registry.get(game)
    window = Table().start(Record(game, [Seat("Ana"), Seat("Ben")], info.default_options(), 3))
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitUntil(lambda: window.actions_dock.height() > window.log_dock.height(), timeout=2000)
    column = window.actions_dock.height() + window.log_dock.height()
    assert window.actions_dock.height() >= 0.5 * column


def test_the_newest_log_line_stays_in_view_when_the_log_dock_is_made_shorter(qtbot):
    window = open_window(qtbot, dice())
    window.resize(1024, 700)
    window.show()
    window.log.add([(f"line {i}", None) for i in range(200)])
    settle(window)
    bar = window.log.verticalScrollBar()
    assert bar.value() == bar.maximum()
    column = window.actions_dock.height() + window.log_dock.height()
    window.resizeDocks([window.actions_dock, window.log_dock], [column - 120, 120], Qt.Vertical)
    settle(window)
    assert bar.value() == bar.maximum() > 0, "the last line is still the one in view"
    bar.setValue(bar.maximum() // 2)  # the player reads back: a change of height does not pull them to the end
    window.resizeDocks([window.actions_dock, window.log_dock], [column - 200, 200], Qt.Vertical)
    settle(window)
    assert bar.value() < bar.maximum()
