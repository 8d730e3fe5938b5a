"""A ghost finger: the semi-transparent hand moved over a board to show a move as a person makes it (the attract
mode's gesture, ui/play/ghost.py), and the ripple of its tap.

Its pictures are drawn once per size and kept: a frame only blits them (a small rectangle), it never draws a
hand. The hand is drawn three times larger and scaled down smoothly, for soft edges without anti-aliased shapes.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

SKIN = (250, 246, 240)
OUTLINE = (44, 38, 60)
NAIL = (255, 226, 214)
RIPPLE = (255, 255, 255)
ALPHA = 205             # the hand is a ghost: the board shows through it
TILT = 22               # degrees: the finger points up and a little to the left, as a right hand reaches in
RIPPLE_FRAMES = 12
SUPER = 3               # drawn this much larger, then scaled down


@dataclass(frozen=True)
class FingerPictures:
    lifted: pygame.Surface      # the hand above the board: its shadow further off
    pressing: pygame.Surface    # the fingertip on the board: its shadow under it
    tip: tuple[int, int]        # where the fingertip is in both pictures
    ripples: tuple              # a tap's ring, growing and fading: centred pictures, first to last
    size: int


def quantised(length: float) -> int:
    """Finger lengths in steps of 8 px, so that a resize does not make a picture for every pixel."""
    return max(40, min(320, round(length / 8.0) * 8))


@lru_cache(maxsize=8)
def pictures(length: int, angle: int = 0) -> FingerPictures:
    """The finger's pictures for a hand `length` px tall (quantised(): a few sizes per run, each made once),
    turned `angle` degrees counter-clockwise (a multiple of 90: at a table the hand reaches in from the side of
    the seat whose move it shows)."""
    angle %= 360
    if angle:
        upright = pictures(length, 0)
        w, h = upright.lifted.get_size()
        x, y = upright.tip
        tip = {90: (y, w - 1 - x), 180: (w - 1 - x, h - 1 - y), 270: (h - 1 - y, x)}[angle]
        return FingerPictures(pygame.transform.rotate(upright.lifted, angle),
                              pygame.transform.rotate(upright.pressing, angle), tip, upright.ripples, length)
    h = length * SUPER
    parts, outline, nail = hand_shapes(h)
    lifted, tip = compose(h, parts, outline, nail, shadow=(0.10, 0.12))
    pressing, _ = compose(h, parts, outline, nail, shadow=(0.025, 0.03))
    return FingerPictures(lifted, pressing, tip, ripple_frames(length), length)


def hand_shapes(h: int):
    """The hand pointing straight up, in a box h tall: (its silhouette, its outline, the nail), as lists of
    ("circle", centre, radius) and ("capsule", a, b, radius) in pixels."""
    def p(x, y):
        return (x * h, y * h)

    parts = [
        ("capsule", p(0.40, 0.80), p(0.50, 0.90), 0.21 * h),       # the palm
        ("capsule", p(0.46, 0.92), p(0.49, 1.02), 0.17 * h),       # the wrist, cut by the picture's edge
        ("capsule", p(0.31, 0.84), p(0.15, 0.64), 0.068 * h),      # the thumb
        ("circle", p(0.73, 0.70), 0.075 * h),                      # the curled fingers' knuckles
        ("circle", p(0.60, 0.64), 0.085 * h),
        ("circle", p(0.46, 0.62), 0.09 * h),
        ("capsule", p(0.30, 0.10), p(0.33, 0.62), 0.085 * h),      # the index finger, over the rest
    ]
    nail = ("capsule", p(0.30, 0.09), p(0.305, 0.15), 0.048 * h)
    return parts, 0.03 * h, nail


def paint(surface, part, colour, grow: float = 0.0) -> None:
    if part[0] == "circle":
        pygame.draw.circle(surface, colour, part[1], part[2] + grow)
        return
    _, a, b, r = part
    r += grow
    pygame.draw.circle(surface, colour, a, r)
    pygame.draw.circle(surface, colour, b, r)
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / d * r, dx / d * r
    pygame.draw.polygon(surface, colour, [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny),
                                          (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)])


def compose(h: int, parts, outline: float, nail, shadow: tuple[float, float]):
    """The hand of hand_shapes(h) with its soft shadow `shadow` (a share of its height) down and to the right,
    tilted, scaled down from SUPER: (the picture, where its fingertip is)."""
    w = int(h * 0.95)
    pad = int(h * 0.16)
    size = (w + 2 * pad, h + 2 * pad)

    def moved(part, dx, dy):
        if part[0] == "circle":
            return ("circle", (part[1][0] + dx, part[1][1] + dy), part[2])
        return ("capsule", (part[1][0] + dx, part[1][1] + dy), (part[2][0] + dx, part[2][1] + dy), part[3])

    hand = pygame.Surface(size, pygame.SRCALPHA)
    for part in parts:        # each part outlined over the ones before it: the fingers stand out from the palm
        paint(hand, moved(part, pad, pad), OUTLINE, outline)
        paint(hand, moved(part, pad, pad), SKIN)
    paint(hand, moved(nail, pad, pad), NAIL)
    hand.fill((255, 255, 255, ALPHA), special_flags=pygame.BLEND_RGBA_MULT)

    # the shadow: the silhouette in black, blurred by scaling it down and up again
    shade = pygame.Surface(size, pygame.SRCALPHA)
    for part in parts:
        paint(shade, moved(part, pad + shadow[0] * h, pad + shadow[1] * h), (0, 0, 0, 70), outline)
    small = pygame.transform.smoothscale(shade, (max(1, size[0] // 12), max(1, size[1] // 12)))
    shade = pygame.transform.smoothscale(small, size)
    shade.blit(hand, (0, 0))
    fade_wrist(shade, pad + int(h * 0.92), pad + int(h * 1.14))

    tip = (parts[-1][1][0] + pad, parts[-1][1][1] + pad - parts[-1][3])     # the top of the index finger
    turned = pygame.transform.rotozoom(shade, TILT, 1.0 / SUPER)
    # where the fingertip went: turned about the picture's centre (counter-clockwise on the screen), then scaled
    cx, cy = size[0] / 2, size[1] / 2
    a = math.radians(TILT)
    vx, vy = tip[0] - cx, tip[1] - cy
    rx, ry = vx * math.cos(a) + vy * math.sin(a), -vx * math.sin(a) + vy * math.cos(a)
    tw, th = turned.get_size()
    return turned, (round(tw / 2 + rx / SUPER), round(th / 2 + ry / SUPER))


def fade_wrist(picture: pygame.Surface, top: int, bottom: int) -> None:
    """The arm fades out below the palm instead of ending in a cut."""
    w = picture.get_width()
    for y in range(top, picture.get_height()):
        share = max(0.0, 1.0 - (y - top) / max(1, bottom - top))
        picture.fill((255, 255, 255, int(255 * share)), (0, y, w, 1), special_flags=pygame.BLEND_RGBA_MULT)


def ripple_frames(length: int) -> tuple:
    """A tap's ring: from the size of a fingertip to about twice it, fading out."""
    biggest = int(length * 0.34)
    frames = []
    for i in range(RIPPLE_FRAMES):
        share = (i + 1) / RIPPLE_FRAMES
        r = int(length * 0.08 + (biggest - length * 0.08) * share)
        alpha = int(235 * (1 - share) ** 1.3)
        img = pygame.Surface((2 * biggest + 8, 2 * biggest + 8), pygame.SRCALPHA)
        centre = (biggest + 4, biggest + 4)
        pygame.draw.circle(img, (*OUTLINE, alpha // 2), centre, r + 2, max(2, length // 30) + 3)
        pygame.draw.circle(img, (*RIPPLE, alpha), centre, r, max(2, length // 30))
        frames.append(img)
    return tuple(frames)
