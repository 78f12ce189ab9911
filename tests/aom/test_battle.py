"""Attacks and battles as the players see them: whom and what to attack, secret armies, rounds, dice, specials,
Walls and Towers, retreat, and what the winner takes."""
import pytest

from dawnofempires_gui.engine import HIDDEN, Action, IllegalAction
from dawnofempires_gui.games.aom.rules_tables import VI

from .battle_helpers import armies, attack, choose, duel, encounter, history, sixes
from .helpers import (ScriptedRng, add_units, at_play, build_now, do, play, put_tile, set_cubes, table, texts,
                      zero_cubes)

GE = ["greek", "egyptian"]


@pytest.mark.rule("aom.attack.target.1", "aom.attack.area.1")
def test_attack_a_neighbour_naming_the_area_before_any_unit_is_chosen():
    g = table(["greek", "egyptian", "norse", "egyptian"])
    at_play(g, 0, "perm_attack")
    play(g, 0, "perm_attack")
    assert {(a["target"], a["area"]) for a in g.legal_actions(0)} == {
        (t, a) for t in (1, 3) for a in ("city", "production", "holding")}
    with pytest.raises(IllegalAction, match="immediate left and right"):
        do(g, 0, "attack", target=2, area="city")
    do(g, 0, "attack", target=1, area="production")
    assert g.battle["area"] == "production" and g.step() == "army" and set(g.to_move()) == {0, 1}


@pytest.mark.rule("aom.attack.size.1", "aom.attack.select.1", "aom.attack.select.3", "aom.battle.cards.1")
def test_both_sides_choose_up_to_the_cards_number_in_secret_and_reveal_together():
    g = table(GE)
    add_units(g, 0, minotaur=3)
    attack(g, 0, 1, "holding")
    assert len(g.army[0]) == 4 and len(g.army[1]) == 4  # Attack 4: up to four each
    do(g, 0, "send_unit", unit="minotaur")
    do(g, 0, "send_unit", unit="hoplite")
    seen_by_defender = g.view(1)
    assert seen_by_defender.army[0] == [HIDDEN] * 4
    assert g.view(0).army[0] == ["minotaur", "hoplite", "", ""]
    do(g, 0, "army_done")  # fewer than allowed
    assert g.battle["units"] == [{}, {}]  # nothing is revealed before both have chosen
    choose(g, 1, "spearman", "elephant", "elephant")
    assert g.battle["units"] == [{"minotaur": 1, "hoplite": 1}, {"spearman": 1, "elephant": 2}]
    assert g.step() == "battle"
    assert {a.get("unit") for a in g.legal_actions(0)} == {"minotaur", "hoplite", None}


@pytest.mark.rule("aom.attack.select.2", "aom.comp.unit.1")
def test_villagers_never_fight_but_units_working_tiles_may():
    g = table(["norse", "greek"])
    build_now(g, 0, "house")
    put_tile(g, 0, "mountains_gold_2", worker="dwarf")
    g.bld[0]["house"] -= 1  # put_tile counted a House for a villager: the worker here is a Dwarf
    attack(g, 0, 1, "holding")
    options = {a.get("unit") for a in g.legal_actions(0)}
    assert "villager" not in options and "dwarf" in options
    with pytest.raises(IllegalAction, match="Villagers never fight"):
        do(g, 0, "send_unit", unit="villager")
    choose(g, 0, "dwarf")
    choose(g, 1, "hoplite")
    assert g.battle["units"][0] == {"dwarf": 1} and g.workers_on_tiles(0, "dwarf") == 0


@pytest.mark.rule("aom.attack.select.3", "aom.battle.end.4")
def test_a_defender_without_units_loses_without_a_round():
    g = table(GE)
    g.units[1] = {}
    zero_cubes(g, 1)
    set_cubes(g, 1, gold=3)
    attack(g, 0, 1, "holding")
    choose(g, 0, "hoplite")
    assert g.battle == {} and g.cube(0, "gold") == 4 + 3 and g.last_winner == 0


@pytest.mark.rule("aom.battle.round.1", "aom.battle.round.2", "aom.battle.dice.1", "aom.battle.roll.1",
                  "aom.battle.roll.3", "aom.battle.roll.4", "aom.battle.next.1")
