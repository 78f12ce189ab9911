"""The cover between two players: nothing of the board shows until the named player clicks Ready."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from dawnofempires_gui.ui.keybutton import KeyButton


class ReadyButton(KeyButton):
    """'I am ready', deaf to the second click of a double-click: that click belongs to the leaving player,
    whose first click (on the board, under where this button appears) brought the cover."""

    def mouseDoubleClickEvent(self, event):  # noqa: N802
        event.accept()  # a QPushButton would take it as a press, and its release as a click


class HandoffCover(QWidget):
    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = QLabel(alignment=Qt.AlignCenter)
        self.title.setStyleSheet("font-size: 28pt; font-weight: bold; color: white;")
        self.note = QLabel("Pass the computer. Nothing of the board is shown until you are ready.", alignment=Qt.AlignCenter)
        self.note.setStyleSheet("font-size: 13pt; color: #dddddd;")
        self.button = ReadyButton("I am ready")
        self.button.setMinimumHeight(48)
        self.button.setStyleSheet("font-size: 15pt; padding: 8px 32px;")
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignCenter)
        layout.addStretch(1)
        self.button.clicked.connect(self._on_ready)
        self.hide()

    def cover(self, name: str, colour: str) -> None:
        self.title.setText(f"{name}, it is your turn")
        self.title.setStyleSheet(f"font-size: 28pt; font-weight: bold; color: {colour};")
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def _on_ready(self) -> None:
        self.hide()
        self.ready.emit()

    def paintEvent(self, event):  # noqa: N802
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(20, 24, 32))
