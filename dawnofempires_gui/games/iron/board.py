"""The Qt board of Roll Through the Ages: The Iron Age.

Left: the score sheet of the seat in focus (the seat to move, unless the player clicked another player's
card), full size (board_sheet.py). Right: the dice tray with every in-turn choice (board_tray.py,
board_dice.py), the pegboard of the seat in focus (board_pegboard.py), and a card for every other seat
with its whole public state in readable words (board_others.py; click one to see that sheet full size).

Every clickable thing is the shared ui/targets.Target, armed with the legal actions it stands for: one
action is taken by a click, several (the ways to pay for a development, the faces the Omens may give a
die, how many goods to store) open the board's chooser. Every item is built once; show_state() updates
words, fills, visibility and targets only, and nothing is ever scaled. Targets carry a stable tag in
data(0) ("die-2", "roll", "province-box", "dev-irrigation", the chooser's "buy-irrigation-0-0-1",
"omens-face-pop3", ...).

Sizes: no word is under 15 scene pixels and the board is 1275 × 1049, so the fitted view shows every word
at 9 px or more in a 1024×700 window (scale 0.61) and in larger ones. Speed: every part is painted from a
picture made again only when it changes (ui/pictures.py); a change of focus shows another sheet,
never scales one. The cards of the other seats and the pegboard come in two sets: while the window is idle, the
set not shown is drawn for the seat whose turn comes next (catch_up), so that when the turn passes the sets
change places and only the card of the player who just played is drawn again.
"""
from __future__ import annotations

import os
from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsRectItem, QGraphicsScene

from dawnofempires_gui.engine import Action, Event, Game
from dawnofempires_gui.engine.words import initials
from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.board_dice import FACE_INFO, FATE_INFO, SHORT
from dawnofempires_gui.games.iron.board_items import TABLE as TABLE_COLOUR
from dawnofempires_gui.games.iron.board_items import Text, brush, click_tip, part, parts_of, pen, shelve
from dawnofempires_gui.games.iron.board_others import H as CARD_H
from dawnofempires_gui.games.iron.board_others import OtherCard
from dawnofempires_gui.games.iron.board_pegboard import Pegboard
from dawnofempires_gui.games.iron.board_sheet import H as SHEET_H
from dawnofempires_gui.games.iron.board_sheet import W as SHEET_W
from dawnofempires_gui.games.iron.board_sheet import SeatSheet
from dawnofempires_gui.games.iron.board_tray import DiceTray
from dawnofempires_gui.games.iron.words import die_label, payment, points
from dawnofempires_gui.ui.board import BoardScene
from dawnofempires_gui.ui.pictures import prepare
from dawnofempires_gui.ui.style import seat_colour
from dawnofempires_gui.ui.targets import Target, rounded

RIGHT_X = SHEET_W + 16
PEGBOARD_Y = DiceTray.H + 10
OTHERS_Y = PEGBOARD_Y + Pegboard.H + 10
CARD_GAP = 6.0
TABLE = QRectF(-8, -8, RIGHT_X + DiceTray.W + 16, SHEET_H + 16)
CREAMY = "#f3e6c8"
BACKGROUND = "#3d3328"

SHEET_KINDS = ("province", "port_pop", "urn", "port", "setup_port", "setup_province")


