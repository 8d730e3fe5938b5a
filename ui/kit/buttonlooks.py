"""The looks pygame-gui leaves for later, made now, a few milliseconds at a time (issue 28).

A new pygame-gui button draws its other looks (hovered, pressed, disabled) in later frames' updates, one per
button per frame: at 3840x2160 a lesson band's big buttons took 13 ms of the first frame that showed them. A
resize's buttons are built in frames that are not drawn, and their looks made the same way (ui/play/resizing.py).
"""
from __future__ import annotations

import time


def make_waiting_looks(elements, seconds: float, at_least_one: bool = True) -> int:
    """Draw the looks `elements` (pygame-gui elements) still wait for, for up to `seconds` (at least one look,
    unless not `at_least_one` and the time is already gone); how many were drawn. (The one loop that does it: a
    resize's frames, a screen opening over held frames, the App while it rests.)"""
    started = time.perf_counter()
    made = 0
    for element in elements:
        shape = getattr(element, "drawable_shape", None)
        while shape is not None and shape.states_to_redraw_queue:
            if (made or not at_least_one) and time.perf_counter() - started > seconds:
                return made
            shape.update(0.0)          # (draws the next waiting look; the last one also tidies up)
            made += 1
    return made


def looks_waiting(elements) -> bool:
    """Does any of `elements` still wait for a look?"""
    return any(getattr(getattr(e, "drawable_shape", None), "states_to_redraw_queue", None) for e in elements)
