"""What a fitted board shows, for the tests of every board: the size its texts are drawn at on the screen."""
from __future__ import annotations

import math

from PySide6.QtWidgets import QGraphicsSimpleTextItem


def redraw(window) -> None:
    """Draw the window's board again from the game and fit it to the window."""
    window.redraw([])
    window.view.fit()


def on_screen(window) -> float:
    """The view's scale: screen pixels per scene unit."""
    return window.view.transform().m11()


def screen_px(item: QGraphicsSimpleTextItem, scale: float) -> float:
    """The pixel size `item`'s text is drawn at when the view's scale is `scale` (turned items included)."""
    t = item.sceneTransform()
    return item.font().pixelSize() * scale * math.hypot(t.m11(), t.m12())


def small_texts(window, limit: float = 9.0) -> list[tuple[float, str]]:
    """Every visible text of the scene under `limit` screen pixels in the view as it is."""
    scale = on_screen(window)
    found = []
    for item in window.board.items():
        if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible() and item.text().strip():
            px = screen_px(item, scale)
            if px < limit - 1e-6:
                found.append((round(px, 2), item.text()))
    return found
