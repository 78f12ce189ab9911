"""Computer opponents: the search player sees only its seat's view, thinks in another process, beats the
random player, and answers the same way from the same seeds."""
import os

import pytest

from dawnofempires_gui.ai import RandomBot, SearchBot, bot_for
from dawnofempires_gui.ai.match import adjudicate, run_match, wilson
from dawnofempires_gui.ai.search import Budget
from dawnofempires_gui.ai.simulate import play
from dawnofempires_gui.ai.worker import Thinker
from dawnofempires_gui.engine import Rng, Seat, registry

GAMES = [g.id for g in registry.all_games(listed_only=False)]
QUICK = Budget(iterations=40, seconds=10.0, playout=6)


def positions(game_id, players, seed, count=4):
    """A few positions along a random game where some seat has a real choice (one the computer weighs: it takes a
    single sensible action at once)."""
    info = registry.get(game_id)
    state = info.new_game([Seat(f"S{i}") for i in range(players)], info.simulation_options(), seed)
    bot = RandomBot(seed)
    found, steps = [], 0
    while not state.is_over() and len(found) < count and steps < 2000:
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        if len(legal) > 1 and steps % 3 == 0 and len(state.sensible_actions(seat, legal)) > 1:
            found.append((state.clone(), seat))
        state.apply(seat, bot.choose(None, seat, legal))
        steps += 1
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_the_search_player_chooses_the_same_whatever_it_cannot_see(game_id):
    """Two games that differ only in what the seat cannot see (other hands, face-down tiles, the dice to
    come): for a fixed search seed the choice is the same, so nothing hidden was read."""
    info = registry.get(game_id)
    for state, seat in positions(game_id, info.min_players if info.min_players > 1 else 2, 11):
        one = state.determinize(seat, Rng(1))
        other = state.determinize(seat, Rng(2))
        picks = []
        for full in (one, other):
            bot = SearchBot(seed=5, budget=QUICK)
            picks.append(bot.choose(full.view(seat), seat, full.legal_actions(seat), decision=3))
        assert picks[0] == picks[1]
        assert picks[0] in state.legal_actions(seat)


def test_the_same_seeds_give_the_same_choices_and_a_replayable_game():
    seats = [Seat("A", computer=True, level="easy"), Seat("B", computer=True, level="random")]
    first = play("secretdice", 2, 4, seats=seats)
    again = play("secretdice", 2, 4, seats=seats)
    assert first.record.actions == again.record.actions
    assert first.record.replay().digest() == first.state.digest()
    assert [s.level for s in first.record.seats] == ["easy", "random"], "the record says who played each seat"


def test_a_computer_seat_of_an_old_save_plays_at_random_as_it_did():
    assert isinstance(bot_for(0, 1, ""), RandomBot) and isinstance(bot_for(0, 1, "random"), RandomBot)
    assert isinstance(bot_for(0, 1, "hard"), SearchBot) and bot_for(0, 1, "hard").budget.seconds == 5.0


def test_the_search_player_scores_far_more_than_random_alone_at_the_iron_age_table():
    searched = run_match("iron", 1, ["easy"], 2, 1, out=lambda line: None)
    random = run_match("iron", 1, ["random"], 2, 1, out=lambda line: None)
    assert searched["easy"][0] >= 1.5 * max(1, random["random"][0])


def test_a_match_reports_each_kind_with_its_confidence_interval():
    lines = []
    run_match("secretdice", 2, ["easy", "random"], 4, 1, out=lines.append)
    tail = [line for line in lines if line.startswith(("easy:", "random:"))]
    assert len(tail) == 2 and all("won" in t and "95% CI" in t and "of 4" in t for t in tail)
    low, high = wilson(9, 10)
    assert 0.55 < low < 0.6 and 0.98 < high <= 1.0


def test_a_match_plays_each_deal_with_every_kind_in_every_seat_and_reports_the_margin():
    """A deal (the seed) decides the order of play: where the first player wins most games, counting wins over
    different deals would only measure who drew first."""
    lines = []
    run_match("secretdice", 2, ["easy", "random"], 4, 7, out=lines.append)
    games = [line for line in lines if line.startswith("game ")]
    assert [g.split("(seed ")[1].split(")")[0] for g in games] == ["7", "7", "8", "8"]
    assert games[0].split(": ")[1].startswith("easy") and games[1].split(": ")[1].startswith("random")
    margins = {}
    for line in lines:
        if line.startswith(("easy:", "random:")):
            margins[line.split(":")[0]] = float(line.split("mean margin ")[1].split(";")[0])
    assert margins["easy"] == -margins["random"]  # at two seats one's lead is the other's deficit


