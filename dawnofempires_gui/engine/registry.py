"""The games the program knows: what the launcher shows and how to build each game's model and board.

The board is named by a dotted path and imported only when a window opens it, so that the model can
be used (CLI, tests, computer opponents) without Qt.
"""
from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from dawnofempires_gui.engine.errors import RecordError

if TYPE_CHECKING:  # the launcher reads the registry without loading the rules engine
    from dawnofempires_gui.engine.game import Game, Seat

@dataclass(frozen=True)
class OptionSpec:
    """One option of a game, as the new-game dialog shows it. kind: "choice", "bool" or "int".

    shown=False: not offered in the dialog (an edition of the rules, a setting kept for old saves).
    legacy: the value a save made before this option existed played with (its absence in a saved file
    means that value), so that every old save replays as it was played.
    """

    key: str
    label: str
    default: Any
    kind: str = "choice"
    choices: tuple[tuple[Any, str], ...] = ()
    minimum: int = 0
    maximum: int = 0
    help: str = ""
    shown: bool = True
    legacy: Any = None
    applies_to: tuple[int, ...] = ()  # the player counts it matters for (empty: all); others hide it

    def check(self, value: Any) -> Any:
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise RecordError(f"Option {self.label!r} must be yes or no, not {value!r}.")
        elif self.kind == "int":
            if not isinstance(value, int) or isinstance(value, bool) or not self.minimum <= value <= self.maximum:
                raise RecordError(f"Option {self.label!r} must be a whole number from {self.minimum} to {self.maximum}.")
        elif value not in [c[0] for c in self.choices]:
            raise RecordError(f"Option {self.label!r} has no choice {value!r}.")
        return value


def _load(path: str) -> Any:
    module, _, attr = path.partition(":")
    return getattr(importlib.import_module(module), attr)


@dataclass(frozen=True)
class GameInfo:
    """What the program knows of one game: the launcher's tile, the new-game dialog, the credits.

    A game is a package under dawnofempires_gui/games/ whose __init__ defines INFO; nothing else lists it.
    """

    id: str
    name: str
    player_counts: tuple[int, ...]  # exactly the numbers of players the rules allow
    length: str
    summary: str
    model: str  # "package.module:GameClass"
    board: str  # "package.module:BoardScene", imported only by the window
    options: tuple[OptionSpec, ...] = ()
    rules_files: tuple[str, ...] = ()  # under resources/, shown by F1
    emblem: tuple[str, ...] = ("fa6s.crown",)  # qtawesome icon names drawn on the launcher tile
    listed: bool = True  # test games are registered but not shown in the launcher
    order: int = 100  # place in the launcher (smaller first)
    designers: str = ""  # the credit shown in Help > About and CREDITS.md
    credit_source: str = ""  # where that credit comes from
    on_finish: str = ""  # "module:function(state) -> list[str]": run once when a game ends at the table
    random_play_options: Mapping[str, Any] = field(default_factory=dict)  # games between random seats (tests,
    # the simulator, benchmarks) add these: a hidden turn limit where random play would never end
    extra: Mapping[str, Any] = field(default_factory=dict)

    def simulation_options(self, options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The options of a game between computer seats: the game's random-play options under `options`."""
        return self.checked_options({**self.random_play_options, **dict(options or {})})

    @property
    def min_players(self) -> int:
        return min(self.player_counts)

    @property
    def max_players(self) -> int:
        return max(self.player_counts)

    def allows(self, players: int) -> bool:
        return players in self.player_counts

    @property
    def players(self) -> str:
        """'1–4', '2, 4 or 6', '3'."""
        counts = sorted(self.player_counts)
        if len(counts) == 1:
            return str(counts[0])
        if counts == list(range(counts[0], counts[-1] + 1)):
            return f"{counts[0]}–{counts[-1]}"
        return f"{', '.join(map(str, counts[:-1]))} or {counts[-1]}"

    def model_class(self) -> type[Game]:
        return _load(self.model)

    def board_class(self) -> Any:
        return _load(self.board)

    def finish_notes(self, state: Game) -> list[str]:
        """What the table does once a game ends (a best score kept on this computer), in words."""
        return list(_load(self.on_finish)(state)) if self.on_finish else []

    def default_options(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.options}

    def checked_options(self, options: Mapping[str, Any] | None, saved: bool = False) -> dict[str, Any]:
        """The options with defaults filled in; an unknown key or value is a RecordError. `saved`: the
        options come from a file, where a missing option takes its legacy value when it has one."""
        if options is not None and not isinstance(options, Mapping):
            raise RecordError(f"The options of {self.name} are not a table of names and values.")
        given = dict(options or {})
        if saved:
            for spec in self.options:
                if spec.key not in given and spec.legacy is not None:
                    given[spec.key] = spec.legacy
        specs = {o.key: o for o in self.options}
        unknown = sorted(set(given) - set(specs))
        if unknown:
            raise RecordError(f"{self.name} has no option {unknown[0]!r}.")
        return {key: spec.check(given.get(key, spec.default)) for key, spec in specs.items()}

    def new_game(self, seats: Sequence[Seat | str], options: Mapping[str, Any] | None = None, seed: int = 0) -> Game:
        if not self.allows(len(seats)):
            raise RecordError(f"{self.name} is for {self.players} players, not {len(seats)}.")
        return self.model_class().new_game(seats, self.checked_options(options), seed)


_GAMES: dict[str, GameInfo] = {}
_discovered = False


def register(info: GameInfo) -> GameInfo:
    _GAMES[info.id] = info
    return info


def _discover() -> None:
    """Register every package under dawnofempires_gui/games/ that defines INFO (once)."""
    global _discovered
    if _discovered:
        return
    _discovered = True
    import dawnofempires_gui.games as games

    for module in pkgutil.iter_modules(games.__path__):
        if not module.ispkg:
            continue
        package = importlib.import_module(f"{games.__name__}.{module.name}")
        info = getattr(package, "INFO", None)
        if isinstance(info, GameInfo):
            register(info)


def get(game_id: str) -> GameInfo:
    _discover()
    try:
        return _GAMES[game_id]
    except (KeyError, TypeError):
        raise RecordError(f"This program does not know a game called {str(game_id)[:40]!r}.") from None


def all_games(listed_only: bool = True) -> list[GameInfo]:
    _discover()
    games = [g for g in _GAMES.values() if g.listed or not listed_only]
    return sorted(games, key=lambda g: (g.order, g.name))
