"""IV.D and V: what each Age allows (units, buildings, upgrades), upgrades in their chain's order and at their
price, and every unit and building trained or laid at its printed cost with its printed F, d, A and M."""
import pytest

from dawnofempires_gui.games.aoe import data as D
from dawnofempires_gui.games.aoe.kinds import KINDS

from .helpers import empty_board, put, run

rule = pytest.mark.rule
RICH = {"food": 9000, "wood": 9000, "gold": 9000, "stone": 9000}
PLAIN = ("town_center", "granary", "barracks", "dock", "stable", "archery_range", "academy", "siege_workshop")


def civilization(age, done=()):
    game = empty_board(2)
    for b in PLAIN:
        put(game, b, 0, 1, 5)
    for _ in range(3):
        put(game, "house", 0, 2, 5)
    put(game, "town_center", 1, 20, 5)
    game.ages[0] = age
    game.upgrades_done[0] = list(done)
    game.purses[0] = dict(RICH)
    return game


def offered(game):
    """(base units trainable, upgrades offered, buildings that may be laid) for Ana."""
    choices = game.produce_choices(0)
    units = {a["unit"] for a in choices if a.kind == "train"}
    return ({u for u in units if not KINDS[u].upgraded_from}, {a["upgrade"] for a in choices if a.kind == "upgrade"},
            {b for b in game.buildable_types(0) if not KINDS[b].upgraded_from})


def done_before(age):
    rank = D.AGE_ORDER.index(age)
    return [u.id for u in D.UPGRADES.values() if D.AGE_ORDER.index(u.age) < rank]


def new_in(age):
    rank = D.AGE_ORDER.index(age)
    now = offered(civilization(age, done_before(age)))
    if rank == 0:
        return now
    before = offered(civilization(D.AGE_ORDER[rank - 1], done_before(D.AGE_ORDER[rank - 1])))
    return tuple(a - b for a, b in zip(now, before))


@rule("aoe.tech.stone.1")
def test_the_stone_age_offers_villagers_houses_docks_granaries_barracks_and_clubmen():
    units, upgrades, buildings = new_in("stone")
    assert units == {"villager", "clubman"}
    assert upgrades == set()
    assert buildings == {"town_center", "house", "dock", "granary", "barracks"}
    game = civilization("stone")
    assert game.advance_problem(0, next(p for p in game.pieces.values() if p["type"] == "town_center")) == ""


@rule("aoe.tech.tool.1", "aoe.tech.tool.2")
def test_the_tool_age_adds_stables_archery_ranges_watch_towers_scout_ships_scouts_bowmen_and_axemen():
    units, upgrades, buildings = new_in("tool")
    assert units == {"scout_ship", "scout", "bowman"}
    assert upgrades == {"clubman_to_axeman"}
    assert buildings == {"stable", "archery_range", "watch_tower"}


@rule("aoe.tech.bronze.1", "aoe.tech.bronze.2", "aoe.tech.bronze.3")
def test_the_bronze_age_adds_the_academy_siege_workshop_hoplites_cavalry_chariots_and_its_upgrades():
    units, upgrades, buildings = new_in("bronze")
    assert units == {"hoplite", "cavalry", "chariot", "stone_thrower", "chariot_archer"}
    assert buildings == {"academy", "siege_workshop"}
    assert upgrades == {"scout_ship_to_war_galley", "watch_tower_to_sentry_tower", "axeman_to_shortsword",
                        "bowman_to_improved_bowman"}
    later = offered(civilization("bronze", [*done_before("bronze"), "axeman_to_shortsword",
                                            "bowman_to_improved_bowman"]))[1]
    assert {"shortsword_to_broadsword", "improved_bowman_to_composite_bowman"} <= later


