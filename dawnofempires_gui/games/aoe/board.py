"""The Qt board of the Age of Empires Board Game (1998 playtest rules), put together from its parts: the phase
track and the tray (board_tray.py), the square grid and its highlights (board_grid.py), the stacks of counters
(board_stacks.py), a panel per player (board_panels.py), the selected stack and the square the tray lists
(board_select.py) and the words (board_words.py). Read-only questions of the view beyond the model's own:
board_queries.py.

The board never decides legality: show_state() is told the legal actions and arms the Target standing for each
(route(): an action -> the tag of its item): a square ("sq-<n>") for placing the Town Center, commanding, moving,
attacking, laying a foundation and starting units at a building; a resource of the seat's panel
("res-<seat>-<kind>") for collecting and giving; a counter in the tray ("piece-<id>") for choosing the units to
command; a tray button (its action's kind, "civ-<id>", "amt-<n>") for the rest. A target standing for several
actions opens the shared chooser (ui/board.py); choosing the building of a foundation opens it at once. Every
target's tooltip says what a click does; the tooltip of any square says what is there and why a click does
nothing now. Tests find what a click emits in `action_items` (action -> item) and `opener_of` (action -> the
item whose click opens the chooser holding it).

The dice of the turn come from the log of the game's window (the rolls are public) or, without a window, from
the events shown. Items are built once; a redraw updates what changed (keys compared first). The squares' targets
are made while the window is idle (prepare_next) and put in the scene when a square first stands for an action.
"""
from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from dawnofempires_gui.engine import Action, Event, Game
from dawnofempires_gui.engine.words import initials
from dawnofempires_gui.games.aoe import board_queries as Q
from dawnofempires_gui.ui.board import BoardScene
from dawnofempires_gui.ui.pictures import cached, stale_shelved
from dawnofempires_gui.ui.targets import NO_BRUSH, NO_PEN

from .board_grid import GridItem, HighlightItem, SquareTarget
from .board_stacks import StackItem, stack_groups
from .board_items import TABLE, brush, seat_colours
from .board_panels import PlayerPanel
from .board_tray import PhaseTrack, Tray
from .board_select import Selecting
from .board_words import (cell_tip, chip_label, chooser_title, prompt_for, square_tip, target_tip,
                          title_for)

WIDTH = 1056.0
TOP = PhaseTrack.H + 8
GAP = 12.0
SQUARES_MADE_AT_ONCE = 96  # square targets made per turn of the event loop while idle (about 3 ms)
# per player count: square size, where the tray goes, the panels' columns and height
LAYOUTS = {2: (44.0, "below", 1, 150.0), 4: (28.0, "right", 4, 150.0), 6: (20.0, "right", 3, 160.0)}


