"""Rise of Empires: territory tiles and what each kind yields; city tiles, their cost and upkeep; wonders."""
import pytest

from dawnofempires_gui.engine import Action
from dawnofempires_gui.games.roe import data as D

from .helpers import (MICHAEL, PETER, at_action, b_turn, face_up_city, give_city, give_territory, kinds, new_game,
                      play, put_disc, refused)


def yields(g, seat):
    return {k: g.income_due(seat, k) for k in ("gold", "discs", "cubes")} | {
        "food": g.food_change(seat), "vp": g.vp_due(seat)["Towns"]}


@pytest.mark.rule("roe.territory.take.1")
def test_a_territory_tile_is_taken_for_free_from_this_turn_or_from_aside():
    g = new_game(4, first=MICHAEL)
    g.territory_aside.append("mountain")
    assert "mountain" in g.territory_offer()
    play(g, MICHAEL, "take_territory", tile="mountain")
    assert g.territories[MICHAEL] == ["mountain"] and g.gold[MICHAEL] == 5


@pytest.mark.rule("roe.territory.dup.1")
def test_a_player_may_own_three_forests():
    g = new_game(4, first=MICHAEL)
    give_territory(g, MICHAEL, "forest", 2)
    g.territory_aside.append(g.territory_deck[g.territory_deck.index("forest")])
    g.territory_deck[g.territory_deck.index("forest")] = None
    play(g, MICHAEL, "take_territory", tile="forest")
    assert g.territories[MICHAEL] == ["forest"] * 3
    assert yields(g, MICHAEL)["cubes"] == 6 and yields(g, MICHAEL)["food"] == -6


@pytest.mark.rule("roe.territory.plains.1")
def test_each_plains_gives_one_cube_and_two_food():
    g = new_game(3)
    give_territory(g, MICHAEL, "plains", 2)
    assert yields(g, MICHAEL) == {"gold": 0, "discs": 0, "cubes": 2, "food": 4, "vp": 0}


@pytest.mark.rule("roe.territory.island.1")
def test_each_island_gives_one_cube_and_one_food():
    g = new_game(3)
    give_territory(g, MICHAEL, "island")
    assert yields(g, MICHAEL) == {"gold": 0, "discs": 0, "cubes": 1, "food": 1, "vp": 0}


@pytest.mark.rule("roe.territory.forest.1")
def test_each_forest_gives_two_cubes_and_costs_two_food():
    g = new_game(3)
    give_territory(g, MICHAEL, "forest")
    assert yields(g, MICHAEL) == {"gold": 0, "discs": 0, "cubes": 2, "food": -2, "vp": 0}


@pytest.mark.rule("roe.territory.mountain.1")
def test_each_mountain_gives_three_cubes_and_costs_three_food():
    g = new_game(3)
    give_territory(g, MICHAEL, "mountain")
    assert yields(g, MICHAEL) == {"gold": 0, "discs": 0, "cubes": 3, "food": -3, "vp": 0}


@pytest.mark.rule("roe.territory.town.1")
def test_six_towns_each_give_a_victory_point_and_one_gold_disc_food_or_cube():
    towns = [t for t in D.TERRITORY if t.town]
    assert sum(t.count for t in towns) == 6
    g = new_game(3)
    for town, extra in (("town_gold", "gold"), ("town_discs", "discs"), ("town_food", "food"), ("town_cubes", "cubes")):
        g = new_game(3)
        give_territory(g, MICHAEL, town)
        got = yields(g, MICHAEL)
        assert got["vp"] == 1 and got[extra] == 1 and sum(got.values()) == 2, town


@pytest.mark.rule("roe.city.take.1")
def test_a_city_tile_costs_the_gold_in_its_corner():
    g = new_game(3, first=MICHAEL)
    play(g, MICHAEL, "take_city", tile="troy")
    assert g.cities[MICHAEL] == ["troy"] and g.gold[MICHAEL] == 5 - D.CITY_BY_ID["troy"].cost.gold
    at_action(g, PETER)
    play(g, PETER, "take_city", tile="jericho")  # a free city
    assert g.gold[PETER] == 5


@pytest.mark.rule("roe.city.take.2")
def test_a_city_you_cannot_pay_for_cannot_be_taken():
    g = new_game(3, first=MICHAEL)
    g.pay_gold(MICHAEL, 4)
    offered = {a["tile"] for a in g.legal_actions(MICHAEL) if a.kind == "take_city"}
    assert offered == {t for t in g.city_offer() if D.CITY_BY_ID[t].cost.gold <= 1}
    assert "you cannot pay that" in refused(g, MICHAEL, "take_city", tile="troy")
    hidden = next(t for t in D.CITY_BY_ID if t not in g.city_offer())
    assert refused(g, MICHAEL, "take_city", tile=hidden) == "That city tile is not face up on the tiles display."


