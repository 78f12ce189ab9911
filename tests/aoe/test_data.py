"""The Age of Empires (1998 playtest) data: the appendix's numbers as printed, requirements that name known
ids, the board per player count, and every house value marked and explained."""
import re
import shutil

import pytest

from dawnofempires_gui.games.aoe import data as D
from dawnofempires_gui.paths import resource

# A test carries @rule("<clause>") only when the clause is a statement about data (a value, a list, a
# requirement) and the test checks that data; clauses about play (what the engine does) are left to the
# rules model's tests.
rule = pytest.mark.rule
FOOD, WOOD, GOLD, STONE = "food", "wood", "gold", "stone"


def catalog_text() -> str:
    return resource("rules", "aoe.rules.md").read_text(encoding="utf-8")


def catalog_ids() -> set[str]:
    return set(re.findall(r"^- `([a-z0-9.]+)`", catalog_text(), re.M))


# ------------------------------------------------------------------------------------------ rules files


def test_rules_files_are_shipped_with_the_game():
    for name in ("age-of-empires-playtest.txt", "aoe.rules.md", "aoe.data.md"):
        assert resource("rules", name).is_file(), name
    assert "Unit Attributes" in resource("rules", "age-of-empires-playtest.txt").read_text(encoding="utf-8")
    assert "## Missing data" in catalog_text()


def test_every_rule_mark_of_these_tests_names_a_catalog_clause():
    source = open(__file__, encoding="utf-8").read()
    marked = set(re.findall(r"""rule\(\s*["']([a-z0-9.]+)["']""", source))
    assert marked and marked <= catalog_ids(), sorted(marked - catalog_ids())


# ------------------------------------------------------------------------------------------ units as printed
# (id, F, d, A, A vs. infantry, (min range, max range) or None, M, cost in the text's order or None = house)

P = pytest.param
UNIT_ROWS = [
    P("villager", 1, 4, 0.5, None, None, None, None, marks=rule("aoe.unit.villager.1")),
    P("clubman", 1, 4, 0.5, None, None, 4, ((FOOD, 50),), marks=rule("aoe.unit.clubman.1")),
    P("axeman", 1, 4, 1, None, None, 4, ((FOOD, 50),), marks=rule("aoe.unit.axeman.1")),
    P("shortsword", 1, 4, 2, None, None, 4, ((FOOD, 35), (GOLD, 15)), marks=rule("aoe.unit.shortsword.1")),
    P("broadsword", 1, 6, 2, None, None, 4, ((FOOD, 35), (GOLD, 15)), marks=rule("aoe.unit.broadsword.1")),
    P("longsword", 1, 6, 3, None, None, 4, ((FOOD, 35), (GOLD, 15)), marks=rule("aoe.unit.longsword.1")),
    P("legion", 1, 10, 5, None, None, 4, ((FOOD, 35), (GOLD, 15)), marks=rule("aoe.unit.legion.1")),
    P("hoplite", 1, 8, 6, None, None, 2, ((FOOD, 35), (GOLD, 15)), marks=rule("aoe.unit.hoplite.1")),
    P("phalanx", 1, 8, 7, None, None, 2, ((FOOD, 35), (GOLD, 15)), marks=rule("aoe.unit.phalanx.1")),
    P("centurion", 1, 10, 11, None, None, 2, ((FOOD, 35), (GOLD, 15)), marks=rule("aoe.unit.centurion.1")),
    P("bowman", 1, 4, 0.5, None, (0, 2), 4, ((FOOD, 40), (WOOD, 20)), marks=rule("aoe.unit.bowman.1")),
    P("improved_bowman", 1, 4, 1, None, (0, 3), 4, ((FOOD, 40), (WOOD, 20)),
      marks=rule("aoe.unit.improvedbowman.1")),
    P("composite_bowman", 1, 4, 1, None, (0, 4), 4, ((FOOD, 40), (WOOD, 20)),
      marks=rule("aoe.unit.compositebowman.1")),
    P("chariot_archer", 1, 6, 1, None, (0, 4), 6, ((WOOD, 70), (FOOD, 40)), marks=rule("aoe.unit.chariotarcher.1")),
    P("elephant_archer", 2, 20, 1, None, (0, 4), 2, ((FOOD, 180), (GOLD, 60)),
      marks=rule("aoe.unit.elephantarcher.1")),
    P("horse_archer", 1, 4, 2, None, (0, 4), 6, ((GOLD, 70), (FOOD, 50)), marks=rule("aoe.unit.horsearcher.1")),
    P("heavy_horse_archer", 1, 6, 3, None, (0, 4), 6, ((GOLD, 70), (FOOD, 50)),
      marks=rule("aoe.unit.heavyhorsearcher.1")),
    P("scout", 1, 4, 1, None, None, 6, ((FOOD, 100),), marks=rule("aoe.unit.scout.1")),
    P("chariot", 1, 6, 3, None, None, 6, ((FOOD, 40), (WOOD, 60)), marks=rule("aoe.unit.chariot.1")),
    P("cavalry", 1, 10, 3, 4, None, 6, ((GOLD, 80), (FOOD, 70)), marks=rule("aoe.unit.cavalry.1")),
    P("heavy_cavalry", 1, 10, 3, 5, None, 6, ((GOLD, 80), (FOOD, 70)), marks=rule("aoe.unit.heavycavalry.1")),
    P("cataphract", 1, 12, 4, 6, None, 6, ((GOLD, 80), (FOOD, 70)), marks=rule("aoe.unit.cataphract.1")),
    P("war_elephant", 2, 20, 5, None, None, 2, ((FOOD, 170), (GOLD, 40)), marks=rule("aoe.unit.warelephant.1")),
    P("scout_ship", 1, 8, 2, None, (0, 2), 4, ((WOOD, 135),), marks=rule("aoe.unit.scoutship.1")),
    P("war_galley", 1, 10, 3, None, (0, 3), 4, ((WOOD, 135),), marks=rule("aoe.unit.wargalley.1")),
    P("trireme", 1, 12, 2, None, (0, 4), 4, ((WOOD, 135),), marks=rule("aoe.unit.trireme.1")),
    # the minimum range 1 of the two catapult ships is house (see test_house_values_are_the_recorded_defaults)
    P("catapult_trireme", 1, 8, 2, None, (1, 5), 4, ((WOOD, 135), (GOLD, 75)),
      marks=rule("aoe.unit.catapulttrireme.1")),
    P("juggernaught", 1, 12, 3, None, (1, 6), 4, ((WOOD, 135), (GOLD, 75)), marks=rule("aoe.unit.juggernaught.1")),
    P("stone_thrower", 1, 6, 3, None, (1, 6), 1.5, None, marks=rule("aoe.unit.stonethrower.1")),
    P("catapult", 1, 6, 3, None, (1, 8), 1.5, None, marks=rule("aoe.unit.catapult.1")),
    P("heavy_catapult", 1, 10, 4, None, (1, 8), 1.5, None, marks=rule("aoe.unit.heavycatapult.1")),
    P("ballista", 1, 4, 4, None, (1.5, 5), 1.5, None, marks=rule("aoe.unit.ballista.1")),
    P("helepolis", 1, 4, 8, None, (1.5, 6), 1.5, None, marks=rule("aoe.unit.helepolis.1")),
]


