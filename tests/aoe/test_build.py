"""III.G (last part) and IV: villagers lay foundations; a player with no commanded unit starts one unit per
building, upgrades and the next Age; prerequisites, Docks by the sea, ships at sea, the unit limit."""
import pytest

from dawnofempires_gui.engine import Action
from dawnofempires_gui.games.aoe.kinds import KINDS

from .helpers import act, empty_board, put, run, square

rule = pytest.mark.rule
RICH = {"food": 5000, "wood": 5000, "gold": 5000, "stone": 5000}


def building_turn(game, seat=0):
    """On to the seat's part of the last step of the Movement and Build phase."""
    game.order = [seat, 1 - seat]
    game.queue = game.order[:]
    run(game, "build")
    return game


def with_villagers(x=5, y=5, age="stone", rich=True):
    game = empty_board(2)
    villager = put(game, "villager", 0, x, y)
    put(game, "town_center", 1, 20, 5)
    game.ages[0] = age
    if rich:
        game.purses[0] = dict(RICH)
    game.cc[0] = [villager["id"]]
    return game, villager


@rule("aoe.mb.found.1", "aoe.villager.build.1")
def test_commanded_villagers_lay_a_paid_foundation_face_down_in_their_square():
    game, villager = with_villagers(rich=False)
    building_turn(game)
    assert game.top_step()[:2] == ("site", (0,))
    assert game.legal_actions(0) == [Action("found_at", square=square(game, 5, 5)), Action("build_done")]
    act(game, 0, "found_at", square=square(game, 5, 5))
    assert {a["building"] for a in game.legal_actions(0) if a.kind == "found"} == {"town_center", "house", "granary",
                                                                                    "barracks"}
    act(game, 0, "found", building="house")
    house = next(p for p in game.pieces.values() if p["type"] == "house")
    assert house["down"] and house["square"] == villager["square"] and house["steps"] == 1
    assert game.purses[0]["wood"] == 170


@rule("aoe.villager.build.1")
def test_only_villagers_lay_foundations():
    game = empty_board(2)
    club = put(game, "clubman", 0, 5, 5)
    put(game, "town_center", 1, 20, 5)
    game.cc[0] = [club["id"]]
    game.purses[0] = dict(RICH)
    building_turn(game)
    assert game.top_step()[:2] == ("produce", (1,))  # Ana was passed over; Bo, with no chit, may start units


@rule("aoe.construct.prereq.1", "aoe.tech.tool.1")
def test_a_stable_needs_a_barracks_first_and_a_tower_a_granary():
    game, villager = with_villagers(age="tool")
    here = villager["square"]
    assert game.foundation_problem(0, "stable", here) == "A Stable needs a Barracks first."
    assert game.foundation_problem(0, "archery_range", here) == "An Archery Range needs a Barracks first."
    assert game.foundation_problem(0, "watch_tower", here) == "A Watch Tower needs a Granary first."
    put(game, "barracks", 0, 5, 5, down=True)
    assert game.foundation_problem(0, "stable", here) == "A Stable needs a Barracks first."  # a foundation is not one
    put(game, "barracks", 0, 9, 9)
    put(game, "granary", 0, 9, 9)
    assert game.foundation_problem(0, "stable", here) == ""
    assert game.foundation_problem(0, "watch_tower", here) == ""


@rule("aoe.construct.dock.1")
def test_a_dock_stands_only_on_a_land_square_next_to_the_sea():
    game, villager = with_villagers(x=1, y=5)
    assert game.foundation_problem(0, "dock", square(game, 1, 5)) == ""
    assert game.foundation_problem(0, "dock", square(game, 2, 5)) == \
        "A Dock must be built on a land square next to the sea."
    building_turn(game)
    act(game, 0, "found_at", square=square(game, 1, 5))
    assert Action("found", building="dock") in game.legal_actions(0)
    inland, v2 = with_villagers(x=4, y=4)
    building_turn(inland)
    act(inland, 0, "found_at", square=square(inland, 4, 4))
    assert Action("found", building="dock") not in inland.legal_actions(0)


@rule("aoe.construct.land.1")
def test_foundations_go_on_land_squares_already_holding_anyone_s_buildings():
    game, villager = with_villagers()
    put(game, "granary", 1, 5, 5)
    put(game, "house", 0, 5, 5)
    building_turn(game)
    act(game, 0, "found_at", square=villager["square"])
    act(game, 0, "found", building="granary")
    assert sum(1 for p in game.at(villager["square"]) if not KINDS[p["type"]].unit) == 3


