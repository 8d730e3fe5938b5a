"""The 5x5 square grid of IceSickle: cells are (x, y) with 0..4, and the 8 king directions."""
from __future__ import annotations

Cell = tuple[int, int]

SIZE = 5
CELLS: tuple[Cell, ...] = tuple((x, y) for y in range(SIZE) for x in range(SIZE))
# Orthogonal and diagonal directions, clockwise from north (y grows downwards, as on screen).
DIRECTIONS: tuple[Cell, ...] = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))


def on_board(c: Cell) -> bool:
    return 0 <= c[0] < SIZE and 0 <= c[1] < SIZE


def add(a: Cell, b: Cell, k: int = 1) -> Cell:
    return (a[0] + b[0] * k, a[1] + b[1] * k)


def name(c: Cell) -> str:
    """Chess-like name: files a-e left to right, ranks 1-5 bottom to top."""
    return "abcde"[c[0]] + str(SIZE - c[1])


def parse(text: str) -> Cell:
    text = text.strip().lower()
    if len(text) != 2 or text[0] not in "abcde" or text[1] not in "12345":
        raise ValueError(f"not a square of the 5x5 board: {text!r}")
    return ("abcde".index(text[0]), SIZE - int(text[1]))
