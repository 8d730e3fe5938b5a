"""What Tumbleweed says in words, as plain functions of the engine's state: the status line (long in a window,
short for a table strip), the game-end reminder and the panel's lines. The scene passes in what is its own: the
cell waiting for its confirming tap, the engine's preview of it, whether heights are revealed, the aid level."""
from __future__ import annotations

from engine.tumbleweed import PASS, Place
from ui import palette

from .board import cell_name
from .overlays import AID_NAMES


def deed(st, pending, pv, reveal: bool) -> str:
    """What the mover does now, for the window's status line (after the mover's name)."""
    if st.phase in ("setup_neutral", "opening"):
        piece = st.opening_piece
        what = "the neutral stack" if piece == "neutral" else f"the {piece} stone"
        if pending is not None:
            return f"tap again to put {what} here"
        then = " (then the white one)" if piece == "red" else ""
        return f"tap a cell for {what}{then}"
    if st.phase == "choose":
        if pending is not None:
            colour = st.stack_at(pending)[0]
            return f"tap the {colour} stone again to play {colour}"
        return "tap the stone you want to play (red moves first)"
    if pv:
        what = f"a {pv.height}-stack" if reveal else "a stack"
        return f"tap again to place {what} at {cell_name(pending, st.size)}"
    return "place a stack or pass"


def short_deed(st, pending, pv, reveal: bool) -> str:
    """The same for a table strip, whose name is beside it: its first line says the most (a shallow strip
    shows only one), and the reminder's countdown goes here."""
    if st.phase in ("setup_neutral", "opening"):
        what = f"{st.opening_piece} {'stack' if st.opening_piece == 'neutral' else 'stone'}"
        return f"Tap again: {what} here" if pending is not None else f"Tap a cell for the {what}"
    if st.phase == "choose":
        if pending is not None:
            return f"Tap again to play {st.stack_at(pending)[0]}"
        return "Tap the stone you will play"
    if pv:
        what = f"{pv.height}-stack" if reveal else "stack"
        return f"Tap again: {what} at {cell_name(pending, st.size)}"
    left = st.stale_turns_left()
    if left is not None:
        return f"Consider passing ({left} more turn{'s' if left != 1 else ''} without gain end the game)"
    return "Place a stack or pass"


def reminder(st) -> str:
    """The game-end reminder while it is active (engine: stale_turns_left, stale_turns), else ''."""
    left = st.stale_turns_left()
    if left is None:
        return ""
    return (f"Nobody has gained ground for {st.stale_turns} turns. Consider passing: "
            f"{left} more such turn{'s' if left != 1 else ''} end{'s' if left == 1 else ''} the game.")


def panel_lines(st, aid_level: str) -> list:
    """The panel's lines under the status, [(words, colour, gap above)]: the player aid, each colour's score
    breakdown (Expert: stacks only until the end), the last move."""
    lines = [(f"Player aid: {AID_NAMES[aid_level]}", palette.MUTED, 0)]
    if st.colour_of(0) is not None:
        for seat in range(2):
            own, ctrl = st.score_breakdown(seat)
            colour = st.colour_of(seat).capitalize()
            stacks = f"{own} stack{'s' if own != 1 else ''}"
            if not st.counts_controlled(aid_level):
                words = f"{colour}: {stacks}"
            else:
                words = f"{colour}: {stacks} + {ctrl} cell{'s' if ctrl != 1 else ''}"
            lines.append((words, palette.TEXT, 0))
    last = st.last_move
    if last is not None and st.phase in ("play", "over"):
        words = ""
        if isinstance(last, Place):
            stack = st.stack_at(last.cell)
            if stack:
                words = f"Last move: {stack[0]} {stack[1]}-stack at {cell_name(last.cell, st.size)}"
        elif last == PASS:
            words = "Last move: a pass"
        if words:
            lines.append((words, palette.MUTED, 6))
    return lines
