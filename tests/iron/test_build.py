"""Step 4: building provinces, ports, monuments, armies and ships."""
import pytest

from dawnofempires_gui.engine import Action, IllegalAction
from dawnofempires_gui.games.iron import data as D
from dawnofempires_gui.games.iron.state import TOP

from .helpers import act, finish_turn, fresh_turn, new, roll, texts


def bit(name):
    return 1 << D.DEV_INDEX[name]


def building(pop3=1, food3=0, setup=("port", "port"), n=2, **sheet):
    """A game in seat 0's build step with 3 population per pop3 die (fate: Drought, no battle)."""
    game = new(n, setup=list(setup))
    for key, value in sheet.items():
        getattr(game, key)[0] = value
    if pop3 + food3 > game.empire_dice(0):
        game.provinces[0] = pop3 + food3
    fresh_turn(game)
    faces = ["pop3"] * pop3 + ["food3"] * food3
    faces += ["food3"] * (len(game.dice) - len(faces))
    roll(game, faces, "drought")
    assert game.step() == "build", game.step()
    return game


@pytest.mark.rule("iron.build.pop.1", "iron.build.province.1")
def test_each_population_fills_one_box():
    game = building(pop3=2, food=10)
    assert game.pop == 6
    legal = game.legal_actions(0)
    for a in (Action("province"), Action("port_pop"), Action("army"), Action("monument", monument="obelisk")):
        assert a in legal
    act(game, "province")
    assert game.pop == 5 and game.prov_boxes[0] == 1 and game.provinces[0] == 1
    act(game, "monument", monument="coliseum")
    assert game.pop == 4 and game.monument_boxes(0, "coliseum") == 1
    act(game, "province")
    assert game.provinces[0] == 2  # province 2 has 2 boxes


@pytest.mark.rule("iron.build.army.1")
def test_an_army_costs_population_and_food():
    game = building(pop3=1, food=4)
    food, army = game.food[0], game.army[0]
    act(game, "army")
    assert (game.food[0], game.army[0], game.pop) == (food - 1, army + 1, 2)
    game.food[0] = 0
    assert Action("army") not in game.legal_actions(0)
    with pytest.raises(IllegalAction, match="no food"):
        game.apply(0, Action("army"))
    game.food[0] = 3
    game.army[0] = 15
    with pytest.raises(IllegalAction, match="at most 15"):
        game.apply(0, Action("army"))


@pytest.mark.rule("iron.build.port.1", "iron.dev.spend.1")
def test_a_port_needs_population_and_goods_urns():
    game = building(pop3=1, goods=5)
    assert game.ports[0] == 2  # setup port: port 3 next, 3 urns
    act(game, "port_pop")
    assert game.ports[0] == 2
    act(game, "urn")
    act(game, "urn")
    assert game.ports[0] == 2 and game.goods[0] == 3
    events = act(game, "urn")
    assert game.ports[0] == 3 and game.goods[0] == 2
    assert "completes port 3" in texts(events)


def test_build_a_whole_port_in_one_step():
    game = building(pop3=1, goods=4)
    assert Action("port") in game.legal_actions(0)
    assert game.describe(Action("port")) == "Build port 3 (1 population and 3 goods)"
    act(game, "port")
    assert game.ports[0] == 3 and game.goods[0] == 1 and game.pop == 2
    game.goods[0] = 1
    with pytest.raises(IllegalAction, match="Building port 4 needs 3 goods; you have 1"):
        game.apply(0, Action("port"))


@pytest.mark.rule("iron.build.port.2")
def test_future_port_boxes_before_the_next_port_is_done():
    game = building(pop3=1, goods=0)
    act(game, "port_pop")
    act(game, "port_pop")  # population for ports 3 and 4 before port 3's urns
    assert game.port_pop[0] == 3 and game.ports[0] == 2
    game.goods[0] = 6
    for _ in range(6):
        act(game, "urn")
    assert game.ports[0] == 4


