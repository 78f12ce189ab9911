"""One human against the computer, as a player meets it: the pace of its moves, a hint, an undo while it thinks.
Each test drives the real game window (offscreen)."""
from concurrent.futures import Future

import pytest

from dawnofempires_gui.engine import Seat
from dawnofempires_gui.engine.record import Record
from tests.test_gui_hotseat import _play_hands_until_the_deck_is_empty, click, open_window

pytestmark = pytest.mark.gui


def against_the_computer() -> Record:
    return Record("secretdice", [Seat("Ana"), Seat("Cy", computer=True, level="random")], {"target": 3, "bonus": True}, 5)


def test_a_first_game_shows_the_computer_pace_it_plays_at_ticked_in_the_menu(qtbot, monkeypatch):
    monkeypatch.delenv("DAWNOFEMPIRES_BOT_DELAY_MS", raising=False)  # a player's machine: nothing chosen yet
    window = open_window(qtbot, against_the_computer())
    ticked = [a for a in window.pace_group.actions() if a.isChecked()]
    assert [a.text() for a in ticked] == ["Normal"], "View ▸ Computer pace says which pace is in use"
    assert window.controller.bot_delay_ms == ticked[0].data()
    fast = next(a for a in window.pace_group.actions() if a.text() == "Fast")
    fast.trigger()
    again = open_window(qtbot, against_the_computer())
    assert [a.text() for a in again.pace_group.actions() if a.isChecked()] == ["Fast"]
    assert again.controller.bot_delay_ms == fast.data()


def test_a_hint_asked_before_an_undo_is_not_shown_for_the_position_played_since(qtbot, monkeypatch):
    window = open_window(qtbot, Record("iron", [Seat("Ana")], {"length": "short"}, 3))  # the solitaire game
    c = window.controller
    for _ in range(200):  # to a moment Ana may take back her last move and then play another one
        legal = c.legal_for_viewer()
        if c.undo_status().possible and len(legal) > 1:
            break
        c.choose(legal[0])
    else:
        pytest.fail("no moment with a move to take back and a choice")
    answer = Future()
    monkeypatch.setattr(c.thinker, "hint", lambda *args: answer)
    window.ask_hint()  # Ctrl+H, then Ana thinks better of her last move before the hint comes
    window.undo_button.click()
    other = c.legal_for_viewer()[-1]
    c.choose(other)  # as many moves made as when she asked
    answer.set_result(other)
    c._check_thinking()  # what the window does every POLL_MS while a hint is coming
    assert not window.statusBar().currentMessage().startswith("Hint:"), "a hint about a position no longer on the board"


def test_after_taking_back_a_move_while_the_computer_thinks_the_status_bar_no_longer_says_it_thinks(qtbot, monkeypatch):
    monkeypatch.setenv("DAWNOFEMPIRES_BOT_DELAY_MS", "0")
    window = open_window(qtbot, Record("hiddenhands", [Seat("Ana"), Seat("Bot", computer=True)], {}, 3))
    _play_hands_until_the_deck_is_empty(window, qtbot)
    qtbot.waitUntil(lambda: 0 in window.controller.state.to_move(), timeout=5000)
    window.controller.bot_delay_ms = 100_000  # the computer takes its time
    card = min(window.controller.state.hands[0])
    click(window, qtbot, f"card-0-{card}")  # no card left to draw: a move Ana may take back
    assert "Bot is thinking" in window.status_thinking.text()
    window.undo_button.click()
    assert 0 in window.controller.state.to_move(), "Ana's turn again"
    assert "thinking" not in window.status_thinking.text(), "nobody is thinking while Ana chooses again"


def _totals_shown(dialog) -> list[str]:
    table = dialog.table
    return [table.item(table.rowCount() - 1, col).text() for col in range(table.columnCount())]


def test_the_score_table_left_open_while_the_computer_moves_shows_its_move(qtbot, monkeypatch):
    monkeypatch.setenv("DAWNOFEMPIRES_BOT_DELAY_MS", "0")
    window = open_window(qtbot, Record("hiddenhands", [Seat("Ana"), Seat("Bot", computer=True)], {}, 3))
    _play_hands_until_the_deck_is_empty(window, qtbot)
    qtbot.waitUntil(lambda: 0 in window.controller.state.to_move(), timeout=5000)
    card = min(window.controller.state.hands[0])
    click(window, qtbot, f"card-0-{card}")
    window.show_scores()  # Ctrl+T as the computer answers
    qtbot.waitUntil(lambda: 0 in window.controller.state.to_move(), timeout=5000)
    totals = [str(t) for t in window.controller.state.scores().totals]
    assert window.score_dialog.isVisible()
    assert _totals_shown(window.score_dialog) == totals, "the table counts the card the computer just played"


def test_the_status_bar_says_who_is_thinking_in_good_english():
    """It read 'Comp 1, Comp 2, Comp 3 is thinking…' while three computers picked at once."""
    from dawnofempires_gui.ui.gamewindow import thinking_words

    assert thinking_words(["Comp 1"]) == "Comp 1 is thinking…"
    assert thinking_words(["Comp 1", "Comp 2", "Comp 3"]) == "Comp 1, Comp 2 and Comp 3 are thinking…"
    assert thinking_words([]) == ""
