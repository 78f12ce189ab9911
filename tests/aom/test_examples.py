"""The rulebook's worked examples with their numbers: the sample game turn (Andrew, Bill and Christine, turn 3) and
the Egyptian-Greek battle."""
import pytest

from dawnofempires_gui.engine import Action
from dawnofempires_gui.games.aom.rules_tables import VI

from .battle_helpers import armies, attack, encounter
from .helpers import (build_now, do, new_game, put_tile, script_tiles, set_cubes, table,
                      texts)


def stack_deck(g, culture, cards):
    """These cards on top of the culture's random deck, the first drawn first."""
    deck = g.deck(culture)
    for card in cards:
        deck.remove(card)
    deck.extend(reversed(cards))


def sample_table():
    """Turn 3: Andrew (Egyptian, Classical Age) starts, then Bill (Greek), then Christine (Norse)."""
    g = new_game(3, 21)
    g.cult = ["egyptian", "greek", "norse"]
    for c in g.cult:
        g.deck(c)[:] = sorted(g.pool_contents(c))
    g.units = [{"spearman": 2, "elephant": 2, "chariot_archer": 2}, {"toxotes": 2, "hoplite": 2, "hippokon": 2},
               {"jarl": 2, "huskarl": 2, "throwing_axeman": 2}]
    for tile in g.face_up:
        g.pool_add(tile)
    g.face_up, g.act, g.start, g.turn = [], {}, 0, 2
    g.age[0] = 1
    # Andrew: four Desert tiles, two Gold Hills, one House whose villager waits at home; his Forest square empty
    for tile in ("desert_favor_2", "desert_favor_2", "desert_gold_1", "desert_gold_1", "hills_gold_2", "hills_gold_2"):
        put_tile(g, 0, tile)
    build_now(g, 0, "house")
    # Bill: his one Desert square holds a 2 Favor tile; three Hills tiles
    for tile in ("desert_favor_2", "hills_gold_2", "hills_food_1", "hills_wood_1"):
        put_tile(g, 1, tile)
    # Christine: a Gold Mint, a villager on a Food tile and one at home, a 2 Wood Forest, 1 Gold on her Desert
    put_tile(g, 2, "fertile_food_2", worker="villager")
    put_tile(g, 2, "forest_wood_2")
    put_tile(g, 2, "desert_gold_1")
    build_now(g, 2, "house", "gold_mint")
    set_cubes(g, 0, food=3, wood=0, gold=4, favor=1)
    set_cubes(g, 1, food=1, wood=1, gold=1, favor=1)
    set_cubes(g, 2, food=4, wood=0, gold=3, favor=4)
    g.flow.clear()
    g.start_turn()
    return g


@pytest.mark.rule("aom.sample.draw.1", "aom.sample.explore.1", "aom.sample.gather.1", "aom.sample.gather.2",
                  "aom.sample.end.1", "aom.comp.god.5", "aom.comp.god.2", "aom.turn.vp.1", "aom.turn.draw.2")
