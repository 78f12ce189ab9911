"""Help ▸ About: the program's name, version, licence, the games in this version and who made them,
and the licences of the software it is built on.

The games and their credits come from the registry (GameInfo.designers and credit_source), so the box
always names exactly the games this build can play. resources/CREDITS.md carries the same credits and
resources/licenses/ the licence texts of every bundled component.
"""
from __future__ import annotations

from dataclasses import dataclass
from html import escape
from pathlib import Path

from dawnofempires_gui import __version__

PROGRAM = "Dawn of Empires"
LICENCE = "MIT licence — © the dawnofempires_gui team"
NO_CREDIT = "No designer is credited for this game yet; corrections are welcome."
NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")


@dataclass(frozen=True)
class Credit:
    game_id: str
    title: str
    credit: str
    source: str = ""


def credits() -> list[Credit]:
    """The credit of every game in the launcher, in the launcher's order (from the registry)."""
    try:
        from dawnofempires_gui.engine import registry

        games = registry.all_games(listed_only=True)
    except Exception:  # an about box must open even if a game package is broken
        return []
    return [Credit(g.id, g.name, g.designers or NO_CREDIT, g.credit_source) for g in games]


def game_titles() -> dict[str, str]:
    """Each game's name as the launcher shows it, by id."""
    return {c.game_id: c.title for c in credits()}


def _joined(names: list[str]) -> str:
    if len(names) <= 2:
        return " and ".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def box_summary(names: list[str] | None = None) -> str:
    """What is in the box, in words: "Two board games at one table: A and B." (follows the registry)."""
    names = [c.title for c in credits()] if names is None else names
    count = NUMBERS[len(names)] if len(names) < len(NUMBERS) else str(len(names))
    noun = "board game" if len(names) == 1 else "board games"
    if not names:
        return "No board games are installed."
    return f"{count.capitalize()} empire-building {noun} at one table: {_joined(names)}."


PROMISE = "Every rule enforced; hot seat, solo and computer opponents."

NOTICE = (
    "This program is an unofficial implementation for playing at home; it is not made or endorsed by the "
    "designers or publishers named here. The games' names are trademarks of their owners."
)
SOURCES = (
    "Where the printed components were not available, the numbers come from public sources or are the "
    "project's own choices marked “house”; each game lists them in resources/<game>/SOURCES.md."
)
BUILT_ON = (
    "Built on Python (PSF licence) and Qt 6 with Qt for Python, PySide6 (© The Qt Company Ltd. and other "
    "contributors, GNU LGPL version 3; Qt and PySide6 are linked dynamically and their source code is "
    "available from download.qt.io), ICU (Unicode licence), qtawesome (MIT) with the Font Awesome Free "
    "(SIL OFL 1.1) and Material Design Icons (Apache 2.0) fonts, and platformdirs (MIT)."
)


def licences_dir() -> Path | None:
    """The folder of licence texts (resources/licenses; /opt/dawnofempires/licenses in the .deb)."""
    try:
        from dawnofempires_gui.paths import resource

        folder = resource("licenses")
    except Exception:
        return None
    return folder if folder.is_dir() else None


def _licences_sentence() -> str:
    folder = licences_dir()
    where = str(folder) if folder else "the licenses folder of the program"
    return f"The full licence texts of every component, and where their source code is: {where}."


def about_html() -> str:
    rows = "".join(f"<li><b>{escape(c.title)}</b> — {escape(c.credit)}</li>" for c in credits())
    folder = licences_dir()
    link = (f'<a href="{escape(folder.as_uri())}">{escape(str(folder))}</a>' if folder
            else "the licenses folder of the program")
    return (
        f"<h3>{escape(PROGRAM)} {escape(__version__)}</h3>"
        f"<p>{escape(box_summary())} {escape(PROMISE)}</p>"
        f"<p>{escape(LICENCE)}. The program is free software under the MIT licence "
        "(see the LICENSE file).</p>"
        f"<p><b>The games</b></p><ul>{rows}</ul>"
        f"<p>{escape(SOURCES)}</p>"
        f"<p><small>{escape(BUILT_ON)} The full licence texts of every component, and where their source "
        f"code is: {link}.</small></p>"
        f"<p><small>{escape(NOTICE)}</small></p>"
    )


def about_text() -> str:
    """The same content as plain text (for tests, logs and the command line)."""
    lines = [f"{PROGRAM} {__version__}", f"{box_summary()} {PROMISE}", LICENCE, "", "The games:"]
    lines += [f"- {c.title}: {c.credit}" for c in credits()]
    lines += ["", SOURCES, "", BUILT_ON, _licences_sentence(), "", NOTICE]
    return "\n".join(lines)


def about_dialog(parent=None):
    """The About box as a dialog (not yet shown): the emblem beside the text, a Close button."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout

    from dawnofempires_gui.paths import resource

    dialog = QDialog(parent)
    dialog.setObjectName("aboutDialog")
    dialog.setWindowTitle(f"About {PROGRAM}")
    emblem = QLabel()
    emblem.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
    icon_file = resource("icons", "dawnofempires.svg")
    if icon_file.exists():
        emblem.setPixmap(QIcon(str(icon_file)).pixmap(112, 112))
    text = QLabel(about_html())
    text.setObjectName("aboutText")
    text.setTextFormat(Qt.TextFormat.RichText)
    text.setWordWrap(True)
    text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
    text.setOpenExternalLinks(True)  # the licences folder opens in the file manager
    text.setMinimumWidth(560)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    row = QHBoxLayout()
    row.addWidget(emblem)
    row.addSpacing(12)
    row.addWidget(text, 1)
    layout = QVBoxLayout(dialog)
    layout.addLayout(row)
    layout.addWidget(buttons)
    return dialog


def show_about(parent=None) -> None:
    """Open the About box (modal) over `parent`."""
    about_dialog(parent).exec()
