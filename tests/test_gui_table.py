"""The program around the games, driven through its windows with the test game (offscreen)."""
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QMessageBox, QPushButton, QSpinBox, QTextBrowser

from dawnofempires_gui.engine import Seat, registry
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.ui import recent_saves, saves
from dawnofempires_gui.ui.endscreen import EndDialog
from dawnofempires_gui.ui.launcher import LauncherWindow
from dawnofempires_gui.ui.newgame import NewGameDialog
from dawnofempires_gui.ui.table import Table

pytestmark = pytest.mark.gui
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def messages(monkeypatch):
    """Message boxes are recorded instead of shown."""
    seen = []
    for name in ("information", "warning", "critical"):
        monkeypatch.setattr(QMessageBox, name, lambda parent, title, text, *a, _n=name, **k: seen.append((_n, title, text)))
    return seen


def two_humans(seed=5, **settings) -> Record:
    return Record("secretdice", [Seat("Ana", "#E69F00"), Seat("Ben", "#56B4E9")], {"target": 3, "bonus": True}, seed,
                  settings=settings)


def click_board_target(window, qtbot, tag: str) -> None:
    items = [i for i in window.board.items() if i.data(0) == tag]
    assert items, f"no board target {tag}"
    point = window.view.mapFromScene(items[0].sceneBoundingRect().center())
    qtbot.mouseClick(window.view.viewport(), Qt.LeftButton, pos=point)


def test_launcher_shows_a_tile_per_listed_game_and_no_resume_at_first(qtbot):
    launcher = LauncherWindow()
    qtbot.addWidget(launcher)
    assert [t.info.id for t in launcher.tiles] == [g.id for g in registry.all_games()]
    assert "secretdice" not in [t.info.id for t in launcher.tiles]
    assert not launcher.resume_button.isEnabled()


def test_new_game_dialog_offers_the_seats_and_options_of_the_game(qtbot):
    info = registry.get("secretdice")
    dialog = NewGameDialog(info)
    qtbot.addWidget(dialog)
    assert (dialog.count.minimum(), dialog.count.maximum()) == (2, 4)
    assert isinstance(dialog.option_widgets["target"], QSpinBox)
    assert isinstance(dialog.option_widgets["bonus"], QCheckBox)
    dialog.count.setValue(3)
    dialog.rows[2].kind.setCurrentIndex(dialog.rows[2].kind.findData("hard"))
    dialog.option_widgets["target"].setValue(12)
    dialog.seed.setText("77")
    record = dialog.record()
    assert [s.computer for s in record.seats] == [False, False, True]
    assert [s.level for s in record.seats] == ["", "", "hard"]
    assert record.options == {"target": 12, "bonus": False} or record.options == {"target": 12, "bonus": True}
    assert record.options["target"] == 12 and record.seed == 77
    again = NewGameDialog(info)  # the last-used seats are remembered
    qtbot.addWidget(again)
    assert again.count.value() == 3 and again.rows[2].kind.currentData() == "hard"


