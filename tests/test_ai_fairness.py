"""What the search player is given holds no future: games filled in from one seat's view, played on by the same
actions, show that seat different rolls and draws. A roll made ahead or a deck order kept outside the zones
would be copied into every filling from the view, and every filling would show the same."""
import pytest

from dawnofempires_gui.ai import RandomBot
from dawnofempires_gui.engine import Rng, Seat, registry

GAMES = [g.id for g in registry.all_games(listed_only=False)]
FILLINGS = 4


def seen_reveals(events, seat):
    return tuple(e.text if e.audience is None or seat in e.audience else e.others for e in events if e.reveals)


def play_on_alike(fillings, seat, bot, moves=30):
    """Play the same actions in every filling while they allow them; for each action that revealed something
    to `seat`, whether every filling showed it the same."""
    alike = []
    for _ in range(moves):
        first = fillings[0]
        if first.is_over() or any(f.is_over() or f.to_move() != first.to_move() for f in fillings):
            break
        mover = first.to_move()[0]
        legal = first.legal_actions(mover)
        if any(f.legal_actions(mover) != legal for f in fillings):
            break
        action = bot.choose(None, mover, legal)
        seen = {seen_reveals(f.apply(mover, action, trusted=True), seat) for f in fillings}
        if seen != {()}:
            alike.append(len(seen) == 1)
    return alike


@pytest.mark.parametrize("game_id", GAMES)
def test_fillings_of_one_view_meet_different_chance(game_id):
    info = registry.get(game_id)
    players = max(2, info.min_players)
    state = info.new_game([Seat(f"S{i}") for i in range(players)], info.simulation_options(), 3)
    bot = RandomBot(3)
    alike = []
    for step in range(600):
        if state.is_over():
            break
        seat = state.to_move()[0]
        if step % 20 == 0:
            fillings = [state.determinize(seat, Rng(k)) for k in range(FILLINGS)]
            alike += play_on_alike(fillings, seat, RandomBot(step))
        state.apply(seat, bot.choose(None, seat, state.legal_actions(seat)), trusted=True)
    assert alike, "no reveal was seen: the check saw nothing"
    assert alike.count(False) >= len(alike) / 4, f"{alike.count(True)} of {len(alike)} reveals the same in every filling"
