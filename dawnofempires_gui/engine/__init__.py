"""The contract every game implements, and what the program builds on it (pure Python, no Qt).

Names are imported on first use (PEP 562), so that the launcher, which needs only the registry, starts
without loading the whole engine.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_WHERE = {
    "Action": "actions", "IllegalAction": "errors", "RecordError": "errors", "Event": "events", "Game": "game",
    "ScoreSheet": "events", "Seat": "seats", "Move": "moves", "Moves": "moves", "Step": "moves", "steps": "moves",
    "Rng": "rng", "ViewCannotDraw": "rng", "ALLIES": "zones", "HIDDEN": "zones", "NOBODY": "zones",
    "OWNER": "zones", "PUBLIC": "zones", "Zone": "zones", "registry": "registry",
}
__all__ = sorted(_WHERE)

if TYPE_CHECKING:
    from dawnofempires_gui.engine import registry
    from dawnofempires_gui.engine.actions import Action
    from dawnofempires_gui.engine.errors import IllegalAction, RecordError
    from dawnofempires_gui.engine.events import Event, ScoreSheet
    from dawnofempires_gui.engine.game import Game
    from dawnofempires_gui.engine.seats import Seat
    from dawnofempires_gui.engine.moves import Move, Moves, Step, steps
    from dawnofempires_gui.engine.rng import Rng, ViewCannotDraw
    from dawnofempires_gui.engine.zones import ALLIES, HIDDEN, NOBODY, OWNER, PUBLIC, Zone


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'dawnofempires_gui.engine' has no attribute {name!r}")
    loaded = importlib.import_module(f"dawnofempires_gui.engine.{module}")
    value = loaded if name == module else getattr(loaded, name)
    globals()[name] = value
    return value