class IronBoard(BoardScene):
    draws_players = True  # every seat's board is drawn in the scene
    # the dice shake for 220 ms after a roll; DAWNOFEMPIRES_NO_ANIMATION=1 (or animate = False) turns it off
    animate = not os.environ.get("DAWNOFEMPIRES_NO_ANIMATION")

    def __init__(self, info, parent=None) -> None:
        super().__init__(info, parent)
        self.setBackgroundBrush(brush(BACKGROUND))
        self.setItemIndexMethod(QGraphicsScene.NoIndex)  # parts change on every redraw; few items are hit-tested
        # the table, a large rounded shape under everything: copied from its picture at a repaint, never filled
        self.table_part = part(None, "table", -10, ground=BACKGROUND)
        self.table = QGraphicsPathItem(rounded(TABLE, 20), self.table_part)
        self.table.setPen(pen("#2a2119", 3))
        self.table.setBrush(brush(TABLE_COLOUR))
        self.addItem(self.table_part)
        self.tray = DiceTray(self)
        self.tray.setPos(RIGHT_X, 0)
        self.addItem(self.tray)
        self.pegboard = Pegboard(self)  # shown
        self.spare_pegboard = Pegboard(self)  # under it, kept undrawn, ready for the next turn's focus
        for pegboard, z in ((self.pegboard, 0), (self.spare_pegboard, -1)):
            pegboard.setPos(RIGHT_X, PEGBOARD_Y)
            pegboard.setZValue(z)
            self.addItem(pegboard)
        shelve(parts_of(self.spare_pegboard), True)
        words = part(None, "others-words")  # the title over the cards, the words of solitaire
        self.addItem(words)
        self.others_title = Text("", 16, words, RIGHT_X + 4, OTHERS_Y + 11, "l", CREAMY, bold=True, serif=True)
        self.solo_text = [Text("", 16, words, RIGHT_X + 4, OTHERS_Y + 48 + k * 30, "l", CREAMY) for k in range(5)]
        self.cards: list[OtherCard] = self._card_set()  # shown
        self.spare_cards: list[OtherCard] = self._card_set()  # kept undrawn, ready for the next turn's focus
        shelve(self.spare_cards, True)
        self._spare_focus: int | None = None  # the focus the spare set was drawn for
        # the choosers opened from the tray sit over its title and prompt: never over the die or button that
        # opened them, and never where a target of the next step could appear under the pointer
        self.chooser_anchor = QGraphicsRectItem(RIGHT_X + 4, -8, 0, 0)
        self.chooser_anchor.setPen(pen("#000000", 0))
        self.chooser_anchor.setVisible(False)
        self.addItem(self.chooser_anchor)
        self.sheets: list[SeatSheet] = []
        self.initials: list[str] = []
        self.focus: int | None = None
        self._focus_key = None
        self._view: Game | None = None
        self._args = None
        self._layout_key = None
        self.setSceneRect(TABLE.adjusted(-4, -4, 4, 4))

    # ------------------------------------------------------------------ building
    def _card_set(self) -> list[OtherCard]:
        cards = []
        for k in range(3):
            card = OtherCard(self)
            card.setPos(RIGHT_X, OTHERS_Y + 24 + k * (CARD_H + CARD_GAP))
            card.hide()
            self.addItem(card)
            cards.append(card)
        return cards

    def _build_sheets(self, view) -> None:
        self.initials = initials([view.seat_name(s) for s in range(view.n)])  # the letters on the seats' discs
        for s in range(view.n):
            colour = seat_colour(s, getattr(view.seats[s], "colour", "") or "").name()
            sheet = SeatSheet(self, s, view.seat_name(s), colour)
            sheet.set_shown(False)
            self.addItem(sheet)
            self.sheets.append(sheet)

    def colour(self, seat: int) -> str:
        return self.sheets[seat].colour

    # ------------------------------------------------------------------ the contract
    def show_state(self, view: Game, seat: int | None, legal: Sequence[Action], events: Sequence[Event]) -> None:
        if not self.sheets:
            self._build_sheets(view)
        self.view_state = view
        self._view = view
        self._args = (view, seat, legal, events)
        self.close_chooser()
        key = (view.active, view.step(), view.round)
        if key != self._focus_key:
            self._focus_key = key
            if view.is_over():
                self.focus = view.scores().winners[0]
            else:
                self.focus = view.to_move()[0]
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
        moving = view.to_move()
        winners = view.scores().winners if view.is_over() and view.n > 1 else []
        for sheet in self.sheets:  # every sheet follows the game (tests and tooltips read them); one is shown
            sheet.clear_targets()
            sheet.update_sheet(view, sheet.seat in moving, sheet.seat in winners)
            if sheet.main and sheet.seat in moving:
                sheet.arm_targets(view, acts, armed)
        focus = self.focus
        self.pegboard.update_pegs(view, focus, self.colour(focus), acts if focus in moving else {}, armed,
                                  focus == view.active)
        last, tag = self.last_click if self.last_click else (None, "")
        lead = winners[0] if winners else view.active
        self.tray.update_tray(view, seat, legal, by_kind, armed, self.colour(lead), note, animate, last, tag)

    def _layout(self, view) -> None:
        focus = self.focus
        others = [s for s in range(view.n) if s != focus]
        if self._layout_key != focus:
            self._layout_key = focus
            if self._spare_focus == focus:  # drawn while the window was idle: the sets change places
                shelve(self.cards, True)
                shelve(self.spare_cards, False)
                self.cards, self.spare_cards = self.spare_cards, self.cards
                shelve(parts_of(self.pegboard), True)
                shelve(parts_of(self.spare_pegboard), False)
                self.pegboard.setZValue(-1)
                self.spare_pegboard.setZValue(0)
                self.pegboard, self.spare_pegboard = self.spare_pegboard, self.pegboard
            self._spare_focus = None
            for sheet in self.sheets:
                main = sheet.seat == focus
                sheet.set_main(main)
                sheet.set_shown(main)  # one sheet full size, the others kept undrawn; nothing is ever scaled
        moving = view.to_move()
        winners = view.scores().winners if view.is_over() and view.n > 1 else []
        for k, (card, spare) in enumerate(zip(self.cards, self.spare_cards)):
            shown = k < len(others)
            card.setVisible(shown)
            spare.setVisible(shown)
            if shown:
                s = others[k]
                card.show_seat(view, s, self.colour(s), s in moving and not view.is_over(), s in winners)
                summary = self._summary(view, s)
                if summary != getattr(card, "summary", ""):
                    card.summary = summary
                    card.setToolTip(summary + "<br><i>Click to see this sheet full size.</i>")
        if view.n == 1:
            self._solo_words(view)
        elif focus in moving or view.is_over():
            self.others_title.set("Other players — click a card to see the sheet")
        else:
            self.others_title.set("Other players — the player to move is among them")

    def catch_up(self) -> None:
        """While the window is idle (BoardView.prepare_soon): the spare cards and pegboard are drawn as they will
        stand when the turn passes to the next seat (then nobody among the cards is to move), and their pictures
        made at once with those of the next seat's sheet, in one repaint: the repaints Qt makes of what changed
        put the rest of the idle work off (nothing painted for 20 ms), often past the next action. At the change
        of turn only the card of the player who played is drawn again."""
        view = self._view
        if view is None or view.n < 2 or view.is_over() or self.focus is None:
            return
        following = (view.active + 1) % view.n
        if following == self.focus:
            return
        others = [s for s in range(view.n) if s != following]
        for card, s in zip(self.spare_cards, others):
            card.show_seat(view, s, self.colour(s), False, False)
        self.spare_pegboard.update_pegs(view, following, self.colour(following), {}, set(), False)
        self._spare_focus = following
        views = self.views()
        if views:
            parts = (*self.spare_cards, *parts_of(self.spare_pegboard), *self.sheets[following].parts)
            prepare([item.graphicsEffect() for item in parts if item.graphicsEffect().stale], views[0])

    def _solo_words(self, view) -> None:
        """Solitaire: the round, the target and the best score so far, each said once; no winner."""
        self.others_title.set("Solitaire")
        best = _best_solo()
        score = view.score(0)
        target = f"Target: beat {D.SOLO_TARGET} points" + (f"; your best so far: {best}." if best is not None else ".")
        if view.is_over():
            lines = [f"Final score: {points(score)}.", target, "", ""]
        else:
            lines = [f"Round {max(view.round, 1)} of {D.SOLO_ROUNDS} · score so far: {points(score)}.", target,
                     "Pestilence strikes you too (Medicine protects).",
                     "Tribute demand: against the round number."]
        for t, line in zip(self.solo_text, lines + [""]):
            t.set(line)

    def _summary(self, v, s: int) -> str:
        devs = [d["name"] for i, d in enumerate(D.DEVELOPMENTS) if v.devs[s] >> i & 1]
        return (f"<b>{v.seat_name(s)}</b>: {points(v.score(s))}<br>"
                f"Ports {v.ports[s]}, provinces {v.provinces[s]}; food {v.food[s]}, goods {v.goods[s]}, "
                f"armies {v.army[s]}, ships {v.ships[s]}, wealth {v.wealth[s]}<br>"
                f"Tribute {v.tribute[s]}, skulls {v.skulls[s]}<br>"
                f"Developments: {', '.join(devs) or 'none'}")

    # ------------------------------------------------------------------ clicks and the chooser
    def open_chooser(self, opener, actions: Sequence[Action]) -> None:
        from_tray = opener is not None and self.tray.isAncestorOf(opener)
        avoid = opener.sceneBoundingRect() if from_tray else None
        super().open_chooser(self.chooser_anchor if from_tray else opener, actions, avoid)
        view = self._view
        for chip in self.chips:
            a = chip.actions[0]
            if a.kind == "buy":
                chip.setData(0, f"buy-{a['dev']}-{a['goods']}-{a['innovations']}-{a['wealth']}")
            elif a.kind == "omens":
                chip.setData(0, f"omens-face-{a['face']}")
            elif a.kind == "store":
                chip.setData(0, f"store-{a['sets']}")
            if view is not None:
                words = view.describe(a)
                chip.setToolTip(click_tip("", words[:1].lower() + words[1:]))

    def chooser_title(self, actions: Sequence[Action]) -> str:
        view, first = self._view, actions[0]
        if view is None:
            return "Choose:"
        if first.kind == "buy":
            info = D.DEV_BY_ID[first["dev"]]
            return f"Buy {info['name']} (cost {view.dev_cost(view.active, first['dev'])}) — pay with:"
        if first.kind == "omens":
            return f"Omens: turn {die_label(view, first['die'])} to:"
        if first.kind == "store":
            return f"Store goods as wealth ({view.store_rate(view.active)} goods each):"
        return "Choose:"

    def chip_label(self, action: Action) -> tuple[str, str]:
        view = self._view
        if action.kind == "buy":
            return payment(action["goods"], action["innovations"], action["wealth"]), "fa6s.coins"
        if action.kind == "omens":
            info = (FATE_INFO if action["die"] == -1 else FACE_INFO)[action["face"]]
            return SHORT[action["face"]], info[1]
        if action.kind == "store" and view is not None:
            return f"{action['sets'] * view.store_rate(view.active)} goods → {action['sets']} wealth", "wealth"
        return super().chip_label(action)


    # ------------------------------------------------------------------ local interaction (no actions)
    def mousePressEvent(self, event):  # noqa: N802
        super().mousePressEvent(event)
        if event.isAccepted() or event.button() != Qt.LeftButton:
            return
        for card in self.cards:
            if card.isVisible() and card.sceneBoundingRect().contains(event.scenePos()):
                self.look_at(card.seat)
                event.accept()
                return

    def look_at(self, seat: int) -> None:
        """Show this seat's sheet (and pegboard) full size; a local choice, not a move."""
        if self._args is None or seat == self.focus:
            return
        self.focus = seat
        self.close_chooser()
        view, viewer, legal, _ = self._args
        moving = view.to_move()
        back = moving[0] if moving else view.active
        note = "" if seat in moving or view.is_over() else (
            f"You are looking at {view.seat_name(seat)}'s sheet: click the card of "
            f"{view.seat_name(back)} to go back.")
        self._draw(view, viewer, legal, note)

    def main_sheet(self) -> SeatSheet:
        return self.sheets[self.focus]

    def sheet(self, seat: int) -> SeatSheet:
        return self.sheets[seat]

    def card(self, seat: int) -> OtherCard | None:
        """The card of another seat, if it is shown."""
        return next((c for c in self.cards if c.isVisible() and c.seat == seat), None)

    def live_targets(self) -> list[Target]:
        """The items standing for legal actions now: the chooser's chips while it is open, else every
        armed target on the board (for tests and keyboard help)."""
        return list(self.chips) if self.chips else self.armed_targets()


def _best_solo():
    try:
        from dawnofempires_gui.games.iron.solo_best import best_score
    except ImportError:
        return None
    try:
        return best_score()
    except Exception:  # noqa: BLE001  a damaged file never stops the board
        return None
