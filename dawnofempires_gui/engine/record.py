"""A game as a file: its seed and its list of actions. Loading replays them through the rules.

Reading is streamed: the actions are read one at a time, so a record of any length a game can reach
loads, while a file that is not a saved game is refused after a few bytes of it. The reader and the
writer agree on the limits (MAX_FILE_BYTES, the size of one action, of everything else): a record the
writer writes is one the reader reads, and the writer refuses (with an OSError) what the reader would.
Every value is checked for its exact type (a yes/no is not a number, 2.0 is not the whole number 2), and
every refusal is a RecordError whose message says, in words, what is wrong.
"""
from __future__ import annotations

import codecs
import io
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from dawnofempires_gui import __version__
from dawnofempires_gui.engine import registry
from dawnofempires_gui.engine.actions import Action
from dawnofempires_gui.engine.errors import IllegalAction, RecordError
from dawnofempires_gui.engine.game import Event, Game, Seat, clean_name
from dawnofempires_gui.engine.storage import FileTooLarge, NotARegularFile, atomic_write_bytes, open_regular

FORMAT = "dawnofempires-record"
SCHEMA = 1
MAX_FILE_BYTES = 256 * 1024 * 1024  # far beyond any game played (about 4 million moves); see module doc
MAX_HEADER_CHARS = 1024 * 1024  # everything but the actions (seats, options, settings...)
MAX_ACTION_CHARS = 64 * 1024  # one action, with the spaces around it
MAX_SEATS = 16
MAX_TEXT = 1000  # characters of a text argument
MAX_ARGS = 32
_CHUNK = 64 * 1024


class RecordTooLarge(FileTooLarge):
    """A record the reader would refuse; the writer refuses it too (an OSError, as a full disk is)."""

    def __init__(self) -> None:
        super().__init__(MAX_FILE_BYTES, "game")
        self.strerror = f"the game is too long to be saved (over {MAX_FILE_BYTES // (1024 * 1024)} MB)"


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
        if len(data) > MAX_FILE_BYTES:
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
            return cls._read(handle)

    @classmethod
    def _read(cls, handle: BinaryIO) -> Record:
        try:
            return cls._from_parsed(_Parser(_byte_chunks(handle)).document())
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


def _short(text: Any, limit: int = 40) -> str:
    """A text from a file, fit to be shown inside a message: printable, one line, at most `limit` characters."""
    out = "".join(ch if ch.isprintable() else "?" for ch in str(text)[:limit])
    return out.encode("utf-8", "replace").decode("utf-8")


_IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,63}$")


def _check_value(value: Any, depth: int = 0) -> bool:
    if value is None or type(value) in (bool, int, float):
        return True
    if type(value) is str:
        return len(value) <= MAX_TEXT
    if type(value) is list and depth < 4 and len(value) <= 1000:
        return all(_check_value(v, depth + 1) for v in value)
    return False


def _entry(raw: Any, index: int) -> tuple[int, Action]:
    """One entry of the list of moves, [seat, {"kind": ..., argument: value...}], checked."""
    where = f"The saved game is damaged: move {index + 1}"
    if type(raw) is not list or len(raw) != 2:
        raise RecordError(f"{where} is not a player and a move.")
    seat, data = raw
    if type(seat) is not int:
        raise RecordError(f"{where} does not say by which player (a whole number) it was made.")
    if not 0 <= seat < MAX_SEATS:
        raise RecordError(f"{where} is by a player who is not at the table (seat {seat}).")
    if type(data) is not dict:
        raise RecordError(f"{where} is not a move.")
    kind = data.get("kind")
    if type(kind) is not str or not _IDENTIFIER.match(kind):
        raise RecordError(f"{where} has no kind of move (a word).")
    args = {k: v for k, v in data.items() if k != "kind"}
    if len(args) > MAX_ARGS:
        raise RecordError(f"{where} ({kind}) has too many details.")
    for name, value in args.items():
        if not _IDENTIFIER.match(name) or name == "self":
            raise RecordError(f"{where} ({kind}) has a detail whose name is not a word.")
        if not _check_value(value):
            raise RecordError(f"{where} ({kind}) has a detail {name} that is not a number, a word or a list of them.")
    try:
        return seat, Action.from_json(data)
    except (RecordError, TypeError, ValueError):
        raise RecordError(f"{where} ({kind}) cannot be read.") from None


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
    for key in ("phase", "saved"):
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


