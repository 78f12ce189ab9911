"""What each seat may see: another seat's random cards, the decks, a secret army, a battle card and a tactic are
never in its view, its log, or anywhere else in the state it is given; a view filled in plays on."""
import random

import pytest

from dawnofempires_gui.engine import HIDDEN, Action, Rng

from .battle_helpers import attack, choose
from .helpers import add_units, at_play, do, give_card, new_game, table


def swapped_hand(g, seat):
    """The same game with one of the seat's random cards exchanged for another card from the deck."""
    other = g.clone()
    hand, deck = other.hand_random(seat), other.deck(other.cult[seat])
    i = next(k for k, c in enumerate(deck) if c not in hand)
    hand[0], deck[i] = deck[i], hand[0]
    return other


@pytest.mark.rule("aom.turn.draw.7")
def test_another_players_random_cards_are_never_in_my_view():
    g = table(["greek", "norse", "greek", "egyptian"])
    at_play(g, 0, "hera", "ares", "zeus")
    twin = swapped_hand(g, 0)
    assert twin.hand_random(0) != g.hand_random(0)
    for seat in (1, 2, 3, None):  # seat 2 shares the Greek deck, and still does not see the hand
        assert g.view(seat).hand_random(0) == [HIDDEN] * 3
        assert g.view(seat).digest() == twin.view(seat).digest()
    assert g.view(0).hand_random(0) == ["hera", "ares", "zeus"]
    assert g.view(0).digest() != twin.view(0).digest()


def test_the_order_of_a_random_deck_is_seen_by_nobody():
    g = table(["greek", "norse", "egyptian"])
    twin = g.clone()
    twin.deck("greek").reverse()
    for seat in (0, 1, 2):
        assert all(c is HIDDEN for c in g.view(seat).deck("greek"))
        assert g.view(seat).digest() == twin.view(seat).digest()


def test_a_random_draw_is_told_to_its_player_only():
    g = table(["greek", "norse", "egyptian"])
    while g.step() == "place_vp":
        do(g, g.to_move()[0], "place_vp", card="wonder")
    events = do(g, 0, "draw_cards", count=2)
    line = next(e for e in events if e.kind == "draw")
    names = [c for c in g.hand_random(0)]
    assert line.reveals and line.audience == (0,)
    for seat in (1, 2):
        assert line.text_for(seat) == "Andrew draws 2 random cards."
        assert not any(name in " ".join(e.text_for(seat) for e in events) for name in ("Hera", "Zeus", "Ares"))
    assert len(names) == 2


def test_the_units_chosen_in_secret_are_hidden_until_both_reveal():
    g = table(["greek", "egyptian"])
    add_units(g, 0, minotaur=2)
    attack(g, 0, 1, "holding")
    do(g, 0, "send_unit", unit="minotaur")
    twin = g.clone()
    twin.army[0][0] = "hoplite"
    assert g.view(1).army[0] == [HIDDEN] * 4
    assert g.view(1).digest() == twin.view(1).digest() and g.view(None).digest() == twin.view(None).digest()
    events = do(g, 0, "send_unit", unit="hoplite")
    assert events[0].audience == (0,) and events[0].text_for(1) == ""
    choose(g, 0)
    choose(g, 1, "spearman")
    assert g.view(1).battle["units"][0] == {"minotaur": 1, "hoplite": 1}  # revealed together


def test_a_battle_card_and_a_tactic_are_secret_until_both_are_chosen():
    g = table(["greek", "norse"])
    g.units = [{"cyclops": 1, "hoplite": 1}, {"huskarl": 2}]
    attack(g, 0, 1, "holding")
    choose(g, 0, "cyclops", "hoplite")
    choose(g, 1, "huskarl", "huskarl")
    g.apply(0, Action("fight", unit="cyclops"))
    twin = g.clone()
    twin.picks[0] = [Action("fight", unit="hoplite")]
    assert g.view(1).picks[0] == [HIDDEN] and g.view(1).digest() == twin.view(1).digest()
    assert g.view(1).battle["pick"] == ("", "")
    g.apply(1, Action("fight", unit="huskarl"))
    assert g.step() == "tactic" and set(g.to_move()) == {0, 1}  # a throw and a berserk: both choose in secret
    g.apply(1, Action("tactic", mode="berserk"))
    twin = g.clone()
    twin.picks[1] = [Action("tactic", mode="fight")]
    assert g.view(0).picks[1] == [HIDDEN] and g.view(0).digest() == twin.view(0).digest()


@pytest.mark.parametrize("n", [2, 4])
def test_a_view_filled_in_plays_on_and_shows_its_seat_the_same(n):
    g = new_game(n, 13)
    chooser = random.Random(13)
    for step in range(400):
        if g.is_over():
            break
        seat = g.to_move()[0]
        if step % 37 == 0:
            view = g.view(seat)
            filled = view.determinize(seat, Rng(step))
            assert filled.view(seat).digest() == view.digest() and filled.check_invariants() == []
            filled.apply(seat, chooser.choice(filled.legal_actions(seat)))
        g.apply(seat, chooser.choice(g.legal_actions(seat)))


def test_permanent_cards_chosen_openly_are_public():
    g = table(["greek", "norse", "egyptian"])
    give_card(g, 0, "perm_attack")
    assert g.view(1).perm_hand[0] == ["perm_attack"]


def test_a_secret_army_is_filled_in_with_units_the_player_could_have_chosen():
    g = table(["greek", "egyptian"])
    attack(g, 0, 1, "holding")
    do(g, 1, "send_unit", unit="spearman")
    do(g, 1, "send_unit", unit="spearman")
    view = g.view(0)
    for k in range(20):
        filled = view.determinize(0, Rng(k))
        army = filled.army[1]
        assert len(army) == 4 and all(u in ("", "spearman", "elephant", "chariot_archer") for u in army)
        assert all(army.count(u) <= 2 for u in army if u)  # never more than he has
        assert filled.view(0).digest() == view.digest() and filled.check_invariants() == []
        while filled.step() == "army":
            seat = filled.to_move()[0]
            filled.apply(seat, Action("army_done"))
        assert filled.step() in ("battle", "play", "take_from", "keep")
