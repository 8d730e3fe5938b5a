"""Small animation pieces of IceSickle's scene: how a flying pyramid is drawn (growing or shrinking between the
tray and the board), a ripple where it lands, a floating '+3', and when a hopping pyramid passes a square (so
what it captures leaves the board just then)."""
from __future__ import annotations

import math

import pygame

from ui.kit import text
from ui.board.anim import Effect, ease_in_out_cubic, lerp

from .hints import LANDING


def pyramid_drawer(sprites_of, piece, px_from: int, px_to: int | None = None, flight_ref=None):
    """A PieceFlight's draw_piece: the pyramid at px_from pixels or, with px_to, resized along the flight
    (flight_ref[0] is the flight). sprites_of() gives the sprite cache of the moment (a resize replaces it)."""
    if px_to is None or px_to == px_from:
        return lambda surface, pos, lift: sprites_of().blit(surface, piece, px_from, pos, lift)
    cache_px = max(px_from, px_to)

    def draw(surface, pos, lift):
        t = flight_ref[0].progress if flight_ref else 1.0
        px = int(lerp(px_from, px_to, ease_in_out_cubic(t)))
        sprites_of().blit_scaled(surface, piece, px, cache_px, pos, lift)
    return draw


def ripple(cell: float, centre, colour=LANDING, delay: float = 0.0) -> Effect:
    """A ring growing and fading on a square of `cell` pixels."""
    def draw(surface, t):
        r = int(cell * (0.3 + 0.35 * t))
        w = max(1, int(5 * (1 - t)))
        pygame.draw.circle(surface, colour, (int(centre[0]), int(centre[1])), r, w)
    reach = int(cell * 0.65) + 4
    return Effect(0.3, draw, delay=delay,
                  bounds=pygame.Rect(int(centre[0]) - reach, int(centre[1]) - reach, 2 * reach, 2 * reach))


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
