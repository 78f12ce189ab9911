"""Research, Recruit, Move, Explore, Build and Grow (§4.2–§4.7)."""
import pytest

from dawnofempires_gui.engine import Action as A
from dawnofempires_gui.games.doe import data as D
from dawnofempires_gui.games.doe import hexmap as H

from .helpers import FOOD, MONEY, PROD, SCIENCE, T, board, choose, corner, hide, kinds, refused, town, units

C = T(2, 2)
E, F_ = T(3, 2), T(3, 1)
CT = corner(C, E, F_)


def research_board(science=8, edition=None):
    g = board(2, edition=edition)
    town(g, 0, CT, 1)
    g.res[0][SCIENCE] = science
    choose(g, "research")
    return g


# ------------------------------------------------------------------ research
@pytest.mark.rule("doe.research.take.1")
def test_research_pays_science():
    g = research_board(5)
    g.apply(0, A("research", tech="masonry"))
    assert g.techs[0] == ["masonry"] and g.res[0][SCIENCE] == 3 and g.tech_left["masonry"] == 2
    g = research_board(2)
    refused(g, 0, A("research", tech="iron_working"), "costs 3 science", "you have 2")


@pytest.mark.rule("doe.research.take.1")
def test_science_of_exactly_a_technology_s_cost_researches_it():
    g = research_board(2)
    assert A("research", tech="masonry") in g.legal_actions(0)
    assert A("research", tech="iron_working") not in g.legal_actions(0)  # it costs 3
    g.apply(0, A("research", tech="masonry"))
    assert g.techs[0] == ["masonry"] and g.res[0][SCIENCE] == 0


@pytest.mark.rule("doe.research.limit.1")
def test_no_duplicate_technology():
    g = research_board()
    g.techs[0] = ["sailing"]
    assert A("research", tech="sailing") not in g.legal_actions(0)
    refused(g, 0, A("research", tech="sailing"), "already have Sailing")


@pytest.mark.rule("doe.research.limit.2")
def test_three_per_colour():
    g = research_board()
    g.techs[0] = ["sailing", "militia", "iron_working"]
    assert not any(a.kind == "research" and D.TECHS[a["tech"]].colour == "red" for a in g.legal_actions(0))
    refused(g, 0, A("research", tech="horseback_riding"), "3 red")
    g.apply(0, A("research", tech="masonry"))


@pytest.mark.rule("doe.research.supply.1")
def test_copies_run_out():
    copies = {t.name: t.copies for t in D.TECHS.values()}
    assert copies["Masonry"] == 3 and copies["Code of Laws"] == 2 and copies["Monarchy"] == 3
    assert copies["Horseback Riding"] == copies["Iron Working"] == copies["Military Tactics"] == 2 and copies["Sailing"] == 4
    g = research_board()
    g.tech_left["philosophy"] = 0
    refused(g, 0, A("research", tech="philosophy"), "no philosophy tile is left")


@pytest.mark.rule("doe.tech.yellow4.1")
def test_philosophy_takes_another_technology():
    g = research_board()
    g.apply(0, A("research", tech="philosophy"))
    assert g.step == "research_bonus" and g.to_move() == [0]
    assert A("research", tech="philosophy") not in g.legal_actions(0)
    refused(g, 0, A("research", tech="sailing"), "costs 3 science", "you have 4") if g.res[0][SCIENCE] < 3 else None
    g.apply(0, A("research", tech="mysticism"))
    assert g.techs[0] == ["philosophy", "mysticism"] and g.res[0][SCIENCE] == 8 - 3 - 1
    assert g.step != "research_bonus"


