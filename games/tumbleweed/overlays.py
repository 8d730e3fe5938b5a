"""Tumbleweed's View overlay: BGA's player preferences (display options) as big toggles that apply at once."""
from __future__ import annotations

import pygame
import pygame_gui

from ui.kit import text
from ui.base.lang import t
from ui.kit.overlays import Overlay, draw_panel, panel_rect

from .viewoptions import VIEW_OPTIONS

TOGGLE_SIZE = 18            # the #small_button theme's font size (assets/theme.json)


class ViewOverlay(Overlay):
    """BGA's player preferences as big toggles; each tap applies at once."""
    shade = 150

    def __init__(self, scene):
        """`scene` has `view` (key -> bool), `aid_level` and `set_view(key, value)`."""
        super().__init__()
        self.scene = scene
        self.toggles: dict = {}
        self.toggle_width = 560

    def layout(self, size):
        n = len(VIEW_OPTIONS) + 1
        self.rect = panel_rect(size, 620, 150 + 74 * n)
        # a short window gets two columns of toggles, so that none falls off the panel
        self.columns = 1 if (self.rect.height - 150) // n >= 52 else 2
        rows = -(-len(VIEW_OPTIONS) // self.columns) + 1
        self.pitch = max(52, min(74, (self.rect.height - 150) // rows))

    def label(self, key: str, levels) -> str:
        """'Coordinates: On', with '(Beginner aid only)' where the game's aid level does not give it. Where a
        language's words are too long for the button, the option's name is cut short first (its state and the
        aid note stay whole), then the aid note is left out, then the whole is cut."""
        state = "tumbleweed.view.on" if self.scene.view[key] else "tumbleweed.view.off"
        only = t(f"tumbleweed.view.only.{'_'.join(levels)}") if levels and self.scene.aid_level not in levels else ""

        def words(title: str, note: bool = True) -> str:
            said = t(state, title=title)
            return t("tumbleweed.view.limited", label=said, levels=only) if only and note else said

        title = t(f"tumbleweed.view.option.{key}")
        width = self.toggle_width - 20
        fits = lambda s: text.font(TOGGLE_SIZE, True).size(s)[0] <= width   # noqa: E731
        if fits(words(title)):
            return words(title)
        for note in ((True, False) if only else (False,)):
            if fits(words(title, note)):
                return words(title, note)
            short = title
            while len(short) > 6 and not fits(words(short.rstrip() + "…", note)):
                short = short[:-1]
            if fits(words(short.rstrip() + "…", note)):
                return words(short.rstrip() + "…", note)
        return text.ellipsize(words(title), TOGGLE_SIZE, width, True)

    def build_ui(self):
        self.toggles = {}
        top = self.rect.top + 96
        rows = -(-len(VIEW_OPTIONS) // self.columns)
        width = (self.rect.width - 60 - 10 * (self.columns - 1)) // self.columns
        self.toggle_width = width
        for i, (key, levels) in enumerate(VIEW_OPTIONS):
            col, row = divmod(i, rows)
            b = self.button((self.rect.left + 30 + col * (width + 10), top + row * self.pitch, width, self.pitch - 10),
                            self.label(key, levels), "#small_button")
            self.toggles[b] = (key, levels)
        y = top + rows * self.pitch
        self.done = self.button((self.rect.centerx - 110, y + 6, 220, max(48, self.pitch - 6)),
                                t("tumbleweed.view.done"))

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.toggles:
            key, levels = self.toggles[event.ui_element]
            self.scene.set_view(key, not self.scene.view[key])
            event.ui_element.set_text(self.label(key, levels))
            return True
        if (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.done) or \
                (event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_v)):
            self.app.pop()
            return True
        return False

    def draw(self, surface):
        draw_panel(surface, self.rect, t("tumbleweed.view.title"))

