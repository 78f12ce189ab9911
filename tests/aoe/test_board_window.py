"""The Age of Empires board's standards on the real game window (offscreen): another seat's balance never shows
across hand-offs, every target says what a click does (and every square why not now), no text under 9 px in the
fitted view of a 1280×820 window (the panels, the tray and the phase track), readable at 1024×700, the keyboard
reaches every action, no words of the rules' bookkeeping, the selected stack's highlights, the counters of a
square, the dice as they happen, items built once, and a redraw that repaints only what changed (counted)."""
from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QGraphicsSimpleTextItem, QLabel, QPlainTextEdit, QWidget

from dawnofempires_gui.engine import Action
from dawnofempires_gui.ui.pictures import is_shelved
from dawnofempires_gui.ui.targets import Target

from ..board_texts import redraw, small_texts
from .helpers import Dice, command, put, run
from .test_board import click_action, click_item, open_game, ready

pytestmark = pytest.mark.gui


def play(window, moves, rng):
    c = window.controller
    for _ in range(moves):
        if c.state.is_over():
            return
        ready(window)
        seat = c.state.to_move()[0]
        legal = c.state.legal_actions(seat)
        busy = [a for a in legal if a.kind not in ("command_none", "stop", "build_done", "produce_done")]
        c._apply(seat, rng.choice(busy or legal))
    ready(window)


def shown(item) -> bool:
    """Whether a board item is drawn: visible and not in a part kept undrawn (ui/pictures.shelve)."""
    return item.isVisible() and not is_shelved(item)


def words_shown(window) -> list[str]:
    """Every word the window shows: scene texts and tooltips, and the widgets' texts, tooltips and log lines."""
    words = []
    for item in window.board.items():
        if shown(item):
            words.append(item.toolTip())
            if isinstance(item, QGraphicsSimpleTextItem):
                words.append(item.text())
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        words.append(widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton)):
            words.append(widget.text())
        if isinstance(widget, QPlainTextEdit):  # the log
            words.append(widget.toPlainText())
    return words


def one_human(qtbot, monkeypatch, **options):
    """Ana at the screen against a computer seat that never gets to move (its pace is a day)."""
    monkeypatch.setenv("DAWNOFEMPIRES_BOT_DELAY_MS", "86400000")
    return open_game(qtbot, computers=(1,), civilizations="none", **options)


def position(window, stage: str, rolls=(), build=None):
    """A position on the window's own game: the pieces `build(game)` puts, then the sequence of play from `stage`."""
    game = window.controller.state
    game.pieces.clear()
    game.next_id = 1
    game.flow = []
    game.order = [0, 1]
    game.turn = max(game.turn, 1)
    if build is not None:
        build(game)
    run(game, stage, rolls=rolls)
    redraw(window)
    return game


def at_a_town_center(window, *extra):
    """Ana's Movement and Build phase with her Town Center and a barracks at (3, 3) and 900 food, the other
    Town Center at (20, 8); `extra`: more pieces as (type, owner, x, y). Returns the game and her Town Center."""
    holder = {}

    def build(game):
        holder["tc"] = put(game, "town_center", 0, 3, 3)
        put(game, "barracks", 0, 3, 3)
        put(game, "town_center", 1, 20, 8)
        for piece in extra:
            put(game, *piece)
        game.queue = [0]
        game.purses[0] = {"food": 900, "wood": 0, "gold": 0, "stone": 0}

    return position(window, "build", build=build), holder["tc"]


