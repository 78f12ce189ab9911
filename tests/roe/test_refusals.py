"""Rise of Empires: what the buttons offer and what the rules accept are the same thing — at positions
along random games, every action of the pending decision's kinds that is not offered is refused with
words, and every one offered is accepted."""
import itertools

import pytest

from dawnofempires_gui.engine import Action
from dawnofempires_gui.games.roe import data as D
from dawnofempires_gui.games.roe.state import PAY_KINDS

from .helpers import new_game

TILES = sorted(set(D.PROGRESS_BY_ID) | set(D.TERRITORY_BY_ID) | set(D.CITY_BY_ID) | {t.id for t in D.EMPIRE_TILES})
FREE = sorted(t.id for t in D.PROGRESS if t.free)


def universe(g, kind):
    """Every action of a kind worth trying now (a superset of the legal ones)."""
    n, regions = g.n, D.REGION_IDS
    if kind in ("take_progress", "take_territory", "take_city", "take_empire", "keep_tile", "discard_city",
                "pay_upkeep"):
        return [Action(kind, tile=t) for t in TILES]
    if kind == "trade":
        return [Action(kind, box=b.id) for b in D.TRADE_BOXES]
    if kind == "take_disc":
        return [Action(kind, row=r, circle=c) for r in D.ACTION_ROWS for c in range(11)]
    if kind == "idle_disc":
        return [Action(kind, row=r) for r in D.ACTION_ROWS]
    if kind == "pay":
        return [Action(kind, what=w, amount=a) for w in PAY_KINDS for a in range(0, 6)]
    if kind == "place":
        return [Action(kind, region=r, count=c) for r in regions for c in (1, 2, 5, 31)]
    if kind == "battle":
        return [Action(kind, region=r, player=p, row=w) for r in regions for p in range(n) for w in (0, 1, 2)]
    if kind == "remove_cubes":
        return [Action(kind, tile=t, region=r, player=p, count=c) for t in FREE for r in regions
                for p in range(n) for c in (1, 2, 3)]
    if kind == "add_cubes":
        return [Action(kind, tile=t, region=r, count=c) for t in FREE for r in regions for c in (1, 2, 3)]
    if kind == "move_cubes":
        return [Action(kind, tile=t, source=a, target=b, count=c) for t in FREE
                for a, b in itertools.permutations(regions, 2) if b in D.ADJACENT[a] for c in (1, 3)]
    if kind == "exchange":
        return [Action(kind, tile=t) for t in FREE]
    if kind == "recruit":
        return [Action(kind, tile=t, count=c) for t in FREE for c in (1, 3, 4)]
    if kind == "choose_place":
        return [Action(kind, space=s) for s in range(0, n + 2)]
    return [Action(kind)]


@pytest.mark.slow
@pytest.mark.parametrize("players, seed", [(2, 81), (3, 82), (4, 83), (5, 84)])
def test_whatever_is_not_offered_is_refused_with_a_reason_and_whatever_is_offered_is_accepted(players, seed):
    g = new_game(players, seed)
    checked = 0
    for step in range(400):
        if g.is_over():
            break
        seat = g.to_move()[0]
        legal = set(g.legal_actions(seat))
        for kind in g.STEPS[g.top_step()[0]].moves:
            for action in universe(g, kind):
                why = g.problem(seat, action)
                assert (why == "") == (action in legal), (g.phase(), action, why)
                checked += 1
        for _ in range(5):
            if g.is_over():
                break
            s = g.to_move()[0]
            options = g.legal_actions(s)
            g.apply(s, options[(step * 31 + len(options)) % len(options)])
    assert checked > 1000