def test_a_round_secret_cards_revealed_together_more_sixes_wins_and_the_loser_is_eliminated():
    g = duel("greek", "egyptian", {"hoplite": 2}, {"elephant": 1, "chariot_archer": 1})
    b = g.battle
    g.apply(0, Action("fight", unit="hoplite"))
    assert g.to_move() == [1] and g.view(1).picks[0] == [HIDDEN] and b["pick"] == ("", "")
    g.rng = ScriptedRng(sixes(0, 4) + sixes(1, 5))
    events = g.apply(1, Action("fight", unit="elephant"))
    # Hoplite 3 +1 vs Mortal = 4 dice; Elephant 3 +2 vs Mortal = 5 dice
    assert g.battle["history"][-1]["dice"] == (4, 5)
    assert g.battle["units"] == [{"hoplite": 1}, {"elephant": 1, "chariot_archer": 1}]
    assert any("defeats the Hoplite" in e.text for e in events)
    assert g.owned(0, "hoplite") == 1 and g.pieces_left(0, "hoplite") == 8 - 1  # back among the unused pieces
    encounter(g, "hoplite", "elephant", sixes(1, 4) + sixes(0, 5))  # the same card may be chosen again
    assert g.battle["units"][1] == {"chariot_archer": 1}


@pytest.mark.rule("aom.battle.bonus.1", "aom.battle.example.2")
def test_a_bonus_counts_when_any_type_on_the_opposing_card_matches():
    g = duel("greek", "egyptian", {"hippokon": 1}, {"chariot_archer": 1})
    encounter(g, "hippokon", "chariot_archer", sixes(1, 7) + sixes(0, 3))
    assert g.last_battle["history"][-1]["dice"] == (3 + 4, 3)  # +4 vs Archers: the Chariot Archer is one
    g2 = duel("greek", "egyptian", {"medusa": 1}, {"scorpion_man": 1})
    encounter(g2, "medusa", "scorpion_man", sixes(1, 9) + sixes(0, 5))
    assert g2.last_battle["history"][-1]["dice"] == (5 + 4, 5)


@pytest.mark.rule("aom.battle.roll.2")
def test_equal_sixes_are_rolled_again_until_one_side_wins():
    g = duel("greek", "egyptian", {"hoplite": 1}, {"spearman": 1})
    events = encounter(g, "hoplite", "spearman", sixes(0, 4) + sixes(0, 4) + sixes(2, 4) + sixes(2, 4)
                       + sixes(1, 4) + sixes(0, 4))
    rolls = [e.text for e in events if e.kind == "dice" and "(" in e.text and "dice" not in e.text]
    assert len([t for t in rolls if t.startswith("Re-roll")]) == 2 and g.last_winner == 0


@pytest.mark.rule("aom.battle.retreat.1", "aom.battle.end.1", "aom.battle.end.2", "aom.battle.end.3")
def test_a_side_may_retreat_before_any_round_and_the_other_wins_and_takes_the_last_battle_cubes():
    g = duel("greek", "egyptian", {"hoplite": 2}, {"spearman": 1}, area="city")
    g.vp_cards[VI["last_battle"]] = 2
    g.vp_bank -= 2
    build_now(g, 1, "wall")
    g.apply(0, Action("retreat"))
    g.apply(1, Action("fight", unit="spearman"))
    assert g.battle == {} and g.last_winner == 1 and g.vp[1] == 2 and g.vp_cards[VI["last_battle"]] == 0
    assert g.units[0] == {"hoplite": 2} and g.units[1] == {"spearman": 1}  # survivors go home
    assert g.has(1, "wall")  # a winning defender only takes the cubes


@pytest.mark.rule("aom.bldg.wall.1", "aom.bldg.wall.2", "aom.bldg.tower.1")
@pytest.mark.parametrize("building, area, extra", [("wall", "city", 2), ("wall", "production", 0),
                                                    ("tower", "production", 2), ("tower", "holding", 0)])
