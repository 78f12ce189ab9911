"""Help ▸ About: the program's name, version, licence, and who made the games it lets people play.

The credits say only what the rules texts in resources/rules state or what is publicly known; where
neither names a designer, the box says so. resources/CREDITS.md carries the same credits.
"""
from __future__ import annotations

from dataclasses import dataclass
from html import escape

from dawnofempires_gui import __version__

PROGRAM = "Dawn of Empires"
LICENCE = "MIT licence — © the dawnofempires_gui team"


@dataclass(frozen=True)
class Credit:
    game_id: str
    title: str
    credit: str


# In the launcher's order. `title` is used when the game is not (yet) registered in this build.
CREDITS: tuple[Credit, ...] = (
    Credit(
        "doe",
        "Dawn of Empires",
        "Its rules text names no designer or publisher, and we could not confirm them; "
        "corrections are welcome.",
    ),
    Credit(
        "iron",
        "Roll Through the Ages: The Iron Age",
        "Designed by Tom Lehmann, after Matt Leacock's Roll Through the Ages: The Bronze Age; "
        "published by Gryphon Games (2014).",
    ),
    Credit(
        "aom",
        "Age of Mythology: The Boardgame",
        "Designed and created by Glenn Drover; published by Eagle Games (2003); inspired by the computer "
        "game Age of Mythology by Microsoft and Ensemble Studios and licensed from them.",
    ),
    Credit(
        "roe",
        "Rise of Empires",
        "Designed by Martin Wallace; published by Phalanx Games and Mayfair Games (2009).",
    ),
    Credit(
        "aoe",
        "Age of Empires Board Game (1998 playtest rules)",
        "Playtest rules version 1.0 of 20 September 1998 by Jason Ehlers, a fan board game based on "
        "Microsoft's and Ensemble Studios' computer game Age of Empires.",
    ),
)

NOTICE = (
    "This program is an unofficial implementation for playing at home; it is not made or endorsed by the "
    "designers or publishers named here. The games' names are trademarks of their owners."
)
SOURCES = (
    "Where the printed components were not available, the numbers come from public sources or are the "
    "project's own choices marked “house”; each game lists them in resources/<game>/SOURCES.md."
)


def game_titles() -> dict[str, str]:
    """Each credited game's name as the program shows it (the registry's name when the game is built in)."""
    titles = {c.game_id: c.title for c in CREDITS}
    try:
        from dawnofempires_gui.engine import registry

        for info in registry.all_games(listed_only=True):
            if info.id in titles:
                titles[info.id] = info.name
    except Exception:  # an about box must open even if a game package is broken
        pass
    return titles


def about_html() -> str:
    titles = game_titles()
    rows = "".join(
        f"<li><b>{escape(titles[c.game_id])}</b> — {escape(c.credit)}</li>" for c in CREDITS
    )
    return (
        f"<h3>{escape(PROGRAM)} {escape(__version__)}</h3>"
        "<p>Five empire-building board games at one table, every rule enforced: "
        "hot seat, solo and computer opponents.</p>"
        f"<p>{escape(LICENCE)}. The program is free software under the MIT licence "
        "(see the LICENSE file); it uses Qt for Python (PySide6, LGPLv3) and qtawesome.</p>"
        f"<p><b>The games</b></p><ul>{rows}</ul>"
        f"<p>{escape(SOURCES)}</p>"
        f"<p><small>{escape(NOTICE)}</small></p>"
    )


def about_text() -> str:
    """The same content as plain text (for tests, logs and the command line)."""
    titles = game_titles()
    lines = [f"{PROGRAM} {__version__}", LICENCE, "", "The games:"]
    lines += [f"- {titles[c.game_id]}: {c.credit}" for c in CREDITS]
    lines += ["", SOURCES, "", NOTICE]
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
    text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
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
