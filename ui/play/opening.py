"""A game screen opening over frames of its own (issue 28): no frame over 16.7 ms at 60 Hz.

A game screen (a game started, a lesson, a puzzle, a replay, the analysis, a demo) builds its buttons in the
frame of the tap that opens it, paints its board in the next, makes its whole-window picture (the board and what a
game bakes in: racks, trays) in the one after, and is first drawn in the fourth: all in one frame cost 33-36 ms at
1920x1080. The screen under it shows meanwhile (50 ms). In the time left of those frames, the looks pygame-gui
would draw for its new buttons in its first drawn frame (hovered, pressed, disabled: 31 buttons took 8 ms).
BoardScene asks these functions (hold_frame, update, animating, enter); in lockstep (a screenshot's fixed steps)
nothing is held.
"""
from __future__ import annotations

import time

from ui.kit.buttonlooks import make_waiting_looks
from ui.kit.warmup import turned_pieces

FRAMES = 3          # the frames held after the tap's
BUDGET = 0.010      # seconds of a held frame's work, its buttons' looks included


def begin(scene, app) -> None:
    """The scene has just been entered (its buttons built)."""
    scene.opening = FRAMES
    # at a table, while nobody plays: the pause menu and the result screen made ready for a seat's side
    scene.rest_pieces = turned_pieces(app, scene.pause_rows) if scene.table and scene.mode.chrome_buttons else []


def hold(scene) -> bool:
    """BoardScene.hold_frame while it opens: one step of the opening done in this frame, nothing drawn."""
    if not scene.opening:
        return False
    scene.opening -= 1
    if scene.opening == FRAMES - 1:
        return True                # (the tap's own frame: its buttons were built in it)
    started = time.perf_counter()
    if scene.app is not None:
        if scene.opening == 1:
            scene.board_cache.get(scene.app.size)      # the board
        elif not scene.opening:
            scene.background(scene.app.size)           # the whole-window picture (the board in it is made)
    if scene.container is not None:
        make_waiting_looks(scene.container.elements, BUDGET - (time.perf_counter() - started), at_least_one=False)
    return True


def settled(scene) -> bool:
    """Has it opened (its later work, such as drawing rough pictures exactly, may start)? Never held in lockstep."""
    if scene.opening and scene.app is not None and scene.app.lockstep:
        scene.opening = 0          # (fixed steps for a screenshot draw in every frame)
    return not scene.opening
