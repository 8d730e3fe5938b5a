"""The title screen spreads its work over frames (issue 28): its buttons are built in the frame of the action,
its picture painted in the next, drawn in the one after; its background is painted once for the run. What it
ends up showing is what painting it all at once shows, and its buttons work from the first frame."""
import pygame

from tests.uihelpers import DT, make_app, press, step
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
    assert app.frames_drawn == drawn                # the paint's frame neither
    app.step(DT)
    assert app.frames_drawn == drawn + 1            # then the title screen shows
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
