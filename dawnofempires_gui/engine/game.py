"""The contract every game implements (DESIGN.md): one class per game, subclassing Game."""
from __future__ import annotations

import copy
import dataclasses
import hashlib
import json
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from dawnofempires_gui.engine.actions import Action
from dawnofempires_gui.engine.errors import IllegalAction
from dawnofempires_gui.engine.rng import Rng


@dataclass(frozen=True)
class Seat:
    """Who sits at a place at the table. Only the name matters to the rules."""

    name: str
    colour: str = ""
    computer: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "colour": self.colour, "computer": self.computer}

    @classmethod
    def from_json(cls, data: Any) -> Seat:
        if isinstance(data, str):
            return cls(data)
        return cls(str(data["name"]), str(data.get("colour", "")), bool(data.get("computer", False)))


@dataclass(frozen=True)
class Event:
    """Something that happened, in words for the log; `reveals` marks new information (undo stops here)."""

    text: str
    seat: int | None = None
    kind: str = "info"
    reveals: bool = False


@dataclass
class ScoreSheet:
    """Final (or running) scores: points per category per seat, totals, winners and the tie-break used."""

    categories: list[str]
    points: list[dict[str, int]]
    totals: list[int]
    winners: list[int]
    tie_break: str = ""
    notes: list[str] = field(default_factory=list)


def _plain(value: Any) -> Any:
    """A JSON-able picture of any state value, for digests and snapshots."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Action):
        return value.to_json()
    if isinstance(value, Rng):
        return value.state
    if isinstance(value, Mapping):
        return [[_plain(k), _plain(v)] for k, v in sorted(value.items(), key=lambda kv: repr(kv[0]))]
    if isinstance(value, (set, frozenset)):
        return sorted((_plain(v) for v in value), key=repr)
    if isinstance(value, Sequence):
        return [_plain(v) for v in value]
    if dataclasses.is_dataclass(value):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if hasattr(value, "__dict__") or hasattr(value, "__slots__"):
        return _object_fields(value)
    raise TypeError(f"cannot picture {type(value).__name__} in a digest")


def _object_fields(obj: Any) -> dict[str, Any]:
    names: list[str] = []
    for klass in type(obj).__mro__:
        names.extend(getattr(klass, "__slots__", ()))
    names.extend(getattr(obj, "__dict__", {}).keys())
    return {n: _plain(getattr(obj, n)) for n in sorted(set(names)) if hasattr(obj, n) and not n.startswith("__")}


class Game(ABC):
    """One game in progress. Subclasses keep their state in plain attributes (ints, lists, dicts).

    Seats are numbered 0..n-1 in table order. Chance comes only from self.rng.
    """

    game_id: ClassVar[str] = ""
    default_options: ClassVar[dict[str, Any]] = {}

    def __init__(self, seats: Sequence[Seat | str], options: Mapping[str, Any] | None, seed: int) -> None:
        self.seats = tuple(s if isinstance(s, Seat) else Seat(str(s)) for s in seats)
        self.options = {**self.default_options, **dict(options or {})}
        self.seed = int(seed)
        self.rng = Rng(self.seed)

    # --- building -------------------------------------------------------------------------------
    @classmethod
    def new_game(cls, seats: Sequence[Seat | str], options: Mapping[str, Any] | None = None, seed: int = 0) -> Game:
        return cls(seats, options, seed)

    # --- the contract ---------------------------------------------------------------------------
    @abstractmethod
    def to_move(self) -> list[int]:
        """The seats that must decide now; several means a simultaneous or secret decision."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every action this seat may take now."""

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Change the state for a legal action; return what happened."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> ScoreSheet: ...

    def phase(self) -> str:
        """A few words for the status bar: the round and the step."""
        return ""

    def describe(self, action: Action) -> str:
        """The action in words, for buttons and the log."""
        args = ", ".join(f"{k} {v}" for k, v in action.args)
        return f"{action.kind.replace('_', ' ').capitalize()}{' (' + args + ')' if args else ''}"

    def why_illegal(self, seat: int, action: Action) -> str:
        """Why an action not in legal_actions is refused; games override with the rulebook's reasons."""
        return f"{self.describe(action)} is not allowed now."

    def redact(self, view: Game, seat: int | None) -> None:
        """Hide from a view what `seat` may not see (None: a spectator). The rng is always replaced."""

    # --- provided -------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.seats[seat].name

    def apply(self, seat: int, action: Action, *, trusted: bool = False) -> list[Event]:
        """Apply a seat's action. Refused actions raise IllegalAction and change nothing.

        `trusted` skips the membership check for callers that chose from legal_actions (search).
        """
        if self.is_over():
            raise IllegalAction("The game is over.")
        if seat not in self.to_move():
            raise IllegalAction(f"It is not {self.seat_name(seat)}'s turn to decide.")
        if not trusted and action not in self.legal_actions(seat):
            raise IllegalAction(self.why_illegal(seat, action))
        draws = self.rng.draws
        events = list(self._apply(seat, action))
        if self.rng.draws != draws and not any(e.reveals for e in events):
            events = [dataclasses.replace(events[0], reveals=True), *events[1:]] if events else [Event("", kind="chance", reveals=True)]
        return events

    def view(self, seat: int | None) -> Game:
        """What `seat` may see: a copy with hidden things redacted and no usable dice to come."""
        view = self.clone()
        view.rng = Rng(0)
        self.redact(view, seat)
        return view

    def clone(self) -> Game:
        """A copy to search from. Games with big states override this with a cheaper copy."""
        other = copy.copy(self)
        for name, value in vars(self).items():
            if isinstance(value, Rng):
                setattr(other, name, value.clone())
            elif isinstance(value, (list, dict, set)):
                setattr(other, name, copy.deepcopy(value))
        return other

    def snapshot(self) -> dict[str, Any]:
        """The whole state as plain JSON-able data."""
        return _object_fields(self)

    def digest(self) -> str:
        """A fingerprint of the whole state: equal digests mean equal games (replay checks this)."""
        text = json.dumps(self.snapshot(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()
