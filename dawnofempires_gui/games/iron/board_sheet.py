"""One player's score sheet of the Iron Age, drawn once and updated in place: ports with their urns,
provinces with their boxes and tribute, monuments, developments, conquest, tribute and disaster tracks.

The sheet is 760 × 1030 scene units (a paper sheet's proportions). The board shows the sheet of the seat
in focus at full size and the others scaled down beside it; only the full-size sheet carries targets.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsLineItem, QGraphicsRectItem

from dawnofempires_gui.engine import Action
from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.board_items import (FAINT, INK, NO_BRUSH, PAPER, PENCIL, Glyph, Hot, Text,
                                                      brush, font, pen, urn_path)

W, H = 760.0, 1034.0
COL = 58.0
FIRST_X, LATER_X, MON_X, MON_STEP = 192.0, 228.0, 254.0, 33.0
SKULL_RED = "#a8322b"


def tint(colour: str, amount: float = 0.55) -> str:
    """The seat colour mixed with paper (amount 0 = colour, 1 = paper)."""
    c, p = QColor(colour), QColor(PAPER)
    mix = [round(a * (1 - amount) + b * amount) for a, b in zip(c.getRgb()[:3], p.getRgb()[:3])]
    return QColor(*mix).name()


def dev_tooltip(info: dict, cost: int, owned_by: str = "") -> str:
    roads = f" (now {cost} with Roads)" if cost != int(info["cost"]) else ""
    lines = [f"<b>{info['name']}</b> — cost {info['cost']}" + roads
             + f", {info['points']} points" + (" ★ (Roads: 6 cheaper)" if info.get("starred") else ""),
             info.get("effect", "")]
    if info.get("bonus"):
        lines.append(f"Bonus at game end: {info['bonus']}.")
    if owned_by:
        lines.append(owned_by)
    return "<br>".join(lines)


def ring_item(parent, rect: QRectF, colour: str, width: float) -> QGraphicsEllipseItem:
    """A hidden circle drawn around a number (the circled choice, the first finisher's points)."""
    ring = QGraphicsEllipseItem(rect, parent)
    ring.setPen(pen(colour, width))
    ring.setBrush(NO_BRUSH)
    ring.hide()
    return ring


def plain_box(parent, rect: QRectF, width: float) -> QGraphicsRectItem:
    """A box that is never a target (tracks): a plain item, painted by Qt without Python."""
    box = QGraphicsRectItem(rect, parent)
    box.setPen(pen(INK, width))
    box.setBrush(brush(PAPER))
    box.fill_colour = PAPER
    return box


def set_fill(item, colour: str) -> None:
    if isinstance(item, Hot):
        item.look(fill=brush(colour))
    elif getattr(item, "fill_colour", None) != colour:
        item.fill_colour = colour
        item.setBrush(brush(colour))


class SeatSheet(QGraphicsRectItem):
    def __init__(self, board, seat: int, name: str, colour: str) -> None:
        super().__init__(0, 0, W, H)
        self.board = board
        self.seat = seat
        self.colour = colour
        self.main = True
        self._tagged: list[QGraphicsItem] = []
        self._dynamic: list[QGraphicsItem] = []
        self._explained: list[tuple[Hot, str]] = []
        self._keys: dict[str, object] = {}
        self.setBrush(brush(PAPER))
        self.setPen(pen(INK, 2))
        self._build_header(name)
        self._build_ports()
        self._build_provinces()
        self._build_monuments()
        self._build_developments()
        self._build_tracks()
        self.setCursor(Qt.ArrowCursor)
        skull_parts = {id(part) for box in self.skull_boxes for part in (box.num, box.icon)}
        self._details = [item for item in self.childItems() + [c for i in self.childItems() for c in i.childItems()]
                         if id(item) not in skull_parts and ((isinstance(item, Text) and item._px <= 12)
                                                             or (isinstance(item, Glyph) and item._size <= 14))]

    # ------------------------------------------------------------------ tags
    def _tag(self, item: QGraphicsItem, tag: str) -> None:
        item.base_tag = tag
        self._tagged.append(item)
        item.setData(0, tag if self.main else f"{tag}@{self.seat}")

    def set_main(self, main: bool) -> None:
        if main == self.main:
            return
        self.main = main
        for item in self._tagged:
            item.setData(0, item.base_tag if main else f"{item.base_tag}@{self.seat}")
        for item in self._details:  # small print is unreadable on a small sheet: not drawn there
            item.setVisible(main)
        if not main:
            self.clear_targets()

    def _dyn(self, item: Hot, tag: str) -> None:
        item.setData(0, tag)
        self._dynamic.append(item)

    def clear_targets(self) -> None:
        for item in self._dynamic:
            item.setData(0, item.base_tag if self.main else f"{item.base_tag}@{self.seat}")
            item.disarm()
        self._dynamic = []
        for item, tip in self._explained:
            item.tip(tip)
        self._explained = []

    def _section(self, title: str, icon: str, x: float, y: float) -> Text:
        Glyph(icon, 20, INK, self).setPos(x, y - 10)
        return Text(title, 17, self, x + 26, y, "l", INK, bold=True, serif=True)

    # ------------------------------------------------------------------ building
    def _build_header(self, name: str) -> None:
        band = QGraphicsRectItem(0, 0, W, 56, self)
        band.setBrush(brush(tint(self.colour, 0.35)))
        band.setPen(pen(INK, 2))
        self.disc = QGraphicsEllipseItem(12, 8, 40, 40, self)
        self.disc.setPen(pen(INK, 2))
        self.disc.setBrush(brush(self.colour))
        Text(name[:1].upper(), 22, self.disc, 32, 28, "c", INK, bold=True)
        shown = QFontMetricsF(font(26, True, True)).elidedText(name, Qt.ElideRight, 290)
        self.name_text = Text(shown, 26, self, 62, 28, "l", INK, bold=True, serif=True)
        self.name_text.setToolTip(name if shown != name else "")
        self.start_icon = Glyph("fa6s.star", 22, INK, self)
        self.start_icon.setToolTip("Start player")
        self.turn_text = Text("", 15, self, 0, 28, "l", INK, bold=True)
        self.dice_icon = Glyph("mdi6.dice-6", 28, INK, self)
        self.dice_icon.setPos(520, 14)
        self.dice_text = Text("×2", 20, self, 550, 28, "l", INK, bold=True)
        self.dice_text.setToolTip("Empire dice rolled each turn: one per port or per province, whichever is more.")
        self.score_icon = Glyph("points", 26, INK, self)
        self.score_icon.setPos(610, 15)
        self.score_text = Text("0", 22, self, 744, 28, "r", INK, bold=True)
        self._tag(self.score_text, "score")

    def _build_ports(self) -> None:
        y0 = 64
        self._section("PORTS", "ship", 14, y0 + 10)
        Text("1 population + urns (goods)", 11, self, 150, y0 + 10, "l", PENCIL)
        self.port_disc, self.port_num, self.port_pop, self.port_urns = [], [], [], []
        for k in range(D.MAX_PORTS):
            cx = 14 + 8 + k * COL + COL / 2
            disc = Hot(QRectF(cx - 16, y0 + 26, 32, 32), self, "ellipse")
            disc.look(pen(INK, 2), brush(PAPER))
            self._tag(disc, f"port-{k + 1}")
            num = Text(str(k + 1), 17, disc, cx, y0 + 42, "c", INK, bold=True)
            self.port_disc.append(disc)
            self.port_num.append(num)
            if k == 0:
                g = Glyph("ship", 26, PENCIL, self)
                g.setPos(cx - 13, y0 + 64)
                disc.tip("Port 1: printed on the sheet, built from the start.")
                self.port_pop.append(None)
                self.port_urns.append([])
                continue
            box = Hot(QRectF(cx - 14, y0 + 62, 28, 28), self)
            box.look(pen(INK, 1.5), brush(PAPER))
            box.icon = Glyph("population", 18, FAINT, box)
            box.icon.setPos(cx - 9, y0 + 67)
            self._tag(box, f"portpop-{k + 1}")
            self.port_pop.append(box)
            urns = []
            for u in range(D.PORT_URNS[k - 1]):
                top = y0 + 96 + u * 32
                urn = Hot(QRectF(cx - 13, top, 26, 28), self, path=urn_path(26, 28).translated(cx - 13, top))
                urn.look(pen(INK, 1.5), brush(PAPER))
                self._tag(urn, f"urn-{k + 1}-{u + 1}")
                urns.append(urn)
            self.port_urns.append(urns)
        self.port_ring = ring_item(self, QRectF(14 + 8 + COL * 1.5 - 21, y0 + 21, 42, 42), INK, 2.5)

    def _build_provinces(self) -> None:
        y0 = 64
        x0 = 392
        self._section("PROVINCES", "town", x0, y0 + 10)
        Text("feed 1 food each", 11, self, x0 + 150, y0 + 10, "l", PENCIL)
        self.prov_disc, self.prov_num, self.prov_boxes, self.prov_trib = [], [], [], []
        for k in range(D.MAX_PROVINCES):
            cx = x0 + 8 + k * COL + COL / 2
            disc = Hot(QRectF(cx - 16, y0 + 26, 32, 32), self, "ellipse")
            disc.look(pen(INK, 2), brush(PAPER))
            self._tag(disc, f"prov-{k + 1}")
            num = Text(str(k + 1), 17, disc, cx, y0 + 42, "c", INK, bold=True)
            self.prov_disc.append(disc)
            self.prov_num.append(num)
            if k == 0:
                g = Glyph("town", 26, PENCIL, self)
                g.setPos(cx - 13, y0 + 64)
                disc.tip("Province 1: printed on the sheet, built from the start.")
                self.prov_boxes.append([])
                continue
            boxes = []
            for b in range(D.PROVINCE_BOXES[k - 1]):
                box = Hot(QRectF(cx - 14, y0 + 62 + b * 33, 28, 28), self)
                box.look(pen(INK, 1.5), brush(PAPER))
                self._tag(box, f"provbox-{k + 1}-{b + 1}")
                boxes.append(box)
            self.prov_boxes.append(boxes)
            trib = D.PROVINCE_TRIBUTE[k - 1]
            t = Text(f"+{trib}", 14, self, cx, y0 + 210, "c", INK, bold=True)
            t.setToolTip(f"Province {k + 1}: {D.PROVINCE_BOXES[k - 1]} population boxes; when built, "
                         f"{D.PROVINCE_ARMIES} armies and {trib} tribute.")
            Glyph("tribute", 13, PENCIL, self).setPos(cx - 6.5, y0 + 186)
            self.prov_trib.append(t)
            disc.tip(t.toolTip())
        self.prov_ring = ring_item(self, QRectF(x0 + 8 + COL * 1.5 - 21, y0 + 21, 42, 42), INK, 2.5)
        line = QGraphicsLineItem(384, y0 + 4, 384, y0 + 222, self)
        line.setPen(pen(FAINT, 1.5))

    def _build_monuments(self) -> None:
        y0 = 294
        self._section("MONUMENTS", "wonder", 14, y0 + 12)
        Text("first", 11, self, FIRST_X, y0 + 12, "c", PENCIL)
        Text("later", 11, self, LATER_X, y0 + 12, "c", PENCIL)
        self.mon_boxes, self.mon_first_disc, self.mon_first_ring = [], [], []
        self.mon_first_cross, self.mon_check, self.mon_label = [], [], []
        for m, info in enumerate(D.MONUMENTS):
            y = y0 + 28 + m * 36
            cy = y + 15
            label = Text(info["name"], 16, self, 14, cy, "l", INK, bold=True, serif=True)
            self.mon_label.append(label)
            first = QGraphicsEllipseItem(FIRST_X - 15, cy - 15, 30, 30, self)
            first.setPen(pen(INK, 1.5))
            first.setBrush(brush(PAPER))
            Text(str(info["first"]), 15, first, FIRST_X, cy, "c", INK, bold=True)
            self._tag(first, f"mon-first-{info['id']}")
            ring = ring_item(self, QRectF(FIRST_X - 18, cy - 18, 36, 36), self.colour, 4)
            self._tag(ring, f"mon-first-ring-{info['id']}")
            cross = QGraphicsLineItem(FIRST_X - 15, cy + 13, FIRST_X + 15, cy - 13, self)
            cross.setPen(pen(SKULL_RED, 3.5))
            cross.hide()
            self._tag(cross, f"mon-first-crossed-{info['id']}")
            Text(str(info["later"]), 15, self, LATER_X, cy, "c", INK, bold=True)
            boxes = []
            for j in range(int(info["boxes"])):
                box = Hot(QRectF(MON_X + j * MON_STEP, y + 1, 28, 28), self)
                box.look(pen(INK, 1.5), brush(PAPER))
                self._tag(box, f"mon-{info['id']}-{j + 1}")
                boxes.append(box)
            self.mon_boxes.append(boxes)
            self.mon_first_disc.append(first)
            self.mon_first_ring.append(ring)
            self.mon_first_cross.append(cross)
            check = Glyph("fa6s.circle-check", 20, "#2e7d32", self)
            check.setPos(FIRST_X - 42, cy - 10)
            check.hide()
            self.mon_check.append(check)

    def _build_developments(self) -> None:
        y0 = 508
        self._section("DEVELOPMENTS", "technology", 14, y0 + 12)
        Text("pay: good 1 · innovation 3 (Metallurgy 5) · wealth 5 · no change", 11.5, self, 746, y0 + 12, "r", PENCIL)
        self.dev_cards: list[Hot] = []
        self.dev_cost: list[Text] = []
        self.dev_check: list[Glyph] = []
        fm = QFontMetricsF(font(11))
        for i, info in enumerate(D.DEVELOPMENTS):
            col, row = divmod(i, 9)
            x = 14 + col * 370
            y = y0 + 28 + row * 38
            card = Hot(QRectF(x, y, 362, 34), self, radius=6)
            card.look(pen(INK, 1.2), brush("#fbf6e8"))
            self._tag(card, f"dev-{info['id']}")
            coin = QGraphicsEllipseItem(x + 4, y + 3, 28, 28, card)
            coin.setPen(pen(INK, 1.2))
            coin.setBrush(brush("#e8c66a"))
            size = 13 if int(info["cost"]) < 10 else 12
            cost = Text(str(info["cost"]), size, coin, x + 18, y + 17, "c", INK, bold=True)
            if info.get("starred"):
                Text("★", 11, card, x + 31, y + 7, "c", "#8a5a00")
            Text(info["name"], 14, card, x + 44, y + 10, "l", INK, bold=True)
            effect = info.get("effect", "")
            if info.get("bonus"):
                bonus = f"Bonus: {info['bonus']}."
                effect = f"{effect} {bonus}" if effect != "No effect in play." else bonus
            Text(fm.elidedText(effect, Qt.ElideRight, 276), 11, card, x + 44, y + 25, "l", PENCIL)
            Glyph("points", 14, PENCIL, card).setPos(x + 322, y + 3)
            Text(str(info["points"]), 15, card, x + 344, y + 10, "c", INK, bold=True)
            check = Glyph("fa6s.circle-check", 18, "#2e7d32", card)
            check.setPos(x + 335, y + 16)
            check.hide()
            card.tip(dev_tooltip(info, int(info["cost"])))
            self.dev_cards.append(card)
            self.dev_cost.append(cost)
            self.dev_check.append(check)
        x, y = 14 + 370, y0 + 28 + 8 * 38
        key = QGraphicsRectItem(x, y, 362, 34, self)
        key.setPen(pen(FAINT, 1))
        key.setBrush(brush("#efe4c8"))
        Text("Disasters: 1 Unrest · 2 Barbarians (4) · 3 Pestilence", 11, key, x + 8, y + 10, "l", INK)
        Text("4 Civil War · 5+ Invasion (10) · Famine: 1 per unfed province", 11, key, x + 8, y + 25, "l", INK)
        key.setToolTip("<br>".join([f"{d['skulls']}{'+' if d['skulls'] == D.MAX_DISASTER_SKULLS else ''} skull(s): "
                             f"<b>{d['name']}</b> — {d['text']}"
                             + (f" Immune: {d['immune'].capitalize()}." if d.get('immune') else "")
                             for d in D.DISASTERS] + ["Famine: 1 skull for each province you cannot feed."]))

    def _build_tracks(self) -> None:
        y0 = 892
        self._section("CONQUEST", "mdi6.sword-cross", 14, y0 + 13)
        self.conquest_boxes = []
        for k in range(D.CONQUEST_TOP):
            box = plain_box(self, QRectF(164 + k * 30, y0, 26, 26), 1.5)
            box.num = Text(str(k + 1), 12, box, 177 + k * 30, y0 + 13, "c", INK, bold=True)
            box.setToolTip(f"Conquest box {k + 1}: a conquest battle is fought against the number of filled boxes.")
            self._tag(box, f"conquest-{k + 1}")
            self.conquest_boxes.append(box)
        self._section("TRIBUTE", "tribute", 14, y0 + 44)
        Text("1 point each", 11, self, 142, y0 + 44, "l", PENCIL)
        self.tribute_boxes = []
        for k in range(D.TRIBUTE_TOP):
            row, col = divmod(k, 20)
            box = plain_box(self, QRectF(14 + col * 22, y0 + 58 + row * 24, 20, 21), 1)
            box.num = Text(str(k + 1), 10, box, 24 + col * 22, y0 + 68.5 + row * 24, "c", PENCIL)
            self._tag(box, f"tribute-{k + 1}")
            self.tribute_boxes.append(box)
        self._section("DISASTERS", "skull", 470, y0 + 44)
        Text("−1 point each", 11, self, 746, y0 + 44, "r", PENCIL)
        self.skull_boxes = []
        for k in range(D.SKULL_TOP):
            row, col = divmod(k, 15)
            x, y = 470 + col * 18.6, y0 + 58 + row * 24
            box = plain_box(self, QRectF(x, y, 16.5, 22), 1)
            box.num = Text(str(k + 1), 8.5, box, x + 8.25, y + 11, "c", PENCIL)
            box.icon = Glyph("skull", 13, "#ffffff", box)
            box.icon.setPos(x + 1.75, y + 4.5)
            box.icon.hide()
            self._tag(box, f"skull-{k + 1}")
            self.skull_boxes.append(box)

    # ------------------------------------------------------------------ updating
    def _changed(self, key: str, value) -> bool:
        if self._keys.get(key) == value:
            return False
        self._keys[key] = value
        return True

    @staticmethod
    def _mark(box, filled: bool) -> None:
        set_fill(box, PENCIL if filled else PAPER)
        num = getattr(box, "num", None)
        if num is not None:
            num.set(num.text(), "#ffffff" if filled else (PENCIL if box.rect().width() < 24 else INK))
        icon = getattr(box, "icon", None)
        if icon is not None and box.rect().width() < 20:  # skull boxes
            icon.setVisible(filled)
            num.setVisible(not filled)
        elif icon is not None:
            icon.setVisible(not filled)

    def update_sheet(self, v, active: bool, winner: bool = False) -> None:
        s = self.seat
        if self._changed("head", (active, winner, v.start_player == s, v.empire_dice(s), v.stage == "over")):
            self.start_icon.setVisible(v.start_player == s)
            x = 62 + self.name_text.boundingRect().width() + 12
            self.start_icon.setPos(x, 17)
            self.turn_text.move(x + (30 if v.start_player == s else 0), 28)
            if v.stage == "over":
                self.turn_text.set("♛ winner" if winner else "", "#7a1f12")
            else:
                self.turn_text.set("◀ to move" if active else "", INK)
            self.dice_text.set(f"×{v.empire_dice(s)}")
            self.setPen(pen(self.colour if active else INK, 6 if active else 2))
        parts = v.score_parts(s)
        total = sum(parts.values())
        if self._changed("score", total):
            self.score_text.set(f"{total} pts")
            self.score_icon.setPos(744 - self.score_text.boundingRect().width() - 32, 15)
        if self._changed("parts", tuple(parts.values())):
            tip = "Score so far: " + ", ".join(f"{k} {val}" for k, val in parts.items())
            self.score_icon.setToolTip(tip)
            self.score_text.setToolTip(tip)
        self._update_ports(v)
        self._update_provinces(v)
        self._update_monuments(v)
        self._update_devs(v)
        self._update_tracks(v)

    def _update_ports(self, v) -> None:
        s = self.seat
        key = (v.ports[s], v.port_pop[s], v.urns[s], v.setup_choice[s])
        if not self._changed("ports", key):
            return
        ports, pop, urns, choice = key
        for k in range(D.MAX_PORTS):
            built = ports > k
            self.port_disc[k].look(fill=brush(PENCIL if built else PAPER))
            self.port_num[k].set(str(k + 1), "#ffffff" if built else INK)
            if k == 0:
                continue
            self._mark(self.port_pop[k], pop >= k)
            start = D.URNS_CUM[k - 1] - D.PORT_URNS[k - 1]
            for u, urn in enumerate(self.port_urns[k]):
                urn.look(fill=brush(PENCIL if start + u < urns else PAPER))
            need = D.PORT_URNS[k - 1]
            state = "built" if built else "not built yet"
            tip = (f"Port {k + 1} ({state}): 1 population and {need} goods (urns). "
                   "Each port makes every goods die worth 1 more good.")
            self.port_disc[k].tip(tip)
            self.port_pop[k].tip(f"{tip}<br>Population box: {'filled' if pop >= k else 'empty'}.")
            filled = max(0, min(need, urns - start))
            for urn in self.port_urns[k]:
                urn.tip(f"{tip}<br>Urns: {filled} of {need} filled (1 good each).")
        self.port_ring.setVisible(choice == "port")

    def _update_provinces(self, v) -> None:
        s = self.seat
        key = (v.provinces[s], v.prov_boxes[s], v.setup_choice[s])
        if not self._changed("provs", key):
            return
        provs, boxes, choice = key
        for k in range(D.MAX_PROVINCES):
            built = provs > k
            self.prov_disc[k].look(fill=brush(PENCIL if built else PAPER))
            self.prov_num[k].set(str(k + 1), "#ffffff" if built else INK)
            if k == 0:
                continue
            start = D.PROVINCE_CUM[k - 1] - D.PROVINCE_BOXES[k - 1]
            need = D.PROVINCE_BOXES[k - 1]
            filled = max(0, min(need, boxes - start))
            tip = (f"Province {k + 1} ({'built' if built else 'not built yet'}): {need} population boxes, "
                   f"{filled} filled. When built: {D.PROVINCE_ARMIES} armies and {D.PROVINCE_TRIBUTE[k - 1]} tribute; "
                   "it needs 1 food each turn.")
            self.prov_disc[k].tip(tip)
            for b, box in enumerate(self.prov_boxes[k]):
                self._mark(box, start + b < boxes)
                box.tip(tip)
        self.prov_ring.setVisible(choice == "province")

    def _update_monuments(self, v) -> None:
        s = self.seat
        n = len(D.MON_IDS)
        key = (tuple(v.mon[s * n:(s + 1) * n]), tuple(v.mon_first))
        if not self._changed("mons", key):
            return
        for m, info in enumerate(D.MONUMENTS):
            filled = v.mon[s * n + m]
            for j, box in enumerate(self.mon_boxes[m]):
                self._mark(box, j < filled)
            first = v.mon_first[m]
            self.mon_first_ring[m].setVisible(first == s)
            self.mon_first_cross[m].setVisible(first not in (-1, s))
            self.mon_check[m].setVisible(filled >= int(info["boxes"]))
            who = "nobody yet" if first < 0 else v.seat_name(first)
            effect = f" {info['effect']}" if info.get("effect") else ""
            tip = (f"<b>{info['name']}</b>: {info['boxes']} boxes ({filled} filled).{effect}<br>"
                   f"{info['first']} points for the first player to finish it, {info['later']} for later builders. "
                   f"First finished by: {who}.")
            self.mon_first_disc[m].setToolTip(tip)
            for item in self.mon_boxes[m]:
                item.tip(tip)
            self.mon_label[m].setToolTip(tip)

    def _update_devs(self, v) -> None:
        s = self.seat
        owned = v.devs[s]
        if not self._changed("devs", owned):
            return
        for i, info in enumerate(D.DEVELOPMENTS):
            has = bool(owned >> i & 1)
            card = self.dev_cards[i]
            card.look(fill=brush(tint(self.colour, 0.45) if has else "#fbf6e8"))
            self.dev_check[i].setVisible(has)
            cost = v.dev_cost(s, info["id"])
            self.dev_cost[i].set(str(cost))
            card.tip(dev_tooltip(info, cost, f"Owned by {v.seat_name(s)}." if has else ""))

    def _update_tracks(self, v) -> None:
        s = self.seat
        for name, boxes, value in (("conq", self.conquest_boxes, v.conquest[s]),
                                   ("trib", self.tribute_boxes, v.tribute[s]),
                                   ("skull", self.skull_boxes, v.skulls[s])):
            old = self._keys.get(name)
            if old == value:
                continue
            self._keys[name] = value
            lo, hi = (0, len(boxes)) if old is None else (min(old, value), max(old, value))
            for k in range(lo, hi):
                self._mark(boxes[k], k < value)
        if self._changed("tracktips", (v.tribute[s], v.skulls[s])):
            for box in self.tribute_boxes:
                box.setToolTip(f"Tribute: {v.tribute[s]} of {D.TRIBUTE_TOP} (1 point each).")
            for box in self.skull_boxes:
                box.setToolTip(f"Disasters: {v.skulls[s]} skulls filled in (−1 point each).")

    # ------------------------------------------------------------------ targets (main sheet only)
    def arm_targets(self, v, acts: dict, armed: set) -> None:
        """Make the boxes standing for legal build actions clickable; `acts` maps keys to actions.
        Call clear_targets() first (before update_sheet, so that fresh tooltips are not overwritten)."""
        s = self.seat
        board = self.board

        def arm(item: Hot, key, tag: str, tip: str | None = None) -> None:
            action = acts.get(key)
            if action is None:
                return
            item.arm(board, action, tip=tip if tip is not None else v.describe(action))
            self._dyn(item, tag)
            armed.add(action)

        if "setup_port" in acts:
            arm(self.port_disc[1], "setup_port", "setup-port")
            arm(self.prov_disc[1], "setup_province", "setup-province")
        if "port_pop" in acts and v.port_pop[s] + 1 < D.MAX_PORTS:
            arm(self.port_pop[v.port_pop[s] + 1], "port_pop", "port-pop")
        if "urn" in acts:
            n = v.urns[s]
            for k in range(1, D.MAX_PORTS):
                if n < D.URNS_CUM[k - 1]:
                    urn = self.port_urns[k][n - (D.URNS_CUM[k - 1] - D.PORT_URNS[k - 1])]
                    arm(urn, "urn", "urn")
                    break
        if "port" in acts and v.ports[s] < D.MAX_PORTS:
            arm(self.port_disc[v.ports[s]], "port", "port")
        if "province" in acts:
            n = v.prov_boxes[s]
            for k in range(1, D.MAX_PROVINCES):
                if n < D.PROVINCE_CUM[k - 1]:
                    box = self.prov_boxes[k][n - (D.PROVINCE_CUM[k - 1] - D.PROVINCE_BOXES[k - 1])]
                    arm(box, "province", "province-box")
                    break
        nmon = len(D.MON_IDS)
        for m, mid in enumerate(D.MON_IDS):
            filled = v.mon[s * nmon + m]
            boxes = self.mon_boxes[m]
            if ("monument", mid) in acts and filled < len(boxes):
                arm(boxes[filled], ("monument", mid), f"monument-{mid}")
            if ("architecture", mid) in acts and filled + 2 < len(boxes):
                arm(boxes[filled + 2], ("architecture", mid), f"architecture-{mid}")
        for i, dev in enumerate(D.DEV_IDS):
            payments = acts.get(("buy", dev))
            if payments:
                card = self.dev_cards[i]
                card.arm(board, None, callback=lambda c=card, d=dev, p=payments: board.open_payment(c, d, p))
                self._dyn(card, f"dev-{dev}")
                armed.update(payments)
            elif v.stage == "buy" and acts and not v.has_dev(s, dev):
                self._explain(v, self.dev_cards[i], Action("buy", dev=dev, goods=0, innovations=0, wealth=0))
        if v.stage == "build" and acts:  # the next boxes that cannot be filled now say why
            for m, mid in enumerate(D.MON_IDS):
                filled = v.mon[s * nmon + m]
                if filled < len(self.mon_boxes[m]):
                    self._explain(v, self.mon_boxes[m][filled], Action("monument", monument=mid))
            if v.prov_boxes[s] < D.TOTAL_PROVINCE_BOXES:
                n = v.prov_boxes[s]
                k = next(k for k in range(1, D.MAX_PROVINCES) if n < D.PROVINCE_CUM[k - 1])
                box = self.prov_boxes[k][n - (D.PROVINCE_CUM[k - 1] - D.PROVINCE_BOXES[k - 1])]
                self._explain(v, box, Action("province"))
            if v.port_pop[s] + 1 < D.MAX_PORTS:
                self._explain(v, self.port_pop[v.port_pop[s] + 1], Action("port_pop"))
            if v.urns[s] < D.TOTAL_URNS:
                n = v.urns[s]
                k = next(k for k in range(1, D.MAX_PORTS) if n < D.URNS_CUM[k - 1])
                self._explain(v, self.port_urns[k][n - (D.URNS_CUM[k - 1] - D.PORT_URNS[k - 1])], Action("urn"))

    def _explain(self, v, item: Hot, action: Action) -> None:
        """An item that is not a legal target now tells why in its tooltip (the model's own words)."""
        if item.legal:
            return
        self._explained.append((item, item._tip))
        item.tip(f"{item._tip}<br><i>Not now: {v.why_illegal(self.seat, action)}</i>")
