"""The launcher: a tile per game, Resume and the list of games in progress, recent saves, Open file."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeySequence, QPainter, QPen
from PySide6.QtWidgets import (QGridLayout, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QMainWindow,
                               QPushButton, QVBoxLayout, QWidget)

from dawnofempires_gui.engine.registry import GameInfo, all_games
from dawnofempires_gui.ui import recent_saves, saves
from dawnofempires_gui.ui.screens import fitted
from dawnofempires_gui.ui.style import icon

TILE_COLOURS = ["#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7"]


class GameTile(QPushButton):
    """A large button drawn with the game's emblem, name, players and length."""

    def __init__(self, info: GameInfo, index: int) -> None:
        super().__init__()
        self.info = info
        self.colour = QColor(TILE_COLOURS[index % len(TILE_COLOURS)])
        self.setObjectName(f"tile-{info.id}")
        self.setAccessibleName(f"{info.name}, {info.players} players, {info.length}")
        self.setToolTip(f"{info.name}\n{info.summary}")
        self.setFixedSize(QSize(270, 210))
        self.setCursor(Qt.PointingHandCursor)

    def paintEvent(self, event):  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        rect = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        hovered = self.underMouse() or self.hasFocus()
        painter.setPen(QPen(self.colour.darker(130), 4 if self.hasFocus() else 2))
        painter.setBrush(QColor("#FBF5E6") if not hovered else QColor("#FFFBEF"))
        painter.drawRoundedRect(rect, 14, 14)
        band = QRectF(rect.left(), rect.top(), rect.width(), 86)
        painter.setPen(Qt.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(band, 14, 14)
        painter.drawRect(band.adjusted(0, 40, 0, 0))
        size = 56
        emblem = self.info.emblem[:3]
        start = rect.center().x() - (len(emblem) * (size + 10) - 10) / 2
        for i, name in enumerate(emblem):
            icon(name, "#FFFFFF").paint(painter, int(start + i * (size + 10)), int(band.top() + 15), size, size)
        painter.setPen(QColor("#1b1b1b"))
        title = QFont(self.font())
        title.setPointSizeF(title.pointSizeF() * 1.2)
        title.setBold(True)
        painter.setFont(title)
        painter.drawText(rect.adjusted(12, 96, -12, 0), Qt.AlignHCenter | Qt.AlignTop | Qt.TextWordWrap, self.info.name)
        painter.setFont(self.font())
        painter.setPen(QColor("#444444"))
        painter.drawText(rect.adjusted(12, 0, -12, -12), Qt.AlignHCenter | Qt.AlignBottom,
                         f"{self.info.players} players  ·  {self.info.length}")


class LauncherWindow(QMainWindow):
    game_chosen = Signal(object)  # GameInfo
    resume_chosen = Signal(object)  # Path
    open_chosen = Signal(object)  # Path or None (ask)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Dawn of Empires — five empire games")
        self.setObjectName("Launcher")
        central = QWidget()
        self.setCentralWidget(central)
        outer = QVBoxLayout(central)
        outer.setContentsMargins(24, 18, 24, 18)
        title = QLabel("Choose a game")
        title.setStyleSheet("font-size: 22pt; font-weight: bold;")
        outer.addWidget(title)
        outer.setSpacing(10)
        subtitle = QLabel("Every rule enforced. Play at one computer, alone or against the computer.")
        outer.addWidget(subtitle)
        grid = QGridLayout()
        grid.setSpacing(16)
        self.tiles: list[GameTile] = []
        for index, info in enumerate(all_games()):
            tile = GameTile(info, index)
            tile.clicked.connect(lambda checked=False, i=info: self.game_chosen.emit(i))
            grid.addWidget(tile, index // 3, index % 3)
            self.tiles.append(tile)
        if not self.tiles:
            grid.addWidget(QLabel("No games are installed."), 0, 0)
        grid.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        outer.addLayout(grid)
        outer.addStretch(1)

        row = QHBoxLayout()
        self.resume_button = QPushButton(icon("dice"), "Resume")
        self.resume_button.setObjectName("resume")
        self.resume_button.clicked.connect(self._resume)
        self.open_button = QPushButton(icon("open"), "Open file…")
        self.open_button.clicked.connect(lambda: self.open_chosen.emit(None))
        row.addWidget(self.resume_button, 2)
        row.addWidget(self.open_button, 1)
        outer.addLayout(row)
        self.resume_label = QLabel("Games in progress (double-click to resume):")
        outer.addWidget(self.resume_label)
        self.resume_list = QListWidget()
        self.resume_list.setObjectName("resume-list")
        self.resume_list.setMaximumHeight(110)
        self.resume_list.itemActivated.connect(self._resume_item)
        self.resume_list.currentItemChanged.connect(lambda *_: self._update_resume_button())
        outer.addWidget(self.resume_list)
        outer.addWidget(QLabel("Recent saved games (double-click to open):"))
        self.recent = QListWidget()
        self.recent.setObjectName("recent")
        self.recent.setMaximumHeight(130)
        self.recent.itemActivated.connect(lambda item: self.open_chosen.emit(Path(item.data(Qt.UserRole))))
        outer.addWidget(self.recent)
        self._build_menus()
        self.resize(*fitted(self, 900, 680))
        self.refresh()

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu("&Game")
        new = game.addAction(icon("new"), "&New game…")
        new.setShortcut(QKeySequence.New)
        new.triggered.connect(lambda: self.tiles[0].setFocus() if self.tiles else None)
        opening = game.addAction(icon("open"), "&Open…")
        opening.setShortcut(QKeySequence.Open)
        opening.triggered.connect(lambda: self.open_chosen.emit(None))
        game.addSeparator()
        quit_action = game.addAction("&Quit")
        quit_action.setShortcut(QKeySequence.Quit)
        quit_action.triggered.connect(self.close)
        helpmenu = self.menuBar().addMenu("&Help")
        helpmenu.addAction("&About").triggered.connect(self._about)

    def _about(self) -> None:
        from dawnofempires_gui.ui import about

        about.show_about(self)

    def refresh(self) -> None:
        """The games in progress (the most recent first), the recent saves, and any notice."""
        self._fresh = True  # the next showing need not read them again
        self.offers = saves.resume_offers()
        self.resume_list.clear()
        for offer in self.offers:
            item = QListWidgetItem(offer.label())
            item.setData(Qt.UserRole, str(offer.path))
            item.setToolTip(f"{offer.phase}\n{recent_saves.display_path(offer.path)}" if offer.phase else recent_saves.display_path(offer.path))
            if offer.in_use:
                item.setForeground(QColor("#777777"))
            self.resume_list.addItem(item)
        first = next((i for i, o in enumerate(self.offers) if not o.in_use), None)
        if first is not None:
            self.resume_list.setCurrentRow(first)
        self.resume_list.setVisible(bool(self.offers))
        self.resume_label.setVisible(bool(self.offers))
        self._update_resume_button()
        self.recent.clear()
        for path in recent_saves.existing_recent_saves():
            item = QListWidgetItem(f"{recent_saves.display_path(path.name)}   —   {recent_saves.display_path(path.parent)}")
            item.setData(Qt.UserRole, str(path))
            self.recent.addItem(item)
        notes = saves.take_notices()
        if notes:
            self.statusBar().showMessage("  ".join(notes), 15000)

    def _selected_offer(self) -> saves.ResumeOffer | None:
        row = self.resume_list.currentRow()
        if 0 <= row < len(self.offers) and not self.offers[row].in_use:
            return self.offers[row]
        return next((o for o in self.offers if not o.in_use), None)

    def _update_resume_button(self) -> None:
        offer = self._selected_offer()
        self._offer = offer
        if offer is None:
            self.resume_button.setEnabled(False)
            self.resume_button.setText("Resume (no unfinished game)" if not self.offers else "Resume (every unfinished game is open elsewhere)")
            return
        name = next((t.info.name for t in self.tiles if t.info.id == offer.game), offer.name or offer.game)
        progress = f" — {offer.progress}" if offer.progress else ""
        self.resume_button.setEnabled(True)
        self.resume_button.setText(f"Resume {name} — {offer.players}{progress} ({offer.actions} moves)")

    def _resume_item(self, item: QListWidgetItem) -> None:
        self.resume_chosen.emit(Path(item.data(Qt.UserRole)))

    def _resume(self) -> None:
        if self._offer is not None:
            self.resume_chosen.emit(self._offer.path)

    def showEvent(self, event):  # noqa: N802
        if not self._fresh:  # each showing reads the folders once (every autosave's heading)
            self.refresh()
        self._fresh = False
        super().showEvent(event)

    def hideEvent(self, event):  # noqa: N802
        self._fresh = False  # while hidden, games are played and saved: read again when shown
        super().hideEvent(event)