def test_a_wall_or_tower_adds_two_dice_to_every_defence_of_its_area(building, area, extra):
    g = table(GE)
    build_now(g, 1, building)
    build_now(g, 0, building)  # the attacker's own gives him nothing
    attack(g, 0, 1, area)
    armies(g, ["hoplite"], ["spearman"])
    encounter(g, "hoplite", "spearman", sixes(1, 4) + sixes(0, 3 + extra))
    assert history(g)[-1]["dice"] == (4, 3 + extra)


@pytest.mark.rule("aom.bldg.wall.1", "aom.bldg.wall.3", "aom.bldg.siege.1")
def test_walls_are_negated_by_a_siege_engine_workshop_or_a_negating_unit_still_in_the_battle():
    def dice_of_defender(att_units, siege=False, kill_first=False):
        g = table(GE)
        g.units[0] = {}
        add_units(g, 0, **att_units)
        build_now(g, 1, "wall")
        if siege:
            build_now(g, 0, "siege_engine_workshop")
        attack(g, 0, 1, "city")
        armies(g, [u for u, k in att_units.items() for _ in range(k)], ["spearman", "spearman"])
        if kill_first:
            encounter(g, "cyclops", "spearman", sixes(0, 10) + sixes(1, 5))  # the Cyclops falls
        unit = "hoplite" if "hoplite" in g.battle["units"][0] else "cyclops"
        encounter(g, unit, "spearman", sixes(1, 10) + sixes(0, 9))
        return history(g)[-1]["dice"][1]

    assert dice_of_defender({"hoplite": 1}) == 3 + 2
    assert dice_of_defender({"hoplite": 1}, siege=True) == 3
    assert dice_of_defender({"hoplite": 1, "cyclops": 1}) == 3
    assert dice_of_defender({"hoplite": 1, "cyclops": 1}, kill_first=True) == 3 + 2


@pytest.mark.rule("aom.bldg.armory.1", "aom.attack.size.1")
def test_an_armory_lets_its_owner_send_one_unit_more():
    g = table(GE)
    add_units(g, 0, minotaur=3)
    add_units(g, 1, mummy=3)
    build_now(g, 1, "armory")
    attack(g, 0, 1, "holding")
    assert len(g.army[0]) == 4 and len(g.army[1]) == 5


@pytest.mark.rule("aom.attack.city.1", "aom.attack.city.4", "aom.bldg.wall.4", "aom.bldg.house.2",
                  "aom.bldg.place.3")
def test_a_won_city_attack_destroys_one_building_of_the_attackers_choice_and_a_house_takes_a_villager():
    g = duel("greek", "egyptian", {"hoplite": 1}, {"spearman": 1}, area="city")
    build_now(g, 1, "wall", "house", "house")
    put_tile(g, 1, "desert_gold_1", worker="villager")
    g.bld[1]["house"] -= 1
    g.villagers[1] -= 1
    encounter(g, "hoplite", "spearman", sixes(1, 4) + sixes(0, 5))
    assert g.step() == "raze" and {a["building"] for a in g.legal_actions(0)} == {"wall", "house"}
    do(g, 0, "raze", building="house")
    assert g.step() == "villager_loss" and g.to_move() == [1]
    assert {a["spot"] for a in g.legal_actions(1)} == {-1, 0}
    do(g, 1, "remove_villager", spot=0)
    assert g.bld[1] == {"wall": 1, "house": 1} and g.villager_count(1) == 1 and g.step() == "play"
    assert not any(m.kind in ("demolish", "destroy_own") for m in g.MOVES)


@pytest.mark.rule("aom.attack.city.2", "aom.attack.city.3", "aom.bldg.siege.2")
@pytest.mark.parametrize("units, siege, razed", [({"hoplite": 1}, True, 2), ({"minotaur": 1}, False, 2),
                                                  ({"minotaur": 1}, True, 2), ({"hoplite": 1}, False, 1)])
