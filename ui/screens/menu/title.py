"""The title screen's title row: HEXCADE over a field of hexes, and the buttons beside it (Settings, Quit, Recent
games), which give the title room in a small window."""
from __future__ import annotations

import math

import pygame

from ui.base import lang, palette
from ui.base.lang import t
from ui.board.hexview import CachedSurface
from ui.kit import text
from ui.screens.menu.fit import button_width, fitted
from ui.storage import recent


# every colour of the field: the background and the hexes' outlines (shade_of's range)
FIELD_COLOURS = [tuple(palette.BACKGROUND)] + [(shade, shade - 6, shade + 16) for shade in range(18, 39)]


def shade_of(cx: float, cy: float) -> int:
    return 28 + int(10 * math.sin(cx * 0.01 + cy * 0.013))


def palette_picture(size) -> pygame.Surface:
    """A picture of the field's few colours in a palette: 8 bits a pixel, 2 MB at 1920x1080 where a picture of the
    window's is 8 MB (blitted onto the panel in 0.5 ms)."""
    field = pygame.Surface(size, 0, 8)
    field.set_palette(FIELD_COLOURS + [palette.BACKGROUND] * (256 - len(FIELD_COLOURS)))
    return field


# The background's hex field for the window's size, painted once for the run rather than once per title screen:
# every Back to menu makes a new title screen, and painting the field again cost 9 ms of the frame that shows it
# (issue 28). One is kept, and under a game too, so it is kept small (palette_picture); the words over it are
# painted with the panel (paint_words). After a resize it is painted in bands over frames (field_ready): at
# 3840x2160 the whole field is 28 ms.
_field = CachedSurface(lambda surface: paint_field(surface), make=palette_picture)   # (paint_field is below)


def kept_field(size) -> pygame.Surface:
    """The whole field for this size (what is left of it painted now)."""
    return _field.get(tuple(size))


def field_ready(size, seconds: float) -> bool:
    """Bands of the field for this size painted for up to `seconds` (at least one); True once it is whole."""
    return _field.prepare(tuple(size), None, seconds)


def field_has(size) -> bool:
    """Is the field for this size whole?"""
    return _field.has(tuple(size))


def paint_background(surface, title_h: int, kiosk: bool) -> None:
    """The faint hex field, HEXCADE and the line under it (centred left of the title row's buttons)."""
    paint_field(surface)
    paint_words(surface, title_h, kiosk)


