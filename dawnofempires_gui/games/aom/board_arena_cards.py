"""The pieces of the battle arena (board_arena.py): a unit kind in the battle as a small card, and the big card a
side shows in a round, face up or face down while it is a secret."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.board_items import (EDGE, INK, PAPER, SOFT, Glyph, Text, elide, inert, plate,
                                                     unit_fill, unit_icon, wrap)
from dawnofempires_gui.games.aom.board_queries import unit_bonus_words, unit_tip, unit_types
from dawnofempires_gui.ui.drawing import brush, font, pen
from dawnofempires_gui.ui.targets import Target, rounded

SIDE_W = 206.0
CARD_W, CARD_H, CARD_SY = SIDE_W, 52.0, 56.0
PICK_W, PICK_H = 178.0, 214.0


class UnitCard(Target):
    """A unit kind in the battle (or offered to it): its name and count, its dice and bonuses."""

    def __init__(self, parent: QGraphicsItem, width: float = CARD_W) -> None:
        super().__init__(rounded(QRectF(0, 0, width, CARD_H), 6), parent, PAPER, pen(EDGE, 1.2), "")
        self.w = width
        self.icon = Glyph("mdi6.sword", 16, INK, self, 14, 14)
        self.name = Text("", 13, self, 27, 14, "l", INK, True)
        self.count = Text("", 15, self, width - 8, 14, "r", INK, True)
        self.types = Text("", 13, self, 8, 36, "l", SOFT)
        self.key = None
        self.base_tip = ""

    def show_unit(self, unit: str, count: int, tag: str, note: str = "") -> None:
        self.setData(0, tag)
        key = (unit, count, note)
        if key != self.key:
            self.key = key
            u = D.UNITS[unit]
            self.look(unit_fill(unit))
            self.icon.set(unit_icon(unit))
            self.count.set(f"×{count}" if count else "")
            # the name keeps 6 units clear of the count ("Throwing Axeman ×1" once ran into it)
            self.name.set(elide(u.name, 13, self.w - 41 - self.count.boundingRect().width(), True))
            bonus = ", ".join(unit_bonus_words(unit))
            self.types.set(elide(f"{u.dice} dice" + (f" · {bonus}" if bonus else f" · {unit_types(unit)}")
                                 + (f" · {note}" if note else ""), 13, self.w - 14))
            self.base_tip = unit_tip(unit) + (f"<br><b>{note}</b>" if note else "")
        self.show()


class PickCard(QGraphicsItem):
    """The card a side shows this round, face up, or face down while it is still a secret."""

    def __init__(self, parent: QGraphicsItem, width: float = PICK_W, height: float = PICK_H) -> None:
        super().__init__(parent)
        inert(self)
        self.w, self.h = width, height
        self.rows = int((height - 65) // 17) + 1  # lines of words above the total
        self.back = plate(self, QRectF(0, 0, width, height), "#5b4a7a", "#2b2140", 10, 2)
        self.back_icon = Glyph("fa6s.user-secret", 56 * min(1.0, height / PICK_H), "#cfc2ea", self, width / 2,
                               height * 80 / PICK_H)
        self.face = plate(self, QRectF(0, 0, width, height), PAPER, EDGE, 10, 2)
        self.band = plate(self, QRectF(0, 0, width, 34), "#d9c89a", EDGE, 10, 1)
        self.icon = Glyph("mdi6.sword", 20, INK, self, 16, 17)
        self.lines = [Text("", 13, self, 8, 0, "l", INK) for _ in range(11)]
        self.total = plate(self, QRectF(6, height - 34, width - 12, 28), "#6b4f2a", "#2b2115", 6, 1)
        self.total_text = Text("", 15, self, width / 2, height - 20, "c", "#ffffff", True)
        self.outcome = Text("", 13, self, width - 8, 17, "r", "#1d5e20", True)
        self.key = None

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter, option, widget=None) -> None:
        pass

    def _face(self, up: bool) -> None:
        for item in (self.face, self.band, self.icon):
            item.setVisible(up)
        for item in (self.back, self.back_icon):
            item.setVisible(not up)

    def show_back(self, words: str) -> None:
        key = ("back", words)
        if key == self.key:
            return
        self.key = key
        self._face(False)
        self.outcome.set("")
        self.total.hide()
        self.total_text.set("")
        self.setToolTip(f"<b>A card face down</b>: {words}<br>Both cards of the round are shown together.")
        lines = wrap(words, 14, self.w - 16, 2, True)
        for i, t in enumerate(self.lines):
            t.setFont(t.font() if t.font().bold() else _bold())
            t.set(lines[i] if i < 2 else "", "#ece6ff")
            t.move((self.w - t.boundingRect().width()) / 2, self.h - 64 + 19 * i)

    def show_unit(self, unit: str, dice: int | None, note: str = "", outcome: str = "") -> None:
        key = ("face", unit, dice, note, outcome)
        if key == self.key:
            return
        self.key = key
        u = D.UNITS[unit]
        self._face(True)
        self.face.setBrush(brush(unit_fill(unit)))
        self.face.setPen(pen("#d4a017", 4) if outcome == "won" else pen(EDGE, 2))
        self.outcome.set({"won": "won", "lost": "lost"}.get(outcome, ""), "#1d5e20" if outcome == "won" else "#8a1f00")
        self.icon.set(unit_icon(unit))
        rows: list[tuple[str, bool, str, float]] = []  # text, bold, colour, x
        name = [t for t in wrap(u.name, 14, self.w - 16, 2, True, self.w - 80) if t]
        self.band.setPath(rounded(QRectF(0, 0, self.w, 34 + 17 * (len(name) - 1)), 10))  # round every line
        rows += [(t, True, INK, 32 if i == 0 else 8) for i, t in enumerate(name)]
        rows.append((unit_types(unit), False, SOFT, 8))
        rows.append((f"{u.dice} dice", True, INK, 8))
        rows += [(b, False, INK, 8) for b in unit_bonus_words(unit)]
        room = self.rows - len(rows) - (1 if note else 0)
        if u.text and room > 0:
            rows += [(t, False, SOFT, 8) for t in wrap(u.text, 13, self.w - 16, room) if t]
        rows = rows[:self.rows - (1 if note else 0)]
        if note:
            rows.append((note, True, "#8a1f00", 8))
        y = 17.0
        for i, t in enumerate(self.lines):
            if i < len(rows):
                text, bold, colour, x = rows[i]
                if t.font().bold() != bold:
                    t.setFont(_bold() if bold else _plain())
                t.set(elide(text, 13, self.w - 8 - x, bold), colour)
                t.move(x, y)
                y += 17 + (8 if i == len(name) - 1 else 0)
            else:
                t.set("")
        self.total.setVisible(dice is not None)
        self.total_text.set(f"{dice} dice this round" if dice is not None else "")
        self.setToolTip(unit_tip(unit) + (f"<br><b>{note}</b>" if note else "")
                        + (f"<br><b>{dice} dice this round</b>" if dice is not None else ""))


def _bold():
    return font(13, True)


def _plain():
    return font(13)
