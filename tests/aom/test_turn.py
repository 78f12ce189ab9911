"""A turn as the players see it: victory cubes placed, the hand chosen, three rounds of play, spoilage, kept cards,
and the Starting Player moving on."""
import pytest

from dawnofempires_gui.engine import HIDDEN, Action, IllegalAction
from dawnofempires_gui.games.aom import data as D
from dawnofempires_gui.games.aom.rules_tables import VI

from .helpers import at_play, do, give_card, new_game, play, random_play, set_cubes, table


def place_all(g, card="wonder"):
    while g.step() == "place_vp":
        do(g, g.to_move()[0], "place_vp", card=card)


def choose_hands(g, draws=0):
    while g.step() == "hand":
        do(g, g.to_move()[0], "draw_cards", count=min(draws, g.hand_room(g.to_move()[0])))


def pass_round(g):
    """Every player to play passes with his first card until the card play is over."""
    while g.step() == "play":
        seat = g.to_move()[0]
        do(g, seat, "pass_card", card=g.hand(seat)[0])


@pytest.mark.rule("aom.turn.phases.1")
def test_a_turn_runs_cubes_cards_three_rounds_spoilage_kept_cards_then_the_next_turn():
    g = table(["greek", "egyptian", "norse"], seed=3)
    phases = []
    while g.turn < 3:
        step = g.flow[0][0]
        if not phases or phases[-1] != step:
            phases.append(step)
        seat = g.to_move()[0]
        g.apply(seat, g.legal_actions(seat)[-1] if step == "keep" else g.legal_actions(seat)[0])
    first = phases[:phases.index("place_vp", 1)]
    assert first[:3] == ["place_vp", "hand", "play"] and first[-1] in ("play", "keep")


@pytest.mark.rule("aom.turn.vp.1", "aom.turn.vp.4")
def test_the_starting_player_and_the_next_two_each_place_a_victory_cube_on_any_card():
    g = table(["greek", "egyptian", "norse"], start=1)
    assert g.to_move() == [1]
    assert {a["card"] for a in g.legal_actions(1)} == {"largest_army", "most_buildings", "wonder", "last_battle"}
    do(g, 1, "place_vp", card="wonder")
    assert g.to_move() == [2]
    do(g, 2, "place_vp", card="most_buildings")
    do(g, 0, "place_vp", card="most_buildings")
    assert g.vp_cards[VI["most_buildings"]] == 2 and g.vp_cards[VI["wonder"]] == 1
    assert g.vp_bank == 27 and g.step() == "hand"
    with pytest.raises(IllegalAction, match="four victory cards"):
        g.flow[:] = [("place_vp", (0,))]
        do(g, 0, "place_vp", card="the_moon")


@pytest.mark.rule("aom.turn.vp.2")
def test_with_five_players_only_three_place_a_cube():
    g = table(["greek", "egyptian", "norse", "greek", "egyptian"], start=3)
    placers = []
    while g.step() == "place_vp":
        placers.append(g.to_move()[0])
        do(g, placers[-1], "place_vp", card="wonder")
    assert placers == [3, 4, 0] and g.vp_bank == 27


@pytest.mark.rule("aom.turn.vp.3")
def test_with_two_players_each_places_one_cube():
    g = table(["greek", "norse"], start=1)
    placers = []
    while g.step() == "place_vp":
        placers.append(g.to_move()[0])
        do(g, placers[-1], "place_vp", card="last_battle")
    assert placers == [1, 0] and g.vp_cards[VI["last_battle"]] == 2 and g.vp_bank == 28


@pytest.mark.rule("aom.turn.vp.4", "aom.end.trigger.2")
def test_with_fewer_cubes_left_than_due_the_last_ones_are_placed_and_that_turn_is_the_last():
    g = table(["greek", "egyptian", "norse"])
    g.vp_bank, g.vp_cards[VI["wonder"]] = 2, 28
    g.turn -= 1
    g.start_turn()
    place_all(g)
    assert g.vp_bank == 0 and g.step() == "hand"
    choose_hands(g, draws=2)
    set_cubes(g, 0, food=9)
    pass_round(g)
    assert g.is_over() and g.cube(0, "food") == 9  # no spoilage in the last turn