# ---------------------------------------------------------------------- secrets
def test_another_seats_balance_never_shows_across_hand_offs(qtbot):
    window = open_game(qtbot, seed=8, turns=8)
    c = window.controller
    rng = random.Random(8)
    handoffs = 0
    last = None
    marks = ({"food": 4711, "wood": 3137, "gold": 2719, "stone": 1414},
             {"food": 6173, "wood": 5309, "gold": 8821, "stone": 9337})
    while not c.state.is_over() and handoffs < 8:
        if window.cover.isVisible():
            assert not window.view.isEnabled()
            handoffs += 1
            ready(window)
            continue
        seat = c.viewer
        if seat != last:
            last = seat
            for s in (0, 1):
                c.state.purses[s] = dict(marks[s])
            redraw(window)
            text = " ".join(words_shown(window))
            other = 1 - seat
            for value in marks[other].values():
                assert str(value) not in text, f"seat {other}'s {value} shows on seat {seat}'s screen"
            assert all(str(v) in text for v in marks[seat].values()), "the seat's own balance is not shown"
            assert str(sum(marks[other].values())) in text, "the other seat's public total is not shown"
            panel = window.board.panels[other]
            assert not any(shown(cell) for cell in panel.res_cells.values())
        legal = c.legal_for_viewer()
        busy = [a for a in legal if a.kind not in ("command_none", "stop", "build_done", "produce_done")]
        c.choose(rng.choice(busy or legal))
    assert handoffs >= 3


# ---------------------------------------------------------------------- tooltips, words, sizes
def tooltips_are_complete(window):
    board = window.board
    for item in board.items():
        if not isinstance(item, Target) or not shown(item) or item.data(0) == "chooser":
            continue
        tip = item.toolTip()
        assert tip.strip(), f"{item.data(0)} has no tooltip"
        if item.actions:
            assert "Click" in tip and window.controller.state.describe(item.actions[0]) in tip, (item.data(0), tip)


def test_every_target_says_what_a_click_does_and_every_square_why_not(qtbot):
    window = open_game(qtbot, seed=11, turns=10)
    rng = random.Random(11)
    seen = set()
    why = 0
    for _ in range(60):
        if window.controller.state.is_over():
            break
        ready(window)
        tooltips_are_complete(window)
        board = window.board
        step = window.controller.state.top_step()[0]
        seen.add(step)
        if step in ("setup", "command", "move", "site") and window.controller.legal_for_viewer():
            inert = next(sq for sq in range(board.board.grid.size) if f"sq-{sq}" not in board._armed_tags)
            tip = board.square_tip(inert)
            assert "Not now:" in tip, tip
            why += 1
        opener = next(iter(board.opener_of.values()), None)
        if opener is not None:
            board.take(opener, opener.actions)
            assert board.chips and all(ch.toolTip() for ch in board.chips)
            board.close_chooser()
        play(window, 1 if len(seen) < 4 else 4, rng)
    assert {"setup", "resources", "command"} <= seen and why >= 3


def test_a_squares_tooltip_is_made_when_the_pointer_rests_on_it(qtbot):
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtWidgets import QGraphicsSceneHelpEvent

    window = open_game(qtbot, seed=2)
    board = window.board
    sq = board.board.grid.cell(5, 5)
    centre = board.square_pos(sq) + QPointF(board.s / 2, board.s / 2)
    event = QGraphicsSceneHelpEvent()
    event.setScenePos(centre)
    event.setScreenPos(QPoint(10, 10))
    board.helpEvent(event)
    assert "(6, 6)" in board.grid.toolTip() and "land" in board.grid.toolTip()


def test_no_words_of_the_rules_bookkeeping(qtbot):
    window = open_game(qtbot, players=4, seed=3, turns=6)
    rng = random.Random(3)
    words = []
    for _ in range(12):
        words += words_shown(window)
        play(window, 20, rng)
    text = " ".join(words)
    assert not re.search(r"\bhouse\b", text), "a lower-case 'house' (the rules' bookkeeping) is shown"
    assert "clause" not in text.lower() and "safeguard" not in text.lower()


@pytest.mark.parametrize("players", [2, 4, 6])
def test_no_text_under_9_px_in_the_fitted_view_at_1280_by_820(qtbot, players):
    window = open_game(qtbot, players=players, seed=7, turns=5)
    rng = random.Random(players)
    checked = 0
    while not window.controller.state.is_over() and checked < 8:
        ready(window)
        redraw(window)
        assert small_texts(window) == [], (window.controller.state.phase(), small_texts(window)[:5])
        board = window.board
        opener = next(iter(board.opener_of.values()), None)
        if opener is not None:
            board.open_chooser(opener, opener.actions)
            assert small_texts(window) == []
            board.close_chooser()
        play(window, 12, rng)
        checked += 1


