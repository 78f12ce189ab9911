"""The look shared by every part of the Rise of Empires board: colours, seat shapes, the smallest text size,
anchored text and icon glyphs in the board's ink, and the picture cache that keeps redraws cheap.

Clickable things are the shared ui/targets.Target (and Chip, a drawn button), armed by the board
(board.py) with the legal actions they stand for. Text is never smaller than MIN_PX scene pixels: the
board is laid out so that the fitted view of a 1280×820 window (scale 0.6 or more) shows it at 9 px or
more.

Speed: the board is painted part by part from pictures (ui/pictures.py): a part (the printed
map, a track, a player's panel) is drawn item by item only when something in it changed or the view's
scale did; an unchanged board is a few dozen pixmap copies, most of them opaque (`ground`). Each part lies in
a fence (board_parts.part) so that Qt leaves it out of a repaint that does not reach it without a call into
Python. What changes at almost every redraw is a small part of its own (the numbers, a circle of the action
display), and what comes back (a line of the prompt, the band of the seat to move) a part per look, kept
(board_parts.Variants). Words are measured once (text_width, elide, wrap). Clickable things are
Overlays above those pictures: arming one shows its outline (a plain path item, or for a region a picture
made while the window is idle), never the picture under it; its tooltip is written when it is read.
"""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem

from dawnofempires_gui.ui.drawing import AnchoredText, brush, font, metrics, pen  # noqa: F401 (for the boards)
from dawnofempires_gui.ui.drawing import Glyph as SharedGlyph
from dawnofempires_gui.ui.pictures import Cached, cached, is_shelved, parts_of, shelve  # noqa: F401 (for the boards)
from dawnofempires_gui.ui.targets import LEGAL_PEN, NO_BRUSH, Target, rounded

from .board_parts import FENCE, fence, is_part, part  # noqa: F401 (for the boards)

INK = "#2e2416"
SOFT = "#5a4a30"
FAINT = "#7d6e55"
PAPER = "#f6efdc"
PARCHMENT = "#e8dcb9"
CARD = "#fffaf0"
EDGE = "#6b5a3e"
ALERT = "#8a1f00"
TABLE = "#cfc3a4"
SOFT_HYPHEN = "\u00ad"  # where a long word may be broken (wrap)
MIN_PX = 20.0  # the smallest text of the board, in scene pixels (9 px on screen at 1024×700: scale 0.46)

# The world map: sea, land nobody may enter, and the regions shaded by their era.
SEA = "#a9c6da"
SEA_EDGE = "#6f93ab"
SEA_INK = "#3e6580"
MED = "#8fb6d3"
LAND = "#d8d1bf"
LAND_EDGE = "#aaa18b"
LAND_INK = "#8a806b"
ERA_FILL = {1: "#ead59b", 2: "#bcd592", 3: "#e4b196"}
ERA_EDGE = "#5b4a32"
ERA_WORDS = {1: "I", 2: "II", 3: "III"}

# What the tiles, regions and boxes give or cost: an icon and a colour for each kind.
KIND_ICON = {"food": "food", "gold": "money", "discs": "fa6s.circle", "cubes": "fa6s.cube", "vp": "points"}
KIND_COLOUR = {"food": "#6d7d1d", "gold": "#9a7410", "discs": "#6b4fa0", "cubes": "#8a4b2a", "vp": "#7a2e8a"}
KIND_WORD = {"food": "food", "gold": "gold", "discs": "resource discs", "cubes": "cubes", "vp": "victory points"}
TERRITORY_FILL = {"plains": "#efe0a0", "island": "#bfdbe8", "forest": "#a9c98f", "mountain": "#cfc6b8",
                  "town": "#ead2b8"}
ROW_ICON = {"progress": "technology", "territory": "fa6s.mountain-sun", "city": "city", "empire": "fa6s.flag",
            "trade": "fa6s.scale-balanced"}

# Seat markers on the tracks carry a shape as well as a colour (never colour alone).
SHAPES = ("circle", "square", "diamond", "triangle", "hexagon")
SHAPE_WORDS = {"circle": "a circle", "square": "a square", "diamond": "a diamond", "triangle": "a triangle",
               "hexagon": "a hexagon"}


def inert(item: QGraphicsItem) -> QGraphicsItem:
    item.setAcceptedMouseButtons(Qt.NoButton)
    item.setAcceptHoverEvents(False)
    return item


