"""Where things go on the screen, for every game: the `window` layout (board and a side panel) and the `table`
layout (the board in the middle, each seat's strip along its own edge turned toward its player, the shared
controls in the corners where every side can reach them).

A layout is plain data computed from the window size; the scene paints into it. A SeatArea converts between the
screen and the seat's own upright coordinates, so a game paints a seat's rack once, upright, and the area turns
it to face its owner.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ui.base.seats import EDGE_ANGLES
from ui.kit.facing import from_frame, to_frame

MARGIN = 12
COMPACT_BELOW = 600     # px of the short side: a smaller table is compact (its seats at the two short ends)
COMPACT_MARGIN = 4


def compact(size) -> bool:
    """Is a table of this size small (640x480): everyone at its two short ends, thin margins, strips no deeper
    than the long side leaves beside a square board, and only the seat to move shows its buttons?"""
    return min(size) < COMPACT_BELOW


@dataclass
class SeatArea:
    seat: int
    edge: str
    rect: pygame.Rect            # on screen
    angle: int                   # pygame.transform.rotate angle that turns upright content toward the seat

    @property
    def local_size(self) -> tuple[int, int]:
        """The strip as its player sees it: (length along the edge, depth toward the board)."""
        if self.angle in (90, 270):
            return self.rect.height, self.rect.width
        return self.rect.width, self.rect.height

    def to_screen(self, p) -> tuple[float, float]:
        """A point in the seat's upright coordinates -> the screen."""
        return from_frame(self.angle, self.rect, p)

    def to_local(self, pos) -> tuple[float, float]:
        return to_frame(self.angle, self.rect, pos)

    def turn(self, upright: pygame.Surface) -> pygame.Surface:
        return pygame.transform.rotate(upright, self.angle) if self.angle else upright


@dataclass
class Layout:
    kind: str                                   # "window" or "table"
    size: tuple[int, int]
    board: pygame.Rect                          # where the game puts its board (and, in a window, its trays)
    panel: pygame.Rect | None = None            # window: the side panel (right, or top in portrait)
    seats: dict = field(default_factory=dict)   # table: seat -> SeatArea
    corners: dict = field(default_factory=dict)  # table: "tl", "tr", "bl", "br" -> Rect for shared controls

    @property
    def portrait(self) -> bool:
        return self.size[0] < self.size[1]


def window_layout(size) -> Layout:
    """Today's window: a side panel on the right (landscape) or along the top (portrait)."""
    w, h = size
    if w >= h:
        pw = max(250, min(340, int(w * 0.24)))
        panel = pygame.Rect(w - pw, 0, pw, h)
        board = pygame.Rect(MARGIN, MARGIN, w - pw - 2 * MARGIN, h - 2 * MARGIN)
    else:
        ph = max(200, min(280, int(h * 0.22)))
        panel = pygame.Rect(0, 0, w, ph)
        board = pygame.Rect(MARGIN, ph + MARGIN, w - 2 * MARGIN, h - ph - 2 * MARGIN)
    return Layout("window", (w, h), board, panel=panel)


def strip_depth(size, wanted: int | None = None) -> int:
    """How deep a seat strip is: room for a name, a score and 48 px buttons, more if the game wants a rack."""
    short = min(size)
    depth = wanted if wanted is not None else int(short * 0.11)
    return max(64, min(depth, int(short * 0.22)))


def board_first_depth(size, wanted: int) -> int:
    """A strip depth for a game whose board needs the room (Tumbleweed, Tripitz): at a compact table no deeper
    than the long side leaves beside a square board of the short side (70 px at 640x480), else `wanted`."""
    if not compact(size):
        return wanted
    return min(wanted, (max(size) - min(size)) // 2 - 10)


def table_layout(size, places, depth: int | None = None) -> Layout:
    """Seat strips along the edges where players sit (`places`, from ui.base.seats.table_places), corners for the
    shared controls, the board in between."""
    w, h = size
    d = strip_depth(size, depth)
    used = {edge for edge, _, _ in places}
    inset = {e: (d if e in used else 0) for e in EDGE_ANGLES}
    corner = d
    seats = {}
    # The place tables (ui/base/seats.py) already list each edge's seats so that turns go clockwise round the table.
    for seat, (edge, i, k) in enumerate(places):
        if edge in ("bottom", "top"):
            span = w - 2 * corner
            x0 = corner + span * i // k
            x1 = corner + span * (i + 1) // k
            y = h - d if edge == "bottom" else 0
            rect = pygame.Rect(x0 + 3, y, x1 - x0 - 6, d)
        else:
            span = h - 2 * corner
            y0 = corner + span * i // k
            y1 = corner + span * (i + 1) // k
            x = 0 if edge == "left" else w - d
            rect = pygame.Rect(x, y0 + 3, d, y1 - y0 - 6)
        seats[seat] = SeatArea(seat, edge, rect, EDGE_ANGLES[edge])
    m = COMPACT_MARGIN if compact(size) else MARGIN
    board = pygame.Rect(inset["left"] + m, inset["top"] + m, w - inset["left"] - inset["right"] - 2 * m,
                        h - inset["top"] - inset["bottom"] - 2 * m)
    corners = {"tl": pygame.Rect(0, 0, corner, corner), "tr": pygame.Rect(w - corner, 0, corner, corner),
               "bl": pygame.Rect(0, h - corner, corner, corner),
               "br": pygame.Rect(w - corner, h - corner, corner, corner)}
    return Layout("table", (w, h), board, seats=seats, corners=corners)


def facing_at(layout: Layout, pos) -> int:
    """Which way a scene opened by a press at `pos` faces: at a table, toward the seat whose strip is nearest
    (a corner is shared: its nearer strip), in a window upright."""
    if layout.kind != "table" or not layout.seats or pos is None:
        return 0

    def distance(area: SeatArea) -> float:
        r = area.rect
        dx = max(r.left - pos[0], 0, pos[0] - r.right)
        dy = max(r.top - pos[1], 0, pos[1] - r.bottom)
        return dx * dx + dy * dy
    return min(layout.seats.values(), key=lambda area: (distance(area), area.seat)).angle


def shared_widths(needs: list, total: int) -> list:
    """Widths of a row of buttons sharing `total` px (the gaps between them not counted), `needs` the px their
    words need: equal when every one fits its share; else each as wide as its words need and the rest shared out
    (a long word in another language), when that fits; else equal (the words are then cut with '…')."""
    n = len(needs)
    equal = [total // n] * n
    if all(w <= e for w, e in zip(needs, equal)) or sum(needs) > total:
        return equal
    spare = (total - sum(needs)) // n
    return [w + spare for w in needs]
