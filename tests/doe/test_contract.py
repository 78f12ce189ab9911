"""The contract: words, refusals, views, clones, records, geometry, purity."""
import json
import math
import subprocess
import sys
import time

import pytest

from dawnofempires_gui.engine import Action as A
from dawnofempires_gui.engine import HIDDEN, IllegalAction, Seat
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.engine.registry import get
from dawnofempires_gui.engine.rng import Rng
from dawnofempires_gui.engine.session import Session
from dawnofempires_gui.games.doe import data as D
from dawnofempires_gui.games.doe import hexmap as H
from dawnofempires_gui.games.doe.rules import DawnOfEmpires

from .helpers import FOOD, T, board, choose, corner, hide, refused, setup, town, units


def random_states(n=3, seed=1, steps=400):
    g = setup(n, seed)
    r = Rng(seed)
    for _ in range(steps):
        if g.is_over():
            break
        seat = g.to_move()[0]
        acts = [a for a in g.legal_actions(seat) if a.kind != "end_turn"] or g.legal_actions(seat)
        g.apply(seat, acts[r.below(len(acts))])
        yield g, seat


def test_every_legal_action_describes_itself():
    for g, _ in random_states():
        seat = g.to_move()[0] if g.to_move() else None
        if seat is None:
            break
        for a in g.legal_actions(seat):
            text = g.describe(a)
            assert text and text[0].isupper() and "(" not in text[:1]
            assert json.loads(json.dumps(a.to_json())) == a.to_json()
            assert A.from_json(a.to_json()) == a


def test_events_are_sentences_with_names():
    g = board(2)
    town(g, 0, corner(T(2, 2), T(3, 2), T(3, 1)), 1)
    g.res[0][FOOD] = 5
    g.empire[0] = "egypt"
    choose(g, "grow")
    ev = g.apply(0, A("grow", corner=corner(T(2, 2), T(3, 2), T(3, 1))))
    assert ev[0].text.startswith("P0 grows ") and ev[0].text.endswith("to size 2 (−4 food).")
    assert ev[0].seat == 0 and ev[0].kind == "grow"


def test_refusals_are_clear_and_change_nothing():
    g = setup(2)
    p = g.to_move()[0]
    other = 1 - p
    refused(g, other, A("rondel", space=0, action="harvest"), "not", "turn")
    refused(g, p, A("grow", corner=0), "first move your rondel marker")
    refused(g, p, A("rondel", space=0, action="grow"), "offers only harvest")
    refused(g, p, A("rondel", space=99, action="grow"), "no such rondel space")
    refused(g, p, A("fly", to=3))
    refused(g, p, A("research", tech=[1, 2]))
    g.apply(p, A("rondel", space=0, action="harvest"))
    refused(g, p, A("build", item="pyramids"), "not the action you chose")
    # edition 1 (old saves): a Harvest chosen is played out at once
    g = setup(2, edition=1)
    p = g.to_move()[0]
    g.apply(p, A("rondel", space=0, action="harvest"))
    refused(g, p, A("end_turn"), "finish the harvest")
    # edition 2: it may be left out until begun; once a cube is collected, it is played out
    g = setup(2)
    p = g.to_move()[0]
    g.apply(p, A("rondel", space=0, action="harvest"))
    assert A("end_turn") in g.legal_actions(p)
    g.apply(p, g.MOVES["collect"].options(g, p)[0])
    refused(g, p, A("end_turn"), "finish the harvest")


def test_view_hides_face_down_tiles():
    g = setup(4, seed=3)
    hidden = [t for t in range(H.N_TILES) if g.face_down[t]]
    assert hidden
    for seat in (0, 1, 2, 3, None):
        v = g.view(seat)
        assert all(v.terrain[t] is None for t in hidden)
        assert all(v.terrain[t] == g.terrain[t] for t in range(H.N_TILES) if not g.face_down[t])
        assert v.rng.state != g.rng.state or g.rng.state == 0
    assert all(g.under[t] in D.TERRAINS for t in hidden)  # the live state keeps them, where nobody sees them
    assert all(g.view(s).under[t] is HIDDEN for s in (0, 1, None) for t in hidden)
    # explored tiles show up, and the explore event marks new information (undo stops there)
    g = board(2)
    units(g, 0, T(2, 2), w=1)
    hide(g, T(2, 1))
    assert g.view(1).terrain[T(2, 1)] is None
    choose(g, "explore")
    ev = g.apply(0, A("explore", tile=T(2, 1)))
    assert ev[0].reveals and g.view(1).terrain[T(2, 1)] == "grassland"


def test_clone_is_independent_and_cheap():
    states = list(random_states(steps=300))
    g = states[-1][0]
    c = g.clone()
    assert c.digest() == g.digest()
    c.res[0][0] = 99 - c.res[0][0]
    c.unit_w[3] += 5
    c.techs[1].append("x")
    c.wonder_owner["pyramids"] = 2
    assert c.digest() != g.digest()
    assert g.res[0][0] != 99 - g.res[0][0] or True
    assert "x" not in g.techs[1] and g.unit_w[3] != c.unit_w[3]
    start = time.perf_counter()
    for _ in range(5000):
        g.clone()
    assert time.perf_counter() - start < 2.0


