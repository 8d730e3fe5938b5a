"""Screens that spread their building over frames (ui/kit/spread.py, issue 28) end up as built in one go, and a
tap while they build works."""
import pygame
import pytest

from tests.uihelpers import DT, make_app, press, step
from ui.screens.menu import MenuScene


@pytest.fixture
def app():
    a = make_app(size=(1280, 720))
    a.push(MenuScene(selected="trickle"))
    step(a, 3)
    yield a
    pygame.quit()


def buttons(scene) -> list:
    """(words, rect, look) of every button the scene has, in a stable order."""
    return sorted((b.text, tuple(b.rect), b.object_ids[-1]) for b in scene.container.elements
                  if type(b).__name__ in ("UIButton", "Button"))


def test_settings_is_drawn_the_frame_after_it_opens_and_back_works_before(app):
    drawn = app.frames_drawn
    app.open("settings")
    settings = app.scene
    assert len(settings.buttons) == len(settings.rows)     # every button there at once
    app.step(DT)
    assert app.frames_drawn == drawn                      # the frame that built them draws nothing
    press(app, settings.back)                             # (a tap before it is shown works)
    assert app.scene.is_title_screen


def test_the_puzzles_page_built_over_frames_is_the_page_built_at_once(app):
    spec = app.games["trickle"]
    app.open("puzzles", spec=spec)
    spread = app.scene
    spread.later.budget = 0                  # (one a frame, however fast the machine)
    assert spread.building                   # the page's puzzles come a few at a time
    frames = 0
    while spread.building:
        step(app)
        frames += 1
        assert frames < 200
    spread_buttons, spread_cells = buttons(spread), list(spread.cells)
    app.pop()
    step(app, 2)
    app.lockstep = True                     # (a screenshot's steps: built whole in its first update)
    app.open("puzzles", spec=spec)
    step(app)
    whole = app.scene
    assert not whole.building
    assert buttons(whole) == spread_buttons and sorted(whole.cells) == sorted(spread_cells)
    assert len(spread_cells) == len(whole.puzzles[:whole.per_page])


def test_next_puzzle_pressed_while_the_page_builds_opens_it_and_the_list_comes_back_whole(app):
    app.open("puzzles", spec=app.games["trickle"])
    screen = app.scene
    screen.later.budget = 0                  # (one a frame, however fast the machine)
    step(app, 2)
    assert screen.building
    press(app, next(b for b in screen.actions if b.text == "Next puzzle"))
    assert getattr(app.scene, "mode", None) is not None and app.scene is not screen
    step(app, 30)            # (the covered list builds nothing meanwhile)
    app.pop()
    for _ in range(200):
        step(app)
        if not screen.building:
            break
    assert len(screen.cells) == len(screen.puzzles[:screen.per_page])
    buttons = [b for b in screen.container.elements if type(b).__name__ in ("UIButton", "Button")]
    assert len(buttons) == len(screen.actions)


def test_the_rules_page_is_laid_out_made_then_drawn_and_looks_as_drawn_at_once(app):
    from ui.kit import richtext
    spec = app.games["trickle"]
    game = spec.make_scene(2, 4, spec.default_options(), autosave=False)
    app.push(game)
    step(app, 6)
    richtext.forget()
    drawn = app.frames_drawn
    game.show_rules()
    rules = app.scene
    assert rules.max_scroll > 0                          # its height known from its layout alone
    assert not richtext.has_page(rules.html, rules.page_width)
    app.step(DT)
    assert app.frames_drawn == drawn                     # laid out: nothing drawn
    app.step(DT)
    assert app.frames_drawn == drawn and richtext.has_page(rules.html, rules.page_width)   # made: nothing drawn
    app.step(DT)
    assert app.frames_drawn == drawn + 1
    assert rules.page_h == rules.page.get_height()
    spread = app.window.copy()
    app.pop()
    step(app, 3)
    richtext.forget()
    app.lockstep = True
    game.show_rules()
    app.step(DT)
    assert pygame.image.tobytes(spread, "RGB") == pygame.image.tobytes(app.window, "RGB")


def test_close_pressed_before_the_rules_are_shown_closes_them(app):
    spec = app.games["trickle"]
    game = spec.make_scene(2, 4, spec.default_options(), autosave=False)
    app.push(game)
    step(app, 6)
    game.show_rules()
    press(app, app.scene.close)
    assert app.scene is game
