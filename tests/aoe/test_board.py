"""The Age of Empires board, driven through the real game window (offscreen, qtbot) by clicks on board targets and
chooser chips only: a whole 2-player game to the turn limit, the scripted builder's game to the Bronze Age and a
battle, a 4-player game with gifts between allies, and the 24×36 board of six players."""
from __future__ import annotations

import random
import time

import pytest
from PySide6.QtCore import Qt

from dawnofempires_gui.engine import Seat
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.engine.registry import get
from dawnofempires_gui.ui.table import Table

from . import screenshot_aoe as script

pytestmark = pytest.mark.gui
INFO = get("aoe")
NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"]


def open_game(qtbot, players=2, seed=3, turns=None, size=(1280, 820), computers=(), **options):
    opts = {**INFO.default_options(), **INFO.random_play_options, **options}
    if turns is not None:
        opts["turn_limit"] = turns
    seats = [Seat(NAMES[i], computer=i in computers) for i in range(players)]
    window = Table().start(Record("aoe", seats, INFO.checked_options(opts), seed))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    ready(window, qtbot)
    return window


def ready(window, qtbot=None):
    if window.cover.isVisible():
        if qtbot is not None:
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
        else:
            window.cover.button.click()


def click_item(window, qtbot, item) -> None:
    point = window.view.mapFromScene(item.sceneBoundingRect().center())
    assert window.view.viewport().rect().contains(point), f"{item.data(0)} is outside the view"
    qtbot.mouseClick(window.view.viewport(), Qt.LeftButton, pos=point)


def armed(board) -> list:
    items = {id(i): i for i in [*board.action_items.values(), *board.opener_of.values()]}
    return sorted(items.values(), key=lambda i: str(i.data(0)))


def click_action(window, qtbot, action) -> None:
    """Take one legal action by clicking: its target, or the target opening the chooser and then its chip."""
    board = window.board
    if board.chooser is not None:
        chip = next((c for c in board.chips if c.actions == (action,)), None)
        if chip is not None:
            click_item(window, qtbot, chip)
            return
    item = board.action_items.get(action)
    if item is not None:
        click_item(window, qtbot, item)
        return
    opener = board.opener_of[action]
    click_item(window, qtbot, opener)
    assert board.chooser is not None, f"{opener.data(0)} opened no chooser"
    chip = next(c for c in board.chips if c.actions == (action,))
    click_item(window, qtbot, chip)


def every_action_has_a_target(board, legal):
    for action in legal:
        assert action in board.action_items or action in board.opener_of, f"no board item for {action}"


def test_a_whole_game_is_played_by_clicking_only_on_the_board(qtbot, monkeypatch):
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.information", lambda *a, **k: pytest.fail(f"refused: {a[2]}"))
    rng = random.Random(5)
    window = open_game(qtbot, seed=5, turns=6)
    board = window.board
    start = time.monotonic()
    clicks = 0
    steps = set()
    while not window.controller.state.is_over():
        assert time.monotonic() - start < 120, "the game took too long"
        if window.cover.isVisible():
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
            continue
        legal = window.controller.legal_for_viewer()
        assert legal, "a human seat at the screen with nothing to do"
        every_action_has_a_target(board, legal)
        steps.add(window.controller.state.top_step()[0])
        before = len(window.controller.session.record.actions)
        if board.chooser is not None and rng.random() < 0.8:  # the chooser opened by itself (the building to lay)
            click_item(window, qtbot, rng.choice(board.chips))
        else:
            targets = armed(board)
            busy = [t for t in targets if t.data(0) not in ("command_none", "produce_done", "build_done", "stop")]
            item = rng.choice(busy if busy and rng.random() < 0.85 else targets)
            click_item(window, qtbot, item)
            if board.chooser is not None and len(window.controller.session.record.actions) == before:
                chips = list(board.chips)
                assert chips and all(c.data(1) in legal for c in chips)
                click_item(window, qtbot, rng.choice(chips))
        assert len(window.controller.session.record.actions) == before + 1, "the click did nothing"
        clicks += 1
    qtbot.waitUntil(lambda: getattr(window, "end_dialog", None) is not None and window.end_dialog.isVisible(), timeout=5000)
    assert clicks > 40
    assert {"civilization", "setup", "resources", "command", "move"} <= steps, steps
    assert "turn 6" in window.controller.state.end_reason


