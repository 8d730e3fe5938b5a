"""The replay viewer (ui/play/replay.py), issue 30: a review says where it is ("Review: move 20 of 30"), never
"Orange, move a bead" on a board nobody moves; a replay plays itself at ½×, 1×, 2× or 4×, chosen by taps on its
speed button (or + and -) and remembered; its controls fit a 640x480 window in every language."""
import random

import pygame
import pytest

from games import GAMES
from tests.entries import one_per_engine
from tests.uihelpers import find_button, key, make_app, press, step
from ui.base import lang
from ui.base.lang import LANGUAGES, t
from ui.play import review
from ui.play.replay import Line, ReplayMode, replay_scene, speed_words
from ui.storage import prefs, saves


@pytest.fixture
def app():
    a = make_app(size=(1024, 640))
    yield a
    saves.WRITER.flush()
    lang.use("en")
    pygame.quit()


def game(app, key_name, players, moves=30, table=False):
    spec = GAMES[key_name]
    scene = spec.make_scene(players, 5, spec.default_options(), table=table, autosave=False)
    app.push(scene)
    step(app, 2)
    scene.advance_random(moves, random.Random(3))
    step(app, 3, 0.5)
    return scene


@pytest.mark.parametrize("code", ["en", "fi"])
@pytest.mark.parametrize("key_name,players", one_per_engine())
def test_a_review_says_where_it_is_not_whose_turn_it_is(app, key_name, players, code):
    app.set_language(code)
    scene = game(app, key_name, players)
    played = len(scene.match.history)
    playing = scene.shown_status()
    review.open_review(scene, played - 1)
    step(app, 3, 0.5)
    viewer = app.scene
    assert isinstance(viewer.mode, ReplayMode)
    said = t("records.viewer.at_move", title=t("records.viewer.review"), n=played - 1, total=played)
    assert viewer.shown_status() == said
    assert viewer.status_text() != said and playing != said    # (the game's own words are not used)
    viewer.mode.go_to(0)
    assert viewer.shown_status() == t("records.viewer.at_start", title=t("records.viewer.review"), count=played)


def test_the_replays_own_words_are_its_status_and_the_panel_shows_them(app):
    scene = game(app, "trickle", 2)
    app.push(replay_scene(Line.of_match(scene.spec, scene.match, scene.players), 4, autoplay=False))
    step(app, 3)
    viewer = app.scene
    said = t("records.viewer.at_move", title=t("records.viewer.replay"), n=4, total=len(scene.match.history))
    assert viewer.shown_status() == said and viewer.chrome.panel_key()[1] == said


def replay_time(app, scene, speed) -> float:
    """App seconds a replay of the game takes to play itself to its end (fixed 1/30 s frames)."""
    prefs.remember_display("replay_speed", speed)
    app.push(replay_scene(Line.of_match(scene.spec, scene.match, scene.players), 0, autoplay=True))
    step(app, 2)
    mode = app.scene.mode
    began = app.time
    while mode.at < mode.total:
        step(app, 1, 1 / 30)
        assert app.time - began < 600
    took = app.time - began
    app.pop()
    return took


def test_each_speed_plays_the_replay_faster_moves_and_animations_alike(app):
    scene = game(app, "trickle", 2, moves=8)
    times = [replay_time(app, scene, speed) for speed in prefs.REPLAY_SPEEDS]
    assert times == sorted(times, reverse=True)
    assert times[0] > 1.6 * times[1] and times[1] > 1.6 * times[2] and times[2] > 1.6 * times[3]


def test_the_speed_button_cycles_by_taps_and_keys_and_is_remembered(app):
    scene = game(app, "trickle", 2, moves=6)
    prefs.remember_display("replay_speed", 1.0)
    app.push(replay_scene(Line.of_match(scene.spec, scene.match, scene.players), 0, autoplay=True))
    step(app, 2)
    mode = app.scene.mode
    seen = []
    for _ in range(4):
        press(app, find_button(app, speed_words(mode.speed)))
        seen.append(mode.speed)
        assert app.scene.animator.pace == mode.speed
    assert seen == [2.0, 4.0, 0.5, 1.0]
    key(app, pygame.K_PLUS)
    assert mode.speed == 2.0 and find_button(app, "2×")
    key(app, pygame.K_MINUS)
    key(app, pygame.K_MINUS)
    assert mode.speed == 0.5 and find_button(app, "½×")
    saves.WRITER.flush()
    prefs.forget()                                   # a new run reads the file
    assert prefs.replay_speed() == 0.5
    app.pop()
    app.push(replay_scene(Line.of_match(scene.spec, scene.match, scene.players), 0, autoplay=True))
    step(app, 2)
    assert app.scene.mode.speed == 0.5 and app.scene.animator.pace == 0.5
    assert scene.animator.pace == 1.0                # the game itself keeps its pace


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_viewers_controls_fit_a_small_window_in_every_language(code):
    app = make_app(size=(640, 480))
    try:
        app.set_language(code)
        scene = game(app, "tripitz", 3, moves=12)
        review.open_review(scene, 5)
        step(app, 3, 0.5)
        mode = app.scene.mode
        buttons = list(mode.buttons.values())
        panel = app.scene.panel_rect
        for b in buttons:
            assert panel.contains(b.rect), b.text
            assert "…" not in b.text, f"{b.text!r} is cut"
            assert b.rect.width >= 32 and b.rect.height >= 32
        for i, a in enumerate(buttons):
            assert not any(a.rect.colliderect(b.rect) for b in buttons[i + 1:]), a.text
        # the panel's status and notes end above the caption and the controls
        assert app.scene.chrome.lowest_free_panel_y() + panel.top <= mode.panel_floor()
    finally:
        saves.WRITER.flush()
        lang.use("en")
        pygame.quit()
