"""The tiles display of the Rise of Empires board: the progress track (8 boxes), the territory track (10),
the city track (8), the empire track (8) and the trade track, each marked by its icon with the number of
tiles still to come (its name in the icon's tooltip); each face-up tile with its name (shortened where the
box is too narrow) and what it gives, the full text in its tooltip; the face-down stacks under each box,
and the tiles left aside from earlier game turns (still available). Boxes and aside tiles are Overlays the
board arms with take_progress, take_territory, take_city, take_empire and trade; their faces are pictures
of their own, made again only when their tile changes."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from dawnofempires_gui.engine.words import plural
from dawnofempires_gui.ui.targets import Target, rounded

from . import data as D
from .board_items import (CARD, EDGE, ERA_FILL, ERA_WORDS, FAINT, INK, KIND_COLOUR, KIND_ICON, MIN_PX, PAPER, ROW_ICON,
                          SOFT, TABLE, TERRITORY_FILL, Glyph, Overlay, Text, brush, face, fence, ink_on, inert, panel, part,
                          pen, quiet, restyle, text_width, wrap)
from .board_aside import ASIDE_HEADING, draw_aside
from .board_words import breakable, city_tip, effect_bits, empire_tip, progress_tip, territory_tip, trade_tip
from .words import ROW_NAMES

LABEL_W = 34.0  # a track's icon and how many tiles are to come (its name in the tooltip)
LINE = 22.0  # from one line of words to the next on a tile
GAP = 4.0
TERRITORY_ICON = {"plains": "mdi6.barley", "island": "mdi6.island", "forest": "mdi6.pine-tree",
                  "mountain": "fa6s.mountain", "town": "fa6s.house"}
TERRITORY_SHORT = {"mountain": "Mtn."}  # too long for its box: the full name is in the tooltip
EMPTY_FILL = "#efe7d2"
DOWN_PEN = QPen(brush("#b3a27e").color(), 1.2, Qt.DashLine)


class Box(Overlay):
    """A box of a track: a face-up tile, or empty (dashed) with the face-down stack under it. Its face is a
    picture of its own behind it (changed only with the tile); the box itself draws only its marks."""

    def __init__(self, tag: str, w: float, h: float, parent: QGraphicsItem) -> None:
        super().__init__(rounded(QRectF(0, 0, w, h), 5), parent, tag)
        self.w, self.h = w, h
        self.picture = part(self, tag + "-face", ground=PAPER)  # it lies on the display's paper
        self.picture.parentItem().setFlag(QGraphicsItem.ItemStacksBehindParent)  # its fence: the marks go over it
        self.stack = [inert(QGraphicsRectItem(QRectF(2 + 2 * k, 2 + 2 * k, w, h), self.picture)) for k in range(3)]
        for k, edge in enumerate(self.stack):
            edge.setZValue(-1 - k)
            edge.setBrush(brush("#d9caa2"))
            edge.setPen(pen("#9c8a64", 1))
            edge.hide()
        self.face = face(self.picture, 0, 0, w, h, EMPTY_FILL, DOWN_PEN, 5)
        self.content = part(self.picture, tag + "-content", 1, picture=False)  # the tile's words
        self.key = None
        self.fenced = None  # the key of what the box showed when its part was last fenced (board_items.fence)
        self.base_tip = ""
        self.items: list[QGraphicsItem] = []

    def look(self, fill: str | None = None, line: QPen | None = None) -> None:
        restyle(self.face, fill or EMPTY_FILL, line or DOWN_PEN)

    def clear(self) -> None:
        for item in self.items:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.items = []

    def renew(self, key) -> bool:
        """Start drawing the box anew for `key` (what it shows); False when it already shows that."""
        if key == self.key:
            return False
        self.key = key
        self.clear()
        return True

    def show_empty(self, what: str, count: int) -> None:
        self.look(EMPTY_FILL, DOWN_PEN)
        self.base_tip = f"{what} box: {plural(count, 'tile')} face down under it" if count else f"{what} box: empty"

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

    def name(self, words: str, x: float) -> int:
        """A tile's name from `x` to the right edge on up to two lines (bold when it fits so; a long word
        broken at a syllable); returns the lines taken."""
        width = self.w - x - 4
        bold = all(text_width(word, MIN_PX, True) <= width for word in words.split())
        lines = wrap(breakable(words), width, MIN_PX, bold, 2)
        if bold and lines[-1].endswith("…"):
            bold, lines = False, wrap(breakable(words), width, MIN_PX, False, 2)
        for k, line in enumerate(lines):
            self.text(line, MIN_PX, x, 12 + k * LINE, "l", INK, bold)
        return len(lines)

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
    box.glyph(KIND_ICON[kind], 14, KIND_COLOUR[kind], x + 7, y)
    t = box.text(f"{n:+d}" if signed else str(n), MIN_PX, x + 14, y, "l", INK, True)
    return x + 14 + t.boundingRect().width() + 3


class TilesDisplay(QGraphicsRectItem):
    """Every track of the tiles display, built once per game; update() draws the face-up tiles."""

    W, H = 1024.0, 440.0
    P_W, P_H = (1024.0 - LABEL_W - 8 - 7 * GAP) / 8, 92.0
    T_W, T_H = (1024.0 - LABEL_W - 8 - 9 * GAP) / 10, 50.0
    C_H = 88.0  # a name on two lines, the cost, the yields
    E_W, E_H = 50.0, 70.0
    TR_W = 53.0

    def __init__(self, board) -> None:
        super().__init__(0, 0, self.W, self.H)
        quiet(self)
        self.board = board
        self.setData(0, "tiles-display")
        words = part(self, "tiles-words", ground=TABLE)  # the display's paper and words: one opaque picture
        panel(words, self.rect(), PAPER, EDGE)
        Glyph("fa6s.layer-group", 16, SOFT, words, 14, 15)
        Text("Tiles display", MIN_PX, words, 27, 15, "l", INK, True)
        self.note_part = part(self, "tiles-note", ground=PAPER)  # made again every A/B turn
        self.note = Text("", MIN_PX, self.note_part, self.W - 8, 15, "r", SOFT)
        self.boxes: dict[str, list[Box]] = {}
        y = 30.0
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
        Glyph(ROW_ICON["trade"], 20, SOFT, words, tx + 12, y + self.E_H / 2).setToolTip("Trade track")
        self.trade_x = tx + 26
        self.boxes["trade"] = self._boxes(board, "trade", len(D.TRADE_BOXES), self.TR_W, self.E_H, self.trade_x, y)
        self.rows_y["empire"] = y
        y += self.E_H + 10
        self.aside_y = y
        self.none_x = 10 + text_width(ASIDE_HEADING, MIN_PX, True) + 10
        self.aside_holder = part(self, "aside", ground=PAPER)  # the faces of the tiles left aside
        self.aside: list[QGraphicsItem] = []
        self.aside_targets: dict[str, Target] = {}
        self.aside_key = None
        self.key = None

    def _label(self, parent, track: str, y: float, h: float) -> None:
        to_come = track in ("progress", "territory", "city")
        icon = Glyph(ROW_ICON[track], 20, SOFT, parent, 18, y + h / 2 - (11 if to_come else 0))
        icon.setToolTip(f"{ROW_NAMES[track]} track")
        if to_come:
            label = Text("", MIN_PX, parent, 18, y + h / 2 + 12, "c", FAINT)
            setattr(self, f"{track}_down", label)

    def _boxes(self, board, track: str, count: int, w: float, h: float, x0: float, y: float) -> list[Box]:
        out = []
        for b in range(count):
            box = Box(f"{track}-{b}", w, h, self)
            box.setPos(x0 + b * (w + GAP), y)
            board.targets[box.data(0)] = box
            out.append(box)
        return out

    # ------------------------------------------------------------------ redraw
    def update(self, view, names: list[str], colours: list[str], initials: list[str]) -> None:
        key = (view.turn, view.era, view.b_turn, tuple(view.progress_up), tuple(view.territory_up),
               tuple(view.city_up), tuple(view.empire_track), tuple(view.trade.items()),
               tuple(tuple(held) for held in view.progress), tuple(view.progress_aside), tuple(view.territory_aside),
               tuple(view.city_aside), tuple(view.progress_deck1), tuple(view.progress_deck2),
               tuple(view.progress_deck3), tuple(view.territory_deck), tuple(view.city_deck))
        if key == self.key:  # what the display shows comes from these alone
            return
        self.key = key
        era = view.era
        self.note.set(f"Game turn {view.turn} of 6 · Era {ERA_WORDS[era]} · {'B' if view.b_turn else 'A'} turn")
        fence(self.note_part)
        down = view.face_down()
        owners = {t: [names[p] for p in range(view.n) if t in view.progress[p]]
                  for t in {*view.progress_up, *view.progress_aside} if t is not None}  # the tiles shown
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
            if label.text() == (str(total) if total else "") and label.toolTip():
                continue
            label.set(str(total) if total else "")
            label.setToolTip(f"{ROW_NAMES[track]} track: {plural(total, 'face-down tile')} still to come in these "
                             f"boxes in later game turns")
        self._aside(view, owners)
        for boxes in self.boxes.values():
            for box in boxes:
                if box.fenced != box.key:  # drawn anew: its extent may have changed
                    box.fenced = box.key
                    fence(box.picture)

    def _progress(self, box: Box, tile, count: int, view, owners) -> None:
        cost = view.progress_cost(tile) if tile else 0
        key = (tile, count, cost, tuple(owners.get(tile, ())) if tile else ())
        box.down(count)
        if not box.renew(key):
            return
        if tile is None:
            box.show_empty("Progress", count)
            return
        t = D.PROGRESS_BY_ID[tile]
        box.look(CARD, pen("#6b5a3e", 1.3))
        x, y = 4.0, 12 + box.name(t.name, 4) * LINE
        last = 12 + 2 * LINE  # the effect may take the name's second line when the name takes one
        for words, kind in effect_bits(tile):
            w = (text_width(words) + 2 if words else 0) + (16 if kind else 0)
            if x > 4 and x + w > box.w - 3 and y < last:
                x, y = 4.0, y + LINE
            if words:
                box.text(words, MIN_PX, x, y, "l", SOFT)
                x += text_width(words) + 2
            if kind:
                box.glyph(KIND_ICON[kind], 14, KIND_COLOUR[kind], x + 7, y)
                x += 16
        y = box.h - 12
        era_w = text_width(ERA_WORDS[t.era], MIN_PX, True) + 8
        box.rect_item(QRectF(3, y - 10, era_w, 20), ERA_FILL[t.era], "#8a7a5a")
        box.text(ERA_WORDS[t.era], MIN_PX, 3 + era_w / 2, y, "c", INK, True)
        x = era_w + 5
        if t.free:
            box.glyph("fa6s.bolt", 14, "#b35c00", x + 7, y)
            x += 16
        if cost:
            x = icon_amount(box, "gold", cost, x, y)
        if t.red:
            box.rect_item(QRectF(box.w - 15, box.h - 15, 11, 11), "#c0392b", "#7a1f12")
        box.base_tip = progress_tip(tile, view.era, cost, owners.get(tile, []))

    def _territory(self, box: Box, tile, count: int) -> None:
        key = (tile, count)
        box.down(count)
        if not box.renew(key):
            return
        if tile is None:
            box.show_empty("Territory", count)
            return
        t = D.TERRITORY_BY_ID[tile]
        box.look(TERRITORY_FILL[t.land], pen("#6b5a3e", 1.3))
        box.glyph(TERRITORY_ICON[t.land], 15, SOFT, 11, 12)
        box.text("Town" if t.town else TERRITORY_SHORT.get(t.land, t.name), MIN_PX, 21, 12, "l", INK)
        x = 2.0
        for kind, n in t.yields.items():
            x = icon_amount(box, kind, n, x, box.h - 13, signed=kind == "food")
        box.base_tip = territory_tip(tile)

    def _city(self, box: Box, tile, count: int, view) -> None:
        key = (tile, count, view.b_turn)
        box.down(count)
        if not box.renew(key):
            return
        if tile is None:
            box.show_empty("City", count)
            return
        c = D.CITY_BY_ID[tile]
        box.look("#f3e3f0" if c.wonder else CARD, pen("#6b5a3e", 1.3))
        box.glyph("wonder" if c.wonder else "city", 15, "#7a2e8a" if c.wonder else SOFT, 10, 12)
        y2 = 12 + box.name(c.name, 19) * LINE
        y3 = y2 + LINE
        x = icon_amount(box, "gold", c.cost.gold, 4, y2)
        if c.wonder:
            for kind in ("discs", "cubes"):
                if c.cost.get(kind):
                    x = icon_amount(box, kind, c.cost.get(kind), x, y2)
            x = icon_amount(box, "vp", c.vp_now, 4, y3)
            box.text("now", MIN_PX, x + 2, y3, "l", SOFT)
        else:
            x = 4.0
            for kind, n in c.yields.items():
                x = icon_amount(box, kind, n, x, y3, signed=kind == "food")
            if c.upkeep:
                box.text("upk.", MIN_PX, box.w - 4, y2, "r", "#8a1f00")
        box.base_tip = city_tip(tile)

    def _empire(self, box: Box, tile, era: int) -> None:
        if not box.renew((tile, era)):
            return
        if tile is None:
            box.look(EMPTY_FILL, DOWN_PEN)
            box.base_tip = "Empire track: the tile was taken this game turn"
            return
        side = D.EMPIRE_BY_ID[tile].side(era)
        box.look("#e9dcc0", pen("#6b5a3e", 1.3))
        box.text(str(side.number), MIN_PX + 2, 12, 13, "c", INK, True)
        if side.water:
            box.glyph("ship", 16, "#3e6580", box.w - 12, 13)
        for k, r in enumerate(side.rows):
            box.glyph("mdi6.sword-cross", 12, SOFT, 8, 13 + (k + 1) * LINE)
            box.text(f"{r.attacker}:{r.defender}", MIN_PX, 16, 13 + (k + 1) * LINE, "l", INK)
        box.base_tip = empire_tip(tile, era)

    def _trade(self, box: Box, tid: str, era: int, user: int, names, colours, initials) -> None:
        if not box.renew((tid, era, user)):
            return
        b = D.TRADE_BY_ID[tid]
        usable = era in b.eras
        box.look(CARD if usable else "#e4dccb", pen("#6b5a3e" if usable else "#b3a27e", 1.3))
        ink = INK if usable else FAINT
        box.glyph("fa6s.circle", 13, KIND_COLOUR["discs"], 10, 12)
        box.text(str(b.discs), MIN_PX, 20, 12, "l", ink, True)
        reward = "gold" if b.reward == "gold" else "vp"
        box.glyph(KIND_ICON[reward], 14, KIND_COLOUR[reward], 10, 12 + LINE)
        box.text(str(b.amount), MIN_PX, 20, 12 + LINE, "l", ink, True)
        if user >= 0:  # its discs lie on the box until the next New Tiles phase
            box.rect_item(QRectF(3, 12 + 2 * LINE - 11, box.w - 6, 22), colours[user], "#1a1a1a")
            box.text(initials[user], MIN_PX, box.w / 2, 12 + 2 * LINE, "c", ink_on(colours[user]), True)
        else:
            eras = "·".join(ERA_WORDS[e] for e in b.eras)
            if len(b.eras) > 2 and list(b.eras) == list(range(b.eras[0], b.eras[-1] + 1)):
                eras = f"{ERA_WORDS[b.eras[0]]}–{ERA_WORDS[b.eras[-1]]}"  # "I·II·III" is too wide for the box
            box.text(eras, MIN_PX, box.w / 2, 12 + 2 * LINE, "c", SOFT if usable else FAINT)
        box.base_tip = trade_tip(tid, era, names[user] if user >= 0 else "")

    def _aside(self, view, owners) -> None:
        draw_aside(self, view, owners)
