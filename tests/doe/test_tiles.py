"""Technology, city improvement and wonder tiles (§9–§11)."""
import pytest

from dawnofempires_gui.engine import Action as A
from dawnofempires_gui.games.doe import data as D

from .helpers import FOOD, MONEY, PROD, SCIENCE, WEALTH, T, asked, board, choose, corner, hide, kinds, refused, town, units

C = T(2, 2)
E, F_ = T(3, 2), T(3, 1)
CT = corner(C, E, F_)


def conv(techs=(), wonders=()):
    g = board(2)
    g.techs[0] = list(techs)
    for w in wonders:
        g.wonder_owner[w] = 0
    return lambda ter: g.conversions(0, ter)


def base(ter):
    return conv()(ter)


GREEN = [
    ("doe.tech.green1.1", "agriculture", 1, [("plains", "food", 2), ("hills", "food", 2)]),
    ("doe.tech.green2.1", "boatbuilding", 1, [("ocean", "wealth", 3)]),
    ("doe.tech.green3.1", "bronze_working", 1, [("hills", "production", 3), ("mountains", "production", 2)]),
    ("doe.tech.green4.1", "copper_mining", 1, [("hills", "production", 3), ("mountains", "wealth", 2)]),
    ("doe.tech.green5.1", "fishing", 2, [("ocean", "food", 2)]),
    ("doe.tech.green6.1", "mining", 1, [("hills", "production", 2), ("mountains", "production", 3)]),
    ("doe.tech.green7.1", "plough", 2, [("grassland", "food", 3)]),
    ("doe.tech.green8.1", "silver_mining", 1, [("hills", "production", 2), ("mountains", "wealth", 3)]),
    ("doe.tech.green9.1", "weaving", 2, [("grassland", "wealth", 3), ("plains", "wealth", 3)]),
]


@pytest.mark.parametrize("clause,tech,copies,effects", GREEN)
def test_green_technologies(clause, tech, copies, effects):
    t = D.TECHS[tech]
    assert t.colour == "green" and t.copies == copies and 1 <= t.cost <= 8
    with_tech = conv([tech])
    for ter, res, n in effects:
        assert with_tech(ter)[res] == n
        assert base(ter).get(res, 0) < n  # a real improvement on the base


# The marks, one per clause, for the table above.
@pytest.mark.rule("doe.tech.green1.1", "doe.tech.green2.1", "doe.tech.green3.1", "doe.tech.green4.1", "doe.tech.green5.1",
                  "doe.tech.green6.1", "doe.tech.green7.1", "doe.tech.green8.1", "doe.tech.green9.1")
def test_green_technologies_in_a_harvest():
    for _clause, tech, _copies, effects in GREEN:
        for ter, res, n in effects:
            g = board(2, terrain=ter)
            town(g, 0, CT, 1)
            g.techs[0] = [tech]
            choose(g, "harvest")
            g.apply(0, A("collect", tile=C))
            g.apply(0, A("convert", terrain=ter, res=res))
            assert g.res[0][D.RESOURCES.index(res)] == n, (tech, ter, res)
    # alphabetical order of each colour holds
    for colour in D.COLOURS:
        names = [t.name for t in D.TECHS.values() if t.colour == colour]
        assert names == sorted(names)


def turn_with(techs=(), res=(0, 0, 0, 0, 0), wonders=()):
    g = board(2)
    town(g, 0, CT, 1)
    g.techs[0] = list(techs)
    g.res[0] = list(res)
    for w in wonders:
        g.wonder_owner[w] = 0
    return g


@pytest.mark.rule("doe.tech.blue.1", "doe.tech.blue1.1")
def test_blue_exchanges_any_time_in_own_turn():
    g = turn_with(["currency"], res=(0, 0, 6, 0, 0))
    g.court = True
    # before the rondel move, after it, as often as wanted
    g.apply(0, A("exchange", id="currency"))
    assert g.res[0][WEALTH] == 4 and g.res[0][MONEY] == 3
    choose(g, "research")
    g.apply(0, A("exchange", id="currency"))
    g.apply(0, A("exchange", id="currency"))
    assert g.res[0][WEALTH] == 0 and g.res[0][MONEY] == 8  # 9 capped at 8
    refused(g, 0, A("exchange", id="currency"), "needs 2 wealth")
    g.res[0][WEALTH] = 2  # with money at the cap, the wealth would be paid for nothing
    refused(g, 0, A("exchange", id="currency"), f"already at {D.CAP}")
    assert A("exchange", id="currency") not in g.legal_actions(0)
    # not in another player's turn
    g2 = turn_with(["currency"], res=(0, 0, 6, 0, 0))
    g2.techs[1] = ["currency"]
    g2.res[1][WEALTH] = 4
    assert g2.legal_actions(1) == []
    t = D.TECHS["currency"]
    assert t.colour == "blue" and t.copies == 2
    assert "currency" in D.BUILDINGS["market"].requires and "currency" in D.BUILDINGS["tomb_of_midas"].requires


