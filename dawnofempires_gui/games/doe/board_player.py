"""Player boards of Dawn of Empires (the seat at the screen large, the others compact), the turn panel
(Harvest tray, empire cards, the scene buttons) and the tooltips of the supply tiles."""
from __future__ import annotations

import re
from functools import lru_cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem

from dawnofempires_gui.paths import resource
from dawnofempires_gui.ui.style import seat_colour

from . import data as D
from .board_items import (INK, NO_PEN, PAPER, TECH_COLOURS, TERRAIN, Button, Glyph, Hot, Text, brush,
                          hot_rect, inert, metrics, pen)

RES_WORDS = ("food", "production", "wealth", "money", "science")
RES_COLOURS = {"food": "#7a5b12", "production": "#6b4f2a", "wealth": "#6a3d9a", "money": "#8a6d1f", "science": "#2f5d8a"}
UNHAPPY = set(D.UNHAPPY_SPACES)
STEP_NOTES = {
    "empire": "Click an empire card to play it.",
    "start": "Click a flag on the map to lay your starting tiles there",
    "rondel": "Click a highlighted action on the rondel (clockwise; the cost of paid steps is shown beside it).",
    "upkeep": "You cannot pay all the upkeep: click a town to remove a hut, or a tile to return a warrior.",
    "research": "Click a highlighted technology in the supply to research it.",
    "research_bonus": "Philosophy: click another technology to research it, or end your turn.",
    "recruit": "Click a highlighted tile next to your towns to place a warrior or a settler there.",
    "recruit_extra": "Barracks: click a tile to recruit a second warrior, or end your turn.",
    "move_pick": "Click a highlighted tile to choose which of your units there move.",
    "move_stack": "Click a neighbouring tile to move there, a rival town to raid it or a free corner to found a town.",
    "explore": "Click a highlighted face-down tile next to your warriors to explore it.",
    "build": "Click a highlighted improvement or wonder in the supply to build it.",
    "grow": "Click one of your highlighted towns to add a hut.",
    "done": "Your action is done: convert resources with the buttons below or end your turn.",
    "legend": "You won the combat: promote one fallen warrior to a legend?",
    "mars": "Click a highlighted tile next to your towns to place the Spirit of Mars.",
}


@lru_cache(maxsize=1)
def house_names() -> frozenset[str]:
    """Technology names SOURCES.md marks "(house)"."""
    try:
        text = resource("doe", "SOURCES.md").read_text(encoding="utf-8")
    except OSError:
        return frozenset()
    return frozenset(m.group(1).strip() for m in re.finditer(r"^\|\s*\w+\s*\|\s*\d+\s*\|\s*([^|(]+?)\s*\(house\)", text, re.M))


def tech_tip(tid: str, left: int, owners: list[str]) -> str:
    t = D.TECHS[tid]
    name_src = " (name: house value)" if t.name in house_names() else ""
    lines = [f"<b>{t.name}</b> — {t.colour} technology{name_src}",
             f"Cost: {t.cost} science <i>(house value)</i>",
             t.text or "No effect of its own.",
             f"Copies left in the supply: {left} of {t.copies}"]
    allows = [b.name for b in D.BUILDINGS.values() if tid in b.requires]
    if allows:
        lines.insert(3, "Allows building: " + ", ".join(allows))
    if owners:
        lines.append("Held by: " + ", ".join(owners))
    lines.append("1 victory point at the end.")
    return "<br>".join(lines)


def building_effect(b: D.Building) -> str:
    bits = []
    if b.effect:
        bits.append(b.effect)
    for ter, res, n in b.convert:
        bits.append(f"Harvest: {ter} cube → {n} {res}.")
    if b.exchange is not None:
        bits.append(f"During your turn: {b.exchange.text()}.")
    if b.harvest:
        bits.append("Each Harvest: " + ", ".join(f"+{n} {r}" for r, n in b.harvest) + ".")
    if b.happy:
        bits.append(f"{b.happy} happy face{'s' if b.happy > 1 else ''}.")
    if b.vp and not b.mars:
        bits.append(f"{b.vp} victory point{'s' if b.vp > 1 else ''}.")
    return " ".join(dict.fromkeys(bits))