@pytest.mark.parametrize("uid, steps, die, attack, vs_infantry, ranges, move, cost", UNIT_ROWS)
def test_unit_values_as_printed_in_the_appendix(uid, steps, die, attack, vs_infantry, ranges, move, cost):
    unit = D.UNITS[uid]
    assert (unit.steps, unit.defence, unit.attack) == (steps, die, attack)
    assert unit.attack_vs_infantry == vs_infantry
    assert (unit.min_range, unit.range) == (ranges if ranges else (None, None))
    if move is not None:
        assert unit.move == move
    if cost is not None:
        assert unit.cost.parts == cost
        assert unit.source_of("cost") == "rules text"


def test_the_table_covers_every_unit_type():
    assert {row.values[0] for row in UNIT_ROWS} == set(D.UNITS)
    assert len(D.UNITS) == 33


@rule("aoe.unit.shortsword.1", "aoe.unit.hoplite.1")
def test_shortsword_and_hoplite_as_printed():
    shortsword, hoplite = D.UNITS["shortsword"], D.UNITS["hoplite"]
    assert (shortsword.steps, shortsword.defence, shortsword.attack, shortsword.move) == (1, 4, 2, 4)
    assert (hoplite.steps, hoplite.defence, hoplite.attack, hoplite.move) == (1, 8, 6, 2)


@rule("aoe.combat.roll.2")
def test_the_shortsword_hoplite_example_follows_from_the_values():
    shortsword, hoplite = D.UNITS["shortsword"], D.UNITS["hoplite"]
    hits = lambda attacker, defender: [r for r in range(1, defender.defence + 1) if r <= attacker.attack]  # noqa: E731
    assert hits(shortsword, hoplite) == [1, 2]  # on a d8
    assert hits(hoplite, shortsword) == [1, 2, 3, 4]  # every face of a d4


@rule("aoe.unit.villager.2", "aoe.unit.clubman.1", "aoe.unit.bowman.1")
def test_half_attacks_are_kept_exactly_with_their_pairing_rule():
    for uid, pairing in (("villager", "square"), ("clubman", "square"), ("bowman", "square_or_target")):
        unit = D.UNITS[uid]
        assert unit.attack_halves == 1 and unit.attack == 0.5
        assert unit.pair_attack == pairing
    others = [u.id for u in D.UNITS.values() if u.pair_attack is not None]
    assert sorted(others) == ["bowman", "clubman", "villager"]
    assert all(u.attack_halves % 2 == 0 for u in D.UNITS.values() if u.pair_attack is None)


@rule("aoe.unit.siege.4", "aoe.unit.ballista.1", "aoe.unit.helepolis.1")
def test_half_squares_of_siege_units_are_kept_exactly():
    for uid in ("stone_thrower", "catapult", "heavy_catapult", "ballista", "helepolis"):
        assert D.UNITS[uid].move_halves == 3 and D.UNITS[uid].move == 1.5
    assert D.UNITS["ballista"].min_range_halves == 3 and D.UNITS["helepolis"].min_range_halves == 3
    assert D.UNITS["helepolis"].range_halves == 12


# ------------------------------------------------------------------------------------------ unit families


def ids(units) -> set[str]:
    return {u.id for u in units}


@rule("aoe.unit.lightinfantry.1")
def test_light_infantry_is_barracks_hand_to_hand_move_4():
    barracks = [u for u in D.UNITS.values() if u.built_at == "barracks"]
    assert ids(barracks) == {"clubman", "axeman", "shortsword", "broadsword", "longsword", "legion"}
    assert all(u.attack_kind == "melee" and u.move == 4 and u.category == "light_infantry" for u in barracks)


@rule("aoe.unit.heavyinfantry.1")
def test_heavy_infantry_is_academy_hand_to_hand_move_2_same_cost():
    academy = [u for u in D.UNITS.values() if u.built_at == "academy"]
    assert ids(academy) == {"hoplite", "phalanx", "centurion"}
    for unit in academy:
        assert unit.attack_kind == "melee" and unit.move == 2
        assert unit.cost.parts == ((FOOD, 35), (GOLD, 15))


@rule("aoe.unit.archery.1")
def test_archery_range_units_fire_into_their_own_square_or_up_to_their_range():
    archers = [u for u in D.UNITS.values() if u.built_at == "archery_range"]
    assert len(archers) == 7
    assert all(u.attack_kind == "missile" and u.min_range_halves == 0 and u.range_halves for u in archers)


@rule("aoe.unit.mounted.1")
def test_stable_units_fight_hand_to_hand_and_infantry_means_barracks_and_academy_units():
    stable = [u for u in D.UNITS.values() if u.built_at == "stable"]
    assert ids(stable) == {"scout", "chariot", "cavalry", "heavy_cavalry", "cataphract", "war_elephant"}
    assert all(u.attack_kind == "melee" for u in stable)
    assert ids(u for u in stable if u.attack_vs_infantry is not None) == {"cavalry", "heavy_cavalry", "cataphract"}
    infantry = ids(u for u in D.UNITS.values() if u.infantry)
    assert infantry == ids(u for u in D.UNITS.values() if u.built_at in ("barracks", "academy"))


