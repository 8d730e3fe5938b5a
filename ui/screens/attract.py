"""Events and touch tables: the attract mode, kiosk mode and the question "Still playing?".

Attract mode: when the title screen has waited `attract_after` seconds (a setting, 90 s) without a touch, or at
once with --demo, computers play every entry in turn (level DEMO_LEVEL, about a move a second so people can
follow) under a banner that says "Touch to play" with the game's name and its one line. Before the computers
start, a ghost finger shows the first move as a person makes it (ui/play/ghost.py: it taps a piece, the targets
light up, it taps one) while the game's message says how, in words for that entry (menu.attract.gesture_for.*).
A demo game lasts DEMO_GAME_SECONDS at most, so that a passer-by sees several games in a few minutes; one that
ends sooner shows its result for a few seconds. The demo game is an ordinary game scene, in the entry's own
layout (window or table), in a DemoMode (a mode: ui/play/modes.py): it lays the board out above the banner,
hides its buttons, never saves, is quiet, and shows its result in the banner instead of a result screen. Any
touch or key returns to the title screen, and that touch does nothing else (the rest of its gesture is
swallowed).

Kiosk mode (--kiosk, or the setting): fullscreen; Esc, F11 and the window's close do not quit. Staff leave by
pressing a corner of the screen for HOLD_SECONDS (a ring fills around the finger), then confirming. A game nobody
has touched for `still_playing_after` seconds asks "Still playing?" with a countdown; when it runs out the game
stays in its autosave (Continue on the title screen) and the attract mode starts.

The Attendant is the App's one watcher of all this: it sees every event first, as the input door read it
(ui/input/door.py: it never reads a mouse or finger event itself), and ticks once a frame. The corner hold is the
press that owns the pointer stream, so it obeys the one-pointer rule like the board: a finger pressed while
another owns the stream can neither start nor keep it.
"""
from __future__ import annotations

import math
import random

import pygame
import pygame_gui

from ui.base import lang, palette
from ui.storage import prefs
from ui.kit import repaints, text
from ui.base.lang import t
from ui.kit.overlays import MenuOverlay, Overlay, draw_panel, panel_rect
from ui.play import ghost
from ui.play.modes import PlayMode

DEMO_LEVEL = "medium"       # plays well, thinks about a second
DEMO_THINK_PAUSE = 1.0      # at least this long between moves, so people watching can follow
DEMO_THINK_SECONDS = 0.8    # and not much longer: a demo game shows many moves in its time
DEMO_GAME_SECONDS = 70.0    # then the next entry: a passer-by sees several games in a few minutes (issue 30)
DEMO_RESULT_SECONDS = 5.0   # how long a finished demo game shows its result
HOLD_SECONDS = 3.0          # kiosk mode: how long staff press a corner to leave
HOLD_SHOWN_AFTER = 0.6      # the ring appears only once a press is clearly held (not for a tap on Undo)
HOLD_WANDER = 40            # px a held finger may move and still count as held


