"""The action display (five rows of circles, each disc in its owner's colour with the owner's initial), the
turn order track and the food track of the Rise of Empires board.

In an A turn a disc goes into the rightmost empty circle of the row of the action chosen (that circle is
marked); in a B turn a player takes one of his discs back, paying for each disc to its left: the price
shows beside the disc under the pointer (and in its tooltip). Circles, turn order spaces are Targets the
board arms with take_disc, idle_disc and choose_place."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsRectItem

from dawnofempires_gui.engine.words import ordinal
from dawnofempires_gui.ui.targets import Target, rounded

from . import data as D
from .board_items import (CARD, EDGE, FAINT, INK, MIN_PX, PAPER, ROW_ICON, SOFT, TABLE, Glyph, Marker, Overlay, Text,
                          brush, elide, face, ink_on, inert, panel, part, pen, quiet, restyle)
from .words import ROW_NAMES

ROW_H = 31.0
HEAD_H = 30.0  # the title line of a panel
CIRCLE_R = 13.5
LABEL_W = 134.0
STEP_X = 31.0
EMPTY_PEN = QPen(brush("#a08c66").color(), 1.4, Qt.DashLine)
NEXT_PEN = QPen(brush("#6b5a3e").color(), 2.4, Qt.DashLine)
ROW_WORDS = {
    "progress": "take a face-up progress tile",
    "territory": "take a face-up territory tile",
    "city": "take a face-up city tile (a wonder only in a B turn)",
    "empire": "take an empire tile, place cubes and fight battles",
    "trade": "trade resource discs on the trade track",
}


class Circle(Overlay):
    """A circle of the action display: empty (dashed), or a disc in its owner's colour with the initial,
    drawn under it in a picture of its own: a disc placed makes the pictures of two circles again (it and the
    next one marked), not of the row's ten dashed circles. (On no ground: the margins of neighbouring circles'
    pictures overlap.) Armed with take_disc it shows the price of taking the disc back while the pointer is on
    it."""

    def __init__(self, row: str, i: int, parent: QGraphicsItem, x: float, y: float) -> None:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), CIRCLE_R, CIRCLE_R)
        super().__init__(path, parent, f"circle-{row}-{i}")
        self.setPos(x, y)
        self.setZValue(1)  # over every row's picture (its price bubble reaches into the row above)
        self.row, self.i = row, i
        drawn_in = part(parent, f"disc-{row}-{i}")
        self.disc = inert(QGraphicsEllipseItem(QRectF(x - CIRCLE_R, y - CIRCLE_R, 2 * CIRCLE_R, 2 * CIRCLE_R), drawn_in))
        self.disc.setBrush(brush(PAPER))
        self.disc.setPen(EMPTY_PEN)
        self.letter = Text("", MIN_PX, drawn_in, x, y, "c", INK, True)
        self.bubble = QGraphicsRectItem(self)
        self.bubble.setBrush(brush("#33291b"))
        self.bubble.setPen(pen("#33291b", 1))
        self.bubble.setZValue(50)
        self.bubble.hide()
        inert(self.bubble)
        self.bubble_text = Text("", MIN_PX, self.bubble, 0, 0, "c", "#fffaf0", True)
        self.key = None
        self.cost_words = ""
        self.base_tip = ""

    def set(self, colour: str | None, initial: str, next_one: bool) -> None:
        key = (colour, initial, next_one)
        if key == self.key:
            return
        self.key = key
        if colour is None:
            self.disc.setBrush(brush(PAPER if not next_one else "#fff6d8"))
            self.disc.setPen(NEXT_PEN if next_one else EMPTY_PEN)
            self.letter.set("")
        else:
            self.disc.setBrush(brush(colour))
            self.disc.setPen(pen("#1a1a1a", 1.5))
            self.letter.set(initial, ink_on(colour))

    def show_cost(self, words: str) -> None:
        self.cost_words = words
        if self.bubble_text.text() != words:
            self.bubble_text.set(words)
            w = self.bubble_text.boundingRect().width() + 12
            self.bubble.setRect(QRectF(-w / 2, -CIRCLE_R - 26, w, 22))
            self.bubble_text.move(0, -CIRCLE_R - 15)

    def hoverEnterEvent(self, event):  # noqa: N802
        super().hoverEnterEvent(event)
        if self.actions and self.cost_words:
            self.bubble.show()

    def hoverLeaveEvent(self, event):  # noqa: N802
        super().hoverLeaveEvent(event)
        self.bubble.hide()

    def set_focus_mark(self, on: bool) -> None:
        super().set_focus_mark(on)
        self.bubble.setVisible(on and bool(self.actions and self.cost_words))


def turn_note(b_turn: bool, acting: bool) -> str:
    """The display's note: what its discs are for now (after the actions, in the food, income, points and era's
    end, no disc moves: it said "take a disc back" all through them)."""
    if not acting:
        return "B turn: actions done" if b_turn else "A turn: actions done"
    return "B turn: take a disc back" if b_turn else "A turn: fill from the right"


class ActionDisplay(QGraphicsRectItem):
    """The five rows of the action display, with as many circles as the player count gives each row."""

    W = LABEL_W + 10 * STEP_X + 12
    H = HEAD_H + 5 * ROW_H + 6

    def __init__(self, board, view) -> None:
        super().__init__(0, 0, self.W, self.H)
        quiet(self)
        self.setData(0, "action-display")
        words = part(self, "action-display-words", ground=TABLE)
        panel(words, self.rect(), PAPER, EDGE)
        Glyph("fa6s.circle-dot", 16, SOFT, words, 14, 15)
        Text("Action display", MIN_PX, words, 27, 15, "l", INK, True)
        self.turn_note = Text("", MIN_PX, words, self.W - 8, 15, "r", SOFT)
        self.circles: dict[str, list[Circle]] = {}
        for r, row in enumerate(D.ACTION_ROWS):
            y = HEAD_H + r * ROW_H + ROW_H / 2
            fill = "#efe5c9" if r % 2 else PAPER
            band = panel(words, QRectF(4, y - ROW_H / 2 + 1, self.W - 8, ROW_H - 2), fill, "#00000000", "", 0)
            band.setPen(QPen(Qt.NoPen))
            Glyph(ROW_ICON[row], 15, SOFT, words, 16, y)
            name = Text(ROW_NAMES[row], MIN_PX, words, 28, y, "l", INK, True)
            name.setToolTip(f"{ROW_NAMES[row]}: {ROW_WORDS[row]}")
            count = len(view.display[row])
            self.circles[row] = []
            for i in range(count):
                c = Circle(row, i, self, LABEL_W + i * STEP_X + STEP_X / 2, y)
                board.targets[c.data(0)] = c
                self.circles[row].append(c)
        self.key = None
        self.row_keys: dict[str, tuple] = {}  # the discs each row shows

    def update(self, view, seat: int | None, colours: list[str], initials: list[str], names: list[str]) -> None:
        b_turn = view.b_turn
        acting = view.stage == "actions"
        free = tuple(view.owns_effect(p, "no_position_cost") for p in range(view.n)) if b_turn else ()
        if (b_turn, acting, free) != self.key:
            self.key = (b_turn, acting, free)
            self.row_keys = {}
            self.turn_note.set(turn_note(b_turn, acting))
            self.turn_note.setToolTip("B turn: each player takes one of his discs back (paying for the discs to "
                                      "its left)" if b_turn else "A turn: a disc goes into the rightmost empty "
                                      "circle of the row of the action chosen")
        for row, circles in self.circles.items():
            row_key = tuple(view.display[row])
            if row_key == self.row_keys.get(row):
                continue  # only the row where a disc went (or left) is drawn again
            self.row_keys[row] = row_key
            nxt = -1 if b_turn else view.next_circle(row)
            for i, c in enumerate(circles):
                owner = view.display[row][i]
                c.set(colours[owner] if owner >= 0 else None, initials[owner] if owner >= 0 else "", i == nxt)
                c.base_tip = self._tip(view, seat, row, i, owner, nxt, names)
                cost = view.removal_cost(owner, row, i) if owner >= 0 and b_turn else 0
                c.show_cost(("free" if not cost else f"pay {cost}") if owner >= 0 and b_turn else "")

    @staticmethod
    def _tip(view, seat, row: str, i: int, owner: int, nxt: int, names: list[str]) -> str:
        where = f"{ROW_NAMES[row]} row, {ordinal(i + 1)} circle"
        if owner < 0:
            extra = " — the next disc placed in this row goes here" if i == nxt else ""
            return f"<b>{where}</b>: empty{extra}"
        lines = [f"<b>{where}</b>: {names[owner]}'s disc"]
        if view.b_turn:
            cost = view.removal_cost(owner, row, i)
            left = sum(1 for c in view.display[row][:i] if c >= 0)
            if cost:
                which = "the disc" if left == 1 else f"each of the {left} discs"
                lines.append(f"Taking it back costs {cost} (1 gold, cube, resource disc, food or victory point for "
                             f"{which} to its left).")
            elif left:
                lines.append("Taking it back costs nothing (Printing).")
            else:
                lines.append("Taking it back costs nothing: no disc to its left.")
        return "<br>".join(lines)


class TurnOrderTrack(QGraphicsRectItem):
    """The turn order track: a space per player, the player acting first on top."""

    W, H = 620.0 - ActionDisplay.W - 8, ActionDisplay.H
    MARKER_X, NAME_X = 34.0, 46.0  # in a space: the place's number, the seat's marker, its name

    def __init__(self, board, n: int, colours: list[str], names: list[str], shapes: list[str]) -> None:
        super().__init__(0, 0, self.W, self.H)
        quiet(self)
        self.setData(0, "turn-order")
        words = part(self, "turn-order-words", ground=TABLE)  # the track and who is where: changed with the order
        panel(words, self.rect(), PAPER, EDGE)
        Glyph("fa6s.arrow-down-1-9", 16, SOFT, words, 14, 15)
        Text("Turn order", MIN_PX, words, 27, 15, "l", INK, True)
        self.colours, self.names = colours, names
        self.spaces: list[Target] = []
        self.faces = []
        self.markers: list[Marker] = []
        self.texts: list[Text] = []
        h = min(ROW_H, (self.H - HEAD_H - 6) / n)
        for k in range(n):
            space = Overlay(rounded(QRectF(0, 0, self.W - 12, h - 3), 5), self, f"order-{k + 1}")
            space.setPos(6, HEAD_H + k * h)
            drawn = face(words, 6, HEAD_H + k * h, self.W - 12, h - 3, CARD, pen("#a08c66", 1.2), 5)
            Text(str(k + 1), MIN_PX, drawn, 8, (h - 3) / 2, "l", SOFT, True)  # "1st" left a name 72 wide: "Mic…"
            self.spaces.append(space)
            self.faces.append(drawn)
            board.targets[space.data(0)] = space
            marker = Marker("circle", "#ffffff", 6.5, drawn)
            marker.setPos(self.MARKER_X, (h - 3) / 2)
            self.markers.append(marker)
            self.texts.append(Text("", MIN_PX, drawn, self.NAME_X, (h - 3) / 2, "l", INK, True))
        self.shapes = shapes
        self.key = None

    def update(self, view) -> None:
        choosing = view.top_step()[0] == "order" and bool(view.new_order)
        order = view.new_order if choosing else view.order
        key = (tuple(order), choosing, tuple(view.order_queue) if choosing else ())
        if key == self.key:
            return
        self.key = key
        for k, space in enumerate(self.spaces):
            seat = order[k] if k < len(order) else -1
            marker, text = self.markers[k], self.texts[k]
            if seat >= 0:
                marker.setVisible(True)
                marker.set(self.shapes[seat], self.colours[seat])
                text.set(elide(self.names[seat], self.W - 12 - self.NAME_X - 4, MIN_PX, True))
                restyle(self.faces[k], CARD, pen("#a08c66", 1.2))
            else:
                marker.setVisible(False)
                text.set("free" if choosing else "")
                restyle(self.faces[k], "#f3ead2", pen("#a08c66", 1.2))
            if choosing:
                space.base_tip = (f"Turn order space {k + 1}: " + (f"taken by {self.names[seat]}" if seat >= 0 else
                                  "free") + "<br>Players choose by fewest victory points (ties: fewer gold, cubes in "
                                  "the pool and resource discs; then the later in the old order).")
            else:
                space.base_tip = (f"Plays {ordinal(k + 1)} this game turn: {self.names[seat]}" if seat >= 0 else
                                  f"Turn order space {k + 1}")


class FoodTrack(QGraphicsRectItem):
    """The food track, 0 to 20: a marker per player (its shape in its colour) under its space."""

    W, H = 620.0, 90.0
    CELL = 28.0
    NARROW = 80  # the width of the two-figure numbers, in percent

    def __init__(self, board, n: int, colours: list[str], names: list[str], shapes: list[str]) -> None:
        super().__init__(0, 0, self.W, self.H)
        quiet(self)
        self.setData(0, "food-track")
        words = part(self, "food-words", ground=TABLE)
        panel(words, self.rect(), PAPER, EDGE)
        Glyph("food", 16, "#6d7d1d", words, 14, 15)
        Text("Food", MIN_PX, words, 27, 15, "l", INK, True)
        rule = Text("over 20: 1 gold per 2 · under 0: −1 point each", MIN_PX, words, self.W - 8, 15, "r", FAINT)
        rule.setToolTip("At the top of the track every 2 food that cannot be gained give 1 gold (an odd one is lost); "
                        "at the bottom every food that cannot be lost costs 1 victory point. The last game turn's "
                        "food is doubled.")
        x0 = (self.W - 21 * self.CELL) / 2
        self.x0 = x0
        for v in range(21):
            cell = panel(words, QRectF(x0 + v * self.CELL, HEAD_H, self.CELL - 2, 24),
                         "#e6d3a3" if v % 5 == 0 else "#f5ecd4", "#a8946b", "", 0.8)
            cell.setToolTip(f"{v} food")
            number = Text(str(v), MIN_PX, words, x0 + v * self.CELL + (self.CELL - 2) / 2, HEAD_H + 12, "c", SOFT,
                          v % 5 == 0)
            if v >= 10:  # two figures at full width filled their space (and "10" ran over it): narrower ones
                narrow = QFont(number.font())
                narrow.setStretch(self.NARROW)
                number.setFont(narrow)
                number.move(x0 + v * self.CELL + (self.CELL - 2) / 2, HEAD_H + 12)
        self.markers = []
        for p in range(n):
            m = Marker(shapes[p], colours[p], 5.5, self)
            m.setData(0, f"food-marker-{p}")
            self.markers.append(m)
        self.names = names
        self.key = None

    def update(self, view) -> None:
        key = tuple(view.food)
        if key == self.key:
            return
        self.key = key
        spots: dict[int, list[int]] = {}
        for p in range(view.n):
            spots.setdefault(max(0, min(20, view.food[p])), []).append(p)
        for v, players in spots.items():
            x = self.x0 + v * self.CELL + (self.CELL - 2) / 2
            cols = min(3, len(players))
            for k, p in enumerate(players):
                rowk, col = divmod(k, 3)
                self.markers[p].setPos(x + (col - (cols - 1) / 2) * 13, HEAD_H + 35 + rowk * 13)  # 9.5 overlapped
                self.markers[p].setToolTip(f"{self.names[p]}: {view.food[p]} food")
