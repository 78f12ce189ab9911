"""The Rise of Empires board in the real game window (offscreen, qtbot): a placement made region by region,
shown in the player's colour and reset; paying for discs with the turn panel's buttons; every target's
tooltip; no words a player should not read; no text under 9 px in the fitted view of a 1280×820 window
nor of a 1024×700 one, where the whole board is in view; the keyboard; a redraw that makes again only the
pictures of what changed."""
import random
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QGraphicsSimpleTextItem, QLabel, QWidget

from dawnofempires_gui.engine import Action
from dawnofempires_gui.engine.registry import get
from dawnofempires_gui.games.roe import data as D
from dawnofempires_gui.ui.targets import Target

from ..board_texts import on_screen, redraw, small_texts
from .test_board import click_item, open_window, play, play_until, reach, ready

pytestmark = pytest.mark.gui
FORBIDDEN = re.compile(r"\b(house|clause|safeguard)", re.I)


def test_a_placement_is_made_region_by_region_shown_in_the_players_colour_and_can_be_reset(qtbot):
    window = open_window(qtbot, players=3, seed=8)
    rng = random.Random(1)
    assert play_until(window, rng, lambda s: s.top_step()[0] == "action" and not s.b_turn
                      and s.to_move()[0] == window.controller.viewer
                      and any(a.kind == "take_empire" for a in s.legal_actions(s.to_move()[0])))
    board, c = window.board, window.controller
    seat = c.viewer
    take = next(a for a in c.legal_for_viewer() if a.kind == "take_empire"
                and D.EMPIRE_BY_ID[a["tile"]].side(c.state.era).number >= 2)
    reach(window, qtbot, take)
    ready(window)
    state = c.state
    assert state.top_step()[0] == "place"
    legal_regions = set(state.placeable(seat))
    shown = {rid for rid, t in board.map.regions.items() if t.actions}
    assert shown == legal_regions  # exactly the legal regions are highlighted
    for rid, t in board.map.regions.items():
        if rid not in legal_regions:
            assert "Not now:" in t.toolTip(), rid
    first = sorted(legal_regions)[0]
    click_item(window, qtbot, board.map.regions[first])
    assert board.chooser is not None
    assert board.chooser_title(board.chips[0].actions) == f"How many cubes in {D.REGIONS[first].name}?"
    two = next(chip for chip in board.chips if chip.actions[0]["count"] == 2)
    click_item(window, qtbot, two)
    state = c.state
    assert state.cubes[first][seat] >= 2 and first in state.pl_regions
    assert board.map.regions[first].selected_colour == board.colours[seat]
    note = board.turn.notes[0].toolTip()  # the whole note (the regions placed in are outlined on the map)
    assert note.startswith("1 of") and "in your pool" in note, note
    assert "reset_placement" in board.targets and board.targets["reset_placement"].actions
    click_item(window, qtbot, board.targets["reset_placement"])
    state = c.state
    assert state.pl_regions == [] and board.map.regions[first].selected_colour == ""
    click_item(window, qtbot, board.targets["confirm_placement"])
    assert c.state.top_step()[0] != "place" or c.state.active != seat


def test_paying_for_discs_is_done_with_chips_of_the_turn_panel(qtbot):
    window = open_window(qtbot, players=3, seed=6)
    rng = random.Random(4)
    c = window.controller
    assert play_until(window, rng, lambda s: s.top_step()[0] == "pay" and s.to_move()[0] == c.viewer)
    legal = c.legal_for_viewer()
    kinds = {a["what"] for a in legal}
    assert kinds and all(f"pay-{k}" in window.board.targets for k in kinds)
    action = rng.choice(legal)
    reach(window, qtbot, action)
    assert c.session.record.actions[-1][1] == action or c.state.top_step()[0] != "pay"


def tooltips_are_complete(window):
    board, state = window.board, window.controller.state
    for item in board.items():
        if not isinstance(item, Target) or not item.isVisible() or item.data(0) == "chooser":
            continue
        tip = item.toolTip()
        assert tip.strip(), f"{item.data(0)} has no tooltip"
        if item.actions:
            assert "Click" in tip, (item.data(0), tip)
            assert all(state.describe(a) in tip for a in item.actions[:12]), (item.data(0), tip)
    return True


