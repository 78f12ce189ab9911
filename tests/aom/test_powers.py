"""Every god power as the card player sees it: what it costs, what it does, and that the card's action and its
power are each optional. Also the project's decisions on Thoth and Odin, free units and Zeus in the Archaic Age
(the powers at work in a battle: test_battle_specials.py)."""
import random

import pytest

from dawnofempires_gui.engine import Action, IllegalAction
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.rules_tables import TILE_INDEX

from .helpers import (add_units, at_play, build_now, do, play, put_tile, script_tiles, set_cubes, table, texts,
                      zero_cubes)

GEN = ["greek", "egyptian", "norse"]
EGN = ["egyptian", "greek", "norse"]
NGE = ["norse", "greek", "egyptian"]


def uses(g, seat, card):
    return {a["use"] for a in g.legal_actions(seat) if a.kind == "play" and a["card"] == card}


@pytest.mark.rule("aom.comp.god.1", "aom.comp.god.3")
def test_a_god_power_is_paid_in_favor_and_the_card_may_serve_for_its_action_or_its_power_or_both():
    g = table(GEN)
    set_cubes(g, 0, favor=1, food=9, wood=9)
    at_play(g, 0, "hera")
    assert uses(g, 0, "hera") == {"action", "power", "both"}
    set_cubes(g, 0, favor=0)
    assert uses(g, 0, "hera") == {"action"}
    with pytest.raises(IllegalAction, match="costs 1 Favor cube; you have 0"):
        play(g, 0, "hera", "both")
    set_cubes(g, 0, favor=1)
    play(g, 0, "hera", "power")  # the power alone: a free House, no Build
    assert g.bld[0] == {"house": 1} and g.cube(0, "favor") == 0 and g.step() == "play" and g.to_move() == [1]


@pytest.mark.rule("aom.comp.god.2")
def test_the_power_is_resolved_before_the_action():
    g = table(GEN)
    zero_cubes(g, 0)
    set_cubes(g, 0, favor=1)
    at_play(g, 0, "hermes")
    play(g, 0, "hermes", "both")
    assert g.step() == "take_cubes"  # Hermes's 4 cubes first ...
    for r in ("gold", "gold", "wood", "wood"):
        do(g, 0, "take_cube", resource=r)
    assert g.step() == "trade"  # ... then the Trade (costing nothing) with them
    do(g, 0, "swap", give="gold", take="food")
    do(g, 0, "trade_done")
    assert g.purse(0) == {"food": 1, "wood": 2, "gold": 1, "favor": 0}


@pytest.mark.rule("aom.comp.god.4")
def test_loki_steals_any_five_cubes_then_trades_them():
    g = table(NGE)
    zero_cubes(g, 0)
    set_cubes(g, 0, favor=2)
    set_cubes(g, 2, food=6, wood=1, gold=0, favor=0)
    zero_cubes(g, 1)
    at_play(g, 0, "loki")
    play(g, 0, "loki", "both")
    assert g.cube(0, "favor") == 0
    for _ in range(5):  # Egyptian: the only player with cubes; his cubes are chosen one by one
        do(g, 0, "take_from", resource="food")
    assert g.purse(2)["food"] == 1 and g.purse(0)["food"] == 5
    for take in ("favor", "favor", "favor", "favor"):
        do(g, 0, "swap", give="food", take=take)
    do(g, 0, "swap", give="food", take="wood")
    assert g.purse(0) == {"food": 0, "wood": 1, "gold": 0, "favor": 4}


def test_loki_asks_whom_to_rob_when_several_have_cubes():
    g = table(NGE)
    set_cubes(g, 0, favor=2)
    at_play(g, 0, "loki")
    play(g, 0, "loki", "power")
    assert g.step() == "steal_target" and {a["target"] for a in g.legal_actions(0)} == {1, 2}
    do(g, 0, "steal_from", target=1)
    assert g.step() == "take_from"


