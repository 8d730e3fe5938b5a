"""The scene lifecycle every screen follows (menu, games, overlays).

A scene has enter(app), leave(), handle(event) -> bool (True = consumed), pointer(event) for board taps and
drags, update(dt) and draw(surface). Its pygame-gui elements live in one container that is hidden while another
scene covers it and rebuilt on resize (build_ui), so buttons of a covered scene can never be pressed.
"""
from __future__ import annotations

import pygame
import pygame_gui

from ui.kit import buttonlooks, text

TIP_FONT = 20            # the theme's text box (a tool tip's words): its font size and padding on each side
TIP_PADDING = 18
TIP_WIDEST = 480         # a long explanation wraps at this width, never in pygame-gui's 170 px column


def tool_tip_width(words: str, window_width: int) -> int:
    """How wide a tool tip is: as its words on one line, up to TIP_WIDEST (and the window less a margin), so that
    a long explanation wraps into a few lines rather than a column of one word each, with broken words."""
    needed = text.font(TIP_FONT).size(words)[0] + 2 * TIP_PADDING + 24    # (the box's border and rounding too)
    return max(120, min(needed, TIP_WIDEST, window_width - 40))


class Scene:
    opaque = True  # an overlay (pause, results) sets False: the scene below is drawn first
    is_title_screen = False   # the attract mode starts from the title screen when nobody touches it
    holds_game = False        # a game in progress (kiosk mode asks "Still playing?" over it)
    shade: int | None = None  # an overlay: how strongly the App darkens what lies beneath it (ui/kit/overlays.dim)
    facing = 0                # the side of the table it faces (set by the App: ui/kit/facing.py)
    turned_picture = None     # a covered turned scene's picture, kept by the App: (what it shows, picture, where)
    turns_to: tuple = ()      # a scene for everyone at a table: the sides it faces in turn (ui/kit/overlays.py)
    table = False             # laid out round a table (a game's table layout: its turned scenes' UIManager stays)

    def __init__(self):
        self.app = None
        self.container: pygame_gui.core.UIContainer | None = None
        self.covered = False       # another scene is on top of this one
        self.resize_due = False    # resized while covered: rebuilt when uncovered
        self.hidden_when_covered: list = []   # elements the scene itself had hidden: they stay hidden

    # -- lifecycle -------------------------------------------------------------------------------------------
    def enter(self, app) -> None:
        self.app = app
        self.rebuild_ui()

    def leave(self) -> None:
        self.drop_elements()

    def put_away(self) -> None:
        """A game or a viewer now covers this scene (BoardScene.enter), or it is left: drop the pictures that are
        made again when next drawn. The title screen under a game (usually left for a new one) drops all of its
        own; a game under a viewer its backdrop (the board with its trays, racks or state layer: 8-14 MB), and a
        finished one its board's picture too (BoardScene.release_board: painted again in bands when the viewer
        closes)."""

    def cover(self) -> None:
        self.covered = True
        if self.container is not None:
            self.hidden_when_covered = [e for e in self.container.elements if not e.visible]
            self.container.hide()

    def uncover(self) -> None:
        self.covered = False
        if self.resize_due:
            self.rebuild_ui()
        elif self.container is not None:
            # (pygame-gui shows every element of a container shown again: a button the scene had put away, such
            # as Hint at the end of a game, came back after the result screen, looking pressable: issue 30)
            self.container.show()
            for element in self.hidden_when_covered:
                element.hide()
        self.hidden_when_covered = []

    def resize(self, size) -> None:
        # A covered scene's buttons cannot be seen or pressed: they are built for the new size when it is
        # uncovered (the title screen under a game took 95 ms of every resize to rebuild its buttons).
        if self.covered:
            self.resize_due = True
        else:
            self.rebuild_ui()

    def drop_elements(self) -> None:
        """Kill the pygame-gui elements (the language changes: they are made anew by the next rebuild_ui)."""
        if self.container is not None:
            self.container.kill()
            self.container = None

    def rebuild_ui(self) -> None:
        self.resize_due = False
        if self.container is not None:
            self.container.kill()
        w, h = self.app.size
        self.container = pygame_gui.core.UIContainer(pygame.Rect(0, 0, w, h), self.app.manager)
        self.layout(self.app.size)
        self.build_ui()

    def rebuild_elements(self) -> None:
        """The pygame-gui elements only, for the layout already computed."""
        if self.container is not None:
            self.container.kill()
        w, h = self.app.size
        self.container = pygame_gui.core.UIContainer(pygame.Rect(0, 0, w, h), self.app.manager)
        self.build_ui()

    # -- for subclasses ----------------------------------------------------------------------------------------
    def layout(self, size) -> None:
        """Compute rectangles from the window size (called before build_ui)."""

    def build_ui(self) -> None:
        """Create this scene's pygame-gui elements inside self.container."""

    def handle(self, event) -> bool:
        return False

    def pointer(self, event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface) -> None:
        pass

    def content_rect(self):
        """Where in its frame the scene draws (an overlay's panel), so a turned scene turns only that; None: all of
        it."""
        return None

    def faces_one_side(self) -> bool:
        """Can it be turned toward one side of a table? (A game laid out round the table faces everyone.)"""
        return True

    def picture_key(self):
        """What its picture shows, when it can say (equal keys: an equal picture, so a turned scene's turned
        picture is kept: ui/app/turned.py); None: it may change in any frame."""
        return None

    def facing_toward(self, pos) -> int | None:
        """Which way a scene for everyone over this one turns at a tap at screen `pos` beside it (None: it does
        not turn)."""
        return None

    def sides_of_people(self) -> tuple:
        """The sides of the table where people sit, which a scene for everyone over this one faces in turn (a
        result, "Still playing?"): none, but at a table game."""
        return ()

    def facing_for_next(self) -> int:
        """Which side a scene opened from this one faces (App.push): this one's own."""
        return self.facing

    def build_now(self) -> None:
        """Build now what it builds a few at a time over the next frames (a page of puzzles: ui/kit/spread.py);
        asked of a screen laid out offstage (ui/kit/warmup.py)."""

    def draw_over_ui(self, surface) -> None:
        """Drawn over the scene's pygame-gui elements, while it is the top scene (a hint ring round a button)."""

    def animating(self) -> bool:
        """Does the next frame look different by itself (something moves, fades or counts down)?"""
        return False

    def hold_frame(self) -> bool:
        """Keep the screen as it is for this one frame, because this frame's update already did a frame's worth of
        work (a computer's move played); the App then draws the next frame whole. Asked once per drawn frame."""
        return False

    def changes(self) -> list | None:
        """What on this scene's picture changed since the App last drew it, by itself (a light pulsing, rings) or
        under a pointer that only moves (a hovered cell), as screen rectangles ([]: nothing); None: it cannot say,
        the frame is drawn whole. Asked once in every drawn frame (ui/app/renderer.py); presses, keys, pushes and
        resizes make whole frames anyway, and pygame-gui's buttons are compared by the App. A scene that says
        anything here remembers what it last showed."""
        return None

    def pulsing(self) -> bool:
        """Does something pulse to call for a tap? (It holds still once nobody has touched anything a while.)"""
        return False

    # -- helpers ---------------------------------------------------------------------------------------------
    def button(self, rect, text, object_id=None, tool_tip=None) -> pygame_gui.elements.UIButton:
        button = buttonlooks.Button(
            relative_rect=pygame.Rect(rect), text=text, manager=self.app.manager, container=self.container,
            object_id=object_id)
        if tool_tip:
            button.set_tooltip(tool_tip, wrap_width=tool_tip_width(tool_tip, self.app.size[0]))
        return button