@rule("aoe.unit.ship.1")
def test_ships_move_only_on_sea_and_all_move_4():
    ships = [u for u in D.UNITS.values() if u.built_at == "dock"]
    assert ids(ships) == set(D.SHIPS) == {"scout_ship", "war_galley", "trireme", "catapult_trireme", "juggernaught"}
    assert all(u.domain == "sea" and u.move == 4 for u in ships)
    assert all(u.domain == "land" for u in D.UNITS.values() if u.built_at != "dock")


@rule("aoe.unit.ship.2")
def test_catapult_ships_make_catapult_attacks_other_ships_missile():
    for ship in D.SHIPS.values():
        expected = "catapult" if ship.id in ("catapult_trireme", "juggernaught") else "missile"
        assert ship.attack_kind == expected, ship.id


@rule("aoe.unit.siege.1", "aoe.unit.siege.3")
def test_siege_units_have_a_minimum_and_maximum_range_and_their_attack_kind():
    siege = {u.id: u for u in D.UNITS.values() if u.built_at == "siege_workshop"}
    assert set(siege) == {"stone_thrower", "catapult", "heavy_catapult", "ballista", "helepolis"}
    for unit in siege.values():
        assert 0 < unit.min_range_halves <= unit.range_halves
        expected = "missile" if unit.id in ("ballista", "helepolis") else "catapult"
        assert unit.attack_kind == expected


@rule("aoe.missile.who.1")
def test_missile_attackers_are_archers_towers_missile_ships_ballistas_and_helepolis():
    missile = {u.id for u in D.UNITS.values() if u.attack_kind == "missile"}
    missile |= {b.id for b in D.BUILDINGS.values() if b.attack_kind == "missile"}
    archers = {u.id for u in D.UNITS.values() if u.built_at == "archery_range"}
    expected = archers | set(D.TOWERS) | {"scout_ship", "war_galley", "trireme", "ballista", "helepolis"}
    assert missile == expected


@rule("aoe.melee.who.1")
def test_hand_to_hand_attackers_are_barracks_stable_academy_units_and_villagers():
    melee = {u.id for u in D.UNITS.values() if u.attack_kind == "melee"}
    expected = {u.id for u in D.UNITS.values() if u.built_at in ("barracks", "stable", "academy")} | {"villager"}
    assert melee == expected


@rule("aoe.catapult.who.1", "aoe.catapult.target.1")
def test_catapult_attackers_and_the_number_of_units_they_roll_against():
    catapult = {u.id: u.targets for u in D.UNITS.values() if u.attack_kind == "catapult"}
    assert catapult == {"stone_thrower": 2, "catapult": 3, "heavy_catapult": 4, "catapult_trireme": 2,
                        "juggernaught": 3}
    assert D.UNITS["helepolis"].targets == 2  # the one multi-target missile unit
    assert all(u.targets == 1 for u in D.UNITS.values() if u.attack_kind != "catapult" and u.id != "helepolis")


# ------------------------------------------------------------------------------------------ buildings and towers


@rule("aoe.unit.towncenter.1")
def test_town_center():
    tc = D.BUILDINGS["town_center"]
    assert (tc.steps, tc.defence, tc.cost.parts, tc.attack_kind) == (2, 20, ((WOOD, 200),), None)


@rule("aoe.unit.house.1")
def test_house():
    house = D.BUILDINGS["house"]
    assert (house.steps, house.defence, house.cost.parts) == (1, 4, ((WOOD, 30),))


@rule("aoe.unit.otherbuilding.1")
def test_every_other_building_is_f2_d12_150_wood():
    others = [b for b in D.BUILDINGS.values() if b.kind == "building"]
    assert ids(others) == {"granary", "barracks", "dock", "stable", "archery_range", "academy", "siege_workshop"}
    assert all((b.steps, b.defence, b.cost.parts) == (2, 12, ((WOOD, 150),)) for b in others)


TOWER_ROWS = [
    P("watch_tower", 1, 6, 1, 2, marks=rule("aoe.unit.watchtower.1")),
    P("sentry_tower", 1, 10, 1, 3, marks=rule("aoe.unit.sentrytower.1")),
    P("guard_tower", 1, 10, 2, 4, marks=rule("aoe.unit.guardtower.1")),
    P("ballista_tower", 1, 10, 4, 5, marks=rule("aoe.unit.ballistatower.1")),
]


@pytest.mark.parametrize("tid, steps, die, attack, reach", TOWER_ROWS)
def test_tower_values_as_printed(tid, steps, die, attack, reach):
    tower = D.BUILDINGS[tid]
    assert (tower.steps, tower.defence, tower.attack, tower.range) == (steps, die, attack, reach)
    assert tower.cost.parts == ((STONE, 150),)
    assert tower.is_tower and tower.attack_kind == "missile" and tower.min_range == 0


@rule("aoe.unit.building.1")
def test_buildings_never_move_and_only_towers_attack():
    for building in D.BUILDINGS.values():
        assert not hasattr(building, "move_halves")
        assert (building.attack_kind is not None) == building.is_tower
    assert set(D.TOWERS) == {"watch_tower", "sentry_tower", "guard_tower", "ballista_tower"}


@rule("aoe.construct.dock.1")
def test_the_dock_needs_a_coast_square_every_other_building_a_land_square():
    assert {b.id: b.site for b in D.BUILDINGS.values() if b.site != "land"} == {"dock": "coast"}


@rule("aoe.construct.prereq.1")
def test_towers_need_a_granary():
    assert all(t.requires == ("granary",) for t in D.TOWERS.values())


def test_no_building_is_trained_at_a_building():
    # buildings and towers are laid by villagers: no building type is anyone's product
    produced = {uid for b in D.BUILDINGS.values() for uid in b.produces}
    assert produced == set(D.UNITS)
    assert not produced & set(D.BUILDINGS)


# ------------------------------------------------------------------------------------------ what each Age allows


def new_in(age: str) -> set[str]:
    """Base types and upgrades that become available in `age` (the ages themselves excluded)."""
    units = {u.id for u in D.UNITS.values() if u.age == age and u.base}
    buildings = {b.id for b in D.BUILDINGS.values() if b.age == age and b.base}
    upgrades = {u.id for u in D.UPGRADES.values() if u.age == age}
    return units | buildings | upgrades


