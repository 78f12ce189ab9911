"""The contract every game implements, and what the program builds on it (pure Python, no Qt)."""
from dawnofempires_gui.engine.actions import Action
from dawnofempires_gui.engine.errors import IllegalAction, RecordError
from dawnofempires_gui.engine.game import Event, Game, ScoreSheet, Seat
from dawnofempires_gui.engine.moves import Move, Moves, Step, steps
from dawnofempires_gui.engine.rng import Rng, ViewCannotDraw
from dawnofempires_gui.engine.zones import ALLIES, HIDDEN, NOBODY, OWNER, PUBLIC, Zone

__all__ = ["ALLIES", "HIDDEN", "NOBODY", "OWNER", "PUBLIC", "Action", "Event", "Game", "IllegalAction", "Move",
           "Moves", "RecordError", "Rng", "ScoreSheet", "Seat", "Step", "ViewCannotDraw", "Zone", "steps"]
