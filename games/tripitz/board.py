"""Tripitz's static board (painted once per window size into the board cache), the pre-rendered glows laid
over its cavities, and the bag the pids come from."""
from __future__ import annotations

import math

import pygame

from engine import tripitz as T
from games.tripitz.colours import BORDER_CELL, BORDER_EDGE, CELL, CELL_EDGE, HOLE, PLATE, START_CELL
from games.tripitz.pids import render_slot
from ui.base import palette
from ui.kit import text
from ui.board.hexview import draw_hex


def paint_board(surface, lay, board_d: int) -> None:
    """The wooden plate, the 102 cavities (golden x2 outer row, marked start cells); `lay` is the HexLayout,
    `board_d` the pid diameter on the board."""
    ring = T.BORDER
    # A wooden plate under the board, a little larger than its outer cavities.
    outer = [c for c in T.BOARD if c in ring]
    cx = sum(lay.centre(c)[0] for c in T.BOARD) / len(T.BOARD)
    cy = sum(lay.centre(c)[1] for c in T.BOARD) / len(T.BOARD)
    hull = sorted(outer, key=lambda c: math.atan2(lay.centre(c)[1] - cy, lay.centre(c)[0] - cx))
    pts = []
    for c in hull:
        x, y = lay.centre(c)
        d = math.hypot(x - cx, y - cy) or 1
        grow = lay.size * 1.05
        pts.append((x + (x - cx) / d * grow, y + (y - cy) / d * grow))
    pygame.draw.polygon(surface, PLATE, pts)
    pygame.draw.aalines(surface, palette.darken(PLATE, 0.3), True, pts)
    hole_r = board_d * 0.5
    hole = render_slot(board_d, HOLE)
    x2 = text.render("x2", max(10, int(lay.size * 0.5)), BORDER_EDGE, True)
    for cell in T.BOARD:
        if cell in ring:
            fill, edge = BORDER_CELL, BORDER_EDGE
        elif cell in T.START_CELLS:
            fill, edge = START_CELL, palette.lighten(START_CELL, 0.4)
        else:
            fill, edge = CELL, CELL_EDGE
        draw_hex(surface, lay, cell, fill, edge, scale=0.97, width=2 if cell not in ring else 3)
        c = lay.centre(cell)
        surface.blit(hole, hole.get_rect(center=(round(c[0]), round(c[1]))))
        if cell in ring:
            surface.blit(x2, x2.get_rect(center=(round(c[0]), round(c[1]))))
        elif cell in T.START_CELLS:   # "the middle places are marked by a small hole"
            pygame.draw.circle(surface, palette.lighten(START_CELL, 0.5), c, max(3, hole_r * 0.22))
            pygame.draw.circle(surface, HOLE, c, max(2, hole_r * 0.12))


def hex_overlay(lay, colour, alpha) -> pygame.Surface:
    """A cavity-sized hexagon of `colour` (at `alpha`) with a bright rim, pre-rendered for laying over cavities."""
    size = int(lay.size * 2.2)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pts = [(c + lay.size * 0.97 * math.cos(math.radians(60 * i - 30)),
            c + lay.size * 0.97 * math.sin(math.radians(60 * i - 30))) for i in range(6)]
    pygame.draw.polygon(surf, (*colour, alpha), pts)
    pygame.draw.polygon(surf, (*palette.lighten(colour, 0.5), 255), pts, max(2, int(lay.size * 0.1)))
    return surf


def render_bag(size) -> pygame.Surface:
    """The cloth bag the pids come from (its count is drawn on it each frame from the cached text)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    u = size / 2
    cloth, dark = (186, 150, 104), (116, 86, 56)
    body = pygame.Rect(0, 0, size * 0.86, size * 0.66)
    body.midbottom = (u, size - 2)
    pygame.draw.ellipse(surf, cloth, body)
    pygame.draw.polygon(surf, cloth, [(u - size * 0.2, size * 0.36), (u + size * 0.2, size * 0.36),
                                      (u + size * 0.12, size * 0.16), (u - size * 0.12, size * 0.16)])
    pygame.draw.ellipse(surf, dark, body, max(1, size // 30))
    pygame.draw.line(surf, dark, (u - size * 0.16, size * 0.3), (u + size * 0.16, size * 0.3), max(2, size // 16))
    pygame.draw.ellipse(surf, cloth, (u - size * 0.18, size * 0.04, size * 0.36, size * 0.16))
    pygame.draw.ellipse(surf, dark, (u - size * 0.18, size * 0.04, size * 0.36, size * 0.16), max(1, size // 40))
    return surf


def draw_bag(surface, bag_img, centre, size_px: int, count: int) -> None:
    """The bag with the number of pids left in it."""
    surface.blit(bag_img, bag_img.get_rect(center=(round(centre[0]), round(centre[1]))))
    size = max(14, int(size_px * 0.3))
    pos = (round(centre[0]), round(centre[1] + size_px * 0.16))
    text.blit_centred(surface, str(count), size, pos, (40, 26, 14), bold=True)
