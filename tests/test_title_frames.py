"""The title screen spreads its work over frames (issue 28): its buttons are built in the frame of the action,
its picture painted in the next, drawn in the one after; its background is painted once for the run. What it
ends up showing is what painting it all at once shows, and its buttons work from the first frame."""
import pygame

from tests.uihelpers import DT, click, make_app, press, step
from ui.base import lang
from ui.screens.menu import title
from ui.screens.menu.scene import MenuScene


def shown(app) -> pygame.Surface:
    return app.window.copy()


def test_back_to_the_title_screen_is_built_painted_then_drawn():
    app = make_app(size=(1280, 720))
    app.push(MenuScene())
    step(app, 5)
    app.home(selected="trickle")
    menu = app.scene
    drawn = app.frames_drawn
    assert menu.play_button is not None and menu.play_button.alive()   # built in the action's frame
    app.step(DT)
    assert app.frames_drawn == drawn                # the build's frame draws nothing
    app.step(DT)
    assert app.frames_drawn == drawn                # the paint's frame neither (its picture: 10 ms a frame)
    assert steps_until_drawn(app) <= 6              # then the title screen shows
    now = shown(app)
    # the same picture as a title screen made afresh and drawn whole in its first frame (in lockstep, as --after
    # runs, the App asks no scene to hold a frame)
    app.lockstep = True
    app.reset_to(MenuScene(selected="trickle"))
    drawn = app.frames_drawn
    app.step(DT)
    assert app.frames_drawn == drawn + 1
    assert pygame.image.tobytes(now, "RGB") == pygame.image.tobytes(shown(app), "RGB")
    pygame.quit()


def test_a_tap_before_the_title_screen_is_drawn_works():
    """Play, pressed in the frames before the new title screen is shown, starts the game."""
    app = make_app(size=(1280, 720))
    app.push(MenuScene(selected="tripitz"))
    step(app, 5)
    app.home(selected="tripitz")
    press(app, app.scene.play_button)
    step(app, 3)
    assert getattr(app.scene, "holds_game", False)
    pygame.quit()


def test_the_kept_field_with_the_words_over_it_is_the_background_painted_whole_in_every_language():
    app = make_app(size=(1024, 640))
    app.push(MenuScene())
    step(app, 4)
    size, title_h = app.size, app.scene.title_h
    for code in ("en", "de", "fi"):
        lang.use(code)
        kept = title.kept_field(size)
        assert kept.get_bitsize() == 8                                   # (a quarter of a window's picture)
        together = pygame.Surface(size)
        together.blit(kept, (0, 0))
        title.paint_words(together, title_h, False)
        fresh = pygame.Surface(size)
        title.paint_background(fresh, title_h, False)
        assert pygame.image.tobytes(together, "RGB") == pygame.image.tobytes(fresh, "RGB"), code
    assert title.kept_field(size) is kept        # painted once, then kept, whatever the language
    lang.use("en")
    pygame.quit()


def whole_title_screen(app, selected: str) -> bytes:
    """The title screen made afresh and drawn whole in one frame (lockstep: no frame held), as RGB bytes."""
    app.lockstep = True
    app.reset_to(MenuScene(selected=selected))
    app.step(DT)
    app.lockstep = False
    return pygame.image.tobytes(shown(app), "RGB")


def steps_until_drawn(app, most: int = 60) -> int:
    """Step until the App draws a frame; how many steps that took."""
    drawn = app.frames_drawn
    for n in range(1, most + 1):
        app.step(DT)
        if app.frames_drawn > drawn:
            return n
    raise AssertionError("no frame was drawn")


def test_the_programs_first_frame_is_the_background_then_the_title_screen_comes_whole():
    """At start-up (issue 28) the first frame shows the title screen's background alone, with no button yet; the
    frames after build and paint the rest, held, and what then shows is the title screen drawn whole."""
    app = make_app(size=(1280, 720))
    app.home(selected="icesickle", at_start=True)
    menu = app.scene
    assert menu.play_button is None and menu.widgets == {}       # nothing built before the first frame
    app.step(DT)
    assert app.frames_drawn == 1
    background = pygame.Surface(app.size)
    title.paint_background(background, menu.title_h, False)
    assert pygame.image.tobytes(shown(app), "RGB") == pygame.image.tobytes(background, "RGB")
    steps_until_drawn(app)
    assert menu.play_button is not None and menu.play_button.alive()
    first = pygame.image.tobytes(shown(app), "RGB")
    assert first == whole_title_screen(app, "icesickle")
    pygame.quit()


def test_a_resized_title_screen_drops_its_old_buttons_then_shows_the_same_picture_as_one_made_at_that_size():
    app = make_app(size=(1280, 720))
    app.push(MenuScene(selected="tumbleweed"))
    step(app, 5)
    menu = app.scene
    old_play = menu.play_button
    app.resize((2600, 1500))       # (larger than LAZY_AREA: its panel's layer is taken as it is painted)
    assert not old_play.alive() and menu.play_button is None     # (no button of the old size is left to press)
    held = steps_until_drawn(app)
    assert held >= 3          # the resize's own frame, the build's, then the bands of its picture: none drawn
    assert menu.play_button is not None and menu.play_button.rect.right <= 2600
    assert pygame.image.tobytes(shown(app), "RGB") == whole_title_screen(app, "tumbleweed")
    pygame.quit()


def test_the_field_painted_in_bands_is_the_field_painted_whole():
    make_app(size=(640, 480))
    size = (1500, 1300)
    while not title.field_ready(size, 0.0):     # one band a call
        pass
    banded = pygame.image.tobytes(title.kept_field(size).convert(), "RGB")
    whole = pygame.Surface(size)
    title.paint_field(whole)
    assert banded == pygame.image.tobytes(whole, "RGB")
    pygame.quit()


def test_a_card_tapped_while_a_resized_title_screen_is_built_chooses_it():
    app = make_app(size=(1280, 720))
    app.push(MenuScene(selected="trickle"))
    step(app, 5)
    menu = app.scene
    app.resize((1600, 900))
    app.step(DT)
    click(app, menu.card_rects["tripitz"].center)
    assert menu.selected == "tripitz"
    steps_until_drawn(app)
    assert menu.play_button is not None and menu.play_button.alive()
    pygame.quit()


def test_the_panel_painted_a_band_a_call_is_the_panel_painted_whole_and_spreads_its_words():
    """Each band renders only the words it shows (a card, a row, the header, the title): all of them in the first
    band made going back to the title screen one frame of 13-17 ms (issue 28's stalls)."""
    from ui.kit import text
    for size, chosen in (((1280, 720), "tumbleweed"), ((640, 480), "tripitz"), ((1080, 1920), "trickle")):
        app = make_app(size=size)
        app.push(MenuScene(selected=chosen))
        step(app, 5)
        menu = app.scene
        key = menu.panel_key()
        whole = pygame.image.tobytes(menu.panel.get(app.size, key), "RGB")
        menu.panel.release()
        text.render.cache_clear()
        rendered = []
        while not menu.panel.prepare(app.size, key, 0.0):     # one band a call (the first call may only begin)
            rendered.append(text.render.cache_info().misses)
        rendered.append(text.render.cache_info().misses)
        assert pygame.image.tobytes(menu.panel.get(app.size, key), "RGB") == whole, size
        per_call = [b - a for a, b in zip([0] + rendered, rendered)]
        if size[0] * size[1] > 640 * 1080:      # (a smaller window is one band: hexview.PART_AREA)
            assert max(per_call) < rendered[-1], (size, per_call)     # no one band renders every word
        pygame.quit()
