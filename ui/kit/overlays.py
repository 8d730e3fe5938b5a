"""Scenes laid over a game: the pause menu, the rules page, a note read in full and the result screen."""
from __future__ import annotations

import pygame
import pygame_gui

from ui.base import palette
from ui.kit import richtext, text
from ui.kit.icons import add_icons
from ui.base.lang import t
from ui.kit.layouts import shared_widths
from ui.kit.scene import Scene
from ui.kit.spread import DrawnNextFrame

SCROLL_GRIP = 48           # px: the rules page's scroll bar is taken anywhere this close to its right edge
BOX_BG = (30, 23, 48)      # the theme's text_box dark_bg: the rules page looks as it did in pygame-gui's box


SHADE = (10, 6, 20)


def dim(surface, alpha: int = 170) -> None:
    """Darken what is beneath an overlay: the shade blended in at `alpha`, as two whole-window fills (scale by
    1 - alpha, add shade * alpha), with no surface made for it (a new whole-window surface every frame cost an
    overlay's frames 2 ms; one kept per strength cost 8 MB each)."""
    keep = 255 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    surface.fill(tuple(c * alpha // 255 for c in SHADE), special_flags=pygame.BLEND_RGB_ADD)


def words(said) -> str:
    """An overlay's title, line or label: the words themselves, or a function that gives them in the language of
    the moment (so an overlay open while the language changes shows the new words when it is laid out again)."""
    return said() if callable(said) else said


def panel_rect(size, width: int, height: int) -> pygame.Rect:
    w, h = size
    width, height = min(width, w - 40), min(height, h - 40)
    return pygame.Rect((w - width) // 2, (h - height) // 2, width, height)


def draw_panel(surface, rect, title: str, beside: int = 0) -> None:
    """The panel and its title, centred, in a smaller size where it would run under `beside` px kept free at each
    end of the title row (a result screen's Replay button)."""
    pygame.draw.rect(surface, palette.PANEL, rect, border_radius=22)
    pygame.draw.rect(surface, palette.PANEL_EDGE, rect, 3, border_radius=22)
    size, room = 40, rect.width - 2 * max(24, beside)
    while size > 20 and text.font(size, True).size(title)[0] > room:
        size -= 2
    title = text.ellipsize(title, size, room, True)     # (a title in a long language, in a narrow window)
    text.blit_centred(surface, title, size, (rect.centerx, rect.top + 44), palette.TEXT, bold=True)


def title_beside(overlay) -> int:
    """What a result screen keeps free at each end of its title: room for its Replay button (top right) and its
    Analyse button (top left) when it has them."""
    buttons = [b for b in (getattr(overlay, "replay", None), getattr(overlay, "analyse", None)) if b is not None]
    return max((b.relative_rect.width + 20 for b in buttons), default=0)


def words_width(said: str, size: int) -> int:
    """How wide a button's words are in the theme's bold font of `size` (assets/theme.json)."""
    return text.font(size, True).size(said)[0]


class Overlay(Scene):
    """A scene laid over another: what lies beneath shows, darkened by `shade`, and it draws only in its panel
    (`rect`, laid out by the overlay), which is all a turned overlay turns (ui/kit/facing.py)."""
    opaque = False
    shade = 170
    rect: pygame.Rect | None = None
    # turns_to (Scene): one for everyone at a table (a result) faces these sides in turn, and turns toward a tap
    TURN_SECONDS = 7.0         # (each side reads it this long, while nobody touches anything)

    def content_rect(self):
        return self.rect

    def enter(self, app) -> None:
        super().enter(app)
        self.turned_at = app.time       # (each side reads it TURN_SECONDS, the first too)

    def update(self, dt: float) -> None:
        self.turn_in_turn()

    def changes(self) -> list | None:
        """An overlay's panel changes with presses and keys (whole frames), its buttons' hovers are pygame-gui's:
        nothing by itself, unless it animates or pulses."""
        return None if self.animating() or self.pulsing() else []

    def turn_in_turn(self) -> None:
        """Face the next of `sides` every TURN_SECONDS while nobody touches the table (a tap beside the panel turns
        it at once: App.handle_event)."""
        app = self.app
        if len(self.turns_to) < 2 or app.idle_seconds < self.TURN_SECONDS:
            return
        if app.time - max(self.turned_at, app.last_input) >= self.TURN_SECONDS:
            self.turned_at = app.time
            at = self.turns_to.index(self.facing) if self.facing in self.turns_to else -1
            app.turn(self, self.turns_to[(at + 1) % len(self.turns_to)])


class MenuOverlay(DrawnNextFrame, Overlay):     # (built in one frame, drawn in the next: issue 28)
    """A dimmed panel with a title and a column of big buttons: (label, callback). The title, the line and each
    label are words or functions giving them (looked up again whenever the menu is laid out or drawn)."""

    def __init__(self, title: str, actions: list[tuple[str, callable]], line: str = ""):
        super().__init__()
        self.title = title
        self.actions = actions
        self.line = line          # a sentence under the title (what a confirmation is about)
        self.buttons: dict = {}

    def layout(self, size):
        self.top = 96 + (56 if words(self.line) else 0)
        n = len(self.actions)
        # A short window that cannot hold one column of 56 px rows gets two columns (never below a 48 px target),
        # unless two columns would cut the words (a side seat's 480x640 frame at a 640x480 table: "Table layout:
        # on" in 170 px): then one column of rows down to 52 px (40 px targets, a small screen's).
        room = size[1] - 40 - self.top - 14
        half = (min(760, size[0] - 40) - 100) // 2
        narrow = any(words_width(words(label), 22) + 24 > half for label, _ in self.actions)
        least = 52 if narrow and 52 * n <= room else 56
        self.columns = 2 if least * n > room and n > 1 else 1
        rows = -(-n // self.columns)
        width = (480 if words(self.line) else 440) if self.columns == 1 else 760
        self.rect = panel_rect(size, width, self.top + 14 + 82 * rows)
        # On a short window the buttons share the height that is there.
        self.pitch = max(least, min(82, (self.rect.height - self.top - 14) // max(1, rows)))

    def build_ui(self):
        self.buttons = {}
        rows = -(-len(self.actions) // self.columns)
        col_w = (self.rect.width - 80 - 20 * (self.columns - 1)) // self.columns
        for i, (label, action) in enumerate(self.actions):
            col, row = divmod(i, rows)
            r = pygame.Rect(self.rect.left + 40 + col * (col_w + 20), self.rect.top + self.top + self.pitch * row,
                            col_w, self.pitch - 12)
            self.buttons[self.button(r, words(label))] = action

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.buttons[event.ui_element]()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return False

    def picture_key(self):
        return self.rect, words(self.title), words(self.line)

    def draw(self, surface):
        draw_panel(surface, self.rect, words(self.title))
        for i, line in enumerate(text.wrap(words(self.line), 19, self.rect.width - 50)[:2]):
            text.blit_centred(surface, line, 19, (self.rect.centerx, self.rect.top + 92 + 22 * i), palette.MUTED)


class RulesOverlay(DrawnNextFrame, Overlay):     # (laid out in one frame, drawn in the next: issue 28)
    """The rules in our own words, scrollable (wheel, drag, arrow and page keys), with a Close button.

    The page is laid out by ui/kit/richtext.py with cached fonts, once per width: opening it never freezes the
    window (pygame-gui's text box took 0.4-1.5 s to lay out a page)."""
    shade = 200
    PADDING = (18, 14)
    WHEEL_STEP = 60
    TALLEST = 1100

    def __init__(self, title: str, html: str):
        super().__init__()
        self.title, self.html = title, html
        self.scroll = 0
        self.drag_from = None     # (pointer y, scroll) when a drag began on the text

    def layout(self, size):
        w, h = size
        # (no taller than a page read at arm's length: in a side seat's frame at a table the window stands on its
        # side, and a page of the whole height would cover the table from end to end)
        self.rect = panel_rect(size, min(960, w - 40), min(h - 40, self.TALLEST))
        self.body = pygame.Rect(self.rect.left + 24, self.rect.top + 84, self.rect.width - 48, self.rect.height - 180)
        # laid out now, its surface made in the next frame (hold_frame) and drawn in the one after: all three in
        # the frame of the tap took 20 ms (issue 28)
        self.page_width = self.body.width - 2 * self.PADDING[0] - 12
        self.page_h = richtext.page_height(self.html, self.page_width)
        self.scroll_to(self.scroll)

    @property
    def page(self) -> pygame.Surface:
        """The whole page (made once, then a look-up)."""
        return richtext.page_surface(self.html, self.page_width)

    def hold_frame(self) -> bool:
        if super().hold_frame():
            return True
        if not richtext.has_page(self.html, self.page_width):
            richtext.page_surface(self.html, self.page_width)
            return True
        return False

    def build_ui(self):
        self.close = self.button((self.rect.centerx - 110, self.rect.bottom - 84, 220, 64), t("play.button.close"))

    def leave(self) -> None:
        super().leave()
        # The page's picture (5-7 MB) was kept for the rest of the game; opened again, it is made from its layout
        # (kept) in the frame that holds, as the first time (hold_frame), not in a drawn one.
        if hasattr(self, "page_width"):      # (laid out)
            richtext.drop_page(self.html, self.page_width)

    @property
    def view_height(self) -> int:
        return max(1, self.body.height - 2 * self.PADDING[1])

    @property
    def max_scroll(self) -> int:
        return max(0, self.page_h - self.view_height)

    def scroll_to(self, y: float) -> None:
        self.scroll = int(max(0, min(self.max_scroll, y)))

    def handle(self, event) -> bool:
        if (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close) or \
                (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
            return True
        if event.type == pygame.KEYDOWN:
            page = self.view_height - 40
            moves = {pygame.K_DOWN: self.WHEEL_STEP, pygame.K_UP: -self.WHEEL_STEP, pygame.K_PAGEDOWN: page,
                     pygame.K_PAGEUP: -page, pygame.K_SPACE: page}
            if event.key in moves:
                self.scroll_to(self.scroll + moves[event.key])
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.scroll_to(0 if event.key == pygame.K_HOME else self.max_scroll)
                return True
        return False

    def track(self) -> pygame.Rect:
        """The scroll bar's track along the text's right edge (drawn 12 px wide)."""
        return pygame.Rect(self.body.right - 18, self.body.top + 12, 12, self.body.height - 24)

    def grip(self) -> pygame.Rect:
        """Where a finger takes the scroll bar: the track widened to a fingertip (48 px)."""
        t = self.track()
        return pygame.Rect(t.right - SCROLL_GRIP, t.top - 6, SCROLL_GRIP + 6, t.height + 12)

    def scroll_to_track(self, y: float) -> None:
        t = self.track()
        self.scroll_to((y - t.top) / max(1, t.height) * self.max_scroll)

    def pointer(self, event) -> None:
        """A finger (or the mouse) drags the text up and down, as on a phone: a touch table has no wheel. On the
        scroll bar (a fingertip wide) a tap or a drag puts the page where the finger is along the bar."""
        on_bar = self.max_scroll and self.grip().collidepoint(event.start)
        if event.kind == "wheel":
            self.scroll_to(self.scroll - event.scroll * self.WHEEL_STEP)
        elif event.kind == "drag_start" and on_bar:
            self.drag_from = "bar"
        elif event.kind == "drag_start" and self.body.collidepoint(event.start):
            self.drag_from = (event.start[1], self.scroll)
        elif event.kind == "drag" and self.drag_from == "bar":
            self.scroll_to_track(event.pos[1])
        elif event.kind == "drag" and self.drag_from is not None:
            self.scroll_to(self.drag_from[1] - (event.pos[1] - self.drag_from[0]))
        elif event.kind == "tap" and on_bar:
            self.scroll_to_track(event.pos[1])
        elif event.kind in ("drop", "up"):
            self.drag_from = None

    def picture_key(self):
        return self.rect, self.scroll, id(self.page)

    def draw(self, surface):
        draw_panel(surface, self.rect, words(self.title))
        pygame.draw.rect(surface, BOX_BG, self.body, border_radius=14)
        pygame.draw.rect(surface, palette.PANEL_EDGE, self.body, 2, border_radius=14)
        px, py = self.PADDING
        view = pygame.Rect(0, self.scroll, self.page.get_width(), self.view_height)
        surface.blit(self.page, (self.body.left + px, self.body.top + py), view)
        if self.max_scroll:     # a scroll bar that shows how much more there is (drag it, or the text)
            track = self.track()
            thumb_h = max(30, track.height * self.view_height // self.page_h)
            top = track.top + (track.height - thumb_h) * self.scroll // self.max_scroll
            pygame.draw.rect(surface, palette.darken(palette.PANEL_EDGE, 0.6), track, border_radius=3)
            pygame.draw.rect(surface, palette.PANEL_EDGE, (track.left, top, track.width, thumb_h), border_radius=3)


class NoteOverlay(Overlay):
    """A short explanation read in full (an option's help on the title screen): a tap anywhere, Enter or Escape
    closes it; nothing underneath changes."""
    shade = 150

    def __init__(self, title: str, body: str):
        super().__init__()
        self.title, self.body = title, body

    def layout(self, size):
        w, _ = size
        width = min(720, w - 40)
        self.lines = text.wrap(words(self.body), 22, width - 60)
        self.rect = panel_rect(size, width, 150 + 30 * len(self.lines))

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE):
            self.app.pop()
            return True
        return False

    def pointer(self, event) -> None:
        if event.kind == "tap":
            self.app.pop()

    def draw(self, surface):
        draw_panel(surface, self.rect, words(self.title))
        y = self.rect.top + 92
        for line in self.lines:
            surface.blit(text.render(line, 22, palette.TEXT), (self.rect.left + 30, y))
            y += 30
        text.blit_centred(surface, t("play.note_close"), 16, (self.rect.centerx, self.rect.bottom - 22),
                          palette.MUTED)


class ResultOverlay(DrawnNextFrame, Overlay):     # (built in one frame, drawn in the next: issue 28)
    """The end of a game: the headline, each seat's place and score, then Play again / Menu / See the board.

    rows: (place text, name, colour, score text, mark[, picture]) per line, best first; ties share a place.
    on_replay (set by the game scene): a small Replay button in the panel's top right corner, and on_analyse an
    Analyse button in its top left, whatever buttons a game's own result screen lays out below.
    """
    on_replay = None
    on_analyse = None
    replay = None
    analyse = None
    stacked = False     # Play again above Menu and See board (layout: a narrow frame)
    pitch = 64          # px from row to row (layout: less in a panel cut to a short window; a game's own layout: 64)

    def rebuild_ui(self):
        super().rebuild_ui()
        self.replay = self.analyse = None
        for name, action, key in (("replay", self.on_replay, "play.button.replay"),
                                  ("analyse", self.on_analyse, "analysis.analyse")):
            if action is None:
                continue
            label = t(key)
            w = max(130, min(220, words_width(label, 18) + 28))     # (a longer word in another language)
            x = self.rect.right - 12 - w if name == "replay" else self.rect.left + 12   # (Analyse: top left)
            setattr(self, name, self.button((x, self.rect.top + 12, w, 50), label, "#small_button"))

    def __init__(self, headline: str, rows: list, on_again, on_menu, footer: str = ""):
        super().__init__()
        self.headline, self.rows, self.footer = headline, rows, footer
        self.on_again, self.on_menu = on_again, on_menu
        self.rest_pieces: list = []     # what gets ready while it rests (ui/kit/warmup.py: the game's analysis)

    def layout(self, size):
        extra = 64 if words(self.footer) else 0
        width = self.width_for_buttons()
        # A frame narrower than the three buttons' words (a side seat's 480x640 at a 640x480 table): Play again
        # across the panel, Menu and See board under it, rather than "Play ag" and "See boar".
        self.stacked = sum(self.button_needs()) > min(width, size[0] - 40) - 100
        self.rect = panel_rect(size, width, 240 + 64 * len(self.rows) + extra + (78 if self.stacked else 0))
        # A panel cut to a short window's height (640x480): the rows share what lies between the title and the
        # footer over the buttons, else the buttons covered the last row and the footer.
        room = self.rect.height - 110 - 100 - (56 if extra else 0) - (78 if self.stacked else 0)
        self.pitch = max(40, min(64, room // max(1, len(self.rows))))

    def width_for_buttons(self) -> int:
        """620 px, wider where the three buttons' words need it (a long language)."""
        need = max(words_width(t("play.button.play_again"), 30), words_width(t("play.button.menu"), 22),
                   words_width(t("play.button.see_board"), 22)) + 28
        return max(620, 3 * need + 100)

    def button_needs(self) -> list:
        """The px the words of Play again, Menu and See board need (with their icons)."""
        return [words_width(t("play.button.play_again"), 30) + 36, words_width(t("play.button.menu"), 22) + 28,
                words_width(t("play.button.see_board"), 22) + 28]

    def build_ui(self):
        labels = [t("play.button.play_again"), t("play.button.menu"), t("play.button.see_board")]
        r = self.rect
        if self.stacked:
            half = (r.width - 80) // 2
            rects = [(r.left + 30, r.bottom - 168, r.width - 60, 68), (r.left + 30, r.bottom - 90, half, 68),
                     (r.left + 50 + half, r.bottom - 90, half, 68)]
        else:
            widths = shared_widths(self.button_needs(), r.width - 100)
            y, x = r.bottom - 90, r.left + 30
            rects = []
            for w in widths:
                rects.append((x, y, w, 68))
                x += w + 20
        self.again = self.button(rects[0], labels[0], "#big_button")
        self.menu = self.button(rects[1], labels[1])
        self.look = self.button(rects[2], labels[2])
        self.add_button_icons()

    NAME_ROOM = 72     # px a row keeps for the name, however long its score's words

    @staticmethod
    def score_size(score: str, row_width: int, size: int = 26) -> int:
        """A row's score in `size` or smaller, leaving NAME_ROOM for the name (IceSickle's "5 + 7 + 7 + 12 = 31
        pips" in a 480 px frame ran over the mark and left no name)."""
        room = row_width - 118 - 20 - 12 - ResultOverlay.NAME_ROOM
        while size > 12 and text.font(size, True).size(score)[0] > room:
            size -= 2
        return size

    def add_button_icons(self) -> None:
        """A picture beside the words of Play again, Menu and See the board: on every game's result screen alike
        (only Tripitz's had them: issue 30); a game's own result screen calls it for its buttons."""
        add_icons(self, [(self.again, "again")], 30, dark=True)
        add_icons(self, [(self.menu, "home"), (self.look, "eye")])

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if self.replay is not None and event.ui_element is self.replay:
                self.on_replay()
                return True
            if self.analyse is not None and event.ui_element is self.analyse:
                self.on_analyse()
                return True
            if event.ui_element is self.again:
                self.on_again()
                return True
            if event.ui_element is self.menu:
                self.on_menu()
                return True
            if event.ui_element is self.look:
                self.app.pop()
                return True
        return False

    def draw(self, surface):
        from ui.base.marks import draw_mark
        draw_panel(surface, self.rect, words(self.headline), title_beside(self))
        y = self.rect.top + 110
        pitch = self.pitch
        big = 26 if pitch >= 64 else max(16, pitch - 22)
        for place, name, colour, score, mark, *picture in self.rows:
            row = pygame.Rect(self.rect.left + 30, y, self.rect.width - 60, pitch - 10)
            pygame.draw.rect(surface, palette.darken(colour, 0.55), row, border_radius=14)
            pygame.draw.rect(surface, colour, row, 3, border_radius=14)
            size = big     # a place's words in a long language get smaller, to stay left of the mark
            while size > 14 and text.font(size, True).size(place)[0] > 72:
                size -= 2
            text.blit_centred(surface, place, size, (row.left + 40, row.centery), palette.TEXT, bold=True)
            if mark:
                draw_mark(surface, mark, (row.left + 92, row.centery), 13, colour, (255, 255, 255))
            img = text.render(score, self.score_size(score, row.width, big), palette.TEXT, True)
            score_rect = surface.blit(img, img.get_rect(midright=(row.right - 20, row.centery)))
            right = score_rect.left
            if picture and picture[0] is not None:  # e.g. Tripitz's rank marker
                right = surface.blit(picture[0], picture[0].get_rect(midright=(score_rect.left - 16,
                                                                               row.centery))).left
            img = text.render(text.ellipsize(name, big, right - 12 - (row.left + 118), True), big, palette.TEXT, True)
            surface.blit(img, img.get_rect(midleft=(row.left + 118, row.centery)))
            y += pitch
        if words(self.footer):
            for i, line in enumerate(text.wrap(words(self.footer), 20, self.rect.width - 60)[:2]):
                text.blit_centred(surface, line, 20, (self.rect.centerx, y + 14 + 24 * i), palette.MUTED)