class AoeBoard(Selecting, BoardScene):
    draws_players = True  # every seat's panel is drawn in the scene

    def __init__(self, info, parent=None) -> None:
        super().__init__(info, parent)
        self.setBackgroundBrush(brush(TABLE))
        # a repaint visits only the items near a change (without an index Qt draws every part's picture each time)
        self.setItemIndexMethod(QGraphicsScene.BspTreeIndex)
        self.me: int | None = None
        self._unmade: list[int] = []  # squares whose targets are to be made ahead
        self._made_ahead: dict[int, SquareTarget] = {}  # made, not yet in the scene
        self._chip_tags: set[str] = set()  # the tags of the tray's buttons among the targets
        self._piece_tags: set[str] = set()  # and those of its counters
        self.step = ""
        self.legal: tuple[Action, ...] = ()
        self.hovered: int | None = None
        self.trail: list[int] = []
        self._trails: dict[tuple[int, int], tuple[list[int], list[tuple[int, int]]]] = {}  # by (turn, mover)
        self._seen_events = 0
        self._fresh: set[int] = set()
        self._shown_rolls: list = []

    # ------------------------------------------------------------------ building (once per player count)
    def _build(self, view: Game) -> None:
        n = self._n = view.n
        board = view.board
        self.board = board
        s, tray_at, cols, ph = LAYOUTS.get(n, LAYOUTS[6])
        self.s = s
        self.colours = seat_colours(view)
        self.initials = initials([view.seat_name(p) for p in range(n)])
        self.track = PhaseTrack(WIDTH)
        self.addItem(self.track)
        gw, gh = board.width * s, board.height * s
        self.origin = QPointF(0, TOP)
        self.grid = cached(GridItem(board, s), TABLE)  # an opaque copy of pixels, not blended; made again on zoom only
        self.grid.setPos(self.origin)
        self.addItem(self.grid)
        self.highlight = HighlightItem(s, board.width, board.height)
        self.highlight.setPos(self.origin)
        self.addItem(self.highlight)
        self.stacks: dict[int, StackItem] = {}
        self.squares: dict[int, SquareTarget] = {}
        rows = math.ceil(n / cols)
        if tray_at == "below":
            tray_h = rows * ph + (rows - 1) * 10
            self.tray = Tray(self, 340, tray_h)
            self.tray.setPos(0, TOP + gh + GAP)
            px, py, pw = 352.0, TOP + gh + GAP, WIDTH - 352
        else:
            self.tray = Tray(self, WIDTH - gw - GAP, gh)
            self.tray.setPos(gw + GAP, TOP)
            px, py, pw = 0.0, TOP + gh + GAP, WIDTH
        self.addItem(self.tray)
        col_w = (pw - (cols - 1) * GAP) / cols
        self.panels: list[PlayerPanel] = []
        for p in range(n):
            panel = PlayerPanel(self, p, col_w, ph, view.seat_name(p), self.colours[p])
            panel.setPos(px + (p % cols) * (col_w + GAP), py + (p // cols) * (ph + 10))
            self.addItem(panel)
            self.panels.append(panel)
            for k, cell in panel.res_cells.items():
                self.targets[f"res-{p}-{k}"] = cell
        # every square's target, made while the window is idle (prepare_next) rather than when a square first
        # stands for an action: a Town Center's placing arms a whole section of squares at once
        self._unmade = list(range(board.width * board.height))
        self._made_ahead = {}
        bottom = py + rows * ph + (rows - 1) * 10
        frame = self.addRect(QRectF(-6, -6, WIDTH + 12, bottom + 12), NO_PEN, NO_BRUSH)
        frame.setZValue(-10)
        frame.setData(0, "frame")

    def square_pos(self, sq: int) -> QPointF:
        w = self.board.width
        return QPointF(self.origin.x() + (sq % w) * self.s, self.origin.y() + (sq // w) * self.s)

    def square_at(self, point: QPointF) -> int | None:
        x = int((point.x() - self.origin.x()) // self.s)
        y = int((point.y() - self.origin.y()) // self.s)
        if 0 <= x < self.board.width and 0 <= y < self.board.height:
            return y * self.board.width + x
        return None

    def square_target(self, sq: int) -> SquareTarget:
        target = self.squares.get(sq)
        if target is None:
            target = self._made_ahead.pop(sq, None) or self._new_square(sq)
            self.squares[sq] = target
            self.addItem(target)  # only now: every square's target in the scene, hidden, made its repaints slower
            self.targets[f"sq-{sq}"] = target
        return target

    def _new_square(self, sq: int) -> SquareTarget:
        pos = self.square_pos(sq)
        target = SquareTarget(self, sq, self.s, pos.x(), pos.y())
        target.hide()
        return target

    def prepare_next(self, view) -> bool:
        """The idle work after a redraw, a step per turn of the event loop: the pictures of the parts kept
        undrawn (BoardScene.prepare_next: the next change of seat shows them), then the squares' targets not
        made yet, a batch at a time."""
        if stale_shelved(self):
            return super().prepare_next(view) or bool(self._unmade)
        batch, self._unmade = self._unmade[:SQUARES_MADE_AT_ONCE], self._unmade[SQUARES_MADE_AT_ONCE:]
        for sq in batch:
            if sq not in self.squares:
                self._made_ahead[sq] = self._new_square(sq)
        return bool(self._unmade)

    # ------------------------------------------------------------------ redraw
    def show_state(self, view: Game, seat: int | None, legal: Sequence[Action], events: Sequence[Event]) -> None:
        grabber = self.mouseGrabberItem()
        if grabber is not None:  # the click's release went to the hand-off cover: the item must not keep the mouse
            grabber.ungrabMouse()
        if self._n != view.n:
            self.clear()
            self.targets.clear()
            self._armed_tags, self._chip_tags, self._piece_tags = set(), set(), set()
            self._build(view)
        self.close_chooser()
        self.view_state = view
        self.seat = seat
        moving = view.to_move()
        self.me = seat if seat is not None else None
        step = view.top_step()[0] if view.flow else ""
        if step != self.step or seat != getattr(self, "_last_seat", None):
            self.hovered = None
        self.step, self._last_seat = step, seat
        self.legal = tuple(legal)
        by_square = Q.pieces_by_square(view)
        self.by_square = by_square
        self._stacks(view, by_square)
        owned: list[list[dict]] = [[] for _ in range(view.n)]
        for p in view.pieces.values():
            owned[p["owner"]].append(p)
        for p, panel in enumerate(self.panels):
            panel.update_panel(view, p in moving, owned[p])
        # the seat at the screen's colour while it is one of those to move (several move at once in Resource
        # Collection): "Chloé, your move" beside another player's disc read as the other's turn
        lead = seat if seat is not None and seat in moving else moving[0] if moving else \
            view.winners[0] if view.winners else 0
        lead_colour = self.colours[lead]
        self.track.update_track(view, lead_colour)
        self.tray.set_words(title_for(view, seat), prompt_for(view, seat, legal), lead_colour)
        self._arm(view, legal, events)
        self._trail_update(view)
        self.refresh_hover()
        if step == "found" and legal and seat is not None:
            site = self.squares.get(view.site)
            acts = [a for a in legal if a.kind == "found"]
            if site is not None and acts and len(acts) > 1:
                self.open_chooser(site, acts)

    def _stacks(self, view, by_square: dict[int, list[dict]]) -> None:
        shown = [sq for sq, item in self.stacks.items() if item.key]
        for sq in set(shown) | set(by_square):
            pieces = by_square.get(sq, [])
            item = self.stacks.get(sq)
            if item is None:
                if not pieces:
                    continue
                item = self.stacks[sq] = StackItem(self, sq, self.s)
                item.setPos(self.square_pos(sq))
                self.addItem(item)
            item.set(stack_groups(view, pieces, self.colours, self.initials) if pieces else ())

    def _rolls(self, view, events: Sequence[Event]) -> None:
        log = self._window_log()
        if log is not None:
            entries = [e for _, e in log[-400:]]
            new = [e for _, e in log[self._seen_events:]] if len(log) >= self._seen_events else []
            self._seen_events = len(log)
            fresh = {id(e) for e in new} | {id(e) for e in events}
        else:
            self._shown_rolls = (self._shown_rolls + list(events))[-400:]
            entries = self._shown_rolls
            fresh = {id(e) for e in events}
        rolls = Q.recent_rolls(entries)
        self.tray.set_dice(rolls, fresh & {id(e) for e, _ in rolls})

    def _window_log(self):
        window = self.parent()
        controller = getattr(window, "controller", None)
        session = getattr(controller, "session", None)
        return getattr(session, "log", None)


    # ------------------------------------------------------------------ targets
    def route(self, action: Action, view) -> str:
        """The tag of the board item that stands for an action."""
        k, g = action.kind, action.get
        if k in ("place_town_center", "command", "command_some", "found_at", "move_to"):
            return f"sq-{g('square')}"
        if k in ("attack", "also"):
            target = view.pieces.get(g("target"))
            return f"sq-{target['square']}" if target else k
        if k == "pick":
            return f"piece-{g('piece')}"
        if k == "found":
            return f"sq-{view.site}"
        if k in ("train", "upgrade", "advance"):
            b = view.pieces.get(g("building"))
            return f"sq-{b['square']}" if b else k
        if k in ("collect", "transfer_what"):
            return f"res-{self.seat}-{g('resource')}"
        if k == "choose_civilization":
            return f"civ-{g('civilization')}"
        return k

    def _arm(self, view, legal: Sequence[Action], events: Sequence[Event] = ()) -> None:
        wanted: dict[str, list[Action]] = {}
        amounts = {a: i for i, a in enumerate(a for a in legal if a.kind == "transfer_amount")}
        chunk = max(20, math.ceil(len(amounts) / 12))  # a gift's amounts in ranges of a chooser each
        for a in legal:
            tag = f"amt-{amounts[a] // chunk}" if a in amounts else self.route(a, view)
            wanted.setdefault(tag, []).append(a)
        # the tray's buttons: every wanted tag that is not a square, a resource or a counter
        specs = []
        for tag, acts in wanted.items():
            if not tag.startswith(("sq-", "res-", "piece-")):  # (what a click does is their tip when armed below:
                specs.append((tag, *chip_label(view, acts, tag, self.seat), ""))  # as their base too it read twice)
        for chip in self.tray.set_chips(specs):
            self.targets[chip.data(0)] = chip
        for tag in self._chip_tags - self.tray.chips.keys():  # (not a walk through every square's target)
            self.targets.pop(tag, None)
        self._chip_tags = set(self.tray.chips)
        self._rolls(view, events)
        # the tray's counters: the square the decision is about, else the last one pointed at
        self._detail(view)
        for tag in wanted:
            if tag.startswith("sq-"):
                self.square_target(int(tag[3:]))
        self.action_items, self.opener_of = {}, {}
        for tag in self._armed_tags - set(wanted):
            item = self.targets.get(tag)
            if item is not None:
                item.arm(self, ())
                if isinstance(item, SquareTarget):
                    item.hide()
        self._armed_tags = set()
        missing = []
        for tag, acts in wanted.items():
            item = self.targets.get(tag)
            if item is None:
                missing += acts
                continue
            item.show()
            item.arm(self, tuple(acts), target_tip(view, acts, getattr(item, "base_tip", "")))
            self._armed_tags.add(tag)
            if len(acts) == 1:
                self.action_items[acts[0]] = item
            else:
                for a in acts:
                    self.opener_of[a] = item
        if missing:  # a counter the tray has no room for: its square opens the chooser instead
            tag = f"sq-{view.site}" if view.site >= 0 else ""
            item = self.square_target(view.site) if tag else None
            if item is not None:
                acts = tuple(missing) + tuple(a for a in item.actions if a not in missing)
                item.show()
                item.arm(self, acts, target_tip(view, list(acts)))
                self._armed_tags.add(tag)
                for a in acts:
                    self.opener_of[a] = item
        for panel in self.panels:
            if panel.hidden:
                continue  # a purse this seat may not see: its kinds are never written anywhere
            for k, cell in panel.res_cells.items():
                if not cell.actions:
                    cell.tip(cell_tip(view, panel.p, k, self.seat, self.step))

    # ------------------------------------------------------------------ tooltips of squares (made when asked)
    def helpEvent(self, event):  # noqa: N802
        view = self.view_state
        if view is not None and self._n:
            sq = self.square_at(event.scenePos())
            if sq is not None:  # whichever of these is on top under the pointer shows it
                tip = self.square_tip(sq)
                for item in (self.grid, self.highlight, self.stacks.get(sq)):
                    if item is not None:
                        item.setToolTip(tip)
        super().helpEvent(event)

    def square_tip(self, sq: int) -> str:
        return square_tip(self.view_state, sq, self.seat, self.step, self.legal, self.colours)

    # ------------------------------------------------------------------ the chooser (ui/board.py)
    def chooser_title(self, actions: Sequence[Action]) -> str:
        return chooser_title(self.view_state, actions)

    def chip_label(self, action: Action) -> tuple[str, str]:
        return chip_label(self.view_state, [action], "chooser", self.seat)[:2]

    def open_chooser(self, opener, actions: Sequence[Action], avoid=None) -> None:
        super().open_chooser(opener, actions, avoid)
        for chip in self.chips:
            chip.tip(target_tip(self.view_state, chip.actions))