@pytest.mark.rule("iron.build.port.3", "iron.build.province.3")
def test_a_new_port_or_province_gives_a_die_when_it_pulls_ahead():
    game = building(pop3=1, goods=5)  # 2 ports, 1 province: 2 dice
    assert len(game.dice) == 2
    act(game, "port")
    finish_turn(game)
    finish_turn_of_other(game)
    assert game.ports[0] == 3 and len(game.dice) == 3
    game = new(2)  # 1 port, 2 provinces
    game.prov_boxes[0] = 3  # one box short of province 3
    fresh_turn(game)
    roll(game, ["pop3", "food3"], "drought")
    act(game, "province")
    assert game.provinces[0] == 3 and game.empire_dice(0) == 3
    # a port that only evens the count gives no die
    game = new(2)
    game.goods[0] = 2
    game.ports[0], game.provinces[0] = 1, 2
    fresh_turn(game)
    roll(game, ["pop3", "food3"], "drought")
    act(game, "port")
    assert game.ports[0] == 2 and game.empire_dice(0) == 2


def finish_turn_of_other(game):
    roll(game, ["food3"] * len(game.dice), "drought")
    finish_turn(game)


@pytest.mark.rule("iron.build.province.2")
def test_a_province_gives_two_armies_and_its_tribute():
    game = building(pop3=2, food=5)
    army, tribute = game.army[0], game.tribute[0]
    act(game, "province")
    events = act(game, "province")
    assert game.provinces[0] == 2 and game.army[0] == army + 2 and game.tribute[0] == tribute + 1
    assert "2 armies and 1 tribute" in texts(events)
    for _ in range(2):
        act(game, "province")
    assert game.provinces[0] == 3 and game.tribute[0] == tribute + 3
    game.army[0] = 14
    for _ in range(2):
        act(game, "province")
    assert game.army[0] == 14  # province 4 is not done: 3 boxes
    game.pop = 1
    act(game, "province")
    assert game.army[0] == 15 and game.tribute[0] == tribute + 6


@pytest.mark.rule("iron.build.monument.1", "iron.build.monument.2", "iron.build.monument.3", "iron.score.monument.1")
def test_first_and_later_monument_points():
    game = building(pop3=2, food=5)
    for _ in range(4):
        act(game, "monument", monument="obelisk")
    assert game.score_parts(0)["Monuments"] == 0  # incomplete: nothing
    events = act(game, "monument", monument="obelisk")
    assert game.mon_first[D.MON_INDEX["obelisk"]] == 0
    assert "first to complete the Obelisk: 2 points" in texts(events)
    assert game.score_parts(0)["Monuments"] == 2
    game.mon[1 * len(D.MONUMENTS) + D.MON_INDEX["obelisk"]] = 4
    game.active = 1
    fresh_turn(game)
    roll(game, ["pop3", "food3"], "drought")
    events = act(game, "monument", monument="obelisk")
    assert "completes the Obelisk: 1 point." in texts(events)
    assert game.score_parts(1)["Monuments"] == 1 and game.score_parts(0)["Monuments"] == 2
    assert Action("monument", monument="obelisk") not in game.legal_actions(1)


def test_coliseum_points():
    game = building(pop3=1)
    game.mon[D.MON_INDEX["coliseum"]] = 14
    act(game, "monument", monument="coliseum")
    assert game.score_parts(0)["Monuments"] == 13
    game.mon[len(D.MONUMENTS) + D.MON_INDEX["coliseum"]] = 15
    assert game.score_parts(1)["Monuments"] == 10


@pytest.mark.rule("iron.dev.effects.1")
def test_architecture_fills_three_boxes_for_two_population():
    game = building(pop3=1)
    assert not any(a.kind == "architecture" for a in game.legal_actions(0))
    game.devs[0] |= bit("architecture")
    act(game, "architecture", monument="walls")
    assert game.monument_boxes(0, "walls") == 3 and game.pop == 1
    with pytest.raises(IllegalAction, match="Architecture needs 2 population; you have 1"):
        game.apply(0, Action("architecture", monument="walls"))


@pytest.mark.rule("iron.dev.effects.1")
def test_architecture_is_offered_with_exactly_two_population_for_a_monument_with_exactly_three_boxes_left():
    game = building(pop3=1)
    game.devs[0] |= bit("architecture")
    walls = D.MON_IDS.index("walls")
    game.mon[walls] = D.MON_BOXES[walls] - 3
    game.pop = 2
    assert Action("architecture", monument="walls") in game.legal_actions(0)
    game.mon[walls] = D.MON_BOXES[walls] - 2
    assert Action("architecture", monument="walls") not in game.legal_actions(0)