# --- the streaming reader -------------------------------------------------------------------------
def _byte_chunks(handle: BinaryIO) -> Iterator[str]:
    """The text of a binary file, a chunk at a time: UTF-8, with or without a byte-order mark, and at most
    MAX_FILE_BYTES + 1 bytes of it read."""
    decoder = codecs.getincrementaldecoder("utf-8")("strict")
    total = 0
    first = True
    while True:
        data = handle.read(_CHUNK)
        total += len(data)
        if total > MAX_FILE_BYTES:
            raise RecordError(f"The file is too large to be a saved game (over {MAX_FILE_BYTES // (1024 * 1024)} MB).")
        try:
            text = decoder.decode(data, final=not data)
        except UnicodeDecodeError:
            raise RecordError("This is not a saved game of this program (it is not text).") from None
        if first and text:
            if text.startswith("\ufeff"):
                text = text[1:]
            first = False
        if text:
            yield text
        if not data:
            return


def _text_chunks(text: str) -> Iterator[str]:
    if text.startswith("\ufeff"):
        text = text[1:]
    if len(text) > MAX_FILE_BYTES:
        raise RecordError(f"The file is too large to be a saved game (over {MAX_FILE_BYTES // (1024 * 1024)} MB).")
    for start in range(0, len(text), _CHUNK):
        yield text[start:start + _CHUNK]


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


_DECODER = json.JSONDecoder(parse_constant=_no_constant)
_SPACE = re.compile(r"[ \t\n\r]*")