def test_every_target_says_what_a_click_does_or_why_not_now(qtbot):
    window = open_window(qtbot, players=4, seed=11)
    rng = random.Random(11)
    seen = set()
    for _ in range(60):
        if window.controller.state.is_over():
            break
        ready(window)
        tooltips_are_complete(window)
        state = window.controller.state
        seen.add(state.top_step()[0])
        if state.top_step()[0] == "action" and window.controller.legal_for_viewer():
            board = window.board
            inert = [t for tag, t in board.targets.items() if tag.startswith(("progress-", "city-", "trade-"))
                     and not t.actions]
            assert all("Not now:" in t.toolTip() or "empty" in t.toolTip() or "face down" in t.toolTip()
                       for t in inert), [t.toolTip() for t in inert][:3]
        play(window, 9, rng)
    assert {"action", "place", "order"} <= seen
    board = window.board
    opener = next(iter(board.opener_of.values()), None)
    if opener is not None:
        board.take(opener, opener.actions)
        assert board.chips and all(chip.toolTip() for chip in board.chips)


def test_no_house_clause_or_safeguard_where_players_read(qtbot):
    from dawnofempires_gui.ui.newgame import NewGameDialog

    dialog = NewGameDialog(get("roe"))
    qtbot.addWidget(dialog)
    words = [dialog.windowTitle()]
    for widget in dialog.findChildren(QWidget):
        words.append(widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton)):
            words.append(widget.text())
    window = open_window(qtbot, players=4, seed=3)
    rng = random.Random(3)
    for _ in range(12):
        ready(window)
        for item in window.board.items():
            words.append(item.toolTip())
            if isinstance(item, QGraphicsSimpleTextItem):
                words.append(item.text())
        words += [b.text() + " " + b.toolTip() for b in window.action_buttons]
        for family in window.actions_panel.families:
            words += [family.choice.itemText(i) for i in range(family.choice.count())]
        words.append(window.board.chooser_title(window.controller.legal_for_viewer() or [Action("end_turn")]))
        words += [window.board.chip_label(a)[0] for a in window.controller.legal_for_viewer()[:60]]
        play(window, 40, rng)
    words += window.log.lines()
    found = [w for w in words if FORBIDDEN.search(w or "")]
    assert found == []


@pytest.mark.parametrize("players", [2, 5])
def test_no_text_under_9_px_in_the_fitted_view_at_1280_by_820(qtbot, players):
    window = open_window(qtbot, players=players, seed=7)
    rng = random.Random(players)
    checked = 0
    while not window.controller.state.is_over() and checked < 10:
        ready(window)
        redraw(window)
        assert on_screen(window) >= 0.6
        assert small_texts(window) == [], (window.controller.state.phase(), small_texts(window)[:5])
        board = window.board
        opener = next(iter(board.opener_of.values()), None)
        if opener is not None:  # the chooser's chips and title too
            board.open_chooser(opener, opener.actions)
            assert small_texts(window) == []
            board.close_chooser()
        play(window, 45, rng)
        checked += 1


def test_at_1024_by_700_the_whole_board_is_in_view(qtbot):
    """The whole board fits a 1024×700 window, every word of it at 9 px or more."""
    window = open_window(qtbot, players=5, seed=7, size=(1024, 700))
    play(window, 80, random.Random(2))
    redraw(window)
    viewport = window.view.viewport().rect()
    shown = window.view.mapFromScene(window.board.itemsBoundingRect()).boundingRect()
    assert viewport.adjusted(-2, -2, 2, 2).contains(shown)
    assert small_texts(window, 9.0) == []


