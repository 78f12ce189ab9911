"""Secrets, checked on every registered game: a view holds no seed, no generator and no hidden value;
a game filled in from a view shows its seat that same view; play goes on from filled-in games."""
import json

import pytest

from dawnofempires_gui.ai import RandomBot
from dawnofempires_gui.engine import HIDDEN, Action, Rng, Seat, ViewCannotDraw, registry
from dawnofempires_gui.engine.rng import SealedRng

GAMES = [g.id for g in registry.all_games(listed_only=False)]


def positions(game_id, players, seed, every=7, limit=400):
    """States along one random game (each a clone), every `every` actions."""
    info = registry.get(game_id)
    state = info.new_game([Seat(f"Seat {i}") for i in range(players)], info.simulation_options(), seed)
    bot = RandomBot(seed)
    found = [state.clone()]
    steps = 0
    while not state.is_over() and steps < limit:
        seat = state.to_move()[0]
        state.apply(seat, bot.choose(None, seat, state.legal_actions(seat)))
        steps += 1
        if steps % every == 0:
            found.append(state.clone())
    return found


def counts(game_id):
    info = registry.get(game_id)
    return sorted({info.min_players, info.max_players})


@pytest.mark.parametrize("game_id", GAMES)
def test_no_view_holds_the_seed_or_a_generator(game_id):
    for players in counts(game_id):
        for state in positions(game_id, players, 5, every=11, limit=300):
            for seat in [*range(players), None]:
                view = state.view(seat)
                assert view.seed is None and isinstance(view.rng, SealedRng) and view.sealed
                text = json.dumps(view.snapshot())
                assert '"seed": null' in text or '"seed":null' in text.replace(" ", "")
                with pytest.raises(ViewCannotDraw):
                    view.rng.below(6)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_view_cannot_be_played_forward(game_id):
    state = positions(game_id, counts(game_id)[0], 3, limit=5)[-1]
    seat = state.to_move()[0]
    view = state.view(seat)
    with pytest.raises(ViewCannotDraw):
        view.apply(seat, state.legal_actions(seat)[0])


@pytest.mark.parametrize("game_id", GAMES)
def test_a_filled_in_game_shows_its_seat_the_same_view_whatever_was_hidden(game_id):
    for players in counts(game_id):
        for state in positions(game_id, players, 7, every=9, limit=300):
            for seat in range(players):
                view = state.view(seat)
                want = view.digest()
                for k in (1, 2):
                    filled = view.determinize(seat, Rng(k))
                    assert not filled.sealed and filled.check_invariants() == []
                    assert filled.view(seat).digest() == want, "filling in changed what the seat sees"
                    assert not any(x is HIDDEN for z in filled.zones() for x in _items(filled, z))
                # filled from the full game rather than the view: the same view again
                assert state.determinize(seat, Rng(3)).view(seat).digest() == want


def _items(state, zone):
    value = getattr(state, zone.attr)
    return [x for lst in value for x in lst] if zone.per_seat else list(value)


@pytest.mark.parametrize("game_id", GAMES)
def test_play_goes_on_from_filled_in_games(game_id):
    """100 random playouts from games filled in from a seat's view finish without an error."""
    played = 0
    for players in counts(game_id):
        for state in positions(game_id, players, 9, every=13, limit=200):
            if state.is_over() or played >= 100:
                continue
            seat = state.to_move()[0]
            game = state.view(seat).determinize(seat, Rng(played))
            bot = RandomBot(played)
            steps = 0
            while not game.is_over() and steps < 5000:
                s = game.to_move()[0]
                game.apply(s, bot.choose(None, s, game.legal_actions(s)))
                steps += 1
            played += 1
    assert played > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_random_play_keeps_every_invariant(game_id):
    for players in counts(game_id):
        for state in positions(game_id, players, 13, every=1, limit=600):
            assert state.check_invariants() == [], state.phase()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_listed_option_is_allowed_and_every_refusal_is_explained(game_id):
    """legal_actions() and the refusals come from one place: each listed action has no problem()."""
    for players in counts(game_id):
        for state in positions(game_id, players, 17, every=5, limit=300):
            for seat in state.to_move():
                for action in state.legal_actions(seat):
                    assert state.problem(seat, action) == "", (action, state.problem(seat, action))
                bogus = Action("fly_to_the_moon")
                assert state.problem(seat, bogus)
