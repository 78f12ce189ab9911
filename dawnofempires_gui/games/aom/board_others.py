"""The other players' boards, one panel each, readable without clicking (as Board Game Arena shows every
player): name, culture, Age, victory cubes and cards in hand (the permanent ones by name, the random ones only
as a count of backs); the Production Area in small with its tiles and workers; resource cubes and villagers;
the units at home; the buildings of the City Area; the cards played this turn.

Targets (tags): "seat-<s>" (the header: whom a power robs), "area-<s>-production|city|holding" (what an
Attack targets), "sq-<s>-<q>", "unit-<s>-<unit>", "bld-<s>-<building>", "cube-<s>-<resource>".
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from dawnofempires_gui.engine.words import plural
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.board_holder import Holder
from dawnofempires_gui.games.aom.board_items import (BUILDING_ICON, CARDS_ICON, CULTURE_COLOUR, EDGE, INK, PAPER,
                                                     PARCHMENT, RES_COLOUR, RES_ICON, SOFT, TABLE, VILLAGER_ICON,
                                                     VP_ICON, VP_RED, Glyph, Text, bound, elide, inert, mix, part,
                                                     parts_of, plate, readable, text_width, unit_fill, unit_icon)
from dawnofempires_gui.games.aom.board_square import Square
from dawnofempires_gui.games.aom.board_queries import (building_tip, hand_words, home_units, played_words, seat_line,
                                                       unit_tip, units_in_battle, units_on_tiles)
from dawnofempires_gui.games.aom.rules_tables import CITY, NSQ, RES
from dawnofempires_gui.games.aom.rules_words import AREA_WORDS, res_name, unit_name
from dawnofempires_gui.ui.drawing import brush, pen
from dawnofempires_gui.ui.facetarget import FaceTarget
from dawnofempires_gui.ui.targets import Target, rounded

W = 424.0
CHIP_H = 20.0


def ring_pieces(w: float, h: float, radius: float, width: float) -> list[QPainterPath]:
    """The outline of the rounded rectangle (-3, -3, w + 6, h + 6) drawn `width` wide, cut in four: the top and the
    bottom with their corners, and the two sides (each overlapping its neighbours by one unit: the colour is opaque,
    so no seam shows where they meet)."""
    ring = QPainterPathStroker(pen("#000000", width)).createStroke(rounded(QRectF(-3, -3, w + 6, h + 6), radius))
    out = 3 + width / 2 + 1  # beyond the stroke, from the panel's edge
    corner = radius - 3  # where the corners end, from the panel's edge
    strips = [QRectF(-out, -out, w + 2 * out, out + corner + 1),  # the top, the bottom, the left and the right
              QRectF(-out, h - corner - 1, w + 2 * out, out + corner + 1),
              QRectF(-out, corner, out, h - 2 * corner), QRectF(w, corner, out, h - 2 * corner)]
    pieces = []
    for strip in strips:
        box = QPainterPath()
        box.addRect(strip)
        pieces.append(ring.intersected(box))
    return pieces


@dataclass(frozen=True)
class Layout:
    """Where a panel's parts go: compact for four players or more, tall (a bigger Production Area, more lines of
    units and buildings) for two or three."""

    h: float
    mini: float  # a square of the Production Area, and its stride
    stride: float
    grid: tuple[float, float]
    cubes: tuple[tuple[float, float], ...]  # the four resource counters
    cube_w: float
    villagers: tuple[float, float]
    units: tuple[float, float, int]  # x, y of the first line, lines
    buildings: tuple[float, float, int]
    hand_y: float
    holding: tuple[float, float, float, float]
    city: tuple[float, float, float, float]
    tile_px: float
    one_line: bool = False  # the hand and the cards played on one line


def _layouts() -> tuple[Layout, Layout, Layout]:
    rx = 8 + 4 * 28 + 8
    compact = Layout(198, 26, 28, (8, 34), tuple((rx + i * 54, 34) for i in range(4)), 50, (rx + 226, 45),
                     (rx, 72, 2), (rx, 122, 2), 168, (rx - 4, 30, W - rx, 76), (rx - 4, 108, W - rx, 50), 13)
    tx = 10 + 4 * 43 + 12
    tall = Layout(342, 40, 43, (10, 38), tuple((tx + (i % 2) * 110, 38 + (i // 2) * 28) for i in range(4)), 104,
                  (tx + 4, 106), (tx, 130, 4), (12, 236, 3), 310, (tx - 4, 32, W - tx, 188),
                  (6, 222, W - 12, 76), 15)
    # five panels in the height of a small window (six players): the hand and the cards played share a line
    short = Layout(174, 26, 28, (8, 32), tuple((rx + i * 54, 32) for i in range(4)), 50, (rx + 226, 43),
                   (rx, 70, 2), (rx, 118, 2), 162, (rx - 4, 28, W - rx, 78), (rx - 4, 104, W - rx, 52), 13, True)
    return compact, tall, short


COMPACT, TALL, SHORT = _layouts()
H = COMPACT.h


class PanelChip(Target):
    """A small labelled piece of a panel (a unit kind, a building) that a power or a raid may target."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(rounded(QRectF(0, 0, 60, CHIP_H), 5), parent, PAPER, pen(EDGE, 1), "")
        self.icon = Glyph("fa6s.house", 12, INK, self, 10, CHIP_H / 2)
        self.text = Text("", 13, self, 19, CHIP_H / 2, "l", INK)
        self.w = 60.0
        self.base_tip = ""
        self.setZValue(3)

    def show_as(self, icon: str, words: str, fill: str, tag: str, tip: str) -> float:
        self.icon.set(icon)
        self.text.set(words)
        w = 24 + text_width(words)
        if w != self.w:
            self.w = w
            self.set_path(rounded(QRectF(0, 0, w, CHIP_H), 5))
        self.look(fill)
        self.setData(0, tag)
        self.base_tip = tip
        if tag.endswith("-none"):
            self.tip(tip)
        self.show()
        return w


