"""The hand of the seat at the screen: its cards in a row with their full text at a readable size (the action,
and for a god card the god, the power's Favor cost and what it does). Only that seat's own cards are ever
given to it: the board draws from that seat's view, in which every other hand is HIDDEN (the other panels show
backs and counts).

Targets (tags): "card-<card id>" ("card-<card id>-2" for a second copy). A click plays the card (the chooser
asks for its action, its power or both, or to pass with it), discards it, as the step allows.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.board_items import (CULTURE_COLOUR, EDGE, FAINT, INK, LEFT_GROUND, PAPER, SOFT, Glyph,
                                                     Text, bound, cached, inert, mix, part, plate, wrap)
from dawnofempires_gui.games.aom.board_queries import (ACTION_ICONS, card_action_text, card_power_text, card_tip,
                                                       card_title)
from dawnofempires_gui.games.aom.rules_words import culture_name
from dawnofempires_gui.ui.drawing import brush, pen
from dawnofempires_gui.ui.targets import Target, rounded

W = 900.0
H = 290.0
LINE = 14.5
MAX_LINES = 15


class CardItem(Target):
    """One card of the hand, its words laid out to its width."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(rounded(QRectF(0, 0, 150, H - 22), 8), parent, PAPER, pen(EDGE, 1.5), "")
        cached(self)  # a card of its own picture: a new card in the hand repaints that card only
        self.setFlag(QGraphicsItem.ItemContainsChildrenInShape)  # a repaint elsewhere skips it
        self.band = plate(self, QRectF(0, 0, 150, 30), "#d9c89a", EDGE, 8, 1)
        self.band.setZValue(-0.5)
        self.icon = Glyph("fa6s.compass", 17, INK, self, 14, 15)
        self.lines: list[Text] = []
        self.key = None
        self.card = ""
        self.base_tip = ""

    def _line(self, i: int) -> Text:
        while len(self.lines) <= i:
            self.lines.append(Text("", 13, self, 6, 0, "l", INK))
        return self.lines[i]

    def show_card(self, card: str, width: float, height: float, players: int, tag: str) -> None:
        self.setData(0, tag)
        key = (card, width, height, players)
        if key == self.key:
            self.show()
            return
        self.key = key
        self.card = card
        c = D.CARDS[card]
        god = c.god is not None
        colour = CULTURE_COLOUR.get(c.culture or "", "#8c7a52")
        self.set_path(rounded(QRectF(0, 0, width, height), 8))
        self.look(mix(colour, "#fffaf0", 0.86) if god else PAPER)
        title_lines = len([t for t in wrap(card_title(card), 14, width - 12, 2, True, width - 36) if t])
        self.band.setPath(rounded(QRectF(0, 0, width, 8 + LINE * title_lines), 8))
        self.band.setBrush(brush(mix(colour, "#ffffff", 0.45) if c.deck == "random" else "#d9c89a"))
        self.icon.set(ACTION_ICONS[c.action], INK)
        room = width - 12
        out: list[tuple[str, bool, str, float]] = []  # text, bold, colour, space after
        title = [t for t in wrap(card_title(card), 14, room, 2, True, room - 24) if t]
        out += [(t, True, INK, 0.0) for t in title]
        out[-1] = (*out[-1][:3], 6.0)
        out += [(t, False, INK, 0.0) for t in wrap(card_action_text(card, players), 13, room, 7) if t]
        if god:
            out[-1] = (*out[-1][:3], 5.0)
            g = c.god
            ink = mix(colour, "#000000", 0.4)
            out += [(t, True, ink, 0.0) for t in wrap(f"{g.god} · {g.favor} Favor", 13, room, 2, True) if t]
            if g.power_name:
                out += [(t, True, ink, 0.0) for t in wrap(f"“{g.power_name}”", 13, room, 2, True) if t]
            out += [(t, False, SOFT, 0.0) for t in wrap(card_power_text(card), 13, room, 8) if t]
        foot = "permanent" if c.deck == "permanent" else f"{culture_name(c.culture)} card" if c.culture else "random"
        fits = int((height - 44) // LINE)
        if len(out) > fits:
            out = out[:fits - 1] + [("… (the rest in the tooltip)", False, FAINT, 0.0)]
        y = 15.0
        for i, (text, bold, ink, after) in enumerate(out):
            line = self._line(i)
            if line.font().bold() != bold:
                line.setFont(_font(bold))
            line.set(text, ink)
            line.move(30 if i == 0 else 6, y)
            line.show()
            y += LINE + after
        foot_line = self._line(len(out))
        if foot_line.font().bold():
            foot_line.setFont(_font(False))
        foot_line.set(foot, FAINT)
        foot_line.move(width - 6 - foot_line.boundingRect().width(), height - 11)
        foot_line.show()
        for line in self.lines[len(out) + 1:]:
            line.hide()
        self.base_tip = card_tip(card, players)
        self.show()


def _font(bold: bool):
    from dawnofempires_gui.ui.drawing import font

    return font(13, bold)


class HandRow(QGraphicsItem):
    """The cards of the seat at the screen, side by side (overlapping when there are many)."""

    def __init__(self, board) -> None:
        super().__init__()
        inert(self)
        self.setFlag(QGraphicsItem.ItemHasNoContents)
        words = bound(part(self, "hand-words", 0, LEFT_GROUND), QRectF(0, 0, W, 52))  # under the cards
        self.title = Text("", 14, words, 4, 9, "l", "#f3ead2", True)
        self.empty = Text("", 13, words, 4, 40, "l", "#d8ccb0")
        self.cards: list[CardItem] = []
        self.targets: dict[str, Target] = {}
        self.key = None

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, W, H)

    def paint(self, painter, option, widget=None) -> None:
        pass

    def update_hand(self, view, seat: int | None) -> None:
        cards = view.hand(seat) if seat is not None else []
        key = (tuple(cards), seat, view.hand_limit(seat) if seat is not None else 0)
        if key == self.key:
            return
        self.key = key
        if seat is None:
            self.title.set("")
            self.empty.set("")
        else:
            self.title.set(f"Your hand — {view.seat_name(seat)}: {len(cards)} of {view.hand_limit(seat)} cards "
                           f"(the others see only the backs of your random cards)")
            self.empty.set("" if cards else "No cards in your hand.")
        n = len(cards)
        width = max(124.0, min(172.0, (W - 4 * (n - 1)) / max(n, 1)))
        step = width + 4 if n * (width + 4) - 4 <= W else (W - width) / (n - 1)
        self.targets = {}
        seen: dict[str, int] = {}
        while len(self.cards) < n:
            self.cards.append(CardItem(self))
        for i, card in enumerate(cards):
            seen[card] = seen.get(card, 0) + 1
            tag = f"card-{card}" + (f"-{seen[card]}" if seen[card] > 1 else "")
            item = self.cards[i]
            item.show_card(card, width, H - 22, view.n, tag)
            item.setPos(i * step, 20)
            item.setZValue(i)
            self.targets[tag] = item
        for item in self.cards[n:]:
            item.hide()
            item.setData(0, "")
            item.disarm()
