"""Age of Mythology: The Boardgame — the rules model (pure Python, never Qt). The state a board reads, and its
queries, are described in the package docstring (games/aom/__init__.py).

Where each rule lives, in the rulebook's order:
  rules_state.py    the state, the zones of secrets, cubes, boards, units and cards, the small queries
  rules_tables.py   the game's tables as the rules read them: resources, terrains, tiles, victory cards, units
  rules_setup.py    Setting Up the Game: cultures, bank, units, decks, Starting Player, the tile draft
                                                                             take_tile, pass_tile
  rules_turn.py     The Turns: victory cubes, the hand, three rounds of play  place_vp, take_card, draw_cards,
                                                                             play, pass_card
  rules_explore.py  Explore (its picks are take_tile, pass_tile)
  rules_gather.py   Gather                                                   gather_mode, move_worker, gather_now
  rules_build.py    Build; a building lost                                   build, build_done, remove_villager
  rules_recruit.py  Recruit                                                  recruit, recruit_done
  rules_trade.py    Trade; Next Age                                          pay_trade, swap, buy_vp, trade_done
  rules_attack.py   Attack: target, secret armies, spoils                    attack, send_unit, army_done,
                                                                             send_home, raze, seize
  rules_battle.py   Battles: rounds, dice, specials                          fight, retreat (commit), tactic
                                                                             (commit), resurrect, let_fall,
                                                                             reinforce, no_reinforce
  rules_powers.py   God powers                                               destroy_building, destroy_tile,
                                                                             destroy_unit, steal_from, sacrifice,
                                                                             free_unit, convert, convert_done
  rules_take.py     cubes taken one by one (powers, a raid's spoils)         take_cube, take_from
  rules_end.py      Spoilage and the end of a turn; the end, victory cards and scores   discard, keep_cards
  rules_words.py    the game in words

The flow: the bottom frame is the phase ("draft", "place_vp", "hand", "play", "keep"); a card's god power, its
action and a battle inside an Attack are sub-steps pushed above "play" and popped when done. The secret picks of
each battle round ("battle") and of how a unit fights ("tactic") are commit steps revealed together. The units
sent into a battle are chosen one by one by both sides at once ("army": both seats are to move; each pick goes
into that seat's army zone, seen by nobody else) and revealed when both are done. Decisions with a single
possible answer are not asked (a player without a square for any tile passes, one kind of cube is taken at once).
"""
from __future__ import annotations

from dawnofempires_gui.engine import Step, steps
from dawnofempires_gui.games.aom.rules_attack import AttackRules
from dawnofempires_gui.games.aom.rules_battle import BattleRules
from dawnofempires_gui.games.aom.rules_build import BuildRules
from dawnofempires_gui.games.aom.rules_end import EndRules
from dawnofempires_gui.games.aom.rules_explore import ExploreRules
from dawnofempires_gui.games.aom.rules_gather import GatherRules
from dawnofempires_gui.games.aom.rules_powers import PowerRules
from dawnofempires_gui.games.aom.rules_recruit import RecruitRules
from dawnofempires_gui.games.aom.rules_setup import SetupRules
from dawnofempires_gui.games.aom.rules_state import MOVES
from dawnofempires_gui.games.aom.rules_take import TakeRules
from dawnofempires_gui.games.aom.rules_trade import TradeRules
from dawnofempires_gui.games.aom.rules_turn import TurnRules
from dawnofempires_gui.games.aom.rules_words import STEP_WORDS, age_name, culture_name

_W = STEP_WORDS
STEPS = steps(
    Step("draft", ("take_tile", "pass_tile"), _W["draft"]),
    Step("place_vp", ("place_vp",), _W["place_vp"]),
    Step("hand", ("take_card", "draw_cards"), _W["hand"]),
    Step("play", ("play", "pass_card"), _W["play"]),
    Step("explore", ("take_tile", "pass_tile"), _W["explore"]),
    Step("gather_mode", ("gather_mode",), _W["gather_mode"]),
    Step("workers", ("move_worker", "gather_now"), _W["workers"]),
    Step("build", ("build", "build_done"), _W["build"]),
    Step("recruit", ("recruit", "recruit_done"), _W["recruit"]),
    Step("trade_cost", ("pay_trade",), _W["trade_cost"]),
    Step("trade", ("swap", "buy_vp", "trade_done"), _W["trade"]),
    Step("attack", ("attack",), _W["attack"]),
    Step("army", ("send_unit", "army_done"), _W["army"]),
    Step("seduce", ("send_home",), _W["seduce"]),
    Step("battle", ("fight", "retreat"), _W["battle"], commit="reveal_picks"),
    Step("tactic", ("tactic",), _W["tactic"], commit="reveal_tactics"),
    Step("resurrect", ("resurrect", "let_fall"), _W["resurrect"]),
    Step("reinforce", ("reinforce", "no_reinforce"), _W["reinforce"]),
    Step("raze", ("raze",), _W["raze"]),
    Step("seize", ("seize",), _W["seize"]),
    Step("take_from", ("take_from",), _W["take_from"]),
    Step("take_cubes", ("take_cube",), _W["take_cubes"]),
    Step("villager_loss", ("remove_villager",), _W["villager_loss"]),
    Step("power_building", ("destroy_building",), _W["power_building"]),
    Step("power_tile", ("destroy_tile",), _W["power_tile"]),
    Step("power_unit", ("destroy_unit",), _W["power_unit"]),
    Step("steal_target", ("steal_from",), _W["steal_target"]),
    Step("sacrifice", ("sacrifice",), _W["sacrifice"]),
    Step("free_unit", ("free_unit",), _W["free_unit"]),
    Step("convert", ("convert", "convert_done"), _W["convert"]),
    Step("keep", ("discard", "keep_cards"), _W["keep"]),
)


class AgeOfMythology(SetupRules, TurnRules, ExploreRules, GatherRules, BuildRules, RecruitRules, TradeRules,
                     AttackRules, BattleRules, PowerRules, TakeRules, EndRules):
    MOVES = MOVES
    STEPS = STEPS
    MAIN = ("gather_now", "build_done", "recruit_done", "trade_done", "army_done", "keep_cards", "pass_tile",
            "convert_done", "no_reinforce")

    @property
    def MAIN_ACTIONS(self) -> tuple[str, ...]:  # noqa: N802  what Space takes
        """Done choosing units is not what Space takes while nothing is chosen: a battle sent no units is lost at
        once, and its reveal cannot be taken back."""
        if self.step() == "army" and not any(u for s in self.to_move() for u in self.army[s]):
            return tuple(k for k in self.MAIN if k != "army_done")
        return self.MAIN

    def phase(self) -> str:
        if self.over:
            return "Game over"
        step = self.step()
        who = " and ".join(self.seat_name(s) for s in self.to_move())
        if step == "draft":
            return f"Setup · {who} · {STEP_WORDS[step]}"
        when = f"Turn {self.turn}" + (f" · round {self.round}" if 1 <= self.round <= 3 else
                                      " · extra actions" if self.round > 3 else "")
        return f"{when} · {who} · {STEP_WORDS.get(step, step)}"

    def how_far(self) -> str:
        return f"turn {self.turn}" if self.turn >= 1 else ""  # its rounds are those of card play within a turn

    def seat_summary(self, seat: int) -> str:
        """A line about a seat for the board: culture and Age."""
        return f"{culture_name(self.cult[seat])}, {age_name(self.age[seat])} Age"
