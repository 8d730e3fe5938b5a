"""Rest when idle: frames are drawn only while something on screen can change (issue 12)."""
import pygame

from tests.uihelpers import DT, click, make_app, settle, step
from ui.app import LINGER, PULSE_SECONDS
from ui.boardscene import MESSAGE_SECONDS


def start(app, key, **how):
    from ui.menu import MenuScene
    app.push(MenuScene(selected=key))
    if key != "menu":
        spec = app.games[key]
        app.push(spec.make_scene(spec.default_players, 3, None, autosave=False, **how))


def quiet(app, seconds):
    step(app, int(seconds / DT) + 1)


def test_title_screen_stops_drawing_once_nothing_happens():
    app = make_app()
    start(app, "trickle")
    quiet(app, max(LINGER, MESSAGE_SECONDS) + 0.5)     # (a new game first says who starts)
    drawn = app.frames_drawn
    quiet(app, 2.0)
    assert app.frames_drawn == drawn, "an idle title screen must not be redrawn"
    assert app.resting


def test_any_input_wakes_the_screen_for_a_while():
    app = make_app()
    start(app, "trickle")
    quiet(app, LINGER + 0.5)
    drawn = app.frames_drawn
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1), buttons=(0, 0, 0),
                                         touch=False))
    step(app, 10)
    assert app.frames_drawn == drawn + 10
    assert app.idle_seconds < 0.5


def test_a_move_animates_every_frame_then_rests():
    app = make_app()
    start(app, "icesickle")
    quiet(app, LINGER + 0.5)
    scene = app.scene
    scene.play(scene.state.legal_moves()[0])
    assert app.scene.animating()
    drawn = app.frames_drawn
    step(app, 5)
    assert app.frames_drawn == drawn + 5, "every frame of an animation is drawn"
    quiet(app, 6.0)        # the animation and its message are over
    drawn = app.frames_drawn
    quiet(app, 1.0)
    assert app.frames_drawn == drawn


def test_pulses_calling_for_a_tap_rest_after_a_while():
    app = make_app()
    start(app, "tripitz")      # the rack's marks and the glowing cavities pulse on a person's turn
    assert app.scene.pulsing()
    quiet(app, 2.0)
    drawn = app.frames_drawn
    step(app, 5)
    assert app.frames_drawn == drawn + 5, "a pulse is smooth while people are around"
    quiet(app, PULSE_SECONDS)
    drawn = app.frames_drawn
    quiet(app, 1.0)
    assert app.frames_drawn == drawn, "nobody touched anything for a while: the pulse holds still"
    click(app, (5, 5))
    drawn = app.frames_drawn
    step(app, 5)
    assert app.frames_drawn == drawn + 5


def test_resize_and_new_scenes_are_drawn_at_once():
    app = make_app()
    start(app, "trickle")
    quiet(app, LINGER + 0.5)
    drawn = app.frames_drawn
    app.resize((900, 700))
    step(app)
    assert app.frames_drawn == drawn + 1


def test_while_a_computer_thinks_only_its_light_is_repainted_and_the_screen_is_what_a_whole_frame_shows():
    for table in (False, True):
        app = make_app(size=(1280, 720))
        from ui.menu import MenuScene
        app.push(MenuScene(selected="trickle"))
        spec = app.games["trickle"]
        scene = spec.make_scene(2, 3, None, autosave=False, controllers=["easy", "easy"], table=table)
        app.push(scene)
        scene.turns.think_pause = 1000.0      # it thinks (and its light pulses) for the whole test
        quiet(app, 3.5)                       # past the opening message
        patched = app.frames_patched
        step(app, 10)
        assert app.frames_patched == patched + 10, "a thinking light costs a patch, not a whole frame"
        whole = pygame.Surface(app.size)
        app.draw(whole)
        assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(app.window, "RGB"), \
            f"the patched screen differs from a whole frame (table={table})"
        pygame.quit()
