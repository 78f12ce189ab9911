"""Rise of Empires: the data tables (resources/roe/*.toml) and the world map's geometry."""
from __future__ import annotations

import copy
import itertools
import math
import tomllib
from collections import deque

import pytest

from dawnofempires_gui.games.roe import data as D
from dawnofempires_gui.paths import resource

R = D.REGIONS
G = D.GAME


# ---------------------------------------------------------------- plane geometry (pure Python)
def _orient(a, b, c) -> float:
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])


def _on_segment(a, b, p) -> bool:
    return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])


def _intersect(a, b, c, d) -> bool:
    """Closed segments ab and cd share at least one point."""
    o1, o2, o3, o4 = _orient(a, b, c), _orient(a, b, d), _orient(c, d, a), _orient(c, d, b)
    if ((o1 > 0) != (o2 > 0)) and ((o3 > 0) != (o4 > 0)) and o1 and o2 and o3 and o4:
        return True
    return (o1 == 0 and _on_segment(a, b, c)) or (o2 == 0 and _on_segment(a, b, d)) or (
        o3 == 0 and _on_segment(c, d, a)) or (o4 == 0 and _on_segment(c, d, b))


def _proper_cross(a, b, c, d) -> bool:
    """ab and cd cross at a single point inside both (not at an end, not collinear)."""
    o1, o2, o3, o4 = _orient(a, b, c), _orient(a, b, d), _orient(c, d, a), _orient(c, d, b)
    return o1 * o2 < 0 and o3 * o4 < 0


def _edges(poly):
    return [(poly[i], poly[(i + 1) % len(poly)]) for i in range(len(poly))]


def _collinear_overlap(a, b, c, d) -> float:
    """Length shared by segments ab and cd when they lie on one line."""
    if _orient(a, b, c) or _orient(a, b, d):
        return 0.0
    L = math.dist(a, b)
    if L == 0:
        return 0.0
    ux, uy = (b[0] - a[0]) / L, (b[1] - a[1]) / L
    t = sorted(((c[0] - a[0]) * ux + (c[1] - a[1]) * uy, (d[0] - a[0]) * ux + (d[1] - a[1]) * uy))
    return max(0.0, min(L, t[1]) - max(0.0, t[0]))


def _bbox(poly):
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    return min(xs), min(ys), max(xs), max(ys)


def _boxes_meet(b1, b2, pad=0.0) -> bool:
    return b1[0] <= b2[2] + pad and b2[0] <= b1[2] + pad and b1[1] <= b2[3] + pad and b2[1] <= b1[3] + pad


def _inside(p, poly) -> bool:
    """Strictly inside (points on the boundary count as outside)."""
    for a, b in _edges(poly):
        if _orient(a, b, p) == 0 and _on_segment(a, b, p):
            return False
    c = False
    for (ax, ay), (bx, by) in _edges(poly):
        if (ay > p[1]) != (by > p[1]) and p[0] < ax + (p[1] - ay) * (bx - ax) / (by - ay):
            c = not c
    return c


def _dist_to_boundary(p, poly) -> float:
    best = math.inf
    for (ax, ay), (bx, by) in _edges(poly):
        dx, dy = bx - ax, by - ay
        L = dx * dx + dy * dy
        t = 0.0 if L == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / L))
        best = min(best, math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy))
    return best


def _area(poly) -> float:
    return abs(sum(a[0] * b[1] - b[0] * a[1] for a, b in _edges(poly))) / 2


def _self_intersects(poly) -> bool:
    n = len(poly)
    if len(set(poly)) != n:
        return True
    edges = _edges(poly)
    for i, j in itertools.combinations(range(n), 2):
        if j == i + 1 or (i == 0 and j == n - 1):
            a, b = edges[i]
            c, d = edges[j]
            if _collinear_overlap(a, b, c, d) > 1e-6:  # folds back on itself
                return True
            continue
        if _intersect(*edges[i], *edges[j]):
            return True
    return False


def _shared_border(p1, p2) -> float:
    if not _boxes_meet(_bbox(p1), _bbox(p2)):
        return 0.0
    return sum(_collinear_overlap(a, b, c, d) for a, b in _edges(p1) for c, d in _edges(p2)
               if _boxes_meet(_bbox((a, b)), _bbox((c, d))))


