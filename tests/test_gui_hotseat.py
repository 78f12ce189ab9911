"""The hot seat as people use it: hand-offs, undo, the log, the end of a game, keyboard and themes.
Each test drives the real game window (offscreen) and checks what a player would see."""
import json
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel

from dawnofempires_gui.engine import Action, Seat, registry
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.ui.endscreen import ScoreDialog
from dawnofempires_gui.ui.gamemenus import with_json_suffix
from dawnofempires_gui.ui.newgame import NewGameDialog
from dawnofempires_gui.ui.style import contrast
from dawnofempires_gui.ui.table import Table

pytestmark = pytest.mark.gui
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "saves"


def dice(seed=5, **settings) -> Record:
    return Record("secretdice", [Seat("Ana", "#E69F00"), Seat("Ben", "#F0E442")], {"target": 3, "bonus": True}, seed,
                  settings=settings)


def hands(ana_computer=False, ben_computer=False, seed=4) -> Record:
    return Record("hiddenhands", [Seat("Ana", computer=ana_computer), Seat("Ben", computer=ben_computer),
                                  Seat("Cy", computer=True)][:3 if ben_computer else 2], {}, seed)


def board_item(window, tag):
    items = [i for i in window.board.items() if i.data(0) == tag]
    assert items, f"no board item {tag}"
    return items[0]


def click(window, qtbot, tag, double=False):
    point = window.view.mapFromScene(board_item(window, tag).sceneBoundingRect().center())
    if double:
        qtbot.mouseDClick(window.view.viewport(), Qt.LeftButton, pos=point)
    else:
        qtbot.mouseClick(window.view.viewport(), Qt.LeftButton, pos=point)


def open_window(qtbot, record):
    window = Table().start(record)
    qtbot.addWidget(window)
    return window


def test_under_the_cover_undo_does_nothing_and_the_next_player_is_not_stuck(qtbot):
    window = open_window(qtbot, dice())
    click(window, qtbot, "target-bid-2")  # Ana's secret bid: the cover comes for Ben
    assert window.cover.isVisible() and "Ben" in window.cover.title.text()
    qtbot.keyClick(window, Qt.Key_Z, Qt.ControlModifier)
    window.act_undo.trigger()
    window.undo_button.click()
    assert len(window.controller.session.record.actions) == 1, "nothing but 'I am ready' acts under the cover"
    assert not window.act_undo.isEnabled() and not window.view.isEnabled()
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    assert window.controller.viewer == 1 and window.controller.legal_for_viewer()
    assert [b.text() for b in window.action_buttons][:1], "Ben has actions to take"


def test_the_docks_keep_their_size_across_hand_offs(qtbot):
    window = open_window(qtbot, dice())
    window.show()
    qtbot.waitExposed(window)
    before = (window.actions_dock.width(), window.log_dock.width(), window.log_dock.height())
    for _ in range(2):
        click(window, qtbot, "target-bid-1")
        assert window.cover.isVisible()
        qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    after = (window.actions_dock.width(), window.log_dock.width(), window.log_dock.height())
    assert all(abs(a - b) <= 2 for a, b in zip(before, after)), (before, after)
    assert window.actions_dock.width() > 100


def test_no_cover_between_players_who_see_the_same_board(qtbot):
    window = open_window(qtbot, Record("iron", [Seat("Ana"), Seat("Ben")], {"length": "short"}, 2))
    assert not window.cover.isVisible() and window.controller.viewer == 0
    window.controller.choose(window.controller.legal_for_viewer()[0])  # Ana's setup choice, seen by all
    assert not window.cover.isVisible() and window.controller.viewer == 1


def test_a_secret_game_covers_the_board_at_every_change_of_player(qtbot):
    window = open_window(qtbot, dice())
    click(window, qtbot, "target-bid-1")
    assert window.cover.isVisible()
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    click(window, qtbot, "target-bid-1")  # the bids are revealed, but each log keeps its own secret line
    assert window.cover.isVisible() and "Ana" in window.cover.title.text()


