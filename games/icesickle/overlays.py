"""IceSickle's own overlays: the panel between the two games of a match, and the solo puzzle's end screen."""
from __future__ import annotations

import pygame
import pygame_gui

from ui.base import palette
from ui.kit import text
from ui.base.lang import t
from ui.base.marks import draw_mark
from ui.kit.layouts import SeatArea
from ui.kit.overlays import Overlay, ResultOverlay, draw_panel, panel_rect
from ui.play.seatpanel import TouchButton, paint_button


class BetweenGamesOverlay(Overlay):
    """After game 1 of a match: its score, why it ended, and who places first in game 2. Continue (a tap or
    click on it, or Enter, Space, Escape) closes it and calls on_continue. `words()` gives (title, why it ended,
    rows, who is first next), rows being (name, colour, mark, score text) per seat; it is asked again at every
    layout, so a change of language shows at once. Everything is painted by us (no pygame-gui button) so that
    at a table the whole panel can be turned by `angle` to face the player who moves next; its button is then
    tapped where it is seen."""

    def __init__(self, words, on_continue, angle: int = 0):
        super().__init__()
        self.words = words
        self.title, self.reason, self.rows, self.next_line = words()
        self.on_continue = on_continue
        self.angle = angle
        self.image = None

    def layout(self, size):
        self.title, self.reason, self.rows, self.next_line = self.words()
        w, h = 600, 250 + 64 * len(self.rows) + 60
        turned = self.angle in (90, 270)
        rect = panel_rect(size, *((h, w) if turned else (w, h)))
        # The upright panel and its Continue button, turned (SeatArea does the turning both ways).
        self.area = SeatArea(0, "", rect, self.angle)
        uw, uh = self.area.local_size
        self.cont = TouchButton("continue", t("icesickle.interlude.continue"),
                                pygame.Rect(uw // 2 - 130, uh - 92, 260, 72))
        self.image = None

    def continue_point(self) -> tuple[float, float]:
        """Where the Continue button is on the screen (tests and taps_for)."""
        return self.area.to_screen(self.cont.rect.center)

    def close(self) -> None:
        self.app.pop()
        self.on_continue()

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE):
            self.close()
            return True
        return False

    def pointer(self, event) -> None:
        if event.kind == "tap" and self.cont.rect.collidepoint(self.area.to_local(event.pos)):
            self.close()

    def paint(self) -> pygame.Surface:
        """The panel, upright, painted once."""
        w, h = self.area.local_size
        surface = pygame.Surface((w, h), pygame.SRCALPHA)
        r = surface.get_rect()
        draw_panel(surface, r, self.title)
        reason, size = self.reason, 22
        while size > 14 and text.font(size).size(reason)[0] > r.width - 40:
            size -= 2       # (longer words in some languages)
        text.blit_centred(surface, text.ellipsize(reason, size, r.width - 40), size, (r.centerx, r.top + 92),
                          palette.MUTED)
        y = r.top + 124
        for name, colour, mark, score in self.rows:
            row = pygame.Rect(r.left + 30, y, r.width - 60, 54)
            pygame.draw.rect(surface, palette.darken(colour, 0.55), row, border_radius=14)
            pygame.draw.rect(surface, colour, row, 3, border_radius=14)
            draw_mark(surface, mark, (row.left + 32, row.centery), 13, colour, (255, 255, 255))
            img2 = text.render(score, 26, palette.TEXT, True)
            surface.blit(img2, img2.get_rect(midright=(row.right - 20, row.centery)))
            room = row.width - 80 - 16 - img2.get_width()
            img = text.render(text.ellipsize(name, 26, room, True), 26, palette.TEXT, True)
            surface.blit(img, img.get_rect(midleft=(row.left + 60, row.centery)))
            y += 64
        for i, line in enumerate(text.wrap(self.next_line, 22, r.width - 60, True)[:2]):
            text.blit_centred(surface, line, 22, (r.centerx, y + 22 + 28 * i), palette.ACCENT, bold=True)
        paint_button(surface, self.cont)
        return self.area.turn(surface)

    def draw(self, surface):
        if self.image is None:
            self.image = self.paint()
        surface.blit(self.image, self.area.rect.topleft)


class SoloResultOverlay(ResultOverlay):
    """The solo end screen: this try, the best for this puzzle this session, and two ways to play again."""

    def __init__(self, words, on_same, on_new, on_menu):
        """`words()` gives (headline, rows, footer) in the player's language, asked again at every layout."""
        headline, rows, footer = words()
        super().__init__(headline, rows, on_same, on_menu, footer)
        self.words = words
        self.on_new = on_new

    def layout(self, size):
        self.headline, self.rows, self.footer = self.words()
        extra = 40 if self.footer else 0
        self.rect = panel_rect(size, 620, 310 + 64 * len(self.rows) + extra)

    def build_ui(self):
        bw = (self.rect.width - 80) // 2
        y1, y2 = self.rect.bottom - 166, self.rect.bottom - 88
        self.again = self.button((self.rect.left + 30, y1, bw, 68), t("icesickle.solo.same_puzzle"), "#big_button")
        self.new = self.button((self.rect.left + 50 + bw, y1, bw, 68), t("icesickle.solo.new_puzzle"))
        self.menu = self.button((self.rect.left + 30, y2, bw, 68), t("play.button.menu"))
        self.look = self.button((self.rect.left + 50 + bw, y2, bw, 68), t("play.button.see_board"))
        self.add_button_icons()

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.new:
            self.on_new()
            return True
        return super().handle(event)
