"""Messages over what matters (issue 30): a game's message in a window sits in the side panel only below what the
panel shows (the status, its notes, Tripitz Together's team score, the racks), else at the board's edge; on the
title screen a compact window's explanation of the last choice stands in the set-up's header, never over a row.
Each is checked in pixels: what must stay in sight looks the same with the message as without it."""
import random

import pygame
import pytest

from games import GAMES
from tests.uihelpers import make_app, step
from ui.base import lang
from ui.screens.menu import MenuScene


def pixels(surface, rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def frame_with_and_without(app, scene, message):
    """The window drawn with `message` showing, and the same frame without it."""
    scene.say(message, 10.0)
    app.draw(app.window)
    shown = app.window.copy()
    scene.message = ""
    app.draw(app.window)
    return shown, app.window.copy()


CASES = [  # entry, players, size, language, moves first, what is said
    ("tumbleweed", 2, (1280, 720), "en", 0, None),          # the start words, over the three-line prompt
    ("tumbleweed", 2, (1024, 768), "fi", 0, None),
    ("tripitz-together", 3, (1280, 720), "de", 4, "help"),  # a hint's words over the team score and the notes
    ("tripitz-together", 2, (1280, 720), "en", 0, "joker"),
    ("tripitz", 3, (1280, 720), "de", 0, None),             # "Player 1 starts." over a rack row
    ("trickle", 2, (640, 480), "sk", 3, "help"),
]


@pytest.mark.parametrize("key,players,size,locale,moves,said", CASES)
def test_a_window_message_never_covers_what_the_panel_shows(key, players, size, locale, moves, said):
    app = make_app(size)
    try:
        lang.use(locale)
        spec = GAMES[key]
        app.push(MenuScene(selected=key))
        options = dict(spec.default_options(), **({"jokers": True} if said == "joker" else {}))
        scene = spec.make_scene(players, 7, options, autosave=False)
        app.push(scene)
        step(app, 3)
        if moves:
            scene.advance_random(moves, random.Random(3))
            scene.animator.finish()
            step(app, 3)
        if said is None:
            message = scene.start_words() or "Player 1 starts."
        elif said == "help":
            move = scene.state.legal_moves()[0]
            scene.before_hint()
            scene.computers.show_hint(move)
            message = scene.message
        else:
            from games.tripitz import words
            message = words.say(True, "pick.joker")
        assert message
        chrome = scene.chrome
        shown, bare = frame_with_and_without(app, scene, message)
        p = scene.panel_rect
        kept = pygame.Rect(p.left, p.top, p.width, chrome.kept_in_sight)
        assert chrome.kept_in_sight > 200        # (the title, the seats and the status at least)
        assert pixels(shown, kept) == pixels(bare, kept), (key, locale, message)
        assert pixels(shown, app.window.get_rect()) != pixels(bare, app.window.get_rect())   # it is shown
    finally:
        lang.use("en")
        pygame.quit()


@pytest.mark.parametrize("key,size,locale", [("tumbleweed", (640, 480), "en"), ("trickle", (1280, 720), "de"),
                                             ("icesickle", (640, 480), "ms")])
def test_the_title_screens_explanation_stands_in_the_header_never_over_a_row(key, size, locale, tmp_path,
                                                                             monkeypatch):
    """'Seat 2 is played by the computer' floated over the set-up's last option row of a compact window. (No
    game to continue here: Continue would take the header of a short window.)"""
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path))
    app = make_app(size)
    try:
        lang.use(locale)
        menu = MenuScene(selected=key)
        app.push(menu)
        step(app, 3)
        menu.cycle_seat(1)
        step(app, 3)
        assert menu.compact and menu.header_hint() == menu.hint != ""
        app.draw(app.window)
        shown = app.window.copy()
        menu.hint_left = 0.0
        step(app, 1)
        assert menu.header_hint() == ""
        app.draw(app.window)
        bare = app.window.copy()
        s = menu.setup_rect
        rows = pygame.Rect(s.left, s.top + menu.header, s.width, s.bottom - s.top - menu.header)
        header = pygame.Rect(s.left, s.top, s.width, menu.header)
        assert pixels(shown, rows) == pixels(bare, rows)
        assert pixels(shown, header) != pixels(bare, header)
    finally:
        lang.use("en")
        pygame.quit()
