"""Coordinates of a hex-hex board (radius R, axial cells), as the screen shows them and names cells: a letter per
row from the top (a), a number per down-right line from the left (1). The letters stand at the left end of every
row, the numbers at the lower end of every line, so a cell's name is read off the board's edges. Tumbleweed and
Trickle name cells this way in their words and move lists, so a name in the list is found on the board.
"""
from __future__ import annotations

from ui.kit import text

LETTERS = "abcdefghijklmnopqrstuvwxyz"


def cell_name(cell, radius: int) -> str:
    """The name of a cell of the board: its row's letter and its line's number ('a1'...)."""
    q, r = cell
    return f"{LETTERS[r + radius]}{q + radius + 1}"


def is_named(cell, radius: int) -> bool:
    """Is this a cell of the board (a space beyond its edge has no name)?"""
    q, r = cell
    return max(abs(q), abs(r), abs(q + r)) <= radius


def paint_coordinates(surface, lay, radius: int, colour, out: float = 0.86) -> None:
    """Letters at the left end of every row, numbers at the lower end of every down-right line, `out` cell widths
    beyond the end cell (further where the game draws spaces just outside the board)."""
    R = radius
    size = max(11, min(22, int(lay.size * 0.5)))
    for r in range(-R, R + 1):
        q = max(-R, -R - r)                       # the row's left end
        x, y = lay.centre((q, r))
        text.blit_centred(surface, LETTERS[r + R], size, (x - lay.cell_width * out, y), colour, bold=True)
    for q in range(-R, R + 1):
        r = min(R, R - q)                         # the line's lower end
        x, y = lay.centre((q, r))
        dx, dy = lay.cell_width / 2, lay.size * 1.5
        k = out / 0.86 * 0.8
        text.blit_centred(surface, str(q + R + 1), size, (x + dx * k, y + dy * k), colour, bold=True)
