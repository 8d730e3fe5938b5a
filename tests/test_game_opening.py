"""A game screen opening (ui/play/opening.py, issue 28): its buttons are built in the frame of the tap
that opens it, its whole-window picture made in the next, and it is first drawn in the one after; what it then
shows is what drawing it all in its first frame shows, and its buttons work from the start."""
import pygame
import pytest

from tests.uihelpers import DT, make_app, press, step
from ui.screens.menu import MenuScene


@pytest.fixture
def app():
    a = make_app(size=(1280, 720))
    a.push(MenuScene(selected="tripitz"))
    step(a, 3)
    yield a
    pygame.quit()


def waiting_looks(scene) -> int:
    return sum(len(getattr(e, "drawable_shape", None).states_to_redraw_queue) for e in scene.container.elements
               if getattr(e, "drawable_shape", None) is not None)


def new_game(app, entry: str):
    spec = app.games[entry]
    return spec.make_scene(spec.default_players, 7, spec.default_options(), autosave=False)


@pytest.mark.parametrize("entry", ["tripitz", "tumbleweed", "icesickle", "trickle"])
def test_a_game_opens_over_four_frames_and_shows_what_one_frame_shows(app, entry, monkeypatch):
    from ui.play import opening
    monkeypatch.setattr(opening, "BUDGET", 60.0)     # (time enough for every look, however busy the machine)
    drawn = app.frames_drawn
    app.push(new_game(app, entry))
    scene = app.scene
    assert scene.chrome.frame_buttons                 # built at once
    waiting = waiting_looks(scene)
    for _ in range(3):
        app.step(DT)
    assert waiting and not waiting_looks(scene)    # (the held frames draw their other looks meanwhile)
    assert app.frames_drawn == drawn                  # the build's frame, the board's and the picture's draw nothing
    app.step(DT)
    assert app.frames_drawn == drawn + 1
    for _ in range(20):
        app.step(DT)
    scene.finish_pictures()
    app.step(DT)
    spread = app.window.copy()
    app.reset_to(MenuScene(selected=entry))
    step(app, 4)
    app.lockstep = True                 # (a screenshot's fixed steps: drawn whole in its first frame)
    app.push(new_game(app, entry))
    drawn = app.frames_drawn
    app.step(DT)
    assert app.frames_drawn == drawn + 1
    for _ in range(20):
        app.step(DT)
    app.scene.finish_pictures()
    app.step(DT)
    assert pygame.image.tobytes(spread, "RGB") == pygame.image.tobytes(app.window, "RGB")


def test_menu_pressed_before_the_game_is_shown_opens_the_pause_menu(app):
    app.push(new_game(app, "tripitz"))
    scene = app.scene
    menu = next(b for b, fn in scene.chrome.frame_buttons.items() if fn == scene.pause)
    press(app, menu)
    assert type(app.scene).__name__ == "MenuOverlay"
    step(app, 3)
    app.pop()
    step(app, 5)
    assert app.scene is scene and scene.opening == 0
