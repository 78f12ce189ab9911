"""Rise of Empires: the action display — discs placed right to left in A turns, taken back (and paid for)
in B turns, the order of play, the rows' limits, and when tiles pay out."""
import pytest

from dawnofempires_gui.engine import HIDDEN, Action
from dawnofempires_gui.games.roe import data as D

from .helpers import (ANA, DAN, LIN, MICHAEL, PETER, at_action, b_turn, give_progress, kinds, new_game, play,
                      put_disc, refused, run_until)


def simple_action(g, seat):
    """Take the first progress or city tile offered and end the turn."""
    choice = next(a for a in g.legal_actions(seat) if a.kind in ("take_progress", "take_city"))
    g.apply(seat, choice)
    if g.to_move() == [seat] and g.top_step()[0] == "after":
        play(g, seat, "end_turn")


@pytest.mark.rule("roe.actions.count.1", "roe.actions.order.1")
def test_everyone_takes_six_actions_one_at_a_time_in_turn_order():
    g = new_game(4, 21)
    actors = []
    while g.stage == "actions":
        if g.top_step()[0] == "action" and not g.acted and (not actors or actors[-1] != g.active):
            actors.append(g.active)
        run_until(g, lambda x, a=g.active, n=len(actors): x.active != a or x.stage != "actions", seed=len(actors))
    assert actors == g.order * 6
    assert g.actions_taken == [6] * 4 and all(g.discs_on_display(s) == 6 for s in range(4))


@pytest.mark.rule("roe.actions.a.1", "roe.actions.a.3")
def test_an_a_turn_action_puts_a_disc_in_the_rightmost_empty_circle_of_its_row():
    g = new_game(3, first=MICHAEL)
    tile = g.territory_offer()[0]
    play(g, MICHAEL, "take_territory", tile=tile)
    assert g.display["territory"] == [-1] * 5 + [MICHAEL] and g.hand[MICHAEL] == 5
    assert g.territories[MICHAEL] == [tile]
    play(g, PETER, "take_territory", tile=g.territory_offer()[0])
    assert g.display["territory"] == [-1] * 4 + [PETER, MICHAEL]


@pytest.mark.rule("roe.actions.a.2")
def test_you_may_not_block_a_trade_box_without_the_resource_discs_to_trade():
    g = new_game(3, first=MICHAEL)
    g.bank_discs += g.discs[MICHAEL]
    g.discs[MICHAEL] = 0
    assert "trade" not in kinds(g, MICHAEL)
    assert "needs 2 resource discs" in refused(g, MICHAEL, "trade", box="t1")


@pytest.mark.rule("roe.actions.a.4")
def test_a_player_may_have_several_discs_in_one_row():
    g = new_game(2, first=MICHAEL)
    play(g, MICHAEL, "take_territory", tile=g.territory_offer()[0])
    simple_action(g, PETER)
    play(g, MICHAEL, "take_territory", tile=g.territory_offer()[0])
    assert g.display["territory"] == [-1, -1, MICHAEL, MICHAEL]


@pytest.mark.rule("roe.actions.example.1")
def test_michael_first_of_five_puts_his_second_disc_in_the_second_circle_from_the_right_of_territory():
    g = new_game(5, first=MICHAEL)
    simple_action(g, MICHAEL)
    play(g, PETER, "take_territory", tile=g.territory_offer()[0])
    for seat in (DAN, LIN, ANA):
        simple_action(g, seat)
    play(g, MICHAEL, "take_territory", tile=g.territory_offer()[0])
    row = g.display["territory"]
    assert len(row) == 10 and row[8] == MICHAEL and row[9] == PETER and row[:8] == [-1] * 8


@pytest.mark.rule("roe.actions.limit.1")
def test_each_row_has_4_6_8_or_10_circles_and_a_full_row_cannot_be_chosen():
    for n, circles in ((2, 4), (3, 6), (4, 8), (5, 10)):
        g = new_game(n)
        assert all(g.circles(row) == circles for row in ("progress", "territory", "city", "trade"))
    g = new_game(2, first=MICHAEL)
    g.display["territory"] = [PETER] * 4
    g.hand[PETER] = 2
    assert "take_territory" not in kinds(g, MICHAEL)
    assert "row is full" in refused(g, MICHAEL, "take_territory", tile=g.territory_offer()[0])
    g.display = {row: [PETER] * len(circles) for row, circles in g.display.items()}
    g.display["territory"][0] = -1  # the leftmost circle, the last to fill, is the only one free
    assert "take_territory" in kinds(g, MICHAEL)
    assert "idle_disc" not in kinds(g, MICHAEL), "an action is possible: no disc is placed without one"


