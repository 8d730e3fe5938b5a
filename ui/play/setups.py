"""A position set up by hand, built by the engine: the one way a lesson's set-up (docs/LESSONS.md, "state") and the
set-up board (ui/play/setupmode.py) turn what they name into an engine state.

A set-up names only what differs from a position it starts from (its board, whose turn): everything else, such
as the options and the random generator's numbers, is that position's. The engine's own `from_dict` reads the
result, so a set-up holds nothing the engine's saves could not.
"""
from __future__ import annotations


def set_up(module, base, changes: dict):
    """The engine state `module.from_dict` makes of `base` (an engine state) with the to_dict keys in `changes`
    replaced; ValueError (or the engine's own error) if the engine cannot read it."""
    return module.from_dict({**base.to_dict(), **changes})
