"""A game screen's messages: where the chrome puts them (a Spot) and how one is drawn, fading out.

The chrome of each layout (ui/play/chrome_window.py, chrome_table.py) says where a message hides nothing and
faces the player it is for: in a window beside the board, in the side panel above its buttons (issue 15); in
portrait, at the board's bottom edge; at a table, in the free middle of the mover's own strip when it fits there,
else at the board's edge in front of that seat, turned to them. A message is rendered once per text and place,
never per frame; only its fade changes.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ui.play.seatpanel import render_toast

MESSAGE_SECONDS = 3.0
MESSAGE_CHARS = 300     # a message is a sentence or two: one made of a damaged value is cut (never a page)
MESSAGE_FADE = 0.45       # a message fades out over its last 0.4 s (repainted where it lies then)
FADE_SECONDS = 0.4


@dataclass(frozen=True)
class Spot:
    """Where a message goes: turned `angle` degrees (toward its player), its lines at most `width` px in `size` px
    type, its box's `anchor` (a pygame.Rect point name) at the screen `point`. A spot with a `room_height` (a
    strip's free middle, the room left in a window's panel) holds the message only if its box, in its type or
    down to `smallest`, is at most 8 px taller; else it goes to `instead`."""
    angle: int
    width: int
    size: int
    anchor: str
    point: tuple
    room_height: int | None = None
    instead: "Spot | None" = None
    smallest: int | None = None    # type the message may shrink to before it goes to `instead` (None: no shrinking)


EDGE_ANCHORS = {0: "midbottom", 180: "midtop", 90: "midright", 270: "midleft"}


def edge_spot(board: pygame.Rect, angle: int) -> Spot:
    """At the board's edge on the side of the player it faces, across the board's width as they see it."""
    width = board.width if angle in (0, 180) else board.height
    point = {0: (board.centerx, board.bottom - 8), 180: (board.centerx, board.top + 8),
             90: (board.right - 8, board.centery), 270: (board.left + 8, board.centery)}[angle]
    return Spot(angle, width - 80, 24, EDGE_ANCHORS[angle], point)


class MessageView:
    """The shown message's picture, kept while its text and spot stay the same."""

    def __init__(self):
        self.key = None
        self.img: pygame.Surface | None = None
        self.spot: Spot | None = None

    def draw(self, surface: pygame.Surface, message: str, left: float, spot: Spot) -> None:
        """Draw `message` at `spot`, with `left` seconds to go (it fades over the last FADE_SECONDS)."""
        if self.key != (message, spot):
            self.key = (message, spot)
            img = render_toast(message, spot.width, spot.size)
            if spot.room_height is not None and img.get_height() > spot.room_height + 8:
                # too tall for its room: smaller type first (where the spot allows it), else at the board's edge
                sizes = range(spot.size - 2, (spot.smallest or spot.size) - 1, -2)
                smaller = [render_toast(message, spot.width, size) for size in sizes]
                fitting = [small for small in smaller if small.get_height() <= spot.room_height + 8]
                if fitting:
                    img = fitting[0]
                else:
                    spot = spot.instead
                    img = render_toast(message, spot.width, spot.size)
            self.spot = spot
            self.img = pygame.transform.rotate(img, spot.angle) if spot.angle else img
        img, spot = self.img, self.spot
        img.set_alpha(int(255 * min(1.0, left / FADE_SECONDS)))
        surface.blit(img, img.get_rect(**{spot.anchor: spot.point}))

    def shown_rect(self, message: str, spot: Spot) -> pygame.Rect | None:
        """Where `message` at `spot` was last drawn (a fading message is repainted just there); None: it was not."""
        if self.img is None or self.key != (message, spot):
            return None
        return self.img.get_rect(**{self.spot.anchor: self.spot.point})
