"""The supply of the Dawn of Empires board: the 27 technologies by colour, the 9 city improvements and the
9 wonders, each a Target (research, build). A tile shows its name, its cost and its copies: one box per
copy, filled in the colour of the player who took it, so that who holds what is read on the supply.

A redraw touches only the tiles whose copies changed; a tile's words (its tooltip) are written when read
(words_of, asked by the board's tip_of)."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPainterPathStroker
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsRectItem

from dawnofempires_gui.ui.facetarget import FaceTarget
from dawnofempires_gui.ui.targets import NO_PEN, rounded

from . import data as D
from .board_items import INK, TABLE, TECH_COLOURS, Glyph, Text, brush, building_tip, inert, light, part, pen, tech_tip

SUPPLY_X, SUPPLY_Y = 572.0, 424.0
TILE_W, TILE_H, PITCH = 250.0, 23.0, 24.5
COLUMN_GAP = 8.0
BOX = 10.0
GONE = QColor(TABLE)  # a tile whose copies are all taken is veiled in the table's colour: dimmed
GONE.setAlphaF(0.45)


def _copies(holder, item, copies: int, right: float) -> list[QGraphicsRectItem]:
    """A tile's boxes, one per copy, in its column's part of copies (`holder`) over the tile, and under them
    the tile's veil (shown once every copy is taken): taking a copy makes the picture of those boxes again,
    not the column's."""
    line = item.face.pen()
    veil = inert(QGraphicsPathItem(item.shape().united(QPainterPathStroker(line).createStroke(item.shape())), holder))
    veil.setPos(item.pos())
    veil.setBrush(QBrush(GONE))
    veil.setPen(NO_PEN)
    veil.hide()
    item.veil = veil
    boxes = []
    for i in range(copies):
        box = inert(QGraphicsRectItem(0, 0, BOX, BOX, holder))
        box.setPos(item.pos() + QPointF(right - (copies - i) * (BOX + 2), (TILE_H - BOX) / 2))
        box.setPen(pen("#6b5a3e", 1))
        boxes.append(box)
    return boxes


def _column(board, tag: str) -> tuple:
    """A column of tiles (their faces, words and icons) and, above it, the boxes of their copies, each a part
    painted from its own picture (the boxes change as players take copies, the faces seldom)."""
    column = part(None, tag, ground=TABLE)
    board.addItem(column)
    copies = part(None, f"{tag}-copies", 0.25)  # under the tiles' marks (a FaceTarget's lies at its part's z + 0.5)
    board.addItem(copies)
    return column, copies


def tile(column, fill: str, line, tag: str, x: float, y: float) -> FaceTarget:
    """A tile of the supply: its face is painted into its column's picture, its outline when armed (and the
    glow, the focus mark) above it, so that arming it makes no picture again (ui/facetarget.FaceTarget)."""
    item = FaceTarget(rounded(QRectF(0, 0, TILE_W, TILE_H), 4), column, fill, line, tag)
    item.setPos(x, y)
    return item


