"""What a player sees of the Rise of Empires board, in the real game window (offscreen, qtbot): the words of the
seat to move end before its victory points, the food track's numbers lie inside their spaces and its markers side
by side, a long tile name breaks between syllables, every city's name is read whole, the turn order track names
the players whole, and each seat's discs carry a character of its own."""
import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from ..board_texts import redraw, small_texts
from .test_board import open_window, play, ready

pytestmark = pytest.mark.gui


def test_the_words_of_the_seat_to_move_end_before_its_victory_points(qtbot, monkeypatch):
    """Five players with long names at 1024×700: "▶ to move" ran under the crown and the victory points of the
    panel's head; after a long name and its place in the turn order only the mark "▶" shows."""
    from dawnofempires_gui.ui.drawing import Glyph

    from . import test_board

    monkeypatch.setattr(test_board, "NAMES", ["Ana", "Bartholomew", "Christabella", "Maximiliane", "Eve"])
    window = open_window(qtbot, players=5, seed=7, size=(1024, 700))
    play(window, 12, random.Random(3))
    redraw(window)
    view, seat = window.controller.view(), window.controller.viewer
    kept = 0
    for panel in window.board.panels:
        panel.update_panel(view, seat, True)
        words = panel.band.items()[1]
        crown = next(g for g in panel.head.childItems() if isinstance(g, Glyph))
        assert words.text().startswith("▶")
        assert words.sceneBoundingRect().right() <= crown.sceneBoundingRect().left(), (words.text(), panel.p)
        kept += words.text() == "▶ to move"
    assert kept, "a short name keeps the words"


def test_the_food_tracks_numbers_lie_inside_their_spaces_apart(qtbot):
    """The numbers 10 to 20 of the food track filled their spaces ("10", "15" and "20" ran over them) and read as
    one string of figures: each lies inside its space, with room between neighbours."""
    window = open_window(qtbot, players=5, seed=7, size=(1024, 700))
    redraw(window)
    track = window.board.food
    numbers = {int(t.text()): t for t in window.board.items() if isinstance(t, QGraphicsSimpleTextItem)
               and t.text().isdigit() and track.sceneBoundingRect().contains(t.sceneBoundingRect())}
    assert sorted(numbers) == list(range(21))
    left = None
    for v in range(21):
        space = track.mapRectToScene(QRectF(track.x0 + v * track.CELL, 0, track.CELL - 2, track.H))
        words = numbers[v].sceneBoundingRect()
        assert space.left() + 1 <= words.left() and words.right() <= space.right() - 1, v
        if left is not None:
            assert words.left() - left >= 4, f"{v - 1} and {v} touch"
        left = words.right()


def texts_in(window, target) -> list[str]:
    """The words drawn inside a board target, from the top down."""
    box = target.sceneBoundingRect()
    texts = [t for t in window.board.items() if isinstance(t, QGraphicsSimpleTextItem) and t.isVisible()
             and t.text().strip() and box.contains(t.sceneBoundingRect())]
    return [t.text() for t in sorted(texts, key=lambda t: (round(t.sceneBoundingRect().top()), t.x()))]


@pytest.mark.parametrize("size", [(1280, 820), (1024, 700)])
def test_every_city_tile_shows_its_name_whole(qtbot, size):
    """"Hangin…", "Eiffel To…": a city's name was cut to one line."""
    from dawnofempires_gui.games.roe import data as D

    window = open_window(qtbot, players=3, seed=7, size=size)
    ready(window)
    game = window.controller.state
    boxes = len(game.city_up)
    for first in range(0, len(D.CITIES), boxes):
        cities = [c.id for c in D.CITIES[first:first + boxes]]
        for box, tile in enumerate(cities):
            place = game.city_up if tile in game.city_up else game.city_deck
            at = place.index(tile)
            place[at], game.city_up[box] = game.city_up[box], tile
        redraw(window)
        assert not small_texts(window)
        for box, tile in enumerate(cities):
            lines = texts_in(window, window.board.targets[f"city-{box}"])
            name = D.CITY_BY_ID[tile].name
            words = " ".join(lines[:2]).replace("- ", "")
            assert name in (lines[0], words), (tile, lines)
            assert not any("…" in line for line in lines), (tile, lines)


