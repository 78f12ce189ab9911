"""Turns, the rondel and the Harvest (§4, §4.1)."""
import pytest

from dawnofempires_gui.engine import Action as A
from dawnofempires_gui.games.doe import data as D
from dawnofempires_gui.games.doe import hexmap as H

from .helpers import FOOD, MONEY, PROD, SCIENCE, WEALTH, T, board, choose, corner, kinds, refused, set_step, setup, town, units

C = T(2, 2)
E, F_ = T(3, 2), T(3, 1)
B, Dt = T(1, 2), T(1, 3)
G, Hh = T(0, 4), T(1, 4)


@pytest.mark.rule("doe.turn.order.1")
def test_turns_follow_player_order_round_after_round():
    g = setup(3, seed=5)
    seen = []
    for _ in range(7):
        p = g.to_move()[0]
        seen.append(p)
        g.apply(p, A("rondel", space=2, action="recruit") if g.rondel[p] < 0 else g.legal_actions(p)[0])
        while g.to_move() and g.to_move()[0] == p and not g.is_over():
            g.apply(p, A("end_turn") if A("end_turn") in g.legal_actions(p) else g.legal_actions(p)[-1])
    assert seen == (g.order * 3)[:7]
    assert g.round == 3


@pytest.mark.rule("doe.turn.rondel.1")
def test_rondel_one_or_two_steps_clockwise():
    g = setup(2)
    p = g.to_move()[0]
    g.rondel[p] = 0
    spaces = {a["space"] for a in g.legal_actions(p) if a.kind == "rondel"}
    assert spaces == {1, 2}
    assert "end_turn" not in kinds(g, p)  # moving is a must
    refused(g, p, A("rondel", space=3, action="move"), "at most 2")
    refused(g, p, A("rondel", space=6, action="move"), "at most 2")  # backwards is 6 steps forward
    refused(g, p, A("rondel", space=0, action="harvest"), "at most 2")  # no staying put


@pytest.mark.rule("doe.turn.rondel.2")
def test_action_is_optional():
    g = setup(2)
    p = g.to_move()[0]
    g.res[p][SCIENCE] = 8
    g.apply(p, A("rondel", space=1, action="research"))
    assert A("end_turn") in g.legal_actions(p)
    before = list(g.techs[p])
    g.apply(p, A("end_turn"))
    assert g.techs[p] == before and g.to_move()[0] != p


@pytest.mark.rule("doe.turn.rondel.3")
def test_only_one_action_of_a_double_space():
    assert any(len(s) == 2 for s in D.RONDEL)
    g = setup(2)
    p = g.to_move()[0]
    g.res[p] = [8, 0, 0, 0, 8]
    assert {a["action"] for a in g.legal_actions(p) if a.kind == "rondel" and a["space"] == 1} == {"research", "grow"}
    g.apply(p, A("rondel", space=1, action="research"))
    assert "grow" not in kinds(g, p)
    c = D.START_CORNER[g.start_pos[p]]
    refused(g, p, A("grow", corner=c), "not the action you chose")


@pytest.mark.rule("doe.turn.rondel.4")
def test_the_seven_actions():
    assert {a for s in D.RONDEL for a in s} == {"harvest", "research", "recruit", "move", "explore", "build", "grow"}
    assert set(D.ACTIONS) == {a for s in D.RONDEL for a in s}


@pytest.mark.rule("doe.turn.rondel.5")
def test_code_of_laws_three_steps():
    g = setup(2)
    p = g.to_move()[0]
    g.rondel[p] = 0
    g.techs[p] = ["code_of_laws"]
    assert {a["space"] for a in g.legal_actions(p) if a.kind == "rondel"} == {1, 2, 3}
    g.apply(p, A("rondel", space=3, action="move"))
    assert g.rondel[p] == 3


