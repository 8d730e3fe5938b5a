"""pygame-gui draws a new button's pressed look in a later frame, one a frame per button; App.step makes those
looks while it rests or only patches a light, so a later frame (a game's first move) never makes 20 at once."""
import pygame
import pytest

from tests.uihelpers import make_app, step
from ui.screens.menu import MenuScene


@pytest.fixture
def app():
    a = make_app(size=(1280, 720))
    yield a
    pygame.quit()


def waiting(app) -> int:
    return sum(len(getattr(e, "drawable_shape", None).states_to_redraw_queue)
               for e in app.manager.get_sprite_group().sprites() if getattr(e, "drawable_shape", None))


def test_a_game_makes_its_buttons_looks_while_it_opens_before_its_first_drawn_frame(app, monkeypatch):
    """(ui/play/opening.py: the frames held while a game opens make them, within their budget: here a budget
    no machine's load runs out of, so that what is checked is where they are made, not how fast.)"""
    from ui.play import opening
    monkeypatch.setattr(opening, "BUDGET", 60.0)
    app.push(MenuScene())
    step(app, 1)
    spec = app.games["trickle"]
    scene = spec.make_scene(2, 1, spec.default_options(), autosave=False)
    app.push(scene)
    drawn = app.frames_drawn
    step(app, 1)
    assert waiting(app) > 5              # the game's buttons, made just now (the title screen's go under a game)
    while scene.opening:
        step(app, 1)
    assert app.frames_drawn == drawn and waiting(app) == 0, "made before the game's first frame is drawn"


def test_the_work_keeps_to_its_budget(app):
    app.push(MenuScene())
    step(app, 1)
    assert waiting(app) > 10
    app.last_input = app.time - 1.0
    assert app.finish_button_looks(budget=0.0)        # one look made, then out of time
    assert waiting(app) > 0
    while app.finish_button_looks(budget=1.0):
        pass
    assert waiting(app) == 0 and not app.finish_button_looks()
