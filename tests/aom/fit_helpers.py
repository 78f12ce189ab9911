"""Where a word or a piece of the Age of Mythology board lies on it, for the tests of what players see: the rectangle
its ink covers, the box that holds it, the contrast of two colours; and windows showing a battle or a position."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from .battle_helpers import duel, encounter
from .test_board import open_window, show_position


def ink(text: QGraphicsSimpleTextItem) -> QRectF:
    """The scene rectangle the words' letters cover (not the line's height)."""
    metrics = QFontMetricsF(text.font())
    return text.sceneTransform().mapRect(metrics.tightBoundingRect(text.text()).translated(0, metrics.ascent()))


def box(item: QGraphicsItem) -> QRectF:
    """The scene rectangle of a drawn shape (a card, a button, a plate)."""
    return item.mapToScene(item.shape()).boundingRect()


def inside(inner: QRectF, outer: QRectF, margin: float = 0.0) -> bool:
    return outer.adjusted(margin, margin, -margin, -margin).contains(inner)


def words_of(item: QGraphicsItem) -> list[QGraphicsSimpleTextItem]:
    """The visible words an item holds."""
    return [t for t in item.childItems() if isinstance(t, QGraphicsSimpleTextItem) and t.isVisible()
            and t.text().strip()]


def contrast(a, b) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    def luminance(colour) -> float:
        c = QColor(colour)
        channels = [v / 255 for v in (c.red(), c.green(), c.blue())]
        lin = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in channels]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def battle_in_window(qtbot, size, att_culture, def_culture, att_units, def_units, rounds=(), area="city"):
    """A window of `size` showing a two-player battle for `area` with these armies after the given rounds (each: the
    two units and the dice faces), drawn for the seat to move."""
    g = duel(att_culture, def_culture, att_units, def_units, area=area)
    for att_unit, def_unit, faces in rounds:
        encounter(g, att_unit, def_unit, faces)
    window = open_window(qtbot, size=size)
    show_position(window, g)
    return window, g
