"""Tumbleweed's board on screen, as plain functions of what they draw: the static board (plate, cells,
coordinates), cell names, and the state layer (influence tint, last-move and safe-capture marks, stacks), plus
the lines of sight. No rules here: who controls a cell, which captures are safe and where the stacks stand
all come from the engine."""
from __future__ import annotations

import math

import pygame

from ui.base import palette
from ui.storage import prefs
from ui.board import hexcoords
from ui.board.hexview import draw_hex

from .stacks import blend

# ---- colours ---------------------------------------------------------------------------------------------
CELL = (50, 56, 78)
CELL_EDGE = (82, 90, 118)
PLATE = (33, 29, 50)
PLATE_EDGE = (86, 76, 118)
COORD = (170, 162, 200)
TINT = {"red": blend(CELL, (214, 62, 56), 0.45), "white": blend(CELL, (242, 238, 226), 0.34),
        "contested": blend(CELL, (255, 150, 150), 0.38)}
STRIPE = blend(TINT["contested"], (255, 255, 255), 0.45)
RED_DOTS = blend(TINT["red"], (0, 0, 0), 0.45)
LAST_FILL = blend(CELL, palette.HIGHLIGHT, 0.62)
SAFE_CAPTURE = (120, 240, 150)
THREATENED = (255, 92, 170)     # a stack the other player could take now (a colour of its own: not red, not green)
LINE = {"red": (255, 128, 112), "white": (255, 255, 255)}   # lines of sight, per mover



# ---- coordinates (ui/board/hexcoords.py: the same names in the words, the move list and round the board) -----

def cell_name(cell, side: int) -> str:
    """Board coordinates as shown around the board: a letter per row (top = a), a number per down-right line
    (left = 1)."""
    return hexcoords.cell_name(cell, side - 1)


def paint_coordinates(surface, lay, side: int) -> None:
    """Letters at the left end of every row, numbers at the lower end of every down-right line."""
    hexcoords.paint_coordinates(surface, lay, side - 1, COORD)


# ---- the static board --------------------------------------------------------------------------------------

def paint_board(surface, lay, side: int, coords: bool) -> None:
    """The hexagonal plate, every cell, a faint ring on the centre cell and (optionally) the coordinates."""
    R = side - 1
    corners = [(R, -R), (R, 0), (0, R), (-R, R), (-R, 0), (0, -R)]
    cx, cy = lay.centre((0, 0))
    grow = (R + 0.95) / R
    plate = [(cx + (x - cx) * grow, cy + (y - cy) * grow) for x, y in (lay.centre(c) for c in corners)]
    pygame.draw.polygon(surface, (16, 12, 26), [(x + 4, y + 6) for x, y in plate])
    pygame.draw.polygon(surface, PLATE, plate)
    pygame.draw.aalines(surface, PLATE_EDGE, True, plate)
    for cell in lay.cells:
        draw_hex(surface, lay, cell, CELL, CELL_EDGE, scale=0.95, width=1)
    # The centre cell: a faint ring (where the neutral stack starts).
    pygame.draw.circle(surface, CELL_EDGE, (int(cx), int(cy)), int(lay.size * 0.3), 1)
    if coords:
        paint_coordinates(surface, lay, side)


# ---- the state layer: tint, marks, stacks --------------------------------------------------------------------

def local_hexes(lay, origin) -> dict:
    """Every cell's hexagon (scale 0.95) relative to `origin` (the layer's top-left corner)."""
    ox, oy = origin
    return {c: [(x - ox, y - oy) for x, y in lay.corners(c, 0.95)] for c in lay.cells}


