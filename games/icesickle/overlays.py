"""IceSickle's own overlays: the panel between the two games of a match, and the solo puzzle's end screen."""
from __future__ import annotations

import pygame
import pygame_gui

from ui import palette, text
from ui.marks import draw_mark
from ui.overlays import ResultOverlay, dim, draw_panel, panel_rect
from ui.scene import Scene


class BetweenGamesOverlay(Scene):
    """After game 1 of a match: its score, why it ended, and who places first in game 2. Continue (or Enter,
    Space, Escape) closes it and calls on_continue. rows: (name, colour, mark, score text) per seat."""
    opaque = False

    def __init__(self, title: str, reason: str, rows: list, next_line: str, on_continue):
        super().__init__()
        self.title, self.reason, self.rows, self.next_line = title, reason, rows, next_line
        self.on_continue = on_continue

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
            self.on_continue()
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
