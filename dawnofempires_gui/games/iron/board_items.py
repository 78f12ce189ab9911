"""Small vector items of the Iron Age board: icon glyphs, aligned text, clickable boxes and scene buttons.

Everything is drawn with vector painting (glyphs come from the icon fonts, never bitmaps), so the board
stays sharp at any zoom. Setters compare before they change anything: show_state() calls them for every
item on every redraw and only real changes cost a repaint.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from dawnofempires_gui.ui.board import ActionTarget, legal_pen
from dawnofempires_gui.ui.drawing import AnchoredText, brush, font, metrics, pen  # font, metrics: used by the board modules
from dawnofempires_gui.ui.drawing import Glyph as SharedGlyph
from dawnofempires_gui.ui.style import LEGAL_GLOW


INK = "#3b2f1e"
PAPER = "#f7f0dc"
PENCIL = "#4b3d2a"
FAINT = "#b9a888"


def text_width(text: str, px: float, bold: bool = False) -> float:
    return metrics(px, bold).horizontalAdvance(text)


NO_PEN = QPen(Qt.NoPen)
NO_BRUSH = QBrush(Qt.NoBrush)
LEGAL_PEN = legal_pen(3.0)
THIN_LEGAL_PEN = legal_pen(2.2)
GLOW_PENS = (QPen(LEGAL_GLOW, 18.0), QPen(LEGAL_GLOW, 10.0))
GLOW_OVER = QBrush(QColor(LEGAL_GLOW.red(), LEGAL_GLOW.green(), LEGAL_GLOW.blue(), 45))


class Glyph(SharedGlyph):
    """An icon placed by its top-left corner, in the sheet's ink by default."""

    def __init__(self, name: str, size: float, colour: str = INK, parent: QGraphicsItem | None = None) -> None:
        super().__init__(name, size, colour, parent)


class Text(AnchoredText):
    """Anchored text in the sheet's ink by default."""

    def __init__(self, text: str, px: float, parent: QGraphicsItem | None, x: float = 0, y: float = 0,
                 align: str = "l", colour: str = INK, bold: bool = False, serif: bool = False) -> None:
        super().__init__(text, px, parent, x, y, align, colour, bold, serif)


def urn_path(w: float, h: float) -> QPainterPath:
    """An outlined urn (amphora) shape in a w×h box."""
    p = QPainterPath()
    p.moveTo(w * 0.34, 0)
    p.lineTo(w * 0.66, 0)
    p.lineTo(w * 0.60, h * 0.18)
    p.cubicTo(w * 1.02, h * 0.30, w * 0.98, h * 0.80, w * 0.60, h * 0.96)
    p.lineTo(w * 0.40, h * 0.96)
    p.cubicTo(w * 0.02, h * 0.80, -w * 0.02, h * 0.30, w * 0.40, h * 0.18)
    p.closeSubpath()
    return p


