"""Rise of Empires: empire tiles and where cubes may be placed — the number of regions, adjacency to the
empire as it stood, a new empire, the eras of regions, the Mediterranean, the New World and the Far East."""
import pytest

from dawnofempires_gui.games.roe import data as D

from .helpers import (DAN, LIN, MICHAEL, PETER, at_action, give_progress, kinds, new_game, play, put_cubes, put_disc,
                      refused, to_pool)


def placing(g, seat, tile, turn=None):
    """Seat takes empire tile `tile` in an A turn; returns the regions open to the first placement."""
    if turn is not None:
        at_action(g, seat, turn=turn)
    if g.b_turn:  # a B turn: the empire disc is taken back first (the leftmost: free)
        g.display = {row: [-1] * len(c) for row, c in g.display.items()}
        g.hand = [6] * g.n
        put_disc(g, seat, "empire", 0)
        play(g, seat, "take_disc", row="empire", circle=0)
    play(g, seat, "take_empire", tile=tile)
    assert g.top_step() == ("place", (seat,))
    return set(g.placeable(seat))


def test_every_region_the_options_refuse_has_a_reason_and_every_offered_one_none():
    g = new_game(4, 2, first=MICHAEL)
    put_cubes(g, MICHAEL, "levant", 1)
    put_cubes(g, MICHAEL, "india", 1)
    for turn, tile in ((1, "e6"), (3, "e5"), (4, "e8"), (5, "e1")):
        g2 = g.clone()
        open_ = placing(g2, MICHAEL, tile, turn)
        for r in D.REGION_IDS:
            assert (g2.place_problem(MICHAEL, r) == "") == (r in open_), (turn, tile, r)


@pytest.mark.rule("roe.empire.take.1", "roe.empire.place.1")
def test_an_empire_tile_is_taken_and_cubes_come_only_from_the_pool_zero_allowed():
    g = new_game(3, first=MICHAEL)
    placing(g, MICHAEL, "e8")
    assert g.empires[MICHAEL] == ["e8"] and g.empire_track.count(None) == 1
    assert {a["count"] for a in g.legal_actions(MICHAEL) if a.kind == "place"} == {1, 2, 3, 4, 5}
    assert "Your pool holds only 5 cubes" in refused(g, MICHAEL, "place", region="levant", count=6)
    play(g, MICHAEL, "confirm_placement")  # none placed
    assert g.on_map(MICHAEL) == 0 and g.pool[MICHAEL] == 5 and g.stock[MICHAEL] == 25
    assert g.to_move() == [PETER]


@pytest.mark.rule("roe.empire.place.2")
def test_cubes_go_into_as_many_different_regions_as_the_tiles_number():
    g = new_game(3, first=MICHAEL)
    to_pool(g, MICHAEL, 5)
    placing(g, MICHAEL, "e7")  # a 3 without water
    for region in ("levant", "mesopotamia", "asia_minor"):
        play(g, MICHAEL, "place", region=region, count=1)
    assert g.placeable(MICHAEL) == []
    assert "3 different regions" in refused(g, MICHAEL, "place", region="ne_africa", count=1)
    g2 = new_game(3, first=MICHAEL)
    give_progress(g2, MICHAEL, "cartography")
    at_action(g2, MICHAEL, turn=3)
    placing(g2, MICHAEL, "e2")  # a 1, plus one region for Cartography
    assert g2.region_limit(MICHAEL) == 2


@pytest.mark.rule("roe.empire.place.3", "roe.empire.place.6")
def test_cubes_go_in_or_next_to_regions_held_before_the_placement_began():
    g = new_game(3, first=PETER)
    put_cubes(g, PETER, "levant", 1)
    open_ = placing(g, PETER, "e8")
    assert open_ == {"levant", "asia_minor", "mesopotamia", "ne_africa"}  # Arabia is an Era-II region
    play(g, PETER, "place", region="ne_africa", count=1)
    assert "nw_africa" not in g.placeable(PETER)  # next to NE Africa, but NE Africa was empty before
    assert "held your cubes before" in refused(g, PETER, "place", region="nw_africa", count=1)


