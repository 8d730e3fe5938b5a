"""Give memory the app no longer uses back to the system (glibc only; elsewhere these do nothing).

A game's caches are whole-window surfaces (8 MB each at 1920x1080) and its history holds engine states; when a
game is left they are freed, but glibc keeps freed heap memory for reuse and, after the first big surface is
freed, stops putting big allocations in their own returnable mappings. Playing every entry once left about
330 MB resident, of which about half was free memory glibc kept. So: big allocations always get their own
mapping (returned when freed), a game that is left releases its pictures, and half a second later the
garbage is collected and the heap trimmed.
"""
from __future__ import annotations

import ctypes
import gc
import threading
from contextlib import contextmanager

M_MMAP_THRESHOLD = -3      # mallopt parameters (malloc.h)
M_TRIM_THRESHOLD = -1
M_ARENA_MAX = -8
MMAP_THRESHOLD = 256 * 1024
KEPT_FREE = 32 * 1024 * 1024   # free heap glibc keeps rather than hand back at once (malloc_trim hands it back)

_due = 0        # frames until the heap is trimmed (0: nothing to do)
WAIT_FRAMES = 30   # half a second after a game is left: not on top of the frame that opens the next screen


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
    threshold: glibc's moving one ends up keeping them in the heap). Every thread allocates from the one heap:
    glibc gives each new thread a heap of its own, which keeps what it freed (a GIF written by a thread left
    12 MB behind that malloc_trim did not hand back); the threads here do little beside Python, which holds
    its lock anyway."""
    if _LIBC is not None:
        _LIBC.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)
        _LIBC.mallopt(M_TRIM_THRESHOLD, KEPT_FREE)
        _LIBC.mallopt(M_ARENA_MAX, 1)


@contextmanager
def from_heap(largest: int = KEPT_FREE):
    """A big picture made anew every frame (a turned scene's, turned by pygame.transform.rotate, which cannot draw
    into a surface we keep) comes from the heap, where the previous frame's, freed, is reused. In a mapping of its
    own every page of it was faulted in afresh each frame: an 8 MB turn took 8 ms instead of 3.5. `largest`: the
    size in bytes of the largest one (a 3840x2160 window is 33 MB)."""
    if _LIBC is None:
        yield
        return
    _LIBC.mallopt(M_MMAP_THRESHOLD, max(KEPT_FREE, largest + 1))
    try:
        yield
    finally:
        _LIBC.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)


_forget: list = []


def trim_soon(*forget) -> None:
    """A game was left: trim in half a second, when the frames that build the next screen are done. `forget`:
    callables that drop caches the left game filled, called then (not at once: the next screen would render
    everything anew). The collection then costs that one frame 20-45 ms (bench_stalls.py measures it); the left
    scene's whole-window pictures are released by the scene itself, at once."""
    global _due
    _due = WAIT_FRAMES
    _forget.extend(f for f in forget if f not in _forget)


def trim_if_due() -> None:
    """Called once a frame by the scenes."""
    global _due
    if _due:
        _due -= 1
        if not _due:
            while _forget:
                _forget.pop()()
            gc.collect()     # the left scene is in reference cycles (the match's listeners): free it now, once
            if _LIBC is not None:
                # the C call lets go of the GIL: the frames go on while it hands the pages back
                threading.Thread(target=_LIBC.malloc_trim, args=(0,), name="hexcade-trim", daemon=True).start()
