"""Giving back the memory of a closed game: the C library keeps what the game window freed for later use,
so without asking it to return it, a second game opened after the first starts from the first one's peak."""
from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys


def _trim():
    if not sys.platform.startswith("linux"):
        return None
    name = ctypes.util.find_library("c")
    try:
        return getattr(ctypes.CDLL(name), "malloc_trim", None) if name else None
    except OSError:
        return None


_MALLOC_TRIM = _trim()


def release() -> None:
    """Collect the Python objects left in cycles and hand the free heap back to the system (glibc only;
    elsewhere the allocator does this by itself)."""
    gc.collect()
    if _MALLOC_TRIM is not None:
        _MALLOC_TRIM(0)
