"""The stacks of counters in the squares of the Age of Empires board (board_grid.py), one StackItem per occupied
square, painted from a small key and repainted only when the key changes. A square's counters: the owner's
buildings as a tile in his colour with the main building's icon and their number (a hatched tile for a
foundation), his units as one counter with the owner's letter and their number (in a badge as wide as the number,
inside the square), hatched units in training, red and black hit markers as dots along the bottom (clear of the
number and the letter), a notch for a piece that lost a step, and the Command-Control chit as a flag. Two owners
in one square (a battle) get a counter each, corner to corner.

The counter carries its owner's letter (engine/words.initials) in place of its units' icon: whose counter it is
cannot be told by colour alone, and with six players a square is 14 px at 1024×700, room for one mark a player
can read (the tray and the square's tooltip name the units). A tile of buildings alone keeps its icon, the letter
beside it.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from dawnofempires_gui.games.aoe.kinds import KINDS
from dawnofempires_gui.ui.glyphs import glyph
from dawnofempires_gui.ui.style import ICONS
from dawnofempires_gui.ui.targets import NO_PEN

from .board_items import HIT_BLACK, HIT_RED, brush, font, ink_on, light, metrics, pen, readable, type_icon

BUILDING_ORDER = ("town_center", "ballista_tower", "guard_tower", "sentry_tower", "watch_tower", "academy",
                  "siege_workshop", "stable", "archery_range", "barracks", "dock", "granary", "house")
HATCH = QBrush(QColor("#7d6e55"), Qt.BDiagPattern)


def draw_glyph(painter, name: str, rect: QRectF, colour: str) -> None:
    family, char = glyph(ICONS.get(name, name))
    painter.setFont(font(rect.height() * 0.86, family=family))
    painter.setPen(QColor(colour))
    painter.drawText(rect, Qt.AlignCenter, char)


def draw_letter(painter, letter: str, rect: QRectF, px: float, colour: str, halo: str = "") -> None:
    """`letter` as large as `rect` holds (up to px), its capital's height in the middle of `rect`; with a `halo`
    round it where it lies on a hatching."""
    px *= min(1.0, rect.height() / metrics(px, True).capHeight())
    m = metrics(px, True)
    at = QPointF(rect.center().x() - m.horizontalAdvance(letter) / 2, rect.center().y() + m.capHeight() / 2)
    if not halo:
        painter.setFont(font(px, True))
        painter.setPen(QColor(colour))
        painter.drawText(at, letter)
        return
    path = QPainterPath()
    path.addText(at, font(px, True), letter)
    painter.setPen(QPen(QColor(halo), px * 0.18, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    painter.setBrush(Qt.NoBrush)
    painter.drawPath(path)
    painter.setPen(NO_PEN)
    painter.setBrush(brush(colour))
    painter.drawPath(path)


def stack_groups(view, pieces: list[dict], colours: list[str], letters: list[str]) -> tuple:
    """The drawing key of a square's pieces: per owner (in order of first appearance), a tuple
    (colour, building icon, foundation icon, owner's letter, units, in training, red, black, depleted, chit,
    buildings)."""
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
        red = sum(p["red"] for p in own)
        black = sum(p["black"] for p in own)
        depleted = sum(KINDS[p["type"]].steps - p["steps"] for p in own if not p["down"])
        cc = view.cc[owner]
        chit = any(p["id"] in cc for p in own)
        groups.append((colours[owner], b_icon, f_icon, letters[owner], len(units), training, red, black, depleted, chit,
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
    """One owner's pieces as a single counter (in a square shared with an enemy): the owner's letter, the number of
    units or buildings, the chit and the hit markers."""
    colour, b_icon, f_icon, letter, units, training, red, black, depleted, chit, buildings = g
    c = counter.width()
    solid = bool(units)
    painter.setPen(pen("#1a1a1a", max(0.8, s * 0.035)))
    painter.setBrush(brush(colour if solid else light(colour, 0.55)))
    painter.drawRoundedRect(counter, c * 0.18, c * 0.18)
    if not units and not b_icon:
        painter.setBrush(HATCH)
        painter.drawRoundedRect(counter, c * 0.18, c * 0.18)
    # the letter between the number and chit at one edge and the hit markers at the other, on the left: the other
    # counter lies over the right of the first, the chit on the right of the second
    band = QRectF(counter.left(), counter.top() + c * (0.42 if index == 0 else 0.24), c * 0.5, c * 0.33)
    draw_letter(painter, letter, band, c * 0.6, ink_on(colour) if solid else readable(colour))
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
    colour, b_icon, f_icon, letter, units, training, red, black, depleted, chit, buildings = g
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
        big = min(tile.width(), tile.height()) * (0.42 if units or training else 0.5)
        where = QRectF(tile.left() + s * 0.02, tile.top() + s * 0.02, big, big) if units or training else \
            QRectF(tile.left() + s * 0.02, tile.center().y() - big / 2, big, big)
        draw_glyph(painter, icon, where, ink if b_icon else "#6b5a3e")
        if not (units or training):  # the owner's letter beside the icon, above the number of buildings
            right = QRectF(tile.center().x(), tile.top(), tile.width() / 2, tile.height() * 0.75)
            draw_letter(painter, letter, right, s * 0.5, ink, "" if b_icon else "#efe6cf")
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
        dots_top = hit_dots(r, s, 1, 0)[0][1].top()
        c = min(r.width(), s) * (0.56 if (b_icon or f_icon) else 0.72)
        cx = tile.right() - c if (b_icon or f_icon) else r.center().x() - c / 2
        cy = dots_top - s * 0.02 - c if (b_icon or f_icon) else r.center().y() - c / 2  # above the hit markers
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
        # the letter below the number over the counter's top right corner, above the hit markers
        top = count_badge(counter, "1", r).bottom()
        band = QRectF(counter.left(), top, c, min(counter.bottom(), dots_top) - top)
        draw_letter(painter, letter, band, s * 0.52, ink_on(colour) if units else "#33291b",
                    "" if units else light(colour, 0.5))
        n = units + training
        if n > 1 or (units and training):
            label = str(units) + ("+" if training else "") if units else str(training)
            badge = count_badge(counter, label, r)
            d = badge.height()
            painter.setPen(pen("#1a1a1a", max(0.6, s * 0.025)))
            painter.setBrush(brush("#ffffff"))
            painter.drawRoundedRect(badge, d / 2, d / 2)
            painter.setFont(font(d * 0.78, True))
            painter.setPen(QColor("#111111"))
            painter.drawText(badge, Qt.AlignCenter, label)
    # hit markers: red and black dots along the bottom right, a notch for each lost step at the bottom left
    for colour_dot, dot in hit_dots(r, s, red, black):
        painter.setPen(pen("#ffffff", max(0.6, s * 0.02)))
        painter.setBrush(brush(colour_dot))
        painter.drawEllipse(dot)
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


def count_badge(counter: QRectF, label: str, square: QRectF) -> QRectF:
    """The badge of the number of units over the top right corner of their counter: as wide as the number, and
    inside the square (a StackItem is cut at its square: "14+" lost its first figure, "5+" its edge)."""
    d = counter.width() * 0.52
    w = max(d, metrics(d * 0.78, True).horizontalAdvance(label) + d * 0.4)
    right = min(counter.right() + d * 0.25, square.right() - 1)
    return QRectF(right - w, max(square.top() + 1, counter.top() - d * 0.3), w, d)


def hit_dots(square: QRectF, s: float, red: int, black: int) -> list[tuple[str, QRectF]]:
    """The hit markers of a square's units as dots (up to 3 of each colour) along its bottom, from the right:
    clear of the badge of their number at the top, which the dots covered."""
    dot, inset = s * 0.16, s * 0.05
    x, y = square.right() - inset - dot, square.bottom() - inset - dot
    dots = []
    for colour, n in ((HIT_RED, red), (HIT_BLACK, black)):
        for _ in range(min(n, 3)):
            dots.append((colour, QRectF(x, y, dot, dot)))
            x -= dot * 0.8
    return dots
