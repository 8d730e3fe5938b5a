"""Small shapes that name a seat or a symbol without colour: circle, triangle, square, diamond, star, hexagon."""
from __future__ import annotations

import math

import pygame


def mark_points(kind: str, centre, radius: float, rotation: float = 0.0):
    cx, cy = centre

    def poly(n, r, phase):
        return [(cx + r * math.cos(phase + rotation + 2 * math.pi * i / n),
                 cy + r * math.sin(phase + rotation + 2 * math.pi * i / n)) for i in range(n)]

    if kind == "triangle":
        return poly(3, radius * 1.15, -math.pi / 2)
    if kind == "square":
        return poly(4, radius * 1.2, math.pi / 4)
    if kind == "diamond":
        return poly(4, radius * 1.2, -math.pi / 2)
    if kind == "hexagon":
        return poly(6, radius * 1.1, 0)
    if kind == "star":
        pts = []
        for i in range(10):
            r = radius * (1.2 if i % 2 == 0 else 0.5)
            a = -math.pi / 2 + rotation + math.pi * i / 5
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        return pts
    return None  # circle


def draw_mark(surface, kind: str, centre, radius: float, colour, outline=None, rotation: float = 0.0) -> None:
    pts = mark_points(kind, centre, radius, rotation)
    if pts is None:
        pygame.draw.circle(surface, colour, (int(centre[0]), int(centre[1])), int(radius))
        if outline:
            pygame.draw.circle(surface, outline, (int(centre[0]), int(centre[1])), int(radius), 2)
        return
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.aalines(surface, outline or colour, True, pts)
    if outline:
        pygame.draw.polygon(surface, outline, pts, 2)
