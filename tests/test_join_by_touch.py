"""Seats claimed by touch (issue 26): at a table Play opens the empty table; players tap their edges to join, a
second tap leaves, and Start (in every joined place, once enough have joined) starts the game with that many
players sitting where they joined, turns going clockwise. The title screen's computer seats take free places."""
import pygame
import pytest

from tests.uihelpers import make_app, step, touch
from ui.base.seats import HUMAN
from ui.play.boardscene import BoardScene
from ui.screens.menu import MenuScene
from ui.screens.menu.join import JoinScene, seating
from ui.storage import prefs

SIZE = (1920, 1080)


@pytest.fixture
def app():
    a = make_app(size=SIZE)
    yield a
    pygame.quit()


def join_screen(app, key: str, seats=None) -> JoinScene:
    """The title screen with `key` chosen at a table (and these seats), then Play."""
    if seats is not None:
        prefs.remember_seats(key, seats)
    menu = MenuScene(selected=key)
    app.reset_to(menu)
    step(app, 2)
    if not menu.current()["table"]:
        menu.toggle_table()
    menu.start()
    step(app, 2)
    assert isinstance(app.scene, JoinScene)
    return app.scene


def tap_spot(app, join: JoinScene, spot: int) -> None:
    """A finger on the middle of a spot's free part (away from where Start stands)."""
    area = join.spots[spot]
    length, depth = area.local_size
    touch(app, area.to_screen((length * 0.3, depth / 2)))


def tap_start(app, join: JoinScene, spot: int) -> None:
    area = join.spots[spot]
    touch(app, area.to_screen(join.start_button(spot).center))


def spot_on(join: JoinScene, edge: str) -> int:
    return next(spot for spot, area in join.spots.items() if area.edge == edge)


def test_claiming_three_edges_starts_a_three_player_game_seated_at_those_edges(app):
    join = join_screen(app, "trickle", ["human"] * 6)
    claimed = [spot_on(join, edge) for edge in ("top", "left", "right")]
    for spot in claimed:
        tap_spot(app, join, spot)
    assert join.joined == set(claimed) and join.can_start()
    tap_start(app, join, claimed[0])
    step(app, 2)
    game = app.scene
    assert isinstance(game, BoardScene) and game.players == 3 and game.table
    # seated clockwise from the bottom: left, top, right; each strip on its player's edge, turned to face it
    assert [s.facing for s in game.seats] == ["left", "top", "right"]
    assert game.seat_places == [join.places[s] for s in (claimed[1], claimed[0], claimed[2])]
    for seat, area in game.seat_layout.seats.items():
        assert area.edge == game.seats[seat].facing
    assert all(s.is_human for s in game.seats)


def test_fewer_than_the_games_least_players_shows_no_start(app):
    join = join_screen(app, "tumbleweed", ["human", "human"])
    first = spot_on(join, join.spots[0].edge)
    tap_spot(app, join, first)
    assert join.joined == {first} and not join.can_start()
    assert all(join.start_button(spot) is None for spot in join.spots)
    area = join.spots[first]
    length, depth = area.local_size
    touch(app, area.to_screen((length - 50, depth / 2)))    # where Start would stand: only leaves the place
    assert app.scene is join and join.joined == set()


def test_a_tap_on_a_claimed_place_leaves_it(app):
    join = join_screen(app, "icesickle", ["human"] * 4)
    tap_spot(app, join, 1)
    tap_spot(app, join, 2)
    assert join.joined == {1, 2} and join.seat_look(1)[3] == HUMAN
    tap_spot(app, join, 1)
    assert join.joined == {2} and join.seat_look(1) is None


def test_the_title_screens_computer_seats_take_the_free_places(app):
    join = join_screen(app, "tumbleweed", ["human", "easy"])
    tap_spot(app, join, 1)
    assert join.can_start() and join.seat_look(0)[3] == "easy"
    tap_start(app, join, 1)
    step(app, 2)
    game = app.scene
    assert isinstance(game, BoardScene) and [s.controller for s in game.seats] == ["easy", HUMAN]


def test_seating_keeps_the_turns_clockwise_and_drops_computers_the_game_cannot_seat():
    order = [0, 1, 2, 3]
    assert seating(order, {3, 1}, [], (2, 3, 4)).spots == (1, 3)
    both = seating(order, {2}, ["easy", "hard"], (2, 3, 4))
    assert both.spots == (0, 1, 2) and both.controllers == ("easy", "hard", HUMAN)
    assert seating(order, {0, 1}, ["easy"], (2,)).controllers == (HUMAN, HUMAN)   # no room for the computer


def test_back_returns_to_the_title_screen_and_start_as_chosen_plays_as_before(app):
    join = join_screen(app, "trickle", ["human", "human"])
    touch(app, join.lay.corners["tl"].center)
    assert isinstance(app.scene, MenuScene)
    join = join_screen(app, "trickle")
    touch(app, join.lay.corners["bl"].center)
    step(app, 2)
    game = app.scene
    assert isinstance(game, BoardScene) and game.players == 2 and game.seat_places is None


