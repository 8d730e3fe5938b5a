"""A 1024x768 table with six seats (a kiosk screen): its top and bottom strips are about 370 px long, too short
for a name badge beside Exchange, Hint and the strip's own Menu, which covered the name and the score (issue 26).
A strip too short for both leaves out its own Menu (the corners' Menu serves), and if still too short, only the
seat to move shows its buttons. Every strip then shows its name and score clear of its buttons, and every strip
button stays a fingertip (48 px) in both dimensions."""
import random

import pygame
import pytest

from games import GAMES
from tests.uihelpers import make_app, step
from ui.base import lang
from ui.kit import text
from ui.play.seatpanel import strip_light

SIZE = (1024, 768)
MIN = 48
NAME_SEEN = 60       # px of a name at the least (the whole of a shorter one) beside the score, at 14 px or more


@pytest.fixture(scope="module")
def app():
    a = make_app(size=SIZE)
    yield a
    pygame.quit()


def badge_end(scene, seat) -> int:
    """Where a strip's name badge must reach at the least (upright x): its turn light and mark, a name at 14 px
    (whole, or NAME_SEEN px of it), the score at its smallest type."""
    area = scene.seat_layout.seats[seat]
    (lx, _), r = strip_light(area.local_size)
    name = scene.seat_info(seat)[0]
    name_w = min(NAME_SEEN, text.font(14, True).size(name)[0])
    return lx + r + 10 + name_w + 12 + text.font(18, True).size(scene.score_text(seat))[0]


CASES = [("tripitz", {}), ("trickle", {}), ("trickle", {"chaining": True}), ("tripitz-together", {})]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("key,options", CASES)
def test_every_strip_of_a_1024x768_six_seat_table_shows_its_name_and_score_beside_its_buttons(
        app, key, options, language):
    lang.use(language)
    try:
        spec = GAMES[key]
        scene = spec.make_scene(6, 3, {**spec.default_options(), **options}, table=True)
        app.reset_to(scene)
        step(app)
        for moves in (0, 4):
            scene.advance_random(moves, random.Random(moves))
            step(app)
            mover = scene.state.current_player
            where = f"{key} {options} {language} after {moves}"
            for seat, area in scene.seat_layout.seats.items():
                buttons = scene.chrome.strip(seat)[2]
                free = scene.chrome.strip_free[seat]
                for b in buttons:
                    assert min(b.rect.size) >= MIN, (where, seat, b.label, b.rect)
                    assert b.rect.left >= badge_end(scene, seat), (where, seat, b.label, b.rect.left,
                                                                    badge_end(scene, seat))
                    assert b.rect.left >= free.left, (where, seat, "the badge runs under", b.label)
                if seat == mover:      # the seat to move keeps what it needs to act
                    assert {label for label, _ in scene.turn_buttons()} <= {b.key for b in buttons}, where
    finally:
        lang.use("en")
