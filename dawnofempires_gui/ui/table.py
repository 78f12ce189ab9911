"""The table: which window is open (the launcher or one game), and how games start, open and resume.

Every game in progress has its own autosave (ui/saves.py): a new game gets a new one, an opened file
gets one when play goes on (the file itself is never written), Resume continues the autosave it names.
Closing the game window goes back to the launcher; Ctrl+Q quits.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from dawnofempires_gui.engine import registry
from dawnofempires_gui.engine.errors import RecordError
from dawnofempires_gui.engine.registry import GameInfo
from dawnofempires_gui.paths import resource
from dawnofempires_gui.ui import memory, recent_saves, saves
from dawnofempires_gui.ui.launcher import LauncherWindow

if TYPE_CHECKING:
    from dawnofempires_gui.engine.record import Record
    from dawnofempires_gui.engine.session import Session
    from dawnofempires_gui.ui.gamewindow import GameWindow

QUIT_KEYS = QKeySequence("Ctrl+Q")


class Table(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.launcher = LauncherWindow()
        self.window: GameWindow | None = None
        self._quitting = False
        self.launcher.game_chosen.connect(self.new_game)
        self.launcher.resume_chosen.connect(self.resume)
        self.launcher.open_chosen.connect(self.open_file)

    def set_app_icon(self, app) -> None:
        try:
            path = resource("icons", "dawnofempires.svg") if resource("icons").is_dir() else None
        except OSError:
            path = None
        if path is not None and path.exists():
            app.setWindowIcon(QIcon(str(path)))

    def current_window(self) -> QWidget:
        return self.window if self.window is not None and self.window.isVisible() else self.launcher

    def _parent(self) -> QWidget:
        return self.current_window()

    def _refuse(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox  # here: a dialog class costs start-up time on first use

        QMessageBox.warning(self._parent(), title, text)
        if self.window is None:
            self.launcher.show()

    # --- starting games -------------------------------------------------------------------------
    def new_game(self, info: GameInfo | None = None, previous: Record | None = None) -> None:
        if info is None:
            self.show_launcher()
            return
        from dawnofempires_gui.ui.newgame import NewGameDialog

        dialog = NewGameDialog(info, self._parent(), previous)
        if dialog.exec():
            self.start(dialog.record())

    def start(self, record: Record) -> GameWindow | None:
        """A new game, with an autosave of its own (written from its first move)."""
        from dawnofempires_gui.engine.session import Session  # the engine loads with the first game

        slot = saves.new_slot(record.game)
        try:
            session = Session.start(record, slot.path, finished_path=slot.finished, lock=slot.lock)
        except RecordError as err:
            if slot.lock is not None:
                slot.lock.release()
            self._refuse("Cannot start this game", str(err))
            return None
        return self._open_window(session)

    def start_from_arguments(self, game_id: str, seats_text: str, options: list[str], seed: int | None) -> GameWindow | None:
        from dawnofempires_gui.app import record_from_arguments

        try:
            record = record_from_arguments(game_id, seats_text, options, seed)
        except (RecordError, ValueError) as err:
            self._refuse("Cannot start this game", str(err))
            return None
        return self.start(record)

    def resume(self, path: Path) -> GameWindow | None:
        return self.open_file(path, resuming=True)

    def open_file(self, path: Path | None = None, resuming: bool = False) -> GameWindow | None:
        """Open a saved game (asking which when `path` is None). An autosave of a game in progress is
        resumed; any other file is opened as it is and never written: if play goes on, the game gets an
        autosave of its own. No other game's autosave is touched."""
        if path is None:
            from PySide6.QtWidgets import QFileDialog

            chosen, _ = QFileDialog.getOpenFileName(self._parent(), "Open a saved game", str(saves.safe_open_dialog_folder()),
                                                    "Saved games (*.json);;All files (*)")
            if not chosen:
                return None
            path = Path(chosen)
        path = Path(path)
        if resuming or saves.is_autosave(path):
            return self._resume(path)
        from dawnofempires_gui.engine.record import Record, describe_refusal
        from dawnofempires_gui.engine.session import Session

        try:
            record = Record.load(path)
        except RecordError as err:
            self._refuse("Cannot open this game", describe_refusal(path, err))
            return None
        slot = saves.new_slot(record.game)  # written only once play goes on
        try:
            session = Session(record, slot.path, finished_path=slot.finished, lock=slot.lock)
        except RecordError as err:
            if slot.lock is not None:
                slot.lock.release()
            self._refuse("Cannot open this game", describe_refusal(path, err))
            return None
        recent_saves.remember_save(path)
        return self._open_window(session)

    def _resume(self, path: Path) -> GameWindow | None:
        if self._is_open_here(path):  # its own autosave, chosen in its own window's Open: nothing to do
            self.window.statusBar().showMessage("This game is the one open in this window.", 6000)
            self.window.raise_()
            return self.window
        slot = saves.claim(path)
        if slot is None:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.information(self._parent(), "This game is open elsewhere", saves.IN_USE)
            if self.window is None:
                self.launcher.show()
            return None
        from dawnofempires_gui.engine.record import Record, describe_refusal
        from dawnofempires_gui.engine.session import Session

        try:
            record = Record.load(path)
            session = Session(record, slot.path, finished_path=slot.finished, lock=slot.lock)
        except RecordError as err:
            if slot.lock is not None:
                slot.lock.release()
            self._refuse("Cannot resume this game", describe_refusal(path, err))
            return None
        if session.state.is_over():  # finished but still among the games in progress: file it
            session.autosave()
        return self._open_window(session)

    def _is_open_here(self, path: Path) -> bool:
        own = self.window.controller.session.autosave_path if self.window is not None else None
        return own is not None and Path(own).resolve() == Path(path).resolve()

    def _open_window(self, session: Session) -> GameWindow:
        from dawnofempires_gui.ui.gamewindow import GameWindow  # not needed until a game opens

        self._close_game()
        window = GameWindow(session)
        window.back_to_launcher.connect(self.show_launcher)
        window.play_again.connect(self._play_again)
        window.new_game_requested.connect(self.show_launcher)
        window.open_requested.connect(lambda: self.open_file(None))
        window.installEventFilter(self)
        self._add_quit(window)
        self.window = window
        window.show()
        self.launcher.hide()
        return window

    def _add_quit(self, window: QWidget) -> None:
        """Ctrl+Q in the game window quits the program (unless the window already has it)."""
        if any(a.shortcut() == QUIT_KEYS for a in window.findChildren(QAction)):
            return
        action = QAction("Quit", window)
        action.setObjectName("quit")
        action.setShortcut(QUIT_KEYS)
        action.triggered.connect(self.quit)
        window.addAction(action)

    def quit(self) -> None:
        self._quitting = True
        self._close_game()
        self.launcher.close()
        app = QApplication.instance()
        if app is not None:
            app.quit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Close and watched is self.window:
            window = self.window
            QTimer.singleShot(0, lambda: self._window_closed(window))
        return False

    def _window_closed(self, window: GameWindow) -> None:
        """The game window was closed by its own close button or menu: back to the launcher."""
        if window is not self.window or window.isVisible():
            return
        self.window = None
        window.controller.session.close()
        window.deleteLater()
        if not self._quitting:
            self.launcher.refresh()
            self.launcher.show()

    def _play_again(self, record: Record) -> None:
        self.new_game(registry.get(record.game), previous=record)

    def _close_game(self) -> None:
        window, self.window = self.window, None
        if window is not None:
            window.close()
            window.controller.session.close()
            window.destroyed.connect(lambda: QTimer.singleShot(0, memory.release))
            window.deleteLater()

    def show_launcher(self) -> None:
        self._close_game()
        self.launcher.refresh()
        self.launcher.show()
