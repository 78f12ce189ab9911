"""The contract of every game (tests/test_contract_all_games.py) for 2, 4 and 6 players, random games played to
their end with the options INFO.random_play_options gives for random play (a hidden turn limit: random
play never destroys a civilization, and the rules have no limit)."""
import json

import pytest

from dawnofempires_gui.ai import RandomBot
from dawnofempires_gui.engine import Action, IllegalAction, Seat
from dawnofempires_gui.engine.record import Record

from .helpers import INFO


@pytest.mark.parametrize("players", [2, 4, 6])
def test_random_play_keeps_the_contract(players):
    seats = [Seat(f"Seat {i}") for i in range(players)]
    options = INFO.checked_options({**INFO.default_options(), **INFO.random_play_options})
    record = Record("aoe", seats, options, seed=players * 101)
    state = record.new_state()
    bot = RandomBot(players)
    steps = 0
    while not state.is_over() and steps < 3000:
        to_move = state.to_move()
        assert to_move
        for seat in range(players):
            if seat not in to_move:
                assert state.legal_actions(seat) == []
        seat = to_move[steps % len(to_move)]
        legal = state.legal_actions(seat)
        assert legal and len(set(legal)) == len(legal)
        action = bot.choose(state.view(seat), seat, legal)
        assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action
        assert state.describe(action).strip()
        if steps % 25 == 0:
            before = state.digest()
            state.clone().apply(seat, action)
            assert state.digest() == before
            state.view(seat)
            assert state.digest() == before
        state.apply(seat, action)
        record.actions.append((seat, action))
        steps += 1
    assert state.is_over()
    sheet = state.scores()
    assert len(sheet.totals) == players and sheet.winners
    assert all(sum(sheet.points[s].values()) == sheet.totals[s] for s in range(players))
    assert record.replay().digest() == state.digest()
    with pytest.raises(IllegalAction):
        state.apply(0, legal[0])


def test_the_rules_have_no_turn_limit_unless_random_play_asks_for_one():
    assert INFO.default_options()["turn_limit"] == 0
    assert INFO.random_play_options["turn_limit"] > 0
    assert INFO.player_counts == (2, 4, 6)