def civilization(age="stone", done=(), units=0):
    """Ana with one finished building of every kind at a coast square, two Houses, rich."""
    game = empty_board(2)
    for b in ("town_center", "granary", "barracks", "dock", "stable", "archery_range", "academy", "siege_workshop"):
        put(game, b, 0, 1, 5)
    put(game, "house", 0, 2, 5)
    put(game, "house", 0, 2, 5)
    for _ in range(units):
        put(game, "villager", 0, 2, 6)
    put(game, "town_center", 1, 20, 5)
    game.ages[0] = age
    game.upgrades_done[0] = list(done)
    game.purses[0] = dict(RICH)
    return game


def building_of(game, type_id, seat=0):
    return next(p for p in game.pieces.values() if p["type"] == type_id and p["owner"] == seat)


@rule("aoe.mb.produce.2", "aoe.create.one.1")
def test_a_player_with_no_chit_starts_one_unit_at_each_building_that_trains_it():
    game = civilization()
    building_turn(game)
    assert game.top_step()[:2] == ("produce", (0,))
    center, barracks = building_of(game, "town_center"), building_of(game, "barracks")
    act(game, 0, "train", building=center["id"], unit="villager")
    assert game.problem(0, Action("train", building=center["id"], unit="villager")) == \
        "A Town Center trains one unit at a time."
    act(game, 0, "train", building=barracks["id"], unit="clubman")
    new = [p for p in game.pieces.values() if p["down"]]
    assert [(p["type"], p["square"], p["at"]) for p in new] == [("villager", center["square"], center["id"]),
                                                                ("clubman", barracks["square"], barracks["id"])]
    assert game.purses[0]["food"] == 5000 - 50 - 50
    assert game.problem(0, Action("train", building=barracks["id"], unit="villager")) == \
        "Villagers are trained at a Town Center."
    for not_a_unit in ("dragon", "house"):  # a damaged save's action: a clear message, not a crash
        assert game.problem(0, Action("train", building=barracks["id"], unit=not_a_unit)) == "Choose a unit to train."


@rule("aoe.create.ship.1")
def test_a_new_ship_appears_in_the_nearest_sea_square_next_to_its_dock():
    game = civilization(age="tool")
    building_turn(game)
    dock = building_of(game, "dock")
    act(game, 0, "train", building=dock["id"], unit="scout_ship")
    ship = next(p for p in game.pieces.values() if p["type"] == "scout_ship")
    assert ship["square"] == square(game, 0, 5) and game.board.sea[ship["square"]]
    assert game.invariant_problems() == []


@rule("aoe.res.popcap.1")
def test_units_may_not_exceed_four_per_house_and_town_center_counting_those_in_training():
    game = civilization(units=11)  # a Town Center and two Houses: 12
    building_turn(game)
    center, barracks = building_of(game, "town_center"), building_of(game, "barracks")
    assert game.unit_limit(0) == 12
    act(game, 0, "train", building=center["id"], unit="villager")
    assert game.unit_count(0) == 12
    assert game.problem(0, Action("train", building=barracks["id"], unit="clubman")) == \
        "You have 12 units, your limit (4 per House and Town Center): build a House first."
    put(game, "house", 0, 9, 9, down=True)
    assert game.unit_limit(0) == 12  # a foundation houses nobody
    put(game, "house", 0, 9, 9)
    assert game.problem(0, Action("train", building=barracks["id"], unit="clubman")) == ""


@rule("aoe.mb.produce.3", "aoe.age.tool.1")
def test_the_tool_age_costs_500_food_and_a_granary_barracks_or_dock_and_is_laid_at_the_town_center():
    game = empty_board(2)
    center = put(game, "town_center", 0, 5, 5)
    put(game, "town_center", 1, 20, 5)
    game.purses[0]["food"] = 500
    assert game.advance_problem(0, center) == "The Tool Age needs a Granary, Barracks or Dock first."
    put(game, "dock", 0, 1, 5)
    building_turn(game)
    act(game, 0, "advance", building=center["id"])
    assert game.purses[0]["food"] == 0 and game.advancing[0] == center["id"] and game.ages[0] == "stone"
    game.purses[0]["food"] = 499
    game.advancing[0] = -1
    assert game.advance_problem(0, center) == "The Tool Age costs 500 food; you have 499 food."


@rule("aoe.age.bronze.1")
def test_the_bronze_age_costs_800_food_and_a_stable_or_archery_range():
    game = empty_board(2)
    center = put(game, "town_center", 0, 5, 5)
    game.ages[0] = "tool"
    game.purses[0]["food"] = 800
    assert game.advance_problem(0, center) == "The Bronze Age needs a Stable or Archery Range first."
    put(game, "archery_range", 0, 6, 6)
    assert game.advance_problem(0, center) == ""
    game.purses[0]["food"] = 799
    assert game.advance_problem(0, center) == "The Bronze Age costs 800 food; you have 799 food."