@rule("aoe.tech.stone.1")
def test_stone_age_allows():
    assert new_in("stone") == {"villager", "town_center", "house", "dock", "granary", "barracks", "clubman"}
    assert D.UNITS["villager"].built_at == "town_center" and D.UNITS["clubman"].built_at == "barracks"
    assert D.AGES["tool"].at == "town_center"


@rule("aoe.tech.tool.1", "aoe.tech.tool.2")
def test_tool_age_allows():
    assert new_in("tool") == {"stable", "archery_range", "watch_tower", "scout_ship", "scout", "bowman",
                              "clubman_to_axeman"}
    assert D.BUILDINGS["stable"].requires == D.BUILDINGS["archery_range"].requires == ("barracks",)
    assert D.BUILDINGS["watch_tower"].requires == ("granary",)
    assert (D.UNITS["scout_ship"].built_at, D.UNITS["scout"].built_at, D.UNITS["bowman"].built_at) == (
        "dock", "stable", "archery_range")
    assert D.UPGRADES["clubman_to_axeman"].at == "barracks"


@rule("aoe.tech.bronze.1", "aoe.tech.bronze.2", "aoe.tech.bronze.3")
def test_bronze_age_allows():
    assert new_in("bronze") == {
        "academy", "siege_workshop", "hoplite", "cavalry", "chariot", "stone_thrower", "chariot_archer",
        "scout_ship_to_war_galley", "watch_tower_to_sentry_tower", "axeman_to_shortsword",
        "shortsword_to_broadsword", "bowman_to_improved_bowman", "improved_bowman_to_composite_bowman",
    }
    assert D.BUILDINGS["academy"].requires == ("barracks",)
    assert D.BUILDINGS["siege_workshop"].requires == ("archery_range",)
    where = {u.id: u.at for u in D.UPGRADES.values() if u.age == "bronze"}
    assert where == {
        "scout_ship_to_war_galley": "dock", "watch_tower_to_sentry_tower": "granary",
        "axeman_to_shortsword": "barracks", "shortsword_to_broadsword": "barracks",
        "bowman_to_improved_bowman": "archery_range", "improved_bowman_to_composite_bowman": "archery_range",
    }


@rule("aoe.tech.iron.1", "aoe.tech.iron.2", "aoe.tech.iron.3", "aoe.tech.iron.4")
def test_iron_age_allows():
    units = {u.id: u.built_at for u in D.UNITS.values() if u.age == "iron" and u.base}
    assert units == {"catapult_trireme": "dock", "war_elephant": "stable", "ballista": "siege_workshop",
                     "horse_archer": "archery_range", "elephant_archer": "archery_range"}
    where = {(u.from_type, u.to_type): u.at for u in D.UPGRADES.values() if u.age == "iron"}
    assert where == {
        ("war_galley", "trireme"): "dock", ("catapult_trireme", "juggernaught"): "dock",
        ("sentry_tower", "guard_tower"): "granary", ("guard_tower", "ballista_tower"): "granary",
        ("hoplite", "phalanx"): "academy", ("phalanx", "centurion"): "academy",
        ("cavalry", "heavy_cavalry"): "stable", ("heavy_cavalry", "cataphract"): "stable",
        ("broadsword", "longsword"): "barracks", ("longsword", "legion"): "barracks",
        ("stone_thrower", "catapult"): "siege_workshop", ("catapult", "heavy_catapult"): "siege_workshop",
        ("ballista", "helepolis"): "siege_workshop", ("horse_archer", "heavy_horse_archer"): "archery_range",
    }
    assert not any(b.age == "iron" and b.base for b in D.BUILDINGS.values())


@rule("aoe.tech.iron.5")
def test_no_age_beyond_iron():
    assert D.AGE_ORDER == ("stone", "tool", "bronze", "iron")
    assert D.AGES["iron"].next is None and D.AGES["stone"].next == "tool"


def test_every_type_is_trained_in_its_age_at_a_building_of_that_age_or_earlier():
    for unit in D.UNITS.values():
        assert D.age_rank(D.BUILDINGS[unit.built_at].age) <= D.age_rank(unit.age)


@rule("aoe.upcost.none.1")
def test_types_that_need_no_upgrade():
    base = {u.id for u in D.UNITS.values() if u.base} | {b.id for b in D.TOWERS.values() if b.base}
    assert base == {
        "villager", "clubman",
        "bowman", "scout", "scout_ship", "watch_tower",
        "hoplite", "cavalry", "chariot", "stone_thrower", "chariot_archer",
        "catapult_trireme", "ballista", "war_elephant", "elephant_archer",
        "horse_archer",  # not in the text's list: house, see decisions.toml
    }
    assert D.UNITS["horse_archer"].source_of("base") == "house"


@rule("aoe.tech.chain.1")
def test_upgrades_form_chains_each_step_after_the_one_before():
    assert D.upgrade_chain("legion") == ("clubman", "axeman", "shortsword", "broadsword", "longsword", "legion")
    assert D.upgrade_chain("bowman") == ("bowman", "improved_bowman", "composite_bowman")
    assert D.upgrade_chain("sentry_tower") == ("watch_tower", "sentry_tower", "guard_tower", "ballista_tower")
    assert D.upgrade_chain("helepolis") == ("ballista", "helepolis")
    for upgrade in D.UPGRADES.values():
        table = D.BUILDINGS if upgrade.is_building else D.UNITS
        assert not table[upgrade.to_type].base
        assert table[upgrade.to_type].upgraded_from == upgrade.from_type
        earlier = D.UPGRADE_TO.get(upgrade.from_type)
        if earlier is not None:
            assert D.age_rank(earlier.age) <= D.age_rank(upgrade.age)


# ------------------------------------------------------------------------------------------ upgrade costs