def _overlap(p1, p2) -> bool:
    if not _boxes_meet(_bbox(p1), _bbox(p2)):
        return False
    for a, b in _edges(p1):
        for c, d in _edges(p2):
            if _boxes_meet(_bbox((a, b)), _bbox((c, d))) and _proper_cross(a, b, c, d):
                return True
    return any(_inside(p, p2) for p in p1) or any(_inside(p, p1) for p in p2)


# every drawn shape: (owner kind, owner id, polygon)
SHAPES = ([("region", r.id, s) for r in R.values() for s in r.shapes]
          + [("land", l.id, l.polygon) for l in D.LANDS.values()]
          + [("water", w.id, w.polygon) for w in D.WATERS.values() if w.polygon])


def _shapes_of(rid):
    return R[rid].shapes


def _borders_geometrically(a, b) -> bool:
    return any(_shared_border(p, q) > 1.0 for p in _shapes_of(a) for q in _shapes_of(b))


def _component(start, nodes):
    seen, todo = {start}, deque([start])
    while todo:
        for n in D.ADJACENT[todo.popleft()]:
            if n in nodes and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


# ---------------------------------------------------------------- fixed values
@pytest.mark.rule("roe.setup.components.1", "roe.setup.player.1")
def test_components():
    assert (G.empire_tiles, G.territory_tiles, G.progress_tiles, G.city_tiles, G.wonder_tiles) == (8, 40, 48, 36, 6)
    assert (G.resource_discs, G.gold_markers, G.alliance_pieces, G.player_aid_cards) == (40, 100, 5, 5)
    assert (G.cubes_per_colour, G.action_discs_per_colour, G.colours) == (30, 9, 5)
    assert G.cubes_per_colour * G.colours == 150 and G.action_discs_per_colour * G.colours == 45
    assert len(D.EMPIRE_TILES) == G.empire_tiles
    assert sum(t.copies for t in D.PROGRESS) == G.progress_tiles
    assert len(D.TERRITORY_DECK) == G.territory_tiles
    assert len(D.CITIES) == G.city_tiles and len(D.WONDERS) == G.wonder_tiles


@pytest.mark.rule("roe.setup.components.2")
def test_two_to_five_players():
    assert (G.min_players, G.max_players) == (2, 5)
    assert G.turn_order_spaces == G.max_players


@pytest.mark.rule("roe.setup.player.2", "roe.setup.player.3", "roe.setup.player.4")
def test_start_values():
    assert (G.start.vp, G.start.food, G.start.gold, G.start.discs) == (0, 16, 5, 2)
    assert (G.start.cubes, G.start_stock_cubes) == (5, 25)
    assert G.start.cubes + G.start_stock_cubes == G.cubes_per_colour


@pytest.mark.rule("roe.structure.eras.1")
def test_three_eras_of_two_turns():
    assert (G.eras, G.turns_per_era, G.turns) == (3, 2, 6)
    assert G.phases == ("new_tiles", "actions", "food", "income", "victory_points", "turn_order")


@pytest.mark.rule("roe.actions.count.1")
def test_six_actions_from_nine_discs():
    assert G.actions_per_turn == 6
    assert len(G.marker_discs) + G.actions_per_turn == G.action_discs_per_colour


@pytest.mark.rule("roe.actions.limit.1", "roe.actions.limit.2")
def test_action_display_rows():
    assert G.action_rows == ("progress", "territory", "city", "empire", "trade")
    assert dict(G.circles) == {2: 4, 3: 6, 4: 8, 5: 10}
    assert G.empire_row_max == 8 == len(D.EMPIRE_TILES)
    assert [G.circles_for(n, "empire") for n in (2, 3, 4, 5)] == [4, 6, 8, 8]
    assert [G.circles_for(n, "trade") for n in (2, 3, 4, 5)] == [4, 6, 8, 10]


@pytest.mark.rule("roe.food.top.1", "roe.food.example.2", "roe.food.zero.1")
def test_food_track():
    assert (G.food_bottom, G.food_top) == (0, 20)
    assert G.food_per_gold_over_top == 2 and G.vp_per_food_under_bottom == 1
    # 19 + 4: one step up to the top, 3 left over give 1 gold
    over = 19 + 4 - G.food_top
    assert over // G.food_per_gold_over_top == 1


@pytest.mark.rule("roe.food.last.1")
def test_last_turn_food_doubled():
    assert G.last_turn_food_factor == 2


@pytest.mark.rule("roe.game.final.1", "roe.game.final.2")
def test_final_conversion():
    assert (G.final_gold_per_vp, G.final_discs_per_vp) == (3, 3)


