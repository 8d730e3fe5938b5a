"""One seat's rack on screen: its geometry at any of the four angles (RackView), its cached picture
(paint_rack) and the marks drawn over it each frame (draw_rack_marks).

A rack button is a tuple (name, label, icon, enabled); a rack has two button spots, None = an empty spot.
"""
from __future__ import annotations

import math

import pygame

from games.tripitz.colours import HINT, MARKED, RACK_WOOD
from games.tripitz.icons import draw_icon
from games.tripitz.pids import SPRITES
from ui import palette, text
from ui.marks import draw_mark


class RackView:
    """One seat's rack: slots and buttons in the rack's own coordinates, turned by `angle` to face its owner.

    Local coordinates: the owner looks at the rack from below; the name row is on top (toward the board),
    the 7 slots below it, then two button spots at the right end. pygame.transform.rotate turns the surface
    counter-clockwise by `angle`; to_screen / to_local map points both ways, so hit tests work at any angle.
    """
    SPOTS = 2

    def __init__(self, seat: int, slots: int, s: int, centre, angle: int):
        self.seat, self.n, self.s, self.angle = seat, slots, int(s), angle % 360
        self.pad = max(4, int(s * 0.12))
        self.name_h = max(20, int(s * 0.42))
        self.bw = int(s * 1.3)
        pad, n = self.pad, slots
        self.w = pad + n * self.s + pad + self.SPOTS * (self.bw + pad)
        self.h = pad + self.name_h + self.s + pad
        self.centre = (float(centre[0]), float(centre[1]))
        top = pad + self.name_h
        self.slot_rects = [pygame.Rect(pad + i * self.s, top, self.s, self.s) for i in range(n)]
        x0 = pad + n * self.s + pad
        self.spot_rects = [pygame.Rect(x0 + k * (self.bw + pad), top, self.bw, self.s) for k in range(self.SPOTS)]
        self.name_rect = pygame.Rect(pad, pad // 2, self.w - 2 * pad, self.name_h)
        rw, rh = (self.h, self.w) if self.angle in (90, 270) else (self.w, self.h)
        self.rect = pygame.Rect(0, 0, rw, rh)
        self.rect.center = (round(self.centre[0]), round(self.centre[1]))
        a = math.radians(self.angle)
        self._cos, self._sin = round(math.cos(a)), round(math.sin(a))

    @staticmethod
    def size_for(s: int, slots: int = 7) -> tuple[int, int]:
        pad, name_h, bw = max(4, int(s * 0.12)), max(20, int(s * 0.42)), int(s * 1.3)
        return (pad + slots * s + pad + RackView.SPOTS * (bw + pad), pad + name_h + s + pad)

    def to_screen(self, p) -> tuple[float, float]:
        vx, vy = p[0] - self.w / 2, p[1] - self.h / 2
        c, s = self._cos, self._sin
        return (self.centre[0] + vx * c + vy * s, self.centre[1] - vx * s + vy * c)

    def to_local(self, pos) -> tuple[float, float]:
        vx, vy = pos[0] - self.centre[0], pos[1] - self.centre[1]
        c, s = self._cos, self._sin
        return (vx * c - vy * s + self.w / 2, vx * s + vy * c + self.h / 2)

    def contains(self, pos) -> bool:
        x, y = self.to_local(pos)
        return 0 <= x < self.w and 0 <= y < self.h

    def slot_at(self, pos):
        p = self.to_local(pos)
        for i, r in enumerate(self.slot_rects):
            if r.collidepoint(p):
                return i
        return None

    def spot_at(self, pos):
        p = self.to_local(pos)
        for k, r in enumerate(self.spot_rects):
            if r.collidepoint(p):
                return k
        return None

    def slot_centre(self, i) -> tuple[float, float]:
        return self.to_screen(self.slot_rects[i].center)

    def spot_centre(self, k) -> tuple[float, float]:
        return self.to_screen(self.spot_rects[k].center)


def paint_rack(rv: RackView, slots: list, hide: tuple, buttons: list, label: str, score: str, look,
               current: bool, hover, slot_img, rack_d: int) -> pygame.Surface:
    """The rack's picture, already turned to face its owner: wood, the name row (`look` = the seat's
    (name, colour, mark), `label` beside the mark, `score` on the right), the slots with their pids (those in
    `hide` left empty: flying or dragged) and the buttons (`hover` = the spot under the mouse)."""
    surf = pygame.Surface((rv.w, rv.h), pygame.SRCALPHA)
    name, colour, mark = look
    box = surf.get_rect()
    pygame.draw.rect(surf, RACK_WOOD if current else palette.darken(RACK_WOOD, 0.25), box, border_radius=14)
    pygame.draw.rect(surf, colour if current else palette.darken(colour, 0.35), box, 5 if current else 2,
                     border_radius=14)
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
            img = SPRITES.get(pid, rack_d)
            surf.blit(img, img.get_rect(center=r.center))
    for k, b in enumerate(buttons):
        if b is None:
            continue
        paint_rack_button(surf, rv.spot_rects[k], b, hover == k)
    return pygame.transform.rotate(surf, rv.angle) if rv.angle else surf


def paint_rack_button(surf, r, button, hovered) -> None:
    name, label, icon, enabled = button
    bg = {"help": (70, 60, 20), "confirm": (28, 80, 48), "cancel": (86, 36, 36)}.get(name, (48, 38, 74))
    if hovered and enabled:
        bg = palette.lighten(bg, 0.15)
    if not enabled:
        bg = palette.darken(bg, 0.4)
    edge = palette.HIGHLIGHT if name == "help" and enabled else palette.PANEL_EDGE
    pygame.draw.rect(surf, bg, r, border_radius=12)
    pygame.draw.rect(surf, edge if enabled else palette.darken(edge, 0.5), r, 3, border_radius=12)
    icon_box = pygame.Rect(0, 0, int(r.height * 0.56), int(r.height * 0.56))
    icon_box.center = (r.centerx, r.top + r.height * 0.36)
    colour = (255, 255, 255) if enabled else (120, 110, 130)
    if name == "confirm":
        colour = (140, 255, 160) if enabled else colour
    elif name == "cancel":
        colour = (255, 150, 140)
    draw_icon(surf, icon, icon_box, colour)
    fs = max(13, int(r.height * 0.24))
    img = text.render(label, fs, palette.TEXT if enabled else (130, 120, 145), True)
    if img.get_width() > r.width - 6:
        img = text.render(label, max(11, int(fs * (r.width - 6) / img.get_width())), palette.TEXT if enabled
                          else (130, 120, 145), True)
    surf.blit(img, img.get_rect(center=(r.centerx, r.bottom - r.height * 0.2)))


def draw_rack_marks(surface, rv: RackView, rack_d: int, held, hint_slot, marked, buttons, pulsing,
                    pulse: float) -> None:
    """Over the current rack each frame: a ring on the picked-up slot (`held`; None while it is dragged), the
    hint's pulsing ring (`hint_slot`), the slots `marked` for an exchange with their into-the-bag badge, and a
    pulsing frame on the rack button named `pulsing` (None: no frame)."""
    r = int(rack_d * 0.56)
    if held is not None:
        c = rv.slot_centre(held)
        pygame.draw.circle(surface, palette.HIGHLIGHT, (round(c[0]), round(c[1])), r + 2, 4)
    if hint_slot is not None:
        c = rv.slot_centre(hint_slot)
        pygame.draw.circle(surface, HINT, (round(c[0]), round(c[1])), r + 2 + int(4 * pulse), 5)
    for i in marked:
        c = rv.slot_centre(i)
        pygame.draw.circle(surface, MARKED, (round(c[0]), round(c[1])), r + 2, 5)
        # A small "into the bag" badge: a down arrow in a red disc, on the rim toward the board.
        bx, by = rv.to_screen((rv.slot_rects[i].centerx + rv.s * 0.3, rv.slot_rects[i].top + rv.s * 0.18))
        pygame.draw.circle(surface, MARKED, (round(bx), round(by)), max(8, rv.s // 7))
        draw_icon(surface, "cancel", pygame.Rect(bx - rv.s // 10, by - rv.s // 10, rv.s // 5, rv.s // 5),
                  (40, 10, 10))
    if pulsing:
        for k, b in enumerate(buttons):
            if b and b[0] == pulsing:
                rect = rv.spot_rects[k]
                corners = [rv.to_screen(p) for p in (rect.topleft, rect.topright, rect.bottomright, rect.bottomleft)]
                pygame.draw.lines(surface, HINT, True, corners, 3 + int(3 * pulse))


def keep_slots(old, rack) -> list:
    """A rack's slots after a change: every pid keeps the slot it had (`old`), vacated slots take the newly
    drawn pids in draw order. At least 7 slots; None = an empty slot."""
    rack = list(rack)
    old = old or [None] * max(7, len(rack))
    size = max(7, len(rack))
    new = [None] * size
    left = list(rack)
    for i, p in enumerate(old[:size]):
        if p is not None and p in left:
            new[i] = p
            left.remove(p)
    for p in left:
        i = new.index(None)
        new[i] = p
    return new


def rack_buttons(exchange_mode: bool, marked: int, coop: bool, can_sit_out: bool, can_exchange: bool,
                 can_place: bool) -> list:
    """The current rack's two buttons [(name, label, icon, enabled) or None]: while choosing pids for an exchange
    (`marked` of them so far) confirm and cancel; otherwise Sit out (when the engine allows it) or Exchange
    ("Swap" together), and in cooperative play Help me."""
    if exchange_mode:
        word = "Swap" if coop else "Exchange"
        return [("confirm", f"{word} {marked}" if marked else word, "ok", marked > 0),
                ("cancel", "Cancel", "cancel", True)]
    first = ("sitout", "Sit out", "sitout", True) if can_sit_out else \
        ("exchange", "Swap" if coop else "Exchange", "exchange", can_exchange)
    second = ("help", "Help me", "help", can_place) if coop else None
    return [first, second]