UPGRADE_ROWS = [
    P("clubman", "axeman", "tool", ((FOOD, 75),), marks=rule("aoe.upcost.axeman.1")),
    P("scout_ship", "war_galley", "bronze", ((WOOD, 150),), marks=rule("aoe.upcost.wargalley.1")),
    P("watch_tower", "sentry_tower", "bronze", ((STONE, 150),), marks=rule("aoe.upcost.sentrytower.1")),
    P("axeman", "shortsword", "bronze", ((FOOD, 75), (GOLD, 75)), marks=rule("aoe.upcost.shortsword.1")),
    P("bowman", "improved_bowman", "bronze", ((FOOD, 75), (GOLD, 75)), marks=rule("aoe.upcost.improvedbowman.1")),
    P("improved_bowman", "composite_bowman", "bronze", ((FOOD, 75), (GOLD, 75)),
      marks=rule("aoe.upcost.compositebowman.1")),
    P("war_galley", "trireme", "iron", ((WOOD, 75), (GOLD, 75), (FOOD, 75)), marks=rule("aoe.upcost.trireme.1")),
    P("catapult_trireme", "juggernaught", "iron", ((WOOD, 75), (GOLD, 75), (FOOD, 75)),
      marks=rule("aoe.upcost.juggernaught.1")),
    P("sentry_tower", "guard_tower", "iron", ((STONE, 225),), marks=rule("aoe.upcost.guardtower.1")),
    P("guard_tower", "ballista_tower", "iron", ((STONE, 225),), marks=rule("aoe.upcost.ballistatower.1")),
    P("cavalry", "heavy_cavalry", "iron", ((GOLD, 125), (FOOD, 100)), marks=rule("aoe.upcost.heavycavalry.1")),
    P("heavy_cavalry", "cataphract", "iron", ((GOLD, 125), (FOOD, 100)), marks=rule("aoe.upcost.cataphract.1")),
    P("hoplite", "phalanx", "iron", ((GOLD, 125), (FOOD, 100)), marks=rule("aoe.upcost.phalanx.1")),
    P("phalanx", "centurion", "iron", ((GOLD, 125), (FOOD, 100)), marks=rule("aoe.upcost.centurion.1")),
    P("broadsword", "longsword", "iron", ((FOOD, 125), (GOLD, 100)), marks=rule("aoe.upcost.longsword.1")),
    P("longsword", "legion", "iron", ((FOOD, 125), (GOLD, 100)), marks=rule("aoe.upcost.legion.1")),
    P("stone_thrower", "catapult", "iron", ((WOOD, 75), (GOLD, 75), (FOOD, 75)), marks=rule("aoe.upcost.catapult.1")),
    P("catapult", "heavy_catapult", "iron", ((WOOD, 75), (GOLD, 75), (FOOD, 75)),
      marks=rule("aoe.upcost.heavycatapult.1")),
    P("ballista", "helepolis", "iron", ((WOOD, 75), (GOLD, 75), (FOOD, 75)), marks=rule("aoe.upcost.helepolis.1")),
    P("horse_archer", "heavy_horse_archer", "iron", ((GOLD, 125), (FOOD, 100)),
      marks=rule("aoe.upcost.heavyhorsearcher.1")),
]


@pytest.mark.parametrize("old, new, age, cost", UPGRADE_ROWS)
def test_upgrade_costs_as_printed(old, new, age, cost):
    upgrade = D.UPGRADE_TO[new]
    assert (upgrade.from_type, upgrade.age) == (old, age)
    assert upgrade.cost.parts == cost
    assert upgrade.source == "rules text" and upgrade.source_of("cost") == "rules text"


@rule("aoe.upcost.heavycavalry.1", "aoe.upcost.longsword.1")
def test_gold_then_food_versus_food_then_gold():
    heavy_cavalry = D.UPGRADE_TO["heavy_cavalry"].cost
    longsword = D.UPGRADE_TO["longsword"].cost
    assert (heavy_cavalry.gold, heavy_cavalry.food) == (125, 100)
    assert (longsword.food, longsword.gold) == (125, 100)
    assert str(heavy_cavalry) == "125 gold + 100 food"
    assert str(longsword) == "125 food + 100 gold"
    assert heavy_cavalry.as_dict() != longsword.as_dict()
    assert list(heavy_cavalry) == ["gold", "food"] and list(longsword) == ["food", "gold"]
    assert dict(heavy_cavalry) == {"gold": 125, "food": 100}  # a plain mapping for the engine's purses


def test_costs_compare_by_amounts_not_by_order():
    assert D.Cost(((GOLD, 125), (FOOD, 100))) == D.Cost(((FOOD, 100), (GOLD, 125))) == {"food": 100, "gold": 125}
    assert D.Cost(((FOOD, 50), (GOLD, 0))) == D.Cost(((FOOD, 50),))
    assert not D.Cost() and str(D.Cost()) == "free" and D.AGES["stone"].cost == {}
    assert D.UNITS["hoplite"].cost["gold"] == 15 and D.UNITS["hoplite"].cost.get("wood") == 0


@rule("aoe.upcost.broadsword.1")
def test_broadsword_upgrade_cost_is_house():
    upgrade = D.UPGRADE_TO["broadsword"]
    assert (upgrade.from_type, upgrade.age, upgrade.at) == ("shortsword", "bronze", "barracks")
    assert upgrade.cost.parts == ((FOOD, 75), (GOLD, 75))
    assert upgrade.source_of("cost") == "house" and upgrade.source_of("age") == "rules text"
    assert D.decision_for("upgrade.shortsword_to_broadsword.cost").id == "broadsword_upgrade_cost"


def test_every_upgrade_of_the_text_and_only_those():
    assert {row.values[1] for row in UPGRADE_ROWS} | {"broadsword"} == set(D.UPGRADE_TO)
    assert len(D.UPGRADES) == 21


# ------------------------------------------------------------------------------------------ ages and resources


@rule("aoe.age.start.1")
def test_everyone_starts_in_the_stone_age():
    assert D.SETTINGS.start_age == "stone" == D.AGE_ORDER[0]
    assert not D.AGES["stone"].cost and D.AGES["stone"].requires_any == ()


@rule("aoe.age.tool.1")
def test_tool_age_cost_and_requirement():
    age = D.AGES["tool"]
    assert age.cost.parts == ((FOOD, 500),) and set(age.requires_any) == {"granary", "barracks", "dock"}


@rule("aoe.age.bronze.1")
def test_bronze_age_cost_and_requirement():
    age = D.AGES["bronze"]
    assert age.cost.parts == ((FOOD, 800),) and set(age.requires_any) == {"stable", "archery_range"}


