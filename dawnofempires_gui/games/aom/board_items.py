"""The look shared by every part of the Age of Mythology board: colours of terrains, resources and cultures,
icons of buildings and units, anchored text that is never drawn smaller than MIN_PX scene pixels, drawn dice,
re-armable buttons and the words of tooltips.

Clickable things are the shared ui/targets.Target; the board (board.py) arms them with the legal actions they
stand for. The scene is laid out so that the fitted view of a 1280×820 window shows MIN_PX at 9 screen pixels
or more. Setters compare before they change anything, so a redraw that changes nothing costs nothing.

Painting is kept cheap: the board is made of small parts (a header, an area of a player board, a card of the
hand), each drawn from a picture of its own that is made again only when something in it changes
(ui/pictures.py), and words and icons are laid out once (QStaticText) and copied when a part is drawn again.
"""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QStaticText
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem

from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.board_reach import Reach
from dawnofempires_gui.ui.drawing import AnchoredText, brush, metrics, pen
from dawnofempires_gui.ui.drawing import Glyph as SharedGlyph
from dawnofempires_gui.ui.pictures import cached, is_shelved, part, parts_of, shelve  # noqa: F401 (for the parts)
from dawnofempires_gui.ui.style import contrast
from dawnofempires_gui.ui.targets import Target, rounded

INK = "#33291b"
SOFT = "#5d4c33"
FAINT = "#8a7a5e"
PAPER = "#f6efdc"
PARCHMENT = "#eadcb8"
TABLE = "#2e3a40"  # the table under the boards
LEFT_GROUND = "#3b4a50"  # under the left part of the board
EDGE = "#6b5a3e"
ALERT = "#8a1f00"
VP_RED = "#c0392b"
MIN_PX = 13  # the smallest text of the board, in scene pixels

TERRAIN = {  # fill, outline, icon
    "fertile": ("#a9c97f", "#5d7a3a", "mdi6.grass"),
    "forest": ("#6f9a5e", "#35532b", "mdi6.pine-tree"),
    "hills": ("#c9ad7c", "#7a6038", "fa6s.mound"),
    "mountains": ("#a3a09a", "#5a5750", "fa6s.mountain"),
    "desert": ("#e8cf94", "#a5833d", "mdi6.cactus"),
    "swamp": ("#8fa88c", "#4c6350", "mdi6.water"),
}
RES_COLOUR = {"food": "#4f8f2f", "wood": "#8a5a2b", "gold": "#b8900e", "favor": "#2f6fb8"}
RES_LIGHT = {"food": "#dcebc9", "wood": "#ecd9c2", "gold": "#f4e7a8", "favor": "#cfe0f5"}
RES_ICON = {"food": "fa6s.wheat-awn", "wood": "mdi6.axe", "gold": "fa6s.coins", "favor": "fa6s.hand-holding-heart"}
CULTURE_COLOUR = {"greek": "#3f7d4e", "egyptian": "#a0763a", "norse": "#3d6a9e"}
BUILDING_ICON = {
    "house": "fa6s.house", "wall": "mdi6.castle", "tower": "fa6s.tower-observation", "market": "fa6s.store",
    "storehouse": "fa6s.warehouse", "armory": "fa6s.shield-halved", "quarry": "fa6s.cubes",
    "monument": "fa6s.monument", "granary": "fa6s.wheat-awn", "wood_workshop": "mdi6.axe", "gold_mint": "fa6s.coins",
    "siege_engine_workshop": "fa6s.hammer", "great_temple": "fa6s.building-columns", "wonder": "fa6s.landmark",
}
TYPE_ICON = {"warrior": "mdi6.sword", "archer": "mdi6.bow-arrow", "cavalry": "fa6s.horse", "giant": "fa6s.mountain",
             "giant_killer": "mdi6.sword-cross", "flyer": "mdi6.bird"}
VILLAGER_ICON = "fa6s.person"
VP_ICON = "fa6s.crown"
CARDS_ICON = "mdi6.cards"


def unit_icon(unit: str) -> str:
    u = D.UNITS[unit]
    if u.kind == "hero":
        return "fa6s.chess-king"
    for t in u.types:
        if t in TYPE_ICON:
            return TYPE_ICON[t]
    return "fa6s.dragon"


