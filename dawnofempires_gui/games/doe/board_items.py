"""Small vector items of the Dawn of Empires board: icon glyphs, anchored text, clickable shapes, chips.

Everything is vector painting (icons are glyphs of the icon fonts), so the board stays sharp at any zoom.
Setters compare before they change anything: show_state() calls them on every redraw and only real
changes cost a repaint.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from dawnofempires_gui.ui.board import ActionTarget, legal_pen
from dawnofempires_gui.ui.drawing import AnchoredText, brush, font, metrics, pen  # font, metrics: used by the board modules
from dawnofempires_gui.ui.drawing import Glyph as SharedGlyph
from dawnofempires_gui.ui.style import LEGAL_GLOW

INK = "#33291b"
PAPER = "#f4ecd6"
PARCHMENT = "#e3d5b0"
FAINT = "#a8987a"

# Terrain look: a muted natural fill, a darker outline, an icon and a letter (never colour alone).
TERRAIN = {
    "grassland": ("#9cc27a", "#56733c", "mdi6.grass", "G"),
    "plains": ("#e2cf7e", "#9a8538", "mdi6.barley", "P"),
    "forest": ("#5f8f57", "#2f4f2a", "mdi6.pine-tree", "F"),
    "hills": ("#b99a6b", "#6e5431", "fa6s.mound", "H"),
    "mountains": ("#9d9a95", "#55524c", "fa6s.mountain", "M"),
    "desert": ("#e8c48a", "#a37a3b", "mdi6.cactus", "D"),
    "ocean": ("#7fadd0", "#3c6a8f", "mdi6.waves", "O"),
}
TECH_COLOURS = {"green": "#7fb069", "blue": "#6c9bd2", "yellow": "#e6c85a", "red": "#d77a61"}
RES_ICONS = {"food": "food", "production": "production", "wealth": "wealth", "money": "money", "science": "science"}
ACTION_ICONS = {"harvest": "mdi6.barley", "research": "science", "recruit": "warrior", "move": "fa6s.person-hiking",
                "explore": "fa6s.compass", "build": "fa6s.trowel-bricks", "grow": "town"}


NO_PEN = QPen(Qt.NoPen)
NO_BRUSH = QBrush(Qt.NoBrush)
LEGAL_PEN = legal_pen(3.5)
GLOW_PEN = QPen(LEGAL_GLOW, 10.0)
GLOW_BRUSH = QBrush(LEGAL_GLOW)


def inert(item: QGraphicsItem) -> QGraphicsItem:
    item.setAcceptedMouseButtons(Qt.NoButton)
    item.setAcceptHoverEvents(False)
    return item


class Glyph(SharedGlyph):
    """An icon centred on its position, in the board's ink by default."""

    def __init__(self, name: str, size: float, colour: str = INK, parent: QGraphicsItem | None = None,
                 x: float = 0, y: float = 0) -> None:
        super().__init__(name, size, colour, parent, x, y, centred=True)


class Text(AnchoredText):
    """Anchored text in the board's ink by default."""

    def __init__(self, text: str, px: float, parent: QGraphicsItem | None, x: float = 0, y: float = 0,
                 align: str = "l", colour: str = INK, bold: bool = False) -> None:
        super().__init__(text, px, parent, x, y, align, colour, bold)


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    p = QPainterPath()
    p.addRoundedRect(rect, radius, radius)
    return p


class Hot(ActionTarget, QGraphicsItem):
    """A shape (a path) that can stand for legal actions. arm(board, actions): one action → a click
    chooses it; several → a click opens the board's chooser of chips; none → inert (no reaction)."""

    def __init__(self, path: QPainterPath, parent: QGraphicsItem | None = None, fill: str | QBrush | None = None,
                 line: QPen | None = None, tag: str = "") -> None:
        QGraphicsItem.__init__(self, parent)
        self._path = path
        self._rect = path.boundingRect().adjusted(-6, -6, 6, 6)
        self._brush = brush(fill) if isinstance(fill, str) else (fill or NO_BRUSH)
        self._pen = line if line is not None else NO_PEN
        self._hover = False
        self._target_action = None
        self._target_scene = None
        self.actions: tuple = ()
        self.board = None
        self.selected_colour: str = ""
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.NoButton)
        if tag:
            self.setData(0, tag)

    def look(self, fill: str | QBrush | None = None, line: QPen | None = None) -> None:
        new_brush = brush(fill) if isinstance(fill, str) else (fill if fill is not None else self._brush)
        new_pen = line if line is not None else self._pen
        if new_brush != self._brush or new_pen != self._pen:
            self._brush, self._pen = new_brush, new_pen
            self.update()

    def arm(self, board, actions: tuple) -> None:
        if actions == self.actions:
            return
        self.actions = actions
        self.board = board
        single = actions[0] if len(actions) == 1 else None
        self.make_target(board, single)
        self.setData(1, single)
        if actions:
            self.setAcceptHoverEvents(True)
            self.setCursor(Qt.PointingHandCursor)
            self.setAcceptedMouseButtons(Qt.LeftButton)
        else:
            self.setAcceptedMouseButtons(Qt.NoButton)
            self._hover = False
        self.update()

    def select(self, colour: str) -> None:
        if colour != self.selected_colour:
            self.selected_colour = colour
            self.update()

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
            if self._hover:
                painter.setPen(GLOW_PEN)
                painter.setBrush(GLOW_BRUSH)
                painter.drawPath(self._path)
            painter.setPen(LEGAL_PEN)
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
        if event.button() == Qt.LeftButton and len(self.actions) > 1 and self.board is not None:
            self.board.open_chooser(self, self.actions)
            event.accept()
            return
        if not self.actions:
            event.ignore()
            return
        ActionTarget.mousePressEvent(self, event)


def hot_rect(w: float, h: float, parent=None, fill=None, line=None, tag: str = "", radius: float = 6,
             x: float = 0, y: float = 0) -> Hot:
    item = Hot(rounded(QRectF(0, 0, w, h), radius), parent, fill, line, tag)
    item.setPos(x, y)
    return item


class Button(Hot):
    """A drawn scene button: a rounded box with an icon and a label, standing for one action."""

    def __init__(self, board, action, label: str, icon: str = "", tip: str = "", tag: str = "",
                 fill: str = "#fffaf0", px: float = 14, parent=None) -> None:
        w = metrics(px, True).horizontalAdvance(label) + (px * 1.6 if icon else 0) + 22
        h = px * 2.2
        super().__init__(rounded(QRectF(0, 0, w, h), h / 2.6), parent, fill, pen("#6b5a3e", 1.2), tag)
        self.w, self.h = w, h
        x = 11
        if icon:
            Glyph(icon, px * 1.25, INK, self, x + px * 0.6, h / 2)
            x += px * 1.6
        Text(label, px, self, x, h / 2, "l", INK, True)
        if tip:
            self.setToolTip(tip)
        self.setZValue(5)
        self.arm(board, (action,))
