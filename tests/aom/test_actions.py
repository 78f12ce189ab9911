"""The action cards as a player uses them: Explore, Gather, Build, Recruit, Trade and Next Age."""
import re

import pytest

from dawnofempires_gui.engine import IllegalAction
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.rules_tables import NSQ

from .helpers import (at_play, build_now, do, fill_terrain, play, put_tile, script_tiles, set_cubes,
                      table, zero_cubes)

GEN = ["greek", "egyptian", "norse"]


# ---------------------------------------------------------------------------------------------- Explore
@pytest.mark.rule("aom.explore.draw.1", "aom.explore.pick.1", "aom.explore.return.1", "aom.comp.permcard.5")
def test_explore_turns_tiles_face_up_the_player_picks_first_then_clockwise_and_the_rest_go_back():
    g = table(GEN)
    at_play(g, 1, "perm_explore")
    script_tiles(g, ["fertile_food_2", "hills_gold_2", "desert_gold_1", "forest_wood_2"])
    pool = g.pool_size()
    events = play(g, 1, "perm_explore")
    assert len(g.face_up) == 4 and "turns up" in events[-1].text  # players + 1
    assert g.to_move() == [1]
    do(g, 1, "take_tile", tile="desert_gold_1")
    assert g.to_move() == [2]
    do(g, 2, "take_tile", tile="forest_wood_2")
    assert g.to_move() == [0]
    do(g, 0, "pass_tile")
    assert g.face_up == [] and g.pool_size() == pool - 2 and g.step() == "play"
    assert g.tile_at(1, g.tiles_of(1)[0][0]) == "desert_gold_1"


@pytest.mark.rule("aom.explore.pass.1", "aom.tile.terrain.3", "aom.sample.explore.1")
def test_a_player_with_no_matching_free_square_is_passed_over_and_may_always_pass():
    g = table(GEN)
    fill_terrain(g, 0, "desert")
    fill_terrain(g, 2, "desert")
    at_play(g, 1, "explore")
    script_tiles(g, ["desert_favor_2", "forest_wood_2", "desert_gold_1"])
    play(g, 1, "explore")
    assert len(g.face_up) == 3  # a random Explore: as many tiles as players
    do(g, 1, "take_tile", tile="forest_wood_2")
    assert g.step() == "play" and g.to_move() == [2]  # the others have no Desert square left: nobody asks them


@pytest.mark.rule("aom.tile.keep.1")
def test_a_placed_tile_stays_through_gathers_and_turns():
    g = table(GEN)
    put_tile(g, 0, "fertile_food_2")
    at_play(g, 0, "gather_all")
    play(g, 0, "gather_all")
    if g.step() == "workers":
        do(g, 0, "gather_now")
    assert g.tiles_of(0) == [(0, "fertile_food_2")]
    kinds = {m.kind for m in g.MOVES}
    assert not any("discard_tile" in k or k == "remove_tile" for k in kinds)  # no move gives a tile up


# ---------------------------------------------------------------------------------------------- Gather
def gather_setup():
    g = table(GEN)
    for s in range(3):
        zero_cubes(g, s)
    put_tile(g, 0, "fertile_food_2")           # Greek: fertile food 2
    put_tile(g, 0, "hills_gold_2")
    put_tile(g, 1, "desert_favor_2")           # Egyptian
    put_tile(g, 1, "desert_gold_1")
    put_tile(g, 1, "fertile_food_2")
    put_tile(g, 2, "mountains_gold_2")         # Norse
    put_tile(g, 2, "forest_wood_2")
    return g


@pytest.mark.rule("aom.gather.terrain.1", "aom.gather.all.1", "aom.gather.order.1", "aom.gather.count.1",
                  "aom.tile.yield.1", "aom.comp.permcard.4")
def test_gather_by_terrain_every_player_from_that_terrain_only_the_card_player_first():
    g = gather_setup()
    at_play(g, 1, "perm_gather")
    play(g, 1, "perm_gather")
    assert {a["mode"] for a in g.legal_actions(1)} == set(D.TERRAINS) | set(D.RESOURCES)
    events = do(g, 1, "gather_mode", mode="desert")
    lines = [e.text for e in events if e.kind == "gather"]
    assert [line.split()[0] for line in lines] == ["Bill", "Christine", "Andrew"]
    assert g.purse(1) == {"food": 0, "wood": 0, "gold": 1, "favor": 2}
    assert g.total_cubes(0) == 0 and g.total_cubes(2) == 0


