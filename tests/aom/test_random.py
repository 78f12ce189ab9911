"""Many seeded games between random seats, to the end: after every action no resource is negative, cubes and
victory cubes are conserved, the view of a seat holds no other seat's hand or secret army, and each record
replays to the same game."""
import random

import pytest

from dawnofempires_gui.engine import HIDDEN, Action, IllegalAction, Seat, registry
from dawnofempires_gui.engine.record import Record

GAMES_PER_COUNT = 200
FULL_REPLAY_EVERY = 10  # the other games are replayed with the rules trusted (same actions, same checks skipped)


def play_random(n: int, seed: int, options=None):
    info = registry.get("aom")
    seats = [Seat(f"Seat {i + 1}", computer=True) for i in range(n)]
    options = info.checked_options(options or {})
    game = info.new_game(seats, options, seed)
    chooser = random.Random(seed * 31 + n)
    actions = []
    while not game.is_over():
        seat = game.to_move()[0]
        legal = game.legal_actions(seat)
        action = legal[chooser.randrange(len(legal))]
        game.apply(seat, action, trusted=True)
        actions.append((seat, action))
        check(game, len(actions))
        assert len(actions) < 3000, game.phase()
    return game, Record("aom", seats, options, seed, actions)


def check(game, k: int) -> None:
    problems = game.invariant_problems()
    assert not problems, problems
    n = game.n
    viewer = k % n  # every seat's view in turn
    view = game.view(viewer)
    for s in range(n):
        if s == viewer:
            continue
        hand = view.hand_random(s)
        assert all(c is HIDDEN for c in hand), (viewer, s, hand)
        assert all(u is HIDDEN for u in view.army[s])
        assert all(p is HIDDEN for p in view.picks[s])


def replayed(game, record, full: bool):
    if full:
        return record.replay()
    state = record.new_state()
    for seat, action in record.actions:
        state.apply(seat, action, trusted=True)
    return state


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4, 6])
def test_random_games_to_the_end(n):
    lengths = []
    for seed in range(GAMES_PER_COUNT):
        game, record = play_random(n, seed, {"start": "teams"} if n == 4 and seed % 2 else None)
        sheet = game.scores()
        assert game.is_over() and sheet.winners
        assert all(sheet.totals[w] == max(sheet.totals) for w in sheet.winners)
        assert sum(game.vp) + game.vp_bank + sum(game.vp_cards) == 30
        assert replayed(game, record, seed % FULL_REPLAY_EVERY == 0).digest() == game.digest()
        lengths.append(len(record.actions))
    assert min(lengths) > 50


@pytest.mark.parametrize("n", [2, 5])
def test_an_illegal_action_changes_nothing_and_a_clone_plays_on_alone(n):
    info = registry.get("aom")
    game = info.new_game([f"P{i}" for i in range(n)], {}, 8)
    chooser = random.Random(8)
    for step in range(300):
        seat = game.to_move()[0]
        before = game.digest()
        with pytest.raises(IllegalAction):
            game.apply(seat, Action("build", building="wonder", off=("gold",)))
        waiting = [s for s in range(n) if s not in game.to_move()]
        if waiting:
            other = waiting[0]
            with pytest.raises(IllegalAction, match="not .*turn|already chosen"):
                game.apply(other, game.legal_actions(seat)[0])
        assert game.digest() == before
        if step % 50 == 0:
            twin = game.clone()
            while not twin.is_over():
                s = twin.to_move()[0]
                twin.apply(s, chooser.choice(twin.legal_actions(s)), trusted=True)
            assert game.digest() == before
        game.apply(seat, chooser.choice(game.legal_actions(seat)))
