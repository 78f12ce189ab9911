"""One player's score sheet of the Iron Age, drawn once and updated in place: the header (name, start
player, empire dice, score), then the parts of the printed sheet: ports and provinces
(board_sheet_empire.py), monuments, developments and the tracks (board_sheet_records.py).

The sheet is 700 × 1030 scene units. The board shows the sheet of the seat in focus at full size (the
others are summed up on cards beside it, board_others.py); only the sheet of the seat to move carries
armed targets. Boxes that cannot be filled now say why in their tooltips (the rules' own words).

Each part of the sheet (the header, a column of ports or provinces, a monument row, a development card, a
track) is painted from its own picture (board_items.part), made again only when something in it changes.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsRectItem

from dawnofempires_gui.engine import Action
from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.board_items import (INK, NO_BRUSH, PAPER, PENCIL, Glyph, Text, brush, click_tip,
                                                      elided, part, parts_of, pen, shelve, tint, why_tip)
from dawnofempires_gui.games.iron.board_sheet_empire import EmpirePart
from dawnofempires_gui.games.iron.board_sheet_records import RecordsPart
from dawnofempires_gui.games.iron.words import pts
from dawnofempires_gui.ui.targets import Target

W, H = 700.0, 1030.0


def set_fill(item, colour: str) -> None:
    if isinstance(item, Target):
        item.look(colour)
    elif getattr(item, "fill_colour", None) != colour:
        item.fill_colour = colour
        item.setBrush(brush(colour))


def next_box(boxes_by_column: list[list], filled: int, cumulative: tuple[int, ...], sizes: tuple[int, ...]):
    """The next box to fill of a row of columns (ports' urns, provinces' boxes), or None."""
    for k in range(1, len(boxes_by_column)):
        if filled < cumulative[k - 1]:
            return boxes_by_column[k][filled - (cumulative[k - 1] - sizes[k - 1])]
    return None


class SeatSheet(EmpirePart, RecordsPart, QGraphicsRectItem):
    def __init__(self, board, seat: int, name: str, colour: str) -> None:
        super().__init__(0, 0, W, H)
        self.board = board
        self.seat = seat
        self.colour = colour
        self.main = True
        self._tagged: list[QGraphicsItem] = []
        self._dynamic: list[Target] = []
        self._explained: list[Target] = []
        self._keys: dict[str, object] = {}
        self.setBrush(brush(PAPER))
        self.setPen(pen(INK, 2))
        self.edge = QGraphicsRectItem(0, 0, W, H, self)  # the seat to move: a thick edge in its colour
        self.edge.setBrush(NO_BRUSH)
        self.edge.setPen(pen(colour, 6))
        self.edge.setZValue(20)
        self.edge.setAcceptedMouseButtons(Qt.NoButton)
        self.edge.hide()
        self._build_header(name)
        self._build_ports()
        self._build_provinces()
        self._build_monuments()
        self._build_developments()
        self._build_tracks()
        self.setCursor(Qt.ArrowCursor)
        self.parts = parts_of(self)
        self.shown = True
        self._to_move = False

    def set_shown(self, shown: bool) -> None:
        """Draw this sheet or keep it on the table undrawn (the board shows one sheet at a time): its parts
        keep their pictures, so that showing it again costs only what changed meanwhile."""
        if shown == self.shown:
            return
        self.shown = shown
        shelve(self.parts, not shown)
        self.setBrush(brush(PAPER) if shown else NO_BRUSH)
        self.setPen(pen(INK, 2) if shown else QPen(Qt.NoPen))
        self.edge.setVisible(shown and self._to_move)
        self.setZValue(1 if shown else 0)  # the sheet shown lies above the others: its items answer clicks

    # ------------------------------------------------------------------ tags
    def _tag(self, item: QGraphicsItem, tag: str) -> None:
        item.base_tag = tag
        if isinstance(item, Target) and not hasattr(item, "base_tip"):
            item.base_tip = ""
        self._tagged.append(item)
        item.setData(0, tag if self.main else f"{tag}@{self.seat}")

    def set_main(self, main: bool) -> None:
        if main == self.main:
            return
        self.main = main
        for item in self._tagged:
            item.setData(0, item.base_tag if main else f"{item.base_tag}@{self.seat}")
        if not main:
            self.clear_targets()

    def clear_targets(self) -> None:
        for item in self._dynamic:
            item.setData(0, item.base_tag if self.main else f"{item.base_tag}@{self.seat}")
            item.disarm(item.base_tip)
        self._dynamic = []
        for item in self._explained:
            item.tip(item.base_tip)
        self._explained = []

    def _section(self, title: str, icon: str, x: float, y: float, parent: QGraphicsItem | None = None) -> Text:
        parent = parent if parent is not None else self.printed
        Glyph(icon, 20, INK, parent).setPos(x, y - 10)
        return Text(title, 17, parent, x + 26, y, "l", INK, bold=True, serif=True)

    # ------------------------------------------------------------------ building
    def _build_header(self, name: str) -> None:
        self.printed = part(self, f"printed@{self.seat}", ground=PAPER)  # the words and lines that never change
        head = self.head = part(self, f"header@{self.seat}", ground=PAPER)
        band = QGraphicsRectItem(0, 0, W, 56, head)
        band.setBrush(brush(tint(self.colour, 0.35)))
        band.setPen(pen(INK, 2))
        self.disc = QGraphicsEllipseItem(12, 8, 40, 40, head)
        self.disc.setPen(pen(INK, 2))
        self.disc.setBrush(brush(self.colour))
        self.letter = Text(self.board.initials[self.seat], 22, self.disc, 32, 28, "c", INK, bold=True)
        shown = elided(name, 26, 240, True, True)
        self.name_text = Text(shown, 26, head, 62, 28, "l", INK, bold=True, serif=True)
        self.name_text.setToolTip(name if shown != name else "")
        self.start_icon = Glyph("fa6s.star", 22, INK, head)
        self.start_icon.setToolTip("Start player")
        self.turn_text = Text("", 15, head, 0, 28, "l", INK, bold=True)
        self.dice_icon = Glyph("mdi6.dice-6", 26, INK, head)
        self.dice_icon.setPos(470, 15)
        self.dice_text = Text("×2", 20, head, 500, 28, "l", INK, bold=True)
        tip = "Empire dice rolled each turn: one per port or per province, whichever is more."
        self.dice_text.setToolTip(tip)
        self.dice_icon.setToolTip(tip)
        self.score_icon = Glyph("points", 26, INK, head)
        self.score_icon.setPos(560, 15)
        self.score_text = Text("0", 22, head, W - 12, 28, "r", INK, bold=True)
        self._tag(self.score_text, "score")

    # ------------------------------------------------------------------ updating
    def _changed(self, key: str, value) -> bool:
        if self._keys.get(key) == value:
            return False
        self._keys[key] = value
        return True

    @staticmethod
    def _mark(item, filled: bool) -> None:
        set_fill(item, PENCIL if filled else PAPER)
        num = getattr(item, "num", None)
        small = item.boundingRect().width() < 24
        if num is not None:
            num.set(num.text(), "#ffffff" if filled else (PENCIL if small else INK))
        icon = getattr(item, "icon", None)
        if icon is not None and small:  # skull boxes
            icon.setVisible(filled)
            num.setVisible(not filled)
        elif icon is not None:
            icon.setVisible(not filled)

    def update_sheet(self, v, to_move: bool, winner: bool = False) -> None:
        s = self.seat
        over = v.is_over()
        if self._changed("head", (to_move, winner, v.start_player == s, v.empire_dice(s), over)):
            self.start_icon.setVisible(v.start_player == s)
            x = 62 + self.name_text.boundingRect().width() + 12
            self.start_icon.setPos(x, 17)
            self.turn_text.move(x + (30 if v.start_player == s else 0), 28)
            if over:
                self.turn_text.set("♛ winner" if winner else "", "#7a1f12")
            else:
                self.turn_text.set("◀ to move" if to_move else "", INK)
            self.dice_text.set(f"×{v.empire_dice(s)}")
            self._to_move = to_move
            self.edge.setVisible(to_move and self.shown)  # the sheet itself never changes: its parts keep pictures
        parts = v.score_parts(s)
        total = sum(parts.values())
        if self._changed("score", total):
            self.score_text.set(pts(total))
            self.score_icon.setPos(W - 12 - self.score_text.boundingRect().width() - 32, 15)
        if self._changed("parts", tuple(parts.values())):
            tip = "Score so far: " + ", ".join(f"{k} {val}" for k, val in parts.items())
            self.score_icon.setToolTip(tip)
            self.score_text.setToolTip(tip)
        self._update_ports(v)
        self._update_provinces(v)
        self._update_monuments(v)
        self._update_devs(v)
        self._update_tracks(v)

    # ------------------------------------------------------------------ targets (the main sheet only)
    def arm_targets(self, v, acts: dict, armed: set) -> None:
        """Make the boxes standing for legal actions clickable; `acts` maps keys to actions (a list for the
        payments of a development). Call clear_targets() first."""
        s = self.seat
        board = self.board

        def arm(item: Target, key, tag: str) -> None:
            action = acts.get(key)
            if not action:
                return
            words = v.describe(action) if not isinstance(action, list) else (
                v.describe(action[0]) if len(action) == 1 else "choose how to pay")
            item.arm(board, action, click_tip(item.base_tip, words[:1].lower() + words[1:]))
            item.setData(0, tag)
            self._dynamic.append(item)
            armed.update(action if isinstance(action, list) else (action,))

        if "setup_port" in acts:
            arm(self.port_disc[1], "setup_port", "setup-port")
            arm(self.prov_disc[1], "setup_province", "setup-province")
        if "port_pop" in acts and v.port_pop[s] + 1 < D.MAX_PORTS:
            arm(self.port_pop[v.port_pop[s] + 1], "port_pop", "port-pop")
        if "urn" in acts:
            urn = next_box(self.port_urns, v.urns[s], D.URNS_CUM, D.PORT_URNS)
            if urn is not None:
                arm(urn, "urn", "urn")
        if "port" in acts and v.ports[s] < D.MAX_PORTS:
            arm(self.port_disc[v.ports[s]], "port", "port")
        if "province" in acts:
            item = next_box(self.prov_boxes, v.prov_boxes[s], D.PROVINCE_CUM, D.PROVINCE_BOXES)
            if item is not None:
                arm(item, "province", "province-box")
        nmon = len(D.MON_IDS)
        for m, mid in enumerate(D.MON_IDS):
            filled = v.mon[s * nmon + m]
            boxes = self.mon_boxes[m]
            if ("monument", mid) in acts and filled < len(boxes):
                arm(boxes[filled], ("monument", mid), f"monument-{mid}")
            if ("architecture", mid) in acts and filled + 2 < len(boxes):
                arm(boxes[filled + 2], ("architecture", mid), f"architecture-{mid}")
        step = v.step()
        deciding = v.to_move() == [s]
        for i, dev in enumerate(D.DEV_IDS):
            if acts.get(("buy", dev)):
                arm(self.dev_cards[i], ("buy", dev), f"dev-{dev}")
            elif step == "buy" and deciding and not v.has_dev(s, dev):
                self._explain(v, self.dev_cards[i], Action("buy", dev=dev, goods=0, innovations=0, wealth=0))
        if step == "build" and deciding:  # the next boxes that cannot be filled now say why
            for m, mid in enumerate(D.MON_IDS):
                filled = v.mon[s * nmon + m]
                if filled < len(self.mon_boxes[m]):
                    self._explain(v, self.mon_boxes[m][filled], Action("monument", monument=mid))
            item = next_box(self.prov_boxes, v.prov_boxes[s], D.PROVINCE_CUM, D.PROVINCE_BOXES)
            if item is not None:
                self._explain(v, item, Action("province"))
            if v.port_pop[s] + 1 < D.MAX_PORTS:
                self._explain(v, self.port_pop[v.port_pop[s] + 1], Action("port_pop"))
            urn = next_box(self.port_urns, v.urns[s], D.URNS_CUM, D.PORT_URNS)
            if urn is not None:
                self._explain(v, urn, Action("urn"))
            if v.ports[s] < D.MAX_PORTS:
                self._explain(v, self.port_disc[v.ports[s]], Action("port"))

    def _explain(self, v, item: Target, action: Action) -> None:
        """A target that cannot be taken now tells why in its tooltip (the model's own words)."""
        if item.actions:
            return
        self._explained.append(item)
        item.tip(why_tip(item.base_tip, v.why_illegal(self.seat, action)))
