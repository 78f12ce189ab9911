"""The world map of the Rise of Empires board: the sea, the land nobody may enter, the regions shaded by
their era (hatched until their era comes), their borders and the drawn overseas arrows, each region's
name, its standard (points for first and second place, the income: board_standard.py) and the cubes of
every player there; around it the victory point track (board_track.py).

Regions are Targets the board arms with placements, battles and free actions; the printed map is one
picture (ui/pictures.py), the cubes and the track's markers small items of their own, so that a
redraw repaints only what changed."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem

from dawnofempires_gui.engine.words import join, plural
from dawnofempires_gui.ui.targets import NO_BRUSH, NO_PEN, Target

from . import data as D
from .board_items import (EDGE, ERA_EDGE, ERA_FILL, ERA_WORDS, INK, KIND_WORD, LAND, LAND_EDGE, LAND_INK, MED,
                          MIN_PX, SEA, SEA_EDGE, SEA_INK, SOFT, TABLE, Glyph, Overlay, Text, brush, cached, dark, font,
                          inert, italic, metrics, part, pen)
from .board_layout import CUBE_GAP, CUBE_H, CUBE_W, block_size, layout, region_path
from .board_standard import STD_H, Standard, standard_width
from .board_track import FRAME, FRAME_H, FRAME_W, MAP_H, MAP_W, MAP_X, MAP_Y, SCALE, VpTrack  # noqa: F401

LABEL_PX = MIN_PX


def map_point(x: float, y: float) -> QPointF:
    return QPointF(MAP_X + x * SCALE, MAP_Y + y * SCALE)


def polygon(points) -> QPainterPath:
    pts = [map_point(x, y) for x, y in points]
    path = QPainterPath()
    path.addPolygon(QPolygonF(pts + [pts[0]]))
    return path


LABEL_LINES = {"mesopotamia": "Meso-\npotamia", "central_asia": "Central\nAsia"}  # too wide for their region


def label_text(region: str) -> str:
    return LABEL_LINES.get(region, D.REGIONS[region].label_text)


def label_size(region: str) -> tuple[float, float]:
    lines = label_text(region).split("\n")
    fm = metrics(LABEL_PX, True)
    return max(fm.horizontalAdvance(line) for line in lines) + 2, fm.height() * len(lines)


def region_words(region: str) -> str:
    reg = D.REGIONS[region]
    if reg.is_sea:
        lines = [f"<b>{reg.name}</b>: the sea region (Era {ERA_WORDS[reg.era]})"]
    else:
        lines = [f"<b>{reg.name}</b> ({reg.covers}): an Era-{ERA_WORDS[reg.era]} region"]
    income = join(plural(n, KIND_WORD[k][:-1] if KIND_WORD[k].endswith("s") else KIND_WORD[k])
                  for k, n in reg.income.items())
    lines.append(f"Standard: {plural(reg.vp_first, 'victory point')} for control, {reg.vp_second} for second place"
                 + (f"; income {income} a turn to whoever controls it" if income else ""))
    if reg.is_sea:
        lines.append("Entered only with an empire tile showing water.")
    elif reg.overseas:
        lines.append("Overseas: entered from Era II with an empire tile showing water (in the Era-II A turn only "
                     "once someone owns Navigation).")
    if D.ADJACENT[region]:  # (the New World's and the Far East's are reached across the water)
        lines.append("Next to: " + join(sorted(D.REGIONS[r].name for r in D.ADJACENT[region])))
    return "<br>".join(lines)


DASHED = QPen(QColor("#111111"), 1.6, Qt.DashLine)


def translucent(colour: str, alpha: float) -> QColor:
    c = QColor(colour)
    c.setAlphaF(alpha)
    return c


class RegionTarget(Overlay):
    """A region's clickable shape: drawn only when it stands for something or is marked (the region itself
    is in the printed map's picture)."""