def contested_tile(size: float) -> tuple[pygame.Surface, tuple]:
    """A striped hex (a contested cell) for cells of `size`; returns (tile, offset of its centre)."""
    s = size
    w, h = int(s * 2) + 4, int(s * 2) + 4
    c = (w / 2, h / 2)
    pts = [(c[0] + s * 0.95 * math.cos(math.radians(60 * i - 30)),
            c[1] + s * 0.95 * math.sin(math.radians(60 * i - 30))) for i in range(6)]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((*TINT["contested"], 255))
    gap = max(5, int(s * 0.34))
    stripe_w = max(2, int(s * 0.1))
    for k in range(-h, w + h, gap):
        pygame.draw.line(surf, STRIPE, (k, h), (k + h, 0), stripe_w)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), pts)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surf, (w // 2, h // 2)


def paint_tint(surf, lay, control: dict, origin, hexes: dict, tile) -> None:
    """Influence: control = {cell: 'red' | 'white' | 'contested'} (the engine's control_colours); `hexes` from
    local_hexes, `tile` from contested_tile."""
    ox, oy = origin
    image, (tx, ty) = tile
    for cell, kind in control.items():
        if kind == "contested":
            x, y = lay.centre(cell)
            surf.blit(image, (int(x - ox - tx), int(y - oy - ty)))
        elif kind in TINT:
            pygame.draw.polygon(surf, TINT[kind], hexes[cell])
            if kind == "red" and prefs.MARKS["on"]:   # colour-blind marks: red ground dotted, like red stones
                paint_ground_dots(surf, lay, cell, origin)


def paint_ground_dots(surf, lay, cell, origin) -> None:
    """Three dots in a cell the red player controls (the colour-blind marks' pattern for red)."""
    x, y = lay.centre(cell)
    x, y = x - origin[0], y - origin[1]
    r = lay.size * 0.3
    dot = max(2, int(lay.size * 0.09))
    for k in range(3):
        a = math.radians(90 + 120 * k)
        pygame.draw.circle(surf, RED_DOTS, (int(x + r * math.cos(a)), int(y - r * math.sin(a))), dot)


def paint_cell_marks(surf, lay, cell, origin, last_cell, safe, threatened=frozenset()) -> None:
    """What lies under a stack: the last-move highlight (cell == last_cell), the safe-capture outline (cell in
    safe) and the threatened-stack rim (cell in threatened), if any."""
    ox, oy = origin
    if cell == last_cell:
        pts = [(x - ox, y - oy) for x, y in lay.corners(cell, 0.95)]
        pygame.draw.polygon(surf, LAST_FILL, pts)
        pts = [(x - ox, y - oy) for x, y in lay.corners(cell, 0.98)]
        pygame.draw.polygon(surf, (40, 30, 0), pts, max(3, int(lay.size * 0.14)) + 2)
        pygame.draw.polygon(surf, palette.HIGHLIGHT, pts, max(3, int(lay.size * 0.14)))
    if cell in safe:
        w = max(3, int(lay.size * 0.13))
        pts = [(x - ox, y - oy) for x, y in lay.corners(cell, 0.86)]
        pygame.draw.polygon(surf, (10, 40, 20), pts, w + 2)
        pygame.draw.polygon(surf, SAFE_CAPTURE, pts, w)
    if cell in threatened:
        w = max(3, int(lay.size * 0.12))
        pts = [(x - ox, y - oy) for x, y in lay.corners(cell, 0.96)]
        pygame.draw.polygon(surf, (50, 10, 30), pts, w + 2)
        pygame.draw.polygon(surf, THREATENED, pts, w)


def paint_stacks(surf, lay, stacks: dict, cells_in_order, sprites, origin) -> None:
    """Every stack ({cell: (colour, height)}), back rows first so taller stacks overlap the row behind."""
    ox, oy = origin
    size = lay.size
    for cell in cells_in_order:
        stack = stacks.get(cell)
        if stack is None:
            continue
        img = sprites.get(stack[0], stack[1], size)
        x, y = lay.centre(cell)
        surf.blit(img, img.get_rect(center=(int(x - ox), int(y - oy))))


def paint_empty_cell(surface, lay, cell, last_cell, safe, threatened=frozenset()) -> None:
    """A cell as it lies beneath its stack (plain hex and its marks), drawn in window coordinates: covers a
    stack on the cached layer while an animation shows it (a stack always fits inside its hex)."""
    draw_hex(surface, lay, cell, CELL, CELL_EDGE, scale=0.95, width=1)
    paint_cell_marks(surface, lay, cell, (0, 0), last_cell, safe, threatened)


# ---- lines of sight ------------------------------------------------------------------------------------------

def sight_segment(lay, src, cell) -> tuple[tuple, tuple]:
    """The line from the stack on `src` to `cell`, stopping at both stacks' rims."""
    cx, cy = lay.centre(cell)
    sx, sy = lay.centre(src)
    d = math.hypot(cx - sx, cy - sy) or 1.0
    ux, uy = (cx - sx) / d, (cy - sy) / d
    return ((sx + ux * lay.size * 0.62, sy + uy * lay.size * 0.62),
            (cx - ux * lay.size * 0.62, cy - uy * lay.size * 0.62))
