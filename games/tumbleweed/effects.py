"""Tumbleweed's animations of the engine's events, as drawing functions for ui.board.anim.Effect: a stack pops in,
a captured stack fades up and away, the lines of sight of a placement flash, a chosen stone ripples; and
add_event_effects, which turns a move's events into them on the scene's Animator.
`layout` is a function returning the current HexLayout (the window may be resized mid-animation)."""
from __future__ import annotations

import pygame

from ui.base import palette
from ui.board.anim import Effect, around_all, ease_out_back, ease_out_cubic, scaled

from .board import CELL, LINE, sight_segment
from .stacks import blend

POP_SECONDS = 0.34
VANISH_SECONDS = 0.28
LINES_SECONDS = 0.6
RIPPLE_SECONDS = 0.6


def pop(layout, sprites, cell, colour, height):
    def draw(surface, t):
        lay = layout()
        size = lay.size
        sprite = sprites.get(colour, height, size)
        k = 0.35 + 0.65 * ease_out_back(t)
        img = scaled(sprite, max(0.05, k))
        x, y = lay.centre(cell)
        surface.blit(img, img.get_rect(center=(int(x), int(y - (1 - t) * size * 0.4))))
    return draw


def vanish(layout, sprites, cell, colour, height):
    def draw(surface, t):
        lay = layout()
        size = lay.size
        sprite = sprites.get(colour, height, size)
        e = ease_out_cubic(t)
        img = scaled(sprite, 1 + 0.3 * e, alpha=int(255 * (1 - e)))
        x, y = lay.centre(cell)
        surface.blit(img, img.get_rect(center=(int(x), int(y - e * size * 0.5))))
    return draw


def sight_flash(layout, cell, sources, colour):
    def draw(surface, t):
        lay = layout()
        fade = 1 - ease_out_cubic(t)
        col = blend(CELL, LINE.get(colour, (255, 255, 255)), fade)
        w = max(1, int(max(3, lay.size * 0.14) * (0.4 + 0.6 * fade)))
        for src in sources:
            pygame.draw.line(surface, col, *sight_segment(lay, src, cell), w)
    return draw


def ripple(layout, cell):
    def draw(surface, t):
        lay = layout()
        x, y = lay.centre(cell)
        r = int(lay.size * (0.8 + 0.9 * ease_out_cubic(t)))
        col = blend(CELL, palette.HIGHLIGHT, 1 - t)
        pygame.draw.circle(surface, col, (int(x), int(y)), r, max(2, int(4 * (1 - t)) + 1))
    return draw


def round_cells(layout, cells, reach: float):
    """A function giving the rectangle round `cells` (their centres) out to `reach` cell sizes, on the board as it
    is laid out then (an Effect's bounds)."""
    def bounds() -> pygame.Rect:
        lay = layout()
        return around_all([lay.centre(c) for c in cells], lay.size * reach + 4)
    return bounds


def add_event_effects(animator, events: list, layout, sprites, stacks: dict) -> None:
    """The engine's events of a move (or redo) as effects, after those already queued: a capture vanishes before
    the stack that took it pops in (with its lines of sight), a choice ripples over the chosen colour's stones.
    `stacks` are the state's stacks after the move (cell -> (colour, height))."""
    delay = animator.end_time
    for ev in events:
        if ev.kind == "capture":
            animator.add(Effect(VANISH_SECONDS, vanish(layout, sprites, ev.cell, ev.piece, ev.value), delay=delay,
                                hide=(ev.cell,), bounds=round_cells(layout, [ev.cell], 2.2)))
            delay += VANISH_SECONDS * 0.6
        elif ev.kind == "place":
            if ev.path:
                animator.add(Effect(LINES_SECONDS, sight_flash(layout, ev.cell, ev.path, ev.piece), delay=delay,
                                    bounds=round_cells(layout, [ev.cell, *ev.path], 0.4)))
            animator.add(Effect(POP_SECONDS, pop(layout, sprites, ev.cell, ev.piece, ev.value), delay=delay,
                                hide=(ev.cell,), bounds=round_cells(layout, [ev.cell], 2.2)))
        elif ev.kind == "choose":
            for cell, (colour, _) in stacks.items():
                if colour == ev.piece:
                    animator.add(Effect(RIPPLE_SECONDS, ripple(layout, cell), delay=delay,
                                        bounds=round_cells(layout, [cell], 1.8)))
