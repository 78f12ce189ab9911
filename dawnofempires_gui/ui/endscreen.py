"""The score so far (Ctrl+T) and the end of a game: each player's score by category, the winner, the
tie-break, play again. Both tables are sized to their content: every category and the Total row show
without scrolling."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (QAbstractScrollArea, QDialog, QDialogButtonBox, QHeaderView, QLabel, QPushButton,
                               QTableWidget, QTableWidgetItem, QVBoxLayout)

from dawnofempires_gui.engine import Game
from dawnofempires_gui.engine.words import join


def score_table(state: Game) -> QTableWidget:
    sheet = state.scores()
    seats = range(len(state.seats))
    table = QTableWidget(len(sheet.categories) + 1, len(state.seats))
    table.setObjectName("scores")
    table.setHorizontalHeaderLabels([state.seat_name(s) for s in seats])
    table.setVerticalHeaderLabels([*sheet.categories, "Total"])
    for col in seats:
        for row, category in enumerate(sheet.categories):
            item = QTableWidgetItem(str(sheet.points[col].get(category, 0)))
            item.setTextAlignment(Qt.AlignCenter)
            table.setItem(row, col, item)
        total = QTableWidgetItem(str(sheet.totals[col]))
        total.setTextAlignment(Qt.AlignCenter)
        font = total.font()
        font.setBold(True)
        total.setFont(font)
        table.setItem(len(sheet.categories), col, total)
    table.setEditTriggers(QTableWidget.NoEditTriggers)
    table.setSelectionMode(QTableWidget.NoSelection)  # a sheet to read: no cell looks picked or framed
    table.setFocusPolicy(Qt.NoFocus)
    fit_to_content(table)
    return table


def fit_to_content(table: QTableWidget) -> None:
    """Size the table to show every row and column: no scroll bars, nothing cut."""
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
    table.resizeColumnsToContents()
    table.resizeRowsToContents()
    table.setSizeAdjustPolicy(QAbstractScrollArea.AdjustToContents)
    frame = 2 * table.frameWidth()
    width = table.verticalHeader().sizeHint().width() + table.horizontalHeader().length() + frame
    height = table.horizontalHeader().sizeHint().height() + table.verticalHeader().length() + frame
    table.setFixedSize(width, height)  # as large as what it shows: a one-column table is not stretched wide


def headline(state: Game) -> str:
    """Who won, in words; a solitaire game has no winner, only a score."""
    sheet = state.scores()
    if len(state.seats) == 1:
        return f"{state.seat_name(0)}: {sheet.totals[0]} points"
    winners = [state.seat_name(w) for w in sheet.winners]
    if len(winners) == 1:
        return f"{winners[0]} wins!"
    return f"{join(winners)} share the win!"


class ScoreDialog(QDialog):
    """Ctrl+T: the points each player would have if the game ended now."""

    def __init__(self, state: Game, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Score so far")
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Points each player would have if the game ended now:"))
        self.table = score_table(state)
        layout.addWidget(self.table, 0, Qt.AlignHCenter)
        self.notes = QLabel()  # the sheet's notes: how a score so far is counted
        self.notes.setObjectName("note")
        self.notes.setWordWrap(True)
        layout.addWidget(self.notes)
        self._show_notes(state)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _show_notes(self, state: Game) -> None:
        notes = "\n".join(state.scores().notes)
        self.notes.setText(notes)
        self.notes.setVisible(bool(notes))

    def show_state(self, state: Game) -> None:
        """The table again after a move made while it is open (a computer seat's)."""
        fresh = score_table(state)
        self.layout().replaceWidget(self.table, fresh)
        self.table.deleteLater()
        self.table = fresh
        self._show_notes(state)
        self.adjustSize()


class EndDialog(QDialog):
    PLAY_AGAIN = 2
    LAUNCHER = 3

    def __init__(self, state: Game, parent=None, extra_notes: list[str] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Game over")
        sheet = state.scores()
        layout = QVBoxLayout(self)
        title = QLabel(headline(state))
        title.setStyleSheet("font-size: 20pt; font-weight: bold;")
        title.setObjectName("winner")
        title.setWordWrap(True)  # six long names sharing a win are wider than a small window
        layout.addWidget(title)
        if sheet.tie_break:
            tie = QLabel(sheet.tie_break)
            tie.setObjectName("tiebreak")
            tie.setWordWrap(True)
            layout.addWidget(tie)
        self.table = score_table(state)
        layout.addWidget(self.table, 0, Qt.AlignHCenter)
        # The table's own words at the end of the game (a best score kept...) include the sheet's notes.
        for note in extra_notes or sheet.notes:
            label = QLabel(note)
            label.setObjectName("note")
            label.setWordWrap(True)
            layout.addWidget(label)
        buttons = QDialogButtonBox()
        again = QPushButton("Play again")
        again.setObjectName("play-again")
        home = QPushButton("Back to launcher")
        close = QPushButton("Look at the board")
        buttons.addButton(again, QDialogButtonBox.AcceptRole)
        buttons.addButton(home, QDialogButtonBox.ActionRole)
        buttons.addButton(close, QDialogButtonBox.RejectRole)
        again.clicked.connect(lambda: self.done(self.PLAY_AGAIN))
        home.clicked.connect(lambda: self.done(self.LAUNCHER))
        close.clicked.connect(self.reject)
        layout.addWidget(buttons)
        again.setDefault(True)
        for button in (again, home, close):
            button.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        # the key that took the last move, still held: its repeats are no choice of what comes next
        return event.type() == QEvent.KeyPress and event.isAutoRepeat()
