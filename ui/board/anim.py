"""Time-based animation: tweens with easing, pieces moving along paths (slides and arcing jumps).

Everything advances by `dt` seconds, never by frames, so animations take the same time at any frame rate and
tests can step them with a fixed dt.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable

import pygame

from ui.storage import prefs


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a, b, t):
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


_SCALED: dict = {}
SCALE_STEPS = 32


def scaled(sprite: pygame.Surface, scale: float, alpha: int | None = None) -> pygame.Surface:
    """`sprite` smoothscaled by `scale` (and faded to `alpha`), rounded to a few steps and cached.

    Animations that grow, shrink or fade a piece call this every frame: each size is built once, never per frame.
    """
    q = max(1, round(scale * SCALE_STEPS)) / SCALE_STEPS
    a = None if alpha is None or alpha >= 255 else max(0, int(alpha) // 16 * 16)
    if q == 1 and a is None:
        return sprite
    key = (sprite, q, a)
    img = _SCALED.get(key)
    if img is None:
        if len(_SCALED) > 2048:
            _SCALED.clear()
        img = sprite if q == 1 else pygame.transform.smoothscale_by(sprite, q)
        if a is not None:
            img = img.copy()
            img.set_alpha(a)
        _SCALED[key] = img
    return img


def forget_scaled() -> None:
    """Drop the scaled sprites (a game that was left: they hold its sprites too)."""
    _SCALED.clear()


def around(point, reach: float) -> pygame.Rect:
    """The square of half-side `reach` round a screen point: where something drawn there reaches (an animation's
    area, a hovered cell's glow: what the renderer repaints, ui/app/renderer.py)."""
    r = int(reach) + 2
    return pygame.Rect(round(point[0]) - r, round(point[1]) - r, 2 * r, 2 * r)


def around_all(points, reach: float) -> pygame.Rect:
    """The rectangle round several points, out to `reach` (a line of sight, a row flashing)."""
    squares = [around(p, reach) for p in points]
    return squares[0].unionall(squares[1:])


def point_on_path(points, t: float):
    """Position at fraction t of a polyline, by length."""
    if len(points) == 1:
        return points[0]
    lengths = [math.dist(a, b) for a, b in zip(points, points[1:])]
    total = sum(lengths) or 1.0
    goal = t * total
    for (a, b), seg in zip(zip(points, points[1:]), lengths):
        if goal <= seg or seg == lengths[-1] and b == points[-1]:
            return lerp_point(a, b, 0 if seg == 0 else min(1.0, goal / seg))
        goal -= seg
    return points[-1]


class Timed:
    """The clock every animation shares: it waits `delay`, runs `duration`, then calls `on_done` once."""

    def update(self, dt: float) -> None:
        was_done = self.done
        self.elapsed += dt
        if self.done and not was_done and self.on_done:
            self.on_done()

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def area(self) -> pygame.Rect | None:
        """The screen rectangle it draws in now (the renderer repaints this frame's and the last frame's,
        ui/app/renderer.py); None: it does not say, and frames are drawn whole while it runs."""
        return None


@dataclass
@dataclass
class PieceFlight(Timed):
    """A piece travelling along screen points; `arc` lifts it (in px) on a sine, for jumps.

    `draw_piece(surface, pos, lift)` draws the piece; `hide` names the board cells the scene must not draw from
    the engine state while this flight runs (typically the destination, where the engine already put it).
    """
    points: list
    duration: float
    draw_piece: Callable
    arc: float = 0.0
    delay: float = 0.0
    hide: tuple = ()
    ease: Callable[[float], float] = ease_in_out_cubic
    elapsed: float = 0.0
    on_done: Callable | None = None
    reach: float = 0.0       # how far from its centre the piece is drawn, at its biggest (0: not said)

    def area(self) -> pygame.Rect | None:
        """Round where it is now (the renderer repaints this frame's and the last frame's), down to its shadow."""
        if not self.reach:
            return None
        (x, y), lift = self.position
        r = int(self.reach) + 4
        return pygame.Rect(int(x) - r, int(y) - r, 2 * r, 2 * r + int(lift) + 2)

    @property
    def position(self):
        t = self.ease(self.progress)
        x, y = point_on_path(self.points, t)
        p = self.progress
        lift = self.arc * math.sin(math.pi * p) if self.arc and 0 < p < 1 else 0.0  # lands exactly
        return (x, y - lift), lift

    def draw(self, surface) -> None:
        pos, lift = self.position
        self.draw_piece(surface, pos, lift)


@dataclass
class Effect(Timed):
    """Anything drawn for a while from its progress: `draw_fn(surface, progress 0..1)` (pops, fades, sparkles)."""
    duration: float
    draw_fn: Callable
    delay: float = 0.0
    hide: tuple = ()
    elapsed: float = 0.0
    on_done: Callable | None = None
    bounds: pygame.Rect | Callable | None = None    # where draw_fn draws, at most, or a function giving it (for
                                                     # a board that may be laid out anew meanwhile); None: not said
    # what draw_fn draws at a progress, as a value equal for equal pictures (a width, a place and an alpha): a
    # frame in which it is what the last drawn frame showed repaints nothing for it (Animator.areas); None: its
    # bounds are repainted in every frame
    look: Callable | None = None
    shown: object = field(default=None, repr=False)    # its look in the last drawn frame (Animator.areas)

    def area(self) -> pygame.Rect | None:
        return self.bounds() if callable(self.bounds) else self.bounds

    def seen(self):
        """What it shows now, for `look`: nothing while it waits for its delay."""
        return self.look(self.progress) if self.elapsed >= self.delay else "waiting"

    def draw(self, surface) -> None:
        if self.elapsed >= self.delay:
            self.draw_fn(surface, self.progress)


@dataclass
class Animator:
    """The running animations of a scene. While `busy`, the scene waits before taking the next move."""
    running: list = field(default_factory=list)
    pace: float = 1.0        # this board's own factor over the setting's (a replay played at 2x: 2)
    ended: list = field(default_factory=list)   # effects with a look that ended since areas() was last asked

    def add(self, anim) -> None:
        self.running.append(anim)

    def update(self, dt: float) -> None:
        dt *= prefs.animation_factor() * self.pace     # the animation speed setting: one factor for every game
        for a in list(self.running):
            a.update(dt)
        self.ended += [a for a in self.running if a.done and getattr(a, "look", None) is not None]
        self.running = [a for a in self.running if not a.done]

    def draw(self, surface) -> None:
        clip = surface.get_clip()
        patch = clip != surface.get_rect()     # (a patched frame's pass: what lies outside it is not drawn)
        for a in self.running:
            if getattr(a, "elapsed", 0) >= getattr(a, "delay", 0) or isinstance(a, PieceFlight):
                if patch:
                    area = a.area()
                    if area is not None and not area.colliderect(clip):
                        continue    # (confetti drawn star by star for a pass over a turn light: 0.05-0.1 ms)
                a.draw(surface)

    @property
    def busy(self) -> bool:
        return bool(self.running)

    @property
    def end_time(self) -> float:
        """Seconds of animation time until the last running animation ends (to chain a new one after it: a delay
        is animation time too, so the speed setting changes neither)."""
        return max((a.delay + a.duration - a.elapsed for a in self.running), default=0.0)

    def areas(self) -> list | None:
        """Where the running animations draw (each one's whole way), or None if one does not say; asked once a
        drawn frame (frames.changes). An effect with a `look` that shows what the last drawn frame showed is left
        out, and one that ended since is in (its last picture is wiped)."""
        areas = []
        for a in self.running:
            area = a.area()
            if area is None:
                return None
            if getattr(a, "look", None) is not None:
                seen = a.seen()
                same, a.shown = seen == a.shown, seen
                if same:
                    continue
            areas.append(area)
        ended, self.ended = self.ended, []
        gone = [a.area() for a in ended]
        return None if any(area is None for area in gone) else areas + gone

    def hidden_cells(self) -> set:
        return {c for a in self.running for c in a.hide}

    def finish(self) -> None:
        """Jump every animation to its end (used by headless tools and the 'skip' gesture)."""
        while self.running:
            self.update(10.0)