@rule("aoe.age.iron.1")
def test_the_iron_age_costs_1000_food_and_800_gold_and_an_academy_or_siege_workshop():
    game = empty_board(2)
    center = put(game, "town_center", 0, 5, 5)
    game.ages[0] = "bronze"
    game.purses[0].update(food=1000, gold=800)
    assert game.advance_problem(0, center) == "The Iron Age needs an Academy or Siege Workshop first."
    put(game, "academy", 0, 6, 6)
    assert game.advance_problem(0, center) == ""
    game.purses[0]["gold"] = 799
    assert game.advance_problem(0, center) == "The Iron Age costs 1000 food and 800 gold; you have 1000 food and 799 gold."


@rule("aoe.age.pending.2")
def test_the_advance_is_lost_if_its_town_center_falls_while_it_is_face_down():
    game = empty_board(2)
    center = put(game, "town_center", 0, 5, 5)
    put(game, "villager", 0, 9, 9)
    put(game, "town_center", 1, 20, 5)
    game.advancing[0] = center["id"]
    center["red"] = 2
    game._events = []
    run(game, "hits", stop="catapult")
    assert game.advancing[0] == -1
    assert "The Tool Age advance of Ana is lost with the Town Center" in "\n".join(e.text for e in game._events)
    run(game, "complete", stop="move")
    assert game.ages[0] == "stone"


@rule("aoe.age.keep.1")
def test_an_age_once_reached_is_kept_when_every_town_center_is_destroyed():
    game = empty_board(2)
    center = put(game, "town_center", 0, 5, 5)
    put(game, "villager", 0, 9, 9)
    put(game, "town_center", 1, 20, 5)
    game.ages[0] = "bronze"
    center["red"] = 2
    run(game, "hits", stop="catapult")
    assert game.ages[0] == "bronze" and not game.finished(0, "town_center")


@rule("aoe.create.one.1", "aoe.upgrade.pending.1")
def test_units_and_upgrades_are_started_only_at_the_player_s_own_buildings():
    game = civilization(age="tool")
    enemy_barracks = put(game, "barracks", 1, 20, 6)
    building_turn(game)
    assert game.problem(0, Action("train", building=enemy_barracks["id"], unit="clubman")) == \
        "Units are trained at your own buildings."
    assert game.upgrade_problem(0, "clubman_to_axeman", enemy_barracks) == \
        "The upgrade to Axemen is made at a finished Barracks of yours."
    assert game.upgrade_problem(0, "clubman_to_axeman", building_of(game, "barracks")) == ""


@rule("aoe.mb.produce.2")
def test_after_an_upgrade_the_player_goes_on_starting_what_is_left_to_start():
    game = civilization(age="tool")
    building_turn(game)
    act(game, 0, "upgrade", upgrade="clubman_to_axeman", building=building_of(game, "barracks")["id"])
    assert game.top_step()[:2] == ("produce", (0,))
    assert any(a.kind == "train" for a in game.legal_actions(0))


@rule("aoe.upgrade.pending.2")
def test_an_upgrade_is_lost_if_its_building_falls_while_it_is_face_down():
    game = civilization(age="tool")
    barracks = building_of(game, "barracks")
    game.upgrading[0] = {"clubman_to_axeman": barracks["id"]}
    barracks["red"] = 2
    run(game, "hits", stop="catapult")
    assert game.upgrading[0] == {}
    run(game, "complete", stop="move")
    assert "clubman_to_axeman" not in game.upgrades_done[0]


@rule("aoe.upgrade.apply.2", "aoe.tech.keep.1")
def test_after_an_upgrade_both_the_old_and_the_new_type_may_be_trained():
    game = civilization(age="bronze", done=("clubman_to_axeman",))
    building_turn(game)
    barracks = building_of(game, "barracks")
    units = {a["unit"] for a in game.legal_actions(0) if a.kind == "train" and a["building"] == barracks["id"]}
    assert units == {"clubman", "axeman"}


@rule("aoe.mb.complete.1", "aoe.mb.complete.2")
def test_what_is_finished_together_in_one_square_is_told_in_one_line():
    """Two Houses finished in one square read "Ana's villagers finish the House at (8, 8)." twice."""
    game = empty_board(2)
    put(game, "town_center", 0, 5, 5)
    put(game, "house", 0, 7, 7, down=True)
    put(game, "house", 0, 7, 7, down=True)
    put(game, "villager", 0, 7, 7)
    put(game, "villager", 0, 7, 7)
    put(game, "barracks", 0, 9, 9)
    put(game, "clubman", 0, 9, 9, down=True)
    put(game, "clubman", 0, 9, 9, down=True)
    put(game, "town_center", 1, 20, 5)
    game._events = []
    run(game, "complete", stop="move")
    lines = [e.text for e in game._events if e.kind == "built"]
    assert lines == ["Ana's villagers finish 2 Houses at (8, 8).", "Ana's 2 new Clubmen are ready at (10, 10)."], lines
    assert not any(p["down"] for p in game.pieces.values())