def unit_fill(unit: str) -> str:
    """Mortals on parchment, myth units on lilac, heroes on gold (the battle cards' frames)."""
    return {"mortal": "#efe6cf", "myth": "#e4d9ef", "hero": "#f3e2a6"}[D.UNITS[unit].kind]


def inert(item: QGraphicsItem) -> QGraphicsItem:
    item.setAcceptedMouseButtons(Qt.NoButton)
    item.setAcceptHoverEvents(False)
    return item


def plate(parent: QGraphicsItem | None, rect: QRectF, fill: str = PAPER, line: str = EDGE, radius: float = 8,
          width: float = 1.5) -> QGraphicsPathItem:
    """A drawn background (not clickable)."""
    item = QGraphicsPathItem(rounded(rect, radius), parent)
    item.setBrush(brush(fill))
    item.setPen(pen(line, width))
    return inert(item)


@lru_cache(maxsize=8192)
def static_text(text: str, px: int, bold: bool, family: str) -> QStaticText:
    """Words laid out once, drawn many times (a board redrawn copies them instead of laying them out again)."""
    words = QStaticText(text)
    words.setTextFormat(Qt.PlainText)
    words.setPerformanceHint(QStaticText.AggressiveCaching)
    return words


class Glyph(SharedGlyph):
    """An icon centred on its position, in the board's ink by default."""

    def __init__(self, name: str, size: float, colour: str = INK, parent: QGraphicsItem | None = None,
                 x: float = 0, y: float = 0) -> None:
        super().__init__(name, size, colour, parent, x, y, centred=True)

    def paint(self, painter, option, widget=None) -> None:
        if QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform()) * self._size < 3:
            return
        f = self._font
        words = static_text(self._char, f.pixelSize(), False, f.family())
        painter.setFont(f)
        painter.setPen(self._colour)
        size = words.size()
        painter.drawStaticText(QPointF(-size.width() / 2, -size.height() / 2), words)


class Text(AnchoredText):
    """Anchored text in the board's ink, never smaller than MIN_PX."""

    def __init__(self, text: str, px: float, parent: QGraphicsItem | None, x: float = 0, y: float = 0,
                 align: str = "l", colour: str = INK, bold: bool = False, serif: bool = False) -> None:
        super().__init__(text, max(px, MIN_PX), parent, x, y, align, colour, bold, serif)

    def paint(self, painter, option, widget=None) -> None:
        if not self._text:
            return
        f = self.font()
        painter.setFont(f)
        painter.setPen(self.brush().color())
        painter.drawStaticText(QPointF(0, 0), static_text(self._text, f.pixelSize(), f.bold(), f.family()))


@lru_cache(maxsize=4096)
def text_width(text: str, px: float = MIN_PX, bold: bool = False) -> float:
    return metrics(max(px, MIN_PX), bold).horizontalAdvance(text)


@lru_cache(maxsize=4096)
def elide(text: str, px: float, width: float, bold: bool = False) -> str:
    return metrics(max(px, MIN_PX), bold).elidedText(text, Qt.ElideRight, width)


def elide_title(title: str, px: float, width: float, bold: bool = True, keep: int = 2) -> str:
    """A "Turn 3 · round 2 · Ana · naming what is gathered" title fitted to `width`: its leading parts (the turn,
    the round: the status bar says them too) dropped before what the player is asked is cut short."""
    parts = title.split(" · ")
    m = metrics(max(px, MIN_PX), bold)
    for first in range(max(1, len(parts) - keep + 1)):
        if first and parts[first].startswith("round "):  # never a round without its turn
            continue
        shown = " · ".join(parts[first:])
        if m.horizontalAdvance(shown) <= width:
            return shown
    return m.elidedText(shown, Qt.ElideRight, width)


@lru_cache(maxsize=4096)
def wrap(text: str, px: float, width: float, lines: int = 2, bold: bool = False,
         first: float | None = None) -> tuple[str, ...]:
    """`text` cut at spaces into at most `lines` lines of `width` (the first one `first` wide when given; the
    last elided). Always `lines` items, the unused ones empty."""
    out: list[str] = []
    words = text.split()
    m = metrics(max(px, MIN_PX), bold)
    while words and len(out) < lines - 1:
        room = first if (first is not None and not out) else width
        line = words.pop(0)
        while words and m.horizontalAdvance(f"{line} {words[0]}") <= room:
            line = f"{line} {words.pop(0)}"
        out.append(line)
    if words:
        out.append(m.elidedText(" ".join(words), Qt.ElideRight, width))
    return tuple(out + [""] * (lines - len(out)))


