"""One entry per action kind: when it is allowed, why not, what it does, how it reads.

A game lists its moves in a Moves table and its kinds of pending decision as Steps:

    MOVES = Moves()

    @MOVES.add
    class Bid(Move):
        kind = "bid"
        args = {"amount": int}
        def options(self, game, seat): return [Action("bid", amount=a) for a in (1, 2, 3)]
        def problem(self, game, seat, action): return "" if 1 <= action["amount"] <= 3 else "Bid 1, 2 or 3."
        def apply(self, game, seat, action): game.emit(...)
        def describe(self, game, action): return f"Bid {action['amount']}"

    STEPS = steps(Step("bid", ("bid",), "secret bids", commit="reveal_bids"), ...)

Game.legal_actions(seat) is the options of the moves of the step on top of the flow; Game.why_illegal()
asks the same move's problem(); argument types are checked exactly before either (12.0 and True are
not the whole number 12 or 1).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from dawnofempires_gui.engine.actions import Action

if TYPE_CHECKING:
    from dawnofempires_gui.engine.game import Event, Game

_TYPE_WORDS = {int: "a whole number", str: "a word", bool: "yes or no", tuple: "a list"}


class Move:
    """One kind of action. Subclass, set `kind` and `args`, and write the four methods."""

    kind: ClassVar[str] = ""
    args: ClassVar[Mapping[str, type]] = {}

    def options(self, game: Game, seat: int) -> Iterable[Action]:
        """Every action of this kind `seat` may take now (each must have no problem())."""
        return ()

    def problem(self, game: Game, seat: int, action: Action) -> str:
        """Why this action is not allowed now, in the rulebook's words; "" when it is."""
        return ""

    def apply(self, game: Game, seat: int, action: Action) -> list[Event] | None:
        """Change the state (called only for an allowed action); tell what happened with game.emit()."""
        raise NotImplementedError

    def describe(self, game: Game, action: Action) -> str:
        args = ", ".join(f"{k} {v}" for k, v in action.args)
        return f"{self.kind.replace('_', ' ').capitalize()}{' (' + args + ')' if args else ''}"

    def out_of_step(self, game: Game, seat: int, action: Action) -> str:
        """Why this kind of action does not fit the decision pending now ("" for the generic words)."""
        return ""

    def type_problem(self, action: Action) -> str:
        """The exact argument check: names as declared, values of exactly the declared type."""
        given = {name for name, _ in action.args}
        if given != set(self.args):
            missing = sorted(set(self.args) - given)
            extra = sorted(given - set(self.args))
            what = f"needs {', '.join(missing)}" if missing else f"takes no {', '.join(extra)}"
            return f"{self.kind.replace('_', ' ').capitalize()} {what}."
        for name, value in action.args:
            want = self.args[name]
            if type(value) is not want:
                return (f"{self.kind.replace('_', ' ').capitalize()} needs {_TYPE_WORDS.get(want, want.__name__)} "
                        f"for {name}, not {value!r}.")
        return ""


@dataclass(frozen=True)
class Step:
    """One kind of pending decision (a frame of the flow): the moves it accepts and its name in words.

    commit: the name of a game method `(picks: dict[int, Action]) -> None`. The step is then a secret
    simultaneous pick: every seat of the frame picks once (its pick hidden from the others), and when the
    last pick is in, the frame is popped and the method is called with all picks at once.
    auto: when this step is on top and its one seat has a single legal action, the engine takes it at
    once (after any action); the record keeps only the actions players chose.
    """

    name: str
    moves: tuple[str, ...]
    words: str
    commit: str = ""
    auto: bool = False


def steps(*items: Step) -> dict[str, Step]:
    return {s.name: s for s in items}


class Moves:
    """A game's table of moves, by kind."""

    def __init__(self) -> None:
        self.by_kind: dict[str, Move] = {}

    def add(self, cls: type[Move]) -> type[Move]:
        if not cls.kind or cls.kind in self.by_kind:
            raise ValueError(f"move kind {cls.kind!r} is missing or listed twice")
        if "kind" in cls.args:
            raise ValueError(f"move {cls.kind!r}: an argument may not be called 'kind' (an action's JSON uses it)")
        self.by_kind[cls.kind] = cls()
        return cls

    def __getitem__(self, kind: str) -> Move:
        return self.by_kind[kind]

    def get(self, kind: str) -> Move | None:
        return self.by_kind.get(kind)

    def __contains__(self, kind: Any) -> bool:
        return kind in self.by_kind

    def __iter__(self):
        return iter(self.by_kind.values())
