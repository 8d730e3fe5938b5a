"""IceSickle on screen: the 5x5 Volcano board, rainbow Icehouse pyramids seen from above, a supply tray for
sowing, capture trays for reaping, the between-games panel of a match and the solo puzzle.

Every rule comes from engine/icesickle.py: the supply counts, why a placement is refused, which jumps a
pyramid has and what each would capture (State.jumps_from), scores, the end of a game and the solo records.
The scene only turns taps and drags into Place / Jump moves and animates the events the engine returns.

Sowing:  tap a size in the tray (it stays chosen while that size lasts), then tap a square; or drag a
         pyramid from the tray onto a square.
Reaping: tap a pyramid: rings mark where it can land, red corners mark what it could capture, and the
         landing under the pointer (hover, or a finger held on it) shows its captures with red crosses and
         the path. Tap a ring to jump (or drag the pyramid onto it). Tap elsewhere to cancel.
"""
from __future__ import annotations

import math

import pygame
import pygame_gui

from engine import icesickle as ice
from engine import squaregrid as sg
from ui import palette, text
from ui.anim import Effect, PieceFlight, ease_in_out_cubic, ease_out_cubic, lerp, scaled
from ui.boardscene import BoardScene
from ui.gridview import GridLayout
from ui.marks import draw_mark
from ui.overlays import ResultOverlay, dim, draw_panel, panel_rect
from ui.scene import Scene

# Five rainbow colours (a rainbow Treehouse set): colour never matters to the rules, sizes carry the pips.
RAINBOW = [(222, 62, 62), (244, 196, 44), (56, 176, 92), (56, 126, 226), (150, 86, 208)]
# Footprint of each size as a fraction of a board square: clearly different, as the real 18/22/25 mm are not.
FOOTPRINT = {1: 0.46, 2: 0.64, 3: 0.82}
SIZE_TITLES = {1: "Small", 2: "Medium", 3: "Large"}
LABEL_MARGIN = 0.42          # room for the a-e / 1-5 labels around the grid, in squares
SUPERSAMPLE = 3              # pyramids are drawn 3x larger and smoothscaled once into the cache

SQUARE_DARK = (40, 58, 80)
SQUARE_LIGHT = (52, 74, 98)
FRAME = (30, 24, 40)
FRAME_EDGE = (96, 78, 120)
LANDING = palette.HIGHLIGHT
CAPTURE = (255, 96, 86)


# --- pyramid sprites ----------------------------------------------------------------------------------------

def _shade(colour, amount):
    return palette.lighten(colour, amount) if amount >= 0 else palette.darken(colour, -amount)


