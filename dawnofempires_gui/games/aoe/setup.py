"""Setting up (I.C, II.A, IV.D): each player chooses a civilization (a name only: every civilization plays
alike), then places his free Town Center on a land square of his start section, with his three free
villagers in its square. Both are secret picks made by all players at once (the engine's commit steps),
revealed together.

Moves: choose_civilization, place_town_center.
"""
from __future__ import annotations

from dawnofempires_gui.engine import Action
from dawnofempires_gui.engine.words import join
from dawnofempires_gui.games.aoe import data as D
from dawnofempires_gui.games.aoe.kinds import START_VILLAGERS
from dawnofempires_gui.games.aoe.state import MOVES, AoeMove, AoeState

CIVILIZATIONS = tuple(D.CIVILIZATIONS)
_CHOOSE = {c: Action("choose_civilization", civilization=c) for c in CIVILIZATIONS}
_PLACE: dict[int, Action] = {}


def place_action(square: int) -> Action:
    action = _PLACE.get(square)
    if action is None:
        action = _PLACE[square] = Action("place_town_center", square=square)
    return action


class SetupRules(AoeState):
    def start_setup(self) -> None:
        if self.options.get("civilizations", "choose") == "choose":
            self.push_step("civilization", range(self.n))
        else:
            self.push_step("setup", range(self.n))

    def reveal_civilizations(self, picks: dict[int, Action]) -> None:
        for seat, pick in sorted(picks.items()):
            self.civs[seat] = pick["civilization"]
        self.emit("Civilizations: " + join(f"{D.CIVILIZATIONS[c].name} ({self.seat_name(s)})"
                                           for s, c in enumerate(self.civs)) + ".", None, "setup", reveals=True)
        self.push_step("setup", range(self.n))

    def reveal_town_centers(self, picks: dict[int, Action]) -> None:
        for seat, pick in sorted(picks.items()):
            square = pick["square"]
            self.add_piece("town_center", seat, square)
            for _ in range(START_VILLAGERS):
                self.add_piece("villager", seat, square)
            self.emit(f"{self.seat_name(seat)} places the Town Center and {START_VILLAGERS} villagers at "
                      f"{self.square_name(square)}.", seat, "setup", reveals=True)
        self.turn = 1
        self.stage = "collect"


@MOVES.add
class ChooseCivilization(AoeMove):
    kind = "choose_civilization"
    args = {"civilization": str}

    def options(self, game, seat):
        return _CHOOSE.values()

    def problem(self, game, seat, action):
        if action["civilization"] not in D.CIVILIZATIONS:
            return f"There is no civilization called {action['civilization']!r}."
        return ""

    def describe(self, game, action):
        civ = D.CIVILIZATIONS.get(action["civilization"])
        return f"Choose the {civ.name} civilization (a name only)" if civ else "Choose a civilization"


@MOVES.add
class PlaceTownCenter(AoeMove):
    kind = "place_town_center"
    args = {"square": int}

    def options(self, game, seat):
        return [place_action(sq) for sq in game.board.start[seat]]

    def problem(self, game, seat, action):
        square = action["square"]
        if not 0 <= square < game.board.grid.size:
            return "That square is off the board."
        if game.board.sea[square]:
            return "A Town Center stands on land, not at sea."
        if square not in game.board.start[seat]:
            return "Your free Town Center goes on your own start section of the board."
        return ""

    def describe(self, game, action):
        return f"Place your Town Center and three villagers at {game.square_name(action['square'])}"
