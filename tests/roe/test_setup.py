"""Rise of Empires: the components, setting up, the tiles display as laid out, and the start player."""
import pytest

from dawnofempires_gui.engine import IllegalAction, Seat, registry
from dawnofempires_gui.games.roe import data as D
from dawnofempires_gui.games.roe.rules import RiseOfEmpires
from dawnofempires_gui.games.roe.state import CITY_LEVELS

from .helpers import new_game, run_until

G = D.GAME


@pytest.mark.rule("roe.structure.eras.1")
def test_a_game_is_three_eras_of_an_a_turn_then_a_b_turn():
    g = new_game(2, 3)
    seen = []
    while not g.is_over():
        mark = (g.turn, g.era, "B" if g.b_turn else "A")
        if not seen or seen[-1] != mark:
            seen.append(mark)
        run_until(g, lambda x: x.turn != mark[0], seed=3)
    assert seen == [(1, 1, "A"), (2, 1, "B"), (3, 2, "A"), (4, 2, "B"), (5, 3, "A"), (6, 3, "B")]


@pytest.mark.rule("roe.setup.components.1")
def test_the_box_holds_the_components_the_rules_list():
    assert (G.resource_discs, G.cubes_per_colour, G.action_discs_per_colour, G.colours) == (40, 30, 9, 5)
    assert (G.empire_tiles, G.territory_tiles, G.progress_tiles, G.city_tiles) == (8, 40, 48, 36)
    assert (G.gold_markers, G.alliance_pieces, G.player_aid_cards) == (100, 5, 5)
    assert len(D.EMPIRE_TILES) == 8 and len(D.TERRITORY_DECK) == 40 and len(D.CITIES) == 36
    assert sum(len(D.PROGRESS_DECK[e]) for e in D.ERAS) == 48
    g = new_game(5)
    assert g.bank_discs + sum(g.discs) == 40
    assert all(g.pool[s] + g.stock[s] == 30 for s in range(5))
    assert G.actions_per_turn + len(G.marker_discs) == 9


@pytest.mark.rule("roe.setup.components.2")
def test_two_to_five_players_may_play_and_no_other_number():
    assert registry.get("roe").player_counts == (2, 3, 4, 5)
    for n in (2, 5):
        assert new_game(n).n == n
    for n in (1, 6):
        with pytest.raises(IllegalAction, match="2 to 5 players"):
            RiseOfEmpires([Seat(f"P{i}") for i in range(n)], {}, 1)


@pytest.mark.rule("roe.setup.alliance.1")
def test_alliance_pieces_are_counted_but_no_action_uses_them():
    assert G.alliance_pieces == 5
    g = new_game(3)
    assert not any("alliance" in kind for kind in (m.kind for m in g.MOVES))


@pytest.mark.rule("roe.score.goal.1")
def test_the_most_victory_points_at_the_end_wins_and_points_come_from_cities_empire_and_trade():
    g = run_until(new_game(4, 8), lambda x: False, seed=8)
    sheet = g.scores()
    assert g.is_over() and all(sheet.totals[w] == max(sheet.totals) for w in sheet.winners)
    assert {"Cities", "Wonders", "Regions", "Trade"} <= set(sheet.categories)
    assert sheet.totals == g.vp


@pytest.mark.rule("roe.setup.bank.1")
def test_the_bank_holds_the_resource_discs_not_given_out_and_unlimited_gold():
    g = new_game(4)
    assert g.bank_discs == 40 - 4 * 2
    assert G.gold_unlimited and G.gold_denominations == (1, 5) and g.gold_issued == 0


@pytest.mark.rule("roe.setup.player.1")
def test_each_player_has_thirty_cubes_and_six_action_discs_to_play():
    g = new_game(3)
    for s in range(3):
        assert g.pool[s] + g.stock[s] + g.on_map(s) == 30
        assert g.hand[s] + g.discs_on_display(s) == 6


@pytest.mark.rule("roe.setup.player.2")
def test_everyone_starts_with_no_victory_points_and_16_food_and_a_place_in_turn_order():
    g = new_game(5)
    assert g.vp == [0] * 5 and g.food == [16] * 5
    assert sorted(g.order) == [0, 1, 2, 3, 4]


