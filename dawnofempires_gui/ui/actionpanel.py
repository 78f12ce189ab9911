"""The Actions dock: the legal actions of the seat at the screen as buttons (the main one first, bold,
taken by Space), a long run of one kind as a drop-down (actionfamily), then Undo with what it would take back.

Enter takes the button with the focus; Space takes the main action here as on the board, never the button
with the focus: the dock gives its first button the focus after every move, and where there is no main action
that button is any action (an empire chosen, a placement ended with nothing placed).

Buttons wrap their words, so a long action never widens the dock and the board keeps the space. A button
that has just appeared ignores clicks for a moment: it may sit exactly where the last click was.
"""
from __future__ import annotations

import time
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QIcon, QPalette, QPixmap
from PySide6.QtWidgets import (QLabel, QScrollArea, QSizePolicy, QStyle, QStyleOptionButton,
                               QStylePainter, QVBoxLayout, QWidget)

from dawnofempires_gui.engine import Action
from dawnofempires_gui.engine.session import UndoStatus
from dawnofempires_gui.ui.actionfamily import FAMILY_MIN, ActionFamily
from dawnofempires_gui.ui.flatscrollbar import FlatScrollBar
from dawnofempires_gui.ui.keybutton import KeyButton
from dawnofempires_gui.ui.style import icon

CLICK_GUARD_SECONDS = 0.35
_HEIGHTS: dict[tuple[str, bool, int], int] = {}  # (words, main, width) -> a button's height: steps repeat words


class ActionButton(KeyButton):
    """A push button whose words wrap onto several lines in a narrow dock. It paints its words itself: a
    label and a layout inside each button made every change of step lay out and paint three widgets per
    action (a step may offer a hundred)."""

    PAD_X, PAD_Y, ICON, ICON_GAP = 10, 6, 16, 6
    WRAP = Qt.TextWordWrap | Qt.AlignLeft | Qt.AlignVCenter
    space_pressed = Signal()  # Space: the main action, whichever button has the focus (see the module)

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._words = text
        self._main = False
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Fixed)
        self.setMinimumWidth(90)
        self.setAccessibleName(text)

    def text(self) -> str:  # the words, as a plain button would give them
        return self._words

    def keyPressEvent(self, event):  # noqa: N802
        if event.key() == Qt.Key_Space:
            event.accept()
            if not event.isAutoRepeat():  # a held key plays one move
                self.space_pressed.emit()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event):  # noqa: N802
        if event.key() == Qt.Key_Space:  # a button clicks itself when Space is let go
            event.accept()
            return
        super().keyReleaseEvent(event)

    def is_main(self) -> bool:
        return self._main

    def show_action(self, action: Action, words: str, main: bool) -> None:
        """Stand for `action`; the main action is bold, with a play icon and its shortcut in the tooltip."""
        self.setProperty("action", action)
        name = f"action-{action.kind}"
        if name != self.objectName():
            self.setObjectName(name)
        if words != self._words or main != self._main:
            if main != self._main:
                font = self.font()
                font.setBold(main)
                self.setFont(font)
            self._words, self._main = words, main
            self.setAccessibleName(words)
            self.setToolTip(f"{words} (Space)" if main else words)
            self.update()
        if self.isHidden():
            self.show()

    def _text_width(self, width: int) -> int:
        return max(40, width - 2 * self.PAD_X - (self.ICON + self.ICON_GAP if self._main else 0))

    def fit_width(self, width: int) -> bool:
        """Take the height its words need at `width`; whether it changed. A fixed height rather than a
        heightForWidth override: the layout asks that of every button several times per step, each a call from
        Qt into Python."""
        key = (self._words, self._main, width)
        height = _HEIGHTS.get(key)
        if height is None:
            words = self.fontMetrics().boundingRect(QRect(0, 0, self._text_width(width), 1 << 16), self.WRAP,
                                                    self._words or " ")
            height = words.height() + 2 * self.PAD_Y + 2
            if len(_HEIGHTS) > 4096:
                _HEIGHTS.clear()
            _HEIGHTS[key] = height
        if self.minimumHeight() != height or self.maximumHeight() != height:
            self.setFixedHeight(height)
            return True
        return False

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text, option.icon = "", QIcon()
        painter.drawControl(QStyle.CE_PushButton, option)  # the button itself, as the style draws it
        area = self.rect().adjusted(self.PAD_X, self.PAD_Y, -self.PAD_X, -self.PAD_Y)
        ink = self.palette().color(QPalette.Normal if self.isEnabled() else QPalette.Disabled, QPalette.ButtonText)
        if self._main:
            top = area.top() + (area.height() - self.ICON) // 2
            painter.drawPixmap(area.left(), top, play_icon(ink.name(), self.devicePixelRatioF()))
            area.setLeft(area.left() + self.ICON + self.ICON_GAP)
        painter.setPen(ink)
        painter.drawText(area, self.WRAP, self._words)