@pytest.mark.parametrize("players", [2, 4, 6])
def test_readable_at_1024_by_700(qtbot, players):
    """Every part of the board in the fitted view and no text under 9 px (four players: their panels side
    by side, under the map and the tray, rather than two by two, which left 8 px)."""
    window = open_game(qtbot, players=players, seed=7, size=(1024, 700))
    play(window, 10, random.Random(1))
    redraw(window)
    view = window.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    for part in (window.board.grid, window.board.tray, *window.board.panels, window.board.track):
        assert shown.contains(part.sceneBoundingRect()), part.data(0)
    assert small_texts(window) == []


def test_the_phase_tracks_first_words_end_before_its_first_phase(qtbot):
    """At setup the track said "Setting up", and the Resource Collection phase was drawn over its end."""
    window = open_game(qtbot, players=2, seed=7, size=(1024, 700))
    track = window.board.track
    assert window.controller.state.turn == 0 and track.turn.text() == "Setup"
    first = min(track.cells.values(), key=lambda cell: cell.sceneBoundingRect().left())
    for words in ("Setup", "Turn 9", "Turn 99"):
        track.turn.set(words)
        assert track.turn.sceneBoundingRect().right() < first.sceneBoundingRect().left(), words


# ---------------------------------------------------------------------- the keyboard
def test_the_keyboard_reaches_the_board_targets_and_the_chooser(qtbot):
    window = open_game(qtbot, seed=4, civilizations="choose")
    window.view.setFocus()
    c = window.controller
    qtbot.keyClick(window.view, Qt.Key_Right)
    focused = window.board.focused_target()
    assert focused is not None and str(focused.data(0)).startswith("civ-")
    before = len(c.session.record.actions)
    seat, action = c.viewer, focused.actions[0]
    qtbot.keyClick(window.view, Qt.Key_Return)
    assert c.session.record.actions[before:] == [(seat, action)]
    while c.state.top_step()[0] != "resources":
        ready(window)
        click_action(window, qtbot, c.legal_for_viewer()[0])
    ready(window)
    window.view.setFocus()
    board = window.board
    resource = board.targets[f"res-{c.viewer}-food"]
    board._move_focus_to(resource)
    qtbot.keyClick(window.view, Qt.Key_Return)  # several amounts: the chooser opens, its first chip focused
    assert board.chooser is not None and board.focused_target() is board.chips[0]
    qtbot.keyClick(window.view, Qt.Key_Right)
    chip = board.focused_target()
    before = len(c.session.record.actions)
    qtbot.keyClick(window.view, Qt.Key_Return)
    assert c.session.record.actions[-1][1] == chip.actions[0] and len(c.session.record.actions) == before + 1


# ---------------------------------------------------------------------- positions
def test_the_selected_stacks_range_reach_and_path_are_highlighted(qtbot, monkeypatch):
    window = one_human(qtbot, monkeypatch)
    board = window.board
    holder = {}

    def build(game):
        put(game, "town_center", 0, 3, 3)
        put(game, "town_center", 1, 20, 8)
        holder["bowmen"] = [put(game, "bowman", 0, 10, 5), put(game, "bowman", 0, 10, 5)]
        holder["enemy"] = put(game, "clubman", 1, 11, 6)
        command(game, 0, *holder["bowmen"])
        game.cc[1] = []

    game = position(window, "missile", build=build)
    assert game.top_step()[0] == "attack"
    enemy_square = holder["enemy"]["square"]
    assert enemy_square in board.highlight.range and board.highlight.selected == holder["bowmen"][0]["square"]
    target = board.squares[enemy_square]
    assert target.actions and "Click" in target.toolTip()
    assert board.tray.detail_title.text().startswith(game.square_name(holder["bowmen"][0]["square"]))
    click_action(window, qtbot, next(a for a in window.controller.legal_for_viewer() if a.kind == "attack"))
    # on to the Movement and Build phase: the reach is tinted and the path follows the pointer
    while game.top_step()[0] != "move" and not game.is_over():
        legal = window.controller.legal_for_viewer()
        click_action(window, qtbot, next((a for a in legal if a.kind in ("hold", "enough")), legal[0]))
    assert game.top_step()[0] == "move"
    reach = game.reach()
    assert set(board.highlight.reach) == set(reach)
    goal = max(reach, key=lambda sq: reach[sq])
    board.hover_square(goal)
    assert board.highlight.path[0] == holder["bowmen"][0]["square"] and board.highlight.path[-1] == goal
    click_action(window, qtbot, Action("move_to", square=goal))


