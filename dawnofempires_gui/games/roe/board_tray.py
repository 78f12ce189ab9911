"""The turn panel of the Rise of Empires board: the phase and whose decision it is (without the phase where it
would take a second line, on two lines if need be; the tiles display next to it says the era and the turn, the
tooltip all of it), what the seat at the screen may click now (or who is awaited, or who won), the placement so
far while cubes are being placed, and a button for every plain action: confirm or reset a placement, start a
new empire, stop fighting, end the turn, do nothing in a B turn, feed the cities, return the tiles not kept, and
the ways to pay for discs (each in a place of its own). The words take the lines the buttons leave: four with
no button, three above a row of buttons, two above two rows."""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from dawnofempires_gui.engine.words import join
from dawnofempires_gui.ui.targets import rounded

from .board_items import (EDGE, INK, MIN_PX, SOFT, TABLE, Glyph, Overlay, Text, face, fence, font, metrics, panel, part,
                          quiet, text_width, wrap)
from .board_parts import Variants, shut
from .board_words import action_note, waiting_note

BUTTONS = ("confirm_placement", "reset_placement", "restart_empire", "end_battles", "skip_action", "feed_cities",
           "done_keeping", "end_turn")
BUTTON_ORDER = {kind: k for k, kind in enumerate(BUTTONS)}
PAY_KINDS = ("gold", "cubes", "discs", "food", "vp")
PAY_LABELS = {"gold": ("gold", "money"), "cubes": ("cubes", "fa6s.cube"), "discs": ("discs", "fa6s.circle"),
              "food": ("food", "food"), "vp": ("points", "points")}  # short: the tooltips say what a click pays
BUTTON_H = 30.0
ROW_GAP = 3.0
LINE_Y = (15.0, 39.0, 61.0, 83.0)  # the title's line (two for a long name), then the note's (the last: no buttons)
BUTTONS_BOTTOM = 115.0  # the last row of buttons ends here; a set too wide for one row takes a line of words
LINES_KEPT = 16  # the words of each line of the prompt kept with their pictures: a round of seats' prompts


@lru_cache(maxsize=1)
def pay_slots() -> dict[str, float]:
    """Where each way to pay stands in the row of pay buttons, whichever of them are offered."""
    slots, x = {}, 10.0
    for kind in PAY_KINDS:
        slots[kind] = x
        x += text_width(PAY_LABELS[kind][0], MIN_PX, True) + 42 + 7
    return slots


def button_label(view, kind: str) -> tuple[str, str]:
    """A button's few words and icon (its tooltip says what a click does in full)."""
    if kind == "confirm_placement":
        return ("Confirm" if view.pl_regions else "Place none"), "fa6s.check"
    if kind == "reset_placement":
        return "Reset", "fa6s.rotate-left"
    if kind == "restart_empire":
        return "New empire", "fa6s.rotate"
    if kind == "end_battles":
        return ("Stop fighting" if view.battles else "No battle"), "fa6s.hand"
    if kind == "skip_action":
        return "Do nothing", "fa6s.forward"
    if kind == "feed_cities":
        return "Feed my cities", "food"
    if kind == "done_keeping":
        return ("Return the rest" if view.kept else "Keep none"), "fa6s.check"
    return "End turn", "fa6s.hourglass-end"


class Button(Overlay):
    """A plain action of the turn panel: its face (an icon and a label) is in the panel's buttons picture."""

    def __init__(self, parent: QGraphicsItem, drawn_in: QGraphicsItem, label: str, icon: str, tag: str,
                 x: float, y: float) -> None:
        self.w = text_width(label, MIN_PX, True) + 42
        super().__init__(rounded(QRectF(0, 0, self.w, BUTTON_H), BUTTON_H / 2.6), parent, tag)
        self.setPos(x, y)
        self.setZValue(5)
        drawn = face(drawn_in, x, y, self.w, BUTTON_H, "#fffaf0", "#6b5a3e", BUTTON_H / 2.6)
        Glyph(icon, 17, INK, drawn, 19, BUTTON_H / 2)
        self.label = Text(label, MIN_PX, drawn, 32, BUTTON_H / 2, "l", INK, True)