def test_a_whole_game_is_played_by_clicking_with_a_hand_off_between_players(qtbot, messages):
    table = Table()
    window = table.start(two_humans())
    qtbot.addWidget(window)
    assert not window.cover.isVisible()  # no secret yet: Ana sits down at once
    click_board_target(window, qtbot, "target-bid-2")
    assert window.cover.isVisible() and not window.view.isEnabled()  # Ana's bid is secret: Ben waits for Ready
    assert "Ben" in window.cover.title.text()
    clicks = 0
    while not window.controller.state.is_over():
        assert clicks < 200
        if window.cover.isVisible():
            seat = window.controller.waiting_for_ready
            assert not window.view.isEnabled()
            assert window.controller.state.seat_name(seat) in window.cover.title.text()
            qtbot.mouseClick(window.cover.button, Qt.LeftButton)
            continue
        state = window.controller.state
        viewer = window.controller.viewer
        if state.turn < 0:
            other = 1 - viewer
            shown = [i.data(0) for i in window.board.items()]
            assert "row-0" in shown
            if state.picks[other]:  # the other seat's secret bid is drawn as "?"
                texts = [i.text() for i in window.board.items() if hasattr(i, "text") and i.data(0) == f"row-{other}"]
                assert "bid ?" in texts[0]
            click_board_target(window, qtbot, "target-bid-2")
        else:
            click_board_target(window, qtbot, "target-roll-")
        clicks += 1
    qtbot.waitUntil(lambda: getattr(window, "end_dialog", None) is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    sheet = window.controller.state.scores()
    from PySide6.QtWidgets import QLabel

    headline = dialog.findChild(QLabel, "winner")
    assert window.controller.state.seat_name(sheet.winners[0]) in headline.text()
    assert dialog.table.item(len(sheet.categories), 0).text() == str(sheet.totals[0])
    assert window.log.line_count() > 5
    assert saves.resume_offers() == []  # a finished game is not offered for resume
    assert messages == []


def test_a_refused_action_shows_why_and_changes_nothing(qtbot, messages):
    table = Table()
    window = table.start(two_humans())
    qtbot.addWidget(window)
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    from dawnofempires_gui.engine import Action

    before = window.controller.state.digest()
    window.controller.choose(Action("bid", amount=9))
    assert messages and "Bid 1, 2 or 3" in messages[0][2]
    assert window.controller.state.digest() == before


def test_undo_is_shown_available_only_for_a_free_choice(qtbot):
    table = Table()
    window = table.start(two_humans(always_handoff=False))
    qtbot.addWidget(window)
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    click_board_target(window, qtbot, "target-bid-1")
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    click_board_target(window, qtbot, "target-bid-1")
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    assert not window.undo_button.isEnabled() and "New information" in window.undo_button.toolTip()
    click_board_target(window, qtbot, "target-take_token-")
    assert window.undo_button.isEnabled() and "Take a bonus token" in window.undo_button.toolTip()
    qtbot.mouseClick(window.undo_button, Qt.LeftButton)
    assert window.controller.state.tokens == [0, 0]
    assert not window.undo_button.isEnabled()


def test_computer_seats_play_and_show_in_the_log(qtbot, monkeypatch):
    monkeypatch.setenv("DAWNOFEMPIRES_BOT_DELAY_MS", "1")
    table = Table()
    record = Record("secretdice", [Seat("Ana", computer=True, level="random"), Seat("Bot", computer=True, level="random")],
                    {"target": 3, "bonus": True}, 2)
    window = table.start(record)
    qtbot.addWidget(window)
    assert not window.cover.isVisible()  # computers never cause a hand-off
    qtbot.waitUntil(lambda: window.controller.state.is_over(), timeout=10000)
    texts = window.log.lines()
    assert any("rolls" in t for t in texts)


def test_opening_a_bad_file_says_so_and_keeps_the_program_and_the_file(qtbot, tmp_path, messages):
    path = tmp_path / "broken.json"
    path.write_text('{"format": "dawnofempires-record", "schema": 1, "game": "secretdice", "seats": [')
    table = Table()
    qtbot.addWidget(table.launcher)
    table.launcher.show()
    assert table.open_file(path) is None
    assert messages and messages[0][0] == "warning" and "damaged" in messages[0][2]
    assert path.read_text().endswith('"seats": [')
    assert table.launcher.isVisible() and table.window is None


def test_a_failed_autosave_shows_a_warning_and_play_goes_on(qtbot, monkeypatch):
    table = Table()
    window = table.start(two_humans())
    qtbot.addWidget(window)
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)

    def disk_full(self, path):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Record, "save", disk_full)
    click_board_target(window, qtbot, "target-bid-1")
    assert "Autosave failed" in window.status_autosave.text()
    assert "No space left" in window.status_autosave.toolTip()
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    click_board_target(window, qtbot, "target-bid-3")
    assert len(window.controller.session.record.actions) == 2


def _one_bid_made(qtbot) -> tuple[Table, object]:
    """A two-player game in which Ana has bid 2."""
    table = Table()
    window = table.start(two_humans())
    qtbot.addWidget(window)
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    click_board_target(window, qtbot, "target-bid-2")
    return table, window


def test_save_as_and_open_give_back_the_same_game(qtbot, tmp_path):
    table, window = _one_bid_made(qtbot)
    path = tmp_path / "mine.json"
    assert window.save_to(path)
    digest = window.controller.state.digest()
    reopened = table.open_file(path)
    qtbot.addWidget(reopened)
    assert reopened.controller.state.digest() == digest
    assert path in recent_saves.recent_saves() or path.resolve() in recent_saves.recent_saves()


def test_opening_the_games_own_autosave_from_its_window_keeps_playing_it_and_says_so(qtbot, messages):
    table, window = _one_bid_made(qtbot)
    own = window.controller.session.autosave_path
    assert own is not None and own.exists()
    assert table.open_file(own) is window, "the same window, the same game"
    assert not messages, "no message box saying the game is open in another window"
    assert "open in this window" in window.statusBar().currentMessage()
    assert window.isVisible() and len(window.controller.session.record.actions) == 1


def test_the_window_layout_is_remembered(qtbot):
    table = Table()
    window = table.start(two_humans())
    window.resize(700, 500)
    window.log_dock.hide()
    window.close()
    again = table.start(two_humans())
    qtbot.addWidget(again)
    again.show()
    assert not again.log_dock.isVisible()
    assert again.width() == 700


