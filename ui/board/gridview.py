"""The 5x5 square board on screen: fit it into a rectangle, cell <-> pixel."""
from __future__ import annotations

import pygame


class GridLayout:
    def __init__(self, columns: int, rows: int, rect: pygame.Rect, padding: float = 0.1):
        self.columns, self.rows = columns, rows
        rect = pygame.Rect(rect)
        self.size = min(rect.width / (columns + 2 * padding), rect.height / (rows + 2 * padding))
        self.ox = rect.centerx - columns * self.size / 2
        self.oy = rect.centery - rows * self.size / 2
        self.rect = pygame.Rect(int(self.ox), int(self.oy), int(columns * self.size), int(rows * self.size))

    def cell_rect(self, cell) -> pygame.Rect:
        x, y = cell
        return pygame.Rect(int(self.ox + x * self.size), int(self.oy + y * self.size),
                           int(self.size), int(self.size))

    def centre(self, cell) -> tuple[float, float]:
        x, y = cell
        return (self.ox + (x + 0.5) * self.size, self.oy + (y + 0.5) * self.size)

    def cell_at(self, pos):
        x = int((pos[0] - self.ox) // self.size)
        y = int((pos[1] - self.oy) // self.size)
        if 0 <= x < self.columns and 0 <= y < self.rows:
            return (x, y)
        return None
