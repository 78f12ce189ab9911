"""Dawn of Empires: the rules model (pure Python, no Qt), put together from one module per chapter of the
rulebook. The state and its queries are in state.py; each chapter module holds its moves (one Move per
action kind, in the MOVES table) and its part of the flow:

  setup.py              §3 game preparation: choose_empire, place_start
  turn.py               §4 the rondel and the flow of a turn: rondel, end_turn
  harvest.py            §4.1 collect, stop_collecting, discard, convert, done_converting, pay_upkeep,
                        remove_hut, remove_warrior, retire_legend
  research.py           §4.2 research (also Philosophy's second one)
  recruit.py            §4.3 recruit, release
  movement.py           §4.4 pick (a stack), move, raid, found, end_move
  combat.py             §5 combat; legend (asked of the winner), place_mars (asked of the Temple's owner)
  explore_build_grow.py §4.5–§4.7 explore, build, grow
  exchanges.py          §9.2, §11 exchange (blue technologies, wonders, the Harvest's wealth exchange)
  scoring.py            §6 the end and the scores
  evaluation.py         the computer's judgement of a position (evaluate), for the search player
  words.py              tile names, stacks, amounts, the names of the steps

FLOW. A turn: "rondel" (the marker must move) -> the chosen action's step(s) -> "done" (exchanges, end
the turn). The action is optional: its steps offer end_turn, and in edition 2 so does a Harvest not yet
begun; once begun a Harvest runs to its upkeep. A step that leaves no choice resolves itself (AUTO: a
Harvest with nothing more to collect, upkeep that can be paid, a finished action with no exchange left).
Combat may ask another seat a question (a legend, the Spirit of Mars): a step pushed on top of the flow
for that seat, popped when answered.

FOR THE BOARD (no Qt here): hexmap (tiles, corners, positions), data (the tiles, the rondel, the
tracks), words.tile_label, and the game's queries: rondel_cost(), collect_options(), conversions(),
town_upkeep_due(), military_upkeep_due(), happy_faces(), unhappy(), score_parts(), idle_reason().
"""
from __future__ import annotations

from dawnofempires_gui.engine import Action, Step, steps

from .combat import CombatRules
from .evaluation import EvaluationRules
from .exchanges import ExchangeRules
from .explore_build_grow import BuildRules
from .harvest import HarvestRules
from .movement import MovementRules
from .recruit import RecruitRules
from .research import ResearchRules
from .scoring import ScoringRules
from .setup import SetupRules
from .state import DoeState
from .turn import TurnRules
from .words import STEP_WORDS, tile_label  # noqa: F401  (tile_label: for the board and the tests)

TURN_MOVES = ("exchange", "end_turn")


def _step(name: str, moves: tuple[str, ...]) -> Step:
    return Step(name, moves, STEP_WORDS[name])


class DawnOfEmpires(SetupRules, TurnRules, HarvestRules, ResearchRules, RecruitRules, MovementRules, CombatRules,
                    BuildRules, ExchangeRules, ScoringRules, EvaluationRules, DoeState):
    STEPS = steps(
        _step("empire", ("choose_empire",)),
        _step("start", ("place_start",)),
        _step("rondel", ("rondel", "exchange")),
        _step("collect", ("collect", "stop_collecting", *TURN_MOVES)),
        _step("discard", ("discard", "exchange")),
        _step("convert", ("convert", "done_converting", "exchange")),
        _step("upkeep", ("remove_hut", "remove_warrior", "retire_legend", "pay_upkeep", "exchange")),
        _step("research", ("research", *TURN_MOVES)),
        _step("research_bonus", ("research", *TURN_MOVES)),
        _step("recruit", ("recruit", "release", *TURN_MOVES)),
        _step("recruit_extra", ("recruit", "release", *TURN_MOVES)),
        _step("move_pick", ("pick", *TURN_MOVES)),
        _step("move_stack", ("move", "raid", "found", "end_move", *TURN_MOVES)),
        _step("explore", ("explore", *TURN_MOVES)),
        _step("build", ("build", *TURN_MOVES)),
        _step("grow", ("grow", *TURN_MOVES)),
        _step("done", TURN_MOVES),
        _step("legend", ("legend",)),
        _step("mars", ("place_mars",)),
    )
    # The steps that may leave no choice, and the method that then moves the flow on.
    AUTO = {
        "collect": "auto_collect", "discard": "auto_discard", "convert": "auto_convert", "upkeep": "auto_upkeep",
        "research_bonus": "auto_follow_up", "recruit_extra": "auto_follow_up", "done": "auto_follow_up",
        "move_pick": "auto_next_stack",
    }
    # The window's main action (Space), first found first.
    MAIN_ACTIONS = ("stop_collecting", "done_converting", "pay_upkeep", "end_move", "end_turn")

    def _apply(self, seat: int, action: Action) -> None:
        self.MOVES.by_kind[action.kind].apply(self, seat, action)
        self.check_end()
        self.settle()

    def phase(self) -> str:
        if self.over:
            return "Game over"
        top = self.top_step()
        what = STEP_WORDS.get(top[0], top[0])
        who = self.name(top[1][0])
        if top[0] in ("empire", "start"):
            return f"Setup: {who} — {what}"
        last = " (final turns)" if self.final_left > 0 else ""
        return f"Round {self.round}{last}: {who} — {what}"
