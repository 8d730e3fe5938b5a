"""A game screen's resize, spread over frames so that none is long (issue 28: a resize to 3840x2160 was one frame
of 85-106 ms, with 50-65 ms frames after it).

The resize's own step lays the board out (a covered game: in a frame of its own later) and hides the old buttons;
the App draws nothing in it (SDL's new window is that step's work: App.step), and the next frame shows the
background alone. The frames after it paint the static
board's picture a band at a time (BOARD_SECONDS each, into memory taken as it is painted: ui/kit/lazysurface.py),
then the game's own pictures for the new size (GameHooks.prepare_resized: Tumbleweed's layer and backdrop), then
draw the pieces and the chrome once onto a 1x1 surface (their sprites and words made at the new size), then show
the board (a whole frame asked for). Then the pygame-gui buttons are built in frames that are not drawn (hold):
the chrome's, the mode's, their waiting looks; then the games' window backdrops follow (refine_pictures), in
frames not drawn while nothing else moves. Presses and lifts that come before the board shows wait (held_pointer)
and are played on it in order, once it shows. Beneath an overlay no update runs: the steps are taken in the
frames that draw it. BoardScene's resize, uncover, update, draw, pointer, hold_frame and finish_pictures call
these functions of the scene; the state is the scene's (board_late, elements_due, held_pointer...), which
frames.py and the games read too.
"""
from __future__ import annotations

import pygame

from ui.base import palette
from ui.kit.buttonlooks import looks_waiting, make_waiting_looks

BOARD_SECONDS = 0.006    # per frame, for painting the static board's picture after a resize (in bands)
COVERED_SECONDS = 0.003  # the same beneath an overlay: those frames also dim the whole window and draw the overlay
STILL_SECONDS = 0.5      # no touch for this long: frames that only make pictures exact are not drawn (hold)


def init(scene) -> None:
    scene.elements_due = 0            # 2: resized in this frame; 1: buttons to build once the board shows
    scene.board_late = False          # resized: the board's picture being made (draw shows the background alone)
    scene.held_pointer = []           # presses and lifts while board_late: played once the board shows
    scene.resized_in_frame = False    # resized in this frame (a covered scene paints no band in it)
    scene.rehearsed = True            # the pieces and the chrome drawn once at the new size (rehearse)
    scene.pieces_rehearsed = True     # (the pieces are: the chrome's turn is next)
    scene.elements_built_now = False  # a resize's buttons were built in this frame (hold)
    scene.button_steps = []           # what is left of building them: "chrome", "mode", "looks" (one a frame)
    scene.mode_ui_later = False       # (BoardScene.build_ui leaves the mode's buttons for the next step)
    scene.shown_since_resize = True   # a frame was drawn since the board showed and its buttons were built
    scene.layout_due = None           # resized while covered: the size it is laid out for later (lay_out_due)


def start(scene, size) -> None:
    """A new window size: laid out now, or, while covered, in a frame of its own (the next that draws it beneath
    an overlay, or the one that uncovers it: a viewer over its game laid out both boards in the resize's frame)."""
    scene.elements_due = 2
    scene.button_steps = ["chrome", "mode", "looks"]
    if scene.container is not None:
        scene.container.hide()     # (the buttons of the old size, in their old places: built anew later)
    board_later(scene, size)
    scene.resized_in_frame = True
    if not scene.covered:
        lay_out_due(scene)


def repaint_board(scene) -> None:
    """The board's picture let go of, the buttons kept (BoardScene.release_board): laid out and painted again as
    after a resize to the same size, from the next frame that draws the scene or the one that uncovers it."""
    scene.board_cache.release()
    board_later(scene, scene.app.size)


def board_later(scene, size) -> None:
    """The board laid out for `size`, painted and shown over the frames to come (the steps below)."""
    scene.board_late = True
    scene.resized_in_frame = False
    scene.rehearsed = scene.pieces_rehearsed = False
    scene.layout_due = tuple(size)


def lay_out_due(scene) -> bool:
    """The layout a resize (or repaint_board) left for later, now (True if there was one)."""
    size, scene.layout_due = scene.layout_due, None
    if size is None:
        return False
    scene.layout(size)
    scene.board_cache.begin(size)
    return True


def uncover(scene) -> None:
    """Resized while covered: laid out now; its buttons are built now, or once its board shows."""
    lay_out_due(scene)
    if not scene.elements_due:
        return
    if scene.board_late:
        scene.drop_elements()      # (built by step once the board shows, not shown at their old places)
        scene.elements_due = 1
        scene.button_steps = ["chrome", "mode", "looks"]
    else:
        scene.elements_due = 0
        scene.button_steps = []
        scene.rebuild_elements()


