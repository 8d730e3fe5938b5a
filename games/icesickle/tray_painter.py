"""What IceSickle's trays show now, painted where the layout puts them: in a window beside the board, baked into
the scene's background picture; at a table in each seat's strip.

Sowing: the supply (at a table only in the strip of the seat to move); reaping and between games: each seat's
captures, less the pyramids still flying there. In a window the trays' part of the background is painted again
only when what they show changes (drawing them every frame was 1-1.5 ms of each frame); nothing else is drawn
there, so it is the same picture as drawing them over the pieces.
"""
from __future__ import annotations

import pygame

from ui.base import lang
from ui.play.backdrop import WindowBackdrop
from ui.kit import repaints

from .tray_places import is_size
from .trays import Trays

TRAY_BLEED = 16     # px round the window's trays their cached picture also covers (outlines, a lifted stack)


def hidden_bins(hidden) -> list:
    """The ("bin", seat, index) places of captured pyramids still in flight."""
    return [h for h in hidden if isinstance(h, tuple) and h[:1] == ("bin",)]


class TrayPainter:
    def __init__(self, scene):
        self.scene = scene
        # the window's static board with the trays on it, and what its trays show (background())
        self.backdrop = WindowBackdrop(scene)
        self._trays_key = None

    def draw(self, surface, trays: Trays, hidden, seats, supply_of=None) -> None:
        """Sowing: the supply (at a table only in the mover's strip, `supply_of`); reaping and between games:
        each seat's captures. `seats` are the seats whose bins these trays hold, in bin order."""
        sc = self.scene
        sowing = sc.view_phase() == "sowing"
        if sowing and (not sc.table or supply_of is not None):
            carried = sc.picker.picked if sc.picker.dragging else None
            self.draw_supply(surface, trays, carried[1] if is_size(carried) else None)
            return
        for i, seat in enumerate(seats):
            current = sc.state.current_player == seat and not sc.state.solo and not sc.interlude
            trays.draw_bin(surface, sc.sprites, i, sc.seat_info(seat), sc.view_captured(seat),
                           {("bin", i, k) for (_, s, k) in hidden_bins(hidden) if s == seat},
                           current, sc.state.solo)

    def draw_supply(self, surface, trays: Trays, carried_size) -> None:
        sc = self.scene
        trays.draw_supply(surface, sc.sprites, sc.state.supply(), sc.state.supply_pieces(),
                          sc.chosen_size, carried_size)

    def draw_window(self, surface, hidden) -> None:
        """The window's trays are part of background() (baked); drawn here only while a resize's pyramids are
        still being refined or its board's picture is not made yet."""
        if not self.baked():
            self.draw(surface, self.scene.places.window, hidden, range(self.scene.players))

    def baked(self) -> bool:
        sc = self.scene
        return not sc.table and not sc.sprites.rough and not sc.board_late and not self.backdrop.due()

    def release(self) -> None:
        self.backdrop.release()

    def background(self, size) -> pygame.Surface:
        """In a window: the static board with the trays on it, their part painted again only when what they show
        changes."""
        sc = self.scene
        board = sc.board_cache.get(size)
        if not self.baked():
            return board
        builds = self.backdrop.builds
        backdrop = self.backdrop.get(size)
        area = sc.tray_rect.inflate(TRAY_BLEED * 2, TRAY_BLEED * 2).clip(backdrop.get_rect())
        hidden = sc.animator.hidden_cells()
        carried = sc.picker.picked if sc.picker.dragging else None
        st = sc.state
        key = (area, lang.current(), self.backdrop.builds, id(sc.sprites), sc.view_phase(),
               sc.interlude is not None, carried[1] if is_size(carried) else None, sc.chosen_size,
               tuple(sorted(st.supply().items())),
               tuple(st.supply_pieces()), st.current_player, st.solo, tuple(sorted(hidden_bins(hidden))),
               tuple((sc.seat_info(seat), tuple(sc.view_captured(seat))) for seat in range(sc.players)))
        if key != self._trays_key:
            if self.backdrop.builds == builds:
                backdrop.blit(board, area, area)      # (a new backdrop is the board already)
            backdrop.set_clip(area)
            self.draw(backdrop, sc.places.window, hidden, range(sc.players))
            backdrop.set_clip(None)
            self._trays_key = key
            repaints.painted()
        return backdrop

    # ---- a table: each seat's strip holds its bin, and the mover's holds the supply while sowing -----------
    def strip_key(self, seat: int) -> tuple:
        sc = self.scene
        carried = sc.picker.picked if sc.picker.dragging else None
        supply = sc.view_phase() == "sowing" and seat == sc.state.current_player
        return (lang.current(), sc.view_phase(), supply, sc.chosen_size if supply else None,
                carried if supply else None,
                tuple(sc.state.supply_pieces()) if supply else (), tuple(sc.view_captured(seat)),
                tuple(sorted(h for h in hidden_bins(sc.animator.hidden_cells()) if h[1] == seat)),
                sc.interlude is not None)

    def paint_strip(self, seat: int, surface: pygame.Surface, rect: pygame.Rect) -> None:
        sc = self.scene
        trays = sc.places.strip_trays_in(seat, rect)
        mover = sc.state.current_player if sc.view_phase() == "sowing" else None
        self.draw(surface, trays, sc.animator.hidden_cells(), [seat], supply_of=seat if mover == seat else None)