def mix(colour: str, other: str, amount: float) -> str:
    """`colour` mixed with `other` (amount 0 = colour, 1 = other)."""
    c, o = QColor(colour), QColor(other)
    return QColor(*(round(a * (1 - amount) + b * amount) for a, b in zip(c.getRgb()[:3], o.getRgb()[:3]))).name()


def readable(colour: str) -> str:
    """A seat colour dark enough to read as text or an icon on the boards' light paper."""
    c = QColor(colour)
    lum = 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue()
    return c.darker(190).name() if lum > 170 else c.darker(135).name() if lum > 110 else colour


def best_ink(ground: str) -> str:
    """White or the boards' near-black, whichever has the more contrast on `ground`."""
    dark, back = "#1d1710", QColor(ground)
    return "#ffffff" if contrast(QColor("#ffffff"), back) >= contrast(QColor(dark), back) else dark


def ink_on(colour: str) -> str:
    c = QColor(colour)
    return "#ffffff" if 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue() < 128 else "#1d1710"


# ---------------------------------------------------------------------------------------------- tooltips
def click_tip(what: str, words: str) -> str:
    return f"{what}<br><b>Click:</b> {words}." if what else f"<b>Click:</b> {words}."


def choose_tip(what: str, words: list[str]) -> str:
    lines = "".join(f"<br>• {w}" for w in words)
    head = f"{what}<br>" if what else ""
    return f"{head}<b>Click</b> to choose:{lines}"


def why_tip(what: str, why: str) -> str:
    return f"{what}<br><i>Not now: {why}</i>" if what else f"<i>Not now: {why}</i>"


# ---------------------------------------------------------------------------------------------- items
class Button(Reach, Target):
    """A drawn button that is shown again with other words as the turn goes on (show_as). It is clicked a little
    beyond its edges: 38 units high, 26 pixels in a 1024x700 window."""

    H = 34.0

    def __init__(self, parent: QGraphicsItem | None, px: float = 14) -> None:
        super().__init__(rounded(QRectF(0, 0, 100, self.H), 10), parent, "#6b4f2a", pen("#2b2115", 1.5))
        self.reach(1, 2, 1, 2)
        self._px = px
        self.w = 100.0
        self.icon = Glyph("fa6s.check", 16, "#ffffff", self, 18, self.H / 2)
        self.label = Text("", px, self, 30, self.H / 2, "l", "#ffffff", True)
        self._key = None
        self.base_tip = ""
        self.setZValue(5)
        self.hide()

    def show_as(self, text: str, icon_name: str = "", colour: str = "#6b4f2a", tag: str = "") -> float:
        key = (text, icon_name, colour)
        if key != self._key:
            self._key = key
            pad = 12.0
            icon_w = 22.0 if icon_name else 0.0
            self.w = pad * 2 + icon_w + text_width(text, self._px, True)
            self.set_path(rounded(QRectF(0, 0, self.w, self.H), 10))
            self.look(colour)
            ink = ink_on(colour)
            if icon_name:
                self.icon.set(icon_name, ink)
                self.icon.setPos(pad + 8, self.H / 2)
                self.icon.show()
            else:
                self.icon.hide()
            self.label.set(text, ink)
            self.label.move(pad + icon_w, self.H / 2)
            self.update()
        if tag:
            self.setData(0, tag)
        self.show()
        return self.w


class Die(QGraphicsItem):
    """One die drawn with its pips; a six is gold with a red edge (the faces that count)."""

    def __init__(self, size: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.size = size
        self.face = 1
        self.colour = "#ffffff"
        inert(self)

    def set(self, face: int, colour: str = "#ffffff") -> None:
        if (face, colour) != (self.face, self.colour):
            self.face, self.colour = face, colour
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-1, -1, self.size + 2, self.size + 2)

    def paint(self, painter, option, widget=None) -> None:
        s = self.size
        six = self.face == 6
        painter.setPen(pen("#b3261e" if six else "#5a4a30", 2.2 if six else 1.2))
        painter.setBrush(brush("#ffd54a" if six else self.colour))
        painter.drawRoundedRect(QRectF(0, 0, s, s), s * 0.18, s * 0.18)
        painter.setPen(Qt.NoPen)
        painter.setBrush(QBrush(QColor("#7a1010" if six else "#2b2115")))
        r = s * 0.09
        spots = PIPS[self.face]
        for fx, fy in spots:
            painter.drawEllipse(QRectF(fx * s - r, fy * s - r, 2 * r, 2 * r))


