"""Icons drawn with shapes: the exchange badge on a marked pid and the pictures beside the words of the end
screens' buttons. draw_icon paints one into any rectangle; add_icons lays them over pygame-gui buttons."""
from __future__ import annotations

import math

import pygame
import pygame_gui

from games.tripitz.pids import TOKEN_RGB
from ui import text


def draw_icon(surface, name: str, rect, colour=(255, 255, 255)) -> None:
    r = pygame.Rect(rect)
    cx, cy, u = r.centerx, r.centery, min(r.width, r.height) / 2
    w = max(2, int(u * 0.22))
    dark = (30, 22, 40)
    if name == "exchange":     # two arrows, one each way
        for dy, sign in ((-0.35, 1), (0.35, -1)):
            y = cy + dy * u
            a, b = (cx - 0.75 * u * sign, y), (cx + 0.55 * u * sign, y)
            pygame.draw.line(surface, colour, a, b, w)
            tip = (cx + 0.85 * u * sign, y)
            pygame.draw.polygon(surface, colour, [tip, (b[0], y - 0.3 * u), (b[0], y + 0.3 * u)])
    elif name == "sitout":     # a pause sign
        for dx in (-0.32, 0.32):
            pygame.draw.rect(surface, colour, (cx + dx * u - 0.14 * u, cy - 0.62 * u, 0.28 * u, 1.24 * u),
                             border_radius=max(1, int(u * 0.06)))
    elif name == "help":       # a light bulb with rays
        bulb = (255, 224, 80)
        pygame.draw.circle(surface, bulb, (cx, cy - 0.18 * u), 0.5 * u)
        pygame.draw.circle(surface, dark, (cx, cy - 0.18 * u), 0.5 * u, max(1, w // 2))
        pygame.draw.rect(surface, (200, 200, 210), (cx - 0.24 * u, cy + 0.3 * u, 0.48 * u, 0.42 * u),
                         border_radius=max(1, int(u * 0.08)))
        pygame.draw.line(surface, dark, (cx - 0.22 * u, cy + 0.48 * u), (cx + 0.22 * u, cy + 0.48 * u), max(1, w // 2))
        for a in (-150, -115, -90, -65, -30):
            rad = math.radians(a)
            p1 = (cx + math.cos(rad) * 0.68 * u, cy - 0.18 * u + math.sin(rad) * 0.68 * u)
            p2 = (cx + math.cos(rad) * 0.92 * u, cy - 0.18 * u + math.sin(rad) * 0.92 * u)
            pygame.draw.line(surface, bulb, p1, p2, max(2, w // 2))
    elif name == "ok":         # a tick
        pts = [(cx - 0.6 * u, cy), (cx - 0.15 * u, cy + 0.45 * u), (cx + 0.65 * u, cy - 0.5 * u)]
        pygame.draw.lines(surface, colour, False, pts, w + 2)
    elif name == "cancel":     # a cross
        for a, b in (((-0.5, -0.5), (0.5, 0.5)), ((-0.5, 0.5), (0.5, -0.5))):
            pygame.draw.line(surface, colour, (cx + a[0] * u, cy + a[1] * u), (cx + b[0] * u, cy + b[1] * u), w + 1)
    elif name == "letters":    # a pid with its letter badge
        pygame.draw.circle(surface, TOKEN_RGB[0], (cx - 0.15 * u, cy), 0.62 * u)
        pygame.draw.circle(surface, (250, 250, 250), (cx + 0.38 * u, cy + 0.35 * u), 0.4 * u)
        img = text.render("R", max(8, int(u * 0.6)), dark, True)
        surface.blit(img, img.get_rect(center=(cx + 0.38 * u, cy + 0.36 * u)))
    elif name == "table":      # a table with people all around it
        pygame.draw.rect(surface, (196, 150, 100), (cx - 0.5 * u, cy - 0.36 * u, u, 0.72 * u),
                         border_radius=max(1, int(u * 0.12)))
        for px, py in ((0, -0.72), (0, 0.72), (-0.82, 0), (0.82, 0)):
            pygame.draw.circle(surface, colour, (cx + px * u, cy + py * u), 0.18 * u)
    elif name in ("undo", "again"):   # a round arrow
        rr = pygame.Rect(0, 0, 1.3 * u, 1.3 * u)
        rr.center = (cx, cy)
        start, stop = (math.radians(40), math.radians(320)) if name == "again" else (math.radians(0), math.radians(200))
        pygame.draw.arc(surface, colour, rr, start, stop, w)
        a = stop if name == "again" else start
        tip = (cx + math.cos(a) * 0.65 * u, cy - math.sin(a) * 0.65 * u)
        pygame.draw.polygon(surface, colour, [(tip[0] - 0.3 * u, tip[1] - 0.05 * u), (tip[0] + 0.3 * u, tip[1] - 0.05 * u),
                                              (tip[0], tip[1] + 0.3 * u)] if name == "undo" else
                            [(tip[0] - 0.05 * u, tip[1] - 0.3 * u), (tip[0] - 0.05 * u, tip[1] + 0.3 * u),
                             (tip[0] + 0.3 * u, tip[1])])
    elif name in ("menu", "home"):    # a house
        pygame.draw.polygon(surface, colour, [(cx - 0.7 * u, cy - 0.05 * u), (cx, cy - 0.7 * u), (cx + 0.7 * u, cy - 0.05 * u)])
        pygame.draw.rect(surface, colour, (cx - 0.48 * u, cy - 0.08 * u, 0.96 * u, 0.72 * u))
        pygame.draw.rect(surface, dark, (cx - 0.14 * u, cy + 0.22 * u, 0.28 * u, 0.42 * u))
    elif name == "rules":      # a book
        pygame.draw.rect(surface, colour, (cx - 0.7 * u, cy - 0.5 * u, 1.4 * u, u), border_radius=max(1, int(u * 0.1)))
        pygame.draw.line(surface, dark, (cx, cy - 0.5 * u), (cx, cy + 0.5 * u), max(1, w // 2))
        for k in (-0.2, 0.05, 0.3):
            pygame.draw.line(surface, dark, (cx - 0.55 * u, cy + k * u), (cx - 0.15 * u, cy + k * u), 1)
            pygame.draw.line(surface, dark, (cx + 0.15 * u, cy + k * u), (cx + 0.55 * u, cy + k * u), 1)
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
