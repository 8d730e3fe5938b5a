"""The move list: every move of the line of play, numbered, with the mover's colour and mark, the last one
marked; a tap on a move shows that position (read-only, in the replay viewer).

Opened from the pause menu (Moves) or with `L` in a game, and from the replay viewer; `L` or Close shuts it.
The rows are painted by us and tapped on (48 px high, so a finger finds them); a long game is shown a
page at a time (Earlier / Later), starting on the page with the marked move. Large text; at a table it faces the
seat that opened it, and a short list is a small panel, leaving the other seats' strips in view.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame
import pygame_gui

from ui.base import palette
from ui.kit import text
from ui.base.lang import t
from ui.base.marks import draw_mark
from ui.kit.overlays import Overlay, draw_panel, panel_rect

ROW_H = 54          # a row is ROW_H - 6 = 48 px high: a fingertip (issue 12: every control at least 48 px)
COLUMN_W = 300      # at least; wider where the longest entry needs it (Tripitz's were cut before the place)
LABEL_X = 86        # where an entry's words start in its row (after the number and the mark)
SIZES = (20, 18, 16, 14)   # an entry's type: the largest in which it fits its row (never cut: issue 30)
TITLE_H = 84        # px of the panel above its rows (its title)
FOOT_H = 90         # and below them (Earlier, Close, Later)
MIN_W = 680         # the narrowest panel: its three 200 px buttons


@dataclass(frozen=True)
class Entry:
    number: int
    name: str
    colour: tuple
    mark: str
    move: str


def written(move_text, before, move) -> str:
    """A move as the list and the replay show it: the game's way of writing it for people, else its notation
    (kept as the record has it), the bare word "pass" of a notation in the player's language."""
    words = move_text(before, move) if move_text else str(move)
    return t("records.move_pass") if words == "pass" else words


def entries_of(line, seat_info, move_text=None) -> list[Entry]:
    """The entries of a replay Line; seat_info(seat) -> (name, colour, mark) as the game shows its seats."""
    out = []
    for i, (move, seat) in enumerate(zip(line.moves, line.movers)):
        name, colour, mark = seat_info(seat) if seat is not None else ("?", palette.MUTED, "")
        out.append(Entry(i + 1, name, tuple(colour), mark, written(move_text, line.positions[i], move)))
    return out


