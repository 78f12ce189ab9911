"""The Actions dock: the legal actions of the seat at the screen as buttons (the main one first, bold,
taken by Space), then Undo with what it would take back.

Buttons wrap their words, so a long action never widens the dock and the board keeps the space. A button
that has just appeared ignores clicks for a moment: it may sit exactly where the last click was.
"""
from __future__ import annotations

import time
from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from dawnofempires_gui.engine import Action
from dawnofempires_gui.engine.session import UndoStatus
from dawnofempires_gui.ui.style import icon

CLICK_GUARD_SECONDS = 0.35


class ActionButton(QPushButton):
    """A push button whose label wraps onto several lines in a narrow dock."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(text, self)
        self.label.setWordWrap(True)
        self.label.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.label.setAlignment(Qt.AlignLeft | Qt.AlignVCenter)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self.label, 1)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Minimum)
        self.setAccessibleName(text)

    def text(self) -> str:  # the words, as a plain button would give them
        return self.label.text()

    def setIcon(self, icon_) -> None:  # noqa: N802
        label = QLabel(self)
        label.setPixmap(icon_.pixmap(16, 16))
        label.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.layout().insertWidget(0, label)

    def setFont(self, font) -> None:  # noqa: N802
        super().setFont(font)
        self.label.setFont(font)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self.label.heightForWidth(max(40, width - 20 - 22 * (self.layout().count() - 1))) + 14

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(160, self.heightForWidth(160))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(90, self.label.fontMetrics().height() + 14)


class ActionsPanel(QScrollArea):
    chosen = Signal(object)  # an Action
    undo_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.box = QWidget()
        self.box.setMinimumWidth(120)
        self.layout_ = QVBoxLayout(self.box)
        self.layout_.setAlignment(Qt.AlignTop)
        self.setWidget(self.box)
        self.undo_button = QPushButton(icon("undo"), "Undo")
        self.undo_button.setObjectName("undo")
        self.undo_button.clicked.connect(self.undo_requested.emit)
        self.buttons: list[ActionButton] = []
        self._armed_at = 0.0

    def fill(self, header: str, actions: Sequence[tuple[Action, str]], main: Action | None, undo: UndoStatus,
             focus: bool) -> None:
        """Show `actions` (each with its words); `main` first and bold; then Undo and why (not)."""
        layout = self.layout_
        while layout.count():
            widget = layout.takeAt(0).widget()
            if widget is not None and widget is not self.undo_button:
                widget.hide()  # now, so that the focus leaves it before the new buttons take it
                widget.deleteLater()
        title = QLabel(header)
        title.setWordWrap(True)
        layout.addWidget(title)
        self.buttons = []
        ordered = sorted(actions, key=lambda pair: pair[0] != main) if main is not None else list(actions)
        for action, words in ordered:
            button = ActionButton(words)
            button.setObjectName(f"action-{action.kind}")
            button.setProperty("action", action)
            button.setToolTip(words)
            if action == main:
                button.setIcon(icon("fa6s.circle-play"))
                font = button.font()
                font.setBold(True)
                button.setFont(font)
                button.setToolTip(f"{words} (Space)")
            button.clicked.connect(lambda checked=False, a=action: self._take(a))
            layout.addWidget(button)
            self.buttons.append(button)
        self._armed_at = time.monotonic() + CLICK_GUARD_SECONDS
        self.undo_button.setEnabled(undo.possible)
        self.undo_button.setToolTip(undo.reason)
        layout.addWidget(self.undo_button)
        self.undo_button.show()
        note = QLabel(f"<small>{undo.reason}</small>")
        note.setObjectName("undo-reason")
        note.setWordWrap(True)
        layout.addWidget(note)
        if focus and self.buttons:
            QTimer.singleShot(0, self._focus_first)  # once the click that got here is over

    def armed(self) -> bool:
        return time.monotonic() >= self._armed_at

    def _take(self, action: Action) -> None:
        if self.armed():  # else: the click that made this button appear, or a bounce of it
            self.chosen.emit(action)

    def _focus_first(self) -> None:
        window = self.window()
        if self.buttons and window.isActiveWindow() and self.isEnabled():
            try:
                self.buttons[0].setFocus(Qt.OtherFocusReason)
            except RuntimeError:  # replaced by a newer redraw already
                pass

    def focus_action(self, action: Action) -> bool:
        for button in self.buttons:
            if button.property("action") == action:
                button.setFocus(Qt.OtherFocusReason)
                return True
        return False
