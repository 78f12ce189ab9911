"""Combat, legends, the Spirit of Mars and raids (§5)."""
import pytest

from dawnofempires_gui.engine import Action as A
from dawnofempires_gui.games.doe import data as D

from .helpers import FOOD, MONEY, PROD, SCIENCE, T, asked, board, choose, corner, invariants, kinds, refused, town, units

C = T(2, 2)
E, F_ = T(3, 2), T(3, 1)
CT = corner(C, E, F_)


def fight(aw=0, as_=0, dw=0, ds=0, atech=(), mars=None):
    """Seat 0 moves (aw, as_) from C onto E, where seat 1 has (dw, ds)."""
    g = board(2)
    town(g, 0, CT, 1)
    town(g, 1, corner(T(4, 3), T(4, 4), T(3, 4)), 1)
    units(g, 0, C, w=aw, s=as_)
    if dw or ds:
        units(g, 1, E, w=dw, s=ds)
    if mars is not None:
        g.mars_owner = mars
        g.mars_tile = C if mars == 0 else E
        g.mars_state = "map"
        g.unit_owner[g.mars_tile] = mars
    g.techs[0] = list(atech)
    choose(g, "move")
    g.apply(0, A("pick", tile=C, warriors=aw, settlers=as_, mars=mars == 0))
    ev = g.apply(0, A("move", to=E))
    return g, ev


@pytest.mark.rule("doe.combat.warrior.1", "doe.combat.killed.1", "doe.combat.xp.1")
def test_warriors_die_in_pairs():
    g, ev = fight(aw=2, dw=1)
    assert g.unit_owner[E] == 0 and g.unit_w[E] == 1
    assert g.war_track == [6, 7] and g.xp == [1, 1]
    g, _ = fight(aw=2, dw=3)
    if asked(g):
        g.apply(1, A("legend", promote=False))
    assert g.unit_owner[E] == 1 and g.unit_w[E] == 1
    assert g.war_track == [7, 6] and g.xp == [2, 2]
    assert any("Combat on" in e.text for e in ev)
    invariants(g, tiles=False)


@pytest.mark.rule("doe.combat.settler.1", "doe.combat.killed.2")
def test_warrior_kills_unguarded_settler():
    g, ev = fight(aw=1, ds=2)
    assert g.unit_owner[E] == 0 and g.unit_w[E] == 1 and g.settlers_home[1] == 2
    said = " ".join(e.text for e in ev)
    assert "settlers killed: P0 0, P1 2" in said.replace(g.name(0), "P0").replace(g.name(1), "P1"), said
    assert g.xp == [0, 0]  # settlers give no experience
    # a guarded settler: the warriors fight first
    g, _ = fight(aw=1, dw=1, ds=1)
    assert g.unit_owner[E] == 1 and g.unit_s[E] == 1 and g.unit_w[E] == 0
    # a settler walking into a warrior dies
    g, ev = fight(as_=1, dw=1)
    assert g.unit_owner[E] == 1 and g.unit_w[E] == 1 and g.settlers_home[0] == 2
    assert "settlers killed" in " ".join(e.text for e in ev), "the log names the settler lost"


@pytest.mark.rule("doe.combat.settler.2")
def test_settlers_kill_each_other():
    g, _ = fight(as_=1, ds=1)
    assert g.unit_owner[E] == -1 and g.settlers_home == [2, 2]
    g, _ = fight(as_=2, ds=1)
    assert g.unit_owner[E] == 0 and g.unit_s[E] == 1


@pytest.mark.rule("doe.combat.ironworking.1", "doe.combat.attacker.1")
def test_iron_working_defender_dies_first():
    g, ev = fight(aw=1, dw=3, atech=["iron_working"])
    assert g.unit_owner[E] == 0 and g.unit_w[E] == 1
    assert g.war_track == [6, 7] and g.xp == [3, 0]
    assert any("Iron Working" in e.text for e in ev)
    # the defender's Iron Working does not help him: the mover is the attacker
    g = board(2)
    town(g, 0, CT, 1)
    units(g, 0, C, w=1)
    units(g, 1, E, w=1)
    g.techs[1] = ["iron_working"]
    choose(g, "move")
    g.apply(0, A("pick", tile=C, warriors=1, settlers=0, mars=False))
    g.apply(0, A("move", to=E))
    assert g.unit_owner[E] == -1 and g.xp == [1, 1]


