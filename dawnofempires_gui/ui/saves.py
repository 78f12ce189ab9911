"""The autosave and the list of recent saves, as the launcher offers them (no Qt)."""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.engine.storage import atomic_write_text
from dawnofempires_gui.paths import data_dir

RECENT_LIMIT = 10


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def finished_path() -> Path:
    return data_dir() / "last-finished.json"


@dataclass(frozen=True)
class ResumeOffer:
    game: str
    players: str
    actions: int
    path: Path


def resume_offer() -> ResumeOffer | None:
    """The unfinished game to offer, read without replaying it (the launcher must open fast)."""
    path = autosave_path()
    try:
        record = Record.load(path)
    except Exception:  # a damaged autosave is simply not offered; it stays on disk untouched
        return None
    return ResumeOffer(record.game, ", ".join(s.name for s in record.seats), len(record.actions), path)


def mark_finished() -> None:
    """A finished game is no longer offered for resume; it is kept as last-finished.json."""
    path = autosave_path()
    if path.exists():
        path.replace(finished_path())


def _recent_file() -> Path:
    return data_dir() / "recent.json"


def recent_saves() -> list[Path]:
    try:
        items = json.loads(_recent_file().read_text(encoding="utf-8"))
        return [Path(p) for p in items if isinstance(p, str)]
    except (OSError, ValueError):
        return []


def remember_save(path: Path) -> None:
    items = [str(Path(path).resolve())] + [str(p) for p in recent_saves() if str(p) != str(Path(path).resolve())]
    try:
        atomic_write_text(_recent_file(), json.dumps(items[:RECENT_LIMIT], indent=1))
    except OSError:
        pass  # the list of recent files is a convenience; losing it loses no game
