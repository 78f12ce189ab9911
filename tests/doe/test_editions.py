"""The two rules editions: edition 1 is what saves made before editions existed were played with (they
replay with it); edition 2, the default for new games, fixes what was found wrong when the game was
tried (issue 9): the action after the rondel move is optional, Harvest included, but a Harvest begun is
played out to its upkeep; town upkeep may be paid with wealth too; improvement costs read money first;
Militia's warrior is kept beside a full track (test_actions.py); there is no last round
(test_contract.py)."""
import pytest

from dawnofempires_gui.engine import Action as A
from dawnofempires_gui.games.doe import data as D

from .helpers import FOOD, MONEY, PROD, WEALTH, T, board, choose, corner, kinds, refused, setup, town, units

C = T(2, 2)
E, F_ = T(3, 2), T(3, 1)
CT = corner(C, E, F_)


@pytest.mark.rule("doe.turn.rondel.2")
@pytest.mark.parametrize("act", D.ACTIONS)
def test_every_action_is_optional_after_the_rondel_move(act):
    g = setup(2)
    p = g.to_move()[0]
    g.apply(p, next(a for a in g.legal_actions(p) if a.kind == "rondel" and a["action"] == act))
    assert A("end_turn") in g.legal_actions(p), act
    before = (list(g.res[p]), list(g.techs[p]), list(g.town_size))
    events = g.apply(p, A("end_turn"))
    assert g.to_move() != [p] and (list(g.res[p]), list(g.techs[p]), list(g.town_size)) == before
    if act == "harvest":
        assert "leaves out the Harvest" in events[0].text and not any("pays upkeep" in e.text for e in events)


def test_edition_1_plays_a_harvest_out_once_chosen():
    g = setup(2, edition=1)
    p = g.to_move()[0]
    g.apply(p, A("rondel", space=0, action="harvest"))
    assert "end_turn" not in kinds(g, p)
    refused(g, p, A("end_turn"), "finish the harvest")


def harvest_position(edition=None, huts=1, imps=(), res=(0, 0, 0, 0, 0)):
    g = board(2, edition=edition)
    town(g, 0, CT, huts)
    g.imps[0] = list(imps)
    g.res[0] = list(res)
    choose(g, "harvest")
    return g


@pytest.mark.rule("doe.harvest.order.1")
def test_a_harvest_begun_runs_to_its_upkeep():
    g = harvest_position(huts=3, res=(2, 0, 0, 0, 0))
    g.apply(0, A("collect", tile=C))  # begun: no way out but through the upkeep
    assert "end_turn" not in kinds(g, 0)
    refused(g, 0, A("end_turn"), "begun the harvest", "finish the harvest")
    g.apply(0, A("stop_collecting"))
    assert g.step == "convert" and "end_turn" not in kinds(g, 0)
    refused(g, 0, A("end_turn"), "finish the harvest")
    ev = g.apply(0, A("convert", terrain="grassland", res="food"))
    assert any("pays upkeep: 1 food" in e.text for e in ev) and g.to_move() == [1]
    assert g.res[0][FOOD] == 2 + 2 - 1


@pytest.mark.rule("doe.harvest.convert.6", "doe.improvement.harvest.1")
@pytest.mark.parametrize("edition", [1, 2])
def test_collecting_no_cube_is_still_a_harvest(edition):
    """Collecting 0 cubes: the +2 of improvements, the upkeep and the loss of wealth all happen."""
    g = harvest_position(edition, huts=3, imps=["granary", "market"], res=(1, 0, 5, 2, 0))
    ev = g.apply(0, A("stop_collecting"))
    assert g.step == "convert" and kinds(g, 0) == {"done_converting", "exchange"}  # the wealth may still be changed
    ev += g.apply(0, A("done_converting"))
    texts = " / ".join(e.text for e in ev)
    assert "improvements give 2 food and 2 money" in texts and "pays upkeep" in texts and "wealth is lost" in texts
    assert g.res[0][WEALTH] == 0 and g.res[0][MONEY] == 4 and g.to_move() == [1]
    if edition == 1:
        assert g.res[0][FOOD] == 1 + 2 - 1  # 3 huts: 1 food
    else:
        assert g.res[0][FOOD] == 1 + 2  # the wealth (about to be lost) paid it


