"""The hand of the seat at the screen: cards in a row, each a Target for the actions it stands for.

Only the seat at the screen's own cards are ever given to it (the board draws from that seat's view, where
other hands are HIDDEN): other seats' hands are drawn as backs with a count, never as HandArea cards.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QGraphicsItem, QGraphicsTextItem

from dawnofempires_gui.engine import Action
from dawnofempires_gui.ui.drawing import AnchoredText, font, pen
from dawnofempires_gui.ui.targets import Target, rounded


@dataclass(frozen=True)
class CardFace:
    """What a card shows: its key (unique in the hand), a title, a text, its colour and what it allows."""

    key: str
    title: str
    text: str = ""
    colour: str = "#fffaf0"
    actions: tuple[Action, ...] = ()
    tip: str = ""
    selected: str = ""  # a colour to mark the card chosen


class Card(Target):
    def __init__(self, width: float, height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(rounded(QRectF(0, 0, width, height), 8), parent, "#fffaf0", pen("#6b5a3e", 1.5))
        self.width, self.height = width, height
        self.title = AnchoredText("", 13, self, 8, 14, "l", "#33291b", True)
        self.body = QGraphicsTextItem(self)
        self.body.setFont(font(11))
        self.body.setDefaultTextColor("#33291b")
        self.body.setTextWidth(width - 12)
        self.body.document().setDefaultTextOption(QTextOption(QTextOption.WrapAtWordBoundaryOrAnywhere))
        self.body.setPos(4, 26)
        self.body.setAcceptedMouseButtons(self.body.acceptedMouseButtons().__class__(0))
        self.face: CardFace | None = None

    def show_face(self, board, face: CardFace) -> None:
        if face != self.face:
            self.face = face
            self.look(face.colour)
            self.title.set(face.title)
            self.body.setPlainText(face.text)
            self.setData(0, f"card-{face.key}")
        self.select(face.selected)
        self.arm(board, face.actions, face.tip or face.text)


class HandArea(QGraphicsItem):
    """A row of cards within `width`; cards overlap when there are more than fit side by side."""

    def __init__(self, width: float, card_width: float = 130, card_height: float = 180,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.width, self.card_width, self.card_height = width, card_width, card_height
        self.cards: list[Card] = []
        self.setData(0, "hand")

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.width, self.card_height)

    def paint(self, painter, option, widget=None) -> None:
        pass

    def show_cards(self, board, faces: Sequence[CardFace]) -> None:
        while len(self.cards) < len(faces):
            self.cards.append(Card(self.card_width, self.card_height, self))
        for card in self.cards[len(faces):]:
            card.disarm()
            card.hide()
        n = len(faces)
        step = self.card_width + 8
        if n > 1 and n * step - 8 > self.width:
            step = (self.width - self.card_width) / (n - 1)
        for i, face in enumerate(faces):
            card = self.cards[i]
            card.setPos(i * step, 0)
            card.setZValue(i)
            card.show()
            card.show_face(board, face)
