"""A game being played: the record, the live state, the log, undo and the autosave (pure Python).

The Qt controller wraps one Session; the CLI and the tests use it directly.
"""
from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from dawnofempires_gui.engine.actions import Action
from dawnofempires_gui.engine.errors import IllegalAction
from dawnofempires_gui.engine.game import Event, Game
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.engine.storage import FileLock, remove_quietly

BARRIER = "New information appeared (a roll, a draw or a secret pick): undo stops there."


@dataclass(frozen=True)
class UndoStatus:
    possible: bool
    reason: str  # why not, or what would be taken back
    count: int = 0  # how many actions would be taken back


@dataclass(frozen=True)
class _Undoable:
    before: Game  # the state before the action
    seat: int
    label: str  # the action in words as it was made


class Session:
    def __init__(self, record: Record, autosave_path: Path | None = None, finished_path: Path | None = None,
                 lock: FileLock | None = None) -> None:
        self.record = record
        self.state, self.log = record.replay_with_log()  # log: (index of the action, event)
        self.autosave_path = autosave_path
        # With a finished_path the autosave is this game's own file among others (ui/saves.py): it is
        # written only once there is a move, and a finished game moves to finished_path.
        self.finished_path = finished_path
        self.lock = lock  # held while the game is open, so that no other program writes its autosave
        self.autosave_error: str = ""
        self._filed = False  # this session wrote the game to finished_path
        # The actions since the last new information, each with the state before it; undo pops them.
        self._undo: list[_Undoable] = []
        self._barrier_reason = "Nothing to undo yet." if not record.actions else "Undo does not reach past a loaded game."

    @classmethod
    def start(cls, record: Record, autosave_path: Path | None = None, finished_path: Path | None = None,
              lock: FileLock | None = None) -> Session:
        session = cls(record, autosave_path=autosave_path, finished_path=finished_path, lock=lock)
        session.autosave()
        return session

    # --- playing --------------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Apply, record, log and autosave one action. A refused action changes nothing (and neither does
        an action that fails half-way: the state before it is put back and the error goes on)."""
        before = self.state.clone()
        label = self.state.describe(action) if isinstance(action, Action) else ""
        try:
            events = self.state.apply(seat, action)
        except IllegalAction:
            raise
        except Exception:
            self.state = before
            raise
        self.record.actions.append((seat, action))
        index = len(self.record.actions) - 1
        self.log.extend((index, event) for event in events)
        if any(e.reveals for e in events):
            self._undo.clear()
            self._barrier_reason = BARRIER
        else:
            self._undo.append(_Undoable(before, seat, label))
        self.autosave()
        return events

    def log_for(self, viewer: int | None) -> list[tuple[Event, str]]:
        """The log as `viewer` reads it: each event with its text for that seat (private lines of other
        seats become their public version, or disappear)."""
        out = []
        for _, event in self.log:
            text = event.text_for(viewer)
            if text:
                out.append((event, text))
        return out

    def undo_status(self, seat: int, computers: Collection[int] = ()) -> UndoStatus:
        """What Undo would take back for `seat`: its own last action, with the replies of the computer
        seats since then, as long as no new information appeared."""
        if not self.record.actions:
            return UndoStatus(False, "Nothing to undo yet.")
        if not self._undo:
            return UndoStatus(False, self._barrier_reason)
        last_seat = self.record.actions[-1][0]
        i = len(self._undo) - 1
        while i >= 0 and self._undo[i].seat != seat and self._undo[i].seat in computers:
            i -= 1
        if i < 0:
            return UndoStatus(False, self._barrier_reason)
        if self._undo[i].seat != seat:
            return UndoStatus(False, f"The last move was {self.state.seat_name(last_seat)}'s; only they can take it back.")
        count = len(self._undo) - i
        replies = count - 1
        extra = f" (and the computer's {'reply' if replies == 1 else f'{replies} replies'})" if replies else ""
        return UndoStatus(True, f"Undo: {self._undo[i].label}{extra}", count)  # not "Take back": a move may be called so

    def undo_label(self, count: int) -> str:
        """The words, as it was made, of the move that undoing `count` actions would take back."""
        return self._undo[-count].label if 0 < count <= len(self._undo) else ""

    def undo(self, seat: int, computers: Collection[int] = ()) -> UndoStatus:
        status = self.undo_status(seat, computers)
        if status.possible:
            entry = self._undo[-status.count]
            del self._undo[-status.count:]
            self.state = entry.before
            del self.record.actions[-status.count:]
            kept = len(self.record.actions)
            self.log = [(i, e) for i, e in self.log if i < kept]
            if not self._undo:
                self._barrier_reason = "Nothing more to undo."
            self.autosave()
        return status

    # --- saving ---------------------------------------------------------------------------------
    def summary(self) -> dict[str, Any]:
        """What the launcher lists of an unfinished game without replaying it."""
        state = self.state
        try:
            phase, progress = str(state.phase())[:80], str(state.how_far())[:40]
        except Exception:  # noqa: BLE001 - words for a list; never worth losing an autosave over
            phase = progress = ""
        rnd = getattr(state, "round", None)
        return {
            "moves": len(self.record.actions),
            "finished": state.is_over(),
            "round": rnd if type(rnd) is int and rnd >= 0 else None,  # what earlier builds list
            "progress": progress,
            "phase": phase,
            "saved": datetime.now(timezone.utc).isoformat(timespec="milliseconds"),
        }

    def autosave(self) -> bool:
        """Write the record atomically; on failure keep playing and remember the message."""
        if self.autosave_path is None:
            return True
        self.record.summary = self.summary()
        try:
            if self.finished_path is None:
                self.record.save(self.autosave_path)
            elif self.state.is_over():  # filed as finished: no longer offered for Resume
                self.record.save(self.finished_path)
                self._filed = True
                if not remove_quietly(self.autosave_path):
                    raise OSError(f"the finished game's autosave {self.autosave_path.name} could not be removed")
            else:
                if self._filed:  # an undo past the end: the game is unfinished again
                    remove_quietly(self.finished_path)
                    self._filed = False
                if self.record.actions:
                    self.record.save(self.autosave_path)
                elif not remove_quietly(self.autosave_path):  # nothing to resume
                    raise OSError(f"{self.autosave_path.name} could not be removed")
        except (OSError, ValueError) as err:  # ValueError: text that cannot be written, never expected
            reason = getattr(err, "strerror", None) or str(err)
            self.autosave_error = f"The autosave could not be written ({reason}); play goes on, but save the game elsewhere."
            return False
        self.autosave_error = ""
        return True

    def close(self) -> None:
        """The game is closed: let another program open it."""
        if self.lock is not None:
            self.lock.release()
