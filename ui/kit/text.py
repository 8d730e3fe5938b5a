"""Fonts and rendered text, cached: text is rendered once per (string, size, colour), never every frame.

No text can freeze a frame or stop the drawing: what is rendered is cleaned first (a control character or a lone
surrogate from a damaged file would stop SDL_ttf) and cut to RENDER_CHARS, and fitting text to a width looks for
the cut in logarithmic steps (a few measures of the text, never one per character).
"""
from __future__ import annotations

import os
from collections import OrderedDict
from functools import lru_cache

import pygame
import pygame_gui

from ui.storage.files import clean_text

_FONT_DIR = os.path.join(os.path.dirname(pygame_gui.__file__), "data")


FACES = {(False, False): "NotoSans-Regular.ttf", (True, False): "NotoSans-Bold.ttf",
         (False, True): "NotoSans-Italic.ttf", (True, True): "NotoSans-BoldItalic.ttf"}


# Each open font holds its own copy of the face's shaping tables (harfbuzz's, about 0.57 MB for Noto Sans) once
# it has measured or drawn anything: a visit of every entry used 60-70 sizes and styles (35 MB open at once; 18 MB
# with 32 kept). So a face keeps at most FONTS_OPEN fonts open, and a size that is not among them takes the one
# used least lately and sets it to that size (SDL_ttf's TTF_SetFontSize: the same pixels as a font opened at it,
# tests/test_memory_release.py; about 0.2 ms to measure a line with it, against 2 ms to open a font).
FONTS_OPEN = 5


class SizedFont:
    """A font of one size and style, as callers use pygame's Font (size, render, get_height, get_linesize,
    get_ascent, get_descent, metrics): each call uses its face's open font, set to this size first if it is not."""
    __slots__ = ("point", "bold", "italic")

    def __init__(self, point: int, bold: bool, italic: bool):
        self.point, self.bold, self.italic = point, bold, italic

    def size(self, words: str):
        return _open(self.point, self.bold, self.italic).size(words)

    def render(self, words: str, antialias: bool, colour, background=None):
        return _open(self.point, self.bold, self.italic).render(words, antialias, colour, background)

    def get_height(self) -> int:
        return _open(self.point, self.bold, self.italic).get_height()

    def get_linesize(self) -> int:
        return _open(self.point, self.bold, self.italic).get_linesize()

    def get_ascent(self) -> int:
        return _open(self.point, self.bold, self.italic).get_ascent()

    def get_descent(self) -> int:
        return _open(self.point, self.bold, self.italic).get_descent()

    def metrics(self, words: str):
        return _open(self.point, self.bold, self.italic).metrics(words)


_OPEN: dict = {}     # (bold, italic) -> OrderedDict point size -> the face's open pygame Font at that size


def _open(point: int, bold: bool, italic: bool) -> pygame.font.Font:
    opened = _OPEN.setdefault((bold, italic), OrderedDict())
    found = opened.get(point)
    if found is not None:
        opened.move_to_end(point)
        return found
    forget_at_quit()
    if len(opened) < FONTS_OPEN:
        found = pygame.font.Font(os.path.join(_FONT_DIR, FACES[bold, italic]), point)
    else:
        _, found = opened.popitem(last=False)
        found.point_size = point
    opened[point] = found
    return found


def open_fonts() -> int:
    """How many fonts are open (each holds its face's shaping tables)."""
    return sum(len(opened) for opened in _OPEN.values())


@lru_cache(maxsize=256)
def font(size: int, bold: bool = False, italic: bool = False) -> SizedFont:
    """pygame-gui's bundled Noto Sans, so text looks the same everywhere (DESIGN.md)."""
    return SizedFont(max(6, int(size)), bool(bold), bool(italic))


RENDER_CHARS = 1000    # more than any line of any screen holds (3840 px of the smallest font: ~800 characters)
WRAP_CHARS = 4000      # more than any screen shows in wrapped lines


def showable(text: str, most: int = RENDER_CHARS) -> str:
    """The text as a font can take it: cut to `most` characters and cleaned (files.clean_text), its line breaks
    kept."""
    text = str(text)
    if len(text) > most:
        text = text[:most - 1] + "…"
    return "\n".join(clean_text(part) for part in text.split("\n")) if "\n" in text else clean_text(text)


# Rendered words are kept while they are drawn again; a game's panel says something new after most moves (a
# 236-move Tumbleweed game rendered 638, 13 MB, with 2048 kept), and the busiest frame draws 55 different ones.
RENDERS_KEPT = 256


@lru_cache(maxsize=RENDERS_KEPT)
def render(text: str, size: int, colour=(255, 255, 255), bold: bool = False) -> pygame.Surface:
    """The text's picture (showable: cleaned and cut); text of no width (only format characters) is a picture one
    pixel wide, as for "", never SDL_ttf's error."""
    shown = showable(text)
    try:
        return font(size, bold).render(shown, True, colour)
    except pygame.error:
        return font(size, bold).render("", True, colour)