@pytest.mark.rule("doe.turn.rondel.6")
def test_monarchy_paid_steps():
    g = setup(2)
    p = g.to_move()[0]
    g.rondel[p] = 0
    g.techs[p] = ["monarchy"]
    g.res[p][MONEY] = 2
    assert {a["space"] for a in g.legal_actions(p) if a.kind == "rondel"} == {1, 2, 3, 4}
    refused(g, p, A("rondel", space=5, action="build"), "costs 3 money", "you have 2")
    g.apply(p, A("rondel", space=4, action="harvest"))
    assert g.res[p][MONEY] == 0
    # with Code of Laws too, the paid steps start after 3
    g = setup(2)
    p = g.to_move()[0]
    g.rondel[p] = 0
    g.techs[p] = ["monarchy", "code_of_laws"]
    g.res[p][MONEY] = 1
    assert g.rondel_cost(p, 3) == (3, 0)
    assert g.rondel_cost(p, 4) == (4, 1)
    g.apply(p, A("rondel", space=4, action="harvest"))
    assert g.res[p][MONEY] == 0


# ------------------------------------------------------------------ harvest
def harvest_board():
    g = board(2)
    return g


@pytest.mark.rule("doe.harvest.order.1")
@pytest.mark.parametrize("edition", [1, 2])
def test_harvest_parts_in_order(edition):
    g = board(2, edition=edition)
    c = corner(C, E, F_)
    town(g, 0, c, 3)
    town(g, 0, corner(C, B, Dt), 1)  # 4 huts: one unhappy face
    g.res[0][WEALTH] = 1
    choose(g, "harvest")
    steps = [g.step]
    for t in (C, E, F_):
        g.apply(0, A("collect", tile=t))
    steps.append(g.step)
    g.apply(0, A("stop_collecting"))
    steps.append(g.step)
    g.apply(0, A("discard", terrain="grassland"))
    steps.append(g.step)
    while g.collected:
        g.apply(0, A("convert", terrain="grassland", res="food"))
    ev = g.apply(0, A("done_converting"))
    assert steps == ["collect", "collect", "discard", "convert"]
    texts = [e.text for e in ev]
    assert "pays upkeep" in texts[0] and "ends the turn" in texts[-1]
    assert "forgiven" not in texts[0], "paid in full: nothing is forgiven"
    if edition == 1:
        assert g.res[0][FOOD] == 4 - 2  # two cubes of 2 food, minus 2 food upkeep for 4 huts
    else:
        assert g.res[0][FOOD] == 4 - 1 and g.res[0][WEALTH] == 0  # the wealth pays first, then 1 food
        assert "1 wealth and 1 food for towns" in texts[0]


@pytest.mark.rule("doe.harvest.collect.1", "doe.harvest.collect.2")
def test_town_collects_up_to_its_size_from_adjacent_tiles():
    g = harvest_board()
    c = corner(C, E, F_)
    town(g, 0, c, 1)
    choose(g, "harvest")
    assert {a["tile"] for a in g.legal_actions(0) if a.kind == "collect"} == {C, E, F_}
    g.apply(0, A("collect", tile=E))
    assert g.step == "discard" or g.step != "collect" or not any(a.kind == "collect" for a in g.legal_actions(0))
    # size 2 (two huts on the corner) collects two
    g = harvest_board()
    town(g, 0, c, 2)
    choose(g, "harvest")
    g.apply(0, A("collect", tile=E))
    assert {a["tile"] for a in g.legal_actions(0) if a.kind == "collect"} == {C, F_}
    g.apply(0, A("collect", tile=C))
    assert "collect" not in kinds(g, 0)


@pytest.mark.rule("doe.setup.components.2")
def test_one_cube_per_tile():
    g = harvest_board()
    town(g, 0, corner(C, E, F_), 1)
    town(g, 0, corner(C, B, T(2, 1)), 1)  # both towns touch C
    choose(g, "harvest")
    g.apply(0, A("collect", tile=C))
    assert A("collect", tile=C) not in g.legal_actions(0)
    refused(g, 0, A("collect", tile=C), "only one cube")