@pytest.mark.rule("doe.tech.red4.1")
def test_militia_extra_warrior():
    g = research_board()
    units(g, 0, C, w=1)
    g.apply(0, A("research", tech="militia"))
    assert g.war_track[0] == 7 and g.warriors_total[0] == 8
    # a full track: edition 1 (the catalog's proposal, old saves) loses it
    g = research_board(edition=1)
    g.slaves[0][1] = 1
    g.war_track[1] -= 1
    assert g.empty_spaces(0) == 0
    ev = g.apply(0, A("research", tech="militia"))
    assert g.war_track[0] == 7 and g.warriors_total[0] == 7 and "lost" in ev[-2].text
    # edition 2 keeps it beside the full track: it fills the first space freed
    g = research_board(edition=2)
    g.slaves[0][1] = 1
    g.war_track[1] -= 1
    ev = g.apply(0, A("research", tech="militia"))
    assert g.war_track[0] == 8 and g.warriors_total[0] == 8 and "beside" in ev[1].text
    assert g.empty_spaces(0) == 0 and g.track_pieces(0) == 9
    units(g, 0, C, w=1)  # a warrior leaves the track: the one beside it takes the space, none is empty
    assert g.empty_spaces(0) == 0 and g.military_upkeep_due(0) == 0
    assert D.BUILDINGS["barracks"].requires == ("horseback_riding", "iron_working", "military_tactics", "militia")


# ------------------------------------------------------------------ recruit
def recruit_board(prod=3, food=0):
    g = board(2)
    town(g, 0, CT, 1)
    g.res[0][PROD] = prod
    g.res[0][FOOD] = food
    choose(g, "recruit")
    return g


@pytest.mark.rule("doe.recruit.cost.1")
def test_the_last_production_recruits_and_food_of_exactly_the_settler_s_cost_pays_for_one():
    g = recruit_board(prod=1)
    g.res[0][FOOD] = g.settler_cost(0)
    units_offered = {a["unit"] for a in g.legal_actions(0) if a.kind == "recruit"}
    assert units_offered == {"warrior", "settler"}
    g.apply(0, A("recruit", unit="settler", tile=E))
    assert g.unit_s[E] == 1 and g.res[0][PROD] == 0 and g.res[0][FOOD] == 0


@pytest.mark.rule("doe.recruit.cost.1", "doe.recruit.place.1")
def test_recruit_warrior_next_to_town():
    g = recruit_board()
    tiles = {a["tile"] for a in g.legal_actions(0) if a.kind == "recruit"}
    assert tiles == {C, E, F_}
    refused(g, 0, A("recruit", unit="warrior", tile=T(0, 0)), "next to one of your towns")
    g.apply(0, A("recruit", unit="warrior", tile=E))
    assert g.unit_owner[E] == 0 and g.unit_w[E] == 1 and g.war_track[0] == 6 and g.res[0][PROD] == 2
    g = recruit_board(prod=0)
    assert "recruit" not in kinds(g, 0) or g.to_move() != [0]
    # ocean only with Sailing
    g = board(2)
    town(g, 0, CT, 1)
    g.terrain[E] = "ocean"
    g.res[0][PROD] = 2
    choose(g, "recruit")
    refused(g, 0, A("recruit", unit="warrior", tile=E), "sailing")
    g.techs[0] = ["sailing"]
    g.apply(0, A("recruit", unit="warrior", tile=E))


@pytest.mark.rule("doe.recruit.settler.1", "doe.grow.cost.1")
def test_settler_and_grow_costs_from_the_empire():
    g = recruit_board(food=1)
    g.empire[0] = "egypt"
    assert A("recruit", unit="settler", tile=C) not in g.legal_actions(0)
    refused(g, 0, A("recruit", unit="settler", tile=C), "2 food", "you have 1")
    g.res[0][FOOD] = 3
    g.apply(0, A("recruit", unit="settler", tile=C))
    assert g.unit_s[C] == 1 and g.settlers_home[0] == 1 and g.res[0][FOOD] == 1 and g.res[0][PROD] == 2
    costs = {e.id: (e.grow, e.settler) for e in D.EMPIRES.values()}
    assert costs["egypt"] == (4, 2) and costs["babylon"] == (3, 3) and costs["rome"] == (4, 1)
    assert len(D.EMPIRES) >= 4


@pytest.mark.rule("doe.recruit.combat.1", "doe.combat.trigger.1", "doe.combat.attacker.1")
def test_recruit_onto_rival_fights():
    g = recruit_board()
    units(g, 1, E, w=1)
    g.techs[0] = ["iron_working"]  # attacker's technology decides
    g.apply(0, A("recruit", unit="warrior", tile=E))
    assert g.unit_owner[E] == 0 and g.unit_w[E] == 1 and g.xp[0] == 1 and g.war_track[1] == 7