@pytest.mark.rule("roe.actions.limit.2")
def test_the_empire_row_never_takes_more_than_eight_discs():
    assert new_game(5).circles("empire") == 8 and new_game(4).circles("empire") == 8
    assert new_game(3).circles("empire") == 6


@pytest.mark.rule("roe.actions.b.1")
def test_a_b_turn_action_takes_a_disc_back_and_performs_that_rows_action():
    g = b_turn(new_game(3, first=MICHAEL), MICHAEL)
    put_disc(g, MICHAEL, "territory", 5)
    assert kinds(g, MICHAEL) == {"take_disc"}
    play(g, MICHAEL, "take_disc", row="territory", circle=5)
    assert g.display["territory"][5] == -1 and g.hand[MICHAEL] == 6
    assert kinds(g, MICHAEL) == {"take_territory", "skip_action"}
    tile = g.territory_offer()[0]
    play(g, MICHAEL, "take_territory", tile=tile)
    assert g.territories[MICHAEL] == [tile]


@pytest.mark.rule("roe.actions.b.2")
def test_a_disc_with_nothing_to_its_left_is_taken_back_for_free():
    g = b_turn(new_game(3, first=MICHAEL), MICHAEL)
    put_disc(g, MICHAEL, "city", 0)
    put_disc(g, PETER, "city", 1)
    before = g.purse(MICHAEL)
    assert g.removal_cost(MICHAEL, "city", 0) == 0
    play(g, MICHAEL, "take_disc", row="city", circle=0)
    assert g.purse(MICHAEL) == before and g.top_step()[0] == "b_act"


@pytest.mark.rule("roe.actions.b.3")
def test_each_disc_to_the_left_costs_one_of_gold_cubes_discs_food_or_points_mixed_as_you_like():
    g = b_turn(new_game(3, first=MICHAEL), MICHAEL)
    put_disc(g, PETER, "city", 0)
    put_disc(g, MICHAEL, "city", 1)  # his own disc to the left counts too
    put_disc(g, MICHAEL, "city", 2)
    g.vp[MICHAEL] = 3
    g.vp_parts[MICHAEL]["Regions"] = 3
    assert g.removal_cost(MICHAEL, "city", 2) == 2
    play(g, MICHAEL, "take_disc", row="city", circle=2)
    assert g.top_step()[0] == "pay"
    offered = {(a["what"], a["amount"]) for a in g.legal_actions(MICHAEL)}
    assert offered >= {("gold", 1), ("gold", 2), ("food", 1), ("vp", 2)}
    play(g, MICHAEL, "pay", what="food", amount=1)
    play(g, MICHAEL, "pay", what="vp", amount=1)
    assert (g.food[MICHAEL], g.vp[MICHAEL], g.gold[MICHAEL]) == (15, 2, 5)
    assert g.top_step()[0] == "b_act" and g.vp_parts[MICHAEL]["Paid for discs"] == -1
    assert "take the action of the row" in refused(g, MICHAEL, "pay", what="gold", amount=1)


@pytest.mark.rule("roe.actions.b.4")
def test_empty_circles_to_the_left_cost_nothing():
    g = b_turn(new_game(3, first=MICHAEL), MICHAEL)
    put_disc(g, PETER, "trade", 1)
    put_disc(g, MICHAEL, "trade", 3)
    assert g.removal_cost(MICHAEL, "trade", 3) == 1
    g.display["trade"][1] = -1
    g.hand[PETER] += 1
    assert g.removal_cost(MICHAEL, "trade", 3) == 0


