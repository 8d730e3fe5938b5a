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


# ---- Tripitz: the mover's rack along its whole end, its buttons in the board area's corner (games/tripitz/band.py) ----
RACK_SLOT = 40     # what a 640x480 table reaches for 2 to 6 seats (it was 13 px, 11 px with six)


def settle(app, scene):
    """Big steps until the pids have flown (the band shows the next mover's rack once they have landed)."""
    for _ in range(200):
        app.step(0.05)
        if not scene.animator.busy:
            break
    step(app, 2)


@pytest.mark.parametrize("key", ["tripitz", "tripitz-together"])
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_a_640x480_tripitz_table_gives_the_mover_a_rack_of_40_px_slots_and_buttons_beside_the_board(app, key,
                                                                                                   players):
    from games.tripitz import layout
    spec = GAMES[key]
    scene = spec.make_scene(players, 3, spec.default_options(), table=True, autosave=False)
    app.reset_to(scene)
    step(app)
    screen = pygame.Rect((0, 0), SMALL)
    bag = pygame.Rect(0, 0, scene.bag_size_px, scene.bag_size_px)
    bag.center = scene.bag_centre
    for rng_seed in (1, 2, 3):
        settle(app, scene)
        seat = scene.state.current_player
        rv = scene.racks[seat]
        assert scene.visible_racks() == [seat] and rv.s >= RACK_SLOT, (key, players, rv.s)
        band = scene.band.bands[seat]
        corners = [band.to_screen(p) for p in (rv.frame.topleft, rv.frame.bottomright)]
        assert all(band.rect.inflate(1, 1).collidepoint(p) for p in corners), (band.rect, corners)  # at its own end
        rack_on_screen = pygame.Rect(corners[0], (0, 0)).union(pygame.Rect(corners[1], (0, 0)))
        for other, area in scene.seat_layout.seats.items():      # a turn light (a computer thinking) is its badge's
            (x, y), _ = scene.chrome.light(other)                # in the band's column, never over the rack
            assert area.rect.collidepoint(x, y) if area.edge != band.edge else \
                band.to_local((x, y))[0] <= layout.BADGES_W + 4, (other, (x, y))
            assert not rack_on_screen.collidepoint(x, y)
        area, buttons = scene.band.block()
        assert [b.key for b in buttons] == [label for label, _ in scene.turn_buttons()]
        for b in buttons:
            shown = pygame.Rect(area.to_screen(b.rect.topleft), (0, 0)).union(
                pygame.Rect(area.to_screen(b.rect.bottomright), (0, 0)))
            assert min(b.rect.size) >= BUTTON and screen.contains(shown), (b.label, shown)
            assert layout.clear_of_board(scene.view, shown) and not shown.colliderect(bag), (b.label, shown)
            assert not any(shown.colliderect(s.rect) for s in scene.seat_layout.seats.values())
            assert not any(shown.colliderect(c) for c in scene.seat_layout.corners.values())
        scene.advance_random(players + 1, random.Random(rng_seed))     # another seat to move, maybe at the other end


def test_a_640x480_four_seat_tripitz_table_is_played_by_taps_on_the_rack_the_board_and_the_corner_buttons(app):
    from engine import tripitz as T
    from tests.uihelpers import touch
    spec = GAMES["tripitz"]
    scene = spec.make_scene(4, 5, spec.default_options(), table=True, autosave=False)
    app.reset_to(scene)
    step(app)
    ends = set()
    for _ in range(4):           # every seat once: both ends, first and second along each
        settle(app, scene)
        seat = scene.state.current_player
        ends.add(scene.seat_layout.seats[seat].edge)
        move = next(m for m in scene.state.legal_moves() if isinstance(m, T.Place))
        for point in scene.taps_for(move):         # a rack slot, then a cavity
            touch(app, point)
        assert scene.match.history[-1].move == move and scene.match.history[-1].seat == seat
    assert ends == {"left", "right"}
    settle(app, scene)
    seat = scene.state.current_player
    rack = list(scene.slots[seat])
    touch(app, scene.button_point("Exchange"))     # the corner buttons: Exchange, two pids, Done
    assert scene.choices.exchanging
    touch(app, scene.slot_pos(rack[0]))
    touch(app, scene.slot_pos(rack[3]))
    assert scene.choices.marked == {0, 3}
    touch(app, scene.button_point("Done"))
    assert isinstance(scene.match.history[-1].move, T.Exchange) and scene.state.current_player != seat

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