def test_a_stack_shows_its_counters_chit_hits_and_foundations(qtbot, monkeypatch):
    window = one_human(qtbot, monkeypatch)
    board = window.board
    holder = {}

    def build(game):
        holder["tc"] = put(game, "town_center", 0, 4, 4)
        holder["vils"] = [put(game, "villager", 0, 4, 4) for _ in range(3)]
        holder["found"] = put(game, "barracks", 0, 4, 4, down=True)
        holder["hit"] = put(game, "axeman", 1, 4, 4)
        put(game, "town_center", 1, 20, 8)
        holder["hit"]["red"] = 1
        holder["tc"]["steps"] = 1
        command(game, 0, *holder["vils"])

    game = position(window, "collect", build=build)
    sq = holder["tc"]["square"]
    key = board.stacks[sq].key
    mine, theirs = key
    colour, b_icon, f_icon, letter, units, training, red, black, depleted, chit, buildings = mine
    assert b_icon == "mdi6.castle" and f_icon and units == 3 and chit and depleted == 1 and not red
    assert (letter, theirs[3]) == ("A", "B"), "each counter carries its owner's letter"
    assert theirs[4] == 1 and theirs[6] == 1
    tip = board.square_tip(sq)
    assert "3 Villagers" in tip and "foundation of a Barracks" in tip and "1 red" in tip
    board.hover_square(sq)
    shown = [c for c in board.tray.counters if c.isVisible()]
    assert len(shown) == len(game.at(sq)) and all(c.toolTip() for c in shown)


def test_dice_show_as_they_happen(qtbot, monkeypatch):
    window = one_human(qtbot, monkeypatch)
    board = window.board

    def build(game):
        put(game, "town_center", 0, 3, 3)
        put(game, "town_center", 1, 20, 8)
        put(game, "bowman", 1, 10, 5)
        put(game, "bowman", 1, 10, 5)
        put(game, "villager", 0, 11, 5)
        game.queue = [0, 1]

    game = position(window, "command", build=build)
    assert game.top_step()[:2] == ("command", (0,))
    c = window.controller
    assert not any(d.isVisible() for d in board.tray.dice)
    click_action(window, qtbot, Action("command_none"))
    game.rng = Dice([1])
    c._apply(1, Action("command_none"))  # the computer seat's chit; then the programmed Bowmen fire
    dice = [d for d in board.tray.dice if d.isVisible()]
    assert dice, "the roll of the programmed Bowmen is not shown"
    roll, new = dice[-1].key
    assert roll.roll == 1 and roll.hit and roll.colour == "red" and roll.die == 4 and new
    assert "attacks" in dice[-1].toolTip() and "rolls 1" in dice[-1].toolTip()
    window.redraw([])
    assert not board.tray.dice[0].key[1], "a roll is new only once"


def at_a_build_site(window):
    """Ana's one commanded villager at (7, 7), with 500 wood and 200 stone, asked where to lay a foundation."""
    holder = {}

    def build(game):
        put(game, "town_center", 0, 3, 3)
        put(game, "town_center", 1, 20, 8)
        holder["vil"] = put(game, "villager", 0, 6, 6)
        command(game, 0, holder["vil"])
        game.queue = [0]
        game.purses[0] = {"food": 0, "wood": 500, "gold": 0, "stone": 200}

    game = position(window, "build", build=build)
    assert game.top_step()[0] == "site"
    return game, holder["vil"]


def test_the_building_chooser_opens_at_the_chosen_site(qtbot, monkeypatch):
    window = one_human(qtbot, monkeypatch)
    board = window.board
    game, villager = at_a_build_site(window)
    click_action(window, qtbot, Action("found_at", square=villager["square"]))
    assert board.chooser is not None, "the buildings to lay are offered at once"
    labels = [ch.label.text() for ch in board.chips]
    assert any(t.startswith("Barracks") for t in labels) and any(t.startswith("House") for t in labels)
    barracks = next(ch for ch in board.chips if ch.label.text().startswith("Barracks"))
    click_item(window, qtbot, barracks)
    assert any(p["type"] == "barracks" and p["down"] for p in game.pieces.values())


