"""Hex boards on screen: fit any board into a rectangle, cell <-> pixel, and the cached static board.

Pointy-top hexes, axial (q, r) as in RULES.md: q grows to the right, r grows down-right; S0 (r = -R) is the top.
"""
from __future__ import annotations

import math
import time
from typing import Callable, Iterable

import pygame

from ui.kit import repaints
from ui.kit.lazysurface import LAZY_AREA, lazy_surface

SQRT3 = math.sqrt(3)
# a pointy-top hex's corners at unit size, from the centre (the same floats as computing them for every hex)
UNIT_CORNERS = tuple((math.cos(math.radians(60 * i - 30)), math.sin(math.radians(60 * i - 30))) for i in range(6))


class HexLayout:
    """Where each cell of `cells` is drawn when the board is fitted into `rect` (a pygame.Rect)."""

    def __init__(self, cells: Iterable[tuple[int, int]], rect: pygame.Rect, padding: float = 0.3):
        self.cells = list(cells)
        self.cell_set = frozenset(self.cells)
        self.rect = pygame.Rect(rect)
        # Unit-size extents (size = 1) of the board, including each hex's own corners.
        xs = [SQRT3 * (q + r / 2) for q, r in self.cells]
        ys = [1.5 * r for q, r in self.cells]
        minx, maxx = min(xs) - SQRT3 / 2 - padding, max(xs) + SQRT3 / 2 + padding
        miny, maxy = min(ys) - 1 - padding, max(ys) + 1 + padding
        self.size = min(self.rect.width / (maxx - minx), self.rect.height / (maxy - miny))
        # Centre the board's bounding box in the rect.
        self.ox = self.rect.centerx - (minx + maxx) / 2 * self.size
        self.oy = self.rect.centery - (miny + maxy) / 2 * self.size
        self._centres = {c: self._centre(c) for c in self.cells}
        self._spread = None          # the box of the cells' centres (reach_of_cells)

    def _centre(self, cell):
        q, r = cell
        return (self.ox + self.size * SQRT3 * (q + r / 2), self.oy + self.size * 1.5 * r)

    def centre(self, cell) -> tuple[float, float]:
        c = self._centres.get(cell)
        return c if c is not None else self._centre(cell)

    def corners(self, cell, scale: float = 1.0) -> list[tuple[float, float]]:
        cx, cy = self.centre(cell)
        s = self.size * scale
        return [(cx + s * ux, cy + s * uy) for ux, uy in UNIT_CORNERS]

    def reach_of_cells(self, reach: float) -> pygame.Rect:
        """The screen rectangle round every cell's centre out to `reach` px: where pieces on the cells (and their
        rings and marks, if `reach` allows for them) are drawn (a game's pieces_area; the board's own rect may be
        far wider than its cells)."""
        if self._spread is None:     # (asked in each pass of a patched frame: the centres' box found once)
            xs = [x for x, _ in self._centres.values()]
            ys = [y for _, y in self._centres.values()]
            self._spread = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs)) - int(min(xs)) + 2,
                                       int(max(ys)) - int(min(ys)) + 2)
        r = int(math.ceil(reach))
        return self._spread.inflate(2 * r, 2 * r)

    def cell_at(self, pos) -> tuple[int, int] | None:
        """The board cell under a pixel, exactly (cube rounding), or None off the board."""
        x = (pos[0] - self.ox) / self.size
        y = (pos[1] - self.oy) / self.size
        r = y / 1.5
        q = x / SQRT3 - r / 2
        cell = cube_round(q, r)
        return cell if cell in self.cell_set else None

    def cell_near(self, pos) -> tuple[int, int]:
        """The hex under a pixel, on the board or not (a space just outside it, e.g. Trickle's exits)."""
        x = (pos[0] - self.ox) / self.size
        y = (pos[1] - self.oy) / self.size
        r = y / 1.5
        return cube_round(x / SQRT3 - r / 2, r)

    @property
    def cell_width(self) -> float:
        return self.size * SQRT3


def cube_round(qf: float, rf: float) -> tuple[int, int]:
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (int(q), int(r))


def draw_hex(surface, layout: HexLayout, cell, fill, outline=None, scale: float = 0.96, width: int = 2):
    """A filled hex with anti-aliased edges (pygame-ce 2.5 has no aapolygon: polygon + aalines). Nothing is done for
    a hex wholly outside the surface's clip (a board painted in bands: CachedSurface.paint_parts)."""
    cx, cy = layout.centre(cell)
    reach = layout.size * scale + width + 2
    if not surface.get_clip().colliderect((cx - reach, cy - reach, 2 * reach, 2 * reach)):
        return
    pts = layout.corners(cell, scale)
    if fill is not None:
        pygame.draw.polygon(surface, fill, pts)
        pygame.draw.aalines(surface, fill, True, pts)
    if outline is not None:
        pygame.draw.polygon(surface, outline, pts, width)
        pygame.draw.aalines(surface, outline, True, pts)