def paint_field(surface) -> None:
    """A faint field of hexes, like a board seen from far away."""
    w, h = surface.get_size()
    band = surface.get_clip()       # (a band of it: field_ready; the rows of hexes outside it are left)
    surface.fill(palette.BACKGROUND, band)
    r = 34
    first = max(-1, int((band.top - r) // (r * 1.5)))
    last = min(h // int(r * 1.5) + 1, int((band.bottom + r) // (r * 1.5)) + 1)
    for row in range(first, last + 1):
        for col in range(-1, int(w / (r * math.sqrt(3))) + 2):
            cx = col * r * math.sqrt(3) + (row % 2) * r * math.sqrt(3) / 2
            cy = row * r * 1.5
            pts = [(cx + r * math.cos(math.radians(60 * i - 30)), cy + r * math.sin(math.radians(60 * i - 30)))
                   for i in range(6)]
            shade = shade_of(cx, cy)
            pygame.draw.polygon(surface, (shade, shade - 6, shade + 16), pts, 2)


def paint_words(surface, title_h: int, kiosk: bool) -> None:
    """HEXCADE and the line under it, in the language spoken."""
    for words, size, centre, colour, bold in words_plan(surface.get_size(), title_h, kiosk):
        text.blit_centred(surface, words, size, centre, colour, bold=bold, shadow=bold)


_plans: dict = {}   # (size, title_h, kiosk, language) -> where the words go (one is kept)


def words_plan(size, title_h: int, kiosk: bool) -> list:
    """The words over the field and where they go, worked out once per size and language: fitting them measures
    the text some twenty times (10 ms), and the panel is painted again at every change of the title screen."""
    key = (tuple(size), title_h, kiosk, lang.current())
    plan = _plans.get(key)
    if plan is None:
        _plans.clear()
        w, h = size
        plan = [("HEXCADE", int(title_h * 0.55), (title_centre(w, title_h, kiosk), title_h // 2 - 6),
                 palette.ACCENT, True)]
        # the line under the title: smaller, then cut, where a longer language would run off the window
        line, fit, centre = t("menu.subtitle"), max(16, title_h // 6), title_centre(w, title_h, kiosk)
        room = 2 * min(centre, w - centre) - 24
        if title_h - 4 - text.font(fit).get_height() < title_buttons_bottom(title_h):
            # (a short title row: the line reaches down beside Settings and Quit, and ends left of them)
            room = min(room, 2 * (title_buttons_left(w, kiosk) - centre))
        while fit > 13 and text.font(fit).size(line)[0] > room:
            fit -= 1
        # (above the cards: a short window's title row is only 72 px, where the cards' top edge cut its letters)
        y = min(int(title_h * 0.86), title_h - 4 - text.font(fit).get_height() // 2)
        plan.append((text.ellipsize(line, fit, room), fit, (centre, y), palette.MUTED, False))
        _plans[key] = plan
    return plan


def title_group(w: int, kiosk: bool) -> tuple[int, int]:
    """The widths of Quit (0 in kiosk mode) and Settings at the right of the title row: narrower when the
    window is."""
    wide = w >= 1000
    quit_w = button_width(t("menu.quit"), 18, 110 if wide else 80, 160 if wide else 110)
    settings_w = button_width(t("menu.settings"), 18, 130 if wide else 100, 200 if wide else 150)
    return (0 if kiosk else quit_w), settings_w


def title_buttons_left(w: int, kiosk: bool) -> int:
    """Where Settings (and Quit) begin, less a gap: what the title row shows must end left of it."""
    quit_w, settings_w = title_group(w, kiosk)
    return w - 16 - quit_w - (10 if quit_w else 0) - settings_w - 10


def title_buttons_bottom(title_h: int) -> int:
    """Where Settings and Quit end, downward (build_title_buttons)."""
    return 10 + min(52, title_h - 20)


def title_centre(w: int, title_h: int, kiosk: bool) -> int:
    """Where the title is centred: the window's middle, or left of it when the buttons at its right need the
    room (a small window)."""
    half = text.font(int(title_h * 0.55), True).size("HEXCADE")[0] // 2
    return min(w // 2, title_buttons_left(w, kiosk) - half - 6)


def build_title_buttons(menu) -> None:
    """Quit (not in kiosk mode: at an event only staff quit, by a long press on a corner, ui/screens/attract.py) at
    the right end of the title row, Settings left of it."""
    w, h = menu.app.size[0], min(52, menu.title_h - 20)
    quit_w, settings_w = title_group(w, menu.app.kiosk)
    menu.quit_button = None
    x = w - 16
    if quit_w:
        x -= quit_w
        menu.quit_button = menu.button((x, 10, quit_w, h), fitted(t("menu.quit"), 18, quit_w), "#small_button")
        x -= 10
    x -= settings_w
    menu.settings_button = menu.button((x, 10, settings_w, h), fitted(t("menu.settings"), 18, settings_w),
                                       "#small_button",
                                       tool_tip=t("menu.settings_tip"))
    menu.title_free_right = x - 10


def build_recent_button(menu) -> None:
    """Recent games (ui/screens/recentlist.py), only when a finished game has been kept: in the title row, right of
    the title (left of Quit) where there is room, else left of it."""
    menu.recent_button = None
    if not recent.has_any():
        return
    w, h = menu.app.size[0], min(52, menu.title_h - 20)
    half = text.font(int(menu.title_h * 0.55), True).size("HEXCADE")[0] // 2
    centre = title_centre(w, menu.title_h, menu.app.kiosk)
    right_end = menu.title_free_right
    room = right_end - (centre + half + 10)
    if room >= 170:
        x, width, label = right_end - 170, 170, t("menu.recent_button.long")
    elif room >= 84:     # a small window: the short word, still beside the title (the left holds notices)
        x, width, label = right_end - room, room, t("menu.recent_button.short")
    else:                # left of the title
        width = max(84, min(170, centre - half - 10 - 16))
        x, label = 16, t("menu.recent_button.long") if width >= 150 else t("menu.recent_button.short")
    menu.recent_button = menu.button((x, 10, width, h), fitted(label, 18, width), "#small_button")
