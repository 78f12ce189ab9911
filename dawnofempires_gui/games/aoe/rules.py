"""Age of Empires Board Game (1998 playtest rules): the rules model, put together from one module per chapter
of the rulebook (pure Python, never Qt). The state and its queries: state.py and kinds.py; the package's
docstring (__init__.py) lists them for the board.

  setup.py       I.C, II.A  choose_civilization, place_town_center (secret picks of all players at once)
  turn.py        III        the sequence of play, phase by phase
  collection.py  III.A      collect, transfer, transfer_what, transfer_amount, transfer_cancel, resources_done
  command.py     III.B      command, command_some, command_none, pick, picked, pick_back
  combat.py      VI.A       attack, wait, hold, also, enough (the three attack phases' decisions and rolls)
  missile.py     III.C      programmed missile fire
  melee.py       III.D      programmed hand-to-hand attacks
  hits.py        III.E      applying hits
  catapult.py    III.F      programmed catapult launches
  movement.py    III.G      completion, move_to, stop, programmed moves
  build.py       IV, V      found_at, found, found_back, build_done; the rules of starting units and Ages
  produce_moves.py IV.C, V  train, upgrade, advance, produce_done
  winning.py     I.B, VI.B  who is out, who wins, the end of a turn
  scoring.py                the score sheet
  plan.py, policy.py        the computer's plan and its quick playout policy (Game.playout_choice)
  evaluation.py             the computer's judgement of a position (Game.evaluate)
  words.py                  squares, pieces, dice and steps in words
"""
from __future__ import annotations

from dawnofempires_gui.engine import Action, Step, steps
from dawnofempires_gui.games.aoe import produce_moves  # noqa: F401 (its moves join MOVES)
from dawnofempires_gui.games.aoe.build import BuildRules
from dawnofempires_gui.games.aoe.catapult import CatapultRules
from dawnofempires_gui.games.aoe.collection import CollectionRules
from dawnofempires_gui.games.aoe.command import CommandRules
from dawnofempires_gui.games.aoe.evaluation import EvaluationRules
from dawnofempires_gui.games.aoe.hits import HitsRules
from dawnofempires_gui.games.aoe.melee import MeleeRules
from dawnofempires_gui.games.aoe.missile import MissileRules
from dawnofempires_gui.games.aoe.policy import PolicyRules
from dawnofempires_gui.games.aoe.movement import MovementRules
from dawnofempires_gui.games.aoe.scoring import ScoringRules
from dawnofempires_gui.games.aoe.setup import SetupRules
from dawnofempires_gui.games.aoe.state import MOVES
from dawnofempires_gui.games.aoe.turn import TurnRules
from dawnofempires_gui.games.aoe.winning import WinningRules
from dawnofempires_gui.games.aoe.words import STEP_WORDS

__all__ = ["AgeOfEmpires", "STEPS"]


def _step(name: str, moves: tuple[str, ...], commit: str = "") -> Step:
    return Step(name, moves, STEP_WORDS[name], commit)


STEPS = steps(
    _step("civilization", ("choose_civilization",), commit="reveal_civilizations"),
    _step("setup", ("place_town_center",), commit="reveal_town_centers"),
    _step("resources", ("collect", "transfer", "transfer_what", "transfer_amount", "transfer_cancel",
                        "resources_done")),
    _step("command", ("command", "command_some", "command_none")),
    _step("pick", ("pick", "picked", "pick_back")),
    _step("attack", ("attack", "wait", "hold")),
    _step("more", ("also", "enough")),
    _step("move", ("move_to", "stop")),
    _step("site", ("found_at", "build_done")),
    _step("found", ("found", "found_back")),
    _step("produce", ("train", "upgrade", "advance", "produce_done")),
)


class AgeOfEmpires(SetupRules, CollectionRules, CommandRules, MissileRules, MeleeRules, HitsRules, CatapultRules,
                   MovementRules, BuildRules, WinningRules, ScoringRules, EvaluationRules, PolicyRules, TurnRules):
    MOVES = MOVES
    STEPS = STEPS
    MAIN_ACTIONS = ("resources_done", "command_none", "picked", "hold", "enough", "stop", "build_done",
                    "produce_done")

    def __init__(self, seats, options, seed):
        super().__init__(seats, options, seed)
        self.start_setup()

    def _apply(self, seat: int, action: Action) -> None:
        self.note_action(seat, action)
        super()._apply(seat, action)
        self.proceed()
