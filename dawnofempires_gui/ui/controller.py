"""One open game: passes the player's actions to the model, records and autosaves them, has computer
seats think in another process (ai/worker.py), and decides which seat sits at the screen.

Hand-off by need: when the next human seat differs from the one at the screen, the window is covered
until they say they are ready if the two seats' views differ (one holds a secret the other may not see),
if the leaving seat read a private line of the log since it sat down, if the arriving seat's log holds
private lines the leaving seat may not read, or if the players asked for a cover at every change.
"""
from __future__ import annotations

import os
import sys

from concurrent.futures import Future

from PySide6.QtCore import QObject, QTimer, Signal

from dawnofempires_gui.ai import SearchBot, bot_for
from dawnofempires_gui.ai.worker import Thinker
from dawnofempires_gui.engine import Action, Event, Game, IllegalAction
from dawnofempires_gui.engine.registry import GameInfo, get
from dawnofempires_gui.engine.session import Session, UndoStatus
from dawnofempires_gui.engine.words import plural

POLL_MS = 25  # how often the window looks whether a computer seat has decided


class GameController(QObject):
    changed = Signal(list)  # events just applied (empty on a plain redraw)
    log_reset = Signal()  # the seat at the screen changed (or the log was cut by undo): rebuild the log panel
    refused = Signal(str)  # an illegal action's message
    handoff = Signal(int)  # cover the window until this seat says Ready
    thinking = Signal(bool)
    game_over = Signal()
    autosave_failed = Signal(str)
    hint_ready = Signal(object)  # the action the normal player would take for the seat at the screen

    def __init__(self, session: Session, parent: QObject | None = None, bot_delay_ms: int | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.info: GameInfo = get(session.record.game)
        self.viewer: int | None = None  # the human seat whose view is on screen
        self.waiting_for_ready: int | None = None
        self.always_handoff = bool(session.record.settings.get("always_handoff", False))
        self._saw_private = False  # the seat at the screen read a private line since it sat down
        delay = os.environ.get("DAWNOFEMPIRES_BOT_DELAY_MS")
        self.bot_delay_ms = bot_delay_ms if bot_delay_ms is not None else int(delay) if delay else 400
        self.trace = bool(os.environ.get("DAWNOFEMPIRES_TRACE"))
        seats = session.record.seats
        self._bots = {s: bot_for(s, session.record.seed, seat.level) for s, seat in enumerate(seats) if seat.computer}
        self._ticket = 0
        self._busy_seat: int | None = None
        self.thinker = Thinker()
        if any(isinstance(b, SearchBot) for b in self._bots.values()):
            self.thinker.warm_up()
        self._pending: tuple[int, int, Future] | None = None  # ticket, seat, decision to come
        self._hint: tuple[int, Future] | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._check_thinking)
        self._bot_timer = QTimer(self, singleShot=True)
        self._bot_timer.timeout.connect(self._start_bot)

    # --- what the window reads ------------------------------------------------------------------
    @property
    def state(self) -> Game:
        return self.session.state

    @property
    def covered(self) -> bool:
        return self.waiting_for_ready is not None

    def is_human(self, seat: int) -> bool:
        return not self.session.record.seats[seat].computer

    def humans(self) -> list[int]:
        return [s for s in range(len(self.session.record.seats)) if self.is_human(s)]

    def computers(self) -> list[int]:
        return [s for s in range(len(self.session.record.seats)) if not self.is_human(s)]

    def view(self) -> Game:
        return self.state.view(self.viewer)

    def log_lines(self) -> list[tuple[Event, str]]:
        """The log as the seat at the screen may read it."""
        return self.session.log_for(self.viewer)

    def legal_for_viewer(self) -> list[Action]:
        if self.viewer is None or self.covered or self.state.is_over():
            return []
        if self.viewer not in self.state.to_move():
            return []
        return self.state.legal_actions(self.viewer)

    def undo_status(self) -> UndoStatus:
        if self.covered:
            return UndoStatus(False, "Pass the computer first: nothing can be done under the cover.")
        if self.viewer is None:
            return UndoStatus(False, "Only a human player can take back a move.")
        mover = self._last_human_mover()
        status = self.session.undo_status(mover, self.computers())
        if status.possible and mover != self.viewer:
            if self._hidden_from_viewer(status.count):
                name = self.state.seat_name(mover)
                return UndoStatus(False, f"{name}'s last move was secret: it cannot be taken back from another seat.")
            return UndoStatus(True, self._others_move_in_words(mover, status.count), status.count)
        return status

    def _hidden_from_viewer(self, count: int) -> bool:
        """Whether the last `count` actions told the seat at the screen less than they told their player (a
        secret choice in several moves): taking them back, one by one, would throw away another's secret and
        count its moves."""
        first = len(self.session.record.actions) - count
        for index, event in reversed(self.session.log):  # from the end: a redraw never reads the whole log
            if index < first:
                return False
            if event.private and self.viewer not in event.audience:
                return True
        return False

    def _others_move_in_words(self, mover: int, count: int) -> str:
        """Another seat's move to take back, in the words the seat at the screen read in its log (never the
        move's own words: a secret pick, a hidden amount would be told), or, for a main action (an end of turn,
        a 'done') that told nobody anything, in its own words."""
        first = len(self.session.record.actions) - count
        said, silent = "", True
        for index, event in reversed(self.session.log):  # from the end: a redraw never reads the whole log
            if index < first:
                break
            if index == first:
                silent = False
                said = event.text_for(self.viewer) or said  # its first line the viewer may read
        if silent and self.session.record.actions[first][1].kind in getattr(self.state, "MAIN_ACTIONS", ()):
            said = self.session.undo_label(count)
        words = f"Take back {self.state.seat_name(mover)}'s last move" + (f" ({said.rstrip('.')})" if said else "")
        replies = {1: "", 2: " and the computer's move since"}.get(count, f" and the {plural(count - 1, 'computer move')} since")
        return f"{words}{replies}."

    def _last_human_mover(self) -> int:
        """Whose move Undo takes back: the last human's to move, the computers' replies since included. Once the
        screen has passed to the next human, the last one can no longer reach Undo: the seat at the screen may."""
        for seat, _ in reversed(self.session.record.actions):
            if self.is_human(seat):
                return seat
        return self.viewer

    # --- the flow of one move -------------------------------------------------------------------
    def start(self) -> None:
        self._advance(first=True)

    def choose(self, action: Action) -> bool:
        """A human at the screen chose an action (a board click or a button)."""
        if self.viewer is None or self.covered:
            return False
        return self._apply(self.viewer, action)

    def _apply(self, seat: int, action: Action, quiet: bool = False) -> bool:
        try:
            events = self.session.apply(seat, action)
        except IllegalAction as err:
            if not quiet:
                self.refused.emit(str(err))
            return False
        self._hint = None  # a hint coming about the position before: the board no longer shows it
        if self.trace:
            print(f"applied {len(self.session.record.actions)} {self.state.digest()}", flush=True)
        if self.session.autosave_error:
            self.autosave_failed.emit(self.session.autosave_error)
        if self.viewer is not None and any(e.private and self.viewer in e.audience for e in events):
            self._saw_private = True
        self._advance(events=events)
        return True

    def undo(self) -> UndoStatus:
        status = self.undo_status()
        if status.possible:
            self._ticket += 1  # a computer thinking about the position taken back answers nothing
            self._busy_seat = None
            self._bot_timer.stop()
            self.thinking.emit(False)  # _advance says so again if a computer is to move after the undo
            self._hint = None
            self.session.undo(self._last_human_mover(), self.computers())
            self.log_reset.emit()
            self._advance()
        else:
            self.refused.emit(status.reason)
        return status

    def ready(self) -> None:
        """The covered seat's player clicked Ready."""
        if self.waiting_for_ready is not None:
            self._sit(self.waiting_for_ready)
            self.waiting_for_ready = None
            self.changed.emit([])

    def _sit(self, seat: int | None) -> None:
        if seat != self.viewer:
            self.viewer = seat
            self._saw_private = False
            self.log_reset.emit()

    def _needs_cover(self, new: int) -> bool:
        if self.always_handoff:
            return True
        old = self.viewer
        if old is None:  # the first seat to sit down: cover only if some seat holds a secret already
            others = [h for h in self.humans() if h != new]
            mine = self.state.view(new).digest()
            return any(self.state.view(h).digest() != mine for h in others)
        if self._saw_private or self.state.view(old).digest() != self.state.view(new).digest():
            return True
        # The arriving seat's log holds lines the leaving seat may not read (its own draws, its picks).
        return any(e.private and new in e.audience and old not in e.audience for _, e in self.session.log)

    def _advance(self, events: list[Event] | None = None, first: bool = False) -> None:
        events = events or []
        state = self.state
        if state.is_over():
            if self.viewer is None:
                self._sit((self.humans() or [None])[0])
            self.waiting_for_ready = None
            self.changed.emit(events)
            self.game_over.emit()
            return
        to_move = state.to_move()
        human_turn = [s for s in to_move if self.is_human(s)]
        if self.covered and self.waiting_for_ready not in human_turn:
            self.waiting_for_ready = None  # the seat it waited for no longer has to move
        if human_turn and self.viewer not in human_turn and not self.covered:
            nxt = human_turn[0]
            if len(self.humans()) > 1 and self._needs_cover(nxt):
                self.waiting_for_ready = nxt
                self.changed.emit(events)
                self.handoff.emit(nxt)
            else:
                self._sit(nxt)
                self.changed.emit(events)
        else:
            if self.viewer is None and not human_turn and self.humans():
                first_human = self.humans()[0]
                if len(self.humans()) == 1 or not self._needs_cover(first_human):
                    self._sit(first_human)
            self.changed.emit(events)
        computers = [s for s in to_move if not self.is_human(s)]
        if computers and self._busy_seat is None:
            self.thinking.emit(True)
            self._bot_timer.start(self.bot_delay_ms)

    def _start_bot(self) -> None:
        computers = [s for s in self.state.to_move() if not self.is_human(s)]
        if not computers or self.state.is_over() or self._busy_seat is not None:
            self.thinking.emit(False)
            return
        seat = computers[0]
        self._ticket += 1
        self._busy_seat = seat
        bot = self._bots[seat]
        view = self.state.view(seat) if bot.needs_view else None
        future = self.thinker.submit(bot, view, seat, self.state.legal_actions(seat), len(self.session.record.actions))
        self._pending = (self._ticket, seat, future)
        self._poll.start()

    def _check_thinking(self) -> None:
        if self._hint is not None and self._hint[1].done():
            ticket, future = self._hint
            self._hint = None
            if ticket == len(self.session.record.actions) and future.exception() is None:
                self.hint_ready.emit(future.result())
        if self._pending is not None and self._pending[2].done():
            ticket, seat, future = self._pending
            self._pending = None
            self._bot_done(ticket, seat, future)
        if self._pending is None and self._hint is None:
            self._poll.stop()

    def _bot_done(self, ticket: int, seat: int, future: Future) -> None:
        if ticket != self._ticket:
            return  # an answer about a position taken back
        self._busy_seat = None
        error = future.exception()
        if error is not None:
            print(f"computer seat {seat} could not decide ({error!r}); it plays at random this time", file=sys.stderr)
            legal = self.state.legal_actions(seat)
            action = legal[self._ticket % len(legal)] if legal else None
        else:
            action = future.result()
        if seat not in self.state.to_move() or action is None:
            self._advance()
            return
        self.thinking.emit(False)
        if not self._apply(seat, action, quiet=True):
            print(f"computer seat {seat} chose an action no longer legal, {action!r}; thinking again", file=sys.stderr)
            self._advance()

    def ask_hint(self) -> bool:
        """Ctrl+H: have the normal player think for the seat at the screen; hint_ready tells its choice."""
        legal = self.legal_for_viewer()
        if not legal:
            return False
        decision = len(self.session.record.actions)
        self._hint = (decision, self.thinker.hint(self.state.view(self.viewer), self.viewer, legal, decision))
        self._poll.start()
        return True

    def shutdown(self) -> None:
        self._bot_timer.stop()
        self._poll.stop()
        self._ticket += 1
        self.thinker.shutdown()
