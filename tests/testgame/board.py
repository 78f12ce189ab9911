"""A plain board for the test game: one row per seat with its points, its bid (hidden ones as "?"),
and clickable bid discs and a die for the seat at the screen."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen

from dawnofempires_gui.engine import HIDDEN
from dawnofempires_gui.ui.board import BoardScene
from dawnofempires_gui.ui.drawing import AnchoredText
from dawnofempires_gui.ui.style import seat_colour
from dawnofempires_gui.ui.targets import Target, ellipse


class SecretDiceBoard(BoardScene):
    def show_state(self, view, seat, legal, events) -> None:
        self.clear()
        self.view_state = view
        self.addRect(0, 0, 600, 60 + 60 * len(view.seats), QPen(Qt.black), QBrush(QColor("#f3ead6")))
        for s in range(len(view.seats)):
            y = 40 + 60 * s
            disc = self.addEllipse(20, y, 30, 30, QPen(Qt.black), QBrush(seat_colour(s)))
            disc.setToolTip(view.seat_name(s))
            if view.turn < 0:  # bidding: a pick made is hidden from the other seats
                pick = view.picks[s]
                shown = "–" if not pick else ("?" if pick[0] is HIDDEN else str(pick[0]["amount"]))
            else:
                shown = str(view.bids[s])
            text = self.addSimpleText(f"{view.seat_name(s)}   points {view.points[s]}   bid {shown}   tokens {view.tokens[s]}")
            text.setPos(60, y + 5)
            text.setData(0, f"row-{s}")
        for i, action in enumerate(legal):
            item = Target(ellipse(QRectF(0, 0, 60, 60)), None, "#ffffff", QPen(Qt.black),
                          f"target-{action.kind}-{action.get('amount', '')}")
            item.setPos(380 + 70 * i - (0 if len(legal) < 3 else 140), 40 + 60 * len(view.seats) - 20)
            self.addItem(item)
            item.arm(self, action, view.describe(action))
            AnchoredText(view.describe(action).split()[-1], 12, item, 30, 30, "c")
