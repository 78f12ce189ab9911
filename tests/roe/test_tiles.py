"""Rise of Empires: the New Tiles phase — what happens to tiles nobody took, which tiles are turned face up,
the empire tiles coming back (and turning over), the trade track cleared."""
import pytest

from dawnofempires_gui.ai import RandomBot
from dawnofempires_gui.games.roe import data as D

from .helpers import new_game, run_until


def end_of_turn(g, seed=0):
    """Play up to the last decision of the current game turn (before the next New Tiles phase)."""
    turn = g.turn
    return run_until(g, lambda x: x.turn == turn and x.stage == "order" and x.top_step()[0] == "order"
                     and sum(1 for s in x.new_order if s < 0) == 2, seed=seed)


def next_turn(g, seed=0):
    turn = g.turn
    return run_until(g, lambda x: x.turn == turn + 1, seed=seed)


def turn_to(g, turn, seed=0):
    return run_until(g, lambda x: x.turn == turn, seed=seed)


@pytest.mark.rule("roe.tiles.start.1")
def test_the_game_starts_with_8_progress_10_territory_and_5_city_tiles_face_up():
    g = new_game(4)
    assert sum(t is not None for t in g.progress_up) == 8
    assert sum(t is not None for t in g.territory_up) == 10
    assert [t is not None for t in g.city_up] == [True] * 5 + [False] * 3


@pytest.mark.rule("roe.tiles.unselected.1")
def test_tiles_nobody_took_go_to_one_side_and_can_still_be_taken():
    g = end_of_turn(new_game(4, 2), seed=2)
    left = ([t for t in g.progress_up if t], [t for t in g.territory_up if t],
            [t for t in g.city_up if t and not D.CITY_BY_ID[t].wonder])
    assert any(left)
    next_turn(g, seed=2)
    assert sorted(g.progress_aside) == sorted(left[0])
    assert sorted(g.territory_aside) == sorted(left[1])
    assert sorted(g.city_aside) == sorted(left[2])
    assert set(left[1]) <= set(g.territory_offer()) and set(left[0]) <= set(g.progress_offer())


@pytest.mark.rule("roe.tiles.wonder.1")
def test_wonders_nobody_took_go_back_into_the_box_even_with_five_players():
    g = turn_to(new_game(5, 4), 2, seed=4)
    up = [t for t in g.city_up if t]
    assert any(D.CITY_BY_ID[t].wonder for t in up)
    end_of_turn(g, seed=4)
    wonders_left = [t for t in g.city_up if t and D.CITY_BY_ID[t].wonder]
    next_turn(g, seed=4)
    assert wonders_left and all(w in g.city_box and w not in g.city_aside for w in wonders_left)


@pytest.mark.rule("roe.tiles.flip.1")
def test_each_game_turn_turns_8_progress_10_territory_and_5_city_tiles():
    g = next_turn(new_game(4, 5), seed=5)
    assert g.turn == 2
    assert sum(t is not None for t in g.progress_up) == 8 and all(D.PROGRESS_BY_ID[t].era == 1 for t in g.progress_up)
    assert sum(t is not None for t in g.territory_up) == 10
    assert sorted(t for t in g.city_up if t) == sorted(D.CITY_STACKS[(1, "B")])
    next_turn(g, seed=5)
    assert all(D.PROGRESS_BY_ID[t].era == 2 for t in g.progress_up)
    assert sorted(t for t in g.city_up if t) == sorted(D.CITY_STACKS[(2, "A")])


@pytest.mark.rule("roe.tiles.flip.2")
def test_from_game_turn_5_eight_city_tiles_are_turned_the_bottom_row_included():
    g = turn_to(new_game(3, 6), 5, seed=6)
    assert sorted(t for t in g.city_up if t) == sorted(D.CITY_STACKS[(3, "A")]) and None not in g.city_up
    next_turn(g, seed=6)
    assert sorted(t for t in g.city_up if t) == sorted(D.CITY_STACKS[(3, "B")])


