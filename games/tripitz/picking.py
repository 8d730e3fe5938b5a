"""What the scene answers the Picker (ui/input/picker.py), as plain functions: where a picked pid may go (targets_for,
from the engine) and what to say when a pick or a drop does not work.

What is pickable: the pids in the slots of the current seat's rack (at a table every rack answers, the others
with "It is X's turn"). Targets: for a pid, the engine's legal_cells (cell -> points); for a joker, the cells of
its legal JokerSwap moves (cell -> None).
"""
from __future__ import annotations

from engine import tripitz as T
from engine.core import IllegalMove
from games.tripitz import words


def targets_for(state, legal: list, pid) -> dict:
    """Where the picked pid may go now: cell -> points, or for a joker cell -> None (the pids it may take)."""
    if T.is_joker(pid):
        return {m.cell: None for m in legal if isinstance(m, T.JokerSwap) and m.joker == pid}
    return state.legal_cells(pid)


def placement_points(before, move):
    """The engine's breakdown of a placement's points in the position `before` (None: not a legal placement)."""
    try:
        return before.score_placement(move.pid, move.cell)
    except IllegalMove:
        return None


def pid_and_cell(move):
    """(pid from the rack, cell) of a placement or a joker swap; None for another move (or none)."""
    if isinstance(move, T.Place):
        return move.pid, move.cell
    if isinstance(move, T.JokerSwap):
        return move.joker, move.cell
    return None


def pick_message(pid, targets: dict, swapped: bool, coop: bool) -> str | None:
    """What to say when a pid is picked up (None: nothing, its targets glow)."""
    if T.is_joker(pid):
        if not targets:
            return words.say(coop, "pick.joker_after_swap" if swapped else "pick.joker_nothing")
        return words.say(coop, "pick.joker")
    if not targets:
        return words.say(coop, "pick.fits_nowhere")
    return None


def refusal(state, pid, target, has_targets: bool, coop: bool) -> str | None:
    """What to say when a tap of the seat to move did nothing (None: a silent cancel). `pid`: the pid in hand (None:
    nothing picked); `target`: the cell tapped (None: none, or the picked pid again)."""
    if pid is None:
        return words.say(coop, "first_pick") if target is not None and target not in state.board else None
    if target is None:
        # (a second tap on the picked pid only puts it down)
        return None if has_targets else pick_message(pid, {}, state.swapped, coop)
    return why_not_here(state, pid, target, coop, has_targets)


def why_not_here(state, pid, cell, coop: bool, has_targets: bool) -> str | None:
    """Why the held pid may not go to cell: the engine's own answer (score_placement), in friendly words."""
    if T.is_joker(pid):
        return words.say(coop, "why.joker_glowing" if has_targets else "why.joker_nothing")
    try:
        b = state.score_placement(pid, cell)
    except IllegalMove:
        return words.say(coop, "why.taken" if cell in state.board else "why.off_board")
    if b.is_legal:
        return None
    if b.touches == 0:
        return words.say(coop, "why.lonely")
    if coop:
        return words.say(coop, "why.no_row")
    return words.say(coop, "why.no_row", pid=words.pid_words(pid))
