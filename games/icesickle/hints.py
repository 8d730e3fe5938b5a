"""What IceSickle draws on the board while reaping (the jumps come from the engine's jumps_by_pyramid):
outlines on the pyramids that can jump, the chosen one, rings on its landings, and red marks on what each
landing would capture (a cross on the emphasised landing's captures, corners on the others)."""
from __future__ import annotations

import pygame

from ui.base import palette
from ui.kit import text

LANDING = palette.HIGHLIGHT
CAPTURE = (255, 96, 86)


def draw_jump_hints(surface, g, jumpers, selected, focus) -> None:
    """Under the pieces: the pyramids that can jump (`jumpers`: cell -> [(Jump, taken)]), the chosen one,
    where it may land, and a line to the emphasised landing `focus`."""
    s = g.size
    landings = [j.dst for j, _ in jumpers.get(selected, [])]
    for cell in jumpers:
        if cell != selected:
            r = g.cell_rect(cell).inflate(-int(s * 0.1), -int(s * 0.1))
            pygame.draw.rect(surface, (150, 205, 235), r, 2, border_radius=int(s * 0.12))
    if selected is not None:
        r = g.cell_rect(selected).inflate(-4, -4)
        pygame.draw.rect(surface, palette.darken(palette.ACCENT, 0.5), r, border_radius=int(s * 0.1))
        pygame.draw.rect(surface, palette.ACCENT, r, 5, border_radius=int(s * 0.1))
    if focus in landings:
        a, b = g.centre(selected), g.centre(focus)
        pygame.draw.line(surface, LANDING, a, b, max(3, int(s * 0.05)))
    for dst in landings:
        cx, cy = g.centre(dst)
        strong = dst == focus
        pygame.draw.circle(surface, LANDING, (int(cx), int(cy)), int(s * 0.34), 6 if strong else 3)
        if strong:
            pygame.draw.circle(surface, palette.darken(LANDING, 0.55), (int(cx), int(cy)), int(s * 0.3))


def draw_capture_marks(surface, g, jumps, focus, labels) -> None:
    """Over the pieces: what the chosen pyramid's `jumps` ([(Jump, taken)]) would capture, and at each
    landing its label (`labels`: landing -> '+3' / '-2')."""
    s = g.size
    landings = {j.dst: taken for j, taken in jumps}
    focus_taken = set(landings.get(focus, ()))
    any_taken = {c for taken in landings.values() for c in taken}
    for cell in any_taken:
        r = g.cell_rect(cell).inflate(-int(s * 0.12), -int(s * 0.12))
        if cell in focus_taken:
            w = max(5, int(s * 0.07))
            pygame.draw.line(surface, (30, 0, 0), r.topleft, r.bottomright, w + 4)
            pygame.draw.line(surface, (30, 0, 0), r.topright, r.bottomleft, w + 4)
            pygame.draw.line(surface, CAPTURE, r.topleft, r.bottomright, w)
            pygame.draw.line(surface, CAPTURE, r.topright, r.bottomleft, w)
        else:
            corners(surface, r, CAPTURE, max(3, int(s * 0.04)), int(s * 0.2))
    for dst, label in labels.items():
        cx, cy = g.centre(dst)
        text.blit_centred(surface, label, max(16, int(s * 0.26)), (cx, cy), LANDING, bold=True, shadow=True)


def draw_drop_target(surface, g, cell) -> None:
    """The square a pyramid carried from the tray would drop on."""
    pygame.draw.rect(surface, LANDING, g.cell_rect(cell).inflate(-6, -6), 4, border_radius=int(g.size * 0.1))


def corners(surface, r, colour, width, length) -> None:
    """Four L-shaped corner marks inside r."""
    for (x, y), (dx, dy) in ((r.topleft, (1, 1)), (r.topright, (-1, 1)), (r.bottomleft, (1, -1)),
                             (r.bottomright, (-1, -1))):
        pygame.draw.line(surface, colour, (x, y), (x + dx * length, y), width)
        pygame.draw.line(surface, colour, (x, y), (x, y + dy * length), width)
