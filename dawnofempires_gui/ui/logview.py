"""The Log dock: what happened, one line per event, in the acting seat's colour.

A plain text editor per page rather than a list of items: adding a line lays out and paints that line and the
scroll bar, where a list view laid out and painted every visible row through the style after each action.
Each seat reads the log in its own words, so the log keeps a page per seat, each in its own editor, and shows
the page of the seat at the screen: a hand-off turns to a page that is already laid out and up to date
(turning one editor to another document laid the whole document out again, and a page brought up to date
only when its seat came back wrote a round of lines at the hand-off). While nothing in the game's log is
private, every seat would read the same words: then one page serves them all, and a change of seat turns none.
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor, QPalette, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QScrollBar, QStackedWidget, QWidget

from dawnofempires_gui.engine import Event, Seat
from dawnofempires_gui.ui.flatscrollbar import FlatScrollBar
from dawnofempires_gui.ui.style import readable_on, seat_colour

EVERYONE = "everyone"  # the key of the page every seat reads while nothing in the log is private


class LogPage:
    """One seat's log: its editor, the colour of each line, and the game's events it was written from, each
    with the number of lines written by then (so that an undo takes back only the undone events' lines)."""

    def __init__(self, editor: QPlainTextEdit) -> None:
        self.editor = editor
        self.colours: list[QColor | None] = []  # per line, None for the text colour
        self.events: list[Event] = []  # the game's events written so far, in order
        self.lines_after: list[int] = []  # the page's line count once each of them was written
        self.at_end = True  # the last line in view: kept in view when the page's height changes (the dock's does)
        bar = editor.verticalScrollBar()
        bar.valueChanged.connect(self._note_place)
        bar.rangeChanged.connect(self._keep_end)

    def _note_place(self, value: int) -> None:
        self.at_end = value >= self.editor.verticalScrollBar().maximum()

    def _keep_end(self, _low: int, high: int) -> None:
        if self.at_end:
            self.editor.verticalScrollBar().setValue(high)

    @property
    def consumed(self) -> int:
        """How many of the game's events the page is written from."""
        return len(self.events)

    def keep(self, events: int) -> None:
        """Keep only what the first `events` events wrote (the others were undone)."""
        lines = self.lines_after[events - 1] if events else 0
        del self.events[events:], self.lines_after[events:]
        if lines == len(self.colours):
            return
        document = self.editor.document()
        if lines == 0:
            document.clear()
        else:
            cursor = QTextCursor(document.findBlockByNumber(lines - 1))
            cursor.movePosition(QTextCursor.EndOfBlock)
            cursor.movePosition(QTextCursor.End, QTextCursor.KeepAnchor)
            cursor.removeSelectedText()
        del self.colours[lines:]

    def add(self, lines: list[tuple[str, QColor | None]]) -> None:
        """Add lines at the end of this page and scroll to the last one."""
        if not lines:
            return
        cursor = QTextCursor(self.editor.document())
        cursor.movePosition(QTextCursor.End)
        cursor.beginEditBlock()
        for text, colour in lines:
            if self.colours:
                cursor.insertBlock()
            ink = QTextCharFormat()
            if colour is not None:
                ink.setForeground(colour)
            cursor.insertText(text, ink)
            self.colours.append(colour)
        cursor.endEditBlock()
        bar = self.editor.verticalScrollBar()
        bar.setValue(bar.maximum())

    def clear(self) -> None:
        """Empty this page (it then holds none of the game's events)."""
        self.keep(0)


class PrivateWatch:
    """Whether a game's log holds a private event (one whose words differ from seat to seat), looking only at
    the events added since it last looked, unless an undo changed those it had seen."""

    def __init__(self) -> None:
        self.found: tuple[int, Event] | None = None  # the first private event seen, with its place
        self.seen = 0  # the events looked at
        self.last: Event | None = None  # the last of them, to notice an undo

    def any_private(self, entries: Sequence[tuple[int, Event]]) -> bool:
        if self.found is not None:
            index, event = self.found
            if index < len(entries) and entries[index][1] is event:
                return True
        if self.found is not None or self.seen > len(entries) or (
                self.seen and entries[self.seen - 1][1] is not self.last):
            self.found, self.seen = None, 0  # an undo took back what was seen: look again from the start
        for index in range(self.seen, len(entries)):
            if entries[index][1].private:
                self.found = (index, entries[index][1])
                break
        self.seen = len(entries)
        self.last = entries[-1][1] if entries else None
        return self.found is not None


class GameLog(QStackedWidget):
    """The pages of the log, one shown. A game has at most a page per seat and one blank page."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self._pages: dict[object, LogPage] = {}
        self._key: object = object()
        self.page = self._page(self._key)
        self._private = PrivateWatch()

    def key_for(self, seat: int, entries: Sequence[tuple[int, Event]]) -> object:
        """The key of the page `seat` reads: the seat's own once anything in the game's log is private, else
        the page every seat shares (EVERYONE)."""
        return seat if self._private.any_private(entries) else EVERYONE

    def _page(self, key: object) -> LogPage:
        page = self._pages.get(key)
        if page is None:
            editor = QPlainTextEdit()
            editor.setReadOnly(True)
            editor.setUndoRedoEnabled(False)
            editor.setVerticalScrollBar(FlatScrollBar())
            self.addWidget(editor)
            page = self._pages[key] = LogPage(editor)
        return page

    def pages(self) -> dict[object, LogPage]:
        """Every page kept, by key (the shown one among them)."""
        return dict(self._pages)

    def turn_to(self, key: object) -> LogPage:
        """Show the page kept for `key` (a seat, or anything standing for a blank page), at its last line."""
        if key != self._key:
            self._key, self.page = key, self._page(key)
            self.setCurrentWidget(self.page.editor)
            bar = self.page.editor.verticalScrollBar()
            bar.setValue(bar.maximum())
        return self.page

    def add(self, lines: list[tuple[str, QColor | None]]) -> None:
        """Add lines at the end of the page shown and show the last one."""
        self.page.add(lines)

    def write(self, page: LogPage, seat: int, entries: Sequence[tuple[int, Event]], seats: Sequence[Seat]) -> None:
        """Bring `seat`'s page up to date with the game's log `entries` (the session's), in that seat's words
        and in the acting seats' colours; the lines of events taken back by an undo leave it first."""
        same = min(page.consumed, len(entries))
        while same and page.events[same - 1] is not entries[same - 1][1]:
            same -= 1
        page.keep(same)
        base = self.palette().color(QPalette.Base)
        lines = []
        for _, event in entries[same:]:
            text = event.text_for(seat)
            if text:
                colour = None
                if event.seat is not None and 0 <= event.seat < len(seats):
                    colour = readable_on(seat_colour(event.seat, seats[event.seat].colour), base)
                lines.append((text, colour))
            page.events.append(event)
            page.lines_after.append(len(page.colours) + len(lines))
        page.add(lines)

    def verticalScrollBar(self) -> QScrollBar:  # noqa: N802 (the shown page's, as an editor's would be)
        return self.page.editor.verticalScrollBar()

    def line_count(self) -> int:
        """The lines of the page shown."""
        return len(self.page.colours)

    def lines(self) -> list[str]:
        if not self.page.colours:
            return []
        return self.page.editor.toPlainText().split("\n")

    def colour(self, index: int) -> QColor | None:
        """The colour line `index` is written in (None: the palette's text colour)."""
        return self.page.colours[index]