@pytest.mark.rule("aom.gather.resource.1", "aom.gather.all.1")
def test_gather_by_resource_every_player_from_his_tiles_of_that_resource():
    g = gather_setup()
    at_play(g, 0, "perm_gather")
    play(g, 0, "perm_gather")
    do(g, 0, "gather_mode", mode="gold")
    assert [g.cube(s, "gold") for s in range(3)] == [2, 1, 2]
    assert g.cube(0, "food") == 0


@pytest.mark.rule("aom.gather.gatherall.1")
def test_gather_all_takes_from_every_tile_of_every_player():
    g = gather_setup()
    at_play(g, 2, "gather_all")
    play(g, 2, "gather_all")
    assert g.purse(0) == {"food": 2, "wood": 0, "gold": 2, "favor": 0}
    assert g.purse(1) == {"food": 2, "wood": 0, "gold": 1, "favor": 2}
    assert g.purse(2) == {"food": 0, "wood": 2, "gold": 2, "favor": 0}


@pytest.mark.rule("aom.gather.bank.1")
def test_a_bank_running_out_gives_what_it_has_and_no_more():
    g = gather_setup()
    set_cubes(g, 0, gold=g.bank[2] + g.cube(0, "gold") - 3)  # the bank keeps 3 Gold
    at_play(g, 2, "perm_gather")
    play(g, 2, "perm_gather")
    events = do(g, 2, "gather_mode", mode="gold")
    assert g.bank[2] == 0
    assert g.cube(2, "gold") == 2 and g.cube(0, "gold") == g.cube(0, "gold") and g.cube(1, "gold") == 0
    assert any("ran out of Gold" in e.text for e in events)


@pytest.mark.rule("aom.gather.villager.1", "aom.gather.villager.3", "aom.gather.villager.4",
                  "aom.comp.villager.2", "aom.bldg.house.1")
def test_only_the_card_player_moves_his_villagers_one_per_tile_each_adding_a_cube():
    g = gather_setup()
    build_now(g, 1, "house", "house")
    build_now(g, 0, "house")
    assert g.villagers[1] == 2 and g.villager_count(1) == 2  # new villagers wait in the Holding Area
    at_play(g, 1, "perm_gather")
    play(g, 1, "perm_gather")
    do(g, 1, "gather_mode", mode="desert")
    assert g.step() == "workers" and g.to_move() == [1]
    desert = [q for q, t in g.tiles_of(1) if D.TILES[t].terrain == "desert"]
    do(g, 1, "move_worker", source=-1, square=desert[0])
    assert all(a["square"] != desert[0] for a in g.legal_actions(1) if a.kind == "move_worker")
    with pytest.raises(IllegalAction, match="each tile holds one"):
        do(g, 1, "move_worker", source=-1, square=desert[0])
    do(g, 1, "move_worker", source=-1, square=desert[1])
    assert g.purse(1)["favor"] + g.purse(1)["gold"] == 5  # 2 + 1 shown, one more per villager
    assert g.villagers[0] == 1  # Andrew's villager stayed in his Holding Area


@pytest.mark.rule("aom.gather.villager.2")
def test_villagers_may_be_moved_again_at_every_gather():
    g = gather_setup()
    build_now(g, 1, "house")
    at_play(g, 1, "perm_gather")
    play(g, 1, "perm_gather")
    do(g, 1, "gather_mode", mode="food")
    fertile = next(q for q, t in g.tiles_of(1) if t == "fertile_food_2")
    do(g, 1, "move_worker", source=-1, square=fertile)
    assert g.step() == "play"  # no other move left: the gather follows at once
    at_play(g, 1, "perm_gather", round_=2)
    play(g, 1, "perm_gather")
    do(g, 1, "gather_mode", mode="gold")
    gold = next(q for q, t in g.tiles_of(1) if t == "desert_gold_1")
    do(g, 1, "move_worker", source=fertile, square=gold)
    assert g.work[1 * NSQ + gold] == "villager" and not g.work[1 * NSQ + fertile]


@pytest.mark.rule("aom.bldg.monument.1", "aom.bldg.granary.1", "aom.bldg.mint.1", "aom.bldg.workshop.1",
                  "aom.bldg.gatherbonus.1", "aom.comp.cube.2")
