"""The one clickable item every board uses: a shape that stands for legal actions.

target.arm(board, actions, tip): no action -> inert (the tooltip may say why not); one -> a click takes
it; several -> a click opens the board's chooser. Armed targets are outlined in the legal colour and glow
under the pointer or the keyboard focus. A double-click counts as one click. Setters compare before they
change anything, so a redraw that changes nothing costs no repaint.

A board may write its targets' tooltips when they are read (tip_of) rather than at every redraw.

A target inside a part painted from a picture (ui/pictures.py) is a FaceTarget (ui/facetarget.py).
"""
from __future__ import annotations

import weakref
from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from dawnofempires_gui.engine import Action
from dawnofempires_gui.ui.drawing import AnchoredText, Glyph, brush, metrics, pen
from dawnofempires_gui.ui.pictures import parent_of  # noqa: F401 (for the boards)
from dawnofempires_gui.ui.style import LEGAL_GLOW, LEGAL_OUTLINE

NO_PEN = QPen(Qt.NoPen)
NO_BRUSH = QBrush(Qt.NoBrush)
LEGAL_PEN = QPen(LEGAL_OUTLINE, 3.5)
GLOW_PEN = QPen(LEGAL_GLOW, 10.0)
GLOW_BRUSH = QBrush(LEGAL_GLOW)
FOCUS_PEN = QPen(LEGAL_OUTLINE, 2.0, Qt.DashLine)


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def ellipse(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(rect)
    return path


class Target(QGraphicsItem):
    """A shape (a QPainterPath in item coordinates) that can stand for legal actions."""

    def __init__(self, path: QPainterPath, parent: QGraphicsItem | None = None, fill: str | QBrush | None = None,
                 line: QPen | None = None, tag: str = "") -> None:
        super().__init__(parent)
        self._path = path
        self._rect = path.boundingRect().adjusted(-6, -6, 6, 6)
        self._brush = brush(fill) if isinstance(fill, str) else (fill or NO_BRUSH)
        self._pen = line if line is not None else NO_PEN
        self._hover = False
        self._focus = False
        self.actions: tuple[Action, ...] = ()
        self._board = None
        self.selected_colour = ""
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.NoButton)
        if tag:
            self.setData(0, tag)

    @property
    def board(self):
        """The board it is armed by (arm), held weakly: a target kept from redraw to redraw would otherwise tie
        the board's life to its own, and a board let go without its window could then be deleted by Python's
        garbage collector from inside the deletion of one of its items (Qt crashes)."""
        return self._board() if self._board is not None else None

    @board.setter
    def board(self, board) -> None:
        self._board = weakref.ref(board) if board is not None else None

    # --- look -----------------------------------------------------------------------------------
    def look(self, fill: str | QBrush | None = None, line: QPen | None = None) -> None:
        new_brush = brush(fill) if isinstance(fill, str) else (fill if fill is not None else self._brush)
        new_pen = line if line is not None else self._pen
        if new_brush != self._brush or new_pen != self._pen:
            self._brush, self._pen = new_brush, new_pen
            self.update()

    def set_path(self, path: QPainterPath) -> None:
        if path != self._path:
            self.prepareGeometryChange()
            self._path = path
            self._rect = path.boundingRect().adjusted(-6, -6, 6, 6)

    def select(self, colour: str) -> None:
        """Mark the target as chosen (a stack picked, a tile to come) in a colour; "" clears it."""
        if colour != self.selected_colour:
            self.selected_colour = colour
            self.update()

    def tip(self, text: str) -> None:
        if text != QGraphicsItem.toolTip(self):
            self.setToolTip(text)

    def toolTip(self) -> str:  # noqa: N802
        """Its words. A board may write them only when they are read (its tip_of(target): a pointer rests on
        one target of the hundreds a redraw would otherwise write); BoardScene.helpEvent and the tests read them
        here."""
        tip_of = getattr(self.scene(), "tip_of", None)
        if tip_of is not None:
            tip_of(self)
        return QGraphicsItem.toolTip(self)

    # --- what it stands for ---------------------------------------------------------------------
    def arm(self, board, actions: Sequence[Action] | Action | None, tip: str | None = None) -> None:
        """Stand for these actions (none: inert). `tip` is the tooltip: what a click does, or why not now."""
        if isinstance(actions, Action):
            actions = (actions,)
        actions = tuple(actions or ())
        if tip is not None:
            self.tip(tip)
        if actions == self.actions and board is self.board:
            return
        if self.board is not None:
            self.board.forget_target(self)
        self.actions = actions
        self.board = board
        self.setData(1, actions[0] if len(actions) == 1 else None)
        if actions:
            board.remember_target(self)
            self.setAcceptHoverEvents(True)
            self.setCursor(Qt.PointingHandCursor)
            self.setAcceptedMouseButtons(Qt.LeftButton)
        else:
            self.setAcceptHoverEvents(False)
            self.setCursor(Qt.ArrowCursor)  # unsetCursor() under the pointer of a fresh view crashes Qt
            self.setAcceptedMouseButtons(Qt.NoButton)
            self._hover = self._focus = False
        self.update()

    def disarm(self, tip: str | None = None) -> None:
        self.arm(self.board, (), tip)

    def set_focus_mark(self, on: bool) -> None:
        if on != self._focus:
            self._focus = on
            self.update()

    # --- Qt -------------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def shape(self) -> QPainterPath:
        return self._path

    def paint(self, painter, option, widget=None) -> None:
        painter.setPen(self._pen)
        painter.setBrush(self._brush)
        painter.drawPath(self._path)
        if self.selected_colour:
            painter.setPen(pen(self.selected_colour, 5))
            painter.setBrush(NO_BRUSH)
            painter.drawPath(self._path)
        if self.actions:
            if self._hover or self._focus:
                painter.setPen(GLOW_PEN)
                painter.setBrush(GLOW_BRUSH)
                painter.drawPath(self._path)
            painter.setPen(FOCUS_PEN if self._focus else LEGAL_PEN)
            painter.setBrush(NO_BRUSH)
            painter.drawPath(self._path)

    def hoverEnterEvent(self, event):  # noqa: N802
        if self.actions:
            self._hover = True
            self.update()

    def hoverLeaveEvent(self, event):  # noqa: N802
        if self._hover:
            self._hover = False
            self.update()

    def mousePressEvent(self, event):  # noqa: N802
        if event.button() == Qt.LeftButton and self.actions and self.board is not None:
            event.accept()
            self.board.take(self, self.actions)
            return
        event.ignore()

    def mouseDoubleClickEvent(self, event):  # noqa: N802
        event.accept()  # the first click of a double-click already counted; the second does nothing


