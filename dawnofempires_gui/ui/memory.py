"""Giving back the memory of a closed game: the C library keeps what the game window freed for later use,
so without asking it to return it, a second game opened after the first starts from the first one's peak."""
from __future__ import annotations

import gc
import sys
from functools import lru_cache


@lru_cache(maxsize=1)
def malloc_trim():
    """glibc's malloc_trim, or None elsewhere (looked up on first use: ctypes costs start-up time)."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    try:
        return getattr(ctypes.CDLL("libc.so.6"), "malloc_trim", None)
    except OSError:
        return None


def release() -> None:
    """Collect the Python objects left in cycles and hand the free heap back to the system (glibc only;
    elsewhere the allocator does this by itself)."""
    gc.collect()
    trim = malloc_trim()
    if trim is not None:
        trim(0)
