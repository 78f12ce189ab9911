"""Where the program finds its resources and keeps the user's files (no Qt)."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "dawnofempires_gui"


def resources_dir() -> Path:
    """resources/ in a source checkout, inside the package when installed, or in a PyInstaller bundle."""
    package = Path(__file__).resolve().parent
    candidates = [package / "resources", package.parent / "resources"]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.insert(0, Path(bundle) / "resources")
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("The program's resources folder is missing; reinstall the program.")


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)


def data_dir() -> Path:
    """The user's data folder (autosave, recent games, settings); DAWNOFEMPIRES_HOME overrides it."""
    override = os.environ.get("DAWNOFEMPIRES_HOME")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    return path


def saves_dir() -> Path:
    override = os.environ.get("DAWNOFEMPIRES_HOME")
    if override:
        return Path(override) / "saves"
    return Path(platformdirs.user_documents_dir()) / "Dawn of Empires saves"
