"""What a player can click on the Age of Mythology board in a 1024x700 window with four to six players: every action
has a target of 24 by 24 pixels or more on the board (the piece itself, or a button offering the same action when
the piece is small on a player's panel), and the small pieces of the left part are clicked a little beyond their
edges (the tiles of the draft, the bank, the player's own cubes, the buttons)."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from dawnofempires_gui.engine import Action
from dawnofempires_gui.games.aom.rules_tables import TILE_INDEX

from .fit_helpers import battle_in_window, box, click_area, takes_every_click_in
from .helpers import add_units, at_play, build_now, new_game, play, put_tile, set_cubes, table
from .test_board import open_window, ready, show_position

pytestmark = pytest.mark.gui
SMALL = (1024, 700)
SIX = ["norse", "greek", "egyptian", "norse", "greek", "egyptian"]


def armed(window, prefix: str) -> list:
    return [t for t in window.board.armed_targets() if str(t.data(0)).startswith(prefix)]


def big_enough(window, target) -> bool:
    area = click_area(window, target)
    return area.width() >= 24 and area.height() >= 24


def too_small(window, targets) -> list[str]:
    """The targets clicked in less than 24 by 24 pixels, or not wholly theirs (a neighbour over them)."""
    return [f"{t.data(0)}: {click_area(window, t).width():.1f}x{click_area(window, t).height():.1f} px"
            for t in targets if not (big_enough(window, t) and takes_every_click_in(window, t))]


@pytest.mark.parametrize("players, seed", [(4, 2), (5, 6), (6, 6)])
def test_every_tile_of_the_draft_takes_a_click_in_24_pixels_at_1024x700(qtbot, players, seed):
    """A draft turns up fifteen to eighteen kinds of tiles: in one line they were 17 to 20 pixels wide."""
    window = open_window(qtbot, players=players, seed=seed, size=SMALL)
    ready(window)
    window.view.fit()
    assert len(window.board.face_up.targets) == len(set(window.controller.state.face_up)) >= 15
    tiles = armed(window, "tile-")  # the tiles the player has an empty square of their terrain for
    assert len(tiles) >= 10
    assert too_small(window, tiles) == []


def test_all_twenty_kinds_of_tiles_face_up_in_the_draft_take_a_click_in_24_pixels_at_1024x700(qtbot):
    window = open_window(qtbot, players=6, size=SMALL)
    g = new_game(6)
    g.face_up = sorted([*TILE_INDEX, *TILE_INDEX][:36], key=TILE_INDEX.__getitem__)  # every kind, most of them twice
    show_position(window, g)
    assert len(window.board.face_up.targets) == 20
    tiles = armed(window, "tile-")
    assert len(tiles) >= 15
    assert too_small(window, tiles) == []


def test_the_tiles_of_the_draft_show_their_counts_beside_them_not_over_their_cubes(qtbot):
    window = open_window(qtbot, players=6, size=SMALL)
    counted = [(t, count) for t, _, count in window.board.face_up.slots if t.isVisible() and count.text()]
    assert counted
    for t, count in counted:
        assert not count.badge.isVisible()
        assert count.sceneBoundingRect().left() >= box(t).right(), count.text()


def trading(cultures=SIX):
    """Seat 0 trading with the bank, with a Great Temple and Favor enough to buy a victory cube."""
    g = table(cultures)
    build_now(g, 0, "great_temple")
    set_cubes(g, 0, food=8, wood=8, gold=8, favor=12)
    at_play(g, 0, "perm_trade")
    play(g, 0, "perm_trade")
    g.apply(0, g.legal_actions(0)[0])  # the trade cost
    assert g.step() == "trade"
    assert Action("buy_vp") in g.legal_actions(0)
    return g


def test_the_banks_cubes_its_victory_cubes_and_the_players_own_cubes_take_a_click_in_24_pixels_at_1024x700(qtbot):
    """They were 22, 20 and 21 pixels high."""
    window = open_window(qtbot, players=6, size=SMALL)
    show_position(window, trading())
    bank, own = armed(window, "bank-"), armed(window, "cube-0-")
    assert {t.data(0) for t in bank} == {"bank-food", "bank-wood", "bank-gold", "bank-favor", "bank-vp"}
    assert len(own) == 4
    assert too_small(window, bank + own) == []


def test_the_buttons_of_the_prompt_and_of_the_arena_take_a_click_in_24_pixels_at_1024x700(qtbot):
    """They were 23.8 pixels high."""
    window = open_window(qtbot, players=6, size=SMALL)
    show_position(window, trading())
    assert too_small(window, armed(window, "button-")) == []
    window, _ = battle_in_window(qtbot, SMALL, "greek", "egyptian", {"hoplite": 2}, {"spearman": 2})
    assert armed(window, "arena-") and too_small(window, armed(window, "arena-")) == []


def powers_on_the_panels():
    """God powers aiming at other players' pieces, which are small on their panels (a building or a unit: a chip of
    14 pixels; a tile: a square of 18; a player to rob: a header of 18; a cube to take: 15)."""
    g = table(SIX)
    set_cubes(g, 0, favor=1)
    build_now(g, 1, "market")
    build_now(g, 2, "house")
    at_play(g, 0, "njord")
    play(g, 0, "njord", "power")
    yield g, "destroy_building"
    g = table(SIX)
    set_cubes(g, 0, favor=1)
    add_units(g, 1, minotaur=1)
    add_units(g, 4, minotaur=1)
    at_play(g, 0, "thor")
    play(g, 0, "thor", "power")
    yield g, "destroy_unit"
    g = table(["egyptian", *SIX[1:]])
    set_cubes(g, 0, favor=1)
    put_tile(g, 1, "fertile_food_2")
    put_tile(g, 2, "fertile_food_2")
    at_play(g, 0, "hathor")
    play(g, 0, "hathor", "power")
    yield g, "destroy_tile"
    g = table(SIX)
    set_cubes(g, 0, favor=2)
    at_play(g, 0, "loki")
    play(g, 0, "loki", "power")
    yield g, "steal_from"
    g.apply(0, Action("steal_from", target=1))
    yield g, "take_from"


def test_a_god_power_aimed_at_the_pieces_of_the_panels_is_offered_on_a_button_with_chips_of_24_pixels(qtbot):
    window = open_window(qtbot, players=6, size=SMALL)
    for g, kind in powers_on_the_panels():
        show_position(window, g)
        legal = g.legal_actions(0)
        assert len(legal) >= 2 and {a.kind for a in legal} == {kind}
        button = window.board.item(f"button-{kind}")
        assert button is not None and set(button.actions) == set(legal), kind
        assert too_small(window, [button]) == []
        qtbot.mouseClick(window.view.viewport(), Qt.LeftButton, pos=click_area(window, button).center().toPoint())
        chips = window.board.chips
        assert {c.actions[0] for c in chips} == set(legal)
        assert too_small(window, chips) == []
        window.board.close_chooser()


@pytest.mark.parametrize("players", [4, 6])
def test_through_a_game_every_action_has_a_target_of_24_pixels_or_more_at_1024x700(qtbot, players):
    """From the draft through hands, cards played, explores, gathering, building, trading and battles: each legal
    action of the seat at the screen is stood for by a target (a piece, a button) at least 24 pixels each way, or a
    finished battle's arena covering the board has its 'Back to the board' button so large."""
    window = open_window(qtbot, players=players, seed=11, size=SMALL)
    c = window.controller
    rng = random.Random(players)
    seen = set()
    for _ in range(260):
        if c.state.is_over():
            break
        ready(window)
        board = window.board
        legal = c.legal_for_viewer()
        seen.add(c.state.step())
        if board.arena_mode == "finished":
            assert big_enough(window, board.item("close-arena"))
            board.close_arena()
            continue
        targets = board.armed_targets()
        for a in legal:
            assert any(a in t.actions and big_enough(window, t) for t in targets), (
                c.state.step(), a, [f"{t.data(0)} {click_area(window, t).size()}" for t in targets if a in t.actions])
        c.choose(rng.choice(legal))
    assert {"draft", "hand", "play", "explore", "gather_mode", "build", "army", "battle"} <= seen, seen

