"""The player board of the seat at the screen, as printed (§8): the five resource tracks 0–8, the town
upkeep track (its huts and unhappy faces) and the military upkeep track (its warriors, enslaved ones in
their owner's colour), the settlers at home and the legends; beside them the improvement slots, the
technologies by colour, the wonders and the conversions the player may use."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem

from dawnofempires_gui.engine.words import plural

from . import data as D
from .board_items import (ALERT, FAINT, INK, PAPER, RES_COLOURS, SOFT, TECH_COLOURS, Glyph, Text, TipRect, TipText,
                          brush, building_tip, elide, ink_on, inert, light, part, parts_of, pen, readable, shelve,
                          tech_tip)

RES_WORDS = D.RESOURCES
UNHAPPY = set(D.UNHAPPY_SPACES)
SETTLERS_X = 86.0  # the first settler at home, clear of the word "Settlers"


def score_of(view, p: int) -> int:
    try:
        return sum(view.score_parts(p).values())
    except Exception:  # noqa: BLE001 — a score is a courtesy on the board, never worth a crash
        return 0


class Header:
    """The band on top of a player's board: colour disc and initial, name, empire and place in the order,
    whether the player is to move, and the victory points so far."""

    def __init__(self, parent: QGraphicsItem, w: float, h: float, name: str, initial: str, colour: str,
                 px: float) -> None:
        band = inert(QGraphicsRectItem(0, 0, w, h, parent))
        band.setBrush(brush(light(colour, 0.35)))
        band.setPen(pen("#6b5a3e", 0))
        disc = inert(QGraphicsPathItem(parent))
        path = QPainterPath()
        path.addEllipse(QPointF(h / 2, h / 2), h / 2 - 4, h / 2 - 4)
        disc.setPath(path)
        disc.setBrush(brush(colour))
        disc.setPen(pen("#1a1a1a", 1.3))
        self.letter = Text(initial, 15, parent, h / 2, h / 2, "c", ink_on(colour), True)
        self.name = Text(elide(name, px, 150, True), px, parent, h + 2, h / 2, "l", INK, True)
        self.name.setToolTip(name)
        self.empire = Text("", 15, parent, h + 12 + self.name.boundingRect().width(), h / 2, "l", "#3b2f1e")
        self.turn = Text("", 15, parent, w - 74, h / 2, "r", ALERT, True)
        Glyph("points", 14, "#8a6d1f", parent, w - 62, h / 2)
        self.vp = Text("", 15, parent, w - 52, h / 2, "l", INK, True)

    def update(self, view, p: int, moving: bool) -> None:
        emp = D.EMPIRES.get(view.empire[p])
        place = view.order.index(p) + 1
        nth = {1: "1st", 2: "2nd", 3: "3rd"}.get(place, f"{place}th")
        self.empire.set((emp.name if emp else "no empire yet") + f" · plays {nth}")
        self.turn.set("▶ to move" if moving else "")
        self.vp.set(f"{score_of(view, p)} VP")


class PlayerBoard(QGraphicsRectItem):
    """Each part (the header, each resource track, each upkeep track, the home row, the right half) is
    painted from a picture of its own."""
    W, H = 560.0, 300.0
    CELL = 25.0
    X0 = 106.0  # where the tracks' cells start
    RIGHT = 334.0  # where the right half starts

    def __init__(self, board, p: int, name: str, colour: str) -> None:
        super().__init__(0, 0, self.W, self.H)
        inert(self)
        self.p = p
        self.colour = colour
        self.ink = readable(colour)  # the seat's colour for icons on the light board (pale ones darker)
        self.setBrush(brush(PAPER))
        self.setPen(pen("#6b5a3e", 2))
        self.setData(0, f"board-{p}")
        head = part(self, f"board-header-{p}", ground=PAPER)
        self.header = Header(head, self.W, 28, name, board.initials[p], colour, 16)
        self._build_resources()
        self._build_upkeep()
        self._build_right()
        self.key = None
        self.right_key = None
        self.res_shown: list[int | None] = [None] * len(RES_WORDS)  # the value each track shows
        self.parts = parts_of(self)
        self.shown = True

    def set_shown(self, shown: bool) -> None:
        """Draw this board or keep it undrawn under the one shown (one player's board at a time): its parts
        keep their pictures, so that showing it again costs only what changed meanwhile."""
        if shown == self.shown:
            return
        self.shown = shown
        shelve(self.parts, not shown)
        self.setBrush(brush(PAPER) if shown else QBrush(Qt.NoBrush))
        self.setPen(pen("#6b5a3e", 2) if shown else QPen(Qt.NoPen))
        self.setZValue(1 if shown else 0)  # the board shown lies above the others: its items answer the pointer

    def _build_resources(self) -> None:
        c = self.CELL
        self.res_cells: list[list[QGraphicsRectItem]] = []
        self.res_nums: list[list[Text]] = []
        for i, word in enumerate(RES_WORDS):  # a part per track: a payment moves one or two markers
            tracks = part(self, f"board-resources-{self.p}-{word}", ground=PAPER)
            y = 34 + i * 24
            Glyph(word, 15, RES_COLOURS[word], tracks, 13, y + 10)
            Text(word, 15, tracks, 23, y + 10, "l", INK)
            cells, nums = [], []
            for v in range(D.CAP + 1):
                r = inert(QGraphicsRectItem(self.X0 + v * c, y, c - 2, 21, tracks))
                r.setData(0, f"track-{self.p}-{word}-{v}")
                cells.append(r)
                nums.append(Text(str(v), 15, tracks, self.X0 + v * c + (c - 2) / 2, y + 10.5, "c", FAINT))
            self.res_cells.append(cells)
            self.res_nums.append(nums)

    def _build_upkeep(self) -> None:
        c = self.CELL
        y = 158
        upkeep = part(self, f"board-upkeep-towns-{self.p}", ground=PAPER)  # a part per track
        self.town_title = Text("", 15, upkeep, 8, y + 8, "l", INK, True)
        self.hut_icons, self.hut_faces, self.hut_cells = [], [], []
        for i, v in enumerate(D.TOWN_UPKEEP):
            x = self.X0 + i * c
            r = inert(QGraphicsRectItem(x, y + 17, c - 2, 38, upkeep))
            r.setPen(pen("#a8987a", 1))
            Text(str(v), 15, upkeep, x + (c - 2) / 2, y + 26, "c", SOFT, True)
            face = Glyph("unhappy", 13, ALERT, upkeep, x + (c - 2) / 2, y + 45) if (i + 1) in UNHAPPY else None
            hut = Glyph("town", 16, self.ink, upkeep, x + (c - 2) / 2, y + 45)
            hut.setData(0, f"trackhut-{self.p}-{i}")
            self.hut_cells.append(r)
            self.hut_icons.append(hut)
            self.hut_faces.append(face)
        self.unhappy = Text("", 15, upkeep, 8, y + 36, "l", SOFT)
        y = 218
        upkeep = part(self, f"board-upkeep-warriors-{self.p}", ground=PAPER)
        self.war_title = Text("", 15, upkeep, 8, y + 8, "l", INK, True)
        self.war_icons, self.war_cells = [], []
        for i, v in enumerate(D.MILITARY_UPKEEP):
            x = self.X0 + i * c
            r = inert(QGraphicsRectItem(x, y + 17, c - 2, 38, upkeep))
            r.setPen(pen("#a8987a", 1))
            Text(str(v), 15, upkeep, x + (c - 2) / 2, y + 26, "c", SOFT, True)
            icon = Glyph("warrior", 16, self.ink, upkeep, x + (c - 2) / 2, y + 45)
            icon.setData(0, f"trackwarrior-{self.p}-{i}")
            self.war_cells.append(r)
            self.war_icons.append(icon)
        self.war_extra = Text("", 15, upkeep, 8, y + 36, "l", SOFT)
        y = 283
        home = part(self, f"board-home-{self.p}", ground=PAPER)
        self.legend_icon = Glyph("fa6s.star", 15, "#c08a00", home, self.RIGHT + 92, y)
        self.legends = Text("", 15, home, self.RIGHT + 102, y, "l", INK, True)
        Text("Settlers", 15, home, 8, y, "l", INK, True)
        self.settler_icons = [Glyph("settler", 16, self.ink, home, SETTLERS_X + 18 * i, y) for i in range(D.SETTLERS)]
        for i, g in enumerate(self.settler_icons):
            g.setData(0, f"home-settler-{self.p}-{i}")
        self.costs = Text("", 15, home, SETTLERS_X + 18 * D.SETTLERS + 4, y, "l", SOFT)

    def _build_right(self) -> None:
        x0 = self.RIGHT
        right = part(self, f"board-right-{self.p}", ground=PAPER)
        Text("Improvements", 15, right, x0, 41, "l", INK, True)
        self.imp_slots: dict[str, QGraphicsRectItem] = {}
        w, h = 71.0, 22.0
        for i, bid in enumerate(D.IMPROVEMENTS):
            b = D.BUILDINGS[bid]
            x, y = x0 + (i % 3) * (w + 3), 52 + (i // 3) * (h + 3)
            r = inert(TipRect(x, y, w, h, right))
            r.words = lambda bid=bid: self._building_words(bid)
            Text(b.name, 15, r, x + w / 2, y + h / 2, "c", INK)
            self.imp_slots[bid] = r
        Text("Technologies", 15, right, x0, 138, "l", INK, True)
        self.tech_rows: dict[str, tuple[QGraphicsRectItem, Text]] = {}
        for k, colour in enumerate(D.COLOURS):
            y = 150 + k * 22
            swatch = inert(QGraphicsRectItem(x0, y, 14, 18, right))
            swatch.setBrush(brush(TECH_COLOURS[colour]))
            swatch.setPen(pen(QColor(TECH_COLOURS[colour]).darker(140).name(), 1))
            row = TipText("", 15, right, x0 + 20, y + 9, "l", INK)
            row.words = lambda colour=colour: self._tech_words(colour)
            self.tech_rows[colour] = (swatch, row)
        self.wonders = Text("", 15, right, x0, 246, "l", INK, True)
        self.exchanges = Text("", 15, right, x0, 264, "l", SOFT)
        self.view = None  # the view the right half shows (its tooltips are written from it when read)

    def _building_words(self, bid: str) -> str:
        view = self.view
        if view is None:
            return building_tip(bid, 1, None, "")
        return building_tip(bid, view.edition, None, view.seat_name(self.p) if bid in view.imps[self.p] else "")

    def _tech_words(self, colour: str) -> str:
        view = self.view
        held = [t for t in view.techs[self.p] if D.TECHS[t].colour == colour] if view is not None else []
        return "<hr>".join(tech_tip(t, view.tech_left[t], []) for t in held) or f"No {colour} technology yet (at most 3)"

    def update_board(self, view, moving: bool) -> None:
        p = self.p
        self._update_right(view)  # (its own key: it changes seldom)
        key = (tuple(view.res[p]), view.huts_track[p], view.war_track[p], tuple(view.slaves[p]), view.legends[p],
               view.settlers_home[p], tuple(view.techs[p]), tuple(view.imps[p]), tuple(sorted(view.wonder_owner.items())),
               view.empire[p], moving, view.xp[p], tuple(view.town_size), tuple(view.town_owner), tuple(view.unit_w))
        if key == self.key:
            return
        self.key = key
        self.header.update(view, p, moving)
        for i, word in enumerate(RES_WORDS):
            v = view.res[p][i]
            if v == self.res_shown[i]:
                continue
            self.res_shown[i] = v
            for k, (cell, num) in enumerate(zip(self.res_cells[i], self.res_nums[i])):
                on = k == v
                cell.setBrush(brush(self.colour if on else "#fbf6e8"))
                cell.setPen(pen("#1a1a1a", 2) if on else pen("#a8987a", 1))
                num.set(str(k), ink_on(self.colour) if on else FAINT)
        on_map = D.HUTS - view.huts_track[p]
        for i, (hut, face) in enumerate(zip(self.hut_icons, self.hut_faces)):
            present = i >= on_map
            hut.setVisible(present)
            if face is not None:
                face.setVisible(not present)
            self.hut_cells[i].setBrush(brush("#f3ead3" if present else "#fffdf6"))
        paid_with = " or ".join(view.rules.town_upkeep_paid_with)
        self.town_title.set(f"Town upkeep: {D.town_upkeep(on_map)} {paid_with}")
        unhappy = view.unhappy(p)
        self.unhappy.set(f"{unhappy} unhappy" if unhappy else "all content")
        self.unhappy.setToolTip(f"{view.happy_faces(p)} happy faces against {D.unhappy_faces(on_map)} unhappy faces "
                                "shown on the track: a cube is lost in each Harvest per unhappy face not cancelled")
        pieces = [(self.colour, "")] * view.war_track[p]
        for q, k in enumerate(view.slaves[p]):
            if k:
                pieces = [(view_colour(view, q), view.seat_name(q))] * k + pieces
        n_spaces = len(self.war_icons)
        shown = pieces[-n_spaces:]
        empty = n_spaces - len(shown)
        for i, icon in enumerate(self.war_icons):
            if i >= empty:
                colour, who = shown[i - empty]
                icon.set("fa6s.link" if who else "warrior", readable(colour))
                icon.setToolTip(f"A warrior of {who}, enslaved" if who else "")
                icon.show()
            else:
                icon.hide()
            self.war_cells[i].setBrush(brush("#f3ead3" if i >= empty else "#fffdf6"))
        extra = len(pieces) - n_spaces
        self.war_title.set(f"Military upkeep: {view.military_upkeep_due(p)} money")
        warriors = view.warriors_on_map(p)  # ("on the map" ran into the track)
        self.war_extra.set(f"+{extra} beside" if extra > 0 else f"{warriors} on map")
        self.legends.set(plural(view.legends[p], "legend"))
        for i, g in enumerate(self.settler_icons):
            g.setVisible(i < view.settlers_home[p])
        self.costs.set(f"settler {view.settler_cost(p)} food · grow {view.grow_cost(p)} food")

    def _update_right(self, view) -> None:
        """The right half (improvements, technologies, wonders, exchanges), its words made only when what they
        show changed (seldom: a research or a build); the tooltips of its slots and rows are written when read,
        from the view last drawn (the copies left in the supply follow the other players' research)."""
        p = self.p
        key = (tuple(view.imps[p]), tuple(view.techs[p]), tuple(sorted(view.wonder_owner.items())))
        self.view = view
        if key == self.right_key:
            return
        self.right_key = key
        wonders = [D.BUILDINGS[w].name for w, o in view.wonder_owner.items() if o == p]
        full = ("Wonders: " + ", ".join(wonders)) if wonders else "No wonder"
        self.wonders.set(elide(full, 15, self.W - self.RIGHT - 8, True))
        self.wonders.setToolTip(full)
        for bid, slot in self.imp_slots.items():
            have = bid in view.imps[p]
            slot.setBrush(brush(light(self.colour, 0.45) if have else "#f3ead3"))
            slot.setPen(pen("#1a1a1a", 2) if have else pen("#c2b495", 1))
            slot.setOpacity(1.0 if have else 0.6)
        for colour, (swatch, text) in self.tech_rows.items():
            held = [D.TECHS[t].name for t in view.techs[p] if D.TECHS[t].colour == colour]
            text.set(elide(", ".join(held) or "—", 15, self.W - self.RIGHT - 28))
        exchanges = view.exchanges_of(p, False)
        full = ("In your turn: " + "; ".join(f"{e.text()} ({e.name})" for e in exchanges)) if exchanges else ""
        self.exchanges.set(elide(full, 15, self.W - self.RIGHT - 8))
        self.exchanges.setToolTip(full)


def view_colour(view, q: int) -> str:
    from dawnofempires_gui.ui.style import seat_colour

    return seat_colour(q, view.seats[q].colour).name()