def test_f1_opens_the_rules_of_a_game(qtbot):
    from dawnofempires_gui.ui.rulebook import RulesViewer

    games = [g for g in registry.all_games() if g.rules_files]
    if not games:
        pytest.skip("no game with rules files is registered yet")
    viewer = RulesViewer(games[0])
    qtbot.addWidget(viewer)
    browser = viewer.tabs.widget(0)
    titles = [viewer.tabs.tabText(i) for i in range(viewer.tabs.count())]
    assert titles[:2] == ["Rules", "Clauses"] and "Where the numbers come from" in titles
    assert len(browser.toPlainText()) > 1000 and "missing" not in browser.toPlainText()[:80]


@pytest.mark.parametrize("game_id", ["iron", "doe"])
def test_the_clauses_tab_shows_each_clause_in_words_and_nothing_for_developers(qtbot, game_id):
    from dawnofempires_gui.ui.rulebook import RulesViewer

    viewer = RulesViewer(registry.get(game_id))
    qtbot.addWidget(viewer)
    clauses = viewer.findChild(QTextBrowser, "tab-clauses").toPlainText()
    assert "Tag tests" not in clauses and "pytest" not in clauses
    assert not re.search(rf"\b{game_id}\.[a-z]+\.[a-z]+\.\d", clauses), "clause ids are for developers"
    if game_id == "iron":
        assert "Roll the fate die plus one empire die for each of your provinces" in clauses
    else:
        assert "The player with the most victory points wins." in clauses
        assert "How this program reads it: tied players share the victory." in clauses


def test_the_iron_age_rules_text_keeps_the_rulebooks_order(qtbot):
    from dawnofempires_gui.ui.rulebook import RulesViewer

    viewer = RulesViewer(registry.get("iron"))
    qtbot.addWidget(viewer)
    text = viewer.findChild(QTextBrowser, "tab-rules").toPlainText()
    marks = [text.index(m) for m in ("Goal", "Setup", "1. Roll Dice", "4. Build", "5. Buy 1 Development",
                                     "6. Store Goods", "Game End and Winning", "Solitaire Rules")]
    assert marks == sorted(marks)


def test_a_killed_program_loses_nothing_and_offers_to_resume(qtbot, tmp_path, user_home):
    env = {**os.environ, "DAWNOFEMPIRES_HOME": str(user_home), "DAWNOFEMPIRES_PLUGINS": "tests.testgame",
           "DAWNOFEMPIRES_TRACE": "1", "DAWNOFEMPIRES_BOT_DELAY_MS": "30", "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen([sys.executable, "-m", "dawnofempires_gui", "--new", "secretdice", "--seats",
                             "Ana:computer,Ben:computer", "--option", "target=30", "--seed", "9"],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    digests = {}
    try:
        deadline = time.monotonic() + 60
        while len(digests) < 6 and time.monotonic() < deadline:
            line = proc.stdout.readline()
            if line.startswith("applied "):
                _, count, digest = line.split()
                digests[int(count)] = digest
    finally:
        proc.send_signal(signal.SIGKILL)
        rest, _ = proc.communicate(timeout=30)
    for line in rest.splitlines():
        if line.startswith("applied "):
            _, count, digest = line.split()
            digests[int(count)] = digest
    assert len(digests) >= 6, "the program did not play"
    record = Record.load(saves.resume_offers()[0].path)
    assert len(record.actions) == max(digests)  # the last move on screen is in the autosave
    assert record.replay().digest() == digests[len(record.actions)]

    table = Table()  # start it again
    qtbot.addWidget(table.launcher)
    table.launcher.show()
    assert table.launcher.resume_button.isEnabled()
    assert f"({len(record.actions)} moves)" in table.launcher.resume_button.text()
    os.environ["DAWNOFEMPIRES_BOT_DELAY_MS"] = "100000"
    try:
        qtbot.mouseClick(table.launcher.resume_button, Qt.LeftButton)
    finally:
        del os.environ["DAWNOFEMPIRES_BOT_DELAY_MS"]
    qtbot.addWidget(table.window)
    assert table.window.controller.state.digest() == digests[len(record.actions)]


def test_the_launcher_can_be_used_with_the_keyboard_alone(qtbot):
    launcher = LauncherWindow()
    qtbot.addWidget(launcher)
    controls = [*launcher.tiles, launcher.resume_button, launcher.open_button, launcher.recent]
    assert all(c.focusPolicy() & Qt.TabFocus for c in controls)
    chosen = []
    launcher.game_chosen.connect(chosen.append)
    if launcher.tiles:
        launcher.show()
        launcher.tiles[0].setFocus()
        qtbot.keyClick(launcher.tiles[0], Qt.Key_Space)
        assert chosen == [launcher.tiles[0].info]


