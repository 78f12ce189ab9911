"""A game as a file: its seed and its list of actions. Loading replays them through the rules.

Reading is streamed: the actions are read one at a time, so a record of any length a game can reach
loads, while a file that is not a saved game is refused after a few bytes of it. The reader and the
writer agree on the limits (record_reader.MAX_FILE_BYTES, the size of one action, of everything else): a record the
writer writes is one the reader reads, and the writer refuses (with an OSError) what the reader would.
Every value is checked for its exact type (a yes/no is not a number, 2.0 is not the whole number 2), and
every refusal is a RecordError whose message says, in words, what is wrong.
"""
from __future__ import annotations

import io
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from dawnofempires_gui import __version__
from dawnofempires_gui.engine import registry
from dawnofempires_gui.engine.actions import Action
from dawnofempires_gui.engine.errors import IllegalAction, RecordError
from dawnofempires_gui.engine.game import Event, Game, Seat, clean_name
from dawnofempires_gui.engine import record_reader as limits  # the one place of the limits reader and writer share
from dawnofempires_gui.engine.record_reader import MAX_SEATS, _byte_chunks, _entry, _Parser, _short, _text_chunks
from dawnofempires_gui.engine.storage import FileTooLarge, NotARegularFile, atomic_write_bytes, open_regular

FORMAT = "dawnofempires-record"
SCHEMA = 1


