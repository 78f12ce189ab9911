"""A flat scroll bar for the docks, whose range changes after every action (a new log line, a new step).

Fusion (Qt's style on Linux without a desktop theme) paints a scroll bar with gradients that cost 1–2 ms for
a tall bar, more than the log line that made it change; this one paints a groove, a handle and two arrows as
plain shapes in the palette's colours. Where the parts are, and so what a click does, is still the style's.

It paints every pixel it covers, and says so (WA_OpaquePaintEvent): then a change of its range repaints the bar
alone, not the dock, the window and the editor under it. Fusion's polish takes that attribute from every scroll
bar, so the bar sets it again once polished (before it is first shown, and after any change of style).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPalette, QPolygonF
from PySide6.QtWidgets import QScrollBar, QStyle, QStyleOptionSlider, QWidget

_GROOVE, _HANDLE = QStyle.SC_ScrollBarGroove, QStyle.SC_ScrollBarSlider
_BAR = QStyle.CC_ScrollBar
_UP, _DOWN = QStyle.SC_ScrollBarSubLine, QStyle.SC_ScrollBarAddLine


class FlatScrollBar(QScrollBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Vertical, parent)

    def showEvent(self, event) -> None:  # noqa: N802
        self.setAttribute(Qt.WA_OpaquePaintEvent)  # the style's polish, just made, took it away
        super().showEvent(event)

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.StyleChange:  # polished again by the new style
            self.setAttribute(Qt.WA_OpaquePaintEvent)
        super().changeEvent(event)

    def paintEvent(self, event) -> None:  # noqa: N802
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        style, palette = self.style(), self.palette()
        painter = QPainter(self)
        painter.fillRect(self.rect(), palette.color(QPalette.Window))
        painter.fillRect(style.subControlRect(_BAR, option, _GROOVE, self),
                         palette.color(QPalette.Base).darker(106))
        enabled = self.isEnabled() and self.maximum() > self.minimum()
        ink = palette.color(QPalette.Normal if enabled else QPalette.Disabled, QPalette.WindowText)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(Qt.NoPen)
        if enabled:
            handle = QRectF(style.subControlRect(_BAR, option, _HANDLE, self)).adjusted(2, 1, -2, -1)
            painter.setBrush(palette.color(QPalette.Mid) if not self.isSliderDown() else palette.color(QPalette.Dark))
            painter.drawRoundedRect(handle, 3, 3)
        painter.setBrush(ink)
        for part, pointing_up in ((_UP, True), (_DOWN, False)):
            area = QRectF(style.subControlRect(_BAR, option, part, self))
            if area.height() >= 4:
                painter.drawPolygon(_arrow(area, pointing_up))
        painter.end()


def _arrow(area: QRectF, pointing_up: bool) -> QPolygonF:
    centre, half = area.center(), min(area.width(), area.height()) * 0.22
    tip, base = (-half, half * 0.6) if pointing_up else (half, -half * 0.6)
    return QPolygonF([QPointF(centre.x(), centre.y() + tip), QPointF(centre.x() - half, centre.y() + base),
                      QPointF(centre.x() + half, centre.y() + base)])
