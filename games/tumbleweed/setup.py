"""Tumbleweed's part of the set-up board (ui/play/setupmode.py): what a tap may stand on a cell and how a set-up
becomes the engine's position.

A cell holds nothing, a red or white stack of height 1 to 6 (a stack is as high as the lines of sight that met
where it was placed: six directions at most, RULES.md section 3) or the neutral stack, which is always 2 high. The
set-up is a position of the play phase: colours chosen (as in the position it starts from, else seat 1 red and
seat 2 white), the seat chosen to move, both
players counted as having placed (their stacks stand there), so two passes in a row end it as in any game.
"""
from __future__ import annotations

from engine import tumbleweed as tw

MOST_HEIGHT = 6             # lines of sight meet a cell from six directions at most
SEAT_COLOURS = ("red", "white")
PIECES = [None] + [(colour, h) for colour in SEAT_COLOURS for h in range(1, MOST_HEIGHT + 1)] + \
    [("neutral", tw.NEUTRAL_HEIGHT)]


def read(state) -> dict:
    """cell -> (colour, height) of every stack of a position."""
    return dict(state.stacks())


def choices(base, cell) -> tuple[list, object]:
    """What taps cycle through on `cell` (nothing first), and why nothing may stand there (None: anything may)."""
    return PIECES, None


def seat_colours(state) -> list[str]:
    """Each seat's colour: the position's own once the guest has chosen, else seat 1 red."""
    return [state.colour_of(seat) for seat in range(2)] if state.colour_of(0) else list(SEAT_COLOURS)


def changes(base, pieces: dict, to_move: int) -> dict:
    """The engine's to_dict keys of the set-up (the rest is `base`'s: its board size and options)."""
    colours = seat_colours(base)
    return {"phase": "play", "stacks": [[q, r, colour, h] for (q, r), (colour, h) in sorted(pieces.items())],
            "seat_colours": colours, "turn": colours[to_move], "current_player": to_move,
            "passes": 0, "placed": [True, True], "stale": 0, "reminder_active": False, "last_move": None,
            "end_code": ""}


def problem(state) -> tuple[str, int | None] | None:
    """Why the position cannot be played, as (a key of setup.problem, the seat it is about), or None. A player
    without a stack sees no cell and could only pass: every seat needs one."""
    if state.is_over:
        return "over", None
    for seat, colour in enumerate(seat_colours(state)):
        if not state.owned(colour):
            return "no_stack", seat
    return None


def seat_of_to_move(state) -> int:
    """Who moves in a position the set-up starts from (its colour's seat once chosen; the host before)."""
    if state.phase == "play" and state.colour_to_move in SEAT_COLOURS:
        return seat_colours(state).index(state.colour_to_move)
    return state.current_player or 0


def cell_at(scene, pos):
    return scene.hexes.cell_at(pos) if scene.hexes is not None else None