@pytest.mark.rule("doe.recruit.release.1", "doe.raid.enslave.2")
def test_release_enslaved_warrior():
    g = recruit_board(prod=2)
    g.slaves[1][0] = 1
    g.war_track[0] -= 1
    g.war_track[1] -= 0
    # held by seat 1: fills a space on 1's track but seat 1 cannot recruit it
    assert g.track_pieces(1) == 8
    g.apply(0, A("release", owner=1))
    assert g.slaves[1][0] == 0 and g.war_track[0] == 7 and g.res[0][PROD] == 1 and g.res[1][PROD] == 1
    g = board(2)
    town(g, 1, CT, 1)
    g.war_track[1] = 0
    g.slaves[1][0] = 1
    g.war_track[0] -= 1
    g.res[1][PROD] = 3
    g.turn_idx = 1
    choose(g, "recruit")
    assert not any(a.kind == "recruit" and a["unit"] == "warrior" for a in g.legal_actions(1))


@pytest.mark.rule("doe.recruit.release.1")
def test_a_warrior_is_freed_with_the_last_production():
    g = recruit_board(prod=1)
    g.slaves[1][0] = 1
    g.war_track[0] -= 1
    assert A("release", owner=1) in g.legal_actions(0)
    g.apply(0, A("release", owner=1))
    assert g.slaves[1][0] == 0 and g.res[0][PROD] == 0 and g.res[1][PROD] == 1


@pytest.mark.rule("doe.recruit.release.1")
def test_freeing_is_offered_only_from_the_player_holding_your_warrior():
    g = board(3)
    town(g, 0, CT, 1)
    g.res[0][PROD] = 2
    choose(g, "recruit")  # nobody holds a warrior of seat 0
    assert not any(a.kind == "release" for a in g.legal_actions(0))
    refused(g, 0, A("release", owner=1), "None of your warriors is enslaved by that player")
    g.slaves[2][0] = 1
    g.war_track[0] -= 1
    assert [a for a in g.legal_actions(0) if a.kind == "release"] == [A("release", owner=2)]
    refused(g, 0, A("release", owner=1), "None of your warriors is enslaved by that player")


@pytest.mark.rule("doe.recruit.barracks.1", "doe.recruit.barracks.2", "doe.improvement.barracks.1")
def test_barracks_second_warrior_only():
    g = recruit_board(prod=3, food=8)
    g.imps[0] = ["barracks"]
    g.apply(0, A("recruit", unit="settler", tile=C))
    assert g.step == "recruit_extra"
    assert {a["unit"] for a in g.legal_actions(0) if a.kind == "recruit"} == {"warrior"}
    refused(g, 0, A("recruit", unit="settler", tile=C), "barracks")
    g.apply(0, A("recruit", unit="warrior", tile=C))
    assert g.unit_w[C] == 1 and g.unit_s[C] == 1 and g.res[0][PROD] == 1
    # without Barracks: one unit only
    g = recruit_board(prod=3)
    g.apply(0, A("recruit", unit="warrior", tile=C))
    assert g.to_move() != [0] or "recruit" not in kinds(g, 0)
    # no second release either
    g = recruit_board(prod=3)
    g.imps[0] = ["barracks"]
    g.slaves[1][0] = 2
    g.war_track[0] -= 2
    g.apply(0, A("release", owner=1))
    refused(g, 0, A("release", owner=1), "barracks")


def test_the_rondel_says_before_the_click_which_actions_would_do_nothing_and_only_those():
    """Build and Move: the reason is given exactly while nothing could be done (the board greys the wedge)."""
    g = board(2)
    town(g, 0, CT, 1)
    assert "Build would do nothing" in g.idle_reason(0, "build")
    assert g.idle_reason(0, "move") == "No stack of yours can move: Move would do nothing."
    g.res[0][PROD] = 8
    g.res[0][MONEY] = 8
    g.techs[0] = [t for t in D.TECHS]
    assert g.idle_reason(0, "build") == ""
    units(g, 0, C, w=1)
    assert g.idle_reason(0, "move") == ""