def panel(parent: QGraphicsItem | None, rect: QRectF, fill: str = PAPER, line: str = EDGE, tag: str = "",
          width: float = 1.5) -> QGraphicsRectItem:
    item = QGraphicsRectItem(rect, parent)
    item.setBrush(brush(fill))
    item.setPen(pen(line, width))
    inert(item)
    if tag:
        item.setData(0, tag)
    return item


def quiet(container: QGraphicsItem) -> QGraphicsItem:
    """A container whose paper is drawn in one of its parts: it paints nothing itself."""
    container.setFlag(QGraphicsItem.ItemHasNoContents)
    return inert(container)


def face(parent: QGraphicsItem, x: float, y: float, w: float, h: float, fill: str, line, radius: float = 6,
         tag: str = "") -> QGraphicsPathItem:
    """The drawn face of a chip or a box in a part's picture (its Overlay lies above it): a rounded box at
    (x, y); what is built in it keeps the face's coordinates."""
    item = QGraphicsPathItem(rounded(QRectF(0, 0, w, h), radius), parent)
    item.setPos(x, y)
    item.setBrush(brush(fill))
    item.setPen(line if not isinstance(line, str) else pen(line, 1.1))
    if tag:
        item.setData(0, tag)
    return inert(item)


def restyle(item: QGraphicsPathItem, fill: str, line) -> None:
    """A face's new colours (setBrush and setPen compare first: the same ones repaint nothing)."""
    item.setBrush(brush(fill))
    item.setPen(line if not isinstance(line, str) else pen(line, 1.1))


class Overlay(Target):
    """A target that draws only its marks (armed, chosen, focused) over a face painted in a picture under
    it: arming it repaints its outline, never that picture. Idle, it is not painted at all. Its outline while
    armed and its chosen mark are plain path items (drawn without a call into Python, as a redraw arms tens
    of them); only under the pointer or the keyboard focus does it paint its glow itself."""

    def __init__(self, path: QPainterPath, parent: QGraphicsItem | None = None, tag: str = "") -> None:
        super().__init__(path, parent, None, None, tag)
        self.setFlag(QGraphicsItem.ItemHasNoContents)
        self._line: QGraphicsPathItem | None = None  # the outline while armed (made when first armed)
        self._chosen: QGraphicsPathItem | None = None  # the mark of select() (made when first chosen)
        self.outline: QGraphicsItem | None = None  # a part holding its outline, if it has one (see outlined)

    def outlined(self, holder: QGraphicsItem) -> None:
        """Show the outline while armed from a part of its own (a holder from part(), shelved while it is not
        armed), instead of stroking it at every repaint: a region's outline, a wide pen along a long border,
        is slow to draw; its picture, made while the window is idle, is copied."""
        line = QGraphicsPathItem(self._path, holder)
        line.setPos(self.scenePos() - holder.scenePos())
        line.setPen(LEGAL_PEN)
        line.setBrush(NO_BRUSH)
        inert(line)
        fence(holder)
        shelve([holder], True)
        self.outline = holder

    def _mark(self, z: float) -> QGraphicsPathItem:
        item = QGraphicsPathItem(self._path, self)
        item.setBrush(NO_BRUSH)
        item.setZValue(z)  # under the target's other children (a bubble, the face's picture stacks behind)
        item.setAcceptedMouseButtons(Qt.NoButton)
        item.setAcceptHoverEvents(False)
        return item

    def _marks_changed(self) -> None:
        live = bool(self.actions) and (self._hover or self._focus)  # the glow: painted by Target.paint
        if live == bool(self.flags() & QGraphicsItem.ItemHasNoContents):
            self.setFlag(QGraphicsItem.ItemHasNoContents, not live)
            if self.scene() is not None:  # Qt skips the update of an item without contents
                self.scene().update(self.sceneBoundingRect())
        line = bool(self.actions) and not live
        if self.outline is not None:
            if self.outline.graphicsEffect().shelved == line:
                shelve([self.outline], not line)
            line = False
        if line and self._line is None:
            self._line = self._mark(-0.5)
            self._line.setPen(LEGAL_PEN)
        if self._line is not None and self._line.isVisible() != line:
            self._line.setVisible(line)
        chosen = bool(self.selected_colour) and not live
        if chosen and self._chosen is None:
            self._chosen = self._mark(-0.6)
        if self._chosen is not None:
            if chosen:
                self._chosen.setPen(pen(self.selected_colour, 5))
            if self._chosen.isVisible() != chosen:
                self._chosen.setVisible(chosen)

    def arm(self, board, actions, tip: str | None = None) -> None:
        armed = bool(self.actions)
        super().arm(board, actions, tip)
        if armed != bool(self.actions):
            self._marks_changed()

    def select(self, colour: str) -> None:
        if colour != self.selected_colour:
            super().select(colour)
            self._marks_changed()

    def set_focus_mark(self, on: bool) -> None:
        if on != self._focus:
            super().set_focus_mark(on)
            self._marks_changed()

    def hoverEnterEvent(self, event):  # noqa: N802
        super().hoverEnterEvent(event)
        self._marks_changed()

    def hoverLeaveEvent(self, event):  # noqa: N802
        super().hoverLeaveEvent(event)
        self._marks_changed()


