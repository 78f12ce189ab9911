"""The one clickable item every board uses: a shape that stands for legal actions.

target.arm(board, actions, tip): no action -> inert (the tooltip may say why not); one -> a click takes
it; several -> a click opens the board's chooser. Armed targets are outlined in the legal colour and glow
under the pointer or the keyboard focus. A double-click counts as one click. Setters compare before they
change anything, so a redraw that changes nothing costs no repaint.

A board may write its targets' tooltips when they are read (tip_of) rather than at every redraw.

A target inside a part painted from a picture (ui/pictures.py) is a FaceTarget: it paints only its face
into the picture, and its marks (armed outline, glow, focus) are drawn by a Mark above the part, so that
arming, hovering or focusing it repaints that outline and never makes the part's picture again.
"""
from __future__ import annotations

import weakref
from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from dawnofempires_gui.engine import Action
from dawnofempires_gui.ui.drawing import AnchoredText, Glyph, brush, metrics, pen
from dawnofempires_gui.ui.pictures import Cached, parent_of  # noqa: F401 (parent_of: for the boards)
from dawnofempires_gui.ui.style import LEGAL_GLOW, LEGAL_OUTLINE

NO_PEN = QPen(Qt.NoPen)
NO_BRUSH = QBrush(Qt.NoBrush)
LEGAL_PEN = QPen(LEGAL_OUTLINE, 3.5)
GLOW_PEN = QPen(LEGAL_GLOW, 10.0)
GLOW_BRUSH = QBrush(LEGAL_GLOW)
FOCUS_PEN = QPen(LEGAL_OUTLINE, 2.0, Qt.DashLine)
_VISIBLE_CHANGED = QGraphicsItem.ItemVisibleHasChanged


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


class Mark(QGraphicsItem):
    """The marks of a FaceTarget, drawn above the part holding the target: the outline of an armed target and
    its fill while armed are plain path items (drawn by Qt without a call into Python: a step may arm tens of
    targets), the glow under the pointer or the keyboard focus is painted by the mark itself. Idle, nothing of
    it is painted; it takes no click, no hover and no tooltip (those go to the target under it)."""

    def __init__(self, target: "FaceTarget") -> None:
        super().__init__()
        self.target = target
        self.drawn = False  # whether its marks are shown (the target armed)
        self.lit = False  # whether it paints the glow itself (armed, under the pointer or the keyboard focus)
        self.setFlag(QGraphicsItem.ItemHasNoContents)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setAcceptHoverEvents(False)
        self.setData(0, f"mark-of-{target.data(0)}")
        self.fill = self._path_item(NO_PEN, True)
        self.line = self._path_item(LEGAL_PEN, False)

    def _path_item(self, line: QPen, behind: bool) -> QGraphicsPathItem:
        item = QGraphicsPathItem(self.target._path, self)
        item.setPen(line)
        item.setBrush(NO_BRUSH)
        item.setFlag(QGraphicsItem.ItemStacksBehindParent, behind)
        item.setAcceptedMouseButtons(Qt.NoButton)
        item.setVisible(False)
        return item

    def sync(self) -> None:
        """Show the target's state: armed (outline, fill), lit (the glow painted under the outline), focused
        (a dashed outline painted instead)."""
        target = self.target
        armed = bool(target.actions) and target.isVisible()
        lit = armed and (target._hover or target._focus)
        path = target._path
        for item in (self.fill, self.line):
            if item.path() != path:
                item.setPath(path)
        fill = target.armed_fill if armed else None
        if fill is not None and self.fill.brush() != fill:
            self.fill.setBrush(fill)
        self.fill.setVisible(fill is not None)
        self.line.setVisible(armed and not target._focus)
        self.drawn = armed
        if lit != self.lit:
            self.lit = lit
            self.setFlag(QGraphicsItem.ItemHasNoContents, not lit)
            if self.scene() is not None:  # Qt skips the update of an item without contents
                self.scene().update(self.sceneBoundingRect())
        elif lit:
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.target._rect

    def paint(self, painter, option, widget=None) -> None:
        target = self.target
        painter.setPen(GLOW_PEN)
        painter.setBrush(GLOW_BRUSH)
        painter.drawPath(target._path)
        if target._focus:
            painter.setPen(FOCUS_PEN)
            painter.setBrush(NO_BRUSH)
            painter.drawPath(target._path)

    def paint_all(self, painter) -> None:
        """Paint every mark of the target as it stands (for a target drawn from a kept picture, out of a scene)."""
        target = self.target
        if not target.actions:
            return
        path = target._path
        if target.armed_fill is not None:
            painter.setPen(NO_PEN)
            painter.setBrush(target.armed_fill)
            painter.drawPath(path)
        if target._hover or target._focus:
            painter.setPen(GLOW_PEN)
            painter.setBrush(GLOW_BRUSH)
            painter.drawPath(path)
        painter.setPen(FOCUS_PEN if target._focus else LEGAL_PEN)
        painter.setBrush(NO_BRUSH)
        painter.drawPath(path)


