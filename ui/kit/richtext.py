"""The rules pages' small HTML (<b>, <i>, <br>, <font color>, entities) laid out with our own cached fonts.

pygame-gui's UITextBox parsed and laid out a whole rules page every time the page opened: 0.4-1.5 s of frozen
window. Here a page is laid out once per (page, width) into one tall surface (a few tens of milliseconds),
kept in a small cache, and a frame only blits the part that shows.
"""
from __future__ import annotations

import html
import re
from collections import OrderedDict

import pygame

from ui.kit import text

TOKEN = re.compile(r"<[^>]*>|[^<]+")
COLOUR = re.compile(r"""color\s*=\s*['"]?(#[0-9a-fA-F]{6})""")
CACHE_SIZE = 2           # pages x widths kept (about 6 MB each): the game's own, and one more


def runs(page: str, colour) -> list[tuple[str, tuple]]:
    """The page as (text, style) runs, style = (bold, italic, colour); a line break is the run ("\\n", style)."""
    bold = italic = 0
    colours = [tuple(colour)]
    out = []
    for tok in TOKEN.findall(page):
        if tok.startswith("<"):
            tag = tok[1:-1].strip().lower()
            name = tag.lstrip("/").split(" ")[0].rstrip("/")
            closing = tag.startswith("/")
            if name == "br":
                out.append(("\n", (False, False, colours[-1])))
            elif name in ("b", "strong"):
                bold += -1 if closing else 1
            elif name in ("i", "em"):
                italic += -1 if closing else 1
            elif name == "font":
                if closing:
                    if len(colours) > 1:
                        colours.pop()
                else:
                    m = COLOUR.search(tok)
                    colours.append(tuple(pygame.Color(m.group(1)))[:3] if m else colours[-1])
            continue                    # any other tag is left out, as pygame-gui did with unknown ones
        out.append((html.unescape(tok), (bold > 0, italic > 0, colours[-1])))
    return out


def layout(page: str, width: int, size: int, colour) -> list[list[tuple[str, tuple]]]:
    """Lines of (text, style) segments that fit `width` px; words break only at spaces."""
    lines: list[list] = [[]]
    x = 0
    pending_space = False
    for chunk, style in runs(page, colour):
        if chunk == "\n":
            lines.append([])
            x, pending_space = 0, False
            continue
        f = text.font(size, style[0], style[1])
        parts = chunk.split(" ")
        for i, word in enumerate(parts):
            if i > 0:
                pending_space = True
            if not word:
                continue
            line = lines[-1]
            space = " " if pending_space and line else ""
            w = f.size(space + word)[0]
            if line and x + w > width:
                lines.append([])
                line, space, x = lines[-1], "", 0
                w = f.size(word)[0]
            if line and line[-1][1] == style:
                line[-1] = (line[-1][0] + space + word, style)
            else:
                line.append((space + word, style))
            x += w
            pending_space = False
    return lines


def render(page: str, width: int, size: int = 20, colour=(244, 240, 255), lines=None) -> pygame.Surface:
    """The whole page, `width` px wide, on a transparent surface as tall as it needs (`lines`: its layout, if
    known)."""
    lines = layout(page, width, size, colour) if lines is None else lines
    step = text.font(size).get_linesize()
    surface = pygame.Surface((max(1, width), max(1, step * len(lines))), pygame.SRCALPHA)
    for row, line in enumerate(lines):
        x = 0
        for words, (bold, italic, rgb) in line:
            f = text.font(size, bold, italic)
            surface.blit(f.render(words, True, rgb), (x, row * step))
            x += f.size(words)[0]
    return surface


_PAGES: OrderedDict = OrderedDict()
_LINES: OrderedDict = OrderedDict()     # the same pages' layouts (a page is laid out in one frame, drawn in the next)


def _kept(cache: OrderedDict, key, make):
    value = cache.get(key)
    if value is None:
        value = cache[key] = make()
        while len(cache) > CACHE_SIZE:
            cache.popitem(last=False)
    else:
        cache.move_to_end(key)
    return value


def page_lines(page: str, width: int, size: int = 20, colour=(244, 240, 255)) -> list:
    """layout(), remembered."""
    return _kept(_LINES, (page, int(width), size, tuple(colour)), lambda: layout(page, int(width), size, colour))


def page_height(page: str, width: int, size: int = 20, colour=(244, 240, 255)) -> int:
    """How tall the page's surface is (from its layout: the surface need not be made yet)."""
    return max(1, text.font(size).get_linesize() * len(page_lines(page, width, size, colour)))


def has_page(page: str, width: int, size: int = 20, colour=(244, 240, 255)) -> bool:
    """Is the page's surface made (page_surface would cost a look-up)?"""
    return (page, int(width), size, tuple(colour)) in _PAGES


def page_surface(page: str, width: int, size: int = 20, colour=(244, 240, 255)) -> pygame.Surface:
    """render(), remembered: a page opened again at the same width costs a look-up."""
    return _kept(_PAGES, (page, int(width), size, tuple(colour)),
                 lambda: render(page, int(width), size, colour, page_lines(page, width, size, colour)))


def drop_page(page: str, width: int, size: int = 20, colour=(244, 240, 255)) -> None:
    """Let go of the page's surface (a rules page is 5-7 MB), not its layout: made again (page_surface), it is
    drawn from the layout kept."""
    _PAGES.pop((page, int(width), size, tuple(colour)), None)


def forget() -> None:
    """Fonts die with pygame.quit(); so do the pages rendered with them (text.reset calls this)."""
    _PAGES.clear()
    _LINES.clear()


text.forget_with_fonts(forget)