def test_two_buildings_go_with_a_siege_engine_workshop_or_a_surviving_minotaur_never_more(units, siege, razed):
    g = duel("greek", "egyptian", units, {"spearman": 1}, area="city")
    build_now(g, 1, "wall", "tower", "market")
    if siege:
        build_now(g, 0, "siege_engine_workshop")
    unit = next(iter(units))
    encounter(g, unit, "spearman", sixes(1, 9) + sixes(0, 9))
    for building in ("wall", "tower", "market")[:razed]:
        do(g, 0, "raze", building=building)
    assert g.buildings(1) == 3 - razed and g.step() == "play" and g.battle == {}


@pytest.mark.rule("aom.attack.prod.1", "aom.attack.prod.2", "aom.tile.keep.1")
def test_a_won_production_attack_takes_a_tile_or_returns_it_to_the_pool():
    g = duel("greek", "egyptian", {"hoplite": 1}, {"spearman": 1}, area="production")
    fertile = put_tile(g, 1, "fertile_food_2", worker="villager")
    desert = put_tile(g, 1, "desert_gold_1")
    encounter(g, "hoplite", "spearman", sixes(1, 4) + sixes(0, 5))
    assert {a["square"] for a in g.legal_actions(0)} == {fertile, desert}
    do(g, 0, "seize", square=fertile)
    assert g.tiles_of(0) == [(0, "fertile_food_2")] and g.villagers[1] == 1  # its villager went home
    g2 = duel("greek", "egyptian", {"hoplite": 1}, {"spearman": 1}, area="production")
    put_tile(g2, 0, "desert_favor_2")  # the Greek board has one Desert square: now full
    desert = put_tile(g2, 1, "desert_gold_1")
    pool = g2.pool_size()
    encounter(g2, "hoplite", "spearman", sixes(1, 4) + sixes(0, 5))
    assert [g2.describe(a) for a in g2.legal_actions(0)] == [
        "Return the 1 Gold / Desert tile to the pool (no empty Desert square of yours)"]
    do(g2, 0, "seize", square=desert)
    assert g2.pool_size() == pool + 1 and not g2.tiles_of(1)


@pytest.mark.rule("aom.attack.prod.1")
def test_two_alike_tiles_to_take_are_told_apart_by_their_squares():
    """Two "Take the 2 Food / Fertile tile" buttons: one tile had a villager at work, the other not."""
    g = duel("greek", "egyptian", {"hoplite": 1}, {"spearman": 1}, area="production")
    worked = put_tile(g, 1, "fertile_food_2", worker="villager")
    idle = put_tile(g, 1, "fertile_food_2")
    desert = put_tile(g, 1, "desert_gold_1")
    encounter(g, "hoplite", "spearman", sixes(1, 4) + sixes(0, 5))
    said = {a["square"]: g.describe(a) for a in g.legal_actions(0)}
    assert said == {worked: f"Take the 2 Food / Fertile tile (square {worked + 1})",
                    idle: f"Take the 2 Food / Fertile tile (square {idle + 1})",
                    desert: "Take the 1 Gold / Desert tile"}

@pytest.mark.rule("aom.attack.hold.1", "aom.attack.hold.2")
def test_a_won_holding_attack_takes_any_five_cubes_never_victory_cubes():
    g = duel("greek", "egyptian", {"hoplite": 1}, {"spearman": 1}, area="holding")
    g.vp[1], g.vp_bank = 3, g.vp_bank - 3
    encounter(g, "hoplite", "spearman", sixes(1, 4) + sixes(0, 5))
    assert g.step() == "take_from" and all(a.kind == "take_from" for a in g.legal_actions(0))
    for r in ("gold", "gold", "gold", "favor", "food"):
        do(g, 0, "take_from", resource=r)
    assert g.purse(1) == {"food": 3, "wood": 4, "gold": 1, "favor": 3} and g.vp[1] == 3
    assert g.purse(0) == {"food": 5, "wood": 4, "gold": 7, "favor": 5}


@pytest.mark.rule("aom.unit.medusa.2")
def test_medusa_wins_equal_sixes_without_a_reroll_even_against_a_berserk_unit():
    g = duel("greek", "norse", {"medusa": 1}, {"huskarl": 1, "jarl": 1})
    encounter(g, "medusa", "huskarl", sixes(1, 5) + sixes(1, 5), def_tactic="berserk")
    assert g.battle["history"][-1]["winner"] == 0 and g.battle["history"][-1]["tie"]
    assert len(g.battle["history"][-1]["rolls"]) == 1


