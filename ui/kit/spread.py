"""Work a screen spreads over frames, so that no frame is over 16.7 ms (60 Hz, issue 28).

pygame-gui makes a button in 0.5-1 ms once its shapes are cached (ui/kit/warmup.py makes them ready), and a
screen opening draws its first frame in 3-8 ms more: a screen of a dozen buttons did both in one frame, 17-25 ms.

- `DrawnNextFrame`, a mixin before Scene: the frame in which the scene builds its buttons (it opens, is
  uncovered, a page turns) draws nothing; the next frame draws it (Scene.hold_frame). Its buttons are there at
  once: a tap in between works.
- `BuildQueue`: what a screen of many buttons (a page of 40 puzzles) builds a few at a time, within a budget per
  frame, in its update; the screen says it is animating while any is left, so the frames that show them come.
"""
from __future__ import annotations

import time
from collections import deque

BUDGET = 0.006     # seconds of building per frame (the frame's drawing and pygame-gui's update come on top)


class DrawnNextFrame:
    """Mixin for a Scene (listed before it): draw a frame after the one that built the buttons; after a resize that
    made SDL a new window, build them in the frame after that one (the App draws nothing in it: set_mode is 12-13 ms
    to 3840x2160, and a turned pause menu's eight buttons beside it made a frame of 17.6 ms)."""
    built_in_step = False
    build_after_new_window = False

    def resize(self, size) -> None:
        if not self.covered and getattr(self.app, "new_window_in_step", False):
            self.drop_elements()         # (no button of the old size is left to press meanwhile)
            self.build_after_new_window = True
            return
        super().resize(size)

    def rebuild_ui(self) -> None:
        self.build_after_new_window = False
        super().rebuild_ui()
        self.built_in_step = True

    def rebuild_elements(self) -> None:
        super().rebuild_elements()
        self.built_in_step = True

    def hold_frame(self) -> bool:
        if self.build_after_new_window:
            self.rebuild_ui()
            self.built_in_step = False
            return True
        if self.built_in_step:
            self.built_in_step = False
            return True
        return super().hold_frame()


class BuildQueue:
    """Jobs (callables) done in order, a budget's worth each frame, at least one."""

    def __init__(self, budget: float = BUDGET):
        self.budget = budget
        self.jobs: deque = deque()

    def __bool__(self) -> bool:
        return bool(self.jobs)

    def add(self, job) -> None:
        self.jobs.append(job)

    def clear(self) -> None:
        """Forget what is left (the screen is built anew: the jobs would build into a container that is gone)."""
        self.jobs.clear()

    def run(self, budget: float | None = None) -> bool:
        """Do jobs until the budget is spent (at least one); True if any was done."""
        if not self.jobs:
            return False
        started = time.perf_counter()
        limit = self.budget if budget is None else budget
        while self.jobs:
            self.jobs.popleft()()
            if time.perf_counter() - started >= limit:
                break
        return True

    def finish(self) -> None:
        """Do every job left now (a screenshot, a test that looks at the whole screen)."""
        while self.jobs:
            self.jobs.popleft()()
