"""Small screens (issue 30): at 640x480 (and the sizes between) nothing is cut mid-word without an ellipsis and
nothing lies over what matters, in every language: the title screen's cards, its option lines, Tumbleweed's (and
every entry's) panel in a window, IceSickle's supply tray."""
import pygame
import pytest

from games import GAMES
from tests.uihelpers import make_app, step
from ui.base import lang, palette
from ui.base.lang import LANGUAGES
from ui.kit import text
from ui.play.chrome_window import STATUS_ROOM
from ui.play.seatpanel import side_panel_rows
from ui.screens.menu import MenuScene
from ui.screens.menu.cards import areas, card_words, players_words
from ui.storage import saves

SIZES = [(640, 480), (800, 600), (1024, 768), (1280, 720)]


@pytest.fixture
def english():
    yield
    lang.use("en")


def shown_whole_or_cut_with_an_ellipsis(lines: list[str], whole: str) -> bool:
    """Lines that say all of `whole`, or its beginning with the last line ending in '…' (never just stopping)."""
    said = " ".join(lines)
    if said == whole:
        return True
    return said.endswith("…") and whole.startswith(said[:-1].rstrip()) and all("…" not in l for l in lines[:-1])


def test_wrapping_at_most_some_lines_keeps_whole_words_and_ends_a_cut_in_an_ellipsis():
    pygame.font.init()
    sentence = "Sow pyramids on the volcano, then jump to reap them when the time comes."
    for width in (60, 120, 200, 400, 900):
        for most in (1, 2, 3):
            lines = text.wrap_at_most(sentence, 16, width, most)
            assert 1 <= len(lines) <= most
            assert all(text.font(16).size(line)[0] <= width or " " not in line for line in lines)  # (one long word)
            assert shown_whole_or_cut_with_an_ellipsis(lines, sentence), (width, most, lines)
    assert text.wrap_at_most(sentence, 16, 900, 0) == [] and text.wrap_at_most(sentence, 16, 900, 1) == [sentence]


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_card_holds_its_name_and_players_whole_and_its_line_whole_or_with_an_ellipsis(code, english):
    pygame.font.init()
    lang.use(code)
    for size in SIZES:
        _, _, _, rects = areas(size, list(GAMES))
        for key, rect in rects.items():
            spec = GAMES[key]
            words = card_words(spec, rect)
            (name, *_), (detail, *_) = words[0], words[1]
            assert name == spec.title, (size, name)
            assert detail in (players_words(spec.players), players_words(spec.players, compact=True)), detail
            icon_right = rect.left + rect.height // 2 + 6 + 0.405 * rect.height
            for line, px, bold, _, (x, y) in words:
                w, h = text.font(px, bold).size(line)
                assert x > icon_right and x + w <= rect.right - 6, (size, key, line)
                assert rect.top + 2 <= y and y + h <= rect.bottom - 2, (size, key, line)
            assert shown_whole_or_cut_with_an_ellipsis([w[0] for w in words[2:]], spec.tagline) or len(words) == 2


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_explanation_of_an_option_is_a_whole_sentence_or_ends_in_an_ellipsis(code, english, monkeypatch):
    """IceSickle's Match explanation stopped at 'totals added;' at 1280x720."""
    app = make_app((1280, 720))
    drawn = []
    real = text.render

    def render(words, size, colour=(255, 255, 255), bold=False):
        drawn.append((words, size, tuple(colour)))
        return real(words, size, colour, bold)
    try:
        app.set_language(code)
        render.cache_clear = real.cache_clear      # (a trim of memory that comes due while it runs clears the cache)
        monkeypatch.setattr(text, "render", render)
        for size in ((1280, 720),):
            app.resize(size)
            for key, spec in GAMES.items():
                menu = MenuScene(selected=key)
                app.reset_to(menu)
                shown = 0
                for players in sorted({min(spec.players), spec.default_players}):
                    menu.set_players(players)
                    for option in [o for o in spec.options if players in o.players]:
                        menu.cycle(option)
                        drawn.clear()
                        menu.panel.invalidate()
                        step(app, 2)     # (the title screen paints its picture in the frame after a build)
                        said = [w for w, px, colour in drawn if px == 16 and colour == tuple(palette.ACCENT)]
                        # (none where the rows leave no room under them: never a part that stops mid-sentence)
                        assert not said or shown_whole_or_cut_with_an_ellipsis(said, menu.hint), (size, key, said)
                        shown += bool(said)
                assert shown or key != "icesickle", (size, key)     # (the case: its Match)
    finally:
        lang.use("en")
        pygame.quit()


def overlaps(rects) -> list:
    return [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.colliderect(b)]


@pytest.mark.parametrize("code", LANGUAGES)
def test_at_640x480_every_entrys_panel_keeps_its_status_above_its_buttons_and_messages_off_the_scores(code, english):
    app = make_app((640, 480))
    try:
        app.set_language(code)
        for key, spec, players in [(k, s, n) for k, s in GAMES.items() for n in sorted({s.default_players,
                                                                                       max(s.players)})]:
            scene = spec.make_scene(players, 3, spec.default_options(), autosave=False)
            app.reset_to(scene)
            step(app, 4)
            p = scene.panel_rect
            seats_bottom = side_panel_rows(p.size, scene.players)[-1].bottom + p.top
            buttons = [b for b in scene.chrome.frame_buttons if b.visible]
            assert not overlaps([b.rect for b in buttons]), key
            for b in buttons:
                assert p.contains(b.rect) and b.rect.top >= seats_bottom + STATUS_ROOM, (key, players, b.text)
                px = 18 if "#small_button" in b.object_ids else 22
                assert text.font(px, True).size(b.text)[0] <= b.rect.width - 10, (key, b.text)
            if scene.message:        # who starts: under the seat rows, or at the board's edge
                scene.message_view.draw(pygame.Surface(app.size), scene.message, 1.0, scene.chrome.message_spot())
                spot, img = scene.message_view.spot, scene.message_view.img
                box = img.get_rect(**{spot.anchor: spot.point})
                assert box.top >= seats_bottom - 4 or not box.colliderect(p), key
    finally:
        saves.WRITER.flush()
        lang.use("en")
        pygame.quit()


@pytest.mark.parametrize("size", SIZES)
def test_icesickles_supply_words_never_lie_over_its_pyramids(size):
    app = make_app(size)
    try:
        spec = GAMES["icesickle"]
        for players in (2, 4):
            scene = spec.make_scene(players, 3, spec.default_options(), autosave=False)
            app.reset_to(scene)
            step(app, 3)
            trays = scene.places.window
            for tray_size, slot in trays.slots.items():
                cx, cy = trays.slot_sprite_centre(tray_size)
                px = trays.slot_px(tray_size)
                step_px = max(3, px // 10)
                stack = pygame.Rect(cx - px / 2, cy - px / 2 - 2 * step_px * 0.6, px + 2 * step_px, px + 2 * step_px)
                assert slot.contains(stack.inflate(-2, -2)), (size, tray_size)
                if trays.words_under:
                    assert stack.bottom <= slot.bottom - trays.under_h + 2, (size, tray_size)
    finally:
        pygame.quit()
