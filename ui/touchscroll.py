"""A pygame-gui text box a finger can scroll: drag the text itself up or down, or grab a scroll bar as wide as a
fingertip. pygame-gui knows only the mouse (its scroll bar is 20 px wide, and an emulated mouse drag over text
selects it), so a FINGER drag that starts on the text moves the text by as many pixels as the finger moved.
The wheel is pygame-gui's own. The scroll bar's arrow buttons are switched off in assets/theme.json: at 20 px
high they were too small to hit, and the wide slider and the drag do their job.
"""
from __future__ import annotations

import pygame
import pygame_gui

SCROLL_BAR_WIDTH = 52   # px: its slider (inside a 2 px border) is 48 wide, a fingertip


class FingerTextBox(pygame_gui.elements.UITextBox):
    """A UITextBox whose scroll bar is SCROLL_BAR_WIDTH wide (pygame-gui 0.6 does not theme that width; it is
    set before each layout, so that a long page is laid out once, not twice)."""

    def rebuild_from_changed_theme_data(self):
        self.scroll_bar_width = SCROLL_BAR_WIDTH
        super().rebuild_from_changed_theme_data()


class FingerScroll:
    """Feed it every event; it scrolls `box` while one finger drags on its text. Other fingers are ignored."""

    def __init__(self, box: pygame_gui.elements.UITextBox):
        self.box = box
        self.finger = None      # (finger id, y where it went down, scroll fraction then)

    def handle(self, event, window_size) -> bool:
        """True when the event was a finger on the text (the scene should not act on it further)."""
        box = self.box
        if event.type not in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
            return False
        x, y = event.x * window_size[0], event.y * window_size[1]
        bar = box.scroll_bar
        if event.type == pygame.FINGERDOWN:
            if self.finger is None and bar is not None and box.rect.collidepoint(x, y) and \
                    not bar.rect.collidepoint(x, y):
                self.finger = (event.finger_id, y, bar.start_percentage)
                return True
            return False
        if self.finger is None or event.finger_id != self.finger[0]:
            return False
        if event.type == pygame.FINGERUP:
            self.finger = None
            return True
        if bar is None or box.text_box_layout is None:
            return True
        _, y0, start = self.finger
        height = box.text_box_layout.layout_rect.height
        top = max(0.0, 1.0 - bar.visible_percentage)
        bar.set_scroll_from_start_percentage(min(top, max(0.0, start - (y - y0) / height)))
        box.redraw_from_text_block()
        return True