class RecordTooLarge(FileTooLarge):
    """A record the reader would refuse; the writer refuses it too (an OSError, as a full disk is)."""

    def __init__(self) -> None:
        super().__init__(limits.MAX_FILE_BYTES, "game")
        self.strerror = f"the game is too long to be saved (over {limits.MAX_FILE_BYTES // (1024 * 1024)} MB)"


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
    summary: dict[str, Any] = field(default_factory=dict)  # what the launcher shows (read, never trusted)

    def to_json(self) -> dict[str, Any]:
        data = {
            "format": FORMAT,
            "schema": SCHEMA,
            "app_version": self.app_version,
            "game": self.game,
            "options": self.options,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "settings": self.settings,
        }
        if self.summary:
            data["summary"] = self.summary
        data["actions"] = [[seat, action.to_json()] for seat, action in self.actions]
        return data

    def dumps(self) -> str:
        """Compact JSON (the fast encoder). Text that cannot be UTF-8 (a lone surrogate) is escaped."""
        data = self.to_json()
        text = json.dumps(data, ensure_ascii=False)
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            text = json.dumps(data, ensure_ascii=True)
        return text

    def encode(self) -> bytes:
        """The bytes of the file; RecordTooLarge (an OSError) when the reader would refuse them."""
        data = self.dumps().encode("utf-8")
        if len(data) > limits.MAX_FILE_BYTES:
            raise RecordTooLarge()
        return data

    def save(self, path: Path) -> None:
        """Write atomically. Raises OSError only (read-only or full disk, a game too long to save)."""
        atomic_write_bytes(Path(path), self.encode())

    # --- reading --------------------------------------------------------------------------------
    @classmethod
    def from_json(cls, data: Any) -> Record:
        """A record from already parsed JSON (every value checked as the reader checks it)."""
        if isinstance(data, dict) and isinstance(data.get("actions"), list):
            data = dict(data)
            data["actions"] = [_entry(raw, i) for i, raw in enumerate(data["actions"])]
        return cls._from_parsed(data)

    @classmethod
    def _from_parsed(cls, data: Any) -> Record:
        if not isinstance(data, dict) or type(data.get("format")) is not str or data["format"] != FORMAT:
            raise RecordError("This is not a saved game of this program.")
        schema = data.get("schema")
        if type(schema) is not int or schema < 1:
            raise RecordError("The saved game is damaged: its format version is missing or not a whole number from 1 up.")
        if schema > SCHEMA:
            raise RecordError(
                f"This game was saved by a newer version of the program (save format {schema}; this version reads up to {SCHEMA}). Please update the program."
            )
        game = data.get("game")
        if type(game) is not str or not game:
            raise RecordError("The saved game is damaged: it does not say which game it is.")
        seats_data = data.get("seats")
        if type(seats_data) is not list or not seats_data:
            raise RecordError("The saved game is damaged: it has no list of players.")
        if len(seats_data) > MAX_SEATS:
            raise RecordError(f"The saved game is damaged: it has {len(seats_data)} players (at most {MAX_SEATS}).")
        seats = []
        for number, raw in enumerate(seats_data, 1):
            if type(raw) is dict and type(raw.get("name")) is not str:
                raise RecordError(f"The saved game is damaged: player {number} has no name.")
            try:
                seats.append(Seat.from_json(raw))
            except (ValueError, TypeError) as err:
                raise RecordError(f"The saved game is damaged: player {number}: {_words(err)}.") from None
        if "seed" not in data:
            raise RecordError("The saved game is damaged: it has no seed.")
        seed = data["seed"]
        if type(seed) is not int:
            raise RecordError("The saved game is damaged: its seed is not a whole number.")
        options = data.get("options", {})
        if options is None:
            options = {}
        if type(options) is not dict:
            raise RecordError("The saved game is damaged: its options are not a table of names and values.")
        actions = data.get("actions")
        if type(actions) is not list:
            raise RecordError("The saved game is damaged: it has no list of moves.")
        for index, (seat, action) in enumerate(actions):
            if not 0 <= seat < len(seats):
                raise RecordError(f"The saved game is damaged: move {index + 1} ({_short(action.kind)}) is by a player "
                                  f"who is not at the table (seat {seat}; the seats are 0 to {len(seats) - 1}).")
        version = data.get("app_version", "")
        return cls(
            game=game,
            seats=seats,
            options=options,
            seed=seed,
            actions=actions,
            settings=_table_settings(data.get("settings")),
            app_version=clean_name(version, "")[:40] if type(version) is str else "",
            from_file=True,
            summary=_summary(data.get("summary")),
        )

    @classmethod
    def loads(cls, text: str | bytes) -> Record:
        if isinstance(text, bytes):
            return cls._read(io.BytesIO(text))
        return cls._from_parsed(_Parser(_text_chunks(text)).document())

    @classmethod
    def load(cls, path: Path) -> Record:
        """Read a saved game. A folder, a pipe or a device is refused at once; so is any file that is not
        a saved game of this program, after reading at most a little more than the limit of it."""
        return cls._open(path, heading_only=False)

    @classmethod
    def load_heading(cls, path: Path) -> Record:
        """What a saved game says before its moves (game, players, options, summary), checked as load()
        checks it, with no moves: quick however long the game is. Damage in the moves shows only on load()."""
        return cls._open(path, heading_only=True)

    @classmethod
    def _open(cls, path: Path, heading_only: bool) -> Record:
        path = Path(path)
        try:
            handle = open_regular(path)
        except FileNotFoundError:
            raise RecordError("The file does not exist.") from None
        except NotARegularFile as err:
            raise RecordError(f"This is not a saved game: {err.strerror}.") from None
        except (OSError, ValueError) as err:  # ValueError: a name with a NUL character
            raise RecordError(f"The file cannot be read ({_os_words(err)}).") from None
        with handle:
            return cls._read(handle, heading_only)

    @classmethod
    def _read(cls, handle: BinaryIO, heading_only: bool = False) -> Record:
        try:
            data = _Parser(_byte_chunks(handle)).document(heading_only)
            if heading_only and isinstance(data, dict):
                data["actions"] = []
            return cls._from_parsed(data)
        except OSError as err:
            raise RecordError(f"The file cannot be read ({_os_words(err)}).") from None

    # --- replaying ------------------------------------------------------------------------------
    def new_state(self) -> Game:
        info = registry.get(self.game)
        if self.from_file:
            self.options = info.checked_options(self.options, saved=True)
            _exact_options(info, self.options)
            self.from_file = False
        else:  # a record made in the program keeps every option, so that reopening it never falls back
            self.options = info.checked_options(self.options)  # to the values of saves made before them
        try:
            return info.new_game(self.seats, self.options, self.seed)
        except RecordError:
            raise
        except Exception:  # noqa: BLE001 - whatever a game's setup does with odd values, it is the file's fault
            raise RecordError(f"The saved game cannot be set up: its players, options or seed do not fit {info.name}.") from None

    def replay(self, upto: int | None = None) -> Game:
        """The game after the first `upto` actions (all by default). Illegal actions are a RecordError."""
        return self.replay_with_log(upto)[0]

    def replay_with_log(self, upto: int | None = None) -> tuple[Game, list[tuple[int, Event]]]:
        """The game after the first `upto` actions, and every event on the way with the index of the
        action that caused it (the log, rebuilt)."""
        state = self.new_state()
        log: list[tuple[int, Event]] = [(-1, event) for event in state.take_opening_events()]
        for index, (seat, action) in enumerate(self.actions[:upto]):
            try:
                events = state.apply(seat, action)
            except IllegalAction as err:
                raise RecordError(f"The saved game cannot be replayed: action {index + 1} ({_short(action.kind)}) is not legal: {_words(err)}.") from None
            except Exception as err:  # noqa: BLE001 - a move whose details the rules cannot even read
                # (the cause stays attached for developers; a player reads the sentence)
                raise RecordError(f"The saved game cannot be replayed: action {index + 1} ({_short(action.kind)}) does not fit this game.") from err
            log.extend((index, event) for event in events)
        return state, log


