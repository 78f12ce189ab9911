"""Components, setup, the boards (§1, §3, §7, §8)."""
import pytest

from dawnofempires_gui.engine import Action as A
from dawnofempires_gui.engine.registry import get
from dawnofempires_gui.games.doe import INFO
from dawnofempires_gui.games.doe import data as D
from dawnofempires_gui.games.doe import hexmap as H
from dawnofempires_gui.games.doe.rules import DawnOfEmpires

from .helpers import full_terrain, invariants, refused, setup


@pytest.mark.rule("doe.setup.components.1")
def test_terrain_set():
    assert D.TERRAIN_COUNT == {"ocean": 6, "grassland": 4, "plains": 4, "forest": 4, "hills": 3, "mountains": 3, "desert": 1}
    assert sum(D.TERRAIN_COUNT.values()) == H.N_TILES == 25
    for n in (2, 3, 4):
        g = setup(n, seed=n)
        counts = {t: full_terrain(g).count(t) for t in D.TERRAINS}
        assert counts == D.TERRAIN_COUNT


@pytest.mark.rule("doe.setup.components.3", "doe.setup.tiles.1")
def test_tile_supply():
    per_colour = {c: sum(t.copies for t in D.TECHS.values() if t.colour == c) for c in D.COLOURS}
    assert per_colour == {"green": 12, "blue": 12, "yellow": 12, "red": 12}
    assert sum(D.BUILDINGS[b].copies for b in D.IMPROVEMENTS) == 25
    assert len(D.WONDERS) == 9 and len(set(D.WONDERS)) == 9
    g = setup(3)
    assert g.tech_left == {t: D.TECHS[t].copies for t in D.TECHS}
    assert g.imp_left == {b: D.BUILDINGS[b].copies for b in D.IMPROVEMENTS}
    assert g.wonder_owner == {}  # every wonder on the board, open to all


@pytest.mark.rule("doe.setup.components.4")
def test_player_pieces():
    g = setup(4)
    for p in range(4):
        assert g.huts_track[p] + sum(s for o, s in zip(g.town_owner, g.town_size) if o == p) == 9
        assert g.warriors_total[p] == 7 and D.WARRIORS_MAX == 8
        assert g.settlers_home[p] == 2
        assert len(g.res[p]) == 5 and g.xp[p] == 0  # five resources + military experience
        assert g.rondel[p] == -1


@pytest.mark.rule("doe.setup.components.5")
def test_player_counts():
    assert (INFO.min_players, INFO.max_players) == (2, 4)
    assert get("doe") is not None
    for n in (2, 3, 4):
        assert len(D.POSITIONS[n]) == n
        setup(n)
    for n in (1, 5):
        with pytest.raises(Exception):
            DawnOfEmpires.new_game([f"P{i}" for i in range(n)], {}, 0)


@pytest.mark.rule("doe.setup.order.1")
def test_random_player_order():
    orders = {tuple(DawnOfEmpires.new_game(["a", "b", "c", "d"], {}, seed).order) for seed in range(30)}
    assert len(orders) > 5
    for o in orders:
        assert sorted(o) == [0, 1, 2, 3]
    g = DawnOfEmpires.new_game(["a", "b", "c"], {}, 7)
    assert g.step == "empire"  # the order exists before any choice


@pytest.mark.rule("doe.setup.order.1")
def test_the_log_of_a_new_game_tells_the_order_drawn_and_who_chooses_an_empire_first():
    g = DawnOfEmpires.new_game(["Ana", "Ben", "Cy"], {}, 7)
    names = [g.name(p) for p in g.order]
    (line,) = [e.text for e in g.take_opening_events()]
    assert f"{names[0]}, {names[1]} and {names[2]}" in line
    assert line.endswith(f"{names[2]} first."), "the last in the order chooses first"
    assert g.to_move() == [g.order[2]]


@pytest.mark.rule("doe.setup.empire.1")
def test_empires_chosen_in_reverse_order():
    g = DawnOfEmpires.new_game(["a", "b", "c"], {}, 3)
    seen = []
    for i in range(3):
        seat = g.to_move()[0]
        seen.append(seat)
        assert g.step == "empire"
        assert {a.kind for a in g.legal_actions(seat)} == {"choose_empire"}
        emp = g.legal_actions(seat)[0]["empire"]
        g.apply(seat, A("choose_empire", empire=emp))
        assert g.empire[seat] == emp
        if i < 2:
            # a chosen empire is gone for the next players
            g.apply(seat, g.legal_actions(seat)[0])
            nxt = g.to_move()[0]
            refused(g, nxt, A("choose_empire", empire=emp), "already taken")
        else:
            g.apply(seat, g.legal_actions(seat)[0])
    assert seen == list(reversed(g.order))


