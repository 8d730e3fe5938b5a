"""ui/kit/warmup.py: while the title screen rests, the program gets the games ready in small pieces (their modules
imported, the common fonts rendered once), and never while a game is on top."""
import sys

import pygame
import pytest

from tests.uihelpers import make_app, step
from ui.screens.menu import MenuScene
from ui.kit.warmup import module_names


@pytest.fixture
def app():
    a = make_app(size=(1280, 720))
    yield a
    pygame.quit()


def test_every_entry_is_made_ready(app):
    names = module_names(app.games)
    assert "ui.play.boardscene" == names[0]
    for spec in app.games.values():
        assert f"engine.{spec.engine}" in names and spec.scene.split(":")[0] in names


def test_pieces_run_one_at_a_time_on_the_title_screen_only(app):
    menu = MenuScene()
    app.push(menu)
    step(app, 1)
    assert app.warmup.step()          # the first piece, the sound device, is for any scene: done here
    left = len(app.warmup.pieces)
    assert left > 10
    spec = app.games["tumbleweed"]
    app.push(spec.make_scene(2, 1, spec.default_options(), autosave=False))
    assert not app.warmup.step() and len(app.warmup.pieces) == left      # a game is on top: nothing
    app.pop()
    assert app.warmup.step() and len(app.warmup.pieces) == left - 1
    import gc
    try:
        while app.warmup.step():
            pass
        assert app.warmup.finished
        assert gc.get_freeze_count() > 0         # the last piece: what lasts the run is left out of collections
    finally:
        gc.unfreeze()
    for name in module_names(app.games):
        assert name in sys.modules