PART_AREA = 640 * 1080      # pixels of a band painted in one go by CachedSurface.paint_parts (2-8 ms of a board)
class CachedSurface:
    """A surface painted once per window size (the static board); `get` repaints only when the size or the key
    changes, or after invalidate(). A repaint at the same size reuses the surface (cleared as a new one would
    be): a new whole-window surface is fresh memory, page-faulted in at every repaint (3 ms at 1920x1080)."""

    def __init__(self, paint: Callable[[pygame.Surface], None], alpha: bool = True,
                 make: Callable[[tuple], pygame.Surface] | None = None):
        self._paint = paint
        self._alpha = alpha  # an opaque cache (a whole background) blits several times faster
        self._make = make    # how a new picture of a size is made, where not as `alpha` says (a palette picture)
        self._surface: pygame.Surface | None = None
        self._spare: pygame.Surface | None = None   # the last picture after invalidate(), to paint over
        self._key = None
        self.builds = 0  # how many times it was painted (tests check it is not rebuilt every frame)
        self._parts: list = []   # the bands of a picture begun and not painted yet (begin, paint_parts)
        self._retired = None     # the big picture a begin() replaced, let go at the first band

    def get(self, size: tuple[int, int], key=None) -> pygame.Surface:
        full_key = (size, key)
        if self._surface is not None and self._key == full_key:
            if self._parts:
                self.paint_parts(float("inf"))      # (begun over frames, wanted whole now)
            return self._surface
        self._new_surface(size)
        self._paint(self._surface)
        self._key = full_key
        self.builds += 1
        repaints.painted()
        return self._surface

    def begin(self, size: tuple[int, int], key=None, parts: int = 0) -> None:
        """Paint the picture for `size` over several calls of paint_parts (a resize: at 3840x2160 the board alone
        is 17 ms of painting), in `parts` horizontal bands, each painted with the band as the clip (the same
        pixels as painted whole). get() before the last band paints the rest at once."""
        self._new_surface(size)
        self._key = (size, key)
        self.builds += 1
        parts = parts or max(1, -(-size[0] * size[1] // PART_AREA))
        height = -(-size[1] // parts)
        self._parts = [pygame.Rect(0, y, size[0], min(height, size[1] - y)) for y in range(0, size[1], height)]

    def paint_parts(self, seconds: float) -> bool:
        """Paint bands of a picture begun, at least one, and more while another as long as the last would fit in
        `seconds`; True when it is whole."""
        if self._retired is not None:
            self._retired = None      # (its 33 MB handed back: 6 ms, a call of its own)
            return not self._parts
        started = time.perf_counter()
        while self._parts:
            band = self._parts.pop(0)
            before = time.perf_counter()
            self._surface.set_clip(band)
            try:
                self._paint(self._surface)
            finally:
                self._surface.set_clip(None)
            repaints.painted()
            now = time.perf_counter()
            if now - started + (now - before) > seconds:
                break
        return not self._parts

    def has(self, size, key=None) -> bool:
        """Is the picture for (size, key) made, whole?"""
        return self._surface is not None and self._key == (tuple(size), key) and not self._parts

    def prepare(self, size, key, seconds: float) -> bool:
        """Make the picture for (size, key) over several calls, bands of it for up to `seconds` each (begin and
        paint_parts); True once it is whole (get() then returns it as it is)."""
        if self.has(size, key):
            return True
        if self._surface is None or self._key != (tuple(size), key):
            started = time.perf_counter()
            self.begin(tuple(size), key)
            if time.perf_counter() - started > seconds / 2:
                return False    # (new memory, faulted in: 3 ms at 1920x1080; the bands are painted from the next call)
        return self.paint_parts(seconds)

    @property
    def painting(self) -> bool:
        """A picture begun is not whole yet."""
        return bool(self._parts)

    def _new_surface(self, size) -> None:
        old = self._surface if self._surface is not None else self._spare
        self._surface = self._spare = None
        self._parts = []
        if old is not None and old.get_size() == tuple(size):
            old.fill((0, 0, 0, 0) if self._alpha else (0, 0, 0))
            self._surface = old
            return
        if old is not None and old.get_size()[0] * old.get_size()[1] > LAZY_AREA:
            self._retired = old     # (handing 33 MB back costs 6 ms: done by the next paint_parts, not here)
        old = None         # (its memory is handed back first, so that the new picture can take it)
        if self._make is not None:
            self._surface = self._make(tuple(size))
        elif self._alpha:
            self._surface = pygame.Surface(size, pygame.SRCALPHA)
        elif size[0] * size[1] > LAZY_AREA:
            self._surface = lazy_surface(size)
        elif pygame.display.get_surface() is not None:
            # Made in the display's own format: blits fast, and no convert() copy afterwards (5 ms at 4K)
            self._surface = pygame.Surface(size, 0, pygame.display.get_surface())
        else:
            self._surface = pygame.Surface(size)

    def invalidate(self) -> None:
        if self._surface is not None:
            self._spare = self._surface
        self._surface = None
        self._key = None
        self._parts = []

    def release(self) -> None:
        """Forget the picture (its owner is going away: the memory is freed now, not when the owner is)."""
        self._surface = self._spare = None
        self._key = None
        self._parts = []
