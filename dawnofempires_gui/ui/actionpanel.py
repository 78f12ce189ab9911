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
        self.icon_label = QLabel(self)
        self.icon_label.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.icon_label.hide()
        self.label = QLabel(text, self)
        self.label.setWordWrap(True)
        self.label.setAttribute(Qt.WA_TransparentForMouseEvents)
        self.label.setAlignment(Qt.AlignLeft | Qt.AlignVCenter)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self.icon_label)
        layout.addWidget(self.label, 1)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Minimum)
        self.setAccessibleName(text)

    def text(self) -> str:  # the words, as a plain button would give them
        return self.label.text()

    def show_action(self, action: Action, words: str, main: bool) -> None:
        """Stand for `action`; the main action is bold, with a play icon and its shortcut in the tooltip."""
        self.setProperty("action", action)
        self.setObjectName(f"action-{action.kind}")
        if words != self.label.text():
            self.label.setText(words)
            self.setAccessibleName(words)
        font = self.label.font()
        if font.bold() != main:
            font.setBold(main)
            self.label.setFont(font)
        if main and self.icon_label.pixmap().isNull():
            self.icon_label.setPixmap(icon("fa6s.circle-play").pixmap(16, 16))
        self.icon_label.setVisible(main)
        self.setToolTip(f"{words} (Space)" if main else words)
        self.show()

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self.label.heightForWidth(max(40, width - 20 - (22 if self.icon_label.isVisible() else 0))) + 14

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
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.undo_note = QLabel()
        self.undo_note.setObjectName("undo-reason")
        self.undo_note.setWordWrap(True)
        for widget in (self.title, self.undo_button, self.undo_note):
            self.layout_.addWidget(widget)
        self._pool: list[ActionButton] = []  # buttons made so far, reused from one step to the next
        self.buttons: list[ActionButton] = []  # those showing an action now, in order
        self._armed_at = 0.0

    def fill(self, header: str, actions: Sequence[tuple[Action, str]], main: Action | None, undo: UndoStatus,
             focus: bool) -> None:
        """Show `actions` (each with its words); `main` first and bold; then Undo and why (not).
        Buttons are kept and given new words rather than made again (a step may offer a hundred)."""
        self.setUpdatesEnabled(False)
        self.title.setText(header)
        ordered = sorted(actions, key=lambda pair: pair[0] != main) if main is not None else list(actions)
        focused = self.focusWidget() in self.buttons
        while len(self._pool) < len(ordered):
            button = ActionButton("")
            button.clicked.connect(lambda checked=False, b=button: self._take(b.property("action")))
            self.layout_.insertWidget(len(self._pool) + 1, button)
            self._pool.append(button)
        for button in self._pool[len(ordered):]:
            button.hide()  # now, so that the focus leaves it before another takes it
        for button, (action, words) in zip(self._pool, ordered):
            button.show_action(action, words, action == main)
        self.buttons = self._pool[:len(ordered)]
        for before, after in zip(self.buttons, [*self.buttons[1:], self.undo_button]):
            QWidget.setTabOrder(before, after)  # Tab: the main action, the others, then Undo
        self._armed_at = time.monotonic() + CLICK_GUARD_SECONDS
        self.undo_button.setEnabled(undo.possible)
        self.undo_button.setToolTip(undo.reason)
        self.undo_note.setText(f"<small>{undo.reason}</small>")
        self.setUpdatesEnabled(True)
        if (focus or focused) and self.buttons:
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
