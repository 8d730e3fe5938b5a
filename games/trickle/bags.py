"""Trickle Down's pictures: money bags by value, the public services' little building, and a small board
outline with a player's company sides drawn thick. Each is drawn once and cached by its caller."""
from __future__ import annotations

import math

import pygame

from ui.base import palette
from ui.kit import text
from ui.base.lang import t
from ui.board.hexview import SQRT3

from games.trickle.board import BOARD_RADIUS

COMPANY_FILL = (118, 62, 160)          # the seed's purple company hexes
COMPANY_EDGE = (176, 126, 216)
SERVICE_FILL = (92, 118, 100)          # neutral grey-green public services
SERVICE_EDGE = (150, 176, 154)
SERVICE_ICON = (226, 234, 218)
BAG_COLOURS = {1: (222, 124, 36), 2: (66, 128, 214), 3: (238, 192, 44)}   # pennies, silver, gold
BAG_INK = {1: (58, 26, 4), 2: (255, 255, 255), 3: (70, 44, 0)}
BAG_SCALE = {1: 1.04, 2: 1.1, 3: 1.18}  # the more money, the fatter the bag
TIE_COLOUR = (92, 58, 30)
SLIDE_OFF_SECONDS = 0.5
SLIDE_OFF_PAUSE = 0.08                 # the bag touches the corner before it slides away
POP_SECONDS = 0.9

# Board geometry in hex sizes (pointy-top, axial): the outer ring's extent from the centre, plus room for piles.
BOARD_HALF_W = SQRT3 * BOARD_RADIUS + SQRT3 / 2
BOARD_HALF_H = 1.5 * BOARD_RADIUS + 1
PAD = 0.9                              # TrickleScene's HexLayout padding
MINI = 0.42                            # a piled bag's radius, in hex sizes
# Where the bags of a pile sit, in piled-bag radii from the pile's anchor, in the order they arrive (a bag past
# the sixth takes the last place). Each bag rests between two below it and never hides their numbers. The four
# diagonal corners get a low heap (3-2-1); the left and right corners, where a portrait window has no room to
# spare, a narrow stack (2-1-2-1).
HEAP_SLOTS = ((0.0, 0.5), (-1.6, 0.5), (1.6, 0.5), (-0.8, -0.95), (0.8, -0.95), (0.0, -2.4))
STACK_SLOTS = ((-0.8, 0.5), (0.8, 0.5), (0.0, -0.95), (-0.8, -2.4), (0.8, -2.4), (0.0, -3.85))
BAG_HALF_W = 0.85                      # half a piled bag's width, in its radii
CORNER_HALF_W = SQRT3 / 2              # half a hex's width
PILE_GAP = 0.22                        # between a corner hex and its pile, in hex sizes


def slots_half_width(slots) -> float:
    """Half the width of a pile laid out on these slots, in hex sizes."""
    return (max(abs(x) for x, _ in slots) + BAG_HALF_W) * MINI


def side_word(side: int) -> str:
    """Side S0..S5 as seen on screen (top, upper right, ... clockwise), in the player's language."""
    return t(f"trickle.sides.{side}")


def millions(value) -> str:
    return t("trickle.money", n=value)


def sides_text(sides) -> str:
    """A player's company sides in words: one side, or a pair ("top & bottom")."""
    sides = list(sides)
    if len(sides) == 2:
        return t("trickle.sides.pair", first=side_word(sides[0]), second=side_word(sides[1]))
    return ", ".join(side_word(s) for s in sides)


