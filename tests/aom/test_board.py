"""The Age of Mythology board, driven through the real game window by clicks on its items (offscreen): a whole
game played by clicks, battles included; villagers moved by two clicks; the battle arena round by round; the
keyboard; every target's tooltip; the words players read."""
from __future__ import annotations

import random
import re
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QGraphicsSimpleTextItem, QLabel, QMessageBox, QWidget

from dawnofempires_gui.engine import Seat
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.engine.registry import get
from dawnofempires_gui.games.aom.board_arena import Die
from dawnofempires_gui.games.aom.board_items import is_shelved
from dawnofempires_gui.ui.table import Table
from dawnofempires_gui.ui.targets import Target
from tests import board_positions as positions

from .battle_helpers import armies
from .helpers import NAMES, ScriptedRng, at_play, do, play, put_tile, table

pytestmark = pytest.mark.gui
PASSIVE = ("pass_card", "retreat", "pass_tile", "keep_cards", "let_fall", "no_reinforce")


@pytest.fixture
def refusals(monkeypatch):
    """A refused click would show a message box: the test fails instead."""
    seen = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text, *a, **k: seen.append(text))
    return seen


def open_window(qtbot, players=2, seed=3, size=(1280, 820), names=NAMES, computers=()):
    seats = [Seat(names[i], computer=i in computers) for i in range(players)]
    window = Table().start(Record("aom", seats, get("aom").checked_options({}), seed))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit()
    return window


def ready(window) -> None:
    if window.cover.isVisible():
        window.cover.button.click()


def show_position(window, game) -> None:
    """Draw a position built by the rule tests' helpers, fitted to the window."""
    positions.show_position(window, game, fit=True)


def click(window, qtbot, item) -> None:
    point = window.view.mapFromScene(item.sceneBoundingRect().center())
    assert window.view.viewport().rect().contains(point), f"{item.data(0)} is outside the view"
    qtbot.mouseClick(window.view.viewport(), Qt.LeftButton, pos=point)


def click_tag(window, qtbot, tag: str) -> None:
    item = window.board.item(tag)
    assert item is not None, f"no visible board item {tag}"
    click(window, qtbot, item)


def reachable(board, action) -> bool:
    return action in board.action_items or action in board.opener_of


def play_by_clicks(window, qtbot, rng: random.Random, limit: float = 150) -> dict:
    """Click random armed board targets (and chooser chips, and the hand-off cover) until the game ends."""
    board, c = window.board, window.controller
    start = time.monotonic()
    clicks = 0
    kinds: dict[str, int] = {}
    while not c.state.is_over():
        assert time.monotonic() - start < limit, "the game took too long"
        if window.cover.isVisible():
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
            continue
        if board.arena_mode == "finished":
            click_tag(window, qtbot, "close-arena")
            continue
        legal = c.legal_for_viewer()
        assert legal, f"a human seat at the screen with nothing to do: {c.state.phase()}"
        for action in legal:  # every legal action can be reached on the board
            assert reachable(board, action) or action.kind == "move_worker", f"no board item for {action}"
        targets = board.targets_now()
        busy = [t for t in targets if not all(a.kind in PASSIVE for a in t.actions)]
        item = rng.choice(busy if busy and rng.random() < 0.93 else targets)
        before = len(c.session.record.actions)
        picked = board._source
        click(window, qtbot, item)
        if board.chooser is not None:
            chips = list(board.chips)
            assert chips and all(chip.data(1) in legal for chip in chips)
            click(window, qtbot, rng.choice(chips))
        if len(c.session.record.actions) == before:
            assert board._source != picked, f"clicking {item.data(0)} did nothing"
        else:
            kind = c.session.record.actions[-1][1].kind
            kinds[kind] = kinds.get(kind, 0) + 1
        clicks += 1
    return kinds


@pytest.mark.parametrize("seed", [3, 8])
def test_a_whole_two_player_game_is_played_by_clicks_on_the_board_battles_included(qtbot, refusals, seed):
    window = open_window(qtbot, players=2, seed=seed, size=(1400, 950))
    kinds = play_by_clicks(window, qtbot, random.Random(seed))
    assert not refusals
    assert kinds.get("fight", 0) >= 2 and kinds.get("send_unit", 0) >= 2, kinds  # battles were fought
    assert {"play", "place_vp", "draw_cards", "attack", "take_card"} <= set(kinds), kinds
    qtbot.waitUntil(lambda: getattr(window, "end_dialog", None) is not None and window.end_dialog.isVisible(),
                    timeout=5000)
    assert window.board.prompt.title.text() == "The game is over"