@pytest.mark.rule("roe.tiles.start.1", "roe.tiles.flip.1", "roe.tiles.flip.2")
def test_tiles_display():
    assert (G.progress_face_up, G.territory_face_up, G.city_face_up) == (8, 10, 5)
    assert [G.city_face_up_in(t) for t in range(1, 7)] == [5, 5, 5, 5, 8, 8]


@pytest.mark.rule("roe.progress.cost.1", "roe.progress.cost.2")
def test_earlier_era_progress_cost():
    assert dict(G.progress_earlier_era_cost) == {1: 1, 2: 2}


@pytest.mark.rule("roe.era.end.4", "roe.era.end.5", "roe.era.end.7", "roe.era.end.8")
def test_era_end_values():
    assert (G.keep_progress_gold, G.keep_city_cubes, G.era_end_removal, G.era_end_skipped_after) == (1, 1, "half_up", 3)


# ---------------------------------------------------------------- empire tiles
@pytest.mark.rule("roe.setup.empire.1", "roe.empire.place.2")
def test_eight_two_sided_empire_tiles():
    assert len(D.EMPIRE_TILES) == G.empire_boxes == 8
    for t in D.EMPIRE_TILES:
        for side in (t.era1, t.era23):
            assert 1 <= side.number <= 4 and side.rows
    assert t.side(1) is t.era1 and t.side(2) is t.era23 and t.side(3) is t.era23


@pytest.mark.rule("roe.battle.two.1", "roe.battle.two.2")
def test_two_tiles_allow_a_second_battle_in_era_three():
    assert sum(t.era23.second_battle for t in D.EMPIRE_TILES) == 2
    assert not any(t.era1.second_battle for t in D.EMPIRE_TILES)


@pytest.mark.rule("roe.battle.defender.1", "roe.battle.example.1", "roe.empire.example.1", "roe.med.place.1")
def test_empire_tiles_of_the_text_examples():
    # Dan's Mediterranean battle: a "1" with water; Peter loses 2, Dan 1
    assert any(s.number == 1 and s.water and s.rows[0].attacker == 1 and s.rows[0].defender == 2
               for t in D.EMPIRE_TILES for s in (t.era1, t.era23))
    # Michael's first turn: a "2" without water in Era I
    assert any(t.era1.number == 2 and not t.era1.water for t in D.EMPIRE_TILES)
    for era in (1, 2):  # some tiles show water, some do not, on each side
        assert 0 < sum(t.side(era).water for t in D.EMPIRE_TILES) < 8


# ---------------------------------------------------------------- progress tiles
@pytest.mark.rule("roe.setup.progress.1")
def test_progress_tiles_per_era_and_box():
    assert {e: len(D.PROGRESS_DECK[e]) for e in D.ERAS} == {1: 16, 2: 16, 3: 16}
    assert G.progress_boxes * G.progress_per_box_per_era == 16
    assert G.progress_face_up * G.turns_per_era == 16  # every era's tiles come up in its two turns


@pytest.mark.rule("roe.actions.printing.1", "roe.far.navigation.1", "roe.progress.example.1")
def test_progress_tiles_named_in_the_text():
    by_name = {t.name: t for t in D.PROGRESS}
    for name in ("Printing", "Navigation", "Weapons", "Agriculture", "Iron Axes"):
        assert name in by_name
    assert by_name["Printing"].effect("no_position_cost") is not None
    assert by_name["Navigation"].effect("opens_overseas") is not None and by_name["Navigation"].era <= 2
    weapons = by_name["Weapons"]
    assert weapons.free and weapons.effect("remove_cubes").get("count") == 1


@pytest.mark.rule("roe.progress.dup.1")
def test_some_progress_tiles_come_in_copies():
    assert D.PROGRESS_BY_ID["iron_axes"].copies >= 2
    assert len({t.name for t in D.PROGRESS}) == len(D.PROGRESS)


@pytest.mark.rule("roe.progress.free.1")
def test_free_action_tiles():
    free = [t for t in D.PROGRESS if t.free]
    assert free and len(free) < len(D.PROGRESS)
    for t in D.PROGRESS:
        assert t.free == any(e.id in D.FREE_ACTION_EFFECTS for e in t.effects)
    assert all(any(t.free for t in D.PROGRESS_BY_ERA[e]) for e in D.ERAS)