@pytest.mark.rule("roe.actions.b.5")
def test_peter_with_green_and_white_to_the_left_of_his_empire_disc_must_pay_two():
    g = b_turn(new_game(4, first=PETER), PETER)
    green, white = DAN, LIN
    put_disc(g, green, "empire", 5)
    put_disc(g, white, "empire", 6)
    put_disc(g, PETER, "empire", 7)
    assert g.removal_cost(PETER, "empire", 7) == 2
    play(g, PETER, "take_disc", row="empire", circle=7)
    assert g.to_pay == 2
    play(g, PETER, "pay", what="gold", amount=2)
    assert g.gold[PETER] == 3 and g.top_step()[0] == "b_act"
    assert "take_empire" in kinds(g, PETER)
    # had he waited until green took his disc back, it would have cost one
    g2 = b_turn(new_game(4, first=PETER), PETER)
    for seat, circle in ((green, 5), (white, 6), (PETER, 7)):
        put_disc(g2, seat, "empire", circle)
    g2.display["empire"][5] = -1
    assert g2.removal_cost(PETER, "empire", 7) == 1


@pytest.mark.rule("roe.actions.b.3")
def test_part_of_a_payment_in_gold_is_refused_with_a_message_when_the_rest_could_not_be_paid():
    """Each kind is paid once: three owed with three gold and one food, one gold would leave two owed with
    only the one food to pay them (the game could not go on)."""
    g = b_turn(new_game(4, first=PETER), PETER)
    for seat, circle in ((MICHAEL, 4), (DAN, 5), (LIN, 6), (PETER, 7)):
        put_disc(g, seat, "empire", circle)
    g.gold[PETER], g.pool[PETER], g.discs[PETER], g.food[PETER], g.vp[PETER] = 3, 0, 0, 1, 0
    play(g, PETER, "take_disc", row="empire", circle=7)
    assert g.to_pay == 3
    offered = {(a["what"], a["amount"]) for a in g.legal_actions(PETER) if a.kind == "pay"}
    assert offered == {("gold", 3), ("gold", 2), ("food", 1)}
    assert refused(g, PETER, "pay", what="gold", amount=1) == "Then you could not pay the rest."
    play(g, PETER, "pay", what="gold", amount=2)
    assert (g.gold[PETER], g.food[PETER], g.top_step()[0]) == (1, 0, "b_act")


@pytest.mark.rule("roe.actions.b.6")
def test_a_disc_may_be_taken_back_for_nothing_and_is_still_paid_for():
    g = b_turn(new_game(3, first=MICHAEL), MICHAEL)
    put_disc(g, PETER, "progress", 0)
    put_disc(g, MICHAEL, "progress", 1)
    play(g, MICHAEL, "take_disc", row="progress", circle=1)
    if g.top_step()[0] == "pay":
        play(g, MICHAEL, "pay", what="gold", amount=1)
    assert g.gold[MICHAEL] == 4
    play(g, MICHAEL, "skip_action")
    assert g.progress[MICHAEL] == [] and g.to_move() != [MICHAEL] and g.actions_taken[MICHAEL] == 1


@pytest.mark.rule("roe.actions.printing.1")
def test_with_printing_a_disc_is_never_paid_for():
    g = b_turn(new_game(3, first=MICHAEL), MICHAEL, turn=4)
    give_progress(g, MICHAEL, "printing")
    put_disc(g, PETER, "empire", 0)
    put_disc(g, DAN, "empire", 1)
    put_disc(g, MICHAEL, "empire", 2)
    assert g.removal_cost(MICHAEL, "empire", 2) == 0
    before = g.purse(MICHAEL)
    play(g, MICHAEL, "take_disc", row="empire", circle=2)
    assert g.top_step()[0] == "b_act" and g.purse(MICHAEL) == before


def test_the_log_says_printing_spared_the_payment_whoever_s_discs_lie_to_the_left():
    g = b_turn(new_game(3, first=MICHAEL), MICHAEL, turn=4)
    give_progress(g, MICHAEL, "printing")
    put_disc(g, MICHAEL, "trade", 0)
    put_disc(g, MICHAEL, "trade", 1)
    said = " ".join(e.text for e in g.apply(MICHAEL, Action("take_disc", row="trade", circle=1)))
    assert "(no payment: Printing)" in said, said
    plain = b_turn(new_game(3, first=MICHAEL), MICHAEL, turn=4)
    put_disc(plain, PETER, "trade", 0)
    put_disc(plain, MICHAEL, "trade", 1)
    paid = " ".join(e.text for e in plain.apply(MICHAEL, Action("take_disc", row="trade", circle=1)))
    assert "must pay" in paid and "Printing" not in paid, paid


