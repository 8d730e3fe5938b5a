"""What Tripitz draws over the cached board each frame: the pids on the board (and a ring on the last one), the
cavities where the held pid fits with their points, the "Help me" hint with its arrow, a dragged pid, and the
status line in a seat's table strip."""
from __future__ import annotations

import math

import pygame

from games.tripitz.colours import GLOW, HINT
from games.tripitz.pids import SPRITES
from ui.base import palette
from ui.board.blitlist import BlitList
from ui.kit import text


class BoardPids:
    """The pids on the board as one blits list, made once per board (ui/board/blitlist.py): a patched frame draws
    them again in each of its rectangles, only those that reach into it. Made again when a picture changes too
    (a rough one replaced by its exact drawing: SPRITES.made)."""

    def __init__(self):
        self.shown = None            # (lay, board, hidden, board_d) of the list being made
        self.pids = BlitList(self.record)

    def record(self, recorder) -> None:
        lay, board, hidden, board_d = self.shown
        for cell, pid in board.items():
            if cell not in hidden:
                c = lay.centre(cell)
                img = SPRITES.get(pid, board_d)
                recorder.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))

    def draw(self, surface, lay, board: dict, hidden, board_d: int) -> None:
        key = (tuple(board.items()), tuple(sorted(hidden, key=repr)), board_d, lay.ox, lay.oy, lay.size,
               SPRITES.made, SPRITES.letters)
        self.shown = (lay, board, hidden, board_d)
        self.pids.draw(surface, key)


BOARD_PIDS = BoardPids()      # (shared by every Tripitz scene, as the pictures are)


def draw_board_pids(surface, lay, board: dict, hidden, last_cell, board_d: int) -> None:
    """Every pid on the board but those `hidden` (still flying); a ring marks `last_cell`, the last placement."""
    if last_cell is not None and last_cell in board and last_cell not in hidden:
        c = lay.centre(last_cell)
        pygame.draw.circle(surface, palette.ACCENT, (round(c[0]), round(c[1])), int(board_d * 0.56), 3)
    BOARD_PIDS.draw(surface, lay, board, hidden, board_d)


def draw_targets(surface, lay, targets: dict, joker: bool, hover_cell, hint_cell, glow_img, board_d: int,
                 kids: bool, pulse: float) -> None:
    """The held pid's targets: glowing cavities with their points (bigger under the pointer and at the hint),
    or for a joker pulsing rings round the pids it may take; a ring on the target under the pointer."""
    for cell, score in targets.items():
        c = lay.centre(cell)
        if joker:
            pygame.draw.circle(surface, GLOW, (round(c[0]), round(c[1])), int(board_d * 0.58), 3 + int(2 * pulse))
            continue
        surface.blit(glow_img, glow_img.get_rect(center=(round(c[0]), round(c[1]))))
        big = cell == hover_cell or cell == hint_cell
        size = int(lay.size * (0.95 if big else 0.72) * (1.15 if kids else 1))
        label = f"+{score}"
        r = text.render(label, size, (0, 0, 0), True).get_rect(center=(round(c[0]), round(c[1])))
        surface.blit(text.render(label, size, (0, 0, 0), True), r.move(1, 2))
        surface.blit(text.render(label, size, (255, 255, 255), True), r)
    if hover_cell in targets:
        c = lay.centre(hover_cell)
        pygame.draw.circle(surface, palette.HIGHLIGHT, (round(c[0]), round(c[1])), int(board_d * 0.6), 4)


def draw_hint(surface, lay, cell, slot_centre, hint_img, board_d: int, rack_d: int, pulse: float) -> None:
    """The hint's cavity glows and pulses; an arrow runs from the pid's slot (`slot_centre`) to its rim."""
    c = lay.centre(cell)
    surface.blit(hint_img, hint_img.get_rect(center=(round(c[0]), round(c[1]))))
    pygame.draw.circle(surface, HINT, (round(c[0]), round(c[1])), int(board_d * (0.6 + 0.12 * pulse)), 4)
    s = slot_centre
    # An arrow from the pid to its cavity, its head at the cavity's rim.
    dx, dy = c[0] - s[0], c[1] - s[1]
    dist = math.hypot(dx, dy) or 1
    ux, uy = dx / dist, dy / dist
    a = (s[0] + ux * rack_d * 0.7, s[1] + uy * rack_d * 0.7)
    b = (c[0] - ux * board_d * 0.75, c[1] - uy * board_d * 0.75)
    if math.dist(a, b) > 20:
        pygame.draw.line(surface, (40, 30, 10), a, b, 9)
        pygame.draw.line(surface, HINT, a, b, 5)
        head = lay.size * 0.55
        left = (b[0] - ux * head - uy * head * 0.6, b[1] - uy * head + ux * head * 0.6)
        right = (b[0] - ux * head + uy * head * 0.6, b[1] - uy * head - ux * head * 0.6)
        pygame.draw.polygon(surface, HINT, [b, left, right])


def draw_dragged(surface, pid, pos, diameter: int) -> None:
    img = SPRITES.get(pid, diameter)
    surface.blit(img, img.get_rect(center=pos))


def paint_status(surface, status: str, room: pygame.Rect) -> None:
    """The status line in a seat's table strip, in one or two lines as big as `room` allows (left out if it has
    no room at all)."""
    for size in (20, 18, 16, 14):
        lines = text.wrap(status, size, room.width, True)
        step = int(size * 1.25)
        if len(lines) * step <= room.height and all(text.font(size, True).size(x)[0] <= room.width for x in lines):
            top = room.centery - len(lines) * step // 2
            for i, line in enumerate(lines):
                surface.blit(text.render(line, size, palette.HIGHLIGHT, True), (room.left, top + i * step))
            return
