"""The square grid of the Age of Empires board: land and the outer ring of sea, the players' start sections,
the column and row numbers, the stacks of counters in each square, the highlights of the selected stack
(where it can move, where it can shoot, the path of a move) and the square targets.

Items, cheapest first: one GridItem paints every square (shown from one opaque picture, ui/pictures.py); one
StackItem per occupied square paints its counters from a small key and repaints only when the key changes; one
HighlightItem paints the tints of the selected stack and repaints only the squares whose tint changed; a
SquareTarget exists only for a square that stands for actions now (hidden otherwise). A square's counters: the
owner's buildings as a tile in his colour with the main building's icon and their number (a hatched tile for a
foundation), his units as one counter with the icon of the most numerous type and their number, hatched units in
training, red and black hit markers as dots, a notch for a piece that lost a step, and the Command-Control chit as
a flag. Two owners in one square (a battle) get a counter each, corner to corner.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from dawnofempires_gui.games.aoe.kinds import KINDS
from dawnofempires_gui.ui.glyphs import glyph
from dawnofempires_gui.ui.style import ICONS
from dawnofempires_gui.ui.targets import NO_BRUSH, NO_PEN, Target, rounded

from .board_items import (GRID_LINE, HIT_BLACK, HIT_RED, LAND, LAND_ALT, SEA, SEA_LINE, SECTION_LINE, brush, font,
                          ink_on, light, pen, readable, type_icon)

BUILDING_ORDER = ("town_center", "ballista_tower", "guard_tower", "sentry_tower", "watch_tower", "academy",
                  "siege_workshop", "stable", "archery_range", "barracks", "dock", "granary", "house")
HATCH = QBrush(QColor("#7d6e55"), Qt.BDiagPattern)


def draw_glyph(painter, name: str, rect: QRectF, colour: str) -> None:
    family, char = glyph(ICONS.get(name, name))
    painter.setFont(font(rect.height() * 0.86, family=family))
    painter.setPen(QColor(colour))
    painter.drawText(rect, Qt.AlignCenter, char)


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
        painter.setFont(font(s * 0.36, True))
        painter.setPen(QColor(SEA_LINE).darker(160))
        w, h = self.b.width, self.b.height
        for x in range(1, w - 1):
            painter.drawText(QRectF(x * s, 0, s, s), Qt.AlignCenter, str(x + 1))
            painter.drawText(QRectF(x * s, (h - 1) * s, s, s), Qt.AlignCenter, str(x + 1))
        for y in range(1, h - 1):
            painter.drawText(QRectF(0, y * s, s, s), Qt.AlignCenter, str(y + 1))
            painter.drawText(QRectF((w - 1) * s, y * s, s, s), Qt.AlignCenter, str(y + 1))


def stack_groups(view, pieces: list[dict], colours: list[str]) -> tuple:
    """The drawing key of a square's pieces: per owner (in order of first appearance), a tuple
    (colour, building icon, foundation icon, unit icon, units, in training, red, black, depleted, chit, buildings)."""
    owners: dict[int, list[dict]] = {}
    for p in pieces:
        owners.setdefault(p["owner"], []).append(p)
    groups = []
    for owner, own in owners.items():
        buildings = [p for p in own if not KINDS[p["type"]].unit]
        up = [p["type"] for p in buildings if not p["down"]]
        down = [p["type"] for p in buildings if p["down"]]
        units = [p for p in own if KINDS[p["type"]].unit and not p["down"]]
        training = sum(1 for p in own if KINDS[p["type"]].unit and p["down"])
        b_icon = type_icon(min(up, key=BUILDING_ORDER.index)) if up else ""
        f_icon = type_icon(min(down, key=BUILDING_ORDER.index)) if down else ""
        u_icon = ""
        if units:
            counts: dict[str, int] = {}
            for p in units:
                counts[p["type"]] = counts.get(p["type"], 0) + 1
            main = max(counts, key=lambda t: (counts[t], KINDS[t].military, KINDS[t].attack, t))
            u_icon = type_icon(main)
        elif training:
            u_icon = type_icon(next(p["type"] for p in own if KINDS[p["type"]].unit))
        red = sum(p["red"] for p in own)
        black = sum(p["black"] for p in own)
        depleted = sum(KINDS[p["type"]].steps - p["steps"] for p in own if not p["down"])
        cc = view.cc[owner]
        chit = any(p["id"] in cc for p in own)
        groups.append((colours[owner], b_icon, f_icon, u_icon, len(units), training, red, black, depleted, chit,
                       len(up)))
    return tuple(groups)


class StackItem(QGraphicsItem):
    """The counters in one square, drawn from the key stack_groups() gives."""

    def __init__(self, board_scene, square: int, size: float) -> None:
        super().__init__()
        self.scene_board = board_scene
        self.square = square
        self.s = size
        self.key: tuple = ()
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setAcceptHoverEvents(True)
        self.setZValue(2)
        self.setData(0, f"stack-{square}")
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    def set(self, key: tuple) -> None:
        if key != self.key:
            self.key = key
            self.setVisible(bool(key))
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.s, self.s)

    def hoverEnterEvent(self, event):  # noqa: N802
        self.scene_board.hover_square(self.square)

    def hoverLeaveEvent(self, event):  # noqa: N802
        self.scene_board.hover_square(None)

    def paint(self, painter, option, widget=None) -> None:
        groups = self.key
        if not groups:
            return
        s = self.s
        if len(groups) == 1:
            paint_group(painter, groups[0], QRectF(0, 0, s, s), s)
        else:  # owners sharing the square (a battle): one counter each, overlapping corner to corner
            c = s * 0.62
            for i, g in enumerate(groups[:2]):
                at = s * 0.03 + i * (s - c - s * 0.06)
                paint_counter(painter, g, QRectF(at, at, c, c), s, i)
        if len(groups) > 2:
            painter.setPen(pen("#111111", 1))
            painter.setBrush(brush("#ffffff"))
            r = QRectF(s * 0.38, s * 0.02, s * 0.24, s * 0.24)
            painter.drawEllipse(r)
            painter.setFont(font(s * 0.2, True))
            painter.drawText(r, Qt.AlignCenter, "+")


def paint_counter(painter, g: tuple, counter: QRectF, s: float, index: int) -> None:
    """One owner's pieces as a single counter (in a square shared with an enemy): the units' icon and number, or
    the main building's, the chit and the hit markers."""
    colour, b_icon, f_icon, u_icon, units, training, red, black, depleted, chit, buildings = g
    c = counter.width()
    solid = bool(units)
    painter.setPen(pen("#1a1a1a", max(0.8, s * 0.035)))
    painter.setBrush(brush(colour if solid else light(colour, 0.55)))
    painter.drawRoundedRect(counter, c * 0.18, c * 0.18)
    if not units and not b_icon:
        painter.setBrush(HATCH)
        painter.drawRoundedRect(counter, c * 0.18, c * 0.18)
    icon = u_icon if units else (b_icon or f_icon or u_icon)
    draw_glyph(painter, icon, counter.adjusted(c * 0.16, c * 0.16, -c * 0.16, -c * 0.16),
               ink_on(colour) if solid else readable(colour))
    n = units if units else buildings
    if n > 1:
        d = c * 0.42
        bw = d * (1.25 if n > 9 else 1)
        top = counter.top() if index == 0 else counter.bottom() - d  # clear of the other counter
        badge = QRectF(counter.right() - bw, top, bw, d)
        painter.setPen(pen("#1a1a1a", max(0.6, s * 0.025)))
        painter.setBrush(brush("#ffffff"))
        painter.drawRoundedRect(badge, d / 2, d / 2)
        painter.setFont(font(d * 0.78, True))
        painter.setPen(QColor("#111111"))
        painter.drawText(badge, Qt.AlignCenter, str(n))
    dot = s * 0.13
    x = counter.left() + dot * 0.2
    y = counter.bottom() - dot * 1.1 if index == 0 else counter.top() + dot * 0.1
    for colour_dot, k in ((HIT_RED, red), (HIT_BLACK, black)):
        for _ in range(min(k, 3)):
            painter.setPen(pen("#ffffff", max(0.6, s * 0.02)))
            painter.setBrush(brush(colour_dot))
            painter.drawEllipse(QRectF(x, y, dot, dot))
            x += dot * 0.8
    if chit:
        d = s * 0.24
        flag = QRectF(counter.left(), counter.top(), d, d) if index == 0 else \
            QRectF(counter.right() - d, counter.top(), d, d)
        painter.setPen(pen("#ffffff", max(0.8, s * 0.03)))
        painter.setBrush(brush("#1a1a1a"))
        painter.drawEllipse(flag)
        draw_glyph(painter, "fa6s.flag", flag.adjusted(d * 0.22, d * 0.22, -d * 0.22, -d * 0.22), "#ffffff")


