"""Where Tripitz's own things go inside the shared layouts (ui/kit/layouts.py), as plain geometry:

* in a window, the board area (the shared window layout's board rectangle) holds the board, the rack of the
  seat to move along its bottom and the bag beside the rack (or in the board's empty top-left corner when the
  window is narrow);
* at a table, each rack lies in its seat's strip (ui/seatpanel.paint_strip) under the name row, from the strip's
  full length (its buttons sit in the name row), the status beside the name (the scene sets STRIP_RACK_ROW and
  paints it), and
  the bag sits in the board's empty top-left corner.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from games.tripitz.rack import RackView
from ui.kit.layouts import SeatArea, board_first_depth
from ui.play.seatpanel import strip_name_row


@dataclass
class WindowGeometry:
    board: pygame.Rect       # the board itself, above the rack
    rack: RackView
    bag_centre: tuple
    bag_size_px: int


def preferred_slot(size, kids: bool) -> int:
    s = min(size) / 720 * 62
    return int(s * (1.2 if kids else 1.0))   # bigger pieces and targets for children


def name_row(s: int) -> int:
    return max(20, int(s * 0.42))


def window_geometry(area: pygame.Rect, size, kids: bool) -> WindowGeometry:
    """The rack along the bottom of `area` with the bag beside it; in a narrow window the bag moves to the board's
    empty top-left corner (the hexagon leaves the corners free) before the slots go below 48 px."""
    s = preferred_slot(size, kids)
    bag_beside = True
    while s > 32:
        rw, rh = RackView.size_for(s, name_row(s))
        need = rw + (int(s * 1.4) + 12 if bag_beside else 0)
        if need <= area.width and rh * 4 <= area.height:
            break
        if bag_beside and s <= 48:
            bag_beside = False
            continue
        s -= 1
    rw, rh = RackView.size_for(s, name_row(s))
    top = area.bottom - rh
    if bag_beside:
        bag_w = int(s * 1.4)
        x0 = area.centerx - (rw + bag_w + 12) // 2
        frame = pygame.Rect(x0 + bag_w + 12, top, rw, rh)
        bag_centre = (x0 + bag_w / 2, frame.centery)
        bag_size_px = int(min(bag_w, rh) * 0.95)
    else:
        frame = pygame.Rect(area.centerx - rw // 2, top, rw, rh)
        bag_size_px = int(min(80, rh))
        bag_centre = (area.left + bag_size_px / 2, area.top + bag_size_px / 2)
    board = pygame.Rect(area.left, area.top, area.width, area.height - rh - 12)
    return WindowGeometry(board, RackView(frame, s, name_row(s)), bag_centre, bag_size_px)


def strip_rack_room(area, kids: bool) -> pygame.Rect:
    """The room for a rack in a seat's strip (upright coordinates): the whole row under the strip's name row (the
    buttons sit in the name row, so pressing Exchange never moves the rack)."""
    length, depth = area.local_size
    top = strip_name_row(depth)
    return pygame.Rect(12, top, length - 8 - 12, depth - 8 - top)


def table_racks(seat_layout, kids: bool) -> dict:
    """seat -> RackView at a table: every rack with the same slot size (the biggest that fits every strip), each
    at the left of its room and mapped to the screen by the strip's SeatArea."""
    rooms = {seat: strip_rack_room(area, kids) for seat, area in seat_layout.seats.items()}
    s = min(RackView.slot_for(room.width, room.height) for room in rooms.values())
    racks = {}
    for seat, area in seat_layout.seats.items():
        room = rooms[seat]
        w, h = RackView.size_for(s)
        racks[seat] = RackView(pygame.Rect(room.left, room.centery - h // 2, w, h), s, 0, area.to_screen,
                               area.to_local)
    return racks


def table_bag(board: pygame.Rect) -> tuple[tuple, int]:
    """(centre, size) of the bag at a table: the board's empty top-left corner."""
    size = max(40, min(90, board.height // 8))
    return (board.left + size / 2 + 4, board.top + size / 2 + 4), size


def strip_depth(size, kids: bool) -> int:
    """A strip deep enough for the name row and, under it, a rack of 48 px slots or more (about 64 px at
    1920x1080, a little more for children); at a compact table (640x480) what the board leaves."""
    short = min(size)
    s = max(48, int(short / 1080 * (70 if kids else 64)))
    return board_first_depth(size, strip_name_row(2 * short) + s + 2 * RackView.padding(s) + 10)  # (the tallest name row)


# -- a compact table (640x480): the rack of the seat to move along its whole end ---------------------------------------
# Every seat sits at one of the two short ends there, two or three to an end, in strips 70 px deep: a rack in one
# strip got 13 px slots. Instead the rack of the seat to move lies along its whole end (over its neighbours' strips
# there, whose seats shrink to a column of badges at its start) and its buttons stand in the board area's empty
# corner at its right hand (games/tripitz/band.py paints them and takes their taps).
BADGES_W = 40        # the band's column of that end's seats: mark (lit for the seat to move) and score
BUTTON_H = 44        # a corner button's short side (the strips' buttons are 44 px too)
RIGHT_HAND = {0: "bottomright", 90: "topright", 180: "topleft", 270: "bottomleft"}   # by a seat's angle


def end_band(seat_layout, seat) -> SeatArea:
    """The whole end where `seat` sits (its strip, its neighbours' there and the gaps between them), as one
    SeatArea turned toward that end."""
    area = seat_layout.seats[seat]
    rects = [a.rect for a in seat_layout.seats.values() if a.edge == area.edge]
    return SeatArea(seat, area.edge, rects[0].unionall(rects[1:]), area.angle)


def band_rack_room(band: SeatArea) -> pygame.Rect:
    length, depth = band.local_size
    return pygame.Rect(BADGES_W + 2, 3, length - BADGES_W - 5, depth - 6)


def band_racks(seat_layout) -> tuple[dict, dict]:
    """(seat -> its end's band, seat -> RackView in the band's upright coordinates), every rack with the same slot
    size: the biggest every end holds beside its badges (40 px at 640x480, for 2 to 6 seats)."""
    bands = {seat: end_band(seat_layout, seat) for seat in seat_layout.seats}
    s = min(RackView.slot_for(band_rack_room(b).width, band_rack_room(b).height) for b in bands.values())
    racks = {}
    for seat, band in bands.items():
        room = band_rack_room(band)
        w, h = RackView.size_for(s)
        racks[seat] = RackView(pygame.Rect(room.left + (room.width - w) // 2, room.centery - h // 2, w, h), s, 0,
                               band.to_screen, band.to_local)
    return bands, racks


def clear_of_board(view, rect: pygame.Rect) -> bool:
    """Does `rect` stay off every cavity of the board (each hexagon's outer circle)?"""
    for cell in view.cells:
        x, y = view.centre(cell)
        nearest = (min(max(x, rect.left), rect.right), min(max(y, rect.top), rect.bottom))
        if (nearest[0] - x) ** 2 + (nearest[1] - y) ** 2 <= view.size ** 2:
            return False
    return True


def corner_block(view, board: pygame.Rect, angle: int, count: int = 2) -> tuple[SeatArea, list]:
    """Where the buttons of a seat facing `angle` stand: (the block, each button's length), `count` buttons one above
    the other as its player sees them (the first nearest it), in the board area's corner at the player's right hand,
    each as long along the edge as the hexagon leaves free there (the triangle widens toward the edge)."""
    inner = board.inflate(-8, -8)

    def anchored(length: int, depth: int) -> pygame.Rect:
        rect = pygame.Rect((0, 0), (depth, length) if angle in (90, 270) else (length, depth))
        setattr(rect, RIGHT_HAND[angle], getattr(inner, RIGHT_HAND[angle]))
        return rect
    lengths = []
    for row in range(count):
        depth = (row + 1) * BUTTON_H + row * 6        # this row and the ones nearer the player
        fits = [n for n in range(BUTTON_H, 161, 4) if clear_of_board(view, anchored(n, depth))]
        lengths.append(max(fits, default=BUTTON_H))   # (no room at all: the smallest, over the board's corner)
        if lengths[-1] > (lengths[-2] if row else 160):
            lengths[-1] = lengths[-2]
    return SeatArea(-1, "", anchored(lengths[0], count * BUTTON_H + (count - 1) * 6), angle), lengths