# --- checking values ------------------------------------------------------------------------------
def _words(err: BaseException) -> str:
    """An error's message on one line, without a trailing full stop."""
    text = " ".join(str(err).split())
    return text.rstrip(".") if text.endswith(".") and not text.endswith("..") else text


def _os_words(err: BaseException) -> str:
    return getattr(err, "strerror", None) or _words(err) or err.__class__.__name__


def _table_settings(raw: Any) -> dict[str, Any]:
    """The table settings of a file: only the known ones, of the right type (the rest is dropped)."""
    out: dict[str, Any] = {}
    if type(raw) is dict:
        if type(raw.get("always_handoff")) is bool:
            out["always_handoff"] = raw["always_handoff"]
    return out


def _summary(raw: Any) -> dict[str, Any]:
    """What an autosave says of itself, for the launcher's list (kept only when of the right types)."""
    out: dict[str, Any] = {}
    if type(raw) is not dict:
        return out
    if type(raw.get("finished")) is bool:
        out["finished"] = raw["finished"]
    for key in ("moves", "round"):
        if type(raw.get(key)) is int and 0 <= raw[key] < 10**9:
            out[key] = raw[key]
    for key in ("phase", "progress", "saved"):
        if type(raw.get(key)) is str:
            out[key] = _short(raw[key][:80]) if key == "saved" else clean_name(raw[key][:200], "")[:80]
    return out


def _exact_options(info: registry.GameInfo, options: dict[str, Any]) -> None:
    """A choice is the very value offered, of its type: True is not the choice 1, nor 1.0."""
    for spec in info.options:
        if spec.kind == "choice" and spec.key in options:
            value = options[spec.key]
            if not any(type(value) is type(c[0]) and value == c[0] for c in spec.choices):
                raise RecordError(f"Option {spec.label!r} has no choice {_short(repr(value))}.")


def describe_refusal(path: Path | str, err: BaseException) -> str:
    """One line a player understands, naming the file and what is wrong with it."""
    name = _short(Path(path).name, 80) or _short(path, 80)
    words = " ".join(str(err).split()) if isinstance(err, RecordError) else f"it cannot be read ({_os_words(err)})."
    return f"{name}: {words}"