@pytest.mark.rule("roe.empire.place.4")
def test_with_no_cubes_on_the_map_any_region_the_era_allows_may_be_chosen_even_anothers():
    g = new_game(3, first=MICHAEL)
    put_cubes(g, PETER, "asia_minor", 4)
    open_ = placing(g, MICHAEL, "e2")  # a 1 without water
    assert open_ == {r for r, reg in D.REGIONS.items() if reg.era == 1 and not reg.is_sea}
    play(g, MICHAEL, "place", region="asia_minor", count=2)
    assert g.cubes["asia_minor"] == [2, 4, 0]


@pytest.mark.rule("roe.empire.place.5")
def test_a_new_empire_spreads_from_its_first_region_to_its_neighbours():
    g = new_game(3, first=MICHAEL)
    placing(g, MICHAEL, "e8")  # a 4
    play(g, MICHAEL, "place", region="levant", count=1)
    assert set(g.placeable(MICHAEL)) == {"asia_minor", "mesopotamia", "ne_africa"}
    play(g, MICHAEL, "place", region="ne_africa", count=1)
    assert "nw_africa" not in g.placeable(MICHAEL)
    assert "next to its first region, Levant" in refused(g, MICHAEL, "place", region="nw_africa", count=1)


@pytest.mark.rule("roe.empire.example.1")
def test_michael_with_a_two_without_water_puts_two_cubes_in_nw_and_two_in_ne_africa_and_keeps_one():
    g = new_game(5, first=MICHAEL)
    side = g.empire_side("e4")
    assert (side.number, side.water) == (2, False)
    placing(g, MICHAEL, "e4")
    play(g, MICHAEL, "place", region="nw_africa", count=2)
    play(g, MICHAEL, "place", region="ne_africa", count=2)
    play(g, MICHAEL, "confirm_placement")
    assert g.cubes["nw_africa"][MICHAEL] == 2 and g.cubes["ne_africa"][MICHAEL] == 2 and g.pool[MICHAEL] == 1


@pytest.mark.rule("roe.empire.example.2")
def test_peter_in_sw_europe_may_not_place_in_both_nw_and_ne_africa():
    g = new_game(4, first=PETER)
    put_cubes(g, PETER, "sw_europe", 3)
    open_ = placing(g, PETER, "e4")  # a 2
    assert "nw_africa" in open_ and "ne_africa" not in open_
    play(g, PETER, "place", region="nw_africa", count=1)
    assert "ne_africa" not in g.placeable(PETER)
    assert "before this placement began" in refused(g, PETER, "place", region="ne_africa", count=1)


@pytest.mark.rule("roe.empire.restart.1")
def test_a_player_may_take_all_his_cubes_off_the_map_and_start_a_new_empire():
    g = new_game(3, first=MICHAEL)
    put_cubes(g, MICHAEL, "levant", 2)
    put_cubes(g, MICHAEL, "mesopotamia", 1)
    assert "sw_europe" not in placing(g, MICHAEL, "e4")
    play(g, MICHAEL, "restart_empire")
    assert g.on_map(MICHAEL) == 0 and g.pool[MICHAEL] == 8
    assert "sw_europe" in g.placeable(MICHAEL)
    play(g, MICHAEL, "place", region="sw_europe", count=6)
    assert "restart_empire" not in kinds(g, MICHAEL)
    play(g, MICHAEL, "reset_placement")  # back to before the placement, restart included
    assert g.cubes["levant"][MICHAEL] == 2 and g.cubes["mesopotamia"][MICHAEL] == 1 and g.pool[MICHAEL] == 5
    assert "restart_empire" in kinds(g, MICHAEL) and g.check_invariants() == []


@pytest.mark.rule("roe.era.place.1", "roe.era.place.2")
def test_only_regions_of_this_era_or_an_earlier_one_may_be_entered():
    def open_in(turn):
        g = new_game(3, first=MICHAEL)
        give_progress(g, DAN, "navigation")
        return placing(g, MICHAEL, "e6", turn)  # water: the Mediterranean and overseas too
    era1, era2, era3 = open_in(1), open_in(3), open_in(5)
    assert era1 == {r for r, reg in D.REGIONS.items() if reg.era == 1}
    assert {"med", "sw_europe", "nw_africa", "levant"} <= era1
    assert era2 - era1 >= {"north_america", "south_america", "india", "china", "n_europe", "british_isles"}
    assert all(D.REGIONS[r].era <= 2 for r in era2)
    assert era3 == set(D.REGION_IDS)
    g = new_game(3, first=MICHAEL)
    placing(g, MICHAEL, "e8")
    assert "Era-III region" in refused(g, MICHAEL, "place", region="russia", count=1)


