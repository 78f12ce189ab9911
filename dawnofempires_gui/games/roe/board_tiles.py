"""The tiles display of the Rise of Empires board: the progress track (8 boxes), the territory track (10),
the city track (8), the empire track (8) and the trade track, each face-up tile with its name and what it
gives (the full text in its tooltip), the face-down stacks under each box, and the tiles left aside from
earlier game turns (still available). Boxes and aside tiles are Targets the board arms with
take_progress, take_territory, take_city, take_empire and trade."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from dawnofempires_gui.engine.words import plural
from dawnofempires_gui.ui.targets import Target, rounded

from . import data as D
from .board_items import (CARD, cached, EDGE, ERA_FILL, ERA_WORDS, FAINT, INK, KIND_COLOUR, KIND_ICON, MIN_PX, PAPER,
                          ROW_ICON, SOFT, Glyph, Text, brush, ink_on, inert, panel, part, pen, text_width, wrap)
from .board_words import city_tip, effect_bits, empire_tip, progress_tip, territory_tip, trade_tip
from .words import ROW_NAMES

LABEL_W = 104.0
GAP = 4.0
TERRITORY_ICON = {"plains": "mdi6.barley", "island": "mdi6.island", "forest": "mdi6.pine-tree",
                  "mountain": "fa6s.mountain", "town": "fa6s.house"}
TERRITORY_FILL = {"plains": "#efe0a0", "island": "#bfdbe8", "forest": "#a9c98f", "mountain": "#cfc6b8",
                  "town": "#ead2b8"}
EMPTY_FILL = "#efe7d2"
DOWN_PEN = QPen(brush("#b3a27e").color(), 1.2, Qt.DashLine)


class Box(Target):
    """A box of a track: a face-up tile, or empty (dashed) with the face-down stack under it."""

    def __init__(self, tag: str, w: float, h: float, parent: QGraphicsItem) -> None:
        super().__init__(rounded(QRectF(0, 0, w, h), 5), parent, EMPTY_FILL, DOWN_PEN, tag)
        self.w, self.h = w, h
        self.content = part(self, tag + "-content", picture=False)  # the tile's words (the box is one picture)
        self.stack = [inert(QGraphicsRectItem(QRectF(2 + 2 * k, 2 + 2 * k, w, h), self)) for k in range(3)]
        for k, edge in enumerate(self.stack):
            edge.setFlag(QGraphicsItem.ItemStacksBehindParent)
            edge.setZValue(-1 - k)
            edge.setBrush(brush("#d9caa2"))
            edge.setPen(pen("#9c8a64", 1))
            edge.hide()
        self.key = None
        self.base_tip = ""
        self.items: list[QGraphicsItem] = []

    def clear(self) -> None:
        for item in self.items:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.items = []

    def down(self, count: int) -> None:
        if count != getattr(self, "shown_down", None):
            self.shown_down = count
            for k, edge in enumerate(self.stack):
                edge.setVisible(k < count)

    def text(self, words: str, px: float, x: float, y: float, align: str = "l", colour: str = INK,
             bold: bool = False) -> Text:
        t = Text(words, px, self.content, x, y, align, colour, bold)
        self.items.append(t)
        return t

    def glyph(self, name: str, size: float, colour: str, x: float, y: float) -> Glyph:
        g = Glyph(name, size, colour, self.content, x, y)
        self.items.append(g)
        return g

    def rect_item(self, rect: QRectF, fill: str, line: str = "#00000000") -> QGraphicsRectItem:
        r = panel(self.content, rect, fill, line, "", 0)
        if line == "#00000000":
            r.setPen(QPen(Qt.NoPen))
        self.items.append(r)
        return r


def icon_amount(box: Box, kind: str, n: int, x: float, y: float, signed: bool = False) -> float:
    """An icon and a number; returns the x after it."""
    box.glyph(KIND_ICON[kind], 13, KIND_COLOUR[kind], x + 6.5, y)
    t = box.text(f"{n:+d}" if signed else str(n), MIN_PX, x + 14, y, "l", INK, True)
    return x + 16 + t.boundingRect().width() + 4


class TilesDisplay(QGraphicsRectItem):
    """Every track of the tiles display, built once per game; update() draws the face-up tiles."""

    W, H = 1000.0, 420.0
    P_W, P_H = (1000.0 - LABEL_W - 8 - 7 * GAP) / 8, 74.0
    T_W, T_H = (1000.0 - LABEL_W - 8 - 9 * GAP) / 10, 44.0
    C_H = 60.0
    E_W, E_H = 42.0, 58.0
    TR_W = 45.0

    def __init__(self, board) -> None:
        super().__init__(0, 0, self.W, self.H)
        inert(self)
        self.board = board
        self.setBrush(brush(PAPER))
        self.setPen(pen(EDGE, 1.5))
        self.setData(0, "tiles-display")
        words = part(self, "tiles-words")
        Glyph("fa6s.layer-group", 15, SOFT, words, 14, 14)
        Text("Tiles display", 16, words, 26, 14, "l", INK, True)
        self.note = Text("", MIN_PX, words, self.W - 8, 14, "r", SOFT)
        self.boxes: dict[str, list[Box]] = {}
        y = 28.0
        self.rows_y = {}
        for track, count, w, h in (("progress", 8, self.P_W, self.P_H), ("territory", 10, self.T_W, self.T_H),
                                   ("city", 8, self.P_W, self.C_H)):
            self._label(words, track, y, h)
            self.rows_y[track] = y
            self.boxes[track] = self._boxes(board, track, count, w, h, LABEL_W, y)
            y += h + 8
        self._label(words, "empire", y, self.E_H)
        self.boxes["empire"] = self._boxes(board, "empire", 8, self.E_W, self.E_H, LABEL_W, y)
        tx = LABEL_W + 8 * (self.E_W + GAP) + 8
        Glyph(ROW_ICON["trade"], 15, SOFT, words, tx + 8, y + self.E_H / 2 - 8)
        Text("Trade", MIN_PX, words, tx + 18, y + self.E_H / 2 - 8, "l", INK, True)
        self.trade_x = tx + 66
        self.boxes["trade"] = self._boxes(board, "trade", len(D.TRADE_BOXES), self.TR_W, self.E_H, self.trade_x, y)
        self.rows_y["empire"] = y
        y += self.E_H + 10
        self.aside_y = y
        aside = Text("Left from earlier turns (still available):", MIN_PX, words, 10, y + 8, "l", SOFT, True)
        self.none_x = 10 + aside.boundingRect().width() + 10
        self.aside_holder = part(self, "aside")
        self.aside: list[QGraphicsItem] = []
        self.aside_targets: dict[str, Target] = {}
        self.aside_key = None

    def _label(self, parent, track: str, y: float, h: float) -> None:
        Glyph(ROW_ICON[track], 15, SOFT, parent, 14, y + h / 2 - 8)
        Text(ROW_NAMES[track], MIN_PX, parent, 26, y + h / 2 - 8, "l", INK, True)
        if track in ("progress", "territory", "city"):
            label = Text("", MIN_PX, parent, 12, y + h / 2 + 10, "l", FAINT)
            setattr(self, f"{track}_down", label)

    def _boxes(self, board, track: str, count: int, w: float, h: float, x0: float, y: float) -> list[Box]:
        out = []
        for b in range(count):
            box = Box(f"{track}-{b}", w, h, self)
            box.setPos(x0 + b * (w + GAP), y)
            cached(box)
            board.targets[box.data(0)] = box
            out.append(box)
        return out

    # ------------------------------------------------------------------ redraw
    def update(self, view, names: list[str], colours: list[str], initials: list[str]) -> None:
        era = view.era
        self.note.set(f"Game turn {view.turn} of 6 · Era {ERA_WORDS[era]} · {'B' if view.b_turn else 'A'} turn")
        down = view.face_down()
        owners = {t: [names[p] for p in range(view.n) if t in view.progress[p]] for t in D.PROGRESS_BY_ID}
        for b, box in enumerate(self.boxes["progress"]):
            self._progress(box, view.progress_up[b], down["progress"][b], view, owners)
        for b, box in enumerate(self.boxes["territory"]):
            self._territory(box, view.territory_up[b], down["territory"][b])
        for b, box in enumerate(self.boxes["city"]):
            self._city(box, view.city_up[b], down["city"][b], view)
        for b, box in enumerate(self.boxes["empire"]):
            self._empire(box, view.empire_track[b] if b < len(view.empire_track) else None, era)
        for b, box in enumerate(self.boxes["trade"]):
            tid = D.TRADE_BOXES[b].id
            user = view.trade.get(tid, -1)
            self._trade(box, tid, era, user, names, colours, initials)
        for track in ("progress", "territory", "city"):
            total = sum(down[track])
            label = getattr(self, f"{track}_down")
            label.set(f"{total} to come" if total else "")
            label.setToolTip(f"{plural(total, 'face-down tile')} still to come in these boxes in later game turns")
        self._aside(view, owners)

    def _progress(self, box: Box, tile, count: int, view, owners) -> None:
        cost = view.progress_cost(tile) if tile else 0
        key = (tile, count, cost, tuple(owners.get(tile, ())) if tile else ())
        box.down(count)
        if key == box.key:
            return
        box.key = key
        box.clear()
        if tile is None:
            box.look(EMPTY_FILL, DOWN_PEN)
            box.base_tip = (f"Progress box: {plural(count, 'tile')} face down under it" if count else
                            "Progress box: empty")
            return
        t = D.PROGRESS_BY_ID[tile]
        box.look(CARD, pen("#6b5a3e", 1.3))
        lines = wrap(t.name, box.w - 10, MIN_PX, True, 2)
        for k, line in enumerate(lines):
            box.text(line, MIN_PX, 5, 10 + k * 17, "l", INK, True)
        x, y = 5.0, 10 + len(lines) * 17
        last = 10 + 2 * 17  # the effect may take the name's second line when the name takes one
        for words, kind in effect_bits(tile):
            w = (text_width(words) + 2 if words else 0) + (15 if kind else 0)
            if x > 5 and x + w > box.w - 4 and y < last:
                x, y = 5.0, y + 17
            if words:
                box.text(words, MIN_PX, x, y, "l", SOFT)
                x += text_width(words) + 2
            if kind:
                box.glyph(KIND_ICON[kind], 12, KIND_COLOUR[kind], x + 6, y)
                x += 15
        y = box.h - 10
        box.rect_item(QRectF(4, y - 8, 26, 16), ERA_FILL[t.era], "#8a7a5a")
        box.text(ERA_WORDS[t.era], MIN_PX, 17, y, "c", INK, True)
        x = 34.0
        if t.free:
            box.glyph("fa6s.bolt", 13, "#b35c00", x + 6, y)
            x += 15
        if cost:
            x = icon_amount(box, "gold", cost, x, y)
        if t.red:
            box.rect_item(QRectF(box.w - 18, box.h - 18, 14, 14), "#c0392b", "#7a1f12")
        box.base_tip = progress_tip(tile, view.era, cost, owners.get(tile, []))

    def _territory(self, box: Box, tile, count: int) -> None:
        key = (tile, count)
        box.down(count)
        if key == box.key:
            return
        box.key = key
        box.clear()
        if tile is None:
            box.look(EMPTY_FILL, DOWN_PEN)
            box.base_tip = (f"Territory box: {plural(count, 'tile')} face down under it" if count else
                            "Territory box: empty")
            return
        t = D.TERRITORY_BY_ID[tile]
        box.look(TERRITORY_FILL[t.land], pen("#6b5a3e", 1.3))
        box.glyph(TERRITORY_ICON[t.land], 14, SOFT, 11, 11)
        box.text("Town" if t.town else t.name, MIN_PX, 20, 11, "l", INK, not t.land == "mountain")
        x = 4.0
        for kind, n in t.yields.items():
            x = icon_amount(box, kind, n, x, box.h - 11, signed=kind == "food")
        box.base_tip = territory_tip(tile)

    def _city(self, box: Box, tile, count: int, view) -> None:
        key = (tile, count, view.b_turn)
        box.down(count)
        if key == box.key:
            return
        box.key = key
        box.clear()
        if tile is None:
            box.look(EMPTY_FILL, DOWN_PEN)
            box.base_tip = (f"City box: {plural(count, 'tile')} face down under it" if count else "City box: empty")
            return
        c = D.CITY_BY_ID[tile]
        box.look("#f3e3f0" if c.wonder else CARD, pen("#6b5a3e", 1.3))
        box.glyph("wonder" if c.wonder else "city", 13, "#7a2e8a" if c.wonder else SOFT, 10, 10)
        name = wrap(c.name, box.w - 22, MIN_PX, True, 1)[0]
        box.text(name, MIN_PX, 19, 10, "l", INK, True)
        y2, y3 = 29.0, 47.0
        x = icon_amount(box, "gold", c.cost.gold, 4, y2)
        if c.wonder:
            for kind in ("discs", "cubes"):
                if c.cost.get(kind):
                    x = icon_amount(box, kind, c.cost.get(kind), x, y2)
            x = icon_amount(box, "vp", c.vp_now, 4, y3)
            box.text("at once", MIN_PX, x, y3, "l", SOFT)
        else:
            x = 4.0
            for kind, n in c.yields.items():
                x = icon_amount(box, kind, n, x, y3, signed=kind == "food")
            if c.upkeep:
                box.text("upk.", MIN_PX, box.w - 4, y2, "r", "#8a1f00")
        box.base_tip = city_tip(tile)

    def _empire(self, box: Box, tile, era: int) -> None:
        key = (tile, era)
        if key == box.key:
            return
        box.key = key
        box.clear()
        if tile is None:
            box.look(EMPTY_FILL, DOWN_PEN)
            box.base_tip = "Empire track: the tile was taken this game turn"
            return
        side = D.EMPIRE_BY_ID[tile].side(era)
        box.look("#e9dcc0", pen("#6b5a3e", 1.3))
        box.text(str(side.number), 20, 11, 12, "c", INK, True)
        if side.water:
            box.glyph("ship", 14, "#3e6580", box.w - 11, 12)
        for k, r in enumerate(side.rows):
            box.glyph("mdi6.sword-cross", 11, SOFT, 8, 31 + k * 17)
            box.text(f"{r.attacker}:{r.defender}", MIN_PX, 15, 31 + k * 17, "l", INK)
        box.base_tip = empire_tip(tile, era)

    def _trade(self, box: Box, tid: str, era: int, user: int, names, colours, initials) -> None:
        key = (tid, era, user)
        if key == box.key:
            return
        box.key = key
        box.clear()
        b = D.TRADE_BY_ID[tid]
        usable = era in b.eras
        box.look(CARD if usable else "#e4dccb", pen("#6b5a3e" if usable else "#b3a27e", 1.3))
        ink = INK if usable else FAINT
        box.glyph("fa6s.circle", 11, KIND_COLOUR["discs"], 10, 11)
        box.text(str(b.discs), MIN_PX, 19, 11, "l", ink, True)
        reward = "gold" if b.reward == "gold" else "vp"
        box.glyph(KIND_ICON[reward], 12, KIND_COLOUR[reward], 10, 29)
        box.text(str(b.amount), MIN_PX, 19, 29, "l", ink, True)
        if user >= 0:  # its discs lie on the box until the next New Tiles phase
            box.rect_item(QRectF(3, 39, box.w - 6, 18), colours[user], "#1a1a1a")
            box.text(initials[user], MIN_PX, box.w / 2, 48, "c", ink_on(colours[user]), True)
        else:
            eras = "·".join(ERA_WORDS[e] for e in b.eras)
            box.text(eras, MIN_PX, box.w / 2, 48, "c", SOFT if usable else FAINT)
        box.base_tip = trade_tip(tid, era, names[user] if user >= 0 else "")

    # ------------------------------------------------------------------ the tiles left aside
    def _aside(self, view, owners) -> None:
        progress = list(dict.fromkeys(view.progress_aside))
        territory: dict[str, int] = {}
        for t in view.territory_aside:
            territory[t] = territory.get(t, 0) + 1
        cities = list(view.city_aside)
        costs = tuple(view.progress_cost(t) for t in progress)
        key = (tuple(progress), tuple(territory.items()), tuple(cities), costs, view.era)
        if key == self.aside_key:
            return
        self.aside_key = key
        for item in self.aside:
            if isinstance(item, Target):
                if self.board.targets.get(item.data(0)) is item:
                    del self.board.targets[item.data(0)]
                item.disarm()
            self.board.retire(item)
        self.aside = []
        self.aside_targets = {}
        x, y = 10.0, self.aside_y + 20
        right = self.W - 10
        entries = ([("progress", t, D.PROGRESS_BY_ID[t].name + (f" ({c} gold)" if c else ""))
                    for t, c in zip(progress, costs)]
                   + [("territory", t, D.TERRITORY_BY_ID[t].name + (f" ×{k}" if k > 1 else ""))
                      for t, k in territory.items()]
                   + [("city", t, D.CITY_BY_ID[t].name) for t in cities])
        if not entries:
            note = Text("none", MIN_PX, self, self.none_x, self.aside_y + 8, "l", FAINT)
            self.aside.append(note)
            return
        for track, tile, label in entries:
            w = text_width(label, MIN_PX) + 30
            if x + w > right:
                x, y = 10.0, y + 28
                if y > self.H - 26:
                    break
            fill = CARD
            if track == "territory":
                fill = TERRITORY_FILL[D.TERRITORY_BY_ID[tile].land]
            elif track == "city" and D.CITY_BY_ID[tile].wonder:
                fill = "#f3e3f0"
            chip = Target(rounded(QRectF(0, 0, w, 24), 6), self, fill, pen("#6b5a3e", 1.1), f"aside-{track}-{tile}")
            chip.setPos(x, y)
            Glyph(ROW_ICON[track], 12, SOFT, chip, 12, 12)
            Text(label, MIN_PX, chip, 22, 12, "l", INK)
            if track == "progress":
                chip.base_tip = progress_tip(tile, view.era, view.progress_cost(tile), owners.get(tile, []))
            elif track == "territory":
                chip.base_tip = territory_tip(tile) + f"<br>{territory[tile]} left aside"
            else:
                chip.base_tip = city_tip(tile)
            self.board.targets[chip.data(0)] = chip
            self.aside.append(chip)
            self.aside_targets[chip.data(0)] = chip
            x += w + 6