@pytest.mark.rule("aom.comp.god.5")
def test_hades_gives_a_mortal_unit_to_the_underworld_for_any_seven_cubes():
    g = table(GEN)
    zero_cubes(g, 0)
    set_cubes(g, 0, favor=1)
    g.units[0] = {"hoplite": 1, "minotaur": 1}
    at_play(g, 0, "hades")
    play(g, 0, "hades", "power")  # the only mortal unit goes without asking
    assert g.units[0] == {"minotaur": 1} and g.step() == "take_cubes"
    for _ in range(7):
        do(g, 0, "take_cube", resource="gold")
    assert g.cube(0, "gold") == 7 and g.step() == "play"


def test_poseidon_freyja_hermes_and_forseti_give_cubes_from_the_bank():
    g = table(GEN)
    set_cubes(g, 0, favor=1, food=0)
    at_play(g, 0, "poseidon")
    play(g, 0, "poseidon", "power")
    assert g.cube(0, "food") == 5
    g = table(NGE)
    set_cubes(g, 0, favor=1, gold=0)
    at_play(g, 0, "freyja")
    play(g, 0, "freyja", "power")
    assert g.cube(0, "gold") == 5


def test_dionysus_and_ra_boost_food_tiles_and_dionysus_stops_the_others():
    g = table(GEN)
    for s in range(3):
        zero_cubes(g, s)
    set_cubes(g, 0, favor=2)
    set_cubes(g, 1, favor=2)
    put_tile(g, 0, "fertile_food_2")
    put_tile(g, 0, "fertile_food_2")
    put_tile(g, 1, "fertile_food_2")
    put_tile(g, 2, "fertile_food_2")
    at_play(g, 0, "dionysus")
    play(g, 0, "dionysus", "both")
    assert [g.cube(s, "food") for s in range(3)] == [2 * (2 + 1), 0, 0]
    at_play(g, 1, "ra", round_=1)
    play(g, 1, "ra", "both")
    assert [g.cube(s, "food") for s in range(3)] == [6 + 4, 2 + 2, 2]


def test_skadi_lets_nobody_else_gather():
    g = table(NGE)
    for s in range(3):
        zero_cubes(g, s)
    set_cubes(g, 0, favor=1)
    put_tile(g, 0, "fertile_food_2")
    put_tile(g, 1, "fertile_food_2")
    at_play(g, 0, "skadi")
    play(g, 0, "skadi", "both")
    do(g, 0, "gather_mode", mode="food")
    assert g.cube(0, "food") == 2 and g.cube(1, "food") == 0


def test_thor_eliminates_a_myth_unit_of_another_player():
    g = table(NGE)
    set_cubes(g, 0, favor=1)
    add_units(g, 1, minotaur=1)
    add_units(g, 0, troll=1)
    at_play(g, 0, "thor")
    play(g, 0, "thor", "power")
    assert g.legal_actions(0) == [Action("destroy_unit", target=1, unit="minotaur")]
    do(g, 0, "destroy_unit", target=1, unit="minotaur")
    assert "minotaur" not in g.units[1] and g.units[0]["troll"] == 1


def test_horus_may_destroy_any_building_even_his_own_and_njord_only_another_players():
    g = table(EGN)
    set_cubes(g, 0, favor=1)
    build_now(g, 0, "wall")
    build_now(g, 1, "house")
    at_play(g, 0, "horus")
    play(g, 0, "horus", "power")
    assert {(a["target"], a["building"]) for a in g.legal_actions(0)} == {(0, "wall"), (1, "house")}
    do(g, 0, "destroy_building", target=1, building="house")
    assert g.bld[1] == {} and g.villager_count(1) == 0  # one villager, no choice to make
    g = table(NGE)
    set_cubes(g, 0, favor=1)
    build_now(g, 0, "wall")
    build_now(g, 1, "market")
    at_play(g, 0, "njord")
    play(g, 0, "njord", "power")
    assert g.legal_actions(0) == [Action("destroy_building", target=1, building="market")]
    assert g.why_illegal(0, Action("destroy_building", target=0, building="wall")) == \
        "Choose a building the power may destroy (another player's)."
    do(g, 0, "destroy_building", target=1, building="market")
    assert g.bld[1] == {} and g.bld[0] == {"wall": 1}