# -- the attract mode -----------------------------------------------------------------------------------------------
class DemoMode(PlayMode):
    """A game played by computers for show: the entry's place in the cycle, its clock, the ghost finger showing
    the first move, and the banner under the board. Computer seats play as in any game (ui/play/computer.py)
    once the finger has played its move; nobody else acts: a touch or key ends the demo (the App's Attendant
    sees it first)."""
    chrome_buttons = False    # nobody presses them: not making them saved 20-30 ms of each demo's start

    def __init__(self, index: int, spec, level: str = DEMO_LEVEL, think_pause: float = DEMO_THINK_PAUSE,
                 game_seconds: float = DEMO_GAME_SECONDS, think_seconds: float | None = DEMO_THINK_SECONDS,
                 gesture: float | None = 1.0, table: bool | None = None):
        """`gesture`: the pace of the ghost finger (1 as shown; tests hurry it), None: no finger. `table`: the
        layout of every demo game (None: each entry's own, as its next game would open)."""
        super().__init__(autosave=False)
        self.index, self.spec = index, spec
        self.level, self.think_pause, self.think_seconds = level, think_pause, think_seconds
        self.game_seconds = game_seconds
        self.gesture, self.table = gesture, table
        self.time = 0.0
        self.over_for = 0.0
        self.headline = ""            # the result, once the game is over
        self.banner_key = None
        self.banner_img = None
        self.ghost = None             # the finger showing the first move, while it does
        self.gesture_line = ""        # what the banner says meanwhile, in place of the game's line
        self.ghost_due = gesture is not None    # until the finger has been planned (or there is none)
        self.ghost_shown = []         # where the finger was drawn in the last drawn frame (changes)
        self.planned_in_step = False  # the finger was planned (its pictures made) in this frame: drawn in the next

    @property
    def tuning(self) -> dict:
        """How this demo was set up: the next entry's demo is set up the same way."""
        return dict(level=self.level, think_pause=self.think_pause, game_seconds=self.game_seconds,
                    think_seconds=self.think_seconds, gesture=self.gesture, table=self.table)

    def attach(self, scene) -> None:
        super().attach(scene)
        scene.turns.think_pause = self.think_pause
        scene.turns.think_seconds = self.think_seconds

    def listen(self, match, change) -> None:
        """A demo is quiet and never saved."""

    def handle(self, event) -> bool:
        return True      # a demo is only watched (the App's attendant ends it at a touch)

    @staticmethod
    def band(size) -> int:
        """The height of the banner along the bottom of the screen."""
        return max(84, min(150, int(size[1] * 0.13)))

    def board_area(self, size) -> tuple[int, int]:
        """The game is laid out in the screen above the banner."""
        return (size[0], size[1] - self.band(size))

    def layout(self) -> None:
        if self.ghost is not None:
            self.ghost.stale = True      # (the board is laid out after this: its points are asked next frame)

    def hold_frame(self) -> bool:
        planned, self.planned_in_step = self.planned_in_step, False
        return planned

    def computers_wait(self) -> bool:
        """The computers start once the ghost finger has played its move."""
        return self.ghost_due or (self.ghost is not None and not self.ghost.played)

    def moving(self) -> bool:
        return self.ghost is not None

    def animating(self) -> bool:
        return self.ghost is not None or self.ghost_due

    def changes(self) -> list | None:
        """The finger where it is now and where it was (the banner is a cached picture: repainted, it makes the
        frame whole, ui/kit/repaints.py); the computers' own play is the scene's."""
        if self.ghost_due or (self.ghost is not None and self.ghost.stale):
            return None
        now = [self.ghost.rect()] if self.ghost is not None else []
        before, self.ghost_shown = self.ghost_shown, now
        return now + before

    def update(self, dt: float) -> None:
        """The ghost finger's gesture first; the result goes in the banner, then the next entry's demo."""
        scene = self.scene
        self.time += dt
        self.show_gesture(dt)
        state = scene.state
        if state.is_over and not scene.animator.busy:
            if not self.headline:
                self.headline = scene.result_headline(state.outcome())
                scene.app.invalidate()      # the banner says it
            self.over_for += dt
            if self.over_for >= DEMO_RESULT_SECONDS:
                self.next(scene.app)
        elif self.time >= self.game_seconds:
            self.next(scene.app)

    def show_gesture(self, dt: float) -> None:
        """Plan the finger once the board is laid out (the first frame), say how with it, then move it."""
        scene = self.scene
        if self.ghost_due:
            if scene.app is None or scene.animator.busy or scene.opening:
                return       # (planned once the game has opened: its pictures are made in frames of their own)
            self.ghost_due = False
            self.ghost = ghost.plan(scene, random.Random(scene.seed), self.gesture)
            self.planned_in_step = True     # (its pictures cost 10-15 ms the first time: not with a drawing too)
            if self.ghost is not None:
                self.gesture_line = gesture_words(self.spec, len(self.ghost.taps))    # (the banner says it)
            return
        if self.ghost is None:
            return
        self.ghost.update(dt)         # (frames are drawn whole meanwhile: animating, moving)
        if self.ghost.done:
            self.ghost, self.gesture_line = None, ""

    def next(self, app) -> None:
        start_attract(app, self.index + 1, **self.tuning)

    def draw(self, surface) -> None:
        size = surface.get_size()
        key = (size, self.headline, self.gesture_line, lang.current())
        if key != self.banner_key:
            self.banner_key, self.banner_img = key, self.paint_banner(size)
            repaints.painted()
        surface.blit(self.banner_img, (0, size[1] - self.banner_img.get_height()))
        if self.ghost is not None:
            self.ghost.draw(surface)

    def paint_banner(self, size) -> pygame.Surface:
        w, band = size[0], self.band(size)
        img = pygame.Surface((w, band))
        img.fill(palette.PANEL)
        pygame.draw.line(img, self.spec.accent, (0, 0), (w, 0), 4)
        # "Touch to play" on the right in a big button-like box; the game's name and line on the left.
        call_w = max(200, min(420, w // 3))
        call = pygame.Rect(w - call_w - 16, 14, call_w, band - 28)
        pygame.draw.rect(img, palette.ACCENT, call, border_radius=18)
        size_px = max(22, min(44, call.height // 2))
        call_words = t("menu.attract.touch_to_play")
        while size_px > 16 and text.font(size_px, True).size(call_words)[0] > call.width - 24:
            size_px -= 2
        call_words = text.ellipsize(call_words, size_px, call.width - 24, True)
        text.blit_centred(img, call_words, size_px, call.center, palette.BACKGROUND, bold=True)
        room = call.left - 40
        title_px = max(18, min(36, band // 4))
        title = self.spec.title if not self.headline else t("menu.attract.result", game=self.spec.title,
                                                            result=self.headline)
        while title_px > 16 and text.font(title_px, True).size(title)[0] > room:
            title_px -= 2
        title = text.ellipsize(title, title_px, room, True)
        img.blit(text.render(title, title_px, self.spec.accent, True), (20, 10))
        y = 10 + title_px + 10
        if self.gesture_line:
            paint_gesture_line(img, self.gesture_line, pygame.Rect(20, y - 4, room, band - y))
            return img
        line_px = max(15, min(22, band // 6))
        fits = max(1, (band - y - 4) // (line_px + 6))
        lines = text.wrap(t("menu.attract.line", tagline=self.spec.tagline), line_px, room)
        if len(lines) > fits:
            lines = lines[:fits]
            lines[-1] = lines[-1].rstrip(" .,;") + "…"
        for line in lines:
            img.blit(text.render(line, line_px, palette.TEXT), (20, y))
            y += line_px + 6
        return img


def paint_gesture_line(img, words: str, room: pygame.Rect) -> None:
    """The ghost finger's words under the game's name, where its line stands otherwise: bright and as large as
    they fit, on one line, or two in a narrow window."""
    px = max(16, min(30, room.height // 2))
    while True:
        lines = text.wrap(words, px, room.width, True)
        if len(lines) * (px + 4) <= room.height or px <= 13:
            break
        px -= 1
    y = room.top
    for line in lines[:max(1, room.height // (px + 4))]:
        img.blit(text.render(line, px, palette.HIGHLIGHT, True), (room.left, y))
        y += px + 4


def gesture_words(spec, taps: int) -> str:
    """What the ghost finger's gesture says: the entry's own words for a move of that many taps (its pieces and
    places: menu.attract.gesture_for.<entry>.taps_<n>; Tumbleweed's confirming second tap is a View option),
    else words for any game by the number of taps."""
    key = f"menu.attract.gesture_for.{spec.key}.taps_{taps}"
    if lang.has(key):
        return t(key)
    return t("menu.attract.gesture_one" if taps == 1 else "menu.attract.gesture_two")


def demo_entries(app, level: str = DEMO_LEVEL) -> list:
    """The entries a demo shows, in the title screen's order: those whose computer plays at `level`."""
    return [spec for spec in app.games.values() if level in spec.levels]


def demo_scene(app, index: int = 0, level: str = DEMO_LEVEL, think_pause: float = DEMO_THINK_PAUSE,
               game_seconds: float = DEMO_GAME_SECONDS, think_seconds: float | None = DEMO_THINK_SECONDS,
               gesture: float | None = 1.0, table: bool | None = None, entry: str | None = None):
    """The demo game of the index-th entry (counting round; or of `entry`, by its key): computers in every seat,
    at its usual player count, in the layout its next game would open in (or `table`)."""
    specs = demo_entries(app, level)
    if entry is not None:
        index = [spec.key for spec in specs].index(entry)
    spec = specs[index % len(specs)]
    seed = ((app.seed or 0) * 7919 + index) % (1 << 30)
    mode = DemoMode(index % len(specs), spec, level, think_pause, game_seconds, think_seconds, gesture, table)
    return spec.make_scene(spec.default_players, seed, None, controllers=[level] * spec.default_players,
                           table=prefs.table_mode(spec.key) if table is None else table, mode=mode)


def showing_demo(app) -> bool:
    return isinstance(getattr(app.scene, "mode", None), DemoMode)


def start_attract(app, index: int = 0, **tuning) -> None:
    """Show the index-th entry's demo: over the title screen, or in place of the demo before it."""
    scene = demo_scene(app, index, **tuning)
    if showing_demo(app):
        app.replace(scene)
    else:
        app.push(scene)


def end_attract(app) -> None:
    """A touch: back to the title screen under the demo."""
    while showing_demo(app):
        app.pop()
    if not app.scenes:
        app.home()


# -- kiosk mode ------------------------------------------------------------------------------------------------------
class StillPlaying(Overlay):
    """"Still playing?" over a game nobody has touched for a while, counting down to the attract mode."""

    def __init__(self, countdown: float, on_timeout):
        super().__init__()
        self.left = countdown
        self.on_timeout = on_timeout

    def layout(self, size):
        self.rect = panel_rect(size, 560, 330)

    def build_ui(self):
        r = self.rect
        words = text.ellipsize(t("menu.attract.keep_playing"), 30, 284, True)   # (a longer language: cut)
        self.keep = self.button((r.centerx - 150, r.bottom - 96, 300, 72), words, "#big_button")

    def handle(self, event) -> bool:
        # Any key means someone is there (any touch or click too: the attendant answers those, and the rest of
        # that gesture is spent).
        if event.type == pygame.KEYDOWN or (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.keep):
            self.app.pop()
            return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        self.left -= dt
        if self.left <= 0:
            self.on_timeout()

    def animating(self) -> bool:
        return True     # the countdown

    def draw(self, surface) -> None:
        r = self.rect
        draw_panel(surface, r, t("menu.attract.still_playing"))
        # (wrapped: a longer language takes two lines where English takes one)
        lines = text.wrap(t("menu.attract.touch_anywhere"), 22, r.width - 48)[:2]
        for i, line in enumerate(lines):
            text.blit_centred(surface, line, 22, (r.centerx, r.top + 96 + 24 * i - 12 * (len(lines) - 1)),
                              palette.TEXT)
        text.blit_centred(surface, f"{max(0, math.ceil(self.left))}", 56, (r.centerx, r.top + 160),
                          palette.ACCENT, bold=True)
        lines = text.wrap(t("menu.attract.then_saved"), 18, r.width - 48)[:2]
        for i, line in enumerate(lines):
            text.blit_centred(surface, line, 18, (r.centerx, r.top + 206 + 20 * i - 6 * (len(lines) - 1)),
                              palette.MUTED)


def leave_for_attract(app) -> None:
    """Nobody answered "Still playing?": the game stays in its autosave; the title screen, then the demo."""
    game = next((s for s in reversed(app.scenes) if getattr(s, "holds_game", False)), None)
    app.home(selected=game.spec.key if game is not None else None)
    start_attract(app)


def quit_question(app, title: str | None = None, line: str | None = None) -> MenuOverlay:
    """Quit Hexcade? (or `title`), with `line` under it; by default the question of the title screen (which
    opens it by name: app.open("quit"))."""
    return MenuOverlay(title or t("menu.attract.quit_title"),
                       [(t("menu.attract.quit"), app.quit), (t("menu.attract.stay"), app.pop)],
                       line=t("menu.attract.quit_line") if line is None else line)


def confirm_quit(app, title: str | None = None, line: str | None = None) -> None:
    """Ask quit_question over the current scene."""
    app.push(quit_question(app, title, line))


class Attendant:
    """The App's watcher for events: the attract mode's start and end, and kiosk mode's rules."""

    def __init__(self, app, kiosk: bool = False):
        self.app = app
        self.kiosk = kiosk or prefs.event_settings()["kiosk"]   # (kiosk mode changes at the next start only)
        self.reload()

    def reload(self) -> None:
        """The timers from the settings (at start, and when the settings screen changes one)."""
        settings = prefs.event_settings()
        self.attract_after = settings["attract_after"]        # 0: never
        self.still_playing_after = settings["still_playing_after"]
        self.countdown = settings["still_playing_countdown"]

    # -- every event first -----------------------------------------------------------------------------------------
    def intercept(self, event, reading) -> bool:
        """True: the event is used up here and goes no further. `reading`: what the input door read in it."""
        app = self.app
        if self.kiosk and (event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_F11)):
            return True      # kiosk: the window's close and F11 do nothing (the title screen ignores Esc)
        demo = showing_demo(app)
        if reading.pressed and (demo or isinstance(app.scene, StillPlaying)):
            # Any touch or click means someone is there; it does nothing else (the rest of the gesture is spent).
            app.door.spend()
            if demo:
                end_attract(app)
            else:
                app.pop()
            return True
        if demo and event.type == pygame.KEYDOWN:
            end_attract(app)
            return True
        return False

    # -- once a frame ------------------------------------------------------------------------------------------------
    def tick(self) -> None:
        app = self.app
        top = app.scene
        if top is None:
            return
        hold = self.corner_hold()
        if hold is not None and app.time - hold.since >= HOLD_SECONDS:
            app.door.spend()       # (the rest of the press, up to its lift, goes nowhere)
            confirm_quit(app, t("menu.attract.kiosk_title"), t("menu.attract.kiosk_line"))
            return
        if getattr(top, "is_title_screen", False) and self.attract_after and app.idle_seconds >= self.attract_after:
            start_attract(app)
        elif self.kiosk and app.idle_seconds >= self.still_playing_after and not isinstance(top, StillPlaying) \
                and not showing_demo(app) and any(getattr(s, "holds_game", False) for s in app.scenes):
            still = StillPlaying(self.countdown, lambda: leave_for_attract(app))
            still.turns_to = top.sides_of_people()       # (at a table it asks everyone, each side in turn)
            app.push(still)

    def animating(self) -> bool:
        return self.corner_hold() is not None

    # -- kiosk: leaving with a long press on a corner ------------------------------------------------------------------
    def corner_size(self) -> int:
        return max(60, min(self.app.size) // 10)

    def in_corner(self, pos) -> bool:
        w, h = self.app.display.get_size()     # (the door's presses are in the display's pixels: --rotate)
        c = self.corner_size()
        return (pos[0] < c or pos[0] >= w - c) and (pos[1] < c or pos[1] >= h - c)

    def corner_hold(self):
        """Kiosk: the press leaving kiosk mode, if one is under way (ui.input.pointer.Press): the press that owns
        the pointer stream (heard by the board or on a button), begun in a corner and held near where it began."""
        if not self.kiosk:
            return None
        press = self.app.door.press
        if press is None or press.since is None or press.wandered > HOLD_WANDER or not self.in_corner(press.start):
            return None
        return press

    def draw(self, surface) -> None:
        """The ring that fills while a corner is held."""
        hold = self.corner_hold()
        if hold is None:
            return
        held = self.app.time - hold.since
        if held < HOLD_SHOWN_AFTER:
            return
        share = min(1.0, (held - HOLD_SHOWN_AFTER) / (HOLD_SECONDS - HOLD_SHOWN_AFTER))
        x, y = self.app.to_upright(hold.start)
        w, h = surface.get_size()
        r = 46
        centre = (min(max(x, r + 6), w - r - 6), min(max(y, r + 6), h - r - 6))
        pygame.draw.circle(surface, palette.PANEL, centre, r + 6)
        rect = pygame.Rect(0, 0, 2 * r, 2 * r)
        rect.center = centre
        pygame.draw.arc(surface, palette.ACCENT, rect, math.pi / 2, math.pi / 2 + 2 * math.pi * share, 8)