_L, _M, _H = 0.27, 0.5, 0.73
PIPS = {1: [(_M, _M)], 2: [(_L, _L), (_H, _H)], 3: [(_L, _L), (_M, _M), (_H, _H)],
        4: [(_L, _L), (_H, _L), (_L, _H), (_H, _H)], 5: [(_L, _L), (_H, _L), (_M, _M), (_L, _H), (_H, _H)],
        6: [(_L, _L), (_H, _L), (_L, _M), (_H, _M), (_L, _H), (_H, _H)]}


class TileFace(QGraphicsItem):
    """A production tile: its terrain round the edge, its resource in the middle with the cubes it gives. A tile
    too small for both (a panel's, under SMALL_TILE) shows the cubes alone on its resource's colour: the icon
    would be a speck, and the number, never smaller than MIN_PX, would run over it."""

    SMALL_TILE = 30.0

    def __init__(self, size: float, parent: QGraphicsItem | None = None, px: float = 15) -> None:
        super().__init__(parent)
        self.size = size
        self.tile = ""
        inert(self)
        self.icon = Glyph("food", size * 0.34, "#ffffff", self, size * 0.34, size * 0.52)
        self.amount = Text("", px, self, size * 0.62, size * 0.52, "l", INK, True)
        self._place()

    def _place(self) -> None:
        size = self.size
        small = size < self.SMALL_TILE
        self.icon.setVisible(not small)
        if small:  # a little left of the middle and low: clear of a worker's disc on the square's corner
            self.amount.move(size * 0.42 - self.amount.boundingRect().width() / 2, size * 0.55)
        else:
            self.amount.move(size * 0.54, size * 0.52)  # inside the resource square, clear of the icon

    def set(self, tile: str) -> None:
        if tile == self.tile:
            return
        self.tile = tile
        t = D.TILES[tile]
        self.icon.set(RES_ICON[t.resource], RES_COLOUR[t.resource])
        self.amount.set(str(t.amount))
        self._place()
        self.update()

    def resize(self, size: float) -> None:
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size
            self.icon.resize(size * 0.34)
            self.icon.setPos(size * 0.34, size * 0.52)
            self._place()
            self.tile, tile = "", self.tile
            if tile:
                self.set(tile)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.size, self.size)

    def paint(self, painter, option, widget=None) -> None:
        if not self.tile:
            return
        t = D.TILES[self.tile]
        fill, line, _ = TERRAIN[t.terrain]
        s = self.size
        painter.setPen(pen(line, 1.5))
        painter.setBrush(brush(fill))
        painter.drawRoundedRect(QRectF(0, 0, s, s), s * 0.12, s * 0.12)
        inset = s * 0.14
        painter.setPen(pen(RES_COLOUR[t.resource], 1.5))
        painter.setBrush(brush(RES_LIGHT[t.resource]))
        painter.drawRoundedRect(QRectF(inset, inset, s - 2 * inset, s - 2 * inset), s * 0.1, s * 0.1)


UNDRAWN = QRectF(-1e5, -1e5, 0, 0)  # the size of an item kept undrawn: none (as if empty), far from any repaint


def bound(holder: QGraphicsItem, rect: QRectF | None = None) -> QGraphicsItem:
    """Give a part the rectangle it draws in (by default what it holds now), so that a repaint elsewhere skips it:
    Qt draws every item that holds others on each repaint unless it knows they lie inside its shape."""
    holder.setRect(rect if rect is not None else holder.childrenBoundingRect().adjusted(-2, -2, 2, 2))
    holder.setFlag(QGraphicsItem.ItemHasNoContents, False)  # the rectangle itself draws nothing (no pen, no brush)
    holder.setFlag(QGraphicsItem.ItemContainsChildrenInShape)
    return holder


def cube_path(x: float, y: float, s: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(x, y, s, s), s * 0.2, s * 0.2)
    return path
