"""What the game window opens for a player (the rules, the score): one of each, and on the screen.
Each test drives the real game window (offscreen)."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog

from dawnofempires_gui.engine import Seat, registry
from dawnofempires_gui.engine.record import Record
from tests.test_gui_hotseat import open_window

pytestmark = pytest.mark.gui


def rules_windows() -> list:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible() and w.windowTitle().startswith("Rules")]


def test_f1_pressed_again_brings_back_the_one_rules_window_whole_on_a_small_screen(qtbot):
    window = open_window(qtbot, Record("iron", [Seat("Ana"), Seat("Ben")], registry.get("iron").default_options(), 2))
    rules = next(a for a in window.findChildren(type(window.act_undo)) if a.text() == "&Rules")
    rules.trigger()
    (viewer,) = rules_windows()
    viewer.tabs.setCurrentIndex(1)  # the reader turns to the clauses
    rules.trigger()  # F1 again, later
    assert rules_windows() == [viewer], "one rules window, not a second one stacked on the first"
    assert viewer.tabs.currentIndex() == 1, "where the reader left it"
    room = viewer.screen().availableGeometry()  # the offscreen screen, 800 x 600, smaller than the viewer's size
    assert viewer.width() <= room.width() and viewer.height() <= room.height(), "its bottom and scroll bar on screen"
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