def test_hephaestos_removes_any_tile_and_hathor_a_food_tile_of_another_player():
    g = table(GEN)
    set_cubes(g, 0, favor=2)
    mine = put_tile(g, 0, "hills_gold_2")
    put_tile(g, 1, "desert_gold_1", worker="villager")
    at_play(g, 0, "hephaestos")
    play(g, 0, "hephaestos", "power")
    assert Action("destroy_tile", target=0, square=mine) in g.legal_actions(0)
    pool = g.pool_size()
    do(g, 0, "destroy_tile", target=1, square=g.tiles_of(1)[0][0])
    assert not g.tiles_of(1) and g.pool_size() == pool + 1 and g.villagers[1] == 1
    g = table(EGN)
    set_cubes(g, 0, favor=1)
    put_tile(g, 0, "fertile_food_2")
    put_tile(g, 1, "fertile_food_2")
    put_tile(g, 1, "hills_gold_2")
    at_play(g, 0, "hathor")
    play(g, 0, "hathor", "power")
    assert [(a["target"], a["square"]) for a in g.legal_actions(0)] == [(1, g.tiles_of(1)[0][0])]


def test_artemis_takes_two_tiles_first_and_baldr_keeps_the_others_out():
    g = table(GEN)
    set_cubes(g, 0, favor=1)
    at_play(g, 0, "artemis")
    script_tiles(g, ["fertile_food_2", "hills_gold_2", "forest_wood_2", "desert_gold_1", "swamp_food_1"])
    play(g, 0, "artemis", "both")
    assert len(g.face_up) == 5  # players + 2
    do(g, 0, "take_tile", tile="fertile_food_2")
    assert g.to_move() == [0]
    do(g, 0, "take_tile", tile="hills_gold_2")
    assert g.to_move() == [1]
    g = table(NGE)
    set_cubes(g, 0, favor=1)
    at_play(g, 0, "baldr")
    script_tiles(g, ["fertile_food_2", "hills_gold_2", "forest_wood_2"])
    play(g, 0, "baldr", "both")
    do(g, 0, "take_tile", tile="forest_wood_2")
    assert g.step() == "play" and g.to_move() == [1] and g.face_up == []


def test_nephthys_takes_two_cubes_off_every_building_but_a_house():
    g = table(EGN)
    zero_cubes(g, 0)
    set_cubes(g, 0, favor=2, wood=2, gold=3, food=2)
    at_play(g, 0, "nephthys")
    play(g, 0, "nephthys", "both")
    offs = {a["off"] for a in g.legal_actions(0) if a.kind == "build" and a["building"] == "wall"}
    assert offs == {("wood", "wood"), ("wood", "gold")}  # 3 Wood and 3 Gold less two, with 2 Wood in hand
    assert {a["off"] for a in g.legal_actions(0) if a.kind == "build" and a["building"] == "house"} == {()}
    do(g, 0, "build", building="wall", off=("wood", "wood"))
    assert g.bld[0] == {"wall": 1} and g.purse(0) == {"food": 2, "wood": 1, "gold": 0, "favor": 0}


@pytest.mark.rule("aom.recruit.count.1")
def test_free_and_converted_units_do_not_count_against_the_recruit_number():
    g = table(GEN)
    zero_cubes(g, 0)
    set_cubes(g, 0, favor=1, food=4, wood=4)
    at_play(g, 0, "apollo")
    play(g, 0, "apollo", "both")  # two free Toxotes, then up to four recruits
    assert g.units[0]["toxotes"] == 4 and g.act["left"] == 4
    g = table(EGN)
    zero_cubes(g, 0)
    set_cubes(g, 0, favor=1, food=2, wood=2)
    at_play(g, 0, "anubis")
    play(g, 0, "anubis", "both")
    do(g, 0, "convert", unit="spearman")
    do(g, 0, "convert", unit="elephant")
    do(g, 0, "convert_done")
    assert g.units[0] == {"spearman": 1, "elephant": 1, "chariot_archer": 2, "mummy": 2}
    assert g.step() == "recruit" and g.act["left"] == 4


