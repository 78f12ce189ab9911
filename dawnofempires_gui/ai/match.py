"""How strong the computer seats are: whole games between kinds of seat, headless.

    dawnofempires-cli match --game iron --players 2 --seats normal,random --games 20 --seed 1 [--think 0.2]

Each deal (a seed: the order of play, the map, the cards) is played once for every place of the kinds round
the table, so that every kind sits in every position of the same deal. Where one position is worth much (in
Dawn of Empires between computer seats the first player wins almost every game), wins counted over
different deals measure only who drew that position. Ends with one line per kind: "normal: won W of K (rate
R, 95% CI L–H), mean margin +M", the margin being its score less the best other seat's, more telling than
the wins where a position decides most games; a solitaire match gives each kind's mean score.

A game that simulations stop at a limit the rules do not have (Age of Empires' turn limit, Dawn of Empires'
round limit) ends with every seat sharing the win. The match then adjudicates it, as engine tournaments do:
the seat ahead on the score sheet wins, and its line says "on score at the limit" so the count stays honest.
"""
from __future__ import annotations

import math
import time
from collections import defaultdict
from dataclasses import replace

from dawnofempires_gui.ai.search import LEVELS
from dawnofempires_gui.ai.simulate import play
from dawnofempires_gui.engine import Seat, registry

KINDS = ("random", *LEVELS)


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% confidence interval of a win rate (Wilson's score interval)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def adjudicate(winners: list[int], totals: list[float]) -> tuple[list[int], bool]:
    """The winners a match counts, and whether they were decided on score: a game where every seat shares the
    win (stopped at a simulation limit) but the scores differ goes to the highest score."""
    if len(totals) < 2 or len(winners) < len(totals) or len(set(totals)) == 1:
        return list(winners), False
    best = max(totals)
    return [s for s, t in enumerate(totals) if t == best], True


def run_match(game_id: str, players: int, kinds: list[str], games: int, seed: int, think: float | None = None,
              out=print, max_actions: int = 20000, options: dict | None = None) -> dict[str, tuple[float, int]]:
    """Play the match (`options` over the game's random-play ones); returns kind -> (wins or total score,
    games played by that kind)."""
    info = registry.get(game_id)
    if not info.allows(players):
        raise ValueError(f"{info.name} is for {info.players} players, not {players}.")
    if len(kinds) != players:
        raise ValueError(f"give one kind per seat: {players} seats, {len(kinds)} kinds")
    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        raise ValueError(f"unknown kind {unknown[0]!r}; the kinds are {', '.join(KINDS)}")
    budgets = {k: replace(LEVELS[k], seconds=think, iterations=1 << 30) for k in LEVELS} if think else None
    results: dict[str, float] = defaultdict(float)
    margins: dict[str, float] = defaultdict(float)
    adjudicated: dict[str, float] = defaultdict(float)
    played: dict[str, int] = defaultdict(int)
    started = time.perf_counter()
    for g in range(games):
        order = kinds[g % players:] + kinds[:g % players]  # the kinds move round the table
        seats = [Seat(f"{k} {i + 1}", computer=True, level=k) for i, k in enumerate(order)]
        deal = seed + g // players  # one deal for each turn of the kinds round the table
        outcome = play(game_id, players, deal, options, seats=seats, max_actions=max_actions, budgets=budgets)
        if not outcome.finished:
            out(f"game {g + 1} (seed {deal}): unfinished after {len(outcome.record.actions)} actions")
            continue
        sheet = outcome.scores
        winners, stopped = adjudicate(sheet.winners, sheet.totals)
        for s, kind in enumerate(order):
            played[kind] += 1
            if players == 1:
                results[kind] += sheet.totals[s]
                continue
            margins[kind] += sheet.totals[s] - max(t for i, t in enumerate(sheet.totals) if i != s)
            if s in winners:
                results[kind] += 1 / len(winners)
                adjudicated[kind] += 1 / len(winners) if stopped else 0.0
        out(f"game {g + 1} (seed {deal}): " + ", ".join(f"{order[s]} {sheet.totals[s]}" for s in range(players))
            + ("" if players == 1 else "; winner " + " and ".join(order[w] for w in winners))
            + (" (on score at the limit)" if stopped else ""))
    elapsed = time.perf_counter() - started
    for kind in dict.fromkeys(kinds):
        n = played[kind]
        if players == 1:
            mean = results[kind] / n if n else 0.0
            out(f"{kind}: mean score {mean:.1f} over {n} games")
        else:
            low, high = wilson(results[kind], n)
            rate = results[kind] / n if n else 0.0
            on_score = f"; {adjudicated[kind]:g} of them on score at the limit" if adjudicated[kind] else ""
            margin = margins[kind] / n if n else 0.0
            out(f"{kind}: won {results[kind]:g} of {n} (rate {rate:.2f}, 95% CI {low:.2f}–{high:.2f}), "
                f"mean margin {margin:+.1f}{on_score}")
    out(f"{games} games in {elapsed:.0f} s")
    return {k: (results[k], played[k]) for k in dict.fromkeys(kinds)}
