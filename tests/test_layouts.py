"""Seats round a table: each strip along its edge, turned toward its player, inside the window, never over the
board, another strip or a corner; touch targets big enough; players sit by their own part of the board."""
import itertools

import pygame
import pytest

from ui.kit.layouts import SeatArea, table_layout, window_layout
from ui.base.seats import EDGE_ANGLES, table_places

SIZES = [(1920, 1080), (1080, 1920), (1280, 720), (640, 480)]


@pytest.mark.parametrize("angle", [0, 90, 180, 270])
def test_seat_coordinates_round_trip_and_the_near_side_is_the_players(angle):
    edge = {v: k for k, v in EDGE_ANGLES.items()}[angle]
    rect = pygame.Rect(100, 50, 80, 300) if angle in (90, 270) else pygame.Rect(100, 50, 300, 80)
    area = SeatArea(0, edge, rect, angle)
    length, depth = area.local_size
    assert (length, depth) == (300, 80)
    for p in [(0, 0), (10, 5), (299, 79), (150, 40)]:
        back = area.to_local(area.to_screen(p))
        assert back == pytest.approx(p)
    # The bottom of the upright strip (where its player's hands are) lies on the screen edge they sit at.
    x, y = area.to_screen((150, depth))
    assert {"bottom": y == rect.bottom, "top": y == rect.top, "left": x == rect.left,
            "right": x == rect.right}[edge]
    turned = area.turn(pygame.Surface((length, depth)))
    assert turned.get_size() == rect.size


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_table_strips_fit_the_window_and_never_overlap(size, players):
    lay = table_layout(size, table_places(players, size[0] >= size[1]))
    window = pygame.Rect((0, 0), size)
    rects = [a.rect for a in lay.seats.values()] + list(lay.corners.values())
    assert len(lay.seats) == players
    for r in rects:
        assert window.contains(r) and not r.colliderect(lay.board)
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b)
    for area in lay.seats.values():
        length, depth = area.local_size
        assert depth >= 64 and length >= 2 * depth
        assert area.edge == {0: "bottom", 90: "right", 180: "top", 270: "left"}[area.angle]
    if size == (1920, 1080):
        assert min(r.width for r in lay.corners.values()) >= 48


@pytest.mark.parametrize("size", SIZES)
def test_the_window_layout_keeps_board_and_panel_apart(size):
    lay = window_layout(size)
    assert not lay.board.colliderect(lay.panel) and pygame.Rect((0, 0), size).contains(lay.panel)


def test_players_sit_in_front_of_their_own_edge_when_the_game_says_where_it_is():
    # Six Trickle players own one edge each, clockwise from the top: the top edge's owner sits at the top.
    directions = [-90 + 60 * side for side in (3, 1, 2, 0, 4, 5)]
    places = table_places(6, False, directions)
    assert places[3][0] == "top" and places[0][0] == "bottom"
    assert places[1][0] == "right" and places[4][0] == "left"
    assert sorted(places) == sorted(table_places(6, False))     # the same places, only reassigned
    assert table_places(6, False, [None] * 6) == table_places(6, False)
