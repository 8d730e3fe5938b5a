"""How a seat looks, in both layouts: a row in the window's side panel, or a strip along its edge at a table
(name, score, turn light, the player's own buttons and the game's rack or tray), painted upright and turned by
its SeatArea to face its owner. Buttons we paint ourselves (TouchButton) can be turned; pygame-gui's cannot.
"""
from __future__ import annotations

import functools

import math
from dataclasses import dataclass

import pygame

from ui.base import palette
from ui.kit import text
from ui.base.marks import draw_mark


@dataclass(frozen=True)
class TouchButton:
    key: str               # what it does ("undo", "menu", or a game button's label)
    label: str             # words, or an icon name drawn by paint_icon ("undo", "menu")
    rect: pygame.Rect      # in the coordinates of the surface it is painted on
    enabled: bool = True


def fit_name(name: str, size: int, bold: bool, room: int) -> tuple[str, int]:
    """Shrink, then shorten, a name until it fits `room` px."""
    while size > 13 and text.font(size, bold).size(name)[0] > room:
        size -= 1
    if len(name) > 3 and text.font(size, bold).size(name)[0] > room:
        name = text.ellipsize(name, size, room, bold)      # (the cut found in log steps)
    return name, size


def paint_seat_row(surface, row: pygame.Rect, info, score: str, is_current: bool, note: str = "") -> None:
    """One seat in the side panel: colour, mark, name and score; the seat to move is lit. A note (who plays a
    computer seat) goes small under the name."""
    name, colour, mark = info
    bg = palette.darken(colour, 0.45) if is_current else palette.darken(colour, 0.8)
    pygame.draw.rect(surface, bg, row, border_radius=12)
    pygame.draw.rect(surface, colour if is_current else palette.darken(colour, 0.4), row,
                     4 if is_current else 2, border_radius=12)
    r = min(14, row.height // 3)
    draw_mark(surface, mark, (row.left + 12 + r, row.centery), r, colour, (255, 255, 255))
    size = 22 if row.height > 44 else 18
    img = text.render(score, size + 4, palette.TEXT, True)
    surface.blit(img, img.get_rect(midright=(row.right - 12, row.centery)))
    room = row.width - (36 + 2 * r) - img.get_width() - 18
    name, size = fit_name(name, size, is_current, room)
    img = text.render(name, size, palette.TEXT, is_current)
    if not note:
        surface.blit(img, img.get_rect(midleft=(row.left + 24 + 2 * r, row.centery)))
        return
    small = 13 if row.height < 44 else 15
    note_img = text.render(fit_name(note, small, False, room)[0], small, palette.MUTED)
    top = row.centery - (img.get_height() + note_img.get_height() - 4) // 2
    surface.blit(img, (row.left + 24 + 2 * r, top))
    surface.blit(note_img, (row.left + 24 + 2 * r, top + img.get_height() - 4))


def paint_thinking_light(surface, centre, r: int, colour, phase: float) -> None:
    """A computer seat's turn light while it thinks: a ring round its mark that breathes (phase 0..1)."""
    x, y = round(centre[0]), round(centre[1])
    glow = palette.lighten(colour, 0.3 + 0.4 * phase)
    pygame.draw.circle(surface, glow, (x, y), int(r + 5 + 4 * phase), 3)


def paint_button(surface, button: TouchButton, colour=palette.ACCENT) -> None:
    r = button.rect
    fill = palette.darken(colour, 0.55) if button.enabled else (52, 46, 70)
    edge = colour if button.enabled else (90, 84, 110)
    pygame.draw.rect(surface, fill, r, border_radius=min(14, r.height // 3))
    pygame.draw.rect(surface, edge, r, 3, border_radius=min(14, r.height // 3))
    ink = palette.TEXT if button.enabled else (140, 134, 160)
    if button.label in ICONS:
        paint_icon(surface, button.label, r, ink)
        return
    if "\n" in button.label:      # two lines: what the button is about, small, over what it does (Agree)
        about, does = button.label.split("\n", 1)
        small, big = max(13, min(18, r.height // 3)), max(14, min(22, r.height // 2 - 4))
        about, small = fit_name(about, small, False, r.width - 12)
        does, big = fit_name(does, big, True, r.width - 12)
        gap = (r.height - small - big) // 3
        text.blit_centred(surface, about, small, (r.centerx, r.top + gap + small // 2), ink)
        text.blit_centred(surface, does, big, (r.centerx, r.bottom - gap - big // 2), ink, bold=True)
        return
    size = max(14, min(24, r.height // 2))
    label, size = fit_name(button.label, size, True, r.width - 12)
    text.blit_centred(surface, label, size, r.center, ink, bold=True)


def paint_icon(surface, name: str, rect: pygame.Rect, colour) -> None:
    """Icons that read the same from every side of a table."""
    cx, cy = rect.center
    s = min(rect.width, rect.height) * 0.28
    w = max(3, int(s / 4))
    if name == "menu":
        for dy in (-s * 0.6, 0, s * 0.6):
            pygame.draw.line(surface, colour, (cx - s, cy + dy), (cx + s, cy + dy), w)
    elif name == "undo":
        arc = pygame.Rect(0, 0, 2 * s, 2 * s)
        arc.center = (cx, cy)
        pygame.draw.arc(surface, colour, arc, math.radians(-60), math.radians(180), w)
        tip = (cx - s, cy + 2)
        pygame.draw.polygon(surface, colour, [(tip[0] - s * 0.5, tip[1] - s * 0.1), (tip[0] + s * 0.5, tip[1] - s * 0.1),
                                              (tip[0], tip[1] + s * 0.6)])


ICONS = ("menu", "undo")


def strip_buttons(length: int, depth: int, labels: list[str], enabled, row: int | None = None, short: bool = False,
                  keep: int = 0) -> tuple[list[TouchButton], int]:
    """The seat's own buttons at the right end of its strip (or of its name row, `row` px deep, when a rack fills
    the row below); returns them and where they start (x). `short`: a compact table's strip, where buttons that
    would leave the strip are narrowed to keep right of the turn light. `keep`: buttons that would reach left of
    it (over the name badge) are narrowed to stay right of it, never under their height (words get smaller)."""
    buttons = []
    x = length - 8
    if row is not None:
        depth = row + 6
    h = max(44, min(64, depth - 20 if row is None else row - 8))
    widths = [max(h + 20, min(220, text.font(20, True).size(label)[0] + 28)) for label in labels]
    if short and sum(widths) + 8 * len(labels) > length - 8:    # off the strip (a compact table's short strip):
        room = length - 8 - 2 * strip_light((length, depth))[0][0] - 8 * len(labels)   # right of the turn light,
        widths = [max(h, room // len(labels))] * len(labels)                          # words cut with '…'
    elif keep and labels and sum(widths) + 8 * len(labels) > length - 8 - keep:
        room = length - 8 - keep - 8 * len(labels)
        widths = [max(h, min(w, room // len(labels))) for w in widths]
    for label, w in zip(reversed(labels), reversed(widths)):
        x -= w
        buttons.append(TouchButton(label, label, pygame.Rect(x, (depth - h) // 2, w, h), enabled(label)))
        x -= 8
    return list(reversed(buttons)), x


AGREE = "agree"    # the key of the Agree button a shared decision puts in the other seats' strips


def agree_button(length: int, depth: int, about: str, does: str, row: int | None = None) -> TouchButton:
    """A strip's Agree button (ui/play/agreement.py), where its own buttons go: two lines, what is asked over
    "Agree" and the seconds left, as wide as they need up to half the strip."""
    (plain,), _ = strip_buttons(length, depth, [does], lambda _: True, row)
    r = plain.rect
    need = max(text.font(16).size(about)[0], text.font(20, True).size(does)[0]) + 32
    room = r.right - 8 - strip_badge_width(length)       # right of the name and score
    if need > room:      # a short strip: over its name (its colour and mark still say whose strip it is)
        light, radius = strip_light((length, depth))
        room = r.right - (light[0] + radius + 8)
    width = max(r.width, min(need, room))
    return TouchButton(AGREE, about + "\n" + does, pygame.Rect(r.right - width, r.top, width, r.height))


def strip_name_row(depth: int) -> int:
    """How far down a strip of this depth its name row (turn light, mark, name, score) reaches: a game that leaves
    out the status line (BoardScene.STRIP_RACK_ROW) paints its rack under it. A deep strip's name row is tall
    enough to hold 48 px buttons beside the name."""
    r = max(8, min(18, depth // 6))
    return max(3 + 10 + 2 * r + 6, min(62, depth // 2))


def strip_light(size) -> tuple[tuple[int, int], int]:
    """Where a strip of this (length, depth) has its turn light, upright: (centre, radius of the mark)."""
    h = size[1]
    r = max(8, min(18, h // 6))
    return (3 + 14 + r, 3 + 10 + r), r


def paint_strip(surface, info, score: str, status: str, is_current: bool, buttons: list[TouchButton],
                short: bool = False) -> pygame.Rect:
    """A seat's strip, upright (its player at the bottom): turn light, mark, name, score, a line saying what to
    do when it is this seat's turn, its buttons on the right. Returns the free middle for the game's rack.
    `short`: a compact table's strip, whose name goes under the light where the badge has no room beside it."""
    name, colour, mark = info
    w, h = surface.get_size()
    surface.fill(palette.BACKGROUND)
    box = pygame.Rect(3, 3, w - 6, h - 6)
    pygame.draw.rect(surface, palette.darken(colour, 0.5 if is_current else 0.82), box, border_radius=16)
    pygame.draw.rect(surface, colour if is_current else palette.darken(colour, 0.45), box, 5 if is_current else 2,
                     border_radius=16)
    badge_w = strip_badge_width(w)
    light, r = strip_light((w, h))
    if is_current:
        pygame.draw.circle(surface, palette.lighten(colour, 0.5), light, r + 5)
    draw_mark(surface, mark, light, r, colour, (255, 255, 255))
    right = min([b.rect.left for b in buttons], default=w - 8) - 8
    if short and badge_w > right - box.left:     # shorter than its name badge (a compact table's end): two lines
        paint_short_badge(surface, box, name, score, light, r, right, buttons, colour)
        return pygame.Rect(box.left, 6, 0, h - 12)
    # (a strip's own Menu takes room from a 500 px strip's badge: the score and name stay left of the buttons,
    # which covered them at 1280x720 and 1024x768)
    badge_w = max(min(badge_w, right - box.left), 2 * r + 90)
    score_img = text.render(score, max(18, min(34, h // 3)), palette.TEXT, True)
    surface.blit(score_img, score_img.get_rect(topright=(box.left + badge_w - 8, box.top + 8)))
    room = badge_w - (2 * r + 30) - score_img.get_width() - 12
    shown, size = fit_name(name, max(16, min(26, h // 4)), True, room)
    img = text.render(shown, size, palette.TEXT, True)
    surface.blit(img, img.get_rect(midleft=(light[0] + r + 10, light[1])))
    if is_current and status:
        top = strip_name_row(h) + 2
        size, lines = strip_status_lines(status, badge_w - 20, box.bottom - 4 - top)
        for i, line in enumerate(lines):
            img = text.render(line, size, palette.HIGHLIGHT, True)
            surface.blit(img, (box.left + 12, top + (size + 4) * i))
    for b in buttons:
        paint_button(surface, b, colour)
    return pygame.Rect(box.left + badge_w, 6, max(0, right - badge_w - box.left), h - 12)


NAME_ROOM = 80    # px of a name a strip's badge keeps beside the score at the least (a longer name is cut with '…')


@functools.lru_cache(maxsize=256)
def strip_badge_need(name: str, score: str, depth: int) -> int:
    """How much of a strip's length, from its left, its name badge needs: the turn light and mark, the name (whole
    at 16 px, or NAME_ROOM px of it) and the score, as paint_strip lays them out. Buttons that would reach over it
    give way (ui/play/chrome_table.py: the strip's own Menu goes, then a seat not to move shows none)."""
    r = strip_light((0, depth))[1]
    score_w = text.font(max(18, min(34, depth // 3)), True).size(score)[0]
    return 3 + (2 * r + 30) + min(NAME_ROOM, text.font(16, True).size(name)[0]) + score_w + 12 + 8


def strip_badge_width(length: int) -> int:
    """How much of a strip's length, from its left, its name and score take (a short strip, at a table end: room
    for the name too)."""
    return min(max(170, length * 2 // 5), 300)


def paint_short_badge(surface, box, name: str, score: str, light, r: int, right: int, buttons, colour) -> None:
    """A strip shorter than its name badge (a compact table, two seats to an end): the score beside the turn light,
    the name under them, both left of the buttons (only the seat to move has some there)."""
    score_img = text.render(score, max(18, min(28, box.height // 3)), palette.TEXT, True)
    surface.blit(score_img, score_img.get_rect(midright=(right, light[1])))
    if right - box.left > 40:       # (the mover's buttons may leave no room for the name: its light says it)
        shown, size = fit_name(name, 18, True, right - box.left - 12)
        img = text.render(shown, size, palette.TEXT, True)
        surface.blit(img, img.get_rect(midleft=(box.left + 10, (light[1] + r + box.bottom) // 2 + 1)))
    for b in buttons:
        paint_button(surface, b, colour)


def strip_status_lines(status: str, width: int, room: int) -> tuple[int, list[str]]:
    """(type size, lines) of a strip's status line: as large as it fits whole in at most two lines of `room` px
    (26 px down to 18: read from the table's edge, issue 30); at 18 px, the lines there is room for (a shallow
    strip in a small window may have none)."""
    def fitting(size: int) -> int:      # how many lines, size + 4 px apart, fit whole in the room
        return max(0, (room - text.font(size, True).get_height()) // (size + 4) + 1)
    for size in (26, 24, 22, 20):
        lines = text.wrap(status, size, width, True)
        if len(lines) <= min(2, fitting(size)):
            return size, lines
    return 18, text.wrap(status, 18, width, True)[:min(2, fitting(18))]


def paint_side_panel(surface, title: str, rows: list, status: str, notes: list, bottom: int):
    """The window's side panel: game title, one row per seat ((name, colour, mark), score, is it their turn),
    whose turn it is, then notes [(text, colour)] while whole notes fit above `bottom`. Returns the free
    rectangle left under the notes (None in the short portrait panel, which has no room for more)."""
    p = surface.get_rect()
    pygame.draw.rect(surface, palette.PANEL, p)
    pygame.draw.line(surface, palette.PANEL_EDGE, p.topleft, p.bottomleft if p.height > p.width else p.topright, 3)
    text.blit_centred(surface, title, 30, (p.centerx, p.top + 30), palette.ACCENT, bold=True)
    rects = side_panel_rows(p.size, len(rows))
    for rect, (info, score, current, *note) in zip(rects, rows):
        paint_seat_row(surface, rect, info, score, current, note[0] if note else "")
    if p.width > p.height:    # portrait: the seats side by side, the status under them
        text.blit_centred(surface, status, 24, (p.centerx, p.top + 140), palette.TEXT, bold=True)
        return None
    y = rects[-1].bottom + 6 if rects else p.top + 64
    lines = text.wrap(status, 24, p.width - 28, True)
    size = 24
    if len(lines) > max(1, min(3, (bottom - y - 8) // 30)):   # a short panel or a long status: smaller type,
        size = 18                                             # never under the buttons nor cut after 3 lines
        lines = text.wrap(status, size, p.width - 28, True)
    lines = lines[:max(1, min(3 if size > 18 else 4, (bottom - y - 8) // (size + 6)))]
    for i, line in enumerate(lines):
        text.blit_centred(surface, line, size, (p.centerx, y + 22 + (size + 6) * i), palette.TEXT, bold=True)
    y += 22 + (size + 6) * len(lines) + 12
    for note, colour in notes:
        parts = text.wrap(note, 18, p.width - 32)
        if y + 24 * len(parts) > bottom:
            break  # only whole notes, never half a sentence above the buttons
        for part in parts:
            text.blit_centred(surface, part, 18, (p.centerx, y), colour)
            y += 24
        y += 6
    return pygame.Rect(p.left, y, p.width, max(0, bottom - y))


SHORT_PANEL_BELOW = 214   # px a short side panel keeps under its seat rows: the status, a row of the game's own
                          # buttons and Undo / Rules / Menu (ui/play/chrome_window.py)


def side_panel_rows(size, n: int) -> list[pygame.Rect]:
    """The seat rows of a side panel of this size (panel coordinates): a column, or side by side in portrait."""
    w, h = size
    if w > h:
        cw = (w - 20) // max(1, n)
        return [pygame.Rect(10 + i * cw, 60, cw - 8, 56) for i in range(n)]
    row_h = 54 if n <= 4 else 44
    if h < 600:    # a short panel (640x480): thinner rows leave the status and a row of buttons their room
        row_h = min(row_h, max(34, (h - 64 - SHORT_PANEL_BELOW) // max(1, n)))
    return [pygame.Rect(12, 64 + i * row_h, w - 24, row_h - 6) for i in range(n)]


def render_toast(message: str, width: int, size: int = 24) -> pygame.Surface:
    """A message box, rendered once per message (the scene only fades it), wrapped to `width`; smaller where one
    word is wider than that (a long word in another language)."""
    lines = text.wrap(message, size, width, True)
    while size > 14 and max(text.font(size, True).size(line)[0] for line in lines) > width:
        size -= 2
        lines = text.wrap(message, size, width, True)
    imgs = [text.render(line, size, palette.TEXT, True) for line in lines]
    w = max(i.get_width() for i in imgs) + 40
    h = sum(i.get_height() for i in imgs) + 20
    box = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(box, (20, 14, 34, 235), box.get_rect(), border_radius=16)
    pygame.draw.rect(box, palette.ACCENT, box.get_rect(), 3, border_radius=16)
    y = 10
    for i in imgs:
        box.blit(i, i.get_rect(midtop=(w // 2, y)))
        y += i.get_height()
    return box
