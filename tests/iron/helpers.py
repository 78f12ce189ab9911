"""Helpers for the Iron Age tests: games in a chosen position and dice that roll what a test says."""
from __future__ import annotations

from dawnofempires_gui.engine import Action, Rng
from dawnofempires_gui.engine import registry
from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.rules import IronAge

NAMES = ["Ana", "Bea", "Cy", "Dan"]


class ScriptedRng(Rng):
    """An Rng whose draws are the face indices a test lists (empire dice in order, then the fate die)."""

    __slots__ = ("script",)

    def __init__(self, script: list[int]) -> None:
        super().__init__(0)
        self.script = list(script)

    def clone(self) -> ScriptedRng:
        other = ScriptedRng(self.script)
        other.state, other.draws = self.state, self.draws
        return other

    def below(self, n: int) -> int:
        self.draws += 1
        value = self.script.pop(0)
        assert 0 <= value < n
        return value


def script(dice=(), fate=None) -> ScriptedRng:
    values = [D.EMPIRE_IDS.index(f) for f in dice]
    if fate is not None:
        values.append(D.FATE_IDS.index(fate))
    return ScriptedRng(values)


def new(n: int = 2, length: str = "short", setup=None, seed: int = 1) -> IronAge:
    """A game after setup; `setup` gives each seat's choice ("port" or "province"; default province)."""
    game = registry.get("iron").new_game(NAMES[:n], {"length": length}, seed)
    for seat in range(n):
        choice = (setup or ["province"] * n)[seat]
        game.apply(seat, Action("setup_" + choice))
    return game


def fresh_turn(game: IronAge, seat: int | None = None) -> IronAge:
    """Restart the turn of `seat` (default: the active seat) after a test changed the sheet."""
    game.start_turn(game.active if seat is None else seat)
    return game


def to_step(game: IronAge, step: str, seat: int | None = None, *details) -> IronAge:
    """Put the turn at `step` (a test position): the flow's top frame becomes that step for the active seat
    (or `seat`)."""
    game.set_step(step, (game.active if seat is None else seat,), *details)
    return game


def roll(game: IronAge, dice, fate, stop: bool = True):
    """Roll exactly these faces (every die on the first roll) and, by default, keep them all."""
    game.rng = script(dice, fate)
    seat = game.active
    events = game.apply(seat, Action("roll"))
    if stop and game.step() == "roll":
        events += game.apply(seat, Action("stop"))
    return events


def act(game: IronAge, kind: str, **args):
    seat = game.to_move()[0]
    return game.apply(seat, Action(kind, **args))


def texts(events) -> str:
    return " | ".join(e.text for e in events)


def finish_turn(game: IronAge) -> None:
    """Pass the remaining steps of the current turn without doing anything."""
    seat = game.active
    while game.active == seat and not game.is_over() and game.step() != "roll":
        for kind in ("skip_leadership", "skip_omens", "no_conquest", "refuse_good", "end_build", "skip_buy", "end_turn"):
            a = Action(kind)
            mover = game.to_move()[0]
            if a in game.legal_actions(mover):
                game.apply(mover, a)
                break
        else:
            if game.step() == "choose":
                die = next(i for i, f in enumerate(game.dice) if f == "choice" and not game.choice[i])
                act(game, "take", die=die, use="food")
            else:
                raise AssertionError(f"stuck in {game.step()}: {game.legal_actions(game.to_move()[0])}")