def test_record_round_trip_and_session_undo(tmp_path):
    seats = [Seat("Ana"), Seat("Bo")]
    options = get("doe").checked_options({"round_limit": 50})  # a new game's record holds every option
    rec = Record(game="doe", seats=seats, options=options, seed=11)
    session = Session(rec, autosave_path=tmp_path / "auto.json")
    r = Rng(5)
    for _ in range(150):
        if session.state.is_over():
            break
        seat = session.state.to_move()[0]
        acts = session.state.legal_actions(seat)
        session.apply(seat, acts[r.below(len(acts))])
    loaded = Record.load(tmp_path / "auto.json")
    assert loaded.replay().digest() == session.state.digest()
    snap = session.state.snapshot()
    json.dumps(snap)


def test_registry_and_options():
    info = get("doe")
    assert info.name == "Dawn of Empires"
    assert info.model_class() is DawnOfEmpires
    g = info.new_game(["a", "b", "c"], {}, 4)
    assert g.options == {"edition": 2, "round_limit": 0} and g.edition == 2  # no last round in new games
    # neither is offered in the new-game dialog; a save made before they existed played edition 1, round 50
    specs = {o.key: o for o in info.options}
    assert not specs["edition"].shown and not specs["round_limit"].shown
    assert (specs["edition"].legacy, specs["round_limit"].legacy) == (1, 50)
    assert info.checked_options({"round_limit": 50}, saved=True) == {"edition": 1, "round_limit": 50}
    for bad in ({"round_limit": 100}, {"edition": 3}, {"round_limit": -1}):
        with pytest.raises(Exception):
            info.new_game(["a", "b"], bad, 4)


def test_round_limit_ends_the_game():
    g = setup(2, options={"round_limit": 10})
    while not g.is_over():
        seat = g.to_move()[0]
        acts = g.legal_actions(seat)
        g.apply(seat, A("end_turn") if A("end_turn") in acts else acts[0])
    assert g.round == 10 and "last round" in g.end_reason.lower()
    assert g.legal_actions(0) == [] and g.to_move() == []
    with pytest.raises(IllegalAction):
        g.apply(0, A("end_turn"))


def test_no_last_round_in_new_games():
    """The 50-round safeguard is no rule of the game: a new game goes on until one of the three triggers."""
    g = setup(2)
    while g.round <= 60:
        seat = g.to_move()[0]
        acts = g.legal_actions(seat)
        g.apply(seat, A("end_turn") if A("end_turn") in acts else next(a for a in acts if a.kind == "rondel"
                                                                         and a["action"] != "harvest"))
    assert not g.is_over() and g.end_reason == ""


def test_model_never_imports_qt():
    code = ("import sys; import dawnofempires_gui.games.doe.rules, dawnofempires_gui.games.doe.hexmap, "
            "dawnofempires_gui.games.doe; bad=[m for m in sys.modules if m.startswith(('PySide','shiboken','qtawesome'))]; "
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_hex_geometry():
    assert H.N_TILES == 25 and H.N_CORNERS == 32
    for t in range(H.N_TILES):
        for u in H.NEIGHBOURS[t]:
            assert t in H.NEIGHBOURS[u] and H.distance(t, u) == 1
    for c, tiles in enumerate(H.CORNER_TILES):
        a, b, d = tiles
        assert b in H.NEIGHBOURS[a] and d in H.NEIGHBOURS[a] and d in H.NEIGHBOURS[b]
        x, y = H.corner_xy(c, 2.0)
        for t in tiles:
            tx, ty = H.tile_xy(t, 2.0)
            assert math.isclose(math.dist((x, y), (tx, ty)), 2.0)
            assert c in H.TILE_CORNERS[t]
            assert any(math.isclose(px, x, abs_tol=1e-9) and math.isclose(py, y, abs_tol=1e-9) for px, py in H.hex_corner_points(t, 2.0))
    # edge tiles have fewer inner corners than the 6 of an inner tile
    assert len(H.TILE_CORNERS[T(2, 2)]) == 6 and len(H.TILE_CORNERS[T(0, 0)]) == 1


def test_why_illegal_always_answers_in_words():
    pool = set()
    states = []
    for g, _ in random_states(n=3, seed=4, steps=500):
        seat = g.to_move()[0] if g.to_move() else None
        if seat is None:
            break
        pool.update(g.legal_actions(seat))
        states.append(g.clone())
    pool = list(pool)
    for g in states[::25]:
        seat = g.to_move()[0]
        legal = set(g.legal_actions(seat))
        for a in pool[::3]:
            if a not in legal:
                msg = g.why_illegal(seat, a)
                assert isinstance(msg, str) and len(msg) > 10 and msg.endswith((".", "!"))


def test_random_bots_play_thousands_of_actions_per_second():
    count = 0
    start = time.perf_counter()
    for seed in range(10):
        g = DawnOfEmpires.new_game(["a", "b", "c"], {"round_limit": 30}, seed)
        r = Rng(seed)
        while not g.is_over():
            seat = g.to_move()[0]
            acts = g.legal_actions(seat)
            g.apply(seat, acts[r.below(len(acts))], trusted=True)
            count += 1
    rate = count / (time.perf_counter() - start)
    assert rate > 1000, rate
