"""A table at 640x480 (issue 26): a compact table seats everyone at its two short ends so the board keeps the whole
short side, and only the seat to move shows its buttons. Every entry's board cells are then at least 40 px across
with 2-6 seats (what a cell is, per game: Trickle's and Tumbleweed's hexes and Tripitz's cavities across their
flats, IceSickle's grid squares), and every strip button is at least 40 px and inside its strip."""
import math
import random

import pygame
import pytest

from games import GAMES
from tests.uihelpers import make_app, step
from ui.base.seats import table_places
from ui.kit.layouts import compact, table_layout

SMALL = (640, 480)
CELL = 40
# Trickle Down's banks pile their bags beside the board's left and right corners (games/trickle/down.py): the board
# with its piles needs 25 hex sizes across, so 616 px of width would be needed for 40 px cells. It gets 34 px.
CELL_FOR = {"trickle-down": 34}
BUTTON = 40


@pytest.fixture(scope="module")
def app():
    a = make_app(size=SMALL)
    yield a
    pygame.quit()


def cell_px(scene) -> float:
    """A board cell's size on the screen, from the scene's own geometry: a hex across its flats, a grid square's
    side."""
    for name in ("view", "hexes"):      # Trickle and Tripitz keep their HexLayout as `view`, Tumbleweed as `hexes`
        geometry = getattr(scene, name, None)
        if hasattr(geometry, "cell_set"):
            return geometry.size * math.sqrt(3)
    return scene.grid.size              # IceSickle's GridLayout


def options_for(key, spec):
    options = spec.default_options()
    if key == "tumbleweed":
        options["size"] = 6             # the smallest board: side 8 and up cannot reach 40 px in 480 px of height
    return options


CASES = [(key, n) for key, spec in GAMES.items() for n in spec.players]


@pytest.mark.parametrize("key,players", CASES)
def test_a_640x480_table_gives_every_board_cell_and_strip_button_room_for_a_finger(app, key, players):
    spec = GAMES[key]
    scene = spec.make_scene(players, 3, options_for(key, spec), table=True)
    app.reset_to(scene)
    step(app)
    where = f"{key} {players}p"
    assert cell_px(scene) >= CELL_FOR.get(key, CELL), (where, cell_px(scene))
    for rng_seed in (1, 2):
        for seat, area in scene.seat_layout.seats.items():
            length, depth = area.local_size
            buttons = scene.chrome.strip(seat)[2]
            assert bool(buttons) <= (seat == scene.state.current_player), where   # only the mover's buttons
            for b in buttons:
                assert min(b.rect.size) >= BUTTON, (where, seat, b.label, b.rect)
                assert b.rect.left >= 0 and b.rect.right <= length and b.rect.bottom <= depth, (where, b.rect)
        scene.advance_random(5, random.Random(rng_seed))     # another seat to move, other buttons
        step(app)


def test_a_small_table_seats_everyone_at_its_short_ends_and_a_large_one_round_the_table():
    assert compact(SMALL) and compact((480, 640)) and not compact((1280, 720)) and not compact((800, 600))
    assert {edge for edge, _, _ in table_places(4, True, ends=True)} == {"left", "right"}
    assert {edge for edge, _, _ in table_places(4, False, ends=True)} == {"bottom", "top"}
    assert table_places(4, True, ends=False) == table_places(4, True)
    # clockwise: up the left end, then down the right
    assert table_places(4, True, ends=True) == [("left", 1, 2), ("left", 0, 2), ("right", 0, 2), ("right", 1, 2)]
    assert table_places(3, True, ends=True) == [("left", 0, 1), ("right", 0, 2), ("right", 1, 2)]
    lay = table_layout(SMALL, table_places(6, True, ends=True))
    rects = [a.rect for a in lay.seats.values()]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert lay.board.height >= SMALL[1] - 8 and not any(r.colliderect(lay.board) for r in rects)


def test_six_trickle_players_still_sit_in_front_of_their_own_edges_at_a_small_table():
    directions = [-90 + 60 * side for side in (3, 1, 2, 0, 4, 5)]
    places = table_places(6, True, directions, ends=True)
    assert sorted(places) == sorted(table_places(6, True, ends=True))
    # sides 1 and 2 lie right of the board's centre, 4 and 5 left of it
    assert [places[s][0] for s in (1, 2, 4, 5)] == ["right", "right", "left", "left"]


@pytest.mark.parametrize("size", [(1280, 720), (720, 1280)])
def test_a_strips_own_menu_button_leaves_its_score_in_sight(size):
    """Each person's strip Menu (≡) made three buttons of a 500 px strip's two: Exchange covered the score (and the
    name of the seat to move) at 1280x720 and on a screen turned to 720x1280. The score is drawn whole, left of the
    buttons."""
    import pygame as pg
    from ui.play.seatpanel import paint_strip
    from ui.screens.menu import MenuScene as Menu
    app = make_app(size)
    app.push(Menu(selected="tripitz"))
    scene = GAMES["tripitz"].make_scene(6 if size[0] > size[1] else 4, 3, None, table=True)
    app.push(scene)
    step(app, 2)
    for seat, area in scene.seat_layout.seats.items():
        buttons = scene.chrome.strip(seat)[2]
        left = min(b.rect.left for b in buttons)

        def painted(score):         # (no name: what differs is the score alone)
            surface = pg.Surface(area.local_size)
            paint_strip(surface, ("", *scene.seat_info(seat)[1:]), score, "", False, buttons)
            return surface
        with_score, without = painted("88"), painted("")
        shown = [x for x in range(left) for y in range(area.local_size[1])
                 if with_score.get_at((x, y)) != without.get_at((x, y))]
        from ui.kit import text
        glyphs = text.render("88", max(18, min(34, area.local_size[1] // 3)), (255, 255, 255), True).get_width()
        assert shown and max(shown) - min(shown) + 2 >= glyphs - 4, f"seat {seat}: the score is under the buttons"
