"""Helpers for the Rise of Empires tests: a game with the rulebook's players, a seat's action turn set up
directly, pieces moved without making or losing any, and play driven on until something happens."""
from __future__ import annotations

from collections.abc import Callable

import pytest

from dawnofempires_gui.ai import RandomBot
from dawnofempires_gui.engine import Action, IllegalAction, Seat
from dawnofempires_gui.games.roe import data as D
from dawnofempires_gui.games.roe.rules import RiseOfEmpires

NAMES = ["Michael", "Peter", "Dan", "Lin", "Ana"]
MICHAEL, PETER, DAN, LIN, ANA = range(5)


def new_game(n: int = 3, seed: int = 1, first: int | None = None) -> RiseOfEmpires:
    """A fresh game; `first`: the seat made start player (turn order clockwise from him)."""
    g = RiseOfEmpires([Seat(x) for x in NAMES[:n]], {}, seed)
    if first is not None:
        g.order = [(first + k) % n for k in range(n)]
        g.prev_order = g.order[:]
        at_action(g, first)
        g.turn_pos = 0
    return g


def at_action(g: RiseOfEmpires, seat: int, turn: int | None = None) -> RiseOfEmpires:
    """Make it `seat`'s action turn, its action not yet taken (in game turn `turn` if given)."""
    if turn is not None:
        g.turn = turn
    g.stage = "actions"
    g.flow = [("action", (seat,))]
    g.active = seat
    g.turn_pos = g.order.index(seat)
    g.acted = False
    return g


def b_turn(g: RiseOfEmpires, seat: int, turn: int = 2) -> RiseOfEmpires:
    """A B turn with an empty action display; discs are put on it with put_disc()."""
    for row in g.display.values():
        for i in range(len(row)):
            row[i] = -1
    g.hand = [D.GAME.actions_per_turn] * g.n
    return at_action(g, seat, turn)


def put_disc(g: RiseOfEmpires, seat: int, row: str, circle: int) -> None:
    g.display[row][circle] = seat
    g.hand[seat] -= 1


def put_cubes(g: RiseOfEmpires, seat: int, region: str, n: int) -> None:
    """Cubes from the seat's general stock onto the map (nothing made or lost)."""
    g.stock[seat] -= n
    g.cubes[region][seat] += n


def to_pool(g: RiseOfEmpires, seat: int, n: int) -> None:
    """Cubes from the general stock to the pool (n may be negative)."""
    g.stock[seat] -= n
    g.pool[seat] += n


def give_progress(g: RiseOfEmpires, seat: int, tile: str, ready: bool = True) -> None:
    """Hand a progress tile to a seat from wherever it is (ready: usable at once)."""
    for place in (g.progress_up,):
        if tile in place:
            place[place.index(tile)] = None
            break
    else:
        for place in (g.progress_aside, g.progress_box):
            if tile in place:
                place.remove(tile)
                break
        else:
            deck = getattr(g, f"progress_deck{D.PROGRESS_BY_ID[tile].era}")
            deck[deck.index(tile)] = None
    g.progress[seat].append(tile)
    if not ready:
        g.taken_at[seat][tile] = g.actions_taken[:]


def give_territory(g: RiseOfEmpires, seat: int, tile: str, count: int = 1) -> None:
    for _ in range(count):
        for place in (g.territory_up, g.territory_deck):
            if tile in place:
                place[place.index(tile)] = None
                break
        else:
            g.territory_aside.remove(tile)
        g.territories[seat].append(tile)


def give_city(g: RiseOfEmpires, seat: int, tile: str) -> None:
    for place in (g.city_up, g.city_deck):
        if tile in place:
            place[place.index(tile)] = None
            break
    else:
        (g.city_aside if tile in g.city_aside else g.city_box).remove(tile)
    g.cities[seat].append(tile)


def face_up_city(g: RiseOfEmpires, tile: str, box: int = 0) -> None:
    """Turn a city tile face up in a box of the city track (whatever was there goes back into its slot)."""
    slot = g.city_deck.index(tile)
    g.city_deck[slot], g.city_up[box] = g.city_up[box], tile


def face_up_progress(g: RiseOfEmpires, tile: str, box: int = 0) -> None:
    deck = getattr(g, f"progress_deck{D.PROGRESS_BY_ID[tile].era}")
    if tile in g.progress_up:
        return
    if tile in deck:
        slot = deck.index(tile)
        deck[slot], g.progress_up[box] = g.progress_up[box], tile
    else:
        g.progress_box.remove(tile)
        g.progress_box.append(g.progress_up[box]) if g.progress_up[box] else None
        g.progress_up[box] = tile


def play(g: RiseOfEmpires, seat: int, kind: str, **args) -> list:
    return g.apply(seat, Action(kind, **args))


def refused(g: RiseOfEmpires, seat: int, kind: str, **args) -> str:
    """The words a refused action gets (and the state is unchanged)."""
    before = g.digest()
    with pytest.raises(IllegalAction) as err:
        g.apply(seat, Action(kind, **args))
    assert g.digest() == before
    return str(err.value)


def kinds(g: RiseOfEmpires, seat: int) -> set[str]:
    return {a.kind for a in g.legal_actions(seat)}


def run_until(g: RiseOfEmpires, stop: Callable[[RiseOfEmpires], bool], seed: int = 0,
              limit: int = 5000) -> RiseOfEmpires:
    """Random play until stop(g) holds (checked before every action)."""
    bot = RandomBot(seed)
    for _ in range(limit):
        if stop(g) or g.is_over():
            return g
        seat = g.to_move()[0]
        g.apply(seat, bot.choose(None, seat, g.legal_actions(seat)))
    raise AssertionError("the condition never came")


def finish_action(g: RiseOfEmpires, seat: int) -> None:
    """Answer whatever the seat's regular action still asks with the plain choice, up to its end."""
    for _ in range(20):
        if g.is_over() or g.to_move() != [seat] or g.top_step()[0] == "action":
            return
        top = g.top_step()[0]
        main = {"place": "confirm_placement", "battle": "end_battles", "after": "end_turn", "b_act": "skip_action"}
        if top not in main:
            return
        play(g, seat, main[top])
