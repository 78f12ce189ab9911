"""The Log dock: what happened, one line per event, in the acting seat's colour.

A plain text editor per page rather than a list of items: adding a line lays out and paints that line and the
scroll bar, where a list view laid out and painted every visible row through the style after each action.
Each seat reads the log in its own words, so the log keeps a page per seat, each in its own editor, and shows
the page of the seat at the screen: a hand-off turns to a page that is already laid out and up to date
(turning one editor to another document laid the whole document out again, and a page brought up to date
only when its seat came back wrote a round of lines at the hand-off).
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor, QPalette, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QScrollBar, QStackedWidget, QWidget

from dawnofempires_gui.engine import Event, Seat
from dawnofempires_gui.ui.flatscrollbar import FlatScrollBar
from dawnofempires_gui.ui.style import readable_on, seat_colour


class LogPage:
    """One seat's log: its editor, the colour of each line, and how far into the game's events it goes
    (`consumed` events, the last of them `last`, so that a page whose events were undone is seen as such)."""

    def __init__(self, editor: QPlainTextEdit) -> None:
        self.editor = editor
        self.colours: list[QColor | None] = []  # per line, None for the text colour
        self.consumed = 0
        self.last: object = None

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
        self.editor.document().clear()
        self.colours, self.consumed, self.last = [], 0, None


class GameLog(QStackedWidget):
    """The pages of the log, one shown. A game has at most a page per seat and one blank page."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self._pages: dict[object, LogPage] = {}
        self._key: object = object()
        self.page = self._page(self._key)

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
        and in the acting seats' colours; a page some of whose lines were undone is written again."""
        if page.consumed and (page.consumed > len(entries) or entries[page.consumed - 1][1] is not page.last):
            page.clear()
        base = self.palette().color(QPalette.Base)
        lines = []
        for _, event in entries[page.consumed:]:
            text = event.text_for(seat)
            if text:
                colour = None
                if event.seat is not None and 0 <= event.seat < len(seats):
                    colour = readable_on(seat_colour(event.seat, seats[event.seat].colour), base)
                lines.append((text, colour))
        page.add(lines)
        page.consumed, page.last = len(entries), entries[-1][1] if entries else None

    def clear(self) -> None:
        """Empty the page shown (it then holds none of the game's events)."""
        self.page.clear()

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