@pytest.mark.parametrize("game_id", ["iron", "doe", "aoe"])
def test_a_search_that_stops_once_its_move_is_settled_plays_the_move_of_the_whole_search(game_id, monkeypatch):
    """A seat waits less for the computer, never for a different move: the search stops when the most tried move
    could no longer be overtaken in the iterations left."""
    from dawnofempires_gui.ai import search

    budget = Budget(iterations=300, seconds=600.0, playout=6)
    early, whole, saved = [], [], 0
    for state, seat in positions(game_id, 2, 5, count=6):
        bot = SearchBot(seed=3, budget=budget)
        early.append(bot.choose(state.view(seat), seat, state.legal_actions(seat), avoid=[]))
        saved += bot.last_iterations < budget.iterations
    monkeypatch.setattr(search, "_decided", lambda root, left: False)
    for state, seat in positions(game_id, 2, 5, count=6):
        bot = SearchBot(seed=3, budget=budget)
        whole.append(bot.choose(state.view(seat), seat, state.legal_actions(seat), avoid=[]))
        assert bot.last_iterations == budget.iterations
    assert early == whole
    assert saved, "some search stopped early"


def test_thinking_happens_in_another_process():
    thinker = Thinker()
    try:
        state = registry.get("secretdice").new_game([Seat("A"), Seat("B")], {}, 3)
        bot = SearchBot(seed=1, budget=QUICK)
        future = thinker.submit(bot, state.view(0), 0, state.legal_actions(0), 0)
        action = future.result(timeout=60)
        assert action in state.legal_actions(0)
        pids = {p.pid for p in thinker._pool._processes.values()}
        assert pids and os.getpid() not in pids
    finally:
        thinker.shutdown()


def test_the_random_player_answers_at_once_without_a_process():
    thinker = Thinker()
    state = registry.get("secretdice").new_game([Seat("A"), Seat("B")], {}, 3)
    future = thinker.submit(RandomBot(1), None, 0, state.legal_actions(0), 0)
    assert future.done() and thinker._pool is None


def test_a_search_seat_that_comes_back_to_a_position_tries_something_else():
    state = registry.get("secretdice").new_game([Seat("A"), Seat("B")], {}, 3)
    bot = SearchBot(seed=1, budget=QUICK)
    view, legal = state.view(0), state.legal_actions(0)
    first = bot.choose(view, 0, legal)
    second = bot.choose(view, 0, legal)
    assert first != second and {first, second} <= set(legal)


def test_a_game_stopped_at_a_simulation_limit_counts_for_the_seat_ahead_on_score_and_says_so():
    assert adjudicate([0, 1], [30, 7]) == ([0], True)
    assert adjudicate([0, 1, 2], [5, 9, 9]) == ([1, 2], True)
    assert adjudicate([0, 1], [12, 12]) == ([0, 1], False)  # a true tie stays shared
    assert adjudicate([1], [30, 7]) == ([1], False)  # a game won by the rules is never overruled


def test_the_search_stops_before_its_time_is_up_even_when_each_iteration_is_slow(monkeypatch):
    """A clock that moves 0.03 s per iteration and a budget of 0.2 s: six iterations, not one past the time
    (the next one, as long as the others, would end late)."""
    from dawnofempires_gui.ai import search

    clock = [100.0]
    monkeypatch.setattr(search.time, "perf_counter", lambda: clock[0])
    original = SearchBot._iterate

    def slow(self, *args):
        original(self, *args)
        clock[0] += 0.03

    monkeypatch.setattr(SearchBot, "_iterate", slow)
    state, seat = positions("secretdice", 2, 5, count=1)[0]
    bot = SearchBot(seed=2, budget=Budget(iterations=10_000, seconds=0.2, playout=6))
    bot.choose(state.view(seat), seat, state.legal_actions(seat))
    assert bot.last_iterations == 6 and clock[0] - 100.0 <= 0.2
