"""Where everything goes on Tripitz's screen, for the two layouts (plain geometry, no drawing):

* normal_layout: the side panel (right, or on top in portrait), the board, the shown rack along the bottom
  with the bag beside it (or in the board's empty top-left corner when the window is narrow);
* table_layout: no panel; every rack at its owner's edge of the screen, turned to face them (TABLE_SEATS_*
  and EDGE_ANGLE), the board in the middle, and four corner squares for Menu, Rules, Undo and the bag.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from games.tripitz.rack import RackView

RACK_SLOTS = 7

# Where the racks sit in table mode, clockwise from the bottom: (edge, index on that edge, racks on that edge).
TABLE_SEATS_LANDSCAPE = {
    2: [("B", 0, 1), ("T", 0, 1)],
    3: [("B", 0, 1), ("T", 0, 2), ("T", 1, 2)],
    4: [("B", 0, 1), ("L", 0, 1), ("T", 0, 1), ("R", 0, 1)],
    5: [("B", 0, 1), ("L", 0, 1), ("T", 0, 2), ("T", 1, 2), ("R", 0, 1)],
    6: [("B", 1, 2), ("B", 0, 2), ("L", 0, 1), ("T", 0, 2), ("T", 1, 2), ("R", 0, 1)],
}
TABLE_SEATS_PORTRAIT = {
    2: [("B", 0, 1), ("T", 0, 1)],
    3: [("B", 0, 1), ("L", 0, 1), ("R", 0, 1)],
    4: [("B", 0, 1), ("L", 0, 1), ("T", 0, 1), ("R", 0, 1)],
    5: [("B", 0, 1), ("L", 1, 2), ("L", 0, 2), ("R", 0, 2), ("R", 1, 2)],
    6: [("B", 0, 1), ("L", 1, 2), ("L", 0, 2), ("T", 0, 1), ("R", 0, 2), ("R", 1, 2)],
}
EDGE_ANGLE = {"B": 0, "R": 90, "T": 180, "L": 270}   # pygame.transform.rotate angle: the rack faces its owner


@dataclass
class Layout:
    panel_rect: pygame.Rect              # empty (0 x 0) around a table
    board_rect: pygame.Rect
    racks: dict                          # seat -> RackView (in the normal layout all at the same place)
    bag_centre: tuple
    bag_size_px: int
    rack_d: int                          # pid diameter on a rack
    mini_d: int                          # pid diameter in the side panel's seat rows
    corner_rects: dict = field(default_factory=dict)   # table mode: "tl", "tr", "bl", "br" squares


def preferred_slot(w, h, kids: bool) -> int:
    s = min(w, h) / 720 * 62
    return int(s * (1.2 if kids else 1.0))   # bigger pieces and targets for children


def normal_layout(w, h, players: int, kids: bool) -> Layout:
    if w >= h:
        pw = max(250, min(340, int(w * 0.24)))
        panel_rect = pygame.Rect(w - pw, 0, pw, h)
        area = pygame.Rect(0, 0, w - pw, h)
    else:
        ph = max(230, min(300, int(h * 0.25)))
        panel_rect = pygame.Rect(0, 0, w, ph)
        area = pygame.Rect(0, ph, w, h - ph)
    # The rack along the bottom with the bag beside it; in a narrow window the bag moves to the board's
    # empty top-left corner (the hexagon leaves the corners free) before the slots go below 48 px.
    s = preferred_slot(w, h, kids)
    bag_beside = True
    while s > 32:
        rw, rh = RackView.size_for(s)
        need = rw + (int(s * 1.4) + 12 if bag_beside else 0) + 24
        if need <= area.width and rh * 4 <= area.height:
            break
        if bag_beside and s <= 48:
            bag_beside = False
            continue
        s -= 1
    rw, rh = RackView.size_for(s)
    cy = area.bottom - 8 - rh / 2
    if bag_beside:
        bag_w = int(s * 1.4)
        x0 = area.centerx - (rw + bag_w + 12) // 2
        centre = (x0 + bag_w + 12 + rw / 2, cy)
        bag_centre = (x0 + bag_w / 2, cy)
        bag_size_px = int(min(bag_w, rh) * 0.95)
    else:
        centre = (area.centerx, cy)
        bag_size_px = int(min(80, rh))
        bag_centre = (area.left + 8 + bag_size_px / 2, area.top + 8 + bag_size_px / 2)
    mini_d = 18 if players > 4 or h < 600 else 20
    if w < h:
        mini_d = max(12, min(18, (panel_rect.width - 20) // players // 8))
    return Layout(
        panel_rect=panel_rect,
        board_rect=pygame.Rect(area.left + 12, area.top + 12, area.width - 24, area.height - rh - 36),
        racks={seat: RackView(seat, RACK_SLOTS, s, centre, 0) for seat in range(players)},
        bag_centre=bag_centre, bag_size_px=bag_size_px, rack_d=int(s * 0.84), mini_d=mini_d)


def table_layout(w, h, players: int, kids: bool) -> Layout:
    seats = (TABLE_SEATS_LANDSCAPE if w >= h else TABLE_SEATS_PORTRAIT)[players]
    edges = {e for e, _, _ in seats}
    counts = {e: k for e, _, k in seats}
    s = preferred_slot(w, h, kids)

    def insets(s):
        rw, rh = RackView.size_for(s)
        ix = rh if edges & {"L", "R"} else 12
        iy = rh if edges & {"T", "B"} else 12
        corner = max(rh, 72)          # the corners keep the Menu, Rules and Undo buttons and the bag
        return rw, rh, ix, iy, corner

    while s > 20:      # the biggest slots that fit, leaving cavities of 48 px if the window allows
        rw, rh, ix, iy, corner = insets(s)
        ok = all(k * rw + (k + 1) * 8 <= ((w if e in "TB" else h) - 2 * corner) for e, k in counts.items())
        board = min((w - 2 * ix) / 22.6, (h - 2 * iy) / 17.6)
        if ok and (board >= 27 or s <= 32):
            break
        s -= 1
    rw, rh, ix, iy, corner = insets(s)
    racks = {}
    for seat, (edge, i, k) in enumerate(seats):
        if edge in "TB":
            span = w - 2 * corner
            x = corner + span * (i + 0.5) / k
            y = h - rh / 2 - 2 if edge == "B" else rh / 2 + 2
        else:
            span = h - 2 * corner
            y = corner + span * (i + 0.5) / k
            x = rh / 2 + 2 if edge == "L" else w - rh / 2 - 2
        racks[seat] = RackView(seat, RACK_SLOTS, s, (x, y), EDGE_ANGLE[edge])
    corner_rects = {
        "tl": pygame.Rect(0, 0, corner, corner), "tr": pygame.Rect(w - corner, 0, corner, corner),
        "bl": pygame.Rect(0, h - corner, corner, corner), "br": pygame.Rect(w - corner, h - corner, corner, corner),
    }
    return Layout(
        panel_rect=pygame.Rect(0, 0, 0, 0),
        board_rect=pygame.Rect(ix + 4, iy + 4, w - 2 * ix - 8, h - 2 * iy - 8),
        racks=racks, bag_centre=corner_rects["bl"].center, bag_size_px=int(corner * 0.8),
        rack_d=int(s * 0.84), mini_d=18, corner_rects=corner_rects)
