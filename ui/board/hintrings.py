"""A hint on the board: pulsing rings numbered 1, 2... at the points a player taps to make the hinted move.

One mechanism for every game: the scene's taps_for(move) gives the points. Tapping the next ring takes it away
(the others stay); a tap anywhere else puts the whole hint away.
"""
from __future__ import annotations

import math

import pygame

from ui.kit import text

RING = (255, 226, 90)
INK = (30, 20, 40)
CORNERS = [(1, -1), (-1, -1), (-1, 1), (1, 1)]   # upright: top-right, top-left, bottom-left, bottom-right


class HintRings:
    def __init__(self):
        self.move = None
        self.points: list = []      # [(number, screen point)] still to tap, in order
        self.labels: dict = {}      # (number, angle, radius) -> the number's badge, turned

    def show(self, move, points) -> None:
        self.move = move
        self.points = list(enumerate(((round(x), round(y)) for x, y in points), 1))

    def clear(self) -> None:
        self.move, self.points = None, []

    def follow(self, pos, radius: float) -> None:
        if self.points and math.dist(pos, self.points[0][1]) <= radius * 1.3:
            self.points.pop(0)
        else:
            self.points = []
        if not self.points:
            self.move = None

    def draw(self, surface, radius: int, clock: float, angle: int) -> None:
        """Rings, then their numbers on the rim, off the piece: toward the player's top-right; a point tapped twice
        (a tap to preview, a tap to confirm) puts its next number at the top-left."""
        phase = 0.5 + 0.5 * math.sin(clock * 5.0)
        for _, (x, y) in self.points:
            pygame.draw.circle(surface, INK, (x, y), int(radius + 3 * phase), 7)
            pygame.draw.circle(surface, RING, (x, y), int(radius + 3 * phase), 4)
        for number, (x, y) in self.points:
            badge = self.badge(number, angle, radius)
            same = sum(1 for n, p in self.points if n < number and p == (x, y))
            dx, dy = CORNERS[({0: 0, 90: 1, 180: 2, 270: 3}[angle] + same) % 4]
            surface.blit(badge, badge.get_rect(center=(x + dx * radius * 0.72, y + dy * radius * 0.72)))

    def rects(self, radius: int) -> list:
        """Where the rings and their numbers are drawn (they pulse: the renderer repaints just these)."""
        reach = int(radius * 1.6) + 8        # the ring's pulse and width, and a number on its rim
        return [pygame.Rect(x - reach, y - reach, 2 * reach, 2 * reach) for _, (x, y) in self.points]

    def badge(self, number: int, angle: int, r: int) -> pygame.Surface:
        key = (number, angle, r)
        if key not in self.labels:
            badge = pygame.Surface((r, r), pygame.SRCALPHA)
            pygame.draw.circle(badge, RING, (r // 2, r // 2), r // 2)
            text.blit_centred(badge, str(number), max(14, int(r * 0.7)), (r // 2, r // 2), INK, bold=True)
            self.labels[key] = pygame.transform.rotate(badge, angle) if angle else badge
        return self.labels[key]
