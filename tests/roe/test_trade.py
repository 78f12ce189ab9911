"""Rise of Empires: the trade track — discs in, gold or points out at once, one player a box, eras."""
import pytest

from dawnofempires_gui.games.roe import data as D

from .helpers import DAN, MICHAEL, PETER, at_action, give_progress, kinds, new_game, play, refused


@pytest.mark.rule("roe.trade.place.1", "roe.trade.gain.1")
def test_a_trade_puts_the_boxs_discs_on_it_and_pays_its_gold_or_points():
    g = new_game(3, first=MICHAEL)
    g.take_discs(MICHAEL, 2)  # 4 discs
    play(g, MICHAEL, "trade", box="t4")  # 2 discs for 1 point
    assert g.discs[MICHAEL] == 2 and g.trade == {"t4": MICHAEL} and g.vp[MICHAEL] == 1
    assert g.vp_parts[MICHAEL]["Trade"] == 1 and g.check_invariants() == []


@pytest.mark.rule("roe.trade.once.1")
def test_each_box_serves_one_player_a_game_turn():
    g = new_game(3, first=MICHAEL)
    play(g, MICHAEL, "trade", box="t1")
    assert "t1" not in {a["box"] for a in g.legal_actions(PETER) if a.kind == "trade"}
    assert "only one player per game turn" in refused(g, PETER, "trade", box="t1")


@pytest.mark.rule("roe.trade.era.1")
def test_a_box_is_usable_only_in_the_eras_its_colours_show():
    g = new_game(3, first=MICHAEL)
    g.take_discs(MICHAEL, 8)
    assert {a["box"] for a in g.legal_actions(MICHAEL) if a.kind == "trade"} == {
        b.id for b in D.TRADE_BOXES if 1 in b.eras}
    assert "not for Era I" in refused(g, MICHAEL, "trade", box="t9")
    at_action(g, MICHAEL, turn=5)
    assert "t9" in {a["box"] for a in g.legal_actions(MICHAEL) if a.kind == "trade"}
    assert "t1" not in {a["box"] for a in g.legal_actions(MICHAEL) if a.kind == "trade"}


@pytest.mark.rule("roe.trade.example.1")
def test_michael_in_era_one_puts_two_discs_in_the_2_4_box_and_takes_four_gold():
    g = new_game(4, first=MICHAEL)
    box = D.TRADE_BY_ID["t1"]
    assert (box.discs, box.reward, box.amount) == (2, "gold", 4) and 1 in box.eras
    play(g, MICHAEL, "trade", box="t1")
    assert g.gold[MICHAEL] == 9 and g.discs[MICHAEL] == 0


@pytest.mark.rule("roe.trade.example.2")
def test_dan_in_era_three_puts_seven_discs_in_the_7_6_box_and_gains_six_points():
    g = new_game(4, first=DAN)
    at_action(g, DAN, turn=5)
    g.take_discs(DAN, 6)
    box = D.TRADE_BY_ID["t9"]
    assert (box.discs, box.reward, box.amount) == (7, "vp", 6) and 3 in box.eras
    play(g, DAN, "trade", box="t9")
    assert g.vp[DAN] == 6 and g.discs[DAN] == 1


def test_world_trade_gives_one_more():
    g = new_game(3, first=MICHAEL)
    give_progress(g, MICHAEL, "world_trade")
    play(g, MICHAEL, "trade", box="t1")
    assert g.gold[MICHAEL] == 5 + 5
    assert "trade" not in kinds(g, PETER) or "t1" not in {a["box"] for a in g.legal_actions(PETER) if a.kind == "trade"}