def test_villagers_move_by_two_clicks_the_villager_then_its_tile(qtbot, refusals):
    window = open_window(qtbot)
    g = table(["greek", "norse"])
    squares = [put_tile(g, 0, "fertile_food_2"), put_tile(g, 0, "forest_wood_2"), put_tile(g, 0, "hills_gold_2")]
    g.bld[0]["house"] = 2
    g.villagers[0] = 2
    at_play(g, 0, "perm_gather")
    play(g, 0, "perm_gather")
    do(g, 0, "gather_mode", mode="food")
    assert g.step() == "workers"
    show_position(window, g)
    board = window.board
    home = board.item("villagers-0")
    assert home.actions and len(home.actions) == 3 and "pick it up" in home.toolTip()
    click(window, qtbot, home)  # picked up: the tiles it may go to wait for the second click
    assert board._source == -1 and home.selected_colour
    tile = board.item(f"sq-0-{squares[1]}")
    assert len(tile.actions) == 1 and tile.actions[0]["source"] == -1
    assert "Move a villager from the Holding Area to square" in tile.toolTip()
    click(window, qtbot, tile)
    state = window.controller.state
    assert state.work[squares[1]] == "villager" and state.villagers[0] == 1
    click(window, qtbot, board.item("villagers-0"))  # the second one
    click(window, qtbot, board.item(f"sq-0-{squares[0]}"))
    assert state.work[squares[0]] == "villager"
    assert not refusals


def battle_window(qtbot, att_units, def_units, faces, area="city", players=2, cultures=("greek", "egyptian")):
    """A window showing a battle whose armies are chosen; the dice come from `faces`."""
    window = open_window(qtbot, players=players)
    g = table(list(cultures)[:players])
    g.units = [dict() for _ in range(players)]
    for s, units in ((0, att_units), (1, def_units)):
        for u, k in units.items():
            g.add_units(s, u, k)
    at_play(g, 0, "perm_attack")
    play(g, 0, "perm_attack")
    do(g, 0, "attack", target=1, area=area)
    armies(g, [u for u, k in att_units.items() for _ in range(k)], [u for u, k in def_units.items() for _ in range(k)])
    g.rng = ScriptedRng(faces)
    show_position(window, g)
    return window, g


def test_the_arena_shows_the_picks_together_the_dice_with_sixes_and_who_won(qtbot, refusals):
    window, g = battle_window(qtbot, {"hoplite": 2}, {"spearman": 1, "elephant": 1},
                              [6, 6, 1, 1, 1, 1, 1] + [6, 1, 1, 1, 1, 1, 1] + [1] * 30)
    board = window.board
    assert board.arena_mode == "live" and board.overlay_layer.isVisible()
    arena = board.arena
    assert "attacks" in arena.title.text() and "City Area" in arena.title.text()
    # the attacker picks in secret: his card shows for him only
    click_tag(window, qtbot, "war-0-hoplite")
    assert window.cover.isVisible(), "a secret pick brings the cover before the other seat sits down"
    ready(window)
    assert window.controller.viewer == 1
    att_card, def_card = arena.picks
    assert att_card.key[0] == "back" and att_card.key[1] == "has chosen", "the other side's card stays face down"
    texts = [t.text() for t in arena.side_notes[0]]
    assert not any("Hoplite" in t for t in texts)
    click_tag(window, qtbot, "war-1-spearman")
    ready(window)
    # both revealed together, with the dice and the winner
    entry = window.controller.state.battle["history"][-1]
    assert att_card.key[:2] == ("face", entry["fighters"][0]) and def_card.key[:2] == ("face", entry["fighters"][1])
    dice = [d for d in arena.dice[0] + arena.dice[1] if d.isVisible()]
    assert len(dice) == sum(len(f) for f in entry["rolls"][0])
    sixes = [d for d in dice if d.face == 6]
    assert sixes and all(isinstance(d, Die) for d in sixes)
    winner = window.controller.state.seat_name((0, 1)[entry["winner"]])
    result = " ".join(t.text() for t in arena.result)
    assert winner in result and "sixes" in result
    assert not refusals


