"""The map of the Dawn of Empires board: 25 hex tiles (terrain, label, units, the cube of a Harvest), the
32 corners where towns stand (their huts in the owner's colour), the starting positions of the setup and
the Spirit of Mars. Tiles, corners and starting positions are Targets the board arms with actions.

Inside a tile everything keeps clear of the corner targets (circles of CORNER_R round the hex's six
vertices): a town or a free corner is never hidden under a unit marker."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem

from dawnofempires_gui.ui.glyphs import glyph
from dawnofempires_gui.engine.words import plural
from dawnofempires_gui.ui.style import ICONS
from dawnofempires_gui.ui.facetarget import FaceTarget
from dawnofempires_gui.ui.targets import NO_PEN, Target

from . import data as D
from . import hexmap as H
from .board_items import (INK, MIN_PX, PARCHMENT, SOFT, TERRAIN, Glyph, Text, brush, cached, dark, font, ink_on, inert,
                          metrics, part, pen)
from .words import tile_label

S = 52.0  # hex circumradius
MAP_X, MAP_Y = 45.0, 52.0  # centre of tile A1
CORNER_R = 17.0  # a corner target's radius: 24 px or more in the fitted view
BADGE_W, BADGE_Y = 56.0, 24.0  # the unit marker: at most this wide, centred this far below the tile's centre
START_R = 24.0
ICON_W = 13.0
BADGE_PX = MIN_PX  # the numbers on a unit marker


def hex_path(size: float = S - 1.5) -> QPainterPath:
    path = QPainterPath()
    pts = [QPointF(x, y) for x, y in H.hex_corner_points(0, size)]
    path.addPolygon(QPolygonF(pts + [pts[0]]))
    return path


def hut_path(w: float = 17, h: float = 16) -> QPainterPath:
    p = QPainterPath()
    p.moveTo(-w / 2, h / 2)
    p.lineTo(-w / 2, -h * 0.05)
    p.lineTo(0, -h / 2)
    p.lineTo(w / 2, -h * 0.05)
    p.lineTo(w / 2, h / 2)
    p.closeSubpath()
    return p


# a town's huts huddle within CORNER_R across, where no unit marker reaches (spread wider, they covered one)
HUT_SPOTS = {1: ((0, 0),), 2: ((-7, 0), (7, 0)), 3: ((-7, 5), (7, 5), (0, -7))}


def tile_pos(t: int) -> QPointF:
    x, y = H.tile_xy(t, S)
    return QPointF(MAP_X + x, MAP_Y + y)


def corner_pos(c: int) -> QPointF:
    x, y = H.corner_xy(c, S)
    return QPointF(MAP_X + x, MAP_Y + y)


class StackBadge(QGraphicsItem):
    """The units of one owner on a tile: a pill in the owner's colour with the owner's initial and the
    numbers of warriors and settlers (the Spirit of Mars has its own icon beside the tile's label)."""

    def __init__(self, parent) -> None:
        super().__init__(parent)
        self.key = None
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setZValue(3)
        self.setPos(0, BADGE_Y)
        self._w = 0.0
        self._letter = ""

    def set(self, key) -> None:
        if key != self.key:
            self.prepareGeometryChange()
            self.key = key
            self.setVisible(key is not None)
            if key is not None:
                colour, letter, w, s, dark_fill = key
                if self._width(key) > BADGE_W:  # the owner's initial gives way (the colour and tooltip say it)
                    letter = ""
                self._letter = letter
                self._w = self._width((colour, letter, w, s, dark_fill))
            self.update()

    @staticmethod
    def _width(key) -> float:
        _, letter, w, s, _dark = key
        digits = metrics(BADGE_PX, True)
        width = 5 + (digits.horizontalAdvance(letter) + 1 if letter else 0)
        for n in (w, s):
            if n:
                width += ICON_W + digits.horizontalAdvance(str(n)) + 1
        return width + 2

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-BADGE_W / 2, -9, BADGE_W, 18)

    def paint(self, painter, option, widget=None) -> None:
        if self.key is None:
            return
        colour, _letter, w, s, dark_fill = self.key
        letter = self._letter
        x = -self._w / 2
        painter.setPen(pen("#222222", 1.2))
        painter.setBrush(brush(colour))
        painter.drawRoundedRect(QRectF(x, -9, self._w, 18), 7, 7)
        ink = QColor("#ffffff" if dark_fill else "#111111")
        painter.setFont(font(BADGE_PX, True))
        painter.setPen(ink)
        x += 3
        if letter:
            width = metrics(BADGE_PX, True).horizontalAdvance(letter)
            painter.drawText(QRectF(x, -9, width + 1, 18), Qt.AlignCenter, letter)
            x += width + 1
        for name, n in (("warrior", w), ("settler", s)):
            if not n:
                continue
            family, char = glyph(ICONS[name])
            painter.setFont(font(12, False, family=family))
            painter.drawText(QRectF(x, -9, ICON_W, 18), Qt.AlignCenter, char)
            painter.setFont(font(BADGE_PX, True))
            width = metrics(BADGE_PX, True).horizontalAdvance(str(n))
            painter.drawText(QRectF(x + ICON_W, -9, width + 1, 18), Qt.AlignCenter, str(n))
            x += ICON_W + width + 1