def render_pyramid(size: int, colour: int, px: int) -> pygame.Surface:
    """An Icehouse pyramid seen from above: a square base of `px` pixels, four shaded faces meeting at the
    apex, `size` pips near the base of every face, and a soft shadow. Returned surface is px * 1.3 square."""
    b = max(8, px) * SUPERSAMPLE
    pad = int(b * 0.15)
    side = b + 2 * pad
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    c = side / 2
    h = b / 2
    # Shadow: a few translucent squares, offset down-right (light from the top left).
    off = b * 0.07
    for grow, alpha in ((0.10, 26), (0.06, 34), (0.02, 48)):
        g = b * grow
        r = pygame.Rect(0, 0, int(b + 2 * g), int(b + 2 * g))
        r.center = (int(c + off), int(c + off * 1.2))
        pygame.draw.rect(big, (0, 0, 0, alpha), r, border_radius=int(b * 0.08))
    base = RAINBOW[colour % len(RAINBOW)]
    tl, tr, br, bl = (c - h, c - h), (c + h, c - h), (c + h, c + h), (c - h, c + h)
    apex = (c, c)
    faces = [((tl, tr), 0.30), ((bl, tl), 0.10), ((tr, br), -0.22), ((br, bl), -0.40)]
    for (p, q), amount in faces:
        pygame.draw.polygon(big, _shade(base, amount), [p, q, apex])
    # Ridges from the corners to the apex catch the light; the base edge is a darker rim.
    ridge = palette.lighten(base, 0.55)
    for corner in (tl, tr, br, bl):
        pygame.draw.line(big, ridge, corner, apex, max(2, b // 60))
    pygame.draw.polygon(big, palette.darken(base, 0.55), [tl, tr, br, bl], max(2, b // 45))
    # Pips: `size` dots near the base of each face, like the moulded pips of the real pieces.
    pip_r = max(2.0, b * 0.052)
    spacing = b * 0.17
    depth = b * 0.15
    for (p, q), amount in faces:
        mx, my = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
        ux, uy = (apex[0] - mx) / h, (apex[1] - my) / h
        tx, ty = (q[0] - p[0]) / b, (q[1] - p[1]) / b
        face = _shade(base, amount)
        pip = palette.darken(face, 0.55)
        glint = palette.lighten(face, 0.6)
        for j in range(size):
            k = (j - (size - 1) / 2) * spacing
            x, y = mx + ux * depth + tx * k, my + uy * depth + ty * k
            pygame.draw.circle(big, glint, (x + pip_r * 0.25, y + pip_r * 0.3), pip_r)
            pygame.draw.circle(big, pip, (x, y), pip_r)
    out = side // SUPERSAMPLE
    return pygame.transform.smoothscale(big, (out, out))


class SpriteCache:
    """Every (size, colour, px) pyramid is rendered once; flights scale a cached sprite, never re-render."""

    def __init__(self):
        self._sprites: dict = {}
        self._ghosts: dict = {}
        self._shadows: dict = {}

    def get(self, piece, px: int) -> pygame.Surface:
        key = (piece[0], piece[1], int(px))
        s = self._sprites.get(key)
        if s is None:
            s = self._sprites[key] = render_pyramid(piece[0], piece[1], int(px))
        return s

    def ghost(self, piece, px: int) -> pygame.Surface:
        key = (piece[0], piece[1], int(px))
        s = self._ghosts.get(key)
        if s is None:
            s = self.get(piece, px).copy()
            s.set_alpha(120)
            self._ghosts[key] = s
        return s

    def shadow(self, px: int) -> pygame.Surface:
        """The shadow a lifted pyramid throws on the board."""
        px = int(px)
        s = self._shadows.get(px)
        if s is None:
            s = pygame.Surface((px, px), pygame.SRCALPHA)
            for inset, alpha in ((0, 22), (px // 12, 26), (px // 6, 30)):
                pygame.draw.rect(s, (0, 0, 0, alpha), s.get_rect().inflate(-2 * inset, -2 * inset),
                                 border_radius=px // 5)
            self._shadows[px] = s
        return s


# --- overlays of this game ----------------------------------------------------------------------------------

class BetweenGamesOverlay(Scene):
    """After game 1 of a match: its score, why it ended, and who places first in game 2. Continue goes on."""
    opaque = False

    def __init__(self, scene: "IceSickleScene", reason: str, rows: list, next_line: str,
                 title: str = "Game 1 is over"):
        super().__init__()
        self.scene, self.reason, self.rows, self.next_line = scene, reason, rows, next_line
        self.title = title

    def layout(self, size):
        self.rect = panel_rect(size, 600, 250 + 64 * len(self.rows) + 60)

    def build_ui(self):
        self.cont = self.button((self.rect.centerx - 130, self.rect.bottom - 92, 260, 72), "Continue",
                                "#big_button")

    def handle(self, event) -> bool:
        if (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.cont) or \
                (event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN,
                                                                pygame.K_KP_ENTER, pygame.K_SPACE)):
            self.app.pop()
            self.scene.continue_match()
            return True
        return False

    def draw(self, surface):
        dim(surface)
        draw_panel(surface, self.rect, self.title)
        r = self.rect
        text.blit_centred(surface, self.reason, 22, (r.centerx, r.top + 92), palette.MUTED)
        y = r.top + 124
        for name, colour, mark, score in self.rows:
            row = pygame.Rect(r.left + 30, y, r.width - 60, 54)
            pygame.draw.rect(surface, palette.darken(colour, 0.55), row, border_radius=14)
            pygame.draw.rect(surface, colour, row, 3, border_radius=14)
            draw_mark(surface, mark, (row.left + 32, row.centery), 13, colour, (255, 255, 255))
            img = text.render(name, 26, palette.TEXT, True)
            surface.blit(img, img.get_rect(midleft=(row.left + 60, row.centery)))
            img = text.render(score, 26, palette.TEXT, True)
            surface.blit(img, img.get_rect(midright=(row.right - 20, row.centery)))
            y += 64
        for i, line in enumerate(text.wrap(self.next_line, 22, r.width - 60, True)[:2]):
            text.blit_centred(surface, line, 22, (r.centerx, y + 22 + 28 * i), palette.ACCENT, bold=True)


class SoloResultOverlay(ResultOverlay):
    """The solo end screen: this try, the best for this puzzle this session, and two ways to play again."""

    def __init__(self, headline, rows, on_same, on_new, on_menu, footer=""):
        super().__init__(headline, rows, on_same, on_menu, footer)
        self.on_new = on_new

    def layout(self, size):
        extra = 40 if self.footer else 0
        self.rect = panel_rect(size, 620, 310 + 64 * len(self.rows) + extra)

    def build_ui(self):
        bw = (self.rect.width - 80) // 2
        y1, y2 = self.rect.bottom - 166, self.rect.bottom - 88
        self.again = self.button((self.rect.left + 30, y1, bw, 68), "Same puzzle", "#big_button")
        self.new = self.button((self.rect.left + 50 + bw, y1, bw, 68), "New puzzle")
        self.menu = self.button((self.rect.left + 30, y2, bw, 68), "Menu")
        self.look = self.button((self.rect.left + 50 + bw, y2, bw, 68), "See board")

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.new:
            self.on_new()
            return True
        return super().handle(event)


# --- the scene ----------------------------------------------------------------------------------------------

class IceSickleScene(BoardScene):

    def __init__(self, spec, players: int, seed=None, options=None, state=None):
        self.sprites = SpriteCache()
        self.selected_size: int | None = None   # sowing: the size chosen in the tray (kept while it lasts)
        self.selected_cell = None                # reaping: the pyramid about to jump
        self.focus = None                        # reaping: the landing whose captures are emphasised
        self.hover_cell = None                   # mouse hover (ghost preview while sowing)
        self.drag: dict | None = None            # a pyramid carried by a pointer
        self.interlude: dict | None = None       # the end of game 1, shown until Continue
        self.interlude_shown = False
        self._jumps: dict = {}                   # cell -> [(Jump, captured cells)], asked from the engine
        self._origin = None                      # where the next placement/jump animation starts (drops)
        self._say_after = ""
        self.solo_best = None
        self.solo_new_best = False
        super().__init__(spec, players, seed, options, state)
        self.shown = list(self.state.scores())   # scores as displayed: they count up as captures land

    # ---- what is drawn comes from the engine, or from the frozen end of game 1 -------------------------
    def view_board(self) -> dict:
        return self.interlude.board if self.interlude else self.state.board

    def view_captured(self, seat: int) -> list:
        return list(self.interlude.captured[seat]) if self.interlude else self.state.captured_by(seat)

    def view_phase(self) -> str:
        return "reaping" if self.interlude else self.state.phase

    # ---- layout ----------------------------------------------------------------------------------------
    def layout_board(self, rect: pygame.Rect) -> None:
        W, H = rect.size
        span = 5 + 2 * LABEL_MARGIN
        gap = 16
        # Trays beside the board (landscape) or under it (portrait): whichever leaves bigger squares.
        tray_w = max(190, min(380, int(W * 0.24)))
        cell_col = min((W - tray_w - gap) / span, H / span)
        tray_h = max(150, min(230, int(H * 0.22)))
        cell_row = min(W / span, (H - tray_h - gap) / span)
        self.tray_column = cell_col >= cell_row
        cell = max(cell_col, cell_row)
        block = int(cell * span)
        if self.tray_column:
            tray_w = min(380, W - block - gap)
            x0 = rect.left + (W - block - gap - tray_w) // 2
            grid_block = pygame.Rect(x0, rect.top + (H - block) // 2, block, block)
            self.tray_rect = pygame.Rect(grid_block.right + gap, grid_block.top + int(cell * 0.2),
                                         tray_w, block - int(cell * 0.4))
        else:
            tray_h = min(260, H - block - gap)
            y0 = rect.top + (H - block - gap - tray_h) // 2
            grid_block = pygame.Rect(rect.left + (W - block) // 2, y0, block, block)
            width = min(W, max(block, int(W * 0.9)))
            self.tray_rect = pygame.Rect(rect.centerx - width // 2, grid_block.bottom + gap, width, tray_h)
        self.grid = GridLayout(5, 5, grid_block, padding=LABEL_MARGIN)
        self.cell = self.grid.size
        self._layout_trays()
        self.drag = None
        # New sizes, new sprites: drop the old ones and render the board's and the tray's now, not mid-move.
        self.sprites = SpriteCache()
        for piece in ice.ALL_PIECES:
            self.sprites.get(piece, self.board_px(piece[0]))
            self.sprites.get(piece, self.slot_px(piece[0]))

    def _layout_trays(self) -> None:
        t = self.tray_rect
        gap = 10
        head = 36
        area = pygame.Rect(t.left, t.top + head, t.width, t.height - head)
        if self.tray_column:
            sh = (area.height - 2 * gap) // 3
            self.slots = {s: pygame.Rect(area.left, area.top + i * (sh + gap), area.width, sh)
                          for i, s in enumerate(ice.SIZES)}
        else:
            sw = (area.width - 2 * gap) // 3
            self.slots = {s: pygame.Rect(area.left + i * (sw + gap), area.top, sw, area.height)
                          for i, s in enumerate(ice.SIZES)}
        # One capture tray per seat (the solo puzzle has one, for the pyramids taken off).
        n = self.players
        if self.tray_column:
            th = (t.height - gap * (n - 1)) // n
            self.bins = [pygame.Rect(t.left, t.top + i * (th + gap), t.width, th) for i in range(n)]
        else:
            tw = (t.width - gap * (n - 1)) // n
            self.bins = [pygame.Rect(t.left + i * (tw + gap), t.top, tw, t.height) for i in range(n)]
        # Captured pyramids sit on a small grid inside each tray, laid out for up to 10 (bigger pieces) and
        # re-laid for up to 15 in the rare game where one seat takes more.
        b = self.bins[0]
        inner_w, inner_h = b.width - 16, b.height - 48
        self.bin_grids = {}
        for capacity in (10, 15):
            best = None
            for cols in range(2, 9):
                rows = math.ceil(capacity / cols)
                px = min(inner_w / cols, inner_h / rows, self.cell * 0.8)
                if best is None or px > best[0] + 0.5:
                    best = (px, cols)
            self.bin_grids[capacity] = best
        # The trays' headings: one font size that fits the longest name and score (narrow trays get smaller).
        longest = max(["Taken off"] + [self.seat_info(i)[0] for i in range(self.players)], key=len)
        self.bin_font = 20
        while self.bin_font > 13 and text.font(self.bin_font, True).size(f"{longest}  45 pips")[0] + 64 > b.width:
            self.bin_font -= 2
        # Supply sprites: as big as the slot allows, sizes in proportion to the board's.
        slot = self.slots[1]
        self.slot_base = min(slot.height * 0.9, slot.width * 0.42, self.cell * 1.0) / FOOTPRINT[3] * 0.82

    # ---- geometry helpers ------------------------------------------------------------------------------
    def board_px(self, size: int) -> int:
        return int(self.cell * FOOTPRINT[size])

    def slot_sprite_centre(self, size: int):
        r = self.slots[size]
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

    # ---- the static board (cached per window size) -----------------------------------------------------
    def paint_board(self, surface: pygame.Surface) -> None:
        g, s = self.grid, self.cell
        frame = g.rect.inflate(int(s * LABEL_MARGIN * 1.8), int(s * LABEL_MARGIN * 1.8))
        pygame.draw.rect(surface, (14, 10, 22), frame.move(6, 8), border_radius=int(s * 0.3))
        pygame.draw.rect(surface, FRAME, frame, border_radius=int(s * 0.3))
        pygame.draw.rect(surface, FRAME_EDGE, frame, 3, border_radius=int(s * 0.3))
        pygame.draw.rect(surface, (12, 16, 26), g.rect.inflate(8, 8), border_radius=6)
        for cell in sg.CELLS:
            r = g.cell_rect(cell).inflate(-2, -2)
            base = SQUARE_LIGHT if (cell[0] + cell[1]) % 2 == 0 else SQUARE_DARK
            pygame.draw.rect(surface, base, r, border_radius=max(3, int(s * 0.06)))
            # A soft bevel: lit top-left edges, shaded bottom-right ones.
            hi, lo = palette.lighten(base, 0.18), palette.darken(base, 0.3)
            pygame.draw.line(surface, hi, (r.left + 4, r.top + 1), (r.right - 5, r.top + 1), 2)
            pygame.draw.line(surface, hi, (r.left + 1, r.top + 4), (r.left + 1, r.bottom - 5), 2)
            pygame.draw.line(surface, lo, (r.left + 4, r.bottom - 2), (r.right - 5, r.bottom - 2), 2)
            pygame.draw.line(surface, lo, (r.right - 2, r.top + 4), (r.right - 2, r.bottom - 5), 2)
        # The volcano's crater: a faint ring on the centre square.
        cx, cy = g.centre((2, 2))
        pygame.draw.circle(surface, palette.lighten(SQUARE_LIGHT, 0.08), (int(cx), int(cy)), int(s * 0.42), 2)
        # Coordinates on all four sides; the far side's are turned for the players across the table.
        size = max(14, int(s * 0.2))
        colour = palette.MUTED
        m = s * LABEL_MARGIN * 0.5
        for i in range(5):
            x = g.ox + (i + 0.5) * s
            y = g.oy + (i + 0.5) * s
            letter, digit = "abcde"[i], str(5 - i)
            text.blit_centred(surface, letter, size, (x, g.rect.bottom + m), colour, bold=True)
            text.blit_centred(surface, digit, size, (g.rect.left - m, y), colour, bold=True)
            img = pygame.transform.rotate(text.render(letter, size, colour, True), 180)
            surface.blit(img, img.get_rect(center=(int(x), int(g.rect.top - m))))
            img = pygame.transform.rotate(text.render(digit, size, colour, True), 180)
            surface.blit(img, img.get_rect(center=(int(g.rect.right + m), int(y))))

    # ---- drawing per frame -------------------------------------------------------------------------------
    def blit_piece(self, surface, piece, px, pos, lift: float = 0.0, ghost: bool = False) -> None:
        if lift > 1:
            sh = self.sprites.shadow(int(px * 0.95))
            surface.blit(sh, sh.get_rect(center=(int(pos[0]), int(pos[1] + lift + px * 0.08))))
        img = self.sprites.ghost(piece, px) if ghost else self.sprites.get(piece, px)
        surface.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]))))

    def draw_pieces(self, surface: pygame.Surface) -> None:
        g, s = self.grid, self.cell
        board = self.view_board()
        hidden = self.animator.hidden_cells()
        reaping = self.view_phase() == "reaping" and not self.state.is_over and not self.interlude
        dragged = self.drag["cell"] if self.drag and self.drag["kind"] == "board" else None
        jumps = self._jumps.get(self.selected_cell, []) if reaping else []
        landings = {j.dst: taken for j, taken in jumps}
        # Under the pieces: which pyramids can jump, the chosen one, and where it may land.
        if reaping and not self.animator.busy:
            for cell in self._jumps:
                if cell != self.selected_cell:
                    r = g.cell_rect(cell).inflate(-int(s * 0.1), -int(s * 0.1))
                    pygame.draw.rect(surface, (150, 205, 235), r, 2, border_radius=int(s * 0.12))
            if self.selected_cell is not None:
                r = g.cell_rect(self.selected_cell).inflate(-4, -4)
                pygame.draw.rect(surface, palette.darken(palette.ACCENT, 0.5), r, border_radius=int(s * 0.1))
                pygame.draw.rect(surface, palette.ACCENT, r, 5, border_radius=int(s * 0.1))
            if self.focus in landings:
                a, b = g.centre(self.selected_cell), g.centre(self.focus)
                pygame.draw.line(surface, LANDING, a, b, max(3, int(s * 0.05)))
            for dst in landings:
                cx, cy = g.centre(dst)
                strong = dst == self.focus
                pygame.draw.circle(surface, LANDING, (int(cx), int(cy)), int(s * 0.34), 6 if strong else 3)
                if strong:
                    pygame.draw.circle(surface, palette.darken(LANDING, 0.55), (int(cx), int(cy)), int(s * 0.3))
        # The pyramids.
        for cell, piece in board.items():
            if cell in hidden or cell == dragged:
                continue
            self.blit_piece(surface, piece, self.board_px(piece[0]), g.centre(cell))
        # Over the pieces: what the jumps would capture (corners for any, a cross for the emphasised one).
        if reaping and landings and not self.animator.busy:
            focus_taken = set(landings.get(self.focus, ()))
            any_taken = {c for taken in landings.values() for c in taken}
            for cell in any_taken:
                r = g.cell_rect(cell).inflate(-int(s * 0.12), -int(s * 0.12))
                if cell in focus_taken:
                    w = max(5, int(s * 0.07))
                    pygame.draw.line(surface, (30, 0, 0), r.topleft, r.bottomright, w + 4)
                    pygame.draw.line(surface, (30, 0, 0), r.topright, r.bottomleft, w + 4)
                    pygame.draw.line(surface, CAPTURE, r.topleft, r.bottomright, w)
                    pygame.draw.line(surface, CAPTURE, r.topright, r.bottomleft, w)
                else:
                    self._corners(surface, r, CAPTURE, max(3, int(s * 0.04)), int(s * 0.2))
            for jump, taken in jumps:
                dst = jump.dst
                label = f"-{len(taken)}" if self.state.solo else f"+{self.state.pips_captured_by(jump)}"
                cx, cy = g.centre(dst)
                text.blit_centred(surface, label, max(16, int(s * 0.26)), (cx, cy), LANDING, bold=True,
                                  shadow=True)
        # A pyramid carried from the tray: the square it would drop on lights up.
        if self.drag and self.drag["kind"] == "supply":
            target = g.cell_at(self.drag["pos"])
            if target is not None and target not in board:
                pygame.draw.rect(surface, LANDING, g.cell_rect(target).inflate(-6, -6), 4,
                                 border_radius=int(s * 0.1))
        # Sowing: a ghost of the chosen pyramid under the mouse.
        if self.view_phase() == "sowing" and self.selected_size and self.hover_cell is not None \
                and self.hover_cell not in board and not self.drag and not self.animator.busy:
            piece = self.state.next_piece(self.selected_size)
            if piece:
                self.blit_piece(surface, piece, self.board_px(piece[0]), g.centre(self.hover_cell), ghost=True)
        self.draw_trays(surface, hidden)
        # The pyramid in a hand goes on top of everything.
        if self.drag:
            d = self.drag
            piece = d["piece"]
            self.blit_piece(surface, piece, self.board_px(piece[0]), (d["pos"][0], d["pos"][1] - 10), lift=10)

    @staticmethod
    def _corners(surface, r, colour, width, length) -> None:
        for (x, y), (dx, dy) in ((r.topleft, (1, 1)), (r.topright, (-1, 1)), (r.bottomleft, (1, -1)),
                                 (r.bottomright, (-1, -1))):
            pygame.draw.line(surface, colour, (x, y), (x + dx * length, y), width)
            pygame.draw.line(surface, colour, (x, y), (x, y + dy * length), width)

    def draw_trays(self, surface, hidden) -> None:
        if self.view_phase() == "sowing":
            self._draw_supply(surface)
        else:
            for seat in range(self.players):
                self._draw_bin(surface, seat, hidden)

    def _draw_supply(self, surface) -> None:
        t = self.tray_rect
        chosen = self.selected_size
        heading = "Supply: pick a size" if chosen is None else "Supply"
        img = text.render(heading, 22, palette.TEXT, True)
        surface.blit(img, img.get_rect(midleft=(t.left + 6, t.top + 16)))
        supply = self.state.supply()
        pieces = self.state.supply_pieces()
        dragging = self.drag["size"] if self.drag and self.drag["kind"] == "supply" else None
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
            # The pyramids still in the supply, stacked: the next one to be placed on top.
            step = max(3, px // 10)
            for i, piece in reversed(list(enumerate(left))):
                self.blit_piece(surface, piece, px, (cx + i * step, cy - i * step * 0.6))
            tx = int(cx + self.slot_base * 0.5 + 4 * step + 8)
            name = SIZE_TITLES[size] + (" (chosen)" if on else "")
            big = 22 if r.height >= 90 else 18
            lines = [(name, big, palette.TEXT, True),
                     (f"{size} pip{'s' if size > 1 else ''}", big - 4, palette.MUTED, False),
                     (f"{count} left" if count else "none left", big, palette.ACCENT if count else palette.DANGER,
                      True)]
            avail = r.right - tx - 6
            if avail < 60:   # a narrow slot: the words go under the sprite
                y = r.bottom - 8
                for line, sz, col, bold in reversed(lines[::2]):
                    im = text.render(line, sz - 2, col, bold)
                    surface.blit(im, im.get_rect(midbottom=(r.centerx, y)))
                    y -= im.get_height()
                continue
            y = r.centery - 34 * big // 22
            for line, sz, col, bold in lines:
                im = text.render(line, sz, col, bold)
                if im.get_width() > avail and line == name:
                    im = text.render(SIZE_TITLES[size], sz, col, bold)
                while im.get_width() > avail and sz > 12:
                    sz -= 2
                    im = text.render(SIZE_TITLES[size] if line == name else line, sz, col, bold)
                surface.blit(im, (tx, y))
                y += int(big * 1.45)

    def _draw_bin(self, surface, seat, hidden) -> None:
        b = self.bins[seat]
        name, colour, mark = self.seat_info(seat)
        current = self.state.current_player == seat and not self.state.solo and not self.interlude
        pygame.draw.rect(surface, palette.darken(colour, 0.78 if not current else 0.6), b, border_radius=16)
        pygame.draw.rect(surface, colour if current else palette.darken(colour, 0.35), b, 4 if current else 2,
                         border_radius=16)
        captured = self.view_captured(seat)
        landed = [p for i, p in enumerate(captured) if ("bin", seat, i) not in hidden]
        draw_mark(surface, mark, (b.left + 22, b.top + 22), 10, colour, (255, 255, 255))
        title = "Taken off" if self.state.solo else name
        if self.state.solo:
            right = f"{len(landed)}"
        else:
            n = ice.pips(landed)
            right = f"{n} pip{'s' if n != 1 else ''}"
        size = self.bin_font
        img, img2 = text.render(title, size, palette.TEXT, True), text.render(right, size, palette.TEXT, True)
        surface.blit(img, img.get_rect(midleft=(b.left + 40, b.top + 22)))
        surface.blit(img2, img2.get_rect(midright=(b.right - 12, b.top + 22)))
        n = len(captured)
        for i, piece in enumerate(captured):
            if ("bin", seat, i) in hidden:
                continue
            self.blit_piece(surface, piece, self.bin_piece_px(piece[0], n), self.bin_spot(seat, i, n))
        if not captured:
            text.blit_centred(surface, "captures land here", 17, (b.centerx, b.centery + 14), palette.MUTED)

    # ---- the side panel ------------------------------------------------------------------------------------
    def seat_info(self, seat: int):
        if self.players == 1:
            return ("You", palette.SEAT_COLOURS[0], palette.SEAT_MARKS[0])
        return super().seat_info(seat)

    def score_text(self, seat: int) -> str:
        value = self.shown[seat] if seat < len(getattr(self, "shown", ())) else self.state.scores()[seat]
        if self.state.solo:
            return f"{value} left"
        return str(value)

    def status_text(self) -> str:
        st = self.state
        if self.interlude:
            return f"Game {self.interlude.number} is over"
        if st.is_over:
            return "Game over"
        if st.solo:
            left = st.pyramids_left()
            if self.selected_cell is not None:
                return "Tap a ring to jump there"
            return f"{left} pyramids on the board: tap one to jump"
        name = self.seat_info(st.current_player)[0]
        if st.phase == "sowing":
            if self.selected_size:
                return f"{name}: tap a square for a {SIZE_TITLES[self.selected_size].lower()} pyramid"
            return f"{name} places: pick a size, then a square"
        if self.selected_cell is not None:
            return f"{name}: tap a ring to jump there"
        return f"{name} jumps: tap a pyramid"

    def panel_notes(self) -> list:
        """Match progress and a tip under the status (portrait: the trays and overlays tell the rest)."""
        if self.panel_rect.width > self.panel_rect.height:
            return []
        lines = []
        st = self.state
        if st.solo:
            lines.append((f"Puzzle #{self.seed}", palette.MUTED))
            best = ice.best_solo_result(self.seed)
            if best is not None:
                lines.append((f"Best this session: {best} left", palette.ACCENT))
            lines.append(("Fewer left is better; one is perfect.", palette.MUTED))
        else:
            if st.match:
                number = self.interlude.number if self.interlude else st.game_number
                lines.append((f"Game {number} of {st.games_in_match} ({self._scoring_label()})", palette.MUTED))
                if st.game_number == 2 and not self.interlude:
                    g1 = st.game_scores[0]
                    unit = "won" if st.counts_games_won else "pips"
                    lines.append((f"Game 1: {self.seat_info(0)[0]} {g1[0]}, {self.seat_info(1)[0]} {g1[1]} {unit}",
                                  palette.MUTED))
            else:
                lines.append((f"Single game ({self._scoring_label()})", palette.MUTED))
            phase = "reaping" if self.interlude else st.phase
            if phase == "sowing":
                lines.append(("Tip: drag a pyramid from the tray onto a square.", palette.MUTED))
            else:
                lines.append(("Outlined pyramids can jump. Red marks show what a jump takes.", palette.MUTED))
        return lines

    def _scoring_label(self) -> str:
        opt = next(o for o in ice.OPTIONS if o.key == "scoring")
        return opt.label_of(self.state.scoring).lower()

    # ---- state changes ---------------------------------------------------------------------------------------
    def refresh_buttons(self) -> None:
        """Called after every change of state: ask the engine again which pyramids can jump, and keep the
        chosen size only while the supply still has it (with one size left, it is chosen for you)."""
        st = self.state
        self._jumps = st.jumps_by_pyramid()
        if st.phase == "sowing":
            sizes_left = st.sizes_left()
            if self.selected_size not in sizes_left:
                self.selected_size = None
            if len(sizes_left) == 1:
                self.selected_size = sizes_left[0]
        else:
            self.selected_size = None
        if self.selected_cell not in self._jumps:
            self.selected_cell = None
        self.panel_cache.invalidate()

    def clear_selection(self) -> None:
        self.selected_cell = None
        self.focus = None
        self.drag = None
        self.panel_cache.invalidate()

    def play(self, move) -> bool:
        ok = super().play(move)
        self._origin = None
        if ok and self._say_after:
            self.say(self._say_after)   # our wording replaces the engine's 'Player 2 cannot capture...'
        self._say_after = ""
        return ok

    def undo(self) -> None:
        self.interlude = None
        self.interlude_shown = False
        self.drag = None
        super().undo()
        self.shown = list(self.state.scores())
        self.refresh_buttons()

    def restart(self) -> None:
        """Solo: Restart replays the same puzzle (records are per puzzle); two players: a fresh match."""
        if self.state.solo:
            self.app.reset_to(type(self)(self.spec, self.players, self.seed, self.options))
        else:
            super().restart()

    def pause(self) -> None:
        if not self.state.solo:
            super().pause()
            return
        from ui.overlays import MenuOverlay
        self.app.push(MenuOverlay("Paused", [
            ("Resume", self.app.pop),
            ("Restart this puzzle", self.restart),
            ("New puzzle", self.new_puzzle),
            ("Rules", self.show_rules),
            ("Back to menu", self.back_to_menu),
        ]))

    def new_puzzle(self) -> None:
        self.app.reset_to(type(self)(self.spec, self.players, self.seed + 1, self.options))

    def advance_random(self, moves, rng) -> int:
        n = super().advance_random(moves, rng)
        self.shown = list(self.state.scores())
        return n

    # ---- input -------------------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_1, pygame.K_2, pygame.K_3) \
                and self.state.phase == "sowing" and not self.state.is_over:
            self.choose_size({pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3}[event.key])
            return True
        return super().handle(event)

    def choose_size(self, size: int) -> None:
        problem = self.state.size_problem(size)
        if problem:
            self.say(problem)
            return
        self.selected_size = size
        self.panel_cache.invalidate()

    def on_pointer(self, ev) -> None:
        if self.interlude:
            return
        k = ev.kind
        if k == "move":
            if self.drag and ev.pointer == self.drag["pointer"]:
                self.drag["pos"] = ev.pos
            if not ev.pressed or self.drag:
                self.hover_cell = self.grid.cell_at(ev.pos)
                self._set_focus(ev.pos)
        elif k == "down":
            self._set_focus(ev.pos)      # a finger held on a landing shows what that jump takes
        elif k == "tap":
            self.tap(ev.pos)
        elif k == "drag_start":
            self.start_drag(ev)
        elif k == "drag":
            if self.drag and ev.pointer == self.drag["pointer"]:
                self.drag["pos"] = ev.pos
                self._set_focus(ev.pos)
        elif k == "drop":
            if self.drag and ev.pointer == self.drag["pointer"]:
                self.drop(ev.pos)

    def _set_focus(self, pos) -> None:
        if self.selected_cell is None:
            return
        cell = self.grid.cell_at(pos)
        landings = [j.dst for j, _ in self._jumps.get(self.selected_cell, [])]
        focus = cell if cell in landings else (landings[0] if len(landings) == 1 else None)
        if focus != self.focus:
            self.focus = focus

    def tap(self, pos) -> None:
        st = self.state
        if st.phase == "sowing":
            size = self.slot_at(pos)
            if size is not None:
                self.choose_size(size)
                return
            cell = self.grid.cell_at(pos)
            if cell is None:
                return
            if self.selected_size is None and cell not in st.board:
                self.say("First pick a size in the tray: small, medium or large.")
                return
            size = self.selected_size or st.sizes_left()[0]
            self.play(ice.Place(cell, size))      # the engine explains a refused square
            return
        cell = self.grid.cell_at(pos)
        jumps = self._jumps.get(self.selected_cell, [])
        for jump, _taken in jumps:
            if jump.dst == cell:
                self.play(jump)
                return
        if cell is not None and cell in st.board:
            if cell == self.selected_cell:
                self.select(None)
            elif cell in self._jumps:
                self.select(cell)
            else:
                piece = st.board[cell]
                self.select(None)
                self.say(f"The {ice.SIZE_NAMES[piece[0]]} pyramid on {sg.name(cell)} has no capturing jump. "
                         "The outlined ones can jump.")
            return
        if self.selected_cell is not None:
            self.select(None)        # a tap elsewhere cancels
        elif cell is not None:
            self.say("Tap a pyramid to see where it can jump.")

    def select(self, cell) -> None:
        self.selected_cell = cell
        self.focus = None
        if cell is not None:
            landings = self._jumps[cell]
            if len(landings) == 1:
                self.focus = landings[0][0].dst
        self.panel_cache.invalidate()

    def start_drag(self, ev) -> None:
        st = self.state
        if st.phase == "sowing":
            size = self.slot_at(ev.start)
            if size is None:
                return
            piece = self.state.next_piece(size)
            if piece is None:
                self.choose_size(size)   # says why not
                return
            self.selected_size = size
            self.drag = {"kind": "supply", "size": size, "piece": piece, "pointer": ev.pointer, "pos": ev.pos}
            self.panel_cache.invalidate()
            return
        cell = self.grid.cell_at(ev.start)
        if cell in self._jumps:
            self.select(cell)
            self.drag = {"kind": "board", "cell": cell, "size": None, "piece": st.board[cell],
                         "pointer": ev.pointer, "pos": ev.pos}

    def drop(self, pos) -> None:
        d, self.drag = self.drag, None
        cell = self.grid.cell_at(pos)
        if d["kind"] == "supply":
            if cell is not None and cell not in self.state.board:
                self._origin = pos
                self.play(ice.Place(cell, d["size"]))
            else:
                if cell is not None:
                    self.play(ice.Place(cell, d["size"]))   # refused: the engine says why
                self._fly_back(d["piece"], pos, self.slot_sprite_centre(d["size"]), self.slot_px(d["size"]))
            return
        for jump, _ in self._jumps.get(d["cell"], []):
            if jump.dst == cell:
                self._origin = pos
                self.play(jump)
                return
        self._fly_back(d["piece"], pos, self.grid.centre(d["cell"]), self.board_px(d["piece"][0]),
                       hide=(d["cell"],))

    def _fly_back(self, piece, start, end, px, hide=()) -> None:
        """A dropped pyramid that could not go there slides back where it came from."""
        self.animator.add(PieceFlight([start, end], 0.18, self._drawer(piece, px), arc=0, hide=hide,
                                      ease=ease_out_cubic))

    # ---- animation -------------------------------------------------------------------------------------------
    def _drawer(self, piece, px_from, px_to=None, flight_ref=None):
        if px_to is None or px_to == px_from:
            return lambda surface, pos, lift: self.blit_piece(surface, piece, px_from, pos, lift)
        cache_px = max(px_from, px_to)

        def draw(surface, pos, lift):
            t = flight_ref[0].progress if flight_ref else 1.0
            px = int(lerp(px_from, px_to, ease_in_out_cubic(t)))
            img = self.sprites.get(piece, cache_px)
            if px != cache_px:
                img = scaled(img, px / cache_px)
            if lift > 1:
                sh = self.sprites.shadow(int(cache_px * 0.9))
                surface.blit(sh, sh.get_rect(center=(int(pos[0]), int(pos[1] + lift))))
            surface.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]))))
        return draw

    def _ripple(self, centre, colour=LANDING, delay=0.0) -> None:
        s = self.cell

        def draw(surface, t):
            r = int(s * (0.3 + 0.35 * t))
            w = max(1, int(5 * (1 - t)))
            pygame.draw.circle(surface, colour, (int(centre[0]), int(centre[1])), r, w)
        self.animator.add(Effect(0.3, draw, delay=delay))

    def _float_text(self, label, pos, colour) -> None:
        img = text.render(label, 28, colour, True).copy()   # our own copy: we fade it

        def draw(surface, t):
            img.set_alpha(int(255 * (1 - t * t)))
            surface.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1] - 40 * t))))
        self.animator.add(Effect(0.8, draw))

    def animate(self, events: list) -> None:
        before = self.history[-1] if self.history else None
        self.shown = list(before.scores()) if before is not None else list(self.state.scores())
        g = self.grid
        jump_end = 0.0
        captures = []
        for ev in events:
            if ev.kind == "place":
                size = ev.piece[0]
                end = g.centre(ev.cell)
                if self._origin is not None:     # dropped by hand: settle into the square
                    flight = PieceFlight([self._origin, end], 0.12, self._drawer(ev.piece, self.board_px(size)),
                                         hide=(ev.cell,), ease=ease_out_cubic)
                else:                            # tapped: it hops out of the tray
                    ref = []
                    flight = PieceFlight([self.slot_sprite_centre(size), end], 0.3, None, arc=self.cell * 0.6,
                                         hide=(ev.cell,))
                    ref.append(flight)
                    flight.draw_piece = self._drawer(ev.piece, self.slot_px(size), self.board_px(size), ref)
                self.animator.add(flight)
                self._ripple(end, delay=flight.duration)
            elif ev.kind == "move":
                path = [g.centre(c) for c in ev.path]
                start = self._origin if self._origin is not None else path[0]
                k = len(ev.path) - 2
                duration = 0.26 + 0.07 * k
                carried = self._origin is not None    # dropped by hand: it glides, no hop
                flight = PieceFlight([start, path[-1]], duration * (0.6 if carried else 1.0),
                                     self._drawer(ev.piece, self.board_px(ev.piece[0])),
                                     arc=0 if carried else self.cell * (0.45 + 0.2 * k), hide=(ev.dst,))
                duration = flight.duration
                self._pending_jumper = flight
                jump_end = duration
                self._jump_path = (start, path[-1], duration)
            elif ev.kind == "capture":
                captures.append(ev)
            elif ev.kind == "phase" and ev.text == "reaping" and not self.state.solo:
                name = self.seat_info(ev.player)[0]
                self._say_after = f"All 15 pyramids are placed. {name} placed second, so {name} jumps first."
        stuck = ice.stuck_player(events)
        if stuck is not None and not self.interlude:
            # The game is over (single game or game 2): say it with the seat's name.
            self._say_after = f"{self.seat_info(stuck)[0]} cannot capture: the game is over."
        finished = ice.finished_game(before, events) if before is not None else None
        if finished is not None:
            self._begin_interlude(finished)
        # Captured pyramids leave the board when the jumper passes over them and fly to the mover's tray.
        if captures:
            start, end, duration = self._jump_path
            base = len(before.captured_by(captures[0].player)) if before is not None else 0
            for j, ev in enumerate(captures):
                c = g.centre(ev.cell)
                # The moment the jumper passes this square: solve ease(p) = fraction of the way.
                frac = math.dist(start, c) / max(1.0, math.dist(start, end))
                lo, hi = 0.0, 1.0
                for _ in range(20):
                    mid = (lo + hi) / 2
                    lo, hi = (mid, hi) if ease_in_out_cubic(mid) < frac else (lo, mid)
                seat = ev.player
                index = base + j
                count = base + len(captures)
                target = self.bin_spot(seat, index, count)
                ref = []
                flight = PieceFlight([c, target], 0.42, None, arc=self.cell * 0.5, delay=duration * lo,
                                     hide=(("bin", seat, index),), ease=ease_in_out_cubic,
                                     on_done=self._landed_in_bin(seat, ev.piece, target))
                ref.append(flight)
                flight.draw_piece = self._drawer(ev.piece, self.board_px(ev.piece[0]),
                                                 self.bin_piece_px(ev.piece[0], count), ref)
                self.animator.add(flight)
        if jump_end:
            self.animator.add(self._pending_jumper)    # last, so the jumper is drawn over what it takes
            self._ripple(self._jump_path[1], delay=jump_end)
            self._pending_jumper = None

    def _landed_in_bin(self, seat, piece, where):
        def done():
            change = self.state.score_change_of_capture(piece)
            if self.state.solo:
                self.shown[0] += change
            elif change and seat < len(self.shown):
                self.shown[seat] += change
                self._float_text(f"+{change}", where, palette.GOOD)
            self.panel_cache.invalidate()
        return done

    # ---- a match: between the two games ----------------------------------------------------------------------
    def _begin_interlude(self, finished: ice.FinishedGame) -> None:
        """Game 1 ended inside this move and the engine already set up game 2. Keep the end of game 1 on
        screen (board and trays) until the players have seen its score and pressed Continue."""
        self.interlude = finished
        self.interlude_shown = False
        self.selected_size = None
        stuck, n = finished.stuck, finished.number
        self._say_after = (f"{self.seat_info(stuck)[0]} cannot capture: game {n} is over."
                           if stuck is not None else f"Game {n} is over.")

    def show_interlude(self) -> None:
        info = self.interlude
        self.interlude_shown = True
        if self.state.counts_games_won:
            rows = [(*self.seat_info(s), f"{info.scores[s]} game{'s' if info.scores[s] != 1 else ''} won")
                    for s in range(self.players)]
        else:
            rows = [(*self.seat_info(s), f"{info.scores[s]} pips") for s in range(self.players)]
        stuck = info.stuck
        reason = (f"{self.seat_info(stuck)[0]} had no capturing jump." if stuck is not None else "No jump was left.")
        first = self.seat_info(info.next_first_placer)[0]
        other = self.seat_info(1 - info.next_first_placer)[0]
        self.app.push(BetweenGamesOverlay(self, reason, rows,
                                          f"Game {info.number + 1}: {first} places first, {other} jumps first.",
                                          f"Game {info.number} is over"))

    def continue_match(self) -> None:
        """Clear the board for game 2: the pyramids fly back into the supply."""
        info, self.interlude = self.interlude, None
        self.interlude_shown = False
        if info is None:
            return
        pieces = [(self.grid.centre(c), p, self.board_px(p[0])) for c, p in info.board.items()]
        for seat in range(self.players):
            n = len(info.captured[seat])
            for i, p in enumerate(info.captured[seat]):
                pieces.append((self.bin_spot(seat, i, n), p, self.bin_piece_px(p[0], n)))
        for i, (start, piece, px) in enumerate(pieces):
            ref = []
            flight = PieceFlight([start, self.slot_sprite_centre(piece[0])], 0.4, None, arc=self.cell * 0.4,
                                 delay=0.025 * i)
            ref.append(flight)
            flight.draw_piece = self._drawer(piece, px, self.slot_px(piece[0]), ref)
            self.animator.add(flight)
        self.refresh_buttons()
        self.say(f"Game {self.state.game_number}: {self.seat_info(self.state.current_player)[0]} places first.")

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.animator.busy:
            if self.interlude and not self.interlude_shown and self.app.scene is self:
                self.show_interlude()
            true = list(self.state.scores())
            if self.shown != true:
                self.shown = true
                self.panel_cache.invalidate()

    # ---- the end -------------------------------------------------------------------------------------------
    def show_result(self) -> None:
        if not self.state.solo:
            super().show_result()
            return
        result = ice.record_solo_try(self.seed, self.state.pyramids_left())
        self.result_shown = True
        left = result.left
        if result.perfect:
            headline = "Perfect: one pyramid left!"
        else:
            headline = f"{left} {'pyramid' if left == 1 else 'pyramids'} left"
        _, colour, mark = self.seat_info(0)
        rows = [("", "This try", colour, f"{left} left", mark)]
        if result.new_best:
            rows.append(("", "New best this session!", palette.GOOD, f"{result.best} left", "star"))
        else:
            rows.append(("", "Best this session", palette.ACCENT, f"{result.best} left", "star"))
        footer = f"Puzzle #{self.seed}: try the same one again, or a new one."
        self.panel_cache.invalidate()
        self.app.push(SoloResultOverlay(headline, rows, self.restart, self.new_puzzle, self.back_to_menu, footer))

    def result_rows(self, outcome) -> list:
        rows = super().result_rows(outcome)
        st = self.state
        unit = "won" if st.counts_games_won else "pips"
        out = []
        for place, name, colour, _score, mark in rows:
            seat = next(s for s in range(self.players) if self.seat_info(s)[0] == name)
            games = [g[seat] for g in st.game_scores]
            total = sum(games)
            score = f"{' + '.join(map(str, games))} = {total} {unit}" if len(games) > 1 else f"{total} {unit}"
            out.append((place, name, colour, score, mark))
        return out

    def result_footer(self, outcome) -> str:
        st = self.state
        rule = {"high": "most pips wins", "low": "fewest pips wins", "last_man": "each game goes to the last jumper",
                "remaining": "the last jumper also takes the pips left"}[st.scoring]
        if st.match:
            return f"Game 1 + game 2 = total; {rule}."
        return f"Single game; {rule}."

    # ---- the rules page ---------------------------------------------------------------------------------------
    @property
    def RULES_HTML(self) -> str:   # noqa: N802 (BoardScene reads this name)
        st = self.state
        opts = {o.key: o for o in ice.OPTIONS}
        match = opts["match"].label_of(st.match)
        scoring = opts["scoring"].label_of(st.scoring)
        gold = "<font color='#F2B134'>"
        parts = [
            "<b>IceSickle</b>, the Martian Peg Game (Dan Isaac, 2003): 15 shared pyramids on a 5 by 5 board. "
            "Nobody owns a colour; colours are just for looks. Small pyramids have 1 pip, medium 2, large 3.",
            f"<br><br>{gold}<b>1. Sowing.</b></font> Take turns putting one pyramid on any empty square. "
            "You choose its size from what is left in the supply (tap a size in the tray, then a square, or drag "
            "a pyramid onto the board). When all 15 are down, the player who placed first has placed 8.",
            f"<br><br>{gold}<b>2. Reaping.</b></font> The player who placed <b>second</b> jumps first, then you "
            "take turns. A jump takes any pyramid in a straight line (along a row, a column or a diagonal) over "
            "1 up to as many squares as it has pips, onto the next square, which must be empty. At least one "
            "square it passes over must hold a pyramid: every pyramid it passes over is captured and goes to "
            "your tray. Every turn must be a capture.",
            "<br>Tap a pyramid to see its jumps: rings show where it can land, with the pips that jump wins; "
            "red marks show what it would capture (hover over a ring, or hold a finger on it, for a red cross "
            "on exactly those). Tap a ring to jump. Pyramids outlined in blue are the ones that can jump.",
            f"<br><br>{gold}<b>3. The end.</b></font> When the player to move has no capturing jump, the game "
            "ends, even if the other player still had one. Pyramids left on the board score nothing.",
        ]
        if st.solo:
            parts.append(
                f"<br><br>{gold}<b>Solo puzzle.</b></font> The pyramids are placed at random (the puzzle number "
                "picks the layout). Jump until no capturing jump is left: the fewer pyramids left, the better, "
                "and one is perfect. The best result for each puzzle is remembered while the program runs; "
                "<b>Same puzzle</b> lets you try to beat it.")
        else:
            parts.append(
                f"<br><br>{gold}<b>This game:</b></font> {match}, scoring: <b>{scoring}</b>.<br>"
                "• Highest pips: the most pips captured wins.<br>"
                "• Lowest pips: the fewest pips captured wins (jumps are still compulsory).<br>"
                "• Last man standing: whoever makes the last jump of a game wins that game.<br>"
                "• Remaining points: whoever makes the last jump also scores the pips left on the board.<br>"
                "A two-game match swaps the roles: in game 2 the other player places first. The totals decide.")
        parts.append(f"<br><br>{gold}<b>Our choices where the rules are silent [DEFAULT]:</b></font><br>")
        parts.append("<br>".join("• " + note for note in ice.RULE_NOTES))
        parts.append("<br>• Player 1 is Orange, Player 2 is Blue. The size you choose stays chosen for the "
                     "next placement while that size lasts (keys 1, 2, 3 choose too).")
        return "".join(parts)
