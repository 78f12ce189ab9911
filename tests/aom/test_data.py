"""What the Age of Mythology data files promise (resources/aom/*.toml, read by games/aom/data.py)."""
import shutil
from pathlib import Path

import pytest

from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.paths import resource

ALL_EACH = dict(food=1, wood=1, gold=1, favor=1)


def each(n):
    return {r: n for r in ALL_EACH}


# ---------------------------------------------------------------------------------------------- basics
def test_rules_files_are_shipped():
    for name in ("age-of-mythology.txt", "aom.rules.md", "aom.data.md"):
        assert resource("rules", name).is_file(), name


@pytest.mark.rule("aom.comp.cube.1")
def test_four_resources_and_their_cube_colours():
    assert {r.id: r.color for r in D.DATA.resources.values()} == {
        "food": "green", "wood": "light brown", "gold": "yellow", "favor": "blue"}


@pytest.mark.rule("aom.setup.culture.1")
def test_three_cultures_and_their_colours():
    assert {c.id: c.color for c in D.DATA.cultures.values()} == {
        "greek": "green", "norse": "blue", "egyptian": "light brown"}


def test_four_ages_in_order():
    assert D.AGES == ("archaic", "classical", "heroic", "mythic")
    assert D.START_AGE == "archaic"


@pytest.mark.rule("aom.tile.terrain.1")
def test_six_terrain_types():
    assert set(D.TERRAINS) == {"fertile", "forest", "desert", "hills", "swamp", "mountains"}


# ---------------------------------------------------------------------------------------------- boards
BOARD_TOTALS = {
    "greek": dict(fertile=3, forest=2, swamp=1, hills=8, mountains=1, desert=1),
    "egyptian": dict(desert=6, fertile=5, swamp=2, hills=2, forest=1, mountains=0),
    "norse": dict(mountains=4, forest=4, fertile=3, hills=3, swamp=1, desert=1),
}


@pytest.mark.rule("aom.comp.board.1")
@pytest.mark.parametrize("culture", sorted(BOARD_TOTALS))
def test_board_terrain_totals(culture):
    board = D.BOARDS[culture]
    assert len(board.production) == 4 and all(len(row) == 4 for row in board.production)
    counts = board.terrain_counts()
    assert {t: counts.get(t, 0) for t in D.TERRAINS} == BOARD_TOTALS[culture]


@pytest.mark.rule("aom.comp.board.1")
def test_board_rows_as_scanned_and_city_area_of_16():
    assert D.BOARDS["greek"].production[0] == ("fertile", "fertile", "forest", "swamp")
    assert D.BOARDS["egyptian"].production[3] == ("desert", "hills", "fertile", "hills")
    assert D.BOARDS["norse"].production[0] == ("fertile", "mountains", "mountains", "mountains")
    assert (D.DATA.city_rows, D.DATA.city_cols, D.CITY_SQUARES) == (4, 4, 16)


@pytest.mark.rule("aom.turn.draw.1", "aom.turn.draw.2", "aom.turn.draw.3", "aom.turn.draw.4")
def test_hand_size_by_age():
    assert D.HAND_SIZE == {"archaic": 4, "classical": 5, "heroic": 6, "mythic": 7}


# ---------------------------------------------------------------------------------------------- tiles
TILE_MIX = {
    ("fertile", "food", 2): 12, ("fertile", "wood", 1): 3, ("fertile", "favor", 1): 3, ("fertile", "gold", 1): 3,
    ("forest", "wood", 2): 9, ("forest", "food", 1): 2, ("forest", "gold", 1): 2, ("forest", "favor", 1): 2,
    ("hills", "gold", 2): 4, ("hills", "food", 1): 4, ("hills", "wood", 1): 4, ("hills", "favor", 1): 4,
    ("mountains", "gold", 2): 6, ("mountains", "wood", 1): 3, ("mountains", "favor", 1): 3,
    ("desert", "favor", 2): 7, ("desert", "gold", 1): 7,
    ("swamp", "wood", 1): 4, ("swamp", "food", 1): 4, ("swamp", "favor", 1): 4,
}


@pytest.mark.rule("aom.tile.mix.1")
def test_ninety_tiles_of_twenty_kinds():
    assert {(t.terrain, t.resource, t.amount): t.count for t in D.TILES.values()} == TILE_MIX
    assert len(D.TILE_POOL) == 90


@pytest.mark.rule("aom.tile.mix.1")
def test_tiles_per_terrain():
    per_terrain = {}
    for tile_id in D.TILE_POOL:
        terrain = D.TILES[tile_id].terrain
        per_terrain[terrain] = per_terrain.get(terrain, 0) + 1
    assert per_terrain == dict(fertile=21, forest=15, hills=16, mountains=12, desert=14, swamp=12)


