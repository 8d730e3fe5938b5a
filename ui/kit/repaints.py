"""How many cached pictures have been painted (a panel, a strip, a board's background): the App's renderer
(ui/app/frames.py) patches a frame by drawing only inside the rectangles that changed, and a picture painted anew
during such a draw may have changed outside them too; it then draws the frame whole. Every cache that paints
inside a draw counts its paints here."""
from __future__ import annotations

PAINTED = [0]


def painted() -> None:
    """A cached picture was painted (again)."""
    PAINTED[0] += 1


def count() -> int:
    return PAINTED[0]