def test_mummification_turns_at_most_three_mortals_and_ends_by_itself_when_none_is_left():
    g = table(EGN)
    zero_cubes(g, 0)
    set_cubes(g, 0, favor=1, food=2, wood=2)
    at_play(g, 0, "anubis")
    play(g, 0, "anubis", "both")
    for unit in ("spearman", "elephant", "chariot_archer"):
        do(g, 0, "convert", unit=unit)
    assert g.units[0]["mummy"] == 3 and g.step() == "recruit", "the third Mummy ends the power"
    g = table(EGN)
    zero_cubes(g, 0)
    set_cubes(g, 0, favor=1, food=2, wood=2)
    g.units[0] = {"spearman": 1}
    at_play(g, 0, "anubis")
    play(g, 0, "anubis", "both")
    do(g, 0, "convert", unit="spearman")
    assert g.units[0] == {"mummy": 1}
    assert g.step() == "recruit", "no mortal left to turn: no 'done' to click"
    g = table(EGN)
    zero_cubes(g, 0)
    set_cubes(g, 0, favor=1, food=2, wood=2)
    g.units[0]["mummy"] = g.pieces_left(0, "mummy") - 1  # one Mummy piece left: one unit turned, not three
    at_play(g, 0, "anubis")
    play(g, 0, "anubis", "both")
    do(g, 0, "convert", unit="spearman")
    assert g.pieces_left(0, "mummy") == 0 and g.step() == "recruit"


def test_bast_makes_mortal_recruits_cost_one_food():
    g = table(EGN)
    zero_cubes(g, 0)
    set_cubes(g, 0, favor=1, food=3)
    g.units[0] = {}
    at_play(g, 0, "bast")
    play(g, 0, "bast", "both")
    for unit in ("spearman", "elephant", "chariot_archer"):
        do(g, 0, "recruit", unit=unit)
    assert g.total_cubes(0) == 0 and sum(g.units[0].values()) == 3


def test_hel_gives_two_norse_mortal_units_of_choice():
    g = table(NGE)
    set_cubes(g, 0, favor=1)
    at_play(g, 0, "hel")
    play(g, 0, "hel", "power")
    assert {a["unit"] for a in g.legal_actions(0)} == set(D.MORTALS["norse"])
    do(g, 0, "free_unit", unit="jarl")
    do(g, 0, "free_unit", unit="jarl")
    assert g.units[0]["jarl"] == 4 and g.step() == "play"


@pytest.mark.rule("aom.age.max.1")
def test_zeus_and_osiris_give_the_hero_of_the_current_age_and_zeus_gives_nothing_in_the_archaic_age():
    g = table(GEN)
    set_cubes(g, 0, favor=5, food=9, wood=9, gold=9)
    at_play(g, 0, "zeus")
    assert uses(g, 0, "zeus") == {"action"}  # no Archaic hero: the power is not offered
    with pytest.raises(IllegalAction, match="No hero belongs to the Archaic Age"):
        play(g, 0, "zeus", "both")
    play(g, 0, "zeus")
    assert g.age[0] == 1 and "greek_hero_classical" not in g.units[0]
    g = table(EGN)
    g.age[0] = 2
    set_cubes(g, 0, favor=2)
    at_play(g, 0, "osiris")
    play(g, 0, "osiris", "power")
    assert g.units[0].get("pharaoh") == 1


@pytest.mark.rule("aom.turn.round.1")
def test_thoth_and_odin_give_a_fourth_card_played_after_the_third_round():
    g = table(EGN)
    set_cubes(g, 0, favor=1)
    at_play(g, 0, "thoth", "perm_build", "perm_trade", "perm_explore", round_=3)
    play(g, 0, "thoth", "power")
    assert g.extra[0] == 1 and g.to_move() == [1]
    while g.step() == "play" and g.to_move() != [0]:
        seat = g.to_move()[0]
        do(g, seat, "pass_card", card=g.hand(seat)[0])
    assert g.step() == "play" and g.to_move() == [0] and g.round == 4
    do(g, 0, "pass_card", card="perm_explore")
    assert g.step() == "keep" and g.extra == [0, 0, 0] and g.hand_count(0) == 2


