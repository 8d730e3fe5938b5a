"""The title screen: the games as big cards on the left, the chosen game's set-up on the right.

Tap a card to choose a game, tap a number to choose how many play, tap a seat to choose who plays it (Human ->
Easy -> Medium -> Hard -> Expert computer -> Human; remembered per game in the settings), tap an option to cycle
its value (its one-line explanation sits under it; tap its name to read all of it), then Play. A combination the
engine refuses is explained in red and Play waits until it is fixed.

This module holds the screen's state, its choices and its input; the parts it draws and builds are beside it,
one job each: cards.py (the games list), title.py (the title row and its buttons), rows.py (the set-up rows),
resume.py (Play and Continue). Settings, Recent games and Quit are opened by name through the App.
"""
from __future__ import annotations

import pygame
import pygame_gui

from engine.core import OptionError
from ui.base import codewords
from ui.base import palette
from ui.base.lang import t
from ui.base.seats import CONTROLLERS, HUMAN
from ui.board.hexview import CachedSurface
from ui.kit import memory, notices, text
from ui.kit.lazysurface import LAZY_AREA, lazy_surface
from ui.kit.overlays import NoteOverlay
from ui.kit.scene import Scene
from ui.play import optionwords
from ui.screens.menu import cards, learn, puzzlebutton, resume, rows, title
from ui.storage import prefs, progress, puzzleprogress, saves

PAINT_SECONDS = 0.006    # per frame, for painting the background and the panel in bands (a resize, at start-up)
HINT_SECONDS = 6.0  # how long a compact window shows an explanation in the set-up's header
NOT_CHOICES = ("players", "table", "seats")   # what current() holds besides the game's options


