"""Rise of Empires: control of regions, and the Food, Income, Victory Points and Turn Order phases."""
import pytest


from .helpers import (ANA, DAN, LIN, MICHAEL, PETER, give_city, give_progress, give_territory, new_game, play,
                      put_cubes, refused)

PETE = PETER  # the text calls him both


def phase(g, stage):
    """Start a phase of the current game turn from its first player."""
    g.flow, g.stage, g.stage_pos, g.stage_sub = [], stage, 0, 0
    g.advance()
    return g


def food_game(food, change, turn=1, vp=0):
    """Michael with `food` food and tiles netting `change` food a turn."""
    g = new_game(3)
    g.turn = turn
    g.food[MICHAEL] = food
    g.vp[MICHAEL] = g.vp_parts[MICHAEL]["Regions"] = vp
    gains, losses = max(change, 0), max(-change, 0)
    give_territory(g, MICHAEL, "plains", gains // 2)
    give_territory(g, MICHAEL, "island", gains % 2)
    give_territory(g, MICHAEL, "forest", losses // 2)
    if losses % 2:
        give_territory(g, MICHAEL, "mountain")
        give_territory(g, MICHAEL, "plains")
    assert g.food_change(MICHAEL) == change
    return g


@pytest.mark.rule("roe.control.def.1")
def test_a_player_with_more_cubes_than_any_other_single_player_controls_the_region():
    g = new_game(4)
    put_cubes(g, MICHAEL, "levant", 3)
    put_cubes(g, PETER, "levant", 2)
    put_cubes(g, DAN, "levant", 2)
    assert g.standing("levant") == ([MICHAEL], [PETER, DAN])
    assert g.standing("mesopotamia") == ([], [])


@pytest.mark.rule("roe.control.share.1", "roe.control.vp.3", "roe.control.vp.4")
def test_tied_controllers_share_points_and_income_rounded_down_and_nobody_is_second():
    g = new_game(5)
    for seat in (MICHAEL, PETER, DAN):
        put_cubes(g, seat, "sw_europe", 2)  # standard 3/1, income 2 food
    put_cubes(g, LIN, "sw_europe", 1)
    assert g.standing("sw_europe") == ([MICHAEL, PETER, DAN], [])
    assert g.region_vp("sw_europe") == [1, 1, 1, 0, 0]  # (3 + 1) / 3, rounded down
    assert g.region_income("sw_europe", "food") == [0, 0, 0, 0, 0]  # 2 / 3, rounded down
    g2 = new_game(3)
    put_cubes(g2, MICHAEL, "asia_minor", 2)  # standard 3/1, income 2 gold
    put_cubes(g2, PETER, "asia_minor", 2)
    assert g2.region_vp("asia_minor") == [2, 2, 0] and g2.region_income("asia_minor", "gold") == [1, 1, 0]


@pytest.mark.rule("roe.control.income.1")
def test_only_the_controller_receives_a_regions_income():
    g = new_game(3)
    put_cubes(g, MICHAEL, "asia_minor", 3)
    put_cubes(g, PETER, "asia_minor", 1)
    assert g.region_income("asia_minor", "gold") == [2, 0, 0]
    assert g.income_due(PETER, "gold") == 0 and g.income_due(MICHAEL, "gold") == 2


@pytest.mark.rule("roe.control.vp.1", "roe.control.vp.2")
def test_the_controller_scores_the_larger_number_and_the_runner_up_the_smaller():
    g = new_game(3)
    put_cubes(g, MICHAEL, "med", 4)  # standard 4/2
    put_cubes(g, PETER, "med", 1)
    assert g.region_vp("med") == [4, 2, 0]
    phase(g, "vp")
    assert g.vp[MICHAEL] == 4 and g.vp[PETER] == 2 and g.vp_parts[MICHAEL]["Regions"] == 4


@pytest.mark.rule("roe.control.vp.5")
def test_tied_second_places_share_the_smaller_number_rounded_down():
    g = new_game(4)
    put_cubes(g, MICHAEL, "russia", 5)  # standard 6/3
    put_cubes(g, PETER, "russia", 2)
    put_cubes(g, DAN, "russia", 2)
    assert g.region_vp("russia") == [6, 1, 1, 0]


@pytest.mark.rule("roe.control.example.1")
def test_michael_controls_nw_africa_for_two_cubes_and_dan_second_scores_one_point():
    g = new_game(3)
    put_cubes(g, MICHAEL, "nw_africa", 2)
    put_cubes(g, DAN, "nw_africa", 1)
    assert g.region_income("nw_africa", "cubes")[MICHAEL] == 2
    pool = g.pool[MICHAEL]
    g.collect_income(MICHAEL)
    assert g.pool[MICHAEL] == pool + 2
    assert g.region_vp("nw_africa")[DAN] == 1 and g.region_income("nw_africa", "cubes")[DAN] == 0


@pytest.mark.rule("roe.control.example.2")
def test_pete_and_lin_tied_in_ne_africa_get_one_food_and_one_point_each_and_dan_nothing():
    g = new_game(4)
    put_cubes(g, PETE, "ne_africa", 2)
    put_cubes(g, LIN, "ne_africa", 2)
    put_cubes(g, DAN, "ne_africa", 1)
    assert g.region_income("ne_africa", "food") == [0, 1, 0, 1]
    assert g.region_vp("ne_africa") == [0, 1, 0, 1]
    assert g.food_change(DAN) == 0 and g.food_change(LIN) == 1


@pytest.mark.rule("roe.food.order.1", "roe.income.order.1")
def test_food_and_income_go_player_by_player_in_turn_order():
    g = new_game(4)
    g.order = [LIN, MICHAEL, DAN, PETER]
    for seat in range(4):
        give_territory(g, seat, "plains")
    g.flow, g.stage, g.stage_pos, g.stage_sub = [], "food", 0, 0
    g._events = []
    g.advance()
    events = [e.seat for e in g._events if e.kind in ("food", "income")]
    assert events[:8] == [LIN, MICHAEL, DAN, PETER] * 2


@pytest.mark.rule("roe.food.tiles.1")
def test_territory_and_city_tiles_earn_or_cost_food():
    g = new_game(3)
    give_territory(g, MICHAEL, "plains")  # +2
    give_city(g, MICHAEL, "memphis")  # -2
    give_city(g, MICHAEL, "babylon")  # -2
    assert g.food_change(MICHAEL) == -2
    give_city(g, PETER, "cordoba")  # a city that feeds its owner
    assert g.food_change(PETER) == 1


@pytest.mark.rule("roe.food.sources.1")
def test_controlled_regions_and_progress_tiles_earn_food():
    g = new_game(3)
    put_cubes(g, MICHAEL, "mesopotamia", 1)  # 3 food
    give_progress(g, MICHAEL, "agriculture")  # 2 food
    assert g.food_change(MICHAEL) == 5


@pytest.mark.rule("roe.food.net.1")
def test_gains_and_losses_are_added_up_before_the_food_disc_moves():
    g = new_game(3)
    g.food[MICHAEL] = 19
    give_territory(g, MICHAEL, "plains", 2)  # +4
    give_territory(g, MICHAEL, "forest", 2)  # -4
    g.resolve_food(MICHAEL)
    assert g.food[MICHAEL] == 19 and g.gold[MICHAEL] == 5


@pytest.mark.rule("roe.food.last.1")
def test_in_the_last_game_turn_the_food_gained_or_lost_is_doubled():
    g = food_game(10, -3, turn=6)
    g.resolve_food(MICHAEL)
    assert g.food[MICHAEL] == 4
    g = food_game(10, 3, turn=5)
    g.resolve_food(MICHAEL)
    assert g.food[MICHAEL] == 13


@pytest.mark.rule("roe.food.zero.1", "roe.food.example.1")
def test_with_two_food_and_a_loss_of_four_food_drops_to_zero_and_two_points_are_lost():
    g = food_game(2, -4, vp=5)
    g.resolve_food(MICHAEL)
    assert g.food[MICHAEL] == 0 and g.vp[MICHAEL] == 3 and g.vp_parts[MICHAEL]["Hunger"] == -2


@pytest.mark.rule("roe.food.floor.1")
def test_nobody_goes_below_zero_food_or_zero_points():
    g = food_game(1, -6, vp=2)
    g.resolve_food(MICHAEL)
    assert g.food[MICHAEL] == 0 and g.vp[MICHAEL] == 0 and g.check_invariants() == []


@pytest.mark.rule("roe.food.top.1", "roe.food.example.2")
def test_with_19_food_and_a_gain_of_four_food_reaches_20_and_one_gold_the_last_point_lost():
    g = food_game(19, 4)
    g.resolve_food(MICHAEL)
    assert g.food[MICHAEL] == 20 and g.gold[MICHAEL] == 6
    g = food_game(18, 6)  # 4 over the top: 2 gold
    g.resolve_food(MICHAEL)
    assert g.food[MICHAEL] == 20 and g.gold[MICHAEL] == 7


@pytest.mark.rule("roe.income.sources.1")
def test_income_comes_from_cities_territories_and_controlled_regions():
    g = new_game(3)
    give_city(g, MICHAEL, "carthage")  # 2 gold
    give_territory(g, MICHAEL, "town_gold")  # 1 gold
    give_territory(g, MICHAEL, "town_discs")  # 1 disc
    give_territory(g, MICHAEL, "mountain")  # 3 cubes
    put_cubes(g, MICHAEL, "asia_minor", 1)  # 2 gold
    put_cubes(g, MICHAEL, "levant", 1)  # 1 disc
    g.collect_income(MICHAEL)
    assert (g.gold[MICHAEL], g.discs[MICHAEL], g.pool[MICHAEL]) == (5 + 5, 2 + 2, 5 + 3)


@pytest.mark.rule("roe.income.cubes.1")
def test_cubes_earned_move_from_the_general_stock_only_as_far_as_it_holds_them():
    g = new_game(3)
    give_territory(g, MICHAEL, "mountain", 2)  # 6 cubes
    put_cubes(g, MICHAEL, "levant", 21)  # 4 left in the stock
    g.collect_income(MICHAEL)
    assert g.pool[MICHAEL] == 9 and g.stock[MICHAEL] == 0 and g.check_invariants() == []


def test_when_the_bank_runs_out_of_discs_the_first_in_turn_order_gets_what_is_left():
    g = new_game(3)
    g.order = [PETER, MICHAEL, DAN]
    give_territory(g, MICHAEL, "town_discs")
    put_cubes(g, MICHAEL, "se_europe", 1)
    give_progress(g, PETER, "guilds")
    put_cubes(g, PETER, "levant", 1)
    g.take_discs(DAN, g.bank_discs - 3)  # 3 discs left in the bank, 4 due
    phase(g, "income")
    assert g.discs[PETER] == 2 + 2 and g.discs[MICHAEL] == 2 + 1 and g.bank_discs == 0
    assert g.check_invariants() == []


@pytest.mark.rule("roe.income.upkeep.1", "roe.income.upkeep.2")
def test_city_upkeep_is_one_disc_paid_after_the_disc_income_or_the_city_goes_back_in_the_box():
    g = new_game(3)
    g.order = [MICHAEL, PETER, DAN]
    give_city(g, MICHAEL, "babylon")
    give_city(g, MICHAEL, "venice")
    g.return_discs(MICHAEL, 2)  # no discs...
    put_cubes(g, MICHAEL, "levant", 1)  # ...but 1 from the map this phase
    phase(g, "income")
    assert g.top_step() == ("upkeep", (MICHAEL,)) and g.discs[MICHAEL] == 1
    play(g, MICHAEL, "pay_upkeep", tile="venice")
    assert g.discs[MICHAEL] == 0 and g.cities[MICHAEL] == ["venice"] and "babylon" in g.city_box


@pytest.mark.rule("roe.vp.sources.1")
def test_points_come_from_cities_towns_progress_tiles_and_regions():
    g = new_game(3)
    give_city(g, MICHAEL, "memphis")  # 2
    give_territory(g, MICHAEL, "town_food")  # 1
    give_progress(g, MICHAEL, "religion")  # 1
    put_cubes(g, MICHAEL, "levant", 1)  # 2
    assert g.vp_due(MICHAEL) == {"Regions": 2, "Cities": 2, "Towns": 1, "Progress": 1}
    phase(g, "vp")
    assert g.vp[MICHAEL] == 6


def order_phase(g, vp, tokens=None):
    for s, v in enumerate(vp):
        g.vp[s] = g.vp_parts[s]["Regions"] = v
    if tokens:
        for s, t in enumerate(tokens):
            g.gain_gold(s, t - g.tokens(s))
    return phase(g, "order")


@pytest.mark.rule("roe.order.choose.1", "roe.order.choose.2")
def test_the_fewest_points_choose_their_place_in_turn_order_first():
    g = new_game(4)
    g.order = [MICHAEL, PETER, DAN, LIN]
    order_phase(g, [9, 3, 5, 1])
    assert g.order_queue == [LIN, PETER, DAN, MICHAEL] and g.to_move() == [LIN]
    play(g, LIN, "choose_place", space=3)
    assert g.to_move() == [PETER] and {a["space"] for a in g.legal_actions(PETER)} == {1, 2, 4}
    assert "taken by Lin" in refused(g, PETER, "choose_place", space=3)
    play(g, PETER, "choose_place", space=1)
    play(g, DAN, "choose_place", space=4)
    assert g.turn == 2 and g.order == [PETER, MICHAEL, LIN, DAN]  # Michael got the one space left


@pytest.mark.rule("roe.order.tie.1")
def test_on_a_tie_in_points_fewer_game_tokens_choose_first():
    g = new_game(3)
    g.order = [MICHAEL, PETER, DAN]
    order_phase(g, [4, 4, 4], tokens=[12, 7, 9])
    assert g.order_queue == [PETER, DAN, MICHAEL]
    assert g.tokens(PETER) == g.gold[PETER] + g.pool[PETER] + g.discs[PETER] == 7


@pytest.mark.rule("roe.order.tie.2")
def test_still_tied_the_player_further_back_in_turn_order_chooses_first():
    g = new_game(5)
    g.order = [ANA, DAN, MICHAEL, LIN, PETER]
    order_phase(g, [2, 2, 2, 2, 2])
    assert g.order_queue == [PETER, LIN, MICHAEL, DAN, ANA]
