"""The program's files on disk, written so that a crash, a kill or a full disk never leaves a half-written
one behind, read so that no file can hang the program or fill its memory, and locked so that two running
programs never write the same game (pure Python, no Qt).
"""
from __future__ import annotations

import errno
import os
import re
import stat
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
STALE_TEMP_SECONDS = 3600  # a temporary file of a program that may still run is left alone this long


class NotARegularFile(OSError):
    """A path that is a folder, a pipe, a device or a socket: never opened as a file to read."""


class FileTooLarge(OSError):
    """A file over the size a reader accepts (or a writer may write)."""

    def __init__(self, limit: int, what: str = "file") -> None:
        super().__init__(errno.EFBIG, f"the {what} is larger than {_size_words(limit)}")
        self.limit = limit


def _size_words(size: int) -> str:
    if size >= 1 << 20:
        return f"{size / (1 << 20):g} MB"
    if size >= 1 << 10:
        return f"{size / (1 << 10):g} KB"
    return f"{size} bytes"


# --- writing ----------------------------------------------------------------------------------------
def atomic_write_text(path: Path, text: str) -> None:
    """Write `text` as UTF-8 to `path` atomically (see atomic_write_bytes)."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write to a temporary file beside `path`, flush and fsync it, then rename it over `path`.

    Raises OSError (read-only folder, full disk, a data folder that is a file); `path` then still holds
    its previous content and no temporary file is left behind. A temporary file left by a killed program
    carries that program's process id in its name, so remove_stale_temps() can clean it up later.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make a rename durable where the platform allows it."""
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def remove_quietly(path: Path) -> bool:
    """Remove a file if it is there; False when it could not be removed (it then stays as it was)."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    _sync_folder(Path(path).parent)
    return True


_TEMP_NAME = re.compile(r"^\..+?(?:\.(\d+))?\.[A-Za-z0-9_]+\.tmp$")


def _process_alive(pid: int) -> bool:
    if os.name != "posix":  # os.kill(pid, 0) would end the process on Windows
        return True
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists but belongs to someone else
        return True
    return True


def remove_stale_temps(folder: Path, now: float | None = None) -> int:
    """Remove the temporary files (`.NAME.PID.xxxx.tmp`) that a killed program left in `folder`: those
    of a process that no longer runs, and any older than an hour (a write takes a moment). Returns how
    many were removed; a folder that cannot be read is left as it is."""
    now = time.time() if now is None else now
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries[:10000]:
        match = _TEMP_NAME.match(entry.name)
        if not match:
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            age = now - entry.stat(follow_symlinks=False).st_mtime
        except OSError:
            continue
        pid = match.group(1)
        dead = pid is not None and not _process_alive(int(pid))
        if dead or age > STALE_TEMP_SECONDS or (pid is None and age > 60):
            try:
                os.unlink(entry.path)
                removed += 1
            except OSError:
                pass
    return removed


# --- reading ----------------------------------------------------------------------------------------
def open_regular(path: Path):
    """Open a regular file for reading in binary. A folder, a pipe (which would block), a device such as
    /dev/zero (which never ends) or a socket is refused with NotARegularFile before anything is read."""
    path = Path(path)
    info = os.stat(path)  # FileNotFoundError, PermissionError... go to the caller
    if not stat.S_ISREG(info.st_mode):
        raise NotARegularFile(errno.EINVAL, _not_regular_words(info.st_mode), str(path))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)  # the path may have been swapped between stat() and open()
        if not stat.S_ISREG(info.st_mode):
            raise NotARegularFile(errno.EINVAL, _not_regular_words(info.st_mode), str(path))
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def _not_regular_words(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "it is a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "it is a pipe, not a file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "it is a device, not a file"
    return "it is not a regular file"


def read_limited(path: Path, limit: int, what: str = "file") -> bytes:
    """The bytes of a regular file of at most `limit` bytes; reads at most limit + 1 bytes whatever the
    file claims to be (FileTooLarge beyond)."""
    with open_regular(path) as handle:
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise FileTooLarge(limit, what)
    return data


def is_regular_file(path: Path) -> bool:
    """True for an existing regular file; never raises (an unreadable folder, a name too long: False)."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


# --- locks ------------------------------------------------------------------------------------------
try:  # pragma: no cover - the platform decides
    import fcntl
