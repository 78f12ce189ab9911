"""The tray of the Dawn of Empires board: what the seat at the screen is doing and what to click (or who
is awaited, or who won), the empire cards of the setup, the Harvest's collected cubes with their convert
and lose chips, and a chip for every plain action (end the turn, stop collecting, pay upkeep, exchanges)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from dawnofempires_gui.engine.words import plural

from dawnofempires_gui.ui.targets import Chip, Target, target_rect

from . import data as D
from .board_items import INK, MIN_PX, SOFT, TERRAIN, Text, brush, elide, inert, metrics, part, pen, shelve

STEP_NOTES = {
    "empire": "Click an empire card to play it.",
    "start": "Click a flag on the map to lay your starting tiles there",
    "upkeep": "Upkeep unpaid: click a town to remove a hut, or a tile to return a warrior.",
    "research": "Click a highlighted technology of the supply to research it, or end your turn.",
    "research_bonus": "Philosophy: click another technology to research it, or end your turn.",
    "recruit": "Click a highlighted tile next to your towns to place a warrior or a settler there.",
    "recruit_extra": "Barracks: click a tile to recruit a second warrior, or end your turn.",
    "move_pick": "Click a highlighted tile to choose which of your units there move.",
    "move_stack": "Click a neighbouring tile to move there, a rival town to raid it or a free corner to found a town.",
    "explore": "Click a highlighted face-down tile next to your warriors to explore it.",
    "build": "Click a highlighted improvement or wonder of the supply to build it.",
    "grow": "Click one of your highlighted towns to add a hut.",
    "done": "Your action is done: convert resources with the chips below or end your turn.",
    "legend": "You won the combat: promote one fallen warrior to a legend?",
    "mars": "Click a highlighted tile next to your towns to place the Spirit of Mars.",
}
BUTTON_KINDS = ("stop_collecting", "done_converting", "pay_upkeep", "end_move", "retire_legend", "legend", "release",
                "exchange", "end_turn")
NOTE_W = 540.0
FIRST_LINE_BOTTOM = 44.0  # under the note's first line
PANEL = "#fbf5e4"


class TurnPanel(QGraphicsRectItem):
    W, H = 560.0, 160.0

    def __init__(self, board) -> None:
        super().__init__(0, 0, self.W, self.H)
        inert(self)
        self.board = board
        self.setBrush(brush(PANEL))
        self.setPen(pen("#6b5a3e", 1.5))
        self.setData(0, "turn-panel")
        # parts, each painted from a picture made again when something in it changes: the words, which
        # change at nearly every action, and what is clicked (chips, cards, the Harvest's cubes), which is
        # kept while the same actions are offered; a row of plain buttons (End turn, Stop collecting...) is
        # a part of its own, kept undrawn with its chips while other buttons are offered (they come back at
        # nearly every turn: the player who ended their turn waits, the next one gets them)
        words = part(self, "turn-words", ground=PANEL)
        self.title = Text("", 16, words, 10, 12, "l", INK, True)
        self.notes = [Text("", 15, words, 10, 31, "l", SOFT), Text("", 15, words, 10, 49, "l", SOFT)]
        self.note = None  # the note's full text, as laid out on the two lines
        self.note_lines = ["", ""]
        self.short_note = False  # the note on one line: the Harvest's cubes take the second's place
        self.tray = part(self, "turn-tray", ground=PANEL)
        self.dynamic: list[QGraphicsItem] = []
        self.rows: dict[tuple, tuple] = {}  # the kinds of a row of buttons -> (its part, its chips)
        self.row: tuple | None = None  # the row of buttons shown, if the tray holds nothing else
        self.cards: QGraphicsItem | None = None  # the part of the empire cards (made at the first empire step)
        self.key = None
        # the last click's spot (BoardScene.last_click), in the panel, and its tag: no chip of another action comes
        # there (clicking "1 food → 1 production" again and again ended the turn: End turn slid under)
        self.clear_of: tuple[QRectF, str] | None = None

    # --- words
    def note_for(self, view, me: int, seat: int | None, legal) -> str:
        if view.is_over():
            return f"{view.winners_words()} {view.end_reason}".strip()
        top = view.top_step()[0]
        if not legal:
            waiting = ", ".join(view.seat_name(s) for s in view.to_move())
            return f"Waiting for {waiting}." if waiting else ""
        if top in ("collect", "discard", "convert", "upkeep"):
            if top == "discard":
                return f"Lose {plural(view.to_discard, 'cube')} to unhappiness: click a lose chip."
            # short enough for the note's two lines (the upkeep's end was cut: the unhappy faces went unread)
            due = (f"towns {view.town_upkeep_due(me)} {' or '.join(view.rules.town_upkeep_paid_with)}, "
                   f"warriors {view.military_upkeep_due(me)} money")
            if top == "upkeep":  # (the unhappy faces have cost their cubes by now)
                return f"{STEP_NOTES['upkeep']} Due: {due}."
            upkeep = f"Upkeep: {due}; {plural(view.unhappy(me), 'unhappy face')}."
            if top == "collect":
                skip = " (or end the turn)" if any(a.kind == "end_turn" for a in legal) else ""
                return f"Click highlighted tiles to collect, then stop collecting{skip}. {upkeep}"
            if top == "convert":
                return f"Convert each cube with a chip (wealth may become money or science). {upkeep}"
        if top == "rondel":
            paid = any(view.rondel_cost(me, a["space"])[1] > 0 for a in legal if a.kind == "rondel")
            return ("Click a highlighted action on the rondel: 1 or 2 spaces clockwise"
                    + ("; the money a paid step costs is shown beside its space." if paid else "."))
        note = STEP_NOTES.get(top, "")
        if top == "start":
            emp = D.EMPIRES.get(view.empire[me])
            note += f" ({emp.name}: {', '.join(emp.tiles)})." if emp else "."
        return note

    def _set_note(self, text: str) -> None:
        """The note on up to two lines (the full text in the tooltip); laid out again only when it changed."""
        if text == self.note:
            return
        self.note = text
        words, lines = text.split(), ["", ""]
        k = 0
        fm = metrics(MIN_PX)
        for word in words:
            trial = f"{lines[k]} {word}".strip()
            if fm.horizontalAdvance(trial) <= NOTE_W or not lines[k]:
                lines[k] = trial
            elif k == 0:
                k = 1
                lines[1] = word
            else:
                lines[1] = elide(f"{lines[1]} {' '.join(words[words.index(word):])}", MIN_PX, NOTE_W)
                break
        self.note_lines = lines
        for item in self.notes:
            item.setToolTip(text)
        self._show_note()

    def _show_note(self) -> None:
        """The note's two lines, or its first alone (ended by "…") while the Harvest's cubes need the room."""
        lines = [elide(self.note, MIN_PX, NOTE_W), ""] if self.short_note else self.note_lines
        for item, line in zip(self.notes, lines):
            item.set(line)

    # --- redraw
    def update_panel(self, view, me: int, seat: int | None, legal) -> None:
        self.title.set("The game is over" if view.is_over() else view.phase())
        self._set_note(self.note_for(view, me, seat, legal))
        buttons = tuple(a for a in legal if a.kind in BUTTON_KINDS)
        buttons = tuple(sorted(buttons, key=lambda a: BUTTON_KINDS.index(a.kind)))
        click, self.board.last_click = self.board.last_click, None  # (kept clear in this layout only)
        self.clear_of = (self.mapRectFromScene(click[0]), click[1]) if click is not None else None
        tray = ()
        if view.step in ("discard", "convert") and view.collected and legal:
            tray = tuple(sorted(view.terrain[t] for t in view.collected))
        empires = tuple(view.empire) if view.step == "empire" else ()
        chips = tuple(a for a in legal if a.kind in ("convert", "discard"))
        # what the items drawn depend on (a step's words are the notes'; the conversions are me's)
        key = (buttons, tray, empires, view.step == "collect", me if tray else None, chips)
        if key == self.key:  # the same chips (their tooltips are the board's, brought up to date at each redraw)
            return
        self.key = key
        if self.short_note:
            self.short_note = False
            self._show_note()
        for _ in range(2):  # clear of the last click; where that would run off the panel, as always
            self._clear()
            if not empires:
                self._hide_cards()
            self._lay_out(view, me, legal, tray, empires, chips, buttons)
            if self.clear_of is None or max((c.y() + c.h for c in self.dynamic if isinstance(c, Chip)),
                                            default=0) <= self.H - 4:
                break
            self.clear_of = None

    def _lay_out(self, view, me: int, legal, tray, empires, chips, buttons) -> None:
        if not (tray or empires or chips):
            self._show_row(view, buttons)
            return
        y = 62.0
        if view.step == "empire":
            y = self._empire_cards(view, y)
        if tray:
            y = self._tray(view, me, legal, tray, y)
        self._button_chips(view, buttons, self.tray, y)

    def _spot_key(self) -> tuple:
        """The last click's spot and tag, as far as a layout depends on them."""
        if self.clear_of is None:
            return ()
        rect, tag = self.clear_of
        return (round(rect.x()), round(rect.y()), round(rect.width()), round(rect.height()), tag)

    def _clear_x(self, tag: str, x: float, y: float, w: float, h: float) -> float:
        """x, or past the last click's spot if a chip of another action (`tag`) at x would lie on it."""
        if self.clear_of is not None and tag != self.clear_of[1]:
            spot = self.clear_of[0]
            if spot.intersects(QRectF(x, y, w, h)):
                return spot.right() + 7
        return x

    def _button_chips(self, view, buttons, holder, y: float = 62.0) -> None:
        x = 10.0
        for a in buttons:
            label, icon = button_label(view, a)
            chip = Chip(self.board, a, label, icon, view.describe(a), self.board.route(a), "#fffaf0", MIN_PX, holder)
            for _ in range(3):  # a row further on, or past the last click's spot on this one
                if x + chip.w > self.W - 8:
                    x, y = 10.0, y + chip.h + 5
                clear = self._clear_x(chip.data(0), x, y, chip.w, chip.h)
                if clear == x:
                    break
                x = clear
            chip.setPos(x, y)
            x += chip.w + 7
            self._add(chip)

    def _show_row(self, view, buttons) -> None:
        """A row of plain buttons, from the part kept for the same buttons (the same kinds, the same labels)
        if it was shown before: shown again as it was, its chips armed with the actions of now. A row that
        would put a button of another action where the last click was is laid out again clear of it."""
        if not buttons:
            return
        labels = tuple((self.board.route(a), button_label(view, a)) for a in buttons)
        self._row(view, buttons, labels, plain=True)
        if any(self._clear_x(c.data(0), c.x(), c.y(), c.w, c.h) != c.x() for c in self.dynamic):
            self._clear()
            self._row(view, buttons, labels + self._spot_key(), plain=False)

    def _row(self, view, buttons, labels: tuple, plain: bool) -> None:
        if labels not in self.rows:
            holder = part(self, f"turn-row-{len(self.rows)}", ground=PANEL)
            clear_of, self.clear_of = self.clear_of, (None if plain else self.clear_of)
            self._button_chips(view, buttons, holder)
            self.clear_of = clear_of
            self.rows[labels] = (holder, list(self.dynamic))
        else:
            holder, chips = self.rows[labels]
            shelve([holder], False)
            for chip, a in zip(chips, buttons):
                self._wake(chip, a)
                self._add(chip)
        self.row = labels

    def _rest(self, chip: Chip) -> None:
        """A chip of a row kept undrawn takes no click, no hover and no key, and keeps its look (an armed
        chip's outline is in its row's picture: disarming it would make the picture again)."""
        self.board.forget_target(chip)
        if self.board.targets.get(chip.data(0)) is chip:
            del self.board.targets[chip.data(0)]
        chip.setAcceptedMouseButtons(Qt.NoButton)
        chip.setAcceptHoverEvents(False)
        if chip._hover:
            chip._hover = False
            chip.update()

    def _wake(self, chip: Chip, action) -> None:
        self.board.remember_target(chip)
        chip.setAcceptedMouseButtons(Qt.LeftButton)
        chip.setAcceptHoverEvents(True)
        chip.arm(self.board, (action,))  # (the same action: nothing changes)

    def _add(self, item: QGraphicsItem) -> None:
        if isinstance(item, Target):
            self.board.targets[item.data(0)] = item
        self.dynamic.append(item)

    def _clear(self) -> None:
        if self.row is None:
            self.board.retire_all(self.dynamic)
        else:  # a row of buttons is kept undrawn, its chips disarmed (a shelved part takes no click)
            holder, chips = self.rows[self.row]
            shelve([holder], True)
            for chip in chips:
                self._rest(chip)
            self.row = None
        self.dynamic = []

    def _empire_cards(self, view, y: float) -> float:
        """The empire cards of the setup, made once in a part of their own and shown while empires are chosen
        (a card chosen is dimmed and says by whom)."""
        w, h = 104.0, 92.0
        if self.cards is None:
            self.cards = part(self, "turn-empires", ground=PANEL)
            for i, (eid, emp) in enumerate(D.EMPIRES.items()):
                self._empire_card(eid, emp, w, h, 10 + i * (w + 4), y - 2)
        self.cards.setVisible(True)
        for card in self.cards.childItems():
            eid = card.data(0).partition("-")[2]
            emp = D.EMPIRES[eid]
            owner = [p for p in range(view.n) if view.empire[p] == eid]
            card.base_tip = (f"<b>{emp.name}</b>: starting tiles {', '.join(emp.tiles)}; growing a town costs "
                             f"{emp.grow} food, a settler {emp.settler} food"
                             + (f"<br>Chosen by {view.seat_name(owner[0])}" if owner else ""))
            opacity = 0.45 if owner else 1.0
            if card.opacity() != opacity:
                card.setOpacity(opacity)
            self.board.targets[card.data(0)] = card
        return y + h + 6

    def _empire_card(self, eid: str, emp, w: float, h: float, x: float, y: float) -> None:
        card = target_rect(w, h, self.cards, "#fffaf0", pen("#6b5a3e", 1.3), f"empire-{eid}", x=x, y=y)
        Text(emp.name, 14, card, w / 2, 11, "c", INK, True)
        for k, ter in enumerate(emp.tiles):
            fill, line, _icon, letter = TERRAIN[ter]
            swatch = inert(QGraphicsRectItem(6 + k * 31, 22, 29, 20, card))
            swatch.setBrush(brush(fill))
            swatch.setPen(pen(line, 1))
            Text(letter, 13, card, 6 + k * 31 + 14.5, 32, "c", INK, True)
        Text(f"grow {emp.grow} food", 13, card, w / 2, 56, "c", SOFT)
        Text(f"settler {emp.settler} food", 13, card, w / 2, 74, "c", SOFT)

    def _hide_cards(self) -> None:
        """Once every empire is chosen (or after an undo into the setup and out of it again)."""
        if self.cards is not None and self.cards.isVisible():
            self.cards.setVisible(False)
            for card in self.cards.childItems():
                if self.board.targets.get(card.data(0)) is card:
                    del self.board.targets[card.data(0)]
                card.disarm()

    def _tray(self, view, me: int, legal, tray, y: float) -> float:
        """The collected cubes by terrain, each with its convert or lose chips on the same row (a row is begun
        again before a terrain that would not fit); when the words "2× grassland" would need more rows than
        the panel holds, the count alone stands beside the cube, which shows the terrain's letter, and at worst
        the rows begin under the note's first line (the upkeep it tells is on the player board too)."""
        counts: dict[str, int] = {}
        for ter in tray:
            counts[ter] = counts.get(ter, 0) + 1
        groups = [(ter, k, [self._harvest_chip(view, me, a) for a in legal
                            if a.get("terrain") == ter and a.kind in ("convert", "discard")])
                  for ter, k in counts.items()]
        for compact, top in ((False, y), (True, y), (True, FIRST_LINE_BOTTOM)):
            spots, bottom = self._flow(groups, compact, top)
            if bottom <= self.H - 4:
                break
        if top < y:  # the rows begin under the note's first line: the whole note is in its tooltip
            self.short_note = True
            self._show_note()
        for (ter, k, chips), (x, row_y, chip_spots) in zip(groups, spots):
            fill, line, _icon, letter = TERRAIN[ter]
            cube = inert(QGraphicsRectItem(x, row_y + 6, 20, 20, self.tray))
            cube.setBrush(brush(fill))
            cube.setPen(pen(line, 2))
            cube.setData(0, f"traycube-{ter}")
            cube.setToolTip(f"{plural(k, ter + ' cube')} collected in this Harvest")
            self.dynamic.append(cube)
            if compact:  # (the letter goes with its cube)
                Text(letter, 13, cube, x + 10, row_y + 16, "c", INK, True)
            label = Text(f"{k}×" if compact else f"{k}× {ter}", 13, self.tray, x + 25, row_y + 16, "l", INK, True)
            label.setToolTip(cube.toolTip())
            self.dynamic.append(label)
            for chip, (cx, cy) in zip(chips, chip_spots):
                chip.setPos(cx, cy)
                self._add(chip)
        return bottom + 4

    def _harvest_chip(self, view, me: int, a) -> Chip:
        if a.kind == "convert":
            n = view.conversions(me, a["terrain"]).get(a["res"], 0)
            return Chip(self.board, a, str(n), a["res"], view.describe(a), self.board.route(a), "#fffaf0", MIN_PX,
                        self.tray)
        return Chip(self.board, a, "lose", "unhappy", view.describe(a), self.board.route(a), "#f6dcd4", MIN_PX,
                    self.tray)

    def _flow(self, groups, compact: bool, y: float) -> tuple[list, float]:
        """Where each terrain's cube and chips go: [(x, y, [chip spots])], and the bottom of the last row."""
        bold = metrics(MIN_PX, True)
        x, row_h, right = 10.0, 34.0, self.W - 8
        spots = []
        for ter, k, chips in groups:
            words = bold.horizontalAdvance(f"{k}×" if compact else f"{k}× {ter}")
            width = 25 + words + 8 + sum(chip.w + 4 for chip in chips)
            if x > 10 and x + width > right:
                x, y = 10.0, y + row_h + 4
            start, x = x, x + 25 + words + 8
            chip_spots = []
            for chip in chips:
                for _ in range(3):  # (a terrain wider than a row: its chips go on below)
                    if x + chip.w > right:
                        x, y = 10.0, y + row_h + 4
                    clear = self._clear_x(chip.data(0), x, y + 1, chip.w, chip.h)
                    if clear == x:
                        break
                    x = clear
                chip_spots.append((x, y + 1))
                x += chip.w + 4
            spots.append((start, y if not chip_spots else chip_spots[0][1] - 1, chip_spots))
            x += 12
        return spots, y + row_h


def button_label(view, a) -> tuple[str, str]:
    k = a.kind
    if k == "end_turn":
        if view.step == "collect":
            return "End turn (no Harvest)", "fa6s.hourglass-end"
        return "End turn", "fa6s.hourglass-end"
    if k == "stop_collecting":
        return "Stop collecting", "fa6s.hand"
    if k == "done_converting":
        return "Done converting", "fa6s.check"
    if k == "pay_upkeep":
        return "Pay upkeep", "money"
    if k == "end_move":
        return "Stop this stack", "fa6s.hand"
    if k == "retire_legend":
        return "Return a legend", "fa6s.star"
    if k == "legend":
        return ("Promote a legend", "fa6s.star") if a["promote"] else ("No legend", "fa6s.xmark")
    if k == "release":
        return f"Free a warrior from {view.seat_name(a['owner'])}", "fa6s.link"
    if k == "exchange":
        ex = D.EXCHANGES.get(a["id"])
        return (ex.text() if ex else "Convert"), "fa6s.right-left"
    return view.describe(a), ""
