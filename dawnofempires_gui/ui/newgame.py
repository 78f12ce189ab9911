"""The new-game dialog: seats (name, colour, human or computer), the game's own options, a seed."""
from __future__ import annotations

import hashlib
import json
import random

from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QGroupBox, QLabel, QLineEdit, QSpinBox, QVBoxLayout, QWidget)

from dawnofempires_gui.engine import Seat
from dawnofempires_gui.engine.game import MAX_NAME, clean_name
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.engine.registry import GameInfo
from dawnofempires_gui.ui.settings import settings
from dawnofempires_gui.ui.style import SEAT_COLOUR_NAMES, SEAT_COLOURS, icon

DEFAULT_NAMES = ["Ana", "Ben", "Chloé", "Dev", "Emre", "Fay", "Gus"]
PLAYED_BY = (("easy", "Computer — easy"), ("normal", "Computer — normal"), ("hard", "Computer — hard"))


def _swatch(colour: str) -> QIcon:
    pix = QPixmap(16, 16)
    pix.fill(QColor(colour))
    return QIcon(pix)


class SeatRow:
    def __init__(self, grid: QGridLayout, row: int) -> None:
        self.number = QLabel(f"{row}.")
        self.name = QLineEdit(DEFAULT_NAMES[(row - 1) % len(DEFAULT_NAMES)])
        self.name.setMaxLength(MAX_NAME)
        self.colour = QComboBox()
        for colour, name in zip(SEAT_COLOURS, SEAT_COLOUR_NAMES):
            self.colour.addItem(_swatch(colour), name, colour)
        self.colour.setCurrentIndex((row - 1) % len(SEAT_COLOURS))
        self.kind = QComboBox()
        self.kind.addItem(icon("human"), "Human", "")
        for level, words in PLAYED_BY:
            self.kind.addItem(icon("computer"), words, level)
        self.kind.setToolTip("Computer players: easy thinks briefly, normal about a second a move, hard up to five.")
        for col, widget in enumerate((self.number, self.name, self.colour, self.kind)):
            grid.addWidget(widget, row, col)

    def set_visible(self, on: bool) -> None:
        for widget in (self.number, self.name, self.colour, self.kind):
            widget.setVisible(on)

    def seat(self, index: int) -> Seat:
        name = clean_name(self.name.text(), DEFAULT_NAMES[index % len(DEFAULT_NAMES)])
        level = self.kind.currentData() or ""
        return Seat(name, self.colour.currentData(), bool(level), level)

    def load(self, data: dict) -> None:
        self.name.setText(clean_name(data.get("name", self.name.text()), self.name.text()))
        found = self.colour.findData(data.get("colour"))
        if found >= 0:
            self.colour.setCurrentIndex(found)
        level = data.get("level") or ("normal" if data.get("computer") else "")
        found = self.kind.findData(level if isinstance(level, str) else "")
        self.kind.setCurrentIndex(max(0, found))


