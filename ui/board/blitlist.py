"""Pieces drawn as one `Surface.blits` list made once per position (issue 28: frames that cost what changed).

A patched frame draws the scene again in each changed rectangle, so a game's pieces drawn in Python (a blit, a
label measured and placed, for each bead or bag) cost every pass 0.1-0.3 ms however small the rectangle. Drawing
code that only blits can draw once into a `BlitRecorder` instead of the screen: the blits it made are kept with
the key of what they show and drawn again in one `Surface.blits` call (SDL's loop, each clipped to the pass's
rectangle) until the key changes. The recorder also says where they draw (`bounds`), so a pass that misses them
skips them. The same blits in the same order: the pixels are those the code would draw itself.
"""
from __future__ import annotations

import pygame


class BlitRecorder:
    """Stands in for a surface for drawing code that only calls `blit`: keeps each blit, draws nothing."""

    def __init__(self):
        self.items: list = []          # (source, topleft) or (source, topleft, area), as Surface.blits takes them
        self.rects: list = []          # where each draws
        self.bounds: pygame.Rect | None = None

    def blit(self, source, dest, area=None, special_flags=0) -> pygame.Rect:
        if special_flags:
            raise ValueError("a recorded blit draws with the surface's own blending only")
        at = (dest[0], dest[1])        # (a Rect or a point: Surface.blit draws at its top left either way)
        rect = pygame.Rect(at, source.get_size() if area is None else pygame.Rect(area).size)
        self.items.append((source, at) if area is None else (source, at, area))
        self.rects.append(rect)
        self.bounds = rect.copy() if self.bounds is None else self.bounds.union(rect)
        return rect


class BlitList:
    """The blits one drawing function made for one key (a position), made again when the key changes."""

    def __init__(self, record):
        self.record = record           # record(recorder): the drawing, into a BlitRecorder
        self.key = object()            # (equal to no key: the first ask records)
        self.items: list = []
        self.rects: list = []
        self.bounds: pygame.Rect | None = None
        self.made = 0                  # how often it was recorded (tests: made again when the position changes)

    def update(self, key) -> None:
        if key != self.key:
            recorder = BlitRecorder()
            self.record(recorder)
            self.key, self.items, self.rects, self.bounds = key, recorder.items, recorder.rects, recorder.bounds
            self.made += 1

    def draw(self, surface: pygame.Surface, key) -> None:
        """The blits, in their order; in a patched frame's pass only those that reach into it."""
        self.update(key)
        clip = surface.get_clip()
        if clip == surface.get_rect():
            surface.blits(self.items, doreturn=False)
        elif self.bounds is not None and self.bounds.colliderect(clip):
            items = self.items
            surface.blits([items[i] for i in clip.collidelistall(self.rects)], doreturn=False)

    def forget(self) -> None:
        self.key = object()
