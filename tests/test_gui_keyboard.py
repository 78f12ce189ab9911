"""The keyboard as players use it: a key held a moment too long plays one move, not several.
Each test drives the real game window (offscreen)."""
from concurrent.futures import Future

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from dawnofempires_gui.engine import Action, Seat
from dawnofempires_gui.engine.record import Record
from tests.test_gui_hotseat import _solitaire_end, board_item, click, dice, open_window

pytestmark = pytest.mark.gui


def held(widget, key) -> None:
    """One of the presses the system repeats while a key is held down."""
    QApplication.sendEvent(widget, QKeyEvent(QEvent.KeyPress, key, Qt.NoModifier, " " if key == Qt.Key_Space else "\r", True))


def test_a_held_space_takes_the_main_action_once(qtbot):
    window = open_window(qtbot, dice())
    for _ in range(2):  # both secret bids, each under its own cover
        click(window, qtbot, "target-bid-1")
        qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    actions = window.controller.session.record.actions
    done = len(actions)
    window.actions_panel._armed_at = 0  # as if the player had looked at the board for a moment
    held(window.view, Qt.Key_Space)
    assert len(actions) == done, "a repeat of a held Space is not a new press"
    qtbot.keyClick(window.view, Qt.Key_Space)
    assert actions[-1][1] == Action("roll") and len(actions) == done + 1


def test_a_held_enter_takes_the_focused_target_once(qtbot):
    window = open_window(qtbot, dice())
    window.board.focus_action(Action("bid", amount=2))
    held(window.view, Qt.Key_Return)
    assert not window.controller.session.record.actions, "a repeat of a held Enter is not a new press"
    qtbot.keyClick(window.view, Qt.Key_Return)
    assert window.controller.session.record.actions[-1][1] == Action("bid", amount=2)


def test_enter_never_takes_a_target_hidden_since_it_had_the_focus(qtbot):
    """A battle's arena closed under a focused button: Enter sent its move, refused with an error box."""
    window = open_window(qtbot, dice())
    window.board.focus_action(Action("bid", amount=2))
    board_item(window, "target-bid-2").hide()
    qtbot.keyClick(window.view, Qt.Key_Return)
    assert not window.controller.session.record.actions, "a hidden target takes nothing"


def test_enter_held_on_the_last_move_leaves_the_end_screen_to_be_read(qtbot):
    dialog = _solitaire_end(qtbot)
    dialog.parent().play_again.disconnect()  # not on to the new-game dialog here
    chosen = []
    dialog.finished.connect(chosen.append)
    pressed = dialog.focusWidget()
    assert pressed is dialog.findChild(QPushButton, "play-again"), "Enter goes to Play again, the default"
    held(pressed, Qt.Key_Return)  # the Enter that took the last move, still held
    assert dialog.isVisible() and not chosen, "the end screen stays: no Play again by a held key"
    qtbot.keyClick(pressed, Qt.Key_Return)  # a fresh press
    assert chosen == [dialog.PLAY_AGAIN]


def test_enter_on_the_focused_action_button_takes_its_action_once_however_long_held(qtbot):
    window = open_window(qtbot, dice())
    button = window.action_buttons[0]
    button.setFocus()
    window.actions_panel._armed_at = 0  # the player has looked at the board for a moment
    held(button, Qt.Key_Return)
    assert not window.controller.session.record.actions, "a repeat of a held Enter is not a new press"
    qtbot.keyClick(button, Qt.Key_Return)
    assert window.controller.session.record.actions[-1][1] == button.property("action"), "Enter clicks it, as Space does"


def test_enter_on_the_undo_button_takes_the_move_back(qtbot):
    window = open_window(qtbot, Record("iron", [Seat("Ana")], {"length": "short"}, 3))  # the solitaire game
    c = window.controller
    while not c.undo_status().possible:  # to a move Ana may take back
        c.choose(c.legal_for_viewer()[0])
    made = len(c.session.record.actions)
    window.undo_button.setFocus()
    qtbot.keyClick(window.undo_button, Qt.Key_Return)
    assert len(c.session.record.actions) < made, "Enter on Undo takes Ana's move back"


def test_space_on_the_focused_action_button_with_no_main_action_plays_nothing_and_says_why(qtbot):
    """The dock focuses its first button after every move; Space there clicked it: with no main action (a bid
    here, a placement or an empire to choose in the games) one key played a move the player never chose."""
    window = open_window(qtbot, dice())
    button = window.action_buttons[0]
    assert window.main_action(window.controller.legal_for_viewer()) is None
    button.setFocus()
    window.actions_panel._armed_at = 0  # the player has looked at the board for a moment
    qtbot.keyClick(button, Qt.Key_Space)
    assert not window.controller.session.record.actions, "Space is the main action, not the focused button"
    assert window.statusBar().currentMessage().startswith("Space takes the main action")
    qtbot.keyClick(window.view, Qt.Key_Space)
    assert not window.controller.session.record.actions
    qtbot.keyClick(button, Qt.Key_Return)
    assert window.controller.session.record.actions[-1][1] == button.property("action"), "Enter takes it"


