"""The window's chrome: the side panel beside the board (or along its top in portrait) with the seats, scores and
status painted into one cached picture, and pygame-gui buttons: Undo / Rules / Menu at its bottom, the game's
own buttons and Hint above them (in portrait, one row along the bottom of the short panel).

Its twin for a table is ui/play/chrome_table.py; both answer the same questions (ui/play/chrome.py), so the
game screen never asks which layout it is in.
"""
from __future__ import annotations

import pygame
import pygame_gui

from ui.base.lang import t
from ui.base.seats import seated_for
from ui.board.hexview import CachedSurface
from ui.kit import repaints, text
from ui.kit.layouts import shared_widths, window_layout
from ui.play.messages import Spot, edge_spot
from ui.play.seatpanel import paint_side_panel, side_panel_rows

FRAME_PADDING = 14     # px of a small pygame-gui button's width its words cannot use (border, shadow, air)
TURN_PITCH = 72        # px from one of the game's own buttons to the next, stacked above Undo / Rules / Menu
STATUS_ROOM = 76       # px kept under the seat rows for two lines of the status (what to do now)


class WindowChrome:
    table = False

    def __init__(self, scene):
        self.scene = scene
        self.panel_cache = CachedSurface(self.paint_panel, alpha=False)    # the side panel
        self.frame_buttons: dict = {}     # pygame-gui button -> what it does (Undo, Rules, Menu, the game's own)
        self.extra_buttons: dict = {}     # label -> button: the game's own and Hint, as shown now
        self.turn_button_sets: dict = {}  # labels -> {label: button}: sets built since the layout, hidden when not used
        self.built_labels: tuple = ()
        self.turn_buttons_due = None      # (labels, extras, next index): a set of buttons being made, one a frame
        self.kept_in_sight = 0            # panel y down to which the painted panel must not be covered (messages)

    # -- layout and buttons ------------------------------------------------------------------------------------
    def layout(self, size):
        """The window's layout; every seat faces the bottom."""
        scene = self.scene
        scene.match.seats[:] = seated_for(scene.seats, None)
        self.panel_cache.invalidate()
        return window_layout(size)

    def build_ui(self) -> None:
        """Undo / Rules / Menu at the bottom of the panel, the game's own buttons above them."""
        scene = self.scene
        self.frame_buttons, self.extra_buttons = {}, {}
        self.turn_button_sets = {}
        self.turn_buttons_due = None
        extras = scene.turn_buttons()
        self.built_labels = tuple(label for label, _ in extras)
        if not scene.mode.chrome_buttons:
            # (a demo game's buttons are never shown: not making them saved 20-30 ms of each demo's start)
            self.refresh_buttons()
            return
        p = scene.panel_rect
        actions = [(t("play.button.undo"), scene.undo), (t("play.button.rules"), scene.show_rules),
                   (t("play.button.menu"), scene.pause)]
        if p.width > p.height:
            # Portrait: one row along the bottom of the short panel, the game's own buttons first.
            row = extras + actions
            bw = (p.width - 10 * (len(row) + 1)) // len(row)
            for i, (label, fn) in enumerate(row):
                b = self.frame_button((p.left + 10 + i * (bw + 10), p.bottom - 64, bw, 54), label,
                                      i >= len(extras))
                self.frame_buttons[b] = fn
                if i < len(extras):
                    self.extra_buttons[label] = b
        else:
            x = p.left + 10
            for (label, fn), bw in zip(actions, shared_widths(
                    [text.font(18, True).size(label)[0] + FRAME_PADDING for label, _ in actions], p.width - 40)):
                b = self.frame_button((x, p.bottom - 70, bw, 58), label)
                self.frame_buttons[b] = fn
                x += bw + 10
            self.build_turn_buttons(extras)
        self.refresh_buttons()

    def frame_button(self, rect, label: str, fit: bool = True):
        """A small button of the panel's bottom row. Undo / Rules / Menu share a narrow panel three ways: words
        still too wide for theirs (a long word in another language) are cut with '…', whole in its tool tip."""
        shown = text.ellipsize(label, 18, rect[2] - FRAME_PADDING, True) if fit else label
        return self.scene.button(rect, shown, "#small_button", tool_tip=label if shown != label else None)

    def build_turn_buttons(self, extras: list, now: int | None = None) -> None:
        """The game's own buttons of a landscape window's panel, stacked above Undo / Rules / Menu. `now` of them
        are made at once (all if None); the rest one a frame in update(): a pygame-gui button costs 2-6 ms to make,
        and Tumbleweed's Pass, View and Hint, made together in the frame of the colour choice, made it 18 ms."""
        labels = tuple(label for label, _ in extras)
        if not extras:
            self.turn_buttons_due = None
            self.turn_button_sets[labels] = self.extra_buttons
            return
        self.turn_buttons_due = (labels, list(extras), 0)
        while self.turn_buttons_due is not None and (now is None or now > 0):
            self.build_next_turn_button()
            now = None if now is None else now - 1

    def build_next_turn_button(self) -> None:
        labels, extras, index = self.turn_buttons_due
        label, fn = extras[index]
        rect = self.turn_button_rect(index, len(extras))
        # (two in a row: in the small buttons' type, so that a longer language's word still fits its half)
        b = self.scene.button(rect, label, "#small_button" if rect.width < self.scene.panel_rect.width // 2 else None)
        self.extra_buttons[label] = b
        self.frame_buttons[b] = fn
        if not self.scene.turn_button_enabled(label):
            b.disable()
        if index + 1 < len(extras):
            self.turn_buttons_due = (labels, extras, index + 1)
        else:
            self.turn_buttons_due = None
            self.turn_button_sets[labels] = self.extra_buttons

    def turn_button_rect(self, index: int, count: int) -> pygame.Rect:
        """Where the game's own button `index` of `count` goes: one above the other, full width, above Undo / Rules /
        Menu; where a short panel (640x480) would push them over the status, two side by side in a row (the first
        row holds the odd one), so the status keeps the room under the seats."""
        p = self.scene.panel_rect
        stack_bottom = p.bottom - 80
        seats_bottom = side_panel_rows(p.size, self.scene.players)[-1].bottom + p.top
        room = stack_bottom - (seats_bottom + STATUS_ROOM)
        if count * TURN_PITCH <= room or count < 2:
            return pygame.Rect(p.left + 14, stack_bottom - TURN_PITCH * (count - index) + 10, p.width - 28,
                               TURN_PITCH - 10)
        rows = (count + 1) // 2
        pitch = max(58, min(TURN_PITCH, room // rows))
        first = count - 2 * (rows - 1)           # buttons in the top row: 1 or 2
        row, col = (0, index) if index < first else (1 + (index - first) // 2, (index - first) % 2)
        across = first if row == 0 else 2
        width = (p.width - 28 - 10 * (across - 1)) // across
        return pygame.Rect(p.left + 14 + col * (width + 10), stack_bottom - pitch * (rows - row) + 10, width,
                           pitch - 10)

    def refresh_buttons(self) -> None:
        """After every change: the game's buttons follow the state (rebuilt when the set of them changes)."""
        scene = self.scene
        if scene.app is None:
            return
        extras = scene.turn_buttons()
        labels = tuple(label for label, _ in extras)
        if labels != self.built_labels and scene.container is not None:
            # Only the buttons change, not the layout: laying everything out again repainted the board and
            # rebuilt every pygame-gui button (2-3 ms each) in the frame of a move (10-35 ms).
            self.built_labels = labels
            self.panel_cache.invalidate()     # (the notes end above the topmost button)
            p = scene.panel_rect
            if not scene.mode.chrome_buttons:
                return        # (a demo has none)
            if p.width > p.height:
                scene.rebuild_elements()   # portrait: one row shared with Undo / Rules / Menu
                return
            # A set built before is shown again, not made again: the colour choice's buttons and then Pass came
            # and went in the frames of computers' moves, each pygame-gui button 1.5-2 ms to make.
            for button in self.extra_buttons.values():
                del self.frame_buttons[button]
                button.hide()
            if self.turn_buttons_due is not None:      # a set still being made is left unfinished: not kept
                for button in self.extra_buttons.values():
                    button.kill()
                self.turn_buttons_due = None
            kept = self.turn_button_sets.get(labels)
            if kept is None:
                self.extra_buttons = {}
                self.build_turn_buttons(extras, now=1)
            else:
                self.extra_buttons = kept
                for label, fn in extras:
                    self.frame_buttons[kept[label]] = fn
                    kept[label].show()
        for label, button in self.extra_buttons.items():
            button.enable() if scene.turn_button_enabled(label) else button.disable()

    def update(self) -> None:
        """Once a frame: the next of a set of the game's buttons being made."""
        if self.turn_buttons_due is not None and self.scene.container is not None:
            self.build_next_turn_button()

    @property
    def building(self) -> bool:
        """Buttons are still being made, one a frame."""
        return self.turn_buttons_due is not None

    # -- input ---------------------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        """A press of one of the panel's buttons."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.frame_buttons:
            self.frame_buttons[event.ui_element]()
            return True
        return False

    def lane(self, pos):
        """A window has one pointer for all: no strip's own presses."""
        return None

    def press(self, pos, lane=None, held: float = 0.0) -> bool:
        """A tap on a painted button: a window has none (its buttons are pygame-gui's)."""
        return False

    def button_point(self, label: str):
        """The screen point of a game button."""
        return self.extra_buttons[label].rect.center

    def button_outline(self, label: str) -> list:
        """The screen corners of a little more than a game button ([] if it is not shown)."""
        button = self.extra_buttons.get(label)
        r = button.rect.inflate(10, 10) if button is not None else None
        return [r.topleft, r.topright, r.bottomright, r.bottomleft] if r else []

    # -- painting ------------------------------------------------------------------------------------------------
    def panel_key(self) -> tuple:
        """What the side panel shows (it is repainted when this changes)."""
        scene = self.scene
        return (tuple(scene.score_text(i) for i in range(scene.players)), scene.shown_status(),
                scene.panel_rect.topleft, tuple(scene.panel_notes()), scene.state.current_player)

    def paint_panel(self, surface) -> None:
        """The side panel, painted into a surface of the panel's own size."""
        scene = self.scene
        rows = [(scene.seat_info(i), scene.score_text(i), i == scene.state.current_player, scene.seat_note(i))
                for i in range(scene.players)]
        free = paint_side_panel(surface, scene.spec.title, rows, scene.shown_status(), scene.panel_notes(),
                                self.lowest_free_panel_y())
        if free is not None:
            kept = scene.paint_panel_extras(surface, free)
            self.kept_in_sight = free.top if kept is None else max(free.top, kept)

    def lowest_free_panel_y(self) -> int:
        """Panel-relative y above which notes may go (above the game's own buttons and the frame buttons)."""
        p = self.scene.panel_rect
        tops = [b.rect.top for b in self.frame_buttons] if self.frame_buttons else [p.bottom - 86]
        floor = self.scene.mode.panel_floor()     # (a viewer's caption and controls)
        if floor is not None:
            tops.append(floor + 12)
        return min(tops) - p.top - 12

    def paint_static(self, surface) -> None:
        """Into the cached background, with the board: nothing of a window's (its panel is a picture of its own)."""

    def prepare_move(self) -> None:
        """In the frame that played a move: the panel repainted (drawn in the next frame)."""
        self.panel_cache.get(self.scene.panel_rect.size, self.panel_key())

    def draw_background(self, surface, background: pygame.Surface) -> None:
        """The opaque panel is blitted over its own part: the background is laid around it only (a quarter of a
        1920x1080 blit less in every whole frame: animations, a computer's moves)."""
        for rect in outside(surface.get_rect(), self.scene.panel_rect):
            surface.blit(background, rect.topleft, rect)

    def draw(self, surface) -> None:
        p = self.scene.panel_rect
        memo = repaints.shared()      # (a patched frame's passes: the panel's key worked out once)
        if memo is None:
            key = self.panel_key()
        else:
            key = memo.get(("panel", id(self))) or memo.setdefault(("panel", id(self)), self.panel_key())
        surface.blit(self.panel_cache.get(p.size, key), p.topleft)

    def repaint(self) -> None:
        """The panel is painted again at its next draw (something in it changed that its key does not show)."""
        self.panel_cache.invalidate()

    def release(self) -> None:
        self.panel_cache.release()

    # -- the thinking light and messages -------------------------------------------------------------------------
    def light(self, seat: int):
        """((x, y), radius) on the screen of a seat's turn light in the panel, or None."""
        p = self.scene.panel_rect
        rows = side_panel_rows(p.size, self.scene.players)
        if seat >= len(rows):
            return None
        row = rows[seat].move(p.topleft)
        r = min(14, row.height // 3)
        return (row.left + 12 + r, row.centery), r

    def message_angle(self) -> int:
        """Messages in a window are upright."""
        return 0

    def message_spot(self) -> Spot:
        """With the panel beside the board, messages sit in the panel above its buttons, where they hide no part
        of the board (issue 15), but never over what the panel shows above them (the status, its notes, a team
        score, the racks: issue 30); a message too tall for the room left goes to the board's edge, as in
        portrait."""
        p = self.scene.panel_rect
        board_edge = edge_spot(self.scene.board_rect, 0)
        if p.height > p.width:
            self.panel_cache.get(p.size, self.panel_key())     # (painted now if due: it says what to keep in sight)
            bottom = self.lowest_free_panel_y()
            room = bottom - self.kept_in_sight - 16      # (a toast may be 8 px taller than its room: MessageView)
            return Spot(0, p.width - 56, 20, "midbottom", (p.centerx, p.top + bottom), room_height=room,
                        instead=board_edge, smallest=16)
        return board_edge


def outside(whole: pygame.Rect, hole: pygame.Rect) -> list:
    """The parts of `whole` not covered by `hole`: up to four rects (above, below, left, right of it)."""
    hole = hole.clip(whole)
    if not hole.width or not hole.height:
        return [whole]
    parts = [pygame.Rect(whole.left, whole.top, whole.width, hole.top - whole.top),
             pygame.Rect(whole.left, hole.bottom, whole.width, whole.bottom - hole.bottom),
             pygame.Rect(whole.left, hole.top, hole.left - whole.left, hole.height),
             pygame.Rect(hole.right, hole.top, whole.right - hole.right, hole.height)]
    return [r for r in parts if r.width > 0 and r.height > 0]