def test_each_human_sees_only_their_own_hand_and_private_lines_across_hand_offs_and_resume(qtbot):
    record = Record("hiddenhands", [Seat("Ana"), Seat("Ben"), Seat("Cy")], {}, 8)
    window = open_window(qtbot, record)
    for turn in range(6):
        if window.cover.isVisible():
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
        viewer = window.controller.viewer
        state = window.controller.state
        shown = {i.data(0) for i in window.board.items() if isinstance(i.data(0), str)}
        for other in range(3):
            if other != viewer:
                for card in set(state.hands[other]) - set(state.hands[viewer]):
                    assert f"card-{other}-{card}" not in shown
        log = window.log.lines()
        session = window.controller.session
        assert log == [text for _, text in session.log_for(viewer)]
        mine = sum(1 for _, e in session.log if e.audience == (viewer,))
        assert sum(t.startswith("You ") for t in log) == mine, "only the seat's own deal and draws, in its words"
        card = min(state.hands[viewer])
        click(window, qtbot, f"card-{viewer}-{card}")
        assert window.cover.isVisible(), "a private draw always brings the cover"
    path = window.controller.session.autosave_path
    resumed = Table().open_file(path, resuming=True)
    qtbot.addWidget(resumed)
    assert resumed.cover.isVisible() or resumed.controller.viewer is not None
    if resumed.cover.isVisible():
        qtbot.mouseClick(resumed.cover.button, Qt.LeftButton)
    viewer = resumed.controller.viewer
    log = resumed.log.lines()
    assert sum("plays a" in t for t in log) == 6, "the whole game so far is in the log after Resume"
    draws = [t for t in log if t.startswith("You draw")]
    assert len(draws) == 2, "only the seat's own two draws, in its words"
    assert sum("draws a card" in t for t in log) == 4


def _play_hands_until_the_deck_is_empty(window, qtbot):
    while window.controller.state.deck:
        state = window.controller.state
        seat = window.controller.viewer
        if window.cover.isVisible():
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
            continue
        if seat in state.to_move():
            click(window, qtbot, f"card-{seat}-{min(state.hands[seat])}")
        else:
            qtbot.wait(20)


def test_undo_against_the_computer_takes_back_the_computers_reply_too(qtbot, monkeypatch):
    monkeypatch.setenv("DAWNOFEMPIRES_BOT_DELAY_MS", "0")
    window = open_window(qtbot, Record("hiddenhands", [Seat("Ana"), Seat("Bot", computer=True)], {}, 3))
    _play_hands_until_the_deck_is_empty(window, qtbot)
    qtbot.waitUntil(lambda: 0 in window.controller.state.to_move(), timeout=5000)
    session = window.controller.session
    before, actions, log = window.controller.state.digest(), len(session.record.actions), len(session.log)
    card = min(window.controller.state.hands[0])
    click(window, qtbot, f"card-0-{card}")  # no card left to draw: nothing new is learnt
    qtbot.waitUntil(lambda: len(session.record.actions) == actions + 2, timeout=5000)  # the computer answered
    assert window.undo_button.isEnabled()
    assert f"Undo: Play the {card} (and the computer's reply)" in window.undo_button.toolTip()
    window.undo_button.click()
    assert window.controller.state.digest() == before and len(session.record.actions) == actions
    assert len(session.log) == log and window.log.line_count() == len(session.log_for(0)), "undone lines leave the log"


def test_undo_past_the_end_and_finishing_again_shows_the_end_screen_again(qtbot, monkeypatch):
    window = open_window(qtbot, Record("hiddenhands", [Seat("Ana"), Seat("Ben")], {}, 5, settings={}))
    for _ in range(40):
        if window.controller.state.is_over():
            break
        if window.cover.isVisible():
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
        seat = window.controller.viewer
        click(window, qtbot, f"card-{seat}-{min(window.controller.state.hands[seat])}")
    qtbot.waitUntil(lambda: getattr(window, "end_dialog", None) is not None and window.end_dialog.isVisible())
    window.end_dialog.reject()
    assert window.undo_button.isEnabled()
    window.undo_button.click()
    assert not window.controller.state.is_over()
    window.end_dialog = None
    seat = window.controller.viewer
    click(window, qtbot, f"card-{seat}-{min(window.controller.state.hands[seat])}")
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())


def test_after_open_the_log_shows_the_game_so_far_and_undo_works_for_new_moves(qtbot, tmp_path):
    record = Record.load(FIXTURES / "secretdice-2p-seed32-unfinished.json")
    path = tmp_path / "old.json"
    path.write_text(record.dumps(), encoding="utf-8")
    window = Table().open_file(path)
    qtbot.addWidget(window)
    if window.cover.isVisible():
        qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    texts = window.log.lines()
    assert sum("rolls" in t for t in texts) >= 2, texts
    assert not window.undo_button.isEnabled()
    legal = window.controller.legal_for_viewer()
    token = [a for a in legal if a.kind == "take_token"]
    if token:
        window.controller.choose(token[0])
        assert window.undo_button.isEnabled() and "Take a bonus token" in window.undo_button.toolTip()


