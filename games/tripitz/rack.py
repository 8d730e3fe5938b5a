"""One seat's rack: its geometry (RackView), its picture (paint_rack) and the marks drawn over it each frame
(draw_rack_marks), and how pids keep their slots from one turn to the next (keep_slots).

A rack is laid out upright, in its owner's own coordinates (the owner looks at it from below). In a window those
are the screen's; at a table they are the seat strip's, and the strip's SeatArea turns them to face the owner.
"""
from __future__ import annotations

import pygame

from games.tripitz.colours import HINT, MARKED, RACK_WOOD
from ui.kit.icons import draw_icon
from games.tripitz.pids import SPRITES
from ui.base import palette
from ui.kit import text
from ui.base.marks import draw_mark

RACK_SLOTS = 7


def identity(p) -> tuple[float, float]:
    return (float(p[0]), float(p[1]))


class RackView:
    """The rack's wooden `frame` with an optional name row on top (`name_h` px) and 7 slots of `s` px under it, in
    upright coordinates; `to_screen` / `to_local` map points between those and the screen."""

    def __init__(self, frame: pygame.Rect, s: int, name_h: int = 0, to_screen=identity, to_local=identity,
                 slots: int = RACK_SLOTS):
        self.frame, self.s, self.name_h = pygame.Rect(frame), int(s), name_h
        self.pad = self.padding(s)
        self.d = int(s * 0.84)                     # a pid's diameter on this rack
        self.to_screen, self.to_local = to_screen, to_local
        left = self.frame.left + (self.frame.width - slots * self.s) // 2
        top = self.frame.top + self.pad + name_h
        self.slot_rects = [pygame.Rect(left + i * self.s, top, self.s, self.s) for i in range(slots)]
        self.name_rect = pygame.Rect(self.frame.left + self.pad, self.frame.top + self.pad // 2,
                                     self.frame.width - 2 * self.pad, name_h)

    @staticmethod
    def padding(s: int) -> int:
        return max(4, int(s * 0.12))

    @staticmethod
    def size_for(s: int, name_h: int = 0, slots: int = RACK_SLOTS) -> tuple[int, int]:
        pad = RackView.padding(s)
        return (2 * pad + slots * s, 2 * pad + name_h + s)

    @staticmethod
    def slot_for(width: int, height: int, slots: int = RACK_SLOTS) -> int:
        """The biggest slot whose rack (without a name row) fits width x height."""
        s = max(8, min(width // slots, height))
        while s > 8 and (RackView.size_for(s)[0] > width or RackView.size_for(s)[1] > height):
            s -= 1
        return s

    def contains(self, pos) -> bool:
        return self.frame.collidepoint(self.to_local(pos))

    def slot_at(self, pos):
        p = self.to_local(pos)
        return next((i for i, r in enumerate(self.slot_rects) if r.collidepoint(p)), None)

    def slot_centre(self, i) -> tuple[float, float]:
        return self.to_screen(self.slot_rects[i].center)


def paint_rack(surf, rv: RackView, slots: list, hide, look, current: bool, slot_img, label: str = "",
               score: str = "") -> None:
    """The rack upright on `surf`: wood in the seat's colours (`look` = (name, colour, mark)), the name row if the
    rack has one (`label` beside the mark, `score` on the right), the slots and their pids (those in `hide` are
    left empty: flying or dragged)."""
    _, colour, mark = look
    box = rv.frame
    pygame.draw.rect(surf, RACK_WOOD if current else palette.darken(RACK_WOOD, 0.25), box, border_radius=14)
    pygame.draw.rect(surf, colour if current else palette.darken(colour, 0.35), box, 5 if current else 2,
                     border_radius=14)
    if rv.name_h:
        nr = rv.name_rect
        fs = max(15, int(rv.name_h * 0.62))
        draw_mark(surf, mark, (nr.left + fs * 0.6, nr.centery), fs * 0.4, colour, (255, 255, 255))
        img = text.render(label, fs, palette.TEXT if current else palette.MUTED, current)
        surf.blit(img, img.get_rect(midleft=(nr.left + fs * 1.3, nr.centery)))
        img = text.render(score, fs, palette.TEXT, True)
        surf.blit(img, img.get_rect(midright=(nr.right - 4, nr.centery)))
    for i, r in enumerate(rv.slot_rects):
        surf.blit(slot_img, slot_img.get_rect(center=r.center))
        pid = slots[i] if i < len(slots) else None
        if pid is not None and i not in hide:
            img = SPRITES.get(pid, rv.d)
            surf.blit(img, img.get_rect(center=r.center))


def draw_rack_marks(surface, rv: RackView, held, hint_slot, marked, pulse: float) -> None:
    """Over a rack on the screen, each frame: a ring on the picked-up slot (`held`; None while it is dragged), the
    hint's pulsing ring (`hint_slot`), and the slots `marked` for an exchange with their into-the-bag badge."""
    r = int(rv.d * 0.56)

    def centre(i):
        c = rv.slot_centre(i)
        return (round(c[0]), round(c[1]))
    if held is not None:
        pygame.draw.circle(surface, palette.HIGHLIGHT, centre(held), r + 2, 4)
    if hint_slot is not None:
        pygame.draw.circle(surface, HINT, centre(hint_slot), r + 2 + int(4 * pulse), 5)
    for i in marked:
        pygame.draw.circle(surface, MARKED, centre(i), r + 2, 5)
        # A small "into the bag" badge: a cross in a red disc, on the rim toward the board.
        bx, by = rv.to_screen((rv.slot_rects[i].centerx + rv.s * 0.3, rv.slot_rects[i].top + rv.s * 0.18))
        pygame.draw.circle(surface, MARKED, (round(bx), round(by)), max(8, rv.s // 7))
        draw_icon(surface, "cancel", pygame.Rect(bx - rv.s // 10, by - rv.s // 10, rv.s // 5, rv.s // 5),
                  (40, 10, 10))


def keep_slots(old, rack) -> list:
    """A rack's slots after a change: every pid keeps the slot it had (`old`), vacated slots take the newly
    drawn pids in draw order. At least 7 slots; None = an empty slot."""
    rack = list(rack)
    old = old or [None] * max(RACK_SLOTS, len(rack))
    size = max(RACK_SLOTS, len(rack))
    new = [None] * size
    left = list(rack)
    for i, p in enumerate(old[:size]):
        if p is not None and p in left:
            new[i] = p
            left.remove(p)
    for p in left:
        new[new.index(None)] = p
    return new