@rule("aoe.tech.iron.1", "aoe.tech.iron.2", "aoe.tech.iron.3", "aoe.tech.iron.4")
def test_the_iron_age_adds_its_units_and_upgrades():
    units, upgrades, buildings = new_in("iron")
    assert units == {"catapult_trireme", "war_elephant", "ballista", "horse_archer", "elephant_archer"}
    assert buildings == set()
    assert upgrades == {"catapult_trireme_to_juggernaught", "hoplite_to_phalanx", "cavalry_to_heavy_cavalry",
                        "stone_thrower_to_catapult", "ballista_to_helepolis", "horse_archer_to_heavy_horse_archer",
                        "war_galley_to_trireme", "sentry_tower_to_guard_tower", "broadsword_to_longsword"}
    every = offered(civilization("iron", [u for u in D.UPGRADES if u not in (
        "phalanx_to_centurion", "heavy_cavalry_to_cataphract", "longsword_to_legion", "catapult_to_heavy_catapult",
        "guard_tower_to_ballista_tower")]))[1]
    assert every == {"phalanx_to_centurion", "heavy_cavalry_to_cataphract", "longsword_to_legion",
                     "catapult_to_heavy_catapult", "guard_tower_to_ballista_tower"}


@rule("aoe.tech.iron.5")
def test_there_is_no_age_after_the_iron_age():
    game = civilization("iron")
    center = next(p for p in game.pieces.values() if p["type"] == "town_center")
    assert game.advance_problem(0, center) == "There is no Age after the Iron Age."


@rule("aoe.tech.chain.1")
def test_an_upgrade_waits_for_the_one_before_it_in_its_chain():
    game = civilization("iron", ["clubman_to_axeman", "axeman_to_shortsword"])
    barracks = next(p for p in game.pieces.values() if p["type"] == "barracks")
    assert game.upgrade_problem(0, "broadsword_to_longsword", barracks) == "First upgrade to Broadswords."
    assert game.upgrade_problem(0, "shortsword_to_broadsword", barracks) == ""
    assert game.upgrade_problem(0, "axeman_to_shortsword", barracks) == "Axemen are already upgraded to Shortswords."


@rule("aoe.upgrade.pending.1")
def test_a_paid_upgrade_is_laid_face_down_at_its_building():
    game = civilization("tool")
    game.order = [0, 1]
    game.queue = [0, 1]
    run(game, "build")
    barracks = next(p for p in game.pieces.values() if p["type"] == "barracks")
    from .helpers import act
    act(game, 0, "upgrade", upgrade="clubman_to_axeman", building=barracks["id"])
    assert game.upgrading[0] == {"clubman_to_axeman": barracks["id"]}
    assert "clubman_to_axeman" not in game.upgrades_done[0]


def upcost_clause(u):
    return f"aoe.upcost.{u.to_type.replace('_', '')}.1"


UPCOST = [pytest.param(u.id, marks=rule(upcost_clause(u))) for u in D.UPGRADES.values()]


@pytest.mark.parametrize("upgrade", UPCOST)
def test_each_upgrade_is_paid_at_its_printed_cost(upgrade):
    u = D.UPGRADES[upgrade]
    chain = []
    cur = u.from_type
    while cur in D.UPGRADE_TO:
        chain.append(D.UPGRADE_TO[cur].id)
        cur = D.UPGRADE_TO[cur].from_type
    game = civilization("iron", chain)
    building = next(p for p in game.pieces.values() if p["type"] == u.at)
    assert game.upgrade_problem(0, upgrade, building) == ""
    before = dict(game.purses[0])
    game.order, game.queue = [0, 1], [0, 1]
    run(game, "build")
    from .helpers import act
    act(game, 0, "upgrade", upgrade=upgrade, building=building["id"])
    paid = {k: before[k] - game.purses[0][k] for k in before}
    assert paid == u.cost.as_dict()


@rule("aoe.upcost.none.1")
def test_base_types_are_trained_with_no_upgrade_and_upgraded_ones_only_after_it():
    game = civilization("iron")
    units = {a["unit"] for a in game.produce_choices(0) if a.kind == "train"}
    assert units == {"villager", "clubman", "bowman", "scout", "scout_ship", "hoplite", "cavalry", "chariot",
                     "stone_thrower", "chariot_archer", "catapult_trireme", "ballista", "war_elephant",
                     "elephant_archer", "horse_archer"}


def unit_clause(type_id):
    return "aoe.unit." + type_id.replace("_", "") + ".1"


UNITS = [pytest.param(t, marks=rule(unit_clause(t))) for t in D.UNITS]


