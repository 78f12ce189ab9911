"""The games in progress, the finished ones and the list of recent saves, as the launcher offers them
(no Qt).

Every game in progress has its own autosave, `autosaves/<game>-<date>-<random>.json` in the user data
folder, written after every move (engine/session.py). Names never collide, so several unfinished games,
and several programs running on one data folder, never overwrite one another. While a game is open its
program holds a lock on it (`<name>.lock`, dropped by the system even when the program is killed): a
second program lists that game as open elsewhere and does not open it. A finished game moves to
`finished/` and is no longer offered; an unfinished game is never moved there. Opening a saved file
never touches any autosave: play on and the opened game gets an autosave of its own.

The list of recent saves (ui/recent_saves.py) and the settings are advisory: anything unreadable in them is
ignored and reset with a one-line notice (notice()), never an error.
"""
from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING

from dawnofempires_gui.engine import registry
from dawnofempires_gui.engine.errors import RecordError
from dawnofempires_gui.engine.seats import MAX_NAME, clean_name
from dawnofempires_gui.engine.storage import FileLock, is_regular_file, remove_quietly, remove_stale_temps
from dawnofempires_gui.paths import data_dir, saves_dir

if TYPE_CHECKING:
    from dawnofempires_gui.engine.record import Record

FINISHED_KEEP = 50  # finished games kept in finished/ (the oldest go)
MAX_LISTED = 200  # autosaves looked at for the Resume list


# --- notices ----------------------------------------------------------------------------------------
_notices: list[str] = []
_told: set[str] = set()


def notice(text: str) -> None:
    """A one-line note for the player (a settings file reset...): printed once, and kept for the
    launcher to show."""
    line = " ".join(text.split())
    if line in _told:
        return
    _told.add(line)
    _notices.append(line)
    try:
        print(f"dawnofempires: note: {line}", file=sys.stderr)
    except (OSError, ValueError):
        pass


def take_notices() -> list[str]:
    """The notes not yet shown (each is given once)."""
    out = _notices[:]
    _notices.clear()
    return out


# --- where ------------------------------------------------------------------------------------------
def autosaves_dir() -> Path:
    return data_dir() / "autosaves"


def finished_dir() -> Path:
    return data_dir() / "finished"


def autosave_path() -> Path:
    """The single autosave of the builds before per-game autosaves; tidy() moves it into autosaves/."""
    return data_dir() / "autosave.json"


def _lock_path(autosave: Path) -> Path:
    return autosave.with_name(autosave.stem + ".lock")


def is_autosave(path: Path) -> bool:
    """Whether `path` is one of the autosaves of games in progress (opening it resumes that game)."""
    try:
        here = Path(os.path.abspath(path))
        return ((here.parent == Path(os.path.abspath(autosaves_dir())) and here.suffix == ".json")
                or here == Path(os.path.abspath(autosave_path())))
    except (OSError, ValueError):
        return False


# --- a game's own files -----------------------------------------------------------------------------
@dataclass
class Slot:
    """Where one game in progress is autosaved, where it goes once finished, and its lock."""

    path: Path
    finished: Path
    lock: FileLock | None


