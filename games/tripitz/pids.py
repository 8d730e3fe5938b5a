"""Pictures of Tripitz pids, pre-rendered once per size (never in draw).

A pid is a wooden token: the disc is its token colour (red, yellow, blue, green), the symbol (triangle,
circle, moon, star) is printed in its symbol colour (white, black, grey, light blue). Every symbol has an
outline that contrasts with any disc, so a grey or white symbol shows on yellow as well as on blue.

With "letters" on (for colour-blind players) each pid also carries a badge with the first letter of its
token colour (R, Y, B, G) and its symbol tells the symbol colour by its pattern too: white and black are
plain, grey is striped, light blue is dotted. A joker (an unprinted spare pid) is a plain disc with a "J".

Sprites are drawn at 4x and smooth-scaled once, because pygame has no anti-aliased polygons.
"""
from __future__ import annotations

import math

import pygame

from engine import tripitz as T
from ui.kit import text
from ui.board.rough import RoughPictures

from games.tripitz.words import token_letters

SUPER = 4                                  # supersampling factor of the pre-rendering

TOKEN_RGB = {                              # disc colours: red, yellow, blue, green
    0: (220, 50, 47),
    1: (248, 204, 40),
    2: (28, 64, 176),
    3: (70, 178, 96),
}                                          # four brightness levels too: blue < red < green < yellow
SYMBOL_RGB = {                             # symbol colours: white, black, grey, light blue
    0: (252, 252, 252),
    1: (22, 22, 26),
    2: (138, 138, 142),
    3: (128, 212, 255),
}
DARK_OUTLINE = (20, 18, 28)
LIGHT_OUTLINE = (238, 238, 242)


def _shade(rgb, f):
    return tuple(max(0, min(255, int(v * f))) for v in rgb)


def _tint(rgb, amount):
    return tuple(int(v + (255 - v) * amount) for v in rgb)


def _symbol_points(symbol: int, c: float, r: float):
    """Polygon of a symbol of radius r around (c, c); None for the round ones (circle, moon)."""
    if symbol == 0:   # triangle, pointing up, centred on its centroid
        rr = r * 1.18
        return [(c + rr * math.cos(math.radians(-90 + 120 * i)),
                 c + rr * 0.12 + rr * math.sin(math.radians(-90 + 120 * i))) for i in range(3)]
    if symbol == 3:   # five-pointed star
        pts = []
        for i in range(10):
            rad = r * (1.2 if i % 2 == 0 else 0.5)
            a = math.radians(-90 + 36 * i)
            pts.append((c + rad * math.cos(a), c + r * 0.08 + rad * math.sin(a)))
        return pts
    return None


