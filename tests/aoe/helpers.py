"""Shared helpers for the Age of Empires rules tests: games set up at chosen squares, pieces put on the board
by hand, scripted dice, and running one part of the sequence of play."""
from __future__ import annotations

from dawnofempires_gui.engine import Action, Rng, Seat, registry
from dawnofempires_gui.games.aoe.kinds import KINDS

NAMES = ("Ana", "Bo", "Cy", "Di", "Ed", "Flo")
INFO = registry.get("aoe")


class Dice(Rng):
    """A generator that answers randint() from a script and remembers every die asked for (its sides)."""

    def __init__(self, rolls=(), fallback_seed: int = 1):
        super().__init__(fallback_seed)
        self.script = list(rolls)
        self.asked: list[int] = []

    def clone(self):
        other = Dice(self.script, 0)
        other.state, other.draws, other.asked = self.state, self.draws, self.asked[:]
        return other

    def randint(self, low: int, high: int) -> int:
        self.asked.append(high)
        self.draws += 1
        if self.script:
            value = self.script.pop(0)
            assert low <= value <= high, f"scripted {value} is not a roll of a d{high}"
            return value
        return super().randint(low, high)


def new_game(players: int = 2, seed: int = 1, **options):
    return INFO.new_game([Seat(NAMES[i]) for i in range(players)], {**INFO.default_options(), **options}, seed)


def square(game, x: int, y: int) -> int:
    """The square at column x, row y, counted from 0 (as the board's grid does)."""
    return game.board.grid.cell(x, y)


def set_up(players: int = 2, seed: int = 1, centers=None, **options):
    """A game past its setup: civilizations chosen, each Town Center (with 3 villagers) at `centers` (x, y) or
    at a default square of the seat's section; then at the first Resource Collection."""
    game = new_game(players, seed, **options)
    if game.top_step()[0] == "civilization":
        for s in range(players):
            game.apply(s, Action("choose_civilization", civilization="latin"))
    for s in range(players):
        if centers is not None:
            sq = square(game, *centers[s])
        else:
            sq = game.board.start[s][60]
        game.apply(s, Action("place_town_center", square=sq))
    return game


def empty_board(players: int = 2, seed: int = 1, **options):
    """A set-up game with every piece taken off, stopped before any phase: build a position with put()."""
    game = set_up(players, seed, **options)
    game.pieces.clear()
    game.next_id = 1
    game.flow = []
    game.order = list(range(players))
    return game


def put(game, type_id: str, owner: int, x: int, y: int, down: bool = False, at: int = -1) -> dict:
    return game.add_piece(type_id, owner, square(game, x, y), down=down, at=at)


def run(game, stage: str, rolls=None, stop: str = ""):
    """Run the sequence of play from `stage` until a decision is needed, the game ends, or the part `stop` is
    next (with scripted dice if given)."""
    if rolls is not None:
        game.rng = Dice(rolls)
    game.flow = []
    game.stage = stage
    goes_on(game, stop)
    return game


def goes_on(game, stop: str = ""):
    """After a decision: run on as proceed() does, but halt before the part `stop`."""
    while not game.over and not game.flow and game.stage != stop:
        getattr(game, "stage_" + game.stage)()
    return game


def command(game, seat: int, *pieces: dict) -> None:
    game.cc[seat] = sorted(p["id"] for p in pieces)


def events_text(events) -> str:
    return "\n".join(e.text for e in events)


def act(game, seat: int, kind: str, **args):
    """Apply an action with every check, returning the events' texts."""
    return events_text(game.apply(seat, Action(kind, **args)))


def kinds_of(game, seat: int) -> list[str]:
    return sorted(p["type"] for p in game.pieces.values() if p["owner"] == seat)


def unit_kind(type_id: str):
    return KINDS[type_id]


def halt(game, stop: str):
    """Make the game stop running on before the part `stop` after each decision (to look at hit markers before
    the Applying Hits phase takes them off, say)."""
    game.proceed = lambda: goes_on(game, stop)
    return game


def rolled(game):
    """This phase's rolls as (attacker types, target type, die, need, roll, hit, colour)."""
    return [(tuple(game.pieces[i]["type"] for i in group), game.pieces[t]["type"], die, need, roll, hit, colour)
            for group, t, die, need, roll, hit, colour in game.rolls]
