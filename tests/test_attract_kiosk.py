"""Issue 12: the attract mode, kiosk mode, quitting and its confirmations, driven through the real App."""
import os

import pygame
import pytest

from tests.uihelpers import DT, click, finger, key, make_app, step, touch
from ui.screens import attract
from ui.storage import saves
from ui.screens.attract import DEMO_RESULT_SECONDS, HOLD_SECONDS, DemoMode, StillPlaying, showing_demo, start_attract
from ui.screens.menu import MenuScene
from ui.kit.overlays import MenuOverlay

FAST = dict(level="easy", think_pause=0.2, game_seconds=3.0, think_seconds=0.01, gesture=0.2)


@pytest.fixture
def app():
    a = make_app(size=(1280, 720))
    a.lockstep = True      # a computer's answer is waited for, so the demo moves the same on any machine
    a.push(MenuScene())
    step(a, 2)
    yield a
    pygame.quit()


def seconds(app, s: float) -> None:
    step(app, int(s / DT) + 1)


def test_the_attract_mode_plays_every_entry_in_turn_and_comes_round_again(app):
    start_attract(app, **FAST)
    seen, moves = [], {}
    for _ in range(int((len(app.games) * 3.2 + 1) / DT)):
        demo = app.scene.mode
        if not seen or seen[-1] != demo.spec.key:
            seen.append(demo.spec.key)
        moves[demo.spec.key] = max(moves.get(demo.spec.key, 0), len(app.scene.match.history))
        step(app)
    keys = list(app.games)
    assert seen[:len(keys) + 1] == keys + keys[:1], "every entry, in the title screen's order, then round again"
    assert all(moves[k] >= 1 for k in keys), f"computers move in every demo: {moves}"
    assert all(not s.holds_game or isinstance(s.mode, DemoMode) for s in app.scenes)
    assert isinstance(app.scenes[0], MenuScene) and len(app.scenes) == 2   # the demo replaces, never piles up


def test_a_demo_game_plays_to_its_end_shows_the_result_then_the_next_entry(app):
    start_attract(app, **FAST)
    scene = app.scene
    scene.mode.game_seconds = 1000.0
    scene.advance_random(10_000, __import__("random").Random(1))     # to the end, as if computers played it
    assert scene.state.is_over
    step(app, 3)
    assert "win" in scene.mode.headline or "draw" in scene.mode.headline.lower()
    assert app.scene is scene and not any(type(s).__name__ == "ResultOverlay" for s in app.scenes)
    seconds(app, DEMO_RESULT_SECONDS)
    assert app.scene is not scene and app.scene.mode.spec.key == list(app.games)[1]


def test_a_demo_game_makes_no_buttons_even_after_a_resize(app):
    """DemoMode.chrome_buttons = False is the one flag: the demo's container holds no pygame-gui element, so
    nothing a passer-by could press or see (the scene no longer needs a flag of its own to hide them)."""
    start_attract(app, **FAST)
    step(app, 3)
    demo = app.scene
    assert isinstance(demo.mode, DemoMode) and demo.container is not None
    assert len(demo.container.elements) == 0
    app.resize((1024, 768))
    step(app, 2)
    assert app.scene is demo and len(demo.container.elements) == 0


def test_a_touch_returns_to_the_title_screen_and_does_nothing_else(app):
    menu = app.scene
    play_at = menu.play_button.rect.center
    selected = menu.selected
    start_attract(app, **FAST)
    seconds(app, 1.0)
    touch(app, play_at)               # where Play lies on the title screen under the demo
    step(app, 5)
    assert app.scene is menu and menu.selected == selected
    assert len(app.scenes) == 1, "the touch that ended the demo must not also press Play"
    click(app, (5, 5))                # and the next touch is an ordinary one again
    key(app, pygame.K_DOWN)
    assert menu.selected != selected


def test_a_key_also_ends_the_demo(app):
    start_attract(app, **FAST)
    step(app, 3)
    key(app, pygame.K_SPACE)          # (space on the title screen would start a game)
    step(app, 3)
    assert len(app.scenes) == 1 and isinstance(app.scene, MenuScene)


def test_the_title_screen_starts_the_attract_mode_after_its_wait(app):
    app.attendant.attract_after = 5.0
    seconds(app, 4.0)
    assert not showing_demo(app)
    seconds(app, 1.5)
    assert showing_demo(app)


def test_input_on_the_title_screen_postpones_the_attract_mode(app):
    app.attendant.attract_after = 5.0
    seconds(app, 4.0)
    click(app, (5, 5))
    seconds(app, 4.0)
    assert not showing_demo(app)


