"""The table: which window is open (the launcher or one game), and how games start, open and resume."""
from __future__ import annotations

from typing import TYPE_CHECKING

import json
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from dawnofempires_gui.engine import RecordError, Seat, registry
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.engine.registry import GameInfo
from dawnofempires_gui.engine.session import Session
from dawnofempires_gui.paths import resource, saves_dir
from dawnofempires_gui.ui import saves
from dawnofempires_gui.ui.launcher import LauncherWindow

if TYPE_CHECKING:
    from dawnofempires_gui.ui.gamewindow import GameWindow


class Table(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.launcher = LauncherWindow()
        self.window: GameWindow | None = None
        self.launcher.game_chosen.connect(self.new_game)
        self.launcher.resume_chosen.connect(self.resume)
        self.launcher.open_chosen.connect(self.open_file)

    def set_app_icon(self, app) -> None:
        path = resource("icons", "dawnofempires.svg") if resource("icons").is_dir() else None
        if path is not None and path.exists():
            app.setWindowIcon(QIcon(str(path)))

    def current_window(self) -> QWidget:
        return self.window if self.window is not None and self.window.isVisible() else self.launcher

    def _parent(self) -> QWidget:
        return self.current_window()

    # --- starting games -------------------------------------------------------------------------
    def new_game(self, info: GameInfo | None = None, previous: Record | None = None) -> None:
        if info is None:
            self.show_launcher()
            return
        from dawnofempires_gui.ui.newgame import NewGameDialog

        dialog = NewGameDialog(info, self._parent(), previous)
        if dialog.exec():
            self.start(dialog.record())

    def start(self, record: Record) -> GameWindow:
        session = Session.start(record, saves.autosave_path())
        return self._open_window(session)

    def start_from_arguments(self, game_id: str, seats_text: str, options: list[str], seed: int | None) -> GameWindow | None:
        try:
            info = registry.get(game_id)
        except RecordError as err:
            QMessageBox.warning(self.launcher, "Unknown game", str(err))
            self.launcher.show()
            return None
        seats = []
        for i, part in enumerate(p for p in seats_text.split(",") if p.strip()):
            name, _, kind = part.partition(":")
            seats.append(Seat(name.strip() or f"Player {i + 1}", computer=kind.strip() == "computer"))
        if not seats:
            seats = [Seat(f"Player {i + 1}") for i in range(max(info.min_players, min(2, info.max_players)))]
        values = {}
        for item in options:
            key, _, value = item.partition("=")
            values[key] = json.loads(value) if value[:1] in "0123456789-tf[{\"" else value
        import random

        record = Record(info.id, seats, info.checked_options(values), seed if seed is not None else random.randrange(1 << 31))
        return self.start(record)

    def resume(self, path: Path) -> None:
        self.open_file(path, resuming=True)

    def open_file(self, path: Path | None = None, resuming: bool = False) -> GameWindow | None:
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(self._parent(), "Open a saved game", str(saves_dir()),
                                                    "Saved games (*.json);;All files (*)")
            if not chosen:
                return None
            path = Path(chosen)
        try:
            record = Record.load(path)
            session = Session(record, saves.autosave_path())
        except RecordError as err:
            QMessageBox.warning(self._parent(), "Cannot open this game", f"{path.name}: {err}")
            return None
        if not resuming:
            saves.remember_save(path)
        session.autosave()
        return self._open_window(session)

    def _open_window(self, session: Session) -> GameWindow:
        from dawnofempires_gui.ui.gamewindow import GameWindow  # not needed until a game opens

        self._close_game()
        window = GameWindow(session)
        window.back_to_launcher.connect(self.show_launcher)
        window.play_again.connect(self._play_again)
        window.new_game_requested.connect(self.show_launcher)
        window.open_requested.connect(lambda: self.open_file(None))
        self.window = window
        window.show()
        self.launcher.hide()
        return window

    def _play_again(self, record: Record) -> None:
        self.new_game(registry.get(record.game), previous=record)

    def _close_game(self) -> None:
        if self.window is not None:
            self.window.close()
            self.window.deleteLater()
            self.window = None

    def show_launcher(self) -> None:
        self._close_game()
        self.launcher.refresh()
        self.launcher.show()
