"""Give memory the app no longer uses back to the system (glibc only; elsewhere these do nothing).

A game's caches are whole-window surfaces (8 MB each at 1920x1080) and its history holds engine states; when a
game is left they are freed, but glibc keeps freed heap memory for reuse and, after the first big surface is
freed, stops putting big allocations in their own returnable mappings. Playing every entry once left about
330 MB resident, of which about half was free memory glibc kept. So: big allocations always get their own
mapping (returned when freed), and the heap is trimmed in the first frame after a game was left.
"""
from __future__ import annotations

import ctypes
import gc

M_MMAP_THRESHOLD = -3      # mallopt parameter (malloc.h)
MMAP_THRESHOLD = 256 * 1024

_due = False


def _libc():
    # By its usual name: ctypes.util.find_library would start ldconfig, tens of milliseconds of start-up.
    try:
        libc = ctypes.CDLL("libc.so.6")
        return libc if hasattr(libc, "malloc_trim") and hasattr(libc, "mallopt") else None
    except (OSError, AttributeError):
        return None


_LIBC = _libc()


def setup() -> None:
    """Allocations of 256 KB or more (surfaces) get their own mapping, given back when freed (a fixed
    threshold: glibc's moving one ends up keeping them in the heap)."""
    if _LIBC is not None:
        _LIBC.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)


def trim_soon() -> None:
    """A game was left: trim the heap in the next frame (by then its scene and caches are garbage)."""
    global _due
    _due = True


def trim_if_due() -> None:
    global _due
    if _due:
        _due = False
        gc.collect()     # a scene is in reference cycles (the match's listeners): free it now, not at some later GC
        if _LIBC is not None:
            _LIBC.malloc_trim(0)