def test_tile_sheets_by_player_count():
    assert len(D.tiles_in_game(4)) == 90
    assert len(D.tiles_in_game(5)) == 180


# ---------------------------------------------------------------------------------------------- buildings
BUILDING_COSTS = {
    "house": dict(wood=2, food=2),
    "wall": dict(wood=3, gold=3),
    "tower": dict(wood=3, gold=3),
    "market": dict(gold=3, favor=2),
    "storehouse": each(2),
    "armory": dict(wood=3, gold=2),
    "quarry": dict(food=4, gold=1),
    "monument": dict(food=3, gold=2),
    "granary": dict(wood=2, gold=3),
    "wood_workshop": dict(food=2, gold=3),
    "gold_mint": dict(food=3, wood=2),
    "siege_engine_workshop": dict(wood=3, gold=2),
    "great_temple": each(4),
    "wonder": each(10),
}


@pytest.mark.rule("aom.bldg.cost.1")
def test_every_building_cost_as_printed():
    assert {b.id: dict(b.cost) for b in D.BUILDINGS.values()} == BUILDING_COSTS


@pytest.mark.rule("aom.bldg.limit.1", "aom.bldg.limit.2")
def test_one_of_each_building_and_ten_houses():
    assert D.MAX_HOUSES == 10
    assert {b.id for b in D.BUILDINGS.values() if b.limit != 1} == {"house"}


def test_building_effects():
    effect = {b.id: (b.effect.id, dict(b.effect.params)) for b in D.BUILDINGS.values()}
    assert effect["house"] == ("villager", {"count": 1})
    assert effect["wall"] == ("defend_area", {"area": "city", "dice": 2})
    assert effect["tower"] == ("defend_area", {"area": "production", "dice": 2})
    assert effect["storehouse"] == ("storage", {"keep": 8})
    assert effect["market"] == ("free_trade", {})
    assert effect["armory"] == ("extra_battle_unit", {"count": 1})
    assert effect["quarry"] == ("build_discount", {"amount": 1})
    for building, res in (("monument", "favor"), ("granary", "food"), ("wood_workshop", "wood"),
                          ("gold_mint", "gold")):
        assert effect[building] == ("gather_bonus", {"resource": res, "amount": 2})
    assert effect["siege_engine_workshop"] == ("siege_engine", {"extra_destroy": 1})
    assert effect["great_temple"] == ("buy_victory", {"favor": 8, "vp": 1})
    assert effect["wonder"] == ("end_game", {})
    assert {b.id for b in D.BUILDINGS.values() if b.requires_age} == {"wonder"}
    assert D.BUILDINGS["wonder"].requires_age == "mythic"
    assert D.SPOILAGE_KEEP == 5


