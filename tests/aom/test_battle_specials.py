"""God powers and unit specials inside a battle, as the players see them: the size of the armies, extra dice,
berserk, resurrection, the Wadjet, the Valkyrie and the heroes."""
from dawnofempires_gui.engine import Action

from .battle_helpers import armies, attack, duel, encounter, history, sixes
from .helpers import ScriptedRng, add_units, build_now, do, set_cubes, table, texts, zero_cubes

GEN = ["greek", "egyptian", "norse"]
EGN = ["egyptian", "greek", "norse"]
NGE = ["norse", "greek", "egyptian"]


def test_ares_sends_eight_against_six_and_an_armory_adds_one_to_each_owner():
    g = table(GEN)
    set_cubes(g, 0, favor=3)
    add_units(g, 0, minotaur=4, centaur=4)
    add_units(g, 1, mummy=4, sphinx=4)
    build_now(g, 0, "armory")
    build_now(g, 1, "armory")
    attack(g, 0, 1, "holding", card="ares", use="both")
    assert g.battle["sizes"] == (9, 7) and len(g.army[0]) == 9 and len(g.army[1]) == 7


def test_heimdall_lifts_every_limit():
    g = table(NGE)
    set_cubes(g, 0, favor=4)
    add_units(g, 0, troll=3)
    attack(g, 0, 1, "holding", card="heimdall", use="both")
    assert g.battle["sizes"] == (0, 0) and len(g.army[0]) == 9 and len(g.army[1]) == 6


def test_bragi_adds_a_die_and_tyr_lets_every_unit_go_berserk():
    g = table(NGE)
    set_cubes(g, 0, favor=5)
    g.units[0] = {"troll": 1}
    g.units[1] = {"spearman": 1}
    attack(g, 0, 1, "city", card="bragi", use="both")
    armies(g, ["troll"], ["spearman"])
    encounter(g, "troll", "spearman", sixes(1, 7) + sixes(0, 3))
    assert history(g)[-1]["dice"] == (6 + 1, 3)
    g = table(NGE)
    set_cubes(g, 0, favor=3)
    g.units[0] = {"troll": 1}
    g.units[1] = {"spearman": 1}
    attack(g, 0, 1, "city", card="tyr", use="both")
    armies(g, ["troll"], ["spearman"])
    encounter(g, "troll", "spearman", sixes(1, 8) + sixes(1, 3), att_tactic="berserk")
    assert history(g)[-1]["dice"] == (6 + 2, 3) and history(g)[-1]["winner"] == 1


def test_isis_brings_the_first_lost_unit_straight_back():
    g = table(EGN)
    set_cubes(g, 0, favor=1)
    g.units[0] = {"spearman": 1}
    g.units[1] = {"hoplite": 1}
    attack(g, 0, 1, "city", card="isis", use="both")
    armies(g, ["spearman"], ["hoplite"])
    events = encounter(g, "spearman", "hoplite", sixes(0, 3) + sixes(1, 4))
    assert g.battle["units"][0] == {"spearman": 1} and "Isis" in texts(events)
    encounter(g, "spearman", "hoplite", sixes(0, 3) + sixes(1, 4))
    assert g.battle == {} and g.last_winner == 1


def test_aphrodite_sends_one_chosen_enemy_unit_home():
    g = table(GEN)
    set_cubes(g, 0, favor=2)
    attack(g, 0, 1, "holding", card="aphrodite", use="both")
    armies(g, ["hoplite"], ["spearman", "elephant"])
    assert g.step() == "seduce"
    do(g, 0, "send_home", unit="elephant")
    assert g.battle["units"][1] == {"spearman": 1} and g.units[1]["elephant"] == 2


def test_the_wadjet_may_fight_in_the_pharaohs_place_and_falls_instead_of_him():
    g = duel("egyptian", "greek", {"pharaoh": 1, "wadjet": 1}, {"hoplite": 1})
    g.rng = ScriptedRng(sixes(0, 5) + sixes(1, 4))
    g.apply(0, Action("fight", unit="pharaoh"))
    g.apply(1, Action("fight", unit="hoplite"))
    assert g.step() == "tactic" and {a["mode"] for a in g.legal_actions(0)} == {"fight", "stand_in"}
    g.apply(0, Action("tactic", mode="stand_in"))
    entry = g.battle["history"][-1]
    assert entry["cards"] == ("pharaoh", "hoplite") and entry["fighters"] == ("wadjet", "hoplite")
    assert g.battle["units"][0] == {"pharaoh": 1}


def test_a_priest_lets_a_fallen_phoenix_be_resurrected_for_two_favor():
    g = duel("egyptian", "greek", {"phoenix": 1, "priest": 1}, {"hoplite": 2})
    set_cubes(g, 0, favor=2)
    encounter(g, "phoenix", "hoplite", sixes(0, 6) + sixes(1, 4))
    assert g.step() == "resurrect" and g.to_move() == [0]
    do(g, 0, "resurrect")
    assert g.battle["units"][0] == {"phoenix": 1, "priest": 1} and g.cube(0, "favor") == 0


def test_the_valkyrie_brings_favor_and_the_mythic_norse_hero_brings_units_in():
    g = duel("norse", "greek", {"valkyrie": 1, "norse_hero_mythic": 1}, {"hoplite": 3})
    zero_cubes(g, 0)
    add_units(g, 0, troll=2)
    encounter(g, "valkyrie", "hoplite", sixes(1, 5) + sixes(0, 4))
    assert g.cube(0, "favor") == 2
    encounter(g, "norse_hero_mythic", "hoplite", sixes(1, 8) + sixes(0, 4))
    assert g.step() == "reinforce" and {a.get("unit") for a in g.legal_actions(0)} == {"troll", None}
    do(g, 0, "reinforce", unit="troll")
    assert g.battle["units"][0] == {"valkyrie": 1, "norse_hero_mythic": 1, "troll": 1}
    assert g.step() != "reinforce" and g.units[0]["troll"] == 1, "one unit for the one kill, the other stays home"


def test_the_heroic_greek_hero_routs_an_army_whose_hero_he_slays():
    g = duel("greek", "egyptian", {"greek_hero_heroic": 1}, {"priest": 1, "spearman": 1})
    events = encounter(g, "greek_hero_heroic", "priest", sixes(1, 6) + sixes(0, 4))
    assert g.battle == {} and g.last_winner == 0 and "retreats" in texts(events)


def test_the_mythic_greek_hero_adds_the_opponents_base_dice():
    g = duel("greek", "norse", {"greek_hero_mythic": 1}, {"frost_giant": 1})
    encounter(g, "greek_hero_mythic", "frost_giant", sixes(1, 12) + sixes(0, 7))
    assert history(g)[-1]["dice"] == (5 + 7, 7)
