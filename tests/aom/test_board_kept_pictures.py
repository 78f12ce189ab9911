"""Pictures of the Age of Mythology board kept by what they show (counted, not timed): the cards of the hand and the
words over it, the permanent cards of the player boards, the tiles face up. A seat back at the screen sees its cards
copied, not drawn again, and nothing of the other seat's hand is left on the board meanwhile; a card that moves is not
drawn again; a permanent card in a state some board showed before is a copy on every board; of the tiles face up, a
tile taken draws that kind's tile again (its count), not the others nor the row."""
from __future__ import annotations

import pytest

from dawnofempires_gui.games.aom.board_kept import KeptPicture

from .helpers import at_play, give_card, play, table
from .test_board import open_window, show_position
from .test_board_pictures import painted  # noqa: F401 (the fixture)

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def nothing_kept():
    """Every test starts with no picture kept (they are kept for every board of the program)."""
    KeptPicture.kept.clear()


def made_for_the_hand(made: list[str]) -> list[str]:
    return [t for t in made if t.startswith("card-") or t == "hand-words"]


def test_a_seat_back_at_the_screen_sees_its_cards_and_hand_words_without_making_them_again(qtbot, painted):  # noqa: F811
    window = open_window(qtbot, players=2, seed=5)
    g = table(("greek", "norse"))
    at_play(g, 0, "perm_gather", "perm_build", "hera")
    give_card(g, 1, "bragi")
    show_position(window, g)
    painted(window, 0)
    assert set(made_for_the_hand(painted(window, 1))) >= {"card-bragi", "hand-words"}
    board = window.board
    assert not [i for i in board.items() if i.data(0) in ("card-hera", "card-perm_build") and i.isVisible()]
    assert made_for_the_hand(painted(window, 0)) == []
    assert made_for_the_hand(painted(window, 1)) == []


def greek_holding_three_cards(qtbot, painted):  # noqa: F811
    """A two-seat game at play, the Greek seat at the screen holding two permanent cards and Hera."""
    window = open_window(qtbot, players=2, seed=5)
    g = table(("greek", "norse"))
    at_play(g, 0, "perm_gather", "perm_build", "hera")
    show_position(window, g)
    painted(window, 0)
    return window, g


def test_a_card_played_moves_the_cards_after_it_without_making_their_pictures_again(qtbot, painted):  # noqa: F811
    window, g = greek_holding_three_cards(qtbot, painted)
    before = {t: window.board.item(t).pos() for t in ("card-perm_build", "card-hera")}
    play(g, 0, "perm_gather")
    made = painted(window, 0)
    after = {t: window.board.item(t).pos() for t in before}
    assert all(after[t] != before[t] for t in before)  # each one place to the left
    assert [t for t in made if t.startswith("card-")] == []


def test_the_permanent_cards_as_one_board_showed_them_are_a_copy_on_every_board(qtbot, painted):  # noqa: F811
    window = open_window(qtbot, players=3, seed=5)
    c = window.controller
    mover = c.state.to_move()[0]
    other = (mover + 1) % 3
    give_card(c.state, mover, "perm_build")
    assert f"own-perm-{mover}" in painted(window, mover)
    give_card(c.state, other, "perm_build")
    made = painted(window, other)  # the other seat's board, shown for the first time
    assert f"own-head-{other}" in made  # its own name and culture
    assert f"own-perm-{other}" not in made  # its permanent cards in the same states: drawn for the first board


def test_a_tile_taken_from_a_kind_of_several_face_up_draws_that_tile_again_only(qtbot, painted):  # noqa: F811
    window = open_window(qtbot, players=4, seed=5)
    c = window.controller
    assert c.state.step() == "draft"
    mover = c.state.to_move()[0]
    painted(window, mover)
    kind = next(t for t in c.state.face_up if c.state.face_up.count(t) > 1)
    c.session.apply(mover, next(a for a in c.state.legal_actions(mover) if a.kind == "take_tile" and a["tile"] == kind))
    made = painted(window, mover)
    assert [t for t in made if t.startswith(("tile-", "faceup-row"))] == [f"tile-{kind}"]  # its count


def test_closing_the_game_gives_back_the_kept_pictures(qtbot, painted):  # noqa: F811
    """The pictures kept by what they show belong to no window: the board closed gives them back."""
    window, _ = greek_holding_three_cards(qtbot, painted)
    assert KeptPicture.kept, "the hand's cards are kept by what they show"
    board = window.board
    window.close()
    board.deleteLater()
    qtbot.waitUntil(lambda: not KeptPicture.kept, timeout=3000)