@pytest.mark.rule("doe.harvest.collect.3")
def test_occupied_tile_only_for_the_occupant():
    g = harvest_board()
    town(g, 0, corner(C, E, F_), 3)
    town(g, 1, corner(C, B, Dt), 1)
    units(g, 1, C, w=1)
    assert not g.may_collect(0, C) and g.may_collect(1, C)
    choose(g, "harvest")
    assert A("collect", tile=C) not in g.legal_actions(0)
    refused(g, 0, A("collect", tile=C), "occupied")
    g = harvest_board()  # the occupant is the first seat: the same
    town(g, 0, corner(C, E, F_), 1)
    town(g, 1, corner(C, B, Dt), 3)
    units(g, 0, C, w=1)
    assert g.may_collect(0, C) and not g.may_collect(1, C)


@pytest.mark.rule("doe.harvest.collect.4")
def test_majority_of_town_sizes_ties_all_collect():
    g = harvest_board()
    town(g, 0, corner(C, E, F_), 1)
    town(g, 1, corner(C, B, Dt), 2)
    assert g.may_collect(1, C) and not g.may_collect(0, C)
    g.town_size[corner(C, B, Dt)] = 1
    g.huts_track[1] += 1
    assert g.may_collect(1, C) and g.may_collect(0, C)
    lonely = T(0, 4)  # no town touches it: nobody's to collect
    assert not any(corner in H.TILE_CORNERS[lonely] for corner in g.towns_of(0) + g.towns_of(1))
    assert not g.may_collect(0, lonely) and not g.may_collect(1, lonely)


@pytest.mark.rule("doe.harvest.collect.5")
def test_collect_example_red_and_blue():
    # Our reconstruction of the lost figure: Red's town touches C, E, F; Blue's towns touch B, C, D and D, G, H.
    g = harvest_board()
    red, blue = 0, 1
    town(g, red, corner(C, E, F_), 1)
    town(g, blue, corner(C, B, Dt), 1)
    town(g, blue, corner(Dt, G, Hh), 1)
    names = {C: "C", E: "E", F_: "F", B: "B", Dt: "D", G: "G", Hh: "H"}
    may = {p: {names[t] for t in names if g.may_collect(p, t)} for p in (red, blue)}
    assert may[red] == {"C", "E", "F"}
    assert may[blue] == {"B", "C", "D", "G", "H"}
    choose(g, "harvest")
    assert {names[a["tile"]] for a in g.legal_actions(red) if a.kind == "collect"} == {"C", "E", "F"}


@pytest.mark.rule("doe.harvest.happiness.1", "doe.harvest.happiness.2")
def test_unhappy_faces_cost_cubes_happy_faces_cancel():
    assert D.UNHAPPY_SPACES == (4, 6, 8, 9)
    for techs, lost in (([], 1), (["mysticism"], 0)):
        g = harvest_board()
        town(g, 0, corner(C, E, F_), 3)
        town(g, 0, corner(B, Dt, T(0, 3)), 1)
        g.techs[0] = list(techs)
        assert g.unhappy(0) == lost
        choose(g, "harvest")
        for t in (C, E, F_):
            g.apply(0, A("collect", tile=t))
        g.apply(0, A("stop_collecting"))
        if lost:
            assert g.step == "discard" and kinds(g, 0) == {"discard"}
            g.apply(0, A("discard", terrain="grassland"))
        assert g.step == "convert" and len(g.collected) == 3 - lost


@pytest.mark.rule("doe.harvest.convert.1", "doe.harvest.convert.2")
def test_all_cubes_converted_and_returned():
    g = harvest_board()
    town(g, 0, corner(C, E, F_), 2)
    choose(g, "harvest")
    g.apply(0, A("collect", tile=C))
    g.apply(0, A("collect", tile=E))
    assert g.step == "convert"
    assert "done_converting" not in kinds(g, 0) and "end_turn" not in kinds(g, 0)
    refused(g, 0, A("done_converting"), "must be converted")
    g.apply(0, A("convert", terrain="grassland", res="food"))
    g.apply(0, A("convert", terrain="grassland", res="wealth"))
    assert g.collected == [] and g.res[0][FOOD] == 2
    # the cubes are back: the same tiles give cubes again next time
    assert C in g.collect_options(0) or g.step != "collect"
    set_step(g, "collect")
    assert set(g.collect_options(0)) == {C, E, F_}


