"""A target inside a part painted from a picture (ui/pictures.py): a FaceTarget paints only its face into the
picture, and its marks (armed outline, glow, focus) are drawn by a Mark above the part, so that arming,
hovering or focusing it repaints that outline and never makes the part's picture again.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from dawnofempires_gui.ui.drawing import pen
from dawnofempires_gui.ui.pictures import Cached, parent_of
from dawnofempires_gui.ui.targets import FOCUS_PEN, GLOW_BRUSH, GLOW_PEN, LEGAL_PEN, NO_BRUSH, NO_PEN, Target

_VISIBLE_CHANGED = QGraphicsItem.ItemVisibleHasChanged


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
