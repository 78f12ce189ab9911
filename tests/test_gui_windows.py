"""What the game window opens for a player (the rules, the score): one of each, and on the screen.
Each test drives the real game window (offscreen)."""
import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog

from dawnofempires_gui.engine import Seat, registry
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.ui import screens
from dawnofempires_gui.ui.table import Table
from tests.test_gui_hotseat import open_window

pytestmark = pytest.mark.gui


def rules_windows() -> list:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible() and w.windowTitle().startswith("Rules")]


LAPTOP = QRect(0, 0, 1366, 728)  # a 1366x768 laptop's screen under its task bar
SMALL = QRect(0, 0, 800, 600)


def on_screen(monkeypatch, room: QRect) -> None:
    """The windows open on a screen whose free area is `room`."""
    monkeypatch.setattr(screens, "free_area", lambda widget: room)


def outer_size(widget) -> tuple[int, int]:
    """The window's size with the frame and title bar the window manager adds round it."""
    return widget.width() + screens.FRAME[0], widget.height() + screens.FRAME[1]


def test_the_game_window_opens_whole_on_a_laptop_screen(qtbot, monkeypatch):
    """It opened 820 px tall on a screen with 728 px free: the status bar and the board's bottom were off it."""
    on_screen(monkeypatch, LAPTOP)
    window = open_window(qtbot, Record("iron", [Seat("Ana"), Seat("Ben")], registry.get("iron").default_options(), 2))
    width, height = outer_size(window)
    assert width <= LAPTOP.width() and height <= LAPTOP.height(), "the whole window on the screen"
    assert window.width() >= 1024 and window.height() >= 650, "still as large as the screen allows"


def test_the_game_window_keeps_its_size_on_a_large_screen(qtbot, monkeypatch):
    on_screen(monkeypatch, QRect(0, 0, 1920, 1040))
    window = open_window(qtbot, Record("iron", [Seat("Ana"), Seat("Ben")], registry.get("iron").default_options(), 2))
    assert (window.width(), window.height()) == (1280, 820)


def test_the_launcher_opens_whole_on_a_small_screen(qtbot, monkeypatch):
    on_screen(monkeypatch, SMALL)
    table = Table()
    qtbot.addWidget(table.launcher)
    width, height = outer_size(table.launcher)
    assert width <= SMALL.width() and height <= SMALL.height()


def test_f1_pressed_again_brings_back_the_one_rules_window_whole_on_a_small_screen(qtbot, monkeypatch):
    on_screen(monkeypatch, SMALL)
    window = open_window(qtbot, Record("iron", [Seat("Ana"), Seat("Ben")], registry.get("iron").default_options(), 2))
    rules = next(a for a in window.findChildren(type(window.act_undo)) if a.text() == "&Rules")
    rules.trigger()
    (viewer,) = rules_windows()
    viewer.tabs.setCurrentIndex(1)  # the reader turns to the clauses
    rules.trigger()  # F1 again, later
    assert rules_windows() == [viewer], "one rules window, not a second one stacked on the first"
    assert viewer.tabs.currentIndex() == 1, "where the reader left it"
    width, height = outer_size(viewer)
    assert width <= SMALL.width() and height <= SMALL.height(), "its bottom and scroll bar on screen"
    viewer.close()


def test_ctrl_s_asks_where_to_save_the_game_and_saves_it_there(qtbot, tmp_path, monkeypatch):
    window = open_window(qtbot, Record("iron", [Seat("Ana"), Seat("Ben")], registry.get("iron").default_options(), 2))
    window.show()
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window)
    window.controller.choose(window.controller.legal_for_viewer()[0])
    asked = []
    target = tmp_path / "evening"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: asked.append(args) or (str(target), ""))
    qtbot.keyClick(window, Qt.Key_S, Qt.ControlModifier)
    assert asked, "Ctrl+S opens the Save As dialog"
    saved = Record.load(tmp_path / "evening.json")
    assert saved.actions == window.controller.session.record.actions


@pytest.mark.parametrize("opened", ["score table", "end screen", "rules"])
def test_ctrl_q_quits_from_the_windows_the_game_opens(qtbot, monkeypatch, opened):
    """The score table and the end screen block the game window's keys while open, and the rules are a window
    of their own: Ctrl+Q did nothing there."""
    table = Table()
    qtbot.addWidget(table.launcher)
    window = table.start(Record("iron", [Seat("Ana"), Seat("Ben")], registry.get("iron").default_options(), 2))
    window.show()
    if opened == "score table":
        window.show_scores()
        shown = window.score_dialog
    elif opened == "end screen":
        window.show_game_over()
        shown = window.end_dialog
    else:
        window.show_rules()
        shown = window.rules_viewer
    shown.activateWindow()
    assert QTest.qWaitForWindowActive(shown)
    quits = []
    monkeypatch.setattr(QApplication, "quit", lambda *a: quits.append(True))
    qtbot.keyClick(shown, Qt.Key_Q, Qt.ControlModifier)
    assert quits, f"Ctrl+Q in the {opened} quits the program"
    assert table.window is None
