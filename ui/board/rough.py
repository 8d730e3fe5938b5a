"""Pictures shown scaled first and drawn exactly later, a few a frame: one mechanism for every game's sprites.

A resize to a large window would have to draw every piece picture again in its own frame (Tripitz's 68 pids or
IceSickle's pyramids took 45 ms and more at 3840x2160). A sprite cache instead scales the pictures it has from
the last size (a fraction of a millisecond each), notes their keys here as rough, and the scene's frames call
`refine` to draw them exactly for a couple of milliseconds each (BoardScene.refine_pictures).
"""
from __future__ import annotations

import time
from typing import Callable, Hashable


class RoughPictures:
    def __init__(self):
        self.keys: list = []      # the pictures still shown scaled, the next to draw exactly last

    def __bool__(self) -> bool:
        return bool(self.keys)

    def add(self, key: Hashable) -> None:
        self.keys.append(key)

    def keep_only(self, wanted: Callable[[Hashable], bool]) -> None:
        self.keys = [k for k in self.keys if wanted(k)]

    def refine(self, seconds: float, draw_exactly: Callable[[Hashable], None]) -> bool:
        """Draw rough pictures exactly for up to `seconds` (at least one); True when the last one was drawn, False
        when none was waiting or some still wait."""
        if not self.keys:
            return False
        end = time.perf_counter() + seconds
        while self.keys:
            draw_exactly(self.keys.pop())
            if time.perf_counter() >= end:
                break
        return not self.keys