class FaceTarget(Target):
    """A Target that lies in a part painted from a picture: its face (fill, line, the chosen mark) is a plain
    path item under its children, painted into the picture by Qt without Python, and a Mark above the part
    paints the rest, so that arming, disarming, hovering and focusing never make the picture again (looks and
    selections still do: they are the face)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.mark: Mark | None = None
        self._armed_fill: QBrush | None = None
        self._marks_only = False
        self.setFlag(QGraphicsItem.ItemHasNoContents)
        self.face = QGraphicsPathItem(self._path, self)
        self.face.setFlag(QGraphicsItem.ItemStacksBehindParent)
        self.face.setAcceptedMouseButtons(Qt.NoButton)
        self.chosen: QGraphicsPathItem | None = None  # the outline of select(), made when first needed
        self._sync_face()

    @property
    def armed_fill(self) -> QBrush | None:
        """A fill of its own while armed, drawn by the mark."""
        return self._armed_fill

    @armed_fill.setter
    def armed_fill(self, fill: QBrush | None) -> None:
        if fill is not self._armed_fill:
            self._armed_fill = fill
            if self.mark is not None:
                self.mark.sync()

    def _sync_face(self) -> None:
        self.face.setBrush(self._brush)
        self.face.setPen(self._pen)
        if self.selected_colour or self.chosen is not None:
            if self.chosen is None:
                self.chosen = QGraphicsPathItem(self._path, self)
                self.chosen.setFlag(QGraphicsItem.ItemStacksBehindParent)
                self.chosen.setAcceptedMouseButtons(Qt.NoButton)
                self.chosen.setBrush(NO_BRUSH)
            self.chosen.setVisible(bool(self.selected_colour))
            if self.selected_colour:
                self.chosen.setPen(pen(self.selected_colour, 5))

    def set_path(self, path: QPainterPath) -> None:
        super().set_path(path)
        for item in (self.face, self.chosen):
            if item is not None and item.path() != path:
                item.setPath(path)

    def paint(self, painter, option, widget=None) -> None:
        pass  # never called (no contents): the face and the mark paint it

    def itemChange(self, change, value):  # noqa: N802
        if change == _VISIBLE_CHANGED and self.mark is not None:
            self.mark.sync()  # hidden (or an item holding it hidden): its marks, outside it, go with it
        return super().itemChange(change, value)

    def update(self, *args) -> None:
        if self._marks_only:
            self._update_mark()
        else:
            self._sync_face()

    def _marks(self, change, *args) -> None:
        self._marks_only = True
        try:
            change(*args)
        finally:
            self._marks_only = False

    def arm(self, board, actions, tip: str | None = None) -> None:
        self._marks(super().arm, board, actions, tip)

    def set_focus_mark(self, on: bool) -> None:
        self._marks(super().set_focus_mark, on)

    def hoverEnterEvent(self, event):  # noqa: N802
        self._marks(super().hoverEnterEvent, event)

    def hoverLeaveEvent(self, event):  # noqa: N802
        self._marks(super().hoverLeaveEvent, event)

    def _update_mark(self) -> None:
        drawn = bool(self.actions)
        mark = self.mark
        if mark is None:
            if not drawn or self.scene() is None:
                return
            mark = self.mark = Mark(self)
            outer = None  # the outermost part holding the target: the mark lies just above it
            item = self
            while item is not None:
                if isinstance(item.graphicsEffect(), Cached):
                    outer = item
                item = parent_of(item)
            holder = parent_of(outer if outer is not None else self)
            mark.setZValue((outer or self).zValue() + 0.5)
            if holder is not None:
                mark.setParentItem(holder)
            else:
                self.scene().addItem(mark)
        holder = parent_of(mark)
        place = self.itemTransform(holder)[0] if holder is not None else self.sceneTransform()
        if mark.transform() != place:
            mark.setTransform(place)
        mark.sync()


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
