"""A region's standard on the Rise of Empires map (board_map.py): a strip of cells with the points for first and
second place, then the region's income by kind, and a ship where only an empire tile showing water reaches it;
its cells and their widths."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from dawnofempires_gui.ui.targets import NO_PEN

from . import data as D
from .board_items import INK, KIND_COLOUR, KIND_ICON, MIN_PX, SEA_INK, Glyph, brush, font, pen, text_width

STD_H = 25.0


def standard_parts(region: str) -> list[tuple[str, str]]:
    """The cells of a standard: (text, icon) — first place, second place, each kind of income, and a ship
    where only an empire tile showing water reaches the region."""
    reg = D.REGIONS[region]
    out = [(str(reg.vp_first), ""), (str(reg.vp_second), "")]
    out += [(str(n), KIND_ICON[k]) for k, n in reg.income.items()]
    if reg.is_sea or reg.overseas:
        out.append(("", "ship"))
    return out


def cell_width(text: str, icon: str) -> float:
    return (text_width(text, MIN_PX, True) if text else 0) + (17 if icon else 0) + (8 if text else 6)


def standard_width(region: str) -> float:
    return sum(cell_width(text, icon) for text, icon in standard_parts(region))


class Standard(QGraphicsItem):
    """A region's standard: the points for first and second place, then its income by kind."""

    def __init__(self, region: str, parent: QGraphicsItem | None) -> None:
        super().__init__(parent)
        self.parts = standard_parts(region)
        self.w = standard_width(region)
        self._rect = QRectF(-self.w / 2, -STD_H / 2, self.w, STD_H)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setData(0, f"standard-{region}")
        self.icons = []
        x = -self.w / 2
        for i, (text, icon) in enumerate(self.parts):
            cw = cell_width(text, icon)
            if icon:
                kind = next((k for k, v in KIND_ICON.items() if v == icon), "")
                Glyph(icon, 15, KIND_COLOUR.get(kind, SEA_INK), self, x + 3 + 7.5 if text else x + cw / 2, 0)
            self.icons.append((x, cw, text, icon))
            x += cw

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter, option, widget=None) -> None:
        painter.setPen(pen("#3b2f1e", 1.2))
        painter.setBrush(brush("#fbf6e8"))
        painter.drawRoundedRect(self._rect, 4, 4)
        painter.setFont(font(MIN_PX, True))
        for i, (x, cw, text, icon) in enumerate(self.icons):
            if i == 0:
                painter.setBrush(brush("#f0d77a"))
                painter.setPen(NO_PEN)
                painter.drawRoundedRect(QRectF(x + 1, -STD_H / 2 + 1, cw - 1, STD_H - 2), 3, 3)
            if i:
                painter.setPen(pen("#9a8a6a", 1))
                painter.drawLine(QPointF(x, -STD_H / 2 + 3), QPointF(x, STD_H / 2 - 3))
            painter.setPen(QColor(INK))
            tx = x + (20 if icon else 4)
            painter.drawText(QRectF(tx, -STD_H / 2, cw - (tx - x), STD_H), Qt.AlignVCenter | Qt.AlignLeft, text)