@pytest.mark.rule("roe.tiles.fewplayers.2")
def test_red_tiles():
    red = {t.id for t in D.PROGRESS if t.red}
    assert {"navigation", "printing"} <= red
    assert all(any(t.red for t in D.PROGRESS_BY_ERA[e]) for e in D.ERAS)
    assert len(red) < len(D.PROGRESS)


def test_progress_texts_are_short_and_effects_known():
    for t in D.PROGRESS:
        assert 0 < len(t.text) <= 110, t.id
        for e in t.effects:
            assert e.id in D.EFFECTS
    used = {e.id for t in D.PROGRESS for e in t.effects}
    assert used == set(D.EFFECTS), "the effect vocabulary lists exactly the effects in use"


# ---------------------------------------------------------------- territory tiles
@pytest.mark.rule("roe.setup.territory.1", "roe.tiles.flip.3")
def test_forty_territory_tiles_in_ten_boxes():
    assert G.territory_boxes * G.territory_per_box == len(D.TERRITORY_DECK) == 40
    turns = len(D.TERRITORY_DECK) // G.territory_face_up
    assert turns == 4  # the supply runs out in game turn 4, the Era-II B turn


@pytest.mark.rule("roe.territory.plains.1", "roe.territory.island.1", "roe.territory.forest.1", "roe.territory.mountain.1")
def test_plain_territory_yields():
    T = D.TERRITORY_BY_ID
    assert (T["plains"].yields.cubes, T["plains"].yields.food) == (1, 2)
    assert (T["island"].yields.cubes, T["island"].yields.food) == (1, 1)
    assert (T["forest"].yields.cubes, T["forest"].yields.food) == (2, -2)
    assert (T["mountain"].yields.cubes, T["mountain"].yields.food) == (3, -3)
    assert sum(t.count for t in D.TERRITORY if not t.town) == 34


@pytest.mark.rule("roe.territory.town.1")
def test_six_towns():
    towns = [t for t in D.TERRITORY if t.town]
    assert sum(t.count for t in towns) == 6
    benefits = set()
    for t in towns:
        extra = [(k, n) for k, n in t.yields.items() if k != "vp"]
        assert t.yields.vp == 1 and len(extra) == 1 and extra[0][1] == 1 and extra[0][0] in ("gold", "discs", "food", "cubes")
        benefits.add(extra[0][0])
    assert benefits == {"gold", "discs", "food", "cubes"}


# ---------------------------------------------------------------- city tiles
@pytest.mark.rule("roe.setup.city.1", "roe.setup.city.2", "roe.setup.city.3")
def test_city_tiles_by_era_and_side():
    counts = {k: len(v) for k, v in D.CITY_STACKS.items()}
    assert counts == {(1, "A"): 5, (1, "B"): 5, (2, "A"): 5, (2, "B"): 5, (3, "A"): 8, (3, "B"): 8}
    assert G.city_boxes == 8 and G.city_boxes_era_1_2 == 5
    assert len(D.WONDERS) == 6 and all(D.CITY_BY_ID[w].side == "B" for w in D.WONDERS)


@pytest.mark.rule("roe.wonder.cost.1", "roe.wonder.vp.1")
def test_wonders_cost_gold_discs_and_cubes():
    for w in D.WONDERS:
        c = D.CITY_BY_ID[w]
        assert c.cost.gold > 0 and c.cost.discs > 0 and c.cost.cubes > 0 and c.vp_now > 0
        assert not c.yields and not c.upkeep


@pytest.mark.rule("roe.city.take.1", "roe.income.upkeep.1")
def test_city_costs_and_upkeep():
    cities = [c for c in D.CITIES if not c.wonder]
    assert all(set(k for k, _ in c.cost.items()) <= {"gold"} for c in cities)
    assert any(c.cost.gold == 0 for c in cities)  # "it may be free"
    assert any(c.upkeep.discs == 1 for c in cities) and all(c.upkeep.discs <= 1 for c in cities)
    assert any(c.yields.food < 0 for c in cities)
    assert all(c.yields.vp > 0 for c in cities)


# ---------------------------------------------------------------- trade track
@pytest.mark.rule("roe.trade.example.1", "roe.trade.example.2", "roe.trade.era.1")
def test_trade_track():
    boxes = [(t.discs, t.reward, t.amount) for t in D.trade_boxes_for(1)]
    assert (2, "gold", 4) in boxes
    assert (7, "vp", 6) in [(t.discs, t.reward, t.amount) for t in D.trade_boxes_for(3)]
    assert (7, "vp", 6) not in boxes
    for era in D.ERAS:
        kinds = {t.reward for t in D.trade_boxes_for(era)}
        assert kinds == {"gold", "vp"}


