"""A game screen's mode decides what happens on it (ui/play/modes.py), through the real App headless: the
replay viewer's mode lets nothing of the game's own reach its board (keys, taps, a match's interlude), a bare
Mode is a board that is only watched, and both chromes answer the same questions."""
import inspect
import random

import pygame
import pytest

from games import GAMES
from tests.uihelpers import click, key, make_app, settle, step
from ui.kit.overlays import ResultOverlay
from ui.play import chrome
from ui.play.chrome_table import TableChrome
from ui.play.chrome_window import WindowChrome
from ui.play.modes import Mode
from ui.play.replay import ReplayMode
from ui.play.review import open_review
from ui.storage import saves


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path))
    a = make_app(size=(1024, 640))
    a.lockstep = True
    yield a
    saves.WRITER.flush()
    pygame.quit()


def game(app, key_name, players, seed=3, **how):
    spec = GAMES[key_name]
    scene = spec.make_scene(players, seed, spec.default_options(), autosave=False, **how)
    app.push(scene)
    step(app, 2)
    return scene


@pytest.mark.parametrize("table", [False, True])
def test_the_games_own_keys_never_reach_a_reviewed_board(app, table):
    scene = game(app, "tumbleweed", 2, table=table)
    scene.advance_random(8, random.Random(1))
    settle(app)
    open_review(scene, 5)
    viewer = app.scene
    assert isinstance(viewer.mode, ReplayMode) and viewer is not scene
    shown = viewer.state.to_dict()
    for k in (pygame.K_p, pygame.K_v, pygame.K_RETURN, pygame.K_u, pygame.K_h):   # pass, view, confirm, undo, hint
        key(app, k)
        step(app, 2)
        assert app.scene is viewer, f"{pygame.key.name(k)} opened something over the viewer"
    assert viewer.state.to_dict() == shown and len(viewer.match.history) == 0
    key(app, pygame.K_ESCAPE)                    # the viewer's way back, not the game's pause menu
    assert app.scene is scene


def test_a_replay_across_the_end_of_a_matchs_first_game_opens_nothing_over_the_viewer(app):
    scene = game(app, "icesickle", 2)
    rng = random.Random(1)
    while scene.state.game_number == 1 and not scene.state.is_over:
        scene.advance_random(1, rng)
    scene.advance_random(3, rng)
    while app.scene is not scene:       # the game's own between-games panel
        app.pop()
    open_review(scene, 0)
    viewer = app.scene
    viewer.mode.toggle_play()
    for _ in range(3000):
        step(app, 1, 0.3)
        assert app.scene is viewer, f"{type(app.scene).__name__} opened over the replay"
        if viewer.mode.at == viewer.mode.total:
            break
    assert viewer.mode.at == viewer.mode.total and viewer.state.game_number == 2


def test_a_bare_mode_is_a_board_that_is_only_watched(app):
    scene = game(app, "trickle", 2, mode=Mode())
    move = scene.state.legal_moves()[0]
    for point in scene.taps_for(move):
        click(app, point)
    assert not scene.match.history, "a tap played a move"
    scene.advance_random(10_000, random.Random(2))
    step(app, 5)
    assert scene.state.is_over and app.scene is scene and not isinstance(app.scene, ResultOverlay)
    assert not scene.holds_game and not scene.pulsing()


def test_both_chromes_answer_every_question_of_the_interface():
    asked = {name for name, member in vars(chrome.Chrome).items()
             if inspect.isfunction(member) and not name.startswith("_")} | {"table", "building"}
    for kind in (WindowChrome, TableChrome):
        missing = {name for name in asked if not hasattr(kind, name)}
        assert not missing, f"{kind.__name__} lacks {sorted(missing)}"


def test_the_mode_decides_who_may_act():
    """PlayMode: the seat to move, unless a computer plays it; a strip's buttons only for their own seat; nobody
    after the end. A watched board (a bare Mode, the replay viewer's) lets nobody act."""
    app = make_app(size=(1280, 720))
    try:
        spec = GAMES["tripitz"]
        scene = spec.make_scene(3, 3, spec.default_options(), controllers=["human", "easy", "human"], table=True,
                                autosave=False)
        app.push(scene)
        scene.turns.think_seconds = 30.0
        step(app, 2)
        mode = scene.mode
        assert mode.may_act() is None and mode.may_act(0) is None
        assert mode.may_act(2) == "their_turn"
        assert scene.play(scene.state.legal_moves()[0]) and scene.computer_to_move()
        assert mode.may_act() == "computer" and mode.may_act(1) == "computer" and mode.may_act(0) == "their_turn"
        while not scene.state.is_over:
            scene.moving_for_computer = True
            scene.play(scene.random_move(scene.state.legal_moves(), random.Random(1)))
        scene.moving_for_computer = False
        assert mode.may_act() == "over" and mode.may_act(0) == "over"
        assert Mode().may_act() == "watched"
    finally:
        pygame.quit()
