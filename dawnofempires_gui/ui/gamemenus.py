"""The game window's menus (Game, Edit, View, Help) with their keys, and what they open: Save As, the rules, a
hint, the score so far, About.

A mixin of GameWindow (gamewindow.py): it reads the window's controller, board view, docks and game info.
"""
from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from dawnofempires_gui.ui import recent_saves, saves
from dawnofempires_gui.ui.endscreen import ScoreDialog
from dawnofempires_gui.ui.pace import add_pace_menu
from dawnofempires_gui.ui.rulebook import RulesViewer
from dawnofempires_gui.ui.style import icon


class GameMenus:
    """The part of GameWindow that builds its menus and answers them."""

    # --- the menus ------------------------------------------------------------------------------
    def _build_menus(self) -> None:
        self._guarded_actions: list[QAction] = []  # disabled under the hand-off cover
        game = self.menuBar().addMenu("&Game")
        self.act_new = self._action(game, "&New game…", QKeySequence.New, self.new_game_requested.emit, "new")
        self.act_open = self._action(game, "&Open…", QKeySequence.Open, self.open_requested.emit, "open")
        self.act_save = self._action(game, "Save &As…", QKeySequence("Ctrl+Shift+S"), self.save_as, "save")
        self.act_save.setShortcuts([QKeySequence("Ctrl+Shift+S"), QKeySequence.Save])  # Ctrl+S, as everywhere else
        game.addSeparator()
        self._action(game, "Back to &launcher", QKeySequence("Ctrl+L"), self.back_to_launcher.emit, "home", guarded=False)
        self._action(game, "&Close", QKeySequence.Close, self.close, guarded=False)
        edit = self.menuBar().addMenu("&Edit")
        self.act_undo = self._action(edit, "&Undo", QKeySequence.Undo, self.controller.undo, "undo")
        view = self.menuBar().addMenu("&View")
        self._action(view, "Zoom &in", QKeySequence.ZoomIn, self.view.zoom_in)
        self._action(view, "Zoom &out", QKeySequence.ZoomOut, self.view.zoom_out)
        self._action(view, "&Fit board", QKeySequence("Ctrl+0"), self.view.fit)
        view.addSeparator()
        for dock in (self.players_dock, self.actions_dock, self.log_dock):
            view.addAction(dock.toggleViewAction())
            self._guarded_actions.append(dock.toggleViewAction())
        view.addSeparator()
        self.pace_group = add_pace_menu(view, self.controller)
        helpmenu = self.menuBar().addMenu("&Help")
        self._action(helpmenu, "&Rules", QKeySequence(Qt.Key_F1), self.show_rules, "rules")
        self._action(helpmenu, "&Hint", QKeySequence("Ctrl+H"), self.ask_hint, "fa6s.lightbulb")
        self._action(helpmenu, "&Score so far", QKeySequence("Ctrl+T"), self.show_scores, "points")
        self._action(helpmenu, "&About", None, self.show_about)

    def _action(self, menu, text, shortcut, slot, icon_name: str | None = None, guarded: bool = True) -> QAction:
        action = QAction(text, self)
        if guarded:
            self._guarded_actions.append(action)
        if icon_name:
            action.setIcon(icon(icon_name))
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(lambda checked=False: slot())
        menu.addAction(action)
        return action

    # --- what they open ------------------------------------------------------------------------
    def ask_hint(self) -> None:
        if self.controller.ask_hint():
            self.statusBar().showMessage("Thinking of a hint…", 5000)
        else:
            self.statusBar().showMessage("A hint is for the player to move.", 4000)

    def show_rules(self) -> None:
        """F1: the rules window, the same one each time (where the reader left it), brought to the front."""
        if self.rules_viewer is None:
            self.rules_viewer = self._share_quit(RulesViewer(self.info, self))
        self.rules_viewer.show()
        self.rules_viewer.raise_()
        self.rules_viewer.activateWindow()

    def show_scores(self) -> None:
        self.score_dialog = ScoreDialog(self.controller.view(), self)
        self._share_quit(self.score_dialog).open()

    def _share_quit(self, widget: QWidget) -> QWidget:
        """A window the game opens answers Ctrl+Q as the game window does: a dialog open on the game window
        blocks the game window's keys, and the rules are a window of their own."""
        for action in self.findChildren(QAction, "quit"):
            widget.addAction(action)
        return widget

    def show_about(self) -> None:
        from dawnofempires_gui.ui import about

        about.show_about(self)

    def default_save_name(self) -> str:
        return f"{self.info.name.split(':')[0]} {date.today().isoformat()}.json"

    def save_as(self) -> None:
        folder = saves.safe_save_dialog_folder()  # never raises; creates nothing in a read-only data folder
        path, _ = QFileDialog.getSaveFileName(self, "Save game", str(folder / self.default_save_name()),
                                              "Saved games (*.json)")
        if path:
            self.save_to(with_json_suffix(Path(path)))

    def save_to(self, path: Path) -> bool:
        try:
            self.controller.session.record.save(path)
        except OSError as err:
            QMessageBox.warning(self, "Not saved", f"The game could not be saved to {path}: {err.strerror or err}.")
            return False
        recent_saves.remember_save(path)
        self.statusBar().showMessage(f"Saved to {path}", 5000)
        return True


def with_json_suffix(path: Path) -> Path:
    """A save's name ending in .json (added when the player typed a name without it)."""
    return path if path.name.lower().endswith(".json") else path.with_name(path.name + ".json")
