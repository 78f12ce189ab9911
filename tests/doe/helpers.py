"""Building test positions for Dawn of Empires."""
from __future__ import annotations

from dawnofempires_gui.engine import Action, IllegalAction
from dawnofempires_gui.games.doe import data as D
from dawnofempires_gui.games.doe import hexmap as H
from dawnofempires_gui.games.doe.rules import DawnOfEmpires

A = Action
FOOD, PROD, WEALTH, MONEY, SCIENCE = range(5)


def setup(n=2, seed=0, empires=None, positions=None, options=None, edition=None) -> DawnOfEmpires:
    """A game after setup: in reverse order, empires[i] / positions[i] for the i-th chooser.
    `edition`: the rules edition (default: the game's default, 2)."""
    options = dict(options or {})
    if edition is not None:
        options["edition"] = edition
    g = DawnOfEmpires.new_game([f"P{i}" for i in range(n)], options, seed)
    empires = empires or list(D.EMPIRES)[:n]
    positions = positions or list(D.POSITIONS[n])
    for i in range(n):
        seat = g.to_move()[0]
        g.apply(seat, A("choose_empire", empire=empires[i]))
        g.apply(seat, A("place_start", position=positions[i]))
    return g


def board(n=2, terrain="grassland", seed=0, edition=None) -> DawnOfEmpires:
    """A game after setup with an empty, fully explored map of one terrain and zero resources.

    Seat 0 is to move (rondel step, marker in the middle)."""
    g = setup(n, seed, edition=edition)
    g.terrain = [terrain] * H.N_TILES
    g.under = [None] * H.N_TILES
    g.town_owner = [-1] * H.N_CORNERS
    g.town_size = [0] * H.N_CORNERS
    g.town_name = [""] * H.N_CORNERS
    g.huts_track = [D.HUTS] * n
    for p in range(n):
        g.res[p] = [0] * 5
    g.order = list(range(n))
    g.turn_idx = 0
    g.set_base("rondel")
    return g


def hide(g, t, terrain=None):
    """Turn tile t face down (its terrain, or `terrain`, goes under it where nobody sees it)."""
    g.under[t] = terrain or g.terrain[t]
    g.terrain[t] = None


def set_step(g, step, seat=None):
    """Put the turn at `step` (the base of the flow), for the active seat unless told."""
    g.set_base(step, seat)


def asked(g):
    """The questions asked on top of the turn, the next to answer first ("legend", "mars")."""
    return [frame[0] for frame in reversed(g.flow[1:])]


def full_terrain(g):
    """Every tile's terrain, face up or face down (the whole truth, never in a view)."""
    return [g.terrain[t] if g.under[t] is None else g.under[t] for t in range(H.N_TILES)]

def town(g, p, c, size=1):
    g.town_owner[c] = p
    g.town_size[c] = size
    g.town_name[c] = f"T{c}"
    g.huts_track[p] -= size


def units(g, p, t, w=0, s=0):
    g.unit_owner[t] = p
    g.unit_w[t] += w
    g.unit_s[t] += s
    g.war_track[p] -= w
    g.settlers_home[p] -= s


def corner(*tiles):
    return H.corner_of_tiles(*tiles)


def T(q, r):
    return H.tile_index(q, r)


def choose(g, action_name, space=None):
    """Move seat to_move's rondel marker (marker in the middle: any space) and take an action."""
    p = g.to_move()[0]
    if space is None:
        space = next(i for i, acts in enumerate(D.RONDEL) if action_name in acts)
    g.apply(p, A("rondel", space=space, action=action_name))
    return p


def refused(g, seat, action, *words):
    """The action is refused with a message containing words, and nothing changes."""
    before = g.digest()
    try:
        g.apply(seat, action)
    except IllegalAction as err:
        msg = str(err)
        for w in words:
            assert w.lower() in msg.lower(), msg
        assert g.digest() == before
        return msg
    raise AssertionError(f"{action} was allowed")


def kinds(g, seat=None):
    seat = g.to_move()[0] if seat is None else seat
    return {a.kind for a in g.legal_actions(seat)}


def invariants(g, tiles=True):
    n = g.n
    for p in range(n):
        assert all(0 <= v <= D.CAP for v in g.res[p]), g.res[p]
        assert g.xp[p] >= 0
        huts_map = sum(s for o, s in zip(g.town_owner, g.town_size) if o == p)
        assert huts_map + g.huts_track[p] == D.HUTS
        war_map = sum(w for o, w in zip(g.unit_owner, g.unit_w) if o == p)
        assert all(g.slaves[q][p] >= 0 for q in range(n)), g.slaves
        held = sum(g.slaves[q][p] for q in range(n))
        assert g.war_track[p] >= 0 and g.legends[p] >= 0
        assert war_map + g.war_track[p] + held + g.legends[p] == g.warriors_total[p], (p, war_map, g.war_track, held, g.legends, g.warriors_total)
        set_map = sum(s for o, s in zip(g.unit_owner, g.unit_s) if o == p)
        assert set_map + g.settlers_home[p] == D.SETTLERS
    for t in range(H.N_TILES):
        if g.unit_owner[t] < 0:
            assert g.unit_w[t] == 0 and g.unit_s[t] == 0 and g.mars_tile != t
        else:
            assert g.unit_w[t] + g.unit_s[t] > 0 or g.mars_tile == t
            assert g.unit_w[t] >= 0 and g.unit_s[t] >= 0
    if g.mars_tile >= 0:
        assert g.unit_owner[g.mars_tile] == g.mars_owner
    if tiles and g.step not in ("empire", "start"):
        counts = {}
        for ter in full_terrain(g):
            counts[ter] = counts.get(ter, 0) + 1
        assert counts == D.TERRAIN_COUNT
        for c in range(H.N_CORNERS):
            if g.town_owner[c] >= 0:
                assert 1 <= g.town_size[c] <= D.MAX_TOWN
                tiles = H.CORNER_TILES[c]
                assert not any(g.under[t] is not None for t in tiles)
                assert any(g.terrain[t] != "ocean" for t in tiles)
            else:
                assert g.town_size[c] == 0
    if tiles:  # hand-made test positions hand out technologies without the supply
        assert sum(g.tech_left.values()) + sum(len(x) for x in g.techs) == 48
        assert sum(g.imp_left.values()) + sum(len(x) for x in g.imps) == 25
