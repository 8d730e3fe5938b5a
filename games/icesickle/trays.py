"""IceSickle's trays: where the board and the trays go in the board area, the supply tray (sowing: the
pyramids still to place, one slot per size) and the capture trays (reaping: one per seat; solo: the pyramids
taken off). Layout and drawing only; what the trays hold comes from the engine."""
from __future__ import annotations

import math

import pygame

from engine import icesickle as ice
from ui.base import palette
from ui.kit import text
from ui.base.lang import t
from ui.base.marks import draw_mark

from .board import LABEL_MARGIN
from .pyramids import FOOTPRINT, SpriteCache


def size_title(size: int) -> str:
    """'Small', 'Medium', 'Large' in the player's language (looked up when drawn: the language can change)."""
    return t(f"icesickle.size.{ice.SIZE_NAMES[size]}")


def place_board_and_trays(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, bool]:
    """(the board's block with its label margin, the trays' rectangle, whether the trays stand in a column
    beside the board). Trays go beside the board (landscape) or under it (portrait): whichever leaves bigger
    squares."""
    W, H = rect.size
    span = 5 + 2 * LABEL_MARGIN
    gap = 16
    tray_w = max(190, min(380, int(W * 0.24)))
    cell_col = min((W - tray_w - gap) / span, H / span)
    tray_h = max(150, min(230, int(H * 0.22)))
    cell_row = min(W / span, (H - tray_h - gap) / span)
    column = cell_col >= cell_row
    cell = max(cell_col, cell_row)
    block = int(cell * span)
    if column:
        tray_w = min(380, W - block - gap)
        x0 = rect.left + (W - block - gap - tray_w) // 2
        grid_block = pygame.Rect(x0, rect.top + (H - block) // 2, block, block)
        tray_rect = pygame.Rect(grid_block.right + gap, grid_block.top + int(cell * 0.2),
                                tray_w, block - int(cell * 0.4))
    else:
        tray_h = min(260, H - block - gap)
        y0 = rect.top + (H - block - gap - tray_h) // 2
        grid_block = pygame.Rect(rect.left + (W - block) // 2, y0, block, block)
        width = min(W, max(block, int(W * 0.9)))
        tray_rect = pygame.Rect(rect.centerx - width // 2, grid_block.bottom + gap, width, tray_h)
    return grid_block, tray_rect, column


class Trays:
    """The supply slots and capture bins inside `rect`, for squares of `cell` pixels."""

    def __init__(self, rect: pygame.Rect, column: bool, players: int, cell: float, titles: list[str]):
        self.rect, self.column, self.cell = rect, column, cell
        tr = rect
        gap = 10
        head = 36
        area = pygame.Rect(tr.left, tr.top + head, tr.width, tr.height - head)
        if column:
            sh = (area.height - 2 * gap) // 3
            self.slots = {s: pygame.Rect(area.left, area.top + i * (sh + gap), area.width, sh)
                          for i, s in enumerate(ice.SIZES)}
        else:
            sw = (area.width - 2 * gap) // 3
            self.slots = {s: pygame.Rect(area.left + i * (sw + gap), area.top, sw, area.height)
                          for i, s in enumerate(ice.SIZES)}
        # One capture tray per seat (the solo puzzle has one, for the pyramids taken off).
        n = players
        if column:
            th = (tr.height - gap * (n - 1)) // n
            self.bins = [pygame.Rect(tr.left, tr.top + i * (th + gap), tr.width, th) for i in range(n)]
        else:
            tw = (tr.width - gap * (n - 1)) // n
            self.bins = [pygame.Rect(tr.left + i * (tw + gap), tr.top, tw, tr.height) for i in range(n)]
        # Captured pyramids sit on a small grid inside each tray, laid out for up to 10 (bigger pieces) and
        # re-laid for up to 15 in the rare game where one seat takes more.
        b = self.bins[0]
        inner_w, inner_h = b.width - 16, b.height - 48
        self.bin_grids = {}
        for capacity in (10, 15):
            best = None
            for cols in range(2, 9):
                rows = math.ceil(capacity / cols)
                px = min(inner_w / cols, inner_h / rows, cell * 0.8)
                if best is None or px > best[0] + 0.5:
                    best = (px, cols)
            self.bin_grids[capacity] = best
        # The trays' headings: one font size that fits the longest name and score (narrow trays get smaller).
        longest = max([t("icesickle.bin.taken_off")] + list(titles), key=len)
        sample = f"{longest}  {t('icesickle.bin.pips', count=45)}"
        self.bin_font = 20
        while self.bin_font > 13 and text.font(self.bin_font, True).size(sample)[0] + 64 > b.width:
            self.bin_font -= 2
        # Supply sprites: as big as the slot allows, sizes in proportion to the board's.
        slot = self.slots[1]
        self.slot_base = min(slot.height * 0.9, slot.width * 0.42, cell * 1.0) / FOOTPRINT[3] * 0.82
        # A slot too narrow for words beside its stack (a 640x480 window, a table strip) has them under it: the
        # stack then gets the room above them, never lying under the words.
        self.big = 22 if slot.height >= 110 else 18
        step = max(3, self.slot_px(3) // 10)
        beside = slot.left + min(slot.height, slot.width * 0.45) * 0.55 + self.slot_base * 0.5 + 4 * step + 8
        self.words_under = slot.right - beside - 6 < 60
        if self.words_under:
            self.under_h = 2 * text.font(self.big - 2, True).get_linesize() + 8
            room = max(0, slot.height - self.under_h - 6)
            self.slot_base = min(self.slot_base, room * 0.8 / FOOTPRINT[3])

    # ---- geometry ----
    def slot_sprite_centre(self, size: int):
        r = self.slots[size]
        if self.words_under:     # the middle of the room above the words (a stack of three leans up and right)
            step = max(3, self.slot_px(size) // 10)
            return (r.centerx - step, r.top + 3 + (r.height - self.under_h) / 2 + step * 0.6)
        return (r.left + min(r.height, r.width * 0.45) * 0.55, r.centery)

    def slot_px(self, size: int) -> int:
        return int(self.slot_base * FOOTPRINT[size])

    def bin_grid(self, count: int):
        return self.bin_grids[10 if count <= 10 else 15]

    def bin_spot(self, seat: int, index: int, count: int):
        """Where the index-th captured pyramid sits in a tray holding `count` of them."""
        px, cols = self.bin_grid(count)
        b = self.bins[seat]
        col, row = index % cols, index // cols
        x0 = b.left + 8 + (b.width - 16 - cols * px) / 2
        return (x0 + (col + 0.5) * px, b.top + 44 + (row + 0.5) * px)

    def bin_piece_px(self, size: int, count: int) -> int:
        return int(self.bin_grid(count)[0] * 0.96 * FOOTPRINT[size] / FOOTPRINT[3])

    def slot_at(self, pos):
        for size, r in self.slots.items():
            if r.collidepoint(pos):
                return size
        return None

    # ---- drawing ----
    def draw_supply(self, surface, sprites: SpriteCache, supply: dict, pieces: list, chosen, dragging) -> None:
        """The supply: per size its stack, its name and how many are left. `dragging` is the size a pointer
        is carrying out of the tray (one fewer shown), or None."""
        tr = self.rect
        heading = t("icesickle.supply.pick") if chosen is None else t("icesickle.supply.title")
        hsize = 22
        while hsize > 14 and text.font(hsize, True).size(heading)[0] > tr.width - 12:
            hsize -= 2       # (longer words in some languages)
        img = text.render(text.ellipsize(heading, hsize, tr.width - 12, True), hsize, palette.TEXT, True)
        surface.blit(img, img.get_rect(midleft=(tr.left + 6, tr.top + 16)))
        for size, r in self.slots.items():
            count = supply[size] - (1 if dragging == size else 0)
            on = size == chosen
            bg = palette.darken(palette.ACCENT, 0.62) if on else palette.PANEL
            pygame.draw.rect(surface, bg, r, border_radius=16)
            pygame.draw.rect(surface, palette.ACCENT if on else palette.PANEL_EDGE, r, 5 if on else 2,
                             border_radius=16)
            cx, cy = self.slot_sprite_centre(size)
            px = self.slot_px(size)
            left = sorted(p for p in pieces if p[0] == size)
            if dragging == size and left:
                left = left[1:]
            # The pyramids still in the supply, stacked: the next one to be placed on top (none where a slot has
            # no room above its words: its name says the size).
            step = max(3, px // 10)
            for i, piece in reversed(list(enumerate(left)) if px >= 12 else []):
                sprites.blit(surface, piece, px, (cx + i * step, cy - i * step * 0.6))
            tx = int(cx + self.slot_base * 0.5 + 4 * step + 8)
            title = size_title(size)
            name = t("icesickle.supply.chosen", size=title) if on else title
            big = self.big
            lines = [(name, big, palette.TEXT, True),
                     (t("icesickle.supply.pips", count=size), big - 4, palette.MUTED, False),
                     (t("icesickle.supply.left", count=count) if count else t("icesickle.supply.none_left"), big,
                      palette.ACCENT if count else palette.DANGER, True)]
            avail = r.right - tx - 6
            if self.words_under:   # a narrow slot: the words go under the sprite, the frame alone says "chosen"
                y = r.bottom - 8
                lines[0] = (title,) + lines[0][1:]
                for line, sz, col, bold in reversed(lines[::2]):
                    sz -= 2
                    while sz > 12 and text.font(sz, bold).size(line)[0] > r.width - 8:
                        sz -= 1     # never wider than its slot: a long name must not run into its neighbour
                    im = text.render(text.ellipsize(line, sz, r.width - 8, bold), sz, col, bold)
                    surface.blit(im, im.get_rect(midbottom=(r.centerx, y)))
                    y -= im.get_height()
                continue
            if r.height < 3 * int(big * 1.45) + 8:   # a shallow slot (a table strip): name and count only
                lines = lines[::2]
            y = r.centery - int(big * 1.45) * len(lines) // 2
            for line, sz, col, bold in lines:
                im = text.render(line, sz, col, bold)
                if im.get_width() > avail and line == name:
                    im = text.render(title, sz, col, bold)
                while im.get_width() > avail and sz > 12:
                    sz -= 2
                    im = text.render(title if line == name else line, sz, col, bold)
                if im.get_width() > avail:      # (a long word in some languages)
                    im = text.render(text.ellipsize(title if line == name else line, sz, avail, bold), sz, col, bold)
                surface.blit(im, (tx, y))
                y += int(big * 1.45)

    def draw_bin(self, surface, sprites: SpriteCache, seat: int, seat_info, captured: list, hidden,
                 current: bool, solo: bool) -> None:
        """One seat's capture tray: its name and the pips landed so far (solo: how many were taken off), and
        the captured pyramids except those still in flight (("bin", seat, index) in `hidden`)."""
        b = self.bins[seat]
        name, colour, mark = seat_info
        pygame.draw.rect(surface, palette.darken(colour, 0.78 if not current else 0.6), b, border_radius=16)
        pygame.draw.rect(surface, colour if current else palette.darken(colour, 0.35), b, 4 if current else 2,
                         border_radius=16)
        landed = [p for i, p in enumerate(captured) if ("bin", seat, i) not in hidden]
        draw_mark(surface, mark, (b.left + 22, b.top + 22), 10, colour, (255, 255, 255))
        title = t("icesickle.bin.taken_off") if solo else name
        if solo:
            right = f"{len(landed)}"
        else:
            right = t("icesickle.bin.pips", count=ice.pips(landed))
        size = self.bin_font
        img, img2 = text.render(title, size, palette.TEXT, True), text.render(right, size, palette.TEXT, True)
        surface.blit(img, img.get_rect(midleft=(b.left + 40, b.top + 22)))
        surface.blit(img2, img2.get_rect(midright=(b.right - 12, b.top + 22)))
        n = len(captured)
        for i, piece in enumerate(captured):
            if ("bin", seat, i) in hidden:
                continue
            sprites.blit(surface, piece, self.bin_piece_px(piece[0], n), self.bin_spot(seat, i, n))
        if not captured:
            words = text.ellipsize(t("icesickle.bin.empty"), 17, b.width - 16)
            text.blit_centred(surface, words, 17, (b.centerx, b.centery + 14), palette.MUTED)
