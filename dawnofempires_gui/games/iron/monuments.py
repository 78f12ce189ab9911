"""4. Build monuments (rulebook §4; Table 1 for Architecture): the monuments' moves of the build step
(building.py).

Each population fills one box of a monument; with Architecture, 2 population fill 3 boxes of one. The first to
finish a monument scores its larger number, later builders the smaller.

Moves: monument(m), architecture(m)."""
from __future__ import annotations

from dawnofempires_gui.engine.words import plural
from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.building import _MON_BOXES, _build_over, _no_pop
from dawnofempires_gui.games.iron.state import ARCHITECTURE, ARCHITECTURE_ACTS, MONUMENT, MOVES, NMON, IronMove
from dawnofempires_gui.games.iron.words import monument_name, points


def _monument(game, action) -> tuple[int, str]:
    """(index, problem) of the monument an action names."""
    m = D.MON_INDEX.get(action["monument"], -1)
    return m, "" if m >= 0 else f"There is no monument called {action['monument']}."


def _fill_monument(game, seat: int, m: int, boxes: int) -> None:
    at = seat * NMON + m
    game.mon[at] = min(_MON_BOXES[m], game.mon[at] + boxes)
    name = game.seat_name(seat)
    mname = D.MONUMENTS[m]["name"]
    if game.mon[at] >= _MON_BOXES[m]:
        if game.mon_first[m] < 0:  # the first to finish circles the larger number
            game.mon_first[m] = seat
            game.emit(f"{name} is the first to complete the {mname}: {points(D.MON_FIRST[m])}; "
                      f"later builders score {D.MON_LATER[m]}.", seat, "monument")
        else:
            game.emit(f"{name} completes the {mname}: {points(D.MON_LATER[m])}.", seat, "monument")
    else:
        game.emit(f"{name} fills in {plural(boxes, 'box')} of the {mname} ({game.mon[at]} of {_MON_BOXES[m]}).",
                  seat, "build")
    game.after_building(seat)


@MOVES.add
class Monument(IronMove):
    kind = "monument"
    args = {"monument": str}

    def options(self, game, seat):
        if game.pop < 1:
            return ()
        mon, base = game.mon, seat * NMON
        return [MONUMENT[m] for m in range(NMON) if mon[base + m] < _MON_BOXES[m]]

    def problem(self, game, seat, action):
        m, wrong = _monument(game, action)
        if wrong:
            return wrong
        if game.mon[seat * NMON + m] >= _MON_BOXES[m]:
            return f"Your {D.MONUMENTS[m]['name']} is complete."
        return "" if game.pop >= 1 else _no_pop(f"A box of the {D.MONUMENTS[m]['name']}")

    def out_of_step(self, game, seat, action):
        return _build_over(game)

    def apply(self, game, seat, action):
        game.pop -= 1
        _fill_monument(game, seat, D.MON_INDEX[action["monument"]], 1)

    def describe(self, game, action):
        return f"Fill in a box of the {monument_name(action['monument'])} (1 population)"


@MOVES.add
class Architecture(IronMove):
    kind = "architecture"
    args = {"monument": str}

    def options(self, game, seat):
        if game.pop < 2 or not game.devs[seat] & ARCHITECTURE:
            return ()
        mon, base = game.mon, seat * NMON
        return [ARCHITECTURE_ACTS[m] for m in range(NMON) if _MON_BOXES[m] - mon[base + m] >= 3]

    def problem(self, game, seat, action):
        if not game.devs[seat] & ARCHITECTURE:
            return "Filling 3 monument boxes with 2 population needs Architecture."
        m, wrong = _monument(game, action)
        if wrong:
            return wrong
        if game.pop < 2:
            return f"Architecture needs 2 population; you have {game.pop}."
        if _MON_BOXES[m] - game.mon[seat * NMON + m] < 3:
            return "That monument has fewer than 3 boxes left."
        return ""

    def out_of_step(self, game, seat, action):
        return _build_over(game)

    def apply(self, game, seat, action):
        game.pop -= 2
        _fill_monument(game, seat, D.MON_INDEX[action["monument"]], 3)

    def describe(self, game, action):
        return f"Architecture: fill in 3 boxes of the {monument_name(action['monument'])} (2 population)"
