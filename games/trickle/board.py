"""Trickle's static board: a radius-5 hexhex on a soft plate, each edge in its owner's colour with its mark
on every edge hex and outside it, neutral corners, and goal values in the goal-scores variant. Painted once per window size."""
from __future__ import annotations

import pygame

from engine import hexgrid
from ui.base import palette
from ui.kit import text
from ui.board.hexview import draw_hex
from ui.base.marks import draw_mark

BOARD_RADIUS = 5
CELL_FILL = (58, 50, 86)
CELL_EDGE = (88, 78, 122)
CORNER_FILL = (139, 78, 52)        # the prototype's reddish-brown neutral corners


def paint_plate(surface, lay) -> None:
    """A soft plate under the board, a little larger than the outer ring."""
    plate = [lay.centre(c) for c in hexgrid.ring(BOARD_RADIUS)]
    cx, cy = lay.centre((0, 0))
    grown = [(cx + (x - cx) * 1.12, cy + (y - cy) * 1.12) for x, y in plate]
    pygame.draw.polygon(surface, (34, 27, 52), grown)
    pygame.draw.aalines(surface, (70, 60, 100), True, grown)


def inner_fill(cell):
    """Inner hexes lighten a little toward the centre, so the rings read at a glance."""
    ring = hexgrid.ring_of(cell)
    return tuple(v + 4 * (BOARD_RADIUS - ring) for v in CELL_FILL)


def paint_board(surface, lay, state, seat_info, outside_marks: bool = True) -> None:
    """Edges in their owner's colour (a team's edges in its first seat's colour), goal values, owner marks on
    every edge hex and, unless the coordinates stand there (`outside_marks` False), beside each side."""
    paint_plate(surface, lay)
    cx, cy = lay.centre((0, 0))
    show_goals = state.options.get("goal_scores", "off") != "off"
    for cell in lay.cells:
        owner = state.colour_seat_of_cell(cell)
        if state.is_corner(cell):
            fill, edge = CORNER_FILL, palette.darken(CORNER_FILL, 0.3)
        elif owner is not None:
            colour = seat_info(owner)[1]
            fill, edge = palette.darken(colour, 0.25), palette.lighten(colour, 0.3)
        else:
            fill, edge = inner_fill(cell), CELL_EDGE
        draw_hex(surface, lay, cell, fill, edge, scale=0.95)
        goal = state.goal_value(cell)
        if owner is not None and goal and show_goals:
            # the value, and the owner's mark small above it: every edge hex carries its owner's shape
            x, y = lay.centre(cell)
            text.blit_centred(surface, str(goal), int(lay.size * 0.5), (x, y + lay.size * 0.12),
                              palette.lighten(seat_info(owner)[1], 0.6), bold=True)
            _, colour, mark = seat_info(owner)
            draw_mark(surface, mark, (x, y - lay.size * 0.5), lay.size * 0.12, palette.lighten(colour, 0.35),
                      palette.darken(colour, 0.5))
        elif owner is not None:
            # the owner's mark on every edge hex: Orange's and Red's edges (six players) differ in shape too
            _, colour, mark = seat_info(owner)
            draw_mark(surface, mark, lay.centre(cell), lay.size * 0.22, palette.lighten(colour, 0.35),
                      palette.darken(colour, 0.5))
    # Each side's owner mark just outside the board, big, so each side's owner is seen from afar (the coordinates
    # take that place when shown; the edge hexes still carry the marks).
    for side in range(6 if outside_marks else 0):
        cells = [c for c in hexgrid.ring(BOARD_RADIUS) if state.side_of(c) == side]
        owner = state.colour_seat_of_cell(cells[0])
        if owner is None:
            continue
        mx = sum(lay.centre(c)[0] for c in cells) / len(cells)
        my = sum(lay.centre(c)[1] for c in cells) / len(cells)
        _, colour, mark = seat_info(owner)
        out = 0.4 if state.options.get("jump_off_board") else 0.16   # beyond the spaces a bead steps off onto
        draw_mark(surface, mark, (mx + (mx - cx) * out, my + (my - cy) * out), lay.size * 0.32, colour,
                  (255, 255, 255))