def test_the_sample_game_turn():
    g = sample_table()
    assert g.turn == 3 and g.to_move() == [0]
    # Placement of victory cubes
    do(g, 0, "place_vp", card="wonder")
    do(g, 1, "place_vp", card="most_buildings")
    do(g, 2, "place_vp", card="most_buildings")
    assert g.vp_cards[VI["wonder"]] == 1 and g.vp_cards[VI["most_buildings"]] == 2
    # Action card draw: Andrew 2 permanent + 3 random (Classical: 5); Bill and Christine 3 + 1 (Archaic: 4)
    stack_deck(g, "egyptian", ["trade", "explore", "hathor"])  # Set's Next Age card is not known: Hathor's
    stack_deck(g, "greek", ["hades"])
    stack_deck(g, "norse", ["recruit_3"])
    assert g.hand_room(0) == 5 and g.hand_room(1) == 4 and g.hand_room(2) == 4
    for card in ("perm_gather", "perm_recruit"):
        do(g, 0, "take_card", card=card)
    do(g, 0, "draw_cards", count=3)
    for card in ("perm_explore", "perm_gather", "perm_build"):
        do(g, 1, "take_card", card=card)
    do(g, 1, "draw_cards", count=1)
    for card in ("perm_explore", "perm_gather", "perm_next_age"):
        do(g, 2, "take_card", card=card)
    do(g, 2, "draw_cards", count=1)
    assert sorted(g.hand_random(0)) == ["explore", "hathor", "trade"] and g.hand_random(1) == ["hades"]
    assert g.hand_random(2) == ["recruit_3"] and g.round == 1

    # Round 1 -- Andrew explores: three tiles; he takes the Forest Wood; nobody else has a Desert square left
    script_tiles(g, ["desert_favor_2", "forest_wood_2", "desert_gold_1"])
    do(g, 0, "play", card="explore", use="action")
    assert len(g.face_up) == 3
    fill = g.pool_size()
    do(g, 0, "take_tile", tile="forest_wood_2")
    assert g.to_move() == [1] and g.step() == "play" and g.pool_size() == fill + 2
    # Bill explores: four tiles; Bill the Fertile Food, Christine the Mountains Wood, Andrew the Swamp Wood
    script_tiles(g, ["fertile_food_2", "mountains_wood_1", "forest_food_1", "swamp_wood_1"])
    do(g, 1, "play", card="perm_explore", use="action")
    assert len(g.face_up) == 4
    do(g, 1, "take_tile", tile="fertile_food_2")
    do(g, 2, "take_tile", tile="mountains_wood_1")
    do(g, 0, "take_tile", tile="swamp_wood_1")
    assert g.face_up == [] and g.to_move() == [2]
    # Christine gathers Wood, moving both villagers onto Wood tiles: 5 Wood and 2 Gold (Gold Mint)
    do(g, 2, "play", card="perm_gather", use="action")
    do(g, 2, "gather_mode", mode="wood")
    wood = [q for q, t in g.tiles_of(2) if t in ("forest_wood_2", "mountains_wood_1")]
    do(g, 2, "move_worker", source=-1, square=wood[0])
    food = next(q for q, t in g.tiles_of(2) if t == "fertile_food_2")
    events = do(g, 2, "move_worker", source=food, square=wood[1])
    gathered = [e.text for e in events if e.kind == "gather"]
    assert gathered[0] == "Christine gathers 5 Wood; Gold Mint +2 Gold."
    assert gathered[1] == "Andrew gathers 3 Wood." and gathered[2] == "Bill gathers 1 Wood."
    assert g.purse(2) == {"food": 4, "wood": 5, "gold": 5, "favor": 4}

    # Round 2 -- Andrew gathers Desert with his villager on a Gold tile: 4 Favor and 3 Gold; Bill 2 Favor;
    # Christine 1 Gold and nothing from her Gold Mint
    do(g, 0, "play", card="perm_gather", use="action")
    do(g, 0, "gather_mode", mode="desert")
    gold_tile = next(q for q, t in g.tiles_of(0) if t == "desert_gold_1")
    events = do(g, 0, "move_worker", source=-1, square=gold_tile)
    gathered = [e.text for e in events if e.kind == "gather"]
    assert gathered == ["Andrew gathers 3 Gold and 4 Favor.", "Bill gathers 2 Favor.", "Christine gathers 1 Gold."]
    # Bill plays Hades: 1 Favor, a Toxotes to the unused pieces, any 7 cubes; then the Gather: Hills for all
    favor = g.cube(1, "favor")
    do(g, 1, "play", card="hades", use="both")
    assert g.cube(1, "favor") == favor - 1 and g.step() == "sacrifice"
    do(g, 1, "sacrifice", unit="toxotes")
    assert g.units[1]["toxotes"] == 1
    for r in ("food", "food", "food", "wood", "wood", "favor", "favor"):
        do(g, 1, "take_cube", resource=r)
    assert g.step() == "gather_mode" and g.to_move() == [1]  # the power came first, now the action
    do(g, 1, "gather_mode", mode="hills")
    assert g.purse(1) == {"food": 5, "wood": 5, "gold": 3, "favor": 4}
    # Christine enters the Classical Age for 4 of each
    do(g, 2, "play", card="perm_next_age", use="action")
    assert g.age[2] == 1 and g.purse(2) == {"food": 0, "wood": 1, "gold": 2, "favor": 0}

    # Round 3 -- Andrew recruits a Priest and a Phoenix; Bill builds a House; Christine explores
    do(g, 0, "play", card="perm_recruit", use="action")
    do(g, 0, "recruit", unit="priest")
    do(g, 0, "recruit", unit="phoenix")
    assert g.units[0]["priest"] == 1 and g.units[0]["phoenix"] == 1
    do(g, 1, "play", card="perm_build", use="action")
    do(g, 1, "build", building="house", off=())
    assert g.villagers[1] == 1
    script_tiles(g, ["swamp_food_1", "fertile_wood_1", "hills_favor_1", "desert_favor_2"])
    do(g, 2, "play", card="perm_explore", use="action")
    while g.step() == "explore":
        do(g, g.to_move()[0], "pass_tile")
    # Spoilage: Andrew returns 2 of his 7 Gold, the only one above five
    assert g.step() == "keep" and g.cube(0, "gold") == 5
    assert all(max(g.purse(s).values()) <= 5 for s in range(3))
    # Andrew discards the Trade card and keeps the Next Age god card; Bill discards his permanent Gather;
    # Christine keeps her Recruit card
    do(g, 0, "discard", card="trade")
    do(g, 0, "keep_cards")
    do(g, 1, "discard", card="perm_gather")
    do(g, 2, "keep_cards")
    assert g.hand(0) == ["hathor"] and g.hand(1) == [] and g.hand(2) == ["recruit_3"]
    # Bill starts the next turn, followed by Christine, then Andrew; the Classical players will draw 4
    assert g.turn == 4 and g.start == 1 and g.order_from(g.start) == [1, 2, 0] and g.to_move() == [1]
    assert g.hand_room(0) == 4 and g.hand_room(2) == 4


