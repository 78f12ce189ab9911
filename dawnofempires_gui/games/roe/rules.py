"""Rise of Empires: the rules model put together from one module per chapter of the rulebook (see the
package docstring for the state and the queries a board needs).

  state.py       the state, moving things, control of regions    setup.py      Setup, the tiles display
  new_tiles.py   I. New Tiles                                     actions.py    II. Player Actions (A, B)
  progress.py    Take Progress Tile, free-action tiles            territory.py  Take Territory Tile
  cities.py      Take City Tiles, wonders                         empire.py     Empire Tiles, placement
  battles.py     battles                                          trade.py      the trade track
  food.py        III. Food                                        income.py     IV. Income
  victory.py     V. Victory Points, control                       turn_order.py VI. Turn Order Determination
  era_end.py     End of an Era                                    scoring.py    End of the Game, scores, evaluate
  checks.py      invariants                                       words.py      names and words
"""
from __future__ import annotations

from dawnofempires_gui.engine import Action, Step, steps

from .actions import ActionRules
from .battles import BattleRules
from .checks import CheckRules
from .cities import CityRules
from .empire import EmpireRules
from .era_end import EraEndRules
from .food import FoodRules
from .income import IncomeRules
from .new_tiles import NewTilesRules
from .progress import ProgressRules
from .scoring import ScoringRules
from .setup import SetupRules
from .state import ERA_ROMAN, RoeState
from .territory import TerritoryRules
from .trade import TradeRules
from .turn_order import TurnOrderRules
from .victory import VictoryRules
from .words import STEP_WORDS

FREE = ("remove_cubes", "add_cubes", "move_cubes", "exchange", "recruit")
REGULAR = ("take_progress", "take_territory", "take_city", "take_empire", "trade")
STAGE_WORDS = {"actions": "Actions", "food": "Food", "income": "Income", "vp": "Victory points",
               "era_end": "End of the era", "order": "Turn order"}


def _step(name: str, moves: tuple[str, ...], auto: bool = False) -> Step:
    return Step(name, moves, STEP_WORDS[name], auto=auto)


class RiseOfEmpires(SetupRules, NewTilesRules, ActionRules, ProgressRules, TerritoryRules, CityRules, EmpireRules,
                    BattleRules, TradeRules, FoodRules, IncomeRules, VictoryRules, EraEndRules, TurnOrderRules,
                    ScoringRules, CheckRules, RoeState):
    STEPS = steps(
        _step("action", (*REGULAR, "take_disc", "idle_disc", *FREE)),
        _step("pay", ("pay",), auto=True),
        _step("b_act", (*REGULAR, "skip_action"), auto=True),
        # the plain way on first (a player or a computer taking the first choice always gets on)
        _step("place", ("place", "confirm_placement", "restart_empire", "reset_placement"), auto=True),
        _step("battle", ("battle", "end_battles")),
        _step("after", (*FREE, "end_turn")),
        _step("feed", ("feed_cities", "discard_city")),
        _step("upkeep", ("pay_upkeep", "discard_city")),
        _step("keep", ("keep_tile", "done_keeping")),
        _step("order", ("choose_place",), auto=True),
    )
    MAIN = ("confirm_placement", "end_battles", "end_turn", "feed_cities", "done_keeping")

    @property
    def MAIN_ACTIONS(self) -> tuple[str, ...]:  # noqa: N802  what Space takes, first found first
        """Space never ends a placement before a cube is placed nor returns every tile at the end of an era
        (a player in the habit of pressing it would lose the action or the tiles); doing nothing in a B turn
        (skip_action) is never its action: the disc was paid for."""
        step, seats = self.top_step()
        if step == "place" and not self.pl_regions and self.placeable(seats[0]):
            return tuple(k for k in self.MAIN if k != "confirm_placement")
        if step == "keep" and not self.kept_by_choice(seats[0]):
            return tuple(k for k in self.MAIN if k != "done_keeping")
        return self.MAIN

    def _apply(self, seat: int, action: Action) -> None:
        self.MOVES[action.kind].apply(self, seat, action)
        self.advance()

    def advance(self) -> None:
        """Run the game turn on until someone must decide (or the game ends)."""
        while not self.flow and not self.over:
            getattr(self, "_stage_" + self.stage)()

    def how_far(self) -> str:
        return f"era {ERA_ROMAN[self.era]}"

    def phase(self) -> str:
        if self.over:
            return "Game over"
        return f"Era {ERA_ROMAN[self.era]}, {'B' if self.b_turn else 'A'} turn · {self.step_words()}"

    def step_words(self, with_stage: bool = True) -> str:
        """The phase, whose decision it is and what it is: the turn panel's title (the tiles display, next
        to it, says the era and the turn); without the phase where the decision says it ('feed your cities')."""
        top = self.top_step()
        who = self.name(top[1][0]) if top[1] else ""
        words = f"{who} — {STEP_WORDS.get(top[0], top[0])}"
        return f"{STAGE_WORDS[self.stage]}: {words}" if with_stage else words