# ---------------------------------------------------------------------------------------------- units
# name: (culture, types, dice, cost, bonuses, specials, age)
UNITS = {
    "hoplite": ("greek", "mortal warrior", 3, dict(food=1, wood=1), dict(cavalry=3, mortal=1), "", None),
    "toxotes": ("greek", "mortal archer", 3, dict(food=1, wood=1), dict(flyer=4, warrior=3), "", None),
    "hippokon": ("greek", "mortal cavalry", 3, dict(food=1, gold=1), dict(hero=4, archer=4), "", None),
    "minotaur": ("greek", "myth warrior", 5, dict(food=2, wood=2), dict(cavalry=4), "destroy_buildings", None),
    "centaur": ("greek", "myth archer cavalry", 5, dict(wood=3, favor=1), dict(archer=3, flyer=3), "", None),
    "cyclops": ("greek", "myth giant", 6, dict(food=3, favor=3), dict(mortal=4), "negate_defenses throw", None),
    "hydra": ("greek", "myth giant", 6, dict(gold=2, favor=2), dict(warrior=4), "grow_per_kill", None),
    "manticore": ("greek", "myth flyer", 5, dict(food=2, favor=2), dict(giant_killer=4), "", None),
    "medusa": ("greek", "myth giant_killer", 5, dict(food=1, favor=3), dict(giant=4), "wins_ties", None),
    "greek_hero_classical": ("greek", "hero", 5, dict(food=3, gold=3), dict(myth=4), "", "classical"),
    "greek_hero_heroic": ("greek", "hero", 6, dict(food=3, gold=4), dict(myth=4), "rout_on_hero_kill", "heroic"),
    "greek_hero_mythic": ("greek", "hero", 5, dict(gold=4, favor=4), {}, "add_opponent_base_dice", "mythic"),
    "spearman": ("egyptian", "mortal warrior", 3, dict(food=1, wood=1), dict(cavalry=3, hero=4), "", None),
    "chariot_archer": ("egyptian", "mortal archer cavalry", 3, dict(gold=1, wood=1), dict(flyer=3, warrior=3), "",
                       None),
    "elephant": ("egyptian", "mortal giant", 3, dict(food=2, gold=1), dict(mortal=2), "negate_defenses", None),
    "anubite": ("egyptian", "myth cavalry", 5, dict(gold=3, favor=1), dict(archer=4), "", None),
    "wadjet": ("egyptian", "myth warrior", 5, dict(food=2, favor=2), dict(cavalry=4), "stand_in", None),
    "sphinx": ("egyptian", "myth giant_killer", 5, dict(gold=2, favor=2), dict(giant=6), "", None),
    "mummy": ("egyptian", "myth", 5, dict(gold=3, favor=2), {}, "spawn_on_kill", None),
    "phoenix": ("egyptian", "myth flyer", 6, dict(wood=2, favor=3), dict(giant_killer=4), "resurrect", None),
    "scorpion_man": ("egyptian", "myth giant", 5, dict(food=4, gold=2), dict(mortal=4), "", None),
    "priest": ("egyptian", "hero", 4, dict(food=2, gold=4), dict(myth=5), "", "classical"),
    "pharaoh": ("egyptian", "hero", 6, dict(food=3, gold=3), dict(myth=4), "", "heroic"),
    "son_of_osiris": ("egyptian", "hero", 8, dict(gold=4, favor=4), dict(myth=4), "resurrect", "mythic"),
    "jarl": ("norse", "mortal cavalry", 3, dict(food=1, gold=1), dict(hero=4, archer=4), "", None),
    "huskarl": ("norse", "mortal warrior", 3, dict(food=1, gold=2), dict(cavalry=4), "berserk", None),
    "throwing_axeman": ("norse", "mortal archer", 3, dict(food=1, wood=1), dict(warrior=3, flyer=4), "", None),
    "troll": ("norse", "myth warrior", 6, dict(food=3, wood=2), dict(cavalry=4), "", None),
    "valkyrie": ("norse", "myth cavalry", 5, dict(gold=1, favor=3), dict(archer=4), "favor_per_kill", None),
    "dwarf": ("norse", "myth giant_killer", 4, dict(food=2, gold=2), dict(giant=7), "negate_defenses gatherer",
              None),
    "nidhogg": ("norse", "myth flyer", 7, dict(gold=4, favor=1), dict(giant_killer=4), "destroy_buildings", None),
    "frost_giant": ("norse", "myth giant", 7, dict(food=4, favor=2), dict(warrior=2, mortal=3), "", None),
    "norse_hero_classical": ("norse", "hero", 5, dict(food=3, gold=3), dict(myth=4), "", "classical"),
    "norse_hero_heroic": ("norse", "hero", 6, dict(food=3, gold=3), dict(myth=4), "berserk", "heroic"),
    "norse_hero_mythic": ("norse", "hero", 8, dict(food=4, favor=4), dict(myth=4), "reinforce_per_kill", "mythic"),
}


@pytest.mark.rule("aom.comp.battlecard.1")
def test_every_battle_card_as_listed():
    assert set(D.UNITS) == set(UNITS)
    for uid, (culture, types, dice, cost, bonuses, specials, age) in UNITS.items():
        unit = D.UNITS[uid]
        got = (unit.culture, " ".join(unit.types), unit.dice, dict(unit.cost),
               {b.vs: b.dice for b in unit.bonuses}, " ".join(s.id for s in unit.specials), unit.age)
        assert got == (culture, types, dice, cost, bonuses, specials, age), uid


def test_special_parameters():
    def params(uid, special):
        return dict(D.UNITS[uid].special(special).params)

    assert params("minotaur", "destroy_buildings") == params("nidhogg", "destroy_buildings") == {"count": 2}
    assert params("cyclops", "throw") == {"dice": 3, "not_vs": "giant"}
    assert params("hydra", "grow_per_kill") == {"dice": 1}
    assert params("wadjet", "stand_in") == {"for_unit": "pharaoh"}
    assert params("mummy", "spawn_on_kill") == {"unit": "mummy", "count": 1}
    assert params("phoenix", "resurrect") == {"favor": 2, "requires": "priest"}
    assert params("son_of_osiris", "resurrect") == {"favor": 4, "requires": "priest"}
    assert params("huskarl", "berserk") == params("norse_hero_heroic", "berserk") == {"dice": 2}
    assert params("valkyrie", "favor_per_kill") == {"amount": 2}
    assert params("dwarf", "gatherer") == {"resource": "gold", "amount": 2}
    assert params("norse_hero_mythic", "reinforce_per_kill") == {"count": 1}


