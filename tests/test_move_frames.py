"""Issue 16, third round: the frame in which a computer's move arrives plays it and repaints the pictures it
changed; the next frame draws it (App.step asks Scene.hold_frame). What is drawn must be the same as drawing
the position whole, and the held frame must be followed by a drawn one without any event."""
import random

import pygame
import pytest

from games import GAMES
from tests.uihelpers import make_app, step
from ui.play.computerturns import Answer
from ui.screens.menu import MenuScene


def open_game(key, window, table=False, seed=3):
    app = make_app(window)
    spec = GAMES[key]
    app.push(MenuScene(selected=key))
    scene = spec.make_scene(spec.default_players, seed, spec.default_options(), table=table)
    app.push(scene)
    step(app, 3)
    return app, scene


def screen() -> bytes:
    return pygame.image.tobytes(pygame.display.get_surface(), "RGB")


def whole_frame(app, scene) -> bytes:
    """The screen drawn from nothing cached: laid out again, every picture made afresh."""
    scene.rebuild_ui()
    scene.finish_pictures()
    app.invalidate()
    step(app, 4)                      # (the resize-like rebuild makes its pictures over a few frames)
    return screen()


@pytest.mark.parametrize("key", sorted(GAMES))
@pytest.mark.parametrize("table", [False, True])
def test_a_computers_move_is_drawn_in_the_next_frame_and_equals_a_whole_draw(key, table):
    app, scene = open_game(key, (1280, 720), table)
    rng = random.Random(5)
    module = scene.spec.engine_module
    for _ in range(4):
        if scene.state.is_over:
            break
        step(app, 30)                                 # (the last move's animation ends)
        scene.animator.finish()
        step(app, 2)
        move = scene.random_move(scene.state.legal_moves(), rng)
        played = len(scene.match.history)
        scene.computers.act_on(Answer("move", str(move) if module.parse_move(str(move)) == move else None, None))
        assert len(scene.match.history) == played + 1
        drawn = app.frames_drawn
        assert scene.move_unshown
        step(app)                                     # the held frame: nothing drawn yet
        assert app.frames_drawn == drawn and not scene.move_unshown
        step(app)                                     # drawn, without any event
        assert app.frames_drawn == drawn + 1
    scene.animator.finish()
    if hasattr(scene, "fx"):
        scene.fx.finish()       # (Tripitz's decorations of a placement outlive the move's animation)
    step(app, 2)
    app.invalidate()
    step(app)
    shown = screen()
    assert whole_frame(app, scene) == shown


def test_a_set_of_turn_buttons_seen_before_is_shown_again_not_made_again():
    """Tumbleweed's colour choice brings its buttons and then Pass; a set built since the layout is hidden when
    the mover's buttons change and shown again when they come back."""
    app, scene = open_game("tumbleweed", (1280, 720))
    first = dict(scene.chrome.extra_buttons)
    rng = random.Random(1)
    while tuple(scene.chrome.extra_buttons) == tuple(first):
        scene.advance_random(1, rng)
        step(app)
    other = dict(scene.chrome.extra_buttons)
    assert all(not b.visible for b in first.values())
    scene.undo()
    step(app)
    assert scene.chrome.extra_buttons == first and all(b.visible for b in first.values())
    assert all(not b.visible for b in other.values() if b not in first.values())
    assert len(scene.chrome.frame_buttons) == len(scene.chrome.extra_buttons) + 3


@pytest.mark.parametrize("key", sorted(GAMES))
@pytest.mark.parametrize("window", [(1280, 720), (720, 1280)])
def test_a_whole_frame_paints_every_pixel_though_the_background_skips_the_panel(key, window):
    """The background is laid around the side panel only (the panel is opaque and covers its part): a frame
    drawn over a screen filled with any colour is the same picture."""
    app, scene = open_game(key, window)
    scene.advance_random(3, random.Random(2))
    scene.animator.finish()
    step(app, 3)
    frames = []
    for colour in ((255, 0, 255), (0, 255, 0)):
        surface = pygame.Surface(app.size)
        surface.fill(colour)
        app.draw(surface)
        frames.append(pygame.image.tobytes(surface, "RGB"))
    assert frames[0] == frames[1]