class SupplyPart:
    """The supply's tiles, a picture per column of each kind (technologies by two colours, improvements,
    wonders), one for the boxes of each column's copies, and one for the headings."""

    def __init__(self, board, edition: int) -> None:
        self.edition = edition
        col2 = SUPPLY_X + TILE_W + COLUMN_GAP
        def heading(words: str, x: float, y: float) -> None:  # above the columns, whose margins reach it
            holder = part(None, "supply-heading", 1)
            board.addItem(holder)
            Text(words, 15, holder, x, y, "l", INK, True)

        heading("Technologies (research: a click on a tile)", SUPPLY_X, SUPPLY_Y + 8)
        self.tech_items = {}
        for x, colours in ((SUPPLY_X, ("green", "red")), (col2, ("blue", "yellow"))):
            y = SUPPLY_Y + 18
            for colour in colours:
                column, copies = _column(board, f"supply-{colour}")
                for tid in [t for t in D.TECHS if D.TECHS[t].colour == colour]:
                    self.tech_items[tid] = self._tech_tile(board, tid, x, y, column, copies)
                    y += PITCH
                y += 6
        y0 = SUPPLY_Y + 18 + 14 * PITCH + 14
        heading("City improvements", SUPPLY_X, y0 + 8)
        heading("Wonders", col2, y0 + 8)
        self.build_items = {}
        for x, ids, name in ((SUPPLY_X, D.IMPROVEMENTS, "improvements"), (col2, D.WONDERS, "wonders")):
            column, copies = _column(board, f"supply-{name}")
            for row, bid in enumerate(ids):
                self.build_items[bid] = self._build_tile(board, bid, x, y0 + 18 + row * PITCH, column, copies)
        self.key = None

    def _tech_tile(self, board, tid: str, x: float, y: float, column, copies):
        tech = D.TECHS[tid]
        fill = TECH_COLOURS[tech.colour]
        item = tile(column, light(fill), pen(QColor(fill).darker(150).name(), 1.3), f"tech-{tid}", x, y)
        band = inert(QGraphicsRectItem(0, 0, 6, TILE_H, item))
        band.setBrush(brush(fill))
        band.setPen(NO_PEN)
        item.name = Text(tech.name, 13, item, 11, TILE_H / 2, "l", INK, True)
        Glyph("science", 13, "#2f5d8a", item, TILE_W - 24, TILE_H / 2)
        Text(str(tech.cost), 13, item, TILE_W - 16, TILE_H / 2, "l", INK, True)
        item.boxes = _copies(copies, item, tech.copies, TILE_W - 32)
        board.targets[item.data(0)] = item
        return item

    def _build_tile(self, board, bid: str, x: float, y: float, column, copies):
        b = D.BUILDINGS[bid]
        wonder = b.kind == "wonder"
        tag = ("wonder-" if wonder else "imp-") + bid
        item = tile(column, "#e7d6ee" if wonder else "#efe2c2", pen("#8a7350", 1.2), tag, x, y)
        Glyph("wonder" if wonder else "town", 13, "#6b5a3e", item, 10, TILE_H / 2)
        item.name = Text(b.name, 13, item, 20, TILE_H / 2, "l", INK, True)
        production, money = b.cost(self.edition)
        right = TILE_W - 4
        if wonder:
            Text("½" if b.mars else str(b.vp), 13, item, right, TILE_H / 2, "r", INK, True)
            Glyph("points", 12, "#8a6d1f", item, right - 17, TILE_H / 2)
            right -= 27
        Text(str(money), 13, item, right, TILE_H / 2, "r", INK, True)
        Glyph("money", 12, "#8a6d1f", item, right - 16, TILE_H / 2)
        Text(str(production), 13, item, right - 25, TILE_H / 2, "r", INK, True)
        Glyph("production", 12, "#6b4f2a", item, right - 41, TILE_H / 2)
        if wonder:
            item.boxes, item.veil = [], None
            owner = QGraphicsPathItem(item)
            path = QPainterPath()
            path.addEllipse(QPointF(0, 0), 7, 7)
            owner.setPath(path)
            owner.setPos(10, TILE_H / 2)  # over the wonder's icon: beside the costs it hid a long name's end
            owner.setPen(pen("#1a1a1a", 1))
            owner.hide()
            item.owner_disc = inert(owner)
        else:
            item.boxes = _copies(copies, item, b.copies, right - 52)
        board.targets[item.data(0)] = item
        return item

    def update(self, view, colours: list[str]) -> None:
        key = (tuple(view.tech_left.values()), tuple(map(tuple, view.techs)), tuple(view.imp_left.values()),
               tuple(map(tuple, view.imps)), tuple(sorted(view.wonder_owner.items())))
        if key == self.key:
            return
        self.key = key
        for tid, item in self.tech_items.items():
            owners = tuple(colours[p] for p in range(view.n) if tid in view.techs[p])
            _show_copies(item, owners, view.tech_left[tid] == 0)
        for bid, item in self.build_items.items():
            if D.BUILDINGS[bid].kind == "wonder":
                o = view.wonder_owner.get(bid)
                if (o is not None) != item.owner_disc.isVisible():
                    item.owner_disc.setVisible(o is not None)
                if o is not None:
                    item.owner_disc.setBrush(brush(colours[o]))
                    item.look(light(colours[o], 0.55))
            else:
                owners = tuple(colours[p] for p in range(view.n) if bid in view.imps[p])
                _show_copies(item, owners, view.imp_left[bid] == 0)

    def words_of(self, item, view) -> str:
        """A tile's words for a view: what it is, its copies left and who holds it (its tooltip)."""
        kind, _, rest = str(item.data(0)).partition("-")
        if kind == "tech":
            owners = [view.seat_name(p) for p in range(view.n) if rest in view.techs[p]]
            return tech_tip(rest, view.tech_left[rest], owners)
        if kind == "wonder":
            o = view.wonder_owner.get(rest)
            return building_tip(rest, self.edition, None, view.seat_name(o) if o is not None else "")
        owners = ", ".join(view.seat_name(p) for p in range(view.n) if rest in view.imps[p])
        return building_tip(rest, self.edition, view.imp_left[rest], owners)


def _show_copies(item, owners: tuple, gone: bool) -> None:
    """A tile's boxes in the colours of the players holding a copy; a tile whose copies are all taken is
    dimmed, its boxes with it (a veil over the tile, in the part of the copies: its column is kept)."""
    if (owners, gone) == getattr(item, "copies_shown", None):
        return
    item.copies_shown = (owners, gone)
    opacity = 0.55 if gone else 1.0
    for i, box in enumerate(item.boxes):
        box.setBrush(brush(owners[i] if i < len(owners) else "#fffaf0"))
        if box.opacity() != opacity:
            box.setOpacity(opacity)
    if item.veil is not None and item.veil.isVisible() != gone:
        item.veil.setVisible(gone)