def test_units_that_negate_walls_and_towers_or_destroy_two_buildings():
    assert {u.id for u in D.UNITS.values() if u.special("negate_defenses")} == {"cyclops", "elephant", "dwarf"}
    assert {u.id for u in D.UNITS.values() if u.special("destroy_buildings")} == {"minotaur", "nidhogg"}


@pytest.mark.rule("aom.recruit.hero.2")
def test_one_hero_per_culture_in_each_later_age():
    for culture in D.CULTURES:
        heroes = sorted((D.AGE_INDEX[u.age], u.id) for u in D.UNITS.values() if u.culture == culture and u.age)
        assert [D.AGES[i] for i, _ in heroes] == ["classical", "heroic", "mythic"]
    assert D.hero_for("egyptian", "classical") == "priest"
    assert D.hero_for("greek", "archaic") is None


@pytest.mark.rule("aom.recruit.example.1")
def test_greek_recruit_example_costs():
    assert dict(D.UNITS["minotaur"].cost) == dict(food=2, wood=2)
    assert dict(D.UNITS["toxotes"].cost) == dict(food=1, wood=1)
    assert "archer" in D.UNITS["toxotes"].types


@pytest.mark.rule("aom.unit.medusa.1")
def test_medusa():
    medusa = D.UNITS["medusa"]
    assert medusa.types == ("myth", "giant_killer") and medusa.dice == 5
    assert medusa.bonus_against(["giant"]) == 4
    assert "+6" in medusa.decision  # the card scan's value, recorded and not used


@pytest.mark.rule("aom.unit.scorpionman.1")
def test_scorpion_man():
    assert D.UNITS["scorpion_man"].types == ("myth", "giant") and D.UNITS["scorpion_man"].dice == 5


@pytest.mark.rule("aom.unit.mummy.1")
def test_mummy():
    assert D.UNITS["mummy"].types == ("myth",) and D.UNITS["mummy"].dice == 5


@pytest.mark.rule("aom.unit.greekhero.1")
def test_greek_classical_hero():
    hero = D.UNITS[D.hero_for("greek", "classical")]
    assert hero.types == ("hero",) and hero.dice == 5 and hero.bonus_against(["myth"]) == 4


@pytest.mark.rule("aom.unit.hydra.1")
def test_hydra():
    assert D.UNITS["hydra"].types == ("myth", "giant") and D.UNITS["hydra"].dice == 6


@pytest.mark.rule("aom.unit.cyclops.1")
def test_cyclops():
    assert D.UNITS["cyclops"].types == ("myth", "giant") and D.UNITS["cyclops"].dice == 6


@pytest.mark.rule("aom.unit.priest.1")
def test_priest():
    priest = D.UNITS["priest"]
    assert priest.types == ("hero",) and priest.dice == 4 and priest.age == "classical"
    assert priest.bonus_against(["myth"]) == 5


@pytest.mark.rule("aom.unit.spearman.1")
def test_spearman():
    assert D.UNITS["spearman"].kind == "mortal"


def encounter_dice(uid, opponent, throwing=False):
    """Base dice plus printed bonuses against the opposing card (plus the Cyclops throw) - the example's arithmetic."""
    unit = D.UNITS[uid]
    dice = unit.dice + unit.bonus_against(D.UNITS[opponent].types)
    if throwing:
        throw = unit.special("throw")
        assert throw["not_vs"] not in D.UNITS[opponent].types
        dice += throw["dice"]
    return dice


@pytest.mark.rule("aom.battle.example.2", "aom.battle.example.3")
def test_battle_example_dice():
    greek_hero = D.hero_for("greek", "classical")
    assert (encounter_dice("scorpion_man", "medusa"), encounter_dice("medusa", "scorpion_man")) == (5, 9)
    assert (encounter_dice("mummy", greek_hero), encounter_dice(greek_hero, "mummy")) == (5, 9)
    assert (encounter_dice("mummy", "hydra"), encounter_dice("hydra", "mummy")) == (5, 6)
    assert (encounter_dice("priest", "cyclops"), encounter_dice("cyclops", "priest", throwing=True)) == (9, 9)


# ---------------------------------------------------------------------------------------------- setup
@pytest.mark.rule("aom.setup.units.1", "aom.setup.units.2")
def test_starting_units():
    assert D.starting_units("egyptian") == {"spearman": 2, "chariot_archer": 2, "elephant": 2}
    assert D.starting_units("norse") == {"jarl": 2, "huskarl": 2, "throwing_axeman": 2}
    assert D.starting_units("greek") == {"hoplite": 2, "toxotes": 2, "hippokon": 2}


