"""Seeded games between random seats, to the end, with invariants after every action and replays."""
import pytest

from dawnofempires_gui.engine import Seat
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.engine.rng import Rng
from dawnofempires_gui.games.doe.rules import DawnOfEmpires

from .helpers import invariants

QUIT = {"end_turn", "end_move", "stop_collecting"}


def play(n, seed, busy, limit):
    options = {"round_limit": limit}
    seats = [Seat(f"P{i}") for i in range(n)]
    g = DawnOfEmpires.new_game(seats, options, seed)
    r = Rng(seed * 1000 + n)
    actions = []
    invariants(g)
    while not g.is_over():
        movers = g.to_move()
        assert len(movers) == 1
        seat = movers[0]
        acts = g.legal_actions(seat)
        assert acts, g.flow
        if busy:
            keen = [a for a in acts if a.kind not in QUIT]
            if keen and r.below(10) < 9:
                acts = keen
        action = acts[r.below(len(acts))]
        g.apply(seat, action)
        actions.append((seat, action))
        invariants(g)
        if len(actions) % 50 == 0:
            view = g.view(seat)
            assert all(view.terrain[t] is None for t in range(25) if g.face_down[t])
        assert len(actions) < 20000
    sheet = g.scores()
    assert len(sheet.totals) == n and sheet.winners
    assert all(sum(p.values()) == t for p, t in zip(sheet.points, sheet.totals))
    return g, Record(game="doe", seats=seats, options=options, seed=seed, actions=actions)


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games(n):
    for seed in range(200):
        g, record = play(n, seed, busy=False, limit=25)
        if seed % 20 == 0:
            assert record.replay().digest() == g.digest()


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_busy_random_games(n):
    """Random seats that rarely pass: long games that reach combats, raids, towns and wonders."""
    seen = set()
    for seed in range(40):
        g, record = play(n, 10_000 + seed, busy=True, limit=50)
        seen.update(a.kind for _, a in record.actions)
        if seed % 5 == 0:
            assert record.replay().digest() == g.digest()
    assert {"collect", "convert", "research", "recruit", "pick", "move", "explore", "build", "grow"} <= seen
