"""The phase track and the tray of the Age of Empires board.

The phase track (along the top): the turn and the seven phases of the sequence of play, the one being resolved
marked. The tray: who is to move and what the decision is; the buttons of the step that have no place on the
board (done, no chit, wait, hold, stop...; the civilizations; the amounts of a gift); the dice rolled this turn,
as they happen; and the counters of one square, one by one (the square the decision is about, or the last one
pointed at), where the units to command and the further targets of a catapult are chosen.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from dawnofempires_gui.games.aoe import board_queries as Q
from dawnofempires_gui.games.aoe.kinds import KINDS
from dawnofempires_gui.ui.targets import Target, rounded

from .board_stacks import HATCH, draw_glyph
from .board_items import (FAINT, HIT_BLACK, HIT_RED, INK, PAPER, PHASE_ICONS, SOFT, Glyph, Text, blitted, brush, font,
                          inert, ink_on, kind_tip, light, metrics, pen, readable, stats_words, type_icon, wrapped)

JUST_ROLLED = QColor(242, 193, 78, 200)  # amber light behind a die rolled by the last action

PHASE_TIPS = {
    "collect": "III.A Resource Collection: each player with a Town Center takes his Age's points (50, 75, 100 or "
               "125) in any kinds; allies may give each other resources (a 25% fee on top).",
    "command": "III.B Command-Control: a die roll sets the order; each player puts his chit on units in one square "
               "(they obey him this turn) or on none (he may then start units).",
    "missile": "III.C Missile Attack: commanded missile units choose targets (or wait); the others fire at the "
               "nearest enemy, lowest D first.",
    "melee": "III.D Hand-to-Hand Attack: units attack enemies in their own square; the programmed ones hit the "
             "highest D.",
    "hits": "III.E Applying Hits: every red and black marker is applied at once; an F1 piece with a hit is "
            "destroyed, an F2 piece loses a step.",
    "catapult": "III.F Catapult Launch: catapults roll against several units in one square within their range; "
                "their hits are black markers.",
    "movement": "III.G Movement and Build: foundations and trainings finish; commanded units move, the others by "
                "the programmed rules; villagers lay foundations, or a player without a chit starts units.",
}


class PhaseTrack(QGraphicsRectItem):
    H = 34.0

    def __init__(self, width: float) -> None:
        super().__init__(0, 0, width, self.H)
        blitted(inert(self))
        self.setBrush(brush("#efe4c6"))
        self.setPen(pen("#6b5a3e", 1.5))
        self.setData(0, "phase-track")
        self.turn = Text("Setup", 15, self, 10, self.H / 2, "l", INK, True)
        self.turn.setData(0, "turn")
        names = [name for _, name in Q.PHASES]
        widths = [metrics(13).horizontalAdvance(n) + 30 for n in names]
        x0 = 84.0
        spare = max(0.0, (width - x0 - 6 - sum(widths)) / len(widths))
        self.cells: dict[str, QGraphicsRectItem] = {}
        self.labels: dict[str, Text] = {}
        self.icons: dict[str, Glyph] = {}
        x = x0
        for (key, name), w in zip(Q.PHASES, widths):
            w += spare
            cell = blitted(inert(QGraphicsRectItem(x, 4, w - 4, self.H - 8, self)))
            cell.setData(0, f"phase-{key}")
            cell.setToolTip(PHASE_TIPS[key])
            self.icons[key] = Glyph(PHASE_ICONS[key], 14, SOFT, cell, x + 12, self.H / 2)
            self.labels[key] = Text(name, 13, cell, x + 22, self.H / 2, "l", SOFT)
            self.labels[key].setToolTip(PHASE_TIPS[key])
            self.cells[key] = cell
            x += w
        self.key = None

    def update_track(self, view, colour: str) -> None:
        current = Q.phase_key(view)
        key = (current, view.turn, view.over, colour)
        if key == self.key:
            return
        self.key = key
        self.turn.set(f"Turn {view.turn}" if view.turn else "Setup")  # "Setting up" ran under the first phase
        self.turn.setToolTip("The game is over" if view.over else "")
        past = True
        for k, cell in self.cells.items():
            if k == current:
                past = False
                cell.setBrush(brush(light(colour, 0.35)))
                cell.setPen(pen(readable(colour), 2.5))
                self.labels[k].set(self.labels[k].text(), INK)
                self.icons[k].set(PHASE_ICONS[k], INK)
                cell.setToolTip(PHASE_TIPS[k] + "<br><b>Being resolved now.</b>")
            else:
                done = past and current != ""
                cell.setBrush(brush("#e6dcc0" if done else "#f7f0dc"))
                cell.setPen(pen("#b5a582", 1))
                self.labels[k].set(self.labels[k].text(), FAINT if done else SOFT)
                self.icons[k].set(PHASE_ICONS[k], FAINT if done else SOFT)
                cell.setToolTip(PHASE_TIPS[k] + ("<br>Done this turn." if done else ""))


class DieItem(QGraphicsItem):
    """One attack roll: the die's face, filled red or black for a hit (the marker's colour), white for a miss."""

    SIZE = 30.0

    def __init__(self, parent) -> None:
        super().__init__(parent)
        self.key = None
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.label = Text("", 13, self, self.SIZE / 2, self.SIZE + 9, "c", SOFT)

    def set(self, roll: Q.Roll, text: str, new: bool) -> None:
        key = (roll, new)
        if key != self.key:
            self.key = key
            self.label.set(f"d{roll.die}")
            self.setToolTip(text + ("<br><i>Just rolled.</i>" if new else ""))
            self.label.setToolTip(self.toolTip())
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-3, -3, self.SIZE + 6, self.SIZE + 6)

    def paint(self, painter, option, widget=None) -> None:
        if self.key is None:
            return
        roll, new = self.key
        r = QRectF(0, 0, self.SIZE, self.SIZE)
        if new:  # a glow, not a ring: a magenta ring is what marks a target to click
            painter.setPen(Qt.NoPen)
            painter.setBrush(JUST_ROLLED)
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 8, 8)
        fill = HIT_RED if roll.hit and roll.colour == "red" else HIT_BLACK if roll.hit else "#fffdf6"
        painter.setPen(pen("#2a2119", 1.5))
        painter.setBrush(brush(fill))
        painter.drawRoundedRect(r, 6, 6)
        painter.setFont(font(16, True))
        painter.setPen(QColor("#ffffff" if roll.hit else "#33291b"))
        painter.drawText(r, Qt.AlignCenter, str(roll.roll))


class PieceCounter(Target):
    """One piece of the square shown in the tray, as a counter: its type's icon in its owner's colour (hatched
    when face down), its steps, its hit markers, the chit when commanded."""

    SIZE = 38.0

    def __init__(self, parent) -> None:
        super().__init__(rounded(QRectF(0, 0, self.SIZE, self.SIZE), 7), parent, None, None, "piece-none")
        self.face = None
        self.piece_id = -1
        self.base_tip = ""

    def show_piece(self, view, piece: dict, colour: str, chosen: bool, commanded: bool) -> None:
        face = (piece["type"], piece["down"], piece["steps"], piece["red"], piece["black"], colour, chosen, commanded)
        self.setData(0, f"piece-{piece['id']}")
        self.piece_id = piece["id"]
        if face != self.face:
            self.face = face
            self.update()
        k = KINDS[piece["type"]]
        bits = [view.piece_name(piece), stats_words(piece["type"]) if not piece["down"] else
                "face down: F1 d4 until finished"]
        if not piece["down"] and k.steps > 1:
            bits.append(f"{piece['steps']} of {k.steps} steps left")
        if piece["red"] or piece["black"]:
            bits.append(f"hit markers: {piece['red']} red, {piece['black']} black")
        if commanded:
            bits.append("under its owner's Command-Control chit")
        self.base_tip = "<br>".join(bits) + "<hr>" + kind_tip(piece["type"])

    def paint(self, painter, option, widget=None) -> None:
        if self.face is not None:
            t, down, steps, red, black, colour, chosen, commanded = self.face
            s = self.SIZE
            r = QRectF(0, 0, s, s)
            painter.setPen(pen("#1a1a1a", 1.2))
            painter.setBrush(brush(light(colour, 0.5) if down else colour))
            painter.drawRoundedRect(r, 7, 7)
            if down:
                painter.setBrush(HATCH)
                painter.drawRoundedRect(r, 7, 7)
            draw_glyph(painter, type_icon(t), r.adjusted(10, 8, -6, -8), "#33291b" if down else ink_on(colour))
            full = KINDS[t].steps
            for i in range(full if not down else 0):
                painter.setPen(pen("#1a1a1a", 0.8))
                painter.setBrush(brush("#ffffff" if i < steps else "#555555"))
                painter.drawRect(QRectF(4 + i * 8, s - 8, 6, 5))
            x = s - 10
            for c, n in ((HIT_RED, red), (HIT_BLACK, black)):
                for _ in range(min(n, 2)):
                    painter.setPen(pen("#ffffff", 1))
                    painter.setBrush(brush(c))
                    painter.drawEllipse(QRectF(x, 2, 8, 8))
                    x -= 7
            if commanded:
                painter.setPen(pen("#ffffff", 1))
                painter.setBrush(brush("#1a1a1a"))
                painter.drawEllipse(QRectF(1, 1, 12, 12))
                draw_glyph(painter, "fa6s.flag", QRectF(3.5, 3.5, 7, 7), "#ffffff")
            if chosen:
                painter.setPen(pen("#FF2FD0", 3))
                painter.setBrush(Qt.NoBrush)
                painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 9, 9)
        super().paint(painter, option, widget)


class Tray(QGraphicsRectItem):
    DICE_SHOWN = 16
    COUNTERS = 14
    DETAIL_GAP = 14  # between the dice and the title of the square's counters

    def __init__(self, board, width: float, height: float) -> None:
        super().__init__(0, 0, width, height)
        blitted(inert(self))
        self.board = board
        self.w, self.h = width, height
        self.setBrush(brush(PAPER))
        self.setPen(pen("#6b5a3e", 2))
        self.setData(0, "tray")
        self.disc = inert(QGraphicsRectItem(10, 9, 18, 18, self))
        self.disc.setPen(pen("#1a1a1a", 1.2))
        self.title = Text("", 15, self, 36, 18, "l", INK, True)
        self.title.setData(0, "tray-title")
        self.prompt = [Text("", 13, self, 10, 40 + 17 * i, "l", SOFT) for i in range(3)]
        for i, t in enumerate(self.prompt):
            t.setData(0, f"prompt-{i}")
        self.words_key = None
        self.words_bottom = 60.0
        self.chips: dict[str, Target] = {}
        self.chips_key = None
        self.chips_bottom = 90.0
        self.dice_title = Text("Attack dice this turn", 13, self, 10, 0, "l", INK, True)
        self.dice_title.setData(0, "dice-title")
        self.dice_more = Text("", 13, self, width - 10, 0, "r", FAINT)
        self.dice = [DieItem(self) for _ in range(self.DICE_SHOWN)]
        self.detail_title = Text("", 13, self, 10, 0, "l", INK, True)
        self.detail_title.setData(0, "detail-title")
        self.detail_more = Text("", 13, self, width - 10, 0, "r", FAINT)
        self.counters = [PieceCounter(self) for _ in range(self.COUNTERS)]
        self.detail_key = None
        self.detail_shown: list[PieceCounter] = []
        self.rolls_key = None

    # ------------------------------------------------------------------ words
    def set_words(self, title: str, prompt: str, colour: str) -> None:
        if (title, prompt, colour) == self.words_key:
            return
        self.words_key = (title, prompt, colour)
        self.title.fit(title, self.w - 46)
        self.disc.setBrush(brush(colour))
        lines = wrapped(prompt, 13, self.w - 20)
        if len(lines) > len(self.prompt):
            lines = list(lines[:len(self.prompt)])
            lines[-1] = metrics(13).elidedText(lines[-1] + " …", Qt.ElideRight, self.w - 20)
        for i, item in enumerate(self.prompt):
            item.set(lines[i] if i < len(lines) else "")
            item.setToolTip(prompt if i < len(lines) else "")
        self.words_bottom = 40 + 17 * max(1, len(lines)) - 4

    # ------------------------------------------------------------------ buttons
    def set_chips(self, specs: list[tuple[str, str, str, str]]) -> list[Target]:
        """specs: (tag, label, icon, tooltip). A button that keeps its tag, label and icon is kept (its tooltip
        follows), the others are made anew. Returns the new buttons."""
        key = tuple(specs)
        top = self.words_bottom + 10
        if key == self.chips_key:
            self._place_chips(top)
            return []
        self.chips_key = key
        old, self.chips, new = self.chips, {}, []
        from dawnofempires_gui.ui.targets import Chip

        for tag, label, icon, tip in specs:
            chip = old.pop(tag, None)
            if chip is None or chip.looks != (label, icon):
                if chip is not None:
                    self._retire(chip)
                chip = Chip(self.board, None, label, icon, tip, tag, "#fffaf0", 13, self)
                chip.looks = (label, icon)
                blitted(chip)  # its outlines copied, not stroked, at each repaint of the tray
                new.append(chip)
            chip.base_tip = tip
            self.chips[tag] = chip
        for chip in old.values():
            self._retire(chip)
        self._place_chips(top)
        return new

    def _retire(self, chip) -> None:
        """A button of a decision gone by: disarmed first, so that the keyboard's focus leaves it (Enter on it
        played the old step's action: "Not allowed"), then taken off the board."""
        chip.disarm()
        self.board.retire(chip)

    def _place_chips(self, top: float) -> None:
        x, y, row_h = 10.0, top, 0.0
        for chip in self.chips.values():
            if x + chip.w > self.w - 10 and x > 10:
                x, y = 10.0, y + row_h + 6
                row_h = 0.0
            chip.setPos(x, y)
            x += chip.w + 6
            row_h = max(row_h, chip.h)
        self.chips_bottom = y + row_h if self.chips else top - 6

    # ------------------------------------------------------------------ dice
    def set_dice(self, rolls: list, fresh: set[int]) -> None:
        y = self.chips_bottom + 16
        per_row = max(1, int((self.w - 20) // (DieItem.SIZE + 6)))
        # the newest rows of dice that leave a row of counters below (two rows of dice left none for 23 pieces)
        counters_h = self.DETAIL_GAP + 14 + PieceCounter.SIZE + 6 + 14
        room = max(1, int((self.h - y - 12 - counters_h) // (DieItem.SIZE + 22)))
        shown = rolls[-min(self.DICE_SHOWN, room * per_row):]
        key = (tuple((id(e), r) for e, r in shown), frozenset(fresh), len(rolls), y)
        if key == self.rolls_key:
            return
        self.rolls_key = key
        self.dice_title.move(10, y)
        self.dice_title.set("Attack dice this turn" if rolls else "Attack dice this turn: none rolled yet")
        self.dice_title.setToolTip("The attack rolls of this turn, the newest last: a die filled red or black is a hit "
                                   "(the marker it puts), a white one a miss. Point at a die for the attack it made.")
        earlier = len(rolls) - len(shown)
        self.dice_more.set(f"{earlier} earlier" if earlier else "")
        self.dice_more.move(self.w - 10, y)
        for i, die in enumerate(self.dice):
            if i < len(shown):
                event, roll = shown[i]
                die.set(roll, event.text, id(event) in fresh)
                die.setPos(10 + (i % per_row) * (DieItem.SIZE + 6), y + 12 + (i // per_row) * (DieItem.SIZE + 22))
                die.show()
            else:
                die.hide()
        rows = (len(shown) + per_row - 1) // per_row
        self.dice_bottom = y + 12 + rows * (DieItem.SIZE + 22)

    # ------------------------------------------------------------------ one square's counters
    def set_detail(self, view, square: int, colours: list[str], chosen: set[int], words: str) -> list[PieceCounter]:
        """The counters of `square` (-1: none); returns the counters shown."""
        y = max(getattr(self, "dice_bottom", self.chips_bottom + 40), self.chips_bottom + 40) + self.DETAIL_GAP
        pieces = view.at(square) if square >= 0 else []
        faces = tuple((p["id"], p["type"], p["owner"], p["down"], p["steps"], p["red"], p["black"], p["id"] in chosen,
                       p["id"] in view.cc[p["owner"]]) for p in pieces)
        key = (square, y, words, tuple(colours), faces)
        if key == self.detail_key:  # the same counters where they were: nothing to set again
            return self.detail_shown
        self.detail_key = key
        per_row = max(1, int((self.w - 20) // (PieceCounter.SIZE + 6)))
        room = max(0, int((self.h - y - 14) // (PieceCounter.SIZE + 6)))
        capacity = min(self.COUNTERS, per_row * room)
        shown = pieces[:capacity]
        self.detail_more.set(f"+{len(pieces) - len(shown)} more" if len(pieces) > len(shown) else "")
        self.detail_more.move(self.w - 10, y)
        more = self.detail_more.boundingRect().width() + 8 if self.detail_more.text() else 0
        self.detail_title.move(10, y)
        self.detail_title.fit(words, self.w - 20 - more)  # the whole width but for "+n more" ("…its count…")
        out = []
        for i, counter in enumerate(self.counters):
            if i < len(shown):
                p = shown[i]
                counter.show_piece(view, p, colours[p["owner"]], p["id"] in chosen, p["id"] in view.cc[p["owner"]])
                step = PieceCounter.SIZE + 6
                counter.setPos(10 + (i % per_row) * step, y + 14 + (i // per_row) * step)
                counter.show()
                out.append(counter)
            else:
                counter.setData(0, "piece-none")
                counter.hide()
        self.detail_shown = out
        return out