class _Parser:
    """The top-level object of a record read from a stream of text chunks: every value but the list of
    moves is decoded whole (within MAX_HEADER_CHARS in all); the moves one by one (each within
    MAX_ACTION_CHARS) and checked as they come."""

    def __init__(self, chunks: Iterator[str]) -> None:
        self.chunks = chunks
        self.buf = ""
        self.pos = 0
        self.eof = False
        self.offset = 0  # characters dropped from the front of buf
        self.header = 0  # characters of everything but the moves

    def _more(self) -> bool:
        if self.eof:
            return False
        try:
            chunk = next(self.chunks)
        except StopIteration:
            self.eof = True
            return False
        self.offset += self.pos
        self.buf = self.buf[self.pos:] + chunk
        self.pos = 0
        return True

    def _damaged(self, at: int | None = None, ends: bool = False) -> RecordError:
        at = self.pos if at is None else at
        if ends or (self.eof and at >= len(self.buf)):
            return RecordError("The file is damaged or is not a saved game: it ends too early.")
        if self.offset == 0:
            where = f"line {self.buf.count(chr(10), 0, at) + 1}"
        else:
            where = f"character {self.offset + at + 1}"
        return RecordError(f"The file is damaged or is not a saved game: unexpected text at {where}.")

    def _peek(self, budget: int) -> str:
        """The next character after spaces ('' at the end); at most `budget` characters of spaces."""
        start = self.offset + self.pos
        while True:
            self.pos = _SPACE.match(self.buf, self.pos).end()
            if self.offset + self.pos - start > budget:
                raise RecordError("The file is damaged or is not a saved game: it is mostly empty space.")
            if self.pos < len(self.buf):
                return self.buf[self.pos]
            if not self._more():
                return ""

    def _expect(self, char: str, budget: int) -> None:
        if self._peek(budget) != char:
            raise self._damaged()
        self.pos += 1

    def _value(self, budget: int) -> Any:
        """One JSON value of at most `budget` characters (after any spaces)."""
        self._peek(budget)
        while True:
            try:
                value, end = _DECODER.raw_decode(self.buf, self.pos)
            except json.JSONDecodeError as err:
                if len(self.buf) - self.pos <= budget and self._more():
                    continue  # the value may go on in the next chunk
                if len(self.buf) - self.pos > budget and err.pos - self.pos >= budget:
                    raise RecordError("The file is damaged or is not a saved game: one of its entries is far too long.") from None
                ends = self.eof and (err.pos >= len(self.buf.rstrip()) or err.msg.startswith("Unterminated string"))
                raise self._damaged(err.pos, ends) from None
            except RecursionError:
                raise RecordError("The file is damaged or is not a saved game: it is nested too deeply.") from None
            except ValueError:  # a number of thousands of digits, NaN or Infinity
                raise RecordError("The file is damaged or is not a saved game: it holds a number that is not a plain number of reasonable length.") from None
            if end - self.pos > budget:
                raise RecordError("The file is damaged or is not a saved game: one of its entries is far too long.")
            if end < len(self.buf) or self.eof or not self._more():  # a number at the end of the buffer may go on
                self.pos = end
                return value

    def document(self) -> dict[str, Any]:
        char = self._peek(MAX_HEADER_CHARS)
        if char != "{":
            raise RecordError("This is not a saved game of this program" + (" (the file is empty)." if char == "" else "."))
        self.pos += 1
        data: dict[str, Any] = {}
        char = self._peek(MAX_HEADER_CHARS)
        while char != "}":
            if data:
                if char != ",":
                    raise self._damaged()
                self.pos += 1
                self._peek(MAX_HEADER_CHARS)
            start = self.offset + self.pos
            key = self._value(MAX_HEADER_CHARS)
            if type(key) is not str:
                raise self._damaged(self.pos)
            if key in data:
                raise RecordError(f"The file is damaged or is not a saved game: it gives {_short(key)!r} twice.")
            self._expect(":", MAX_HEADER_CHARS)
            if key == "actions" and self._peek(MAX_HEADER_CHARS) == "[":
                self.header += self.offset + self.pos - start
                data[key] = self._actions()
            else:
                data[key] = self._value(max(MAX_HEADER_CHARS - self.header, 0))
                self.header += self.offset + self.pos - start
            if self.header > MAX_HEADER_CHARS:
                raise RecordError("This is not a saved game of this program (or it is damaged): it is far too long apart from its moves.")
            char = self._peek(MAX_HEADER_CHARS)
        self.pos += 1
        if self._peek(MAX_ACTION_CHARS) != "":
            raise RecordError("The file is damaged or is not a saved game: there is more text after the end of the game.")
        return data

    def _actions(self) -> list[tuple[int, Action]]:
        """The moves, one at a time. A move written the same way as an earlier one (most are: "roll",
        "done") is the same immutable value and is not checked twice."""
        self.pos += 1  # the "["
        out: list[tuple[int, Action]] = []
        seen: dict[str, tuple[int, Action]] = {}
        char = self._peek(MAX_ACTION_CHARS)
        while char != "]":
            if out:
                if char != ",":
                    raise self._damaged()
                self.pos += 1
            start = self.offset + self.pos  # the buffer may move while the value is read
            raw = self._value(MAX_ACTION_CHARS)
            begin = start - self.offset
            text = self.buf[begin:self.pos] if 0 <= begin and self.pos - begin < 200 else ""
            entry = seen.get(text) if text else None
            if entry is None:
                entry = _entry(raw, len(out))
                if text and len(seen) < 20000:
                    seen[text] = entry
            out.append(entry)
            char = self.buf[self.pos] if self.pos < len(self.buf) else ""
            if char not in (",", "]"):
                char = self._peek(MAX_ACTION_CHARS)
        self.pos += 1
        return out


def describe_refusal(path: Path | str, err: BaseException) -> str:
    """One line a player understands, naming the file and what is wrong with it."""
    name = _short(Path(path).name, 80) or _short(path, 80)
    words = " ".join(str(err).split()) if isinstance(err, RecordError) else f"it cannot be read ({_os_words(err)})."
    return f"{name}: {words}"
