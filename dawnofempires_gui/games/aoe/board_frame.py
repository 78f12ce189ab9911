"""The thick outline of the panel of a player to move (board_panels.py), drawn as four edges over the panel's
thin outline: the turn passing on repaints those strips, not the whole panel."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from .board_items import blitted, inert, pen


class FrameEdge(QGraphicsRectItem):
    """One edge of the thick outline of the panel of a player to move: the whole outline, a plain rectangle
    item painted by Qt without a call into Python, clipped to this edge's strip (the clip is pixel-aligned, so
    the four strips meet without a seam). Hidden while the player is not to move: Qt then never visits it."""

    def __init__(self, outline: QRectF, edge: QRectF, line: QPen, parent: QGraphicsItem) -> None:
        super().__init__(edge, parent)
        inert(self)
        self.setPen(QPen(Qt.NoPen))
        self.setFlag(QGraphicsItem.ItemClipsChildrenToShape)
        self.setZValue(-1)  # above the panel's paper, under its parts (the head's band covers its inner half)
        self.outline = blitted(inert(QGraphicsRectItem(outline, self)))
        self.outline.setPen(line)
        self.on = False
        self.setVisible(False)

    def set(self, on: bool) -> None:
        if on != self.on:
            self.on = on
            self.setVisible(on)  # a repaint of its strip


class MovingFrame:
    """The thick outline of the panel of a player to move, over the panel's thin one, as four edges: turning it
    on or off repaints the edges, not the whole panel (a new pen on the panel repainted all of it, and so does
    one item's update of four strips: Qt unites them)."""

    WIDTH = 3.5

    def __init__(self, w: float, h: float, colour: str, parent: QGraphicsItem, tag: str) -> None:
        outline = QRectF(0, 0, w, h)
        m = self.WIDTH / 2 + 2  # the pen's half width and its antialiased edge
        b = outline.adjusted(-m, -m, m, m)
        side = b.height() - 4 * m  # the sides between the top and the bottom: no pixel is drawn twice
        edges = [QRectF(b.left(), b.top(), b.width(), 2 * m),  # the top, the bottom, the left and the right
                 QRectF(b.left(), b.bottom() - 2 * m, b.width(), 2 * m),
                 QRectF(b.left(), b.top() + 2 * m, 2 * m, side),
                 QRectF(b.right() - 2 * m, b.top() + 2 * m, 2 * m, side)]
        line = pen(colour, self.WIDTH)
        self.edges = [FrameEdge(outline, edge, line, parent) for edge in edges]
        for i, edge in enumerate(self.edges):
            edge.setData(0, f"{tag}-{i}")
        self.on = False

    def set(self, on: bool) -> None:
        self.on = on
        for edge in self.edges:
            edge.set(on)