def test_a_long_name_on_a_progress_tile_breaks_between_syllables(qtbot):
    """"Architect-ure", "Universit-ies", "Conscript-ion", "Democr-acy": a name too wide for its tile was cut after
    as many letters as fit; it breaks between syllables."""
    from .helpers import face_up_progress

    window = open_window(qtbot, players=3, seed=7, size=(1024, 700))
    ready(window)
    game = window.controller.state
    expected = {"architecture": ("Architec-", "ture"), "universities": ("Universi-", "ties"),
                "conscription": ("Conscrip-", "tion"), "democracy": ("Democra-", "cy"),
                "gunpowder": ("Gunpow-", "der"), "cartography": ("Cartogra-", "phy")}
    for box, tile in enumerate(expected):
        face_up_progress(game, tile, box)
    redraw(window)
    for box, tile in enumerate(expected):
        shown = window.board.targets[f"progress-{box}"]
        texts = sorted((t for t in window.board.items() if isinstance(t, QGraphicsSimpleTextItem) and t.isVisible()
                        and shown.sceneBoundingRect().contains(t.sceneBoundingRect())),
                       key=lambda t: t.sceneBoundingRect().top())
        assert tuple(t.text() for t in texts[:2]) == expected[tile]


def test_the_turn_order_track_names_players_of_seven_or_eight_letters_whole(qtbot, monkeypatch):
    """Beside "1st" a space of the turn order track left 72 units for the name: "Michael" showed as "Mic…" and
    every "Player 1" as "Play…". The place's number leaves room for them."""
    from . import test_board

    monkeypatch.setattr(test_board, "NAMES", ["Michael", "Player 1", "Chloé", "Isabelle", "Eve"])
    window = open_window(qtbot, players=5, seed=7, size=(1024, 700))
    ready(window)
    redraw(window)
    track = window.board.order
    shown = {t.text() for t in track.texts}
    assert {"Michael", "Player 1", "Chloé", "Isabelle", "Eve"} == shown
    for text in track.texts:
        assert text.sceneBoundingRect().right() <= track.sceneBoundingRect().right() - 6, text.text()


@pytest.mark.parametrize("names", [["Ana", "Anna", "Mia", "Max", "Eve"],
                                   ["Player 1", "Player 2", "Player 3", "Player 4", "Player 5"]])
def test_each_seats_discs_carry_a_character_of_its_own_inside_the_disc(qtbot, monkeypatch, names):
    """Where first letters clashed the discs said two letters: "Ana" and "Anna" both "An", five "Player n" all
    "Pl" (told apart by colour alone), and "An" or "Ma" ran over the disc into the next one."""
    from . import test_board

    monkeypatch.setattr(test_board, "NAMES", names)
    window = open_window(qtbot, players=5, seed=7, size=(1024, 700))
    play(window, 40, random.Random(5))
    redraw(window)
    board = window.board
    assert len(set(board.initials)) == 5
    seen = set()
    for circles in board.display.circles.values():
        for circle in circles:
            words = circle.letter.text()
            if words:
                seen.add(words)
                disc = circle.disc.sceneBoundingRect()
                assert circle.letter.sceneBoundingRect().width() <= disc.width() - 6, words
    assert len(seen) >= 3 and seen <= set(board.initials)


def test_markers_at_one_space_of_the_food_track_lie_side_by_side(qtbot):
    """Five seats with the same food: their markers were drawn over one another."""
    window = open_window(qtbot, players=5, seed=7, size=(1024, 700))
    ready(window)
    window.controller.state.food = [16] * 5
    redraw(window)
    shapes = [m.mapToScene(m.shape()).boundingRect() for m in window.board.food.markers]
    for i, a in enumerate(shapes):
        for b in shapes[i + 1:]:
            assert not a.intersects(b)