class MenuScene(Scene):
    is_title_screen = True

    def __init__(self, selected: str | None = None, seed: int | None = None, at_start: bool = False):
        super().__init__()
        # The program's first title screen shows its background alone in the first frame and builds the rest in
        # the frames after (issue 28: start-up to a first frame); a resize builds and paints it over frames too.
        self.at_start = at_start
        self.build_due = False         # its buttons are built in a coming frame (held): at start-up, after a resize
        self.layer: pygame.Surface | None = None   # the see-through panel while its picture is painted in bands
        self.widgets = {}
        self.compact = self.play_on_top = False     # (rows.build sets them for the window's size)
        self.play_button = self.continue_button = self.page_button = self.learn_button = None
        self.puzzles_button = self.quit_button = self.settings_button = self.recent_button = None
        self.games: dict = {}    # the registry, handed to the App by main.py (ui never imports games/)
        self.selected = selected
        self.seed = seed
        self.choices: dict[str, dict] = {}   # per game: {'players': n, option key: value}
        self.error = ""
        # background (title.kept_field, its words) and panel made into one opaque picture once per change: a frame blits
        # it alone, instead of the panel's whole-window alpha layer over the background every frame
        self.panel = CachedSurface(self._paint_screen, alpha=False)
        self.built_in_step = False     # build_ui ran in this step: the picture is painted in the next (hold_frame)
        self.time = 0.0
        self.saved: list = []  # the entries that have a game to continue
        self.notice = ""       # e.g. a save file that could not be read
        self.damaged = None    # a damaged save, loaded up to its last good move, waiting for a second Continue
        self.hint_words = None  # the full explanation of the option last touched, worded when shown (see hint)
        self.page = 0          # which page of set-up rows a compact window shows
        self.shown_hint, self.hint_left = "", 0.0
        self.hint_box = (None, None)   # (hint, width) -> its rendered box (a compact window)
        self.learn_button = None       # (learn.py: only for an entry that has lessons)
        self.puzzles_button = None     # (puzzlebutton.py: only for an entry that has a puzzle pack)

    def enter(self, app) -> None:
        self.prepare(app)
        # a damaged settings or lesson-stars file, set aside
        self.notice = notices.words(prefs.take_problem()) or notices.words(progress.take_problem()) or \
            notices.words(puzzleprogress.take_problem()) or self.notice
        # a save that could not be written, said here too (a game's end screen covers the game that would say it)
        self.notice = notices.words(saves.WRITER.take_problem()) or self.notice
        if self.at_start and not app.lockstep:
            self.app = app
            self.layout(app.size)
            self.build_due = True
            return
        super().enter(app)

    def prepare(self, app, continued: bool | None = None) -> None:
        """What it shows, from the App's games and the saves (ui/kit/warmup.py lays a title screen out offstage
        with it: the notices enter takes are left for the real one). `continued`: as if the chosen entry's game
        were saved or not (its Continue button), whatever the saves say."""
        self.games = app.games
        if self.selected not in self.games:
            self.selected = next(iter(self.games))
        self.saved = saves.saved_entries(self.games)
        if continued is not None:
            self.saved = [k for k in self.saved if k != self.selected] + ([self.selected] if continued else [])

    def leave(self) -> None:
        super().leave()
        self.put_away()      # (the scene itself may live on: the first title screen is frozen by ui/kit/warmup.py)

    def put_away(self) -> None:
        """Its whole-window picture (8 MB at 1920x1080; the background's field is kept for the run: title.kept_field)
        and its buttons (each button's looks are a dozen pictures of its size: 8 MB in all) go while a game covers
        it, and when it is left: uncovered, it builds its buttons anew anyway and repaints its panel."""
        self.panel.release()
        self.drop_elements()

    def drop_elements(self) -> None:
        super().drop_elements()
        self.widgets = {}       # (the killed buttons' looks are freed once nothing holds them)
        self.play_button = self.continue_button = self.page_button = self.learn_button = None
        self.puzzles_button = self.quit_button = self.settings_button = self.recent_button = None

    def resize(self, size) -> None:
        """A new window size: laid out now, its old buttons gone; built in the next frame, its picture painted in
        bands in the frames after, then shown (a resize to 3840x2160 was one frame of 70-94 ms). Headless fixed
        steps (lockstep) build at once, as they draw every frame."""
        if self.covered or self.app.lockstep:
            super().resize(size)
            return
        self.drop_elements()
        self.layout(size)
        self.build_due = True      # (not in the resize's own frame: the App draws nothing in it, SDL's new window)

    def rebuild_ui(self) -> None:
        self.build_due = self.at_start = False      # (built: whatever comes next is not the program's start)
        super().rebuild_ui()

    def uncover(self) -> None:
        """Back from a game or the settings: which entries can be continued, their seats (the settings screen
        resets them) and their layout (the pause menu switches it) may have changed."""
        self.saved = saves.saved_entries(self.games)
        for key, cur in self.choices.items():
            cur["seats"], cur["table"] = prefs.seat_choices(key), prefs.table_mode(key)
        self.rebuild_ui()
        super().uncover()

    def continue_saved(self) -> None:
        """Continue the saved game (resume.py); a damaged one first says where, a second tap plays on."""
        resume.continue_saved(self)

    @property
    def hint(self) -> str:
        """The explanation of the choice last touched, in the language spoken now ('' when there is none)."""
        return self.hint_words() if self.hint_words is not None else ""

    @property
    def spec(self):
        return self.games[self.selected]

    def current(self) -> dict:
        spec = self.spec
        if spec.key not in self.choices:
            self.choices[spec.key] = {"players": spec.default_players, "table": prefs.table_mode(spec.key),
                                      "seats": prefs.seat_choices(spec.key), **spec.default_options()}
        return self.choices[spec.key]

    def offered(self) -> list:
        """The chosen game's options for the chosen player count (IceSickle's solo goal only for Solo)."""
        return [o for o in self.spec.options if o.applies_to(self.current()["players"])]

    def options(self) -> dict:
        offered = {o.key for o in self.offered()}
        return {k: v for k, v in self.current().items() if k not in NOT_CHOICES and k in offered}

    def controllers(self) -> list[str]:
        """Who plays each seat of the chosen player count."""
        cur = self.current()
        return cur["seats"][:cur["players"]]

    def cycle_seat(self, seat: int) -> None:
        """Human -> Easy -> Medium -> Hard -> Expert -> Human (the computer levels the game offers: its engine's
        INFO.levels), remembered for this entry (and in the settings file)."""
        seats = self.current()["seats"]
        offered = (HUMAN,) + tuple(self.spec.levels)
        now = offered.index(seats[seat]) if seats[seat] in offered else -1
        seats[seat] = offered[(now + 1) % len(offered)]
        prefs.remember_seats(self.selected, seats)
        who = seats[seat]
        self.hint_words = (lambda: t(f"menu.seat.said.{who}", seat=seat + 1)) if who in CONTROLLERS else None
        self.rebuild_ui()

    def validate(self) -> str:
        """The engine's own reason why this set-up cannot start (in the player's language), or '' when it can."""
        try:
            self.spec.new_game(self.current()["players"], 0, self.options())
        except OptionError as exc:        # the engine's refusal by its code: <engine>.codes.<code>
            return codewords.say(exc, self.spec.words)
        except ValueError as exc:         # (outside the engines' contract: said as it is)
            return str(exc)
        return ""

    def select(self, key: str) -> None:
        if key != self.selected:
            self.selected = key
            self.hint_words = learn.offer_words(self)     # (a game chosen for the first time offers its lessons)
            self.page = 0
            self.rebuild_ui()

    def cycle(self, option) -> None:
        cur = self.current()
        i = option.choices.index(cur[option.key]) if cur[option.key] in option.choices else -1
        cur[option.key] = option.choices[(i + 1) % len(option.choices)]
        self.hint_words = lambda: t("menu.hint_option", name=optionwords.label(option),
                                    help=optionwords.help_line(option, self.selected))
        self.rebuild_ui()

    def set_players(self, n: int) -> None:
        self.current()["players"] = n
        self.rebuild_ui()

    def toggle_table(self, _=None) -> None:
        cur = self.current()
        cur["table"] = not cur["table"]
        prefs.remember_table(self.selected, cur["table"])   # this entry's only: never another game's
        said = "menu.rows.layout.table_said" if cur["table"] else "menu.rows.layout.window_said"
        self.hint_words = lambda: t(said)
        self.rebuild_ui()

    def start(self) -> None:
        """Play: at a table, the empty table where players tap their edges to join (join.py: its corner starts as
        chosen here); in a window, the game."""
        self.error = self.validate()
        if self.error:
            return
        cur = self.current()
        if cur["table"]:
            from ui.screens.menu import join     # (the table's pieces: not imported before the first frame)
            chosen = {k: v for k, v in cur.items() if k not in NOT_CHOICES}
            self.app.push(join.JoinScene(self.spec, chosen, self.controllers(), self.seed, self.start_as_chosen))
            return
        self.start_as_chosen()

    def start_as_chosen(self) -> None:
        """The game with the players, seats and layout chosen here."""
        cur = self.current()
        progress.mark_offered(self.spec.key)     # (played without them: the Learn button stops offering itself)
        self.app.push(self.spec.make_scene(cur["players"], self.seed, self.options(), table=cur["table"],
                                           controllers=self.controllers()))

    # -- layout ------------------------------------------------------------------------------------------------
    def layout(self, size) -> None:
        self.title_h, self.cards_rect, self.setup_rect, self.card_rects = cards.areas(size, list(self.games))

    def build_ui(self) -> None:
        self.error = self.validate()
        rows.build(self)
        resume.build_start_buttons(self)
        learn.build_learn_button(self)
        puzzlebutton.build_puzzles_button(self)
        if self.error:
            self.play_button.disable()
        title.build_title_buttons(self)
        title.build_recent_button(self)
        self.panel.invalidate()
        self.built_in_step = True

    # -- input -------------------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.play_button:
                self.start()
                return True
            if self.learn_button is not None and event.ui_element is self.learn_button:
                learn.open_lessons(self)
                return True
            if self.puzzles_button is not None and event.ui_element is self.puzzles_button:
                puzzlebutton.open_puzzles(self)
                return True
            if self.recent_button is not None and event.ui_element is self.recent_button:
                self.app.open("recent")
                return True
            if self.page_button is not None and event.ui_element is self.page_button:
                self.page += 1 if self.more_pages else -self.page
                self.rebuild_ui()
                return True
            if event.ui_element is self.settings_button:
                self.app.open("settings")
                return True
            if self.quit_button is not None and event.ui_element is self.quit_button:
                self.app.quit()            # every game in progress is already saved: nothing to confirm
                return True
            if self.continue_button is not None and event.ui_element is self.continue_button:
                self.continue_saved()
                return True
            if event.ui_element in self.widgets:
                fn, arg = self.widgets[event.ui_element]
                fn(arg)
                return True
        if event.type == pygame.KEYDOWN:
            keys = list(self.games)
            i = keys.index(self.selected)
            if event.key in (pygame.K_DOWN, pygame.K_s):
                self.select(keys[(i + 1) % len(keys)])
                return True
            if event.key in (pygame.K_UP, pygame.K_w):
                self.select(keys[(i - 1) % len(keys)])
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.start()
                return True
            if event.key == pygame.K_ESCAPE:
                if not self.app.kiosk:        # a stray key never quits at once; at an event it does nothing
                    self.app.open("quit")
                return True
        return False

    def pointer(self, event) -> None:
        if event.kind != "tap":
            return
        for label, help_text, y in ([] if self.build_due else self.row_tops):
            if self.setup_rect.left < event.pos[0] < self.setup_rect.centerx and y <= event.pos[1] < y + self.row_h:
                # a tap on a row's name explains it in full, and changes nothing (issue 15)
                self.app.push(NoteOverlay(label, help_text))
                return
        for key, rect in self.card_rects.items():
            if rect.collidepoint(event.pos):
                if key == self.selected:
                    self.start()  # a second tap on the chosen card plays it
                else:
                    self.select(key)
                return

    def update(self, dt: float) -> None:
        self.time += dt
        memory.trim_if_due()    # back from a game: its memory is given back now that it is garbage
        if self.hint != self.shown_hint:      # a compact window shows a new explanation for a few seconds
            self.shown_hint, self.hint_left = self.hint, (HINT_SECONDS if self.hint else 0.0)
        self.hint_left = max(0.0, self.hint_left - dt)

    def animating(self) -> bool:
        return self.build_due or (self.compact and self.hint_left > 0)

    def changes(self) -> list | None:
        """The title screen is one cached picture (a repaint makes the frame whole: ui/kit/repaints.py) under
        pygame-gui's buttons, which the renderer compares itself: nothing changes by itself but a compact
        window's passing hint."""
        return None if self.animating() or not self.panel.has(self.app.size, self.panel_key()) else []

    # -- drawing -----------------------------------------------------------------------------------------------
    def hold_frame(self) -> bool:
        """The buttons built in one frame, the picture painted in the next (or, after a resize, in bands over
        several), drawn in the one after: all in one frame cost 30-35 ms when a game went back to the title
        screen, 20 ms when Settings closed, 70-94 ms a resize to 3840x2160 (issue 28). But the program's very
        first frame is drawn at once (its background alone: draw): nothing is on screen to keep, and holding only
        kept the new window black longer."""
        if not self.app.frames_drawn:
            self.built_in_step = False
            return False
        if self.at_start and self.build_due:
            # The program's second frame: the rest of the title screen at once (a frame of about 100 ms while
            # nothing else is on screen and nobody has touched anything yet), then drawn whole; spread over steps
            # at 60 Hz it showed 130 ms later.
            self.rebuild_ui()
            self.built_in_step = False
            self.panel.get(self.app.size, self.panel_key())
            return False
        if self.build_due:
            self.rebuild_ui()
            self.built_in_step = False
            return True
        if self.built_in_step:
            self.built_in_step = False
            return True
        size = self.app.size
        if not title.field_has(size):
            title.field_ready(size, PAINT_SECONDS)
            return True
        if not self.panel.has(size, self.panel_key()):
            self.panel.prepare(size, self.panel_key(), PAINT_SECONDS)
            return True
        return False

    def panel_key(self) -> tuple:
        """What the picture shows besides the size."""
        return (self.selected, self.error, self.notice, self.hint, self.header_hint(), tuple(self.saved))

    def draw(self, surface) -> None:
        size = surface.get_size()
        if self.build_due:      # not built yet: nothing is built or painted in a draw
            if self.app.frames_drawn:
                surface.fill(palette.BACKGROUND)     # (beneath an overlay: built when uncovered)
            else:                   # the program's first frame: the background alone, painted on the window
                title.paint_background(surface, self.title_h, self.app.kiosk)
            return
        surface.blit(self.panel.get(size, self.panel_key()), (0, 0))
        if self.play_on_top and self.error and self.continue_button is not None:
            self.draw_hint_box(surface, self.error, palette.DANGER)   # (else the error stands in the header)

    def header_hint(self) -> str:
        """A compact window's explanation of the last choice, said a few seconds in the set-up's header in place
        of the game's name: floated over the set-up's bottom it hid an option row (issue 30). With Continue in
        the header there is no room: the chosen button says its value, a tap on the row's name explains it."""
        if self.compact and self.hint_left > 0 and not self.error and (self.continue_button is None
                                                                         or not self.play_on_top):
            return self.hint
        return ""

    def draw_hint_box(self, surface, message: str, edge, left: float = 1.0) -> None:
        """A compact window has no room for explanations: the last one floats over the set-up's bottom a while."""
        s = self.setup_rect
        if self.hint_box[0] != (message, s.width):
            lines = text.wrap_at_most(message, 16, s.width - 48, 4)
            box = pygame.Surface((s.width - 24, 16 + 20 * len(lines)), pygame.SRCALPHA)
            pygame.draw.rect(box, (*palette.BACKGROUND, 240), box.get_rect(), border_radius=12)
            pygame.draw.rect(box, edge, box.get_rect(), 2, border_radius=12)
            for i, line in enumerate(lines):
                box.blit(text.render(line, 16, palette.TEXT), (12, 8 + 20 * i))
            self.hint_box = ((message, s.width), box)
        box = self.hint_box[1]
        box.set_alpha(int(255 * min(1.0, left / 0.4)))
        surface.blit(box, box.get_rect(midbottom=(s.centerx, s.bottom - 8)))

    def _paint_screen(self, surface) -> None:
        """The field, the title's words and the panel over them, within the surface's clip (a band:
        CachedSurface.paint_parts)."""
        size, band = surface.get_size(), surface.get_clip()
        surface.blit(title.kept_field(size), band, band)
        if band.colliderect((0, 0, size[0], self.title_h)):
            title.paint_words(surface, self.title_h, self.app.kiosk)
        if self.layer is None or self.layer.get_size() != size:
            # the panel is painted with see-through colours; a big one's memory is taken as its bands are painted
            # (SDL clears a new 3840x2160 picture at once: 12 ms)
            self.layer = lazy_surface(size, alpha=True) if size[0] * size[1] > LAZY_AREA else \
                pygame.Surface(size, pygame.SRCALPHA)
        self.layer.set_clip(band)
        self.layer.fill((0, 0, 0, 0), band)
        self._paint_panel(self.layer)
        self.layer.set_clip(None)
        surface.blit(self.layer, band, band)
        if not self.panel.painting:
            self.layer = None        # (8 MB at 1920x1080: kept only while the picture is painted in bands)

    def _paint_panel(self, surface) -> None:
        # Only what the band being painted shows (ui/board/hexview.py CachedSurface.paint_parts): each card and row
        # renders its words, and all of them in the first band made it a frame of 13-17 ms (issue 28's stalls).
        band = surface.get_clip()
        for key, rect in self.card_rects.items():
            if rect.colliderect(band):
                cards.paint_card(surface, self.games[key], rect, key == self.selected, key in self.saved)
        rows.paint(self, surface)
        if self.notice:
            for i, line in enumerate(text.wrap_at_most(self.notice, 16, self.cards_rect.width, 2)):
                img = text.render(line, 16, palette.DANGER, True)
                surface.blit(img, (self.cards_rect.left, self.title_h - 40 + 18 * i))
