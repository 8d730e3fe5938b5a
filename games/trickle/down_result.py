"""Trickle Down's result screen: each row shows the player's companies (symbol, sides in words, a little board)."""
from __future__ import annotations

import pygame

from ui.base import palette
from ui.kit import text
from ui.base.lang import t
from ui.base.marks import draw_mark
from ui.kit.overlays import ResultOverlay, draw_panel, title_beside

from games.trickle.bags import sides_icon, sides_text


class DownResultOverlay(ResultOverlay):
    """The result screen with each row's companies: the player's symbol, a little board with their two sides
    drawn thick, and the sides in words under the name."""

    def __init__(self, headline, rows, on_again, on_menu, footer="", sides=()):
        super().__init__(headline, rows, on_again, on_menu, footer)
        self.sides = list(sides)

    def draw(self, surface):
        draw_panel(surface, self.rect, self.headline, title_beside(self))
        y = self.rect.top + 110
        for i, (place, name, colour, score, mark) in enumerate(self.rows):
            row = pygame.Rect(self.rect.left + 30, y, self.rect.width - 60, 54)
            pygame.draw.rect(surface, palette.darken(colour, 0.55), row, border_radius=14)
            pygame.draw.rect(surface, colour, row, 3, border_radius=14)
            text.blit_centred(surface, place, 26, (row.left + 40, row.centery), palette.TEXT, bold=True)
            draw_mark(surface, mark, (row.left + 92, row.centery), 13, colour, (255, 255, 255))
            img = text.render(score, 26, palette.TEXT, True)
            score_rect = img.get_rect(midright=(row.right - 20, row.centery))
            # the little board of the companies stands left of the money ("9 Mio. €" is wider than "€9M"), and
            # name and companies run up to it (longer words in some languages are cut with '…')
            icon_x = min(row.right - 118, score_rect.left - 19 - 10)
            room = (icon_x - 19 - 10 if i < len(self.sides) else score_rect.left - 10) - (row.left + 118)
            img = text.render(text.ellipsize(name, 22, room, True), 22, palette.TEXT, True)
            surface.blit(img, img.get_rect(bottomleft=(row.left + 118, row.centery + 4)))
            if i < len(self.sides):
                sides = self.sides[i]
                companies = text.ellipsize(t("trickle.result.companies", sides=sides_text(sides)), 15, room)
                img = text.render(companies, 15, palette.lighten(colour, 0.6))
                surface.blit(img, img.get_rect(topleft=(row.left + 118, row.centery)))
                sides_icon(surface, (icon_x, row.centery), 19, sides, palette.lighten(colour, 0.35))
            img = text.render(score, 26, palette.TEXT, True)
            surface.blit(img, score_rect)
            y += 64
        if self.footer:
            for k, line in enumerate(text.wrap(self.footer, 20, self.rect.width - 60)[:2]):
                text.blit_centred(surface, line, 20, (self.rect.centerx, y + 14 + 24 * k), palette.MUTED)