@rule("aoe.age.iron.1")
def test_iron_age_cost_and_requirement():
    age = D.AGES["iron"]
    assert age.cost.parts == ((FOOD, 1000), (GOLD, 800)) and set(age.requires_any) == {"academy", "siege_workshop"}


def test_age_advances_are_placed_at_the_town_center():
    assert all(age.at == "town_center" for age in D.AGES.values())


@pytest.mark.parametrize("age, points", [
    P("stone", 50, marks=rule("aoe.collect.stone.1")),
    P("tool", 75, marks=rule("aoe.collect.tool.1")),
    P("bronze", 100, marks=rule("aoe.collect.bronze.1")),
    P("iron", 125, marks=rule("aoe.collect.iron.1")),
])
def test_resource_points_collected_per_turn(age, points):
    assert D.AGES[age].collect == points


def test_collecting_needs_a_town_center():
    assert D.SETTINGS.collect_requires == "town_center"


def test_collected_points_may_be_split_over_the_kinds():
    assert D.SETTINGS.collect_split == "any"
    assert D.source_of("game.collection.split") == "house"


@rule("aoe.res.types.1")
def test_four_resources():
    assert D.SETTINGS.resource_kinds == ("food", "wood", "gold", "stone")


@rule("aoe.res.start.1")
def test_starting_resources():
    assert D.SETTINGS.start_resources.as_dict() == {"food": 200, "wood": 200, "gold": 0, "stone": 150}


def test_balances_are_hidden_from_opponents():
    assert D.SETTINGS.hidden_from_opponents is True


def test_transfers_between_allies_in_the_collection_phase():
    assert D.SETTINGS.transfer_allies_only and D.SETTINGS.transfer_phase == "resource_collection"


@rule("aoe.collect.transfer.2")
def test_transfer_fee_is_25_percent_paid_by_the_sender_rounded_up():
    s = D.SETTINGS
    assert s.transfer_fee_percent == 25
    assert (s.transfer_fee_paid_by, s.transfer_fee_rounding) == ("sender", "up")
    assert [s.transfer_fee(n) for n in (100, 40, 10, 1, 0)] == [25, 10, 3, 1, 0]
    assert D.source_of("game.transfer.fee_percent") == "rules text"
    assert D.source_of("game.transfer.fee_rounding") == "house"


@rule("aoe.res.popcap.1")
def test_unit_limit_is_four_per_house_and_town_center_counting_every_unit():
    s = D.SETTINGS
    assert (s.units_per_house, s.units_per_town_center) == (4, 4)
    assert s.unit_limit(houses=0, town_centers=1) == 4
    assert s.unit_limit(houses=3, town_centers=2) == 20
    assert s.population_counts == {"villager", "military", "ship", "under_construction"}
    assert D.source_of("game.population.counts") == "house"


@rule("aoe.counter.cc.1")
def test_one_command_control_chit_each():
    assert D.SETTINGS.chits_per_player == 1


@rule("aoe.seq.phases.1")
def test_phases_in_the_order_of_the_body():
    assert D.SETTINGS.phases == ("resource_collection", "command_control", "missile", "hand_to_hand",
                                 "apply_hits", "catapult", "movement_build")
    assert "game.phases.order" in D.DECISIONS["phase_order"].affects


@rule("aoe.dist.diag.1")
def test_diagonal_steps_count_one_and_a_half():
    s = D.SETTINGS
    assert (s.orthogonal_halves, s.diagonal_halves) == (2, 3)
    assert s.open_distance_halves(2, 1) == 5  # a knight's move: 2.5
    assert s.open_distance_halves(3, 3) == 9 and s.open_distance_halves(0, -4) == 8


# ------------------------------------------------------------------------------------------ board


@rule("aoe.game.players.1")
def test_even_player_counts_with_a_layout_each():
    assert D.SETTINGS.player_counts == (2, 4, 6)
    assert set(D.LAYOUTS) == {2, 4, 6}


@rule("aoe.board.size.1")
def test_one_12x12_section_per_player_filling_the_board():
    for players, layout in D.LAYOUTS.items():
        assert layout.section_size == 12 and len(layout.sections) == players
        assert layout.width * layout.height == players * 144
        covered = {sq for section in layout.sections for sq in section.squares()}
        assert covered == {(x, y) for x in range(layout.width) for y in range(layout.height)}


@pytest.mark.parametrize("players, size", [
    P(2, (12, 24), marks=rule("aoe.board.size.2")),
    P(4, (24, 24), marks=rule("aoe.board.size.3")),
    P(6, (24, 36), marks=rule("aoe.board.size.4")),
])
def test_board_size_per_player_count(players, size):
    layout = D.LAYOUTS[players]
    assert tuple(sorted((layout.width, layout.height))) == size


@rule("aoe.board.terrain.1")
def test_the_outer_ring_is_sea_and_everything_else_land():
    for layout in D.LAYOUTS.values():
        assert layout.sea_ring == 1
        sea = {(x, y) for x in range(layout.width) for y in range(layout.height) if layout.is_sea(x, y)}
        assert len(sea) == 2 * layout.width + 2 * layout.height - 4
        assert layout.is_land(1, 1) and layout.is_sea(0, 5) and layout.is_sea(layout.width - 1, layout.height - 1)


@rule("aoe.board.terrain.2")
def test_sea_rows_along_the_edges():
    two, four = D.LAYOUTS[2], D.LAYOUTS[4]
    # two players: 24 squares of sea along each long edge, 12 along each short edge
    assert (two.width, two.height) == (24, 12)
    assert sum(two.is_sea(x, 0) for x in range(24)) == sum(two.is_sea(x, 11) for x in range(24)) == 24
    assert sum(two.is_sea(0, y) for y in range(12)) == sum(two.is_sea(23, y) for y in range(12)) == 12
    for edge in (lambda i: (i, 0), lambda i: (i, 23), lambda i: (0, i), lambda i: (23, i)):
        assert sum(four.is_sea(*edge(i)) for i in range(24)) == 24