@pytest.mark.rule("roe.city.upkeep.1")
def test_a_city_whose_food_or_disc_upkeep_is_not_paid_is_discarded_before_scoring():
    g = new_game(3)
    give_city(g, MICHAEL, "memphis")  # eats 2 food
    give_city(g, MICHAEL, "babylon")  # needs 1 resource disc
    g.flow, g.stage, g.stage_pos, g.stage_sub = [], "food", g.order.index(MICHAEL), 0
    g.advance()
    assert g.top_step() == ("feed", (MICHAEL,))
    assert {a["tile"] for a in g.legal_actions(MICHAEL) if a.kind == "discard_city"} == {"memphis", "babylon"}
    assert g.describe(Action("feed_cities")) == "Feed your cities (Memphis and Babylon)"
    play(g, MICHAEL, "discard_city", tile="memphis")
    assert g.describe(Action("feed_cities")) == "Feed your cities (Babylon)"
    play(g, MICHAEL, "feed_cities")
    assert g.cities[MICHAEL] == ["babylon"] and "memphis" in g.city_box
    assert g.food[MICHAEL] == 16 - 2  # Babylon eats 2
    run = 0
    while g.top_step() != ("upkeep", (MICHAEL,)) and run < 20:
        seat = g.to_move()[0]
        g.apply(seat, g.legal_actions(seat)[-1])
        run += 1
    assert kinds(g, MICHAEL) == {"pay_upkeep", "discard_city"}
    play(g, MICHAEL, "discard_city", tile="babylon")
    assert g.cities[MICHAEL] == [] and g.vp_due(MICHAEL)["Cities"] == 0


def test_the_feed_button_names_the_cities_of_the_seat_feeding_them():
    g = new_game(3)
    give_city(g, MICHAEL, "babylon")
    give_city(g, PETER, "memphis")
    g.flow, g.stage, g.stage_pos, g.stage_sub = [], "food", g.order.index(PETER), 0
    g.advance()
    assert g.top_step() == ("feed", (PETER,))
    assert g.describe(Action("feed_cities")) == "Feed your cities (Memphis)"


@pytest.mark.rule("roe.wonder.avail.1")
def test_wonders_can_be_taken_only_in_a_b_turn():
    g = new_game(3, first=MICHAEL)
    face_up_city(g, "pyramids")
    g.gain_gold(MICHAEL, 10)
    assert "pyramids" not in {a["tile"] for a in g.legal_actions(MICHAEL) if a.kind == "take_city"}
    assert "only available during a B game turn" in refused(g, MICHAEL, "take_city", tile="pyramids")
    b_turn(g, MICHAEL)
    put_disc(g, MICHAEL, "city", 0)
    play(g, MICHAEL, "take_disc", row="city", circle=0)
    assert "pyramids" in {a["tile"] for a in g.legal_actions(MICHAEL) if a.kind == "take_city"}


@pytest.mark.rule("roe.wonder.cost.1", "roe.wonder.vp.1")
def test_a_wonder_costs_gold_discs_and_pool_cubes_scores_at_once_and_leaves_the_game():
    g = b_turn(new_game(3, first=MICHAEL), MICHAEL)
    face_up_city(g, "hanging_gardens")  # 3 gold, 2 discs, 1 cube: 5 points
    put_disc(g, MICHAEL, "city", 0)
    play(g, MICHAEL, "take_disc", row="city", circle=0)
    play(g, MICHAEL, "take_city", tile="hanging_gardens")
    assert (g.gold[MICHAEL], g.discs[MICHAEL], g.pool[MICHAEL], g.stock[MICHAEL]) == (2, 0, 4, 26)
    assert g.vp[MICHAEL] == 5 and g.vp_parts[MICHAEL]["Wonders"] == 5
    assert "hanging_gardens" in g.city_box and "hanging_gardens" not in g.cities[MICHAEL]
    assert g.wonders[MICHAEL] == ["hanging_gardens"] and g.check_invariants() == []
    at_action(g, PETER, turn=2)
    put_disc(g, PETER, "city", 1)
    face_up_city(g, "pyramids", box=1)  # 4 gold, 1 disc, 2 cubes; Peter has 5 gold and 2 discs
    g.pool_to_stock(PETER, 4)  # 1 cube left in his pool: not enough
    play(g, PETER, "take_disc", row="city", circle=1)
    assert "pyramids" not in {a["tile"] for a in g.legal_actions(PETER) if a.kind == "take_city"}
    assert "cannot pay" in refused(g, PETER, "take_city", tile="pyramids")
