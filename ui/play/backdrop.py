"""A window game's whole-window picture: the static board (the scene's board_cache) with what the game paints onto
it where nothing else is drawn (IceSickle's trays, Tripitz's rack and bag), so a frame blits one picture instead of
drawing them each frame. It is made again when the board's picture is; after a resize it is made in bands over
frames (prepare: a 3840x2160 copy is 14 ms at once) before anything is painted onto it, and the game draws those
apart meanwhile (it is not `ready`)."""
from __future__ import annotations

import pygame

from ui.board.hexview import CachedSurface


class WindowBackdrop:
    def __init__(self, scene):
        self.scene = scene
        self.picture = CachedSurface(lambda surface: surface.blit(scene.board_cache.get(surface.get_size()),
                                                                  (0, 0)), alpha=False)

    def key(self) -> tuple:
        return (self.scene.board_cache.builds,)

    def due(self) -> bool:
        """In a window, once the board shows after a resize: still to be made (prepare)."""
        scene = self.scene
        return (not scene.table and not scene.board_late and scene.app is not None
                and not self.picture.has(scene.app.size, self.key()))

    def prepare(self, seconds: float) -> None:
        """A piece of making it, for up to `seconds` (refine_pictures)."""
        if self.due():
            self.picture.prepare(self.scene.app.size, self.key(), seconds)

    def get(self, size) -> pygame.Surface:
        return self.picture.get(size, self.key())

    @property
    def builds(self) -> int:
        """How many times it was made anew (what is painted onto it then is painted again)."""
        return self.picture.builds

    def release(self) -> None:
        self.picture.release()       # a whole-window picture, like the board's (BoardScene.leave, put_away)
