"""The settings screen's words (issue 30): every row whole at 640x480 in every language (no 'Animaati…'), the
"Still playing?" row says what is asked (not 'Nachfrage nach: 120 s'), and a row's explanation shows in a few wide
lines, never a narrow column of broken words over the screen."""
import pygame
import pytest

from tests.uihelpers import make_app, step
from ui.base import lang
from ui.base.lang import LANGUAGES, t
from ui.kit.scene import TIP_WIDEST
from ui.screens.settings import SettingsScene
from ui.storage import saves


@pytest.fixture
def app():
    a = make_app((640, 480))
    yield a
    saves.WRITER.flush()
    lang.use("en")
    pygame.quit()


def open_settings(app, code, size):
    app.resize(size)
    app.set_language(code)
    screen = SettingsScene()
    app.push(screen)
    step(app, 2)
    return screen


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_row_says_its_name_and_value_whole_at_640x480(app, code):
    screen = open_settings(app, code, (640, 480))
    for button, row in screen.buttons.items():
        words = button.text
        assert "…" not in words, words
        assert words.endswith(row.value()) and (row.short in words or row.name in words), words


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_still_playing_row_and_its_answer_say_what_is_asked(app, code):
    for size in ((640, 480), (1280, 720)):
        screen = open_settings(app, code, size)
        question = t("menu.attract.still_playing").rstrip("?")
        button = next(b for b, row in screen.buttons.items() if row.key == "still")
        assert question in button.text, button.text
        screen.choose("still")
        assert question in screen.said, screen.said
        app.pop()


@pytest.mark.parametrize("code,size", [("fi", (1280, 720)), ("fi", (640, 480)), ("de", (1280, 720))])
def test_an_explanation_wraps_in_a_few_wide_lines_inside_the_window(app, code, size):
    screen = open_settings(app, code, size)
    window = pygame.Rect((0, 0), size)
    for button, row in list(screen.buttons.items()):
        pos = button.rect.center
        pygame.mouse.set_pos(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0),
                                             touch=False))
        for _ in range(16):
            step(app, 1, 0.1)
        tip = button.tool_tip
        assert tip is not None, row.key
        assert window.contains(tip.rect), (row.key, tip.rect)
        one_line = tip.rect.height <= 80
        assert one_line or tip.rect.width >= min(300, TIP_WIDEST, size[0] - 40), (row.key, tip.rect)
        assert tip.rect.height <= 220, (row.key, tip.rect)       # four lines of 20 px type at most
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0),
                                             touch=False))
        step(app, 2, 0.1)