except ImportError:  # pragma: no cover
    fcntl = None  # type: ignore[assignment]
try:  # pragma: no cover
    import msvcrt
except ImportError:  # pragma: no cover
    msvcrt = None  # type: ignore[assignment]


class FileLock:
    """A lock held by this program on one path (`<file>.lock`), released by release() or when the
    program ends in any way (the operating system drops it even after a kill, so no lock is ever stale).

    Within one program a path can be locked several times (each holder releases once); another program
    cannot lock it until every holder here released it. `held` is False when locking was impossible (a
    read-only folder): nothing could be written there anyway."""

    _held: dict[str, list] = {}  # path -> [fd, holders]

    def __init__(self, path: Path, key: str, held: bool) -> None:
        self.path = path
        self._key = key
        self.held = held
        self._released = False

    @classmethod
    def acquire(cls, path: Path) -> FileLock | None:
        """The lock, or None when another program holds it."""
        path = Path(path)
        key = os.path.abspath(path)
        entry = cls._held.get(key)
        if entry is not None:
            entry[1] += 1
            return cls(path, key, True)
        try:
            fd = _lock_file(path)
        except BlockingIOError:
            return None
        except OSError:
            return cls(path, key, False)
        cls._held[key] = [fd, 1]
        return cls(path, key, True)

    @classmethod
    def is_locked_elsewhere(cls, path: Path) -> bool:
        """Whether another program holds the lock on `path` now (this one's own locks do not count)."""
        key = os.path.abspath(path)
        if key in cls._held:
            return False
        try:
            fd = _lock_file(Path(path), create=False)
        except BlockingIOError:
            return True
        except OSError:
            return False
        _unlock_file(fd, Path(path), remove=False)
        return False

    @classmethod
    def remove_if_unused(cls, path: Path) -> bool:
        """Remove a lock file that nobody holds (left by a program that was killed)."""
        key = os.path.abspath(path)
        if key in cls._held:
            return False
        try:
            fd = _lock_file(Path(path), create=False)
        except OSError:
            return False
        _unlock_file(fd, Path(path), remove=True)
        return True

    def __del__(self) -> None:  # a holder forgotten without release() (a window never closed) lets go
        try:
            self.release()
        except Exception:  # noqa: BLE001 - never raise from a finalizer (the interpreter may be ending)
            pass

    def release(self) -> None:
        if self._released:
            return
        self._released = True
        if not self.held:
            return
        entry = self._held.get(self._key)
        if entry is None:
            return
        entry[1] -= 1
        if entry[1] <= 0:
            del self._held[self._key]
            _unlock_file(entry[0], self.path, remove=True)


def _lock_file(path: Path, create: bool = True) -> int:
    """Open and lock `path` without waiting: the fd, BlockingIOError when it is locked elsewhere."""
    for _ in range(20):
        flags = os.O_RDWR | (os.O_CREAT if create else 0) | getattr(os, "O_NONBLOCK", 0)
        fd = os.open(path, flags, 0o644)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise NotARegularFile(errno.EINVAL, "the lock is not a file", str(path))
            if fcntl is not None:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except OSError as err:
                    if err.errno in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK):
                        raise BlockingIOError(errno.EAGAIN, "locked by another program") from None
                    raise
            elif msvcrt is not None:  # pragma: no cover - Windows
                try:
                    msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
                except OSError:
                    raise BlockingIOError(errno.EAGAIN, "locked by another program") from None
            # The file locked must still be the one at `path` (another program may have removed it
            # between our open() and our lock).
            try:
                same = os.path.samestat(os.fstat(fd), os.stat(path))
            except FileNotFoundError:
                same = False
            if same:
                return fd
        except BaseException:
            os.close(fd)
            raise
        os.close(fd)
        if not create:
            raise FileNotFoundError(errno.ENOENT, "the lock file is gone", str(path))
    raise OSError(errno.EBUSY, "the lock file keeps changing", str(path))


def _unlock_file(fd: int, path: Path, remove: bool) -> None:
    if remove and os.name == "posix":  # remove it while still holding it; Windows cannot remove open files
        try:
            os.unlink(path)
        except OSError:
            pass
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_UN)
        elif msvcrt is not None:  # pragma: no cover - Windows
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    except OSError:
        pass
    os.close(fd)
