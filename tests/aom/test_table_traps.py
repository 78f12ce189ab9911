"""Traps players met at the table in Age of Mythology, each as they saw it: the log's and a refusal's words, Space in a
battle's secret choice of units, the end of a battle over the board of a player who did not take part."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from dawnofempires_gui.engine import Action, IllegalAction

from .battle_helpers import attack
from .helpers import add_units, at_play, do, play, script_tiles, table, texts, zero_cubes
from .test_board import open_window, show_position

GEN = ["greek", "egyptian", "norse"]


def test_the_log_says_one_tile_goes_back_when_one_tile_is_left_after_an_explore():
    g = table(GEN)
    at_play(g, 1, "perm_explore")
    script_tiles(g, ["fertile_food_2", "hills_gold_2", "desert_gold_1", "forest_wood_2"])
    play(g, 1, "perm_explore")
    do(g, 1, "take_tile", tile="desert_gold_1")
    do(g, 2, "take_tile", tile="forest_wood_2")
    events = do(g, 0, "take_tile", tile="fertile_food_2")
    assert "1 tile nobody took goes back face down to the pool." in texts(events), texts(events)


def test_a_refused_recruit_says_an_anubite():
    g = table(["egyptian", "greek", "norse"])
    g.age[0] = 1
    at_play(g, 0, "perm_recruit")
    play(g, 0, "perm_recruit")
    zero_cubes(g, 0)
    with pytest.raises(IllegalAction, match="^An Anubite costs"):
        do(g, 0, "recruit", unit="anubite")


def _battle_at_one_screen(qtbot, attacker: int, defender: int):
    """Three players at one window; Ana has two Hoplites, Ben two Spearmen, and one attacks the other's city."""
    window = open_window(qtbot, players=3)
    g = table(GEN)
    add_units(g, 0, hoplite=2)
    add_units(g, 1, spearman=2)
    attack(g, attacker, defender, "city")
    show_position(window, g)
    return window


@pytest.mark.gui
def test_space_does_not_send_an_empty_army_into_a_battle(qtbot):
    """Space takes the main action; in a battle's secret choice of units, with none chosen yet, 'Done choosing
    units' would lose the battle at once, past what undo reaches once both armies are shown."""
    window = _battle_at_one_screen(qtbot, attacker=0, defender=1)
    c, actions = window.controller, window.controller.session.record.actions
    assert c.viewer == 0 and c.state.step() == "army"
    window.actions_panel._armed_at = 0  # the player has looked at the battle for a moment
    qtbot.keyClick(window.view, Qt.Key_Space)
    assert not actions and not any(c.state.army[0]), "no empty army sent by Space"
    assert window.action_buttons[0].text() != "Done choosing units", "the first button is not the empty army"
    c.choose(Action("send_unit", unit="hoplite"))
    window.actions_panel._armed_at = 0
    qtbot.keyClick(window.view, Qt.Key_Space)  # with a unit chosen, Space says done
    assert actions[-1][1] == Action("army_done")


@pytest.mark.gui
def test_a_finished_battle_never_covers_the_board_of_a_player_who_did_not_watch_it(qtbot):
    """Ben attacks Ana at one screen; Cy plays next: her board is not hidden under the end of their battle (its
    face-up tiles, her hand), which only Ben and Ana watched."""
    window = _battle_at_one_screen(qtbot, attacker=1, defender=0)
    c = window.controller
    seen = []
    while 2 not in c.state.to_move():
        if window.cover.isVisible():
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
            continue
        seen.append((c.viewer, window.board.arena_mode))
        legal = c.legal_for_viewer()
        c.choose(next((a for a in legal if a.kind == "send_unit"), legal[0]))
    seen.append((c.viewer, window.board.arena_mode))
    assert (0, "live") in seen and (1, "live") in seen, seen
    if window.cover.isVisible():
        qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    assert c.viewer == 2 and c.state.step() == "play"
    assert window.board.arena_mode == "" and not window.board.overlay_layer.isVisible(), "Cy sees her own board"
