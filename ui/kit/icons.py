"""Icons drawn with shapes: the pictures beside the words of every result screen's buttons (Play again, Menu,
See the board: the same on every game's, issue 30) and Tripitz's exchange badge on a marked pid. draw_icon paints
one into any rectangle; add_icons lays them over pygame-gui buttons."""
from __future__ import annotations

import math

import pygame
import pygame_gui

from ui.kit import text


def draw_icon(surface, name: str, rect, colour=(255, 255, 255)) -> None:
    r = pygame.Rect(rect)
    cx, cy, u = r.centerx, r.centery, min(r.width, r.height) / 2
    w = max(2, int(u * 0.22))
    dark = (30, 22, 40)
    if name == "cancel":     # a cross
        for a, b in (((-0.5, -0.5), (0.5, 0.5)), ((-0.5, 0.5), (0.5, -0.5))):
            pygame.draw.line(surface, colour, (cx + a[0] * u, cy + a[1] * u), (cx + b[0] * u, cy + b[1] * u), w + 1)
    elif name == "again":      # a round arrow
        rr = pygame.Rect(0, 0, 1.3 * u, 1.3 * u)
        rr.center = (cx, cy)
        stop = math.radians(320)
        pygame.draw.arc(surface, colour, rr, math.radians(40), stop, w)
        tip = (cx + math.cos(stop) * 0.65 * u, cy - math.sin(stop) * 0.65 * u)
        pygame.draw.polygon(surface, colour, [(tip[0] - 0.05 * u, tip[1] - 0.3 * u), (tip[0] - 0.05 * u, tip[1] + 0.3 * u),
                                              (tip[0] + 0.3 * u, tip[1])])
    elif name == "home":       # a house
        pygame.draw.polygon(surface, colour, [(cx - 0.7 * u, cy - 0.05 * u), (cx, cy - 0.7 * u), (cx + 0.7 * u, cy - 0.05 * u)])
        pygame.draw.rect(surface, colour, (cx - 0.48 * u, cy - 0.08 * u, 0.96 * u, 0.72 * u))
        pygame.draw.rect(surface, dark, (cx - 0.14 * u, cy + 0.22 * u, 0.28 * u, 0.42 * u))
    elif name == "eye":
        pygame.draw.ellipse(surface, colour, (cx - 0.8 * u, cy - 0.45 * u, 1.6 * u, 0.9 * u))
        pygame.draw.circle(surface, dark, (cx, cy), 0.3 * u)


def icon_surface(name: str, size: int, colour=(255, 255, 255)) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    draw_icon(surf, name, surf.get_rect().inflate(-4, -4), colour)
    return surf


class IconImage(pygame_gui.elements.UIImage):
    """A picture laid over a pygame-gui button: it never takes the hover or the click from the button."""

    def hover_point(self, hover_x, hover_y) -> bool:
        return False


def add_icons(scene, pairs, font_size: int = 22, dark: bool = False) -> None:
    """Pictures on the left of pygame-gui buttons, where the centred word leaves room for them.

    `scene` is the Scene or Overlay owning the buttons (its app's manager and its container take the images)."""
    for button, icon in pairs:
        word = text.font(font_size, True).size(button.text)[0]
        room = (button.rect.width - word) // 2 - 10
        size = min(44, button.rect.height - 16, room)
        if size < 20:
            continue
        IconImage(pygame.Rect(button.relative_rect.left + 8 + (room - size) // 2,
                              button.relative_rect.centery - size // 2, size, size),
                  icon_surface(icon, size, (30, 22, 40) if dark else (255, 255, 255)),
                  manager=scene.app.manager, container=scene.container)
