"""Small vector items of the Iron Age board: ink-coloured text and icons, clickable shapes (the shared
ui/targets.Target) and drawn buttons, and the cache that paints a part of the board from one picture.

Everything is vector painting (icons come from the icon fonts), sharp at any zoom. No word is smaller than
MIN_PX scene pixels, so that the fitted view of a 1024×700 window (scale 0.61 or more) shows it at 9 px
or more; only the numbers printed in the small track boxes are small print, left out (not drawn) below 9
screen pixels. Setters compare before they change anything: show_state() calls them for every item on
every redraw and only real changes cost a repaint.

Speed: the board is painted part by part from pictures (ui/pictures.py): a part (a column of
ports, a monument row, a development card, a die, the pegboard's labels) is drawn item by item only when
something in it changed or the view's scale did; an unchanged board is a few dozen pixmap copies.
"""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from dawnofempires_gui.ui.drawing import AnchoredText, brush, font, metrics, pen  # noqa: F401 (font: for the parts)
from dawnofempires_gui.ui.drawing import Glyph as SharedGlyph
from dawnofempires_gui.ui.facetarget import FaceTarget
from dawnofempires_gui.ui.pictures import cached, is_shelved, part, parts_of, shelve  # noqa: F401 (for the boards)
from dawnofempires_gui.ui.targets import Target, ellipse, rounded

INK = "#3b2f1e"
PAPER = "#f7f0dc"
PENCIL = "#4b3d2a"
FAINT = "#b9a888"
TABLE = "#5a4a38"  # the table the sheet, the tray, the pegboard and the cards lie on
SMALL_PRINT = 9.0  # screen pixels under which small print is not drawn
READABLE = 5.0  # screen pixels under which no text is drawn
MIN_PX = 15.0  # the smallest words of the board, in scene pixels (9 px on screen at scale 0.6)
NO_BRUSH = QBrush(Qt.NoBrush)


@lru_cache(maxsize=4096)
def text_width(text: str, px: float, bold: bool = False) -> float:
    return metrics(px, bold).horizontalAdvance(text)


@lru_cache(maxsize=4096)
def elided(text: str, px: float, width: float, bold: bool = False, serif: bool = False) -> str:
    return metrics(px, bold, serif).elidedText(text, Qt.ElideRight, width)


@lru_cache(maxsize=1024)
def wrapped(text: str, px: float, width: float, lines: int = 2) -> tuple[str, ...]:
    """`text` cut into at most `lines` lines of `width` (the last one elided)."""
    out: list[str] = []
    words = text.split()
    m = metrics(px)
    while words and len(out) < lines - 1:
        line = words.pop(0)
        while words and m.horizontalAdvance(f"{line} {words[0]}") <= width:
            line = f"{line} {words.pop(0)}"
        out.append(line)
    if words:
        out.append(m.elidedText(" ".join(words), Qt.ElideRight, width))
    return tuple(out + [""] * (lines - len(out)))


class Glyph(SharedGlyph):
    """An icon placed by its top-left corner, in the sheet's ink by default."""

    def __init__(self, name: str, size: float, colour: str = INK, parent: QGraphicsItem | None = None) -> None:
        super().__init__(name, size, colour, parent)


class Text(AnchoredText):
    """Anchored text in the sheet's ink by default, never under MIN_PX (painted by Qt itself, no Python)."""

    smallest = READABLE

    def __init__(self, text: str, px: float, parent: QGraphicsItem | None, x: float = 0, y: float = 0,
                 align: str = "l", colour: str = INK, bold: bool = False, serif: bool = False) -> None:
        super().__init__(text, max(px, MIN_PX), parent, x, y, align, colour, bold, serif)

    def screen_px(self, view_scale: float) -> float:
        """The height of its letters on screen at this view scale."""
        return self._px * self.sceneTransform().m11() * view_scale

    def drawn_at(self, view_scale: float) -> bool:
        return self.screen_px(view_scale) >= self.smallest


class SmallPrint(Text):
    """The numbers printed in the small track boxes, of their own size: not drawn under 9 screen px (the
    count beside the track says the same)."""

    smallest = SMALL_PRINT

    def __init__(self, text: str, px: float, parent: QGraphicsItem | None, x: float = 0, y: float = 0,
                 align: str = "l", colour: str = INK, bold: bool = False) -> None:
        AnchoredText.__init__(self, text, px, parent, x, y, align, colour, bold, False)

    def paint(self, painter, option, widget=None) -> None:
        if QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform()) * self._px < self.smallest:
            return
        super().paint(painter, option, widget)


