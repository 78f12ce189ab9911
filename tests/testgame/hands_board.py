"""The Hidden Hands board: each seat's played cards, the hand of the seat at the screen as cards to
click, and the other hands as backs (drawn from the view, which holds only HIDDEN for them)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPen

from dawnofempires_gui.engine import HIDDEN
from dawnofempires_gui.ui.board import BoardScene


class HiddenHandsBoard(BoardScene):
    def show_state(self, view, seat, legal, events) -> None:
        self.clear()
        n = len(view.seats)
        self.addRect(0, 0, 700, 80 + 90 * n, QPen(Qt.black), QBrush(QColor("#f3ead6")))
        by_card = {a["card"]: a for a in legal}
        for s in range(n):
            y = 30 + 90 * s
            label = self.addSimpleText(f"{view.seat_name(s)}  played: {' '.join(map(str, view.played[s])) or '—'}")
            label.setPos(20, y)
            label.setData(0, f"row-{s}")
            for i, card in enumerate(view.hands[s]):
                rect = self.addRect(320 + 50 * i, y - 5, 40, 56, QPen(Qt.black),
                                    QBrush(QColor("#6b4f2a" if card is HIDDEN else "#ffffff")))
                rect.setData(0, f"hand-{s}-{i}")
                if card is not HIDDEN:
                    text = self.addSimpleText(str(card))
                    text.setPos(335 + 50 * i, y + 12)
                    text.setData(0, f"card-{s}-{card}")
                    if card in by_card:
                        self.add_target(rect, by_card[card])
