"""--rotate and the Settings row (issue 26): a screen mounted on its side or upside down shows the picture turned,
and a finger or the mouse lands where the player sees it, in all four turns."""
from __future__ import annotations

import pygame
import pytest

from games import GAMES
from tests.uihelpers import find_button, step
from ui.app import App
from ui.kit.facing import Facing
from ui.storage import prefs

DISPLAY = (1280, 720)


def turned_app(degrees: int) -> App:
    return App(size=DISPLAY, seed=1, games=GAMES, rotate=degrees)


def on_display(app, pos) -> tuple[int, int]:
    """Where a point of the upright picture is on the turned display."""
    turn = Facing((360 - app.rotation) % 360, app.display.get_size())
    return turn.rect_on_screen(pygame.Rect((int(pos[0]), int(pos[1])), (1, 1))).topleft


def finger_tap(app, display_pos, finger: int = 1) -> None:
    """A finger tap as SDL reports it: 0..1 of the display, which knows nothing of our turn."""
    w, h = app.display.get_size()
    common = dict(touch_id=1, finger_id=finger, x=display_pos[0] / w, y=display_pos[1] / h, dx=0.0, dy=0.0,
                  pressure=1.0)
    pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, **common))
    step(app)
    pygame.event.post(pygame.event.Event(pygame.FINGERUP, **common))
    step(app, 3)


def mouse_click(app, display_pos) -> None:
    pygame.mouse.set_pos(display_pos)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=display_pos, button=1, touch=False))
        step(app)
    step(app, 2)


@pytest.mark.parametrize("degrees", [0, 90, 180, 270])
def test_a_finger_plays_where_the_turned_picture_shows_the_cell(degrees):
    app = turned_app(degrees)
    assert app.size == (DISPLAY if degrees in (0, 180) else DISPLAY[::-1])
    from ui.screens.menu import MenuScene
    app.push(MenuScene(selected="icesickle"))
    scene = GAMES["icesickle"].make_scene(2, 5, None)
    app.push(scene)
    step(app, 3)
    move = scene.state.legal_moves()[0]
    for point in scene.taps_for(move):
        finger_tap(app, on_display(app, point))
    assert scene.match.history and scene.match.history[-1].move == move
    # and the picture on the display is the upright one turned: a pixel lands where on_display says
    app.draw(app.window)
    app.present()
    probe = scene.board_rect.center
    assert app.display.get_at(on_display(app, probe)) == app.window.get_at(probe)


@pytest.mark.parametrize("degrees", [90, 270])
def test_a_mouse_click_presses_the_button_the_player_sees(degrees):
    app = turned_app(degrees)
    from ui.screens.menu import MenuScene
    app.push(MenuScene())
    step(app, 3)
    settings = find_button(app, "Settings")
    mouse_click(app, on_display(app, settings.rect.center))
    assert type(app.scene).__name__ == "SettingsScene"


def test_the_settings_row_turns_the_picture_at_once_and_keeps_it():
    app = turned_app(0)
    from ui.screens.menu import MenuScene
    app.push(MenuScene())
    app.open("settings")
    step(app, 2)
    screen = app.scene
    screen.choose("rotate")
    step(app, 2)
    assert app.rotation == 90 and app.size == DISPLAY[::-1] and prefs.display_settings()["rotate"] == 90
    # its buttons were laid out again in the turned picture, and a finger on one still presses it
    row = next(b for b, r in app.scene.buttons.items() if r.key == "rotate")
    finger_tap(app, on_display(app, row.rect.center))
    assert app.rotation == 180 and app.size == DISPLAY