class TileItem(FaceTarget):
    def __init__(self, t: int) -> None:
        super().__init__(hex_path(), None, PARCHMENT, pen("#8a7a5a", 2), f"tile-{t}")
        self.t = t
        self.setPos(tile_pos(t))
        self.pattern = inert(QGraphicsPathItem(hex_path(), self))
        self.pattern.setBrush(QBrush(QColor("#b9a47a"), Qt.BDiagPattern))
        self.pattern.setPen(NO_PEN)
        self.label = Text(tile_label(t), 13, self, 0, -27, "c", "#4b3d2a", True)
        self.mars = Glyph("fa6s.mars", 15, "#b00020", self, 20, -27)
        self.mars.hide()
        self.icon = Glyph("fa6s.question", 22, "#8a7a5a", self, 0, -9)
        self.name = Text("", 13, self, 0, 7, "c", INK)
        self.cube = inert(QGraphicsRectItem(-8, -8, 16, 16, self))  # (in the icon's place, clear of the words)
        self.cube.setPos(0, -10)
        self.cube.setZValue(4)
        self.cube.hide()
        self.stack = StackBadge(self)
        self.terrain = "?"
        self.base_tip = ""

    def set_terrain(self, terrain: str | None, face_down: bool) -> None:
        key = terrain if terrain else ("down" if face_down else None)
        if key == self.terrain:
            return
        self.terrain = key
        label = tile_label(self.t)
        if terrain:
            fill, line, icon, _letter = TERRAIN[terrain]
            self.look(fill, pen(line, 2.5))
            self.pattern.hide()
            self.icon.set(icon, line)
            self.icon.show()
            self.name.set(terrain)
            base = " or ".join(f"{n} {r}" for r, n in D.BASE[terrain])
            bonus = ", ".join(f"{n} {r}" for r, n in D.BONUS[terrain].items())
            self.base_tip = (f"<b>{label}: {terrain}</b><br>A cube gives {base} (technologies and wonders may give "
                             f"more)<br>Exploration bonus: {bonus}")
        else:
            self.look(PARCHMENT if face_down else "#efe7d2", pen("#9c8a64" if face_down else "#c8bc9c", 2))
            self.pattern.setVisible(face_down)
            self.icon.set("fa6s.question", "#8a7a5a")
            self.icon.setVisible(face_down)
            self.name.set("unexplored" if face_down else "")
            self.base_tip = (f"<b>{label}</b>: face down, not yet explored" if face_down
                             else f"<b>{label}</b>: a starting tile or a face-down tile goes here in the setup")


class CornerItem(FaceTarget):
    """A corner where three tiles meet: a town's huts, and the target of founding, growing, raiding."""

    def __init__(self, c: int, parent: QGraphicsItem | None = None) -> None:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), CORNER_R, CORNER_R)
        super().__init__(path, parent, None, NO_PEN, f"corner-{c}")
        self.c = c
        self.setPos(corner_pos(c))
        self.setZValue(6)
        self.huts = []
        for i in range(D.MAX_TOWN):
            hut = inert(QGraphicsPathItem(hut_path(), self))
            hut.setData(0, f"hut-{c}-{i}")
            hut.hide()
            self.huts.append(hut)
        self.letter = Text("", 13, self, 0, 2, "c", INK, True)
        self.letter.setZValue(5)
        self.key: object = "unset"
        self.base_tip = ""

    def set_town(self, key) -> None:
        if key == self.key:
            return
        self.key = key
        if key is None:
            for hut in self.huts:
                hut.hide()
            self.letter.set("")
            self.base_tip = "A free corner: a settler on one of its three tiles may found a town here"
            return
        colour, size, letter, name, owner = key
        spots = HUT_SPOTS[max(1, min(size, D.MAX_TOWN))]
        for i, hut in enumerate(self.huts):
            hut.setVisible(i < size)
            if i < len(spots):
                hut.setPos(*spots[i])
            hut.setBrush(brush(colour))
            hut.setPen(pen("#1a1a1a", 1.3))
        top = spots[-1]
        self.letter.set(letter, ink_on(colour))
        self.letter.move(top[0], top[1] + 2)
        self.base_tip = (f"<b>{name}</b> ({owner}), size {size}: {plural(size, 'hut')}; "
                         f"collects up to {plural(size, 'cube')} in a Harvest")


