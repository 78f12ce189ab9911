"""The contract every game implements, and what the program builds on it (pure Python, no Qt)."""
from dawnofempires_gui.engine.actions import Action
from dawnofempires_gui.engine.errors import IllegalAction, RecordError
from dawnofempires_gui.engine.game import Event, Game, ScoreSheet, Seat
from dawnofempires_gui.engine.rng import Rng

__all__ = ["Action", "Event", "Game", "IllegalAction", "RecordError", "Rng", "ScoreSheet", "Seat"]
