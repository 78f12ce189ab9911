"""The contract of DESIGN.md, checked on every registered game (the test game included)."""
import json

import pytest

from dawnofempires_gui.ai import RandomBot
from dawnofempires_gui.engine import Action, IllegalAction, Seat, registry
from dawnofempires_gui.engine.record import Record

GAMES = [g.id for g in registry.all_games(listed_only=False)]


def player_counts(info):
    counts = sorted(info.player_counts)
    return sorted({counts[0], counts[min(1, len(counts) - 1)], counts[-1]})


@pytest.mark.parametrize("game_id", GAMES)
def test_random_play_keeps_the_contract(game_id):
    info = registry.get(game_id)
    for players in player_counts(info):
        seats = [Seat(f"Seat {i}") for i in range(players)]
        record = Record(game_id, seats, info.simulation_options(), seed=players * 101)
        state = record.new_state()
        bot = RandomBot(players)
        steps = 0
        while not state.is_over() and steps < 3000:
            to_move = state.to_move()
            assert to_move, "a game that is not over must ask someone to move"
            for seat in range(players):
                if seat not in to_move:
                    assert state.legal_actions(seat) == [], "only the seats to move have legal actions"
            seat = to_move[steps % len(to_move)]
            legal = state.legal_actions(seat)
            assert legal, f"{state.phase()}: seat {seat} must move but has no legal action"
            assert len(set(legal)) == len(legal), "legal actions are listed once each"
            action = bot.choose(state.view(seat), seat, legal)
            assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action
            assert state.describe(action).strip()
            if steps % 25 == 0:
                before = state.digest()
                trial = state.clone()
                trial.apply(seat, action)
                assert state.digest() == before, "a clone shares nothing with the original"
                view = state.view(seat)
                assert state.digest() == before, "a view changes nothing"
                assert view.rng.state != state.rng.state or state.rng.state == 0
                assert isinstance(state.how_far(), str), "how far the game has gone, for the list of games in progress"
            events = state.apply(seat, action)
            assert all(isinstance(e.text, str) for e in events)
            record.actions.append((seat, action))
            steps += 1
        assert state.is_over(), f"{players} random players did not finish in 3000 actions"
        sheet = state.scores()
        assert len(sheet.totals) == players and sheet.winners
        assert set(sheet.winners) <= set(range(players))
        for seat in range(players):
            assert sum(sheet.points[seat].values()) == sheet.totals[seat], "the total is the sum of its parts"
        assert record.replay().digest() == state.digest()
        with pytest.raises(IllegalAction):
            state.apply(0, legal[0])  # nothing is legal once the game is over


@pytest.mark.parametrize("game_id", GAMES)
def test_an_action_of_another_kind_is_refused_with_words(game_id):
    info = registry.get(game_id)
    state = info.new_game([Seat(f"Seat {i}") for i in range(info.max_players)], info.simulation_options(), 3)
    seat = state.to_move()[0]
    with pytest.raises(IllegalAction) as refused:
        state.apply(seat, Action("fly_to_the_moon"))
    assert len(str(refused.value)) > 10
    others = [s for s in range(info.max_players) if s not in state.to_move()]
    if others:
        with pytest.raises(IllegalAction, match="not"):
            state.apply(others[0], state.legal_actions(seat)[0])