@pytest.mark.rule("aom.setup.resources.1")
def test_starting_resources():
    assert D.START_RESOURCES == each(4)


@pytest.mark.rule("aom.setup.bank.1", "aom.setup.bank.2", "aom.setup.bank.3", "aom.setup.bank.4",
                  "aom.setup.bank.5", "aom.setup.bank.6", "aom.setup.bank.7", "aom.setup.bank.9")
def test_bank_sizes():
    assert D.BANK_CUBES == {2: 20, 3: 25, 4: 30, 5: 40, 6: 50, 7: 55, 8: 60}
    assert D.VP_CUBES == 30
    assert (D.MIN_PLAYERS, D.MAX_PLAYERS) == (2, 8)


def test_turn_counts():
    assert D.ROUNDS == 3
    assert D.DATA.turn["vp_cubes_placed"] == 3 and D.DATA.turn["vp_cubes_placed_two_players"] == 2
    assert D.DATA.start["draft_tiles_per_player"] == 6 and D.DATA.start["draft_picks"] == 6


@pytest.mark.rule("aom.comp.vpcard.1")
def test_four_victory_cards():
    assert {v.name for v in D.VICTORY_CARDS.values()} == {
        "The Largest Army", "The Most Buildings", "Won the Last Battle", "The Wonder"}


def test_piece_pools():
    for culture in D.CULTURES:
        assert set(D.PIECES[culture].per_shade) == set(D.UNITS_BY_CULTURE[culture])
        for players in (2, 3, 4, 6):
            pool = D.piece_pool(culture, players)
            assert all(pool[u] >= n for u, n in D.starting_units(culture).items())
            assert D.villager_pieces(culture, players) >= D.MAX_HOUSES
    assert D.piece_pool("egyptian", 3)["mummy"] == 2 * D.piece_pool("egyptian", 4)["mummy"]


# ---------------------------------------------------------------------------------------------- cards
@pytest.mark.rule("aom.comp.permcard.1", "aom.comp.permcard.2", "aom.comp.permcard.3", "aom.comp.permcard.4",
                  "aom.comp.permcard.5")
def test_permanent_cards():
    perm = {D.CARDS[c].action: D.CARDS[c] for c in D.PERMANENT_CARDS}
    assert len(D.PERMANENT_CARDS) == 7 and set(perm) == set(D.ACTIONS)
    assert all(c.culture is None and c.god is None for c in perm.values())
    assert perm["build"].number == 1
    assert perm["recruit"].number == 2
    assert perm["gather"].gather == "terrain_or_resource"
    assert perm["explore"].explore_tiles(3) == 4  # the sample turn: four tiles with three players
    assert perm["explore"].explore_tiles(2) == 3
    assert perm["trade"].trade_cost == 2
    assert perm["attack"].number == 4


@pytest.mark.rule("aom.age.cost.1", "aom.age.cost.2")
def test_next_age_costs():
    assert D.next_age_cost("perm_next_age", "classical") == each(4)
    assert D.next_age_cost("perm_next_age", "heroic") == each(5)
    assert D.next_age_cost("perm_next_age", "mythic") == each(6)
    for card in D.CARDS.values():
        if card.action == "next_age" and card.deck == "random":
            assert dict(card.age_cost) == dict(classical=3, heroic=4, mythic=5), card.id


