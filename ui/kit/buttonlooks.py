"""The looks pygame-gui leaves for later, made now, a few milliseconds at a time (issue 28).

A new pygame-gui button draws its other looks (hovered, pressed, disabled) in later frames' updates, one per
button per frame: at 3840x2160 a lesson band's big buttons took 13 ms of the first frame that showed them. A
resize's buttons are built in frames that are not drawn, and their looks made the same way (ui/play/resizing.py).
"""
from __future__ import annotations

import time


def make_waiting_looks(elements, seconds: float) -> bool:
    """Draw the looks `elements` (pygame-gui elements) still wait for, for up to `seconds` (at least one look);
    True once none is left."""
    started = time.perf_counter()
    for element in elements:
        shape = getattr(element, "drawable_shape", None)
        while shape is not None and shape.states_to_redraw_queue:
            shape.update(0.0)          # (draws the next waiting look; the last one also tidies up)
            if time.perf_counter() - started > seconds:
                return not any(getattr(getattr(e, "drawable_shape", None), "states_to_redraw_queue", None)
                               for e in elements)
    return True
