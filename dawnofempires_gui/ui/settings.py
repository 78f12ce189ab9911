"""The program's remembered settings (window layout, last seats) in the user's data folder.

They are advisory: every value read is checked for its kind and size, and a value, or a whole file,
that cannot be used is ignored and reset with a one-line notice (ui/saves.notice), never an error. A
settings file over MAX_SETTINGS_BYTES is not read at all.
"""
from __future__ import annotations

import atexit
import json
import os
import re
import shutil
import stat
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from dawnofempires_gui.engine.storage import remove_quietly
from dawnofempires_gui.paths import data_dir
from dawnofempires_gui.ui.saves import clean_seat_name, notice

MAX_SETTINGS_BYTES = 256 * 1024
MAX_VALUE_BYTES = 64 * 1024
MAX_SEATS = 16

_BAD = object()
_LAYOUT = re.compile(r"^window/[^/]+/(geometry|state)$")
_SEATS = re.compile(r"^seats/[^/]+$")
_fallback: Path | None = None


class Settings(QSettings):
    """QSettings whose value() hands out only values of the kind their key needs (else the default)."""

    def value(self, key: str, defaultValue: Any = None, type: Any = None) -> Any:  # noqa: A002,N803 - Qt's names
        try:
            raw = super().value(key)
        except Exception:  # noqa: BLE001 - whatever the file holds
            raw = _BAD
        if raw is None:
            return defaultValue
        checked = _check(str(key), raw)
        if checked is _BAD or (type is not None and not isinstance(checked, type)):
            try:
                self.remove(key)
            except Exception:  # noqa: BLE001
                pass
            notice(f"The setting {key} in settings.ini could not be used; it was reset.")
            return defaultValue
        return checked


def _check(key: str, raw: Any) -> Any:
    if _LAYOUT.match(key):
        if isinstance(raw, (QByteArray, bytes, bytearray)) and 0 < len(raw) <= MAX_VALUE_BYTES:
            return QByteArray(bytes(raw))
        return _BAD
    if _SEATS.match(key):
        return _seats(raw)
    if isinstance(raw, (str, QByteArray, bytes, bytearray)):
        return raw if len(raw) <= MAX_VALUE_BYTES else _BAD
    if type(raw) in (int, float, bool):
        return raw
    return _BAD


def _seats(raw: Any) -> Any:
    """The last seats of a game: a JSON list of {name, colour, computer, level}, cleaned."""
    if not isinstance(raw, str) or len(raw) > MAX_VALUE_BYTES:
        return _BAD
    try:
        items = json.loads(raw)
    except (ValueError, RecursionError):
        return _BAD
    if type(items) is not list or len(items) > MAX_SEATS:
        return _BAD
    out = []
    for item in items:
        if type(item) is not dict or type(item.get("name")) is not str:
            return _BAD
        colour, computer, level = item.get("colour", ""), item.get("computer", False), item.get("level", "")
        if type(colour) is not str or type(computer) is not bool or type(level) is not str:
            return _BAD
        seat = {"name": clean_seat_name(item["name"]), "colour": colour[:32], "computer": computer}
        if level:
            seat["level"] = level[:16]
        out.append(seat)
    return json.dumps(out)


def settings_path() -> Path:
    return data_dir() / "settings.ini"


def _fallback_path() -> Path:
    """A settings file of this run only, when the real one cannot be used or reset."""
    global _fallback
    if _fallback is None:
        _fallback = Path(tempfile.mkdtemp(prefix="dawnofempires-settings-"))
        atexit.register(shutil.rmtree, _fallback, True)
    return _fallback / "settings.ini"


def _usable_path() -> Path:
    path = settings_path()
    try:
        info = os.stat(path)
    except OSError:
        return path  # not there yet (or the data folder is odd): QSettings reads nothing, writes if it can
    if not stat.S_ISREG(info.st_mode):
        notice(f"{path} is not a file; the settings are not kept this time.")
        return _fallback_path()
    if info.st_size > MAX_SETTINGS_BYTES:
        if remove_quietly(path):
            notice(f"settings.ini was far too large ({info.st_size // 1024} KB) to be settings; it was reset.")
            return path
        notice(f"settings.ini is far too large ({info.st_size // 1024} KB) to be settings; it is ignored.")
        return _fallback_path()
    return path


def settings() -> QSettings:
    store = Settings(str(_usable_path()), QSettings.IniFormat)
    if store.status() == QSettings.FormatError:
        notice("settings.ini could not be read; it was reset.")
        store.clear()
    return store