@pytest.mark.rule("roe.timing.food.1")
def test_food_from_tiles_moves_the_food_track_only_in_the_food_phase():
    g = new_game(3, first=MICHAEL)
    tile = "plains" if "plains" in g.territory_offer() else g.territory_offer()[0]
    play(g, MICHAEL, "take_territory", tile=tile)
    assert g.food[MICHAEL] == 16
    change = g.food_change(MICHAEL)
    assert change == D.TERRITORY_BY_ID[tile].yields.food
    g.resolve_food(MICHAEL)
    assert g.food[MICHAEL] == min(20, 16 + change)


@pytest.mark.rule("roe.timing.income.1")
def test_cubes_and_resource_discs_from_tiles_arrive_only_in_the_income_phase():
    g = new_game(3, first=MICHAEL)
    play(g, MICHAEL, "take_territory", tile=g.territory_offer()[0])
    pool, stock = g.pool[MICHAEL], g.stock[MICHAEL]
    assert pool == 5
    gain = g.income_due(MICHAEL, "cubes")
    assert gain > 0
    g.collect_income(MICHAEL)
    assert g.pool[MICHAEL] == pool + gain and g.stock[MICHAEL] == stock - gain


@pytest.mark.rule("roe.timing.vp.1")
def test_victory_points_from_tiles_and_regions_are_scored_in_the_victory_points_phase():
    g = new_game(3, first=MICHAEL)
    face = [t for t in g.city_offer() if D.CITY_BY_ID[t].cost.gold <= 5][0]
    play(g, MICHAEL, "take_city", tile=face)
    assert g.vp[MICHAEL] == 0
    due = sum(g.vp_due(MICHAEL).values())
    g.stage = "vp"
    g.flow = []
    g.advance()
    assert g.vp[MICHAEL] == due >= D.CITY_BY_ID[face].yields.vp > 0


@pytest.mark.rule("roe.timing.now.1")
def test_trading_pays_at_once():
    g = new_game(3, first=MICHAEL)
    play(g, MICHAEL, "trade", box="t1")
    assert g.gold[MICHAEL] == 5 + 4


@pytest.mark.rule("roe.actions.visibility.1")
def test_every_player_sees_everyones_tiles_gold_discs_and_cubes():
    g = run_until(new_game(4, 31), lambda x: x.turn == 3, seed=31)
    view = g.view(PETER)
    for name in ("gold", "discs", "pool", "stock", "food", "vp", "progress", "territories", "cities", "empires",
                 "cubes", "display", "progress_up", "progress_aside", "city_up", "city_aside", "territory_up"):
        assert getattr(view, name) == getattr(g, name), name
    assert all(t is HIDDEN for t in view.progress_deck3 if t is not None)


@pytest.mark.rule("roe.actions.a.2")
def test_a_player_who_can_perform_no_action_places_a_disc_without_one_even_in_a_row_s_last_empty_circle():
    g = at_action(new_game(3, first=MICHAEL), MICHAEL)
    g.regular_choices = lambda seat: []  # nothing on the tiles display he could take or pay for
    circles = g.display["trade"]
    for i in range(1, len(circles)):
        circles[i] = PETER
    offered = {a["row"] for a in g.legal_actions(MICHAEL) if a.kind == "idle_disc"}
    assert offered == set(D.ACTION_ROWS)
    play(g, MICHAEL, "idle_disc", row="trade")
    assert circles[0] == MICHAEL


@pytest.mark.rule("roe.timing.income.1")
def test_the_income_line_says_a_disc_is_short_only_when_the_bank_has_run_out():
    g = new_game(3, first=MICHAEL)
    g.income_due = lambda seat, kind: {"gold": 0, "discs": 2, "cubes": 0}[kind]
    g._events, g.bank_discs, before = [], 10, g.discs[MICHAEL]
    g.collect_income(MICHAEL)
    assert g.discs[MICHAEL] == before + 2
    assert "short" not in g._events[-1].text
    g._events, g.bank_discs = [], 1
    g.collect_income(MICHAEL)
    assert g.discs[MICHAEL] == before + 3 and g.bank_discs == 0
    assert "(1 resource disc short: the bank has no more)" in g._events[-1].text