def test_monument_granary_mint_and_workshop_add_two_cubes_for_the_card_player_only():
    g = gather_setup()
    build_now(g, 0, "monument", "granary", "gold_mint", "wood_workshop")
    build_now(g, 2, "gold_mint")
    at_play(g, 0, "perm_gather")
    play(g, 0, "perm_gather")
    do(g, 0, "gather_mode", mode="swamp")  # nothing of his own is gathered
    assert g.purse(0) == {"food": 2, "wood": 2, "gold": 2, "favor": 2}
    assert g.total_cubes(2) == 0  # another player's Gold Mint gives nothing
    assert g.invariant_problems() == []


# ---------------------------------------------------------------------------------------------- Build
@pytest.mark.rule("aom.build.count.1", "aom.bldg.place.1", "aom.bldg.cost.1", "aom.comp.permcard.2")
def test_build_up_to_the_number_on_the_card_each_paid_into_the_bank():
    g = table(GEN)
    set_cubes(g, 0, food=9, wood=9, gold=9, favor=9)
    at_play(g, 0, "perm_build")
    bank = list(g.bank)
    play(g, 0, "perm_build")
    do(g, 0, "build", building="wall", off=())
    assert g.bld[0] == {"wall": 1} and g.purse(0)["wood"] == 6 and g.bank[1] == bank[1] + 3
    assert g.step() == "play"  # one building with the permanent card, however rich


@pytest.mark.rule("aom.bldg.limit.1", "aom.bldg.limit.2", "aom.bldg.place.2")
def test_one_of_each_building_ten_houses_and_nothing_once_the_city_is_full():
    g = table(GEN)
    set_cubes(g, 0, food=9, wood=9, gold=9, favor=9)
    build_now(g, 0, "wall", *["house"] * 10)
    at_play(g, 0, "build_4")
    play(g, 0, "build_4")
    kinds = {a["building"] for a in g.legal_actions(0) if a.kind == "build"}
    assert "wall" not in kinds and "house" not in kinds and "tower" in kinds
    with pytest.raises(IllegalAction, match="ten Houses|10 Houses"):
        do(g, 0, "build", building="house", off=())
    with pytest.raises(IllegalAction, match="only one building of each kind"):
        do(g, 0, "build", building="wall", off=())
    build_now(g, 0, "tower", "market", "armory", "quarry", "granary")  # 16 buildings: the City Area is full
    assert g.buildings(0) == 16
    with pytest.raises(IllegalAction, match="City Area is full"):
        do(g, 0, "build", building="monument", off=())


@pytest.mark.rule("aom.bldg.quarry.1", "aom.bldg.quarry.2", "aom.build.effect.1")
def test_a_quarry_takes_a_cube_of_the_owners_choice_off_later_buildings_not_those_of_its_own_action():
    g = table(GEN)
    set_cubes(g, 0, food=9, wood=9, gold=9, favor=9)
    at_play(g, 0, "build_3")
    play(g, 0, "build_3")
    do(g, 0, "build", building="quarry", off=())
    offs = {a["off"] for a in g.legal_actions(0) if a.kind == "build" and a["building"] == "wall"}
    assert offs == {()}  # not in the same Build action
    do(g, 0, "build_done")
    at_play(g, 0, "build_2", round_=2)
    play(g, 0, "build_2")
    offs = {a["off"] for a in g.legal_actions(0) if a.kind == "build" and a["building"] == "wall"}
    assert offs == {("wood",), ("gold",)}
    wood = g.cube(0, "wood")
    do(g, 0, "build", building="wall", off=("gold",))
    assert g.cube(0, "wood") == wood - 3 and g.cube(0, "gold") == 9 - 1 - 2
    with pytest.raises(IllegalAction, match="off its price"):
        do(g, 0, "build", building="tower", off=())


@pytest.mark.rule("aom.bldg.house.1", "aom.comp.villager.1")
def test_a_house_brings_a_villager_and_villagers_always_equal_houses():
    g = table(GEN)
    set_cubes(g, 0, food=9, wood=9)
    at_play(g, 0, "build_2")
    play(g, 0, "build_2")
    events = do(g, 0, "build", building="house", off=())
    assert g.villagers[0] == 1 and "villager" in events[-1].text
    assert g.villager_count(0) == g.bld[0]["house"]


@pytest.mark.rule("aom.bldg.wonder.1", "aom.bldg.wonder.2", "aom.bldg.wonder.3", "aom.end.trigger.1",
                  "aom.end.wonder.1")