def test_a_finished_battle_stays_until_the_player_goes_back_to_the_board(qtbot, refusals):
    window, g = battle_window(qtbot, {"hoplite": 1}, {"spearman": 1}, [6, 6, 6] + [1] * 10 + [1] * 40)
    board = window.board
    click_tag(window, qtbot, "war-0-hoplite")
    ready(window)
    click_tag(window, qtbot, "war-1-spearman")
    ready(window)
    state = window.controller.state
    while state.battle:  # the spoils: a building to destroy, if any
        assert board.arena_mode == "live"
        if window.cover.isVisible():
            ready(window)
            continue
        targets = board.targets_now()
        click(window, qtbot, targets[0])
        if board.chooser is not None:
            click(window, qtbot, board.chips[0])
    ready(window)
    assert board.arena_mode == "finished" and board.overlay_layer.isVisible()
    assert "won the battle" in board.arena.title.text()
    covered = [t for t in board.armed_targets() if str(t.data(0)).startswith(("card-", "perm-", "sq-0", "bld-0"))]
    assert covered == [], "nothing under the finished battle reacts"
    close = board.item("close-arena")
    assert close is not None and "go back to the board" in close.toolTip()
    click(window, qtbot, close)
    assert board.arena_mode == "" and not board.overlay_layer.isVisible()
    legal = window.controller.legal_for_viewer()
    assert all(reachable(board, a) for a in legal)
    assert not refusals



def test_a_battle_that_ends_the_turn_still_shows_how_it_ended(qtbot, refusals):
    """The last card of round 3 is an attack: its end began the next turn, and the arena went away at once (the
    finished battle was looked for in the new turn) before the player had seen who won."""
    window = open_window(qtbot)
    g = table(["egyptian", "greek"])
    g.units = [{}, {}]
    g.add_units(0, "spearman", 1)
    g.add_units(1, "hoplite", 1)
    at_play(g, 1, "perm_attack", round_=3, others=False)
    play(g, 1, "perm_attack")
    do(g, 1, "attack", target=0, area="city")
    armies(g, ["hoplite"], ["spearman"])
    g.rng = ScriptedRng([6, 6, 6] + [1] * 50)
    do(g, 1, "fight", unit="hoplite")
    turn = g.turn
    show_position(window, g)
    click_tag(window, qtbot, "war-1-spearman")
    ready(window)
    state, board = window.controller.state, window.board
    assert state.turn == turn + 1 and not state.battle, "the battle ended the turn"
    assert board.arena_mode == "finished" and board.overlay_layer.isVisible()
    assert "won the battle" in board.arena.title.text()
    click_tag(window, qtbot, "close-arena")
    assert board.arena_mode == ""
    assert not refusals


def test_enter_never_takes_a_button_of_a_battle_no_longer_shown(qtbot, refusals):
    """The keyboard focus on a button of the arena stayed there, armed, once the arena was hidden: Enter on the board
    then sent that battle move again, and the rules refused it in a message box."""
    window, g = battle_window(qtbot, {"hoplite": 2}, {"spearman": 2}, [1] * 50)
    board = window.board
    window.view.setFocus()
    for _ in range(30):
        qtbot.keyClick(window.view, Qt.Key_Down)
        if str(getattr(board.focused_target(), "data", lambda _: "")(0)).startswith("arena-"):
            break
    stale = board.focused_target()
    assert str(stale.data(0)).startswith("arena-") and stale.actions
    show_position(window, table(["greek", "egyptian"]))  # no battle: the arena is put away
    assert board.arena_mode == "" and not stale.isVisible()
    before = len(window.controller.session.record.actions)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key_Return)
    assert len(window.controller.session.record.actions) == before
    assert board.focused_target() is None or board.focused_target().isVisible()
    assert not refusals


def test_the_chooser_of_a_tile_to_take_tells_two_alike_tiles_apart(qtbot, refusals):
    from .battle_helpers import duel, encounter, sixes
    g = duel("greek", "egyptian", {"hoplite": 1}, {"spearman": 1}, area="production")
    squares = [put_tile(g, 1, "fertile_food_2", worker="villager"), put_tile(g, 1, "fertile_food_2")]
    encounter(g, "hoplite", "spearman", sixes(1, 4) + sixes(0, 5))
    window = open_window(qtbot)
    show_position(window, g)
    click_tag(window, qtbot, "arena-seize")
    labels = [chip.label.text() for chip in window.board.chips]
    assert labels == [f"2 Food / Fertile (square {q + 1})" for q in squares]
    assert not refusals

