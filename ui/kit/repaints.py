"""How many cached pictures have been painted (a panel, a strip, a board's background): the App's renderer
(ui/app/renderer.py) patches a frame by drawing only inside the rectangles that changed, and a picture painted anew
during such a draw may have changed outside them too; it then draws the frame whole. Every cache that paints
inside a draw counts its paints here. And what the passes of one patched frame (one per rectangle) share."""
from __future__ import annotations

from contextlib import contextmanager

PAINTED = [0]
SHARED: list = [None]     # while a patched frame draws its rectangles: what its passes share (a dict), else None


def painted() -> None:
    """A cached picture was painted (again)."""
    PAINTED[0] += 1


def count() -> int:
    return PAINTED[0]


def shared() -> dict | None:
    """What the passes of the patched frame being drawn share (a strip's key, the panel's: nothing changes between
    them), or None outside one."""
    return SHARED[0]


@contextmanager
def sharing():
    """The passes of one patched frame are drawn inside this: what they work out once (shared()) is kept."""
    SHARED[0] = {}
    try:
        yield
    finally:
        SHARED[0] = None
