"""The Qt board of Dawn of Empires: the hex map, the rondel, the experience track, the supply of tiles,
every player's board (the seat at the screen large) and a turn panel for the Harvest and the buttons.

The board never decides legality: show_state() is told the legal actions and arms the items that stand
for them (see route()). An item standing for one action chooses it on a click; an item standing for
several (a tile with stacks of different sizes to pick, a town to raid for one of several plunders)
opens a small chooser of chips drawn in the scene. Tests find what a click emits in `action_items`
(action -> item) and `opener_of` (action -> the item whose click shows the chip).

Tags (item.data(0)) of the clickable items: "tile-<t>", "corner-<c>", "rondel-<space>-<action>",
"start-<position>", "empire-<id>", "tech-<id>", "imp-<id>", "wonder-<id>", the Harvest tray's
"convert-<terrain>-<resource>" and "discard-<terrain>", the turn panel's buttons "end_turn",
"stop_collecting", "done_converting", "pay_upkeep", "end_move", "retire_legend", "legend-yes",
"legend-no", "release-<owner>", "exchange-<id>", and a chooser's "chip-<n>". An item standing for one
action also carries it as item.data(1).

Static items are built once; show_state() only updates them (setters compare first), so a redraw
costs a few milliseconds.
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem, QGraphicsScene

from dawnofempires_gui.engine import Action, Event, Game
from dawnofempires_gui.ui.board import BoardScene
from dawnofempires_gui.ui.glyphs import glyph
from dawnofempires_gui.ui.style import ICONS, seat_colour

from . import data as D
from . import hexmap as H
from .board_items import (ACTION_ICONS, FAINT, INK, NO_BRUSH, NO_PEN, PARCHMENT, TECH_COLOURS, TERRAIN,
                          Button, Glyph, Hot, Text, brush, font, hot_rect, inert, pen)
from .board_player import CompactBoard, PlayerBoard, TurnPanel, building_tip, tech_tip
from .rules import tile_label

S = 56.0  # hex circumradius
MAP_X, MAP_Y = 62.0, 66.0
RONDEL_C = QPointF(905.0, 250.0)
R_IN, R_MID, R_OUT = 52.0, 112.0, 172.0
SUPPLY_X, SUPPLY_Y = 1108.0, 10.0
XP_X, XP_Y = 10.0, 498.0
XP_CELL = 51.0
BOARD_Y = 552.0
LARGE_W, LARGE_H = 700.0, 552.0
COMPACT_X, COMPACT_W, COMPACT_H = 712.0, 380.0, 176.0
TECH_W, TECH_H = 156.0, 38.0
IMP_X, IMP_Y = SUPPLY_X, 676.0
BUILD_W, BUILD_H = 156.0, 42.0


def hex_path() -> QPainterPath:
    path = QPainterPath()
    pts = [QPointF(x, y) for x, y in H.hex_corner_points(0, S - 1.5)]
    path.addPolygon(QPolygonF(pts + [pts[0]]))
    return path


def hut_path(w: float = 24, h: float = 20) -> QPainterPath:
    p = QPainterPath()
    p.moveTo(-w / 2, 0)
    p.lineTo(-w / 2, -h * 0.55)
    p.lineTo(0, -h)
    p.lineTo(w / 2, -h * 0.55)
    p.lineTo(w / 2, 0)
    p.closeSubpath()
    return p


def initial(view: Game, p: int) -> str:
    return (view.seat_name(p)[:1] or "?").upper()


class StackBadge(QGraphicsItem):
    """Warriors and settlers of one owner on a tile, and the Spirit of Mars: pills with counts."""

    def __init__(self, parent) -> None:
        super().__init__(parent)
        self.key = None
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(3)

    def set(self, key) -> None:
        if key != self.key:
            self.prepareGeometryChange()
            self.key = key
            self.setVisible(key is not None)
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-48, -14, 96, 30)

    def paint(self, painter, option, widget=None) -> None:
        if self.key is None:
            return
        colour, letter, w, s, mars, dark = self.key
        parts = []
        if w:
            parts.append(("warrior", str(w)))
        if s:
            parts.append(("settler", str(s)))
        if mars:
            parts.append(("fa6s.mars", ""))
        if not parts:
            return
        width = sum(34 if n else 24 for _, n in parts) + 16
        x = -width / 2
        painter.setPen(pen("#222222", 1.4))
        painter.setBrush(brush(colour))
        painter.drawRoundedRect(QRectF(x, -12, width, 26), 9, 9)
        painter.setFont(font(12, True))
        ink = QColor("#ffffff" if dark else "#111111")
        painter.setPen(ink)
        painter.drawText(QRectF(x + 2, -12, 14, 26), Qt.AlignCenter, letter)
        x += 16
        for name, n in parts:
            family, char = glyph(ICONS.get(name, name))
            painter.setFont(font(15, False, family))
            painter.setPen(QColor("#b00020") if name == "fa6s.mars" else ink)
            painter.drawText(QRectF(x, -12, 20, 26), Qt.AlignCenter, char)
            if n:
                painter.setPen(ink)
                painter.setFont(font(13, True))
                painter.drawText(QRectF(x + 17, -12, 16, 26), Qt.AlignVCenter | Qt.AlignLeft, n)
            x += 34 if n else 24


def is_dark(colour: str) -> bool:
    c = QColor(colour)
    return 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue() < 120


class TileItem(Hot):
    def __init__(self, board: DoeBoard, t: int) -> None:
        super().__init__(hex_path(), None, PARCHMENT, pen("#8a7a5a", 2), f"tile-{t}")
        self.t = t
        x, y = H.tile_xy(t, S)
        self.setPos(MAP_X + x, MAP_Y + y)
        self.pattern = inert(QGraphicsPathItem(hex_path(), self))
        self.pattern.setBrush(QBrush(QColor("#b9a47a"), Qt.BDiagPattern))
        self.pattern.setPen(NO_PEN)
        self.icon = Glyph("fa6s.question", 26, "#8a7a5a", self, 0, -24)
        self.name = Text("", 11, self, 0, 2, "c", INK, True)
        self.label = Text(tile_label(t), 11, self, -27, -20, "c", "#4b3d2a", True)
        self.cube = inert(QGraphicsRectItem(-12, -12, 24, 24, self))
        self.cube.setPos(0, -24)
        self.cube.setZValue(4)
        self.cube.hide()
        self.stack = StackBadge(self)
        self.stack.setPos(0, 26)
        self.terrain = "?"
        self.base_tip = ""

    def set_terrain(self, terrain: str | None, face_down: bool) -> None:
        key = terrain if terrain else ("down" if face_down else None)
        if key == self.terrain:
            return
        self.terrain = key
        if terrain:
            fill, line, icon, letter = TERRAIN[terrain]
            self.look(fill, pen(line, 2.5))
            self.pattern.hide()
            self.icon.set(icon, line)
            self.name.set(f"{letter} · {terrain}")
            base = " or ".join(f"{n} {r}" for r, n in D.BASE[terrain])
            bonus = ", ".join(f"{n} {r}" for r, n in D.BONUS[terrain].items())
            self.base_tip = (f"<b>{tile_label(self.t)}: {terrain}</b><br>A cube gives {base} (house values; "
                             f"technologies and wonders may give more)<br>Exploration bonus: {bonus}")
        else:
            self.look(PARCHMENT if face_down else "#efe7d2", pen("#9c8a64" if face_down else "#c8bc9c", 2))
            self.pattern.setVisible(face_down)
            self.icon.set("fa6s.question" if face_down else "fa6s.circle-question", "#8a7a5a")
            self.icon.setVisible(face_down)
            self.name.set("unexplored" if face_down else "")
            self.base_tip = (f"{tile_label(self.t)}: face down, not yet explored" if face_down
                             else f"{tile_label(self.t)}: to be filled in setup")


class CornerItem(Hot):
    def __init__(self, board: DoeBoard, c: int) -> None:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), 15, 15)
        super().__init__(path, None, None, NO_PEN, f"corner-{c}")
        self.c = c
        x, y = H.corner_xy(c, S)
        self.setPos(MAP_X + x, MAP_Y + y)
        self.setZValue(6)
        self.huts = []
        for i in range(D.MAX_TOWN):
            hut = inert(QGraphicsPathItem(hut_path(), self))
            hut.setPos(0, 10 - i * 10)
            hut.setZValue(-i)
            hut.setData(0, f"hut-{c}-{i}")
            hut.hide()
            self.huts.append(hut)
        self.letter = Text("", 11, self, 0, 3, "c", INK, True)
        self.letter.setZValue(5)
        self.key = None
        self.base_tip = ""

    def set_town(self, key) -> None:
        if key == self.key:
            return
        self.key = key
        if key is None:
            for hut in self.huts:
                hut.hide()
            self.letter.set("")
            self.base_tip = "A free corner: a town may be founded here by a settler on a neighbouring tile"
            return
        colour, size, letter, name, owner = key
        for i, hut in enumerate(self.huts):
            hut.setVisible(i < size)
            hut.setBrush(brush(colour))
            hut.setPen(pen("#1a1a1a", 1.3))
        self.letter.set(letter, "#ffffff" if is_dark(colour) else "#111111")
        self.letter.move(0, 3 - (size - 1) * 10)
        self.base_tip = (f"<b>{name}</b> ({owner}), size {size}: {size} hut{'s' if size > 1 else ''}; "
                         f"collects up to {size} cube{'s' if size > 1 else ''} in a Harvest")


class DoeBoard(BoardScene):
    draws_players = True  # every seat's board is drawn in the scene
    def __init__(self, info, parent=None) -> None:
        super().__init__(info, parent)
        self.setBackgroundBrush(brush("#d9cdb0"))
        self.setItemIndexMethod(QGraphicsScene.NoIndex)  # pieces move and change on every redraw
        self.targets: dict[str, Hot] = {}
        self.action_items: dict[Action, QGraphicsItem] = {}
        self.opener_of: dict[Action, Hot] = {}
        self.chooser: QGraphicsItem | None = None
        self.chips: list[Hot] = []
        self._armed: dict[str, tuple] = {}
        self._graveyard: list[QGraphicsItem] = []
        self._graveyard_old: list[QGraphicsItem] = []
        self._n = 0
        self.view_state: Game | None = None
        self.seat: int | None = None
        self.large: list[PlayerBoard] = []
        self.compact: list[CompactBoard] = []

    # ------------------------------------------------------------------ building (once)
    def _build(self, view: Game) -> None:
        self._n = view.n
        self.tiles = [TileItem(self, t) for t in range(H.N_TILES)]
        for item in self.tiles:
            self.addItem(item)
            self.targets[item.data(0)] = item
        self.corners = [CornerItem(self, c) for c in range(H.N_CORNERS)]
        for item in self.corners:
            self.addItem(item)
            self.targets[item.data(0)] = item
        self._build_starts(view)
        self.mars_icon = Glyph("fa6s.mars", 22, "#b00020", None, 24, 420)
        self.addItem(self.mars_icon)
        self.mars_title = Text("Spirit of Mars", 12.5, None, 40, 420, "l", INK, True)
        self.addItem(self.mars_title)
        self.mars_text = Text("", 11, None, 12, 442, "l", "#5a4a30")
        self.addItem(self.mars_text)
        self._build_rondel(view)
        self._build_xp(view)
        self._build_supply(view)
        for p in range(view.n):
            name = view.seat_name(p)
            colour = seat_colour(p, view.seats[p].colour).name()
            big = PlayerBoard(self, p, name, colour)
            big.setPos(0, BOARD_Y)
            big.hide()
            self.addItem(big)
            self.large.append(big)
            small = CompactBoard(self, p, name, colour)
            small.hide()
            self.addItem(small)
            self.compact.append(small)
        self.turn = TurnPanel(self)
        self.turn.setPos(12, BOARD_Y + 392)
        self.addItem(self.turn)
        frame = self.addRect(QRectF(-4, -4, SUPPLY_X + 2 * TECH_W + 18, BOARD_Y + LARGE_H + 8), NO_PEN, NO_BRUSH)
        frame.setZValue(-10)
        inert(frame)

    def _build_starts(self, view: Game) -> None:
        self.starts = {}
        for pos in D.POSITIONS[view.n]:
            x, y = H.corner_xy(D.START_CORNER[pos], S)
            path = QPainterPath()
            path.addEllipse(QPointF(0, 0), 24, 24)
            item = Hot(path, None, "#fffaf0", pen("#6b5a3e", 1.5), f"start-{pos}")
            item.setPos(MAP_X + x, MAP_Y + y)
            item.setZValue(8)
            Glyph("fa6s.flag", 16, INK, item, 0, -7)
            Text(str(pos + 1), 12, item, 0, 11, "c", INK, True)
            item.setToolTip(f"Starting position {pos + 1}: {', '.join(tile_label(t) for t in D.STARTS[pos])}")
            self.addItem(item)
            self.targets[item.data(0)] = item
            self.starts[pos] = item

    def _build_rondel(self, view: Game) -> None:
        import math

        n = len(D.RONDEL)
        base = self.addEllipse(QRectF(RONDEL_C.x() - R_OUT - 4, RONDEL_C.y() - R_OUT - 4, 2 * R_OUT + 8, 2 * R_OUT + 8),
                               pen("#6b5a3e", 2), brush("#efe4c6"))
        inert(base)
        title = Text("Rondel", 16, None, RONDEL_C.x(), RONDEL_C.y() - R_OUT - 46, "c", INK, True)
        self.addItem(title)
        hub = self.addEllipse(QRectF(RONDEL_C.x() - R_IN, RONDEL_C.y() - R_IN, 2 * R_IN, 2 * R_IN),
                              pen("#6b5a3e", 1.5), brush("#f8f1dc"))
        inert(hub)
        self.wedges: dict[tuple[int, str], Hot] = {}
        self.space_costs: list[Text] = []
        self.space_angles: list[tuple[float, float]] = []
        span = 360.0 / n
        for s, acts in enumerate(D.RONDEL):
            a0 = -90 - span / 2 + s * span  # degrees, 0 = east, clockwise on screen (y down)
            self.space_angles.append((a0, span))
            rings = [(R_IN, R_OUT)] if len(acts) == 1 else [(R_MID, R_OUT), (R_IN, R_MID)]
            for act, (r0, r1) in zip(acts, rings):
                path = self._wedge(r0, r1, a0 + 1.2, span - 2.4)
                fill = "#e9d9a6" if act == "harvest" else "#f6ecd0"
                item = Hot(path, None, fill, pen("#8a7350", 1.2), f"rondel-{s}-{act}")
                item.setPos(RONDEL_C)
                mid = math.radians(a0 + span / 2)
                rr = (r0 + r1) / 2
                cx, cy = rr * math.cos(mid), rr * math.sin(mid)
                Glyph(ACTION_ICONS[act], 20, "#5a4325", item, cx, cy - 10)
                Text(act.capitalize(), 12, item, cx, cy + 11, "c", INK, True)
                item.base_tip = (f"Rondel space {s + 1}: {act.capitalize()}"
                                 + (f" (or {[a for a in acts if a != act][0].capitalize()})" if len(acts) > 1 else ""))
                item.setToolTip(item.base_tip)
                self.addItem(item)
                self.targets[item.data(0)] = item
                self.wedges[(s, act)] = item
            mid = math.radians(a0 + span / 2)
            edge = math.radians(a0 + 7)
            num = Text(str(s + 1), 14, None, RONDEL_C.x() + (R_OUT + 16) * math.cos(edge),
                       RONDEL_C.y() + (R_OUT + 16) * math.sin(edge), "c", "#6b5a3e", True)
            self.addItem(num)
            cost = Text("", 12, None, RONDEL_C.x() + (R_OUT + 46) * math.cos(mid),
                        RONDEL_C.y() + (R_OUT + 46) * math.sin(mid), "c", "#8a1f00", True)
            cost.setZValue(9)
            self.addItem(cost)
            self.space_costs.append(cost)
        self.markers = []
        for p in range(view.n):
            colour = seat_colour(p, view.seats[p].colour).name()
            path = QPainterPath()
            path.addEllipse(QPointF(0, 0), 12, 12)
            m = Hot(path, None, colour, pen("#1a1a1a", 1.5), f"marker-{p}")
            Text(initial(view, p), 12, m, 0, 0, "c", "#ffffff" if is_dark(colour) else "#111111", True)
            m.setZValue(10)
            m.setToolTip(f"{view.seat_name(p)}'s rondel marker")
            self.addItem(m)
            self.markers.append(m)
        hint = Text("clockwise ⟳", 11, None, RONDEL_C.x(), RONDEL_C.y() + R_IN - 14, "c", FAINT)
        self.addItem(hint)

    @staticmethod
    def _wedge(r0: float, r1: float, a0: float, span: float) -> QPainterPath:
        path = QPainterPath()
        path.arcMoveTo(QRectF(-r1, -r1, 2 * r1, 2 * r1), -a0)
        path.arcTo(QRectF(-r1, -r1, 2 * r1, 2 * r1), -a0, -span)
        path.arcTo(QRectF(-r0, -r0, 2 * r0, 2 * r0), -(a0 + span), span)
        path.closeSubpath()
        return path

    def _build_xp(self, view: Game) -> None:
        cell = XP_CELL
        self.addItem(Text("Military experience", 14, None, XP_X, XP_Y - 14, "l", INK, True))
        g = Glyph("experience", 18, "#8a6d1f", None, XP_X + 178, XP_Y - 14)
        self.addItem(g)
        self.xp_cells = []
        for i in range(21):
            r = self.addRect(QRectF(XP_X + i * cell, XP_Y, cell - 2, 44), pen("#8a7350", 1),
                             brush("#f6ecd0" if i < 20 else "#e8c9a0"))
            inert(r)
            r.setToolTip("Military experience 20: the end of the game is triggered" if i == 20 else f"Military experience {i}")
            self.addItem(Text(str(i), 11, None, XP_X + i * cell + 4, XP_Y + 8, "l", "#6b5a3e", True))
        self.xp_markers = []
        for p in range(view.n):
            colour = seat_colour(p, view.seats[p].colour).name()
            path = QPainterPath()
            path.addEllipse(QPointF(0, 0), 9, 9)
            m = Hot(path, None, colour, pen("#1a1a1a", 1.2), f"xp-{p}")
            Text(initial(view, p), 10, m, 0, 0, "c", "#ffffff" if is_dark(colour) else "#111111", True)
            m.setZValue(4)
            self.addItem(m)
            self.xp_markers.append(m)

    def _build_supply(self, view: Game) -> None:
        x0, y0 = SUPPLY_X, SUPPLY_Y
        self.addItem(Text("Technologies", 16, None, x0, y0 + 8, "l", INK, True))
        self.tech_items: dict[str, Hot] = {}
        w, h, gap = TECH_W, TECH_H, 4.0
        columns = (("green", "red"), ("blue", "yellow"))
        for col, colours in enumerate(columns):
            y = y0 + 24
            for colour in colours:
                for tid in [t for t in D.TECHS if D.TECHS[t].colour == colour]:
                    item = self._tech_tile(view, tid, x0 + col * (w + 6), y)
                    y += h + gap
                y += 8
        self.addItem(Text("City improvements", 14, None, IMP_X, IMP_Y - 12, "l", INK, True))
        self.addItem(Text("Wonders", 14, None, IMP_X + BUILD_W + 6, IMP_Y - 12, "l", INK, True))
        self.build_items: dict[str, Hot] = {}
        bw, bh = BUILD_W, BUILD_H
        for col, ids in enumerate((D.IMPROVEMENTS, D.WONDERS)):
            for row, bid in enumerate(ids):
                b = D.BUILDINGS[bid]
                tag = ("imp-" if b.kind == "improvement" else "wonder-") + bid
                fill = "#efe2c2" if b.kind == "improvement" else "#e7d6ee"
                item = hot_rect(bw, bh, None, fill, pen("#8a7350", 1.3), tag,
                                x=IMP_X + col * (bw + 6), y=IMP_Y + row * (bh + 4))
                Glyph("wonder" if b.kind == "wonder" else "town", 15, "#6b5a3e", item, 12, 12)
                Text(b.name, 12, item, 24, 12, "l", INK, True)
                Glyph("production", 13, "#6b4f2a", item, 12, 30)
                Text(str(b.production), 12, item, 21, 30, "l", INK, True)
                Glyph("money", 13, "#8a6d1f", item, 38, 30)
                Text(str(b.money), 12, item, 47, 30, "l", INK, True)
                if b.kind == "wonder":
                    Glyph("points", 12, "#8a6d1f", item, 64, 30)
                    Text("1 per 2" if b.mars else str(b.vp), 11, item, 72, 30, "l", INK, True)
                item.left = Text("", 10.5, item, bw - 6, 30, "r", "#5a4a30")
                item.owner = Text("", 11, item, bw - 6, 30, "r", INK, True)
                self.addItem(item)
                self.targets[tag] = item
                self.build_items[bid] = item

    def _tech_tile(self, view: Game, tid: str, x: float, y: float) -> Hot:
        tech = D.TECHS[tid]
        w, h = TECH_W, TECH_H
        fill = TECH_COLOURS[tech.colour]
        item = hot_rect(w, h, None, _light(fill), pen(QColor(fill).darker(150).name(), 1.5), f"tech-{tid}", x=x, y=y)
        band = inert(QGraphicsRectItem(0, 0, 7, h, item))
        band.setBrush(brush(fill))
        band.setPen(NO_PEN)
        item.name = Text(tech.name, 12, item, 12, 11, "l", INK, True)
        Glyph("science", 13, "#3d5a80", item, 19, 28)
        Text(str(tech.cost), 12, item, 28, 28, "l", INK, True)
        item.left = Text("", 10.5, item, w - 5, 28, "r", "#5a4a30")
        item.owners = []
        for p in range(view.n):
            dot = QGraphicsPathItem(item)
            dp = QPainterPath()
            dp.addEllipse(QPointF(0, 0), 5, 5)
            dot.setPath(dp)
            dot.setBrush(brush(seat_colour(p, view.seats[p].colour).name()))
            dot.setPen(pen("#1a1a1a", 0.8))
            dot.setPos(48 + p * 12, 28)
            inert(dot).hide()
            item.owners.append(dot)
        self.addItem(item)
        self.targets[item.data(0)] = item
        self.tech_items[tid] = item
        return item

    # ------------------------------------------------------------------ redraw
    def show_state(self, view: Game, seat: int | None, legal: Sequence[Action], events: Sequence[Event]) -> None:
        self._graveyard_old, self._graveyard = self._graveyard, []
        if self._n != view.n:
            self._supply_key = None
            self.clear()
            self.targets.clear()
            self.large, self.compact = [], []
            self._armed.clear()
            self.chooser = None
            self._build(view)
        self.close_chooser()
        self.view_state = view
        moving = view.to_move()
        me = seat if seat is not None else (moving[0] if moving else 0)
        self.seat = seat
        self._update_map(view)
        self._update_rondel(view, me if seat is not None else None, legal)
        self._update_xp(view)
        self._update_supply(view)
        self._update_boards(view, me, moving)
        self.turn.update_panel(view, me, seat, legal)
        if events:
            self.turn.add_events(view, events)
        self._arm(view, legal)

    def _update_map(self, view) -> None:
        setup = view.step in ("empire", "start")
        collected = set(view.collected) if view.step in ("collect", "discard", "convert") else set()
        harvester = view.active if collected else -1
        for t, item in enumerate(self.tiles):
            item.set_terrain(view.terrain[t], view.face_down[t])
            o = view.unit_owner[t]
            mars = view.mars_tile == t
            if o >= 0 or mars:
                colour = seat_colour(o, view.seats[o].colour).name() if o >= 0 else "#dddddd"
                item.stack.set((colour, initial(view, o) if o >= 0 else "", view.unit_w[t], view.unit_s[t], mars,
                                is_dark(colour)))
            else:
                item.stack.set(None)
            if t in collected:
                ter = view.terrain[t]
                item.cube.setBrush(brush(TERRAIN[ter][0] if ter else PARCHMENT))
                item.cube.setPen(pen(seat_colour(harvester, view.seats[harvester].colour).name(), 3.5))
                item.cube.setToolTip(f"{ter} cube collected in this Harvest")
                item.cube.show()
            else:
                item.cube.hide()
            tip = item.base_tip
            if o >= 0 or mars:
                words = []
                if view.unit_w[t]:
                    words.append(f"{view.unit_w[t]} warrior{'s' if view.unit_w[t] > 1 else ''}")
                if view.unit_s[t]:
                    words.append(f"{view.unit_s[t]} settler{'s' if view.unit_s[t] > 1 else ''}")
                if mars:
                    words.append("the Spirit of Mars")
                tip += "<br><b>On the tile</b>: " + (view.seat_name(o) + ", " if o >= 0 else "") + ", ".join(words)
            item.setToolTip(tip)
        for c, item in enumerate(self.corners):
            o = view.town_owner[c]
            if o >= 0:
                colour = seat_colour(o, view.seats[o].colour).name()
                item.set_town((colour, view.town_size[c], initial(view, o), view.town_name[c], view.seat_name(o)))
            else:
                item.set_town(None)
        for pos, item in self.starts.items():
            item.setVisible(setup and pos not in view.start_pos)
        if view.mars_state == "map" and view.mars_tile >= 0:
            where = f"on {tile_label(view.mars_tile)}"
        else:
            where = {"supply": "in the supply", "removed": "removed from the game"}.get(view.mars_state, "in the supply")
        owner = f" · Temple of Mars: {view.seat_name(view.mars_owner)}" if view.mars_owner >= 0 else ""
        self.mars_text.set(where + owner)
        self.mars_text.setToolTip("The Spirit of Mars counts as a warrior of the Temple of Mars owner and never pays upkeep.")

    def _update_rondel(self, view, me, legal) -> None:
        import math

        spots: dict[int, list[int]] = {}
        for p in range(view.n):
            spots.setdefault(view.rondel[p], []).append(p)
        for s, players in spots.items():
            for k, p in enumerate(players):
                if s < 0:
                    ang = math.radians(-90 + k * 360 / max(1, len(players)) + 45)
                    x, y = RONDEL_C.x() + 26 * math.cos(ang), RONDEL_C.y() + 26 * math.sin(ang)
                    if len(players) == 1:
                        x, y = RONDEL_C.x(), RONDEL_C.y()
                else:
                    a0, span = self.space_angles[s]
                    ang = math.radians(a0 + 16 + (span - 20) * (k + 0.5) / len(players))
                    x, y = RONDEL_C.x() + (R_OUT + 18) * math.cos(ang), RONDEL_C.y() + (R_OUT + 18) * math.sin(ang)
                self.markers[p].setPos(x, y)
        spaces = {a["space"] for a in legal if a.kind == "rondel"}
        for s, text in enumerate(self.space_costs):
            label = ""
            if me is not None and s in spaces:
                steps, cost = view.rondel_cost(me, s)
                label = f"+{cost} money" if cost > 0 else ""
            text.set(label)

    def _update_xp(self, view) -> None:
        counts: dict[int, int] = {}
        for p in range(view.n):
            v = min(20, view.xp[p])
            k = counts.get(v, 0)
            counts[v] = k + 1
            self.xp_markers[p].setPos(XP_X + v * XP_CELL + 14 + (k % 2) * 19, XP_Y + 22 + (k // 2) * 10 + 4)
            self.xp_markers[p].setToolTip(f"{view.seat_name(p)}: {view.xp[p]} military experience")

    def _update_supply(self, view) -> None:
        key = (tuple(view.tech_left.values()), tuple(map(tuple, view.techs)), tuple(view.imp_left.values()),
               tuple(map(tuple, view.imps)), tuple(sorted(view.wonder_owner.items())))
        if key == getattr(self, "_supply_key", None):
            return
        self._supply_key = key
        for tid, item in self.tech_items.items():
            left = view.tech_left[tid]
            item.left.set(f"{left} left")
            owners = [p for p in range(view.n) if tid in view.techs[p]]
            for p, dot in enumerate(item.owners):
                dot.setVisible(p in owners)
            item.setOpacity(1.0 if left > 0 or owners else 0.45)
            item.base_tip = tech_tip(tid, left, [view.seat_name(p) for p in owners])
        for bid, item in self.build_items.items():
            b = D.BUILDINGS[bid]
            if b.kind == "wonder":
                o = view.wonder_owner.get(bid)
                item.owner.set(f"{view.seat_name(o)}" if o is not None else "")
                if o is not None:
                    item.look(_light(seat_colour(o, view.seats[o].colour).name()))
                item.left.set("")
                item.base_tip = building_tip(bid, None, view.seat_name(o) if o is not None else "")
            else:
                left = view.imp_left[bid]
                item.left.set(f"{left} left")
                owners = [view.seat_name(p) for p in range(view.n) if bid in view.imps[p]]
                item.setOpacity(1.0 if left > 0 else 0.5)
                item.base_tip = building_tip(bid, left, ", ".join(owners))

    def _update_boards(self, view, me, moving) -> None:
        others = [p for p in range(view.n) if p != me]
        for p in range(view.n):
            self.large[p].setVisible(p == me)
            if p == me:
                self.large[p].update_board(view, p in moving)
        for p in range(view.n):
            small = self.compact[p]
            if p in others:
                k = others.index(p)
                small.setPos(COMPACT_X, BOARD_Y + k * (COMPACT_H + 8))
                small.show()
                small.update_board(view, p in moving)
            else:
                small.hide()

    # ------------------------------------------------------------------ targets
    @staticmethod
    def route(action: Action) -> str:
        """The tag of the board item that stands for an action."""
        k, g = action.kind, action.get
        if k == "choose_empire":
            return f"empire-{g('empire')}"
        if k == "place_start":
            return f"start-{g('position')}"
        if k == "rondel":
            return f"rondel-{g('space')}-{g('action')}"
        if k in ("collect", "remove_warrior", "explore", "place_mars"):
            return f"tile-{g('tile')}"
        if k == "recruit" or k == "pick":
            return f"tile-{g('tile')}"
        if k == "move":
            return f"tile-{g('to')}"
        if k in ("remove_hut", "raid", "found", "grow"):
            return f"corner-{g('corner')}"
        if k == "research":
            return f"tech-{g('tech')}"
        if k == "build":
            b = D.BUILDINGS.get(g("item"))
            return ("wonder-" if b is not None and b.kind == "wonder" else "imp-") + str(g("item"))
        if k == "discard":
            return f"discard-{g('terrain')}"
        if k == "convert":
            return f"convert-{g('terrain')}-{g('res')}"
        if k == "exchange":
            return f"exchange-{g('id')}"
        if k == "release":
            return f"release-{g('owner')}"
        if k == "legend":
            return "legend-yes" if g("promote") else "legend-no"
        return k  # end_turn, stop_collecting, done_converting, pay_upkeep, end_move, retire_legend

    def _arm(self, view, legal: Sequence[Action]) -> None:
        wanted: dict[str, list[Action]] = {}
        for a in legal:
            wanted.setdefault(self.route(a), []).append(a)
        self.action_items = {}
        self.opener_of = {}
        for tag in list(self._armed):
            if tag not in wanted and tag in self.targets:
                self.targets[tag].arm(self, ())
        self._armed = {}
        for tag, acts in wanted.items():
            item = self.targets.get(tag)
            if item is None:
                continue
            acts_t = tuple(acts)
            item.arm(self, acts_t)
            self._armed[tag] = acts_t
            if len(acts_t) == 1:
                self.action_items[acts_t[0]] = item
            else:
                for a in acts_t:
                    self.opener_of[a] = item
        self._why_not(view, legal)
        for item in self.corners:
            lines = [item.base_tip] if item.base_tip and (item.key is not None or item.actions) else []
            lines += ["Click: " + view.describe(a) for a in item.actions]
            item.setToolTip("<br>".join(lines))
        for t in (self.tiles[a.get("tile", a.get("to", -1))] for a in legal if a.kind in ("collect", "move", "explore", "recruit", "place_mars", "remove_warrior", "pick")):
            if "<br>Click:" not in t.toolTip():
                t.setToolTip(t.toolTip() + "".join("<br>Click: " + view.describe(a) for a in t.actions))
        # the stack being moved is shown selected
        cur_tile = view.cur[0] if view.step == "move_stack" and view.cur else -1
        for t, item in enumerate(self.tiles):
            item.select(seat_colour(view.active, view.seats[view.active].colour).name() if t == cur_tile else "")

    def retire(self, item: QGraphicsItem) -> None:
        """Take a dynamic item off the scene. It may be the very item whose click is being handled (a
        chip or a button emits, the window redraws at once): keep it alive until two redraws later."""
        if item.scene() is self:
            self.removeItem(item)
        self._graveyard.append(item)

    def _why_not(self, view, legal: Sequence[Action]) -> None:
        """Tooltips of the rondel, technologies and buildings say why they cannot be chosen now."""
        seat = self.seat
        step = view.step if legal and seat is not None else ""
        for (s, act), wedge in self.wedges.items():
            tip = wedge.base_tip
            if step == "rondel" and not wedge.actions:
                tip += "<br><i>" + view.why_illegal(seat, Action("rondel", space=s, action=act)) + "</i>"
            elif step == "rondel" and wedge.actions:
                steps, cost = view.rondel_cost(seat, s)
                tip += f"<br>{steps} step{'s' if steps != 1 else ''}" + (f", {cost} money (Monarchy)" if cost > 0 else "") if steps else ""
            wedge.setToolTip(tip)
        for tid, item in self.tech_items.items():
            tip = item.base_tip
            if step in ("research", "research_bonus") and not item.actions:
                tip += "<br><i>" + view.why_illegal(seat, Action("research", tech=tid)) + "</i>"
            item.setToolTip(tip)
        for bid, item in self.build_items.items():
            tip = item.base_tip
            if step == "build" and not item.actions:
                tip += "<br><i>" + view.why_illegal(seat, Action("build", item=bid)) + "</i>"
            item.setToolTip(tip)

    def register(self, item: Hot) -> None:
        """Dynamic items (turn panel buttons, tray chips, empire cards) announce their tags here."""
        tag = item.data(0)
        self.targets[tag] = item

    def unregister(self, item: Hot) -> None:
        tag = item.data(0)
        if self.targets.get(tag) is item:
            del self.targets[tag]
            self._armed.pop(tag, None)

    # ------------------------------------------------------------------ chooser of chips
    def open_chooser(self, opener: Hot, actions: Sequence[Action]) -> None:
        self.close_chooser()
        view = self.view_state
        panel = QGraphicsRectItem()
        panel.setZValue(50)
        panel.setData(0, "chooser")
        chips = []
        x, y, row_h, max_w = 8.0, 30.0, 0.0, 0.0
        title = Text(self._chooser_title(view, actions), 12, panel, 8, 14, "l", INK, True)
        for i, a in enumerate(actions):
            label, icon = chip_label(view, a)
            chip = Button(self, a, label, icon, view.describe(a), f"chip-{i}", "#fffaf0", 12, panel)
            if x + chip.w > 330 and x > 8:
                x, y = 8.0, y + row_h + 6
                row_h = 0.0
            chip.setPos(x, y)
            x += chip.w + 6
            row_h = max(row_h, chip.h)
            max_w = max(max_w, x)
            chips.append(chip)
        width = max(max_w + 2, title.boundingRect().width() + 16)
        panel.setRect(QRectF(0, 0, width, y + row_h + 8))
        panel.setBrush(brush("#fbf5e4"))
        panel.setPen(pen("#6b5a3e", 2))
        anchor = opener.sceneBoundingRect()
        px = min(anchor.right() + 4, self.sceneRect().right() - width - 4)
        py = max(self.sceneRect().top() + 4, min(anchor.top(), self.sceneRect().bottom() - panel.rect().height() - 4))
        panel.setPos(px, py)
        self.addItem(panel)
        self.chooser = panel
        self.chips = chips
        for chip in chips:
            self.action_items[chip.actions[0]] = chip

    def _chooser_title(self, view, actions) -> str:
        k = actions[0].kind
        return {"pick": "Which units move?", "recruit": "Recruit which unit?", "raid": "Raid: take what?",
                "rondel": "Which action?"}.get(k, "Choose:")

    def close_chooser(self) -> None:
        if self.chooser is not None:
            for chip in self.chips:
                if self.action_items.get(chip.actions[0]) is chip:
                    del self.action_items[chip.actions[0]]
            self.retire(self.chooser)
            self.chooser = None
            self.chips = []

    def mousePressEvent(self, event):  # noqa: N802
        if self.chooser is not None:
            item = self.itemAt(event.scenePos(), QTransform())
            inside = False
            while item is not None:
                if item is self.chooser:
                    inside = True
                    break
                item = item.parentItem()
            if not inside:
                self.close_chooser()
        super().mousePressEvent(event)


def _light(colour: str, amount: float = 0.6) -> str:
    c = QColor(colour)
    r = round(c.red() + (255 - c.red()) * amount)
    g = round(c.green() + (255 - c.green()) * amount)
    b = round(c.blue() + (255 - c.blue()) * amount)
    return QColor(r, g, b).name()


def chip_label(view, a: Action) -> tuple[str, str]:
    k, g = a.kind, a.get
    if k == "pick":
        parts = []
        if g("warriors"):
            parts.append(f"{g('warriors')} warrior{'s' if g('warriors') > 1 else ''}")
        if g("settlers"):
            parts.append(f"{g('settlers')} settler{'s' if g('settlers') > 1 else ''}")
        if g("mars"):
            parts.append("Mars")
        return " + ".join(parts), ""
    if k == "recruit":
        return ("Warrior", "warrior") if g("unit") == "warrior" else ("Settler", "settler")
    if k == "raid":
        take = g("take")
        return ("Enslave a warrior", "fa6s.link") if take == "enslave" else (f"Plunder {take}", take)
    if k == "rondel":
        return str(g("action")).capitalize(), ACTION_ICONS.get(g("action"), "")
    if k == "found":
        return "Found a town", "town"
    if k == "grow":
        return "Grow", "town"
    if k == "remove_hut":
        return "Remove a hut", "town"
    if k == "move":
        return "Move here", "fa6s.arrow-right"
    return view.describe(a), ""