@pytest.mark.rule("doe.combat.legend.1", "doe.combat.legend.2", "doe.score.legend.1")
def test_legend_after_costly_win():
    g, ev = fight(aw=3, dw=2)
    assert asked(g) == ["legend"] and g.to_move() == [0]
    assert {a.kind for a in g.legal_actions(0)} == {"legend"}
    g.apply(0, A("legend", promote=True))
    assert g.legends[0] == 1 and g.war_track[0] == 5  # two died, one is a legend
    assert not asked(g)  # only one legend per combat
    assert g.score_parts(0)["Legends"] == 1
    invariants(g, tiles=False)
    # the defender can win too, and is asked
    g, _ = fight(aw=1, dw=2)
    assert g.to_move() == [1]
    g.apply(1, A("legend", promote=False))
    assert g.legends[1] == 0 and g.war_track[1] == 6 and not asked(g)
    # no loss, no legend
    g, _ = fight(aw=2, dw=2, atech=["iron_working"])
    assert not asked(g)


@pytest.mark.rule("doe.combat.legend.3")
def test_legends_may_be_returned_to_pay_upkeep():
    g = board(2)
    town(g, 0, CT, 1)
    units(g, 0, T(0, 0), w=1)
    g.legends[0] = 2
    g.war_track[0] -= 2
    g.res[0][MONEY] = 0
    assert g.military_upkeep_due(0) == 2
    choose(g, "harvest")
    g.apply(0, A("stop_collecting"))
    assert {"remove_warrior", "retire_legend"} <= kinds(g, 0)
    g.apply(0, A("retire_legend"))
    assert g.legends[0] == 1
    g.apply(0, A("remove_warrior", tile=T(0, 0)))  # or a warrior: the player's choice
    assert g.legends[0] == 1 and g.to_move() == [1]


@pytest.mark.rule("doe.combat.mars.1", "doe.combat.mars.4")
def test_spirit_of_mars_dies_last():
    g, _ = fight(aw=1, dw=1, mars=1)
    assert g.mars_tile == E and g.unit_owner[E] == 1 and g.unit_w[E] == 0
    assert g.xp[0] == 1
    g, _ = fight(aw=2, dw=1, mars=1)
    assert g.xp[0] == 2  # killing the Spirit gives experience too
    assert g.mars_tile != E or g.unit_owner[E] == 1


@pytest.mark.rule("doe.combat.mars.2")
def test_spirit_of_mars_returns():
    g, _ = fight(aw=2, dw=1, mars=1)
    # seat 1's town touches T(4,3), T(4,4), T(3,4): Mars may come back there
    assert asked(g) and asked(g)[0] in ("legend", "mars")
    while asked(g):
        who = g.to_move()[0]
        acts = g.legal_actions(who)
        if acts[0].kind == "place_mars":
            assert {a["tile"] for a in acts} == {T(4, 3), T(4, 4), T(3, 4)}
            g.apply(who, A("place_mars", tile=T(4, 4)))
        else:
            g.apply(who, acts[0])
    assert g.mars_tile == T(4, 4) and g.unit_owner[T(4, 4)] == 1
    invariants(g, tiles=False)


@pytest.mark.rule("doe.combat.mars.3")
def test_spirit_of_mars_removed_without_a_tile():
    g = board(2)
    town(g, 0, CT, 1)
    units(g, 0, C, w=2)
    owner_town = corner(T(4, 3), T(4, 4), T(3, 4))
    town(g, 1, owner_town, 1)
    for t in (T(4, 3), T(4, 4), T(3, 4)):
        units(g, 0, t, w=1)  # hostile all around the owner's town
    g.mars_owner, g.mars_tile, g.mars_state = 1, E, "map"
    g.unit_owner[E] = 1
    choose(g, "move")
    g.apply(0, A("pick", tile=C, warriors=2, settlers=0, mars=False))
    g.apply(0, A("move", to=E))
    assert g.mars_state == "removed" and g.mars_tile == -1
    assert "mars" not in asked(g)


def raid_board(w=2, victim_res=(3, 3, 0, 3, 3), victim_track=7):
    g = board(2)
    town(g, 0, CT, 1)
    vt = corner(C, T(2, 1), T(1, 2))  # a rival town on a corner of the raiders' tile
    town(g, 1, vt, 1)
    units(g, 0, C, w=w)
    g.res[1] = list(victim_res)
    g.war_track[1] = victim_track
    g.warriors_total[1] = victim_track
    choose(g, "move")
    g.apply(0, A("pick", tile=C, warriors=w, settlers=0, mars=False))
    return g, vt


