"""What the scene answers the Picker (ui/picker.py), as plain functions: where a picked pid may go (targets_for,
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


def pick_message(pid, targets: dict, swapped: bool, coop: bool) -> str | None:
    """What to say when a pid is picked up (None: nothing, its targets glow)."""
    if T.is_joker(pid):
        if not targets:
            return ("Now place a pid: one joker swap per turn." if swapped else
                    "This joker cannot take a pid yet: it needs a pid deep inside the board.")
        return "Tap a glowing pid on the board to swap it for your joker."
    if not targets:
        return "This pid fits nowhere yet. Try another one" + (", or swap pids." if coop else ", or exchange pids.")
    return None


def why_not_here(state, pid, cell, coop: bool, has_targets: bool) -> str | None:
    """Why the held pid may not go to cell: the engine's own answer (score_placement), in friendly words."""
    if T.is_joker(pid):
        return ("A joker can only take one of the glowing pids." if has_targets else
                "This joker has nothing to take now.")
    try:
        b = state.score_placement(pid, cell)
    except IllegalMove as exc:
        return "That cavity is already taken." if cell in state.board else exc.reason
    if b.is_legal:
        return None
    if b.touches == 0:
        return "A pid must go next to the pids on the board."
    if coop:
        return "It makes no triple there. Try a glowing cavity!"
    return f"No triple or quadruple there: {words.pid_words(pid)} does not complete a row of 3 or 4."
