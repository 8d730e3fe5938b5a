"""Three in a row on screen: its board view (the grid, the marks, a mark popping in) and its words.

Everything else (seats, both layouts, undo, hints, computer seats, the move list, records, the result screen)
comes from the shared game screen; the scene only answers its hooks (ui/play/hooks.py).
"""
from __future__ import annotations

import pygame

from ui.base import codewords, palette
from ui.base.lang import t
from ui.board.anim import Effect
from ui.board.gridview import GridLayout
from ui.play.boardscene import BoardScene
from ui.play.rulesfiles import read_rules

from . import engine

MARK = "mark"          # the pick: a mark is always in hand, as Tumbleweed's stone is
POP_SECONDS = 0.2


class TinyScene(BoardScene):
    def __init__(self, spec, players, seed=None, options=None, state=None, **how):
        self.grid: GridLayout | None = None
        super().__init__(spec, players, seed, options, state, **how)

    # -- the board view ----------------------------------------------------------------------------------------
    def layout_board(self, rect: pygame.Rect) -> None:
        self.grid = GridLayout(engine.SIZE, engine.SIZE, rect)

    def paint_board(self, surface: pygame.Surface) -> None:
        for y in range(engine.SIZE):
            for x in range(engine.SIZE):
                cell = self.grid.cell_rect((x, y)).inflate(-6, -6)
                pygame.draw.rect(surface, palette.PANEL, cell, border_radius=10)

    def draw_pieces(self, surface: pygame.Surface) -> None:
        hidden = self.animator.hidden_cells()
        for cell, seat in self.state.cells.items():
            if cell not in hidden:
                self.draw_mark(surface, cell, seat, 1.0)
        for cell in self.state.line:
            pygame.draw.rect(surface, palette.ACCENT, self.grid.cell_rect(cell).inflate(-4, -4), 4, border_radius=10)

    def draw_mark(self, surface, cell, seat: int, scale: float) -> None:
        x, y = self.grid.centre(cell)
        r = max(2, int(self.grid.size * 0.32 * scale))
        colour = self.seats[seat].colour
        if seat == 0:
            pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), max(3, r // 4))
            pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), max(3, r // 4))
        else:
            pygame.draw.circle(surface, colour, (int(x), int(y)), r, max(3, r // 4))

    def animate(self, events: list) -> None:
        for e in events:
            if e.kind == "place":
                self.animator.add(Effect(POP_SECONDS, lambda s, p, e=e: self.draw_mark(s, e.cell, e.player, p),
                                         hide=(e.cell,)))

    def taps_for(self, move) -> list:
        return [self.grid.centre(move.cell)]

    # -- picking: the mark is always in hand; a tap on a square places it --------------------------------------
    def forced_pick(self):
        return None if self.state.is_over else MARK

    def targets_of(self, pick) -> dict:
        return {move.cell: move for move in self.state.legal_moves()}

    def target_at(self, pos):
        return self.grid.cell_at(pos) if self.grid is not None else None

    def refuse(self, pick, target) -> str | None:
        """A tap on a taken square: the engine says why (a tap off the grid just cancels)."""
        if target is not None:
            problem = self.state.why_not(engine.Move(target))
            if problem is not None:
                return codewords.say(problem, self.spec.words)
        return None

    # -- words -------------------------------------------------------------------------------------------------
    def status_text(self) -> str:
        if self.state.is_over:
            return t("play.status.game_over")
        return t("tinygame.status.turn", name=self.seat_info(self.state.current_player)[0])

    def rules_html(self) -> str:
        return read_rules(__file__)