class SeatPanel(Holder):
    def __init__(self, board, seat: int, name: str, colour: str, culture: str, layout: Layout = COMPACT) -> None:
        super().__init__()
        inert(self)
        L = self.layout = layout
        self.seat, self.name, self.colour, self.culture = seat, name, colour, culture
        self.targets: dict[str, Target] = {}
        # shown: no flag ItemContainsChildrenInShape (kept undrawn, it is skipped whole: see set_shown)
        # two parts, each drawn from a picture of its own: the board (its Production Area changes seldom) and the
        # words and pieces on it (every part costs a little at each repaint: a panel has no more than two)
        back = part(self, f"panel-board-{seat}", 0, TABLE)
        words = self.pieces = part(self, f"panel-words-{seat}", 1)
        self.frame = plate(back, QRectF(0, 0, W, L.h), mix(CULTURE_COLOUR[culture], PARCHMENT, 0.82), EDGE, 8, 1.5)
        plate(back, QRectF(0, 0, 7, L.h), colour, colour, 3, 1)
        # the header
        head = FaceTarget(rounded(QRectF(0, 0, W - 12, 26), 5), words, None, None, f"seat-{seat}")
        head.setPos(10, 3)
        Text(elide(name, 15, 130, True), 15, head, 4, 13, "l", readable(colour), True)
        self.line = Text("", 13, head, 12 + min(130, text_width(name, 15, True)), 13, "l", INK)
        Glyph(CARDS_ICON, 15, "#5b4a7a", head, W - 98, 13)
        self.cards = Text("", 14, head, W - 88, 13, "l", INK, True)
        Glyph(VP_ICON, 16, VP_RED, head, W - 52, 13)
        self.vp = Text("", 15, head, W - 41, 13, "l", INK, True)
        self.head = head
        self.targets[head.data(0)] = head
        # the areas an attack may target (under the pieces)
        self.areas: dict[str, Target] = {}
        gx, gy = L.grid
        for area, rect in (("production", QRectF(gx - 4, gy - 4, 4 * L.stride + 6, 4 * L.stride + 6)),
                           ("holding", QRectF(*L.holding)), ("city", QRectF(*L.city))):
            t = FaceTarget(rounded(rect, 5), back, None, pen(mix(EDGE, PARCHMENT, 0.5), 1), f"area-{seat}-{area}")
            t.setZValue(1)
            self.areas[area] = t
            self.targets[t.data(0)] = t
        # the Production Area in small
        self.squares: list[Square] = []
        for q in range(NSQ):
            sq = Square(back, seat, q, L.mini, L.tile_px)
            sq.setPos(gx + (q % 4) * L.stride, gy + (q // 4) * L.stride)
            sq.setZValue(2)
            self.squares.append(sq)
            self.targets[sq.data(0)] = sq
        # cubes and villagers
        self.cubes: dict[str, Text] = {}
        for i, r in enumerate(RES):
            t = FaceTarget(rounded(QRectF(0, 0, L.cube_w, 22), 5), words, PAPER, pen(EDGE, 1), f"cube-{seat}-{r}")
            t.setPos(*L.cubes[i])
            t.setZValue(3)
            Glyph(RES_ICON[r], 13, RES_COLOUR[r], t, 11, 11)
            if L is TALL:
                Text(res_name(r), 13, t, 22, 11, "l", SOFT)
            self.cubes[r] = Text("", 14, t, L.cube_w - 4, 11, "r", INK, True)
            self.targets[t.data(0)] = t
        vx, vy = L.villagers
        Glyph(VILLAGER_ICON, 14, INK, words, vx + 6, vy)
        self.villagers = Text("", 14, words, vx + 15, vy, "l", INK, True)
        self.chips: list[PanelChip] = []
        ux, uy, ul = L.units
        bx, by, bl = L.buildings
        self.more_units = Text("", 13, self.pieces, W - 8, uy + (ul - 1) * (CHIP_H + 3), "r", SOFT)
        self.more_buildings = Text("", 13, self.pieces, W - 8, by + (bl - 1) * (CHIP_H + 3), "r", SOFT)
        # hand and played cards
        self.hand = Text("", 13, words, 12, L.hand_y, "l", INK)
        self.played = Text("", 13, words, 12, L.hand_y + 20, "l", SOFT)
        self.key = None
        self.parts = parts_of(self)
        for item in self.parts:  # the pieces, cards and villagers are laid out later: the whole panel is theirs
            bound(item, QRectF(-2, -2, W + 4, L.h + 4))
        self.setZValue(1)


    def _chip(self, i: int) -> PanelChip:
        while len(self.chips) <= i:
            self.chips.append(PanelChip(self.pieces))
        return self.chips[i]

    def _flow(self, start: int, items: list[tuple[str, str, str, str, str]], where: tuple[float, float, int],
              more: Text) -> int:
        """Chips laid left to right on the lines of `where`; what does not fit is counted on `more`."""
        x0, y0, lines = where
        x, y, i, line = x0, y0, start, 0
        right = W - 10
        more_w = text_width("+9 more") + 6  # the last line leaves room for the count of the others
        left_out: list[str] = []
        for icon, words, fill, tag, tip in items:
            w = 24 + text_width(words)
            last = line == lines - 1
            if x + w > right - (more_w if last else 0):
                if last:
                    left_out.append(words)
                    continue
                line += 1
                x, y = x0, y0 + line * (CHIP_H + 3)
                if x + w > right - (more_w if line == lines - 1 else 0):
                    left_out.append(words)
                    continue
            chip = self._chip(i)
            chip.show_as(icon, words, fill, tag, tip)
            chip.setPos(x, y - CHIP_H / 2)
            self.targets[tag] = chip
            x += w + 4
            i += 1
        more.set(f"+{len(left_out)} more" if left_out else "")
        more.setToolTip(f"{self.name} also has: {', '.join(left_out)}" if left_out else "")  # else nowhere to read
        return i

    def update_panel(self, view) -> None:
        s = self.seat
        battle = units_in_battle(view, s)
        key = (view.age[s], view.vp[s], view.cubes[s * 4:s * 4 + 4], view.prod[s * NSQ:(s + 1) * NSQ],
               view.work[s * NSQ:(s + 1) * NSQ], view.villagers[s], tuple(sorted(view.units[s].items())),
               tuple(sorted(view.bld[s].items())), tuple(view.perm_hand[s]), len(view.hand_random(s)),
               tuple(view.played[s]), tuple(sorted(battle.items())))
        if key == self.key:
            return
        self.key = key
        self.line.set(seat_line(view, s))
        self.cards.set(str(view.hand_count(s)))
        self.vp.set(str(view.vp[s]))
        self.head.base_tip = (f"<b>{self.name}</b> — {seat_line(view, s)}<br>Victory cubes: {view.vp[s]}<br>"
                              f"Hand: {hand_words(view, s)}")
        for q, sq in enumerate(self.squares):
            sq.update_square(view, s, q)
        purse = view.purse(s)
        for r, text in self.cubes.items():
            text.set(str(purse[r]))
            self.targets[f"cube-{s}-{r}"].base_tip = f"<b>{self.name}'s {res_name(r)}: {purse[r]}</b>"
        working = view.villager_count(s) - view.villagers[s]
        self.villagers.set((f"{view.villagers[s]} at home, {working} at work" if self.layout is TALL else
                            f"{view.villagers[s]}" + (f"+{working}" if working else "")))
        self.villagers.setToolTip(f"{self.name}'s villagers: {view.villagers[s]} in the Holding Area, {working} at "
                                  f"work on tiles")
        for tag in [t for t in self.targets if t.startswith(("unit-", "bld-"))]:
            del self.targets[tag]
        home, tiles = home_units(view, s), units_on_tiles(view, s)
        units = []
        for u in D.UNITS_BY_CULTURE[view.cult[s]]:
            k, extra = home.get(u, 0), tiles.get(u, 0) + battle.get(u, 0)
            if k or extra:
                where = [f"{k} at home"] if k else []
                if tiles.get(u):
                    where.append(f"{tiles[u]} at work")
                if battle.get(u):
                    where.append(f"{battle[u]} in the battle")
                words = unit_name(u, k + extra) if k + extra != 1 else f"1 {unit_name(u)}"
                units.append((unit_icon(u), words, unit_fill(u), f"unit-{s}-{u}", unit_tip(u) + "<br><b>"
                              + ", ".join(where) + "</b>"))
        n = self._flow(0, units, self.layout.units, self.more_units)
        if not units:
            n = self._flow(0, [("fa6s.xmark", "no units", PAPER, f"unit-{s}-none",
                                f"No units in {self.name}'s Holding Area.")], self.layout.units, self.more_units)
            self.targets.pop(f"unit-{s}-none", None)
        buildings = [(BUILDING_ICON[b], f"{D.BUILDINGS[b].name}" + (f" ×{k}" if k > 1 else ""),
                      mix(CULTURE_COLOUR[self.culture], PAPER, 0.6), f"bld-{s}-{b}", building_tip(b))
                     for b, k in sorted(view.bld[s].items(), key=lambda kv: list(D.BUILDINGS).index(kv[0]))]
        used = view.buildings(s)
        n = self._flow(n, buildings or [("fa6s.xmark", "no buildings", PAPER, f"bld-{s}-none",
                                         f"No buildings in {self.name}'s City Area.")],
                       self.layout.buildings, self.more_buildings)
        self.targets.pop(f"bld-{s}-none", None)
        for chip in self.chips[n:]:
            chip.hide()
            chip.setData(0, "")
            chip.disarm()
        self.areas["city"].base_tip = f"<b>{self.name}'s {AREA_WORDS['city']}</b>: {used} of {CITY} squares built"
        self.areas["holding"].base_tip = f"<b>{self.name}'s {AREA_WORDS['holding']}</b>: cubes, villagers and units"
        self.areas["production"].base_tip = (f"<b>{self.name}'s {AREA_WORDS['production']}</b>: "
                                             f"{plural(len(view.tiles_of(s)), 'tile')}")
        if self.layout.one_line:
            self.hand.set(elide(f"Hand: {hand_words(view, s)} · played: {played_words(view, s)}", 13, W - 20))
            self.played.set("")
        else:
            self.hand.set(elide("Hand: " + hand_words(view, s), 13, W - 20))
            self.played.set(elide("Played this turn: " + played_words(view, s), 13, W - 20))
        self.hand.setToolTip("Hand: " + hand_words(view, s) + " (random cards are seen only by their owner)"
                             + ("<br>Played this turn: " + played_words(view, s) if self.layout.one_line else ""))
        self.played.setToolTip("Played this turn: " + played_words(view, s))


class Halo(QGraphicsItem):
    """The mark round the panel of a player to move, apart from the panel (whose picture it leaves alone). Its
    outline is four pieces (plain path items: the top and the bottom with their corners, the two sides), so that the
    mark coming or going repaints four strips along the panel's edges, not the whole panel."""

    def __init__(self, colour: str, height: float) -> None:
        super().__init__()
        inert(self)
        self.setFlag(QGraphicsItem.ItemHasNoContents)
        self.setZValue(5)
        line = readable(colour)
        self.edges = [inert(QGraphicsPathItem(piece, self)) for piece in ring_pieces(W, height, 10, 4)]
        for edge in self.edges:
            edge.setPen(QPen(Qt.NoPen))
            edge.setBrush(brush(line))
        # on the panel's top edge, no higher than the gap between panels: the last line of the panel above shows
        badge = plate(self, QRectF(W / 2 - 40, -8, 80, 16), line, line, 8, 1)
        badge.setZValue(1)
        label = Text("to move", 13, self, W / 2, 0, "c", "#ffffff", True)
        label.setZValue(2)
        self.h = height

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-5, -13, W + 10, self.h + 18)

    def paint(self, painter, option, widget=None) -> None:
        pass