class CubeBlock(QGraphicsItem):
    """The cubes of the players in one region: a cube in each player's colour with the number, the
    controllers' with a thick dark border (first place) and the second places' with a dashed one."""

    def __init__(self, region: str, centre: QPointF, columns: int, name: QRectF | None = None) -> None:
        super().__init__()
        self.region, self.columns = region, columns
        self.setPos(centre)  # away from its region (`name` given): a line to the nearest point of its name
        self.lead = None if name is None else QPointF(min(max(centre.x(), name.left()), name.right()) - centre.x(),
                                                      min(max(centre.y(), name.top()), name.bottom()) - centre.y())
        self.key: tuple = ()
        self._rect = QRectF()
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(6)
        self.setData(0, f"cubes-{region}")
        self.hide()

    def set(self, key: tuple) -> None:
        """key: ((colour, count, rank), ...) in the order drawn; rank 1 controls, 2 is second."""
        if key == self.key:
            return
        self.prepareGeometryChange()
        self.key = key
        self.setVisible(bool(key))
        if key:
            w, h, _cols = block_size(len(key), self.columns)
            self._rect = QRectF(-w / 2, -h / 2, w, h)
        self.update()

    def cells(self) -> list[QRectF]:
        if not self.key:
            return []
        _w, _h, cols = block_size(len(self.key), self.columns)
        out = []
        for i in range(len(self.key)):
            r, c = divmod(i, cols)
            out.append(QRectF(self._rect.left() + c * (CUBE_W + CUBE_GAP), self._rect.top() + r * (CUBE_H + CUBE_GAP),
                              CUBE_W, CUBE_H))
        return out

    def boundingRect(self) -> QRectF:  # noqa: N802
        box = self._rect.adjusted(-3, -3, 3, 3)
        return box if self.lead is None else box.united(QRectF(self.lead, self.lead).adjusted(-2, -2, 2, 2))

    def paint(self, painter, option, widget=None) -> None:
        if self.lead is not None:
            painter.setPen(pen(INK, 1.6))
            painter.drawLine(QPointF(0, 0), self.lead)
        painter.setFont(font(MIN_PX, True))
        for cell, (colour, count, rank) in zip(self.cells(), self.key):
            if rank == 1:
                painter.setPen(pen("#111111", 2.8))
            elif rank == 2:
                painter.setPen(DASHED)
            else:
                painter.setPen(pen("#333333", 1.0))
            painter.setBrush(brush(colour))
            painter.drawRoundedRect(cell, 3, 3)
            painter.setPen(QColor("#ffffff" if dark(colour) else "#111111"))
            painter.drawText(cell, Qt.AlignCenter, str(count))