def test_the_wonder_needs_the_mythic_age_ends_the_game_at_once_and_takes_its_card():
    g = table(GEN)
    set_cubes(g, 0, food=10, wood=10, gold=10, favor=10)
    at_play(g, 0, "build_2")  # the turn's three cubes went on The Wonder
    g.vp_cards[2] += 1
    g.vp_bank -= 1
    play(g, 0, "build_2")
    with pytest.raises(IllegalAction, match="Mythic Age"):
        do(g, 0, "build", building="wonder", off=())
    g.age[0] = 3
    do(g, 0, "build", building="wonder", off=())
    assert g.is_over() and g.legal_actions(0) == [] and g.wonder_by == 0
    assert g.scores().points[0]["The Wonder"] == 4 and g.vp[0] == 4


# ---------------------------------------------------------------------------------------------- Recruit
@pytest.mark.rule("aom.recruit.count.1", "aom.recruit.place.1", "aom.recruit.mortal.1", "aom.comp.permcard.3",
                  "aom.recruit.example.1")
def test_recruit_up_to_the_cards_number_paying_each_units_cost_into_the_holding_area():
    g = table(GEN)
    zero_cubes(g, 0)
    set_cubes(g, 0, food=3, wood=3)
    at_play(g, 0, "perm_recruit")
    play(g, 0, "perm_recruit")
    do(g, 0, "recruit", unit="minotaur")
    do(g, 0, "recruit", unit="toxotes")
    assert g.units[0]["minotaur"] == 1 and g.units[0]["toxotes"] == 3 and g.total_cubes(0) == 0
    assert g.step() == "play" and g.to_move() == [1]


@pytest.mark.rule("aom.recruit.hero.1", "aom.recruit.hero.2", "aom.recruit.villager.1")
def test_heroes_from_their_age_on_and_never_villagers():
    g = table(GEN)
    set_cubes(g, 0, food=9, wood=9, gold=9, favor=9)
    at_play(g, 0, "recruit_4")
    play(g, 0, "recruit_4")
    units = {a["unit"] for a in g.legal_actions(0) if a.kind == "recruit"}
    assert "greek_hero_classical" not in units and "minotaur" in units
    with pytest.raises(IllegalAction, match="Classical Age on"):
        do(g, 0, "recruit", unit="greek_hero_classical")
    with pytest.raises(IllegalAction, match="Villagers are never recruited"):
        do(g, 0, "recruit", unit="villager")
    g.age[0] = 2
    units = {a["unit"] for a in g.legal_actions(0) if a.kind == "recruit"}
    assert {"greek_hero_classical", "greek_hero_heroic"} <= units and "greek_hero_mythic" not in units


# ---------------------------------------------------------------------------------------------- Trade
@pytest.mark.rule("aom.trade.cost.1", "aom.trade.swap.1", "aom.trade.swap.2")
def test_trade_pays_its_cost_first_then_swaps_cubes_one_for_one_with_the_bank():
    g = table(GEN)
    zero_cubes(g, 0)
    set_cubes(g, 0, food=4, wood=1)
    at_play(g, 0, "perm_trade")
    play(g, 0, "perm_trade")
    assert g.step() == "trade_cost"
    assert {a["cubes"] for a in g.legal_actions(0)} == {("food", "food"), ("food", "wood")}
    do(g, 0, "pay_trade", cubes=("food", "wood"))
    assert g.purse(0)["food"] == 3 and g.step() == "trade"
    do(g, 0, "swap", give="food", take="gold")
    do(g, 0, "swap", give="food", take="favor")
    with pytest.raises(IllegalAction, match="not given back"):
        do(g, 0, "swap", give="gold", take="food")
    do(g, 0, "trade_done")
    assert g.purse(0) == {"food": 1, "wood": 0, "gold": 1, "favor": 1}
    assert all(a.kind != "swap" or True for a in g.legal_actions(g.to_move()[0]))
    assert {m.kind for m in g.MOVES if "trade" in m.kind or m.kind == "swap"} == {"pay_trade", "swap", "trade_done"}


@pytest.mark.rule("aom.trade.example.1", "aom.bldg.market.1")
def test_with_a_market_the_trade_cost_is_nothing_four_wood_for_four_gold():
    g = table(["norse", "greek", "egyptian"])
    zero_cubes(g, 0)
    set_cubes(g, 0, wood=8)
    build_now(g, 0, "market")
    at_play(g, 0, "perm_trade")
    play(g, 0, "perm_trade")
    assert g.step() == "trade"
    for _ in range(4):
        do(g, 0, "swap", give="wood", take="gold")
    do(g, 0, "trade_done")
    assert g.purse(0) == {"food": 0, "wood": 4, "gold": 4, "favor": 0}