@pytest.mark.rule("roe.med.place.1")
def test_the_mediterranean_takes_cubes_only_from_a_tile_showing_water():
    g = new_game(3, first=MICHAEL)
    assert "med" not in placing(g, MICHAEL, "e8")
    assert "showing water" in refused(g, MICHAEL, "place", region="med", count=1)
    g = new_game(3, first=MICHAEL)
    assert "med" in placing(g, MICHAEL, "e1")
    g = new_game(3, first=MICHAEL)
    give_progress(g, MICHAEL, "sailing")  # every tile counts as showing water
    assert "med" in placing(g, MICHAEL, "e8")


@pytest.mark.rule("roe.med.region.1")
def test_the_mediterranean_is_the_only_sea_region():
    assert D.SEA_REGIONS == ("med",)
    assert all(not D.REGIONS[r].is_sea for r in D.REGION_IDS if r != "med")
    assert D.REGIONS["med"].vp_first > 0


@pytest.mark.rule("roe.far.place.1", "roe.far.place.2")
def test_from_era_two_a_water_tile_reaches_the_new_world_and_far_east_from_anywhere_as_well():
    g = new_game(3, first=MICHAEL)
    put_cubes(g, MICHAEL, "levant", 1)
    open_ = placing(g, MICHAEL, "e6", turn=4)  # Era II B: a 4 with water
    assert {"north_america", "south_america", "india", "china"} <= open_
    play(g, MICHAEL, "place", region="south_america", count=1)
    play(g, MICHAEL, "place", region="arabia", count=1)  # and in the Old World as well
    play(g, MICHAEL, "place", region="india", count=1)
    assert g.pl_regions == ["south_america", "arabia", "india"]
    g = new_game(3, first=MICHAEL)
    put_cubes(g, MICHAEL, "levant", 1)
    assert not {"north_america", "india"} & placing(g, MICHAEL, "e8", turn=4)  # no water
    assert "showing water reaches the New World" in refused(g, MICHAEL, "place", region="india", count=1)


@pytest.mark.rule("roe.far.navigation.1")
def test_in_the_era_two_a_turn_overseas_opens_only_once_someone_has_taken_navigation():
    g = new_game(3, first=MICHAEL)
    assert "china" not in placing(g, MICHAEL, "e6", turn=3)
    assert "Navigation" in refused(g, MICHAEL, "place", region="china", count=1)
    g = new_game(3, first=MICHAEL)
    give_progress(g, LIN if g.n > 3 else DAN, "navigation")  # another player holds it
    assert "china" in placing(g, MICHAEL, "e6", turn=3)


@pytest.mark.rule("roe.far.navigation.2")
def test_from_the_era_two_b_turn_overseas_is_open_without_navigation():
    g = new_game(3, first=MICHAEL)
    assert "china" in placing(g, MICHAEL, "e6", turn=4) and not g.navigation_taken()


@pytest.mark.rule("roe.far.return.1", "roe.far.return.2")
def test_from_overseas_a_water_tile_reaches_any_one_old_world_region():
    g = new_game(3, first=MICHAEL)
    put_cubes(g, MICHAEL, "india", 2)
    put_cubes(g, PETER, "persia", 3)
    open_ = placing(g, MICHAEL, "e6", turn=4)
    assert {"persia", "sw_europe", "levant", "china", "north_america"} <= open_
    play(g, MICHAEL, "place", region="persia", count=1)  # occupied by Peter: allowed
    play(g, MICHAEL, "place", region="china", count=1)  # overseas as well
    assert not {"levant", "sw_europe"} & set(g.placeable(MICHAEL))
    assert "only one region of the Old World" in refused(g, MICHAEL, "place", region="levant", count=1)
    g = new_game(3, first=MICHAEL)
    put_cubes(g, MICHAEL, "india", 2)
    assert placing(g, MICHAEL, "e8", turn=4) == set()  # no water: nowhere