def test_recruit_says_it_would_do_nothing_only_without_production_or_a_unit_to_place():
    g = board(2)
    town(g, 0, CT, 1)
    g.res[0][PROD] = 1
    assert g.war_track[0] > 0 and g.idle_reason(0, "recruit") == ""  # the last production pays for a warrior
    g.war_track[0] = 0
    g.settlers_home[0] = 0
    assert "Recruit would do nothing" in g.idle_reason(0, "recruit")  # no warrior left to place, no settler
    g.res[0][FOOD] = g.settler_cost(0)
    assert "Recruit would do nothing" in g.idle_reason(0, "recruit"), "food for a settler, but none at home"
    g.settlers_home[0] = 1
    assert g.idle_reason(0, "recruit") == ""


# ------------------------------------------------------------------ move
def move_board(**kw):
    g = board(2)
    town(g, 0, CT, 1)
    return g


@pytest.mark.rule("doe.move.stack.1", "doe.move.option.1")
def test_move_part_of_a_stack_to_adjacent_tile():
    g = move_board()
    units(g, 0, C, w=3, s=1)
    choose(g, "move")
    picks = {(a["tile"], a["warriors"], a["settlers"]) for a in g.legal_actions(0) if a.kind == "pick"}
    assert (C, 2, 0) in picks and (C, 3, 1) in picks and (C, 0, 1) in picks
    g.apply(0, A("pick", tile=C, warriors=2, settlers=1, mars=False))
    targets = {a["to"] for a in g.legal_actions(0) if a.kind == "move"}
    assert targets == set(H.NEIGHBOURS[C])
    g.apply(0, A("move", to=T(2, 1)))
    assert g.unit_w[C] == 1 and g.unit_s[C] == 0 and g.unit_w[T(2, 1)] == 2 and g.unit_s[T(2, 1)] == 1
    # unexplored tiles cannot be entered
    g = move_board()
    units(g, 0, C, w=1)
    hide(g, T(2, 1))
    choose(g, "move")
    g.apply(0, A("pick", tile=C, warriors=1, settlers=0, mars=False))
    refused(g, 0, A("move", to=T(2, 1)), "unexplored")


@pytest.mark.rule("doe.move.ocean.1")
def test_ocean_needs_sailing():
    g = move_board()
    units(g, 0, C, w=1)
    g.terrain[T(2, 1)] = "ocean"
    choose(g, "move")
    g.apply(0, A("pick", tile=C, warriors=1, settlers=0, mars=False))
    refused(g, 0, A("move", to=T(2, 1)), "sailing")
    g.techs[0] = ["sailing"]
    g.apply(0, A("move", to=T(2, 1)))
    assert g.unit_w[T(2, 1)] == 1


@pytest.mark.rule("doe.move.found.1")
def test_found_town():
    g = move_board()
    units(g, 0, T(1, 1), s=1, w=1)
    choose(g, "move")
    g.apply(0, A("pick", tile=T(1, 1), warriors=1, settlers=1, mars=False))
    c = corner(T(1, 1), T(0, 1), T(0, 2))
    g.apply(0, A("found", corner=c))
    assert g.town_owner[c] == 0 and g.town_size[c] == 1 and g.huts_track[0] == 7
    assert g.settlers_home[0] == 2 and g.unit_s[T(1, 1)] == 0 and g.unit_w[T(1, 1)] == 1


@pytest.mark.rule("doe.move.found.1")
def test_a_settler_with_no_hut_left_on_the_track_is_offered_no_new_town():
    g = move_board()
    units(g, 0, T(1, 1), s=1)
    g.huts_track[0] = 0
    choose(g, "move")
    g.apply(0, A("pick", tile=T(1, 1), warriors=0, settlers=1, mars=False))
    assert not any(a.kind == "found" for a in g.legal_actions(0))
    refused(g, 0, A("found", corner=corner(T(1, 1), T(0, 1), T(0, 2))), "no hut left")


def found_board():
    g = move_board()
    units(g, 0, T(1, 1), s=1)
    choose(g, "move")
    g.apply(0, A("pick", tile=T(1, 1), warriors=0, settlers=1, mars=False))
    return g