@pytest.mark.parametrize("type_id", UNITS)
def test_a_unit_is_trained_at_its_printed_cost_and_fights_with_its_printed_values(type_id):
    u = D.UNITS[type_id]
    chain = []
    cur = type_id
    while cur in D.UPGRADE_TO:
        chain.append(D.UPGRADE_TO[cur].id)
        cur = D.UPGRADE_TO[cur].from_type
    game = civilization("iron", chain)
    building = next(p for p in game.pieces.values() if p["type"] == u.built_at)
    before = dict(game.purses[0])
    game.train(0, building, type_id)
    assert {k: before[k] - game.purses[0][k] for k in before} == u.cost.as_dict()
    unit = next(p for p in game.pieces.values() if p["type"] == type_id)
    run(game, "complete", stop="move")
    assert not unit["down"] and unit["steps"] == u.steps and game.defence(unit) == u.defence
    target = put(game, "villager", 1, *game.board.grid.xy(unit["square"]))
    if u.pair_attack:
        assert game.attack_need((unit["id"], unit["id"]), target) == 1
    else:
        assert game.attack_need((unit["id"],), target) * 2 == u.attack_halves
    game.cc[0] = [unit["id"]]
    game.lead = [unit["id"]]
    game.moved = {}
    assert max(game.reach().values()) <= u.move_halves
    if u.range_halves is not None:
        ring = game.range_squares(unit["id"])
        assert max(game.distance(unit["square"], sq) for sq in ring) <= u.range_halves
        assert min(game.distance(unit["square"], sq) for sq in ring) >= u.min_range_halves


BUILDING_CLAUSES = {"town_center": "aoe.unit.towncenter.1", "house": "aoe.unit.house.1",
                    "watch_tower": "aoe.unit.watchtower.1", "sentry_tower": "aoe.unit.sentrytower.1",
                    "guard_tower": "aoe.unit.guardtower.1", "ballista_tower": "aoe.unit.ballistatower.1"}
BUILDINGS = [pytest.param(b, marks=rule(BUILDING_CLAUSES.get(b, "aoe.unit.otherbuilding.1"))) for b in D.BUILDINGS]


@pytest.mark.parametrize("type_id", BUILDINGS)
def test_a_building_is_laid_at_its_printed_cost_and_stands_with_its_printed_f_and_d(type_id):
    b = D.BUILDINGS[type_id]
    done = []
    cur = type_id
    while cur in D.UPGRADE_TO:
        done.append(D.UPGRADE_TO[cur].id)
        cur = D.UPGRADE_TO[cur].from_type
    game = civilization("iron", done)
    before = dict(game.purses[0])
    game.lay_foundation(0, type_id, game.board.grid.cell(1, 6))
    assert {k: before[k] - game.purses[0][k] for k in before} == b.cost.as_dict()
    piece = next(p for p in game.pieces.values() if p["type"] == type_id and p["down"])
    put(game, "villager", 0, 1, 6)
    run(game, "complete", stop="move")
    assert not piece["down"] and piece["steps"] == b.steps and game.defence(piece) == b.defence


@rule("aoe.unit.building.1")
def test_buildings_never_move_and_towers_fire_missiles():
    game = empty_board(2)
    tower = put(game, "watch_tower", 0, 5, 5)
    barracks = put(game, "barracks", 0, 5, 5)
    put(game, "villager", 1, 6, 5)
    assert game.commandable_squares(0)[tower["square"]] == [tower["id"]]  # the Barracks is no unit to command
    run(game, "missile", stop="melee")
    assert [r[0] for r in game.rolls] == [(tower["id"],)]
    game.cc[0] = [tower["id"], barracks["id"]]
    assert game.movers(0) == []


@rule("aoe.unit.key.1")
def test_the_listed_cost_is_for_one_unit_and_excludes_the_upgrade():
    game = civilization("iron", ["clubman_to_axeman", "axeman_to_shortsword"])
    barracks = next(p for p in game.pieces.values() if p["type"] == "barracks")
    before = dict(game.purses[0])
    game.train(0, barracks, "shortsword")
    assert before["food"] - game.purses[0]["food"] == 35 and before["gold"] - game.purses[0]["gold"] == 15