def urn_path(x: float, y: float, w: float, h: float) -> QPainterPath:
    """An outlined urn (amphora) shape in the w×h box at (x, y)."""
    p = QPainterPath()
    p.moveTo(x + w * 0.34, y)
    p.lineTo(x + w * 0.66, y)
    p.lineTo(x + w * 0.60, y + h * 0.18)
    p.cubicTo(x + w * 1.02, y + h * 0.30, x + w * 0.98, y + h * 0.80, x + w * 0.60, y + h * 0.96)
    p.lineTo(x + w * 0.40, y + h * 0.96)
    p.cubicTo(x + w * 0.02, y + h * 0.80, x - w * 0.02, y + h * 0.30, x + w * 0.40, y + h * 0.18)
    p.closeSubpath()
    return p


def box(parent: QGraphicsItem | None, rect: QRectF, fill: str = PAPER, line: QPen | None = None, radius: float = 0,
        round_: bool = False, tag: str = "") -> Target:
    """A Target drawn as a rectangle (or a circle) in its parent's coordinates, inside a part: it paints its
    face into the part's picture and its marks above it (ui/facetarget.FaceTarget), so that arming it never
    makes the picture again."""
    if round_:
        path = ellipse(rect)
    elif radius:
        path = rounded(rect, radius)
    else:
        path = QPainterPath()
        path.addRect(rect)
    return FaceTarget(path, parent, fill, line if line is not None else pen(INK, 1.5), tag)


def shape(parent: QGraphicsItem | None, path: QPainterPath, fill: str = PAPER, line: QPen | None = None,
          tag: str = "") -> Target:
    return FaceTarget(path, parent, fill, line if line is not None else pen(INK, 1.5), tag)


def fill_of(target: Target) -> str:
    """The colour a target is filled with now (for tests and for not repainting the same)."""
    return target._brush.color().name()


def click_tip(what: str, words: str) -> str:
    """The tooltip of an armed target: what it is, then what a click does."""
    return f"{what}<br><b>Click:</b> {words}." if what else f"<b>Click:</b> {words}."


def why_tip(what: str, why: str) -> str:
    """The tooltip of a target that cannot be taken now: what it is, then why not."""
    return f"{what}<br><i>Not now: {why}</i>" if what else f"<i>Not now: {why}</i>"


class Button(Target):
    """A button drawn in the scene: a rounded plate with an optional icon and a label. Built once and
    shown again with other words (show_as) as the turn goes on."""

    def __init__(self, parent: QGraphicsItem | None, height: float = 40, px: float = 15) -> None:
        super().__init__(rounded(QRectF(0, 0, 120, height), 10), parent, "#6b4f2a", pen("#2b2115", 1.5))
        self._h = height
        self._px = px
        self.w = 120.0
        self.icon = Glyph("fa6s.dice", height * 0.5, "#ffffff", self)
        self.label = Text("", px, self, 0, height / 2, "l", "#ffffff", bold=True)
        self._key = None
        self.setZValue(5)
        self.hide()

    def show_as(self, text: str, icon_name: str | None, colour: str = "#6b4f2a", text_colour: str = "#ffffff",
                width: float | None = None) -> float:
        key = (text, icon_name, colour, text_colour, width)
        if key != self._key:
            self._key = key
            pad = 12
            icon_w = self._h * 0.5 + 6 if icon_name else 0
            w = width or (pad * 2 + icon_w + text_width(text, self._px, True))
            self.w = w
            self.set_path(rounded(QRectF(0, 0, w, self._h), 10))
            self.look(colour)
            if icon_name:
                self.icon.set(icon_name, text_colour)
                self.icon.setPos(pad, self._h * 0.25)
                self.icon.show()
            else:
                self.icon.hide()
            self.label.set(text, text_colour)
            self.label.move((w - text_width(text, self._px, True)) / 2 if width and not icon_name else pad + icon_w,
                            self._h / 2)
            self.update()
        self.show()
        return self.w


def colour_mix(colour: str, other: str, amount: float) -> str:
    """`colour` mixed with `other` (amount 0 = colour, 1 = other)."""
    c, p = QColor(colour), QColor(other)
    mix = [round(a * (1 - amount) + b * amount) for a, b in zip(c.getRgb()[:3], p.getRgb()[:3])]
    return QColor(*mix).name()


def tint(colour: str, amount: float = 0.55) -> str:
    """The seat colour mixed with paper (amount 0 = colour, 1 = paper)."""
    return colour_mix(colour, PAPER, amount)