# -- quitting ------------------------------------------------------------------------------------------------------
def test_quit_on_the_title_screen_quits_and_esc_asks_first(app):
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuOverlay) and app.running, "a stray Esc asks before quitting"
    key(app, pygame.K_ESCAPE)           # Esc again: stay
    assert isinstance(app.scene, MenuScene) and app.running
    click(app, app.scene.quit_button.rect.center)
    assert not app.running


def test_the_pause_menu_quits_and_restart_asks_only_when_a_game_would_be_lost(app):
    spec = app.games["trickle"]
    scene = spec.make_scene(2, 3, None, autosave=False)
    app.push(scene)
    step(app, 2)
    scene.pause()
    step(app, 2)
    labels = [label for label, _ in app.scene.actions]
    assert "Quit Hexcade" in labels
    dict(app.scene.actions)["Restart"]()          # no move yet: nothing to lose, a fresh game at once
    step(app, 2)
    fresh = app.scene
    assert fresh is not scene and fresh.holds_game
    fresh.play(fresh.state.legal_moves()[0])
    fresh.animator.finish()
    fresh.pause()
    step(app, 2)
    dict(app.scene.actions)["Restart"]()
    step(app, 2)
    assert isinstance(app.scene, MenuOverlay) and app.scene.title == "Start again?"
    dict(app.scene.actions)["Keep this game"]()
    step(app, 2)
    assert app.scene is fresh and len(fresh.match.history) == 1


# -- kiosk mode ------------------------------------------------------------------------------------------------------
@pytest.fixture
def kiosk():
    a = make_app(size=(1280, 720))
    a.attendant.kiosk = True
    a.lockstep = True
    a.push(MenuScene())
    step(a, 2)
    yield a
    pygame.quit()


def test_kiosk_mode_ignores_the_window_close_esc_and_f11(kiosk):
    assert kiosk.scene.quit_button is None or not kiosk.scene.quit_button.visible
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    step(kiosk, 2)
    key(kiosk, pygame.K_ESCAPE)
    key(kiosk, pygame.K_F11)
    assert kiosk.running and isinstance(kiosk.scene, MenuScene) and not kiosk.fullscreen


def hold(app, pos, s: float, finger: int = 7) -> None:
    w, h = app.size
    common = dict(touch_id=1, finger_id=finger, x=pos[0] / w, y=pos[1] / h, dx=0.0, dy=0.0, pressure=1.0)
    pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, **common))
    seconds(app, s)
    pygame.event.post(pygame.event.Event(pygame.FINGERUP, **common))
    step(app, 3)


def test_staff_leave_kiosk_mode_by_holding_a_corner_then_confirming(kiosk):
    hold(kiosk, (10, 10), 1.0)                    # a short press does nothing
    assert isinstance(kiosk.scene, MenuScene)
    hold(kiosk, (30, 690), HOLD_SECONDS + 0.2)
    assert isinstance(kiosk.scene, MenuOverlay) and kiosk.scene.title == "Leave kiosk mode?"
    assert kiosk.running
    click(kiosk, next(b for b, action in kiosk.scene.buttons.items() if b.text == "Quit").rect.center)
    assert not kiosk.running


def test_the_corner_hold_obeys_the_one_pointer_rule(kiosk):
    """A finger pressed while another owns the pointer stream is ignored for its whole press, by the board and by
    the corner hold alike: it can neither start a hold nor keep one once the owner has lifted."""
    w, h = kiosk.size
    finger(kiosk, "down", (640, 400), finger=1)            # someone rests a finger on the screen
    finger(kiosk, "down", (10, 10), finger=2)              # staff hold a corner meanwhile
    seconds(kiosk, 1.0)
    assert kiosk.attendant.corner_hold() is None and not kiosk.attendant.animating()
    finger(kiosk, "up", (640, 400), finger=1)              # the owner lifts; the corner finger is still ignored
    seconds(kiosk, HOLD_SECONDS + 0.5)
    assert isinstance(kiosk.scene, MenuScene) and kiosk.attendant.corner_hold() is None
    finger(kiosk, "up", (10, 10), finger=2)
    finger(kiosk, "down", (w - 10, h - 10), finger=3)      # one finger alone: the hold works
    seconds(kiosk, 1.0)
    assert kiosk.attendant.corner_hold().pointer == 3 and kiosk.attendant.animating()
    finger(kiosk, "down", (640, 400), finger=4)            # a second finger does not take it over
    seconds(kiosk, HOLD_SECONDS - 0.8)
    assert isinstance(kiosk.scene, MenuOverlay) and kiosk.scene.title == "Leave kiosk mode?"
    finger(kiosk, "up", (w - 10, h - 10), finger=3)
    finger(kiosk, "up", (640, 400), finger=4)
    assert isinstance(kiosk.scene, MenuOverlay) and kiosk.running    # the lifts pressed nothing


