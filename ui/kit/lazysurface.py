"""Big opaque pictures whose memory is taken from the system as they are painted (issue 28).

pygame (SDL) clears a new surface, and the fresh pages of a 3840x2160 one (33 MB) cost 17-19 ms in that one call:
every whole-window picture made after a resize to 4K was a frame over 16.7 ms. A lazy surface is backed by an
anonymous mapping: its pages are zero until first written, and each part pays for its own pages when it is painted
(a picture painted in bands over frames, a turned overlay that draws only its panel).
"""
from __future__ import annotations

import mmap

import pygame

LAZY_AREA = 2560 * 1440     # an opaque picture larger than this (pixels) is made lazily where the caller allows


def lazy_surface(size, alpha: bool = False) -> pygame.Surface:
    """An opaque picture of `size`, its memory faulted in as it is painted. Its pixels are in the display's order
    with an unused alpha byte (BGRA, blitted as opaque): a blit from it costs about a third more than from the
    display's own format (3.0 against 2.2 ms at 3840x2160), so callers use it only above LAZY_AREA. `alpha`: a
    picture with per-pixel alpha instead (the same format and blending as pygame.SRCALPHA), fully transparent
    until painted: it needs no fill()."""
    memory = mmap.mmap(-1, size[0] * size[1] * 4)     # (anonymous: zero pages until first written)
    surface = pygame.image.frombuffer(memory, size, "BGRA")
    if not alpha:
        surface.set_alpha(None)
    return surface
