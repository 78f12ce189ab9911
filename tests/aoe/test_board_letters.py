"""Whose counters are whose without colour: every seat's panel disc and every stack on the grid carry the seat's own
letter (engine/words.initials), "A" for Ana and "N" for Anna, and a stack's letter stays whole beside its number,
its hit markers and its Command-Control chit."""
from __future__ import annotations

import random

import pytest

from . import test_board
from .helpers import command, put
from .test_board_looks import differing, painted
from .test_board_window import one_human, position

pytestmark = pytest.mark.gui


@pytest.fixture
def ana_and_anna(qtbot, monkeypatch):
    """Ana at the screen against Anna: their first letters clash."""
    monkeypatch.setattr(test_board, "NAMES", ["Ana", "Anna"])
    return one_human(qtbot, monkeypatch)


def stacks(window, build) -> list:
    """The board's stacks of the squares `build(game)` returns, after its pieces are put."""
    holder = {}

    def pieces(game):
        holder["squares"] = build(game)

    position(window, "collect", build=pieces)
    return [window.board.stacks[sq] for sq in holder["squares"]]


def test_seats_named_ana_and_anna_have_different_letters_on_their_panels(ana_and_anna):
    """Both discs said "A": only the colour told Ana's panel from Anna's."""
    assert [panel.letter.text() for panel in ana_and_anna.board.panels] == ["A", "N"]


def test_the_stacks_of_two_seats_differ_where_their_colours_look_alike(ana_and_anna):
    """Three villagers of Ana and three of Anna were drawn alike but for the colour: a player who cannot tell the
    two colours apart could not tell whose they were. Each stack carries its owner's letter."""
    board = ana_and_anna.board
    board.colours = [board.colours[0]] * 2  # as a player sees them who cannot tell the two colours apart

    def build(game):
        mine = [put(game, "villager", 0, 5, 5) for _ in range(3)]
        theirs = [put(game, "villager", 1, 12, 8) for _ in range(3)]
        put(game, "town_center", 1, 20, 8)
        return [mine[0]["square"], theirs[0]["square"]]

    ana, anna = stacks(ana_and_anna, build)
    rect = ana.boundingRect()
    assert differing(painted(ana, rect, 0), painted(anna, rect, 0)), "Ana's stack and Anna's are drawn alike"


@pytest.mark.parametrize("buildings", [0, 1])
def test_a_stacks_letter_stays_whole_beside_its_number_hit_markers_and_chit(ana_and_anna, buildings):
    """The letter is drawn where nothing of the stack lies over it: the same pixels show it in a lone villager and
    in twelve commanded axemen with red and black hit markers (alone, or both by a barracks)."""
    board = ana_and_anna.board
    pieces = {}

    def build(game):
        pieces["lone"] = put(game, "villager", 0, 5, 5)
        for x in (5, 9)[:buildings * 2]:
            put(game, "barracks", 0, x, 5)
        pieces["many"] = [put(game, "axeman", 0, 9, 5) for _ in range(12)]
        pieces["many"][0]["red"], pieces["many"][1]["red"], pieces["many"][2]["black"] = 1, 1, 1
        command(game, 0, *pieces["many"])
        put(game, "town_center", 1, 20, 8)
        return [pieces["lone"]["square"], pieces["many"][0]["square"]]

    lone, many = stacks(ana_and_anna, build)
    rect = lone.boundingRect()
    drawn = [painted(lone, rect, 0), painted(many, rect, 0)]
    for letter in "NWM":  # the other letters, the widest among them
        board.initials = [letter, "A"]
        ana_and_anna.redraw([])
        letter_alone, letter_marked = (differing(before, painted(stack, rect, 0))
                                       for before, stack in zip(drawn, (lone, many)))
        assert letter_alone, "the letter is drawn"
        covered = letter_alone - letter_marked
        assert not covered, f"{len(covered)} of the {len(letter_alone)} pixels of {letter!r} are covered"


def test_a_stacks_letter_stands_5_px_tall_with_six_players_at_1024_by_700(qtbot):
    """With six players a square is 14 px on the screen: the letter on a Town Center's counter, painted at the
    fitted view's scale, stands 5 px tall or more (larger than the figures of its number)."""
    from PySide6.QtGui import QImage, QPainter

    from .test_board import open_game
    from .test_board_looks import GROUND
    from .test_board_window import play

    window = open_game(qtbot, players=6, seed=7, size=(1024, 700))
    rng = random.Random(3)
    while not window.board.stacks:
        play(window, 1, rng)
    board, scale = window.board, window.view.transform().m11()
    stack = next(iter(board.stacks.values()))
    owner = next(p["owner"] for p in window.controller.state.pieces.values() if p["square"] == stack.square)

    def image() -> QImage:
        picture = QImage(int(board.s * scale) + 2, int(board.s * scale) + 2, QImage.Format_ARGB32)
        picture.fill(GROUND)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.scale(scale, scale)
        stack.paint(painter, None)
        painter.end()
        return picture

    board.initials[owner] = "E"
    window.redraw([])
    with_letter = image()
    board.initials[owner] = ""
    window.redraw([])
    rows = {y for _, y in differing(with_letter, image())}
    assert rows and max(rows) - min(rows) + 1 >= 5, f"the letter stands {rows and max(rows) - min(rows) + 1} px tall"
