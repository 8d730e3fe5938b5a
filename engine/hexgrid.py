"""Axial hex coordinates, as in RULES.md: cells are (q, r) tuples, s = -q - r.

Everything here is plain functions over tuples so that every hex game (Trickle, Tumbleweed, Tripitz) and
the hex board view share one geometry.
"""
from __future__ import annotations

from typing import Iterator

Cell = tuple[int, int]

# The 6 neighbour directions in RULES.md order: E, NE, NW, W, SW, SE on a pointy-top screen.
DIRECTIONS: tuple[Cell, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def add(a: Cell, b: Cell) -> Cell:
    return (a[0] + b[0], a[1] + b[1])


def scale(d: Cell, k: int) -> Cell:
    return (d[0] * k, d[1] * k)


def neighbours(c: Cell) -> list[Cell]:
    return [(c[0] + dq, c[1] + dr) for dq, dr in DIRECTIONS]


def distance(a: Cell, b: Cell) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def ring_of(c: Cell) -> int:
    """Ring number of a cell on a board centred on (0, 0): 0 for the centre."""
    return max(abs(c[0]), abs(c[1]), abs(c[0] + c[1]))


def ring(radius: int) -> list[Cell]:
    """The cells at exactly `radius` from the centre, walking around the ring (1 cell for radius 0)."""
    if radius == 0:
        return [(0, 0)]
    cells = []
    c = scale(DIRECTIONS[4], radius)
    for d in DIRECTIONS:
        for _ in range(radius):
            cells.append(c)
            c = add(c, d)
    return cells


def hexhex(radius: int) -> list[Cell]:
    """All cells of a centred hexagonal board with the given radius (side = radius + 1), row by row."""
    return [(q, r) for r in range(-radius, radius + 1) for q in range(-radius, radius + 1)
            if abs(q + r) <= radius]


def line(start: Cell, direction: Cell, cells: set[Cell] | frozenset[Cell]) -> Iterator[Cell]:
    """The straight line from `start` (excluded) in `direction`, as long as it stays on the board `cells`."""
    c = add(start, direction)
    while c in cells:
        yield c
        c = add(c, direction)


def rotate60(c: Cell, times: int = 1) -> Cell:
    """Rotate a cell about (0, 0) by 60 degrees `times` times (one step maps DIRECTIONS[i] to DIRECTIONS[i+1])."""
    q, r = c
    for _ in range(times % 6):
        s = -q - r
        q, r = -s, -q  # (q, r, s) -> (-s, -q, -r)
    return (q, r)


def symmetries(cell: Cell) -> list[Cell]:
    """The 12 images of a cell under the hexagon's rotations and reflections about the centre, in a fixed order
    (image k of every cell is the same symmetry: a position's images are made cell by cell)."""
    x, z = cell
    y = -x - z
    out = []
    for _ in range(6):
        x, y, z = -z, -x, -y
        out += [(x, z), (x, y)]
    return out


# ---- The Tripitz board: the 7-6-6-7-6-6 hexagon of RULES.md section 5 -----------------------------------

def tripitz_board() -> list[Cell]:
    """The 102 cavities: -6 <= q <= 5, -5 <= r <= 5, -5 <= s <= 6 (rows of 7..12..7 cells)."""
    return [(q, r) for r in range(-5, 6) for q in range(-6, 6) if -5 <= -q - r <= 6]


def tripitz_border() -> list[Cell]:
    """The 32 outermost cavities, where a placement scores double."""
    return [(q, r) for (q, r) in tripitz_board()
            if q in (-6, 5) or r in (-5, 5) or (-q - r) in (-5, 6)]


TRIPITZ_START_CELLS: tuple[Cell, ...] = ((0, 0), (-1, 0), (0, -1), (-1, 1))
