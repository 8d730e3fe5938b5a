"""Tumbleweed moves in the cell names Abstract Play players know, beside the engine's own axial notation.

Abstract Play lays the hex-hex board out in rows lettered from the bottom (`a` is the bottom row) and numbers
the cells of each row from its left end (`a1` is the bottom-left corner). Our cells are axial (q, r) with r
growing downwards on the screen, so row `r` is letter number R - r and cell q is number q - (left end) + 1.
Abstract Play writes a placement as the bare cell; to read a record at a glance we add `x` before a capture and
`+` before a reinforcement (`xd4`, `+d4`). Reading accepts either form. Setup stones keep their colour word
(`red c3`), the pie choice and pass their own words (`choose white`, `pass`).
"""
from __future__ import annotations

import re

from engine import core
from engine import tumbleweed as tw

LETTERS = "abcdefghijklmnopqrstuvwxyz"


def cell_name(cell, side: int) -> str:
    q, r = cell
    R = side - 1
    return f"{LETTERS[R - r]}{q - max(-R, -R - r) + 1}"


def cell_of(name: str, side: int) -> tuple:
    """The cell of a name like 'd4'; an IllegalMove (code cell_name, with the name) when there is no such cell."""
    R = side - 1
    m = re.fullmatch(r"([a-z])(\d{1,2})", name.strip().lower())
    if m:
        r = R - LETTERS.index(m.group(1))
        q = int(m.group(2)) - 1 + max(-R, -R - r)
        if -R <= r <= R and max(-R, -R - r) <= q <= min(R, R - r):
            return (q, r)
    raise core.IllegalMove("cell_name", tw.CODES["cell_name"], name=repr(name), side=side)


def write(before, move, name=None) -> str:
    """The move in cell names, from the position it was played in (that says capture or reinforcement);
    `name(cell)` names a cell another way (the screen's coordinates), in the same form."""
    side = before.size
    name = name or (lambda cell: cell_name(cell, side))
    if isinstance(move, tw.Place):
        stack = before.stack_at(move.cell)
        mark = "" if stack is None else "+" if stack[0] == before.colour_to_move else "x"
        return mark + name(move.cell)
    if isinstance(move, tw.Setup):
        return f"{move.piece} {name(move.cell)}"
    return str(move)


def read(text: str, state):
    """A move written in cell names (or in the engine's own notation) for this position."""
    t = text.strip().lower()
    m = re.fullmatch(r"(red|white|neutral)\s+([a-z]\d{1,2})", t)
    if m:
        return tw.Setup(m.group(1), cell_of(m.group(2), state.size))
    m = re.fullmatch(r"[x+]?([a-z]\d{1,2})", t)
    if m:
        return tw.Place(cell_of(m.group(1), state.size))
    return tw.parse_move(text)