def test_a_redraw_builds_nothing_new(qtbot):
    window = open_game(qtbot, players=6, seed=5, civilizations="none")
    play(window, 30, random.Random(2))
    redraw(window)
    before = {id(i) for i in window.board.items()}
    redraw(window)
    after = {id(i) for i in window.board.items()}
    assert after == before


def counting(method, log, name):
    """`method` that also writes name(self) in `log` each time it runs."""
    def wrapper(self, *args):
        log.append(name(self))
        return method(self, *args)
    return wrapper


def test_a_unit_started_repaints_its_stack_and_no_other(qtbot, monkeypatch):
    """The redraw after an action that changes one stack paints that stack again and no other stack; the grid keeps
    its picture, and the panel of the player who did nothing is not written again (counted, not timed)."""
    from PySide6.QtWidgets import QApplication

    from dawnofempires_gui.games.aoe.board_grid import GridItem
    from dawnofempires_gui.games.aoe.board_stacks import StackItem
    from dawnofempires_gui.games.aoe.board_panels import PlayerPanel

    painted, written = [], []
    # before the board is built: Qt finds an item's paint() once, when the item is made
    monkeypatch.setattr(StackItem, "paint", counting(StackItem.paint, painted, lambda item: item.square))
    monkeypatch.setattr(GridItem, "paint", counting(GridItem.paint, painted, lambda item: "grid"))
    for section in ("_head", "_resources", "_command", "_units", "_buildings"):
        method = counting(getattr(PlayerPanel, section), written, lambda panel: panel.p)
        monkeypatch.setattr(PlayerPanel, section, method)
    window = one_human(qtbot, monkeypatch)
    board = window.board
    game, town_center = at_a_town_center(window, ("villager", 0, 6, 6), ("clubman", 1, 18, 9))
    tc = town_center["square"]
    click_item(window, qtbot, board.squares[tc])
    chip = next(ch for ch in board.chips if ch.label.text().startswith("Clubman"))
    QApplication.processEvents()  # all painted once: every stack has its picture
    assert len(board.stacks) >= 3 and "grid" in painted
    painted.clear()
    written.clear()
    click_item(window, qtbot, chip)
    QApplication.processEvents()
    assert [p for p in game.at(tc) if p["type"] == "clubman" and p["down"]], "no clubman started"
    assert painted == [tc], f"painted again: {painted}"
    assert 0 in written and 1 not in written, written


def test_pointing_at_another_stack_repaints_only_the_squares_whose_tint_changes(qtbot, monkeypatch):
    """The highlights of the selected stack cover the whole grid: pointing at another stack asks Qt to repaint the
    squares whose tint or outline changes, never the whole grid (its stacks and targets would all be drawn again)."""
    from dawnofempires_gui.games.aoe.board_grid import HighlightItem

    window = one_human(qtbot, monkeypatch)
    board = window.board
    holder = {}

    def build(game):
        put(game, "town_center", 0, 3, 3)
        put(game, "town_center", 1, 20, 8)
        holder["near"] = put(game, "barracks", 0, 6, 6)  # buildings: pointing outlines them, with no reach
        holder["far"] = put(game, "house", 0, 14, 9)

    position(window, "collect", build=build)
    board.hover_square(holder["near"]["square"])
    asked = []
    monkeypatch.setattr(HighlightItem, "update", lambda item, *rect: asked.append(rect))
    board.hover_square(holder["far"]["square"])
    assert board.highlight.selected == holder["far"]["square"] and asked
    grid = board.highlight.boundingRect()
    assert all(rect and rect[0].width() * rect[0].height() < grid.width() * grid.height() / 50 for rect in asked), asked


