"""The Qt board of Roll Through the Ages: The Iron Age.

Left: the score sheet of the seat in focus (the seat to move, unless the player clicked another sheet),
full size. Right: the dice tray with every in-turn choice, the pegboard of the seat in focus, and the
other seats' sheets in small (click one to look at it full size).

Every item is built once; show_state() updates texts, brushes, visibility and targets only. Clickable
targets carry a stable tag in data(0) ("die-2", "roll", "province-box", "dev-irrigation", ...) and a
`legal` attribute that is True while they stand for a legal action.
"""
from __future__ import annotations

import os
from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt

from dawnofempires_gui.engine import Action, Event, Game
from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.board_items import Hot, Text, brush, pen
from dawnofempires_gui.games.iron.board_sheet import H as SHEET_H
from dawnofempires_gui.games.iron.board_sheet import W as SHEET_W
from dawnofempires_gui.games.iron.board_sheet import SeatSheet
from dawnofempires_gui.games.iron.board_tray import DiceTray, PaymentPopup, Pegboard
from dawnofempires_gui.ui.board import BoardScene
from dawnofempires_gui.ui.style import seat_colour

RIGHT_X = SHEET_W + 30
SMALL = 0.262
OTHERS_Y = 712.0
TABLE = QRectF(-16, -16, RIGHT_X + DiceTray.W + 32, SHEET_H + 32)

SHEET_KINDS = ("province", "port_pop", "urn", "port", "setup_port", "setup_province")


