"""Tumbleweed's stack sprites: a stack of discs seen slightly from the front with its height on the top disc,
rendered once per (colour, height, cell size, alpha, colour-blind marks) and reused. With the marks on, red stacks
carry a ring of studs on their top (ui/storage/prefs.py MARKS; the settings screen switches it)."""
from __future__ import annotations

import math

import pygame

from ui.storage import prefs
from ui.kit import text


def blend(a, b, t: float):
    return tuple(int(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))


# Red, white and neutral stacks; 'grey' is a suicidal preview. Red and white differ in lightness as much as in
# hue, neutral stacks carry a ring on their top, and every stack shows its height: colour is never the only cue.
STACK = {
    "red": dict(top=(210, 56, 50), side=(150, 32, 30), rim=(78, 12, 14), text=(255, 255, 255)),
    "white": dict(top=(242, 238, 226), side=(184, 176, 160), rim=(96, 90, 82), text=(44, 32, 38)),
    "neutral": dict(top=(126, 130, 146), side=(86, 90, 104), rim=(38, 40, 50), text=(255, 255, 255)),
    "grey": dict(top=(158, 158, 158), side=(112, 112, 112), rim=(60, 60, 60), text=(255, 255, 255)),
}

SUPERSAMPLE = 3


def render_stack(colour: str, height: int, size: float, label: str | None = None) -> pygame.Surface:
    """A stack of `height` discs seen slightly from the front, centred in a square sprite of about 1.9 cell
    sizes; the height (or `label`) is printed on the top disc. Drawn 3x larger and smoothscaled once."""
    st = STACK[colour]
    ss = SUPERSAMPLE
    S = max(6.0, size) * ss
    side_px = int(S * 1.9) // ss * ss
    big = pygame.Surface((side_px, side_px), pygame.SRCALPHA)
    cx = side_px / 2
    rx = 0.64 * S
    ry = rx * 0.72
    t = max(1.7 * ss, 0.12 * S)               # thickness of one disc
    h = max(1, int(height))
    # The stack is centred on the cell: top face h-1 layers above the base.
    base_y = side_px / 2 + (h - 1) * t / 2 - t / 2
    shadow = pygame.Rect(0, 0, int(2 * rx * 1.06), int(2 * ry * 1.06))
    shadow.center = (int(cx + 0.05 * S), int(base_y + t + 0.06 * S))
    pygame.draw.ellipse(big, (0, 0, 0, 80), shadow)
    line_w = max(1, int(0.9 * ss))
    for k in range(h):
        y = base_y - k * t                     # centre of this disc's top face
        bottom = pygame.Rect(int(cx - rx), int(y + t - ry), int(2 * rx), int(2 * ry))
        pygame.draw.ellipse(big, st["side"], bottom)
        pygame.draw.rect(big, st["side"], (int(cx - rx), int(y), int(2 * rx), int(t) + 1))
        pygame.draw.ellipse(big, st["rim"], bottom, line_w)
        # A lighter left flank, so each layer reads as a rounded edge.
        pygame.draw.line(big, blend(st["side"], (255, 255, 255), 0.25), (int(cx - rx + line_w), int(y)),
                         (int(cx - rx + line_w), int(y + t)), line_w)
    top_y = base_y - (h - 1) * t
    face = pygame.Rect(int(cx - rx), int(top_y - ry), int(2 * rx), int(2 * ry))
    pygame.draw.ellipse(big, st["top"], face)
    inner = face.inflate(-int(rx * 0.28), -int(ry * 0.28))
    pygame.draw.ellipse(big, blend(st["top"], (255, 255, 255), 0.16), inner, max(1, ss))
    if colour == "neutral":                    # neutral stacks: a second, dark ring (a shape cue, not a colour)
        ring = face.inflate(-int(rx * 0.6), -int(ry * 0.6))
        pygame.draw.ellipse(big, st["rim"], ring, max(2, int(1.2 * ss)))
    if colour == "red" and prefs.MARKS["on"]:  # colour-blind marks: red stones are studded, white ones plain
        paint_studs(big, face, st["rim"], ss)
    pygame.draw.ellipse(big, st["rim"], face, line_w + 1)
    out = side_px // ss
    sprite = pygame.transform.smoothscale(big, (out, out))
    # The height on the top disc, rendered at the final size so it stays crisp.
    fsize = max(10, int(ry / ss * 1.45))
    img = text.render(label if label is not None else str(height), fsize, st["text"], True)
    sprite.blit(img, img.get_rect(center=(int(out / 2), int(top_y / ss + 1))))
    return sprite


def paint_studs(big, face: pygame.Rect, colour, ss: int, studs: int = 10) -> None:
    """A ring of dots just inside a top face: the red player's pattern (its ground is dotted alike)."""
    rx, ry = face.width * 0.40, face.height * 0.40
    dot = max(2, int(face.width * 0.045))
    for k in range(studs):
        a = 2 * math.pi * k / studs
        pygame.draw.circle(big, colour, (int(face.centerx + rx * math.cos(a)), int(face.centery + ry * math.sin(a))),
                           dot)


class StackSprites:
    """Every (colour, height, cell size, alpha) stack is rendered once; animations scale cached sprites."""

    def __init__(self):
        self._cache: dict = {}

    def get(self, colour: str, height: int, size: float, alpha: int = 255, label: str | None = None
            ) -> pygame.Surface:
        key = (colour, height, int(size), alpha, label, prefs.MARKS["on"])
        s = self._cache.get(key)
        if s is None:
            if alpha == 255:
                s = render_stack(colour, height, int(size), label)
            else:
                s = self.get(colour, height, size, 255, label).copy()
                s.set_alpha(alpha)
            self._cache[key] = s
        return s

    def clear(self) -> None:
        self._cache.clear()

