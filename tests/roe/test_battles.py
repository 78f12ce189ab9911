"""Rise of Empires: battles after an empire tile — where, who loses what, the two-row tiles."""
import pytest

from .helpers import DAN, LIN, MICHAEL, PETER, at_action, give_progress, kinds, new_game, play, put_cubes, refused


def to_battle(g, seat, tile, turn=None):
    """Seat takes an empire tile (A turn) and confirms placing nothing: the battle step, if any."""
    if turn is not None:
        at_action(g, seat, turn=turn)
    play(g, seat, "take_empire", tile=tile)
    if g.top_step()[0] == "place":
        play(g, seat, "confirm_placement")


@pytest.mark.rule("roe.battle.when.1", "roe.battle.where.1", "roe.battle.region.1")
def test_after_placing_even_nothing_a_battle_may_be_fought_where_both_have_cubes():
    g = new_game(3, first=MICHAEL)
    put_cubes(g, MICHAEL, "levant", 2)
    put_cubes(g, PETER, "levant", 2)
    put_cubes(g, DAN, "mesopotamia", 2)  # Michael has no cubes there: no battle there
    to_battle(g, MICHAEL, "e4")
    assert g.top_step() == ("battle", (MICHAEL,))
    assert {(a["region"], a["player"]) for a in g.legal_actions(MICHAEL) if a.kind == "battle"} == {("levant", PETER)}
    why = refused(g, MICHAEL, "battle", region="mesopotamia", player=DAN, row=0)
    assert "where you have cubes and the defender" in why


@pytest.mark.rule("roe.battle.defender.1", "roe.battle.attacker.1", "roe.battle.stock.1")
def test_the_defender_loses_the_rightmost_number_then_the_attacker_the_leftmost_to_the_general_stock():
    g = new_game(3, first=MICHAEL)
    put_cubes(g, MICHAEL, "levant", 3)
    put_cubes(g, PETER, "levant", 4)
    to_battle(g, MICHAEL, "e4")  # Era I: you lose 1, the defender 2
    play(g, MICHAEL, "battle", region="levant", player=PETER, row=0)
    assert g.cubes["levant"] == [2, 2, 0]
    assert g.stock[MICHAEL] == 25 - 3 + 1 and g.stock[PETER] == 25 - 4 + 2
    assert g.to_move() == [PETER]  # one battle only with this tile: the action is over


@pytest.mark.rule("roe.battle.region.2")
def test_removals_beyond_the_cubes_in_the_region_are_ignored():
    g = new_game(3, first=MICHAEL)
    put_cubes(g, MICHAEL, "levant", 1)
    put_cubes(g, PETER, "levant", 1)
    put_cubes(g, PETER, "mesopotamia", 3)
    to_battle(g, MICHAEL, "e4")  # the defender would lose 2
    play(g, MICHAEL, "battle", region="levant", player=PETER, row=0)
    assert g.cubes["levant"] == [0, 0, 0] and g.cubes["mesopotamia"][PETER] == 3


@pytest.mark.rule("roe.battle.example.1", "roe.med.battle.1")
def test_dan_places_three_in_the_mediterranean_and_attacks_peter_who_loses_two_while_dan_loses_one():
    g = new_game(4, first=DAN)
    put_cubes(g, PETER, "med", 2)
    at_action(g, DAN)
    side = g.empire_side("e1")
    assert (side.number, side.water, side.rows[0].attacker, side.rows[0].defender) == (1, True, 1, 2)
    play(g, DAN, "take_empire", tile="e1")
    play(g, DAN, "place", region="med", count=3)
    play(g, DAN, "confirm_placement")
    play(g, DAN, "battle", region="med", player=PETER, row=0)
    assert g.cubes["med"][PETER] == 0 and g.cubes["med"][DAN] == 2
    assert g.standing("med") == ([DAN], [])


@pytest.mark.rule("roe.battle.optional.1")
def test_nobody_is_forced_to_fight():
    g = new_game(3, first=MICHAEL)
    put_cubes(g, MICHAEL, "levant", 2)
    put_cubes(g, PETER, "levant", 2)
    to_battle(g, MICHAEL, "e4")
    assert "end_battles" in kinds(g, MICHAEL)
    play(g, MICHAEL, "end_battles")
    assert g.cubes["levant"] == [2, 2, 0] and g.to_move() == [PETER]


@pytest.mark.rule("roe.battle.two.1", "roe.battle.two.2")
def test_a_two_row_tile_fights_one_battle_with_its_top_row_in_era_two():
    g = new_game(3, first=MICHAEL)
    put_cubes(g, MICHAEL, "levant", 3)
    put_cubes(g, PETER, "levant", 4)
    put_cubes(g, MICHAEL, "asia_minor", 3)
    put_cubes(g, DAN, "asia_minor", 4)
    to_battle(g, MICHAEL, "e2", turn=3)  # Era II side: rows 1:3 and 1:1
    assert {a["row"] for a in g.legal_actions(MICHAEL) if a.kind == "battle"} == {0}
    assert "cannot be used" in refused(g, MICHAEL, "battle", region="levant", player=PETER, row=1)
    play(g, MICHAEL, "battle", region="levant", player=PETER, row=0)
    assert g.cubes["levant"] == [2, 1, 0]
    assert g.to_move() == [PETER]  # no second battle before Era III


@pytest.mark.rule("roe.battle.two.3", "roe.battle.two.4")
def test_in_era_three_a_two_row_tile_fights_two_battles_in_different_regions_one_per_row():
    g = new_game(4, first=MICHAEL)
    put_cubes(g, MICHAEL, "levant", 3)
    put_cubes(g, PETER, "levant", 4)
    put_cubes(g, MICHAEL, "asia_minor", 3)
    put_cubes(g, LIN, "asia_minor", 4)
    to_battle(g, MICHAEL, "e2", turn=5)
    assert {a["row"] for a in g.legal_actions(MICHAEL) if a.kind == "battle"} == {0, 1}  # either row for one
    play(g, MICHAEL, "battle", region="asia_minor", player=LIN, row=1)  # the bottom row first: 1:1
    assert g.cubes["asia_minor"] == [2, 0, 0, 3]
    left = {(a["region"], a["row"]) for a in g.legal_actions(MICHAEL) if a.kind == "battle"}
    assert left == {("levant", 0)}  # a different region, with the other row
    assert "different regions" in refused(g, MICHAEL, "battle", region="asia_minor", player=LIN, row=0)
    play(g, MICHAEL, "battle", region="levant", player=PETER, row=0)  # 1:3
    assert g.cubes["levant"] == [2, 1, 0, 0]
    assert g.to_move() != [MICHAEL] and g.check_invariants() == []


def test_progress_tiles_add_to_or_spare_the_defenders_losses():
    g = new_game(3, first=MICHAEL)
    give_progress(g, MICHAEL, "chivalry")
    give_progress(g, PETER, "city_walls")
    give_progress(g, PETER, "castles")
    put_cubes(g, MICHAEL, "levant", 3)
    put_cubes(g, PETER, "levant", 5)
    to_battle(g, MICHAEL, "e4", turn=3)  # 1:3, +1 for Chivalry, -2 for City Walls and Castles
    play(g, MICHAEL, "battle", region="levant", player=PETER, row=0)
    assert g.cubes["levant"] == [2, 3, 0]