def test_a_corner_press_that_wanders_is_no_hold(kiosk):
    finger(kiosk, "down", (10, 10), finger=1)
    finger(kiosk, "move", (10 + attract.HOLD_WANDER + 5, 10), finger=1)
    finger(kiosk, "move", (12, 10), finger=1)              # back again: it wandered all the same
    seconds(kiosk, HOLD_SECONDS + 0.5)
    finger(kiosk, "up", (12, 10), finger=1)
    assert isinstance(kiosk.scene, MenuScene)


def test_a_press_away_from_the_corners_never_leaves(kiosk):
    hold(kiosk, (640, 360), HOLD_SECONDS + 1)
    assert isinstance(kiosk.scene, MenuScene) and kiosk.running


def test_an_idle_kiosk_game_asks_still_playing_then_keeps_its_save_and_shows_the_demo(kiosk, tmp_path, monkeypatch):
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path))
    kiosk.attendant.still_playing_after, kiosk.attendant.countdown = 5.0, 3.0
    spec = kiosk.games["icesickle"]
    scene = spec.make_scene(2, 3, None)
    kiosk.push(scene)
    step(kiosk, 2)
    scene.play(scene.state.legal_moves()[0])
    seconds(kiosk, 5.5)
    assert isinstance(kiosk.scene, StillPlaying)
    touch(kiosk, (640, 400))                      # someone is there: back to the game, untouched
    step(kiosk, 3)
    assert kiosk.scene is scene and len(scene.match.history) == 1
    seconds(kiosk, 5.5)
    assert isinstance(kiosk.scene, StillPlaying)
    seconds(kiosk, 3.5)                            # nobody: the game is kept, the demo starts
    saves.WRITER.flush()
    assert showing_demo(kiosk) and isinstance(kiosk.scenes[0], MenuScene)
    assert os.path.exists(saves.save_path("icesickle"))
    assert "icesickle" in saves.saved_entries(kiosk.games)


def test_demo_and_after_on_the_command_line_take_a_picture_of_a_demo_in_progress(tmp_path):
    import main
    from ui.play.thinker import THINKER
    out = tmp_path / "demo.png"
    assert main.main(["--demo", "--after", "2", "--seed", "4", "--size", "800x600", "--screenshot", str(out)]) == 0
    assert out.exists()
    picture = pygame.image.load(str(out))
    banner_row = picture.get_at((790, 600 - attract.DemoMode.band((800, 600)) // 2))
    assert picture.get_size() == (800, 600) and tuple(banner_row)[:3] != (0, 0, 0)
    THINKER.shutdown()


def test_at_a_table_still_playing_asks_each_side_in_turn_and_any_touch_answers_it(kiosk):
    kiosk.attendant.still_playing_after, kiosk.attendant.countdown = 5.0, 40.0
    scene = kiosk.games["tripitz"].make_scene(4, 3, None, table=True)
    kiosk.push(scene)
    step(kiosk, 2)
    scene.play(scene.state.legal_moves()[0])
    seconds(kiosk, 5.5)
    still = kiosk.scene
    assert isinstance(still, StillPlaying) and len(still.turns_to) == 4 and still.facing in still.turns_to
    first = still.facing
    seconds(kiosk, still.TURN_SECONDS + 0.5)        # nobody answers: the next side is asked
    assert kiosk.scene is still and still.facing == still.turns_to[(still.turns_to.index(first) + 1) % 4]
    touch(kiosk, (40, 360))                         # a touch beside it answers it (it does not only turn it)
    step(kiosk, 3)
    assert kiosk.scene is scene and len(scene.match.history) == 1


@pytest.mark.parametrize("corner", [(1270, 10), (10, 710)])
def test_at_a_table_the_staff_quit_question_faces_the_seat_at_the_corner_held(kiosk, corner):
    from ui.kit.layouts import facing_at
    scene = kiosk.games["tripitz"].make_scene(4, 3, None, table=True)
    kiosk.push(scene)
    step(kiosk, 2)
    hold(kiosk, corner, HOLD_SECONDS + 0.2)
    question = kiosk.scene
    assert question is not scene and question.facing == facing_at(scene.seat_layout, corner)
    assert question.facing in {s.angle for s in scene.seats}