def step(scene) -> None:
    """A frame's piece of the resize (BoardScene.update)."""
    if scene.elements_due == 2:
        scene.elements_due = 1     # (the resize's own frame: its new window is enough for one frame)
    elif scene.board_late and scene.app is not None:
        if lay_out_due(scene):
            pass                   # (a board's picture let go of beneath a viewer: repaint_board)
        elif scene.board_cache.painting:
            scene.board_cache.paint_parts(BOARD_SECONDS)
        elif not scene.prepare_resized(BOARD_SECONDS):
            pass                   # (the game's own pictures for the new size, a piece a frame)
        elif not scene.rehearsed:
            rehearse(scene)
        else:
            scene.board_late = False          # shown whole from this frame's draw on
            scene.app.invalidate()            # (a whole frame: the App would only patch a still screen)
            play_held(scene)
    elif scene.elements_due and not scene.covered:
        build_buttons(scene)


def build_buttons(scene) -> None:
    """A piece of building a resize's buttons, in a frame that is not drawn (hold): the chrome's, then the
    mode's (a lesson band's at 3840x2160 were 35 ms), then their looks a few ms a frame; the screen meanwhile
    keeps the board as shown."""
    done = scene.button_steps.pop(0) if scene.button_steps else "looks"
    if callable(done):            # (a step of the mode's: Mode.build_steps)
        done()
    elif done == "chrome":
        scene.mode_ui_later = True
        try:
            scene.rebuild_elements()
        finally:
            scene.mode_ui_later = False
    elif done == "mode":          # the mode's buttons, a step a frame (a lesson band's two: 25 ms at 3840x2160)
        steps = scene.mode.build_steps()
        if steps:
            steps[0]()
            scene.button_steps[:0] = steps[1:]
    elif scene.container is not None and (make_waiting_looks(scene.container.elements, BOARD_SECONDS)
                                          and looks_waiting(scene.container.elements)):
        scene.button_steps.insert(0, "looks")
    scene.elements_built_now = True
    scene.app.invalidate()                    # (drawn whole in the next frame)
    if not scene.button_steps:
        scene.elements_due = 0


def draw_late(scene, surface) -> bool:
    """While the board's picture is being made: the background alone (True); beneath an overlay the bands are
    painted here, and frames asked for until it is whole."""
    if scene.board_late and scene.covered and scene.app is not None:
        if scene.resized_in_frame:
            scene.resized_in_frame = False
        elif lay_out_due(scene):
            pass
        elif scene.board_cache.painting:
            scene.board_cache.paint_parts(COVERED_SECONDS)
        elif not scene.prepare_resized(COVERED_SECONDS):
            pass
        elif not scene.rehearsed:
            rehearse(scene)            # (its strips' pids at the new size: 31 ms in the frame that showed them)
        else:
            scene.board_late = False
        scene.app.invalidate()
    if scene.board_late:
        surface.fill(palette.BACKGROUND)
    else:
        scene.shown_since_resize = True
    return scene.board_late


def held(scene, event) -> bool:
    """A press or lift while nothing of the board shows: kept, played once it does (True)."""
    if scene.board_late:
        scene.held_pointer.append(event)
    return scene.board_late


def hold(scene) -> bool:
    """A frame that built a resize's buttons (14 ms at 3840x2160) is not drawn: the next one is. And once the
    board is shown with its buttons, the frames that only make the game's pictures exact or bake its backdrops
    (refine_pictures: the screen already shows the same pixels, or scaled ones) are not drawn either while
    nothing else moves and nobody touches anything: at 3840x2160 drawing the board and a layer apart each of
    those frames was 12-20 ms."""
    built, scene.elements_built_now = scene.elements_built_now, False
    if built:
        scene.shown_since_resize = False
        return True
    return (scene.shown_since_resize and not scene.board_late and not scene.elements_due and scene.pictures_rough()
            and scene.app is not None and scene.app.idle_seconds > STILL_SECONDS and not moving(scene))


def moving(scene) -> bool:
    """Does anything on the game's screen change by itself (besides pictures made exact)? (A pulse calling for a
    tap may hold still for those frames.)"""
    return (scene.animator.busy or scene.message_left > 0 or scene.turns.busy or scene.mode.animating()
            or scene.computer_to_move())


def rehearse(scene) -> None:
    """The pieces, then (in the next call) the panel or strips drawn once onto a 1x1 surface, in the frames before
    the board shows: what they draw at the new size (sprites scaled, words rendered, the panel's picture, a table's
    turned strips) is made here, and the frame that shows the board only blits (both in one were 16-21 ms at
    3840x2160; the pieces and six turned strips in one, beneath a turned pause menu, 16 ms)."""
    tiny = pygame.Surface((1, 1), 0, scene.app.window)
    if not scene.pieces_rehearsed:
        scene.pieces_rehearsed = True
        scene.draw_pieces(tiny)
        return
    scene.rehearsed = True
    scene.chrome.draw(tiny)


def play_held(scene) -> None:
    """The presses and lifts that came while the board was being made, in order, on the board as now laid out
    (a drop is never lost)."""
    events, scene.held_pointer = scene.held_pointer, []
    for event in events:
        scene.pointer(event)


def finish(scene) -> None:
    """Everything of a resize made now (a screenshot must not catch the background alone)."""
    lay_out_due(scene)
    if scene.board_late and scene.app is not None:
        scene.board_cache.paint_parts(float("inf"))
        scene.prepare_resized(float("inf"))
        scene.rehearsed = scene.pieces_rehearsed = True
        scene.board_late = False
        play_held(scene)