class MapPart:
    """The map's items, built once; update() draws a view on them."""

    def __init__(self, board, n: int, colours: list[str], names: list[str], shapes: list[str]) -> None:
        self.board = board
        self.n = n
        self.colours = colours
        self.names = names
        printed = self.printed = part(None, "map-printed", -2, TABLE)  # the whole printed board: one opaque picture
        board.addItem(printed)
        self.track = VpTrack(board, printed, n, colours, names, shapes)
        sea = QGraphicsRectItem(QRectF(MAP_X, MAP_Y, MAP_W, MAP_H), printed)
        sea.setBrush(brush(SEA))
        sea.setPen(pen(SEA_EDGE, 2))
        inert(sea)
        sea.setData(0, "sea")
        for land in D.LANDS.values():
            item = inert(QGraphicsPathItem(polygon(land.polygon), printed))
            item.setBrush(brush(LAND))
            item.setPen(pen(LAND_EDGE, 1.2))
            item.setToolTip(f"{land.name}: not part of the game (no cube may enter)")
        for water in D.WATERS.values():
            if water.polygon:
                item = inert(QGraphicsPathItem(polygon(water.polygon), printed))
                item.setBrush(brush(SEA))
                item.setPen(pen(SEA_EDGE, 1.2))
        self.regions: dict[str, Target] = {}
        # the regions' outlines while armed: a picture each, made ahead while the window is idle (all in one
        # repaint: they lie under one top-level item, see ui/pictures.prepare_next)
        outlines = self.outlines = QGraphicsRectItem()
        outlines.setFlag(QGraphicsItem.ItemHasNoContents)
        outlines.setZValue(5)
        inert(outlines)
        outlines.setData(0, "region-outlines")
        board.addItem(outlines)
        self.hatches: dict[str, QGraphicsPathItem] = {}
        fills = part(printed, "map-regions", 1, picture=False)
        for rid, reg in D.REGIONS.items():
            path = region_path(rid, SCALE, QPointF(MAP_X, MAP_Y))
            fill = inert(QGraphicsPathItem(path, fills))
            fill.setBrush(brush(MED if reg.is_sea else ERA_FILL[reg.era]))
            fill.setPen(pen(ERA_EDGE, 1.6))
            if reg.is_sea:  # translucent colours: the look of item opacity without an opacity per item
                waves = inert(QGraphicsPathItem(path, fills))
                waves.setBrush(QBrush(translucent(SEA_EDGE, 0.35), Qt.HorPattern))
                waves.setPen(NO_PEN)
            hatch = inert(QGraphicsPathItem(path, fills))  # not yet open: washed out and finely hatched
            hatch.setBrush(QBrush(QColor(246, 240, 224, 150)))
            hatch.setPen(NO_PEN)
            lines = inert(QGraphicsPathItem(path, hatch))
            lines.setBrush(QBrush(translucent("#6b5a3e", 0.22), Qt.BDiagPattern))
            lines.setPen(NO_PEN)
            hatch.hide()
            self.hatches[rid] = hatch
            target = RegionTarget(path, None, f"region-{rid}")
            target.setZValue(5)
            target.base_tip = region_words(rid)
            board.addItem(target)
            target.outlined(part(outlines, f"outline-{rid}"))
            board.targets[target.data(0)] = target
            self.regions[rid] = target
        words = part(printed, "map-words", 2, picture=False)
        others = []  # the seas' and lands' names: the regions' words keep clear of them
        for water in D.WATERS.values():
            x, y = water.label
            at = map_point(x, max(y, 8))
            big = water.id in ("atlantic", "pacific", "indian", "arctic")
            others.append(italic(Text(water.name, MIN_PX, words, at.x(), at.y(), "c", SEA_INK), MIN_PX + (2 if big else 0)))
        for land in D.LANDS.values():
            if land.label is not None and land.id in ("siberia", "south_africa", "tibet"):
                at = map_point(*land.label)
                others.append(italic(Text(land.name, MIN_PX, words, at.x(), at.y(), "c", LAND_INK)))
        boxes = tuple((r.x() - MAP_X, r.y() - MAP_Y, r.width(), r.height())
                      for r in (t.mapRectToScene(t.boundingRect()) for t in others))
        self._arrows(words)
        sizes = tuple((r, *label_size(r)) for r in D.REGIONS)
        std_sizes = tuple((r, standard_width(r), STD_H) for r in D.REGIONS)
        places = layout(SCALE, sizes, std_sizes, boxes, n)
        self.layout = places
        self.labels: dict[str, Text] = {}
        self.standards: dict[str, Standard] = {}
        self.blocks: dict[str, CubeBlock] = {}
        for rid, reg in D.REGIONS.items():
            at = places[rid]
            label = Text(label_text(rid), LABEL_PX, words, MAP_X + at.label.x(), MAP_Y + at.label.y(), "c",
                         SEA_INK if reg.is_sea else INK, True)
            label.setData(0, f"label-{rid}")
            self.labels[rid] = label
            std = Standard(rid, words)
            std.setPos(MAP_X + at.standard.x(), MAP_Y + at.standard.y())
            self.standards[rid] = std
            if not self._inside(rid, std.pos()):  # too small a region: a line ties its standard to its name
                lab = label.mapRectToScene(label.boundingRect())
                top = std.pos().y() - STD_H / 2 if std.pos().y() > lab.center().y() else std.pos().y() + STD_H / 2
                end = lab.bottom() if std.pos().y() > lab.center().y() else lab.top()
                lead = QGraphicsPathItem(words)
                path = QPainterPath(QPointF(std.pos().x(), top))
                path.lineTo(QPointF(lab.center().x(), end))
                lead.setPath(path)
                lead.setPen(pen(INK, 1.6))
                inert(lead)
            centre = QPointF(MAP_X + at.cubes.x(), MAP_Y + at.cubes.y())
            away = not self._inside(rid, centre)
            block = CubeBlock(rid, centre, at.columns, label.sceneBoundingRect() if away else None)
            board.addItem(cached(block))  # repainted only when its cubes change
            self.blocks[rid] = block
        self._legend(words)
        self.shown: dict[str, tuple] = {}  # region -> the cubes drawn
        self.era = 0

    def _inside(self, rid: str, point: QPointF) -> bool:
        return self.regions[rid].shape().contains(point)

    def _arrows(self, parent: QGraphicsItem) -> None:
        for arrow in D.ARROWS:
            a, b = map_point(*arrow.start), map_point(*arrow.end)
            path = QPainterPath()
            path.moveTo(a)
            path.lineTo(b)
            for tip, other in ((b, a), (a, b)):  # a head at each end: the link goes both ways
                ang = math.atan2(tip.y() - other.y(), tip.x() - other.x())
                for side in (-1, 1):
                    path.moveTo(tip)
                    path.lineTo(tip.x() - 9 * math.cos(ang + side * 0.45), tip.y() - 9 * math.sin(ang + side * 0.45))
            item = QGraphicsPathItem(path, parent)
            p = pen("#7a1f12", 2.4)
            item.setPen(p)
            item.setBrush(NO_BRUSH)
            inert(item)
            item.setData(0, f"arrow-{arrow.between[0]}-{arrow.between[1]}")
            first, second = (D.REGIONS[r].name for r in arrow.between)
            item.setToolTip(f"{arrow.name}: {first} and {second} are next to each other")

    def _legend(self, parent: QGraphicsItem) -> None:
        x, y, line = MAP_X + 10, MAP_Y + MAP_H - 148, 25
        box = QGraphicsRectItem(QRectF(x, y, 168, 138), parent)
        box.setBrush(QBrush(translucent("#f4ecd6", 0.92)))
        box.setPen(QPen(translucent(EDGE, 0.92), 1.2))
        inert(box)
        box.setToolTip("Regions may be entered only from their era on; the New World and the Far East (ship) only "
                       "with an empire tile showing water, from Era II.")
        Text("Regions", MIN_PX, parent, x + 8, y + 15, "l", INK, True)
        for k, era in enumerate((1, 2, 3)):
            sw = QGraphicsRectItem(QRectF(x + 8, y + 32 + k * line, 20, 16), parent)
            sw.setBrush(brush(ERA_FILL[era]))
            sw.setPen(pen(ERA_EDGE, 1))
            inert(sw)
            Text(f"Era {ERA_WORDS[era]}", MIN_PX, parent, x + 34, y + 40 + k * line, "l", INK)
        Glyph("ship", 16, SEA_INK, parent, x + 18, y + 40 + 3 * line)
        Text("needs water", MIN_PX, parent, x + 34, y + 40 + 3 * line, "l", SOFT)

    # ------------------------------------------------------------------ redraw
    def update(self, view) -> None:
        if view.era != self.era:
            self.era = view.era
            for rid, hatch in self.hatches.items():
                hatch.setVisible(D.REGIONS[rid].era > view.era)
        n = view.n
        for rid, block in self.blocks.items():
            counts = view.cubes[rid]
            key = tuple(counts)
            if key == self.shown.get(rid):
                continue
            self.shown[rid] = key
            first, second = view.standing(rid)
            present = sorted((s for s in range(n) if counts[s]), key=lambda s: (-counts[s], s))
            block.set(tuple((self.colours[s], counts[s], 1 if s in first else 2 if s in second else 3)
                            for s in present))
            target = self.regions[rid]
            target.tip_now = target.base_tip + self._standing_words(view, rid, present, first, second)
        self.track.update(view)

    def _standing_words(self, view, rid: str, present: list[int], first: list[int], second: list[int]) -> str:
        if not present:
            return "<br>No cubes here."
        counts = view.cubes[rid]
        lines = ["<br><b>Cubes</b>: " + ", ".join(f"{view.seat_name(s)} {counts[s]}" for s in present)]
        vp = view.region_vp(rid)
        income = D.REGIONS[rid].income
        def gets(s: int) -> str:
            bits = [plural(vp[s], "victory point")]
            for k, _n in income.items():
                got = view.region_income(rid, k)[s]
                if got:
                    bits.append(f"{got} {KIND_WORD[k] if got > 1 else KIND_WORD[k].rstrip('s')}")
            return join(bits)
        if len(first) > 1:
            lines.append(f"{join(view.seat_name(s) for s in first)} share control ({gets(first[0])} each)")
        elif first:
            lines.append(f"{view.seat_name(first[0])} controls ({gets(first[0])})")
        if second:
            lines.append(f"Second place: {join(view.seat_name(s) for s in second)} ({plural(vp[second[0]], 'point')}"
                         f"{' each' if len(second) > 1 else ''})")
        return "<br>".join(lines)
