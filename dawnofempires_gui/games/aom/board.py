"""The Qt board of Age of Mythology: The Boardgame, put together from its parts.

Left, from the top: what the seat at the screen is asked to do with its buttons (the prompt); the bank, the four
victory cards and the table's counts (board_table.py); the tiles face up; the full player board of the seat at
the screen (board_player.py); its hand, card by card with the whole text (board_hand.py). Right: every other
player's board in a panel (board_others.py). A battle is fought in the arena on the overlay layer over the left
part (board_arena.py), one round at a time.

Two layouts (Geometry, board_geometry.py): FULL, the one above, 900 + 440 wide, and COMPACT for a window too small
to show FULL with its smallest words at 9 px or more (1024×700): a left part 624 wide (shorter victory cards with
the table's counts under them, the tiles face up in two lines when many, a narrower player board, short cards in the
hand, the whole card shown larger above the hand while pointed at or focused, the arena's two cards of a round one
above the other) and, for six players, lower panels. The board watches its view's size and builds itself again in
the other layout when the window crosses the line (choose_layout); nothing of the game is kept in the items, so the
rebuilt board draws the same state.

The board never decides legality: show_state() is told the legal actions and arms the Target standing for each
(route(): an action -> the tags of its items). One action is taken by a click; several open the shared chooser.
Moving a villager takes two clicks (the villager, then its tile), without the chooser. Every target's tooltip
says what it is and what a click does, or why not now. Items are built once; a redraw updates what changed.

The player boards of the other seats at the screen and the panels in their other places are kept undrawn
(ui/pictures.shelve) under the ones shown; once a redraw is on the screen and the window idle, they are brought up
to date and their pictures made (_catch_up), so that a change of seat copies them rather than drawing them. What
changes with most moves (the victory cubes and hand line of a board, the numbers over its units, the bank's and the
victory cards' numbers) is drawn in small parts of its own over what does not. The hand's cards and words, the
permanent cards and the tiles face up are drawn from pictures kept by what they show (board_kept.py): a seat's cards
seen again, or moved along the hand, are a copy.

Tags (item.data(0)): see the parts; the prompt's and the arena's buttons are "button-<kind>" and
"arena-<kind>"; a chooser's chips "chip-<n>"; "close-arena" leaves a finished battle.
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRectF
from PySide6.QtWidgets import QGraphicsScene

from dawnofempires_gui.engine import Action, Event, Game
from dawnofempires_gui.games.aom.board_arena import Arena
from dawnofempires_gui.games.aom.board_geometry import FULL, choose_layout
from dawnofempires_gui.games.aom.board_hand import CardDetail, HandRow
from dawnofempires_gui.games.aom.board_items import LEFT_GROUND, TABLE, click_tip, inert, plate
from dawnofempires_gui.games.aom.board_kept import forget_kept
from dawnofempires_gui.games.aom.board_others import Halo, SeatPanel
from dawnofempires_gui.games.aom.board_player import PlayerBoard
from dawnofempires_gui.games.aom.board_prompt import PickMark, Prompt
from dawnofempires_gui.games.aom.board_routing import CLOSE, Routing
from dawnofempires_gui.games.aom.board_table import FaceUpRow, TableRow
from dawnofempires_gui.games.aom.board_words import chip_label, chooser_title
from dawnofempires_gui.ui.board import BoardScene
from dawnofempires_gui.ui.drawing import brush
from dawnofempires_gui.ui.pictures import prepare, stale_shelved
from dawnofempires_gui.ui.style import seat_colour
from dawnofempires_gui.ui.targets import NO_BRUSH, NO_PEN, Target


class AomBoard(Routing, BoardScene):
    draws_players = True  # every player's board is drawn in the scene

    def __init__(self, info, parent=None) -> None:
        super().__init__(info, parent)
        self.setBackgroundBrush(brush(TABLE))
        self.setItemIndexMethod(QGraphicsScene.NoIndex)  # pieces change on every redraw
        self.destroyed.connect(forget_kept)
        self._built_for = None
        self.me = 0
        self.own: dict[int, PlayerBoard] = {}
        self.panels: dict[int, SeatPanel] = {}  # the panel of each seat now in use
        self.panel_at: dict[tuple[int, int], SeatPanel] = {}  # (seat, place): every panel
        self.halos: dict[int, Halo] = {}
        self._armed_now: list[Target] = []
        self._selected: list[Target] = []  # marked in the seat's colour (the worker picked up)
        self._args = None
        self._source: int | None = None  # the worker picked up (a move_worker source), waiting for its tile
        self._sources: dict[str, int] = {}
        self._dests: set[int] = set()
        self._moving_from: set[int] = set()
        self._live_battle = None  # (att, def, area, turn) of a battle this board has shown in progress
        self._battle_watchers: set[int] = set()  # the seats at the screen while it went on
        self.arena_mode = ""  # "", "live" (a battle goes on) or "finished" (its end, until closed)
        self.geo = FULL
        self._watched: set[int] = set()  # the viewports whose size this board follows

    # ------------------------------------------------------------------ the layout for the window's size
    def _watch_views(self) -> None:
        for view in self.views():
            port = view.viewport()
            if id(port) not in self._watched:
                self._watched.add(id(port))
                port.installEventFilter(self)
                self.geo = choose_layout(port.width(), port.height()) if port.isVisible() else self.geo

    def take_space(self) -> bool:
        """Space on a finished battle does what its one button does: back to the board (no move is taken)."""
        if self.arena_mode != "finished":
            return False
        self.close_arena()
        return True

    def eventFilter(self, watched, event):  # noqa: N802
        if event.type() == QEvent.Resize and id(watched) in self._watched:
            size = event.size()
            geo = choose_layout(size.width(), size.height())
            if geo is not self.geo:
                self.geo = geo
                if self._args is not None:  # built again in the new layout, and drawn as it was
                    view, seat, legal = self._args
                    self.show_state(view, seat, legal, [])
                    for v in self.views():
                        refit = getattr(v, "refit_if_fitted", None)
                        if refit is not None:
                            refit()
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------------ building (once per table)
    def _build(self, view: Game) -> None:
        g = self.geo
        same_table = self._built_for is not None and self._built_for[:3] == self._table_key(view)[:3]
        self._move_focus_to(None)  # the focused item goes with the others
        self.clear()
        self.targets = {}
        self._armed_now, self._selected = [], []
        if not same_table:  # the same table in another layout keeps the villager picked up and the battle shown
            self._source = None
            self._live_battle = None
            self._battle_watchers = set()
        self.own, self.panels, self.halos, self.panel_at = {}, {}, {}, {}
        self.colours = [seat_colour(s, view.seats[s].colour).name() for s in range(view.n)]
        frame = self.addRect(QRectF(-8, -8, g.scene_w + 16, g.scene_h + 16), NO_PEN, NO_BRUSH)
        frame.setZValue(-20)
        inert(frame)
        backdrop = plate(None, QRectF(-10, -10, g.left_w + 20, g.scene_h + 20), LEFT_GROUND, "#1f2a2e", 14, 2)
        backdrop.setZValue(-10)
        self.addItem(backdrop)
        self.prompt = Prompt(g.left_w)
        self.addItem(self.prompt)
        self.table_row = TableRow(self, g.left_w)
        self.table_row.setPos(0, g.table_y)
        self.addItem(self.table_row)
        self.face_up = FaceUpRow(self, g.left_w, g.face_h)
        self.face_up.setPos(0, g.face_y)
        self.addItem(self.face_up)
        self._cultures = list(view.cult)
        layout = g.panel_layout(view.n)
        for s in range(view.n):
            # In seat order, a seat's panel lies in one of two places (below the seat at the screen or above it):
            # one panel in each, so that a hand-off never moves a panel (moved, a part loses its picture).
            for slot in sorted({max(0, s - 1), min(s, view.n - 2)}):
                small = SeatPanel(self, s, view.seat_name(s), self.colours[s], view.cult[s], layout)
                small.setPos(g.right_x, slot * (layout.h + g.panel_gap))
                small.set_shown(False)
                self.addItem(small)
                self.panel_at[s, slot] = small
                self.panels[s] = small
            halo = Halo(self.colours[s], layout.h)
            halo.hide()
            self.addItem(halo)
            self.halos[s] = halo
        self.detail = CardDetail()
        self.addItem(self.detail)
        self.hand = HandRow(self, g.left_w, g.hand_h, self.detail)
        self.hand.setPos(0, g.hand_y)
        self.addItem(self.hand)
        self.pick_mark = PickMark()
        self.pick_mark.hide()
        self.addItem(self.pick_mark)
        layer = self.overlay(QRectF(-6, g.face_y - 4, g.left_w + 12, g.scene_h - g.face_y + 10))
        self.arena = Arena(self, g.scene_h - g.face_y, g.left_w)
        self.arena.setParentItem(layer)
        self.arena.setPos(0, g.face_y)
        layer.hide()
        self._built_for = self._table_key(view)
        self.view_state = view
        for s in range(view.n):  # the players at the screen; a computer seat's only if it is ever shown
            if not getattr(view.seats[s], "computer", False):
                self.own_board(s).set_shown(False)

    def own_board(self, seat: int) -> PlayerBoard:
        """The full player board of a seat, built the first time that seat sits at the screen."""
        board = self.own.get(seat)
        if board is None:
            board = PlayerBoard(self, seat, self.view_state.seat_name(seat), self.colours[seat], self._cultures[seat],
                                self.geo.compact)
            board.setPos(0, self.geo.own_y)
            self.addItem(board)
            self.own[seat] = board
        return board

    # ------------------------------------------------------------------ redraw
    def _table_key(self, view: Game) -> tuple:
        return view.n, tuple(view.cult), tuple(view.seat_name(s) for s in range(view.n)), self.geo

    def show_state(self, view: Game, seat: int | None, legal: Sequence[Action], events: Sequence[Event]) -> None:
        self._watch_views()
        if self._built_for != self._table_key(view):
            self._build(view)
        self.close_chooser()
        self.view_state = view
        self.seat = seat
        moving = view.to_move()
        me = seat if seat is not None else (moving[0] if moving else 0)
        self.me = me
        if self._source is not None and not any(a.kind == "move_worker" and a["source"] == self._source
                                                for a in legal):
            self._source = None
        self.table_row.update_row(view)
        self.face_up.update_row(view)
        others = [s for s in range(view.n) if s != me]  # in seat order
        own = self.own_board(me)
        for s, board in self.own.items():  # shelved, not hidden: a board or panel hidden loses its pictures
            board.set_shown(s == me)
        used = {(s, k) for k, s in enumerate(others)}
        for (s, k), panel in self.panel_at.items():
            panel.set_shown((s, k) in used)
        own.update_board(view)
        for k, s in enumerate(others):
            panel = self.panels[s] = self.panel_at[s, k]
            panel.update_panel(view)
        for s, halo in self.halos.items():
            halo.setVisible(s != me and s in moving)
            if halo.isVisible():
                halo.setPos(self.panels[s].pos())
        self.hand.update_hand(view, seat)
        self._arena_state(view, me)
        self._args = (view, seat, list(legal))
        self._arm(view, seat, list(legal))

    def catch_up(self) -> None:
        """Once the redraw is on the screen and the window idle (BoardView.prepare_soon): the player boards and
        panels kept undrawn (the other seats' at the screen, the panels in their other places) are drawn from the
        view just shown; their pictures are made next (prepare_next), and the next change of seat only copies
        them. They show nothing secret (counts of random cards, the permanent ones, what everybody sees), so any
        seat's view draws them as the seat's own would."""
        if self._args is None:
            return
        view = self._args[0]
        for board in self.own.values():
            if not board.shown:
                board.update_board(view)
        for panel in self.panel_at.values():
            if not panel.shown:
                panel.update_panel(view)

    def prepare_next(self, view) -> bool:
        """Make the pictures of the stale parts of one board or panel kept undrawn, in one repaint; whether any
        are left. The boards and panels kept undrawn are skipped whole by a repaint: the one whose parts are made
        is opened for that repaint only (open_undrawn), which repaints nothing by itself."""
        waiting = stale_shelved(self)
        if not waiting:
            return False
        holders = {part.graphicsEffect(): holder for holder in (*self.own.values(), *self.panel_at.values())
                   for part in holder.parts}
        holder = holders.get(waiting[0])
        batch = [e for e in waiting if holders.get(e) is holder] if holder is not None else waiting[:1]
        if holder is not None:
            holder.open_undrawn(not holder.shown)
        try:
            prepare(batch, view)
        finally:
            if holder is not None:
                holder.open_undrawn(False)
        return len(batch) < len(waiting)

    def _arena_state(self, view, me: int) -> None:
        layer = self.overlay_layer
        b = view.battle
        if b:
            battle_key = (b["att"], b["def"], b["area"], view.turn)
            if battle_key != self._live_battle:
                self._battle_watchers = set()
            self._live_battle = battle_key
            self._battle_watchers.add(me)
            self.arena_mode = "live"
            battle = b
        elif (self._live_battle is not None and view.last_battle
              and self._live_battle[:3] == (view.last_battle["att"], view.last_battle["def"], view.last_battle["area"])
              and self._live_battle[3] in (view.turn, view.turn - 1)
              and (me in self._battle_watchers or me in self._live_battle[:2])):
            # its end stays for its sides and those who watched it, never over another player's board; also when it
            # was the last move of a turn (the next turn has begun)
            self.arena_mode = "finished"
            battle = view.last_battle
        else:
            self._live_battle = None
            self.arena_mode = ""
            battle = {}
        layer.setVisible(bool(self.arena_mode))
        if self.arena_mode:
            self.arena.update_arena(view, me, battle, self.arena_mode == "finished", self.colours)

    def close_arena(self) -> None:
        """Leave a finished battle for the board (a local choice, not a move)."""
        self._live_battle = None
        if self._args is not None:
            view, seat, legal = self._args
            self._arena_state(view, self.me)
            self._arm(view, seat, legal)

    # ------------------------------------------------------------------ clicks, the chooser
    def take(self, target: Target | None, actions: Sequence[Action]) -> None:
        if actions and actions[0] == CLOSE:
            self.close_arena()
            return
        tag = str(target.data(0)) if target is not None else ""
        if tag in self._sources and (len(actions) > 1 or self._source == self._sources[tag]):
            self._source = None if self._source == self._sources[tag] else self._sources[tag]
            self.close_chooser()
            view, seat, legal = self._args
            self._arm(view, seat, legal)
            return
        super().take(target, actions)

    def chooser_title(self, actions: Sequence[Action]) -> str:
        return chooser_title(self.view_state, actions)

    def chip_label(self, action: Action) -> tuple[str, str]:
        return chip_label(self.view_state, action)

    def open_chooser(self, opener, actions: Sequence[Action], avoid: QRectF | None = None) -> None:
        super().open_chooser(opener, actions, avoid)
        for chip in self.chips:
            chip.setToolTip(click_tip("", self.describe(chip.actions[0])))


    # ------------------------------------------------------------------ for tests and keyboard help
    def targets_now(self) -> list[Target]:
        """The chooser's chips while it is open, else every armed target (visible ones, reading order)."""
        return list(self.chips) if self.chips else self.armed_targets()


    def item(self, tag: str) -> Target | None:
        for t in (*self.targets.values(), *self.prompt.buttons, *self.arena.buttons, *self.chips):
            if t.data(0) == tag and t.isVisible():
                return t
        return None
