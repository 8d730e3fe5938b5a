"""Picking in Tripitz, as plain functions the scene calls: what lies under a pointer (hit_test), where a picked
pid may go (targets_for, from the engine), and what to say when a pick, a drop or a rack button does not work.

What is pickable: the pids in the slots of the current seat's rack (any visible rack in table mode, but only
the current seat's answers). Targets: for a pid, the engine's legal_cells (cell -> points); for a joker, the
cells of its legal JokerSwap moves (cell -> None).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from engine import tripitz as T
from engine.core import IllegalMove
from games.tripitz import words


@dataclass(frozen=True)
class Hit:
    kind: str                  # "spot" (a rack button), "slot", "rack" (elsewhere on a rack), "bag", "cell", "none"
    seat: int | None = None    # the rack's owner for spot / slot / rack
    index: int | None = None   # the spot or slot index
    cell: tuple | None = None  # the board cell for "cell"


def rack_at(pos, racks: dict, visible: list):
    """The seat of the visible rack under pos, or None."""
    for seat in visible:
        if racks[seat].contains(pos):
            return seat
    return None


def hit_test(pos, racks: dict, visible: list, view, bag_centre, bag_size_px: int) -> Hit:
    """What a tap at pos touches, racks first (they may lie over the board's corners), then the bag, the board."""
    seat = rack_at(pos, racks, visible)
    if seat is not None:
        rv = racks[seat]
        spot = rv.spot_at(pos)
        if spot is not None:
            return Hit("spot", seat, spot)
        slot = rv.slot_at(pos)
        return Hit("slot", seat, slot) if slot is not None else Hit("rack", seat)
    if math.dist(pos, bag_centre) <= bag_size_px / 2:
        return Hit("bag")
    cell = view.cell_at(pos)
    return Hit("cell", cell=cell) if cell is not None else Hit("none")


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


def disabled_button_message(name: str, swapped: bool) -> str | None:
    """What a tap on a greyed rack button says (Help me instead explains why nothing fits)."""
    if name == "exchange":
        return "You cannot exchange now" + (": place the pid you took." if swapped else ": the bag is empty.")
    if name == "confirm":
        return "First tap the pids you want to swap."
    return None


def tap_action(hit: Hit, cur, slots: list, exchange_mode: bool, held, held_pid, targets: dict, hint, board: dict):
    """What a tap on `hit` does for the seat `cur` (whose rack slots are `slots`), as (action, argument):
    ("wrong_rack", seat), ("button", spot), ("mark", slot) (exchange choice), ("put_down", None), ("pick", slot),
    ("bag", None), ("say", text), ("play", move), ("explain", cell) (why the held pid may not go there); or None."""
    if hit.seat is not None and hit.seat != cur:
        return ("wrong_rack", hit.seat)
    if hit.kind == "spot":
        return ("button", hit.index)
    if hit.kind == "slot":
        if slots[hit.index] is None:
            return None
        if exchange_mode:
            return ("mark", hit.index)
        return ("put_down", None) if held == hit.index else ("pick", hit.index)
    if hit.kind == "bag":
        return ("bag", None)
    if hit.kind == "none":
        return None if exchange_mode else ("put_down", None)
    if hit.kind != "cell":
        return None
    cell = hit.cell
    if exchange_mode:
        return ("say", "Tap pids on your rack to choose them, then confirm (or Cancel).")
    if held_pid is None:
        if hint and cell == hint[1] and hint[0] in slots:
            return ("play", T.Place(hint[0], cell))        # tapping the hint's glowing cavity plays it
        if cell not in board:
            return ("say", "First pick a pid on your rack, then tap a glowing cavity.")
        return None
    return ("play", T.move_for(held_pid, cell)) if cell in targets else ("explain", cell)
