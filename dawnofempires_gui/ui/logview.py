"""The Log dock: what happened, one line per event, in the acting seat's colour.

A plain text document rather than a list of items: adding a line lays out and paints that line and the
scroll bar, where a list view laid out and painted every visible row through the style after each action.
"""
from __future__ import annotations

from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from dawnofempires_gui.ui.flatscrollbar import FlatScrollBar


class GameLog(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setVerticalScrollBar(FlatScrollBar())
        self._colours: list[QColor | None] = []  # per line, None for the text colour

    def add(self, lines: list[tuple[str, QColor | None]]) -> None:
        """Add lines at the end and show the last one."""
        if not lines:
            return
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.End)
        cursor.beginEditBlock()
        for text, colour in lines:
            if self._colours:
                cursor.insertBlock()
            ink = QTextCharFormat()
            if colour is not None:
                ink.setForeground(colour)
            cursor.insertText(text, ink)
            self._colours.append(colour)
        cursor.endEditBlock()
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def clear(self) -> None:
        super().clear()
        self._colours = []

    def count(self) -> int:
        return len(self._colours)

    def lines(self) -> list[str]:
        if not self._colours:
            return []
        return self.toPlainText().split("\n")

    def colour(self, index: int) -> QColor | None:
        """The colour line `index` is written in (None: the palette's text colour)."""
        return self._colours[index]
