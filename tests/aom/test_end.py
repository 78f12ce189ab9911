"""The end of the game as the players see it on the score sheet: the victory cards awarded, most points, then most
resource cubes."""
import pytest

from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.rules_tables import TILE_INDEX, VI

from .helpers import add_units, build_now, put_tile, random_play, set_cubes, table, zero_cubes


def finished(cards, setup):
    """A three-player game ended after placing the given cubes on the victory cards (card -> cubes)."""
    g = table(["greek", "egyptian", "norse"])
    for card, k in cards.items():
        g.vp_cards[VI[card]] += k
        g.vp_bank -= k
    setup(g)
    g.flow.clear()
    g.game_over()
    assert g.invariant_problems() == []
    return g


@pytest.mark.rule("aom.end.award.1", "aom.end.army.1", "aom.end.buildings.1")
def test_the_cards_go_to_the_largest_army_and_the_most_buildings_then_one_point_a_cube():
    def setup(g):
        add_units(g, 1, mummy=2)  # 8 units against 6
        build_now(g, 2, "house", "wall")
        g.vp[0], g.vp_bank = 4, g.vp_bank - 4

    g = finished({"largest_army": 3, "most_buildings": 2, "wonder": 1}, setup)
    sheet = g.scores()
    assert sheet.totals == [4, 3, 2] and sheet.winners == [0]
    assert sheet.points[1]["The Largest Army"] == 3 and sheet.points[2]["The Most Buildings"] == 2
    assert all(p["The Wonder"] == 0 for p in sheet.points) and g.vp_cards[VI["wonder"]] == 1  # nobody built it
    assert g.vp == [4, 3, 2] and g.is_over() and g.phase() == "Game over"


def _a_free_tile(g, seat: int) -> str:
    return next(t for t, tile in D.TILES.items() if g.pool[TILE_INDEX[t]] and g.free_square(seat, tile.terrain) >= 0)


@pytest.mark.rule("aom.end.army.1")
def test_a_dwarf_at_work_counts_in_the_largest_army_a_villager_or_an_empty_square_does_not():
    def setup(g):
        put_tile(g, 2, _a_free_tile(g, 2), worker="dwarf")  # the Norse: 6 units at home and a dwarf on a tile
        put_tile(g, 1, _a_free_tile(g, 1), worker="villager")
        put_tile(g, 0, _a_free_tile(g, 0))

    g = finished({"largest_army": 2}, setup)
    assert [g.army_size(s) for s in range(3)] == [6, 6, 7]
    assert g.vp == [0, 0, 2]


@pytest.mark.rule("aom.end.army.1", "aom.end.buildings.1")
def test_a_tie_for_most_gives_those_cubes_to_nobody():
    def setup(g):
        build_now(g, 0, "wall")
        build_now(g, 1, "tower")

    g = finished({"largest_army": 2, "most_buildings": 2}, setup)
    assert g.vp == [0, 0, 0] and g.vp_cards[VI["largest_army"]] == 2 and g.vp_cards[VI["most_buildings"]] == 2
    assert "a tie for most" in "\n".join(e.text for e in g._events)


def tied_on_points(g):
    """Andrew and Bill on 3 victory points each, Bill with more resource cubes (3 against 2)."""
    g.vp[0] = g.vp[1] = 3
    g.vp_bank -= 6
    for s in range(3):
        zero_cubes(g, s)
    set_cubes(g, 0, food=2)
    set_cubes(g, 1, gold=3)


@pytest.mark.rule("aom.end.tie.1")
def test_tied_on_points_the_most_resource_cubes_wins_and_a_full_tie_is_shared():
    g = finished({}, tied_on_points)
    sheet = g.scores()
    assert sheet.winners == [1] and "most resource cubes" in sheet.tie_break

    def level(g):
        tied_on_points(g)
        set_cubes(g, 0, food=3)

    g = finished({}, level)
    assert g.scores().winners == [0, 1] and "shared" in g.scores().tie_break


@pytest.mark.rule("aom.end.tie.1")
def test_a_win_on_a_tie_of_points_says_whom_it_tied_with_and_the_cubes_that_broke_it():
    g = finished({}, tied_on_points)
    words = g.result_words()
    assert words == "Bill wins: tied with Andrew on 3 victory points, with more resource cubes (3 against 2)."
    assert "The game is over: " + words in [e.text for e in g._events]

    def level(g):
        tied_on_points(g)
        set_cubes(g, 0, food=3)

    shared = finished({}, level).result_words()
    assert shared == "Andrew and Bill win, tied on 3 victory points and on 3 resource cubes."


def test_the_running_score_shows_who_would_take_the_cards_now():
    g = table(["greek", "egyptian", "norse"])
    add_units(g, 2, troll=1)
    g.vp_cards[VI["largest_army"]] += 2
    g.vp_bank -= 2
    sheet = g.scores()
    assert sheet.points[2]["The Largest Army"] == 2 and sheet.notes
    assert sum(g.evaluate()) > 0 and max(range(3), key=lambda s: g.evaluate()[s]) == 2


def test_a_random_game_ends_with_every_cube_accounted_for():
    g = random_play(table(["greek", "egyptian", "norse"], seed=5), 5000, seed=5)
    assert g.is_over()
    sheet = g.scores()
    assert sum(sheet.totals) + g.vp_bank + sum(g.vp_cards) == 30
    assert all(sum(p.values()) == t for p, t in zip(sheet.points, sheet.totals))