class MoveListOverlay(Overlay):
    """entries: Entry per move; marked: the number of the move to mark (the position shown, or the last);
    on_pick(number) when a move is tapped (None: the list only shows); title: words, a function giving them, or
    None for "Moves" (looked up when drawn, so a language switch shows at once)."""

    def __init__(self, entries: list[Entry], marked: int, on_pick=None, title=None):
        super().__init__()
        self.entries = entries
        self.marked = marked
        self.on_pick = on_pick
        self.title = title
        self.page = None      # set in layout, to the page holding the marked move

    def layout(self, size) -> None:
        """As tall as its rows need, up to the window less 40 px (a short list is a short panel: at a table it
        leaves the other seats' strips in view); a list that a full panel cannot hold is shown a page at a time."""
        w, h = size
        full = panel_rect(size, min(1100, w - 40), h - 40)
        body_w = full.width - 48
        widest = max((text.font(SIZES[0], True).size(e.move)[0] for e in self.entries), default=0)
        column_w = max(COLUMN_W, widest + LABEL_X + 28)
        columns = max(1, body_w // column_w)
        rows = max(1, (full.height - TITLE_H - FOOT_H) // ROW_H)
        n = max(1, len(self.entries))
        if n <= columns * rows:        # one page: as few columns as hold it, their rows shared evenly, the panel
            columns = -(-n // rows)    # no wider than they and its three buttons need (from a side seat of a
            rows = -(-n // columns)    # table, a wide panel reaches over the top and bottom strips)
            body_w = min(body_w, max(MIN_W - 48, columns * column_w))
        self.columns, self.per_column = columns, rows
        self.rect = panel_rect(size, body_w + 48, TITLE_H + rows * ROW_H + FOOT_H)
        self.body = pygame.Rect(self.rect.left + 24, self.rect.top + TITLE_H, body_w, rows * ROW_H)
        self.per_page = self.columns * self.per_column
        pages = max(1, -(-len(self.entries) // self.per_page))
        if self.page is None:
            self.page = max(0, self.marked - 1) // self.per_page
        self.page = max(0, min(self.page, pages - 1))
        self.pages = pages

    def build_ui(self) -> None:
        y = self.rect.bottom - 78
        bw = min(200, (self.rect.width - 80) // 3)
        cx = self.rect.centerx
        def words(key: str) -> str:     # (cut with '…' where a longer language's word would not fit)
            return text.ellipsize(t(f"records.moves.{key}"), 18, bw - 16, True)
        self.earlier = self.button((cx - bw * 3 // 2 - 12, y, bw, 62), words("earlier"), "#small_button")
        self.close = self.button((cx - bw // 2, y, bw, 62), words("close"), "#small_button")
        self.later = self.button((cx + bw // 2 + 12, y, bw, 62), words("later"), "#small_button")
        self.earlier.enable() if self.page > 0 else self.earlier.disable()
        self.later.enable() if self.page < self.pages - 1 else self.later.disable()

    def row_rects(self) -> list[tuple[Entry, pygame.Rect]]:
        first = self.page * self.per_page
        shown = self.entries[first:first + self.per_page]
        col_w = self.body.width // self.columns
        return [(e, pygame.Rect(self.body.left + (i // self.per_column) * col_w,
                                self.body.top + (i % self.per_column) * ROW_H, col_w - 10, ROW_H - 6))
                for i, e in enumerate(shown)]

    @staticmethod
    def label_fit(entry: Entry, rect: pygame.Rect, bold: bool) -> tuple[str, int]:
        """(words, type size) of an entry in its row: whole, in the largest type that fits; cut with '…' only where
        even the smallest is too wide."""
        room = rect.right - (rect.left + LABEL_X) - 8
        size = next((s for s in SIZES if text.font(s, bold).size(entry.move)[0] <= room), SIZES[-1])
        return text.ellipsize(entry.move, size, room, bold), size

    def turn_page(self, delta: int) -> None:
        self.page += delta
        self.rebuild_ui()

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.close:
                self.app.pop()
                return True
            if event.ui_element is self.earlier:
                self.turn_page(-1)
                return True
            if event.ui_element is self.later:
                self.turn_page(1)
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_l):
            self.app.pop()
            return True
        return False

    def pointer(self, event) -> None:
        if event.kind != "tap" or self.on_pick is None:
            return
        for entry, rect in self.row_rects():
            if rect.collidepoint(event.pos):
                self.on_pick(entry.number)
                return

    def draw(self, surface) -> None:
        title = self.title() if callable(self.title) else self.title
        title = t("records.moves.title") if title is None else title
        if self.pages > 1:
            title = t("records.moves.title_paged", title=title, page=self.page + 1, pages=self.pages)
        draw_panel(surface, self.rect, title)
        if not self.entries:
            text.blit_centred(surface, t("records.moves.none_yet"), 24, self.body.center, palette.MUTED)
        for entry, rect in self.row_rects():
            last = entry.number == self.marked
            pygame.draw.rect(surface, palette.darken(entry.colour, 0.6 if last else 0.8), rect, border_radius=10)
            if last:
                pygame.draw.rect(surface, palette.HIGHLIGHT, rect, 3, border_radius=10)
            num = text.render(t("records.moves.number", n=entry.number), 20, palette.MUTED if not last else palette.HIGHLIGHT, True)
            surface.blit(num, num.get_rect(midleft=(rect.left + 8, rect.centery)))
            x = rect.left + 58
            if entry.mark:
                draw_mark(surface, entry.mark, (x + 10, rect.centery), 9, entry.colour, (255, 255, 255))
            label, size = self.label_fit(entry, rect, last)
            img = text.render(label, size, palette.TEXT, last)
            surface.blit(img, img.get_rect(midleft=(rect.left + LABEL_X, rect.centery)))
