"""Navigation through the App: a screen asks for where it goes by name (app.home(), app.open("settings")) and
never imports it; the names are registered where the App is built."""
import pygame
import pytest

from tests.uihelpers import find_button, key, make_app, press, step
from ui.kit.scene import Scene


@pytest.fixture
def app():
    a = make_app(size=(1280, 720))
    yield a
    pygame.quit()


def test_home_closes_every_scene_and_shows_the_title_screen_with_the_entry_chosen(app):
    spec = app.games["tumbleweed"]
    app.home()
    app.push(spec.make_scene(spec.default_players, 1, None, autosave=False))
    step(app, 2)
    app.scene.back_to_menu()                     # the game screen's way back, through the App
    assert len(app.scenes) == 1 and getattr(app.scene, "is_title_screen", False)
    assert app.scene.selected == "tumbleweed"


def test_the_title_screen_opens_settings_recent_and_quit_by_name(app):
    opened = []

    def recorder(name):
        def make(app, **how):
            opened.append((name, how))
            return Scene()
        return make
    app.screens.update({name: recorder(name) for name in ("settings", "quit")})
    app.home()
    step(app, 2)
    press(app, find_button(app, "Settings"))
    assert opened == [("settings", {})] and app.scene is not None and len(app.scenes) == 2
    app.pop()
    step(app, 2)
    key(app, pygame.K_ESCAPE)
    assert opened[-1] == ("quit", {})


def test_a_screen_registered_where_the_app_is_built_is_opened_by_its_name():
    from games import GAMES
    from ui.app import App

    class Lesson(Scene):
        def __init__(self, topic):
            super().__init__()
            self.topic = topic
    app = App(size=(800, 600), seed=1, games=GAMES, screens={"lesson": lambda app, topic: Lesson(topic)})
    try:
        app.home()
        app.open("lesson", topic="capture")
        assert isinstance(app.scene, Lesson) and app.scene.topic == "capture" and len(app.scenes) == 2
        with pytest.raises(KeyError):
            app.open("no such screen")
    finally:
        pygame.quit()