@pytest.mark.rule("doe.tech.blue3.1", "doe.tech.blue5.1", "doe.tech.blue6.1")
def test_food_exchanges_and_colossus():
    for tech, res in (("money_lending", MONEY), ("smithing", PROD), ("teaching", SCIENCE)):
        g = turn_with([tech], res=(2, 0, 0, 0, 0))
        g.apply(0, A("exchange", id=tech))
        assert g.res[0][FOOD] == 1 and g.res[0][res] == 1
        assert D.TECHS[tech].copies == 1
        g.res[0] = [0, 5, 0, 2, 0]
        assert g.build_problem(0, "colossus") == ""
    assert D.BUILDINGS["colossus"].requires == ("money_lending", "smithing", "teaching")


@pytest.mark.rule("doe.tech.blue4.1")
def test_pottery():
    t = D.TECHS["pottery"]
    assert t.copies == 2 and t.exchange is None and not t.convert and not t.happy
    g = turn_with(["pottery"], res=(0, 8, 0, 8, 0))
    assert g.build_problem(0, "granary") == "" and g.build_problem(0, "hanging_gardens") == ""
    g.techs[0] = []
    assert "requires pottery" in g.build_problem(0, "granary").lower()


@pytest.mark.rule("doe.tech.blue7.1")
def test_writing():
    g = turn_with(["writing"], res=(0, 8, 2, 8, 0))
    g.apply(0, A("exchange", id="writing"))
    assert g.res[0][SCIENCE] == 3 and g.res[0][WEALTH] == 0
    assert g.build_problem(0, "library") == "" and g.build_problem(0, "great_library") == ""
    assert D.TECHS["writing"].copies == 2


@pytest.mark.rule("doe.tech.yellow3.1", "doe.tech.yellow5.1", "doe.tech.yellow6.1")
def test_happy_face_technologies():
    g = turn_with(res=(0, 8, 0, 8, 0))
    for tech, faces in (("mysticism", 1), ("polytheism", 1), ("religion", 2)):
        g.techs[0] = [tech]
        assert g.happy_faces(0) == faces
        assert D.TECHS[tech].copies == 2
    g.techs[0] = ["mysticism"]
    assert g.build_problem(0, "temple") == "" and g.build_problem(0, "oracle") == ""
    assert g.build_problem(0, "temple_of_mars") != ""
    g.techs[0] = ["polytheism"]
    assert g.build_problem(0, "temple") == "" and g.build_problem(0, "temple_of_mars") == ""
    assert g.build_problem(0, "oracle") != ""


def harvest_with(imps=(), wonders=(), terrain="grassland", cubes=0, res=(0, 0, 0, 0, 0)):
    g = board(2, terrain=terrain)
    town(g, 0, CT, 3)
    g.imps[0] = list(imps)
    for w in wonders:
        g.wonder_owner[w] = 0
    g.res[0] = list(res)
    choose(g, "harvest")
    for t in (C, E, F_)[:cubes]:
        g.apply(0, A("collect", tile=t))
    if g.step == "collect":
        g.apply(0, A("stop_collecting"))
    return g


@pytest.mark.rule("doe.improvement.harvest.1", "doe.improvement.granary.1", "doe.improvement.library.1",
                  "doe.improvement.market.1", "doe.improvement.workshop.1")
