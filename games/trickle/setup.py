"""Trickle's part of the set-up board (ui/play/setupmode.py), for both editions: what a tap may stand on a cell and
how a set-up becomes the engine's position.

A cell holds nothing or one bead of a value the game's rules have: plain beads (1) in Trickle, 1/2/3/5 with "Beads
have scores", the 1, 2 and 3 million bags in Trickle Down, where no bag may stand on a corner (the engine's
from_position says so, and its words are shown). The set-up starts afresh: no move-back rule, no jump chain, no
bags beside the corners, no counted plies, the chosen seat moving first.
"""
from __future__ import annotations

from engine import trickle as tr
from engine.core import OptionError


def read(state) -> dict:
    """cell -> value of every bead (bag) of a position."""
    return dict(state.beads)


def values(base) -> list[int]:
    """The values a bead may have under the position's rules."""
    if base.config.down:
        return sorted(tr.BAG_NAMES)
    if base.options.get("bead_scores", "off") != "off":
        return sorted(set(tr.BEAD_SCORE_VALUES))
    return [1]


def choices(base, cell) -> tuple[list, object]:
    """What taps cycle through on `cell` (nothing first), and the engine's reason when nothing may stand there."""
    try:
        tr.from_position({cell: values(base)[0]}, base.players, **base.options)
    except OptionError as exc:
        return [None], exc
    return [None] + values(base), None


def changes(base, pieces: dict, to_move: int) -> dict:
    """The engine's to_dict keys of the set-up (the rest is `base`'s: players, options, random numbers)."""
    return {"board": [[q, r, v] for (q, r), v in sorted(pieces.items())], "current_player": to_move,
            "first_player": to_move, "corner_piles": [[q, r, []] for q, r in tr.CORNERS],
            "off_piles": [[] for _ in tr.SIDES], "chain": None, "forbidden": None, "last_move": None, "plies": 0,
            "quiet_plies": 0, "seen": [], "end_reason": None}


def problem(state) -> tuple[str, int | None] | None:
    """Why the position cannot be played, as (a key of setup.problem, None), or None: no bead at all, or none
    that can move (the game would be over before its first move)."""
    noun = "bag" if state.config.down else "bead"
    if state.is_over:
        return "over", None
    if not state.beads:
        return f"no_{noun}", None
    if not state.legal_moves():
        return f"stuck_{noun}", None
    return None


def seat_of_to_move(state) -> int:
    return state.current_player or 0


def cell_at(scene, pos):
    cell = scene.view.cell_at(pos)
    return cell if cell in tr.BOARD_SET else None