def new_slot(game_id: str) -> Slot:
    """A fresh autosave name for a game (never one in use), locked for this program."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    safe_id = "".join(ch for ch in str(game_id) if ch.isalnum() or ch in "-_")[:32] or "game"
    name = f"{safe_id}-{stamp}-{os.urandom(4).hex()}.json"
    folder = autosaves_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # the autosave will say it cannot be written; play goes on
    path = folder / name
    return Slot(path, finished_dir() / name, FileLock.acquire(_lock_path(path)))


def claim(path: Path) -> Slot | None:
    """The slot of an existing autosave, locked for this program; None when another program has it
    open."""
    path = Path(path)
    lock = FileLock.acquire(_lock_path(path))
    if lock is None:
        return None
    return Slot(path, finished_dir() / path.name, lock)


IN_USE = ("This game is open in another Dawn of Empires window, on this computer or another one sharing "
          "this data folder. Play it there, or close it there first.")


# --- the Resume list --------------------------------------------------------------------------------
@dataclass(frozen=True)
class ResumeOffer:
    game: str  # the game's id
    players: str
    actions: int
    path: Path
    name: str = ""  # the game's name
    progress: str = ""  # "round 3", "turn 4"
    phase: str = ""
    saved: datetime | None = None
    in_use: bool = False  # open in another program now

    @property
    def when(self) -> str:
        if self.saved is None:
            return ""
        return self.saved.astimezone().strftime("%d %b %Y %H:%M")

    def label(self) -> str:
        """One line for the list: game, players, round and moves, date."""
        moves = f"{self.progress}, {self.actions} moves" if self.progress else f"{self.actions} moves"
        parts = [self.name or self.game, self.players, moves]
        if self.when:
            parts.append(self.when)
        text = "  —  ".join(parts)
        return text + ("  —  open in another window" if self.in_use else "")


def _replayed_summary(record: Record) -> dict:
    from dawnofempires_gui.engine.session import Session

    return Session(record).summary()


def _offer(path: Path) -> ResumeOffer | None:
    from dawnofempires_gui.engine.record import Record  # here: the launcher of a first start reads no save

    try:
        record = Record.load_heading(path)  # the summary says what the list shows: no need to read the moves
        info = registry.get(record.game)
        summary = record.summary
        moves = summary.get("moves")
        if "finished" not in summary or type(moves) is not int:  # an earlier build's: replay it once to know
            record = Record.load(path)
            summary, moves = _replayed_summary(record), len(record.actions)
    except RecordError:  # a damaged autosave is simply not offered; it stays on disk untouched
        return None
    if summary.get("finished") or not moves:
        return None
    saved = None
    if summary.get("saved"):
        try:
            saved = datetime.fromisoformat(summary["saved"])
            if saved.tzinfo is None:
                saved = saved.replace(tzinfo=timezone.utc)
        except ValueError:
            saved = None
    if saved is None:
        try:
            saved = datetime.fromtimestamp(os.stat(path).st_mtime, timezone.utc)
        except (OSError, ValueError, OverflowError):
            saved = None
    return ResumeOffer(record.game, ", ".join(s.name for s in record.seats), moves, path,
                       info.name, _progress(summary), summary.get("phase", ""), saved,
                       FileLock.is_locked_elsewhere(_lock_path(path)))


def _progress(summary: dict) -> str:
    if "progress" in summary:
        return summary["progress"]
    return f"round {summary['round']}" if summary.get("round") else ""  # an earlier build's autosave


def resume_offers() -> list[ResumeOffer]:
    """Every unfinished game with at least one move, the most recently played first. Damaged or
    finished autosaves are not offered (and are left as they are)."""
    tidy()
    try:
        names = sorted(e.name for e in os.scandir(autosaves_dir()) if e.name.endswith(".json") and not e.name.startswith("."))
    except OSError:
        names = []
    offers = []
    paths = [autosaves_dir() / name for name in names[-MAX_LISTED:]]
    if is_regular_file(autosave_path()):  # an earlier build's autosave that could not be moved (read-only)
        paths.append(autosave_path())
    for path in paths:
        if is_regular_file(path):
            offer = _offer(path)
            if offer is not None:
                offers.append(offer)
    oldest = datetime.min.replace(tzinfo=timezone.utc)
    return sorted(offers, key=lambda o: o.saved or oldest, reverse=True)


def resume_offer() -> ResumeOffer | None:
    """The game the Resume button offers: the most recent one not open elsewhere."""
    return next((o for o in resume_offers() if not o.in_use), None)


def mark_finished(path: Path | None = None) -> None:
    """Kept for callers of earlier builds; does nothing and never fails. A finished game is filed by its
    session (engine/session.py) when its last move is autosaved; an unfinished game is never moved."""


def tidy() -> None:
    """Take in the earlier builds' autosave, and clear what killed programs left: temporary files and
    locks nobody holds; keep the newest FINISHED_KEEP finished games."""
    for folder in (data_dir(), autosaves_dir(), finished_dir()):
        remove_stale_temps(folder)
    _take_in_legacy_autosave()
    try:
        entries = list(os.scandir(autosaves_dir()))
    except OSError:
        entries = []
    for entry in entries:  # a lock nobody holds was left by a program that was killed
        if entry.name.endswith(".lock"):
            FileLock.remove_if_unused(Path(entry.path))
    try:
        finished = sorted((e for e in os.scandir(finished_dir()) if e.name.endswith(".json") and e.is_file()),
                          key=lambda e: e.stat().st_mtime, reverse=True)
    except OSError:
        finished = []
    for entry in finished[FINISHED_KEEP:]:
        remove_quietly(Path(entry.path))


def _take_in_legacy_autosave() -> None:
    """The single autosave.json of earlier builds becomes one game in progress among the others (or a
    finished game); a damaged one is left where it is."""
    legacy = autosave_path()
    if not is_regular_file(legacy):
        return
    from dawnofempires_gui.engine.record import Record

    try:
        record = Record.load(legacy)
        summary = _replayed_summary(record)
    except RecordError:
        return
    safe_id = "".join(ch for ch in record.game if ch.isalnum() or ch in "-_")[:32] or "game"
    name = f"{safe_id}-{time.strftime('%Y%m%d-%H%M%S')}-earlier-{os.urandom(4).hex()}.json"
    target = (finished_dir() if summary["finished"] else autosaves_dir()) / name
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(legacy, target)  # atomic: of two programs doing this at once, one moves it
    except OSError:
        return
    lock = FileLock.acquire(_lock_path(target))
    try:
        summary["saved"] = datetime.fromtimestamp(os.stat(target).st_mtime, timezone.utc).isoformat(timespec="seconds")
        record.summary = summary
        record.save(target)  # the same game, with what the launcher lists
    except (OSError, ValueError):
        pass
    finally:
        if lock is not None:
            lock.release()


# --- names and folders ------------------------------------------------------------------------------
def clean_seat_name(text: object, fallback: str = "Player") -> str:
    """A seat's name as the program keeps it: no control characters, at most MAX_NAME characters."""
    return clean_name(text, fallback)


