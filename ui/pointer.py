"""Mouse and touch as one stream of pointer events: down, move, up, tap, drag_start, drag, drop.

Why one stream: the board must behave the same under a mouse on a laptop and under fingers on a touch
table. SDL reports a real touch twice, as FINGER events and as emulated mouse events with `touch == True`;
the board takes the FINGER events and ignores the emulated ones (pygame-gui keeps getting those, since it has
no finger support). Finger coordinates are fractions of the window: we multiply by the window size.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

DRAG_THRESHOLD = 12  # px a pointer may wander and still count as a tap (fingers wobble)
MOUSE_ID = -1        # pointer id of the mouse; fingers use their SDL finger id


@dataclass(frozen=True)
class PointerEvent:
    kind: str                 # 'down', 'move' (hover or held), 'up', 'tap', 'drag_start', 'drag', 'drop'
    pos: tuple[int, int]
    pointer: int = MOUSE_ID
    start: tuple[int, int] = (0, 0)   # where the press began (for drags and drops)
    pressed: bool = False              # for 'move': is the pointer held down?


@dataclass
class _Press:
    start: tuple[int, int]
    dragging: bool = False


class PointerTracker:
    """Feed it every pygame event; it returns the pointer events they mean."""

    def __init__(self):
        self._presses: dict[int, _Press] = {}

    def reset(self):
        self._presses.clear()

    def feed(self, event, window_size: tuple[int, int]) -> list[PointerEvent]:
        et = event.type
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if getattr(event, "touch", False):
                return []  # the FINGER events already told us
            pos = (int(event.pos[0]), int(event.pos[1]))
            if et == pygame.MOUSEBUTTONDOWN:
                return self._down(MOUSE_ID, pos) if event.button == 1 else []
            if et == pygame.MOUSEBUTTONUP:
                return self._up(MOUSE_ID, pos) if event.button == 1 else []
            return self._move(MOUSE_ID, pos)
        if et in (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION):
            w, h = window_size
            pos = (int(event.x * w), int(event.y * h))
            fid = int(event.finger_id)
            if et == pygame.FINGERDOWN:
                return self._down(fid, pos)
            if et == pygame.FINGERUP:
                return self._up(fid, pos)
            return self._move(fid, pos)
        return []

    def _down(self, pid, pos):
        self._presses[pid] = _Press(pos)
        return [PointerEvent("down", pos, pid, pos, True)]

    def _move(self, pid, pos):
        press = self._presses.get(pid)
        if press is None:
            return [PointerEvent("move", pos, pid, pos, False)]
        out = [PointerEvent("move", pos, pid, press.start, True)]
        if not press.dragging:
            dx, dy = pos[0] - press.start[0], pos[1] - press.start[1]
            if dx * dx + dy * dy > DRAG_THRESHOLD * DRAG_THRESHOLD:
                press.dragging = True
                out.append(PointerEvent("drag_start", press.start, pid, press.start, True))
        if press.dragging:
            out.append(PointerEvent("drag", pos, pid, press.start, True))
        return out

    def _up(self, pid, pos):
        press = self._presses.pop(pid, None)
        if press is None:
            return []
        ending = "drop" if press.dragging else "tap"
        # A tap is reported where the press began: a finger that wobbles still hits the cell it touched.
        where = pos if press.dragging else press.start
        return [PointerEvent("up", pos, pid, press.start, False), PointerEvent(ending, where, pid, press.start)]