@pytest.mark.rule("doe.move.found.2", "doe.move.found.3", "doe.move.found.4")
def test_founding_restrictions_example():
    # next to an unexplored tile
    g = found_board()
    c = corner(T(1, 1), T(0, 1), T(0, 2))
    hide(g, T(0, 2))
    assert A("found", corner=c) not in g.legal_actions(0)
    refused(g, 0, A("found", corner=c), "three explored tiles")
    # amid three ocean tiles
    g = found_board()
    for t in (T(1, 1), T(0, 1), T(0, 2)):
        g.terrain[t] = "ocean"
    refused(g, 0, A("found", corner=c), "not ocean")
    g.terrain[T(0, 2)] = "hills"
    g.apply(0, A("found", corner=c))  # two oceans and a hill is fine
    # on the map edge: a corner of an edge tile touching off-map hexes has no corner id at all
    g = move_board()
    units(g, 0, T(0, 0), s=1)
    choose(g, "move")
    g.apply(0, A("pick", tile=T(0, 0), warriors=0, settlers=1, mars=False))
    founds = [a for a in g.legal_actions(0) if a.kind == "found"]
    assert len(H.TILE_CORNERS[T(0, 0)]) == 1
    assert all(set(H.CORNER_TILES[a["corner"]]) <= set(range(25)) for a in founds)
    refused(g, 0, A("found", corner=99), "map edge")


@pytest.mark.rule("doe.move.horse.1", "doe.move.horse.2")
def test_horseback_riding_moves_twice():
    g = move_board()
    units(g, 0, C, w=1)
    g.techs[0] = ["horseback_riding"]
    choose(g, "move")
    g.apply(0, A("pick", tile=C, warriors=1, settlers=0, mars=False))
    g.apply(0, A("move", to=T(2, 1)))
    assert g.step == "move_stack" and g.cur[0] == T(2, 1)
    g.apply(0, A("move", to=T(2, 0)))
    assert g.unit_w[T(2, 0)] == 1
    # not after mountains, ocean or enemies
    for setup_tile in ("mountains", "ocean", "enemy"):
        g = move_board()
        units(g, 0, C, w=2)
        g.techs[0] = ["horseback_riding", "sailing"]
        if setup_tile == "enemy":
            units(g, 1, T(2, 1), s=1)
        else:
            g.terrain[T(2, 1)] = setup_tile
        choose(g, "move")
        g.apply(0, A("pick", tile=C, warriors=2, settlers=0, mars=False))
        g.apply(0, A("move", to=T(2, 1)))
        assert g.step != "move_stack", setup_tile


@pytest.mark.rule("doe.move.tactics.1")
def test_military_tactics_two_stacks():
    g = move_board()
    units(g, 0, C, w=1)
    units(g, 0, E, w=1)
    g.techs[0] = ["military_tactics"]
    choose(g, "move")
    g.apply(0, A("pick", tile=C, warriors=1, settlers=0, mars=False))
    g.apply(0, A("move", to=E))
    assert g.step == "move_pick"
    # the units that moved cannot move again as the second stack
    assert {(a["tile"], a["warriors"]) for a in g.legal_actions(0) if a.kind == "pick"} == {(E, 1)}
    g.apply(0, A("pick", tile=E, warriors=1, settlers=0, mars=False))
    g.apply(0, A("move", to=F_))
    assert g.unit_w[E] == 1 and g.unit_w[F_] == 1
    assert g.step != "move_pick"


@pytest.mark.rule("doe.move.tactics.1")
def test_military_tactics_moves_two_stacks_never_a_third():
    g = move_board()
    for tile in (C, E, T(0, 1)):
        units(g, 0, tile, w=1)
    g.techs[0] = ["military_tactics"]
    choose(g, "move")
    g.apply(0, A("pick", tile=C, warriors=1, settlers=0, mars=False))
    g.apply(0, A("move", to=T(2, 3)))
    g.apply(0, A("pick", tile=E, warriors=1, settlers=0, mars=False))
    g.apply(0, A("move", to=F_))
    assert g.step != "move_pick" and g.unit_w[T(0, 1)] == 1
    assert not any(a.kind == "pick" for a in g.legal_actions(0))