@pytest.mark.rule("doe.move.option.2", "doe.raid.cost.1", "doe.raid.plunder.1")
def test_raid_and_plunder():
    g, vt = raid_board(victim_res=(1, 3, 0, 3, 3))
    raids = {(a["corner"], a["take"]) for a in g.legal_actions(0) if a.kind == "raid"}
    assert raids == {(vt, "food"), (vt, "production"), (vt, "money"), (vt, "science"), (vt, "enslave")}
    g.apply(0, A("raid", corner=vt, take="food"))
    assert g.unit_w[C] == 1 and g.war_track[0] == 6  # one raider back to the track
    assert g.res[1][FOOD] == 0 and g.res[0][FOOD] == 1  # up to 2: only 1 was there
    g, vt = raid_board()
    g.apply(0, A("raid", corner=vt, take="money"))
    assert g.res[1][MONEY] == 1 and g.res[0][MONEY] == 2 and g.res[0][PROD] == 0  # one type only


@pytest.mark.rule("doe.raid.cost.1")
def test_settlers_alone_beside_a_rival_town_are_offered_no_raid():
    """A raid costs a warrior of the stack: settlers alone have none to give back."""
    g = board(2)
    town(g, 0, CT, 1)
    vt = corner(C, T(2, 1), T(1, 2))
    town(g, 1, vt, 1)
    g.res[1] = [3, 3, 0, 3, 3]
    units(g, 0, C, s=1)
    choose(g, "move")
    g.apply(0, A("pick", tile=C, warriors=0, settlers=1, mars=False))
    assert not any(a.kind == "raid" for a in g.legal_actions(0))
    refused(g, 0, A("raid", corner=vt, take="food"))


@pytest.mark.rule("doe.raid.enslave.1")
def test_enslave():
    g, vt = raid_board()
    g.apply(0, A("raid", corner=vt, take="enslave"))
    assert g.war_track[1] == 6 and g.slaves[0][1] == 1
    invariants(g, tiles=False)
    g, vt = raid_board(victim_track=0)
    assert A("raid", corner=vt, take="enslave") not in g.legal_actions(0)
    refused(g, 0, A("raid", corner=vt, take="enslave"), "no warrior")


@pytest.mark.rule("doe.raid.walls.1", "doe.improvement.walls.1")
def test_walls_need_two_warriors():
    g, vt = raid_board(w=1)
    g.imps[1] = ["walls"]
    assert not any(a.kind == "raid" for a in g.legal_actions(0))
    refused(g, 0, A("raid", corner=vt, take="food"), "walls", "two warriors")
    g, vt = raid_board(w=2)
    g.imps[1] = ["walls"]
    g.apply(0, A("raid", corner=vt, take="food"))
    assert g.unit_w[C] == 1  # still only one lost
    assert D.BUILDINGS["walls"].requires == ("masonry",) and D.BUILDINGS["walls"].copies == 3


@pytest.mark.rule("doe.raid.greatwall.1")
def test_great_wall_stops_raids():
    g, vt = raid_board(w=3)
    g.wonder_owner["great_wall"] = 1
    assert not any(a.kind == "raid" for a in g.legal_actions(0))
    refused(g, 0, A("raid", corner=vt, take="food"), "great wall")


@pytest.mark.rule("doe.combat.mars.1", "doe.combat.mars.2")
def test_spirit_of_mars_attacking_in_a_stack():
    # seat 0 owns the Spirit and moves it with one warrior onto two rival warriors
    g, _ = fight(aw=1, dw=2, mars=0)
    assert g.xp[1] == 2 and g.xp[0] == 2
    # the plain warrior died first, then the Spirit; both rival warriors died too
    assert g.unit_owner[E] == -1
    assert g.war_track[0] == 7 and g.war_track[1] == 7
    assert g.to_move() == [0] and g.legal_actions(0)[0].kind == "place_mars"
    g.apply(0, A("place_mars", tile=F_))
    assert g.mars_tile == F_
    invariants(g, tiles=False)
    # and a surviving Spirit stays with the winners
    g, _ = fight(aw=1, dw=1, mars=0)
    assert g.unit_owner[E] == 0 and g.mars_tile == E and g.unit_w[E] == 0
    invariants(g, tiles=False)


def test_raid_after_horseback_hop_and_second_stack():
    g = board(2)
    town(g, 0, CT, 1)
    victim = corner(T(2, 1), T(1, 2), T(2, 2))
    town(g, 1, victim, 1)
    units(g, 0, E, w=2)
    units(g, 0, F_, w=1)
    g.res[1] = [4, 4, 0, 4, 4]
    g.techs[0] = ["horseback_riding", "military_tactics"]
    choose(g, "move")
    g.apply(0, A("pick", tile=E, warriors=2, settlers=0, mars=False))
    g.apply(0, A("move", to=C))
    g.apply(0, A("raid", corner=victim, take="science"))
    assert g.res[0][SCIENCE] == 2 and g.unit_w[C] == 1 and g.step == "move_pick"
    # the raider that stayed on C has moved; F's warrior is the only free stack
    assert {a["tile"] for a in g.legal_actions(0) if a.kind == "pick"} == {F_}
    invariants(g, tiles=False)
