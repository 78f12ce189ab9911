"""The Log dock: what happened, one line per event, in the acting seat's colour.

A plain text document rather than a list of items: adding a line lays out and paints that line and the
scroll bar, where a list view laid out and painted every visible row through the style after each action.
Each seat reads the log in its own words, so the log keeps a page per seat and turns to the page of the seat
at the screen: a hand-off adds the lines since that seat last looked instead of writing the whole game again.
Every line of a page holds its laid-out text, so only the pages of the last few seats shown are kept.
"""
from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import QPlainTextDocumentLayout, QPlainTextEdit, QWidget

from dawnofempires_gui.ui.flatscrollbar import FlatScrollBar


PAGES_KEPT = 3  # the seats' pages kept besides the one shown (each holds the whole game so far)


class LogPage:
    """One seat's log: its document, the colour of each line, and how far into the game's events it goes
    (`consumed` events, the last of them `last`, so that a page whose events were undone is seen as such)."""

    def __init__(self, document: QTextDocument) -> None:
        self.document = document
        self.colours: list[QColor | None] = []  # per line, None for the text colour
        self.consumed = 0
        self.last: object = None


class GameLog(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setVerticalScrollBar(FlatScrollBar())
        self._keeper = QObject(self)  # owns the pages' documents: the editor deletes a document it owns when it turns away
        self._pages: dict[object, LogPage] = {}
        self._key: object = object()
        self.page = self._page(self._key)
        self.setDocument(self.page.document)

    def _page(self, key: object) -> LogPage:
        page = self._pages.get(key)
        if page is None:
            document = QTextDocument(self._keeper)
            document.setDocumentLayout(QPlainTextDocumentLayout(document))
            document.setDefaultFont(self.font())
            document.setUndoRedoEnabled(False)
            page = self._pages[key] = LogPage(document)
        return page

    def turn_to(self, key: object) -> LogPage:
        """Show the page kept for `key` (a seat, or anything standing for a blank page), at its last line."""
        if key != self._key:
            self._key, self.page = key, self._page(key)
            self.setDocument(self.page.document)
            bar = self.verticalScrollBar()
            bar.setValue(bar.maximum())
            self._pages[key] = self._pages.pop(key)  # the most recently shown last
            while len(self._pages) > PAGES_KEPT + 1:
                oldest = self._pages.pop(next(iter(self._pages)))
                oldest.document.setParent(None)  # Python's now: deleted with its last reference, at once
        return self.page

    def add(self, lines: list[tuple[str, QColor | None]]) -> None:
        """Add lines at the end of the page shown and show the last one."""
        if not lines:
            return
        page = self.page
        cursor = QTextCursor(page.document)
        cursor.movePosition(QTextCursor.End)
        cursor.beginEditBlock()
        for text, colour in lines:
            if page.colours:
                cursor.insertBlock()
            ink = QTextCharFormat()
            if colour is not None:
                ink.setForeground(colour)
            cursor.insertText(text, ink)
            page.colours.append(colour)
        cursor.endEditBlock()
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def clear(self) -> None:
        """Empty the page shown (it then holds none of the game's events)."""
        self.page.document.clear()
        self.page.colours, self.page.consumed, self.page.last = [], 0, None

    def count(self) -> int:
        return len(self.page.colours)

    def lines(self) -> list[str]:
        if not self.page.colours:
            return []
        return self.toPlainText().split("\n")

    def colour(self, index: int) -> QColor | None:
        """The colour line `index` is written in (None: the palette's text colour)."""
        return self.page.colours[index]
