"""The top of a score sheet: the ports (a population box and outlined urns each) and the provinces (their
population boxes and tribute), the first column printed as built. Part of board_sheet.SeatSheet."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsLineItem

from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.board_items import (FAINT, INK, NO_BRUSH, PAPER, PENCIL, Glyph, Text,
                                                      box, part, pen, shape, urn_path)

COL = 54.0
PORTS_X, PROVINCES_X, TOP = 12.0, 362.0, 64.0


def ring_item(parent, rect: QRectF, colour: str, width: float) -> QGraphicsEllipseItem:
    """A hidden circle drawn around a number (the circled choice, the first finisher's points)."""
    ring = QGraphicsEllipseItem(rect, parent)
    ring.setPen(pen(colour, width))
    ring.setBrush(NO_BRUSH)
    ring.hide()
    return ring


class EmpirePart:
    """Ports and provinces: built once, updated from the view; each column is a part of its own."""

    def _build_ports(self) -> None:
        y0 = TOP
        self._section("PORTS", "ship", PORTS_X, y0 + 10)
        Text("1 population + urns", 15, self.printed, 118, y0 + 10, "l", PENCIL)
        self.port_disc, self.port_num, self.port_pop, self.port_urns = [], [], [], []
        self.port_parts = []
        for k in range(D.MAX_PORTS):
            cx = PORTS_X + 6 + k * COL + COL / 2
            column = part(self, f"port-column-{k + 1}@{self.seat}", ground=PAPER)
            self.port_parts.append(column)
            disc = box(column, QRectF(cx - 16, y0 + 26, 32, 32), PAPER, pen(INK, 2), round_=True)
            self._tag(disc, f"port-{k + 1}")
            num = Text(str(k + 1), 17, disc, cx, y0 + 42, "c", INK, bold=True)
            self.port_disc.append(disc)
            self.port_num.append(num)
            if k == 0:
                Glyph("ship", 24, PENCIL, self.printed).setPos(cx - 12, y0 + 64)
                disc.base_tip = "<b>Port 1</b>: printed on the sheet, built from the start."
                disc.tip(disc.base_tip)
                self.port_pop.append(None)
                self.port_urns.append([])
                continue
            pop = box(column, QRectF(cx - 14, y0 + 62, 28, 28))
            pop.icon = Glyph("population", 18, FAINT, pop)
            pop.icon.setPos(cx - 9, y0 + 67)
            self._tag(pop, f"portpop-{k + 1}")
            self.port_pop.append(pop)
            urns = []
            for u in range(D.PORT_URNS[k - 1]):
                top = y0 + 96 + u * 32
                urn = shape(column, urn_path(cx - 13, top, 26, 28))
                self._tag(urn, f"urn-{k + 1}-{u + 1}")
                urns.append(urn)
            self.port_urns.append(urns)
        self.port_ring = ring_item(self.port_parts[1], QRectF(PORTS_X + 6 + COL * 1.5 - 21, y0 + 21, 42, 42), INK, 2.5)

    def _build_provinces(self) -> None:
        y0 = TOP
        x0 = PROVINCES_X
        self._section("PROVINCES", "town", x0, y0 + 10)
        Text("1 food each", 15, self.printed, x0 + 150, y0 + 10, "l", PENCIL)
        self.prov_disc, self.prov_num, self.prov_boxes, self.prov_trib = [], [], [], []
        self.prov_parts = []
        for k in range(D.MAX_PROVINCES):
            cx = x0 + 6 + k * COL + COL / 2
            column = part(self, f"province-column-{k + 1}@{self.seat}", ground=PAPER)
            self.prov_parts.append(column)
            disc = box(column, QRectF(cx - 16, y0 + 26, 32, 32), PAPER, pen(INK, 2), round_=True)
            self._tag(disc, f"prov-{k + 1}")
            num = Text(str(k + 1), 17, disc, cx, y0 + 42, "c", INK, bold=True)
            self.prov_disc.append(disc)
            self.prov_num.append(num)
            if k == 0:
                Glyph("town", 24, PENCIL, self.printed).setPos(cx - 12, y0 + 64)
                disc.base_tip = "<b>Province 1</b>: printed on the sheet, built from the start."
                disc.tip(disc.base_tip)
                self.prov_boxes.append([])
                continue
            boxes = []
            for b in range(D.PROVINCE_BOXES[k - 1]):
                item = box(column, QRectF(cx - 14, y0 + 62 + b * 33, 28, 28))
                self._tag(item, f"provbox-{k + 1}-{b + 1}")
                boxes.append(item)
            self.prov_boxes.append(boxes)
            trib = D.PROVINCE_TRIBUTE[k - 1]
            Glyph("tribute", 14, PENCIL, column).setPos(cx - 19, y0 + 197)
            t = Text(f"+{trib}", 15, column, cx + 9, y0 + 204, "c", INK, bold=True)
            t.setToolTip(f"Province {k + 1}: {D.PROVINCE_BOXES[k - 1]} population boxes; when built, "
                         f"{D.PROVINCE_ARMIES} armies and {trib} tribute.")
            self.prov_trib.append(t)
        self.prov_ring = ring_item(self.prov_parts[1], QRectF(x0 + 6 + COL * 1.5 - 21, y0 + 21, 42, 42), INK, 2.5)
        line = QGraphicsLineItem(PROVINCES_X - 8, y0 + 4, PROVINCES_X - 8, y0 + 222, self.printed)
        line.setPen(pen(FAINT, 1.5))

    def _update_ports(self, v) -> None:
        s = self.seat
        key = (v.ports[s], v.port_pop[s], v.urns[s], v.setup_choice[s])
        if not self._changed("ports", key):
            return
        ports, pop, urns, choice = key
        for k in range(D.MAX_PORTS):
            built = ports > k
            self.port_disc[k].look(PENCIL if built else PAPER)
            self.port_num[k].set(str(k + 1), "#ffffff" if built else INK)
            if k == 0:
                continue
            self._mark(self.port_pop[k], pop >= k)
            start = D.URNS_CUM[k - 1] - D.PORT_URNS[k - 1]
            for u, urn in enumerate(self.port_urns[k]):
                urn.look(PENCIL if start + u < urns else PAPER)
            need = D.PORT_URNS[k - 1]
            filled = max(0, min(need, urns - start))
            tip = (f"<b>Port {k + 1}</b> ({'built' if built else 'not built yet'}): 1 population and {need} goods "
                   f"(urns); population box {'filled' if pop >= k else 'empty'}, {filled} of {need} urns filled. "
                   "Each port makes every goods die worth 1 more good.")
            for item in (self.port_disc[k], self.port_pop[k], *self.port_urns[k]):
                item.base_tip = tip
                item.tip(tip)
        self.port_ring.setVisible(choice == "port")

    def _update_provinces(self, v) -> None:
        s = self.seat
        key = (v.provinces[s], v.prov_boxes[s], v.setup_choice[s])
        if not self._changed("provs", key):
            return
        provs, boxes, choice = key
        for k in range(D.MAX_PROVINCES):
            built = provs > k
            self.prov_disc[k].look(PENCIL if built else PAPER)
            self.prov_num[k].set(str(k + 1), "#ffffff" if built else INK)
            if k == 0:
                continue
            start = D.PROVINCE_CUM[k - 1] - D.PROVINCE_BOXES[k - 1]
            need = D.PROVINCE_BOXES[k - 1]
            filled = max(0, min(need, boxes - start))
            tip = (f"<b>Province {k + 1}</b> ({'built' if built else 'not built yet'}): {need} population boxes, "
                   f"{filled} filled. When built: {D.PROVINCE_ARMIES} armies and {D.PROVINCE_TRIBUTE[k - 1]} "
                   "tribute; it eats 1 food each turn.")
            self.prov_disc[k].base_tip = tip
            self.prov_disc[k].tip(tip)
            for b, item in enumerate(self.prov_boxes[k]):
                self._mark(item, start + b < boxes)
                item.base_tip = tip
                item.tip(tip)
        self.prov_ring.setVisible(choice == "province")
