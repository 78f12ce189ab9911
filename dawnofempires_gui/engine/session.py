"""A game being played: the record, the live state, undo and the autosave (pure Python).

The Qt controller wraps one Session; the CLI and the tests use it directly.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from dawnofempires_gui.engine.actions import Action
from dawnofempires_gui.engine.game import Event, Game
from dawnofempires_gui.engine.record import Record


@dataclass(frozen=True)
class UndoStatus:
    possible: bool
    reason: str  # why not, or what would be taken back


class Session:
    def __init__(self, record: Record, state: Game | None = None, autosave_path: Path | None = None) -> None:
        self.record = record
        self.state = state if state is not None else record.replay()
        self.autosave_path = autosave_path
        self.autosave_error: str = ""
        # States before each action since the last new information; undo pops them.
        self._undo_states: list[Game] = []
        self._barrier_reason = "Nothing to undo yet." if not record.actions else "Undo does not reach past a loaded game."

    @classmethod
    def start(cls, record: Record, autosave_path: Path | None = None) -> Session:
        session = cls(record, autosave_path=autosave_path)
        session.autosave()
        return session

    # --- playing --------------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        before = self.state.clone()
        events = self.state.apply(seat, action)
        self.record.actions.append((seat, action))
        reveal = next((e for e in events if e.reveals), None)
        if reveal is not None:
            self._undo_states.clear()
            self._barrier_reason = "New information appeared (a roll, a draw or a secret pick): undo stops there."
        else:
            self._undo_states.append(before)
        self.autosave()
        return events

    def undo_status(self, seat: int) -> UndoStatus:
        if not self.record.actions:
            return UndoStatus(False, "Nothing to undo yet.")
        last_seat, last_action = self.record.actions[-1]
        if not self._undo_states:
            return UndoStatus(False, self._barrier_reason)
        if last_seat != seat:
            return UndoStatus(False, f"The last move was {self.state.seat_name(last_seat)}'s; only they can take it back.")
        return UndoStatus(True, f"Take back: {self.state.describe(last_action)}")

    def undo(self, seat: int) -> UndoStatus:
        status = self.undo_status(seat)
        if status.possible:
            self.state = self._undo_states.pop()
            self.record.actions.pop()
            if not self._undo_states:
                self._barrier_reason = "Nothing more to undo."
            self.autosave()
        return status

    # --- saving ---------------------------------------------------------------------------------
    def autosave(self) -> bool:
        """Write the record atomically; on failure keep playing and remember the message."""
        if self.autosave_path is None:
            return True
        try:
            self.record.save(self.autosave_path)
        except OSError as err:
            self.autosave_error = f"The autosave could not be written ({err.strerror or err}); play goes on, but save the game elsewhere."
            return False
        self.autosave_error = ""
        return True
