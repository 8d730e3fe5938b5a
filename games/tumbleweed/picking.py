"""What Tumbleweed's taps and pointers mean on the board, as plain functions the scene's Picker hooks answer
with: the stone is always in hand and every cell with a legal move is a target (the stones themselves in the
pie choice); the cell a move is tapped on; the cell a mouse or a held finger points at (its move is previewed)."""
from __future__ import annotations

from engine.tumbleweed import Choose, Place, Setup
from ui.input.pointer import MOUSE_ID


def targets(state) -> dict:
    """cell -> move for every legal move that is made on a cell (the stones to choose in the pie phase)."""
    stones = {colour: cell for cell, colour in state.choosable_stones().items()}
    found = {}
    for move in state.legal_moves():
        if isinstance(move, (Place, Setup)):
            found[move.cell] = move
        elif isinstance(move, Choose) and move.colour in stones:
            found[stones[move.colour]] = move
    return found


def cell_of(state, move):
    """The cell a move is tapped on: its own, or for a choice the stone of that colour."""
    if isinstance(move, Choose):
        return next(c for c, colour in state.choosable_stones().items() if colour == move.colour)
    return move.cell


def hovered(hexes, ev, hover):
    """The cell pointed at after pointer event `ev` (was `hover`): the mouse's, or a finger's while it is down;
    a finger that lifts no longer points anywhere."""
    if ev.kind == "move":
        if ev.pointer == MOUSE_ID or ev.pressed:
            return hexes.cell_at(ev.pos)
    elif ev.kind == "down":
        return hexes.cell_at(ev.pos)
    elif ev.kind == "up":
        if ev.pointer != MOUSE_ID:
            return None
    return hover