# ---------------------------------------------------------------- world map: content
@pytest.mark.rule("roe.med.region.1")
def test_regions_and_the_one_sea():
    land = [r for r in R.values() if r.kind == "land"]
    assert 20 <= len(land) <= 26
    assert D.SEA_REGIONS == ("med",) and R["med"].name == "Mediterranean"
    assert R["med"].vp_first > 0


@pytest.mark.rule("roe.era.place.1", "roe.era.place.2")
def test_eras_of_the_regions():
    by_era = {e: {r.id for r in R.values() if r.era == e} for e in D.ERAS}
    assert all(by_era.values())
    # Era I clusters around the Mediterranean: each Era-I region borders it or an Era-I region that does
    coastal = {rid for rid in by_era[1] if "med" in D.ADJACENT[rid]}
    assert len(coastal) >= 5
    assert all(rid == "med" or rid in coastal or D.ADJACENT[rid] & coastal for rid in by_era[1])
    # Era II adds the New World, the Far East and more of Europe
    assert {r.part for r in R.values() if r.era == 2} == {"old_world", "new_world", "far_east"}
    assert {"n_europe", "c_europe", "british_isles"} <= by_era[2]
    # Era-I and Era-II regions show an income, Era-III regions none
    for r in R.values():
        assert bool(r.income) == (r.era < 3), r.id


@pytest.mark.rule("roe.far.place.1")
def test_new_world_and_far_east():
    nw = {r.id for r in R.values() if r.part == "new_world"}
    fe = {r.id for r in R.values() if r.part == "far_east"}
    assert nw == {"north_america", "south_america"} and len(fe) == 2
    assert all(R[r].era == 2 for r in nw | fe)
    assert "south_america" not in D.ADJACENT["north_america"]
    for rid in nw | fe:  # reached only across the water, never by a border or an arrow from the Old World
        assert all(R[o].part == R[rid].part for o in D.ADJACENT[rid])


@pytest.mark.rule("roe.empire.example.1", "roe.empire.example.2")
def test_adjacency_of_the_text_examples():
    assert "ne_africa" in D.ADJACENT["nw_africa"]
    assert "nw_africa" in D.ADJACENT["sw_europe"]
    assert "ne_africa" not in D.ADJACENT["sw_europe"]
    assert {R[r].era for r in ("nw_africa", "ne_africa", "sw_europe")} == {1}


@pytest.mark.rule("roe.control.example.1")
def test_nw_africa_values():
    nw = R["nw_africa"]
    assert nw.name == "NW Africa" and nw.income.cubes == 2 and nw.vp_second == 1


@pytest.mark.rule("roe.control.example.2", "roe.control.vp.3", "roe.control.share.1")
def test_ne_africa_values():
    ne = R["ne_africa"]
    assert ne.name == "NE Africa"
    assert ne.income.food // 2 == 1  # two tied controllers get 1 food each
    assert (ne.vp_first + ne.vp_second) // 2 == 1  # ... and 1 VP each


def test_standards_and_income_shapes():
    for r in R.values():
        assert r.vp_first > r.vp_second >= 1, r.id
        assert len(r.income.items()) <= 1, f"{r.id}: one kind of income per region"


def test_no_scandinavia_region():
    assert not any("scandinavia" in r.id or "Scandinavia" in r.name for r in R.values())
    assert "Scandinavia" in R["n_europe"].covers
    assert any(s.text == "Scandinavia" for s in R["n_europe"].sublabels)


def test_mediterranean_does_not_reach_the_black_sea():
    black = {r.id for r in R.values() if "black_sea" in r.coasts}
    only_black = {r for r in black if "med" not in R[r].coasts}
    assert only_black and not (only_black & D.ADJACENT["med"])
    assert _shared_border(R["med"].polygon, D.WATERS["black_sea"].polygon) == 0
    assert not _overlap(R["med"].polygon, D.WATERS["black_sea"].polygon)


def test_adjacency_symmetric_and_connected():
    for a, ns in D.ADJACENT.items():
        assert a not in ns
        for b in ns:
            assert a in D.ADJACENT[b], (a, b)
    old = {r.id for r in R.values() if r.part == "old_world"}
    assert _component("med", old) == old
    fe = {r.id for r in R.values() if r.part == "far_east"}
    assert _component(next(iter(fe)), fe) == fe


