"""The rules page scrolls under a finger: dragging the text up shows what follows; the wheel scrolls it too; its
scroll bar is wide enough to grab with a fingertip."""
import pygame
import pytest

from games import GAMES
from tests.uihelpers import finger, make_app, step
from ui.menu import MenuScene
from ui.overlays import RulesOverlay


@pytest.fixture
def app():
    a = make_app(size=(1280, 720))
    yield a
    pygame.quit()


def open_rules(app, key="tripitz"):
    spec = GAMES[key]
    app.push(MenuScene(selected=key))
    scene = spec.make_scene(2, 1, spec.default_options())
    app.push(scene)
    step(app)
    scene.show_rules()
    step(app, 2)
    assert isinstance(app.scene, RulesOverlay)
    return app.scene


def test_a_finger_dragged_up_on_the_text_scrolls_it_and_down_brings_it_back(app):
    rules = open_rules(app)
    bar = rules.box.scroll_bar
    assert bar is not None and bar.start_percentage == 0
    x = rules.box.rect.centerx - 100
    top, bottom = rules.box.rect.top + 40, rules.box.rect.bottom - 40
    finger(app, "down", (x, bottom))
    for y in range(bottom, top, -40):
        finger(app, "move", (x, y))
    finger(app, "move", (x, top))
    moved = bar.start_percentage
    assert moved > 0.05
    # a second finger meanwhile changes nothing
    finger(app, "down", (x, top), finger=2)
    finger(app, "move", (x, bottom), finger=2)
    finger(app, "up", (x, bottom), finger=2)
    assert bar.start_percentage == moved
    finger(app, "up", (x, top))
    assert app.scene is rules                      # a drag on the text is not a tap on anything
    finger(app, "down", (x, top), finger=3)
    finger(app, "move", (x, bottom), finger=3)
    finger(app, "up", (x, bottom), finger=3)
    assert bar.start_percentage == 0


def test_the_wheel_scrolls_the_rules(app):
    rules = open_rules(app)
    pos = rules.box.rect.center
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False))
    step(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0,
                                         precise_y=-3.0, touch=False))
    step(app, 30)
    assert rules.box.scroll_bar.start_percentage > 0


def test_the_scroll_bar_is_finger_wide_and_has_no_tiny_arrows(app):
    rules = open_rules(app)
    bar = rules.box.scroll_bar
    assert bar.sliding_button.rect.width >= 48 and bar.top_button is None and bar.bottom_button is None
    assert bar.sliding_button.rect.height >= 48