@pytest.mark.rule("roe.setup.player.3")
def test_five_cubes_start_in_the_pool_and_25_in_the_general_stock():
    g = new_game(3)
    assert g.pool == [5, 5, 5] and g.stock == [25, 25, 25]


@pytest.mark.rule("roe.setup.player.4")
def test_each_player_starts_with_five_gold_and_two_resource_discs():
    g = new_game(2)
    assert g.gold == [5, 5] and g.discs == [2, 2]


@pytest.mark.rule("roe.setup.progress.1")
def test_each_progress_box_holds_two_tiles_of_each_era_era_one_on_top():
    g = new_game(3)
    for era in D.ERAS:
        deck = getattr(g, f"progress_deck{era}")
        assert len(deck) == 16  # 2 per box, box b in slots b and 8 + b
    # the top of every box (an Era-I tile) is turned at once: 8 Era-I tiles face up, 8 below them
    assert all(D.PROGRESS_BY_ID[t].era == 1 for t in g.progress_up)
    assert g.progress_deck1[:8] == [None] * 8 and None not in g.progress_deck1[8:]
    assert sorted(g.progress_up + g.progress_deck1[8:]) == sorted(D.PROGRESS_DECK[1])
    assert sorted(g.progress_deck2) == sorted(D.PROGRESS_DECK[2])
    assert sorted(g.progress_deck3) == sorted(D.PROGRESS_DECK[3])
    assert g.face_down()["progress"] == [5] * 8


@pytest.mark.rule("roe.setup.territory.1")
def test_the_territory_tiles_are_shuffled_four_to_a_box():
    a, b = new_game(3, 1), new_game(3, 2)
    assert len(a.territory_deck) == 40 and a.face_down()["territory"] == [3] * 10  # the top one is face up
    assert sorted(t for t in a.territory_deck + a.territory_up if t) == sorted(D.TERRITORY_DECK)
    assert a.territory_deck != b.territory_deck


@pytest.mark.rule("roe.setup.city.1")
def test_era_three_city_tiles_lie_b_under_a_one_per_box_in_all_eight_boxes():
    g = new_game(3)
    for level in (4, 5):
        stack = CITY_LEVELS[level]
        assert stack == (3, "A" if level == 4 else "B")
        assert sorted(g.city_deck[level * 8:level * 8 + 8]) == sorted(D.CITY_STACKS[stack])


@pytest.mark.rule("roe.setup.city.2")
def test_era_one_and_two_city_tiles_fill_only_the_top_five_boxes():
    g = new_game(3)
    for level in (1, 2, 3):  # level 0 (Era I A) is turned face up at once
        row = g.city_deck[level * 8:level * 8 + 8]
        assert sorted(row[:5]) == sorted(D.CITY_STACKS[CITY_LEVELS[level]]) and row[5:] == [None] * 3
    assert sorted(t for t in g.city_up if t) == sorted(D.CITY_STACKS[(1, "A")])
    assert g.face_down()["city"] == [5, 5, 5, 5, 5, 2, 2, 2]


@pytest.mark.rule("roe.setup.city.3")
def test_the_six_wonders_are_among_the_city_tiles():
    assert len(D.WONDERS) == 6
    assert all(D.CITY_BY_ID[w].side == "B" for w in D.WONDERS)
    g = new_game(3)
    assert set(D.WONDERS) <= set(g.city_deck)


@pytest.mark.rule("roe.setup.empire.1")
def test_the_eight_empire_tiles_lie_era_one_side_up_on_the_empire_track():
    g = new_game(4)
    assert sorted(g.empire_track) == sorted(t.id for t in D.EMPIRE_TILES)
    assert all(g.empire_side(t) == D.EMPIRE_BY_ID[t].era1 for t in g.empire_track)


@pytest.mark.rule("roe.setup.order.1")
def test_the_start_player_is_drawn_at_random():
    firsts = {new_game(4, seed).order[0] for seed in range(30)}
    assert firsts == {0, 1, 2, 3}


@pytest.mark.rule("roe.setup.order.2")
def test_turn_order_runs_clockwise_from_the_start_player():
    for seed in range(10):
        g = new_game(5, seed)
        first = g.order[0]
        assert g.order == [(first + k) % 5 for k in range(5)]
        assert g.to_move() == [first]
