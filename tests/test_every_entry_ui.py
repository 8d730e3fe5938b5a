"""Every entry, in both layouts, played to its end by taps alone through the real App: each move is tapped
where a player would tap it (the scene's taps_for), goes through Match.play, and the result screen opens."""
import random

import pygame
import pytest

from games import GAMES
from tests.entries import entries
from tests.uihelpers import make_app, step, touch
from ui.screens.menu import MenuScene
from ui.kit.overlays import ResultOverlay

# Every entry at its default count; and Trickle with six seats, IceSickle's solo puzzle, Tripitz with three.
ENTRIES = entries({"trickle": (2, 6), "icesickle": (2, 1), "tripitz": (3,)})
# Long games stop after this many tapped moves, then finish through Match.play (still the one path).
TAPPED_MOVES = 60


@pytest.fixture
def app():
    a = make_app(size=(1280, 720))
    yield a
    pygame.quit()


def play_by_taps(app, scene, rng, limit):
    tapped = 0
    while not scene.state.is_over and tapped < limit:
        legal = scene.state.legal_moves()
        move = scene.random_move(legal, rng)
        before = len(scene.match.history)
        for point in scene.taps_for(move):
            touch(app, point)
        assert len(scene.match.history) == before + 1, f"tapping {move} did not play it"
        assert scene.match.history[-1].move == move
        tapped += 1
    return tapped


@pytest.mark.parametrize("table", [False, True], ids=["window", "table"])
@pytest.mark.parametrize("key,players", ENTRIES)
def test_a_whole_game_by_taps(app, key, players, table):
    spec = GAMES[key]
    app.push(MenuScene(selected=key))
    scene = spec.make_scene(players, 11, spec.default_options(), table=table)
    app.push(scene)
    step(app, 2)
    assert scene.table is table and (scene.seat_layout.kind == "table") is table
    rng = random.Random(5)
    play_by_taps(app, scene, rng, TAPPED_MOVES)
    while not scene.state.is_over:
        assert scene.play(scene.random_move(scene.state.legal_moves(), rng))
    for _ in range(400):
        step(app)
        if isinstance(app.scene, ResultOverlay):
            break
    assert isinstance(app.scene, ResultOverlay) and scene.state.outcome() is not None


# The variants of issue 15, played by taps in a window: stepping beads off the board, three IceSickle players,
# Tumbleweed's capture delay.
VARIANTS = [("trickle", 4, {"jump_off_board": True}), ("icesickle", 3, {}),
            ("tumbleweed", 2, {"capture_delay": True, "size": 6})]


@pytest.mark.parametrize("key,players,options", VARIANTS, ids=[f"{k}-{p}" for k, p, _ in VARIANTS])
def test_a_variant_by_taps(app, key, players, options):
    spec = GAMES[key]
    app.push(MenuScene(selected=key))
    scene = spec.make_scene(players, 11, {**spec.default_options(), **options})
    app.push(scene)
    step(app, 2)
    rng = random.Random(5)
    play_by_taps(app, scene, rng, 80)
    while not scene.state.is_over:
        assert scene.play(scene.random_move(scene.state.legal_moves(), rng))
    for _ in range(400):
        step(app)
        if isinstance(app.scene, ResultOverlay):
            break
    assert isinstance(app.scene, ResultOverlay) and scene.state.outcome() is not None