@pytest.mark.rule("roe.tiles.flip.3")
def test_territory_tiles_run_out_in_the_era_two_b_turn():
    g = turn_to(new_game(4, 7), 4, seed=7)
    assert sum(t is not None for t in g.territory_up) == 10 and g.territory_deck == [None] * 40
    next_turn(g, seed=7)
    assert g.territory_up == [None] * 10


@pytest.mark.rule("roe.tiles.empire.1")
def test_all_empire_tiles_come_back_to_the_track_each_game_turn():
    g = end_of_turn(new_game(4, 9), seed=9)
    assert None in g.empire_track and any(g.empires)
    next_turn(g, seed=9)
    assert sorted(g.empire_track) == sorted(t.id for t in D.EMPIRE_TILES) and not any(g.empires)


@pytest.mark.rule("roe.tiles.empire.2")
def test_from_game_turn_3_the_empire_tiles_show_their_era_two_and_three_side():
    g = new_game(3, 1)
    assert g.empire_side("e1").number == 1
    turn_to(g, 3, seed=1)
    assert g.empire_side("e1") == D.EMPIRE_BY_ID["e1"].era23 and g.empire_side("e1").number == 2
    turn_to(g, 5, seed=1)
    assert g.empire_side("e6") == D.EMPIRE_BY_ID["e6"].era23


@pytest.mark.rule("roe.tiles.trade.1")
def test_the_resource_discs_on_the_trade_track_go_back_to_the_bank():
    g = new_game(4, 11)
    g = run_until(g, lambda x: x.trade and x.stage == "order", seed=11)
    on_track = sum(D.TRADE_BY_ID[b].discs for b in g.trade)
    bank = g.bank_discs
    next_turn(g, seed=11)
    assert g.trade == {}
    assert on_track and g.bank_discs == bank + on_track
    assert g.check_invariants() == []


@pytest.mark.rule("roe.tiles.fewplayers.1")
def test_with_three_players_tiles_nobody_took_leave_the_game():
    g = end_of_turn(new_game(3, 12), seed=12)
    left = [t for t in g.progress_up if t and not D.PROGRESS_BY_ID[t].red]
    left += [t for t in g.territory_up + g.city_up if t]
    assert left
    box = g.progress_box + g.territory_box + g.city_box
    next_turn(g, seed=12)
    gone = g.progress_box + g.territory_box + g.city_box
    assert sorted(gone) == sorted(box + left)
    assert not g.territory_aside and not g.city_aside


@pytest.mark.rule("roe.tiles.fewplayers.2")
def test_with_two_players_a_red_tile_nobody_took_stays_for_the_next_turn():
    g = new_game(2, 13)
    red = [t for t in D.PROGRESS_DECK[1] if D.PROGRESS_BY_ID[t].red]  # Writing and Sailing
    assert red
    for box, tile in enumerate(red):
        if tile not in g.progress_up:
            slot = g.progress_deck1.index(tile)
            g.progress_deck1[slot], g.progress_up[box] = g.progress_up[box], tile
    others = [t for t in g.progress_up if t not in red]
    g.clear_unselected()  # the start of the next New Tiles phase
    assert sorted(g.progress_aside) == sorted(red)
    assert sorted(g.progress_box) == sorted(others)


@pytest.mark.rule("roe.tiles.empire.2")
def test_the_new_tiles_line_of_the_log_says_which_side_of_the_empire_tiles_lies_up():
    g = new_game(3, 1)
    bot, said = RandomBot(1), []
    while g.turn < 4:
        seat = g.to_move()[0]
        said += [e.text for e in g.apply(seat, bot.choose(None, seat, g.legal_actions(seat)))]
    news = [text for text in said if text.startswith("Game turn")]
    assert any(t.startswith("Game turn 2 ") and "lie Era-I side up" in t for t in news), news
    assert any(t.startswith("Game turn 3 ") and "lie Era-II/III side up" in t for t in news), news
