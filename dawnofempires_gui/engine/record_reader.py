"""Reading a saved game as a stream (engine/record.py's reader): the document's fields, then its actions
one at a time, every value checked for its exact type, within limits the writer shares."""
from __future__ import annotations

import codecs
import json
import re
from collections.abc import Iterator
from typing import Any, BinaryIO

from dawnofempires_gui.engine.actions import Action
from dawnofempires_gui.engine.errors import RecordError

MAX_FILE_BYTES = 256 * 1024 * 1024  # far beyond any game played (about 4 million moves); see module doc
MAX_HEADER_CHARS = 1024 * 1024  # everything but the actions (seats, options, settings...)
MAX_ACTION_CHARS = 64 * 1024  # one action, with the spaces around it
MAX_SEATS = 16
MAX_TEXT = 1000  # characters of a text argument
MAX_ARGS = 32
_CHUNK = 64 * 1024


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

    def document(self, heading_only: bool = False) -> dict[str, Any]:
        """The whole saved game; with heading_only, everything written before its moves (the moves and what
        follows them are not read: the Resume list reads only this)."""
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
            if key == "actions" and heading_only:
                return data
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


