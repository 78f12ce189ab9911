"""End of the game and scoring (§2, §6)."""
import pytest

from dawnofempires_gui.engine import Action as A
from dawnofempires_gui.games.doe import data as D

from .helpers import FOOD, SCIENCE, T, board, choose, corner, setup, town

C = T(2, 2)
E, F_ = T(3, 2), T(3, 1)
CT = corner(C, E, F_)


def finish_turn(g):
    p = g.to_move()[0]
    while g.to_move() == [p] and not g.is_over():
        acts = g.legal_actions(p)
        if A("end_turn") in acts:
            g.apply(p, A("end_turn"))
        elif g.step == "rondel":
            g.apply(p, next(a for a in acts if a.kind == "rondel" and a["action"] == "explore"))
        else:
            g.apply(p, acts[0])


@pytest.mark.rule("doe.end.trigger.1", "doe.end.final.1")
def test_all_huts_trigger_then_one_more_turn_each():
    g = setup(3, seed=2)
    first = g.to_move()[0]
    # the first player grows to 9 huts on his turn
    towns = [corner(T(1, 1), T(2, 1), T(1, 2)), corner(T(2, 3), T(3, 3), T(3, 2)), D.START_CORNER[g.start_pos[first]]]
    for c in towns[:2]:
        for t in __import__("dawnofempires_gui.games.doe.hexmap", fromlist=["x"]).CORNER_TILES[c]:
            if g.under[t] is not None:
                g.terrain[t], g.under[t] = g.under[t], None
    g.town_owner[towns[0]] = first
    g.town_size[towns[0]] = 3
    g.town_owner[towns[1]] = first
    g.town_size[towns[1]] = 3
    g.town_size[towns[2]] = 2
    g.huts_track[first] = 1
    g.res[first][FOOD] = 8
    g.apply(first, A("rondel", space=1, action="grow"))
    ev = g.apply(first, A("grow", corner=towns[2]))
    assert g.huts_track[first] == 0 and g.final_left > 0
    assert any("one more turn" in e.text for e in ev)
    turns = []
    while not g.is_over():
        turns.append(g.to_move()[0])
        finish_turn(g)
    # the rest of the current round's players, then everyone once more, the trigger included
    assert turns == (g.order * 3)[1:1 + 3]
    assert first in turns and g.is_over()


@pytest.mark.rule("doe.end.trigger.2")
def test_twelve_technologies_trigger():
    g = board(2)
    town(g, 0, CT, 1)
    g.techs[0] = ["agriculture", "fishing", "plough", "masonry", "pottery", "writing", "code_of_laws", "monarchy",
                  "mysticism", "sailing", "militia"]
    g.res[0][SCIENCE] = 8
    choose(g, "research")
    assert g.final_left == -1
    g.apply(0, A("research", tech="iron_working"))
    assert g.final_left == 2 and "12 technologies" in g.end_reason  # turn over: two more turns to play


@pytest.mark.rule("doe.end.trigger.3")
def test_twenty_experience_triggers():
    g = board(2)
    town(g, 0, CT, 1)
    g.xp[1] = 19
    choose(g, "research")
    g.apply(0, A("end_turn"))
    assert g.final_left == -1
    g.xp[1] = 20
    g.apply(1, g.legal_actions(1)[0])
    assert g.final_left > 0 and "20 military experience" in g.end_reason


def scored():
    g = board(3)
    town(g, 0, CT, 3)
    town(g, 0, corner(T(0, 1), T(1, 1), T(0, 2)), 2)
    town(g, 1, corner(T(3, 3), T(4, 3), T(4, 2)), 1)
    g.huts_track[2] = 9  # all of seat 2's huts back on the track
    g.techs[0] = ["masonry", "sailing"]
    g.techs[1] = ["monarchy"]
    g.imps[1] = ["palace", "temple"]
    g.legends[2] = 2
    g.war_track[2] -= 2
    g.wonder_owner = {"pyramids": 0, "oracle": 1, "temple_of_mars": 2}
    g.xp = [5, 5, 2]
    return g


@pytest.mark.rule("doe.score.hut.1", "doe.score.tech.1", "doe.score.palace.1", "doe.score.wonder.1",
                  "doe.score.wonder.2", "doe.score.xp.1", "doe.score.legend.1")
def test_score_sheet():
    g = scored()
    s = g.scores()
    assert s.points[0] == {"Huts": 5, "Technologies": 2, "Legends": 0, "Palace": 0, "Wonders": 2, "Military experience": 1}
    assert s.points[1] == {"Huts": 1, "Technologies": 1, "Legends": 0, "Palace": 1, "Wonders": 1, "Military experience": 1}
    # seat 2: two legends off the track -> 2 empty spaces -> Temple of Mars 1 point
    assert s.points[2] == {"Huts": 0, "Technologies": 0, "Legends": 2, "Palace": 0, "Wonders": 1, "Military experience": 0}
    assert s.totals == [10, 5, 3] and s.winners == [0]
    vps = {w: D.BUILDINGS[w].vp for w in D.WONDERS if not D.BUILDINGS[w].mars}
    assert vps == {"colossus": 1, "great_library": 1, "great_lighthouse": 1, "great_wall": 1, "hanging_gardens": 1,
                   "oracle": 1, "pyramids": 2, "tomb_of_midas": 1}
    g.war_track[2] -= 3
    g.unit_owner[0], g.unit_w[0] = 2, 3
    assert g.score_parts(2)["Wonders"] == 2  # 5 empty spaces, rounded down


@pytest.mark.rule("doe.score.goal.1")
def test_most_points_wins_ties_share():
    g = scored()
    g.techs[1] += ["a", "b", "c", "d", "e"]
    s = g.scores()
    assert s.totals[0] == s.totals[1] == 10 and s.winners == [0, 1]
    assert "share" in s.tie_break
    assert g.winners_words() == f"{g.name(0)} and {g.name(1)} share the victory with 10 points."
    g.techs[1].pop()
    assert g.scores().winners == [0] and g.winners_words() == f"{g.name(0)} wins with 10 points."
