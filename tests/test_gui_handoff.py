"""The hand-off cover and the screen passing between humans, as players meet them: a double-click, Enter, an
undo once the screen has passed, a score table or a hint left from the last player. Each test drives the real
game window (offscreen)."""
from concurrent.futures import Future

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dawnofempires_gui.engine import Action, Seat
from dawnofempires_gui.engine.record import Record
from tests.test_gui_hotseat import board_item, dice, open_window

pytestmark = pytest.mark.gui


def _put_under_the_ready_button(window, tag):
    """Zoom and pan the board so that the target `tag` lies where 'I am ready' will appear; its window point."""
    window.cover.cover("Ben", "#ffffff")  # once, to learn where its button sits
    centre = window.cover.button.geometry().center()
    window.cover.hide()
    view = window.view
    for _ in range(10):
        view.zoom_in()
    target = board_item(window, tag)
    for _ in range(3):
        at = view.viewport().mapTo(window, view.mapFromScene(target.sceneBoundingRect().center()))
        view.horizontalScrollBar().setValue(view.horizontalScrollBar().value() + (at - centre).x())
        view.verticalScrollBar().setValue(view.verticalScrollBar().value() + (at - centre).y())
    at = view.viewport().mapTo(window, view.mapFromScene(target.sceneBoundingRect().center()))
    assert at == centre, "the board target could not be brought under the button"
    return at


def test_the_second_click_of_a_double_click_on_the_board_does_not_lift_the_cover(qtbot):
    window = open_window(qtbot, dice())
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    at = _put_under_the_ready_button(window, "target-bid-2")
    QTest.mouseDClick(window.windowHandle(), Qt.LeftButton, Qt.NoModifier, at)  # Ana's bid, by habit a double-click
    assert len(window.controller.session.record.actions) == 1
    assert window.cover.isVisible() and "Ben" in window.cover.title.text(), "Ben's board stays covered"
    assert window.controller.viewer == 0 and not window.view.isEnabled()
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)  # Ben's own click
    assert not window.cover.isVisible() and window.controller.viewer == 1


def test_once_the_screen_has_passed_the_last_players_move_can_still_be_taken_back(qtbot):
    window = open_window(qtbot, Record("iron", [Seat("Ana"), Seat("Ben")], {"length": "short"}, 2))
    choice = window.controller.legal_for_viewer()[0]
    start = window.controller.state.digest()
    window.controller.choose(choice)  # Ana's setup choice ends her part: the screen is Ben's at once
    assert window.controller.viewer == 1 and not window.cover.isVisible()
    words = window.controller.state.describe(choice)
    assert window.undo_button.isEnabled(), "Ana can no longer reach Undo: Ben's screen takes her move back"
    assert window.actions_panel.undo_note.text().startswith("Take back Ana's last move")
    qtbot.mouseClick(window.undo_button, Qt.LeftButton)
    assert window.controller.state.digest() == start and window.controller.viewer == 0
    assert choice in window.controller.legal_for_viewer(), "the screen is Ana's again, her choice to make"
    assert not any(words in line for line in window.log.lines())


def test_enter_says_i_am_ready_but_a_held_enter_key_does_not(qtbot):
    window = open_window(qtbot, dice())
    window.show()
    qtbot.waitExposed(window)
    window.board.focus_action(Action("bid", amount=2))
    qtbot.keyPress(window.view, Qt.Key_Return)  # Ana takes her bid with Enter and holds the key a moment
    assert window.cover.isVisible()
    QApplication.sendEvent(window.cover.button, QKeyEvent(QEvent.KeyPress, Qt.Key_Return, Qt.NoModifier, "\r", True))
    assert window.cover.isVisible(), "the repeats of Ana's held key do not lift the cover"
    qtbot.keyRelease(window.cover.button, Qt.Key_Return)
    assert window.cover.isVisible()
    qtbot.keyClick(window.cover.button, Qt.Key_Return)  # Ben, sitting down
    assert not window.cover.isVisible() and window.controller.viewer == 1


def test_a_score_table_left_open_while_the_computer_plays_does_not_stay_over_the_next_players_cover(qtbot, monkeypatch):
    monkeypatch.setenv("DAWNOFEMPIRES_BOT_DELAY_MS", "1")
    record = Record("hiddenhands", [Seat("Ana"), Seat("Cy", computer=True, level="random"), Seat("Ben")], {}, 4)
    window = open_window(qtbot, record)
    if window.cover.isVisible():
        qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    window.controller.choose(window.controller.legal_for_viewer()[0])  # Ana plays; Cy, the computer, is next
    window.show_scores()  # Ctrl+T while Cy thinks
    assert window.score_dialog.isVisible()
    qtbot.waitUntil(window.cover.isVisible, timeout=10000)  # Cy has played: Ben's turn
    assert "Ben" in window.cover.title.text()
    assert not window.score_dialog.isVisible(), "Ana's score table neither hides Ben's cover nor keeps him from Ready"


