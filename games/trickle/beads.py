"""Trickle's glass bead, seen from above, rendered once per size and value."""
from __future__ import annotations

import pygame

from ui.base import palette
from ui.kit import text


def bead_sprite(radius: int, tint=(222, 226, 238), value: int | None = None) -> pygame.Surface:
    """A tinted disc with a soft shadow, a darker rim and a bright highlight; the bead-scores variant prints
    its value on it."""
    size = radius * 2 + 8
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surf, (0, 0, 0, 70), (c + 2, c + 3), radius)
    for i in range(radius, 0, -1):
        t = i / radius
        col = tuple(int(v * (0.55 + 0.45 * (1 - t)) + 40 * (1 - t)) for v in tint)
        col = tuple(min(255, x) for x in col)
        pygame.draw.circle(surf, (*col, 255), (c - int((1 - t) * radius * 0.25), c - int((1 - t) * radius * 0.25)), i)
    pygame.draw.circle(surf, (*palette.darken(tint, 0.5), 255), (c, c), radius, max(1, radius // 10))
    hl = max(2, radius // 3)
    pygame.draw.ellipse(surf, (255, 255, 255, 200), (c - radius * 0.55, c - radius * 0.62, hl * 1.6, hl))
    if value is not None:
        img = text.render(str(value), int(radius * 1.05), (20, 20, 40), True)
        surf.blit(img, img.get_rect(center=(c, c + 1)))
    return surf
