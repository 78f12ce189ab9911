"""The victory point track round the map of the Rise of Empires board: 100 numbered spaces clockwise from
the top-left corner, a marker per player (its shape in its colour); a score of 100 or more goes round
again (the player panels give the exact score). Also the map's size and place on the board."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from dawnofempires_gui.engine.words import plural

from . import data as D
from .board_items import EDGE, MIN_PX, SOFT, Marker, Text, brush, inert, part, pen

SCALE = 1.18  # scene units per map unit
FRAME = 36.0  # the depth of the victory point track round the map
MAP_X = MAP_Y = FRAME
MAP_W, MAP_H = D.BOARD.width * SCALE, D.BOARD.height * SCALE
FRAME_W, FRAME_H = MAP_W + 2 * FRAME, MAP_H + 2 * FRAME
TOP_CELLS, SIDE_CELLS = 30, 20  # 30 along the top and the bottom, 20 down each side: 100 spaces


def track_cell(v: int) -> QRectF:
    """The space of the victory point track for v (0–99), clockwise from the top-left corner."""
    v %= 100
    cw = FRAME_W / TOP_CELLS
    ch = MAP_H / SIDE_CELLS
    if v < TOP_CELLS:
        return QRectF(v * cw, 0, cw, FRAME)
    v -= TOP_CELLS
    if v < SIDE_CELLS:
        return QRectF(FRAME_W - FRAME, FRAME + v * ch, FRAME, ch)
    v -= SIDE_CELLS
    if v < TOP_CELLS:
        return QRectF(FRAME_W - (v + 1) * cw, FRAME_H - FRAME, cw, FRAME)
    v -= TOP_CELLS
    return QRectF(0, FRAME_H - FRAME - (v + 1) * ch, FRAME, ch)


class VpTrack:
    """The victory point track round the map: 100 numbered spaces, a marker per player (its shape in its
    colour); a score of 100 or more goes round again (the player panels give the exact score)."""

    def __init__(self, board, parent: QGraphicsItem, n: int, colours: list[str], names: list[str],
                 shapes: list[str]) -> None:
        printed = part(parent, "vp-track", -3, picture=False)
        frame = QGraphicsRectItem(QRectF(0, 0, FRAME_W, FRAME_H), printed)
        frame.setBrush(brush("#efe3c2"))
        frame.setPen(pen(EDGE, 2))
        inert(frame)
        frame.setToolTip("The victory point track")
        for v in range(100):
            cell = track_cell(v)
            box = inert(QGraphicsRectItem(cell, printed))
            box.setBrush(brush("#e6d3a3" if v % 10 == 0 else "#f5ecd4" if v % 2 else "#efe3c2"))
            box.setPen(pen("#a8946b", 0.8))
            box.setToolTip(f"{v} victory points (or {v + 100}, {v + 200}…)")
            top = cell.top() + 9 if (v < TOP_CELLS or v >= TOP_CELLS + SIDE_CELLS + TOP_CELLS or
                                     TOP_CELLS <= v < TOP_CELLS + SIDE_CELLS) else cell.top() + 9
            if TOP_CELLS + SIDE_CELLS <= v < 2 * TOP_CELLS + SIDE_CELLS:  # bottom row: the number at the outer edge
                top = cell.bottom() - 9
            Text(str(v), MIN_PX, printed, cell.center().x(), top, "c", SOFT, v % 10 == 0)
        self.markers = []
        for p in range(n):
            m = Marker(shapes[p], colours[p], 6.5)
            m.setZValue(7)
            m.setData(0, f"vp-marker-{p}")
            board.addItem(m)
            self.markers.append(m)
        self.names = names
        self.key = None

    def update(self, view) -> None:
        key = tuple(view.vp)
        if key == self.key:
            return
        self.key = key
        spots: dict[int, list[int]] = {}
        for p in range(view.n):
            spots.setdefault(view.vp[p] % 100, []).append(p)
        for v, players in spots.items():
            cell = track_cell(v)
            bottom = TOP_CELLS + SIDE_CELLS <= v < 2 * TOP_CELLS + SIDE_CELLS
            y = cell.top() + 8 if bottom else cell.bottom() - 9
            k = len(players)
            step = min(13.0, (cell.width() - 14) / max(1, k - 1)) if k > 1 else 0
            x0 = cell.center().x() - step * (k - 1) / 2
            for i, p in enumerate(players):
                self.markers[p].setPos(x0 + i * step, y)
                self.markers[p].setZValue(7 + i * 0.01)
                laps = view.vp[p] // 100
                self.markers[p].setToolTip(f"{self.names[p]}: {plural(view.vp[p], 'victory point')}"
                                           + (f" (lap {laps + 1} of the track)" if laps else ""))
