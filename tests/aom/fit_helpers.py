"""Where a word or a piece of the Age of Mythology board lies on it, for the tests of what players see: the rectangle
its ink covers, the box that holds it, the pixels a click on it reaches, the contrast of two colours; and windows
showing a battle or a position."""
from __future__ import annotations

import math

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from dawnofempires_gui.ui.targets import Target

from .battle_helpers import duel, encounter
from .test_board import open_window, show_position


def ink(text: QGraphicsSimpleTextItem) -> QRectF:
    """The scene rectangle the words' letters cover (not the line's height)."""
    metrics = QFontMetricsF(text.font())
    return text.sceneTransform().mapRect(metrics.tightBoundingRect(text.text()).translated(0, metrics.ascent()))


def box(item: QGraphicsItem) -> QRectF:
    """The scene rectangle of a drawn shape (a card, a button, a plate), not of the larger one a click reaches."""
    drawn = getattr(item, "drawn_shape", item.shape)
    return item.mapToScene(drawn()).boundingRect()


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


def clicked_at(window, point: QPoint):
    """The board target a click at this point of the view goes to (the topmost standing for actions), or None."""
    for item in window.view.items(point):
        if isinstance(item, Target) and item.actions and item.acceptedMouseButtons() & Qt.LeftButton:
            return item
    return None


def click_area(window, target) -> QRectF:
    """The rectangle of the view's pixels a click on the target reaches."""
    return window.view.mapFromScene(target.mapToScene(target.shape())).boundingRect()


def takes_every_click_in(window, target, px: int = 24) -> bool:
    """Whether a click on any pixel of a square of `px` by `px` round the middle of the target's click area goes to
    it (every fourth pixel, the last row and column included; a click at pixel (x, y) lands on the scene's point of
    the view's (x, y))."""
    centre = click_area(window, target).center()
    left, top = math.ceil(centre.x() - px / 2), math.ceil(centre.y() - px / 2)
    steps = (*range(0, px - 1, 4), px - 1)
    return all(clicked_at(window, QPoint(left + dx, top + dy)) is target for dx in steps for dy in steps)


def battle_in_window(qtbot, size, att_culture, def_culture, att_units, def_units, rounds=(), area="city"):
    """A window of `size` showing a two-player battle for `area` with these armies after the given rounds (each: the
    two units and the dice faces), drawn for the seat to move."""
    g = duel(att_culture, def_culture, att_units, def_units, area=area)
    for att_unit, def_unit, faces in rounds:
        encounter(g, att_unit, def_unit, faces)
    window = open_window(qtbot, size=size)
    show_position(window, g)
    return window, g