def test_some_units_of_a_stack_are_commanded_by_clicking_their_counters(qtbot, monkeypatch):
    window = one_human(qtbot, monkeypatch)
    board = window.board
    holder = {}

    def build(game):
        put(game, "town_center", 0, 3, 3)
        put(game, "town_center", 1, 20, 8)
        holder["stack"] = [put(game, "villager", 0, 7, 7) for _ in range(3)] + [put(game, "clubman", 0, 7, 7)]
        game.queue = [0, 1]

    game = position(window, "command", build=build)
    sq = holder["stack"][0]["square"]
    target = board.squares[sq]
    click_item(window, qtbot, target)
    assert board.chooser is not None and board.chooser_title(target.actions) == "Command which units?"
    some = next(ch for ch in board.chips if ch.actions[0].kind == "command_some")
    click_item(window, qtbot, some)
    assert game.top_step()[0] == "pick"
    assert board.tray.detail_title.text().startswith(game.square_name(sq))
    clubman = board.targets[f"piece-{holder['stack'][3]['id']}"]
    assert clubman.isVisible() and clubman.actions == (Action("pick", piece=holder["stack"][3]["id"]),)
    click_item(window, qtbot, clubman)
    villager = board.targets[f"piece-{holder['stack'][0]['id']}"]
    click_item(window, qtbot, villager)
    assert game.picking == [holder["stack"][3]["id"], holder["stack"][0]["id"]]
    assert board.targets[f"piece-{holder['stack'][3]['id']}"].face[6], "a chosen counter is marked"
    click_item(window, qtbot, board.targets["picked"])
    assert sorted(game.cc[0]) == sorted([holder["stack"][3]["id"], holder["stack"][0]["id"]])
    assert board.stacks[sq].key[0][9], "the Command-Control chit is drawn on the stack"


def test_units_and_ages_are_started_at_a_buildings_square(qtbot, monkeypatch):
    window = one_human(qtbot, monkeypatch)
    board = window.board
    game, town_center = at_a_town_center(window)
    assert game.top_step()[0] == "produce"
    target = board.squares[town_center["square"]]
    kinds = {a.kind for a in target.actions}
    assert {"train", "advance"} <= kinds and "Click" in target.toolTip()
    click_item(window, qtbot, target)
    labels = [ch.label.text() for ch in board.chips]
    assert "Tool Age · 500 food" in labels and any(t.startswith("Clubman") for t in labels)
    click_item(window, qtbot, next(ch for ch in board.chips if ch.actions[0].kind == "advance"))
    assert game.advancing[0] == town_center["id"]
    assert "Tool Age" in window.board.panels[0].upgrades.text()


def descendants(item):
    for child in item.childItems():
        yield child
        yield from descendants(child)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_tray_and_the_panels_keep_their_words_inside(qtbot, players):
    from dawnofempires_gui.games.aoe.board_frame import FrameEdge

    window = open_game(qtbot, players=players, seed=9, turns=8)
    rng = random.Random(players)
    for _ in range(20):
        redraw(window)
        for box in [window.board.tray, *window.board.panels]:
            frame = box.sceneBoundingRect().adjusted(-1, -1, 1, 1)
            for item in descendants(box):  # the words sit in parts painted from pictures, a level down
                rect = item.sceneBoundingRect()
                outline = isinstance(item, FrameEdge) or isinstance(item.parentItem(), FrameEdge)
                if item.isVisible() and rect.width() > 0.5 and not outline:
                    assert frame.contains(rect), (box.data(0), item.data(0), getattr(item, "text", str)())
        play(window, 10, rng)


def test_a_narrow_panel_head_never_writes_one_word_over_another(qtbot):
    """Four panels side by side: the civilization's name gives way to "to move" and the Age (cut, whole in
    its tooltip) instead of running under them."""
    window = open_game(qtbot, players=4, seed=7, size=(1024, 700), turns=8)
    play(window, 40, random.Random(2))
    redraw(window)
    checked = 0
    for panel in window.board.panels:
        words = [t for t in (panel.name, panel.civ, panel.state, panel.age) if t.isVisible() and t.text()]
        boxes = sorted((t.sceneBoundingRect() for t in words), key=lambda r: r.left())
        for left, right in zip(boxes, boxes[1:]):
            assert left.right() <= right.left() + 0.5, [t.text() for t in words]
        checked += panel.civ.isVisible() and bool(panel.civ.text())
    assert checked, "the civilizations are named where there is room"