@pytest.mark.rule("doe.harvest.convert.3", "doe.tech.green.1")
def test_green_conversions_are_optional_alternatives():
    g = harvest_board()
    g.terrain[E] = "hills"
    g.terrain[F_] = "mountains"
    g.techs[0] = ["bronze_working"]
    assert g.conversions(0, "hills") == {"production": 3, "food": 1}
    assert g.conversions(0, "mountains") == {"production": 2, "wealth": 1}
    town(g, 0, corner(C, E, F_), 3)
    choose(g, "harvest")
    for t in (C, E, F_):
        g.apply(0, A("collect", tile=t))
    acts = {(a["terrain"], a["res"]) for a in g.legal_actions(0) if a.kind == "convert"}
    assert ("hills", "production") in acts and ("hills", "food") in acts and ("mountains", "production") in acts
    g.apply(0, A("convert", terrain="hills", res="production"))   # the technology's ratio
    g.apply(0, A("convert", terrain="mountains", res="production"))  # the other option of the same tile
    g.apply(0, A("convert", terrain="grassland", res="food"))      # base ratio still usable
    assert g.res[0][PROD] == 5 and g.res[0][FOOD] == 2 - 1  # 1 food town upkeep for 3 huts


@pytest.mark.rule("doe.harvest.convert.4")
def test_conversion_capped_at_8():
    g = harvest_board()
    town(g, 0, corner(C, E, F_), 1)
    g.res[0][FOOD] = 7
    choose(g, "harvest")
    g.apply(0, A("collect", tile=C))
    ev = g.apply(0, A("convert", terrain="grassland", res="food"))
    assert g.res[0][FOOD] == 8
    assert any("wasted" in e.text for e in ev)


@pytest.mark.rule("doe.harvest.convert.5")
def test_wealth_to_money_or_science_while_converting():
    g = harvest_board()
    town(g, 0, corner(C, E, F_), 2)
    g.res[0][WEALTH] = 0
    refused(g, 0, A("exchange", id="base_money"), "only while converting")
    choose(g, "harvest")
    g.apply(0, A("collect", tile=C))
    g.apply(0, A("collect", tile=E))
    g.apply(0, A("convert", terrain="grassland", res="wealth"))
    assert A("exchange", id="base_money") in g.legal_actions(0)
    g.apply(0, A("exchange", id="base_money"))
    g.apply(0, A("convert", terrain="grassland", res="wealth"))
    g.apply(0, A("exchange", id="base_science"))
    assert g.res[0][MONEY] == 1 and g.res[0][SCIENCE] == 1 and g.res[0][WEALTH] == 2  # 2 + 2 wealth, 1:1 each


@pytest.mark.rule("doe.harvest.convert.6", "doe.improvement.court.1")
def test_wealth_lost_unless_court():
    for court, left in ((False, 0), (True, 4)):
        g = harvest_board()
        town(g, 0, corner(C, E, F_), 2)
        if court:
            g.imps[0] = ["court"]
        choose(g, "harvest")
        g.apply(0, A("collect", tile=C))
        g.apply(0, A("collect", tile=E))
        g.apply(0, A("convert", terrain="grassland", res="wealth"))
        g.apply(0, A("convert", terrain="grassland", res="wealth"))
        g.apply(0, A("done_converting"))
        assert g.res[0][WEALTH] == left
    assert D.BUILDINGS["court"].requires == ("code_of_laws",) and D.BUILDINGS["court"].copies == 2


def upkeep_position(huts, warriors, food, money):
    g = harvest_board()
    c = corner(C, E, F_)
    corners = [c, corner(T(0, 1), T(1, 1), T(0, 2)), corner(T(3, 3), T(4, 3), T(4, 2))]
    left = huts
    for cc in corners:
        k = min(3, left)
        if k:
            town(g, 0, cc, k)
        left -= k
    if warriors:
        units(g, 0, T(4, 4), w=warriors)
    g.res[0][FOOD] = food
    g.res[0][MONEY] = money
    return g