def target_rect(w: float, h: float, parent: QGraphicsItem | None = None, fill=None, line=None, tag: str = "",
                radius: float = 6, x: float = 0, y: float = 0) -> Target:
    item = Target(rounded(QRectF(0, 0, w, h), radius), parent, fill, line, tag)
    item.setPos(x, y)
    return item


class Chip(Target):
    """A drawn button: a rounded box with an optional icon and a label, standing for one action."""

    def __init__(self, board, action: Action | None, label: str, icon: str = "", tip: str = "", tag: str = "",
                 fill: str = "#fffaf0", px: float = 14, parent: QGraphicsItem | None = None,
                 ink: str = "#33291b") -> None:
        w = metrics(px, True).horizontalAdvance(label) + (px * 1.6 if icon else 0) + 22
        h = px * 2.2
        super().__init__(rounded(QRectF(0, 0, w, h), h / 2.6), parent, fill, pen("#6b5a3e", 1.2), tag)
        self.w, self.h = w, h
        x = 11
        if icon:
            Glyph(icon, px * 1.25, ink, self, x + px * 0.6, h / 2, centred=True)
            x += px * 1.6
        self.label = AnchoredText(label, px, self, x, h / 2, "l", ink, True)
        if tip:
            self.setToolTip(tip)
        self.setZValue(5)
        if action is not None:
            self.arm(board, (action,))

