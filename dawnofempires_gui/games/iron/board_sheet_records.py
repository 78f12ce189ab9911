"""The lower part of a score sheet: the monuments (boxes, the first finisher's larger number), the
developments (cost, points, effect) with the disaster table, and the Conquest, Tribute and Disasters
tracks. Part of board_sheet.SeatSheet."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsLineItem, QGraphicsRectItem

from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.board_items import (FAINT, INK, PAPER, PENCIL, Glyph, SmallPrint, Text, box, brush,
                                                      elided, part, pen, tint)
from dawnofempires_gui.games.iron.board_sheet_empire import ring_item
from dawnofempires_gui.games.iron.words import points, pts

FIRST_X, LATER_X, MON_X, MON_STEP = 196.0, 230.0, 252.0, 29.0
MON_TOP, DEV_TOP, TRACK_TOP = 290.0, 500.0, 894.0
CONQUEST_X = 160.0  # the first Conquest box, clear of the track's title
SKULL_RED = "#a8322b"
CARD = "#fbf6e8"


def dev_tooltip(info: dict, cost: int, owned_by: str = "") -> str:
    roads = f" (now {cost} with Roads)" if cost != int(info["cost"]) else ""
    lines = [f"<b>{info['name']}</b> — cost {info['cost']}" + roads
             + f", {points(int(info['points']))}" + (" ★ (Roads: 6 cheaper)" if info.get("starred") else ""),
             info.get("effect", "")]
    if info.get("bonus"):
        lines.append(f"Bonus at game end: {info['bonus']}.")
    if owned_by:
        lines.append(owned_by)
    return "<br>".join(lines)


def plain_box(parent, rect: QRectF, width: float) -> QGraphicsRectItem:
    """A box that is never a target (tracks): a plain item, painted by Qt without Python."""
    item = QGraphicsRectItem(rect, parent)
    item.setPen(pen(INK, width))
    item.setBrush(brush(PAPER))
    item.fill_colour = PAPER
    return item


class RecordsPart:
    """Monuments, developments and tracks: built once, updated from the view; a monument row, a development
    card and a track are each a part of their own."""

    def _build_monuments(self) -> None:
        y0 = MON_TOP
        self._section("MONUMENTS", "wonder", 12, y0 + 12)
        Text("first", 15, self.printed, FIRST_X - 2, y0 + 12, "c", PENCIL)
        Text("later", 15, self.printed, LATER_X + 4, y0 + 12, "c", PENCIL)
        self.mon_boxes, self.mon_first_disc, self.mon_first_ring = [], [], []
        self.mon_first_cross, self.mon_check, self.mon_label = [], [], []
        self.mon_parts = []
        for m, info in enumerate(D.MONUMENTS):
            y = y0 + 28 + m * 36
            cy = y + 15
            row = part(self, f"monument-row-{info['id']}@{self.seat}", ground=PAPER)
            self.mon_parts.append(row)
            self.mon_label.append(Text(info["name"], 16, row, 12, cy, "l", INK, bold=True, serif=True))
            first = QGraphicsEllipseItem(FIRST_X - 15, cy - 15, 30, 30, row)
            first.setPen(pen(INK, 1.5))
            first.setBrush(brush(PAPER))
            Text(str(info["first"]), 15, first, FIRST_X, cy, "c", INK, bold=True)
            self._tag(first, f"mon-first-{info['id']}")
            ring = ring_item(row, QRectF(FIRST_X - 18, cy - 18, 36, 36), self.colour, 4)
            self._tag(ring, f"mon-first-ring-{info['id']}")
            cross = QGraphicsLineItem(FIRST_X - 15, cy + 13, FIRST_X + 15, cy - 13, row)
            cross.setPen(pen(SKULL_RED, 3.5))
            cross.hide()
            self._tag(cross, f"mon-first-crossed-{info['id']}")
            Text(str(info["later"]), 15, row, LATER_X, cy, "c", INK, bold=True)
            boxes = []
            for j in range(int(info["boxes"])):
                item = box(row, QRectF(MON_X + j * MON_STEP, y + 2, 26, 26))
                self._tag(item, f"mon-{info['id']}-{j + 1}")
                boxes.append(item)
            self.mon_boxes.append(boxes)
            self.mon_first_disc.append(first)
            self.mon_first_ring.append(ring)
            self.mon_first_cross.append(cross)
            check = Glyph("fa6s.circle-check", 18, "#2e7d32", row)
            check.setPos(FIRST_X - 40, cy - 9)
            check.hide()
            self.mon_check.append(check)

    def _build_developments(self) -> None:
        y0 = DEV_TOP
        self._section("DEVELOPMENTS", "fa6s.book-open", 12, y0 + 12)
        Text("pay: good 1 · innovation 3 (Metallurgy 5) · wealth 5 · no change", 15, self.printed, 688, y0 + 12, "r",
             PENCIL)
        self.dev_cards: list = []
        self.dev_cost: list[Text] = []
        self.dev_check: list[Glyph] = []
        self.dev_parts = [part(self, f"developments-{k}@{self.seat}", ground=PAPER) for k in range(2)]  # a column each
        for i, info in enumerate(D.DEVELOPMENTS):
            col, row = divmod(i, 9)
            x = 12 + col * 340
            y = y0 + 28 + row * 40
            card = box(self.dev_parts[col], QRectF(x, y, 334, 36), CARD, pen(INK, 1.2), radius=6)
            self._tag(card, f"dev-{info['id']}")
            coin = QGraphicsEllipseItem(x + 4, y + 4, 28, 28, card)
            coin.setPen(pen(INK, 1.2))
            coin.setBrush(brush("#e8c66a"))
            cost = Text(str(info["cost"]), 14, coin, x + 18, y + 18, "c", INK, bold=True)
            name = Text(elided(info["name"], 15, 240, True), 15, card, x + 40, y + 10, "l", INK, bold=True)
            if info.get("starred"):  # after the name: on the coin's edge it ran into the cost
                Text("★", 14, card, x + 44 + name.boundingRect().width(), y + 10, "l", "#8a5a00")
            effect = info.get("effect", "")
            if info.get("bonus"):
                bonus = f"Bonus: {info['bonus']}."
                effect = f"{effect} {bonus}" if effect != "No effect in play." else bonus
            Text(elided(effect, 15, 262), 15, card, x + 38, y + 27, "l", PENCIL)
            Glyph("points", 14, PENCIL, card).setPos(x + 290, y + 4)
            Text(str(info["points"]), 15, card, x + 320, y + 11, "c", INK, bold=True)
            check = Glyph("fa6s.circle-check", 16, "#2e7d32", card)
            check.setPos(x + 306, y + 18)
            check.hide()
            card.base_tip = dev_tooltip(info, int(info["cost"]))
            card.tip(card.base_tip)
            self.dev_cards.append(card)
            self.dev_cost.append(cost)
            self.dev_check.append(check)
        x, y = 12 + 340, y0 + 28 + 8 * 40
        key = QGraphicsRectItem(x, y, 334, 36, self.dev_parts[1])  # the disasters, under the second column
        key.setPen(pen(FAINT, 1))
        key.setBrush(brush("#efe4c8"))
        Text("1 Unrest · 2 Barbarians · 3 Pestilence", 15, key, x + 8, y + 10, "l", INK)
        Text("4 Civil War · 5+ Invasion · Famine", 15, key, x + 8, y + 27, "l", INK)
        key.setToolTip("<br>".join([f"{d['skulls']}{'+' if d['skulls'] == D.MAX_DISASTER_SKULLS else ''} skull(s): "
                                    f"<b>{d['name']}</b> — {d['text']}"
                                    + (f" Immune: {d['immune'].capitalize()}." if d.get('immune') else "")
                                    for d in D.DISASTERS] + ["Famine: 1 skull for each province you cannot feed."]))

    def _build_tracks(self) -> None:
        y0 = TRACK_TOP
        self.conquest_part = conquest = part(self, f"conquest@{self.seat}", ground=PAPER)  # each track with its title
        self._section("CONQUEST", "mdi6.sword-cross", 12, y0 + 13, conquest)
        self.conquest_boxes = []
        for k in range(D.CONQUEST_TOP):
            item = plain_box(conquest, QRectF(CONQUEST_X + k * 30, y0, 26, 26), 1.5)
            item.num = SmallPrint(str(k + 1), 13, item, CONQUEST_X + 13 + k * 30, y0 + 13, "c", INK, bold=True)
            item.setToolTip(f"Conquest box {k + 1}: a conquest battle is fought against the number of filled boxes.")
            self._tag(item, f"conquest-{k + 1}")
            self.conquest_boxes.append(item)
        self.tribute_part = tribute = part(self, f"tribute@{self.seat}", ground=PAPER)
        self._section("TRIBUTE", "tribute", 12, y0 + 44, tribute)
        self.tribute_count = Text("", 15, tribute, 140, y0 + 44, "l", PENCIL)
        self.tribute_boxes = []
        for k in range(D.TRIBUTE_TOP):
            row, col = divmod(k, 20)
            item = plain_box(tribute, QRectF(12 + col * 22, y0 + 58 + row * 24, 20, 21), 1)
            item.num = SmallPrint(str(k + 1), 10, item, 22 + col * 22, y0 + 68.5 + row * 24, "c", PENCIL)
            self._tag(item, f"tribute-{k + 1}")
            self.tribute_boxes.append(item)
        self.skull_part = skulls = part(self, f"disasters@{self.seat}", ground=PAPER)
        self._section("DISASTERS", "skull", 462, y0 + 44, skulls)
        self.skull_count = Text("", 15, skulls, 688, y0 + 44, "r", PENCIL)
        self.skull_boxes = []
        for k in range(D.SKULL_TOP):
            row, col = divmod(k, 15)
            x, y = 462 + col * 15.2, y0 + 58 + row * 24
            item = plain_box(skulls, QRectF(x, y, 13.5, 22), 1)
            item.num = SmallPrint(str(k + 1), 8.5, item, x + 6.75, y + 11, "c", PENCIL)
            item.icon = Glyph("skull", 11, "#ffffff", item)
            item.icon.setPos(x + 1.25, y + 5.5)
            item.icon.hide()
            self._tag(item, f"skull-{k + 1}")
            self.skull_boxes.append(item)

    # ------------------------------------------------------------------ updating
    def _update_monuments(self, v) -> None:
        s = self.seat
        n = len(D.MON_IDS)
        key = (tuple(v.mon[s * n:(s + 1) * n]), tuple(v.mon_first))
        if not self._changed("mons", key):
            return
        for m, info in enumerate(D.MONUMENTS):
            filled = v.mon[s * n + m]
            for j, item in enumerate(self.mon_boxes[m]):
                self._mark(item, j < filled)
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
                item.base_tip = tip
                item.tip(tip)
            self.mon_label[m].setToolTip(tip)

    def _update_devs(self, v) -> None:
        s = self.seat
        owned = v.devs[s]
        if not self._changed("devs", (owned, v.seat_name(s))):
            return
        for i, info in enumerate(D.DEVELOPMENTS):
            has = bool(owned >> i & 1)
            card = self.dev_cards[i]
            card.look(tint(self.colour, 0.45) if has else CARD)
            self.dev_check[i].setVisible(has)
            cost = v.dev_cost(s, info["id"])
            self.dev_cost[i].set(str(cost))
            card.base_tip = dev_tooltip(info, cost, f"Owned by {v.seat_name(s)}." if has else "")
            card.tip(card.base_tip)

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
            self.tribute_count.set(f"{v.tribute[s]} · +1 point each")
            # the points alone: "10 · −10 pts" ran into the track's title
            self.skull_count.set(f"−{pts(v.skulls[s])}" if v.skulls[s] else "0 pts")
            for item in self.tribute_boxes:
                item.setToolTip(f"Tribute: {v.tribute[s]} of {D.TRIBUTE_TOP} (1 point each).")
            for item in self.skull_boxes:
                item.setToolTip(f"Disasters: {v.skulls[s]} skulls filled in (−1 point each).")