def test_the_hint_on_the_status_bar_is_gone_when_the_next_player_sits_down(qtbot, monkeypatch):
    window = open_window(qtbot, Record("hiddenhands", [Seat("Ana"), Seat("Ben")], {}, 8))
    if window.cover.isVisible():
        qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    c = window.controller
    seat = c.viewer
    answer = Future()
    monkeypatch.setattr(c.thinker, "hint", lambda *args: answer)
    window.ask_hint()  # Ctrl+H
    best = c.legal_for_viewer()[0]
    answer.set_result(best)
    c._check_thinking()  # what the window does every moment while a hint is coming
    words = c.state.describe(best)
    assert window.statusBar().currentMessage() == f"Hint: {words}", "the hint names a card of the hand"
    assert len(c.legal_for_viewer()) > 1
    c.choose(c.legal_for_viewer()[-1])  # another card: the hinted one stays a secret of the hand
    assert window.cover.isVisible()
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    assert c.viewer != seat
    assert words not in window.statusBar().currentMessage(), "the other player never reads a hint about the last player's hand"


def test_taking_back_the_last_players_silent_move_names_it(qtbot):
    """A move that wrote no line in anybody's log (Ana's end of turn) left Ben's Undo saying only "Take back
    Ana's last move.": what it would take back went unsaid."""
    window = open_window(qtbot, Record("iron", [Seat("Ana"), Seat("Ben")], {}, 5))
    c = window.controller
    for _ in range(300):
        if window.cover.isVisible():
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
        actions = c.session.record.actions
        if actions and c.viewer != actions[-1][0] and c.undo_status().possible:
            if not any(index == len(actions) - 1 for index, _ in c.session.log):
                break
        legal = c.legal_for_viewer()
        c.choose(window.main_action(legal) or legal[0])  # as Space, or the first action
    else:
        pytest.fail("no silent move of the last player to take back")
    mover, action = actions[-1]
    note = window.actions_panel.undo_note.text()
    assert note.startswith(f"Take back {c.state.seat_name(mover)}'s last move ("), note
    assert note != f"Take back {c.state.seat_name(mover)}'s last move."


def test_the_next_player_cannot_take_back_the_last_players_secret_collection(qtbot):
    """Age of Empires, two humans: Ben takes his resources in secret, in several moves, and the screen passes to
    Ana. Her Undo offered "Take back Ben's last move (Ben takes 5 resource points)", again and again: she could
    throw away Ben's secret choice and count his moves."""
    from dawnofempires_gui.engine import registry

    info = registry.get("aoe")
    options = info.checked_options({**info.default_options(), **info.random_play_options})
    window = open_window(qtbot, Record("aoe", [Seat("Ana"), Seat("Ben")], options, 3))
    c = window.controller
    for _ in range(300):  # the set-up, played at random, until the seat at the screen collects its resources
        if window.cover.isVisible():
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
        if c.state.top_step()[0] == "resources" and c.viewer in c.state.to_move():
            break
        legal = c.legal_for_viewer()
        c.choose(next((a for a in legal if a.kind != "command_none"), legal[0]))
    else:
        pytest.fail("no resource collection reached")
    collector = c.viewer
    for amount in (20, 10):
        c.choose(next(a for a in c.legal_for_viewer() if a.kind == "collect" and a["amount"] == amount))
    while c.viewer == collector and collector in c.state.to_move() and not window.cover.isVisible():
        legal = c.legal_for_viewer()
        c.choose(next((a for a in legal if a.kind == "resources_done"), legal[0]))
    assert window.cover.isVisible(), "the screen passes to the other player"
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    assert c.viewer != collector
    name = c.state.seat_name(collector)
    moves = len(c.session.record.actions)
    assert not window.undo_button.isEnabled()
    assert window.actions_panel.undo_note.text() == f"{name}'s last move was secret: it cannot be taken back from another seat."
    qtbot.keyClick(window, Qt.Key_Z, Qt.ControlModifier)
    assert len(c.session.record.actions) == moves, "nothing of the secret collection is taken back"