@pytest.mark.rule("aom.bldg.temple.1", "aom.bldg.temple.2", "aom.end.sources.1")
def test_a_great_temple_buys_victory_cubes_at_eight_favor_after_trading():
    g = table(GEN)
    zero_cubes(g, 0)
    set_cubes(g, 0, favor=14, gold=4)
    build_now(g, 0, "great_temple")
    at_play(g, 0, "trade")
    play(g, 0, "trade")
    do(g, 0, "pay_trade", cubes=("gold",))  # the printed cost is paid even to buy only cubes
    for _ in range(2):
        do(g, 0, "swap", give="gold", take="favor")
    do(g, 0, "buy_vp")
    do(g, 0, "buy_vp")
    assert g.vp[0] == 2 and g.cube(0, "favor") == 0 and g.vp_bank == 27 - 2
    with pytest.raises(IllegalAction):
        do(g, 0, "swap", give="gold", take="food")
    g2 = table(GEN)
    set_cubes(g2, 0, favor=9)
    at_play(g2, 0, "perm_trade")
    play(g2, 0, "perm_trade")
    assert not any(a.kind == "buy_vp" for a in g2.legal_actions(0) + [])  # no Temple, no cubes
    g3 = table(GEN)
    zero_cubes(g3, 0)
    set_cubes(g3, 0, favor=16, gold=4)
    build_now(g3, 0, "great_temple")
    at_play(g3, 0, "trade")
    g3.vp[1], g3.vp_bank = g3.vp[1] + g3.vp_bank, 0  # the bank of victory cubes is empty
    play(g3, 0, "trade")
    do(g3, 0, "pay_trade", cubes=("gold",))
    assert not any(a.kind == "buy_vp" for a in g3.legal_actions(0)), "no victory cube left to buy"
    with pytest.raises(IllegalAction):
        do(g3, 0, "buy_vp")


# ---------------------------------------------------------------------------------------------- Next Age
@pytest.mark.rule("aom.age.pay.1", "aom.age.one.1", "aom.age.cost.1")
def test_next_age_pays_the_age_entered_and_moves_up_one_age():
    g = table(GEN)
    set_cubes(g, 0, food=9, wood=9, gold=9, favor=9)
    at_play(g, 0, "perm_next_age", "next_age")
    play(g, 0, "perm_next_age")
    assert g.age[0] == 1 and g.purse(0) == {"food": 5, "wood": 5, "gold": 5, "favor": 5}
    g.rpos = 0
    g.flow[:] = [("play", (0,))]
    play(g, 0, "next_age")
    assert g.age[0] == 2 and g.purse(0) == {"food": 1, "wood": 1, "gold": 1, "favor": 1}


@pytest.mark.rule("aom.age.max.1")
def test_in_the_mythic_age_a_next_age_card_serves_only_for_its_god_power():
    g = table(GEN)
    g.age[0] = 3
    set_cubes(g, 0, food=9, wood=9, gold=9, favor=9)
    at_play(g, 0, "perm_next_age", "zeus")
    uses = {(a["card"], a["use"]) for a in g.legal_actions(0) if a.kind == "play"}
    assert ("perm_next_age", "action") not in uses and ("zeus", "power") in uses and ("zeus", "both") not in uses
    with pytest.raises(IllegalAction, match="Mythic Age, the last"):
        play(g, 0, "perm_next_age")
    play(g, 0, "zeus", "power")
    assert g.units[0].get("greek_hero_mythic") == 1 and g.age[0] == 3


@pytest.mark.rule("aom.trade.cost.1")
@pytest.mark.parametrize("food, reason", [(1, "The trade cost of 2 cubes must be paid before trading; you have 1."),
                                          (2, "You would have no cube left to trade."),
                                          (3, "")])
def test_a_trade_is_refused_with_the_reason_unless_a_cube_is_left_after_its_cost(food, reason):
    g = table(GEN)
    zero_cubes(g, 0)
    set_cubes(g, 0, food=food)
    at_play(g, 0, "perm_trade")
    if reason:
        with pytest.raises(IllegalAction, match=re.escape(reason)):
            play(g, 0, "perm_trade")
    else:
        play(g, 0, "perm_trade")  # one way to pay: two of the three food
        assert g.step() == "trade" and g.purse(0)["food"] == 1