def test_the_builders_game_reaches_the_bronze_age_and_a_battle_by_clicks(qtbot, monkeypatch):
    """Every action of the scripted builder (both seats at the screen) is taken by a click on the board: the
    Barracks and Archery Range laid, both Ages, the units started, the march and the attacks."""
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.information", lambda *a, **k: pytest.fail(f"refused: {a[2]}"))
    window = open_game(qtbot, seed=1, turns=40, civilizations="choose")
    state = window.controller.state
    kinds = set()
    rolls_seen = 0
    start = time.monotonic()
    while not state.is_over() and not (state.ages[0] == "bronze" and {"attack", "move_to", "train"} <= kinds):
        assert time.monotonic() - start < 150, "the game took too long"
        ready(window, qtbot)
        seat = window.controller.viewer
        legal = window.controller.legal_for_viewer()
        every_action_has_a_target(window.board, legal)
        action = script.plan(state, seat, legal)
        before = len(window.controller.session.record.actions)
        click_action(window, qtbot, action)
        assert len(window.controller.session.record.actions) == before + 1, f"clicking for {action} did nothing"
        kinds.add(action.kind)
        rolls_seen = max(rolls_seen, sum(d.isVisible() for d in window.board.tray.dice))
    assert state.ages[0] == "bronze" and state.ages[1] == "bronze"
    assert {"found", "advance", "train", "move_to", "attack", "collect", "command"} <= kinds, kinds
    assert rolls_seen > 0, "no die was ever shown"
    panel = window.board.panels[0]
    assert panel.age.text() == "Bronze Age" and "Archery Range" in panel.builds.toolTip()


def test_allies_give_resources_by_clicking_their_panel(qtbot, monkeypatch):
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.information", lambda *a, **k: pytest.fail(f"refused: {a[2]}"))
    window = open_game(qtbot, players=4, seed=2, civilizations="none")
    c = window.controller
    state = c.state
    while state.top_step()[0] == "setup":
        ready(window, qtbot)
        click_action(window, qtbot, c.legal_for_viewer()[0])
    ready(window, qtbot)
    seat = c.viewer
    assert state.top_step()[0] == "resources"
    board = window.board
    take = next(a for a in c.legal_for_viewer() if a.kind == "collect" and a["resource"] == "wood"
                and a["amount"] == state.collect_left[seat])
    opener = board.opener_of[take]
    assert opener.data(0) == f"res-{seat}-wood" and "Click" in opener.toolTip()
    click_action(window, qtbot, take)
    click_action(window, qtbot, next(a for a in c.legal_for_viewer() if a.kind == "transfer"))
    ally = state.allies(seat)[0]
    give = next(a for a in c.legal_for_viewer() if a.kind == "transfer_what" and a["resource"] == "wood")
    assert board.action_items.get(give, board.opener_of.get(give)).data(0) == f"res-{seat}-wood"
    click_action(window, qtbot, give)
    amounts = [a for a in c.legal_for_viewer() if a.kind == "transfer_amount"]
    assert len(amounts) > 20 and all(a in board.opener_of for a in amounts)  # in ranges, each opening a chooser
    assert all(str(board.opener_of[a].data(0)).startswith("amt-") for a in amounts)
    before = state.purses[ally]["wood"]
    click_action(window, qtbot, amounts[-1])
    assert state.purses[ally]["wood"] == before + amounts[-1]["amount"]


def test_the_six_player_board_fits_the_window_and_zooms(qtbot):
    window = open_game(qtbot, players=6, seed=4, civilizations="none")
    board = window.board
    view = window.view
    window.view.fit()
    grid = board.grid.sceneBoundingRect()
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(grid) and shown.contains(board.tray.sceneBoundingRect())
    assert board.board.width == 36 and board.board.height == 24
    square_px = board.s * view.transform().m11()
    assert square_px >= 13, square_px
    before = view.transform().m11()
    view.zoom_in()
    view.zoom_in()
    assert view.transform().m11() == pytest.approx(before * view.ZOOM_STEP ** 2)
