"""Playing whole games between computer seats, headless: for the CLI, the tests and the benchmarks.

Each computer seat is given only what its seat may see (a view), never the game itself."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from dawnofempires_gui.ai import bot_for
from dawnofempires_gui.engine import registry
from dawnofempires_gui.engine.game import Game, ScoreSheet, Seat
from dawnofempires_gui.engine.record import Record


@dataclass
class Played:
    record: Record
    state: Game
    scores: ScoreSheet | None
    finished: bool


def play(game_id: str, players: int, seed: int, options: dict | None = None, max_actions: int = 20000,
         after_action: Callable[[Game], None] | None = None, seats: list[Seat] | None = None,
         budgets: dict | None = None) -> Played:
    """One game between computer seats (random ones unless `seats` give levels; `budgets` may replace a
    level's thinking budget), trusting legal_actions (the rules still check in tests)."""
    info = registry.get(game_id)
    seats = seats or [Seat(f"Computer {i + 1}", computer=True) for i in range(players)]
    record = Record(game_id, seats, info.simulation_options(options), seed)
    state = info.new_game(seats, record.options, seed)
    bots = [bot_for(i, seed, seats[i].level) for i in range(players)]
    for bot, seat in zip(bots, seats):
        if budgets and seat.level in budgets:
            bot.budget = budgets[seat.level]
    while not state.is_over() and len(record.actions) < max_actions:
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        bot = bots[seat]
        action = bot.choose(state.view(seat) if bot.needs_view else None, seat, legal, decision=len(record.actions))
        state.apply(seat, action, trusted=True)
        record.actions.append((seat, action))
        if after_action is not None:
            after_action(state)
    over = state.is_over()
    return Played(record, state, state.scores() if over else None, over)
