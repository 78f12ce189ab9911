"""Rise of Empires: 200 seeded games per player count between random players, played to the end. After
every action gold, resource discs and cubes are never negative and are conserved between the bank, the
players, their pools and general stocks, the map and the trade track, and no row of the action display
holds more discs than it has circles; every tile is accounted for at each new game turn and at the end;
each game's record replays to the same state."""
from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor

import pytest

from dawnofempires_gui.ai import RandomBot
from dawnofempires_gui.engine import Seat
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.games.roe import data as D

GAMES = 200


def display_problems(g) -> list[str]:
    out = []
    for row, circles in g.display.items():
        discs = sum(1 for c in circles if c >= 0)
        if discs > len(circles) or len(circles) > (D.GAME.empire_row_max if row == "empire" else 10):
            out.append(f"the {row} row holds {discs} discs in {len(circles)} circles")
    return out


def play_checked(players: int, seed: int) -> tuple[int, list[int]]:
    """One random game to the end with every check; returns (actions, scores)."""
    seats = [Seat(f"Seat {i}") for i in range(players)]
    record = Record("roe", seats, {}, seed)
    state = record.new_state()
    bot = RandomBot(seed)
    turn = state.turn
    while not state.is_over():
        seat = state.to_move()[0]
        action = bot.choose(None, seat, state.legal_actions(seat))
        state.apply(seat, action)
        record.actions.append((seat, action))
        problems = state.amount_problems() + display_problems(state)
        if state.turn != turn:
            turn = state.turn
            problems += state.check_invariants()
        assert not problems, (players, seed, len(record.actions), action, problems)
        assert len(record.actions) < 5000, "a random game must end"
    assert state.check_invariants() == []
    assert record.replay().digest() == state.digest(), (players, seed)
    return len(record.actions), state.scores().totals


def play_many(players: int, seeds: range) -> int:
    return sum(play_checked(players, seed)[0] for seed in seeds)


def workers() -> int:
    return max(1, min(4, os.cpu_count() or 1))


@pytest.fixture(scope="module")
def pool():
    """The machine's processors share the games out (the same seeds whatever their number), in fresh
    processes, never forks of one that may hold a window; None on a single processor."""
    n = workers()
    if n == 1:
        yield None
        return
    with ProcessPoolExecutor(n, mp_context=multiprocessing.get_context("spawn")) as executor:
        yield executor


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_two_hundred_random_games_keep_every_piece_and_replay_the_same(players, pool):
    if pool is None:
        total = play_many(players, range(GAMES))
    else:
        n = workers()
        total = sum(pool.map(play_many, [players] * n, [range(k, GAMES, n) for k in range(n)]))
    assert total > GAMES * 100


def test_a_random_game_of_each_size_ends_with_a_winner():
    for players in (2, 3, 4, 5):
        actions, totals = play_checked(players, 1000 + players)
        assert actions > 50 and len(totals) == players


@pytest.mark.parametrize("players", [2, 5])
def test_players_who_always_take_the_first_choice_offered_still_reach_the_end(players):
    state = play_first(players)
    assert state.is_over() and state.check_invariants() == []


def play_first(players: int):
    from dawnofempires_gui.engine import registry
    state = registry.get("roe").new_game([Seat(f"Seat {i}") for i in range(players)], {}, players)
    for _ in range(5000):
        if state.is_over():
            break
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    return state