@pytest.mark.rule("doe.setup.empire.2")
def test_starting_tiles_on_free_position():
    g = DawnOfEmpires.new_game(["a", "b", "c", "d"], {}, 1)
    first = g.to_move()[0]
    g.apply(first, A("choose_empire", empire="rome"))
    g.apply(first, A("place_start", position=2))
    assert [g.terrain[t] for t in D.STARTS[2]] == list(D.EMPIRES["rome"].tiles)
    second = g.to_move()[0]
    g.apply(second, A("choose_empire", empire="egypt"))
    refused(g, second, A("place_start", position=2), "not free")
    assert A("place_start", position=2) not in g.legal_actions(second)
    g.apply(second, A("place_start", position=0))
    assert [g.terrain[t] for t in D.STARTS[0]] == list(D.EMPIRES["egypt"].tiles)
    # two players: only the two positions of the 2-player map
    g2 = DawnOfEmpires.new_game(["a", "b"], {}, 1)
    s = g2.to_move()[0]
    g2.apply(s, A("choose_empire", empire="greece"))
    assert {a["position"] for a in g2.legal_actions(s)} == set(D.POSITIONS[2])


@pytest.mark.rule("doe.setup.map.1")
def test_rest_face_down_and_shuffled():
    layouts = set()
    for seed in range(6):
        g = setup(2, seed=seed)
        start_tiles = {t for p in range(2) for t in D.STARTS[g.start_pos[p]]}
        for t in range(H.N_TILES):
            assert g.face_down[t] == (t not in start_tiles)
        layouts.add(tuple(full_terrain(g)))
        invariants(g)
    assert len(layouts) > 1
    g = setup(4)
    assert sum(g.face_down) == 13


@pytest.mark.rule("doe.setup.resources.1", "doe.setup.resources.2")
def test_starting_resources_are_the_tile_bonuses():
    g = setup(2, empires=["egypt", "greece"], positions=[1, 3])
    for p in range(2):
        expected = [0] * 5
        for ter in D.EMPIRES[g.empire[p]].tiles:
            for res, n in D.BONUS[ter].items():
                expected[D.RESOURCES.index(res)] += n
        assert g.res[p] == expected
        assert g.xp[p] == 0
    egypt = g.empire.index("egypt")
    assert g.res[egypt] == [3, 2, 0, 2, 2]  # grassland + plains + desert bonuses


@pytest.mark.rule("doe.setup.huts.1")
def test_first_hut_in_the_middle_of_the_starting_tiles():
    g = setup(4)
    for p in range(4):
        c = D.START_CORNER[g.start_pos[p]]
        assert set(H.CORNER_TILES[c]) == set(D.STARTS[g.start_pos[p]])
        assert g.town_owner[c] == p and g.town_size[c] == 1
        assert g.huts_track[p] == 8


@pytest.mark.rule("doe.setup.warriors.1", "doe.setup.settlers.1")
def test_warriors_and_settlers_at_start():
    g = setup(3)
    assert g.war_track == [7, 7, 7]
    assert sum(g.unit_w) == 0 and sum(g.unit_s) == 0
    assert g.settlers_home == [2, 2, 2]


@pytest.mark.rule("doe.setup.rondel.1", "doe.setup.rondel.2")
def test_rondel_start_in_the_middle_and_free_first_move():
    g = setup(2)
    assert g.rondel == [-1, -1]
    p = g.to_move()[0]
    spaces = {a["space"] for a in g.legal_actions(p) if a.kind == "rondel"}
    assert spaces == set(range(len(D.RONDEL)))
    g.apply(p, A("rondel", space=5, action="research"))
    assert g.rondel[p] == 5
    g = setup(2)
    p = g.to_move()[0]
    g.rondel[p] = 4
    spaces = {a["space"] for a in g.legal_actions(p) if a.kind == "rondel"}
    assert spaces == {5, 6}


@pytest.mark.rule("doe.board.xp.1")
def test_xp_track_and_counting_past_19():
    g = setup(2)
    assert D._tiles["caps"]["xp_track"] == 19
    g.xp[0] = 19
    g.xp[0] += 3
    assert g.xp[0] == 22  # experience keeps counting past the printed track


@pytest.mark.rule("doe.board.tracks.1")
def test_resource_tracks_cap_at_8():
    assert D.RESOURCES == ("food", "production", "wealth", "money", "science")
    assert D.CAP == 8
    g = setup(2)
    g.res[0] = [7, 8, 0, 0, 0]
    assert g.gain(0, 0, 3) == 1 and g.res[0][0] == 8
    assert g.gain(0, 1, 1) == 0


@pytest.mark.rule("doe.board.slots.1")
def test_player_board_slots():
    assert len(D.IMPROVEMENTS) == 9
    assert D.SETTLERS == 2
    g = setup(2)
    assert g.settlers_home[0] == 2


@pytest.mark.rule("doe.board.wonders.1")
def test_wonders_open_to_every_player():
    g = setup(2)
    for p in range(2):
        g.techs[p] = ["masonry"]
        g.res[p] = [0, 8, 0, 8, 0]
    for w in ("great_wall", "pyramids"):
        assert g.build_problem(0, w) == "" and g.build_problem(1, w) == ""
    for w in D.WONDERS:
        b = D.BUILDINGS[w]
        assert b.production <= 8 and b.money <= 8 and b.requires
