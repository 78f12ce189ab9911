"""The contract every game implements (docs/ARCHITECTURE.md): one class per game, subclassing Game.

A game keeps its state in plain attributes (ints, strings, lists, dicts). What it provides:
  to_move(), legal_actions(seat), _apply(seat, action), is_over(), scores(), phase(), describe(action),
  why_illegal(seat, action)
or, the usual way, a table of moves (MOVES, engine/moves.py) and the kinds of pending decision (STEPS),
from which those come. The base class gives the rest: apply() with its checks, the flow of pending
decisions (push_step/pop_step), secret simultaneous picks, view(seat), determinize(seat, rng), clone(),
snapshot() and digest(), returns() for search, check_invariants() for tests.
"""
from __future__ import annotations

import copy
import json
import math
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from dawnofempires_gui.engine import zones
from dawnofempires_gui.engine.actions import Action
from dawnofempires_gui.engine.errors import IllegalAction
from dawnofempires_gui.engine.events import Event, ScoreSheet
from dawnofempires_gui.engine.moves import Moves, Step
from dawnofempires_gui.engine.rng import Rng, SealedRng, ViewCannotDraw
from dawnofempires_gui.engine.seats import MAX_NAME, Seat, clean_name  # noqa: F401  (MAX_NAME, clean_name: re-exported)
from dawnofempires_gui.engine.snapshot import object_fields
from dawnofempires_gui.engine.zones import HIDDEN, OWNER, Zone

PICKS = Zone("picks", OWNER, per_seat=True)  # secret simultaneous picks, one list (0 or 1 action) per seat