def test_the_undo_label_names_the_move_as_it_was_made(qtbot):
    window = open_window(qtbot, hands())
    _play_hands_until_the_deck_is_empty(window, qtbot)
    seat = window.controller.viewer
    if window.cover.isVisible():
        qtbot.mouseClick(window.cover.button, Qt.LeftButton)
        seat = window.controller.viewer
    card = min(window.controller.state.hands[seat])
    click(window, qtbot, f"card-{seat}-{card}")
    if window.cover.isVisible():
        qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    status = window.controller.session.undo_status(seat)
    assert status.reason == f"Undo: Play the {card}"


def _score_dialog(qtbot):
    """Ctrl+T's dialog for a finished four-player game, shown: (the game's state, the dialog)."""
    state = Record.load(FIXTURES / "doe-4p-seed23-finished.json").replay()
    dialog = ScoreDialog(state)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return state, dialog


def test_the_score_table_and_the_end_screen_show_every_category_and_the_total_without_scrolling(qtbot):
    state, dialog = _score_dialog(qtbot)
    table = dialog.table
    assert table.rowCount() == len(state.scores().categories) + 1
    assert table.viewport().height() >= table.verticalHeader().length()
    assert table.viewport().width() >= table.horizontalHeader().length()
    assert not table.verticalScrollBar().isVisible() and not table.horizontalScrollBar().isVisible()


def test_the_score_so_far_says_how_it_is_counted_when_the_game_has_a_note_for_it(qtbot):
    """Age of Mythology counts the victory cards' cubes for whoever would take them now: Ctrl+T says so."""
    info = registry.get("aom")
    state = info.new_game([Seat("Ana"), Seat("Ben")], info.default_options(), 3)
    note = "The victory cards' cubes are shown going to whoever would take them now."
    assert note in state.scores().notes
    dialog = ScoreDialog(state)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.notes.isVisible() and note in dialog.notes.text()


def test_no_cell_of_the_score_table_looks_picked(qtbot):
    """The first cell had the focus frame of a picked cell, in the table and on the end screen."""
    _, dialog = _score_dialog(qtbot)
    table = dialog.table
    assert not table.hasFocus() and table.focusPolicy() == Qt.NoFocus
    qtbot.mouseClick(table.viewport(), Qt.LeftButton, pos=table.visualItemRect(table.item(0, 0)).center())
    assert table.selectedItems() == []


def _solitaire_end(qtbot):
    """A solitaire Iron Age game finished through the window by its last move: its end dialog."""
    record = Record.load(FIXTURES / "iron-1p-seed11-finished.json")
    last = record.actions.pop()
    window = open_window(qtbot, record)
    window.controller.choose(last[1])
    qtbot.waitUntil(lambda: getattr(window, "end_dialog", None) is not None and window.end_dialog.isVisible())
    return window.end_dialog


def test_the_solitaire_end_says_the_score_against_the_target_once_and_no_winner(qtbot):
    dialog = _solitaire_end(qtbot)
    words = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert "wins" not in words and "win!" not in words
    assert words.count("the target of 100") == 1
    assert "first recorded solitaire score" in words


def test_a_shared_win_names_the_winners_as_a_list():
    from types import SimpleNamespace

    from dawnofempires_gui.ui.endscreen import headline

    names = ["Ana", "Bo", "Cy"]
    state = SimpleNamespace(seats=names, scores=lambda: SimpleNamespace(winners=[0, 1, 2]),
                            seat_name=lambda s: names[s])
    assert headline(state) == "Ana, Bo and Cy share the win!"


def test_the_solitaire_end_table_is_as_wide_as_its_one_column(qtbot):
    """The one-column table was stretched across the dialog, an empty white area beside the score."""
    table = _solitaire_end(qtbot).table
    content = table.verticalHeader().width() + table.horizontalHeader().length() + 2 * table.frameWidth()
    assert table.width() <= content + 2
    assert table.viewport().width() >= table.horizontalHeader().length(), "nothing cut"


def test_after_each_action_the_focus_is_on_the_main_action_and_space_takes_it(qtbot):
    window = open_window(qtbot, dice())
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    click(window, qtbot, "target-bid-1")
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    click(window, qtbot, "target-bid-1")
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    buttons = window.action_buttons
    qtbot.waitUntil(lambda: QApplication.focusWidget() is buttons[0], timeout=2000)
    assert buttons[0].property("action") == Action("roll") and QApplication.focusWidget() is buttons[0]
    chain, widget = [], buttons[0]
    for _ in range(200):
        widget = widget.nextInFocusChain()
        if widget is buttons[0]:
            break
        if widget.focusPolicy() & Qt.TabFocus and widget.isVisibleTo(window):
            chain.append(widget)
    assert window.undo_button in chain and all(b in chain[:chain.index(window.undo_button)] for b in buttons[1:]), \
        "Tab goes from the main action through the other actions to Undo"
    window.view.setFocus()
    qtbot.wait(400)  # past the click guard
    qtbot.keyClick(window.view, Qt.Key_Space)
    assert window.controller.session.record.actions[-1][1] == Action("roll")


