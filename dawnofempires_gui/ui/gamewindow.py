"""The window of one open game: the board, player panels, the legal actions, the log, the status bar."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QPixmapCache
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QMessageBox, QVBoxLayout, QWidget

from dawnofempires_gui.engine import Action, Event
from dawnofempires_gui.engine.session import Session
from dawnofempires_gui.engine.words import join
from dawnofempires_gui.ui.actionpanel import ActionsPanel
from dawnofempires_gui.ui.board import BoardScene
from dawnofempires_gui.ui.boardview import BoardView
from dawnofempires_gui.ui.controller import GameController
from dawnofempires_gui.ui.docklayout import DockLayout
from dawnofempires_gui.ui.endscreen import EndDialog, ScoreDialog
from dawnofempires_gui.ui.gamemenus import GameMenus
from dawnofempires_gui.ui.handoff import HandoffCover
from dawnofempires_gui.ui.logview import GameLog
from dawnofempires_gui.ui.pace import pace_ms
from dawnofempires_gui.ui.quickstyle import quick
from dawnofempires_gui.ui.rulebook import RulesViewer
from dawnofempires_gui.ui.screens import fitted
from dawnofempires_gui.ui.statusline import StatusLine
from dawnofempires_gui.ui.style import icon, seat_colour


LOG_CATCH_UP_MS = 30
UNDER_THE_COVER = "under the cover"  # the log's blank page, shown while the hand-off cover is up


def thinking_words(names: list[str]) -> str:
    """'Comp 1 is thinking…', 'Comp 1 and Comp 2 are thinking…' (computers picking at once), or nothing."""
    if not names:
        return ""
    return f"{join(names)} {'is' if len(names) == 1 else 'are'} thinking…"


NO_MAIN_ACTION = "Space takes the main action (roll, done, end turn), and there is none now: choose one of the " \
    "actions (Enter takes the one with the focus)."


class GameWindow(GameMenus, QMainWindow):
    back_to_launcher = Signal()
    play_again = Signal(object)  # the finished Record, to start a new game with the same table
    new_game_requested = Signal()
    open_requested = Signal()

    def __init__(self, session: Session, parent=None) -> None:
        super().__init__(parent)
        self.controller = GameController(session, self)
        self.controller.bot_delay_ms = pace_ms(self.controller.bot_delay_ms)  # before the menu ticks it
        self.info = self.controller.info
        self.setWindowTitle(f"{self.info.name} — Dawn of Empires table")
        self.setObjectName("GameWindow")
        self.resize(*fitted(self, 1280, 820))

        self.view = BoardView()
        self.board: BoardScene = self.info.board_class()(self.info, self)
        self.view.setScene(self.board)
        self.setCentralWidget(self.view)
        self.board.action_chosen.connect(self.controller.choose)
        self.view.main_action_requested.connect(self.space_pressed)

        self._build_docks()
        self._build_menus()
        self.status_turn = StatusLine()
        self.status_thinking = QLabel()
        self.status_autosave = QLabel()
        self.status_autosave.setStyleSheet("color: #c0392b; font-weight: bold;")
        self.statusBar().addWidget(self.status_turn, 1)
        self.statusBar().addPermanentWidget(self.status_autosave)
        self.statusBar().addPermanentWidget(self.status_thinking)

        self.cover = HandoffCover(self)
        self.cover.ready.connect(self.controller.ready)

        c = self.controller
        c.changed.connect(self.redraw)
        c.log_reset.connect(self.rebuild_log)
        c.refused.connect(self.show_refusal)
        c.handoff.connect(self.show_handoff)
        c.thinking.connect(self.show_thinking)
        c.game_over.connect(self.show_game_over)
        c.autosave_failed.connect(self.show_autosave_failure)
        c.hint_ready.connect(self.show_hint)
        self._ended_shown = False
        self.rules_viewer: RulesViewer | None = None
        self.score_dialog: ScoreDialog | None = None
        self.docks = DockLayout(self.info.id, [self.actions_dock, self.log_dock])
        self.docks.restore(self)
        c.start()
        self.view.fit()

    # --- building -------------------------------------------------------------------------------
    def _build_docks(self) -> None:
        self.actions_panel = ActionsPanel()
        self.actions_panel.comes_after = self.view
        self.actions_panel.chosen.connect(self.controller.choose)
        self.actions_panel.main_action_requested.connect(self.space_pressed)
        self.actions_panel.undo_requested.connect(self.controller.undo)
        self.undo_button = self.actions_panel.undo_button
        self.actions_dock = self._dock("Actions", self.actions_panel, Qt.RightDockWidgetArea)

        panel = self.board.side_panel()
        self.players_generic = panel is None
        self.players_widget = panel if panel is not None else QWidget()
        if panel is None:
            QVBoxLayout(self.players_widget)
        self.players_dock = self._dock("Players", self.players_widget, Qt.LeftDockWidgetArea)
        if self.players_generic and self.board.draws_players:
            self.players_dock.hide()  # still in the View menu for those who want it
        self.players_dock.visibilityChanged.connect(
            lambda shown: shown and self.players_generic and not self.controller.covered and self._fill_players())

        self.log = GameLog()
        self.log_dock = self._dock("Log", self.log, Qt.RightDockWidgetArea)
        # the other seats' pages are written once the board is painted, while the player looks at it
        self._log_catch_up = QTimer(self, singleShot=True, interval=LOG_CATCH_UP_MS, timeout=self._catch_up_log)

    def _dock(self, title: str, widget: QWidget, area) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock-{title}")
        quick(dock)  # its title is drawn again whenever anything in it repaints
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    # --- drawing --------------------------------------------------------------------------------
    def redraw(self, events: list[Event]) -> None:
        c = self.controller
        covered = c.covered
        self._set_covered(covered)
        if covered:  # the cover hides the window; nothing of the leaving seat is left to read under it
            self.log.turn_to(UNDER_THE_COVER)
            self._fill_actions([])
            self._update_status()
            self.view.prepare_soon()  # while the next player sits down
            return
        if not c.state.is_over():
            self._ended_shown = False  # an undo past the end: finishing again shows the end screen again
        view = c.view()
        legal = c.legal_for_viewer()
        self.board.begin_redraw()
        self.board.show_state(view, c.viewer, legal, events)
        self.view.fit_if_pending()
        self._fill_actions(legal)
        if self.players_generic and self.players_dock.isVisible():
            self._fill_players()
        self._append_log()
        self._update_status()
        if self.score_dialog is not None and self.score_dialog.isVisible():
            self.score_dialog.show_state(view)  # left open while a computer seat moved
        self.view.prepare_soon()

    def _set_covered(self, covered: bool) -> None:
        """Under the hand-off cover nothing acts but its Ready button: the board, the docks and the menus
        are disabled (never hidden, so that no panel loses its size)."""
        if covered:  # the click that brought the cover never gets its release: let go of the item it grabbed
            grabber = self.board.mouseGrabberItem()
            if grabber is not None:
                grabber.ungrabMouse()
        for widget in (self.view, *(d.widget() for d in (self.players_dock, self.actions_dock, self.log_dock))):
            widget.setEnabled(not covered)
        for action in self._guarded_actions:
            action.setEnabled(not covered)

    def rebuild_log(self) -> None:
        """The log of the seat now at the screen, from the start of the game (its page brought up to date)."""
        if self.controller.covered:
            self.log.turn_to(UNDER_THE_COVER)
        else:
            self._append_log()

    def _append_log(self) -> None:
        """Turn the log to the page of the seat at the screen and bring it up to date; every other seat's page
        kept is brought up to date a moment later, so that a hand-off shows a page already written."""
        session, seat = self.controller.session, self.controller.viewer
        page = self.log.turn_to(self.log.key_for(seat, session.log))
        self.log.write(page, seat, session.log, session.record.seats)
        self._log_catch_up.start()

    def _catch_up_log(self) -> None:
        session = self.controller.session
        for seat, page in self.log.pages().items():
            if isinstance(seat, int):
                self.log.write(page, seat, session.log, session.record.seats)

    def _fill_actions(self, legal: list[Action]) -> None:
        state = self.controller.state
        if legal:
            header = f"{state.seat_name(self.controller.viewer)}, choose:"
        elif state.is_over():
            header = "The game is over."
        else:
            header = f"Waiting for {', '.join(state.seat_name(s) for s in state.to_move())}."
        undo = self.controller.undo_status()
        self.actions_panel.fill(header, [(a, state.describe(a)) for a in legal], self.main_action(legal), undo,
                                focus=not self.controller.covered)
        self.act_undo.setEnabled(undo.possible)
        self.act_undo.setToolTip(undo.reason)
        self.act_undo.setStatusTip(undo.reason)

    @property
    def action_buttons(self) -> list:
        return self.actions_panel.buttons

    def main_action(self, legal: list[Action]) -> Action | None:
        """The action Space takes: the first legal one of the game's main kinds (roll, done, end turn)."""
        kinds = getattr(self.controller.state, "MAIN_ACTIONS", ())
        for kind in kinds:
            for action in legal:
                if action.kind == kind:
                    return action
        return None

    def space_pressed(self) -> None:
        """Space on the board or an action button: the main action of the seat to move, or why nothing
        happened."""
        if self.board.take_space():
            return
        legal = self.controller.legal_for_viewer()
        main = self.main_action(legal)
        if main is None:
            if legal:
                self.statusBar().showMessage(NO_MAIN_ACTION, 6000)
        elif self.actions_panel.armed():
            self.controller.choose(main)

    def _fill_players(self) -> None:
        layout = self.players_widget.layout()
        while layout.count():
            item = layout.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        state = self.controller.state
        for seat, info in enumerate(self.controller.session.record.seats):
            kind = "computer" if info.computer else "human"
            colour = seat_colour(seat, info.colour).name()
            turn = " ◀" if seat in state.to_move() else ""
            label = QLabel(f"<span style='color:{colour}; font-size:16pt'>●</span> <b>{info.name}</b> ({kind}){turn}")
            layout.addWidget(label)
        layout.addStretch(1)

    def _update_status(self) -> None:
        state = self.controller.state
        if state.is_over():
            text = "Game over."
        else:
            names = ", ".join(state.seat_name(s) for s in state.to_move())
            text = f"To move: {names}"
            phase = state.phase()
            if phase:
                text += f"   ·   {phase}"
        self.status_turn.setText(text)

    # --- reactions ------------------------------------------------------------------------------
    def show_refusal(self, message: str) -> None:
        self.statusBar().showMessage(message, 6000)
        QMessageBox.information(self, "Not allowed", message)

    def show_handoff(self, seat: int) -> None:
        if self.score_dialog is not None:  # the leaving player's, stale, and it would keep the next from Ready
            self.score_dialog.close()
        self.statusBar().clearMessage()  # a hint or a refusal may name a card of the leaving player's hand
        info = self.controller.session.record.seats[seat]
        self.cover.cover(info.name, seat_colour(seat, info.colour).name())

    def show_thinking(self, on: bool) -> None:
        if on:
            names = [self.controller.state.seat_name(s) for s in self.controller.state.to_move()
                     if not self.controller.is_human(s)]
            self.status_thinking.setPixmap(icon("computer", "#0072B2").pixmap(16, 16))
            self.status_thinking.setText(thinking_words(names))
        else:
            self.status_thinking.setText("")

    def show_autosave_failure(self, message: str) -> None:
        self.status_autosave.setText("⚠ Autosave failed")
        self.status_autosave.setToolTip(message)
        self.statusBar().showMessage(message, 10000)

    def show_game_over(self) -> None:
        if self._ended_shown:
            return
        self._ended_shown = True
        notes = self.info.finish_notes(self.controller.state)
        dialog = EndDialog(self.controller.state, self, notes)
        self.end_dialog = dialog
        dialog.finished.connect(self._end_choice)
        self._share_quit(dialog).open()

    def _end_choice(self, result: int) -> None:
        if result == EndDialog.PLAY_AGAIN:
            self.play_again.emit(self.controller.session.record)
        elif result == EndDialog.LAUNCHER:
            self.back_to_launcher.emit()

    def show_hint(self, action: Action) -> None:
        """The normal computer player's choice, marked on the board (or its button) and in words."""
        if self.board.focus_action(action):
            self.view.setFocus(Qt.OtherFocusReason)  # Enter takes what the hint marked, not the dock's button
        else:
            self.actions_panel.focus_action(action)
        self.statusBar().showMessage(f"Hint: {self.controller.state.describe(action)}", 10000)

    # --- window life ----------------------------------------------------------------------------
    def closeEvent(self, event):  # noqa: N802
        self.docks.save(self)
        self.controller.shutdown()
        QPixmapCache.clear()  # the pictures of this board's parts (ui/pictures.py): no other window shows them
        super().closeEvent(event)

    def resizeEvent(self, event):  # noqa: N802
        super().resizeEvent(event)
        if hasattr(self, "docks"):  # resized while being built
            self.docks.fit(self)
        if self.cover.isVisible():
            self.cover.setGeometry(self.rect())