@pytest.mark.rule("iron.build.ship.1", "iron.build.ship.2")
def test_ships_need_shipmaking_bought_earlier_and_two_goods():
    game = building(pop3=1, goods=10)
    assert Action("ship") not in game.legal_actions(0)
    with pytest.raises(IllegalAction, match="Ships need Shipmaking"):
        game.apply(0, Action("ship"))
    act(game, "end_build")
    act(game, "buy", dev="shipmaking", goods=4, innovations=0, wealth=0)
    # bought this turn: the build step is over, no ship this turn
    assert game.step() == "store" and Action("ship") not in game.legal_actions(0)
    with pytest.raises(IllegalAction, match="building step is over"):
        game.apply(0, Action("ship"))
    finish_turn(game)
    finish_turn_of_other(game)
    roll(game, ["pop3", "food3"], "drought")
    goods = game.goods[0]
    act(game, "ship")
    assert game.ships[0] == 1 and game.goods[0] == goods - 2


@pytest.mark.rule("iron.dev.effects.1")
def test_granaries_turn_goods_into_food():
    game = building(pop3=1, goods=3, food=2)
    assert Action("granary") not in game.legal_actions(0)
    game.devs[0] |= bit("granaries")
    food = game.food[0]
    act(game, "granary")
    assert game.goods[0] == 2 and game.food[0] == food + 1
    game.food[0] = TOP["food"]
    assert Action("granary") not in game.legal_actions(0)
    with pytest.raises(IllegalAction, match="Your food row is full."):
        game.apply(0, Action("granary"))


def test_unused_population_is_lost():
    game = building(pop3=1)
    act(game, "end_build")
    assert game.pop == 0


def test_refusals_never_speak_of_a_seventh_port_or_province():
    """Every port and province built and no population left: the refusals say so, never "port 7"."""
    game = building(pop3=1, goods=0)
    game.ports[0], game.port_pop[0], game.urns[0] = 6, len(D.PORT_URNS), D.TOTAL_URNS
    game.provinces[0], game.prov_boxes[0] = 6, D.TOTAL_PROVINCE_BOXES
    game.pop = 0
    said = {}
    for kind in ("province", "port_pop", "urn", "port"):
        with pytest.raises(IllegalAction) as refused:
            game.apply(0, Action(kind))
        said[kind] = str(refused.value)
        assert "7" not in said[kind] and "7" not in game.describe(Action(kind)), (kind, said[kind])
    assert said["province"] == "All your provinces are built."
    assert said["port"] == "All your ports are built."
    assert said["port_pop"] == "All your ports' population boxes are filled in."
    assert said["urn"] == "All your ports' urns are filled in."


def test_a_box_without_population_names_the_next_province_or_port():
    game = building(pop3=1, goods=0)
    game.pop = 0
    with pytest.raises(IllegalAction, match="A box of province 2 needs 1 population; you have none left"):
        game.apply(0, Action("province"))
    with pytest.raises(IllegalAction, match="The population box of port 3 needs 1 population"):
        game.apply(0, Action("port_pop"))


@pytest.mark.rule("iron.build.port.1")
def test_with_every_province_and_monument_filled_a_port_s_population_box_still_waits_for_the_player():
    """The build step passes by itself only when nothing at all can be built: here only a port's population
    box can take the population rolled."""
    game = new(2, setup=["port", "port"])
    game.provinces[0], game.prov_boxes[0] = D.MAX_PROVINCES, D.TOTAL_PROVINCE_BOXES
    for m, boxes in enumerate(D.MON_BOXES):
        game.mon[m] = boxes
    game.army[0], game.goods[0] = TOP["army"], 0
    fresh_turn(game)
    roll(game, ["pop3"] + ["innovation"] * (len(game.dice) - 1), "drought")
    assert game.step() == "build"
    assert {a.kind for a in game.legal_actions(0)} == {"port_pop", "end_build"}


