"""Many seeded random games between random seats: invariants after every action, replay equals live."""
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dawnofempires_gui.engine import Action, IllegalAction, Seat, registry
from dawnofempires_gui.engine.game import Game
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.games.iron import data as D

from .helpers import NAMES

NMON = len(D.MONUMENTS)
GAMES_PER_COUNT = 300
REPLAY_EVERY = 1  # every game is replayed from its record and compared by digest


def _built(filled, cumulative):
    return 1 + sum(1 for c in cumulative if filled >= c)


def check(game):
    assert game.check_invariants() == []  # the game's own check agrees with the one below
    n = game.n
    for s in range(n):
        for peg in D.PEG_NAMES:
            assert 0 <= getattr(game, peg)[s] <= D.PEG_TOP[peg], (peg, s, getattr(game, peg)[s])
        assert 0 <= game.tribute[s] <= D.TRIBUTE_TOP
        assert 0 <= game.skulls[s] <= D.SKULL_TOP
        assert 1 <= game.conquest[s] <= D.CONQUEST_TOP
        assert 0 <= game.port_pop[s] <= len(D.PORT_URNS)
        assert 0 <= game.urns[s] <= D.TOTAL_URNS
        assert 0 <= game.prov_boxes[s] <= D.TOTAL_PROVINCE_BOXES
        # a port is built once its population box and all its urns are filled
        built_ports = 1
        for j, cum in enumerate(D.URNS_CUM):
            if game.port_pop[s] > j and game.urns[s] >= cum:
                built_ports += 1
            else:
                break
        assert game.ports[s] == built_ports
        assert game.provinces[s] == _built(game.prov_boxes[s], D.PROVINCE_CUM)
        for m in range(NMON):
            filled = game.mon[s * NMON + m]
            assert 0 <= filled <= D.MON_BOXES[m]
        parts = game.score_parts(s)
        assert game.score(s) == sum(parts.values())
        assert parts["Skulls"] == -game.skulls[s] and parts["Tribute"] == game.tribute[s]
    for m, first in enumerate(game.mon_first):
        assert first == -1 or game.mon[first * NMON + m] == D.MON_BOXES[m]
    assert 0 <= game.pop and 0 <= game.innov
    assert len(game.dice) <= D.EMPIRE_DICE_TOP
    if not game.is_over():
        movers = game.to_move()
        assert len(movers) == 1
        assert game.legal_actions(movers[0])


def play_random(n, seed, length):
    info = registry.get("iron")
    seats = [Seat(NAMES[i], computer=True) for i in range(n)]
    options = info.checked_options({"length": length})
    game = info.new_game(seats, options, seed)
    chooser = random.Random(seed * 7 + n)
    actions = []
    while not game.is_over():
        seat = game.to_move()[0]
        legal = game.legal_actions(seat)
        action = chooser.choice(legal)
        game.apply(seat, action, trusted=True)
        actions.append((seat, action))
        check(game)
        assert len(actions) < 5000
    return game, Record(game="iron", seats=seats, options=options, seed=seed, actions=actions)


@pytest.mark.slow
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_random_games(n):
    rounds = []
    for seed in range(GAMES_PER_COUNT):
        game, record = play_random(n, seed, "full" if seed % 4 == 3 else "short")
        sheet = game.scores()
        assert sheet.winners and all(sheet.totals[w] == max(sheet.totals) for w in sheet.winners)
        rounds.append(game.round)
        if n == 1:
            assert game.round == D.SOLO_ROUNDS
        else:
            assert game.end_conditions()
        if seed % REPLAY_EVERY == 0:
            assert record.replay().digest() == game.digest()
    assert min(rounds) >= 1


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(1, 4), seed=st.integers(0, 2**32), steps=st.integers(0, 400),
       probe=st.sampled_from(["roll", "stop", "end_build", "skip_buy", "end_turn", "give_good", "conquer",
                              "urn", "ship", "army", "province", "granary"]))
def test_illegal_actions_change_nothing_and_clones_are_independent(n, seed, steps, probe):
    info = registry.get("iron")
    game = info.new_game(NAMES[:n], {}, seed)
    chooser = random.Random(seed)
    for _ in range(steps):
        if game.is_over():
            break
        seat = game.to_move()[0]
        game.apply(seat, chooser.choice(game.legal_actions(seat)))
    if game.is_over():
        return
    seat = game.to_move()[0]
    before = game.digest()
    action = Action(probe)
    if action not in game.legal_actions(seat):
        with pytest.raises(IllegalAction) as err:
            game.apply(seat, action)
        assert str(err.value) and "not allowed now" not in str(err.value)
        assert game.digest() == before
    other = (seat + 1) % n
    if n > 1 and other not in game.to_move():
        with pytest.raises(IllegalAction, match="turn to decide"):
            game.apply(other, game.legal_actions(seat)[0])
        assert game.digest() == before
    # a clone plays on without touching the original, and equals a plain deep copy
    twin = game.clone()
    assert twin.digest() == before == Game.clone(game).digest()
    while not twin.is_over():
        s = twin.to_move()[0]
        twin.apply(s, chooser.choice(twin.legal_actions(s)), trusted=True)
    assert game.digest() == before
