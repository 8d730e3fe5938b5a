"""The analysis graph: each seat's chance across the game, its marked moves, and where the viewer stands.

Two players: one curve, the first seat's winning chance, the area under it in that seat's colour and over it in
the other's (lichess's picture). Three to six players: a line per seat, its expected share. A cooperative game:
one line, the team's. Marked moves are dots on the curve (yellow ?!, orange ?, red ??); positions not analysed
yet are greyed, so the graph fills in as the answers come.

The picture is made when a verdict arrives or the size changes (`refresh`), never in draw; draw blits it and the
one line of where the viewer stands.
"""
from __future__ import annotations

import pygame

from ui.base import palette

JUDGEMENT_COLOURS = {"inaccuracy": (240, 214, 80), "mistake": (240, 150, 50), "blunder": (230, 60, 60)}
PENDING = (60, 64, 78)


def mix(colour, toward, share: float):
    return tuple(round(c + (t - c) * share) for c, t in zip(colour, toward))


class Graph:
    def __init__(self):
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.picture = None
        self.total = 0

    def x_of(self, ply: int) -> float:
        inner = self.rect.inflate(-8, -8)
        return inner.left + (inner.width * ply / self.total if self.total else 0)

    def ply_at(self, pos) -> int | None:
        """The position a tap on the graph asks for (None: not on the graph)."""
        if not self.rect.collidepoint(pos) or not self.total:
            return None
        inner = self.rect.inflate(-8, -8)
        return max(0, min(self.total, round((pos[0] - inner.left) / max(1, inner.width) * self.total)))

    def refresh(self, rect, total: int, points: dict, marks: dict, colours: list, cooperative: bool) -> None:
        """points: ply -> chances per seat (0..1) of the position after `ply` moves; marks: move number (1-based)
        -> (judgement, its mover); colours: each seat's colour."""
        self.rect, self.total = pygame.Rect(rect), total
        if self.rect.width < 20 or self.rect.height < 20:
            self.picture = None
            return
        pic = pygame.Surface(self.rect.size)
        pic.fill(palette.PANEL)
        inner = pic.get_rect().inflate(-8, -8)
        pygame.draw.rect(pic, PENDING, inner)

        def xy(ply, chance):
            x = inner.left + (inner.width * ply / total if total else 0)
            return x, inner.bottom - chance * inner.height

        known = sorted(points)
        seats = len(colours)
        # the runs of consecutive analysed positions, each drawn as its own piece
        runs, run = [], []
        for ply in known:
            if run and ply != run[-1] + 1:
                runs.append(run)
                run = []
            run.append(ply)
        if run:
            runs.append(run)
        for run in runs:
            if len(run) < 2:
                continue
            if seats == 2 and not cooperative:
                top = [xy(p, 1.0) for p in run]
                curve = [xy(p, points[p][0]) for p in run]
                bottom = [xy(p, 0.0) for p in run]
                pygame.draw.polygon(pic, mix(colours[1], palette.PANEL, 0.45), top + curve[::-1])
                pygame.draw.polygon(pic, mix(colours[0], palette.PANEL, 0.25), curve + bottom[::-1])
                pygame.draw.lines(pic, palette.TEXT, False, curve, 2)
            else:
                for seat in ([0] if cooperative else range(seats)):
                    pygame.draw.lines(pic, colours[seat] if not cooperative else palette.ACCENT, False,
                                      [xy(p, points[p][seat]) for p in run], 3)
        # the even line: 50% for two players, a fair share for more
        even = 0.5 if seats == 2 or cooperative else 1.0 / max(1, seats)
        y = xy(0, even)[1]
        pygame.draw.line(pic, mix(palette.TEXT, palette.PANEL, 0.6), (inner.left, y), (inner.right, y), 1)
        for move, (judgement, mover) in marks.items():
            if move in points:       # (on the curve drawn: the first seat's for two, else the mover's own line)
                seat = 0 if (seats == 2 or cooperative) else mover
                chance = points[move][seat]
                pygame.draw.circle(pic, JUDGEMENT_COLOURS[judgement], xy(move, chance), 5)
                pygame.draw.circle(pic, (20, 20, 28), xy(move, chance), 5, 1)
        self.picture = pic

    def draw(self, surface, at: int) -> None:
        if self.picture is None:
            return
        surface.blit(self.picture, self.rect.topleft)
        x = round(self.x_of(at))
        pygame.draw.line(surface, palette.ACCENT, (x, self.rect.top + 2), (x, self.rect.bottom - 3), 3)
        pygame.draw.rect(surface, palette.ACCENT, self.rect, 1, border_radius=4)