class Hot(ActionTarget, QGraphicsItem):
    """A clickable shape (rect, rounded rect, ellipse or path). arm() makes it a legal target (magenta
    outline, glow on hover) standing for an action, or for a local callback (open a popup); disarm()
    makes it inert. `legal` tells tests and the board whether it is a highlighted target now."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None, shape: str = "rect", radius: float = 0,
                 path: QPainterPath | None = None) -> None:
        QGraphicsItem.__init__(self, parent)
        self._rect = QRectF(rect)
        self._brect = self._rect.adjusted(-10, -10, 10, 10)
        self._shape_kind = shape
        self._radius = radius
        self._path = path
        self._pen = pen(INK, 1.5)
        self._brush = NO_BRUSH
        self._hover = False
        self._callback = None
        self._target_action = None
        self._target_scene = None
        self._selected = False
        self.legal = False
        self.legal_fill: QBrush | None = None  # a fill shown while it is a target (small holes)
        self._tip = ""
        self.setAcceptHoverEvents(False)

    # --- look
    def look(self, line: QPen | None = None, fill: QBrush | None = None) -> None:
        changed = False
        if line is not None and line is not self._pen:
            self._pen = line
            changed = True
        if fill is not None and fill is not self._brush:
            self._brush = fill
            changed = True
        if changed:
            self.update()

    def brush(self) -> QBrush:
        return self._brush

    def pen(self) -> QPen:
        return self._pen

    def fill(self, colour: str) -> None:
        self.look(fill=brush(colour))

    def tip(self, text: str) -> None:
        if text != self._tip:
            self._tip = text
            self.setToolTip(text)

    def set_selected(self, on: bool) -> None:
        if on != self._selected:
            self._selected = on
            self.update()

    # --- target
    def arm(self, scene, action=None, callback=None, tip: str | None = None) -> None:
        self._callback = callback
        self._target_scene = scene
        self._target_action = action
        live = action is not None or callback is not None
        if live != self.legal:
            self.legal = live
            self.setAcceptHoverEvents(live)
            self.setCursor(Qt.PointingHandCursor if live else Qt.ArrowCursor)
            if not live:
                self._hover = False
            self.update()
        if tip is not None:
            self.tip(tip)

    def disarm(self, tip: str | None = None) -> None:
        if self.legal or self._target_action is not None or self._callback is not None:
            self.arm(None, None, None)
        if tip is not None:
            self.tip(tip)

    def mousePressEvent(self, event):  # noqa: N802
        if self._callback is not None and event.button() == Qt.LeftButton:
            event.accept()
            self._callback()
            return
        if self._target_action is None:
            event.ignore()
            return
        super().mousePressEvent(event)

    def hoverEnterEvent(self, event):  # noqa: N802
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event):  # noqa: N802
        self._hover = False
        self.update()

    # --- geometry and painting
    def rect(self) -> QRectF:
        return self._rect

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._brect

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = rect
        self._brect = rect.adjusted(-10, -10, 10, 10)

    def shape(self) -> QPainterPath:
        p = QPainterPath()
        if self._path is not None:
            return self._path
        if self._shape_kind == "ellipse":
            p.addEllipse(self._rect)
        else:
            p.addRect(self._rect)
        return p

    def _draw(self, painter, rect: QRectF) -> None:
        if self._path is not None:
            painter.drawPath(self._path)
        elif self._shape_kind == "ellipse":
            painter.drawEllipse(rect)
        elif self._radius:
            painter.drawRoundedRect(rect, self._radius, self._radius)
        else:
            painter.drawRect(rect)

    def paint(self, painter, option, widget=None) -> None:
        glow = self.legal and self._hover
        if glow:  # a soft halo around the target under the mouse
            painter.setBrush(NO_BRUSH)
            for halo in GLOW_PENS:
                painter.setPen(halo)
                self._draw(painter, self._rect)
        painter.setBrush(self.legal_fill if self.legal and self.legal_fill is not None else self._brush)
        if self.legal:
            painter.setPen(LEGAL_PEN if self._rect.width() > 24 else THIN_LEGAL_PEN)
        else:
            painter.setPen(self._pen)
        self._draw(painter, self._rect)
        if glow:
            painter.setPen(Qt.NoPen)
            painter.setBrush(GLOW_OVER)
            self._draw(painter, self._rect)
        if self._selected:
            painter.setBrush(NO_BRUSH)
            painter.setPen(pen("#1f1a14", 4))
            self._draw(painter, self._rect.adjusted(-4, -4, 4, 4) if self._path is None else self._rect)


class Button(Hot):
    """A button drawn in the scene: a rounded plate with an optional icon and a label."""

    def __init__(self, parent: QGraphicsItem | None, height: float = 44, px: float = 17) -> None:
        super().__init__(QRectF(0, 0, 120, height), parent, radius=10)
        self._h = height
        self._px = px
        self.icon = Glyph("fa6s.dice", height * 0.55, "#ffffff", self)
        self.label = Text("", px, self, 0, height / 2, "l", "#ffffff", bold=True)
        self._key = None
        self.hide()

    def show_as(self, text: str, icon_name: str | None, colour: str = "#6b4f2a", text_colour: str = "#ffffff",
                width: float | None = None) -> float:
        key = (text, icon_name, colour, text_colour, width)
        if key != self._key:
            self._key = key
            pad = 14
            icon_w = self._h * 0.55 + 8 if icon_name else 0
            w = width or (pad * 2 + icon_w + text_width(text, self._px, True))
            self.set_rect(QRectF(0, 0, w, self._h))
            self._pen = pen("#2b2115", 1.5)
            self._brush = brush(colour)
            if icon_name:
                self.icon.set(icon_name, text_colour)
                self.icon.setPos(pad, self._h * 0.225)
                self.icon.show()
            else:
                self.icon.hide()
            self.label.set(text, text_colour)
            self.label.move(pad + icon_w, self._h / 2)
            self.update()
        self.show()
        return self._rect.width()


def centred(item: QGraphicsItem, x: float, y: float) -> None:
    r = item.boundingRect()
    item.setPos(QPointF(x - r.width() / 2, y - r.height() / 2))
