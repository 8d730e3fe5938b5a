"""How the join screen (join.py) looks: every spot painted upright in its place's own coordinates and turned by
its SeatArea toward its edge (a free one glows and says "Tap to join", a joined one shows the seat's colour, mark
and name, with Start once enough have joined), the corners' Back and Start as chosen, and what it is about in the
middle, once facing the bottom edge and once the top."""
from __future__ import annotations

import math

import pygame

from ui.base import lang, palette
from ui.base.lang import t
from ui.base.marks import draw_mark
from ui.base.seats import HUMAN, level_name
from ui.kit import text
from ui.play.seatpanel import TouchButton, fit_name, paint_button


def start_rect(local_size) -> pygame.Rect:
    """Where a joined spot's Start button lies, upright: at the right end of the spot, as a strip's buttons."""
    length, depth = local_size
    h = max(44, min(64, depth - 20))
    w = max(h + 20, min(180, text.font(22, True).size(t("menu.join.start"))[0] + 32))
    w = min(w, max(h, length // 2))
    return pygame.Rect(length - 10 - w, (depth - h) // 2, w, h)


def paint(scene, surface) -> None:
    """The table: what stays still (kept: scene.still) and, over it, the spots, whose free places glow."""
    surface.blit(scene.still.get(surface.get_size(), still_key(scene)), (0, 0))
    glow = 0.5 + 0.5 * math.sin(scene.time * 3.0)
    for spot, area in scene.spots.items():
        upright = pygame.Surface(area.local_size)
        paint_spot(scene, spot, upright, glow)
        surface.blit(area.turn(upright), area.rect.topleft)


def still_key(scene) -> tuple:
    """What the still part shows besides the size: the language, how many have joined."""
    return lang.current(), scene.now().players, len(scene.joined)


def paint_still(scene, surface) -> None:
    """The background, the board, its middle's words and the corners: the same until someone joins or leaves
    (painted in every frame, they made each frame of the screen 12-19 ms; issue 28)."""
    surface.fill(palette.BACKGROUND)
    pygame.draw.rect(surface, palette.darken(palette.PANEL_EDGE, 0.6), scene.lay.board, border_radius=24)
    paint_middle(scene, surface)
    for corner, rect in scene.lay.corners.items():
        paint_corner(surface, corner, rect)


def paint_spot(scene, spot: int, surface, glow: float) -> None:
    w, h = surface.get_size()
    surface.fill(palette.BACKGROUND)
    box = pygame.Rect(3, 3, w - 6, h - 6)
    look = scene.seat_look(spot)
    if look is None:       # a free place, glowing for a tap
        edge = palette.lighten(palette.ACCENT, 0.3 * glow)
        pygame.draw.rect(surface, palette.darken(palette.ACCENT, 0.8), box, border_radius=16)
        pygame.draw.rect(surface, edge, box, 3 + round(2 * glow), border_radius=16)
        words = t("menu.join.tap_to_join")
        size = max(16, min(28, h // 3))
        while size > 14 and len(text.wrap(words, size, w - 20, True)) > (2 if h >= 2 * size + 16 else 1):
            size -= 2     # (a short spot, six to a small table: smaller, on two lines)
        lines = text.wrap_at_most(words, size, w - 20, 2 if h >= 2 * size + 16 else 1, True)
        for i, line in enumerate(lines):
            y = box.centery + (i - (len(lines) - 1) / 2) * (size + 4)
            text.blit_centred(surface, line, size, (box.centerx, y), palette.HIGHLIGHT, bold=True)
        return
    name, colour, mark, controller = look
    human = controller == HUMAN
    pygame.draw.rect(surface, palette.darken(colour, 0.5 if human else 0.75), box, border_radius=16)
    pygame.draw.rect(surface, colour if human else palette.darken(colour, 0.4), box, 5 if human else 2,
                     border_radius=16)
    r = max(10, min(20, h // 5))
    centre = (box.left + 14 + r, box.centery)
    button = scene.start_button(spot)
    if button is None or button.left > centre[0] + r:
        draw_mark(surface, mark, centre, r, colour, (255, 255, 255))
    right = (button.left if button is not None else box.right) - 10
    room = right - centre[0] - r - 12
    under = t("menu.join.tap_to_leave") if human else t("play.computer.seat_note", level=level_name(controller))
    if room > 40:     # (a short spot with its Start: the mark and the colour say whose it is)
        shown, size = fit_name(name, max(16, min(26, h // 4)), True, room)
        img = text.render(shown, size, palette.TEXT, True)
        note, small = fit_name(under, max(14, min(18, h // 6)), False, room)
        note_img = text.render(note, small, palette.MUTED)
        top = box.centery - (img.get_height() + note_img.get_height()) // 2
        surface.blit(img, (centre[0] + r + 12, top))
        surface.blit(note_img, (centre[0] + r + 12, top + img.get_height()))
    if button is not None:
        paint_button(surface, TouchButton("start", t("menu.join.start"), button), colour)


def paint_corner(surface, corner: str, rect: pygame.Rect) -> None:
    """Back or Start as chosen, in words (two lines if need be), facing the bottom edge at the bottom corners and
    the top edge at the top ones."""
    inner = rect.inflate(-12, -12)
    upright = pygame.Surface(inner.size, pygame.SRCALPHA)
    back = corner in ("tl", "br")
    box = upright.get_rect()
    pygame.draw.rect(upright, palette.darken(palette.PANEL_EDGE, 0.55), box, border_radius=14)
    pygame.draw.rect(upright, palette.PANEL_EDGE, box, 3, border_radius=14)
    words = t("menu.join.back") if back else t("menu.join.as_chosen")
    size = max(13, min(20, inner.height // 4))
    lines = text.wrap(words, size, inner.width - 10, True)[:3]
    while size > 13 and (len(lines) * (size + 3) > inner.height - 8 or
                         max(text.font(size, True).size(line)[0] for line in lines) > inner.width - 8):
        size -= 1
        lines = text.wrap(words, size, inner.width - 10, True)[:3]
    top = box.centery - len(lines) * (size + 3) // 2
    for i, line in enumerate(lines):
        line, _ = fit_name(line, size, True, inner.width - 8)
        text.blit_centred(upright, line, size, (box.centerx, top + (size + 3) * i + size // 2 + 2), palette.TEXT,
                          bold=True)
    if corner in ("tl", "tr"):
        upright = pygame.transform.rotate(upright, 180)
    surface.blit(upright, inner.topleft)


def paint_middle(scene, surface) -> None:
    """The game's name, "Tap your edge to join", how many have joined: facing the bottom, and again the top."""
    board = scene.lay.board
    half = pygame.Rect(0, 0, board.width - 16, board.height // 2 - 8)
    block = pygame.Surface(half.size, pygame.SRCALPHA)
    now = scene.now()
    least = min(scene.spec.players)
    lines = [(scene.spec.title, 30, palette.ACCENT), (t("menu.join.title"), 24, palette.TEXT),
             (t("menu.join.count", joined=now.players, least=least), 20, palette.MUTED)]
    computers = now.players - len(scene.joined)     # (counted among those joined)
    if computers:
        lines.append((t("menu.join.computers", n=computers), 18, palette.MUTED))
    y = 8
    scale = max(1.0, min(surface.get_size()) / 720)      # (larger on a large table)
    for words, size, colour in lines:
        size = min(int(size * scale), max(14, half.height // 6))
        for line in text.wrap_at_most(words, size, half.width, 2):
            img = text.render(line, size, colour, True)
            if y + img.get_height() > half.height:
                break
            block.blit(img, img.get_rect(midtop=(half.width // 2, y)))
            y += img.get_height() + 2
        y += 6
    surface.blit(block, block.get_rect(midtop=(board.centerx, board.centery + 8)))
    surface.blit(pygame.transform.rotate(block, 180), block.get_rect(midbottom=(board.centerx, board.centery - 8)))