# god card: (culture, action, number field value, favor, power id)
GODS = {
    "aphrodite": ("greek", "attack", 6, 2, "send_home_enemy_unit"),
    "ares": ("greek", "attack", 6, 3, "battle_size_self"),
    "hera": ("greek", "build", 3, 1, "free_building"),
    "artemis": ("greek", "explore", 2, 1, "explore_first_picks"),
    "dionysus": ("greek", "gather", "food", 2, "gather_boost"),
    "hades": ("greek", "gather", "terrain_or_resource", 1, "sacrifice_for_resources"),
    "poseidon": ("greek", "gather", "terrain_or_resource", 1, "gain_resources"),
    "hephaestos": ("greek", "next_age", None, 2, "destroy_tile"),
    "zeus": ("greek", "next_age", None, 2, "free_hero"),
    "apollo": ("greek", "recruit", 4, 1, "free_units"),
    "hermes": ("greek", "trade", 0, 1, "gain_resources"),
    "isis": ("egyptian", "attack", 7, 1, "resurrect_first_loss"),
    "sekhmet": ("egyptian", "attack", 6, 3, "battle_size_self"),
    "thoth": ("egyptian", "attack", 6, 1, "extra_action"),
    "horus": ("egyptian", "build", 3, 1, "destroy_building"),
    "nephthys": ("egyptian", "build", 3, 2, "build_discount"),
    "ptah": ("egyptian", "explore", 2, 1, "explore_first_picks"),
    "ra": ("egyptian", "gather", "food", 2, "gather_boost"),
    "hathor": ("egyptian", "next_age", None, 1, "destroy_tile"),
    "anubis": ("egyptian", "recruit", 4, 1, "convert_units"),
    "bast": ("egyptian", "recruit", 6, 1, "recruit_cost"),
    "osiris": ("egyptian", "recruit", 4, 2, "free_hero"),
    "bragi": ("norse", "attack", 6, 2, "battle_dice_bonus"),
    "heimdall": ("norse", "attack", 4, 4, "battle_size_unlimited"),
    "tyr": ("norse", "attack", 6, 3, "all_berserk"),
    "njord": ("norse", "build", 4, 1, "destroy_building"),
    "baldr": ("norse", "explore", 0, 1, "explore_exclusive"),
    "freyja": ("norse", "gather", "terrain_or_resource", 1, "gain_resources"),
    "skadi": ("norse", "gather", "terrain_or_resource", 1, "others_gather_nothing"),
    "thor": ("norse", "gather", "terrain_or_resource", 1, "destroy_unit"),
    "odin": ("norse", "next_age", None, 1, "extra_action"),
    "hel": ("norse", "recruit", 3, 1, "free_units_of_kind"),
    "forseti": ("norse", "trade", 0, 1, "gain_resources"),
    "loki": ("norse", "trade", 0, 2, "steal_resources"),
}


def action_value(card):
    return {"explore": card.tiles_plus_players, "gather": card.gather, "trade": card.trade_cost,
            "next_age": None}.get(card.action, card.number)


def test_every_god_card_and_its_favor_cost():
    assert set(D.GOD_CARDS) == set(GODS)
    for cid, expected in GODS.items():
        card = D.GOD_CARDS[cid]
        got = (card.culture, card.action, action_value(card), card.god.favor, card.god.power.id)
        assert got == expected, cid
        assert card.god.god.lower() == cid and card.text


def test_god_power_parameters():
    def power(cid):
        return dict(D.GOD_CARDS[cid].god.power.params)

    assert power("ares") == power("sekhmet") == {"units": 8}
    assert power("hera") == {"building": "house", "count": 1}
    assert power("artemis") == power("ptah") == {"picks": 2}
    assert power("dionysus") == {"resource": "food", "per_tile": 1, "others_gather": False}
    assert power("ra") == {"resource": "food", "per_tile": 2, "others_gather": True}
    assert power("hades") == {"kind": "mortal", "count": 1, "amount": 7}
    assert power("poseidon") == {"resource": "food", "amount": 5}
    assert power("freyja") == {"resource": "gold", "amount": 5}
    assert power("hermes") == power("forseti") == {"resource": "any", "amount": 4}
    assert power("hephaestos") == {"target": "any_player"}
    assert power("hathor") == {"target": "other_player", "resource": "food"}
    assert power("apollo") == {"unit": "toxotes", "count": 2}
    assert power("hel") == {"kind": "mortal", "count": 2}
    assert power("nephthys") == {"amount": 2, "except": "house"}
    assert power("anubis") == {"kind": "mortal", "unit": "mummy", "max": 3}
    assert power("bast") == {"kind": "mortal", "cost": {"food": 1}}
    assert power("bragi") == {"dice": 1}
    assert power("tyr") == {"dice": 2}
    assert power("thor") == {"kind": "myth", "target": "other_player"}
    assert power("loki") == {"target": "other_player", "amount": 5}
    assert power("thoth") == power("odin") == {"count": 1}
    assert D.GOD_CARDS["odin"].god.power_name is None


@pytest.mark.rule("aom.comp.randdeck.1")
def test_each_random_deck_has_30_to_40_cards_and_every_god_of_its_culture_once():
    for culture, deck in D.DECKS.items():
        assert 30 <= deck.size <= 40, culture
        assert len(deck.card_ids()) == deck.size
        gods = {cid for cid, card in D.GOD_CARDS.items() if card.culture == culture}
        assert {cid: deck.cards[cid] for cid in gods} == {cid: 1 for cid in gods}
        for cid in deck.cards:
            assert D.CARDS[cid].deck == "random" and D.CARDS[cid].culture in (None, culture)
    assert "egyptian_trade" in D.DECKS["egyptian"].cards
    assert D.CARDS["egyptian_trade"].trade_cost == 0 and D.CARDS["egyptian_trade"].god is None


@pytest.mark.rule("aom.explore.random.1")
def test_a_random_explore_card_draws_as_many_tiles_as_players():
    for culture in D.CULTURES:
        assert D.DECKS[culture].cards["explore"] >= 1
    assert D.CARDS["explore"].explore_tiles(3) == 3