def test_restart_keeps_the_places_players_chose(app):
    join = join_screen(app, "trickle", ["human"] * 6)
    for edge in ("left", "right"):
        tap_spot(app, join, spot_on(join, edge))
    tap_start(app, join, spot_on(join, "left"))
    step(app, 2)
    game = app.scene
    game.restart()
    step(app, 2)
    assert app.scene is not game and app.scene.seat_places == game.seat_places
    assert [s.facing for s in app.scene.seats] == ["left", "right"]


@pytest.mark.parametrize("size", [(1920, 1080), (640, 480), (480, 640)])
def test_every_spot_start_and_corner_is_big_enough_for_a_finger(size):
    app = make_app(size=size)
    try:
        least = 48 if size == (1920, 1080) else 40
        for key in ("trickle", "tripitz", "icesickle"):
            join = join_screen(app, key, ["human"] * 6)
            for spot in join.spots:
                join.tap_spot(spot)
            for spot, area in join.spots.items():
                assert min(area.rect.size) >= least, (key, spot, area.rect)
                start = join.start_button(spot)
                assert min(start.size) >= least and pygame.Rect((0, 0), area.local_size).contains(start)
            assert all(min(r.inflate(-12, -12).size) >= least for r in join.lay.corners.values())
    finally:
        pygame.quit()


def test_places_chosen_at_a_big_table_give_way_to_a_small_tables_ends_and_come_back(app):
    """The reviewer's repro: players joined at 1920x1080 (bottom, left, top), then the window became 640x480; the
    seats stayed where they were, and the board got 342x166 instead of the small table's short ends."""
    from ui.kit.layouts import compact
    join = join_screen(app, "tripitz", ["human"] * 4)
    claimed = [spot_on(join, edge) for edge in ("bottom", "left", "top")]
    for spot in claimed:
        tap_spot(app, join, spot)
    tap_start(app, join, claimed[0])
    step(app, 2)
    game = app.scene
    chosen = [area.edge for area in game.seat_layout.seats.values()]
    app.resize((640, 480))
    step(app, 3)
    assert compact(app.size) and {area.edge for area in game.seat_layout.seats.values()} <= {"left", "right"}
    app.resize((1920, 1080))
    step(app, 3)
    assert [area.edge for area in game.seat_layout.seats.values()] == chosen


def painted_whole(join, size) -> pygame.Surface:
    """The table painted all in one go, in the order every frame painted it before the still part was kept."""
    import math
    from ui.base import palette
    from ui.screens.menu import joinpaint
    surface = pygame.Surface(size)
    surface.fill(palette.BACKGROUND)
    pygame.draw.rect(surface, palette.darken(palette.PANEL_EDGE, 0.6), join.lay.board, border_radius=24)
    joinpaint.paint_middle(join, surface)
    glow = 0.5 + 0.5 * math.sin(join.time * 3.0)
    for spot, area in join.spots.items():
        upright = pygame.Surface(area.local_size)
        joinpaint.paint_spot(join, spot, upright, glow)
        surface.blit(area.turn(upright), area.rect.topleft)
    for corner, rect in join.lay.corners.items():
        joinpaint.paint_corner(surface, corner, rect)
    return surface


def test_the_kept_still_part_of_the_table_gives_the_picture_painted_whole(app):
    """The background, the middle's words and the corners are kept between frames (joinpaint.paint_still): a
    frame shows what painting it all did, as places are claimed and left."""
    from ui.screens.menu import joinpaint
    join = join_screen(app, "trickle")
    for claim in (None, spot_on(join, "bottom"), spot_on(join, "top"), spot_on(join, "bottom")):
        if claim is not None:
            tap_spot(app, join, claim)
        step(app, 3)
        shown = pygame.Surface(app.size)
        joinpaint.paint(join, shown)
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(painted_whole(join, app.size), "RGB")
    assert join.still.builds <= 4      # (painted again only when the words in the middle change)


def test_the_join_screen_is_laid_out_then_painted_then_drawn_and_a_tap_meanwhile_joins(app):
    from tests.uihelpers import DT
    menu = MenuScene(selected="trickle")
    app.reset_to(menu)
    step(app, 4)
    if not menu.current()["table"]:
        menu.toggle_table()
        step(app, 4)
    drawn = app.frames_drawn
    menu.start()
    join = app.scene
    app.step(DT)
    assert app.frames_drawn == drawn and not join.still.builds      # laid out: nothing painted
    app.step(DT)
    assert app.frames_drawn == drawn and join.still.builds == 1     # the still part painted: not drawn yet
    app.step(DT)
    assert app.frames_drawn == drawn + 1
    app.pop()
    step(app, 4)
    menu.start()          # a new join screen, tapped before it is shown
    join = app.scene
    tap_spot(app, join, spot_on(join, "bottom"))
    assert len(join.joined) == 1
