"""Tumbleweed's state layer and backdrop: what the board shows that changes only with a move or a View option
(the influence tint, the last-move, safe-capture and threat marks, the stacks), painted on one board-sized alpha
layer and baked with the static board into one opaque picture (the backdrop) that a frame blits alone.

A move repaints only the cells whose look changed (issue 16): the whole layer and backdrop cost 6-7 ms at
1920x1080, and most moves change a few cells. The pixels are always those a whole repaint gives.
"""
from __future__ import annotations

import time

import pygame

from ui.kit.lazysurface import LAZY_AREA, lazy_surface

from ui.board.hexview import CachedSurface
from ui.kit import repaints

from . import board, viewoptions


def merged(rects: list) -> list:
    """Rects that overlap joined where their union adds little area (neighbouring cells' reaches overlap by
    half: painting each alone paints most pixels several times)."""
    out: list = []
    for rect in rects:
        rect = rect.copy()
        joined = True
        while joined:
            joined = False
            for i, other in enumerate(out):
                union = rect.union(other)
                if union.w * union.h <= 1.2 * (rect.w * rect.h + other.w * other.h):
                    rect = union
                    del out[i]
                    joined = True
                    break
        out.append(rect)
    return out


class StateLayer:
    """The state layer and the backdrop of one TumbleweedScene, which it reads: its `state`, `view` (the View
    options), `version`, `board_rect`, `hexes`, `cells_in_draw_order`, `sprites` and static board (`board_cache`)."""

    def __init__(self, scene):
        self.scene = scene
        self.builds = 0                  # how many times the layer was painted (tests: not every frame)
        self.base = None                 # (View options, sizes) the layer was painted whole for
        self.late = False                # laid out, the backdrop not made yet (the scene's refine_pictures)
        self._backdrop_version = None    # the match version the backdrop being made shows (make_backdrop)
        self._unfaulted: list = []       # bands of a new layer whose memory is not taken yet (prepare_layer)
        self.marks = (None, set(), set())   # (last-move cell, safe captures, threatened) as painted on it
        # the static board with the state layer on it, one opaque picture per move: a frame blits it alone
        # instead of the board and a board-sized alpha layer over it (0.9 ms of every frame at 1920x1080)
        self.backdrop = CachedSurface(self._paint_backdrop, alpha=False)
        self._layer = None
        self._version = None             # the match version it shows
        self._wholes = 0                 # how many times it was painted whole (keys the backdrop)
        self._looks: dict = {}           # cell -> what the layer shows there (_cell_looks)
        self._dirty: list = []           # layer rects repainted since the backdrop last took them
        self._extents: dict = {}         # cell -> the layer rect everything drawn for it stays inside
        self._extent_list: list = []     # the same rects in draw order (for Rect.collidelistall)
        self._local_hex: dict = {}
        self._contested = None           # the striped tile, per cell size

    def lay_out(self, rect: pygame.Rect) -> None:
        """The board was laid out in `rect` (the scene's hexes and cells_in_draw_order are new): painted whole
        next time, the backdrop made in a later frame."""
        hexes = self.scene.hexes
        self._contested = None
        self.base = None
        self.late = True
        self._local_hex = board.local_hexes(hexes, rect.topleft)
        # a cell's tint, its marks' outlines (up to 0.98 of the cell and 0.14 of it wide) and its stack sprite
        # (1.9 cells square) all stay within 1.25 cell sizes (plus a few pixels) of its centre
        reach = int(hexes.size * 1.25) + 6
        self._extents = {}
        for cell in self.scene.cells_in_draw_order:
            x, y = hexes.centre(cell)
            self._extents[cell] = pygame.Rect(int(x) - rect.left - reach, int(y) - rect.top - reach,
                                              2 * reach, 2 * reach)
        self._extent_list = list(self._extents.values())

    def make_backdrop(self, size, seconds: float = float("inf")) -> bool:
        """Make the backdrop a layout left for later (the screen already shows the same pixels), in bands of up to
        `seconds` a call (a 3840x2160 one at once was a 38 ms frame); True once it is made. A move meanwhile (the
        layer patched) starts it again."""
        layer = self.surface()
        if self._backdrop_version != self.scene.version:
            self._backdrop_version = self.scene.version
            self.backdrop.invalidate()
        if not self.backdrop.prepare(size, self.backdrop_key(layer), seconds):
            return False
        self.late = False
        self.background(size)
        return True

    def _new_layer(self, size) -> None:
        self._layer = None
        if size[0] * size[1] > LAZY_AREA // 2:
            self._layer = lazy_surface(size, alpha=True)     # (pages taken as it is filled: prepare_layer)
        else:
            self._layer = pygame.Surface(size, pygame.SRCALPHA)

    def prepare_layer(self, seconds: float) -> bool:
        """After a resize, before the board shows: the layer's new surface made and its memory taken in bands
        (a fresh 2160x2160 one, 18 MB, cleared at once was 11 ms of page faults), so that the frame that paints
        it pays only for the painting; True once done."""
        size = self.scene.board_rect.size
        if self._layer is None or self._layer.get_size() != size:
            self._new_layer(size)
            height = max(1, 1_000_000 // max(1, size[0]))
            self._unfaulted = [pygame.Rect(0, y, size[0], min(height, size[1] - y)) for y in range(0, size[1], height)]
        started = time.perf_counter()
        while self._unfaulted and time.perf_counter() - started < seconds:
            self._layer.fill((0, 0, 0, 0), self._unfaulted.pop(0))
        return not self._unfaulted

    def _base(self) -> tuple:
        scene = self.scene
        return (tuple(sorted(scene.view.items())), scene.board_rect.size, scene.hexes.size)

    def stale(self) -> bool:
        """Must the layer be painted whole (made, or the View options or the size changed)?"""
        return (self._layer is None or self.base != self._base()
                or self._layer.get_size() != self.scene.board_rect.size)

    def backdrop_key(self, layer) -> tuple:
        return (self._wholes, self.scene.board_cache.builds, id(layer))

    def release(self) -> None:
        """Let go of the whole-window and board-sized pictures (the scene is left)."""
        self.backdrop.release()
        self._layer = None

    def surface(self) -> pygame.Surface:
        """Everything that changes only with the state or the View options. Painted whole when the View options
        or the size change; after a move only the cells whose tint, marks or stack changed are painted again
        (the whole layer and backdrop cost 6-7 ms at 1920x1080, most moves change a few cells)."""
        scene = self.scene
        cells = scene.cells_in_draw_order
        base = self._base()
        if self.stale():
            if self._layer is None or self._layer.get_size() != scene.board_rect.size:
                self._new_layer(scene.board_rect.size)
                self._unfaulted = []          # (made here at once: fill() below takes all its pages)
            self._layer.fill((0, 0, 0, 0))
            self._looks = self._cell_looks()
            self._paint_layer(self._layer, cells)
            self.base, self._version = base, scene.version
            self._dirty = []
            self._wholes += 1      # (the backdrop is painted whole again too)
            self.builds += 1
        elif self._version != scene.version:
            self._version = scene.version
            old, self._looks = self._looks, self._cell_looks()
            changed = [c for c in cells if old.get(c) != self._looks[c]]
            if len(changed) * 2 > len(cells):
                self._layer.fill((0, 0, 0, 0))
                self._paint_layer(self._layer, cells)
                self._dirty = [self._layer.get_rect()]
            else:
                self._dirty = [self._repaint_around(r) for r in merged([self._extents[c] for c in changed])]
            self.builds += 1
            repaints.painted()
        return self._layer

    def background(self, size) -> pygame.Surface:
        """The scene's whole-window picture: the backdrop, patched where the layer was repainted; just after a
        layout, the static board alone (the scene's draw_pieces blits the layer over it)."""
        layer = self.surface()
        board_cache = self.scene.board_cache
        if self.late:
            # just laid out: the board and the layer are blitted apart (draw_pieces) in this frame, the backdrop
            # is made in a later one (refine_pictures): making a 3840x2160 one too made a resize's frame 150 ms
            self._dirty = []     # (it will be painted whole: the board was painted again)
            return board_cache.get(size)
        dirty, self._dirty = self._dirty, []
        builds = self.backdrop.builds
        backdrop = self.backdrop.get(size, self.backdrop_key(layer))
        if dirty and self.backdrop.builds == builds:
            repaints.painted()
            # the backdrop kept: only the layer's repainted rects are laid again over the board beneath them
            static = board_cache.get(size)
            for rect in dirty:
                at = rect.move(self.scene.board_rect.topleft)
                backdrop.blit(static, at, at)
                backdrop.blit(layer, at, rect)
        return backdrop

    def _paint_backdrop(self, surface: pygame.Surface) -> None:
        surface.blit(self.scene.board_cache.get(surface.get_size()), (0, 0))
        surface.blit(self.surface(), self.scene.board_rect.topleft)

    def _cell_looks(self) -> dict:
        """What the layer shows on each cell: (tint, last move?, safe capture?, threatened?, stack). A cell
        whose look is unchanged after a move keeps its pixels."""
        scene = self.scene
        st, view = scene.state, scene.view
        control = {}
        shown = viewoptions.tinted(st, view)
        if shown:
            control = {c: kind for c, kind in st.control_colours().items() if kind in shown}
        last_cell = getattr(st.last_move, "cell", None) if view["last_move"] else None
        safe = set(st.safe_captures()) if viewoptions.allows(st, view, "captures") else set()
        threats = viewoptions.threatened(st, view)
        self.marks = (last_cell, safe, threats)
        stacks = st.stacks()
        return {c: (control.get(c), c == last_cell, c in safe, c in threats, stacks.get(c))
                for c in scene.cells_in_draw_order}

    def _repaint_around(self, rect: pygame.Rect) -> pygame.Rect:
        """Paint the layer again inside rect (layer coordinates): cleared, then every cell that can reach into
        it, clipped to it: the same pixels a whole repaint gives there."""
        rect = rect.clip(self._layer.get_rect())
        cells = [self.scene.cells_in_draw_order[i] for i in rect.collidelistall(self._extent_list)]
        self._layer.set_clip(rect)
        self._layer.fill((0, 0, 0, 0), rect)
        self._paint_layer(self._layer, cells)
        self._layer.set_clip(None)
        return rect

    def _paint_layer(self, surf: pygame.Surface, cells: list) -> None:
        """Tint, then marks, then stacks, of `cells` (in draw order) as self._looks says."""
        lay = self.scene.hexes
        origin = self.scene.board_rect.topleft
        looks = self._looks
        control = {c: looks[c][0] for c in cells if looks[c][0] is not None}
        if control:
            if self._contested is None:
                self._contested = board.contested_tile(lay.size)
            board.paint_tint(surf, lay, control, origin, self._local_hex, self._contested)
        last_cell, safe, threats = self.marks
        for cell in cells:
            if cell in safe or cell in threats or cell == last_cell:
                board.paint_cell_marks(surf, lay, cell, origin, last_cell, safe, threats)
        board.paint_stacks(surf, lay, {c: looks[c][4] for c in cells if looks[c][4] is not None}, cells,
                           self.scene.sprites, origin)