class NewGameDialog(QDialog):
    def __init__(self, info: GameInfo, parent=None, previous: Record | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.setWindowTitle(f"New game — {info.name}")
        layout = QVBoxLayout(self)
        title = QLabel(info.name)
        title.setObjectName("title")
        title.setWordWrap(True)
        title.setStyleSheet("font-size: 15pt; font-weight: bold;")
        layout.addWidget(title)
        # Wide enough for the window title too, so that no desktop cuts it.
        self.setMinimumWidth(min(900, self.fontMetrics().horizontalAdvance(self.windowTitle()) + 160))

        seats_box = QGroupBox("Players")
        seats_layout = QVBoxLayout(seats_box)
        count_row = QFormLayout()
        self.count = QSpinBox(minimum=info.min_players, maximum=info.max_players)
        count_row.addRow("Number of players:", self.count)
        seats_layout.addLayout(count_row)
        grid = QGridLayout()
        for col, title in enumerate(("", "Name", "Colour", "Played by")):
            grid.addWidget(QLabel(f"<b>{title}</b>"), 0, col)
        self.rows = [SeatRow(grid, i + 1) for i in range(info.max_players)]
        seats_layout.addLayout(grid)
        layout.addWidget(seats_box)

        self.option_widgets: dict[str, QWidget] = {}
        self.option_rows: dict[str, tuple[QLabel, QWidget]] = {}
        shown = [spec for spec in info.options if spec.shown]
        self.options_box = QGroupBox("Options")
        if shown:
            form = QFormLayout(self.options_box)
            for spec in shown:
                widget = self._option_widget(spec)
                widget.setToolTip(spec.help)
                self.option_widgets[spec.key] = widget
                label = QLabel(spec.label + ":")
                label.setToolTip(spec.help)
                form.addRow(label, widget)
                self.option_rows[spec.key] = (label, widget)
            layout.addWidget(self.options_box)

        table = QGroupBox("Table")
        form = QFormLayout(table)
        self.always_handoff = QCheckBox("Always cover the board between human players")
        self.always_handoff.setToolTip("The board is covered anyway whenever the next player may not see what the last "
                                       "one saw; tick this to cover it at every change of player.")
        self.seed = QLineEdit(placeholderText="random")
        self.seed.setToolTip("The same seed and the same moves give the same game.")
        form.addRow(self.always_handoff)
        form.addRow("Seed:", self.seed)
        layout.addWidget(table)
        self.table_box = table

        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c0392b; font-weight: bold;")
        self.problem.hide()
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText("Start")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.count.valueChanged.connect(self._show_rows)
        self._load_previous(previous)
        self._show_rows(self.count.value())

    def _option_widget(self, spec) -> QWidget:
        if spec.kind == "bool":
            widget = QCheckBox()
            widget.setChecked(bool(spec.default))
        elif spec.kind == "int":
            widget = QSpinBox(minimum=spec.minimum, maximum=spec.maximum)
            widget.setValue(int(spec.default))
        else:
            widget = QComboBox()
            for value, label in spec.choices:
                widget.addItem(label, value)
            widget.setCurrentIndex(max(0, widget.findData(spec.default)))
        return widget

    def _show_rows(self, count: int) -> None:
        for index, row in enumerate(self.rows):
            row.set_visible(index < count)
        # Options that do not apply to this many players (the solitaire game) are not shown.
        visible = 0
        for spec in self.info.options:
            if spec.key in self.option_rows:
                on = not spec.applies_to or count in spec.applies_to
                for widget in self.option_rows[spec.key]:
                    widget.setVisible(on)
                visible += on
        self.options_box.setVisible(visible > 0)
        self.always_handoff.setVisible(count > 1)
        self.adjustSize()

    def seat_problem(self) -> str:
        """Why these seats cannot start a game (two players of one name or one colour), or ""."""
        seats = self.seats()
        names = [s.name.casefold() for s in seats]
        for i, name in enumerate(names):
            if name in names[:i]:
                return f"Two players are called {seats[i].name}: give each player a name of their own."
        colours = [s.colour for s in seats]
        for i, colour in enumerate(colours):
            if colour in colours[:i]:
                other = colours.index(colour)
                return (f"{seats[other].name} and {seats[i].name} have the same colour: "
                        "give each player a colour of their own.")
        return ""

    def accept(self) -> None:
        problem = self.seat_problem()
        if problem:
            self.problem.setText(problem)
            self.problem.show()
            return
        self.problem.hide()
        super().accept()

    def _load_previous(self, previous: Record | None) -> None:
        if previous is not None:
            seats = [s.to_json() for s in previous.seats]
        else:
            try:
                seats = json.loads(settings().value(f"seats/{self.info.id}", "[]"))
            except (TypeError, ValueError):
                seats = []
        if seats and self.info.min_players <= len(seats) <= self.info.max_players:
            self.count.setValue(len(seats))
            for row, data in zip(self.rows, seats):
                row.load(data)
        else:
            self.count.setValue(max(self.info.min_players, min(2, self.info.max_players)))
        if previous is not None:
            for key, value in previous.options.items():
                self.set_option(key, value)

    def set_option(self, key: str, value) -> None:
        widget = self.option_widgets.get(key)
        if isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(widget, QSpinBox):
            widget.setValue(int(value))
        elif isinstance(widget, QComboBox):
            widget.setCurrentIndex(max(0, widget.findData(value)))

    def options(self) -> dict:
        values = {}
        for key, widget in self.option_widgets.items():
            if isinstance(widget, QCheckBox):
                values[key] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                values[key] = widget.value()
            else:
                values[key] = widget.currentData()
        return values

    def seats(self) -> list[Seat]:
        return [row.seat(i) for i, row in enumerate(self.rows[: self.count.value()])]

    def record(self) -> Record:
        text = self.seed.text().strip()
        try:
            seed = int(text) if text else random.SystemRandom().randrange(1 << 31)
        except ValueError:
            seed = int(hashlib.sha256(text.encode()).hexdigest()[:8], 16)  # a word is a seed too
        seats = self.seats()
        settings().setValue(f"seats/{self.info.id}", json.dumps([s.to_json() for s in seats]))
        return Record(self.info.id, seats, self.info.checked_options(self.options()), seed,
                      settings={"always_handoff": self.always_handoff.isChecked()})
