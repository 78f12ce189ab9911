"""A square of an Age of Mythology player board's Production Area (board_player.py): its terrain, the tile on
it and who works it, a FaceTarget painted into its area's picture."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from dawnofempires_gui.games.aom.board_items import (EDGE, PAPER, TERRAIN, VILLAGER_ICON, Glyph, TileFace, mix, plate,
                                                     unit_icon)
from dawnofempires_gui.games.aom.board_queries import square_tip
from dawnofempires_gui.games.aom.rules_tables import NSQ
from dawnofempires_gui.ui.drawing import pen
from dawnofempires_gui.ui.facetarget import FaceTarget
from dawnofempires_gui.ui.targets import rounded


class Square(FaceTarget):
    """A square of a Production Area: its terrain, the tile on it and who works it."""

    def __init__(self, parent: QGraphicsItem, seat: int, q: int, size: float, px: float = 15) -> None:
        super().__init__(rounded(QRectF(0, 0, size, size), 5), parent, PAPER, pen(EDGE, 1), f"sq-{seat}-{q}")
        self.size = size
        self.terrain_icon = Glyph("mdi6.grass", size * 0.42, "#ffffff", self, size / 2, size / 2)
        self.tile = TileFace(size - 6, self, px)
        self.tile.setPos(3, 3)
        d = max(13.0, size * 0.4)
        self.worker_disc = plate(self, QRectF(size - d + 2, -2, d, d), "#fffdf6", "#3b2f1e", d / 2, 1.2)
        self.worker = Glyph(VILLAGER_ICON, d * 0.65, "#3b2f1e", self, size - d / 2 + 2, d / 2 - 2)
        self.worker_disc.setZValue(3)
        self.worker.setZValue(4)
        self.key = None
        self.base_tip = ""

    def update_square(self, view, seat: int, q: int) -> None:
        terrain, tile, who = view.terrain(seat, q), view.tile_at(seat, q), view.work[seat * NSQ + q]
        key = (terrain, tile, who)
        if key == self.key:
            return
        self.key = key
        fill, line, icon = TERRAIN[terrain]
        self.look(fill, pen(line, 1.5))
        self.terrain_icon.set(icon, mix(fill, "#ffffff", 0.45))
        self.terrain_icon.setVisible(not tile)
        self.tile.setVisible(bool(tile))
        if tile:
            self.tile.set(tile)
        self.worker.setVisible(bool(who))
        self.worker_disc.setVisible(bool(who))
        if who:
            self.worker.set(VILLAGER_ICON if who == "villager" else unit_icon(who),
                            "#3b2f1e" if who == "villager" else "#5b2a86")
        self.base_tip = square_tip(view, seat, q)
