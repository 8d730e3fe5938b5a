"""Rest when idle: frames are drawn only while something on screen can change (issue 12)."""
import pygame

from tests.uihelpers import DT, click, make_app, step
from ui.app import LINGER, PULSE_SECONDS
from ui.play.messages import MESSAGE_SECONDS


def start(app, key, **how):
    from ui.screens.menu import MenuScene
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
    quiet(app, max(LINGER, MESSAGE_SECONDS) + 0.5)     # (past the opening message's fading)
    drawn = app.frames_drawn
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1), buttons=(0, 0, 0),
                                         touch=False))
    step(app, 10)
    assert not app.resting and app.idle_seconds < 0.5, "awake for LINGER after any input"
    assert app.frames_drawn == drawn, "a mouse moving over a still board: only what it hovers is drawn (patched)"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 300), button=1, touch=False))
    step(app)
    assert app.frames_drawn == drawn + 1, "a press may change anything: a whole frame"


def test_a_move_animates_every_frame_then_rests():
    app = make_app()
    start(app, "icesickle")
    quiet(app, LINGER + 0.5)
    scene = app.scene
    scene.play(scene.state.legal_moves()[0])
    assert app.scene.animating()
    drawn = app.frames_drawn + app.frames_patched
    step(app)              # the move's own frame only plays it (App asks Scene.hold_frame): drawn in the next
    assert app.frames_drawn + app.frames_patched == drawn
    step(app, 5)
    assert app.frames_drawn + app.frames_patched == drawn + 5, "every frame of an animation is drawn"
    quiet(app, 6.0)        # the animation and its message are over
    drawn = app.frames_drawn + app.frames_patched
    quiet(app, 1.0)
    assert app.frames_drawn + app.frames_patched == drawn


def test_pulses_calling_for_a_tap_rest_after_a_while():
    app = make_app()
    start(app, "tripitz")      # the rack's marks and the glowing cavities pulse on a person's turn
    assert app.scene.pulsing()
    quiet(app, 2.0)
    step(app, 5)
    assert not app.resting, "a pulse is smooth while people are around"
    quiet(app, PULSE_SECONDS)
    drawn = app.frames_drawn + app.frames_patched
    quiet(app, 1.0)
    assert app.resting and app.frames_drawn + app.frames_patched == drawn, \
        "nobody touched anything for a while: the pulse holds still"
    click(app, (5, 5))
    step(app, 5)
    assert not app.resting


def test_fullscreen_switched_is_drawn_in_the_step_after_sdls_new_window_too():
    app = make_app()
    start(app, "trickle")
    quiet(app, LINGER + 0.5)
    for _ in range(2):            # on, then off
        drawn = app.frames_drawn
        app.toggle_fullscreen()
        step(app)
        assert app.frames_drawn == drawn
        for _ in range(8):
            step(app)
        assert app.frames_drawn > drawn


def test_a_resize_is_drawn_in_the_step_after_sdls_new_window():
    """SDL's new window is its step's work (12-13 ms to 3840x2160); the scenes laid out in it are drawn in the
    next step, at once."""
    app = make_app()
    start(app, "trickle")
    quiet(app, LINGER + 0.5)
    drawn = app.frames_drawn
    app.resize((900, 700))
    step(app)
    assert app.frames_drawn == drawn
    step(app)
    assert app.frames_drawn == drawn + 1


def test_while_a_computer_thinks_only_its_light_is_repainted_and_the_screen_is_what_a_whole_frame_shows():
    for table in (False, True):
        app = make_app(size=(1280, 720))
        from ui.screens.menu import MenuScene
        app.push(MenuScene(selected="trickle"))
        spec = app.games["trickle"]
        scene = spec.make_scene(2, 3, None, autosave=False, controllers=["easy", "easy"], table=table)
        app.push(scene)
        scene.turns.think_pause = 1000.0      # it thinks (and its light pulses) for the whole test
        quiet(app, 3.5)                       # past the opening message
        patched, drawn = app.frames_patched, app.frames_drawn
        step(app, 30)
        assert app.frames_drawn == drawn, "a thinking light costs a patch, not a whole frame"
        # (it breathes in steps: a frame that shows the light as the one before draws nothing)
        assert 5 <= app.frames_patched - patched < 30, "the light breathes, in fewer steps than frames"
        whole = pygame.Surface(app.size)
        app.draw(whole)
        assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(app.window, "RGB"), \
            f"the patched screen differs from a whole frame (table={table})"
        pygame.quit()


def test_at_a_table_a_message_sits_in_the_movers_strip_and_hides_nothing_of_the_board():
    app = make_app(size=(1920, 1080))
    start(app, "tumbleweed", table=True)
    scene = app.scene
    quiet(app, 4.0)                               # the opening message is gone
    before = pygame.Surface(app.size)
    app.draw(before)
    scene.say("A message for the player to move.")
    step(app)
    after = app.window.copy()
    changed = [(x, y) for x in range(0, 1920, 4) for y in range(0, 1080, 4)
               if before.get_at((x, y)) != after.get_at((x, y))]
    assert changed, "the message is drawn"
    area = scene.seat_layout.seats[scene.state.current_player].rect
    assert all(area.collidepoint(p) for p in changed), "drawn only inside the strip of the seat to move"
    assert not any(scene.board_rect.collidepoint(p) for p in changed)
    pygame.quit()


def test_after_a_resize_the_board_is_painted_over_frames_and_ends_up_as_if_painted_at_once():
    """Issue 28: a resize's frame shows the background alone (the old buttons hidden); the static board's picture
    is painted a band per frame after it, then shown, then the buttons are built. Until then the scene asks for
    frames (a resting App would never finish it), and the picture made in bands is the one painted whole (but for
    anti-aliased edge pixels a few levels apart)."""
    from games import GAMES
    from ui.base import palette
    from ui.screens.menu import MenuScene
    for key in GAMES:
        app = make_app((1280, 720))
        app.push(MenuScene(selected=key))
        spec = GAMES[key]
        scene = spec.make_scene(spec.default_players, 3, spec.default_options())
        app.push(scene)
        step(app, 30)
        app.resize((2600, 1500))
        scene.message = ""
        step(app)
        assert scene.board_late and scene.animating()
        frame = pygame.Surface(app.size, 0, pygame.display.get_surface())
        scene.draw(frame)
        assert frame.get_bounding_rect().size == app.size and _one_colour(frame, palette.BACKGROUND), key
        assert not any(e.visible for e in scene.container.elements), "no button of the old size shows"
        frames = 0
        while scene.board_late or scene.elements_due:
            assert scene.animating()
            step(app)
            frames += 1
            assert frames < 30, key
        assert frames >= 3, "painted over frames, not at once"
        whole = pygame.Surface(app.size, 0, pygame.display.get_surface())
        scene.paint_static(whole)
        banded = pygame.image.tobytes(scene.board_cache.get(app.size), "RGB")
        painted = pygame.image.tobytes(whole, "RGB")
        # (the same picture; anti-aliased lines cut by a band's edge are drawn from where they enter it, so their
        # edge pixels may differ by a few levels of 255)
        differ = [abs(a - b) for a, b in zip(banded, painted) if a != b]
        assert max(differ, default=0) <= 4 and len(differ) < len(painted) // 1000, key
        assert any(e.visible for e in scene.container.elements), key


def _one_colour(surface, colour) -> bool:
    """Every pixel of `surface` is `colour` (a few points across it and its counted colours)."""
    flat = pygame.transform.average_color(surface)[:3]
    return tuple(flat) == tuple(colour)[:3] and surface.get_at((0, 0))[:3] == tuple(colour)[:3]