def building_tip(bid: str, left: int | None, owner: str) -> str:
    b = D.BUILDINGS[bid]
    house = ""
    if b.kind == "wonder" and bid != "great_wall":
        house = " <i>(house value)</i>"
    kind = "wonder" if b.kind == "wonder" else "city improvement"
    lines = [f"<b>{b.name}</b> — {kind}",
             f"Cost: {b.production} production, {b.money} money{house}",
             "Requires: " + " or ".join(D.TECHS[t].name for t in b.requires),
             building_effect(b) or ""]
    if left is not None:
        lines.append(f"Copies left in the supply: {left} of {b.copies}")
    if owner:
        lines.append(("Built by: " if b.kind == "wonder" else "Held by: ") + owner)
    return "<br>".join(x for x in lines if x)


def elide(text: str, px: float, width: float, bold: bool = True) -> str:
    return metrics(px, bold).elidedText(text, Qt.ElideRight, width)


def _light(colour: str, amount: float = 0.6) -> str:
    c = QColor(colour)
    return QColor(round(c.red() + (255 - c.red()) * amount), round(c.green() + (255 - c.green()) * amount),
                  round(c.blue() + (255 - c.blue()) * amount)).name()


def _dark(colour: str) -> bool:
    c = QColor(colour)
    return 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue() < 120


def score_of(view, p: int) -> int:
    try:
        return sum(view.score_parts(p).values())
    except Exception:  # noqa: BLE001 — a score is a courtesy on the board, never worth a crash
        return 0


class Header:
    def __init__(self, parent: QGraphicsItem, w: float, h: float, name: str, colour: str, px: float) -> None:
        band = inert(QGraphicsRectItem(0, 0, w, h, parent))
        band.setBrush(brush(_light(colour, 0.35)))
        band.setPen(NO_PEN)
        disc = inert(QGraphicsPathItem(parent))
        path = QPainterPath()
        path.addEllipse(QPointF(h / 2, h / 2), h / 2 - 5, h / 2 - 5)
        disc.setPath(path)
        disc.setBrush(brush(colour))
        disc.setPen(pen("#1a1a1a", 1.3))
        Text(name[:1].upper(), px * 0.8, parent, h / 2, h / 2, "c", "#ffffff" if _dark(colour) else "#111111", True)
        self.name = Text(name, px, parent, h + 2, h / 2, "l", INK, True)
        self.empire = Text("", px * 0.78, parent, h + 10 + self.name.boundingRect().width(), h / 2 + 1, "l", "#3b2f1e")
        self.turn = Text("", px * 0.78, parent, w - 92, h / 2, "r", "#8a1f00", True)
        Glyph("points", px, "#8a6d1f", parent, w - 70, h / 2)
        self.vp = Text("", px * 0.9, parent, w - 58, h / 2, "l", INK, True)

    def update(self, view, p: int, moving: bool) -> None:
        emp = D.EMPIRES.get(view.empire[p])
        place = view.order.index(p) + 1
        nth = {1: "1st", 2: "2nd", 3: "3rd"}.get(place, f"{place}th")
        self.empire.set((emp.name if emp else "(no empire yet)") + f" · plays {nth}")
        self.turn.set("▶ to move" if moving else "")
        self.vp.set(f"{score_of(view, p)} VP")