class Game(ABC):
    """One game in progress. Seats are numbered 0..n-1 in table order. Chance comes only from self.rng."""

    game_id: ClassVar[str] = ""
    default_options: ClassVar[dict[str, Any]] = {}
    ZONES: ClassVar[tuple[Zone, ...]] = ()
    MOVES: ClassVar[Moves | None] = None
    STEPS: ClassVar[dict[str, Step]] = {}
    MAIN_ACTIONS: ClassVar[tuple[str, ...]] = ("roll", "end_turn", "done", "pass")  # what Space takes, in order
    SCORE_SCALE: ClassVar[float] = 3.0  # points of lead that make a position look won (evaluate())
    SOLO_SCALE: ClassVar[float] = 50.0  # points of a solitaire score that look good (returns())
    # the most moves a search's quick playout makes before evaluate() (None: as many as the level's budget):
    # fewer where a random continuation says less about a position than evaluate() does; a mapping gives the
    # limit by level (a level it does not name plays its budget's moves)
    PLAYOUT_MOVES: ClassVar[int | Mapping[str, int] | None] = None
    # the share of a level's iterations and seconds each of its searches gets (None: all), maybe by level: for a
    # game whose turn holds many decisions, so that a whole computer turn keeps a player waiting no longer
    SEARCH_SHARE: ClassVar[float | Mapping[str, float] | None] = None

    def __init__(self, seats: Sequence[Seat | str], options: Mapping[str, Any] | None, seed: int) -> None:
        self.seats = tuple(s if isinstance(s, Seat) else Seat(str(s)) for s in seats)
        self.options = {**self.default_options, **dict(options or {})}
        self.seed: int | None = int(seed)
        self.rng: Rng = Rng(int(seed))
        self.sealed = False  # True in a view: it holds no generator and cannot be played
        self.flow: list[tuple] = []  # pending decisions, the top last: (step, seats, *details)
        self.picks: list[list[Action]] = [[] for _ in self.seats]
        self._events: list[Event] = []

    @classmethod
    def new_game(cls, seats: Sequence[Seat | str], options: Mapping[str, Any] | None = None, seed: int = 0) -> Game:
        return cls(seats, options, seed)

    # --- what a game provides (directly or through MOVES and STEPS) -------------------------------
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> ScoreSheet: ...

    def to_move(self) -> list[int]:
        """The seats that must decide now; several means a simultaneous or secret decision."""
        if not self.flow or self.is_over():
            return []
        top = self.flow[-1]
        if self.STEPS[top[0]].commit:
            return [s for s in top[1] if not self.picks[s]]
        return list(top[1])

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action this seat may take now."""
        if self.MOVES is None:
            raise NotImplementedError("a game lists its MOVES or writes legal_actions()")
        if seat not in self.to_move():
            return []
        out: list[Action] = []
        for move in self._moves_of(self.flow[-1][0]):
            out.extend(move.options(self, seat))
        return out

    @classmethod
    def _moves_of(cls, step: str) -> tuple:
        """The Move objects a step accepts, looked up once per class and step (legal_actions is hot)."""
        cache = cls.__dict__.get("_step_moves")
        if cache is None:
            cache = {}
            setattr(cls, "_step_moves", cache)
        found = cache.get(step)
        if found is None:
            found = cache[step] = tuple(cls.MOVES[kind] for kind in cls.STEPS[step].moves)
        return found

    def _apply(self, seat: int, action: Action) -> list[Event] | None:
        """Change the state for a legal action (emit() what happened, or return the events)."""
        if self.MOVES is None:
            raise NotImplementedError("a game lists its MOVES or writes _apply()")
        step = self.STEPS[self.flow[-1][0]]
        if step.commit:
            self._pick(seat, action, step)
            return None
        return self.MOVES[action.kind].apply(self, seat, action)

    def phase(self) -> str:
        """A few words for the status bar: the round and the step."""
        if self.flow and self.flow[-1][0] in self.STEPS:
            return self.STEPS[self.flow[-1][0]].words
        return ""

    def how_far(self) -> str:
        """How far the game has gone, in a few words for the list of games in progress ("round 3")."""
        rnd = getattr(self, "round", None)
        return f"round {rnd}" if type(rnd) is int and rnd >= 1 else ""

    def describe(self, action: Action) -> str:
        """The action in words, for buttons and the log."""
        move = self.MOVES.get(action.kind) if self.MOVES is not None else None
        if move is not None:
            try:
                return move.describe(self, action)
            except (KeyError, IndexError, TypeError, ValueError):
                pass
        args = ", ".join(f"{k} {v}" for k, v in action.args)
        return f"{action.kind.replace('_', ' ').capitalize()}{' (' + args + ')' if args else ''}"

    def problem(self, seat: int, action: Action) -> str:
        """Why `seat` may not take `action` now, in the rulebook's words; "" when it may.

        With MOVES this is the move's own problem() after the exact type check and the step check, so
        an action the rules allow is accepted even when legal_actions() lists a simpler equivalent (an
        overpayment, say); without MOVES an action is allowed only if it is listed."""
        if self.MOVES is None:
            return "" if action in self.legal_actions(seat) else self.why_illegal(seat, action)
        move = self.MOVES.get(action.kind)
        if move is None:
            return f"{action.kind.replace('_', ' ').capitalize()} is not a move of this game."
        wrong = move.type_problem(action)
        if wrong:
            return wrong
        if self.is_over():
            return "The game is over."
        if seat not in self.to_move():
            return self._not_your_turn(seat)
        step = self.STEPS[self.flow[-1][0]]
        try:
            if action.kind not in step.moves:
                return move.out_of_step(self, seat, action) or f"Now is the time for {step.words}, not for that."
            return move.problem(self, seat, action)
        except (KeyError, IndexError, TypeError, ValueError):
            return f"{self.describe(action)} is not possible as given."

    def why_illegal(self, seat: int, action: Action) -> str:
        """Why an action is refused, in words a player understands."""
        if self.MOVES is None:
            return f"{self.describe(action)} is not allowed now."
        return self.problem(seat, action) or f"{self.describe(action)} is not allowed now."

    def redact(self, view: Game, seat: int | None) -> None:
        """Hide from a view what `seat` may not see beyond the zones (None: a spectator)."""

    def pool_contents(self, pool: str) -> list[Any]:
        """Every item of a pool of zones (a deck list, the tiles in the box), for filling in a view."""
        raise NotImplementedError(f"{type(self).__name__} has zones in pool {pool!r} but no pool_contents()")

    def fill_hidden(self, seat: int, rng: Rng) -> None:
        """Fill in a copy of a view what redact() hid outside the pooled zones (hidden purses...)."""

    def team_of(self, seat: int) -> int:
        """Seats of one team are allies (they see what allies may see); by default every seat alone."""
        return seat

    def same_team(self, a: int, b: int) -> bool:
        return self.team_of(a) == self.team_of(b)

    def invariant_problems(self) -> list[str]:
        """What is wrong with this state (negative amounts, pieces made or lost); [] when all is well."""
        return []

    # --- provided -------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.seats[seat].name

    def zones(self) -> tuple[Zone, ...]:
        return (*self.ZONES, PICKS)

    def emit(self, text: str, seat: int | None = None, kind: str = "info", *, reveals: bool = False,
             audience: Sequence[int] | None = None, others: str = "") -> None:
        """Tell the log what happened (during apply())."""
        self._events.append(Event(text, seat, kind, reveals, None if audience is None else tuple(audience), others))

    def push_step(self, step: str, seats: Sequence[int], *details: Any) -> None:
        """A new pending decision on top of the flow (a sub-step: a battle inside an action, an answer)."""
        if step not in self.STEPS:
            raise KeyError(f"unknown step {step!r}")
        self.flow.append((step, tuple(seats), *details))

    def pop_step(self) -> tuple:
        return self.flow.pop()

    def set_step(self, step: str, seats: Sequence[int], *details: Any) -> None:
        """Replace the pending decision on top (the flow moves on within one level)."""
        if self.flow:
            self.flow.pop()
        self.push_step(step, seats, *details)

    def top_step(self) -> tuple:
        return self.flow[-1] if self.flow else ("", ())

    def _not_your_turn(self, seat: int) -> str:
        waiting = [self.seat_name(s) for s in self.to_move()]
        if self.flow and self.STEPS.get(self.flow[-1][0], Step("", (), "")).commit and self.picks[seat]:
            return f"{self.seat_name(seat)} has already chosen; waiting for {' and '.join(waiting)}."
        return f"It is not {self.seat_name(seat)}'s turn to decide" + (f"; waiting for {' and '.join(waiting)}." if waiting else ".")

    def _pick(self, seat: int, action: Action, step: Step) -> None:
        """One seat's secret pick in a commit step; the last pick reveals them all at once."""
        self.picks[seat] = [action]
        name = self.seat_name(seat)
        self.emit(f"{name}: {self.describe(action)} (secret until all have chosen).", seat, "pick", reveals=True,
                  audience=(seat,), others=f"{name} chooses in secret.")
        top = self.flow[-1]
        if all(self.picks[s] for s in top[1]):
            self.pop_step()
            picks = {s: self.picks[s][0] for s in top[1]}
            for s in top[1]:
                self.picks[s] = []
            getattr(self, step.commit)(picks)

    def apply(self, seat: int, action: Action, *, trusted: bool = False) -> list[Event]:
        """Apply a seat's action. Refused actions raise IllegalAction and change nothing.

        `trusted` skips the checks for callers that chose from legal_actions (search, replay of a
        record just checked).
        """
        if self.sealed:
            raise ViewCannotDraw("A view cannot be played forward; fill it in with determinize() first.")
        if not trusted:
            if type(seat) is not int or not 0 <= seat < len(self.seats):
                raise IllegalAction(f"There is no seat {seat!r} at this table of {len(self.seats)}.")
            if not isinstance(action, Action):
                raise IllegalAction(f"{action!r} is not an action.")
            if self.is_over():
                raise IllegalAction("The game is over.")
            if seat not in self.to_move():
                raise IllegalAction(self._not_your_turn(seat))
            refused = self.problem(seat, action)
            if refused:
                raise IllegalAction(refused)
        self._events = []
        draws = self.rng.draws
        returned = self._apply(seat, action)
        events = self._events + list(returned or ())
        self._events = []
        events += self._resolve_forced()
        if self.rng.draws != draws and not any(e.reveals for e in events):
            events = [events[0].revealing(), *events[1:]] if events else [Event("", kind="chance", reveals=True)]
        return events

    def _resolve_forced(self) -> list[Event]:
        """Take the single action of every `auto` step that comes up (a decision with no choice)."""
        events: list[Event] = []
        for _ in range(1000):
            if not self.flow or self.is_over():
                break
            step = self.STEPS.get(self.flow[-1][0])
            if step is None or not step.auto:
                break
            movers = self.to_move()
            if len(movers) != 1:
                break
            legal = self.legal_actions(movers[0])
            if len(legal) != 1:
                break
            returned = self._apply(movers[0], legal[0])
            events += self._events + list(returned or ())
            self._events = []
        return events

    def take_opening_events(self) -> list[Event]:
        """What the game told while it was being set up (cultures drawn, a starting roll), once."""
        events, self._events = self._events, []
        return events

    def view(self, seat: int | None) -> Game:
        """What `seat` may see: a copy with hidden things replaced by HIDDEN, no seed and no generator."""
        view = self.clone()
        view.rng = SealedRng()
        view.seed = None
        view.sealed = True
        zones.redact(view, self.zones(), seat, self.same_team)
        self.redact(view, seat)
        return view

    def determinize(self, seat: int, rng: Rng) -> Game:
        """A full game consistent with what `seat` sees, the unseen parts drawn from `rng`.

        Works from a view (never reading the hidden state) or from a full game (viewed first)."""
        base = self if self.sealed else self.view(seat)
        filled = base.clone()
        zones.fill(filled, filled.zones(), rng)
        filled.rng = Rng(rng.next64())
        filled.sealed = False
        filled._fill_picks(rng)
        filled.fill_hidden(seat, rng)
        return filled

    def _fill_picks(self, rng: Rng) -> None:
        """Hidden secret picks become picks that seat could have made."""
        for s, pick in enumerate(self.picks):
            if pick and pick[0] is HIDDEN:
                self.picks[s] = []
                options = self.legal_actions(s)
                self.picks[s] = [options[rng.below(len(options))]]

    def clone(self) -> Game:
        """A copy to search from: plain attributes shared, containers copied (copy_containers())."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.clone()
        other.options = dict(self.options)
        other.flow = self.flow[:]
        other.picks = [p[:] for p in self.picks]
        other._events = []
        self.copy_containers(other)
        return other

    def copy_containers(self, other: Game) -> None:
        """Copy into `other` (a shallow copy) every list, dict or set of the game's own state.
        Games with big states override this with a cheaper copy of exactly their containers."""
        skip = {"flow", "picks", "options", "_events", "seats"}
        for name, value in vars(self).items():
            if name not in skip and isinstance(value, (list, dict, set)):
                setattr(other, name, copy.deepcopy(value))

    def returns(self) -> list[float]:
        """Each seat's result for search: 1 for a win and 0 for a loss (a shared win is split); alone at
        the table, the score squashed to 0..1 (SOLO_SCALE points make about three quarters)."""
        n = len(self.seats)
        if n == 1:
            return [0.5 + 0.5 * math.tanh(self.scores().totals[0] / self.SOLO_SCALE)]
        if not self.is_over():
            return [1.0 / n] * n
        winners = self.scores().winners
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]

    def evaluate(self) -> list[float]:
        """A guess at returns() for a game not yet over (search cuts its playouts short). By default from
        the running scores: each seat's margin over the best other seat, squashed to 0..1 by SCORE_SCALE.
        Games override it with a better judgement of a position (documented next to the game)."""
        if self.is_over() or len(self.seats) == 1:
            return self.returns()
        return self.by_margin(self.scores().totals)

    def by_margin(self, worth: Sequence[float]) -> list[float]:
        """Each seat's worth (two or more seats) judged as its margin over the best other seat's, squashed to
        0..1 by SCORE_SCALE: what evaluate() returns."""
        out = []
        for s, mine in enumerate(worth):
            margin = mine - max(w for i, w in enumerate(worth) if i != s)
            out.append(1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, margin / self.SCORE_SCALE)))))
        return out

    def sensible_actions(self, seat: int, legal: list[Action]) -> list[Action]:
        """The legal actions a computer seat weighs: all by default. A game drops those no player would choose
        (the rules still allow them to people); never all of them."""
        return legal

    def playout_choice(self, seat: int, legal: list[Action], rng: Rng) -> Action:
        """The move a search's quick playout makes for `seat`: at random by default. Games whose random
        play never gets anywhere (a war game) override it with a cheap sensible policy."""
        return legal[rng.below(len(legal))]

    def check_invariants(self) -> list[str]:
        """Everything wrong with the state: the game's own checks and the conservation of pooled zones."""
        problems = list(self.invariant_problems())
        if not self.sealed:
            problems += zones.conservation_problems(self, self.zones())
        return problems

    def snapshot(self) -> dict[str, Any]:
        """The whole state as plain JSON-able data."""
        return object_fields(self)

    def digest(self) -> str:
        """A fingerprint of the whole state: equal digests mean equal games (replay checks this)."""
        text = json.dumps(self.snapshot(), sort_keys=True, separators=(",", ":"))
        import hashlib  # here: loading OpenSSL's hashes is a few ms of the launcher's start-up

        return hashlib.sha256(text.encode()).hexdigest()