@pytest.mark.rule("aom.trade.random.1")
def test_a_random_trade_card_costs_one():
    assert D.CARDS["trade"].trade_cost == 1
    assert all(D.DECKS[c].cards["trade"] >= 1 for c in D.CULTURES)


def test_gather_all_is_only_in_random_decks():
    assert all(D.CARDS[c].gather != "all" for c in D.PERMANENT_CARDS)
    assert all(D.DECKS[c].cards["gather_all"] >= 1 for c in D.CULTURES)


def test_sample_turn_cards_exist():
    egyptian = D.DECKS["egyptian"].cards
    assert {"trade", "explore"} <= set(egyptian)
    assert D.CARDS["hades"].action == "gather" and "hades" in D.DECKS["greek"].cards
    assert any(D.CARDS[c].action == "recruit" and D.CARDS[c].number == 3 for c in D.DECKS["norse"].cards)


# ---------------------------------------------------------------------------------------------- sources
HOUSE_RECORDS = {
    ("game.toml", "[tiles]"),
    ("cards.toml", "[[plain]] #4 'build_3'"),
    ("cards.toml", "[[plain]] #5 'build_4'"),
    ("cards.toml", "[[plain]] #6 'recruit_3'"),
    ("cards.toml", "[[plain]] #7 'recruit_4'"),
    ("cards.toml", "[[plain]] #9 'attack_6'"),
    ("cards.toml", "[[plain]] #11 'next_age'"),
    ("cards.toml", "[[plain]] #12 'egyptian_trade'"),
    ("decks.toml", "[[deck]] #1 'greek'"),
    ("decks.toml", "[[deck]] #2 'egyptian'"),
    ("decks.toml", "[[deck]] #3 'norse'"),
    ("units.toml", "[[pieces]] #1 'greek'"),
    ("units.toml", "[[pieces]] #2 'egyptian'"),
    ("units.toml", "[[pieces]] #3 'norse'"),
}


def test_every_record_names_its_source_and_house_records_say_house():
    assert all(source in D.SOURCES for _, _, source in D.DATA.records)
    assert {(f, rec) for f, rec, source in D.DATA.records if source == "house"} == HOUSE_RECORDS
    assert {f for f, _, _ in D.DATA.records} == set(D.FILES)


def test_decisions_are_recorded():
    assert "+6" in D.UNITS["medusa"].decision
    assert "5" in D.UNITS["toxotes"].decision and D.UNITS["toxotes"].dice == 3
    assert D.UNITS["mummy"].decision and D.UNITS["mummy"].dice == 5
    assert "4" in D.GOD_CARDS["hel"].decision and D.GOD_CARDS["hel"].number == 3
    assert D.TILES["swamp_wood_1"].decision and "swamp_wood_2" not in D.TILES
    assert all("gather" in D.GOD_CARDS[c].house_fields for c in ("hades", "poseidon", "freyja", "skadi", "thor"))
    sources = resource("aom", "SOURCES.md").read_text(encoding="utf-8")
    for word in ("Hand size", "Medusa", "Swamp", "Toxotes", "Hel", "Mummy", "Egyptian random Trade", "Set"):
        assert word in sources, word
    for name in D.FILES:
        assert name in sources, name


def test_no_reference_to_an_unknown_id():
    for unit in D.UNITS.values():
        assert all(b.vs in D.UNIT_TYPES for b in unit.bonuses)
        assert all(t in D.UNIT_TYPES for t in unit.types)
        for effect in unit.specials:
            for key, kind in D.UNIT_SPECIALS[effect.id].items():
                if kind.rstrip("?") == "unit" and key in effect.params:
                    assert D.UNITS[effect[key]].culture == unit.culture
    for card in D.GOD_CARDS.values():
        power = card.god.power
        for key, kind in D.GOD_POWERS[power.id].items():
            if key in power.params and kind.rstrip("?") == "unit":
                assert D.UNITS[power[key]].culture == card.culture
            if key in power.params and kind.rstrip("?") == "building":
                assert power[key] in D.BUILDINGS
    for deck in D.DECKS.values():
        assert all(cid in D.CARDS for cid in deck.cards)
    for board in D.BOARDS.values():
        assert all(t in D.TERRAINS for _, _, t in board.squares())
    for tile in D.TILES.values():
        assert tile.terrain in D.TERRAINS and tile.resource in D.RESOURCES


def test_records_are_frozen_and_hashable():
    unit = D.UNITS["hoplite"]
    with pytest.raises(AttributeError):
        unit.dice = 9
    with pytest.raises(TypeError):
        unit.cost["food"] = 0
    assert len({unit, D.UNITS["hoplite"], *D.CARDS.values()}) == 1 + len(D.CARDS)