def test_a_thinking_computer_is_shown_in_the_status_bar(qtbot, monkeypatch):
    monkeypatch.setenv("DAWNOFEMPIRES_BOT_DELAY_MS", "100000")
    table = Table()
    record = Record("secretdice", [Seat("Ana"), Seat("Robo", computer=True)], {"target": 3, "bonus": True}, 2)
    window = table.start(record)
    qtbot.addWidget(window)
    click_board_target(window, qtbot, "target-bid-1")  # Ana bids; Robo still has to
    assert "Robo is thinking" in window.status_thinking.text()
    assert all(b.focusPolicy() & Qt.TabFocus for b in window.actions_panel.findChildren(QPushButton))


def test_a_board_that_draws_every_seat_hides_the_generic_players_dock(qtbot):
    from dawnofempires_gui.engine import registry as reg

    boards = [g for g in reg.all_games() if g.board_class().draws_players]
    assert boards, "the real games draw their players on the board"
    table = Table()
    info = boards[0]
    window = table.start(Record(info.id, [Seat("Ana"), Seat("Ben")][: max(info.min_players, 2)], info.default_options(), 1))
    qtbot.addWidget(window)
    assert not window.players_dock.isVisible()
    plain = table.start(two_humans())
    qtbot.addWidget(plain)
    assert plain.players_dock.isVisible()


@pytest.mark.parametrize("game", ["doe", "iron", "aom", "roe", "aoe"])
def test_a_game_that_starts_behind_the_cover_shows_its_board_fitted_after_i_am_ready(qtbot, game):
    """With "Always cover the board" ticked the first seat sits behind the cover before any board is drawn.
    The window fitted that empty board forty times over, and Dawn of Empires and Rise of Empires then
    drew their pictures at that size: the program froze, eating gigabytes, at the first "I am ready"."""
    info = registry.get(game)
    record = Record(game, [Seat("Ana"), Seat("Ben")], info.default_options(), 3, settings={"always_handoff": True})
    window = Table().start(record)
    qtbot.addWidget(window)
    window.resize(1280, 820)
    window.show()
    QApplication.processEvents()
    assert window.cover.isVisible()
    window.cover.button.click()  # no events processed yet: a wrong scale is seen before anything is painted
    view = window.view
    assert 0.2 < view.transform().m11() < 3, view.transform().m11()
    drawn = view.mapFromScene(window.board.itemsBoundingRect()).boundingRect()
    assert view.viewport().rect().adjusted(-2, -2, 2, 2).contains(drawn), "the whole board is in the window"
    QApplication.processEvents()
    assert not window.cover.isVisible()


def test_a_game_window_gone_back_to_the_launcher_gives_its_memory_back(qtbot, monkeypatch):
    """The memory a closed game freed is handed back to the system once its window is deleted, so that the
    next game does not start from the last one's peak."""
    from dawnofempires_gui.ui import memory

    table = Table()
    window = table.start(two_humans())
    gone = []
    window.destroyed.connect(lambda: gone.append(True))
    released = []  # at each release: whether this window was gone by then
    monkeypatch.setattr(memory, "release", lambda: released.append(bool(gone)))
    qtbot.mouseClick(window.cover.button, Qt.LeftButton)
    window.back_to_launcher.emit()
    assert table.launcher.isVisible() and table.window is None
    qtbot.waitUntil(lambda: True in released, timeout=2000)
    table.launcher.close()


def test_releasing_memory_keeps_the_program_running():
    from dawnofempires_gui.ui import memory

    memory.release()
    assert memory.malloc_trim() is not None or not sys.platform.startswith("linux")


def test_the_launcher_of_a_first_start_loads_no_game_engine(tmp_path):
    """The launcher shows the games and (here, none) games in progress: the engine that plays them, the
    records and the sessions are loaded when a game starts, not before the launcher is shown."""
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from dawnofempires_gui.ui.table import Table\n"
        "app = QApplication([])\n"
        "table = Table()\n"
        "table.launcher.show()\n"
        "app.processEvents()\n"
        "print('tiles', len(table.launcher.findChildren(type(table.launcher.tiles[0]))))\n"
        "print('loaded', sorted(m for m in sys.modules if m.startswith('dawnofempires_gui.engine.')))\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "DAWNOFEMPIRES_HOME": str(tmp_path)}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    assert f"tiles {len(registry.all_games())}" in result.stdout  # the launcher really was built
    loaded = result.stdout.split("loaded", 1)[1]
    for heavy in ("record", "session", "game", "actions", "moves"):
        assert f"'dawnofempires_gui.engine.{heavy}'" not in loaded
