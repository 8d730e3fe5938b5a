"""The title screen fits every window from 640x480 up: no button over another, none off the screen, and every
option reachable (issue 12)."""
import itertools

import pygame
import pygame_gui
import pytest

from tests.uihelpers import click, make_app, step
from ui.screens.menu import MenuScene, ladder

SIZES = [(640, 480), (800, 600), (1280, 720), (1920, 1080), (1080, 1920), (480 + 160, 640)]


def visible_buttons(app):
    return [e for e in app.manager.get_sprite_group().sprites()
            if isinstance(e, pygame_gui.elements.UIButton) and e.visible]


@pytest.mark.parametrize("size", SIZES)
def test_every_entrys_title_screen_fits_and_every_option_is_reachable(size):
    app = make_app(size=size)
    menu = MenuScene()
    app.push(menu)
    step(app, 2)
    screen = pygame.Rect((0, 0), size)
    for key in app.games:
        menu.select(key)
        seen = set()
        for _ in range(6):       # every page of a compact window
            step(app)
            buttons = visible_buttons(app)
            assert {"Settings", "Quit"} <= {b.text for b in buttons}, f"{key} at {size}: Settings or Quit missing"
            for b in buttons:
                assert screen.contains(b.rect), f"{key} at {size}: {b.text!r} leaves the screen"
                assert min(b.rect.size) >= 40, f"{key} at {size}: {b.text!r} is {b.rect.size}"
            for a, b in itertools.combinations(buttons, 2):
                assert not a.rect.colliderect(b.rect), f"{key} at {size}: {a.text!r} lies over {b.text!r}"
            for label, _, y in menu.row_tops:
                seen.add(label)
                assert y + menu.row_h <= menu.setup_rect.bottom, f"{key} at {size}: row {label} is cut"
            if menu.page_button is None or not menu.page_button.text.startswith("More"):
                break
            click(app, menu.page_button.rect.center)
        # (the options of the chosen player count: IceSickle's solo goal and set-up show for Solo only)
        wanted = {"Players", "Seats", "Layout"} | {o.label for o in menu.offered()}
        if ladder.has_ladder(menu.spec) and not menu.ladder_beside_layout:     # (its own row, else Climb by Layout)
            wanted.add(ladder.name(menu))
        assert seen == wanted, f"{key} at {size}: cannot reach {wanted - seen}"
    pygame.quit()


def test_at_1920x1080_every_title_screen_control_is_at_least_48_px():
    app = make_app(size=(1920, 1080))
    menu = MenuScene()
    app.push(menu)
    for key in app.games:
        menu.select(key)
        step(app)
        for b in visible_buttons(app):
            assert min(b.rect.size) >= 48, f"{key}: {b.text!r} is {b.rect.size}"
    pygame.quit()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("kiosk", [False, True])
def test_the_title_row_holds_recent_settings_and_quit_at_every_size(size, kiosk, monkeypatch):
    from ui.storage import recent
    monkeypatch.setattr(recent, "has_any", lambda: True)
    app = make_app(size=size)
    app.attendant.kiosk = kiosk
    menu = MenuScene()
    app.push(menu)
    step(app, 2)
    row = [b for b in (menu.recent_button, menu.settings_button, menu.quit_button) if b is not None]
    assert len(row) == (2 if kiosk else 3)
    screen = pygame.Rect((0, 0), size)
    for b in row:
        assert screen.contains(b.rect) and min(b.rect.size) >= 40, (b.text, b.rect)
    for a, b in itertools.combinations(visible_buttons(app), 2):
        assert not a.rect.colliderect(b.rect), f"{size}: {a.text!r} lies over {b.text!r}"
    pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080)])
def test_play_stands_in_the_same_place_for_every_entry(size, tmp_path, monkeypatch):
    """Trickle's ten set-up rows put its Play button at the top right at 1280x720, every other entry's at the
    bottom (issue 30): where the rows fit above it, Play is at the bottom of the set-up for every entry (no game
    to continue here: Continue would stand beside it)."""
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path))
    app = make_app(size=size)
    try:
        menu = MenuScene()
        app.push(menu)
        step(app, 2)
        places = {}
        for key in app.games:
            menu.select(key)
            step(app)
            play, s = menu.play_button.rect, menu.setup_rect
            places[key] = (play.centerx == s.centerx, s.bottom - 24 <= play.bottom <= s.bottom)
            assert all(y + menu.row_h <= play.top for _, _, y in menu.row_tops), key   # no row under Play
        assert set(places.values()) == {(True, True)}, places
    finally:
        pygame.quit()


CROWDED = ("icesickle", "tripitz", "tripitz-together")     # lessons, puzzles, and their rows fit above Play
START_BUTTONS = ("learn_button", "puzzles_button", "continue_button", "play_button", "settings_button",
                 "quit_button")


@pytest.mark.parametrize("language", ["en", "fi", "sk", "ms", "de"])
def test_a_saved_game_beside_learn_and_puzzles_keeps_every_start_button_a_finger_wide_at_640x480(
        language, tmp_path, monkeypatch):
    """Learn, Puzzles, Continue and Play once shared the bottom row of a compact set-up: Continue got 5 px and
    pygame-gui raised "Cannot scale to negative size" (tests/fuzz_input.py --seed 11 --steps 781). Continue and
    Play now go up into the header, Learn and Puzzles share the bottom row."""
    from ui.base import lang
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path))
    for key in CROWDED:      # (the title screen only looks whether a save is there)
        (tmp_path / f"autosave-{key}.json").write_text("{}")
    size = (640, 480)
    screen = pygame.Rect((0, 0), size)
    lang.use(language)
    app = make_app(size=size)
    try:
        for key in CROWDED:
            app.reset_to(MenuScene(selected=key))
            step(app, 2)
            menu = app.scene
            where = f"{key} in {language}"
            for name in START_BUTTONS:
                b = getattr(menu, name)
                assert b is not None and b.visible, (where, name)
                assert min(b.rect.size) >= 48 and screen.contains(b.rect), (where, b.text, b.rect)
            assert menu.spec.title in menu.continue_button.text, (where, menu.continue_button.text)
            buttons = visible_buttons(app)
            for b in buttons:      # (the set-up rows' own buttons: 40 px and more, as at every size)
                assert screen.contains(b.rect) and min(b.rect.size) >= 40, (where, b.text, b.rect)
            for a, b in itertools.combinations(buttons, 2):
                assert not a.rect.colliderect(b.rect), f"{where}: {a.text!r} lies over {b.text!r}"
    finally:
        lang.use("en")
        pygame.quit()


@pytest.mark.parametrize("language", ["en", "de", "fi", "sk", "ms"])
@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1080, 1920)])
def test_the_line_under_the_title_stays_clear_of_settings_and_quit(language, size):
    """A short title row puts the line under HEXCADE beside the buttons: in German at 640x480 it ran under
    Einstellungen."""
    from ui.base import lang
    from ui.kit import text
    from ui.screens.menu import title
    app = make_app(size=size)
    lang.use(language)
    try:
        menu = MenuScene()
        app.push(menu)
        step(app, 3)
        for words, fit, (x, y), _, bold in title.words_plan(app.size, menu.title_h, app.kiosk):
            drawn = text.render(words, fit, (255, 255, 255), bold).get_rect(center=(x, y))
            for button in (menu.settings_button, menu.quit_button):
                if button is not None:
                    assert not drawn.colliderect(button.rect), (words, drawn, button.text, button.rect)
    finally:
        lang.use("en")
        pygame.quit()
