"""What every game's board is: a QGraphicsScene that draws a view of the model and turns the player's
clicks into actions. It never decides legality: it is told the legal actions and highlights them."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QWidget

from dawnofempires_gui.engine import Action, Event, Game
from dawnofempires_gui.engine.registry import GameInfo
from dawnofempires_gui.ui.style import LEGAL_GLOW, LEGAL_OUTLINE


class BoardScene(QGraphicsScene):
    """Subclass per game. The window calls show_state() after every change; clicks emit action_chosen."""

    action_chosen = Signal(object)  # an Action from the legal list
    draws_players = False  # True: the board shows every seat itself, so the generic Players dock starts hidden

    def __init__(self, info: GameInfo, parent=None) -> None:
        super().__init__(parent)
        self.info = info

    def show_state(self, view: Game, seat: int | None, legal: Sequence[Action], events: Sequence[Event]) -> None:
        """Redraw from `view` (what `seat` may see). `legal` holds the actions `seat` may take now
        (empty when it is not that seat's turn); `events` are what just happened, for short animations."""
        raise NotImplementedError

    def side_panel(self) -> QWidget | None:
        """An optional widget for the player-panel dock (the board may draw everything itself)."""
        return None


class ActionTarget:
    """Mix into a QGraphicsItem (after it) to make it a clickable, highlighted legal target.

    Call make_target(scene, action, tooltip) with the action it stands for, or None to make it inert.
    """

    def make_target(self: QGraphicsItem, scene: BoardScene, action: Action | None, why_not: str = "") -> None:
        self._target_scene = scene
        self._target_action = action
        self.setAcceptHoverEvents(action is not None)
        self.setCursor(Qt.PointingHandCursor if action is not None else Qt.ArrowCursor)
        if action is None and why_not:
            self.setToolTip(why_not)

    def mousePressEvent(self, event):  # noqa: N802 (Qt's name)
        action = getattr(self, "_target_action", None)
        if action is not None and event.button() == Qt.LeftButton:
            self._target_scene.action_chosen.emit(action)
            event.accept()
            return
        super().mousePressEvent(event)


def legal_pen(width: float = 3.0) -> QPen:
    pen = QPen(LEGAL_OUTLINE, width)
    pen.setCosmetic(False)
    return pen


def legal_brush() -> QBrush:
    return QBrush(LEGAL_GLOW)
