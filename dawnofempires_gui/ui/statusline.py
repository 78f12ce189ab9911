"""The status bar's line saying who is to move and in which phase: new words after every action.

A QLabel asks its layout to place everything again whenever its words change (its size hint may change): the
status bar and the window then lay themselves out once per action for nothing. This line keeps one size, takes
the width the status bar gives it, and only paints its words again (cut with … when they do not fit), on its
own ground: being opaque, it repaints neither the status bar nor the window under it.
"""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import QSizePolicy, QWidget

PAD_X = 2  # as a label's margin in the status bar


class StatusLine(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._words = ""
        self.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Fixed)
        self.setAttribute(Qt.WA_OpaquePaintEvent)
        self._hint = QSize(40, self.fontMetrics().height() + 2)

    def text(self) -> str:
        return self._words

    def setText(self, words: str) -> None:  # noqa: N802 (as QLabel's, which it stands in for)
        if words != self._words:
            self._words = words
            self.setAccessibleName(words)
            self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return self._hint

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self._hint

    def paintEvent(self, event) -> None:  # noqa: N802
        area = self.rect().adjusted(PAD_X, 0, -PAD_X, 0)
        words = self.fontMetrics().elidedText(self._words, Qt.ElideRight, area.width())
        painter = QPainter(self)
        painter.fillRect(event.rect(), self.palette().color(QPalette.Window))
        painter.setPen(self.palette().color(QPalette.WindowText))
        painter.drawText(area, Qt.AlignLeft | Qt.AlignVCenter, words)
        painter.end()