class MapPart:
    """The map's items, built once; update() draws a view on them. Each tile is painted from a picture of
    its own, the corners (towns) from one, the starting positions from one."""

    def __init__(self, board, n: int) -> None:
        self.tiles = [cached(TileItem(t)) for t in range(H.N_TILES)]
        self.towns = part(None, "towns", 6)
        board.addItem(self.towns)
        self.corners = [CornerItem(c, self.towns) for c in range(H.N_CORNERS)]
        for item in self.tiles:
            board.addItem(item)
        for item in [*self.tiles, *self.corners]:
            board.targets[item.data(0)] = item
        self.starts: dict[int, Target] = {}
        self.start_part = part(None, "starts", 8)
        board.addItem(self.start_part)
        for pos in D.POSITIONS[n]:
            path = QPainterPath()
            path.addEllipse(QPointF(0, 0), START_R, START_R)
            item = FaceTarget(path, self.start_part, "#fffaf0", pen("#6b5a3e", 1.5), f"start-{pos}")
            item.setPos(corner_pos(D.START_CORNER[pos]))
            item.setZValue(8)
            Glyph("fa6s.flag", 16, INK, item, 0, -7)
            Text(str(pos + 1), 13, item, 0, 11, "c", INK, True)
            item.base_tip = f"Starting position {pos + 1}: {', '.join(tile_label(t) for t in D.STARTS[pos])}"
            board.targets[item.data(0)] = item
            self.starts[pos] = item
        x, y = 4.0, 316.0  # the empty corner left of the map's lower rows
        mars = part(None, "mars")
        board.addItem(mars)
        self.mars_icon = Glyph("fa6s.mars", 18, "#b00020", mars, x + 9, y)
        self.mars_title = Text("Spirit of Mars", 15, mars, x + 22, y, "l", INK, True)
        self.mars_text = Text("", 15, mars, x, y + 20, "l", SOFT)
        self.mars_owner = Text("", 15, mars, x, y + 39, "l", SOFT)
        for item in (self.mars_icon, self.mars_title, self.mars_text, self.mars_owner):
            item.setToolTip("The Spirit of Mars (Temple of Mars) counts as a warrior of its owner and never pays "
                            "upkeep; it dies last in a combat and may then be placed again next to its owner's towns.")
        self.key = None  # what the map showed at the last update

    @staticmethod
    def words_of(item: TileItem, view) -> str:
        """A tile's words for a view (its tooltip, written when read): its terrain, its cube in a Harvest and
        the units on it."""
        t = item.t
        tip = item.base_tip
        if view.step in ("collect", "discard", "convert") and t in view.collected:
            tip += "<br>Its cube is in this Harvest."
        o, mars = view.unit_owner[t], view.mars_tile == t
        if o >= 0 or mars:
            words = []
            if view.unit_w[t]:
                words.append(plural(view.unit_w[t], "warrior"))
            if view.unit_s[t]:
                words.append(plural(view.unit_s[t], "settler"))
            if mars:
                words.append("the Spirit of Mars")
            tip += "<br><b>On the tile</b>: " + (view.seat_name(o) + ", " if o >= 0 else "") + ", ".join(words)
        return tip

    def update(self, view, colours: list[str], initials: list[str]) -> None:
        """Draw a view on the map's items; nothing is touched when nothing the map shows changed (most actions
        change the player boards and the tray only)."""
        setup = view.step in ("empire", "start")
        collected = set(view.collected) if view.step in ("collect", "discard", "convert") else set()
        harvester = colours[view.active] if collected else ""
        key = (tuple(view.terrain), tuple(u is not None for u in view.under), tuple(view.unit_owner),
               tuple(view.unit_w), tuple(view.unit_s), view.mars_tile, tuple(sorted(collected)), harvester,
               tuple(view.town_owner), tuple(view.town_size), tuple(view.town_name), setup, tuple(view.start_pos),
               view.mars_state, view.mars_owner)
        if key == self.key:
            return
        self.key = key
        for t, item in enumerate(self.tiles):
            item.set_terrain(view.terrain[t], view.under[t] is not None)
            o = view.unit_owner[t]
            mars = view.mars_tile == t
            if o >= 0 and (view.unit_w[t] or view.unit_s[t] or mars):
                item.stack.set((colours[o], initials[o], view.unit_w[t], view.unit_s[t], dark(colours[o])))
            else:
                item.stack.set(None)
            item.mars.setVisible(mars)
            if t in collected:
                ter = view.terrain[t]
                item.cube.setBrush(brush(TERRAIN[ter][0] if ter else PARCHMENT))
                item.cube.setPen(pen(harvester, 3))
                item.cube.show()
            else:
                item.cube.hide()
        for c, item in enumerate(self.corners):
            o = view.town_owner[c]
            if o >= 0:
                item.set_town((colours[o], view.town_size[c], initials[o], view.town_name[c], view.seat_name(o)))
            else:
                item.set_town(None)
        for pos, item in self.starts.items():
            item.setVisible(setup and pos not in view.start_pos)
        self.start_part.setVisible(setup)
        if view.mars_state == "map" and view.mars_tile >= 0:
            where = f"on {tile_label(view.mars_tile)}"
        else:
            where = {"supply": "in the supply", "removed": "removed from the game"}.get(view.mars_state, "in the supply")
        self.mars_text.set(where)
        self.mars_owner.set(f"Temple: {view.seat_name(view.mars_owner)}" if view.mars_owner >= 0 else "")

