"""F1: the game's rules text and its clause catalog, with a find box."""
from __future__ import annotations

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLineEdit, QTabWidget, QTextBrowser, QVBoxLayout

from dawnofempires_gui.engine.registry import GameInfo
from dawnofempires_gui.paths import resource

TITLES = {".txt": "Rules", ".md": "Clauses"}


class RulesViewer(QDialog):
    def __init__(self, info: GameInfo, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Rules — {info.name}")
        self.resize(820, 720)
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.find = QLineEdit(placeholderText="Find in the rules (Enter for the next match)")
        row.addWidget(self.find)
        layout.addLayout(row)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs)
        for name in info.rules_files:
            browser = QTextBrowser()
            browser.setOpenExternalLinks(False)
            path = resource(name)
            try:
                text = path.read_text(encoding="utf-8")
            except OSError:
                text = f"The rules file {name} is missing from this installation."
            browser.setMarkdown(text)  # the rules texts are written in Markdown too
            title = "Data" if name.endswith(".data.md") else TITLES.get(path.suffix, path.name)
            self.tabs.addTab(browser, title)
        self.find.returnPressed.connect(self.find_next)
        QShortcut(QKeySequence.Find, self, activated=self.find.setFocus)

    def find_next(self) -> None:
        browser = self.tabs.currentWidget()
        if browser is None or not self.find.text():
            return
        if not browser.find(self.find.text()):
            browser.moveCursor(browser.textCursor().MoveOperation.Start)
            browser.find(self.find.text())
