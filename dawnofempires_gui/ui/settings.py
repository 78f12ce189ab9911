"""The program's remembered settings (window layout, last seats) in the user's data folder."""
from __future__ import annotations

from PySide6.QtCore import QSettings

from dawnofempires_gui.paths import data_dir


def settings() -> QSettings:
    return QSettings(str(data_dir() / "settings.ini"), QSettings.IniFormat)
