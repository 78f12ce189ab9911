"""The other players of the Iron Age board, one card each beside the sheet in focus, readable without a
click (as Board Game Arena shows every player): the score, whose turn it is, the start player and the
empire dice, the pegboard (food, goods, armies, ships, wealth), ports and provinces with the progress of
the next one, the conquest, tribute and disaster tracks, the monuments begun (who finished first) and the
developments owned. A click on a card shows that player's sheet full size (a look, not a move).

A card is painted from its own picture (board_items.cached), made again only when its words change."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsPathItem

from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.board_items import (INK, PAPER, PENCIL, TABLE, Glyph, Text, brush, cached, elided,
                                                      pen, rounded, tint, wrapped)
from dawnofempires_gui.games.iron.words import pts

W, H = 540.0, 122.0
PX = 15
ROWS = (38.0, 58.0, 78.0, 97.0, 114.0)
PEG_ICONS = (("food", "food"), ("goods", "goods"), ("army", "army"), ("ships", "ship"), ("wealth", "wealth"),
             ("conquest", "mdi6.sword-cross"), ("tribute", "tribute"), ("skulls", "skull"))
PEG_WORDS = {"food": "food", "goods": "goods", "army": "armies", "ships": "ships", "wealth": "wealth",
             "conquest": "conquest boxes filled", "tribute": "tribute (1 point each)",
             "skulls": "skulls (−1 point each)"}
PITCH = 50.0


def next_progress(filled: int, sizes: tuple[int, ...]) -> tuple[int, int] | None:
    """(filled, needed) of the first column of a row of columns not yet complete, or None when all are."""
    for size in sizes:
        if filled < size:
            return filled, size
        filled -= size
    return None


class OtherCard(QGraphicsPathItem):
    """One other player's public state in words and icons; `seat` is set by the board."""

    def __init__(self, board) -> None:
        super().__init__(rounded(QRectF(0, 0, W, H), 8))
        self.board = board
        self.seat = -1
        self.key = None
        self.setPen(pen(INK, 1.5))
        self.setBrush(brush(PAPER))
        self.setCursor(Qt.PointingHandCursor)
        self.band = QGraphicsPathItem(rounded(QRectF(1, 1, W - 2, 24), 7), self)
        self.band.setPen(pen(INK, 0))
        self.disc = QGraphicsEllipseItem(6, 4, 17, 17, self)
        self.disc.setPen(pen(INK, 1.2))
        self.name = Text("", 16, self, 30, 13, "l", INK, bold=True, serif=True)
        self.start = Glyph("fa6s.star", 15, INK, self)
        self.start.setToolTip("Start player")
        self.turn = Text("", PX, self, 0, 13, "l", "#7a1f12", bold=True)
        self.dice_icon = Glyph("mdi6.dice-6", 16, INK, self)
        self.dice = Text("", PX, self, 0, 13, "l", INK, bold=True)
        self.dice.setToolTip("Empire dice rolled each turn")
        self.points_icon = Glyph("points", 16, INK, self)
        self.points = Text("", 16, self, W - 10, 13, "r", INK, bold=True)
        # the pegboard, then the tracks
        self.pegs: list[tuple[Glyph, Text]] = []
        for k, (attr, icon) in enumerate(PEG_ICONS):
            x = 10 + k * PITCH + (10 if k >= 5 else 0)
            g = Glyph(icon, 16, "#8b1e1e" if attr == "skulls" else PENCIL, self)
            g.setPos(x, ROWS[0] - 8)
            t = Text("", PX, self, x + 20, ROWS[0], "l", INK, bold=True)
            t.setData(0, f"other-{attr}")
            self.pegs.append((g, t))
        self.strength = Text("", PX, self, W - 10, ROWS[0], "r", INK)
        self.empire = Text("", PX, self, 10, ROWS[1], "l", INK)
        self.monuments = Text("", PX, self, 10, ROWS[2], "l", INK)
        self.devs = [Text("", PX, self, 10, y, "l", INK) for y in ROWS[3:]]
        cached(self, TABLE)

    def show_seat(self, v, seat: int, colour: str, to_move: bool, winner: bool) -> None:
        s = seat
        n = len(D.MON_IDS)
        key = (s, colour, to_move, winner, v.start_player == s, v.empire_dice(s), v.score(s), v.food[s], v.goods[s],
               v.army[s], v.ships[s], v.wealth[s], v.strength(s), v.ports[s], v.port_pop[s], v.urns[s],
               v.provinces[s], v.prov_boxes[s], v.conquest[s], v.tribute[s], v.skulls[s], v.devs[s],
               tuple(v.mon[s * n:(s + 1) * n]), tuple(v.mon_first), v.seat_name(s), v.is_over())
        if key == self.key:
            return
        self.key = key
        self.seat = s
        self.setData(0, f"other-{s}")
        self.band.setBrush(brush(tint(colour, 0.35)))
        self.disc.setBrush(brush(colour))
        self.setPen(pen(colour if to_move else INK, 4 if to_move else 1.5))
        name = elided(v.seat_name(s), 16, 190, True, True)
        self.name.set(name)
        x = 30 + self.name.boundingRect().width() + 8
        self.start.setVisible(v.start_player == s)
        self.start.setPos(x, 5)
        x += 22 if v.start_player == s else 0
        self.turn.set("♛ winner" if winner else ("◀ to move" if to_move else ""))
        self.turn.move(x, 13)
        self.dice.set(f"×{v.empire_dice(s)}")
        self.dice.move(W - 150, 13)
        self.dice_icon.setPos(W - 170, 5)
        self.points.set(pts(v.score(s)))
        self.points_icon.setPos(W - 14 - self.points.boundingRect().width() - 20, 5)
        for (attr, _), (g, t) in zip(PEG_ICONS, self.pegs):
            value = getattr(v, attr)[s]
            t.set(str(value))
            t.setToolTip(f"{value} {PEG_WORDS[attr]}")
            g.setToolTip(f"{value} {PEG_WORDS[attr]}")
        self.strength.set(f"strength {v.strength(s)}")
        self.strength.setToolTip("Battle strength: armies + Formations + Navy")
        ports = f"Ports {v.ports[s]}"
        if v.ports[s] < D.MAX_PORTS:
            k = v.ports[s]  # the next port (0-based column k)
            pop = v.port_pop[s] >= k
            start = D.URNS_CUM[k - 1] - D.PORT_URNS[k - 1]
            urns = max(0, min(D.PORT_URNS[k - 1], v.urns[s] - start))
            ports += f" (next: population {'✓' if pop else '✗'}, urns {urns}/{D.PORT_URNS[k - 1]})"
        provinces = f"Provinces {v.provinces[s]}"
        nxt = next_progress(v.prov_boxes[s], D.PROVINCE_BOXES)
        if nxt is not None and v.provinces[s] < D.MAX_PROVINCES:
            provinces += f" (next: boxes {nxt[0]}/{nxt[1]})"
        self.empire.set(elided(f"{ports} · {provinces}", PX, W - 20))
        begun = []
        for m, info in enumerate(D.MONUMENTS):
            filled = v.mon[s * n + m]
            if filled:
                done = filled >= int(info["boxes"])
                first = " first" if v.mon_first[m] == s else ""
                progress = "✓" + first if done else f"{filled}/{info['boxes']}"
                begun.append(f"{info['name']} {progress}")
        words = "Monuments: " + (", ".join(begun) if begun else "none begun")
        self.monuments.set(elided(words, PX, W - 20))
        self.monuments.setToolTip(words if self.monuments.text() != words else "")
        owned = [d["name"] for i, d in enumerate(D.DEVELOPMENTS) if v.devs[s] >> i & 1]
        words = f"Developments ({len(owned)}): " + (", ".join(owned) if owned else "none")
        for t, line in zip(self.devs, wrapped(words, PX, W - 20, len(self.devs))):
            t.set(line)
        self.devs[0].setToolTip(words)