def test_arrow_keys_move_between_board_targets_and_enter_takes_one(qtbot):
    window = open_window(qtbot, dice())
    window.show()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key_Right)
    first = window.board.focused_target()
    assert first is not None and first.actions
    qtbot.keyClick(window.view, Qt.Key_Right)
    second = window.board.focused_target()
    assert second is not first
    qtbot.keyClick(window.view, Qt.Key_Return)
    assert window.controller.session.record.actions[-1][1] == second.actions[0]


def test_icons_follow_a_dark_theme_and_seat_colours_in_the_log_stay_readable(qtbot):
    app = QApplication.instance()
    old = app.palette()
    dark = QPalette(old)
    dark.setColor(QPalette.WindowText, QColor("#f0f0f0"))
    dark.setColor(QPalette.Base, QColor("#202020"))
    dark.setColor(QPalette.Window, QColor("#2b2b2b"))
    app.setPalette(dark)
    try:
        window = open_window(qtbot, dice())
        image = window.act_undo.icon().pixmap(32, 32).toImage()
        lightest = max(QColor(image.pixel(x, y)).lightness() for x in range(32) for y in range(32)
                       if QColor.fromRgba(image.pixel(x, y)).alpha() > 200)
        assert lightest > 180, "the icon is drawn in the light text colour of the dark theme"
        click(window, qtbot, "target-bid-1")
        qtbot.mouseClick(window.cover.button, Qt.LeftButton)
        click(window, qtbot, "target-bid-1")
        qtbot.mouseClick(window.cover.button, Qt.LeftButton)
        base = window.log.palette().color(QPalette.Base)
        coloured = [(text, window.log.colour(i)) for i, text in enumerate(window.log.lines())
                    if window.log.colour(i) is not None]
        assert coloured, "the seats' lines are in their colours"
        for text, colour in coloured:
            assert contrast(colour, base) >= 4.5, text
    finally:
        app.setPalette(old)


def test_the_yellow_seat_reads_at_4_5_to_1_on_a_light_log(qtbot):
    window = open_window(qtbot, dice())
    click(window, qtbot, "target-bid-1")
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    click(window, qtbot, "target-bid-1")
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    click(window, qtbot, "target-roll-")
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    base = window.log.palette().color(QPalette.Base)
    ben = [window.log.colour(i) for i, text in enumerate(window.log.lines()) if text.startswith("Ben")]
    assert ben and all(contrast(colour, base) >= 4.5 for colour in ben)


def test_save_as_adds_json_and_names_the_game_and_the_day(qtbot):
    window = open_window(qtbot, dice())
    assert with_json_suffix(Path("/tmp/my game")) == Path("/tmp/my game.json")
    assert with_json_suffix(Path("/tmp/Mr. Smith")) == Path("/tmp/Mr. Smith.json")
    assert with_json_suffix(Path("/tmp/a.JSON")) == Path("/tmp/a.JSON")
    name = window.default_save_name()
    assert name.startswith("Secret Dice (test game) 20") and name.endswith(".json") and ".doe." not in name


def test_the_new_game_dialog_refuses_two_players_of_one_name_or_colour(qtbot):
    dialog = NewGameDialog(registry.get("secretdice"))
    qtbot.addWidget(dialog)
    dialog.rows[1].name.setText("  ana ")
    dialog.accept()
    assert dialog.result() == 0 and "Two players are called" in dialog.problem.text()
    dialog.rows[1].name.setText("Ben")
    dialog.rows[1].colour.setCurrentIndex(dialog.rows[0].colour.currentIndex())
    dialog.accept()
    assert "same colour" in dialog.problem.text()
    dialog.rows[1].colour.setCurrentIndex(2)
    dialog.accept()
    assert dialog.result() == 1


def test_the_new_game_dialog_hides_what_solitaire_does_not_use_and_shows_the_whole_title(qtbot):
    dialog = NewGameDialog(registry.get("iron"))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.count.setValue(1)
    assert not dialog.always_handoff.isVisible()
    assert not dialog.options_box.isVisible(), "the game length does not apply to the 8-round solitaire game"
    dialog.count.setValue(2)
    assert dialog.options_box.isVisible() and dialog.always_handoff.isVisible()
    title = dialog.findChild(QLabel, "title")
    assert title.text() == "Roll Through the Ages: The Iron Age"
    assert dialog.width() >= dialog.fontMetrics().horizontalAdvance(dialog.windowTitle())