def bag_sprite(radius: int, value: int, label: bool = True) -> pygame.Surface:
    """A money bag seen from the front: a round sack, a tied neck with a knot and a frilled top, coloured by its
    value (orange 1, blue 2, gold 3) and with the value printed on it. Drawn at 2x, smoothed down once."""
    radius = max(4, int(radius * BAG_SCALE.get(value, 1.0)))
    colour = BAG_COLOURS.get(value, (200, 200, 200))
    k = 2
    R = radius * k
    size = radius * 2 + 10
    big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    cx, cy = size * k / 2, size * k / 2 + 0.08 * R

    def p(x, y):
        return (cx + x * R, cy + y * R)

    dark = palette.darken(colour, 0.45)
    light = palette.lighten(colour, 0.45)
    # Shadow on the ground.
    pygame.draw.ellipse(big, (0, 0, 0, 80), pygame.Rect(p(-0.78, 0.72), (1.62 * R, 0.36 * R)))
    # The frilled top above the tie, then the neck, then the round body over them.
    frill = [p(-0.22, -0.6), p(-0.46, -0.9), p(-0.2, -0.8), p(0.0, -0.98), p(0.2, -0.8), p(0.46, -0.9),
             p(0.22, -0.6)]
    pygame.draw.polygon(big, dark, frill)
    inner = [(cx + (x - cx) * 0.8, cy - 0.74 * R + (y - cy + 0.74 * R) * 0.8) for x, y in frill]
    pygame.draw.polygon(big, colour, inner)
    neck = [p(-0.2, -0.64), p(0.2, -0.64), p(0.46, -0.3), p(-0.46, -0.3)]
    pygame.draw.polygon(big, dark, neck)
    pygame.draw.polygon(big, colour, [p(-0.14, -0.6), p(0.14, -0.6), p(0.38, -0.3), p(-0.38, -0.3)])
    body = pygame.Rect(p(-0.84, -0.42), (1.68 * R, 1.3 * R))
    pygame.draw.ellipse(big, dark, body)
    pygame.draw.ellipse(big, colour, body.inflate(-0.1 * R, -0.1 * R))
    # A soft shine on the upper left and a darker belly on the lower right give it volume.
    belly = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.ellipse(belly, (*dark, 90), pygame.Rect(p(-0.3, 0.1), (1.05 * R, 0.72 * R)))
    big.blit(belly, (0, 0))
    pygame.draw.ellipse(big, (*light, 255), pygame.Rect(p(-0.62, -0.3), (0.42 * R, 0.26 * R)))
    # The tie round the neck and its knot.
    tie = pygame.Rect(p(-0.3, -0.7), (0.6 * R, 0.14 * R))
    pygame.draw.rect(big, TIE_COLOUR, tie, border_radius=int(0.07 * R))
    pygame.draw.circle(big, palette.darken(TIE_COLOUR, 0.3), p(0.16, -0.63), 0.1 * R)
    pygame.draw.line(big, TIE_COLOUR, p(0.2, -0.58), p(0.3, -0.4), max(2, int(0.07 * R)))
    surf = pygame.transform.smoothscale(big, (size, size))
    if label:
        c = (size / 2, size / 2 + 0.08 * radius + 0.25 * radius)
        ink = BAG_INK.get(value, (0, 0, 0))
        halo = palette.lighten(colour, 0.55) if sum(ink) < 300 else palette.darken(colour, 0.55)
        fsize = max(8, int(radius * 0.95))
        s = str(value)
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            text.blit_centred(surf, s, fsize, (c[0] + dx, c[1] + dy), halo, bold=True)
        text.blit_centred(surf, s, fsize, c, ink, bold=True)
    return surf


def draw_building(surface, centre, size, colour) -> None:
    """A small public building from shapes: a pediment, three pillars and a step."""
    cx, cy = centre

    def r(x, y, w, h):
        return pygame.Rect(int(cx + x * size), int(cy + y * size), max(1, int(w * size)), max(1, int(h * size)))

    roof = [(cx - 0.55 * size, cy - 0.22 * size), (cx, cy - 0.55 * size), (cx + 0.55 * size, cy - 0.22 * size)]
    pygame.draw.polygon(surface, colour, roof)
    pygame.draw.aalines(surface, colour, True, roof)
    pygame.draw.rect(surface, colour, r(-0.52, -0.22, 1.04, 0.1))
    for x in (-0.4, -0.07, 0.26):
        pygame.draw.rect(surface, colour, r(x, -0.08, 0.14, 0.42))
    pygame.draw.rect(surface, colour, r(-0.56, 0.36, 1.12, 0.1))
    pygame.draw.rect(surface, colour, r(-0.64, 0.48, 1.28, 0.09))


def sides_icon(surface, centre, radius, sides, colour) -> None:
    """A tiny board outline with the given sides drawn thick: which edges a player's companies are on."""
    cx, cy = centre
    pts = [(cx + radius * math.cos(math.radians(60 * i)), cy + radius * math.sin(math.radians(60 * i)))
           for i in range(6)]
    # The board's outline has its corner hexes at 0, 60, ... degrees (screen angles, y down): side S0 (top)
    # joins the corners at -120 and -60 degrees, S1 those at -60 and 0, and so on round.
    corner_of = [(-120, -60), (-60, 0), (0, 60), (60, 120), (120, 180), (180, 240)]
    pygame.draw.polygon(surface, palette.darken(COMPANY_FILL, 0.45), pts)
    pygame.draw.aalines(surface, palette.darken(palette.MUTED, 0.3), True, pts)
    for s in sides:
        a, b = corner_of[s]
        pa = (cx + radius * math.cos(math.radians(a)), cy + radius * math.sin(math.radians(a)))
        pb = (cx + radius * math.cos(math.radians(b)), cy + radius * math.sin(math.radians(b)))
        pygame.draw.line(surface, colour, pa, pb, max(3, int(radius * 0.28)))
        for p in (pa, pb):
            pygame.draw.circle(surface, colour, p, max(1, int(radius * 0.13)))
