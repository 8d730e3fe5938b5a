"""pygame-gui's button looks: made now, a few milliseconds at a time, and kept without what they never use again
(issue 28).

A new pygame-gui button draws its other looks (hovered, pressed, disabled) in later frames' updates, one per
button per frame: at 3840x2160 a lesson band's big buttons took 13 ms of the first frame that showed them. A
resize's buttons are built in frames that are not drawn, and their looks made the same way (ui/play/resizing.py).

Each look pygame-gui draws is kept three times: the look, the look before its words were put on, and the words
alone (both for a text field's cursor and typing, which redraw the words onto the look without them). A button
never does that (new words draw every look anew), so a `Button` lets go of the two copies as each look is made:
a third of the memory the looks held (18 MB of a Tumbleweed game with its analysis open, 1920x1080); and of the
working pictures every look was drawn from, once its last look is made.
"""
from __future__ import annotations

import time

import pygame_gui


class Button(pygame_gui.elements.UIButton):
    """A pygame-gui button whose looks are kept once (see above). Everything else is pygame-gui's own."""

    def rebuild(self) -> None:
        super().rebuild()
        shape = self.drawable_shape
        if shape is not None and not isinstance(shape, _Lean):
            shape.__class__ = lean_kind(type(shape))
            for state in shape.states.values():      # (the looks drawn while it was being made)
                state.pre_text_surface = state.text_surface = None


class _Lean:
    """Mixed into a drawable shape's own class: its looks' copies are let go of as each is finished."""

    def finalise_text(self, state_str, *args, **kwargs) -> None:
        super().finalise_text(state_str, *args, **kwargs)
        state = self.states[state_str]
        state.pre_text_surface = state.text_surface = None
        if not self.states_to_redraw_queue:
            # its last look: the working pictures it drew every look from go (pygame-gui lets go of them only
            # after a shape's first looks: a big button made anew, its words changed or its size, kept 2-4 MB)
            self.clean_up_temp_shapes()


_LEAN_KINDS: dict = {}


def lean_kind(kind: type) -> type:
    """`kind` (a pygame-gui drawable shape class) with _Lean mixed in; one class per kind."""
    if kind not in _LEAN_KINDS:
        _LEAN_KINDS[kind] = type("Lean" + kind.__name__, (_Lean, kind), {})
    return _LEAN_KINDS[kind]


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