class Glyph(SharedGlyph):
    """An icon centred on its position, in the board's ink by default."""

    def __init__(self, name: str, size: float, colour: str = INK, parent: QGraphicsItem | None = None,
                 x: float = 0, y: float = 0) -> None:
        super().__init__(name, size, colour, parent, x, y, centred=True)


class Text(AnchoredText):
    """Anchored text in the board's ink, never smaller than MIN_PX."""

    def __init__(self, text: str, px: float, parent: QGraphicsItem | None, x: float = 0, y: float = 0,
                 align: str = "l", colour: str = INK, bold: bool = False, serif: bool = False) -> None:
        super().__init__(text, max(px, MIN_PX), parent, x, y, align, colour, bold, serif)


# Measured once each: the same words come back redraw after redraw (a tile's name, a prompt), and measuring
# one costs tens of microseconds.
@lru_cache(maxsize=4096)
def text_width(text: str, px: float = MIN_PX, bold: bool = False) -> float:
    return metrics(max(px, MIN_PX), bold).horizontalAdvance(text)


@lru_cache(maxsize=2048)
def elide(text: str, width: float, px: float = MIN_PX, bold: bool = False) -> str:
    return metrics(max(px, MIN_PX), bold).elidedText(text, Qt.ElideRight, width)


@lru_cache(maxsize=1024)
def wrap(text: str, width: float, px: float = MIN_PX, bold: bool = False, lines: int = 2) -> tuple[str, ...]:
    """The words on at most `lines` lines of `width` (the last one elided); a word wider than a line is
    broken with a hyphen when a line is left for the rest: at the last of its syllables marked with soft hyphens
    (U+00AD) that fits, else after as many letters as fit."""
    fm = metrics(max(px, MIN_PX), bold)
    out: list[str] = []
    marked = {word.replace(SOFT_HYPHEN, ""): word for word in text.split()}
    words = [word.replace(SOFT_HYPHEN, "") for word in text.split()]
    while words and len(out) < lines:
        line = words[0]
        if text_width(line, px, bold) > width and len(out) < lines - 1:
            syllables = marked.get(line, line).split(SOFT_HYPHEN)
            cuts = [len("".join(syllables[:k])) for k in range(len(syllables) - 1, 0, -1)]
            cut = next((c for c in cuts if fm.horizontalAdvance(line[:c] + "-") <= width), 0)
            if not cut:
                cut = len(line) - 3  # at least three letters on each side of the hyphen
            while cut > 2 and fm.horizontalAdvance(line[:cut] + "-") > width:
                cut -= 1
            if cut > 2:
                words[0] = line[cut:]
                out.append(line[:cut] + "-")
                continue
        end = _line_end(words, width, px, bold)
        line = " ".join(words[:end])
        if end < len(words) and len(out) < lines - 1 and text_width(words[end], px, bold) > width:
            # the next word needs more than a line of its own: its first syllables end this one ("St. Peters-")
            word = words[end]
            syllables = marked.get(word, word).split(SOFT_HYPHEN)
            cuts = [len("".join(syllables[:k])) for k in range(len(syllables) - 1, 0, -1)]
            cut = next((c for c in cuts if fm.horizontalAdvance(f"{line} {word[:c]}-") <= width), 0)
            if cut:
                line, words[end] = f"{line} {word[:cut]}-", word[cut:]
        out.append(line)
        del words[:end]
    if words:
        out[-1] = fm.elidedText(out[-1] + " " + " ".join(words), Qt.ElideRight, width)
    return tuple(fm.elidedText(line, Qt.ElideRight, width) for line in out)


