"""Drawing helpers every board shares: cached fonts, pens and brushes, and the icon glyph item.

Boards call these on every redraw, so they are cached; the glyph item is vector text from the icon
fonts (ui/glyphs.py), sharp at any zoom, and only repaints when its icon or colour really changes.
"""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QStyleOptionGraphicsItem

from dawnofempires_gui.ui.glyphs import glyph
from dawnofempires_gui.ui.style import ICONS

SANS = "DejaVu Sans"
SERIF = "DejaVu Serif"


@lru_cache(maxsize=256)
def font(px: float, bold: bool = False, serif: bool = False, family: str = "") -> QFont:
    f = QFont(family or (SERIF if serif else SANS))
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    f.setHintingPreference(QFont.PreferNoHinting)
    return f


@lru_cache(maxsize=256)
def metrics(px: float, bold: bool = False, serif: bool = False) -> QFontMetricsF:
    return QFontMetricsF(font(px, bold, serif))


@lru_cache(maxsize=128)
def pen(colour: str, width: float = 1.5) -> QPen:
    p = QPen(QColor(colour), width)
    p.setJoinStyle(Qt.RoundJoin)
    return p


@lru_cache(maxsize=256)
def brush(colour: str) -> QBrush:
    return QBrush(QColor(colour))


class Glyph(QGraphicsItem):
    """One icon ("food", "fa6s.skull") drawn as text. `centred`: its position is its centre, else its
    top-left corner."""

    def __init__(self, name: str, size: float, colour: str = "#333333", parent: QGraphicsItem | None = None,
                 x: float = 0, y: float = 0, centred: bool = False) -> None:
        super().__init__(parent)
        self._centred = centred
        self._size = size
        self._brect = self._rect_for(size)
        self._name = ""
        self._colour = QColor(colour)
        self._char = ""
        self._font = None
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setPos(x, y)
        self.set(name, colour)

    def _rect_for(self, size: float) -> QRectF:
        return QRectF(-size / 2, -size / 2, size, size) if self._centred else QRectF(0, 0, size, size)

    def set(self, name: str, colour: str | None = None) -> None:
        name = ICONS.get(name, name)
        changed = False
        if name != self._name:
            family, self._char = glyph(name)
            self._font = font(self._size * 0.86, family=family)
            self._name = name
            changed = True
        if colour is not None and QColor(colour) != self._colour:
            self._colour = QColor(colour)
            changed = True
        if changed:
            self.update()

    def resize(self, size: float) -> None:
        if size != self._size:
            self.prepareGeometryChange()
            self._size = size
            self._brect = self._rect_for(size)
            self._name = ""  # the font is made again at the new size

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._brect

    def paint(self, painter, option, widget=None) -> None:
        if QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform()) * self._size < 3:
            return  # too small to see (a board drawn in small): not worth drawing
        painter.setFont(self._font)
        painter.setPen(self._colour)
        painter.drawText(self._brect, Qt.AlignCenter, self._char)


class AnchoredText(QGraphicsSimpleTextItem):
    """Text anchored at a point: align "l" (left), "c" (centre) or "r" (right), centred vertically on y.
    Setting the same text again costs nothing."""

    def __init__(self, text: str, px: float, parent: QGraphicsItem | None, x: float = 0, y: float = 0,
                 align: str = "l", colour: str = "#333333", bold: bool = False, serif: bool = False) -> None:
        super().__init__(parent)
        self._anchor = (x, y)
        self._align = align
        self._px = px
        self.setFont(font(px, bold, serif))
        self.setBrush(brush(colour))
        self.setPen(QPen(Qt.NoPen))
        self.setAcceptedMouseButtons(Qt.NoButton)
        self._text = None
        self.set(text)

    def set(self, text: str, colour: str | None = None) -> None:
        if colour is not None and self.brush().color() != QColor(colour):
            self.setBrush(brush(colour))
        if text == self._text:
            return
        self._text = text
        self.setText(text)
        self._place()

    def move(self, x: float, y: float) -> None:
        self._anchor = (x, y)
        self._place()

    def _place(self) -> None:
        r = self.boundingRect()
        x, y = self._anchor
        if self._align == "c":
            x -= r.width() / 2
        elif self._align == "r":
            x -= r.width()
        self.setPos(x, y - r.height() / 2)
