"""Places after a tie (issue 30): competition ranking, 1, 2, 2, 2, 5, 6, on every entry's result screen and in
every language (the places skipped by a tie are skipped, never 1st, 2nd, 2nd, 2nd, 3rd, 4th)."""
import pytest

from engine.core import Outcome
from games import GAMES
from tests.uihelpers import make_app, step
from ui.base import lang
from ui.base.lang import t
from ui.play.hooks import PLACES, competition_places


def test_tied_seats_share_a_place_and_the_places_they_took_are_skipped():
    assert competition_places([(0,), (1, 2, 3), (4,), (5,)]) == [0, 1, 4, 5]
    assert competition_places([(2, 0), (1,)]) == [0, 2]
    assert competition_places([(0,), (1,), (2,)]) == [0, 1, 2]
    assert competition_places([(0, 1, 2)]) == [0]


# The entries with more than two seats, at their most: (entry, players, ranking, the places it shows, 1-based)
CASES = [("trickle", 6, ((3,), (0, 1, 5), (2,), (4,)), [1, 2, 2, 2, 5, 6]),
         ("trickle-down", 3, ((1, 2), (0,)), [1, 1, 3]),
         ("icesickle", 4, ((0,), (1, 2), (3,)), [1, 2, 2, 4]),
         ("tripitz", 6, ((5,), (0, 1, 2), (3, 4)), [1, 2, 2, 2, 5, 5])]


@pytest.mark.parametrize("code", ["en", "fi"])
@pytest.mark.parametrize("key,players,ranking,places", CASES)
def test_every_result_screen_counts_places_as_in_a_competition(key, players, ranking, places, code):
    app = make_app((1280, 720))
    try:
        lang.use(code)
        spec = GAMES[key]
        scene = spec.make_scene(players, 3, spec.default_options(), autosave=False)
        app.push(scene)
        step(app, 2)
        outcome = Outcome(tuple(0 for _ in range(players)), ranking, ranking[0])
        shown = [row[0] for row in scene.result_rows(outcome)]
        assert shown == [t(f"play.result.place.{PLACES[p - 1]}") for p in places]
    finally:
        lang.use("en")
        import pygame
        pygame.quit()