def _line_end(words: list[str], width: float, px: float, bold: bool) -> int:
    """How many of the words (one at least) make the longest line of at most `width`: guessed from the words'
    own widths (measured once each), then made sure of by measuring the line (a line is a little narrower or
    wider than its words and spaces: kerning)."""
    space = text_width(" ", px, bold)
    end, w = 1, text_width(words[0], px, bold)
    while end < len(words) and w + space + text_width(words[end], px, bold) <= width:
        w += space + text_width(words[end], px, bold)
        end += 1
    while end > 1 and text_width(" ".join(words[:end]), px, bold) > width:
        end -= 1
    while end < len(words) and text_width(" ".join(words[:end + 1]), px, bold) <= width:
        end += 1
    return end


def mix(colour: str, other: str, amount: float) -> str:
    a, b = QColor(colour), QColor(other)
    return QColor(round(a.red() + (b.red() - a.red()) * amount), round(a.green() + (b.green() - a.green()) * amount),
                  round(a.blue() + (b.blue() - a.blue()) * amount)).name()


def light(colour: str, amount: float = 0.6) -> str:
    return mix(colour, "#ffffff", amount)


def dark(colour: str) -> bool:
    c = QColor(colour)
    return 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue() < 140


def ink_on(colour: str) -> str:
    return "#ffffff" if dark(colour) else "#111111"


def readable(colour: str) -> str:
    """A seat's colour for icons and words on the board's light paper: pale colours a shade darker."""
    c = QColor(colour)
    return c.darker(160).name() if 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue() > 150 else colour


def shape_path(shape: str, r: float) -> QPainterPath:
    """A seat's marker shape of radius r around (0, 0)."""
    path = QPainterPath()
    if shape == "circle":
        path.addEllipse(QPointF(0, 0), r, r)
    elif shape == "square":
        path.addRect(QRectF(-r * 0.86, -r * 0.86, r * 1.72, r * 1.72))
    elif shape == "diamond":
        path.addPolygon(QPolygonF([QPointF(0, -r * 1.1), QPointF(r * 1.1, 0), QPointF(0, r * 1.1), QPointF(-r * 1.1, 0),
                                   QPointF(0, -r * 1.1)]))
    elif shape == "triangle":
        path.addPolygon(QPolygonF([QPointF(0, -r * 1.1), QPointF(r * 1.05, r * 0.8), QPointF(-r * 1.05, r * 0.8),
                                   QPointF(0, -r * 1.1)]))
    else:
        import math
        pts = [QPointF(r * math.cos(math.radians(30 + 60 * k)), r * math.sin(math.radians(30 + 60 * k)))
               for k in range(6)]
        path.addPolygon(QPolygonF(pts + [pts[0]]))
    return path


class Marker(QGraphicsItem):
    """A seat's marker on a track: its shape in its colour with a dark outline."""

    def __init__(self, shape: str, colour: str, r: float = 7.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._r = r
        self._key = (shape, colour)
        self._path = shape_path(shape, r)
        self._rect = self._path.boundingRect().adjusted(-2, -2, 2, 2)
        self._brush = brush(colour)
        self._pen = pen("#1a1a1a", 1.4)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def set(self, shape: str, colour: str) -> None:
        if (shape, colour) != self._key:
            self._key = (shape, colour)
            self.prepareGeometryChange()
            self._path = shape_path(shape, self._r)
            self._rect = self._path.boundingRect().adjusted(-2, -2, 2, 2)
            self._brush = brush(colour)
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def shape(self) -> QPainterPath:
        return self._path

    def paint(self, painter, option, widget=None) -> None:
        painter.setPen(self._pen)
        painter.setBrush(self._brush)
        painter.drawPath(self._path)


def click_tip(base: str, actions, describe) -> str:
    """A tooltip: what the item is, then what a click does."""
    lines = [base] if base else []
    if len(actions) == 1:
        lines.append("<b>Click</b>: " + describe(actions[0]))
    elif actions:
        lines.append("<b>Click</b> to choose: " + "; ".join(describe(a) for a in actions[:12])
                     + ("; …" if len(actions) > 12 else ""))
    return "<br>".join(lines)


def italic(item: AnchoredText, px: float = MIN_PX, bold: bool = False) -> AnchoredText:
    """Set an anchored text in italics (water and land names on the map)."""
    from PySide6.QtGui import QFont

    f = QFont(font(max(px, MIN_PX), bold))
    f.setItalic(True)
    item.setFont(f)
    item._text = None  # place it again with its new width
    item.set(item.text())
    return item
