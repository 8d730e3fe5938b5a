"""The move list is as tall as its rows need (issue 26): its panel was always the window less 40 px, so at a table
a list of three moves covered every other seat's strip, and opened from a side seat the whole screen. A short list
is a short panel that leaves the other seats' strips in view; a long one still fills the window and pages."""
import random

import pygame
import pytest

from games import GAMES
from tests.uihelpers import find_button, make_app, on_screen, step, touch
from ui.base.lang import t
from ui.kit.facing import Facing
from ui.play.movelist import ROW_H, Entry, MoveListOverlay


def entries(n: int) -> list[Entry]:
    return [Entry(i + 1, "Blue", (60, 120, 220), "triangle", f"a{i % 9 + 1}-b{i % 7 + 1}") for i in range(n)]


def opened(size, n: int) -> MoveListOverlay:
    app = make_app(size)
    overlay = MoveListOverlay(entries(n), n, lambda k: None)
    app.push(overlay)
    step(app)
    return overlay


@pytest.mark.parametrize("size", [(1920, 1080), (1080, 1920), (640, 480)])
def test_three_moves_make_a_short_panel(size):
    overlay = opened(size, 3)
    assert overlay.pages == 1 and [e.number for e, _ in overlay.row_rects()] == [1, 2, 3]
    assert overlay.rect.height <= 84 + 3 * ROW_H + 90 < size[1] - 40
    for _, row in overlay.row_rects():       # every row inside the panel, above its buttons
        assert overlay.rect.contains(row) and row.bottom <= overlay.close.rect.top


def test_two_hundred_moves_still_fill_the_window_a_page_at_a_time():
    overlay = opened((1280, 720), 200)
    assert 720 - 40 - ROW_H < overlay.rect.height <= 720 - 40             # (whole rows)
    assert overlay.pages > 1 and overlay.page == overlay.pages - 1          # opened on the marked (last) move
    shown = [e.number for e, _ in overlay.row_rects()]
    assert 200 in shown and all(overlay.rect.contains(r) for _, r in overlay.row_rects())
    overlay.turn_page(-1)
    earlier = [e.number for e, _ in overlay.row_rects()]
    assert max(earlier) == min(shown) - 1 and len(earlier) == overlay.per_page


def strips_covered(app, scene, moves, seat) -> list[int]:
    """The other seats whose strips the list's panel covers on the screen."""
    panel = Facing(moves.facing, app.size).rect_on_screen(moves.rect)
    return [s for s, area in scene.seat_layout.seats.items() if s != seat and area.rect.colliderect(panel)]


@pytest.mark.parametrize("seat_edge", ["bottom", "left"])
def test_a_short_list_opened_from_a_seat_at_a_table_leaves_the_other_strips_in_view(seat_edge):
    app = make_app((1920, 1080))
    from ui.screens.menu import MenuScene
    app.push(MenuScene(selected="tripitz"))
    scene = GAMES["tripitz"].make_scene(6, 3, None, table=True)
    app.push(scene)
    step(app, 3)
    scene.advance_random(3, random.Random(1))
    step(app, 30)
    seat = next(s for s, a in scene.seat_layout.seats.items() if a.edge == seat_edge)
    area = scene.seat_layout.seats[seat]
    menu = next(b for b in scene.chrome.strip(seat)[2] if b.key == "menu")
    touch(app, area.to_screen(menu.rect.center))
    touch(app, on_screen(find_button(app, t("play.pause.moves"))).center)
    moves = app.scene
    assert isinstance(moves, MoveListOverlay) and moves.facing == area.angle and len(moves.entries) == 3
    assert strips_covered(app, scene, moves, seat) == []
    pygame.quit()
