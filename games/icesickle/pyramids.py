"""IceSickle's pyramids seen from above: a rainbow Icehouse set rendered once per size, colour and pixel size."""
from __future__ import annotations

import pygame

from ui.base import palette
from ui.board.anim import scaled
from ui.board.rough import RoughPictures

# Five rainbow colours (a rainbow Treehouse set): colour never matters to the rules, sizes carry the pips.
RAINBOW = [(222, 62, 62), (244, 196, 44), (56, 176, 92), (56, 126, 226), (150, 86, 208)]
# Footprint of each size as a fraction of a board square: clearly different, as the real 18/22/25 mm are not.
FOOTPRINT = {1: 0.46, 2: 0.64, 3: 0.82}
SUPERSAMPLE = 3              # pyramids are drawn 3x larger and smoothscaled once into the cache


# --- pyramid sprites ----------------------------------------------------------------------------------------

def _shade(colour, amount):
    return palette.lighten(colour, amount) if amount >= 0 else palette.darken(colour, -amount)


def render_pyramid(size: int, colour: int, px: int) -> pygame.Surface:
    """An Icehouse pyramid seen from above: a square base of `px` pixels, four shaded faces meeting at the
    apex, `size` pips near the base of every face, and a soft shadow. Returned surface is px * 1.3 square."""
    b = max(8, px) * SUPERSAMPLE
    pad = int(b * 0.15)
    side = b + 2 * pad
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    c = side / 2
    h = b / 2
    # Shadow: a few translucent squares, offset down-right (light from the top left).
    off = b * 0.07
    for grow, alpha in ((0.10, 26), (0.06, 34), (0.02, 48)):
        g = b * grow
        r = pygame.Rect(0, 0, int(b + 2 * g), int(b + 2 * g))
        r.center = (int(c + off), int(c + off * 1.2))
        pygame.draw.rect(big, (0, 0, 0, alpha), r, border_radius=int(b * 0.08))
    base = RAINBOW[colour % len(RAINBOW)]
    tl, tr, br, bl = (c - h, c - h), (c + h, c - h), (c + h, c + h), (c - h, c + h)
    apex = (c, c)
    faces = [((tl, tr), 0.30), ((bl, tl), 0.10), ((tr, br), -0.22), ((br, bl), -0.40)]
    for (p, q), amount in faces:
        pygame.draw.polygon(big, _shade(base, amount), [p, q, apex])
    # Ridges from the corners to the apex catch the light; the base edge is a darker rim.
    ridge = palette.lighten(base, 0.55)
    for corner in (tl, tr, br, bl):
        pygame.draw.line(big, ridge, corner, apex, max(2, b // 60))
    pygame.draw.polygon(big, palette.darken(base, 0.55), [tl, tr, br, bl], max(2, b // 45))
    # Pips: `size` dots near the base of each face, like the moulded pips of the real pieces.
    pip_r = max(2.0, b * 0.052)
    spacing = b * 0.17
    depth = b * 0.15
    for (p, q), amount in faces:
        mx, my = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
        ux, uy = (apex[0] - mx) / h, (apex[1] - my) / h
        tx, ty = (q[0] - p[0]) / b, (q[1] - p[1]) / b
        face = _shade(base, amount)
        pip = palette.darken(face, 0.55)
        glint = palette.lighten(face, 0.6)
        for j in range(size):
            k = (j - (size - 1) / 2) * spacing
            x, y = mx + ux * depth + tx * k, my + uy * depth + ty * k
            pygame.draw.circle(big, glint, (x + pip_r * 0.25, y + pip_r * 0.3), pip_r)
            pygame.draw.circle(big, pip, (x, y), pip_r)
    out = side // SUPERSAMPLE
    return pygame.transform.smoothscale(big, (out, out))


def sprite_side(px: int) -> int:
    """The side of render_pyramid's surface for a base of px."""
    b = max(8, px) * SUPERSAMPLE
    return (b + 2 * int(b * 0.15)) // SUPERSAMPLE


class SpriteCache:
    """Every (size, colour, px) pyramid is rendered once; flights scale a cached sprite, never re-render.

    `previous`: the cache of the last window size. Its pictures are scaled to the new size at first (a fraction
    of a millisecond each, where rendering 30 at 3840x2160 took 45 ms of the resize's frame) and `refine`,
    called once a frame, renders them exactly a few at a time."""

    def __init__(self, previous: "SpriteCache | None" = None):
        self._sprites: dict = {}
        self._ghosts: dict = {}
        self._shadows: dict = {}
        self._previous: dict = {}
        for (size, colour, px), img in (previous._sprites.items() if previous is not None else ()):
            if (size, colour) not in self._previous or px > self._previous[size, colour][0]:
                self._previous[size, colour] = (px, img)
        self._rough = RoughPictures()

    def __len__(self) -> int:
        """How many pyramid sprites have been rendered (a budget tests check)."""
        return len(self._sprites)

    def get(self, piece, px: int) -> pygame.Surface:
        key = (piece[0], piece[1], int(px))
        s = self._sprites.get(key)
        if s is None:
            old = self._previous.get((piece[0], piece[1]))
            if old is not None:
                side = sprite_side(int(px))
                s = self._sprites[key] = pygame.transform.smoothscale(old[1], (side, side))
                self._rough.add(key)
            else:
                s = self._sprites[key] = render_pyramid(piece[0], piece[1], int(px))
        return s

    @property
    def rough(self) -> bool:
        """Are sprites a resize first scaled still waiting to be rendered exactly?"""
        return bool(self._rough)

    def refine(self, seconds: float) -> bool:
        """Render scaled sprites exactly for up to `seconds` (at least one); True when the last one was done."""
        done = self._rough.refine(seconds, self._render_exactly)
        if done:
            self._previous = {}
        return done

    def _render_exactly(self, key) -> None:
        self._sprites[key] = render_pyramid(*key)
        self._ghosts.pop(key, None)

    def ghost(self, piece, px: int) -> pygame.Surface:
        key = (piece[0], piece[1], int(px))
        s = self._ghosts.get(key)
        if s is None:
            s = self.get(piece, px).copy()
            s.set_alpha(120)
            self._ghosts[key] = s
        return s

    def shadow(self, px: int) -> pygame.Surface:
        """The shadow a lifted pyramid throws on the board."""
        px = int(px)
        s = self._shadows.get(px)
        if s is None:
            s = pygame.Surface((px, px), pygame.SRCALPHA)
            for inset, alpha in ((0, 22), (px // 12, 26), (px // 6, 30)):
                pygame.draw.rect(s, (0, 0, 0, alpha), s.get_rect().inflate(-2 * inset, -2 * inset),
                                 border_radius=px // 5)
            self._shadows[px] = s
        return s

    def blit(self, surface, piece, px, pos, lift: float = 0.0, ghost: bool = False) -> None:
        """A pyramid centred on pos; lifted (a pointer carries it) it throws a shadow `lift` pixels below."""
        if lift > 1:
            sh = self.shadow(int(px * 0.95))
            surface.blit(sh, sh.get_rect(center=(int(pos[0]), int(pos[1] + lift + px * 0.08))))
        img = self.ghost(piece, px) if ghost else self.get(piece, px)
        surface.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]))))

    def blit_scaled(self, surface, piece, px: int, cache_px: int, pos, lift: float) -> None:
        """A pyramid growing or shrinking in flight: the cached cache_px sprite scaled to px (never rendered)."""
        img = self.get(piece, cache_px)
        if px != cache_px:
            img = scaled(img, px / cache_px)
        if lift > 1:
            sh = self.shadow(int(cache_px * 0.9))
            surface.blit(sh, sh.get_rect(center=(int(pos[0]), int(pos[1] + lift))))
        surface.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]))))
