"""What Tripitz adds to the shared side panel (window layout), under its seat rows and notes: the team score of
"Tripitz Together" and every seat's rack in miniature, so nobody has to wait for their turn to see their pids."""
from __future__ import annotations

import pygame

from games.tripitz.pids import SPRITES
from ui.base import palette
from ui.kit import text
from ui.base.lang import t
from ui.base.marks import draw_mark


def paint_extras(surface, free: pygame.Rect, seats: list, current, team_score) -> int:
    """Into the panel's `free` rectangle: the team score (None in a competitive game), then a line per seat
    (`seats`: [((name, colour, mark), slots)]) with its mark and its rack's pids, as far as the room allows.
    Returns how far down it painted: all of it stays in sight (a message goes elsewhere)."""
    y = free.top
    if team_score is not None and free.height >= 66:
        box = pygame.Rect(free.left + 12, y, free.width - 24, 58)     # the one team score: big (issue 30)
        pygame.draw.rect(surface, palette.darken(palette.HIGHLIGHT, 0.7), box, border_radius=12)
        pygame.draw.rect(surface, palette.HIGHLIGHT, box, 2, border_radius=12)
        draw_mark(surface, "star", (box.left + 24, box.centery), 14, palette.HIGHLIGHT, (255, 255, 255))
        img = text.render(str(team_score), 40, palette.HIGHLIGHT, True)
        surface.blit(img, img.get_rect(midright=(box.right - 14, box.centery)))
        room = box.right - 14 - img.get_width() - 8 - (box.left + 44)
        words = text.ellipsize(t("tripitz.together.team_score"), 22, room, True)
        label = text.render(words, 22, palette.TEXT, True)
        surface.blit(label, label.get_rect(midleft=(box.left + 44, box.centery)))
        y += 68
    d = max(12, min(26, (free.width - 24 - 30) // 7 - 2))
    line_h = d + 8
    if free.bottom - y < line_h * len(seats):
        return y                     # all racks or none: a half list would hide someone's pids
    for seat, (look, slots) in enumerate(seats):
        colour = look[1]
        row = pygame.Rect(free.left + 12, y, free.width - 24, line_h - 2)
        if seat == current:
            pygame.draw.rect(surface, palette.darken(colour, 0.6), row, border_radius=8)
        draw_mark(surface, look[2], (row.left + 12, row.centery), 7, colour, (255, 255, 255))
        x = row.left + 30 + d / 2
        for pid in slots[:7]:
            if pid is not None:
                img = SPRITES.get(pid, d)
                surface.blit(img, img.get_rect(center=(round(x), row.centery)))
            else:
                pygame.draw.circle(surface, palette.darken(colour, 0.85), (round(x), row.centery), d // 2 - 1)
            x += d + 2
        y += line_h
    return y