class PlayerBoard(QGraphicsRectItem):
    """The seat at the screen: resource tracks 0–8, town and military upkeep tracks, improvement slots,
    technologies by colour, settlers at home, legends and wonders."""

    W, H = 700.0, 384.0
    CELL = 36.0
    X0 = 112.0

    def __init__(self, board, p: int, name: str, colour: str) -> None:
        super().__init__(0, 0, self.W, self.H)
        inert(self)
        self.p = p
        self.colour = colour
        self.setBrush(brush(PAPER))
        self.setPen(pen("#6b5a3e", 2))
        self.setData(0, f"board-{p}")
        self.header = Header(self, self.W, 36, name, colour, 18)
        self._build_resources()
        self._build_upkeep()
        self._build_right()
        self.key = None

    def _build_resources(self) -> None:
        c = self.CELL
        self.res_cells: list[list[QGraphicsRectItem]] = []
        self.res_nums: list[list[Text]] = []
        for i, word in enumerate(RES_WORDS):
            y = 48 + i * 30
            Glyph(word, 18, RES_COLOURS[word], self, 20, y + 13)
            Text(word, 11.5, self, 34, y + 13, "l", INK, True)
            cells, nums = [], []
            for v in range(D.CAP + 1):
                r = inert(QGraphicsRectItem(self.X0 + v * c, y, c - 3, 26, self))
                r.setPen(pen("#a8987a", 1))
                r.setBrush(brush("#fbf6e8"))
                r.setData(0, f"track-{self.p}-{word}-{v}")
                cells.append(r)
                nums.append(Text(str(v), 12, self, self.X0 + v * c + (c - 3) / 2, y + 13, "c", "#7d6e55"))
            self.res_cells.append(cells)
            self.res_nums.append(nums)

    def _build_upkeep(self) -> None:
        c = self.CELL
        y = 204
        Text("Town upkeep", 10.5, self, 10, y + 10, "l", INK, True)
        self.town_due = Text("", 10.5, self, 10, y + 25, "l", "#8a1f00", True)
        self.unhappy = Text("", 10, self, 10, y + 39, "l", "#5a4a30")
        self.hut_cells, self.hut_icons, self.hut_faces = [], [], []
        for i, v in enumerate(D.TOWN_UPKEEP):
            x = self.X0 + i * c
            r = inert(QGraphicsRectItem(x, y, c - 3, 46, self))
            r.setPen(pen("#a8987a", 1))
            r.setBrush(brush("#f3ead3"))
            Text(str(v), 11, self, x + (c - 3) / 2, y + 9, "c", "#5a4a30", True)
            face = Glyph("unhappy", 13, "#8a1f00", self, x + (c - 3) / 2, y + 32) if (i + 1) in UNHAPPY else None
            hut = Glyph("town", 20, self.colour, self, x + (c - 3) / 2, y + 31)
            hut.setData(0, f"trackhut-{self.p}-{i}")
            self.hut_cells.append(r)
            self.hut_icons.append(hut)
            self.hut_faces.append(face)
        y = 258
        Text("Military upkeep", 10.5, self, 10, y + 10, "l", INK, True)
        self.war_due = Text("", 10.5, self, 10, y + 25, "l", "#8a1f00", True)
        self.war_extra = Text("", 10, self, 10, y + 39, "l", "#5a4a30")
        self.war_cells, self.war_icons = [], []
        for i, v in enumerate(D.MILITARY_UPKEEP):
            x = self.X0 + i * c
            r = inert(QGraphicsRectItem(x, y, c - 3, 46, self))
            r.setPen(pen("#a8987a", 1))
            r.setBrush(brush("#f3ead3"))
            Text(str(v), 11, self, x + (c - 3) / 2, y + 9, "c", "#5a4a30", True)
            icon = Glyph("warrior", 20, self.colour, self, x + (c - 3) / 2, y + 31)
            icon.setData(0, f"trackwarrior-{self.p}-{i}")
            self.war_cells.append(r)
            self.war_icons.append(icon)
        x = self.X0 + len(D.MILITARY_UPKEEP) * c + 6
        self.legend_icon = Glyph("fa6s.star", 18, "#c08a00", self, x + 8, y + 23)
        self.legends = Text("", 11.5, self, x + 20, y + 23, "l", INK, True)
        # settlers at home
        y = 314
        Text("Settlers", 12, self, 12, y + 14, "l", INK, True)
        Text("at home", 10, self, 12, y + 30, "l", "#5a4a30")
        self.settler_icons = []
        for i in range(D.SETTLERS):
            r = inert(QGraphicsRectItem(self.X0 + i * c, y, c - 3, 40, self))
            r.setPen(pen("#a8987a", 1))
            r.setBrush(brush("#f3ead3"))
            g = Glyph("settler", 22, self.colour, self, self.X0 + i * c + (c - 3) / 2, y + 20)
            g.setData(0, f"home-settler-{self.p}-{i}")
            self.settler_icons.append(g)
        self.settler_cost = Text("", 10.5, self, self.X0 + 2 * c + 4, y + 20, "l", "#5a4a30")
        self.wonders = Text("", 11, self, self.X0 + 2 * c + 4, y + 44, "l", INK, True)
        self.exchanges = Text("", 10, self, 12, y + 60, "l", "#5a4a30")

    def _build_right(self) -> None:
        x0 = 466.0
        Text("City improvements", 12.5, self, x0, 52, "l", INK, True)
        self.imp_slots: dict[str, QGraphicsRectItem] = {}
        w, h = 74.0, 36.0
        for i, bid in enumerate(D.IMPROVEMENTS):
            b = D.BUILDINGS[bid]
            x, y = x0 + (i % 3) * (w + 3), 64 + (i // 3) * (h + 3)
            r = inert(QGraphicsRectItem(x, y, w, h, self))
            r.setPen(pen("#a8987a", 1))
            r.setBrush(brush("#f3ead3"))
            r.setToolTip(building_tip(bid, None, ""))
            Text(b.name, 10.5, r, x + w / 2, y + 11, "c", INK, True)
            Text(f"{b.production}P · {b.money}M", 10, r, x + w / 2, y + 26, "c", "#5a4a30")
            self.imp_slots[bid] = r
        Text("Technologies", 12.5, self, x0, 190, "l", INK, True)
        self.tech_rows: dict[str, list[tuple[QGraphicsRectItem, Text]]] = {}
        tw = 72.0
        for k, colour in enumerate(D.COLOURS):
            y = 202 + k * 26
            fill = TECH_COLOURS[colour]
            row = []
            for j in range(3):
                x = x0 + j * (tw + 4)
                r = inert(QGraphicsRectItem(x, y, tw, 22, self))
                r.setPen(pen(QColor(fill).darker(140).name(), 1))
                r.setBrush(brush(_light(fill, 0.75)))
                t = Text("", 9.5, r, x + tw / 2, y + 11, "c", INK, True)
                row.append((r, t))
            self.tech_rows[colour] = row

    def update_board(self, view, moving: bool) -> None:
        p = self.p
        key = (tuple(view.res[p]), view.huts_track[p], view.war_track[p], tuple(view.slaves[p]), view.legends[p],
               view.settlers_home[p], tuple(view.techs[p]), tuple(view.imps[p]), tuple(sorted(view.wonder_owner.items())),
               view.empire[p], moving, view.xp[p], tuple(view.town_size), tuple(view.town_owner))
        if key == self.key:
            return
        self.key = key
        self.header.update(view, p, moving)
        for i, word in enumerate(RES_WORDS):
            v = view.res[p][i]
            for k, (cell, num) in enumerate(zip(self.res_cells[i], self.res_nums[i])):
                on = k == v
                cell.setBrush(brush(self.colour if on else "#fbf6e8"))
                cell.setPen(pen("#1a1a1a", 2) if on else pen("#a8987a", 1))
                num.set(str(k), ("#ffffff" if _dark(self.colour) else "#111111") if on else "#7d6e55")
        on_track = view.huts_track[p]
        on_map = D.HUTS - on_track
        for i, (hut, face) in enumerate(zip(self.hut_icons, self.hut_faces)):
            present = i >= on_map
            hut.setVisible(present)
            if face is not None:
                face.setVisible(not present)
            self.hut_cells[i].setBrush(brush("#f3ead3" if present else "#fffdf6"))
        self.town_due.set(f"due {D.town_upkeep(on_map)} food")
        unhappy = view.unhappy(p)
        self.unhappy.set(f"{unhappy} unhappy face{'s' if unhappy > 1 else ''}" if unhappy else "all content")
        pieces = [(self.colour, "own")] * view.war_track[p]
        for q, k in enumerate(view.slaves[p]):
            if k:
                pieces = [(seat_colour(q, view.seats[q].colour).name(), view.seat_name(q))] * k + pieces
        n_spaces = len(self.war_icons)
        shown = pieces[-n_spaces:]
        empty = n_spaces - len(shown)
        for i, icon in enumerate(self.war_icons):
            if i >= empty:
                colour, who = shown[i - empty]
                icon.set("fa6s.link" if who != "own" else "warrior", colour)
                icon.setToolTip("" if who == "own" else f"A warrior of {who}, enslaved")
                icon.show()
            else:
                icon.hide()
            self.war_cells[i].setBrush(brush("#f3ead3" if i >= empty else "#fffdf6"))
        extra = len(pieces) - n_spaces
        self.war_extra.set(f"+{extra} beyond the track" if extra > 0 else f"{view.warriors_on_map(p)} on the map")
        self.war_due.set(f"due {view.military_upkeep_due(p)} money")
        self.legends.set(f"{view.legends[p]} legend{'s' if view.legends[p] != 1 else ''}")
        for i, g in enumerate(self.settler_icons):
            g.setVisible(i < view.settlers_home[p])
        self.settler_cost.set(f"grow {view.grow_cost(p)} food · settler {view.settler_cost(p)} food + 1 production")
        wonders = [D.BUILDINGS[w].name for w, o in view.wonder_owner.items() if o == p]
        full = ("Wonders: " + ", ".join(wonders)) if wonders else ""
        self.wonders.set(elide(full, 11, 272))
        self.wonders.setToolTip(full)
        for bid, slot in self.imp_slots.items():
            have = bid in view.imps[p]
            slot.setBrush(brush(_light(self.colour, 0.45) if have else "#f3ead3"))
            slot.setPen(pen("#1a1a1a", 2) if have else pen("#c2b495", 1))
            slot.setOpacity(1.0 if have else 0.55)
        by_colour: dict[str, list[str]] = {c: [] for c in D.COLOURS}
        for t in view.techs[p]:
            by_colour[D.TECHS[t].colour].append(t)
        for colour, row in self.tech_rows.items():
            for j, (r, text) in enumerate(row):
                tid = by_colour[colour][j] if j < len(by_colour[colour]) else ""
                text.set(elide(D.TECHS[tid].name, 9.5, 68) if tid else "")
                r.setToolTip(tech_tip(tid, view.tech_left[tid], []) if tid else f"An empty {colour} slot (at most 3)")
                r.setBrush(brush(TECH_COLOURS[colour] if tid else _light(TECH_COLOURS[colour], 0.8)))
        exchanges = [ex for ex in view.exchanges_of(p, False)]
        full = ("Conversions in your turn: " + "; ".join(f"{e.text()} ({e.name})" for e in exchanges)) if exchanges else ""
        self.exchanges.set(elide(full, 10, 676, False))
        self.exchanges.setToolTip(full)


class CompactBoard(QGraphicsRectItem):
    """Another seat's board in short: the five resources and experience, huts and warriors with their
    upkeep, settlers and legends, technologies, improvements and wonders (full texts in the tooltips)."""

    W, H = 380.0, 176.0

    def __init__(self, board, p: int, name: str, colour: str) -> None:
        super().__init__(0, 0, self.W, self.H)
        inert(self)
        self.p = p
        self.colour = colour
        self.setBrush(brush(PAPER))
        self.setPen(pen("#6b5a3e", 1.5))
        self.setData(0, f"compact-{p}")
        self.header = Header(self, self.W, 28, name, colour, 15)
        self.res = []
        for i, word in enumerate(RES_WORDS):
            x = 10 + i * 58
            Glyph(word, 17, RES_COLOURS[word], self, x + 9, 44)
            t = Text("", 15, self, x + 21, 44, "l", INK, True)
            t.setData(0, f"res-{p}-{word}")
            t.setToolTip(word)
            self.res.append(t)
        Glyph("experience", 17, "#8a6d1f", self, 10 + 5 * 58 + 9, 44)
        self.xp = Text("", 15, self, 10 + 5 * 58 + 21, 44, "l", INK, True)
        Glyph("town", 15, colour, self, 18, 66)
        self.huts = Text("", 12, self, 30, 66, "l", INK)
        Glyph("warrior", 15, colour, self, 18, 86)
        self.war = Text("", 12, self, 30, 86, "l", INK)
        Glyph("settler", 15, colour, self, 18, 106)
        self.home = Text("", 12, self, 30, 106, "l", INK)
        self.tech_boxes: list[tuple[QGraphicsRectItem, Text]] = []
        for j in range(12):
            x, y = 8 + (j % 6) * 61, 118 + (j // 6) * 20
            r = inert(QGraphicsRectItem(x, y, 59, 18, self))
            r.setPen(NO_PEN)
            t = Text("", 9, r, x + 29.5, y + 9, "c", INK, True)
            self.tech_boxes.append((r, t))
        self.builds = Text("", 11, self, 10, 165, "l", INK)
        self.key = None

    def update_board(self, view, moving: bool) -> None:
        p = self.p
        key = (tuple(view.res[p]), view.huts_track[p], view.war_track[p], tuple(view.slaves[p]), view.legends[p],
               view.settlers_home[p], tuple(view.techs[p]), tuple(view.imps[p]), tuple(sorted(view.wonder_owner.items())),
               view.empire[p], moving, view.xp[p], tuple(view.town_size), tuple(view.town_owner))
        if key == self.key:
            return
        self.key = key
        self.header.update(view, p, moving)
        for i, t in enumerate(self.res):
            t.set(str(view.res[p][i]))
        self.xp.set(str(view.xp[p]))
        on_map = D.HUTS - view.huts_track[p]
        self.huts.set(f"{on_map} huts on the map, {view.huts_track[p]} on the track · upkeep {D.town_upkeep(on_map)} food")
        slaves = sum(view.slaves[p])
        self.war.set(f"{view.war_track[p]} warriors on the track" + (f" +{slaves} enslaved" if slaves else "")
                     + f" · upkeep {view.military_upkeep_due(p)} money")
        unhappy = view.unhappy(p)
        self.home.set(f"{view.settlers_home[p]} settlers at home · {view.legends[p]} legends"
                      + (f" · {unhappy} unhappy" if unhappy else ""))
        techs = sorted(view.techs[p], key=lambda t: (D.COLOURS.index(D.TECHS[t].colour), D.TECHS[t].name))
        for j, (r, text) in enumerate(self.tech_boxes):
            if j < len(techs):
                t = D.TECHS[techs[j]]
                r.setBrush(brush(TECH_COLOURS[t.colour]))
                r.setPen(pen(QColor(TECH_COLOURS[t.colour]).darker(140).name(), 1))
                text.set(elide(t.name, 9, 56))
                r.setToolTip(tech_tip(t.id, view.tech_left[t.id], []))
                r.show()
            else:
                r.hide()
        names = [D.BUILDINGS[b].name for b in view.imps[p]]
        wonders = [D.BUILDINGS[w].name for w, o in view.wonder_owner.items() if o == p]
        text = ", ".join(names) if names else "no improvements"
        if wonders:
            text += " · wonders: " + ", ".join(wonders)
        self.builds.set(elide(text, 11, 360, False))
        self.builds.setToolTip(text)


class TurnPanel(QGraphicsRectItem):
    """What the seat at the screen is doing: the phase, the Harvest tray (collected cubes with their
    conversion and lose chips), the empire cards in setup, and the buttons for the plain actions."""

    W, H = 676.0, 176.0
    BUTTON_KINDS = ("end_turn", "stop_collecting", "done_converting", "pay_upkeep", "end_move", "retire_legend",
                    "legend", "release", "exchange")

    def __init__(self, board) -> None:
        super().__init__(0, 0, self.W, self.H)
        inert(self)
        self.board = board
        self.setBrush(brush("#fbf5e4"))
        self.setPen(pen("#6b5a3e", 1.5))
        self.setData(0, "turn-panel")
        self.title = Text("", 14, self, 10, 14, "l", INK, True)
        self.note = Text("", 11, self, 10, 33, "l", "#5a4a30")
        self.recent = [Text("", 10.5, self, 10, self.H - 42 + 15 * i, "l", "#4b3d2a") for i in range(3)]
        self.recent_texts: list[tuple[str, str]] = []
        self.dynamic: list[QGraphicsItem] = []
        self.key = None

    def _clear(self) -> None:
        for item in self.dynamic:
            for child in [item, *item.childItems()]:
                if isinstance(child, Hot):
                    self.board.unregister(child)
            self.board.retire(item)
        self.dynamic = []

    def add_events(self, view, events) -> None:
        """The last few things that happened, under the buttons (the full log is in the window)."""
        for e in events:
            if e.text:
                colour = seat_colour(e.seat, view.seats[e.seat].colour).darker(160).name() if e.seat is not None else INK
                self.recent_texts.append((e.text, colour))
        self.recent_texts = self.recent_texts[-3:]
        for line, (text, colour) in zip(self.recent, [("", INK)] * (3 - len(self.recent_texts)) + self.recent_texts):
            line.set(text if len(text) <= 110 else text[:108] + "…", colour)

    def update_panel(self, view, me: int, seat: int | None, legal) -> None:
        phase = view.phase() if not view.is_over() else "The game is over."
        self.title.set(phase)
        note = ""
        if view.step in ("collect", "discard", "convert", "upkeep") and view.active == me:
            note = (f"Harvest — town upkeep {view.town_upkeep_due(me)} food, military upkeep "
                    f"{view.military_upkeep_due(me)} money; unhappy faces not cancelled: {view.unhappy(me)}")
            if view.step == "discard":
                note = f"Lose {view.to_discard} cube{'s' if view.to_discard != 1 else ''} to unhappiness: click a lose chip."
            elif view.step == "collect":
                note = "Click the highlighted tiles to collect their cubes. " + note
        elif legal and view.step in STEP_NOTES:
            note = STEP_NOTES[view.step]
            if view.pending:
                note = STEP_NOTES["legend" if view.pending[0][0] == "legend" else "mars"]
            elif view.step == "start":
                emp = D.EMPIRES.get(view.empire[me])
                note += f" ({emp.name}: {', '.join(emp.tiles)})" if emp else ""
        elif seat is None:
            note = "Waiting for the player to move."
        elif not legal:
            note = "Waiting for " + ", ".join(view.seat_name(s) for s in view.to_move()) + "." if view.to_move() else ""
        self.note.set(note)
        buttons = tuple(a for a in legal if a.kind in self.BUTTON_KINDS)
        tray = ()
        if view.step in ("discard", "convert") and view.collected and legal:
            tray = tuple(sorted(view.terrain[t] for t in view.collected))
        empires = tuple(view.empire) if view.step == "empire" else ()
        key = (buttons, tray, empires, view.step, me, tuple(a for a in legal if a.kind in ("convert", "discard", "choose_empire")))
        if key == self.key:
            return
        self.key = key
        self._clear()
        y = 48.0
        if empires or view.step == "empire":
            y = self._empire_cards(view, legal, y)
        if tray:
            y = self._tray(view, me, legal, tray, y)
        x = 10.0
        for a in buttons:
            label, icon = self._button_label(view, a)
            b = Button(self.board, a, label, icon, view.describe(a), self.board.route(a), "#fffaf0", 12.5, self)
            if x + b.w > self.W - 8:
                x, y = 10.0, y + b.h + 6
            b.setPos(x, y)
            x += b.w + 8
            self.board.register(b)
            self.dynamic.append(b)
        bottom = y + (34 if buttons else 0)
        for line in self.recent:  # the recent events give way to the buttons
            line.setVisible(line.pos().y() > bottom)

    @staticmethod
    def _button_label(view, a) -> tuple[str, str]:
        k = a.kind
        if k == "end_turn":
            return "End turn", "fa6s.hourglass-end"
        if k == "stop_collecting":
            return "Stop collecting", "fa6s.hand"
        if k == "done_converting":
            return "Done converting", "fa6s.check"
        if k == "pay_upkeep":
            return "Pay upkeep", "money"
        if k == "end_move":
            return "Stop this stack", "fa6s.hand"
        if k == "retire_legend":
            return "Return a legend", "fa6s.star"
        if k == "legend":
            return ("Promote a legend", "fa6s.star") if a.get("promote") else ("No legend", "fa6s.xmark")
        if k == "release":
            return f"Free a warrior from {view.seat_name(a.get('owner'))}", "fa6s.link"
        if k == "exchange":
            ex = D.EXCHANGES.get(a.get("id"))
            return (ex.text() if ex else "Convert"), "fa6s.right-left"
        return view.describe(a), ""

    def _empire_cards(self, view, legal, y: float) -> float:
        choices = {a.get("empire"): a for a in legal if a.kind == "choose_empire"}
        w, h = 128.0, 66.0
        for i, (eid, emp) in enumerate(D.EMPIRES.items()):
            card = hot_rect(w, h, self, "#fffaf0", pen("#6b5a3e", 1.3), f"empire-{eid}", x=10 + i * (w + 6), y=y)
            Text(emp.name, 13, card, w / 2, 12, "c", INK, True)
            for k, ter in enumerate(emp.tiles):
                fill, line, icon, letter = TERRAIN[ter]
                sw = inert(QGraphicsRectItem(8 + k * 38, 24, 34, 20, card))
                sw.setBrush(brush(fill))
                sw.setPen(pen(line, 1))
                Text(letter, 11, card, 8 + k * 38 + 17, 34, "c", INK, True)
            Text(f"grow {emp.grow} · settler {emp.settler}", 10, card, w / 2, 55, "c", "#5a4a30")
            owner = [p for p in range(view.n) if view.empire[p] == eid]
            card.setToolTip(f"<b>{emp.name}</b>: starting tiles {', '.join(emp.tiles)}; growing a town costs "
                            f"{emp.grow} food, a settler {emp.settler} food (house values)"
                            + (f"<br>Chosen by {view.seat_name(owner[0])}" if owner else ""))
            if owner:
                card.setOpacity(0.45)
            self.board.register(card)
            self.dynamic.append(card)
            if eid in choices:
                card.arm(self.board, (choices[eid],))
        return y + h + 8

    def _tray(self, view, me: int, legal, tray, y: float) -> float:
        counts: dict[str, int] = {}
        for ter in tray:
            counts[ter] = counts.get(ter, 0) + 1
        x = 10.0
        row_h = 30.0
        for ter, k in counts.items():
            fill, line, icon, letter = TERRAIN[ter]
            cube = inert(QGraphicsRectItem(x, y + 4, 22, 22, self))
            cube.setBrush(brush(fill))
            cube.setPen(pen(line, 2))
            cube.setData(0, f"traycube-{ter}")
            self.dynamic.append(cube)
            label = Text(f"{k}× {ter}", 11.5, self, x + 28, y + 15, "l", INK, True)
            self.dynamic.append(label)
            x += 34 + label.boundingRect().width()
            for a in legal:
                if a.get("terrain") != ter:
                    continue
                if a.kind == "convert":
                    n = view.conversions(me, ter).get(a.get("res"), 0)
                    chip = Button(self.board, a, f"{n}", a.get("res"), view.describe(a), self.board.route(a), "#fffaf0", 11, self)
                elif a.kind == "discard":
                    chip = Button(self.board, a, "lose", "unhappy", view.describe(a), self.board.route(a), "#f6dcd4", 11, self)
                else:
                    continue
                if x + chip.w > self.W - 8:
                    x, y = 10.0, y + row_h + 4
                chip.setPos(x, y + 2)
                x += chip.w + 4
                self.board.register(chip)
                self.dynamic.append(chip)
            x += 14
        return y + row_h + 8