# ---------------------------------------------------------------- world map: geometry
def test_polygons_are_simple():
    for kind, oid, poly in SHAPES:
        assert len(poly) >= 3 and _area(poly) > 20, (kind, oid)
        assert not _self_intersects(poly), f"{kind} {oid} crosses itself"
        assert all(0 <= x <= D.BOARD.width and 0 <= y <= D.BOARD.height for x, y in poly)


def test_polygons_do_not_overlap():
    for (k1, i1, p1), (k2, i2, p2) in itertools.combinations(SHAPES, 2):
        if (k1, i1) == (k2, i2):
            continue
        assert not _overlap(p1, p2), f"{k1} {i1} overlaps {k2} {i2}"


def test_adjacency_matches_borders_and_arrows():
    arrows = {frozenset(a.between) for a in D.ARROWS}
    for a, b in itertools.combinations(R, 2):
        shared = _borders_geometrically(a, b)
        assert shared == (b in R[a].borders), f"{a}/{b}: drawn border {shared}, listed {b in R[a].borders}"
        assert (b in D.ADJACENT[a]) == (shared or frozenset((a, b)) in arrows), (a, b)
        if frozenset((a, b)) in arrows:
            assert not shared, f"{a}/{b}: an arrow between regions that already share a border"
    for arrow in D.ARROWS:
        a, b = arrow.between
        assert any(_inside(arrow.start, p) for p in _shapes_of(a)), f"arrow {arrow.name} starts outside {a}"
        assert any(_inside(arrow.end, p) for p in _shapes_of(b)), f"arrow {arrow.name} ends outside {b}"


def test_coasts_match_the_drawn_seas():
    for rid, r in R.items():
        assert ("med" in r.coasts) == ("med" in r.borders), rid
        for wid, w in D.WATERS.items():
            if w.polygon:
                touches = any(_shared_border(p, w.polygon) > 1.0 for p in r.shapes)
                assert touches == (wid in r.coasts), f"{rid} and the {w.name}"


def test_labels_standards_and_cubes_fit():
    b = D.BOARD
    others = [(k, i, p) for k, i, p in SHAPES]
    for r in R.values():
        lines = r.label_text.split("\n")
        lw, lh = max(len(x) for x in lines) * b.label_char_px + 2, len(lines) * b.label_line_px
        boxes = {"label": (r.label, lw, lh), "standard": (r.standard, *b.standard_box), "cubes": (r.cubes, *b.cubes_box)}
        for what, ((cx, cy), w, h) in boxes.items():
            pts = [(cx + fx * w, cy + fy * h) for fx in (-0.5, 0, 0.5) for fy in (-0.5, 0, 0.5)]
            if what == "label" and r.label_outside:
                for p in pts:
                    assert not any(_inside(p, poly) for k, i, poly in others if (k, i) != ("region", r.id)), r.id
                assert min(_dist_to_boundary(r.label, s) for s in r.shapes) < 30, r.id
                continue
            for p in pts:
                assert any(_inside(p, s) and _dist_to_boundary(p, s) >= 1.0 for s in r.shapes), f"{r.id}: {what} at {p}"
        (a, aw, ah), (s, sw, sh), (c, cw, ch) = boxes.values()
        for (p1, w1, h1), (p2, w2, h2) in itertools.combinations(boxes.values(), 2):
            apart = abs(p1[0] - p2[0]) >= (w1 + w2) / 2 or abs(p1[1] - p2[1]) >= (h1 + h2) / 2
            assert apart, f"{r.id}: its label, standard and cubes overlap"


def test_water_and_land_labels_sit_in_place():
    for w in D.WATERS.values():
        if w.polygon:
            assert _inside(w.label, w.polygon), w.id
        else:
            assert not any(_inside(w.label, poly) for _, _, poly in SHAPES), w.id
    for land in D.LANDS.values():
        if land.label is not None:
            assert _inside(land.label, land.polygon), land.id


def test_map_looks_like_the_world():
    c = {rid: (sum(x for x, _ in r.polygon) / len(r.polygon), sum(y for _, y in r.polygon) / len(r.polygon)) for rid, r in R.items()}
    assert c["north_america"][0] < c["sw_europe"][0] < c["persia"][0] < c["china"][0]  # Americas left, Far East right
    assert c["n_europe"][1] < c["med"][1] < c["w_africa"][1]
    assert c["north_america"][1] < c["south_america"][1]
    assert c["india"][0] < c["china"][0]