def width_of(text: str, size: int, bold: bool = False) -> int:
    """How wide the text is drawn (what render draws: showable)."""
    return font(size, bold).size(showable(text))[0]


def blit_centred(surface: pygame.Surface, text: str, size: int, centre, colour=(255, 255, 255),
                 bold: bool = False, shadow: bool = False) -> pygame.Rect:
    img = render(text, int(size), tuple(colour), bold)
    rect = img.get_rect(center=(int(centre[0]), int(centre[1])))
    if shadow:
        surface.blit(render(text, int(size), (0, 0, 0), bold), rect.move(2, 2))
    surface.blit(img, rect)
    return rect


# Texts cut or wrapped to a width, kept: the title screen's rows and cards ask the same again every time it is
# painted (200 measures, 15 ms of going back to it: issue 28).
MEASURED_KEPT = 1024


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines that fit `width` px (a word wider than a line stays whole on a line of its own: the
    caller may shrink the font for it). Cleaned and cut to WRAP_CHARS first."""
    return list(wrapped(text, int(size), int(width), bool(bold)))


@lru_cache(maxsize=MEASURED_KEPT)
def wrapped(text: str, size: int, width: int, bold: bool) -> tuple:
    """wrap's lines, kept."""
    f = font(size, bold)
    lines = []
    for para in showable(text, WRAP_CHARS).split("\n"):
        words, line = para.split(" "), ""
        for w in words:
            trial = (line + " " + w).strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return tuple(lines)


def wrap_at_most(text: str, size: int, width: int, most: int, bold: bool = False) -> list[str]:
    """`wrap`, kept to `most` lines: where the text goes on, its last line ends in '…', so that a line that is
    shown never stops mid-sentence as if that were all (none if `most` is 0)."""
    lines = wrap(text, size, width, bold)
    if len(lines) <= most:
        return lines
    if most <= 0:
        return []
    f = font(size, bold)
    words = " ".join(lines[most - 1:]).split(" ")
    last = ""
    for word in words:      # whole words up to the cut, where one fits at all
        trial = (last + " " + word).strip()
        if f.size(trial.rstrip(" .,;:") + "…")[0] > width:
            break
        last = trial
    last = last.rstrip(" .,;:") + "…" if last else ellipsize(words[0] + "…", size, width, bold)
    return lines[:most - 1] + [last]


def longest_fitting(text: str, fits) -> int:
    """The most characters of text whose beginning fits (fits(text[:n]) true), found by halving: about log2(n)
    measures, where trying one character less at a time cost the square of the text's length."""
    low, high = 0, len(text)           # fits(text[:low]) is taken as true, fits(text[:high + 1]) false
    while low < high:
        middle = (low + high + 1) // 2
        if fits(text[:middle]):
            low = middle
        else:
            high = middle - 1
    return low


def forget_renders() -> None:
    """Drop the rendered texts (a game that was left: its words are not shown again; 25 MB after a few games)."""
    render.cache_clear()


# What else keeps pictures drawn with these fonts (ui/kit/richtext.py's pages): each module above this one that
# keeps some hands its forget function in here, so reset() clears them too without importing them (it is used by
# them: an import back would make a circle).
FORGET_WITH_FONTS: list = []


def forget_with_fonts(forget) -> None:
    """Call `forget()` whenever the fonts are reset (a cache of renders made with them)."""
    if forget not in FORGET_WITH_FONTS:
        FORGET_WITH_FONTS.append(forget)


_quit_hooked = False


def forget_at_quit() -> None:
    """Fonts die with pygame.quit() (anything drawn with one kept after it raised "font module quit"): the caches
    are dropped then, whoever quits (an App, a test, a script), not only when a new App starts."""
    global _quit_hooked
    if not _quit_hooked:
        pygame.register_quit(_at_quit)     # (pygame forgets its quit functions once it has called them)
        _quit_hooked = True


def _at_quit() -> None:
    global _quit_hooked
    _quit_hooked = False
    reset()


def reset() -> None:
    """Forget every font and rendering: fonts die with pygame.quit(), so a new App starts with fresh caches."""
    font.cache_clear()
    _OPEN.clear()
    render.cache_clear()
    wrapped.cache_clear()
    ellipsized.cache_clear()
    for forget in FORGET_WITH_FONTS:
        forget()


def ellipsize(text: str, size: int, width: int, bold: bool = False) -> str:
    """The text cut with '…' to fit `width` px (whole if it fits), the cut found in logarithmic steps."""
    return ellipsized(text, int(size), int(width), bool(bold))


@lru_cache(maxsize=MEASURED_KEPT)
def ellipsized(text: str, size: int, width: int, bold: bool) -> str:
    """ellipsize's answer, kept."""
    f = font(size, bold)
    text = showable(text)
    if f.size(text)[0] <= width:
        return text
    n = longest_fitting(text, lambda part: f.size(part.rstrip() + "…")[0] <= width)
    return text[:n].rstrip() + "…"