@pytest.mark.rule("aom.turn.draw.1", "aom.turn.draw.6", "aom.turn.draw.7")
def test_permanent_cards_are_chosen_openly_first_then_random_cards_drawn_unseen():
    g = table(["greek", "egyptian", "norse"])
    place_all(g)
    do(g, 0, "take_card", card="perm_gather")
    do(g, 0, "take_card", card="perm_build")
    assert g.hand_room(0) == 2 and {a["count"] for a in g.legal_actions(0) if a.kind == "draw_cards"} == {0, 1, 2}
    events = do(g, 0, "draw_cards", count=2)
    assert g.step() == "hand" and g.to_move() == [1]  # the choice is over: no permanent card after a random one
    drawn = list(g.hand_random(0))
    line = next(e for e in events if e.kind == "draw")
    assert line.audience == (0,) and all(D.CARDS[c].label in line.text for c in drawn)
    assert line.text_for(1) == "Andrew draws 2 random cards."
    other = g.view(1)
    assert other.perm_hand[0] == ["perm_gather", "perm_build"]  # chosen openly
    assert other.hand_random(0) == [HIDDEN, HIDDEN]


@pytest.mark.rule("aom.turn.draw.6")
def test_a_player_may_take_fewer_cards_than_his_limit():
    g = table(["greek", "egyptian", "norse"])
    place_all(g)
    do(g, 0, "take_card", card="perm_attack")
    do(g, 0, "draw_cards", count=0)
    assert g.hand(0) == ["perm_attack"] and g.to_move() == [1]
    with pytest.raises(IllegalAction, match="Only permanent"):
        do(g, 1, "take_card", card="gather_all")


@pytest.mark.rule("aom.turn.draw.5", "aom.turn.draw.2", "aom.age.effect.1")
def test_an_age_reached_during_a_turn_raises_the_hand_size_from_the_next_draw():
    g = table(["greek", "egyptian", "norse"])
    place_all(g)
    assert g.hand_room(0) == 4
    choose_hands(g)
    at_play(g, 0, "perm_next_age")
    play(g, 0, "perm_next_age")
    assert g.age[0] == 1 and g.hand_limit(0) == 5
    g.flow[:] = [("hand", (0,))]
    assert g.hand_room(0) == 5


@pytest.mark.rule("aom.turn.draw.8", "aom.turn.keep.1")
def test_kept_cards_count_against_the_next_hand():
    g = table(["greek", "egyptian", "norse"])
    place_all(g)
    for seat in range(3):
        for card in ("perm_explore", "perm_gather", "perm_trade", "perm_build"):
            do(g, seat, "take_card", card=card)
    while g.step() == "play":
        seat = g.to_move()[0]
        do(g, seat, "pass_card", card=g.hand(seat)[0])
    assert g.step() == "keep" and g.hand_count(0) == 1
    kept = g.hand(0)
    for seat in g.order_from(g.start):
        do(g, seat, "keep_cards")
    place_all(g)
    assert g.hand(0) == kept and g.hand_room(0) == 3


@pytest.mark.rule("aom.turn.round.1", "aom.turn.round.2")
def test_three_rounds_each_led_by_the_starting_player_clockwise():
    g = table(["greek", "egyptian", "norse"], start=2)
    place_all(g)
    while g.step() == "hand":
        do(g, g.to_move()[0], "draw_cards", count=4)
    order = []
    while g.step() == "play":
        seat = g.to_move()[0]
        order.append((g.round, seat))
        do(g, seat, "pass_card", card=g.hand(seat)[0])
    assert order == [(r, s) for r in (1, 2, 3) for s in (2, 0, 1)]
    assert all(g.hand_count(s) == 1 for s in range(3)) and g.step() == "keep"


@pytest.mark.rule("aom.turn.cards.1", "aom.turn.cards.2", "aom.turn.keep.2", "aom.turn.keep.3")
def test_played_cards_go_back_and_discards_follow_them():
    g = table(["greek", "egyptian", "norse"])
    place_all(g)
    do(g, 0, "take_card", card="perm_gather")
    do(g, 0, "take_card", card="perm_trade")
    do(g, 0, "draw_cards", count=2)
    randoms = list(g.hand_random(0))
    choose_hands(g, draws=4)
    while g.step() == "play":
        seat = g.to_move()[0]
        card = g.hand(seat)[-1] if seat == 0 else g.hand(seat)[0]
        do(g, seat, "pass_card", card=card)
        if seat == 0:
            assert card in g.played[0]
    # after three rounds: Andrew played both random cards and perm_trade; perm_gather is left
    assert g.played[0] == []
    assert sorted(g.under("greek")[-2:]) == sorted(randoms)
    assert g.hand(0) == ["perm_gather"] and g.step() == "keep"
    do(g, 0, "discard", card="perm_gather")
    assert g.hand(0) == [] and "perm_gather" not in g.perm_hand[0]
    while g.step() == "keep":
        do(g, g.to_move()[0], "keep_cards")
    place_all(g)
    while g.to_move() != [0]:
        do(g, g.to_move()[0], "draw_cards", count=0)
    do(g, 0, "take_card", card="perm_gather")  # back in the permanent deck
    g2 = table(["greek", "egyptian", "norse"])
    at_play(g2, 0, "hera", round_=3)
    g2.flow[:] = [("keep", (0,))]
    g2.act = {"kind": "keep", "i": -1}
    do(g2, 0, "discard", card="hera")
    assert g2.under("greek")[-1] == "hera"  # face up under the random deck


