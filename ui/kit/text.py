"""Fonts and rendered text, cached: text is rendered once per (string, size, colour), never every frame."""
from __future__ import annotations

import os
from functools import lru_cache

import pygame
import pygame_gui

_FONT_DIR = os.path.join(os.path.dirname(pygame_gui.__file__), "data")


FACES = {(False, False): "NotoSans-Regular.ttf", (True, False): "NotoSans-Bold.ttf",
         (False, True): "NotoSans-Italic.ttf", (True, True): "NotoSans-BoldItalic.ttf"}


@lru_cache(maxsize=None)
def font(size: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    """pygame-gui's bundled Noto Sans, so text looks the same everywhere (DESIGN.md)."""
    forget_at_quit()
    return pygame.font.Font(os.path.join(_FONT_DIR, FACES[bool(bold), bool(italic)]), max(6, int(size)))


@lru_cache(maxsize=2048)
def render(text: str, size: int, colour=(255, 255, 255), bold: bool = False) -> pygame.Surface:
    return font(size, bold).render(text, True, colour)


def blit_centred(surface: pygame.Surface, text: str, size: int, centre, colour=(255, 255, 255),
                 bold: bool = False, shadow: bool = False) -> pygame.Rect:
    img = render(text, int(size), tuple(colour), bold)
    rect = img.get_rect(center=(int(centre[0]), int(centre[1])))
    if shadow:
        surface.blit(render(text, int(size), (0, 0, 0), bold), rect.move(2, 2))
    surface.blit(img, rect)
    return rect


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines that fit `width` px."""
    f = font(size, bold)
    lines = []
    for para in text.split("\n"):
        words, line = para.split(" "), ""
        for w in words:
            trial = (line + " " + w).strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


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
    render.cache_clear()
    for forget in FORGET_WITH_FONTS:
        forget()


def ellipsize(text: str, size: int, width: int, bold: bool = False) -> str:
    """The text cut with '…' to fit `width` px (whole if it fits)."""
    f = font(size, bold)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text.rstrip() + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"
