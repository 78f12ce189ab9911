"""F1: the game's rules text, its rule clauses in plain words, and where the game's numbers come from.

The clause catalog (resources/rules/<id>.rules.md) is written for the project; the viewer shows each
clause's text under its chapter, with the rulebook reference and how the program reads an unclear
passage, and leaves out the words addressed to developers.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLineEdit, QTabWidget, QTextBrowser, QVBoxLayout

from dawnofempires_gui.engine.registry import GameInfo
from dawnofempires_gui.paths import resource
from dawnofempires_gui.ui.screens import fitted

CLAUSE = re.compile(r"^- `([a-z0-9.]+)` (.*)$")
REFERENCE = re.compile(r"\s*\(([^()]*)\)\s*$")
CROSS_REFERENCE = re.compile(r"\s*\((?:see )?[a-z]+(?:\.[a-z0-9]+){2,}(?:[,;] *(?:see )?[a-z]+(?:\.[a-z0-9]+){2,})*\)")
NOTE = re.compile(r"\s*\[(ambiguous|data|contradiction|house|note)[^\]]*\]\s*$", re.I)
SIZE = (820, 720)  # the viewer's size where the screen has room for it
SCREEN_SHARE = 0.9  # of a smaller screen's free area: the game window shows round it


@dataclass(frozen=True)
class Clause:
    chapter: str
    id: str
    text: str
    reference: str = ""
    reading: str = ""  # how the program reads an unclear passage


def parse_catalog(text: str) -> list[Clause]:
    """The clauses of a catalog, with their chapter; lines addressed to developers are skipped."""
    chapter, out = "", []
    for line in text.splitlines():
        if line.startswith("## "):
            chapter = line[3:].strip()
            continue
        match = CLAUSE.match(line)
        if not match:
            continue
        cid, body = match.groups()
        reading = ""
        while True:
            note = NOTE.search(body)
            if not note:
                break
            inner = note.group(0).strip()[1:-1]
            if "proposed:" in inner:
                reading = inner.split("proposed:", 1)[1].strip().rstrip(".") + "."
            body = body[: note.start()]
        reference = ""
        ref = REFERENCE.search(body)
        if ref:
            reference, body = ref.group(1), body[: ref.start()]
        body = CROSS_REFERENCE.sub("", body)  # "(doe.score.palace.1)": a pointer for developers
        out.append(Clause(chapter, cid, body.strip(), reference, reading))
    return out


def clauses_html(clauses: list[Clause]) -> str:
    parts, chapter = [], None
    for c in clauses:
        if c.chapter != chapter:
            chapter = c.chapter
            parts.append(f"<h3>{html.escape(chapter)}</h3>")
        extra = f" <span style='color:#777'>({html.escape(c.reference)})</span>" if c.reference else ""
        reading = f"<br><i>How this program reads it: {html.escape(c.reading)}</i>" if c.reading else ""
        parts.append(f"<p>{html.escape(c.text)}{extra}{reading}</p>")
    return "".join(parts)


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return None


class RulesViewer(QDialog):
    def __init__(self, info: GameInfo, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Rules — {info.name}")
        self.resize(*fitted(parent or self, *SIZE, SCREEN_SHARE))
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.find = QLineEdit(placeholderText="Find in the rules (Enter for the next match)")
        row.addWidget(self.find)
        layout.addLayout(row)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs)
        for name in info.rules_files:
            text = _read(resource(name))
            browser = QTextBrowser()
            browser.setOpenExternalLinks(False)
            if text is None:
                browser.setPlainText(f"The rules file {name} is missing from this installation.")
                title = "Rules"
            elif name.endswith(".rules.md"):
                browser.setHtml(clauses_html(parse_catalog(text)))
                title = "Clauses"
            elif name.endswith(".data.md"):
                browser.setMarkdown(text)
                title = "Missing tables"
            else:
                browser.setMarkdown(text)  # the rules texts are written in Markdown too
                title = "Rules"
            browser.setObjectName(f"tab-{title.lower().replace(' ', '-')}")
            self.tabs.addTab(browser, title)
        sources = _read(resource(info.id, "SOURCES.md"))
        if sources is not None:
            browser = QTextBrowser()
            browser.setObjectName("tab-sources")
            browser.setMarkdown(sources)
            self.tabs.addTab(browser, "Where the numbers come from")
        self.find.returnPressed.connect(self.find_next)
        QShortcut(QKeySequence.Find, self, activated=self.find.setFocus)

    def find_next(self) -> None:
        browser = self.tabs.currentWidget()
        if browser is None or not self.find.text():
            return
        if not browser.find(self.find.text()):
            browser.moveCursor(browser.textCursor().MoveOperation.Start)
            browser.find(self.find.text())