class IronBoard(BoardScene):
    draws_players = True  # every seat's board is drawn in the scene
    # the dice shake for 220 ms after a roll; DAWNOFEMPIRES_NO_ANIMATION=1 (or animate = False) turns it off
    animate = not os.environ.get("DAWNOFEMPIRES_NO_ANIMATION")

    def __init__(self, info, parent=None) -> None:
        super().__init__(info, parent)
        self.setBackgroundBrush(brush("#3d3328"))
        self.table = Hot(TABLE, None, radius=20)
        self.table.look(pen("#2a2119", 3), brush("#5a4a38"))
        self.table.setZValue(-10)
        self.addItem(self.table)
        self.tray = DiceTray(self)
        self.tray.setPos(RIGHT_X, 0)
        self.addItem(self.tray)
        self.pegboard = Pegboard(self)
        self.pegboard.setPos(RIGHT_X, DiceTray.H + 10)
        self.addItem(self.pegboard)
        self.others_title = Text("", 16, None, RIGHT_X + 4, OTHERS_Y + 10, "l", "#f3e6c8", bold=True, serif=True)
        self.addItem(self.others_title)
        self.solo_text = [Text("", 18, None, RIGHT_X + 4, OTHERS_Y + 50 + k * 34, "l", "#f3e6c8") for k in range(5)]
        for t in self.solo_text:
            self.addItem(t)
        self.mini_labels = []
        for k in range(3):
            label = Text("", 15, None, RIGHT_X + 4 + k * (SHEET_W * SMALL + 16), OTHERS_Y + 34, "l", "#f3e6c8", bold=True)
            self.addItem(label)
            self.mini_labels.append(label)
        self.popup = PaymentPopup(self)
        self.addItem(self.popup)
        self.sheets: list[SeatSheet] = []
        self.focus: int | None = None
        self._focus_key = None
        self._view: Game | None = None
        self._args = None
        self._layout_key = None
        self.setSceneRect(TABLE.adjusted(-4, -4, 4, 4))

    # ------------------------------------------------------------------ building
    def _build_sheets(self, view) -> None:
        for s in range(view.n):
            seat = view.seats[s]
            colour = seat_colour(s, getattr(seat, "colour", "") or "").name()
            sheet = SeatSheet(self, s, view.seat_name(s), colour)
            self.addItem(sheet)
            self.sheets.append(sheet)

    def colour(self, seat: int) -> str:
        return self.sheets[seat].colour

    # ------------------------------------------------------------------ the contract
    def show_state(self, view: Game, seat: int | None, legal: Sequence[Action], events: Sequence[Event]) -> None:
        if not self.sheets:
            self._build_sheets(view)
        self._view = view
        self._args = (view, seat, legal, events)
        key = (view.active, view.stage, view.round)
        if key != self._focus_key:
            self._focus_key = key
            if view.is_over():
                self.focus = view.scores().winners[0]
            else:
                self.focus = view.asked if view.stage == "tribute" and view.asked >= 0 else view.active
            self.popup.close()
        elif self.popup.isVisible():
            self.popup.close()
        rolled = self.animate and any(e.kind == "roll" for e in events)
        self._draw(view, seat, legal, animate=rolled)

    def _draw(self, view, seat, legal, note: str = "", animate: bool = False) -> None:
        by_kind: dict[str, list[Action]] = {}
        acts: dict = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
            kind = a.kind
            if kind in ("monument", "architecture"):
                acts[(kind, a["monument"])] = a
            elif kind == "buy":
                acts.setdefault(("buy", a["dev"]), []).append(a)
            elif kind in SHEET_KINDS or kind in ("army", "ship", "granary"):
                acts[kind] = a
        self._layout(view)
        armed: set = set()
        active = view.active
        moving = view.to_move()
        winners = view.scores().winners if view.is_over() and view.n > 1 else []
        for sheet in self.sheets:
            sheet.clear_targets()
            sheet.update_sheet(view, sheet.seat in moving, sheet.seat in winners)
            if sheet.main and sheet.seat == active:
                sheet.arm_targets(view, acts, armed)
        focus = self.focus
        self.pegboard.update_pegs(view, focus, self.colour(focus), acts if focus == active else {}, armed)
        self.tray.update_tray(view, seat, legal, by_kind, armed, self.colour(active), note, animate)

    def _layout(self, view) -> None:
        focus = self.focus
        others = [s for s in range(view.n) if s != focus]
        if self._layout_key != focus:
            self._layout_key = focus
            for sheet in self.sheets:
                main = sheet.seat == focus
                sheet.set_main(main)
                if main:
                    if sheet.scale() != 1.0:  # a scale change re-indexes every item of the sheet: only when needed
                        sheet.setScale(1.0)
                    sheet.setPos(0, 0)
                    sheet.setCursor(Qt.ArrowCursor)
                    sheet.setToolTip("")
                    sheet.summary = ""
                else:
                    k = others.index(sheet.seat)
                    if sheet.scale() != SMALL:
                        sheet.setScale(SMALL)
                    sheet.setPos(RIGHT_X + k * (SHEET_W * SMALL + 16), OTHERS_Y + 46)
                    sheet.setCursor(Qt.PointingHandCursor)
        for k, label in enumerate(self.mini_labels):
            label.setVisible(k < len(others))
            if k < len(others):
                s = others[k]
                mark = " ◀" if s in view.to_move() else ""
                label.set(f"{view.seat_name(s)} · {view.score(s)} pts{mark}", self.colour(s))
        for sheet in self.sheets:
            if not sheet.main:
                summary = self._summary(view, sheet.seat)
                if summary != getattr(sheet, "summary", ""):
                    sheet.summary = summary
                    sheet.setToolTip(summary + "<br><i>Click to see this sheet full size.</i>")
        if view.n == 1:
            self.others_title.set("Solitaire")
            best = _best_solo()
            s = 0
            lines = [f"Round {max(view.round, 1)} of {D.SOLO_ROUNDS}: beat {D.SOLO_TARGET} points"
                     + (f" (your best: {best})" if best is not None else "") + ".",
                     (f"Score so far: {view.score(s)} points." if not view.is_over() else
                      f"Final score: {view.score(s)} points: it "
                      + ("beats" if view.score(s) > D.SOLO_TARGET else "does not beat") + f" {D.SOLO_TARGET}."),
                     "Pestilence strikes you too (Medicine protects).",
                     "Tribute demand: against the round number; no good is given."]
            for t, line in zip(self.solo_text, lines + [""]):
                t.set(line)
        else:
            self.others_title.set("Other players — click a sheet to look at it" if focus == view.active else
                                  "Other players — click a sheet to look at it (the player to move is among them)")

    def _summary(self, v, s: int) -> str:
        devs = [d["name"] for i, d in enumerate(D.DEVELOPMENTS) if v.devs[s] >> i & 1]
        return (f"<b>{v.seat_name(s)}</b>: {v.score(s)} points<br>"
                f"Ports {v.ports[s]}, provinces {v.provinces[s]}; food {v.food[s]}, goods {v.goods[s]}, "
                f"armies {v.army[s]}, ships {v.ships[s]}, wealth {v.wealth[s]}<br>"
                f"Tribute {v.tribute[s]}, skulls {v.skulls[s]}<br>"
                f"Developments: {', '.join(devs) or 'none'}")

    # ------------------------------------------------------------------ local interaction (no actions)
    def mousePressEvent(self, event):  # noqa: N802
        if self.popup.isVisible() and not self.popup.sceneBoundingRect().contains(event.scenePos()):
            self.popup.close()
        super().mousePressEvent(event)
        if event.isAccepted() or event.button() != Qt.LeftButton:
            return
        for sheet in self.sheets:
            if not sheet.main and sheet.isVisible() and sheet.sceneBoundingRect().contains(event.scenePos()):
                self.look_at(sheet.seat)
                event.accept()
                return

    def look_at(self, seat: int) -> None:
        """Show this seat's sheet (and pegboard) full size; a local choice, not a move."""
        if self._args is None or seat == self.focus:
            return
        self.focus = seat
        self.popup.close()
        view, viewer, legal, _ = self._args
        note = "" if seat == view.active else (f"You are looking at {view.seat_name(seat)}'s sheet: click the small "
                                               f"sheet of {view.seat_name(view.active)} to go back.")
        self._draw(view, viewer, legal, note)

    def open_payment(self, card, dev: str, payments: list) -> None:
        self.popup.open(self._view, card, dev, payments, TABLE)

    def main_sheet(self) -> SeatSheet:
        return self.sheets[self.focus]

    def sheet(self, seat: int) -> SeatSheet:
        return self.sheets[seat]

    def targets(self) -> list:
        """The items standing for a legal action or opening a choice now (for tests and keyboard help)."""
        return [i for i in self.items() if getattr(i, "legal", False) and i.isVisible()]


def _best_solo():
    try:
        from dawnofempires_gui.games.iron.solo_best import best_score
    except ImportError:
        return None
    try:
        return best_score()
    except Exception:  # noqa: BLE001  a damaged file never stops the board
        return None