@pytest.mark.rule("doe.move.combo.1", "doe.move.limit.1")
def test_two_stacks_twice_but_one_town_or_raid():
    g = move_board()
    units(g, 0, T(1, 1), s=1)
    units(g, 0, T(3, 3), s=1)
    g.techs[0] = ["military_tactics", "horseback_riding"]
    choose(g, "move")
    g.apply(0, A("pick", tile=T(1, 1), warriors=0, settlers=1, mars=False))
    g.apply(0, A("move", to=T(1, 2)))
    g.apply(0, A("move", to=T(1, 3)))  # first stack, twice
    assert g.step == "move_pick"
    g.apply(0, A("pick", tile=T(3, 3), warriors=0, settlers=1, mars=False))
    g.apply(0, A("move", to=T(3, 2)))
    assert g.step == "move_stack"  # second stack, second hop
    c = corner(T(3, 2), T(4, 2), T(4, 1))
    g.apply(0, A("found", corner=c))
    assert g.town_owner[c] == 0
    # one new town already: the first stack could not have founded another in this action
    g2 = move_board()
    units(g2, 0, T(1, 1), s=1)
    units(g2, 0, T(3, 3), s=1)
    g2.techs[0] = ["military_tactics"]
    choose(g2, "move")
    g2.apply(0, A("pick", tile=T(1, 1), warriors=0, settlers=1, mars=False))
    g2.apply(0, A("found", corner=corner(T(1, 1), T(0, 1), T(0, 2))))
    g2.apply(0, A("pick", tile=T(3, 3), warriors=0, settlers=1, mars=False))
    assert not any(a.kind in ("found", "raid") for a in g2.legal_actions(0))
    refused(g2, 0, A("found", corner=corner(T(3, 3), T(4, 3), T(4, 2))), "at most one raid or one new town")


# ------------------------------------------------------------------ explore
@pytest.mark.rule("doe.explore.reveal.1", "doe.explore.bonus.1")
def test_explore_next_to_warrior():
    g = move_board()
    units(g, 0, C, w=1)
    units(g, 0, T(0, 0), s=1)
    hide(g, T(2, 1), "forest")
    hide(g, T(1, 0))  # next to a settler only
    choose(g, "explore")
    assert {a["tile"] for a in g.legal_actions(0) if a.kind == "explore"} == {T(2, 1)}
    refused(g, 0, A("explore", tile=T(1, 0)), "next to one of your warriors")
    ev = g.apply(0, A("explore", tile=T(2, 1)))
    assert not g.face_down[T(2, 1)] and g.terrain[T(2, 1)] == "forest" and g.under[T(2, 1)] is None and ev[0].reveals
    assert g.res[0] == [1, 0, 0, 1, 1]


@pytest.mark.rule("doe.explore.grassland.1", "doe.explore.plains.1", "doe.explore.forest.1", "doe.explore.hills.1",
                  "doe.explore.mountains.1", "doe.explore.ocean.1", "doe.explore.desert.1")
def test_exploration_bonuses():
    expected = {
        "grassland": [0, 1, 0, 1, 0], "plains": [1, 1, 0, 0, 1], "forest": [1, 0, 0, 1, 1], "hills": [1, 1, 0, 1, 0],
        "mountains": [2, 0, 0, 0, 1], "ocean": [1, 1, 0, 0, 0], "desert": [2, 0, 0, 1, 1],
    }
    for ter, vec in expected.items():
        g = move_board()
        units(g, 0, C, w=1)
        hide(g, T(2, 1), ter)
        choose(g, "explore")
        g.apply(0, A("explore", tile=T(2, 1)))
        assert g.res[0] == vec, ter


# ------------------------------------------------------------------ build
def build_board(prod=8, money=8, techs=(), edition=None):
    g = board(2, edition=edition)
    town(g, 0, CT, 1)
    g.res[0][PROD], g.res[0][MONEY] = prod, money
    g.techs[0] = list(techs)
    choose(g, "build")
    return g


@pytest.mark.rule("doe.build.take.1", "doe.build.place.1", "doe.build.example.1")
def test_build_great_wall_example():
    g = build_board(prod=5, money=1, techs=["masonry"])
    g.apply(0, A("build", item="great_wall"))
    assert g.res[0][PROD] == 0 and g.res[0][MONEY] == 0 and g.wonder_owner["great_wall"] == 0
    assert "great_wall" not in g.imps[0]
    g = build_board(prod=4, money=1, techs=["masonry"])
    refused(g, 0, A("build", item="great_wall"), "5 production and 1 money")
    g = build_board(prod=1, money=3, techs=["masonry"])
    g.apply(0, A("build", item="workshop"))
    assert g.imps[0] == ["workshop"] and g.res[0][PROD] == 0 and g.res[0][MONEY] == 0


