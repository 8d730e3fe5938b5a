"""Tripitz Together's one shared score at a table: a big badge (a star, "Team score" and the number) in a free
corner of the board area, turned to face each side of the table where someone sits, so that every child reads
the same score the right way up and no strip shows the team's total as if its seat had scored it (issue 30).

The hexagonal board leaves the four corners of its area free; the bag has the top-left one, so the badge facing
the left edge sits beside the bag (each badge lies along its edge from a corner, clear of the middle of the
edge, where a message for that side appears). Pictures are made once per score, size and turn.
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from ui.base import palette
from ui.base.lang import t
from ui.base.marks import draw_mark
from ui.kit import text

# Where the badge facing each side of the table goes: the board area's corner to that side's players' left
# (a seat's angle is the pygame.transform.rotate angle that turns upright content toward it).
CORNERS = {0: "bottomleft", 180: "topright", 90: "bottomright", 270: "topleft"}


def badge_size(board: pygame.Rect) -> tuple[int, int]:
    """(length, depth) of an upright badge: about 230 x 110 px at 1920x1080."""
    depth = max(64, min(120, board.height // 7))
    return int(depth * 2.1), depth


@lru_cache(maxsize=32)
def badge(score: int, size: tuple[int, int], angle: int, label: str) -> pygame.Surface:
    """The badge, upright, then turned by `angle`; `label` is the words "Team score" (a language switch makes a
    new one)."""
    w, h = size
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    box = surface.get_rect()
    pygame.draw.rect(surface, palette.darken(palette.HIGHLIGHT, 0.72), box, border_radius=h // 4)
    pygame.draw.rect(surface, palette.HIGHLIGHT, box, 3, border_radius=h // 4)
    star = h // 4
    draw_mark(surface, "star", (star + 12, h // 2), star, palette.HIGHLIGHT, (255, 255, 255))
    room = w - (2 * star + 28)
    words = text.ellipsize(label, max(14, h // 6), room, True)
    small = text.render(words, max(14, h // 6), palette.TEXT, True)
    surface.blit(small, small.get_rect(midtop=(2 * star + 20 + room // 2, 8)))
    number = text.render(str(score), max(24, int(h * 0.55)), palette.HIGHLIGHT, True)
    surface.blit(number, number.get_rect(midbottom=(2 * star + 20 + room // 2, h - 4)))
    return pygame.transform.rotate(surface, angle) if angle else surface


def badge_rects(board: pygame.Rect, angles, bag_right: float) -> dict:
    """angle -> the screen rect of the badge facing that side, in the board area's free corners."""
    w, h = badge_size(board)
    rects = {}
    for angle in sorted(set(angles)):
        turned = (h, w) if angle in (90, 270) else (w, h)
        rect = pygame.Rect((0, 0), turned)
        inner = board.inflate(-16, -16)
        setattr(rect, CORNERS[angle], getattr(inner, CORNERS[angle]))
        if angle == 270:              # the top-left corner holds the bag: beside it
            rect.left = max(rect.left, int(bag_right) + 12)
        rects[angle] = rect
    return rects


def draw(surface, board: pygame.Rect, seats, score: int, bag_right: float) -> None:
    """The shared score, once for each side of the table where someone sits."""
    size = badge_size(board)
    label = t("tripitz.together.team_score")
    for angle, rect in badge_rects(board, [seat.angle for seat in seats], bag_right).items():
        surface.blit(badge(score, size, angle, label), rect)
