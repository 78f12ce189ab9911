"""The hand of the seat at the screen: its cards in a row with their full text at a readable size (the action,
and for a god card the god, the power's Favor cost and what it does). Only that seat's own cards are ever
given to it: the board draws from that seat's view, in which every other hand is HIDDEN (the other panels show
backs and counts).

In a small window (the board's compact layout) the cards are short: the name, the god and its Favor cost, the
start of the action. The card pointed at, or given the keyboard focus, is then shown whole and larger just above
the hand (CardDetail), for as long as the pointer or the focus stays on it.

Targets (tags): "card-<card id>" ("card-<card id>-2" for a second copy). A click plays the card (the chooser
asks for its action, its power or both, or to pass with it), discards it, as the step allows.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.board_kept import KeptPicture, TargetPicture
from dawnofempires_gui.games.aom.board_items import (CULTURE_COLOUR, EDGE, FAINT, INK, PAPER, SOFT, Glyph,
                                                     Text, bound, elide, inert, mix, part, plate, wrap)
from dawnofempires_gui.games.aom.board_queries import (ACTION_ICONS, card_action_text, card_power_text, card_tip,
                                                       card_title)
from dawnofempires_gui.games.aom.rules_words import culture_name
from dawnofempires_gui.ui.drawing import brush, pen
from dawnofempires_gui.ui.targets import Target, rounded

W = 900.0
H = 290.0
LINE = 14.5
MAX_LINES = 15
ICON_ROOM = 24.0  # the action's icon before the name
NARROW = 100.0  # a compact card narrower than this shows its name without the icon


class CardItem(Target):
    """One card of the hand, its words laid out to its width (`px` the size of its words), drawn from the picture of
    the card it shows (board_kept.py)."""

    def __init__(self, parent: QGraphicsItem | None, hand: HandRow | None = None, px: float = 13) -> None:
        super().__init__(rounded(QRectF(0, 0, 150, H - 22), 8), parent, PAPER, pen(EDGE, 1.5), "")
        self.hand = hand  # told when the pointer or the focus comes and goes (compact cards)
        self.px, self.line_h = px, LINE * px / 13
        self.setGraphicsEffect(TargetPicture(self, self.look_key))  # a new card in the hand repaints that card only
        self.setFlag(QGraphicsItem.ItemContainsChildrenInShape)  # a repaint elsewhere skips it
        self.band = plate(self, QRectF(0, 0, 150, 30), "#d9c89a", EDGE, 8, 1)
        self.band.setZValue(-0.5)
        self.icon = Glyph("fa6s.compass", 17, INK, self, 14, 15)
        self.lines: list[Text] = []
        self.key = None
        self.card = ""
        self.base_tip = ""

    def look_key(self) -> tuple | None:
        """What the card's picture shows (None before it shows a card)."""
        return (self.key, self.selected_colour) if self.key is not None else None

    def _line(self, i: int) -> Text:
        while len(self.lines) <= i:
            self.lines.append(Text("", self.px, self, 6, 0, "l", INK))
        return self.lines[i]

    # --- the whole card shown while pointed at or focused (compact cards only) -----------------------------------
    def arm(self, board, actions, tip=None) -> None:
        super().arm(board, actions, tip)
        if self.hand is not None and self.hand.compact:
            self.setAcceptHoverEvents(True)  # pointed at, the whole card shows, playable or not

    def hoverEnterEvent(self, event):  # noqa: N802
        super().hoverEnterEvent(event)
        if self.hand is not None:
            self.hand.point(self, True)

    def hoverLeaveEvent(self, event):  # noqa: N802
        super().hoverLeaveEvent(event)
        if self.hand is not None:
            self.hand.point(self, False)

    def set_focus_mark(self, on: bool) -> None:
        super().set_focus_mark(on)
        if self.hand is not None:
            self.hand.point(self, on)

    def title_lines(self, card: str, room: float, first: float) -> list[str]:
        """The card's name in one or two lines of `room` (the first `first` wide, beside the icon), each inside."""
        px = self.px + 1
        lines = [t for t in wrap(card_title(card), px, room, 2, True, first) if t]
        return [elide(t, px, first if i == 0 else room, True) for i, t in enumerate(lines)]

    def lines_of(self, card: str, room: float, players: int, short: bool,
                 first: float | None = None) -> list[tuple[str, bool, str, float]]:
        """The card's words as lines of `room` (the name's first line `first` wide, beside the icon): (text, bold,
        colour, space after). `short`: the name, the god and its Favor cost, then the action (a compact card shows
        what fits of it)."""
        c = D.CARDS[card]
        god = c.god is not None
        colour = CULTURE_COLOUR.get(c.culture or "", "#8c7a52")
        px = self.px
        ink = mix(colour, "#000000", 0.4)
        out: list[tuple[str, bool, str, float]] = []  # text, bold, colour, space after
        title = self.title_lines(card, room, room - ICON_ROOM if first is None else first)
        out += [(t, True, INK, 0.0) for t in title]
        out[-1] = (*out[-1][:3], 6.0 if not short else 5.0)
        if short and god:
            out += [(t, True, ink, 0.0) for t in wrap(f"{c.god.god} · {c.god.favor} Favor", px, room, 2, True) if t]
        out += [(t, False, INK, 0.0) for t in wrap(card_action_text(card, players), px, room, 7) if t]
        if god and not short:
            out[-1] = (*out[-1][:3], 5.0)
            g = c.god
            out += [(t, True, ink, 0.0) for t in wrap(f"{g.god} · {g.favor} Favor", px, room, 2, True) if t]
            if g.power_name:
                out += [(t, True, ink, 0.0) for t in wrap(f"“{g.power_name}”", px, room, 2, True) if t]
            out += [(t, False, SOFT, 0.0) for t in wrap(card_power_text(card), px, room, 8) if t]
        return out

    def show_card(self, card: str, width: float, height: float, players: int, tag: str, short: bool = False) -> None:
        """Lay the card out to `width` x `height` (height 0: as tall as its words need)."""
        self.setData(0, tag)
        key = (card, width, height, players, short)
        if key == self.key:
            self.show()
            return
        self.key = key
        self.card = card
        c = D.CARDS[card]
        god = c.god is not None
        colour = CULTURE_COLOUR.get(c.culture or "", "#8c7a52")
        line_h = self.line_h
        with_icon = not short or width >= NARROW  # a narrow card gives the icon's room to its name
        first = width - 12 - (ICON_ROOM if with_icon else 0)
        out = self.lines_of(card, width - 12, players, short, first)
        gaps = sum(after for *_, after in out)
        if not height:
            height = 44 + line_h * len(out) + gaps
        self.set_path(rounded(QRectF(0, 0, width, height), 8))
        self.look(mix(colour, "#fffaf0", 0.86) if god else PAPER)
        title_lines = len(self.title_lines(card, width - 12, first))
        # the band holds the name's lines with room under the last one (its descenders stay off the edge)
        self.band.setPath(rounded(QRectF(0, 0, width, 15 + line_h * (title_lines - 1) + 0.85 * line_h), 8))
        self.band.setBrush(brush(mix(colour, "#ffffff", 0.45) if c.deck == "random" else "#d9c89a"))
        self.icon.set(ACTION_ICONS[c.action], INK)
        self.icon.setVisible(with_icon)
        foot = "permanent" if c.deck == "permanent" else f"{culture_name(c.culture)} card" if c.culture else "random"
        fits = int((height - 44 - gaps) // line_h) + 1 if short else int((height - 44) // line_h)
        if len(out) > fits:
            last = out[fits - 1]
            more = "…" if short else "… (the rest in the tooltip)"
            out = out[:fits - 1] + [(elide(last[0] + " " + more, self.px, width - 12, last[1]) if short else more,
                                     last[1] if short else False, last[2] if short else FAINT, 0.0)]
        y = 15.0
        for i, (text, bold, ink, after) in enumerate(out):
            line = self._line(i)
            if line.font().bold() != bold:
                line.setFont(_font(bold, self.px))
            line.set(text, ink)
            line.move(6 + ICON_ROOM if i == 0 and with_icon else 6, y)
            line.show()
            y += line_h + after
        foot_line = self._line(len(out))
        if foot_line.font().bold():
            foot_line.setFont(_font(False, self.px))
        foot_line.set(foot, FAINT)
        foot_line.move(width - 6 - foot_line.boundingRect().width(), height - 11)
        foot_line.show()
        for line in self.lines[len(out) + 1:]:
            line.hide()
        self.base_tip = card_tip(card, players)
        self.show()


def _font(bold: bool, px: float = 13):
    from dawnofempires_gui.ui.drawing import font

    return font(px, bold)


DETAIL_W, DETAIL_PX = 300.0, 15


class CardDetail(CardItem):
    """The whole card, larger, above the hand while one of the compact cards is pointed at or focused. It takes
    no clicks: the card under the pointer keeps them."""

    def __init__(self) -> None:
        super().__init__(None, None, DETAIL_PX)
        inert(self)
        self.setZValue(60)  # above the player board and the panels
        self.hide()

    def show_card(self, card: str, width: float, height: float, players: int, tag: str, short: bool = False) -> None:
        super().show_card(card, width, height, players, tag, short)
        self.setToolTip(self.base_tip)


class HandRow(QGraphicsItem):
    """The cards of the seat at the screen, side by side (overlapping when there are many). `height` is the
    row's: below H, the cards are compact and `detail` shows the one pointed at whole."""

    def __init__(self, board, width: float = W, height: float = H, detail: CardDetail | None = None) -> None:
        super().__init__()
        inert(self)
        self.setFlag(QGraphicsItem.ItemHasNoContents)
        self.w, self.h = width, height
        self.compact = height < H
        self.detail = detail
        self.pointed: CardItem | None = None
        self.players = 0
        words = bound(part(self, "hand-words", picture=False), QRectF(0, 0, width, 52))  # under the cards
        words.setGraphicsEffect(KeptPicture(words, self._words_look))  # one picture per seat's words
        self.title = Text("", 14, words, 4, 9, "l", "#f3ead2", True)
        self.empty = Text("", 13, words, 4, 40, "l", "#d8ccb0")
        self.cards: list[CardItem] = []
        self.targets: dict[str, Target] = {}
        self.key = None

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.w, self.h)

    def _words_look(self) -> tuple:
        return self.w, self.title.text(), self.empty.text()

    def point(self, card: CardItem, on: bool) -> None:
        """A compact card pointed at or focused (on), or left: the whole card shows above the hand, or goes."""
        if self.detail is None or not self.compact:
            return
        if on and card.isVisible() and card.card:
            self.pointed = card
            d = self.detail
            d.show_card(card.card, DETAIL_W, 0, self.players, "")
            at = card.mapToItem(self, 0, 0)
            x = min(max(0.0, at.x() + card.boundingRect().width() / 2 - DETAIL_W / 2), self.w - DETAIL_W)
            d.setPos(self.mapToScene(x, 14 - d.shape().boundingRect().height()))
            d.show()
        elif self.pointed is card:
            self.pointed = None
            self.detail.hide()

    def paint(self, painter, option, widget=None) -> None:
        pass

    def update_hand(self, view, seat: int | None) -> None:
        cards = view.hand(seat) if seat is not None else []
        key = (tuple(cards), seat, view.hand_limit(seat) if seat is not None else 0)
        if key == self.key:
            return
        self.key = key
        self.players = view.n
        if self.detail is not None:  # another hand, or other cards: nothing of the last one stays shown
            self.pointed = None
            self.detail.hide()
        if seat is None:
            self.title.set("")
            self.empty.set("")
        else:
            self.title.set(f"Your hand — {view.seat_name(seat)}: {len(cards)} of {view.hand_limit(seat)} cards "
                           + ("(point at a card to read it whole)" if self.compact else
                              "(the others see only the backs of your random cards)"))
            self.empty.set("" if cards else "No cards in your hand.")
        n = len(cards)
        W = self.w  # noqa: N806
        width = max(84.0 if self.compact else 124.0, min(172.0, (W - 4 * (n - 1)) / max(n, 1)))
        step = width + 4 if n * (width + 4) - 4 <= W else (W - width) / (n - 1)
        self.targets = {}
        seen: dict[str, int] = {}
        while len(self.cards) < n:
            self.cards.append(CardItem(self, self))
        for i, card in enumerate(cards):
            seen[card] = seen.get(card, 0) + 1
            tag = f"card-{card}" + (f"-{seen[card]}" if seen[card] > 1 else "")
            item = self.cards[i]
            item.show_card(card, width, self.h - 22, view.n, tag, self.compact)
            item.setPos(i * step, 20)
            item.setZValue(i)
            self.targets[tag] = item
        for item in self.cards[n:]:
            item.hide()
            item.setData(0, "")
            item.disarm()