def test_space_on_any_action_button_takes_the_main_action(qtbot):
    window = open_window(qtbot, dice())
    for _ in range(2):  # both secret bids, each under its own cover
        click(window, qtbot, "target-bid-1")
        qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    other = next(b for b in window.action_buttons if not b.is_main())
    other.setFocus()
    window.actions_panel._armed_at = 0
    qtbot.keyClick(other, Qt.Key_Space)
    assert window.controller.session.record.actions[-1][1] == Action("roll"), "the main action, as on the board"


def test_enter_after_a_hint_on_the_board_takes_the_hinted_move(qtbot, monkeypatch):
    """A hint marks its target on the board, but the keyboard stayed on the Actions dock: Enter then took the
    dock's first button, not the move the hint showed."""
    window = open_window(qtbot, dice())
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window)
    c = window.controller
    hinted = c.legal_for_viewer()[-1]
    window.action_buttons[0].setFocus()  # where the dock puts it after a move
    answer = Future()
    monkeypatch.setattr(c.thinker, "hint", lambda *args: answer)
    window.ask_hint()  # Ctrl+H
    answer.set_result(hinted)
    c._check_thinking()  # what the window does every moment while a hint is coming
    window.actions_panel._armed_at = 0
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Return)
    assert c.session.record.actions[-1][1] == hinted


def test_an_arrow_key_goes_to_the_next_target_in_its_row_before_one_on_another_row(qtbot):
    """In a chooser of two rows, Right from '1 cube' jumped down to '4 cubes' on the next row, nearer than '2
    cubes' across the row."""
    from dawnofempires_gui.engine import registry
    from dawnofempires_gui.ui.board import BoardScene
    from dawnofempires_gui.ui.targets import target_rect

    board = BoardScene(registry.get("iron"))
    spots = {"one": (0, 0), "two": (300, 0), "four": (80, 30)}
    targets = {}
    for name, (x, y) in spots.items():
        targets[name] = target_rect(60, 20, tag=name, x=x, y=y)
        board.addItem(targets[name])
        targets[name].arm(board, (Action(name),))
    board._move_focus_to(targets["one"])
    board._step_focus(Qt.Key_Right)
    assert board.focused_target() is targets["two"], "along the row"
    board._step_focus(Qt.Key_Left)
    assert board.focused_target() is targets["one"]
    board._step_focus(Qt.Key_Down)
    assert board.focused_target() is targets["four"], "down to the next row, nothing right below"



def test_right_goes_through_every_card_of_the_hand_step_and_round_again(qtbot):
    """Age of Mythology, choosing the cards of a turn: "Draw random cards" sits alone above the row of permanent
    cards and the random deck. Right went from the button down to the deck and back again: the permanent cards
    were out of its reach. Right now goes along a row and on to the start of the next, Left back."""
    from dawnofempires_gui.engine.registry import get

    window = open_window(qtbot, Record("aom", [Seat("Ana"), Seat("Ben")], get("aom").checked_options({}), 3))
    window.resize(1280, 820)
    window.view.fit()
    c, board = window.controller, window.board
    for _ in range(60):  # the production tiles' draft first
        if window.cover.isVisible():
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
        if c.state.step() == "hand":
            break
        c.choose(c.legal_for_viewer()[0])
    assert c.state.step() == "hand" and c.viewer is not None
    targets = board.armed_targets()
    assert len(targets) > 3
    window.view.setFocus()
    met = []
    for _ in range(2 * len(targets)):
        qtbot.keyClick(window.view, Qt.Key_Right)
        met.append(board.focused_target())
    assert {id(t) for t in met} == {id(t) for t in targets}, "every card and button is reached with Right alone"
    tags = [t.data(0) for t in met]
    first_card = tags.index("perm-perm_explore")
    assert tags[first_card + 1] == "perm-perm_gather", tags  # along the row
    qtbot.keyClick(window.view, Qt.Key_Left)
    assert board.focused_target().data(0) == tags[-2], "Left goes back the way Right came"


def test_tab_from_the_board_goes_to_the_actions_first(qtbot):
    """Tab from the board went to the Actions dock's frame, then into the log, and only then to the actions."""
    window = open_window(qtbot, Record("iron", [Seat("Ana"), Seat("Ben")], {"length": "short"}, 2))
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window)
    window.view.setFocus()
    buttons = window.action_buttons
    assert len(buttons) > 1
    for expected in buttons:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
        assert QApplication.focusWidget() is expected


def test_up_and_down_go_round_the_actions_and_never_into_the_log(qtbot):
    """After a move the focus is on the first action; Down past the last button went on into the Log, where Enter
    and Space do nothing and only Tab brought the player back."""
    window = open_window(qtbot, dice())
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    panel = window.actions_panel
    buttons = list(panel.buttons)
    assert len(buttons) >= 2
    buttons[0].setFocus()
    at = buttons[0]
    assert window.focusWidget() is at  # (the window's focus, whether or not the offscreen window is active)
    met = []
    for _ in range(len(buttons) + 2):
        qtbot.keyClick(at, Qt.Key_Down)
        at = window.focusWidget()
        assert at is not None and panel.isAncestorOf(at), f"the focus left the Actions panel for {at!r}"
        met.append(at)
    assert buttons[0] in met and buttons[-1] in met, "Down goes round every action"
    buttons[0].setFocus()
    qtbot.keyClick(buttons[0], Qt.Key_Up)
    assert window.focusWidget() in (buttons[-1], panel.undo_button), "Up from the first goes round to the last"