def test_with_no_cube_to_collect_edition_2_asks_whether_to_harvest():
    g = harvest_position(huts=1)
    for t in (C, E, F_):
        units(g, 1, t, w=1)  # every tile occupied by the rival: no cube for seat 0
    assert g.collect_options(0) == []
    assert g.step == "collect" and kinds(g, 0) == {"stop_collecting", "end_turn"}
    g2 = board(2, edition=1)
    town(g2, 0, CT, 1)
    for t in (C, E, F_):
        units(g2, 1, t, w=1)
    choose(g2, "harvest")  # edition 1: nothing to collect, nothing to decide: the Harvest runs through
    assert g2.to_move() == [1]


@pytest.mark.rule("doe.harvest.upkeep.1", "doe.harvest.upkeep.3")
def test_town_upkeep_of_10_and_12_can_be_paid_in_edition_2():
    """Food caps at 8, so the printed upkeeps 10 and 12 could never be paid in food alone: edition 2
    pays town upkeep with wealth first, then food."""
    corners = [CT, corner(T(0, 1), T(1, 1), T(0, 2)), corner(T(3, 3), T(4, 3), T(4, 2))]
    for edition, huts, res, left in ((2, 8, (8, 0, 8, 0, 0), (6, 0)), (2, 9, (8, 0, 8, 0, 0), (4, 0)),
                                     (1, 8, (8, 0, 8, 0, 0), None)):
        g = board(2, edition=edition)
        g.techs[0] = ["religion", "mysticism", "polytheism"]
        g.imps[0] = ["temple"]
        g.wonder_owner["oracle"] = 0  # 6 happy faces: no cube lost
        k = huts
        for c in corners:
            town(g, 0, c, min(3, k))
            k -= min(3, k)
        assert g.town_upkeep_due(0) == D.TOWN_UPKEEP[huts - 1]
        g.res[0] = list(res)
        choose(g, "harvest")
        g.apply(0, A("stop_collecting"))
        g.apply(0, A("done_converting"))
        if left is None:  # edition 1: 10 food can never be paid; a hut must go
            assert g.step == "upkeep" and "pay_upkeep" not in kinds(g, 0) and "remove_hut" in kinds(g, 0)
        else:
            assert (g.res[0][FOOD], g.res[0][WEALTH]) == left and g.to_move() == [1]


@pytest.mark.rule("doe.harvest.upkeep.5")
def test_edition_2_removes_huts_only_when_food_and_wealth_fall_short():
    g = harvest_position(huts=3, res=(0, 0, 0, 0, 0))
    town(g, 0, corner(T(0, 1), T(1, 1), T(0, 2)), 2)  # 5 huts: 4 to pay
    g.res[0] = [1, 0, 2, 0, 0]
    g.apply(0, A("stop_collecting"))
    g.apply(0, A("done_converting"))
    assert g.step == "upkeep" and kinds(g, 0) == {"remove_hut"}
    refused(g, 0, A("pay_upkeep"), "cannot pay the upkeep", "wealth or food")
    g.apply(0, A("remove_hut", corner=corner(T(0, 1), T(1, 1), T(0, 2))))  # 4 huts: 2 to pay, 3 held
    assert g.to_move() == [1] and g.res[0][WEALTH] == 0 and g.res[0][FOOD] == 1


def test_improvement_costs_read_money_first_in_edition_2():
    for edition, (prod, money) in ((1, (3, 1)), (2, (1, 3))):
        g = board(2, edition=edition)
        town(g, 0, CT, 1)
        g.techs[0] = ["masonry"]
        g.res[0][PROD], g.res[0][MONEY] = prod, money
        choose(g, "build")
        assert A("build", item="workshop") in g.legal_actions(0)
        assert g.describe(A("build", item="workshop")) == f"Build Workshop ({prod} production, {money} money)"
        g.apply(0, A("build", item="workshop"))
        assert g.res[0][PROD] == 0 and g.res[0][MONEY] == 0
    assert D.BUILDINGS["great_wall"].cost(1) == D.BUILDINGS["great_wall"].cost(2) == (5, 1)
