"""The first computer opponent: it picks uniformly among the legal actions, from its own seeded stream
so that a game between computers is repeatable."""
from __future__ import annotations

from collections.abc import Sequence

from dawnofempires_gui.engine import Action, Game, Rng


class Bot:
    """A computer seat. choose() sees only the seat's view (when needs_view) and its legal actions."""

    name = "bot"
    needs_view = True

    def choose(self, view: Game | None, seat: int, legal: Sequence[Action], *, decision: int = 0) -> Action:
        """`decision`: the number of actions in the record so far, so that a search is repeatable."""
        raise NotImplementedError


class RandomBot(Bot):
    name = "random"
    needs_view = False  # it looks at nothing but the list of legal actions

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x5EED_B07)

    def choose(self, view: Game | None, seat: int, legal: Sequence[Action], *, decision: int = 0) -> Action:
        if not legal:
            raise ValueError("a computer seat was asked to move with no legal action")
        return legal[self.rng.below(len(legal))]