# ---------------------------------------------------------------------------------------------- checking
@pytest.fixture
def copy_of_data(tmp_path):
    folder = tmp_path / "aom"
    shutil.copytree(resource("aom"), folder)
    return folder


def edit(folder: Path, name: str, old: str, new: str) -> None:
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize("name, old, new, expected", [
    ("units.toml", 'dice = 3\ncost = { food = 1, wood = 1 }\nbonuses = [{ vs = "cavalry", dice = 3 }, '
     '{ vs = "mortal"', 'dcie = 3\ncost = { food = 1, wood = 1 }\nbonuses = [{ vs = "cavalry", dice = 3 }, '
     '{ vs = "mortal"', ("units.toml", "'hoplite'", "missing key 'dice'", "'dcie'")),
    ("units.toml", 'id = "hoplite"', 'id = "hoplite"\nspeed = 2', ("units.toml", "'hoplite'", "unknown key 'speed'")),
    ("buildings.toml", "cost = { wood = 3, gold = 3 }", "cost = { wood = 3, stone = 3 }",
     ("buildings.toml", "'wall'", "unknown resource 'stone'")),
    ("units.toml", "dice = 5\ncost = { food = 2, wood = 2 }", 'dice = "5"\ncost = { food = 2, wood = 2 }',
     ("units.toml", "'minotaur'", "'dice'", "whole number")),
    ("gods.toml", 'id = "gain_resources", resource = "food", amount = 5',
     'id = "gain_resources", resource = "fish", amount = 5', ("gods.toml", "'poseidon'", "'fish'")),
    ("gods.toml", '{ id = "extra_action", count = 1 }', '{ id = "time_travel", count = 1 }',
     ("gods.toml", "'thoth'", "unknown id 'time_travel'")),
    ("units.toml", '{ id = "throw", dice = 3, not_vs = "giant" }', '{ id = "throw", dice = 3, range = 2 }',
     ("units.toml", "'cyclops'", "parameter")),
    ("units.toml", 'for_unit = "pharaoh"', 'for_unit = "hoplite"', ("units.toml", "'wadjet'", "greek unit")),
    ("decks.toml", "aphrodite = 1,", "aphrodite = 1, isis = 1,", ("decks.toml", "'greek'", "'isis'")),
    ("decks.toml", "aphrodite = 1,", "aphrodite = 1, pegasus = 1,", ("decks.toml", "'greek'", "'pegasus'")),
    ("tiles.toml", 'terrain = "fertile"', 'terrain = "tundra"', ("tiles.toml", "'tundra'")),
    ("boards.toml", '["hills", "hills", "hills", "hills"]', '["hills", "hills", "hills", "lava"]',
     ("boards.toml", "'greek'", "'lava'")),
    ("cards.toml", 'action = "build"\nnumber = 1', 'action = "build"\nnumber = 1\ntrade_cost = 2',
     ("cards.toml", "'perm_build'", "'trade_cost'")),
    ("game.toml", 'source = "house"', 'source = "guess"', ("game.toml", "[tiles]", "'guess'")),
    ("game.toml", "[bank]", "[bank]\nextra = 1", ("game.toml", "[bank]", "unknown key 'extra'")),
    ("units.toml", 'age = "classical"', 'age = "bronze"', ("units.toml", "'greek_hero_classical'", "'bronze'")),
])
def test_a_wrong_file_is_refused_with_file_and_record(copy_of_data, name, old, new, expected):
    edit(copy_of_data, name, old, new)
    with pytest.raises(D.DataError) as caught:
        D.load(copy_of_data)
    for fragment in expected:
        assert fragment in str(caught.value), (fragment, str(caught.value))


def test_bad_toml_and_missing_file_are_refused(copy_of_data):
    (copy_of_data / "decks.toml").write_text("[[deck]\n", encoding="utf-8")
    with pytest.raises(D.DataError, match="decks.toml"):
        D.load(copy_of_data)
    (copy_of_data / "decks.toml").unlink()
    with pytest.raises(D.DataError, match="decks.toml"):
        D.load(copy_of_data)


def test_the_shipped_files_load_cleanly_again(copy_of_data):
    again = D.load(copy_of_data)
    assert again.units == D.DATA.units and again.cards == D.DATA.cards


def test_generic_hero_names_are_marked_as_house_fields():
    generic = {u.id for u in D.UNITS.values() if "name" in u.house_fields}
    assert generic == {f"{c}_hero_{a}" for c in ("greek", "norse") for a in ("classical", "heroic", "mythic")}
    assert {u.id for u in D.UNITS.values() if u.house_fields} == generic
