"""A game as a file: its seed and its list of actions. Loading replays them through the rules."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dawnofempires_gui import __version__
from dawnofempires_gui.engine import registry
from dawnofempires_gui.engine.actions import Action
from dawnofempires_gui.engine.errors import IllegalAction, RecordError
from dawnofempires_gui.engine.game import Event, Game, Seat
from dawnofempires_gui.engine.storage import atomic_write_text

FORMAT = "dawnofempires-record"
SCHEMA = 1
MAX_FILE_BYTES = 20 * 1024 * 1024


@dataclass
class Record:
    game: str
    seats: list[Seat]
    options: dict[str, Any]
    seed: int
    actions: list[tuple[int, Action]] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)  # table settings (hand-off), not rules
    app_version: str = __version__
    from_file: bool = False  # read from a save: options it lacks take their legacy values

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "schema": SCHEMA,
            "app_version": self.app_version,
            "game": self.game,
            "options": self.options,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "settings": self.settings,
            "actions": [[seat, action.to_json()] for seat, action in self.actions],
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False)

    def save(self, path: Path) -> None:
        atomic_write_text(Path(path), self.dumps())

    @classmethod
    def from_json(cls, data: Any) -> Record:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("This is not a saved game of this program.")
        schema = data.get("schema")
        if not isinstance(schema, int):
            raise RecordError("The saved game is damaged: it has no schema version.")
        if schema > SCHEMA:
            raise RecordError(
                f"This game was saved by a newer version of the program (save format {schema}; this version reads up to {SCHEMA}). Please update the program."
            )
        try:
            seats = [Seat.from_json(s) for s in data["seats"]]
            actions = []
            for entry in data["actions"]:
                seat, action = entry
                if not isinstance(seat, int):
                    raise RecordError("The saved game is damaged: an action has no seat.")
                actions.append((seat, Action.from_json(action)))
            seed = data["seed"]
            if not isinstance(seed, int):
                raise RecordError("The saved game is damaged: its seed is not a number.")
            options = data.get("options", {})
            if not isinstance(options, dict) or not isinstance(data["game"], str):
                raise RecordError("The saved game is damaged.")
            return cls(
                game=data["game"],
                seats=seats,
                options=options,
                seed=seed,
                actions=actions,
                settings=dict(data.get("settings") or {}),
                app_version=str(data.get("app_version", "")),
                from_file=True,
            )
        except RecordError:
            raise
        except (KeyError, TypeError, ValueError) as err:
            raise RecordError(f"The saved game is damaged ({err.__class__.__name__}: {err}).") from None

    @classmethod
    def loads(cls, text: str) -> Record:
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, RecursionError) as err:
            raise RecordError(f"The file is damaged or is not a saved game ({err}).") from None
        return cls.from_json(data)

    @classmethod
    def load(cls, path: Path) -> Record:
        path = Path(path)
        try:
            if path.stat().st_size > MAX_FILE_BYTES:
                raise RecordError("The file is too large to be a saved game.")
            raw = path.read_bytes()
        except FileNotFoundError:
            raise RecordError(f"The file {path} does not exist.") from None
        except OSError as err:
            raise RecordError(f"The file {path} cannot be read: {err.strerror or err}.") from None
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError("The file is not a saved game of this program (it is not text).") from None
        return cls.loads(text)

    def new_state(self) -> Game:
        info = registry.get(self.game)
        if self.from_file:
            self.options = info.checked_options(self.options, saved=True)
            self.from_file = False
        return info.new_game(self.seats, self.options, self.seed)

    def replay(self, upto: int | None = None) -> Game:
        """The game after the first `upto` actions (all by default). Illegal actions are a RecordError."""
        return self.replay_with_log(upto)[0]

    def replay_with_log(self, upto: int | None = None) -> tuple[Game, list[tuple[int, Event]]]:
        """The game after the first `upto` actions, and every event on the way with the index of the
        action that caused it (the log, rebuilt)."""
        state = self.new_state()
        log: list[tuple[int, Event]] = []
        for index, (seat, action) in enumerate(self.actions[:upto]):
            try:
                events = state.apply(seat, action)
            except IllegalAction as err:
                raise RecordError(f"The saved game cannot be replayed: action {index + 1} ({action.kind}) is not legal: {err}") from None
            except (KeyError, TypeError, ValueError, IndexError) as err:
                raise RecordError(f"The saved game cannot be replayed: action {index + 1} ({action.kind}) is malformed ({err}).") from None
            log.extend((index, event) for event in events)
        return state, log