def paint_group(painter, g: tuple, r: QRectF, s: float) -> None:
    """One owner's pieces in a part `r` of a square of size s."""
    colour, b_icon, f_icon, u_icon, units, training, red, black, depleted, chit, buildings = g
    inset = s * 0.05
    tile = r.adjusted(inset, inset, -inset, -inset)
    ink = readable(colour)
    if b_icon or f_icon:
        painter.setPen(pen(ink, max(1.0, s * 0.045)))
        painter.setBrush(brush(light(colour, 0.55) if b_icon else "#efe6cf"))
        painter.drawRoundedRect(tile, s * 0.08, s * 0.08)
        if not b_icon:
            painter.setBrush(HATCH)
            painter.setPen(NO_PEN)
            painter.drawRoundedRect(tile, s * 0.08, s * 0.08)
        icon = b_icon or f_icon
        big = min(tile.width(), tile.height()) * (0.5 if units or training else 0.7)
        where = QRectF(tile.left() + s * 0.02, tile.top() + s * 0.02, big, big) if units or training else \
            QRectF(tile.center().x() - big / 2, tile.center().y() - big / 2, big, big)
        draw_glyph(painter, icon, where, ink if b_icon else "#6b5a3e")
        if buildings > 1:  # several buildings in the square: their number in a corner of the tile
            painter.setFont(font(s * 0.26, True))
            painter.setPen(QColor(ink))
            corner = tile.left() + s * 0.03 if units or training else tile.right() - s * 0.27
            painter.drawText(QRectF(corner, tile.bottom() - s * 0.28, s * 0.24, s * 0.26), Qt.AlignCenter,
                             str(buildings))
        if b_icon and f_icon:  # a foundation beside a finished building: a hatched corner
            corner = QRectF(tile.right() - s * 0.2, tile.bottom() - s * 0.2, s * 0.18, s * 0.18)
            painter.setPen(pen("#6b5a3e", 1))
            painter.setBrush(HATCH)
            painter.drawRect(corner)
    if units or training:
        c = min(r.width(), s) * (0.56 if (b_icon or f_icon) else 0.72)
        cx = tile.right() - c if (b_icon or f_icon) else r.center().x() - c / 2
        cy = tile.bottom() - c if (b_icon or f_icon) else r.center().y() - c / 2
        counter = QRectF(cx, cy, c, c)
        if units:
            painter.setPen(pen("#1a1a1a", max(0.8, s * 0.035)))
            painter.setBrush(brush(colour))
        else:
            dashed = QPen(QColor("#1a1a1a"), max(0.8, s * 0.035), Qt.DashLine)
            painter.setPen(dashed)
            painter.setBrush(brush(light(colour, 0.5)))
        painter.drawRoundedRect(counter, c * 0.18, c * 0.18)
        if not units:
            painter.setBrush(HATCH)
            painter.setPen(NO_PEN)
            painter.drawRoundedRect(counter, c * 0.18, c * 0.18)
        draw_glyph(painter, u_icon, counter.adjusted(c * 0.14, c * 0.14, -c * 0.14, -c * 0.14),
                   ink_on(colour) if units else "#33291b")
        n = units + training
        if n > 1 or (units and training):
            label = str(units) + ("+" if training else "") if units else str(training)
            d = c * 0.52
            badge = QRectF(counter.right() - d * 0.75, counter.top() - d * 0.3, d * (1.2 if len(label) > 1 else 1), d)
            painter.setPen(pen("#1a1a1a", max(0.6, s * 0.025)))
            painter.setBrush(brush("#ffffff"))
            painter.drawRoundedRect(badge, d / 2, d / 2)
            painter.setFont(font(d * 0.78, True))
            painter.setPen(QColor("#111111"))
            painter.drawText(badge, Qt.AlignCenter, label)
    # hit markers: red and black dots along the top right, a notch for each lost step at the bottom left
    dot = s * 0.16
    x = r.right() - inset - dot
    for colour_dot, n in ((HIT_RED, red), (HIT_BLACK, black)):
        for _ in range(min(n, 3)):
            painter.setPen(pen("#ffffff", max(0.6, s * 0.02)))
            painter.setBrush(brush(colour_dot))
            painter.drawEllipse(QRectF(x, r.top() + inset, dot, dot))
            x -= dot * 0.8
    for k in range(min(depleted, 2)):
        path = QPainterPath()
        ox = r.left() + inset + k * s * 0.12
        oy = r.bottom() - inset
        path.moveTo(ox, oy)
        path.lineTo(ox + s * 0.18, oy)
        path.lineTo(ox, oy - s * 0.18)
        path.closeSubpath()
        painter.setPen(pen("#1a1a1a", 0.8))
        painter.setBrush(brush("#f5a623"))
        painter.drawPath(path)
    if chit:
        d = s * 0.3
        flag = QRectF(r.left() + inset * 0.4, r.top() + inset * 0.4, d, d)
        painter.setPen(pen("#ffffff", max(0.8, s * 0.03)))
        painter.setBrush(brush("#1a1a1a"))
        painter.drawEllipse(flag)
        draw_glyph(painter, "fa6s.flag", flag.adjusted(d * 0.22, d * 0.22, -d * 0.22, -d * 0.22), "#ffffff")


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
            painter.setBrush(QBrush(QColor(40, 110, 220, 70)))
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