@pytest.mark.rule("iron.build.port.1", "iron.build.ship.1")
@pytest.mark.parametrize("shipmaking", [False, True])
def test_goods_with_every_port_built_and_the_ships_peg_at_the_top_build_nothing_and_the_step_passes(shipmaking):
    """No population rolled, every urn filled, the army and (with Shipmaking) the ships at the top of the
    pegboard: the goods can build nothing, so the build step passes by itself."""
    game = new(2, setup=["port", "port"])
    game.ports[0], game.port_pop[0], game.urns[0] = D.MAX_PORTS, len(D.PORT_URNS), D.TOTAL_URNS
    game.army[0], game.ships[0], game.goods[0], game.food[0] = TOP["army"], TOP["ships"], 5, 10
    if shipmaking:
        game.devs[0] |= 1 << D.DEV_INDEX["shipmaking"]
    fresh_turn(game)
    roll(game, ["innovation"] * len(game.dice), "drought")
    assert game.step() != "build"


@pytest.mark.rule("iron.build.ship.1")
def test_no_ship_is_offered_with_the_ships_peg_at_the_top():
    game = new(2, setup=["port", "port"])
    game.devs[0] |= 1 << D.DEV_INDEX["shipmaking"]
    game.ships[0], game.goods[0] = TOP["ships"], 5
    fresh_turn(game)
    roll(game, ["pop3"] * len(game.dice), "drought")  # population to build with: the build step comes
    assert game.step() == "build"
    assert not any(a.kind == "ship" for a in game.legal_actions(0))
    game.ships[0] = TOP["ships"] - 1
    assert any(a.kind == "ship" for a in game.legal_actions(0))


@pytest.mark.rule("iron.build.ship.2")
def test_with_shipmaking_exactly_two_goods_keep_the_build_step_for_a_ship():
    """Nothing else to build (every port built, the army at the top, no population): 2 goods pay for a ship."""
    game = new(2, setup=["port", "port"])
    game.ports[0], game.port_pop[0], game.urns[0] = D.MAX_PORTS, len(D.PORT_URNS), D.TOTAL_URNS
    game.army[0], game.ships[0], game.goods[0], game.food[0] = TOP["army"], 0, 2, 10
    game.devs[0] |= 1 << D.DEV_INDEX["shipmaking"]
    fresh_turn(game)
    roll(game, ["innovation"] * len(game.dice), "drought")
    assert game.step() == "build"
    assert {a.kind for a in game.legal_actions(0)} == {"ship", "end_build"}


@pytest.mark.rule("iron.build.pop.1")
def test_population_with_every_box_filled_builds_nothing_and_the_step_passes():
    """Every province, port population box and monument filled and the army at the top: the population rolled
    has nowhere to go, so the build step passes by itself."""
    game = new(2, setup=["port", "port"])
    game.provinces[0], game.prov_boxes[0] = D.MAX_PROVINCES, D.TOTAL_PROVINCE_BOXES
    game.ports[0], game.port_pop[0], game.urns[0] = D.MAX_PORTS, len(D.PORT_URNS), D.TOTAL_URNS
    for m, boxes in enumerate(D.MON_BOXES):
        game.mon[m] = boxes
    game.army[0], game.goods[0], game.food[0] = TOP["army"], 0, 15  # food, but no room for an army
    fresh_turn(game)
    roll(game, ["pop3"] + ["innovation"] * (len(game.dice) - 1), "drought")
    assert game.step() != "build"


def test_the_second_port_is_named_with_its_price():
    game = new(2)
    assert game.describe(Action("port")).startswith("Build port 2 (")


@pytest.mark.rule("iron.dev.effects.1")
def test_with_granaries_a_single_good_keeps_the_build_step_for_food():
    """Nothing else to build (every port built, the army at the top, no population): 1 good makes food."""
    game = new(2, setup=["port", "port"])
    game.ports[0], game.port_pop[0], game.urns[0] = D.MAX_PORTS, len(D.PORT_URNS), D.TOTAL_URNS
    game.army[0], game.goods[0], game.food[0] = TOP["army"], 1, 10
    game.devs[0] |= 1 << D.DEV_INDEX["granaries"]
    fresh_turn(game)
    roll(game, ["innovation"] * len(game.dice), "drought")
    assert game.step() == "build"
    assert {a.kind for a in game.legal_actions(0)} == {"granary", "end_build"}