def test_odin_advances_the_age_and_gives_a_fourth_card():
    g = table(NGE)
    set_cubes(g, 0, favor=5, food=5, wood=5, gold=5)
    at_play(g, 0, "odin", "perm_trade")
    play(g, 0, "odin", "both")
    assert g.age[0] == 1 and g.extra[0] == 1 and g.purse(0) == {"food": 2, "wood": 2, "gold": 2, "favor": 1}


def test_free_dwarves_work_gold_tiles_for_two_more_gold():
    g = table(NGE)
    for s in range(3):
        zero_cubes(g, s)
    add_units(g, 0, dwarf=1)
    put_tile(g, 0, "mountains_gold_2")
    put_tile(g, 0, "fertile_food_2")
    at_play(g, 0, "perm_gather")
    play(g, 0, "perm_gather")
    do(g, 0, "gather_mode", mode="gold")
    moves = {(a["source"], a["square"]) for a in g.legal_actions(0) if a.kind == "move_worker"}
    gold = next(q for q, t in g.tiles_of(0) if t == "mountains_gold_2")
    assert moves == {(-2, gold)}  # a Dwarf works a Gold tile only
    do(g, 0, "move_worker", source=-2, square=gold)
    assert g.cube(0, "gold") == 4


def test_a_dwarf_at_work_moves_only_to_another_gold_tile():
    g = table(NGE)
    for s in range(3):
        zero_cubes(g, s)
    first = put_tile(g, 0, "mountains_gold_2", worker="dwarf")
    norse = {t for row in D.BOARDS["norse"].production for t in row}
    other = next(t for t, tile in D.TILES.items()
                 if tile.resource == "gold" and tile.terrain in norse and g.pool[TILE_INDEX[t]] and t != "mountains_gold_2")
    second = put_tile(g, 0, other)
    food = put_tile(g, 0, "fertile_food_2")
    at_play(g, 0, "perm_gather")
    play(g, 0, "perm_gather")
    do(g, 0, "gather_mode", mode="gold")
    moves = {(a["source"], a["square"]) for a in g.legal_actions(0) if a.kind == "move_worker"}
    assert (first, second) in moves and (first, food) not in moves
    with pytest.raises(IllegalAction):
        do(g, 0, "move_worker", source=first, square=food)


@pytest.mark.parametrize("card", sorted(D.GOD_CARDS))
def test_every_god_card_can_be_played_for_its_power_and_its_action(card):
    culture = D.GOD_CARDS[card].culture
    others = [c for c in D.CULTURES if c != culture]
    g = table([culture, *others])
    g.age[0] = 1
    for s in range(3):
        set_cubes(g, s, food=6, wood=6, gold=6, favor=6)
        build_now(g, s, "house", "wall")
        put_tile(g, s, next(t for t, tile in D.TILES.items() if tile.resource == "food"
                            and tile.terrain in {row for r in D.BOARDS[g.cult[s]].production for row in r}))
    add_units(g, 1, **{next(u for u in D.UNITS_BY_CULTURE[g.cult[1]] if D.UNITS[u].kind == "myth"): 1})
    at_play(g, 0, card)
    use = "both" if "both" in uses(g, 0, card) else "power"
    assert use in uses(g, 0, card), uses(g, 0, card)
    events = play(g, 0, card, use)
    assert f"for {D.GOD_CARDS[card].god.title}" in texts(events)
    chooser = random.Random(card)
    while g.cur and not g.is_over():  # the power's and the action's choices, at random, until the next player
        seat = g.to_move()[0]
        g.apply(seat, chooser.choice(g.legal_actions(seat)))
    assert g.invariant_problems() == []
