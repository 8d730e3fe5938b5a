"""Autosave: one save per game entry, written off the frame; the menu continues each game with its undo
history; a broken file is set aside with a message; the old single-slot save is carried over."""
import json
import os
import random

import pygame
import pytest

from games import GAMES
from tests.uihelpers import find_button, make_app, press, settle, step, worded
from ui.storage import saves
from ui.screens.menu import MenuScene


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path))
    a = make_app()
    yield a
    pygame.quit()


def start(app, key="trickle", players=3, seed=9):
    spec = GAMES[key]
    app.push(MenuScene(selected=key))
    scene = spec.make_scene(players, seed, spec.default_options())
    app.push(scene)
    step(app, 2)
    return scene


def saved(key):
    saves.WRITER.flush()
    with open(saves.save_path(key)) as f:
        return json.load(f)


def test_each_move_is_saved_and_the_menu_continues_the_game_with_its_history(app):
    scene = start(app)
    scene.play(scene.state.legal_moves()[2])
    scene.play(scene.state.legal_moves()[5])
    settle(app)
    assert saved("trickle")["record"]["moves"] == [str(m) for _, m in scene.match.moves]
    expected = scene.state.to_dict()
    # A new session: the menu offers to continue, and continuing restores the exact position...
    app.reset_to(MenuScene())
    step(app, 2)
    press(app, find_button(app, "Continue Trickle"))
    resumed = app.scene
    assert resumed is not scene and resumed.spec.key == "trickle" and resumed.players == 3
    assert resumed.state.to_dict() == expected
    assert resumed.state.current_player == 2
    # ...and Undo still reaches back to the start.
    resumed.undo()
    resumed.undo()
    assert resumed.state.to_dict() == GAMES["trickle"].new_game(3, 9, GAMES["trickle"].default_options()).to_dict()


def test_undo_is_saved_too(app):
    scene = start(app)
    scene.play(scene.state.legal_moves()[0])
    scene.undo()
    data = saved("trickle")
    assert data["record"]["moves"] == []


def test_games_of_different_entries_keep_their_own_saves(app):
    trickle = start(app)
    trickle.play(trickle.state.legal_moves()[0])
    weed = start(app, "tumbleweed", 2)
    weed.play(weed.state.legal_moves()[0])
    saves.WRITER.flush()
    assert saves.saved_entries(GAMES) == ["trickle", "tumbleweed"]
    assert saved("trickle")["record"]["moves"] == [str(trickle.match.moves[0][1])]
    menu = MenuScene(selected="tumbleweed")
    app.reset_to(menu)
    step(app, 2)
    press(app, find_button(app, "Continue Tumbleweed"))
    assert app.scene.spec.key == "tumbleweed" and app.scene.state.to_dict() == weed.state.to_dict()


def test_a_broken_save_is_kept_aside_and_explained(app):
    os.makedirs(saves.save_dir(), exist_ok=True)
    with open(saves.save_path("trickle"), "w") as f:
        f.write('{"version": 2, "entry": "trickle", "state": {"board": [[0, 0')
    menu = MenuScene(selected="trickle")
    app.push(menu)
    step(app, 2)
    press(app, find_button(app, "Continue Trickle"))
    assert app.scene is menu
    assert "could not be read" in menu.notice and "autosave-trickle.broken-1.json" in menu.notice
    assert not os.path.exists(saves.save_path("trickle"))
    assert os.path.exists(os.path.join(saves.save_dir(), "autosave-trickle.broken-1.json"))
    assert menu.continue_button is None


def test_a_save_of_an_unknown_game_or_bad_state_is_refused_politely(app):
    os.makedirs(saves.save_dir(), exist_ok=True)
    for payload in ({"version": 2, "entry": "chess", "players": 2, "seed": 1, "options": {}, "state": {}},
                    {"version": 2, "entry": "trickle", "players": 2, "seed": 1, "options": {}, "state": {"x": 1}},
                    [1, 2, 3]):
        with open(saves.save_path("trickle"), "w") as f:
            json.dump(payload, f)
        data, message = worded(saves.load_saved("trickle", GAMES))
        assert data is None and "could not be read" in message


def test_a_save_damaged_at_a_move_continues_from_the_move_before_after_saying_so(app):
    scene = start(app)
    for _ in range(3):
        scene.play(scene.state.legal_moves()[0])
    after_two = scene.match.history[2].before.to_dict()
    data = saved("trickle")
    data["record"]["moves"][2] = "9,9-9,8"      # the third move no longer makes sense
    with open(saves.save_path("trickle"), "w") as f:
        json.dump(data, f)
    menu = MenuScene(selected="trickle")
    app.reset_to(menu)
    step(app, 2)
    press(app, find_button(app, "Continue Trickle"))
    assert app.scene is menu and "damaged after move 2" in menu.notice and "broken-1.json" in menu.notice
    assert os.path.exists(os.path.join(saves.save_dir(), "autosave-trickle.broken-1.json"))
    assert menu.continue_button.text in ("Continue from move 2", "From move 2")
    press(app, menu.continue_button)                     # the second tap plays on from move 2
    assert app.scene is not menu and app.scene.state.to_dict() == after_two
    assert len(app.scene.match.history) == 2


