"""The rules page scrolls under a finger: dragging the text up shows what follows; the wheel and keys scroll it
too; its scroll bar is taken anywhere within a fingertip of it."""
import pygame
import pytest

from games import GAMES
from tests.uihelpers import finger, key, make_app, step
from ui.screens.menu import MenuScene
from ui.kit.overlays import RulesOverlay


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
    assert rules.max_scroll > 0 and rules.scroll == 0
    x = rules.body.centerx - 100
    top, bottom = rules.body.top + 40, rules.body.bottom - 40
    finger(app, "down", (x, bottom))
    for y in range(bottom, top, -40):
        finger(app, "move", (x, y))
    finger(app, "move", (x, top))
    moved = rules.scroll
    assert moved > 0
    # a second finger meanwhile changes nothing
    finger(app, "down", (x, top), finger=2)
    finger(app, "move", (x, bottom), finger=2)
    finger(app, "up", (x, bottom), finger=2)
    assert rules.scroll == moved
    finger(app, "up", (x, top))
    assert app.scene is rules                      # a drag on the text is not a tap on anything
    finger(app, "down", (x, top), finger=3)
    finger(app, "move", (x, bottom), finger=3)
    finger(app, "up", (x, bottom), finger=3)
    assert rules.scroll == 0


def test_the_wheel_and_the_keys_scroll_the_rules(app):
    rules = open_rules(app)
    pos = rules.body.center
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0,
                                         precise_y=-3.0, touch=False))
    step(app, 2)
    assert rules.scroll > 0
    key(app, pygame.K_END)
    assert rules.scroll == rules.max_scroll
    key(app, pygame.K_HOME)
    assert rules.scroll == 0


def test_the_scroll_bar_is_a_fingertip_wide_and_follows_the_finger(app):
    rules = open_rules(app)
    grip = rules.grip()
    assert grip.width >= 48 and grip.height >= 48
    track = rules.track()
    x = grip.centerx
    finger(app, "down", (x, track.top + 4))
    finger(app, "move", (x, track.centery))
    finger(app, "move", (x, track.bottom))
    assert rules.scroll == rules.max_scroll        # dragged to the bottom of the bar: the end of the page
    finger(app, "up", (x, track.bottom))
    finger(app, "down", (x, track.centery), finger=4)
    finger(app, "up", (x, track.centery), finger=4)
    assert abs(rules.scroll - rules.max_scroll / 2) <= rules.max_scroll * 0.05   # a tap halfway: halfway