@pytest.mark.rule("doe.harvest.upkeep.1", "doe.harvest.upkeep.2", "doe.harvest.upkeep.3", "doe.harvest.upkeep.4")
def test_upkeep_food_for_towns_money_for_warriors():
    assert D.TOWN_UPKEEP == (0, 0, 1, 2, 4, 6, 8, 10, 12)
    assert D.MILITARY_UPKEEP == (0, 1, 2, 3, 4, 5, 6)
    for huts, due in ((1, 0), (2, 0), (3, 1), (4, 2), (5, 4), (6, 6), (7, 8)):
        g = upkeep_position(huts, 0, 8, 0)
        assert g.town_upkeep_due(0) == due
        g.techs[0] = ["religion", "mysticism", "polytheism"]  # no unhappiness in the way
        choose(g, "harvest")
        g.apply(0, A("stop_collecting"))
        assert g.res[0][FOOD] == 8 - due
    for warriors, due in ((1, 0), (2, 1), (3, 2), (7, 6)):
        g = upkeep_position(1, warriors, 0, 8)
        assert g.military_upkeep_due(0) == due
        choose(g, "harvest")
        g.apply(0, A("stop_collecting"))
        assert g.res[0][MONEY] == 8 - due


@pytest.mark.rule("doe.harvest.upkeep.5")
def test_cannot_pay_remove_huts_and_warriors():
    g = upkeep_position(5, 3, 1, 0)  # food upkeep 4 with 1 food; military upkeep 2 with 0 money
    choose(g, "harvest")
    g.apply(0, A("stop_collecting"))
    assert g.step == "upkeep"
    assert "pay_upkeep" not in kinds(g, 0)
    refused(g, 0, A("pay_upkeep"), "cannot pay")
    towns = g.towns_of(0)
    small = next(c for c in towns if g.town_size[c] == 2)
    g.apply(0, A("remove_hut", corner=small))
    g.apply(0, A("remove_hut", corner=small))  # the owner picks: this town disappears
    assert g.town_owner[small] == -1 and g.huts_track[0] == 6
    g.apply(0, A("remove_warrior", tile=T(4, 4)))
    assert g.step == "upkeep"
    ev = g.apply(0, A("remove_warrior", tile=T(4, 4)))
    assert g.military_upkeep_due(0) == 0
    # now it can be paid, and it is paid at once
    assert any("pays upkeep: 1 food" in e.text for e in ev)
    assert g.res[0][FOOD] == 0 and g.to_move() == [1]


@pytest.mark.rule("doe.harvest.upkeep.5", "doe.raid.enslave.2")
def test_money_upkeep_for_enslaved_warriors_with_nothing_left_to_remove_is_paid_as_far_as_it_goes():
    """Two warriors enslaved leave two empty spaces on the track (upkeep 1 money): with no money, no warrior on
    the map and no legend, nothing can be removed, so the player pays what he has and play goes on."""
    g = upkeep_position(1, 0, 8, 0)
    g.slaves[1][0] = 2
    g.war_track[0] -= 2
    assert g.military_upkeep_due(0) == 1
    choose(g, "harvest")
    g.apply(0, A("stop_collecting"))
    assert g.step != "upkeep" or kinds(g, 0) == {"pay_upkeep"}
    if g.step == "upkeep":
        g.apply(0, A("pay_upkeep"))
    assert g.res[0][MONEY] == 0 and g.to_move() == [1]


@pytest.mark.rule("doe.harvest.collect.1")
def test_each_town_takes_at_most_its_size_even_when_towns_share_a_tile():
    g = harvest_board()
    x = corner(C, E, F_)        # touches C, E, F
    y = corner(C, T(2, 3), T(1, 3))  # touches C and two others
    town(g, 0, x, 1)
    town(g, 0, y, 1)
    others_y = [T(2, 3), T(1, 3)]
    choose(g, "harvest")
    g.apply(0, A("collect", tile=E))   # only town x touches E: x is full now
    assert {a["tile"] for a in g.legal_actions(0) if a.kind == "collect"} == {C, *others_y}  # not F
    g = harvest_board()
    town(g, 0, x, 1)
    town(g, 0, y, 1)
    choose(g, "harvest")
    g.apply(0, A("collect", tile=C))
    assert {a["tile"] for a in g.legal_actions(0) if a.kind == "collect"} == {E, F_, *others_y}