# ---------------------------------------------------------------- sources
def test_every_record_names_its_source():
    for r in R.values():
        assert r.source == "house", r.id  # polygons, standards and incomes are designed
    for group in (D.ARROWS, D.WATERS.values(), D.LANDS.values(), D.EMPIRE_TILES, D.PROGRESS, D.TERRITORY,
                  D.CITIES, D.TRADE_BOXES):
        for rec in group:
            assert rec.source == "house", rec
    assert D.BOARD.source == "house"
    house_sections = {"bank", "vp_track"}
    for section, source in G.sources.items():
        assert source == ("house" if section in house_sections else "rules text"), section


def test_rules_files_are_shipped():
    for name in ("rise-of-empires.txt", "roe.rules.md", "roe.data.md"):
        assert resource("rules", name).is_file()


def test_sources_file_lists_the_contradictions():
    text = resource("roe", "SOURCES.md").read_text(encoding="utf-8")
    for needle in ("Shared control", "netted", "Pete", "house"):
        assert needle in text


# ---------------------------------------------------------------- loading checks
def _doc(name):
    with resource("roe", name).open("rb") as handle:
        return tomllib.load(handle)


def test_loader_rejects_unknown_ids_and_bad_types():
    doc = _doc("map.toml")
    bad = copy.deepcopy(doc)
    bad["region"][0]["borders"] = ["atlantis"]
    with pytest.raises(D.DataError, match=r"map\.toml, region 'sw_europe'.*atlantis"):
        D.parse_map(bad)
    bad = copy.deepcopy(doc)
    bad["region"][1]["era"] = "I"
    with pytest.raises(D.DataError, match=r"map\.toml, region 'nw_africa'.*'era' must be int"):
        D.parse_map(bad)
    bad = copy.deepcopy(doc)
    bad["arrow"][0]["between"] = ["sw_europe", "narnia"]
    with pytest.raises(D.DataError, match=r"map\.toml, arrow #1"):
        D.parse_map(bad)
    bad = copy.deepcopy(doc)
    bad["region"][0]["borders"] = bad["region"][0]["borders"][1:]
    with pytest.raises(D.DataError, match="does not border it"):
        D.parse_map(bad)

    prog = _doc("progress.toml")
    bad = copy.deepcopy(prog)
    bad["progress"][0]["effects"] = [{"id": "teleport"}]
    with pytest.raises(D.DataError, match=r"progress\.toml, progress 'agriculture'.*unknown effect 'teleport'"):
        D.parse_progress(bad)
    bad = copy.deepcopy(prog)
    bad["progress"][0]["colour"] = "red"
    with pytest.raises(D.DataError, match=r"unknown field\(s\) 'colour'"):
        D.parse_progress(bad)

    emp = _doc("empire.toml")
    bad = copy.deepcopy(emp)
    bad["empire"][0]["era1"]["number"] = 5
    with pytest.raises(D.DataError, match=r"empire\.toml, empire 'e1'.*1-4"):
        D.parse_empire(bad)

    cities = _doc("cities.toml")
    bad = copy.deepcopy(cities)
    wonder = next(c for c in bad["city"] if c["wonder"])
    wonder["side"] = "A"
    with pytest.raises(D.DataError, match=r"cities\.toml, city .*wonders are B tiles"):
        D.parse_cities(bad)

    trade = _doc("trade.toml")
    bad = copy.deepcopy(trade)
    bad["trade"][0]["reward"] = "food"
    with pytest.raises(D.DataError, match=r"trade\.toml, trade 't1'.*gold or vp"):
        D.parse_trade(bad)

    game = _doc("game.toml")
    bad = copy.deepcopy(game)
    bad["start"]["food"] = -1
    with pytest.raises(D.DataError, match=r"game\.toml, start.*'food'"):
        D.parse_game(bad)
    bad = copy.deepcopy(game)
    bad["start"]["source"] = "folklore"
    with pytest.raises(D.DataError, match=r"source"):
        D.parse_game(bad)


def test_tables_are_frozen():
    with pytest.raises(Exception):
        R["med"].era = 2  # type: ignore[misc]
    with pytest.raises(TypeError):
        D.REGIONS["x"] = R["med"]  # type: ignore[index]