@pytest.mark.rule("aom.battle.example.1", "aom.battle.example.3", "aom.battle.example.2", "aom.unit.medusa.1",
                  "aom.unit.mummy.2", "aom.unit.hydra.2", "aom.unit.cyclops.2", "aom.battle.roll.2",
                  "aom.battle.retreat.1", "aom.battle.end.3")
def test_the_egyptian_greek_battle_example():
    g = table(["egyptian", "greek", "norse"])
    g.units[0] = {"priest": 1, "mummy": 1, "scorpion_man": 1, "spearman": 1}
    g.units[1] = {"greek_hero_classical": 1, "hydra": 1, "medusa": 1, "cyclops": 1}
    g.age[0] = g.age[1] = 1
    attack(g, 0, 1, "production")  # an Attack-4 on the Greek to her left
    g.vp_cards[VI["last_battle"]] += 1
    g.vp_cards[VI["wonder"]] -= 1
    armies(g, ["priest", "mummy", "scorpion_man", "spearman"], ["greek_hero_classical", "hydra", "medusa", "cyclops"])
    # Round one: Scorpion Man (5 dice) against Medusa (5 + 4 against a Giant = 9): three sixes to none
    encounter(g, "scorpion_man", "medusa", [1, 3, 4, 4, 5] + [1, 2, 2, 2, 5, 5, 6, 6, 6])
    first = g.battle["history"][-1]
    assert first["dice"] == (5, 9) and first["winner"] == 1 and "scorpion_man" not in g.battle["units"][0]
    # Round two: Mummy (5) against the Greek hero (5 + 4 against Myth = 9); one six each, re-rolled: 3 to 2
    encounter(g, "mummy", "greek_hero_classical", [3, 3, 3, 4, 6] + [1, 1, 2, 3, 3, 3, 4, 5, 6]
              + [4, 4, 6, 6, 6] + [1, 1, 2, 2, 3, 4, 5, 6, 6])
    second = g.battle["history"][-1]
    assert second["dice"] == (5, 9) and len(second["rolls"]) == 2 and second["winner"] == 0
    assert "greek_hero_classical" not in g.battle["units"][1] and g.units[0]["mummy"] == 1  # a new Mummy at home
    # Round three: Mummy (5) against Hydra (6); a tie re-rolled, the Hydra wins 3 to 2 and grows a die
    encounter(g, "mummy", "hydra", [1, 2, 4, 4, 6] + [1, 2, 2, 4, 5, 6] + [4, 4, 5, 6, 6] + [4, 4, 5, 6, 6, 6])
    third = g.battle["history"][-1]
    assert third["dice"] == (5, 6) and third["winner"] == 1 and g.battle["grow"][1] == {"hydra": 1}
    assert g.battle["units"][0] == {"priest": 1, "spearman": 1}
    # Round four: the Priest (4 + 5 against Myth = 9) against the throwing Cyclops (6 + 3 = 9): thrown home
    events = encounter(g, "priest", "cyclops", [6] + [1] * 8 + [6, 6] + [1] * 7, def_tactic="throw")
    fourth = g.battle["history"][-1]
    assert fourth["dice"] == (9, 9) and fourth["thrown"] and fourth["tactics"] == ("fight", "throw")
    assert g.units[0]["priest"] == 1 and g.battle["units"][0] == {"spearman": 1}
    assert "lands back in Andrew's Holding Area" in texts(events)
    # With only a Spearman against three myth units, the Egyptian retreats: a Greek victory
    g.apply(0, Action("retreat"))
    g.apply(1, Action("fight", unit="hydra"))
    assert g.battle == {} and g.last_winner == 1 and g.vp[1] == 1
    assert g.units[1] == {"hydra": 1, "medusa": 1, "cyclops": 1} and g.last_battle["grow"] == [{}, {}]
    assert g.units[0] == {"priest": 1, "mummy": 1, "spearman": 1}
