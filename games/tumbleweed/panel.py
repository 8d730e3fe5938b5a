"""Tumbleweed's part of the side panel, under BoardScene's scores and status: the game-end reminder as a
yellow notice, the scene's lines (player aid, score breakdown, last move) and the legend of the tint."""
from __future__ import annotations

import math

import pygame

from ui.base import palette
from ui.kit import text
from ui.base.lang import t

from .board import CELL_EDGE, STRIPE, TINT
from .previews import notice_box


def paint_details(surface, x: int, y: int, width: int, bottom: int, reminder: str, lines, legend: bool) -> int:
    """From y down to `bottom` (panel coordinates): the reminder (if any), lines = [(words, colour, gap above)]
    wrapped to `width` (a line that does not fit is cut off), and the tint's legend if `legend` and it fits.
    Returns where the reminder ends: a message may cover the lines and the legend for its few seconds, never the
    reminder."""
    if reminder:
        box = notice_box(reminder, width + 12, 18)
        surface.blit(box, (x - 6, y - 4))
        y += box.get_height() + 6
    kept = y
    for words, colour, gap in lines:
        y += gap
        for part in text.wrap(words, 18, width, False):
            img = text.render(part, 18, colour, False)
            if y + img.get_height() > bottom:
                break
            surface.blit(img, (x, y))
            y += img.get_height()
    if legend and y + 80 < bottom:
        paint_legend(surface, x, y + 10, width, bottom)
    return kept


def paint_legend(surface, x, y, width, bottom) -> None:
    """What the tint means: red controls, white controls, contested (striped)."""
    items = [(kind, t(f"tumbleweed.legend.{kind}")) for kind in ("red", "white", "contested")]
    r = 11
    for kind, words in items:
        if y + 26 > bottom:
            return
        c = (x + r + 2, y + r + 2)
        pts = [(c[0] + r * math.cos(math.radians(60 * i - 30)), c[1] + r * math.sin(math.radians(60 * i - 30)))
               for i in range(6)]
        pygame.draw.polygon(surface, TINT[kind], pts)
        if kind == "contested":
            pygame.draw.line(surface, STRIPE, (c[0] - r * 0.6, c[1] + r * 0.6), (c[0] + r * 0.6, c[1] - r * 0.6), 3)
        pygame.draw.polygon(surface, CELL_EDGE, pts, 1)
        img = text.render(text.ellipsize(words, 18, width - 2 * r - 12), 18, palette.MUTED)
        surface.blit(img, img.get_rect(midleft=(x + 2 * r + 12, c[1])))
        y += 28
