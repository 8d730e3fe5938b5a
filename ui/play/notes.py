"""A move's notes, set by taps: its mark as players write it (!! ! !? ?! ? ??), whether the line is won or lost
where it ends (a leaf: only at a line's last move), and a comment (typed: a keyboard is needed for that part).
The viewer opens it for the move shown; Save writes the notes into the move's node of the line's tree
(engine/gametree.py), which the record keeps."""
from __future__ import annotations

import pygame
import pygame_gui

from engine.gametree import LEAVES, MARKS, MAX_COMMENT_CHARS
from ui.base import palette
from ui.base.lang import t
from ui.kit import text
from ui.kit.overlays import Overlay, draw_panel, panel_rect


class NotesOverlay(Overlay):

    def __init__(self, title: str, node, on_saved):
        super().__init__()
        self.title = title
        self.node = node
        self.on_saved = on_saved
        self.mark = node.mark
        self.leaf = node.leaf
        self.leaf_allowed = not node.children
        self.choices: dict = {}          # button -> ("mark" | "leaf", value)
        self.actions: dict = {}

    def layout(self, size):
        width = min(size[0] - 20, 720)
        rows = 4 if self.leaf_allowed else 3
        self.pitch = 64 if size[1] >= 520 else 54
        self.rect = panel_rect(size, width, 96 + rows * self.pitch + 16)

    def build_ui(self):
        r = self.rect
        self.choices, self.actions = {}, {}
        y = r.top + 88
        marks = ("",) + MARKS
        w = (r.width - 60 - 6 * (len(marks) - 1)) // len(marks)
        for i, mark in enumerate(marks):
            b = self.button((r.left + 30 + i * (w + 6), y, w, self.pitch - 10), mark or t("analysis.notes.none"),
                            "#small_button")
            self.choices[b] = ("mark", mark)
        y += self.pitch
        if self.leaf_allowed:
            leaves = ("",) + LEAVES
            w = (r.width - 60 - 12 * (len(leaves) - 1)) // len(leaves)
            for i, leaf in enumerate(leaves):
                words = t(f"analysis.notes.{leaf or 'open'}")
                b = self.button((r.left + 30 + i * (w + 12), y, w, self.pitch - 10),
                                text.ellipsize(words, 18, w - 16, True), "#small_button")
                self.choices[b] = ("leaf", leaf)
            y += self.pitch
        self.entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(r.left + 30, y, r.width - 60, self.pitch - 14), manager=self.app.manager,
            container=self.container, placeholder_text=t("analysis.notes.comment"))
        self.entry.set_text_length_limit(MAX_COMMENT_CHARS)
        if self.node.comment:
            self.entry.set_text(self.node.comment)
        y += self.pitch
        w = (r.width - 72) // 2
        self.actions[self.button((r.left + 30, y, w, self.pitch - 10), t("analysis.notes.save"))] = self.save
        self.actions[self.button((r.left + 42 + w, y, w, self.pitch - 10), t("analysis.notes.cancel"))] = \
            lambda: self.app.pop()
        self.show_choices()

    def show_choices(self) -> None:
        for b, (kind, value) in self.choices.items():
            chosen = (self.mark if kind == "mark" else self.leaf) == value
            b.select() if chosen else b.unselect()

    def save(self) -> None:
        self.node.set_notes({"mark": self.mark, "leaf": self.leaf if self.leaf_allowed else "",
                             "comment": text.showable(self.entry.get_text(), MAX_COMMENT_CHARS).strip()})
        self.app.pop()
        self.on_saved()

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element in self.choices:
                kind, value = self.choices[event.ui_element]
                setattr(self, kind, value)
                self.show_choices()
                return True
            if event.ui_element in self.actions:
                self.actions[event.ui_element]()
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save()
            return True
        return self.entry.is_focused and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT)

    def draw(self, surface):
        draw_panel(surface, self.rect, self.title)
        text.blit_centred(surface, t("analysis.notes.line"), 18, (self.rect.centerx, self.rect.top + 66),
                          palette.MUTED)
