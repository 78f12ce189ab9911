"""A long run of actions of one kind in the Actions dock: a drop-down of their words and a button to take the
one chosen. A gift may be any of a hundred amounts and a placement any of forty regions and counts; a
button for each made the player scroll through them, and the dock lay out and paint them all at each step.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QSizePolicy, QStyle, QStyleOptionComboBox, QStylePainter, QVBoxLayout,
                               QWidget)

from dawnofempires_gui.engine import Action
from dawnofempires_gui.ui.keybutton import KeyButton
from dawnofempires_gui.ui.style import icon

FAMILY_MIN = 20  # this many actions of one kind (other than the main one) share a drop-down


class FamilyChoice(QComboBox):
    """The drop-down of a family: its list, when opened, is as wide as its widest choice (up to 640 px), measured
    then rather than at each step that changes the choices (forty words measured, most never opened). Closed, a
    choice wider than the dock ends in "…" (Qt clips it: "Place 1 cube in SW Europ" read as a whole choice)."""

    def shown_text(self, option: QStyleOptionComboBox | None = None) -> str:
        """The current choice as the closed drop-down shows it."""
        if option is None:
            option = QStyleOptionComboBox()
            self.initStyleOption(option)
        room = self.style().subControlRect(QStyle.CC_ComboBox, option, QStyle.SC_ComboBoxEditField, self).width()
        return self.fontMetrics().elidedText(option.currentText, Qt.ElideRight, room)

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.CC_ComboBox, option)
        option.currentText = self.shown_text(option)
        painter.drawControl(QStyle.CE_ComboBoxLabel, option)

    def showPopup(self) -> None:  # noqa: N802
        view = self.view()
        metrics = view.fontMetrics()  # (the view's sizeHintForColumn measures only the rows it has laid out)
        widest = max((metrics.horizontalAdvance(self.itemText(i)) for i in range(self.count())), default=0)
        view.setMinimumWidth(min(widest + 24, 640))
        super().showPopup()


class ActionFamily(QWidget):
    def __init__(self, take: Callable[[Action], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choice = FamilyChoice()
        self.choice.setObjectName("family-choice")
        self.choice.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        self.choice.setMinimumContentsLength(8)
        self.choice.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        self.choice.view().setTextElideMode(Qt.ElideNone)  # the list shows each choice whole
        self.choice.currentTextChanged.connect(self.choice.setToolTip)  # closed, a long choice is cut: whole here
        self.button = KeyButton(icon("fa6s.check"), "Choose")
        self.button.setObjectName("family-take")
        self.button.clicked.connect(lambda: self._take(take))
        column = QVBoxLayout(self)  # the list as wide as the dock, so that its words show; the button under it
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(self.choice)
        column.addWidget(self.button)
        self._shown: tuple[Action, ...] = ()

    def show_actions(self, pairs: Sequence[tuple[Action, str]]) -> None:
        """Offer these actions (each with its words), the first chosen; the same list again changes nothing."""
        actions = tuple(action for action, _ in pairs)
        if actions != self._shown:
            self.choice.clear()
            for action, words in pairs:
                self.choice.addItem(words, action)
            self._shown = actions
        self.button.setToolTip(f"Take the choice shown: one of {len(pairs)}")
        if self.isHidden():
            self.show()

    def actions(self) -> tuple[Action, ...]:
        return self._shown

    def select(self, action: Action) -> bool:
        """Show `action` as the choice and put the focus on the list; whether it is offered."""
        if action not in self._shown:
            return False
        self.choice.setCurrentIndex(self._shown.index(action))
        self.choice.setFocus(Qt.OtherFocusReason)
        return True

    def _take(self, take: Callable[[Action], None]) -> None:
        action = self.choice.currentData()
        if action is not None:
            take(action)
