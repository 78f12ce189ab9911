"""What players met at the table in hot-seat games played through the real window: the battle's result told with
the winner's sixes first, the other players' units named in good English on their panels and in the log, and a
secret army that the player at the screen after its owner can never take back (nor count by undoing)."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from .battle_helpers import attack, choose
from .helpers import add_units, at_play, build_now, do, play, set_cubes, table, texts
from .test_board import battle_window, click_tag, open_window, ready, refusals, show_position  # noqa: F401

pytestmark = pytest.mark.gui


def scene_words(window) -> list[str]:
    return [i.text() for i in window.board.items() if isinstance(i, QGraphicsSimpleTextItem) and i.isVisible()]


def test_a_defender_who_wins_the_encounter_is_told_with_his_sixes_first(qtbot, refusals):
    # a Hippokon (3 dice, nothing against a Warrior) attacks a Spearman (3 dice, +3 against Cavalry)
    window, g = battle_window(qtbot, {"hippokon": 1}, {"spearman": 1}, [1, 1, 1] + [6, 6, 1, 1, 1, 1])
    click_tag(window, qtbot, "war-0-hippokon")
    ready(window)
    click_tag(window, qtbot, "war-1-spearman")
    ready(window)
    result = " ".join(t.text() for t in window.board.arena.result if t.text())
    assert "Spearman defeats the Hippokon" in result
    assert "2 sixes to 0" in result, result  # the winner's two sixes, not "0 sixes to 2"
    assert not refusals


def test_the_other_players_panels_name_their_units_in_the_plural(qtbot):
    window = open_window(qtbot, players=2)
    g = at_play(table(["greek", "egyptian"]), 0, "perm_build")
    add_units(g, 1, spearman=1, mummy=2)
    show_position(window, g)
    assert window.controller.viewer == 0
    words = scene_words(window)
    for shown in ("3 Spearmen", "2 Elephants", "2 Chariot Archers", "2 Mummies"):
        assert shown in words, (shown, words)
    assert not [w for w in words if w in ("3 Spearman", "2 Elephant", "2 Chariot Archer", "2 Mummy")]


def test_the_log_names_several_units_of_a_kind_in_good_english():
    g = table(["egyptian", "norse"])
    g.units = [{}, {}]
    add_units(g, 0, mummy=2, scorpion_man=2)
    add_units(g, 1, dwarf=2, throwing_axeman=1)
    attack(g, 0, 1, "holding")
    choose(g, 0, "mummy", "mummy", "scorpion_man", "scorpion_man")
    events = []
    for unit in ("dwarf", "dwarf", "throwing_axeman"):
        events += do(g, 1, "send_unit", unit=unit)
    line = next(e.text for e in events if e.text.startswith("The armies are revealed"))
    assert "2 Mummies" in line and "2 Scorpion Men" in line, line
    assert "2 Dwarves" in line and "1 Throwing Axeman" in line, line
    assert "Mummys" not in texts(events) and "Mans" not in line


def test_the_player_at_the_screen_cannot_take_back_the_other_sides_secret_army(qtbot, refusals):
    window = open_window(qtbot, players=2)
    g = table(["greek", "egyptian"])
    attack(g, 0, 1, "holding")
    show_position(window, g)
    c = window.controller
    assert c.viewer == 0
    click_tag(window, qtbot, "army-hoplite")
    click_tag(window, qtbot, "arena-army_done")
    assert window.cover.isVisible() and "Bill" in window.cover.title.text()
    ready(window)
    assert c.viewer == 1 and c.state.step() == "army"
    status = c.undo_status()
    assert not status.possible, status.reason  # undoing would throw Andrew's choice away and count his units
    assert not window.undo_button.isEnabled()
    window.undo_button.click()
    assert c.state.army[0] == ["hoplite"] + [""] * (len(c.state.army[0]) - 1) and c.state.step() == "army"
    assert c.viewer == 1 and not window.cover.isVisible()
    # Bill's own choice he can still take back, before he is done
    click_tag(window, qtbot, "army-spearman")
    assert c.undo_status().possible
    window.undo_button.click()
    assert c.state.army[1].count("spearman") == 0
    assert not refusals


def test_the_log_says_how_many_victory_cubes_remain_in_good_english():
    g = table(["greek", "norse"])
    g.vp_bank = 2
    events = do(g, 0, "place_vp", card="wonder")
    assert "1 remains in the bank." in texts(events), texts(events)


def test_the_log_says_a_player_builds_a_wall():
    g = table(["greek", "norse"])
    set_cubes(g, 0, food=9, wood=9, gold=9, favor=9)
    at_play(g, 0, "perm_build")
    play(g, 0, "perm_build")
    line = texts(do(g, 0, "build", building="wall", off=()))
    assert "Andrew builds a Wall for" in line, line


@pytest.mark.parametrize("size", [(1280, 820), (1024, 700)])
def test_no_retreat_comes_under_the_pointer_that_said_done_choosing(qtbot, refusals, size):
    window = open_window(qtbot, players=2, size=size)
    g = table(["greek", "egyptian"])
    attack(g, 0, 1, "holding")
    show_position(window, g)
    click_tag(window, qtbot, "army-hoplite")
    click_tag(window, qtbot, "arena-army_done")
    ready(window)
    click_tag(window, qtbot, "army-spearman")
    done = window.board.item("arena-army_done")
    spot = done.sceneBoundingRect().center()
    click_tag(window, qtbot, "arena-army_done")
    state, board = window.controller.state, window.board
    assert state.step() == "battle" and not window.cover.isVisible(), "Bill picks his first card straight away"
    under = [t.data(0) for t in board.targets_now() if t.sceneBoundingRect().contains(spot)]
    assert not under, f"a second click where 'Done choosing' was would press {under}"
    assert board.item("arena-retreat") is not None
    assert not refusals


def test_the_house_tooltip_says_its_limit_once(qtbot):
    window = open_window(qtbot, players=2)
    g = at_play(table(["greek", "egyptian"]), 0, "perm_build")
    show_position(window, g)
    tip = window.board.item("bld-0-house").toolTip()
    assert "ten Houses" in tip and "up to 10" not in tip, tip


def test_a_battle_without_units_on_either_side_is_not_told_as_one_side_having_none():
    g = table(["greek", "egyptian"])
    attack(g, 0, 1, "city")
    events = do(g, 0, "army_done") + do(g, 1, "army_done")
    line = texts(events)
    assert "Neither side has units in the battle" in line and "One side has no units" not in line, line
    assert "Bill wins the battle" in line  # the defender holds: the attack fails


def test_a_long_god_power_button_leaves_the_compact_prompt_its_whole_title(qtbot):
    window = open_window(qtbot, players=3, size=(1024, 700))
    g = table(["norse", "egyptian", "greek"])
    set_cubes(g, 0, favor=1)
    build_now(g, 2, "siege_engine_workshop")
    at_play(g, 0, "njord")
    play(g, 0, "njord", "power")
    show_position(window, g)
    prompt = window.board.prompt
    button = window.board.item("button-destroy_building")
    assert button is not None and "Siege Engine Workshop" in button.toolTip()
    assert prompt.title.text() == g.phase(), f"the title is cut: {prompt.title.text()!r}"
    title = prompt.title.sceneBoundingRect()
    assert not title.intersects(button.sceneBoundingRect()), "the button covers the title"
    for line in prompt.notes:
        if line.text():
            assert not line.sceneBoundingRect().intersects(button.sceneBoundingRect()), line.text()


def test_keep_the_other_cards_never_comes_under_the_pointer_that_said_stop_building(qtbot, refusals):
    """The last card of a turn played: "Stop building" at the right of the prompt, and "Keep the other cards" came
    exactly under the pointer: a second click kept every card instead of letting the player discard."""
    window = open_window(qtbot, players=2)
    g = table(["greek", "norse"])
    set_cubes(g, 0, food=9, wood=9, gold=9, favor=9)
    at_play(g, 0, "perm_build", "perm_gather", round_=3, others=False)
    play(g, 0, "perm_build")
    show_position(window, g)
    stop = window.board.item("button-build_done")
    spot = stop.sceneBoundingRect().center()
    click_tag(window, qtbot, "button-build_done")
    assert window.controller.state.step() == "keep"
    keep = window.board.item("button-keep_cards")
    assert keep is not None
    place = keep.sceneBoundingRect()
    assert not place.contains(spot), "a second click where 'Stop building' was keeps every card"
    assert not window.board.prompt.title.sceneBoundingRect().intersects(place)
    board = window.board
    board._arm(*board._args)  # armed again with nothing new (as a battle's arena closing does): it stays put
    assert board.item("button-keep_cards").sceneBoundingRect() == place
    assert not refusals
