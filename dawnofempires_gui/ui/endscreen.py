"""The end of a game: each player's score by category, the winner, the tie-break, play again."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QLabel, QPushButton, QTableWidget,
                               QTableWidgetItem, QVBoxLayout)

from dawnofempires_gui.engine import Game


def score_table(state: Game) -> QTableWidget:
    sheet = state.scores()
    seats = range(len(state.seats))
    table = QTableWidget(len(sheet.categories) + 1, len(state.seats))
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
    table.resizeColumnsToContents()
    return table


class EndDialog(QDialog):
    PLAY_AGAIN = 2
    LAUNCHER = 3

    def __init__(self, state: Game, parent=None, extra_notes: list[str] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Game over")
        sheet = state.scores()
        winners = " and ".join(state.seat_name(w) for w in sheet.winners)
        verb = "win" if len(sheet.winners) > 1 else "wins"
        layout = QVBoxLayout(self)
        headline = QLabel(f"{winners} {verb}!")
        headline.setStyleSheet("font-size: 20pt; font-weight: bold;")
        headline.setObjectName("winner")
        layout.addWidget(headline)
        if sheet.tie_break:
            tie = QLabel(sheet.tie_break)
            tie.setObjectName("tiebreak")
            tie.setWordWrap(True)
            layout.addWidget(tie)
        self.table = score_table(state)
        layout.addWidget(self.table)
        for note in [*sheet.notes, *(extra_notes or [])]:
            label = QLabel(note)
            label.setWordWrap(True)
            layout.addWidget(label)
        buttons = QDialogButtonBox()
        again = QPushButton("Play again")
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