def test_the_keyboard_reaches_the_board_targets_and_the_chooser(qtbot):
    window = open_window(qtbot, players=3, seed=5)
    ready(window)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key_Right)
    board = window.board
    focused = board.focused_target()
    assert focused is not None and focused.actions
    before = len(window.controller.session.record.actions)
    seat = window.controller.viewer
    if len(focused.actions) == 1:
        action = focused.actions[0]
        qtbot.keyClick(window.view, Qt.Key_Return)
    else:
        qtbot.keyClick(window.view, Qt.Key_Return)
        assert board.chooser is not None and board.focused_target() is board.chips[0]
        action = board.chips[0].actions[0]
        qtbot.keyClick(window.view, Qt.Key_Return)
    assert window.controller.session.record.actions[before:] == [(seat, action)]
    # every legal action of the next decisions stands on a target the arrow keys reach
    rng = random.Random(5)
    for _ in range(30):
        ready(window)
        legal = window.controller.legal_for_viewer()
        targets = set(board.armed_targets())
        for action in legal:
            item = board.action_items.get(action) or board.opener_of.get(action)
            assert item is not None and item in targets, action
        play(window, 7, rng)


def test_a_redraw_re_renders_only_the_pictures_of_what_changed(qtbot):
    """Arming and disarming targets repaints their outlines, never a picture; a tile taken re-renders its
    box, its row of the action display and the panels' numbers, never the map or the other boxes."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    from dawnofempires_gui.ui import pictures

    fresh: list[str] = []

    class Counting(pictures.Cached):
        """A part's picture that notes when it is made again."""

        def __init__(self, ground, tag: str) -> None:
            super().__init__(ground)
            self.tag, self.made = tag, None

        def draw(self, painter) -> None:
            if not self.shelved:
                key = self.sourcePixmap(pictures.DEVICE, QPoint(), pictures.PAD).cacheKey()
                if key != self.made:
                    self.made = key
                    fresh.append(self.tag)
            super().draw(painter)

    window = open_window(qtbot, players=3, seed=4)
    c, board = window.controller, window.board
    assert play_until(window, random.Random(4), lambda s: s.top_step()[0] == "action" and not s.b_turn
                      and any(a.kind == "take_progress" for a in s.legal_actions(s.to_move()[0])))
    ready(window)
    for item in board.items():  # every part is built once per game: count what each of them draws
        effect = item.graphicsEffect()
        if isinstance(effect, pictures.Cached):
            item.setGraphicsEffect(Counting(effect.ground.name() if effect.ground else None, str(item.data(0))))
    viewport = window.view.viewport()

    def repainted() -> list[str]:
        """The parts whose pictures were made again since the last call, after a repaint."""
        QApplication.processEvents()
        viewport.repaint()
        made = sorted(fresh)
        fresh.clear()
        return made

    assert len(repainted()) > 40
    assert repainted() == []  # an unchanged board is copied from its pictures
    legal = c.legal_for_viewer()
    assert sum(bool(t.actions) for t in board.targets.values()) > 10
    # the same board with nothing to click, then armed again: only the outlines and the prompt change
    board.show_state(c.view(), c.viewer, [], [])
    assert all(t.startswith("turn-line-") for t in repainted())  # the prompt (the panel's paper is not drawn again)
    board.show_state(c.view(), c.viewer, legal, [])
    assert all(t.startswith("turn-line-") for t in repainted())  # the prompt (the panel's paper is not drawn again)
    take = next(a for a in legal if a.kind == "take_progress")
    reach(window, qtbot, take)
    ready(window)
    tags = repainted()
    boxes = [t for t in tags if t.startswith(("progress-", "territory-", "city-", "empire-", "trade-"))]
    assert len(boxes) == 1 and boxes[0].startswith("progress-"), tags
    assert "map-printed" not in tags and "tiles-words" not in tags, tags
    assert any(t.startswith("disc-progress-") for t in tags) and len(tags) <= 10, tags


def test_the_action_display_says_the_actions_are_done_once_the_food_phase_begins(qtbot):
    """It said "B turn: take a disc back" all through food, income, points and the era's end."""
    window = open_window(qtbot, players=3, seed=8)
    rng = random.Random(3)
    note = window.view.scene().display.turn_note
    assert play_until(window, rng, lambda s: s.stage == "actions" and s.b_turn)
    assert note.text() == "B turn: take a disc back"
    assert play_until(window, rng, lambda s: s.stage != "actions")
    assert note.text().endswith("actions done")