@pytest.mark.rule("aom.turn.cards.3")
def test_a_deck_down_to_its_face_up_cards_is_shuffled_and_drawn_again():
    g = table(["greek", "egyptian", "norse"])
    place_all(g)
    deck, under = g.deck("greek"), g.under("greek")
    under.extend(deck[:-1])
    del deck[:-1]
    events = do(g, 0, "draw_cards", count=3)
    assert len(g.hand_random(0)) == 3 and not g.under("greek")
    assert len(g.deck("greek")) == D.DECKS["greek"].size - 3
    assert any("shuffled again" in e.text for e in events)


@pytest.mark.rule("aom.turn.spoil.1", "aom.turn.spoil.2", "aom.bldg.storehouse.1")
def test_spoilage_keeps_five_of_each_resource_or_eight_with_a_storehouse():
    g = table(["norse", "greek", "egyptian"])
    place_all(g)
    choose_hands(g)
    set_cubes(g, 0, food=6, wood=3, gold=5, favor=7)
    set_cubes(g, 1, food=9, wood=9, gold=8, favor=2)
    g.add_building(1, "storehouse")
    bank = list(g.bank)
    g.flow.clear()
    g.end_of_turn()
    assert g.purse(0) == {"food": 5, "wood": 3, "gold": 5, "favor": 5}
    assert g.purse(1) == {"food": 8, "wood": 8, "gold": 8, "favor": 2}
    assert g.bank[0] == bank[0] + 1 + 1 and g.bank[3] == bank[3] + 2


@pytest.mark.rule("aom.turn.rotate.1")
def test_the_starting_player_moves_to_the_left_each_turn():
    g = table(["greek", "egyptian", "norse"], start=0)
    starts = []
    while g.turn <= 4:
        if g.step() == "place_vp" and (not starts or starts[-1][0] != g.turn):
            starts.append((g.turn, g.start))
        seat = g.to_move()[0]
        legal = g.legal_actions(seat)
        g.apply(seat, next((a for a in legal if a.kind in ("pass_card", "keep_cards")), legal[0]))
    assert [s for _, s in starts] == [0, 1, 2, 0]


@pytest.mark.rule("aom.turn.rotate.2")
def test_with_two_players_the_starting_player_never_changes():
    g = table(["greek", "norse"], start=1)
    random_play(g, 200, seed=4)
    assert g.turn >= 2 and g.start == 1


@pytest.mark.rule("aom.action.play.1")
def test_playing_a_card_performs_its_action_with_its_number():
    g = table(["greek", "egyptian", "norse"])
    set_cubes(g, 0, food=9, wood=9)
    at_play(g, 0, "build_2")
    play(g, 0, "build_2")
    assert g.step() == "build" and g.act["left"] == 2
    do(g, 0, "build", building="house", off=())
    do(g, 0, "build", building="house", off=())
    assert g.bld[0] == {"house": 2} and g.step() == "play" and g.to_move() == [1] and g.villager_count(0) == 2


@pytest.mark.rule("aom.action.pass.1")
def test_a_player_passes_by_discarding_any_card():
    g = table(["greek", "egyptian", "norse"])
    at_play(g, 0, "perm_build", "zeus")
    passes = {a["card"] for a in g.legal_actions(0) if a.kind == "pass_card"}
    assert passes == {"perm_build", "zeus"}
    events = do(g, 0, "pass_card", card="zeus")
    assert "passes" in events[0].text and g.played[0] == ["zeus"] and g.under("greek")[-1] == "zeus"
    assert g.to_move() == [1]


def test_a_card_not_in_hand_cannot_be_played():
    g = table(["greek", "egyptian", "norse"])
    at_play(g, 0, "perm_build")
    with pytest.raises(IllegalAction, match="You hold no"):
        g.apply(0, Action("play", card="perm_attack", use="action"))
    give_card(g, 1, "isis")
    with pytest.raises(IllegalAction, match="not .*turn"):
        g.apply(1, Action("play", card="isis", use="action"))


def test_the_log_says_who_plays_what_and_the_setup_is_told_first():
    g = table(["greek", "egyptian", "norse"])
    at_play(g, 0, "perm_build")
    events = play(g, 0, "perm_build") if g.legal_actions(0)[0]["use"] == "action" else do(g, 0, "pass_card",
                                                                                            card="perm_build")
    assert events[0].text.startswith("Andrew ") and events[0].seat == 0
    opening = new_game(3, 5).opening
    assert opening[0].startswith("Cultures:") and any("Starting Player" in line for line in opening)
