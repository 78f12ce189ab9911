"""The square grid of the Age of Empires board: land and the outer ring of sea, the players' start sections,
the column and row numbers, the highlights of the selected stack (where it can move, where it can shoot, the path
of a move) and the square targets (the stacks of counters in each square: board_stacks.py).

Items, cheapest first: one GridItem paints every square (shown from one opaque picture, ui/pictures.py); one
HighlightItem paints the tints of the selected stack and repaints only the squares whose tint changed; a
SquareTarget exists only for a square that stands for actions now (hidden otherwise).
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from dawnofempires_gui.ui.targets import NO_BRUSH, NO_PEN, Target, rounded

from .board_items import GRID_LINE, LAND, LAND_ALT, SEA, SEA_LINE, SECTION_LINE, brush, font, pen

NUMBER_PX = 13.0  # the smallest size of the numbers of the columns and rows


class GridItem(QGraphicsItem):
    """Every square of the board: land, sea, grid lines, the start sections and their borders, the numbers."""

    def __init__(self, board, size: float) -> None:
        super().__init__()
        self.b = board
        self.s = size
        self._rect = QRectF(0, 0, board.width * size, board.height * size)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(0)
        self.setData(0, "grid")
        w, h, s = board.width, board.height, size
        self._sea = QPainterPath()
        self._land = QPainterPath()
        self._alt = QPainterPath()
        for c in range(board.grid.size):
            x, y = c % w, c // w
            r = QRectF(x * s, y * s, s, s)
            if board.sea[c]:
                self._sea.addRect(r)
            elif board.section[c] % 2:
                self._alt.addRect(r)
            else:
                self._land.addRect(r)
        self._lines = QPainterPath()
        for x in range(w + 1):
            self._lines.moveTo(x * s, 0)
            self._lines.lineTo(x * s, h * s)
        for y in range(h + 1):
            self._lines.moveTo(0, y * s)
            self._lines.lineTo(w * s, y * s)
        self._sections = QPainterPath()
        for c in range(board.grid.size):
            x, y = c % w, c // w
            if x + 1 < w and board.section[c] != board.section[c + 1]:
                self._sections.moveTo((x + 1) * s, y * s)
                self._sections.lineTo((x + 1) * s, (y + 1) * s)
            if y + 1 < h and board.section[c] != board.section[c + w]:
                self._sections.moveTo(x * s, (y + 1) * s)
                self._sections.lineTo((x + 1) * s, (y + 1) * s)
        self._coast = QPainterPath()
        self._coast.addRect(QRectF(s, s, (w - 2) * s, (h - 2) * s))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter, option, widget=None) -> None:
        s = self.s
        painter.setPen(NO_PEN)
        painter.setBrush(brush(SEA))
        painter.drawPath(self._sea)
        painter.setBrush(brush(LAND))
        painter.drawPath(self._land)
        painter.setBrush(brush(LAND_ALT))
        painter.drawPath(self._alt)
        painter.setBrush(NO_BRUSH)
        painter.setPen(pen(GRID_LINE, max(0.6, s * 0.025)))
        painter.drawPath(self._lines)
        painter.setPen(pen("#4f7ea6", max(1.0, s * 0.06)))
        painter.drawPath(self._coast)
        painter.setPen(pen(SECTION_LINE, max(1.5, s * 0.08)))
        painter.drawPath(self._sections)
        painter.drawRect(self._rect)
        # the numbers of the columns and rows, in the sea ring (squares are named "(column, row)" from 1)
        painter.setFont(self.number_font())
        painter.setPen(QColor(SEA_LINE).darker(160))
        w, h = self.b.width, self.b.height
        for x in range(1, w - 1):
            painter.drawText(QRectF(x * s, 0, s, s), Qt.AlignCenter, str(x + 1))
            painter.drawText(QRectF(x * s, (h - 1) * s, s, s), Qt.AlignCenter, str(x + 1))
        for y in range(1, h - 1):
            painter.drawText(QRectF(0, y * s, s, s), Qt.AlignCenter, str(y + 1))
            painter.drawText(QRectF((w - 1) * s, y * s, s, s), Qt.AlignCenter, str(y + 1))


    def number_font(self):
        """The numbers' font: a third of a square, never under the board's smallest words (13: 9 px at 1024×700;
        a third of the 20-unit squares of six players was 5 px), bold only where two bold figures fit a square."""
        px = self.s * 0.36
        return font(px, True) if px >= NUMBER_PX else font(NUMBER_PX)


class HighlightItem(QGraphicsItem):
    """The tints of the selected stack: where it can move (blue), where it can shoot (red), the path of a move
    (a line with a dot at each step) and the selected square (a thick outline in the seat's colour)."""

    def __init__(self, size: float, width: int, height: int) -> None:
        super().__init__()
        self.s = size
        self.w = width
        self._rect = QRectF(-4, -4, width * size + 8, height * size + 8)
        self.key = None
        self.reach: frozenset = frozenset()
        self.range: frozenset = frozenset()
        self.path: tuple = ()
        self.selected: int = -1
        self.colour = "#000000"
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(1)
        self.setData(0, "highlight")

    def set(self, reach, in_range, path, selected: int, colour: str) -> None:
        key = (frozenset(reach), frozenset(in_range), tuple(path), selected, colour)
        if key != self.key:
            dirty = self._changed(key)
            self.key = key
            self.reach, self.range, self.path, self.selected, self.colour = key
            for rect in dirty:
                self.update(rect)

    def _changed(self, key) -> list[QRectF]:
        """The rectangles whose tints differ between the shown key and `key`: repainting the whole grid for the
        outline of one square costs as much as a full redraw of the board."""
        reach, in_range, path, selected, colour = key
        if self.key is None:
            return [self._rect]
        squares = (self.reach ^ reach) | (self.range ^ in_range)
        margin = self.s * 0.05 + 2  # the dotted edge of the range straddles the border of a square
        rects = [self.cell(sq).adjusted(-margin, -margin, margin, margin) for sq in squares]
        if path != self.path:
            for old_or_new in (self.path, path):
                if len(old_or_new) > 1:
                    rects.append(self._bounds(old_or_new))
        if (selected, colour) != (self.selected, self.colour):
            margin = self.s * 0.06 + 2
            rects += [self.cell(sq).adjusted(-margin, -margin, margin, margin) for sq in (self.selected, selected)
                      if sq >= 0]
        if len(rects) > 24:  # as many as Qt merges anyway: one rectangle round them all
            whole = QRectF()
            for rect in rects:
                whole = whole.united(rect)
            return [whole]
        return rects

    def _bounds(self, path) -> QRectF:
        whole = QRectF()
        for sq in path:
            whole = whole.united(self.cell(sq))
        return whole

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def cell(self, sq: int) -> QRectF:
        s = self.s
        return QRectF((sq % self.w) * s, (sq // self.w) * s, s, s)

    def centre(self, sq: int) -> QPointF:
        s = self.s
        return QPointF((sq % self.w + 0.5) * s, (sq // self.w + 0.5) * s)

    def paint(self, painter, option, widget=None) -> None:
        painter.setPen(NO_PEN)
        if self.reach:
            painter.setBrush(QBrush(QColor(40, 110, 220, 125)))  # read as blue on the grass (70 looked grey-green)
            for sq in self.reach:
                painter.drawRect(self.cell(sq))
        if self.range:
            for fill in (QBrush(QColor(255, 245, 235, 70)), QBrush(QColor(200, 30, 30, 110), Qt.BDiagPattern)):
                painter.setBrush(fill)
                for sq in self.range:
                    painter.drawRect(self.cell(sq))
            edge = QPen(QColor(170, 20, 20, 200), max(1.0, self.s * 0.05), Qt.DotLine)
            painter.setPen(edge)
            painter.setBrush(NO_BRUSH)
            for sq in self.range:
                r = self.cell(sq)
                x = sq % self.w
                if x == 0 or sq - 1 not in self.range:
                    painter.drawLine(r.topLeft(), r.bottomLeft())
                if x + 1 >= self.w or sq + 1 not in self.range:
                    painter.drawLine(r.topRight(), r.bottomRight())
                if sq - self.w not in self.range:
                    painter.drawLine(r.topLeft(), r.topRight())
                if sq + self.w not in self.range:
                    painter.drawLine(r.bottomLeft(), r.bottomRight())
            painter.setPen(NO_PEN)
        if len(self.path) > 1:
            line = QPen(QColor(20, 60, 160, 220), max(1.5, self.s * 0.1))
            line.setCapStyle(Qt.RoundCap)
            painter.setPen(line)
            pts = [self.centre(sq) for sq in self.path]
            for a, b in zip(pts, pts[1:]):
                painter.drawLine(a, b)
            painter.setBrush(brush("#ffffff"))
            painter.setPen(pen("#143ca0", max(1.0, self.s * 0.05)))
            d = self.s * 0.16
            for p in pts[1:]:
                painter.drawEllipse(p, d, d)
        if self.selected >= 0:
            painter.setPen(pen(self.colour, max(2.5, self.s * 0.12)))
            painter.setBrush(NO_BRUSH)
            painter.drawRect(self.cell(self.selected).adjusted(1, 1, -1, -1))


class SquareTarget(Target):
    """A square standing for actions now (placing, commanding, moving, attacking, laying, starting)."""

    def __init__(self, scene_board, square: int, size: float, x: float, y: float) -> None:
        super().__init__(rounded(QRectF(2, 2, size - 4, size - 4), size * 0.12), None, None, None, f"sq-{square}")
        self.scene_board = scene_board
        self.square = square
        self.setPos(x, y)
        self.setZValue(3)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def hoverEnterEvent(self, event):  # noqa: N802
        super().hoverEnterEvent(event)
        self.scene_board.hover_square(self.square)

    def hoverLeaveEvent(self, event):  # noqa: N802
        super().hoverLeaveEvent(event)
        self.scene_board.hover_square(None)

    def set_focus_mark(self, on: bool) -> None:
        super().set_focus_mark(on)
        if on:
            self.scene_board.hover_square(self.square)
