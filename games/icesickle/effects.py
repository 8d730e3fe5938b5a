"""Small animation pieces of IceSickle's scene: a ripple where a pyramid lands, a floating '+3', and when a
hopping pyramid passes a square (so what it captures leaves the board just then)."""
from __future__ import annotations

import math

import pygame

from ui import text
from ui.anim import Effect, ease_in_out_cubic

from .hints import LANDING


def ripple(cell: float, centre, colour=LANDING, delay: float = 0.0) -> Effect:
    """A ring growing and fading on a square of `cell` pixels."""
    def draw(surface, t):
        r = int(cell * (0.3 + 0.35 * t))
        w = max(1, int(5 * (1 - t)))
        pygame.draw.circle(surface, colour, (int(centre[0]), int(centre[1])), r, w)
    return Effect(0.3, draw, delay=delay)


def float_text(label: str, pos, colour) -> Effect:
    """A label rising and fading from pos."""
    img = text.render(label, 28, colour, True).copy()   # our own copy: we fade it

    def draw(surface, t):
        img.set_alpha(int(255 * (1 - t * t)))
        surface.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1] - 40 * t))))
    return Effect(0.8, draw)


def passing_moment(start, end, point) -> float:
    """The share of an eased (in-out cubic) flight from start to end at which it passes point: solves
    ease(p) = the fraction of the way."""
    frac = math.dist(start, point) / max(1.0, math.dist(start, end))
    lo, hi = 0.0, 1.0
    for _ in range(20):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if ease_in_out_cubic(mid) < frac else (lo, mid)
    return lo