def test_harvest_improvements():
    reqs = {"granary": ("pottery",), "library": ("writing",), "market": ("currency",), "workshop": ("masonry",)}
    for imp, res in (("granary", FOOD), ("library", SCIENCE), ("market", MONEY), ("workshop", PROD)):
        assert D.BUILDINGS[imp].requires == reqs[imp]
        g = harvest_with([imp], cubes=1)
        assert g.step == "convert" and g.res[0][res] == 2  # gained at the convert step, before upkeep
        g0 = harvest_with([], cubes=1)
        assert g0.res[0][res] == 0
        # capped at 8
        g = harvest_with([imp], cubes=1, res=tuple(7 if i == res else 2 for i in range(5)))
        assert g.res[0][res] == 8


@pytest.mark.rule("doe.improvement.palace.1")
def test_palace():
    assert D.BUILDINGS["palace"].requires == ("monarchy",) and D.BUILDINGS["palace"].copies == 3
    g = turn_with(["monarchy"], res=(0, 2, 0, 2, 0))
    choose(g, "build")
    g.apply(0, A("build", item="palace"))
    assert g.score_parts(0)["Palace"] == 1


@pytest.mark.rule("doe.improvement.temple.1")
def test_temple():
    assert D.BUILDINGS["temple"].requires == ("mysticism", "polytheism") and D.BUILDINGS["temple"].copies == 4
    g = turn_with()
    g.imps[0] = ["temple"]
    assert g.happy_faces(0) == 1


@pytest.mark.rule("doe.wonder.colossus.1")
def test_colossus():
    assert conv(wonders=["colossus"])("plains")["wealth"] == 3
    assert base("plains")["wealth"] < 3


@pytest.mark.rule("doe.wonder.greatlibrary.1")
def test_great_library():
    g = turn_with(res=(0, 0, 3, 0, 0), wonders=["great_library"])
    g.apply(0, A("exchange", id="great_library"))
    g.apply(0, A("exchange", id="great_library"))
    assert g.res[0][SCIENCE] == 4 and g.res[0][WEALTH] == 1
    assert D.BUILDINGS["great_library"].requires == ("writing",)


@pytest.mark.rule("doe.wonder.greatlighthouse.1")
def test_great_lighthouse():
    assert conv(wonders=["great_lighthouse"])("ocean")["wealth"] == 3
    assert D.BUILDINGS["great_lighthouse"].requires == ("sailing",)


@pytest.mark.rule("doe.wonder.hanginggardens.1", "doe.wonder.hanginggardens.2")
def test_hanging_gardens():
    assert conv(wonders=["hanging_gardens"])("plains")["food"] == 2
    g = turn_with(wonders=["hanging_gardens"])
    assert g.happy_faces(0) == 1
    assert D.BUILDINGS["hanging_gardens"].requires == ("pottery",)


@pytest.mark.rule("doe.wonder.oracle.1")
def test_oracle():
    g = turn_with(wonders=["oracle"])
    assert g.happy_faces(0) == 2
    assert D.BUILDINGS["oracle"].requires == ("mysticism",)


@pytest.mark.rule("doe.wonder.pyramids.1")
def test_pyramids():
    assert conv(wonders=["pyramids"])("desert")["food"] == 2
    assert base("desert").get("food", 0) < 2
    assert D.BUILDINGS["pyramids"].requires == ("masonry",) and D.BUILDINGS["pyramids"].vp == 2


@pytest.mark.rule("doe.wonder.templeofmars.1")
def test_temple_of_mars_places_the_spirit():
    g = turn_with(["polytheism"], res=(0, 8, 0, 8, 0))
    units(g, 0, C, w=1)  # C is not empty
    choose(g, "build")
    g.apply(0, A("build", item="temple_of_mars"))
    assert asked(g) == ["mars"] and g.to_move() == [0]
    assert {a["tile"] for a in g.legal_actions(0)} == {E, F_}
    g.apply(0, A("place_mars", tile=F_))
    assert g.mars_tile == F_ and g.mars_owner == 0 and g.unit_owner[F_] == 0
    # the Spirit is a warrior of its owner: it can explore
    hide(g, T(4, 0))
    assert T(4, 0) in g.explore_options(0)


@pytest.mark.rule("doe.wonder.tombofmidas.1")
def test_tomb_of_midas():
    g = turn_with(res=(0, 0, 2, 0, 0), wonders=["tomb_of_midas"])
    choose(g, "research")
    g.apply(0, A("exchange", id="tomb_of_midas"))
    assert g.res[0][MONEY] == 2 and g.res[0][WEALTH] == 1
    assert D.BUILDINGS["tomb_of_midas"].requires == ("currency",)
