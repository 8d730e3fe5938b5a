"""The static IceSickle board: the 5x5 Volcano board in its frame, painted once per window size."""
from __future__ import annotations

import pygame

from engine import squaregrid as sg
from ui.base import palette
from ui.kit import text
from ui.board.gridview import GridLayout

LABEL_MARGIN = 0.42          # room for the a-e / 1-5 labels around the grid, in squares
SQUARE_DARK = (40, 58, 80)
SQUARE_LIGHT = (52, 74, 98)
FRAME = (30, 24, 40)
FRAME_EDGE = (96, 78, 120)


def paint_board(surface: pygame.Surface, g: GridLayout, turned: bool = False) -> None:
    """The framed 5x5 board with its bevelled squares, the crater and the coordinates on all four sides; `turned`
    (at a table) turns the far sides' coordinates for the players across the table (in a window they stay
    upright: nobody sits opposite)."""
    s = g.size
    frame = g.rect.inflate(int(s * LABEL_MARGIN * 1.8), int(s * LABEL_MARGIN * 1.8))
    pygame.draw.rect(surface, (14, 10, 22), frame.move(6, 8), border_radius=int(s * 0.3))
    pygame.draw.rect(surface, FRAME, frame, border_radius=int(s * 0.3))
    pygame.draw.rect(surface, FRAME_EDGE, frame, 3, border_radius=int(s * 0.3))
    pygame.draw.rect(surface, (12, 16, 26), g.rect.inflate(8, 8), border_radius=6)
    for cell in sg.CELLS:
        r = g.cell_rect(cell).inflate(-2, -2)
        base = SQUARE_LIGHT if (cell[0] + cell[1]) % 2 == 0 else SQUARE_DARK
        pygame.draw.rect(surface, base, r, border_radius=max(3, int(s * 0.06)))
        # A soft bevel: lit top-left edges, shaded bottom-right ones.
        hi, lo = palette.lighten(base, 0.18), palette.darken(base, 0.3)
        pygame.draw.line(surface, hi, (r.left + 4, r.top + 1), (r.right - 5, r.top + 1), 2)
        pygame.draw.line(surface, hi, (r.left + 1, r.top + 4), (r.left + 1, r.bottom - 5), 2)
        pygame.draw.line(surface, lo, (r.left + 4, r.bottom - 2), (r.right - 5, r.bottom - 2), 2)
        pygame.draw.line(surface, lo, (r.right - 2, r.top + 4), (r.right - 2, r.bottom - 5), 2)
    # The volcano's crater: a faint ring on the centre square.
    cx, cy = g.centre((2, 2))
    pygame.draw.circle(surface, palette.lighten(SQUARE_LIGHT, 0.08), (int(cx), int(cy)), int(s * 0.42), 2)
    # Coordinates on all four sides; at a table the far side's are turned for the players across the table.
    size = max(14, int(s * 0.2))
    colour = palette.MUTED
    m = s * LABEL_MARGIN * 0.5
    for i in range(5):
        x = g.ox + (i + 0.5) * s
        y = g.oy + (i + 0.5) * s
        letter, digit = "abcde"[i], str(5 - i)
        text.blit_centred(surface, letter, size, (x, g.rect.bottom + m), colour, bold=True)
        text.blit_centred(surface, digit, size, (g.rect.left - m, y), colour, bold=True)
        turn = 180 if turned else 0
        img = pygame.transform.rotate(text.render(letter, size, colour, True), turn)
        surface.blit(img, img.get_rect(center=(int(x), int(g.rect.top - m))))
        img = pygame.transform.rotate(text.render(digit, size, colour, True), turn)
        surface.blit(img, img.get_rect(center=(int(g.rect.right + m), int(y))))
