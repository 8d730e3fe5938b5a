"""The attract mode teaches the gesture (issue 23) and shows several games in a few minutes (issue 30, item 13):
before a demo game's computers play, a ghost finger makes the first move as a person makes it (it taps the
piece, the targets light up through the game's own Picker, it taps one) while the banner says how, in every
entry and both layouts; a touch ends the demo at once; a demo game gives way to the next entry within its cap.
Driven in app time through the real App (fixed steps, no sleeping)."""
import pygame
import pytest

from tests.entries import entries
from tests.uihelpers import make_app, step, touch
from ui.base import lang
from ui.base.lang import t
from ui.board import finger
from ui.play import ghost
from ui.screens.attract import DEMO_GAME_SECONDS, DEMO_RESULT_SECONDS, showing_demo, start_attract
from ui.screens.menu import MenuScene

QUICK = dict(level="easy", think_pause=0.2, think_seconds=0.01, game_seconds=1000.0)


@pytest.fixture
def app():
    a = make_app(size=(1280, 720))
    a.lockstep = True      # a computer's answer is waited for, so the demo moves the same on any machine
    a.push(MenuScene())
    step(a, 2)
    yield a
    pygame.quit()


def planned(app):
    """Step until the demo's finger has its move (the first frame after the board is laid out)."""
    for _ in range(5):
        if app.scene.mode.ghost is not None:
            return app.scene.mode.ghost
        step(app)
    raise AssertionError("the demo shows no ghost finger")


def follow(app, finger_, frames: int = 2000):
    """Step until the finger has played its move; what it did on the way: the points it pressed, whether the
    board showed the pick's targets between its taps, and the match's length before its last tap."""
    scene = app.scene
    pressed, lit, before = [], False, None
    for _ in range(frames):
        if finger_.played:
            return pressed, lit, before
        was = finger_.phase
        step(app)
        if was != "press" and finger_.phase == "press":
            pressed.append(finger_.pos)
        if finger_.phase == "look" and finger_.move in scene.picker.targets.values():
            lit = True
        if not finger_.played:
            before = len(scene.match.history)
    raise AssertionError("the finger never played its move")


@pytest.mark.parametrize("table", [False, True], ids=["window", "table"])
@pytest.mark.parametrize("key,players", entries())
def test_the_ghost_finger_plays_the_move_it_showed(app, key, players, table):
    start_attract(app, entry=key, table=table, gesture=0.5, **QUICK)
    scene = app.scene
    assert scene.mode.spec.key == key and scene.table is table
    shown = planned(app)
    move, mover = shown.move, scene.state.current_player
    assert shown.taps == [tuple(round(v) for v in p) for p in scene.taps_for(move)], "the move's own taps"
    words = f"menu.attract.gesture_for.{key}.taps_{len(shown.taps)}"
    assert lang.has(words) and scene.mode.gesture_line == t(words), "the banner says how, in the entry's words"
    toward = ghost.turned((0, 1), scene.seats[mover].angle if table else 0)     # toward the mover's edge
    first, start = shown.taps[0], shown.start
    assert (start[0] - first[0]) * toward[0] + (start[1] - first[1]) * toward[1] > 0, "it reaches in from there"
    misses = finger.pictures.cache_info().misses
    pressed, lit, before = follow(app, shown)
    assert pressed == shown.taps, "the finger pressed each of the move's taps, in order"
    assert before == 0, "no computer moved while the finger showed its move"
    assert lit or len(shown.taps) == 1 or scene.picker.confirm, "after the pick the targets were lit"
    assert scene.match.history[0].move == move and scene.match.history[0].seat == mover
    assert finger.pictures.cache_info().misses == misses, "no picture of the finger was made while it moved"
    for _ in range(600):                    # then the computers play on
        step(app, 1, 0.1)
        if (len(scene.match.history) >= 2 or scene.state.is_over) and scene.mode.ghost is None:
            break
    assert len(scene.match.history) >= 2 or scene.state.is_over
    assert scene.mode.ghost is None and scene.mode.gesture_line == "", "the finger and its words are gone"


def test_while_the_finger_moves_only_round_it_is_repainted_and_it_is_small(app):
    start_attract(app, entry="trickle", gesture=1.0, **QUICK)
    shown = planned(app)
    step(app, 30)
    patched = app.frames_patched
    step(app, 10)
    assert app.scene.mode.ghost is shown and app.frames_patched > patched, "the finger moves: patched frames"
    rects = app.scene.changes()
    assert rects is not None and shown.rect() in rects, "the finger's own place is repainted"
    w, h = app.size
    rect = shown.rect()
    assert rect.width * rect.height < w * h / 20


def test_a_touch_during_the_gesture_ends_the_demo_and_plays_nothing(app):
    menu = app.scene
    selected = menu.selected
    start_attract(app, entry="trickle", gesture=1.0, **QUICK)
    demo = app.scene
    shown = planned(app)
    while shown.phase != "look":          # the bead is picked, its targets lit
        step(app)
    assert demo.picker.picked is not None
    touch(app, shown.taps[1])             # a passer-by taps the lit space the finger is heading for
    step(app, 3)
    assert app.scene is menu and len(app.scenes) == 1 and not showing_demo(app)
    assert menu.selected == selected
    assert not demo.match.history, "the touch played nothing"


def test_a_resize_during_the_gesture_moves_the_finger_to_the_new_places(app):
    start_attract(app, entry="icesickle", gesture=0.5, **QUICK)
    scene = app.scene
    shown = planned(app)
    while shown.phase != "look":
        step(app)
    app.resize((1024, 768))
    step(app, 2)
    assert shown.taps == [tuple(round(v) for v in p) for p in scene.taps_for(shown.move)]
    follow(app, shown)
    assert scene.match.history[0].move == shown.move


def test_a_move_on_a_button_the_demo_does_not_show_is_not_chosen(app):
    """Tripitz offers exchanges (Exchange, then Done: buttons a demo never makes) beside placements: the finger
    shows a move made by taps on the board and rack alone."""
    start_attract(app, entry="tripitz", gesture=None, **QUICK)
    scene = app.scene
    step(app, 2)
    exchange = next(m for m in scene.state.legal_moves() if type(m).__name__ == "Exchange")
    assert ghost.board_taps(scene, exchange) is None
    place = next(m for m in scene.state.legal_moves() if type(m).__name__ == "Place")
    assert ghost.board_taps(scene, place) and scene.picker.picked is None, "tried unseen: the pick put down"


def test_the_demo_moves_on_to_the_next_entry_within_its_cap(app):
    """Issue 30: one game shown for 3.5 minutes. A demo game gives way after DEMO_GAME_SECONDS (or its result,
    if it ended sooner), so a passer-by sees three games in about three and a half minutes."""
    assert DEMO_GAME_SECONDS <= 75
    start_attract(app, level="easy", think_seconds=0.01)
    first = app.scene
    assert first.mode.spec.key == "trickle" and first.mode.game_seconds == DEMO_GAME_SECONDS
    seen = [first.mode.spec.key]
    for _ in range(int((3 * (DEMO_GAME_SECONDS + DEMO_RESULT_SECONDS) + 1) / 0.1)):
        step(app, 1, 0.1)
        if app.scene.mode.spec.key != seen[-1]:
            seen.append(app.scene.mode.spec.key)
    assert seen[:3] == list(app.games)[:3], f"three games in turn: {seen}"
    assert first.match.history, "the first game was played, not only waited through"