def test_the_old_single_save_goes_to_its_entry_and_an_unreadable_version_is_kept_aside(app):
    scene = start(app)
    scene.play(scene.state.legal_moves()[0])
    saves.WRITER.flush()
    os.remove(saves.save_path("trickle"))
    old = {"version": 1, "game": "trickle", "players": 3, "seed": 9, "options": {}, "state": {}}
    with open(os.path.join(saves.save_dir(), "autosave.json"), "w") as f:
        json.dump(old, f)
    assert saves.saved_entries(GAMES) == ["trickle"]
    loaded, problem = worded(saves.load_saved("trickle", GAMES))
    assert loaded is None and "another version" in problem and "broken-1.json" in problem


def test_a_version_2_save_is_read_as_a_record(app):
    scene = start(app)
    scene.play(scene.state.legal_moves()[1])
    old = {"version": 2, "entry": "trickle", "players": 3, "seed": 9, "options": {}, "seats": [],
           "moves": [str(scene.match.moves[0][1])], "state": {"anything": "ignored"}}
    with open(saves.save_path("trickle"), "w") as f:
        json.dump(old, f)
    loaded, problem = worded(saves.load_saved("trickle", GAMES))
    assert problem is None and loaded["state"].to_dict() == scene.state.to_dict() and len(loaded["history"]) == 1


def test_a_finished_game_is_forgotten(app):
    scene = start(app)
    rng = random.Random(1)
    while not scene.state.is_over:
        scene.play(rng.choice(scene.state.legal_moves()))
    saves.WRITER.flush()
    assert not os.path.exists(saves.save_path("trickle"))
    from ui.storage import recent
    kept = recent.listing()
    assert len(kept) == 1 and kept[0][1].moves == [str(m) for _, m in scene.match.moves] and kept[0][1].result


def test_a_save_folder_that_cannot_be_written_is_said_not_crashed(app, tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")       # (root can write into a read-only folder; nobody into a file)
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(blocker / "saves"))
    scene = start(app)
    scene.play(scene.state.legal_moves()[0])
    saves.WRITER.flush()
    step(app, 2)
    assert "Could not save the game" in scene.message
    rng = random.Random(3)
    while not scene.state.is_over:            # a finished game's recent record cannot be written either
        scene.play(rng.choice(scene.state.legal_moves()))
    saves.WRITER.flush()
    step(app, 2)
    assert blocker.read_text() == "not a folder"


def test_a_save_of_a_finished_game_is_kept_with_the_recent_games_not_deleted(app):
    from ui.storage import recent
    scene = start(app)
    rng = random.Random(4)
    while len(scene.match.history) < 3:
        scene.play(rng.choice(scene.state.legal_moves()))
    data = saved("trickle")
    while not scene.state.is_over:
        scene.play(rng.choice(scene.state.legal_moves()))
    saves.WRITER.flush()
    for path in recent.files():
        os.remove(path)
    data["record"]["moves"] = [str(m) for _, m in scene.match.moves]     # a save that reached the end
    with open(saves.save_path("trickle"), "w") as f:
        json.dump(data, f)
    assert saves.load_saved("trickle", GAMES) == (None, None)
    saves.WRITER.flush()
    assert not os.path.exists(saves.save_path("trickle"))
    assert [r.moves for _, r in recent.listing()] == [data["record"]["moves"]]


def test_a_play_again_game_with_the_next_first_player_is_saved_and_continued(app):
    scene = start(app, players=3)
    rng = random.Random(2)
    while not scene.state.is_over:
        scene.play(rng.choice(scene.state.legal_moves()))
    settle(app)
    scene.restart()                                # Play again: the start player moves on (first_player=1)
    again = app.scene
    assert again.options.get("first_player") == 1 and again.state.current_player == 1
    again.play(again.state.legal_moves()[0])
    loaded, problem = worded(saves.load_saved("trickle", GAMES))
    assert problem is None and loaded["state"].to_dict() == again.state.to_dict()
    data = saved("trickle")
    data["record"]["options"]["first_player"] = 7  # a seat that does not exist is refused, not played
    with open(saves.save_path("trickle"), "w") as f:
        json.dump(data, f)
    loaded, problem = worded(saves.load_saved("trickle", GAMES))
    assert loaded is None and "first player" in problem
