"""The turn panel of the Rise of Empires board: the game turn and phase, what the seat at the screen may
click now (or who is awaited, or who won), the placement so far while cubes are being placed, and a chip
for every plain action: confirm or reset a placement, start a new empire, stop fighting, end the turn, do
nothing in a B turn, feed the cities, return the tiles not kept, and the ways to pay for discs."""
from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from dawnofempires_gui.engine.words import join
from dawnofempires_gui.ui.targets import Chip, Target

from .board_items import EDGE, INK, MIN_PX, SOFT, Text, brush, elide, inert, part, pen, wrap
from .board_words import action_note, waiting_note

BUTTONS = ("confirm_placement", "reset_placement", "restart_empire", "end_battles", "skip_action", "feed_cities",
           "done_keeping", "end_turn")
PAY_KINDS = ("gold", "cubes", "discs", "food", "vp")
PAY_LABELS = {"gold": ("gold", "money"), "cubes": ("cubes", "fa6s.cube"), "discs": ("resource discs", "fa6s.circle"),
              "food": ("food", "food"), "vp": ("victory points", "points")}


def button_label(view, kind: str) -> tuple[str, str]:
    if kind == "confirm_placement":
        return "Confirm placement", "fa6s.check"
    if kind == "reset_placement":
        return "Reset placement", "fa6s.rotate-left"
    if kind == "restart_empire":
        return "Start a new empire", "fa6s.rotate"
    if kind == "end_battles":
        return ("Fight no more battles" if view.battles else "Fight no battle"), "fa6s.hand"
    if kind == "skip_action":
        return "Do nothing", "fa6s.forward"
    if kind == "feed_cities":
        return "Feed my cities", "food"
    if kind == "done_keeping":
        return "Return the other tiles", "fa6s.check"
    return "End turn", "fa6s.hourglass-end"


class TurnPanel(QGraphicsRectItem):
    W, H = 644.0, 122.0
    NOTE_W = 624.0

    def __init__(self, board) -> None:
        super().__init__(0, 0, self.W, self.H)
        inert(self)
        self.board = board
        self.setBrush(brush("#fbf5e4"))
        self.setPen(pen(EDGE, 1.5))
        self.setData(0, "turn-panel")
        words = part(self, "turn-words")
        self.title = Text("", 16, words, 10, 13, "l", INK, True)
        self.notes = [Text("", MIN_PX, words, 10, 33 + k * 18, "l", SOFT) for k in range(2)]
        self.dynamic: list[QGraphicsItem] = []
        self.key = None

    def update_panel(self, view, seat: int | None, legal) -> None:
        if view.is_over():
            sheet = view.scores()
            title = "The game is over"
            winners = join(view.seat_name(s) for s in sheet.winners)
            note = (f"{winners} win{'s' if len(sheet.winners) == 1 else ''} with "
                    f"{max(sheet.totals)} points." if sheet.winners else "")
        else:
            title = view.phase()
            note = action_note(view, seat, legal) if legal and seat is not None else waiting_note(view)
        self.title.set(elide(title, self.NOTE_W, 16, True))
        self.title.setToolTip(title)
        lines = wrap(note, self.NOTE_W, MIN_PX, False, 2) if note else []
        for k, item in enumerate(self.notes):
            item.set(lines[k] if k < len(lines) else "")
            item.setToolTip(note)
        buttons = [a for a in legal if a.kind in BUTTONS]
        buttons.sort(key=lambda a: BUTTONS.index(a.kind))
        pays = [k for k in PAY_KINDS if any(a.kind == "pay" and a["what"] == k for a in legal)]
        key = (tuple(a.kind for a in buttons), tuple(pays), bool(getattr(view, "battles", None)))
        if key == self.key:
            return
        self.key = key
        self._clear()
        x, y = 10.0, 68.0
        if pays:
            label = Text("Pay with:", MIN_PX, self, x, y + 16, "l", INK, True)
            self.dynamic.append(label)
            x += label.boundingRect().width() + 8
        chips = [(f"pay-{k}", *PAY_LABELS[k]) for k in pays]
        chips += [(a.kind, *button_label(view, a.kind)) for a in buttons]
        for tag, label, icon in chips:
            chip = Chip(self.board, None, label, icon, "", tag, "#fffaf0", MIN_PX, self)
            if x + chip.w > self.W - 8:
                x, y = 10.0, y + chip.h + 5
            chip.setPos(x, y)
            chip.base_tip = ""
            x += chip.w + 7
            self.board.targets[tag] = chip
            self.dynamic.append(chip)

    def _clear(self) -> None:
        for item in self.dynamic:
            if isinstance(item, Target):
                if self.board.targets.get(item.data(0)) is item:
                    del self.board.targets[item.data(0)]
                item.disarm()
            self.board.retire(item)
        self.dynamic = []
