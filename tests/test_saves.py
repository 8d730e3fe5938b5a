"""Autosave: every move is kept; the menu continues the game; a broken file is set aside with a message."""
import json
import os

import pygame
import pytest

from games import GAMES
from tests.uihelpers import find_button, make_app, press, settle, step
from ui import saves
from ui.menu import MenuScene


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path))
    a = make_app()
    yield a
    pygame.quit()


def start_trickle(app):
    spec = GAMES["trickle"]
    app.push(MenuScene(selected="trickle"))
    scene = spec.make_scene(3, 9, spec.default_options())
    app.push(scene)
    step(app, 2)
    return scene


def test_each_move_is_saved_and_the_menu_continues_the_game(app):
    scene = start_trickle(app)
    scene.play(scene.state.legal_moves()[2])
    scene.play(scene.state.legal_moves()[5])
    settle(app)
    assert os.path.exists(saves.save_path())
    expected = scene.state.to_dict()
    # A new session: the menu offers to continue, and continuing restores the exact position.
    app.reset_to(MenuScene())
    step(app, 2)
    press(app, find_button(app, "Continue Trickle"))
    resumed = app.scene
    assert resumed is not scene and resumed.spec.key == "trickle" and resumed.players == 3
    assert resumed.state.to_dict() == expected
    assert resumed.state.current_player == 2


def test_undo_is_saved_too(app):
    scene = start_trickle(app)
    scene.play(scene.state.legal_moves()[0])
    scene.undo()
    with open(saves.save_path()) as f:
        assert json.load(f)["state"] == scene.state.to_dict()


def test_a_broken_save_is_kept_aside_and_explained(app):
    os.makedirs(saves.save_dir(), exist_ok=True)
    with open(saves.save_path(), "w") as f:
        f.write('{"version": 1, "game": "trickle", "state": {"board": [[0, 0')
    menu = MenuScene()
    app.push(menu)
    step(app, 2)
    assert "could not be read" in menu.notice and "autosave.broken-1.json" in menu.notice
    assert not os.path.exists(saves.save_path())
    assert os.path.exists(os.path.join(saves.save_dir(), "autosave.broken-1.json"))
    assert menu.continue_button is None


def test_a_save_of_an_unknown_game_or_bad_state_is_refused_politely(app):
    os.makedirs(saves.save_dir(), exist_ok=True)
    for payload in ({"version": 1, "game": "chess", "players": 2, "seed": 1, "options": {}, "state": {}},
                    {"version": 1, "game": "trickle", "players": 2, "seed": 1, "options": {}, "state": {"x": 1}},
                    [1, 2, 3]):
        with open(saves.save_path(), "w") as f:
            json.dump(payload, f)
        data, message = saves.load_saved(GAMES)
        assert data is None and "could not be read" in message


def test_a_finished_game_is_forgotten(app):
    scene = start_trickle(app)
    import random
    rng = random.Random(1)
    while not scene.state.is_over:
        scene.play(rng.choice(scene.state.legal_moves()))
    assert not os.path.exists(saves.save_path())
