"""Where IceSickle's trays are on the screen, in either layout, so the scene asks one object for hit tests and
for where flights start and end.

Window: the supply and every seat's capture bin sit beside (or under) the board (trays.Trays, screen
coordinates). Table: each seat's strip holds that seat's own capture bin, and while sowing the supply sits in
the strip of the seat to move, so it faces the player who places and is within their reach (the other seat's
strip keeps its bin). A strip is painted upright and turned by its SeatArea; its Trays are in the strip's
upright coordinates and every answer here is turned back to the screen.
"""
from __future__ import annotations

import pygame

from .trays import Trays


def is_size(pick) -> bool:
    """A supply pick, ("size", n) (a slot of the supply tray), as opposed to a square (col, row)."""
    return isinstance(pick, tuple) and pick[:1] == ("size",)


class TrayPlaces:
    def __init__(self, window_trays: Trays | None = None, areas: dict | None = None, cell: float = 0.0,
                 titles: list | None = None, paint_strip=None):
        self.window = window_trays          # window layout: one Trays in screen coordinates
        self.areas = areas or {}            # table layout: seat -> SeatArea
        self.cell = cell
        self.titles = titles or []
        self.paint_strip = paint_strip      # paints a seat's strip (which calls strip_trays_in) if not yet done
        self.strip_trays: dict = {}         # seat -> Trays inside that seat's upright strip

    @property
    def table(self) -> bool:
        return self.window is None

    def strip_trays_in(self, seat: int, rect: pygame.Rect) -> Trays:
        """The seat's trays in the free part of its upright strip (made again only when that part changes)."""
        trays = self.strip_trays.get(seat)
        if trays is None or trays.rect != rect:
            # One bin per strip: seat 0 of these Trays is the strip's own seat.
            trays = self.strip_trays[seat] = Trays(rect, False, 1, self.cell, [self.titles[seat]])
        return trays

    def trays_of(self, seat: int) -> tuple[Trays, int]:
        """(the Trays holding this seat's bin / the supply it places from, the bin's index in them)."""
        if not self.table:
            return self.window, seat
        if seat not in self.strip_trays:
            self.paint_strip(seat)
        return self.strip_trays[seat], 0

    def to_screen(self, seat: int, point):
        return point if not self.table else self.areas[seat].to_screen(point)

    # ---- the supply (seat: the seat placing) ----
    def slot_at(self, pos, seat: int):
        if self.table and not self.areas[seat].rect.collidepoint(pos):
            return None
        trays, _ = self.trays_of(seat)
        return trays.slot_at(pos if not self.table else self.areas[seat].to_local(pos))

    def slot_centre(self, size: int, seat: int):
        trays, _ = self.trays_of(seat)
        return self.to_screen(seat, trays.slot_sprite_centre(size))

    def slot_px(self, size: int, seat: int) -> int:
        return self.trays_of(seat)[0].slot_px(size)

    def slot_rects(self, seat: int) -> list[pygame.Rect]:
        """The supply's slots on the screen (touch targets)."""
        trays, _ = self.trays_of(seat)
        out = []
        for r in trays.slots.values():
            corners = [self.to_screen(seat, p) for p in (r.topleft, r.bottomright)]
            xs, ys = [p[0] for p in corners], [p[1] for p in corners]
            out.append(pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
        return out

    # ---- the capture bins ----
    def bin_spot(self, seat: int, index: int, count: int):
        trays, i = self.trays_of(seat)
        return self.to_screen(seat, trays.bin_spot(i, index, count))

    def bin_piece_px(self, seat: int, size: int, count: int) -> int:
        return self.trays_of(seat)[0].bin_piece_px(size, count)