@pytest.mark.rule("doe.build.req.1")
def test_build_needs_technology():
    g = build_board(techs=[])
    refused(g, 0, A("build", item="great_wall"), "requires masonry")
    refused(g, 0, A("build", item="temple"), "requires mysticism or polytheism")
    for b in D.BUILDINGS.values():
        assert b.requires and all(t in D.TECHS for t in b.requires)


@pytest.mark.rule("doe.build.limit.1", "doe.build.supply.1")
def test_improvement_once_and_copies():
    assert {b: D.BUILDINGS[b].copies for b in D.IMPROVEMENTS} == {
        "barracks": 4, "court": 2, "granary": 2, "library": 2, "market": 2, "palace": 3, "temple": 4, "walls": 3, "workshop": 3}
    g = build_board(techs=["masonry"])
    g.imps[0] = ["walls"]
    refused(g, 0, A("build", item="walls"), "cannot be built twice")
    g.imp_left["workshop"] = 0
    refused(g, 0, A("build", item="workshop"), "no workshop tile is left")


@pytest.mark.rule("doe.build.wonder.1")
def test_wonder_only_once():
    g = build_board(techs=["masonry"])
    g.wonder_owner["pyramids"] = 1
    refused(g, 0, A("build", item="pyramids"), "already been built")


@pytest.mark.rule("doe.improvement.cost.1")
def test_improvement_costs_from_the_board():
    printed = {"temple": "21", "barracks": "12", "granary": "13", "workshop": "31", "court": "22", "market": "21",
               "library": "21", "palace": "22", "walls": "13"}
    for b, digits in printed.items():
        assert D.BUILDINGS[b].printed == digits
        # edition 1 (the catalog's proposal, old saves): first digit production, second money
        assert (D.BUILDINGS[b].production, D.BUILDINGS[b].money) == (int(digits[0]), int(digits[1]))
        assert D.BUILDINGS[b].cost(1) == (int(digits[0]), int(digits[1]))
        # edition 2: money first, as the only cost spelled out in words (Great Wall: "1 money and 5 production")
        assert D.BUILDINGS[b].cost(2) == (int(digits[1]), int(digits[0]))
    g = build_board(prod=3, money=1, techs=["masonry"], edition=1)
    g.apply(0, A("build", item="workshop"))
    assert g.res[0][PROD] == 0 and g.res[0][MONEY] == 0
    g = build_board(prod=3, money=1, techs=["masonry"], edition=2)
    refused(g, 0, A("build", item="workshop"), "costs 1 production and 3 money")
    g = build_board(prod=1, money=3, techs=["masonry"], edition=2)
    g.apply(0, A("build", item="workshop"))
    assert g.res[0][PROD] == 0 and g.res[0][MONEY] == 0


# ------------------------------------------------------------------ grow
@pytest.mark.rule("doe.grow.effect.1")
def test_food_of_exactly_the_grow_cost_grows_a_town():
    g = board(2)
    town(g, 0, CT, 1)
    g.res[0][FOOD] = g.grow_cost(0)
    choose(g, "grow")
    assert A("grow", corner=CT) in g.legal_actions(0)
    g.apply(0, A("grow", corner=CT))
    assert g.town_size[CT] == 2 and g.res[0][FOOD] == 0


@pytest.mark.rule("doe.grow.effect.1", "doe.grow.limit.1")
def test_grow():
    g = board(2)
    town(g, 0, CT, 2)
    big = corner(T(0, 1), T(1, 1), T(0, 2))
    town(g, 0, big, 3)
    g.res[0][FOOD] = 8
    g.empire[0] = "egypt"
    choose(g, "grow")
    assert {a["corner"] for a in g.legal_actions(0) if a.kind == "grow"} == {CT}
    refused(g, 0, A("grow", corner=big), "beyond size 3")
    ev = g.apply(0, A("grow", corner=CT))
    assert g.town_size[CT] == 3 and g.huts_track[0] == 3 and g.res[0][FOOD] == 4
    assert "size 3" in ev[0].text and "−4 food" in ev[0].text
    g = board(2)
    town(g, 0, CT, 1)
    g.res[0][FOOD] = 2
    g.empire[0] = "egypt"
    choose(g, "grow")
    refused(g, 0, A("grow", corner=CT), "Grow needs 4 food; you have 2.")
