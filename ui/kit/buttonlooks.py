"""The looks pygame-gui leaves for later, made now, a few milliseconds at a time (issue 28).

A new pygame-gui button draws its other looks (hovered, pressed, disabled) in later frames' updates, one per
button per frame: at 3840x2160 a lesson band's big buttons took 13 ms of the first frame that showed them. A
resize's buttons are built in frames that are not drawn, and their looks made the same way (ui/play/resizing.py).
"""
from __future__ import annotations

import time


def make_waiting_looks(elements, seconds: float, at_least_one: bool = True) -> int:
    """Draw the looks `elements` (pygame-gui elements) still wait for, within `seconds` (at least one look, unless
    not `at_least_one` and the time is already gone), another begun only if one as dear as the dearest so far
    would still fit; how many were drawn. At 3840x2160 one look
    of a wide button is 8-10 ms: a second begun just inside the time made a frame of 21-25 ms. (The one loop that does it: a
    resize's frames, a screen opening over held frames, the App while it rests.)"""
    started = last = time.perf_counter()
    longest = 0.0          # the dearest look drawn so far: another starts only if one as dear would still fit
    made = 0
    for element in elements:
        shape = getattr(element, "drawable_shape", None)
        while shape is not None and shape.states_to_redraw_queue:
            if (made or not at_least_one) and last - started + longest > seconds:
                return made
            shape.update(0.0)          # (draws the next waiting look; the last one also tidies up)
            made += 1
            now = time.perf_counter()
            longest, last = max(longest, now - last), now
    return made


def looks_waiting(elements) -> bool:
    """Does any of `elements` still wait for a look?"""
    return any(getattr(getattr(e, "drawable_shape", None), "states_to_redraw_queue", None) for e in elements)