SEAT_NAME_LIMIT = MAX_NAME


def _usable_folder(folder: Path) -> bool:
    try:
        return os.path.isdir(folder) and os.access(folder, os.W_OK | os.X_OK)
    except (OSError, ValueError):
        return False


def _folder_candidates() -> list[Path]:
    out = []
    for make in (saves_dir, _documents, Path.home, lambda: Path(tempfile.gettempdir())):
        try:
            out.append(Path(make()))
        except Exception:  # noqa: BLE001 - no home, no documents folder: try the next
            continue
    return out


def _documents() -> Path:
    import platformdirs

    return Path(platformdirs.user_documents_dir())


def safe_save_dialog_folder() -> Path:
    """The folder a Save As dialog opens in: the saves folder (made if possible), else the documents
    folder, the home folder or the temporary folder, whichever can be written. Never raises: a read-only
    or odd data folder, a read-only home, a data folder that is a file must not stop a save elsewhere."""
    candidates = _folder_candidates()
    if candidates:
        try:
            candidates[0].mkdir(parents=True, exist_ok=True)
        except (OSError, ValueError):
            pass
    for folder in candidates:
        if _usable_folder(folder):
            return folder
    return candidates[0] if candidates else Path(".")


def safe_open_dialog_folder() -> Path:
    """The folder an Open dialog starts in (nothing is created): the saves folder if it is there."""
    for folder in _folder_candidates():
        try:
            if os.path.isdir(folder):
                return folder
        except (OSError, ValueError):
            continue
    return Path(".")
