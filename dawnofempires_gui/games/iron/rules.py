"""Roll Through the Ages: The Iron Age — the rules model (pure Python, never Qt).

Tables come from resources/iron/*.toml through `data` (dice faces, developments, monuments, disasters,
score sheet). Seat 0 is the start player; seats are in clockwise order. One seat plays the solitaire game.

Where each rule lives, in the rulebook's order (the moves of each chapter after the dash):
  state.py         the state (every attribute explained), the actions made once, the small queries
  setup.py         Setup: the second port or province - setup_port, setup_province
  rolling.py       §1 roll, re-roll, Leadership, Omens, collect - roll, keep, release, stop, leadership,
                   skip_leadership, omens, skip_omens, take
  disasters.py     §2 feed provinces, famine, disasters
  battles.py       §3 battles, conquest, tribute demands - conquer, no_conquest, give_good, refuse_good
  building.py      §4 provinces, ports, armies, ships - province, port_pop, urn, port, army, ship, granary,
                   end_build
  monuments.py     §4 monuments - monument, architecture
  developments.py  §5 buy a development, §6 store goods as wealth - buy, skip_buy, store, end_turn
  end.py           Game End and Winning: the end of turns, rounds and the game; the final tally
  words.py         the game in words (steps, dice, payments)
  evaluation.py    the computer's judgement of a position (evaluate), for the search player

Each action kind is one Move (options, problem, apply, describe) in the module of its chapter;
legal_actions() and why_illegal() come from the engine, through the step on top of the flow (STEPS
below). Steps without any choice are passed over by the model (no food-or-population face, nothing to
build or buy or store). Events go through emit(); every roll is marked as new information.

QUERIES FOR THE BOARD (no state change)
  phase(), step(), asked(), demand_strength()
  score_parts(seat), score(seat), scores()        the running score by category, its sum, the ScoreSheet
  port_boxes(seat), province_boxes(seat), monument_boxes(seat, id), mon_first
  strength(seat), empire_dice(seat), choice_amount(seat, use), innovation_value(seat), dev_cost(seat, dev),
  payments(seat, dev), means(seat), store_rate(seat), end_conditions()
"""
from __future__ import annotations

from dawnofempires_gui.engine import Step, steps
from dawnofempires_gui.games.iron import monuments  # noqa: F401 (its moves join MOVES)
from dawnofempires_gui.games.iron.battles import BattleRules
from dawnofempires_gui.games.iron.building import BuildingRules
from dawnofempires_gui.games.iron.developments import DevelopmentRules
from dawnofempires_gui.games.iron.disasters import DisasterRules
from dawnofempires_gui.games.iron.end import EndRules
from dawnofempires_gui.games.iron.evaluation import EvaluationRules
from dawnofempires_gui.games.iron.rolling import RollingRules
from dawnofempires_gui.games.iron.setup import SetupRules
from dawnofempires_gui.games.iron.state import FATE, MOVES, IronState
from dawnofempires_gui.games.iron.words import STEP_WORDS

__all__ = ["FATE", "IronAge", "STEPS"]

_W = STEP_WORDS
STEPS = steps(
    Step("setup", ("setup_port", "setup_province"), _W["setup"]),
    Step("roll", ("keep", "release", "roll", "stop"), _W["roll"]),
    Step("leadership", ("leadership", "skip_leadership"), _W["leadership"]),
    Step("omens", ("omens", "skip_omens"), _W["omens"]),
    Step("choose", ("take",), _W["choose"]),
    Step("conquest", ("conquer", "no_conquest"), _W["conquest"]),
    Step("battles", (), _W["battles"]),  # the demander's frame while an opponent answers (never on top)
    Step("tribute", ("give_good", "refuse_good"), _W["tribute"]),
    Step("build", ("province", "port_pop", "urn", "port", "monument", "architecture", "army", "ship", "granary",
                   "end_build"), _W["build"]),
    Step("buy", ("buy", "skip_buy"), _W["buy"]),
    Step("store", ("store", "end_turn"), _W["store"]),
)


class IronAge(SetupRules, RollingRules, DisasterRules, BattleRules, BuildingRules, DevelopmentRules, EndRules,
              EvaluationRules, IronState):
    MOVES = MOVES
    STEPS = STEPS
    MAIN_ACTIONS = ("roll", "stop", "skip_leadership", "skip_omens", "end_build", "skip_buy", "end_turn")

    def phase(self) -> str:
        if not self.flow:
            return "Game over"
        name = self.seat_name(self.active)
        step = self.flow[-1][0]
        if step == "setup":
            return f"Setup · {name} · choose a port or a province"
        if step == "tribute":
            return f"Round {self.round} · {self.seat_name(self.asked())} answers {name}'s tribute demand"
        return f"Round {self.round} · {name} · {STEP_WORDS[step]}"