@pytest.mark.rule("aom.battle.bonus.2")
def test_a_berserk_unit_rolls_two_more_dice_and_loses_equal_sixes():
    g = duel("norse", "egyptian", {"huskarl": 1}, {"spearman": 1})
    encounter(g, "huskarl", "spearman", sixes(1, 5) + sixes(1, 3), att_tactic="berserk")
    entry = g.last_battle["history"][-1]
    assert entry["dice"] == (3 + 2, 3) and entry["winner"] == 1 and entry["tie"] and g.last_winner == 1


@pytest.mark.rule("aom.unit.medusa.2", "aom.battle.bonus.2")
def test_an_encounter_won_on_equal_sixes_says_which_special_decided_it():
    g = duel("norse", "egyptian", {"huskarl": 1}, {"spearman": 1})
    said = texts(encounter(g, "huskarl", "spearman", sixes(1, 5) + sixes(1, 3), att_tactic="berserk"))
    assert "Bill's Spearman defeats the Huskarl: the Huskarl went berserk and loses on equal sixes." in said
    g = duel("greek", "egyptian", {"medusa": 1}, {"spearman": 2})
    said = texts(encounter(g, "medusa", "spearman", sixes(1, 5) + sixes(1, 3)))
    assert "Medusa defeats the Spearman: the Medusa wins on equal sixes." in said

@pytest.mark.rule("aom.unit.mummy.2")
def test_a_mummy_that_defeats_a_unit_brings_a_new_mummy_if_a_piece_is_left():
    g = duel("egyptian", "greek", {"mummy": 1}, {"hoplite": 2})
    encounter(g, "mummy", "hoplite", sixes(1, 5) + sixes(0, 4))
    assert g.units[0].get("mummy") == 1 and g.battle["units"][0] == {"mummy": 1}
    g.units[0]["mummy"] = 6  # 7 of 8 pieces out: one left
    encounter(g, "mummy", "hoplite", sixes(1, 5) + sixes(0, 4))
    assert g.owned(0, "mummy") == 8
    g2 = duel("egyptian", "greek", {"mummy": 4}, {"hoplite": 2})
    g2.units[0]["mummy"] = 4  # four more at home: all eight pieces are out
    encounter(g2, "mummy", "hoplite", sixes(1, 5) + sixes(0, 4))
    assert g2.owned(0, "mummy") == 8  # no piece left: no new Mummy


@pytest.mark.rule("aom.unit.hydra.2")
def test_the_hydra_grows_a_die_per_kill_for_this_battle_only():
    g = duel("greek", "egyptian", {"hydra": 1}, {"elephant": 3})
    encounter(g, "hydra", "elephant", sixes(1, 6) + sixes(0, 3))
    encounter(g, "hydra", "elephant", sixes(1, 7) + sixes(0, 3))
    assert g.battle["history"][-1]["dice"] == (7, 3)  # 6, +1 for its first kill
    encounter(g, "hydra", "elephant", sixes(0, 8) + sixes(1, 3))
    assert g.last_battle["history"][-1]["dice"] == (8, 3) and g.battle == {}
    assert g.battle == {} and g.units[0] == {} and g.units[1] == {"elephant": 1}


@pytest.mark.rule("aom.unit.cyclops.2")
def test_a_throwing_cyclops_rolls_three_more_and_sends_a_beaten_non_giant_home():
    g = duel("greek", "egyptian", {"cyclops": 1}, {"spearman": 1, "elephant": 1})
    events = encounter(g, "cyclops", "spearman", sixes(1, 13) + sixes(0, 3), att_tactic="throw")
    assert g.battle["history"][-1]["dice"][0] == 6 + 4 + 3
    assert g.battle["units"][1] == {"elephant": 1} and g.units[1] == {"spearman": 1}
    assert any("lands back" in e.text for e in events)
    g.apply(0, Action("fight", unit="cyclops"))
    g.apply(1, Action("fight", unit="elephant"))  # a Giant is never thrown: no choice to make
    assert g.step() == "battle" or g.battle == {}
