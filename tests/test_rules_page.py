"""The rules page is laid out by ui/kit/richtext.py (not pygame-gui's text box): it keeps every word of the page, in
order, with its bold, italic and colour, breaks lines only at spaces within the width, and scrolls."""
import html
import re

import pygame
import pytest

from games import GAMES
from tests.uihelpers import drag, find_button, key, make_app, press, step
from ui.kit import richtext
from ui.kit.overlays import RulesOverlay


@pytest.fixture
def app():
    a = make_app(size=(1280, 720))
    yield a
    pygame.quit()


def plain_words(page: str) -> list[str]:
    return html.unescape(re.sub(r"<[^>]*>", " ", page)).split()


def test_layout_keeps_every_word_in_order_and_fits_the_width(app):
    for key_name, spec in GAMES.items():
        scene = spec.make_scene(spec.default_players, 1, None, autosave=False)
        page = scene.rules_html()
        lines = richtext.layout(page, 600, 20, (255, 255, 255))
        words = [w for line in lines for segment, _ in line for w in segment.split()]
        assert words == plain_words(page), key_name
        for line in lines:
            width = sum(richtext.text.font(20, s[0], s[1]).size(t)[0] for t, s in line)
            assert width <= 600 or len(line) == 1 and " " not in line[0][0].strip()


def test_styles_and_breaks(app):
    runs = richtext.runs("<b>Goal.</b> Win <i>now</i><br><font color='#F2B134'>gold</font> &#8226; x", (1, 2, 3))
    assert ("Goal.", (True, False, (1, 2, 3))) in runs and ("now", (False, True, (1, 2, 3))) in runs
    assert ("\n", (False, False, (1, 2, 3))) in runs
    assert ("gold", (False, False, (0xF2, 0xB1, 0x34))) in runs and any("\u2022" in t for t, _ in runs)
    lines = richtext.layout("a<br><br>b", 500, 20, (255, 255, 255))
    assert [[t for t, _ in line] for line in lines] == [["a"], [], ["b"]]


def test_the_rules_page_opens_scrolls_and_closes(app):
    spec = GAMES["tripitz-together"]
    scene = spec.make_scene(2, 1, None, autosave=False)
    app.push(scene)
    step(app, 2)
    press(app, find_button(app, "Rules"))
    rules = app.scene
    assert isinstance(rules, RulesOverlay) and rules.max_scroll > 0 and rules.scroll == 0
    key(app, pygame.K_PAGEDOWN)
    assert rules.scroll > 0
    key(app, pygame.K_END)
    assert rules.scroll == rules.max_scroll
    key(app, pygame.K_HOME)
    start = rules.body.center
    drag(app, start, (start[0], start[1] - 200))            # a finger pushes the text up
    assert 150 <= rules.scroll <= 250
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0,
                                         precise_y=1.0, touch=False))
    step(app)
    assert rules.scroll < 150
    press(app, find_button(app, "Close"))
    assert app.scene is scene


def test_a_new_app_forgets_the_pages_drawn_with_the_old_fonts(app):
    """text.reset (a new App) clears richtext's pages too, though text never imports richtext (no circle)."""
    from ui.kit import text
    first = richtext.page_surface("<b>Goal.</b> Win", 300)
    assert richtext.page_surface("<b>Goal.</b> Win", 300) is first      # kept while the fonts live
    text.reset()
    assert richtext.page_surface("<b>Goal.</b> Win", 300) is not first  # drawn again with the new fonts