def fit_label(label: QLabel, width: int) -> bool:
    """Fix a note's size to the width of the dock and the height its words take there; whether it changed.
    A label of fixed size changes its words without asking the dock to lay out every button again."""
    changed = label.minimumWidth() != width or label.maximumWidth() != width
    if changed:  # first: a label's heightForWidth never reads a width below its minimum (the old fixed width)
        label.setFixedWidth(width)
    height = label.heightForWidth(width) if label.text() else 0
    if label.minimumHeight() != height or label.maximumHeight() != height:
        label.setFixedHeight(height)
        changed = True
    return changed


@lru_cache(maxsize=8)
def play_icon(colour: str, ratio: float) -> QPixmap:
    """The main action's mark, in the colour of the button's words (so it follows a dark theme)."""
    return icon("fa6s.circle-play", colour).pixmap(QSize(ActionButton.ICON, ActionButton.ICON), ratio)


class ActionsPanel(QScrollArea):
    chosen = Signal(object)  # an Action
    undo_requested = Signal()
    main_action_requested = Signal()  # Space on an action button

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFocusPolicy(Qt.NoFocus)  # Tab goes to its buttons, not to the dock's frame first
        self.comes_after: QWidget | None = None  # what Tab leaves for the first action (the board)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBar(FlatScrollBar())
        self.box = QWidget()
        self.box.setMinimumWidth(120)
        self.layout_ = QVBoxLayout(self.box)
        self.layout_.setAlignment(Qt.AlignTop)
        self.setWidget(self.box)
        self.undo_button = KeyButton(icon("undo"), "Undo")
        self.undo_button.setObjectName("undo")
        self.undo_button.clicked.connect(self.undo_requested.emit)
        # Plain text (never rich): laid out several times a step, and a player's name is never markup.
        self.title = QLabel()
        self.title.setTextFormat(Qt.PlainText)
        self.title.setWordWrap(True)
        bold = self.title.font()
        bold.setBold(True)
        self.title.setFont(bold)
        self.undo_note = QLabel()
        self.undo_note.setObjectName("undo-reason")
        self.undo_note.setTextFormat(Qt.PlainText)
        self.undo_note.setWordWrap(True)
        small = self.undo_note.font()
        small.setPointSizeF(small.pointSizeF() * 0.85)
        self.undo_note.setFont(small)
        for widget in (self.title, self.undo_button, self.undo_note):
            self.layout_.addWidget(widget)
        self.undo_button.installEventFilter(self)
        self._pool: list[ActionButton] = []  # buttons made so far, reused from one step to the next
        self.buttons: list[ActionButton] = []  # those showing an action now, in order
        self._family_pool: list[ActionFamily] = []
        self.families: list[ActionFamily] = []  # the drop-downs showing actions now, after the buttons
        self._armed_at = 0.0

    def fill(self, header: str, actions: Sequence[tuple[Action, str]], main: Action | None, undo: UndoStatus,
             focus: bool) -> None:
        """Show `actions` (each with its words); `main` first and bold; a long run of one kind as a drop-down
        (see actionfamily); then Undo and why (not). Buttons are kept and given new words rather than made
        again, and only what changed is laid out and painted again."""
        self.title.setText(header)
        ordered = sorted(actions, key=lambda pair: pair[0] != main) if main is not None else list(actions)
        kinds = Counter(action.kind for action, _ in ordered if action != main)
        crowded = [kind for kind, count in kinds.items() if count >= FAMILY_MIN]
        singles = [pair for pair in ordered if pair[0] == main or pair[0].kind not in crowded]
        focused = self.focusWidget() in self.buttons
        self.layout_.setEnabled(False)  # laid out once at the end: each button shown would lay out all the others
        while len(self._pool) < len(singles):
            button = ActionButton("")
            button.clicked.connect(lambda checked=False, b=button: self._take(b.property("action")))
            button.space_pressed.connect(self.main_action_requested)
            button.installEventFilter(self)
            self.layout_.insertWidget(len(self._pool) + 1, button)
            self._pool.append(button)
        for button in self._pool[len(singles):]:
            if not button.isHidden():
                button.hide()  # now, so that the focus leaves it before another takes it
        for button, (action, words) in zip(self._pool, singles):
            button.show_action(action, words, action == main)
        reordered = len(self.buttons) != len(singles) or len(self.families) != len(crowded)
        self.buttons = self._pool[:len(singles)]
        self._show_families([[pair for pair in ordered if pair[0].kind == kind] for kind in crowded])
        if reordered:
            chain = [self.comes_after] if self.comes_after is not None else []
            chain += self.buttons
            for family in self.families:
                chain += [family.choice, family.button]
            for before, after in zip(chain, [*chain[1:], self.undo_button]):
                QWidget.setTabOrder(before, after)  # Tab: the board, the main action, the others, then Undo
        self._armed_at = time.monotonic() + CLICK_GUARD_SECONDS
        self.undo_button.setEnabled(undo.possible)
        if self.undo_button.toolTip() != undo.reason:
            self.undo_button.setToolTip(undo.reason)
        self.undo_note.setText(undo.reason)
        resized = self._fit_buttons()
        self.layout_.setEnabled(True)
        if reordered or resized:
            self.layout_.invalidate()
        if (focus or focused) and (self.buttons or self.families):
            QTimer.singleShot(0, self._focus_first)  # once the click that got here is over

    def _show_families(self, families: list[list[tuple[Action, str]]]) -> None:
        while len(self._family_pool) < len(families):
            family = ActionFamily(self._take)
            family.button.installEventFilter(self)
            self.layout_.insertWidget(self.layout_.indexOf(self.undo_button), family)
            self._family_pool.append(family)
        for family in self._family_pool[len(families):]:
            if not family.isHidden():
                family.hide()
        for family, pairs in zip(self._family_pool, families):
            family.show_actions(pairs)
        self.families = self._family_pool[:len(families)]

    def _fit_buttons(self) -> bool:
        """Give each button and note the size its words need; whether any changed."""
        margins = self.layout_.contentsMargins()
        width = max(self.box.minimumWidth(), self.viewport().width()) - margins.left() - margins.right()
        changed = False
        for button in self.buttons:
            changed |= button.fit_width(width)
        for label in (self.title, self.undo_note):
            changed |= fit_label(label, width)
        return changed

    def viewportEvent(self, event) -> bool:  # noqa: N802
        if event.type() == QEvent.Resize and event.size().width() != event.oldSize().width():
            self._fit_buttons()  # the dock resized, or its scroll bar came or went
        return super().viewportEvent(event)

    def armed(self) -> bool:
        return time.monotonic() >= self._armed_at

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        """Up and Down go round the panel's buttons, Undo included (past the last they went on into the Log, where
        Enter and Space do nothing); a drop-down keeps its own arrows."""
        if event.type() == QEvent.KeyPress and event.key() in (Qt.Key_Up, Qt.Key_Down) \
                and not event.modifiers() & ~Qt.KeypadModifier:
            chain = [w for w in (*self.buttons, *(w for f in self.families for w in (f.choice, f.button)),
                                 self.undo_button) if w.isVisible() and w.isEnabled()]
            if watched in chain:
                step = 1 if event.key() == Qt.Key_Down else -1
                target = chain[(chain.index(watched) + step) % len(chain)]
                target.setFocus(Qt.TabFocusReason if step > 0 else Qt.BacktabFocusReason)
                self.ensureWidgetVisible(target)
                return True
        return super().eventFilter(watched, event)

    def _take(self, action: Action) -> None:
        if self.armed():  # else: the click that made this button appear, or a bounce of it
            self.chosen.emit(action)

    def _focus_first(self) -> None:
        window = self.window()
        first = self.buttons[0] if self.buttons else self.families[0].choice if self.families else None
        if first is not None and window.isActiveWindow() and self.isEnabled():
            try:
                first.setFocus(Qt.OtherFocusReason)
            except RuntimeError:  # replaced by a newer redraw already
                pass

    def focus_action(self, action: Action) -> bool:
        for button in self.buttons:
            if button.property("action") == action:
                button.setFocus(Qt.OtherFocusReason)
                return True
        return any(family.select(action) for family in self.families)
