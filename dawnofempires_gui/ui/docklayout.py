"""Where a game window's docks sit: the layout saved per game, or with none saved a share of the width for the
right-hand docks that follows the window until the player moves their edge, and of their column's height for Actions."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow

from dawnofempires_gui.ui.settings import settings

ACTIONS_SHARE = 0.55  # at least, of the right-hand column's height with no saved layout: buttons before the log


class DockLayout:
    """Kept by the window it lays out, which it is given at each call (holding it would make a reference
    cycle through the window's wrapper, and change when Python lets the window go)."""

    def __init__(self, game_id: str, right: list[QDockWidget]) -> None:
        self.game_id, self.right = game_id, right
        self.follows_width = False
        self.width_set = 0
        self.height_shared = False  # whether Actions was given its share of the column's height

    def restore(self, window: QMainWindow) -> None:
        store = settings()
        geometry = store.value(f"window/{self.game_id}/geometry")
        state = store.value(f"window/{self.game_id}/state")
        if geometry is not None:
            window.restoreGeometry(geometry)
        if state is not None:
            window.restoreState(state)
        self.follows_width = state is None
        self.width_set = 0
        self.height_shared = False
        self.fit(window)
        QTimer.singleShot(0, window, lambda: self.fit(window))  # once shown: the docks' heights are known then

    def save(self, window: QMainWindow) -> None:
        store = settings()
        store.setValue(f"window/{self.game_id}/geometry", window.saveGeometry())
        store.setValue(f"window/{self.game_id}/state", window.saveState())

    def fit(self, window: QMainWindow) -> None:
        """With no saved layout, the right-hand docks (Actions above Log) take a share of the window's width,
        so that the board keeps the space: 194 px of a 1024-px window, 243 of 1280, at most 320; and Actions
        takes at least the larger share of their column once shown (Qt split it by the first step's buttons: a game
        that opens on one button had room for two of its later fifteen at 1024x700). The width follows the window
        until the player moves the docks' edge (then the saved layout keeps it)."""
        if not self.follows_width:
            return
        docks = [d for d in self.right if not d.isFloating()]
        shown = bool(docks) and docks[0].isVisible()
        moved = shown and abs(docks[0].width() - self.width_set) > 8
        if self.width_set and moved:
            self.follows_width = False  # the player moved it
            return
        width = round(min(320, max(180, window.width() * 0.19)))
        if docks and width != self.width_set:
            window.resizeDocks(docks, [width] * len(docks), Qt.Horizontal)
            self.width_set = width
        stacked = [d for d in docks if d.isVisible()]
        if not self.height_shared and shown and len(stacked) == 2 and stacked[0] is docks[0]:
            self.height_shared = True  # once: later the window's resizes share the column out as Qt does
            column = sum(d.height() for d in stacked)
            height = round(column * ACTIONS_SHARE)
            if docks[0].height() < height - 8:
                window.resizeDocks(stacked, [height, column - height], Qt.Vertical)