def test_the_keyboard_reaches_the_board_targets_and_the_chooser(qtbot, refusals):
    window = open_window(qtbot)
    ready(window)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key_Right)
    focused = window.board.focused_target()
    assert focused is not None and focused.actions
    before = len(window.controller.session.record.actions)
    seat = window.controller.viewer
    action = focused.actions[0] if len(focused.actions) == 1 else None
    qtbot.keyClick(window.view, Qt.Key_Return)
    if action is None:  # several actions: the chooser opened, its first chip has the focus
        assert window.board.chooser is not None and window.board.focused_target() is window.board.chips[0]
        action = window.board.chips[0].actions[0]
        qtbot.keyClick(window.view, Qt.Key_Return)
    assert window.controller.session.record.actions[before:] == [(seat, action)]
    # a card of the hand, several ways to play it: Enter opens the chooser, Escape closes it
    g = table(["greek", "norse"])
    at_play(g, 0, "hermes")
    show_position(window, g)
    card = window.board.item("card-hermes")
    assert len(card.actions) >= 2
    window.board._move_focus_to(card)
    qtbot.keyClick(window.view, Qt.Key_Return)
    assert window.board.chooser is not None
    qtbot.keyClick(window.view, Qt.Key_Escape)
    assert window.board.chooser is None
    assert not refusals


def all_targets(window) -> list[Target]:
    """The targets drawn (not those of a board or panel kept undrawn while another seat is at the screen)."""
    return [i for i in window.board.items() if isinstance(i, Target) and i.isVisible() and i.data(0) != "chooser"
            and not is_shelved(i)]


def tooltips_are_complete(window) -> None:
    board, state = window.board, window.controller.state
    step = state.step()
    for item in all_targets(window):
        tip = item.toolTip()
        assert tip.strip(), f"{item.data(0)} has no tooltip ({state.phase()})"
        if item.actions:
            assert "Click" in tip, (item.data(0), tip)
    legal = window.controller.legal_for_viewer()
    if legal and step == "play" and board.arena_mode == "":
        for item in all_targets(window):
            if str(item.data(0)).startswith("card-") and not item.actions:
                assert "Not now" in item.toolTip(), item.toolTip()


def test_every_target_says_what_a_click_does_or_why_not_now(qtbot, refusals):
    window = open_window(qtbot, players=3, seed=11)
    c = window.controller
    rng = random.Random(11)
    seen, armed = set(), 0
    for _ in range(260):
        if c.state.is_over():
            break
        if window.cover.isVisible():
            ready(window)
            continue
        if window.board.arena_mode == "finished":
            window.board.close_arena()
        tooltips_are_complete(window)
        seen.add(c.state.step())
        armed += len(window.board.armed_targets())
        targets = window.board.targets_now()
        multi = [t for t in targets if len(t.actions) > 1 and t.data(0) not in window.board._sources]
        if multi and rng.random() < 0.2:  # the chooser's chips say what they do too
            window.board.take(multi[0], multi[0].actions)
            assert window.board.chips and all("Click" in chip.toolTip() for chip in window.board.chips)
            window.board.close_chooser()
        legal = c.legal_for_viewer()
        busy = [a for a in legal if a.kind not in PASSIVE] or legal
        c.choose(rng.choice(busy))
    assert {"draft", "place_vp", "hand", "play"} <= seen and len(seen) >= 8, seen
    assert armed > 300


HOUSE_RULE = re.compile(r"\bhouse\b|clause|safeguard", re.IGNORECASE)


def player_words(window) -> list[str]:
    words = [window.windowTitle(), window.statusBar().currentMessage()]
    for item in window.board.items():
        if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible():
            words.append(item.text())
        words.append(item.toolTip())
    for widget in window.findChildren(QWidget):
        words.append(widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton)):
            words.append(widget.text())
    words += window.log.lines()
    return words


def test_the_words_players_read_never_speak_of_house_values_clauses_or_safeguards(qtbot, refusals):
    """House is a building of the game ("House", "Houses", "Storehouse"): the word in lower case, as in a
    "house" value of SOURCES.md, never reaches a player."""
    window = open_window(qtbot, players=4, seed=5)
    c = window.controller
    rng = random.Random(5)
    words: list[str] = []
    for _ in range(30):
        ready(window)
        words += player_words(window)
        for _ in range(12):
            if c.state.is_over():
                break
            ready(window)
            legal = c.legal_for_viewer()
            c.choose(rng.choice([a for a in legal if a.kind not in PASSIVE] or legal))
    bad = {w for w in words if HOUSE_RULE.search(re.sub(r"\b(House|Houses|Storehouse)\b", "", w))}
    assert not bad, sorted(bad)[:5]