def test_a_human_plays_a_normal_computer_to_the_end_and_the_window_stays_responsive(qtbot, monkeypatch):
    from PySide6.QtCore import QTimer

    monkeypatch.setenv("DAWNOFEMPIRES_BOT_DELAY_MS", "0")
    record = Record("secretdice", [Seat("Ana"), Seat("Bot", computer=True, level="normal")], {"target": 3, "bonus": True}, 6)
    window = open_window(qtbot, record)
    window.show()
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(10)
    moves = 0
    while not window.controller.state.is_over():
        assert moves < 100
        if window.cover.isVisible():
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
        legal = window.controller.legal_for_viewer()
        if legal:
            window.controller.choose(legal[0])
            moves += 1
        else:
            qtbot.wait(15)
    timer.stop()
    gaps = [b - a for a, b in zip(ticks, ticks[1:])]
    assert gaps and max(gaps) < 0.5, "the window kept answering while the computer thought"
    assert any(seat == 1 for seat, _ in window.controller.session.record.actions)


def test_a_hint_marks_the_move_the_normal_player_would_make(qtbot):
    window = open_window(qtbot, dice())
    window.ask_hint()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint:"), timeout=30000)
    legal = window.controller.legal_for_viewer()
    words = window.statusBar().currentMessage()[len("Hint: "):]
    hinted = [a for a in legal if window.controller.state.describe(a) == words]
    assert hinted and window.board.focused_target() is not None and hinted[0] in window.board.focused_target().actions


def test_the_click_that_brings_the_cover_leaves_no_board_item_holding_the_mouse(qtbot):
    window = open_window(qtbot, dice())
    point = window.view.mapFromScene(board_item(window, "target-bid-2").sceneBoundingRect().center())
    qtbot.mousePress(window.view.viewport(), Qt.LeftButton, pos=point)  # the release lands on the cover
    assert window.cover.isVisible()
    assert window.board.mouseGrabberItem() is None, "the next player's first click would go to a stale item"
    qtbot.mouseRelease(window.view.viewport(), Qt.LeftButton, pos=point)


def test_the_actions_panel_reuses_its_buttons_from_one_step_to_the_next(qtbot):
    window = open_window(qtbot, Record("iron", [Seat("Ana"), Seat("Ben")], {"length": "short"}, 2))
    first = list(window.actions_panel.buttons)
    window.controller.choose(window.controller.legal_for_viewer()[0])
    again = window.actions_panel.buttons
    assert again and again[0] is first[0] and [b.text() for b in again] == [
        window.controller.state.describe(a) for a in sorted(window.controller.legal_for_viewer(),
                                                            key=lambda a: a != window.main_action(window.controller.legal_for_viewer()))]


def test_a_players_name_that_looks_like_markup_is_shown_as_typed_above_the_actions(qtbot):
    record = Record("secretdice", [Seat("<i>Ana</i>", "#E69F00"), Seat("Ben", "#F0E442")], {"target": 3}, 5)
    window = open_window(qtbot, record)
    if window.cover.isVisible():
        qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    title = window.actions_panel.title
    assert title.textFormat() == Qt.PlainText and title.text() == "<i>Ana</i>, choose:"


def test_action_buttons_paint_their_own_words_and_wrap_them_in_a_narrow_dock(qtbot):
    window = open_window(qtbot, dice())
    window.resize(1280, 820)
    window.show()
    qtbot.waitExposed(window)
    buttons = window.action_buttons
    assert buttons and all(not b.findChildren(QLabel) for b in buttons), "no label widget inside a button"
    panel = window.actions_panel
    long_words = "Attack the Town Center at (18, 5) with every unit of the stack, hitting on a 1 on a d20"
    actions = [(b.property("action"), b.text()) for b in buttons]
    actions[-1] = (actions[-1][0], long_words)
    panel.fill("Ana, choose:", actions, None, window.controller.undo_status(), focus=False)
    long_button, short_button = panel.buttons[-1], panel.buttons[0]
    assert long_button.text() == long_words and long_button.height() > short_button.height()
    wide = long_button.height()
    window.resizeDocks([window.actions_dock], [140], Qt.Horizontal)  # a narrower dock: more lines
    qtbot.waitUntil(lambda: long_button.height() > wide)