@rule("aoe.board.start.2", "aoe.game.teams.1")
def test_allies_start_sections_touch_only_at_corners():
    for players in (4, 6):
        layout = D.LAYOUTS[players]
        teams = [s.team for s in layout.sections]
        assert sorted(teams) == [0] * (players // 2) + [1] * (players // 2)
        assert teams == [seat % 2 for seat in range(players)]  # allies sit alternately
        for a in layout.sections:
            allies = [b for b in layout.sections if b.team == a.team and b is not a]
            assert not any(a.touches_edge(b) for b in allies)
            assert any(a.touches_corner_only(b) for b in allies)
        assert layout.allies(0) == tuple(range(2, players, 2))
    assert D.LAYOUTS[2].allies(0) == () and D.LAYOUTS[2].team_of(1) != D.LAYOUTS[2].team_of(0)


def test_six_player_arrangement_is_house():
    layout = D.LAYOUTS[6]
    assert (layout.width, layout.height) == (36, 24)
    assert [(s.col, s.row) for s in layout.sections] == [(0, 0), (1, 0), (2, 0), (2, 1), (1, 1), (0, 1)]
    assert layout.source == "rules text" and D.source_of("layout.6.sections") == "house"
    assert D.source_of("layout.6.width") == "rules text"
    assert D.decision_for("layout.6.sections").id == "six_player_layout"
    assert D.source_of("layout.4.sections") == "rules text"


@rule("aoe.board.start.1")
def test_a_town_center_and_three_villagers_in_its_square_on_the_own_start_section():
    s = D.SETTINGS
    assert (s.start_town_centers, s.start_villagers) == (1, 3)
    assert (s.town_center_square, s.villagers_square) == ("start_section_land", "town_center")
    layout = D.LAYOUTS[4]
    squares = layout.start_squares(2)
    assert len(squares) == 11 * 11  # the section's outer row and column along the board's edge are sea
    assert all(layout.section_at(*sq).seat == 2 and layout.is_land(*sq) for sq in squares)
    decision = D.DECISIONS["starting_villagers_square"]
    assert decision.kind == "contradiction" and "game.setup.villagers_square" in decision.affects


# ------------------------------------------------------------------------------------------ civilizations, walls


@rule("aoe.civ.choose.1")
def test_civilization_names_are_flavour_only():
    names = {c.name for c in D.CIVILIZATIONS.values()}
    assert {"Latin", "Celt", "Germanic"} <= names
    assert all(D.CIVILIZATIONS[c].source == "rules text" for c in ("latin", "celt", "germanic"))
    assert all(c.source == "house" for c in D.CIVILIZATIONS.values() if c.id not in ("latin", "celt", "germanic"))
    assert set(D.Civilization.__dataclass_fields__) == {"id", "name", "source"}  # no attributes at all
    assert D.CIVILIZATION_CHOICE.all_play_alike and D.CIVILIZATION_CHOICE.same_civilization_allowed


def test_walls_are_left_out():
    everything = set(D.UNITS) | set(D.BUILDINGS) | set(D.UPGRADES)
    assert not any("wall" in ident for ident in everything)
    assert D.DECISIONS["walls"].fills == ()


# ------------------------------------------------------------------------------------------ ids and sources


def test_every_requirement_names_a_known_id():
    for building in D.BUILDINGS.values():
        assert set(building.requires) <= set(D.BUILDINGS), building.id
    for unit in D.UNITS.values():
        assert unit.built_at in D.BUILDINGS and unit.category in D.CATEGORIES and unit.age in D.AGES
    for upgrade in D.UPGRADES.values():
        table = D.BUILDINGS if upgrade.is_building else D.UNITS
        assert {upgrade.from_type, upgrade.to_type} <= set(table) and upgrade.at in D.BUILDINGS
    for age in D.AGES.values():
        assert set(age.requires_any) <= set(D.BUILDINGS) and age.at in D.BUILDINGS
    assert D.SETTINGS.collect_requires in D.BUILDINGS and D.SETTINGS.start_age in D.AGES


def test_every_value_is_rules_text_or_house():
    assert set(D.DATA.sources.values()) == {"rules text", "house"}
    records = [*D.UNITS.values(), *D.BUILDINGS.values(), *D.UPGRADES.values(), *D.AGES.values(),
               *D.LAYOUTS.values(), *D.CIVILIZATIONS.values(), *D.CATEGORIES.values()]
    assert all(r.source in ("rules text", "house") for r in records)


def test_every_house_decision_says_house_and_every_house_value_has_one():
    assert all(d.source == "house" for d in D.DECISIONS.values())
    house = [ref for ref, source in D.DATA.sources.items() if source == "house"]
    assert house
    for ref in house:
        assert D.decision_for(ref) is not None, ref
    for decision in D.DECISIONS.values():
        for ref in decision.fills:
            assert D.source_of(ref) == "house", (decision.id, ref)


def test_house_values_are_the_recorded_defaults():
    villager = D.UNITS["villager"]
    assert villager.cost.parts == ((FOOD, 50),) and villager.move == 4
    assert villager.source_of("cost") == villager.source_of("move") == "house"
    assert villager.source_of("defence") == villager.source_of("attack") == "rules text"
    costs = {uid: D.UNITS[uid].cost.parts for uid in ("stone_thrower", "catapult", "heavy_catapult", "ballista",
                                                       "helepolis")}
    assert costs["stone_thrower"] == ((WOOD, 100), (GOLD, 50))
    for uid in costs:
        assert D.UNITS[uid].source_of("cost") == "house"
        assert D.UNITS[uid].cost.total > D.UNITS["stone_thrower"].cost.total or uid == "stone_thrower"
    for uid in ("catapult_trireme", "juggernaught"):
        assert D.UNITS[uid].min_range == 1 and D.UNITS[uid].source_of("min_range") == "house"
        assert D.UNITS[uid].source_of("range") == "rules text"
    f = D.SETTINGS.foundation
    assert (f.steps, f.defence, f.attackable, f.satisfies_prerequisites, f.counts_for_victory,
            f.counts_for_population) == (1, 4, True, False, False, True)
    assert D.source_of("game.foundation.defence") == "house"
    assert D.SETTINGS.tie_breaks == ("oldest_unit", "nearest_own_town_center")


def test_every_missing_data_item_has_a_gap_decision():
    section = catalog_text().split("## Missing data", 1)[1]
    titles = re.findall(r"^- \*\*(.+?)\*\*", section, re.M)
    assert len(titles) == 13
    gaps = {d.title for d in D.DECISIONS.values() if d.kind == "gap"}
    assert gaps == set(titles)


def test_contradictions_of_the_data_notes_are_settled():
    kinds = {d.id: d.kind for d in D.DECISIONS.values()}
    assert kinds["sentry_tower_defence"] == kinds["starting_villagers_square"] == "contradiction"
    assert kinds["phase_order"] == "contradiction" and kinds["broadsword_upgrade_cost"] == "gap"
    assert D.DECISIONS["sentry_tower_defence"].affects == ("building.sentry_tower.defence",)


def test_decisions_cite_catalog_clauses():
    known = catalog_ids()
    for decision in D.DECISIONS.values():
        assert set(decision.clauses) <= known, decision.id


def test_sources_file_names_every_house_value_and_decision():
    text = resource("aoe", "SOURCES.md").read_text(encoding="utf-8")
    for decision in D.DECISIONS.values():
        assert decision.id in text, decision.id
        for ref in decision.fills:
            if not ref.startswith("civilization."):  # the twelve names are listed by name
                assert f"`{ref}`" in text, ref
    assert "flavour only" in text


# ------------------------------------------------------------------------------------------ the sentry tower example


@rule("aoe.combat.example.1")
def test_sentry_tower_example_targets_the_axeman():
    tower, axeman, archer = D.BUILDINGS["sentry_tower"], D.UNITS["axeman"], D.UNITS["heavy_horse_archer"]
    distance = D.SETTINGS.open_distance_halves(2, 1)  # 2.5 squares
    assert tower.range_halves >= distance  # both are in range 3
    assert axeman.defence < archer.defence  # the lowest D: the Axeman (d4) before the Heavy Horse Archer (d6)
    assert [r for r in range(1, axeman.defence + 1) if r <= tower.attack] == [1]


@rule("aoe.combat.example.2", "aoe.unit.sentrytower.1")
def test_sentry_tower_example_return_fire_uses_the_appendix_d10():
    tower, archer = D.BUILDINGS["sentry_tower"], D.UNITS["heavy_horse_archer"]
    assert archer.range_halves >= D.SETTINGS.open_distance_halves(2, 1) and archer.attack == 3
    assert tower.defence == 10  # the example's d6 is not used (decisions.toml)
    assert D.decision_for("building.sentry_tower.defence").id == "sentry_tower_defence"
    assert D.source_of("building.sentry_tower.defence") == "rules text"


# ------------------------------------------------------------------------------------------ the loader's checks


@pytest.fixture
def data_copy(tmp_path):
    folder = tmp_path / "aoe"
    shutil.copytree(resource("aoe"), folder)
    return folder


def edit(folder, name, old, new):
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_the_shipped_files_load_again_from_a_copy(data_copy):
    again = D.load(data_copy)
    assert again.units == D.UNITS and again.layouts == D.LAYOUTS


def test_an_unknown_requirement_is_refused_naming_file_and_record(data_copy):
    edit(data_copy, "buildings.toml", 'requires = ["archery_range"]', 'requires = ["archery_rnage"]')
    with pytest.raises(D.DataError, match=r"buildings\.toml: building 'siege_workshop': .*'archery_rnage'"):
        D.load(data_copy)


def test_an_unknown_age_requirement_is_refused(data_copy):
    edit(data_copy, "ages.toml", '"stable", "archery_range"', '"stable", "archery"')
    with pytest.raises(D.DataError, match=r"ages\.toml: age 'bronze': .*'archery'"):
        D.load(data_copy)


def test_a_wrong_type_is_refused_naming_file_and_record(data_copy):
    edit(data_copy, "units.toml", "defence = 8\nattack = 6", 'defence = "8"\nattack = 6')
    with pytest.raises(D.DataError, match=r"units\.toml: unit 'hoplite': field 'defence' must be a whole number"):
        D.load(data_copy)


def test_a_value_that_is_not_a_half_is_refused(data_copy):
    edit(data_copy, "units.toml", "move = 1.5\ncost = { wood = 100", "move = 1.25\ncost = { wood = 100")
    with pytest.raises(D.DataError, match=r"units\.toml: unit 'stone_thrower': field 'move'"):
        D.load(data_copy)


def test_an_unknown_field_is_refused(data_copy):
    edit(data_copy, "civilizations.toml", 'name = "Celt"', 'name = "Celt"\nbonus = "cheap archers"')
    with pytest.raises(D.DataError, match=r"civilizations\.toml: civilization 'celt': unknown field\(s\) bonus"):
        D.load(data_copy)


def test_an_upgrade_of_an_unknown_unit_is_refused(data_copy):
    edit(data_copy, "upgrades.toml", 'from = "hoplite"', 'from = "hoplit"')
    with pytest.raises(D.DataError, match=r"upgrades\.toml: upgrade 'hoplite_to_phalanx': .*'hoplit'"):
        D.load(data_copy)


def test_a_house_value_without_a_decision_is_refused(data_copy):
    edit(data_copy, "decisions.toml", 'fills = ["unit.horse_archer.base"]', "fills = []")
    with pytest.raises(D.DataError, match=r"decisions\.toml: .*'unit\.horse_archer\.base'"):
        D.load(data_copy)


def test_a_decision_filling_a_rules_text_value_is_refused(data_copy):
    edit(data_copy, "decisions.toml", 'fills = ["unit.horse_archer.base"]',
         'fills = ["unit.horse_archer.base", "unit.horse_archer.cost"]')
    with pytest.raises(D.DataError, match=r"decisions\.toml: decision 'horse_archer_requirement': .*not marked house"):
        D.load(data_copy)


def test_allies_sharing_an_edge_are_refused(data_copy):
    edit(data_copy, "board.toml", "{ col = 1, row = 1, seat = 2, team = 0 }", "{ col = 1, row = 1, seat = 2, team = 1 }")
    edit(data_copy, "board.toml", "{ col = 0, row = 1, seat = 3, team = 1 }", "{ col = 0, row = 1, seat = 3, team = 0 }")
    with pytest.raises(D.DataError, match=r"board\.toml: layout for 4 players: allies' sections"):
        D.load(data_copy)
