"""The list of recent saves (recent.json in the user data folder), newest first, as the launcher offers it
(no Qt). It is advisory: an unreadable or odd list is reset with a one-line notice, never an error."""
from __future__ import annotations

import json
import os
from pathlib import Path

from dawnofempires_gui.engine.storage import atomic_write_text, is_regular_file, read_limited
from dawnofempires_gui.paths import data_dir
from dawnofempires_gui.ui.saves import notice

RECENT_LIMIT = 20  # entries kept in the list of recent saves
RECENT_MAX_BYTES = 1024 * 1024  # a longer recent.json is not read (it is reset); 20 entries fit many times


def _recent_file() -> Path:
    return data_dir() / "recent.json"


def _write_recent(paths: list[str]) -> bool:
    try:
        atomic_write_text(_recent_file(), json.dumps(paths[:RECENT_LIMIT]))
    except (OSError, ValueError):
        return False  # the list of recent files is a convenience; losing it loses no game
    return True


def _reset_recent(why: str, keep: list[str]) -> None:
    done = _write_recent(keep)
    notice(f"The list of recent games {why}; it was {'reset' if done else 'ignored'}.")


def _good_entry(item: object) -> bool:
    return (type(item) is str and 0 < len(item) <= 4096 and "\x00" not in item
            and all(ch.isprintable() or ch == " " or "\udc80" <= ch <= "\udcff" for ch in item)
            and os.path.isabs(item))


def recent_saves() -> list[Path]:
    """The recent saves, newest first (at most RECENT_LIMIT). An unreadable or odd list is reset."""
    path = _recent_file()
    try:
        raw = read_limited(path, RECENT_MAX_BYTES, "list of recent games")
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as err:
        _reset_recent(f"could not be read ({getattr(err, 'strerror', None) or err})", [])
        return []
    try:
        items = json.loads(raw.decode("utf-8-sig"))
    except (ValueError, RecursionError):
        _reset_recent("was damaged", [])
        return []
    if type(items) is not list:
        _reset_recent("was not a list", [])
        return []
    good: list[str] = []
    for item in items:
        if _good_entry(item) and item not in good:
            good.append(item)
    if len(good) != len(items) or len(good) > RECENT_LIMIT:
        _reset_recent("held entries that are not saved games' places", good)
    return [Path(p) for p in good[:RECENT_LIMIT]]


def existing_recent_saves() -> list[Path]:
    """The recent saves that are still there as files (an unreadable folder, a name too long: not)."""
    return [p for p in recent_saves() if is_regular_file(p)]


def remember_save(path: Path) -> None:
    try:
        entry = os.path.abspath(path)
    except (OSError, ValueError):
        return
    if not _good_entry(entry):
        return
    items = [entry] + [str(p) for p in recent_saves() if str(p) != entry]
    _write_recent(items)


def display_path(path: Path) -> str:
    """A path as the launcher shows it (no control characters, not absurdly long)."""
    text = "".join(ch if ch.isprintable() else "?" for ch in str(path))
    text = text.encode("utf-8", "replace").decode("utf-8")
    return text if len(text) <= 160 else text[:70] + "…" + text[-80:]