def _symbol_mask_surface(symbol: int, size: int, r: float) -> pygame.Surface:
    """The symbol's shape in opaque white on a transparent surface of `size` (centred)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    white = (255, 255, 255, 255)
    pts = _symbol_points(symbol, c, r)
    if pts is not None:
        pygame.draw.polygon(surf, white, pts)
    elif symbol == 1:   # circle
        pygame.draw.circle(surf, white, (c, c), r * 0.9)
    else:               # moon: a crescent opening to the upper right
        pygame.draw.circle(surf, white, (c, c), r * 1.02)
        pygame.draw.circle(surf, (0, 0, 0, 0), (c + r * 0.52, c - r * 0.34), r * 0.86)
    return surf


def _pattern(surf: pygame.Surface, kind: int, colour, step: int, width: int, full: int, origin: int) -> None:
    """Stripes (grey) or dots (light blue) laid over a `full`-px square sprite, drawn into `surf`, the part of
    it that starts at (origin, origin); masked to the symbol afterwards."""
    w = h = full
    o = origin
    if kind == 2:
        for x in range(-h, w, step):
            pygame.draw.line(surf, colour, (x - o, h - o), (x + h - o, -o), width)
    elif kind == 3:
        size = surf.get_width()
        for y in range(step // 2, h, step):
            if -width <= y - o <= size + width:
                for x in range(step // 2 + (step // 2 if (y // step) % 2 else 0), w, step):
                    if -width <= x - o <= size + width:
                        pygame.draw.circle(surf, colour, (x - o, y - o), width)


def render_pid(pid: int, diameter: int, letters: bool = False, label: bool = True) -> pygame.Surface:
    """One pid seen from above, `diameter` px across, with a soft shadow (the surface is a bit larger).

    label=False draws a spare pid without its "J" (the rank markers of the end screen)."""
    d = max(8, int(diameter))
    pad = max(2, d // 12)
    S = (d + 2 * pad) * SUPER
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    c = S / 2
    R = d * SUPER / 2
    if T.is_joker(pid):
        colour, symbol, sym_colour = T.token_colour(pid), None, None
    else:
        colour, symbol, sym_colour = T.properties(pid)
    base = TOKEN_RGB[colour]
    # Shadow, body, a lighter top-left and a darker rim: a wooden token in its cavity.
    pygame.draw.circle(big, (0, 0, 0, 90), (c + R * 0.06, c + R * 0.1), R)
    pygame.draw.circle(big, _shade(base, 0.62), (c, c), R)
    pygame.draw.circle(big, base, (c - R * 0.03, c - R * 0.04), R * 0.9)
    pygame.draw.circle(big, _tint(base, 0.18), (c - R * 0.18, c - R * 0.2), R * 0.55)
    pygame.draw.circle(big, base, (c - R * 0.03, c - R * 0.04), R * 0.78)
    pygame.draw.circle(big, _shade(base, 0.45), (c, c), R, max(1, int(R * 0.06)))
    if symbol is None:
        # An unprinted spare pid: a faint ring; as a joker (in play) it carries a "J".
        pygame.draw.circle(big, _tint(base, 0.45), (c, c), R * 0.55, max(1, int(R * 0.07)))
        if label:
            img = text.render("J", int(R * 0.9), DARK_OUTLINE if colour == 1 else LIGHT_OUTLINE, True)
            big.blit(img, img.get_rect(center=(c, c + R * 0.02)))
    else:
        sym_r = R * 0.54
        k = max(2, int(R * 0.075))
        # The symbol is drawn on a square just big enough for it and its outline, centred on the disc: the
        # mask work below then covers about half the pixels of the whole sprite.
        m = max(0, int((S - (2 * (1.3 * sym_r + k) + 4)) / 2))
        local = S - 2 * m
        shape = _symbol_mask_surface(symbol, local, sym_r)
        mask = pygame.mask.from_surface(shape)
        fill_rgb = SYMBOL_RGB[sym_colour]
        outline = LIGHT_OUTLINE if sym_colour == 1 else DARK_OUTLINE
        # The outline: the shape spread in a ring of offsets (a dilation), drawn under the symbol. The offsets are
        # OR-ed into one mask (bit operations) and turned into pixels once: 16 alpha blits of the whole sprite
        # made a 4K resize take over a second.
        ring_mask = pygame.mask.Mask((local, local))
        for i in range(16):
            a = 2 * math.pi * i / 16
            ring_mask.draw(mask, (round(k * math.cos(a)), round(k * math.sin(a))))
        big.blit(ring_mask.to_surface(setcolor=(*outline, 255), unsetcolor=(0, 0, 0, 0)), (m, m))
        fill = mask.to_surface(setcolor=(*fill_rgb, 255), unsetcolor=(0, 0, 0, 0))
        if letters and sym_colour in (2, 3):
            patt = _shade(fill_rgb, 0.55) if sym_colour == 2 else (22, 70, 140)
            _pattern(fill, sym_colour, (*patt, 255), int(R * 0.2), max(2, int(R * 0.055)), S, m)
            fill.blit(mask.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0)), (0, 0),
                      special_flags=pygame.BLEND_RGBA_MULT)
        big.blit(fill, (m, m))
    if letters:
        # The token colour's letter on a white badge at the lower right of the rim.
        br = R * 0.4
        bx, by = c + R * 0.64, c + R * 0.64
        pygame.draw.circle(big, DARK_OUTLINE, (bx, by), br + R * 0.05)
        pygame.draw.circle(big, (250, 250, 250), (bx, by), br)
        letter = (letters if isinstance(letters, tuple) else token_letters())[colour]
        img = text.render(letter, int(br * (1.55 if len(letter) == 1 else 1.05)), DARK_OUTLINE, True)
        big.blit(img, img.get_rect(center=(bx, by + br * 0.02)))
    return pygame.transform.smoothscale(big, (d + 2 * pad, d + 2 * pad))


def render_slot(diameter: int, colour=(18, 14, 30)) -> pygame.Surface:
    """An empty cavity (a rack slot or a board hole) of the same size as a pid sprite."""
    d = max(8, int(diameter))
    pad = max(2, d // 12)
    S = (d + 2 * pad) * SUPER
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    c, R = S / 2, d * SUPER / 2
    pygame.draw.circle(big, (*colour, 255), (c, c), R * 0.92)
    pygame.draw.circle(big, (*_tint(colour, 0.18), 255), (c, c), R * 0.92, max(1, int(R * 0.06)))
    return pygame.transform.smoothscale(big, (d + 2 * pad, d + 2 * pad))


class PidSprites:
    """Every pid's picture at the sizes in use (the sizes are warmed at layout time, the pictures made lazily).

    Drawing all 68 exactly costs 1-3 ms each (more at 3840x2160): far too long for one frame (a game's start,
    a resize). `warm(diameter)` only notes the 68 of a new size as still to make; `get(pid, diameter)` makes the
    one asked for when it is first shown (a dictionary look-up after that): drawn exactly when no other size is
    there, else scaled from the one there (0.15-0.3 ms); `refine(seconds)`, called once a frame, draws the rest
    and the scaled ones exactly a few at a time. So a frame makes only the pids it shows (a few on a new board).
    """

    def __init__(self):
        self.letters = False
        self.made = 0                # pictures put in the cache or dropped from it (keys lists of blits made of them)
        self._cache: dict = {}
        self._done: set = set()      # (diameter, letters) warmed: its 68 pictures made or noted in _rough
        self._rough = RoughPictures()  # keys (pid, diameter, letters) not yet drawn exactly (missing or scaled)
        self._scale_from: dict = {}    # (diameter, letters) -> the diameter its rough pictures are scaled from
        self._scaled: set = set()      # keys whose picture in _cache is a scaled one

    def set_letters(self, on: bool) -> None:
        """Letters on or off; on, `letters` is the language's letters, so its pictures are kept per language."""
        self.letters = token_letters() if on else False

    def warm(self, diameter: int) -> None:
        diameter = int(diameter)
        if (diameter, self.letters) in self._done:
            return
        if len(self._cache) + len(self._rough.keys) > 1000:
            # many window sizes later: forget the old ones, but one to scale from (all its pictures made)
            keep = max((d for d, letters in self._done if letters == self.letters
                        and (d, letters) not in self._scale_from), default=None)
            self._cache = {k: v for k, v in self._cache.items() if (k[1], k[2]) == (keep, self.letters)}
            self.made += 1
            self._done = {(keep, self.letters)} if keep is not None else set()
            self._rough.keep_only(lambda k: (k[1], k[2]) in self._done)
            self._scale_from = {}
            self._scaled &= set(self._cache)
        # Scale down from a larger size where there is one (sharper than scaling up); a size scaled from another
        # is never a source (a source's picture not made yet is drawn exactly instead: get).
        sources = [d for d, letters in self._done if letters == self.letters
                   and (d, letters) not in self._scale_from]
        source = min((d for d in sources if d >= diameter), default=max(sources, default=None))
        for pid in T.PIDS + T.JOKERS:
            key = (pid, diameter, self.letters)
            if key in self._cache:
                continue
            # Made when first asked for (get: drawn exactly, or scaled from `source`), the rest drawn exactly by
            # refine over the next frames: the first game's 68 exact pids were 60-120 ms of its first frame.
            self._rough.add(key)
        if source is not None:
            self._scale_from[(diameter, self.letters)] = source
        self._done.add((diameter, self.letters))

    @property
    def rough(self) -> bool:
        """Are pictures a resize first scaled still waiting to be drawn exactly?"""
        return bool(self._rough)

    def refine(self, seconds: float) -> bool:
        """Draw rough pictures exactly for up to `seconds` (at least one); True when the last one was drawn."""
        return self._rough.refine(seconds, self._draw_exactly)

    def _draw_exactly(self, key) -> None:
        if key not in self._cache or key in self._scaled:      # (one get drew exactly is left as it is)
            self._cache[key] = render_pid(*key)
            self.made += 1
            self._scaled.discard(key)
        if not any(k[1:] == key[1:] for k in self._rough.keys):
            self._scale_from.pop(key[1:], None)     # all of this size exact: it may be scaled from

    def get(self, pid: int, diameter: int) -> pygame.Surface:
        key = (pid, int(diameter), self.letters)
        img = self._cache.get(key)
        if img is None:
            source = self._scale_from.get(key[1:])
            if source is None or (pid, source, self.letters) not in self._cache:
                # (a size warmed: its pictures missing are rough, drawn exactly later by refine)
                source = self._nearest_made(pid, key[1]) if key[1:] in self._done else None
            if source is not None:
                side = key[1] + 2 * max(2, key[1] // 12)      # render_pid's sprite size
                img = pygame.transform.smoothscale(self._cache[(pid, source, self.letters)], (side, side))
                self._scaled.add(key)
            else:
                img = render_pid(pid, int(diameter), self.letters)
            self._cache[key] = img
            self.made += 1
        return img

    def _nearest_made(self, pid: int, diameter: int) -> int | None:
        """The size nearest `diameter` (the smallest larger one, else the largest) of which this pid's picture is
        drawn exactly: a size's source may not have this pid made yet (a table's racks at a new size after a
        game's board alone was drawn at the old one: 46 pids drawn exactly in one frame, 21 ms at 3840x2160)."""
        made = [d for d, letters in self._done if letters == self.letters and
                (pid, d, letters) in self._cache and (pid, d, letters) not in self._scaled]
        return min((d for d in made if d >= diameter), default=max(made, default=None))


    def __len__(self) -> int:
        """How many pictures are kept."""
        return len(self._cache)

    def forget(self) -> None:
        """Every picture (no Tripitz game is left: the sizes of every game played were kept, 17 MB after four)."""
        made, letters = self.made, self.letters
        self.__init__()
        self.made, self.letters = made + 1, letters


SPRITES = PidSprites()            # shared by every Tripitz scene: a restart never renders pids again


def sheet(diameter: int = 56, letters: bool = False, columns: int = 16) -> pygame.Surface:
    """All 64 pids (and the 4 jokers) in the rulebook's systematic order, for looking at and for tests."""
    cell = diameter + 2 * max(2, diameter // 12) + 6
    rows = (64 + columns - 1) // columns + 1
    surf = pygame.Surface((columns * cell + 12, rows * cell + 12))
    surf.fill((40, 32, 62))
    for i, pid in enumerate(T.PIDS + T.JOKERS):
        x, y = i % columns, i // columns
        surf.blit(render_pid(pid, diameter, letters), (6 + x * cell, 6 + y * cell))
    return surf
