"""The prompt of the Age of Mythology board: what the seat at the screen is asked to do, with the buttons of its
plain choices, at the top of the left part (its width and height in either layout); and the mark on a worker
picked up, until the tile it goes to is clicked. The board's routing (board_routing.py) arms the buttons.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from dawnofempires_gui.games.aom.board_items import INK, SOFT, Button, Text, elide_title, inert, plate, wrap
from dawnofempires_gui.ui.targets import rounded

LEFT_W = 900.0
PROMPT_H = 64.0
COMPACT_PROMPT_H = 70.0  # narrower, three lines of words


class Prompt(QGraphicsItem):
    """What the seat at the screen is asked to do, and the buttons of its plain choices."""

    def __init__(self, width: float = LEFT_W) -> None:
        super().__init__()
        inert(self)
        self.w = width
        self.h = PROMPT_H if width >= LEFT_W else COMPACT_PROMPT_H
        # Drawn item by item, not from a picture: its words change with almost every action (a picture would be made
        # again each time, then copied); a repaint elsewhere skips it.
        self.setFlag(QGraphicsItem.ItemContainsChildrenInShape)
        plate(self, QRectF(0, 0, width, self.h), "#f3e6c3", "#6b5a3e", 10, 1.5)
        if self.h == PROMPT_H:
            self.title = Text("", 16, self, 12, 16, "l", INK, True)
            self.notes = [Text("", 13, self, 12, 37, "l", SOFT), Text("", 13, self, 12, 53, "l", SOFT)]
        else:
            self.title = Text("", 15, self, 12, 13, "l", INK, True)
            self.notes = [Text("", 13, self, 12, 31 + 15 * k, "l", SOFT) for k in range(3)]
        self.buttons: list[Button] = []

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-2, -2, self.w + 4, self.h + 4)

    def paint(self, painter, option, widget=None) -> None:
        pass

    def button(self, i: int) -> Button:
        while len(self.buttons) <= i:
            self.buttons.append(Button(self))
        return self.buttons[i]

    def set_words(self, title: str, note: str, room: float) -> None:
        """The title and the note beside the buttons (`room` wide). When the buttons leave the title too little room
        for whose turn it is and what is asked (a long button of a god power in the compact layout), they go down
        beside the note and the title takes the whole width."""
        px = self.title.font().pixelSize()
        shown = elide_title(title, px, room)
        armed = [b for b in self.buttons if b.actions]  # the ones laid out now (the others are disarmed)
        low = bool(armed) and shown.endswith("…")
        for b in armed:
            b.setY(self.h - Button.H - 3 if low else (self.h - Button.H) / 2)
        if low:
            shown = elide_title(title, px, self.w - 24)
        self.title.set(shown)
        tip = title if shown != title else ""  # cut short: the whole of it when pointed at
        if self.title.toolTip() != tip:
            self.title.setToolTip(tip)
        lines = wrap(note, 13, room, len(self.notes))
        for item, line in zip(self.notes, lines):
            item.set(line)
            item.setToolTip(note if line else "")


class PickMark(QGraphicsItem):
    """The mark on a worker picked up, until the tile it goes to is clicked (or it is clicked again)."""

    def __init__(self) -> None:
        super().__init__()
        inert(self)
        self.setZValue(50)
        self.frame = plate(self, QRectF(0, 0, 10, 10), "#00000000", "#1d1710", 8, 3)
        self.badge = plate(self, QRectF(0, 0, 86, 20), "#1d1710", "#1d1710", 9, 1)
        self.text = Text("picked up", 13, self, 0, 0, "c", "#ffffff", True)
        self.rect = QRectF()
        self.mark(QRectF(100, 100, 40, 40))  # somewhere inside the board while it is hidden (the view fits them all)

    def mark(self, rect: QRectF) -> None:
        r = rect.adjusted(-1, -1, 1, 1)
        if r == self.rect:
            return
        self.prepareGeometryChange()
        self.rect = r
        self.frame.setPath(rounded(r, 7))
        self.badge.setPos(r.center().x() - 43, r.top() - 14)
        self.text.move(r.center().x(), r.top() - 4)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-4, -20, 4, 4)

    def paint(self, painter, option, widget=None) -> None:
        pass
