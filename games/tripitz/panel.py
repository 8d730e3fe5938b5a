"""Tripitz's side panel in the normal layout: the title (and the team score), a row per seat with its score and
a miniature of its rack, whose turn it is, and short notes. Plain functions of what they show."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.tripitz.pids import SPRITES
from ui import palette, text
from ui.marks import draw_mark


@dataclass(frozen=True)
class SeatRow:
    name: str
    colour: tuple
    mark: str
    score: str
    slots: tuple                         # the rack's slots (pid or None), for the miniature


def paint_panel(surface, title: str, seats: list, current, status: str, notes: list, team_score, bottom: int,
                mini_d: int) -> None:
    """Into a surface of the panel's size. `seats`: a SeatRow per seat; `current`: the seat to play (or None);
    `team_score`: the cooperative team score (None in a competitive game, where each row shows its score);
    `bottom`: the lowest y free of buttons; `mini_d`: the pid diameter of the rack miniatures."""
    p = surface.get_rect()
    pygame.draw.rect(surface, palette.PANEL, p)
    portrait = p.width > p.height
    pygame.draw.line(surface, palette.PANEL_EDGE, p.topleft, p.topright if portrait else p.bottomleft, 3)
    coop = team_score is not None
    players = len(seats)
    if portrait:
        head = f"{title}  \u2022  Team {team_score}" if coop else title
        text.blit_centred(surface, head, 28, (p.centerx, 26), palette.ACCENT, bold=True)
        cw = (p.width - 20) // players
        for seat, look in enumerate(seats):
            row = pygame.Rect(10 + seat * cw, 50, cw - 8, 72)
            paint_seat_row(surface, row, look, seat == current, mini_d, not coop, compact=True)
        text.blit_centred(surface, status, 22, (p.centerx, 142), palette.TEXT, bold=True)
        return
    text.blit_centred(surface, title, 28, (p.centerx, 28), palette.ACCENT, bold=True)
    y = 58
    if coop:
        box = pygame.Rect(12, y, p.width - 24, 50)
        pygame.draw.rect(surface, palette.darken(palette.HIGHLIGHT, 0.7), box, border_radius=12)
        pygame.draw.rect(surface, palette.HIGHLIGHT, box, 2, border_radius=12)
        draw_mark(surface, "star", (box.left + 24, box.centery), 12, palette.HIGHLIGHT, (255, 255, 255))
        img = text.render("Team score", 22, palette.TEXT, True)
        surface.blit(img, img.get_rect(midleft=(box.left + 44, box.centery)))
        img = text.render(str(team_score), 30, palette.HIGHLIGHT, True)
        surface.blit(img, img.get_rect(midright=(box.right - 14, box.centery)))
        y += 60
    row_h = max(34, min(64 if players <= 4 else 54, (bottom - y - 64) // players))
    for seat, look in enumerate(seats):
        row = pygame.Rect(12, y, p.width - 24, row_h - 6)
        paint_seat_row(surface, row, look, seat == current, mini_d, not coop, mini=row_h >= 48)
        y += row_h
    lines = text.wrap(status, 22, p.width - 28, True)[:3]
    for i, line in enumerate(lines):
        if y + 18 + 27 * i + 12 > bottom:
            break
        text.blit_centred(surface, line, 22, (p.centerx, y + 18 + 27 * i), palette.TEXT, bold=True)
    y += 18 + 27 * len(lines) + 14
    for note in notes:
        parts = text.wrap(note, 17, p.width - 32)
        if y + 22 * len(parts) > bottom:
            break
        for part in parts:
            text.blit_centred(surface, part, 17, (p.centerx, y), palette.MUTED)
            y += 22
        y += 6


def paint_seat_row(surface, row, look: SeatRow, is_current: bool, mini_d: int, show_score: bool,
                   compact: bool = False, mini: bool = True) -> None:
    """One seat: mark, name, score (if `show_score`) and, if `mini`, its rack in pids of `mini_d` px."""
    colour = look.colour
    pygame.draw.rect(surface, palette.darken(colour, 0.45 if is_current else 0.8), row, border_radius=12)
    pygame.draw.rect(surface, colour if is_current else palette.darken(colour, 0.4), row,
                     4 if is_current else 2, border_radius=12)
    d = mini_d
    fs = 18 if compact or row.height < 56 else 20
    top = row.top + 4 + fs * 0.7 if mini else row.centery
    draw_mark(surface, look.mark, (row.left + 16, top), 8, colour, (255, 255, 255))
    img = text.render(look.name, fs, palette.TEXT, is_current)
    surface.blit(img, img.get_rect(midleft=(row.left + 30, top)))
    if show_score:
        img = text.render(look.score, fs + 4, palette.TEXT, True)
        surface.blit(img, img.get_rect(midright=(row.right - 10, top)))
    if not mini:
        return
    step = d + 2
    x = row.left + 10 + d / 2 if not compact else row.centerx - step * 3
    cy = row.bottom - 4 - d / 2 - 2
    for pid in look.slots:
        if pid is not None:
            img = SPRITES.get(pid, d)
            surface.blit(img, img.get_rect(center=(round(x), round(cy))))
        else:
            pygame.draw.circle(surface, palette.darken(colour, 0.85), (round(x), round(cy)), d // 2 - 1)
        x += step