class TurnPanel(QGraphicsRectItem):
    W, H = 620.0, 120.0
    NOTE_W = 600.0

    def __init__(self, board) -> None:
        super().__init__(0, 0, self.W, self.H)
        quiet(self)
        self.board = board
        self.setData(0, "turn-panel")
        words = part(self, "turn-words", ground=TABLE)  # the paper
        panel(words, self.rect(), "#fbf5e4", EDGE)
        # the title's lines then the note's: each line's words seen lately keep a picture of their own (on no
        # ground: its plain colour would cover the fringe of the border above the title)
        self.lines = [Variants(self, f"turn-line-{k}", lambda holder, k=k: self._line(holder, k), self._fill,
                               keep=LINES_KEPT) for k in range(len(LINE_Y))]
        self.title_lines = 1
        # the buttons of each set shown so far, and how many lines of words fit above them
        self.layouts: dict[tuple, tuple[QGraphicsItem, list[Button], int]] = {}
        self.dynamic: list[Button] = []  # the buttons shown now
        self.key = None
        self.words_shown: tuple[str, str, str, int] | None = None
        self.laid_out: dict[tuple[str, str, int], tuple[tuple[str, ...], tuple[str, ...]]] = {}  # -> the lines' words

    @staticmethod
    def _line(holder: QGraphicsItem, k: int) -> Text:
        return Text("", MIN_PX, holder, 10, LINE_Y[k], "l", INK, True)

    @staticmethod
    def _fill(text: Text, key: tuple[str, bool]) -> None:
        """A line of the title (bold) or of the note."""
        words, bold = key
        if text.font().bold() != bold:
            text.setFont(font(MIN_PX, bold))
        text.set(words, INK if bold else SOFT)

    @property
    def title(self) -> Text:
        """The title's first line (its tooltip: the whole title)."""
        return self.lines[0].items()

    @property
    def notes(self) -> list[Text]:
        return [line.items() for line in self.lines[self.title_lines:]]

    def update_panel(self, view, seat: int | None, legal) -> None:
        key = self.buttons_key(view, legal)
        if key not in self.layouts:
            self.layouts[key] = self._lay_out(key, len(self.layouts))
        self._show_words(view, seat, legal, self.layouts[key][2])
        if key == self.key:
            return
        old = self.layouts.get(self.key)
        self.key = key
        if old is not None:
            for chip in old[1]:
                chip.disarm()
                chip.hide()
                if self.board.targets.get(chip.data(0)) is chip:
                    del self.board.targets[chip.data(0)]
            shut(old[0], True)  # kept with its picture, out of every repaint
        holder, self.dynamic, _room = self.layouts[key]
        shut(holder, False)
        for chip in self.dynamic:
            chip.show()
            self.board.targets[chip.data(0)] = chip

    def _show_words(self, view, seat: int | None, legal, room: int) -> None:
        """The title and the note on the `room` lines left above the buttons (each line's tooltip: all of it)."""
        if view.is_over():
            sheet = view.scores()
            title = tip = "The game is over"
            winners = join(view.seat_name(s) for s in sheet.winners)
            note = (f"{winners} win{'s' if len(sheet.winners) == 1 else ''} with "
                    f"{max(sheet.totals)} points." if sheet.winners else "")
        else:
            title, tip = view.step_words(), view.phase()
            if text_width(title, MIN_PX, True) > self.NOTE_W:  # one line left for the note rather than the phase
                title = view.step_words(with_stage=False)
            note = action_note(view, seat, legal) if legal and seat is not None else waiting_note(view)
        if (title, note, tip, room) == self.words_shown:  # measuring and wrapping words is the slow part
            return
        self.words_shown = (title, note, tip, room)
        laid = self.laid_out.get((title, note, room))
        if laid is None:  # the same few prompts come back turn after turn: each is measured once
            if len(self.laid_out) > 500:
                self.laid_out.clear()
            heading = wrap(title, self.NOTE_W, MIN_PX, True, min(2, room))
            laid = (heading, wrap(note, self.NOTE_W, MIN_PX, False, room - len(heading)) if note else ())
            self.laid_out[(title, note, room)] = laid
        heading, lines = laid
        self.title_lines = len(heading)
        shown = [((w, True), tip) for w in heading] + [((w, False), note) for w in lines]
        shown += [(("", False), "")] * (len(LINE_Y) - len(shown))
        for k, (words, line_tip) in enumerate(shown):
            text = self.lines[k].show(words)
            if text.toolTip() != line_tip:
                text.setToolTip(line_tip)

    @staticmethod
    def buttons_key(view, legal) -> tuple:
        """The set of buttons for these legal actions: the ways to pay, then each plain action's kind, label
        and icon (a label may change within a step: 'Place none' turns 'Confirm' once a cube is placed)."""
        paid = {a["what"] for a in legal if a.kind == "pay"}
        buttons = sorted({a.kind for a in legal if a.kind in BUTTON_ORDER}, key=BUTTON_ORDER.get)
        return tuple(k for k in PAY_KINDS if k in paid), tuple((kind, *button_label(view, kind)) for kind in buttons)

    def _lay_out(self, key: tuple, n: int) -> tuple[QGraphicsItem, list[Button], int]:
        """The buttons of a set of plain actions: a part of their own (kept, unshown, while another set is
        shown: showing a set again copies its picture), their targets, and the lines of words that fit above
        them. A set too wide for one row goes on two (or more), the last row where a single one stands: the
        rows above take the place of the note's last lines, never the panel's frame or what lies below it. Each
        way to pay keeps its place (pay_slots) while the others come and go."""
        holder = part(self, f"turn-buttons-{n}", ground="#fbf5e4")  # the faces of the buttons
        pays, buttons = key
        chips_words = [(f"pay-{k}", *PAY_LABELS[k]) for k in pays] + list(buttons)
        rows: list[list[tuple[str, str, str, float]]] = [[]]
        x = 10.0
        for tag, label, icon in chips_words:
            w = text_width(label, MIN_PX, True) + 42
            if tag.startswith("pay-"):  # each way to pay in its own place: paying one moves no other
                x = pay_slots()[tag[4:]]
            if rows[-1] and x + w > self.W - 8:
                rows.append([])
                x = 10.0
            rows[-1].append((tag, label, icon, x))
            x += w + 7
        rows = [row for row in rows if row]  # (no buttons: the note may take their place too)
        top = BUTTONS_BOTTOM - len(rows) * BUTTON_H - max(0, len(rows) - 1) * ROW_GAP
        chips = []
        for r, row in enumerate(rows):
            y = top + r * (BUTTON_H + ROW_GAP)  # (the note above says what the pay buttons are for)
            for tag, label, icon, x in row:
                chip = Button(self, holder, label, icon, tag, x, y)
                chip.base_tip = ""
                chips.append(chip)
        fence(holder)
        line_half = metrics(MIN_PX, True).height() / 2
        room = sum(1 for y in LINE_Y if y + line_half <= top)
        return holder, chips, max(1, room)  # the title at least (no step has three rows of buttons)
