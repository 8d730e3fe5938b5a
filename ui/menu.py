"""The title screen: the games as big cards on the left, the chosen game's set-up on the right.

Tap a card to choose a game, tap a number to choose how many play, tap a seat to choose who plays it (Human ->
Easy -> Medium -> Hard -> Expert computer -> Human; remembered per game in the settings), tap an option to cycle
its value (its one-line explanation sits under it; tap its name to read all of it), then Play. A combination the
engine refuses is explained in red and Play waits until it is fixed.
"""
from __future__ import annotations

import json
import math
import os
from functools import lru_cache

import pygame
import pygame_gui

from ui import lang, memory, optionwords, palette, prefs, recent, saves, text
from ui.lang import t
from ui.seats import CONTROLLERS, HUMAN
from ui.hexview import CachedSurface
from ui.overlays import NoteOverlay
from ui.scene import Scene
from ui.attract import confirm_quit


SEAT_SIZES = ("full", "short", "tiny")   # a seat button's word, shorter as buttons narrow (menu.seat.words.*)
HINT_SECONDS = 6.0  # how long a compact window shows an explanation over the bottom of the set-up
MIN_ROW = 48        # the shortest row of the set-up (a compact window); at 1920x1080 rows are 74 px
NOT_CHOICES = ("players", "table", "seats")   # what current() holds besides the game's options


@lru_cache(maxsize=1)
def known_refusals() -> dict:
    """The engines' refusals of a set-up (ValueError sentences without a code of their own) by their English
    words -> their key under menu.refusals (the English file is the list: a sentence the engine changes, or one
    not listed there, is shown as the engine words it)."""
    with open(os.path.join(lang.DIRECTORY, "menu.en.json"), encoding="utf-8") as f:
        return {english: key for key, english in json.load(f)["en"]["refusals"].items()}


def refusal_words(reason: str) -> str:
    """An engine's refusal of a set-up in the player's language."""
    key = known_refusals().get(reason)
    return t(f"menu.refusals.{key}") if key else reason


def seat_word(who: str, size: str = "full") -> str:
    """A seat's controller as its button says it: 'Human', 'Hum.', 'Hu' (one we have no words for: its name)."""
    return t(f"menu.seat.words.{who}.{size}") if who in CONTROLLERS else who


def fitted(words: str, size: int, width: int) -> str:
    """A button's bold words cut with '…' where they would not fit its width (a longer language)."""
    return text.ellipsize(words, size, width - 16, True)


def button_width(words: str, size: int, least: int, most: int) -> int:
    """As wide as the bold words need, at least `least` (the English width) and at most `most`."""
    return max(least, min(most, text.font(size, True).size(words)[0] + 28))


def players_words(players) -> str:
    """An entry's player counts on its card: 'Solo or 2-4 players', '2, 3, 4, 6 players'."""
    counts = [p for p in players if p != 1]
    solo = "solo_" if 1 in players else ""
    if counts == list(range(counts[0], counts[-1] + 1)) and len(counts) > 2:
        return t(f"menu.card.{solo}range", low=counts[0], high=counts[-1], count=counts[-1])
    return t(f"menu.card.{solo}list", list=", ".join(map(str, counts)), count=counts[-1])


class MenuScene(Scene):
    is_title_screen = True

    def __init__(self, selected: str | None = None, seed: int | None = None):
        super().__init__()
        self.games: dict = {}    # the registry, handed to the App by main.py (ui never imports games/)
        self.selected = selected
        self.seed = seed
        self.choices: dict[str, dict] = {}   # per game: {'players': n, option key: value}
        self.error = ""
        self.background = CachedSurface(self._paint_background, alpha=False)
        # background and panel made into one opaque picture once per change: a frame blits it alone, instead of
        # the panel's whole-window alpha layer over the background every frame
        self.panel = CachedSurface(self._paint_screen, alpha=False)
        self.time = 0.0
        self.saved: list = []  # the entries that have a game to continue
        self.notice = ""       # e.g. a save file that could not be read
        self.damaged = None    # a damaged save, loaded up to its last good move, waiting for a second Continue
        self.hint_words = None  # the full explanation of the option last touched, worded when shown (see hint)
        self.page = 0          # which page of set-up rows a compact window shows
        self.shown_hint, self.hint_left = "", 0.0
        self.hint_box = (None, None)   # (hint, width) -> its rendered box (a compact window)

    def enter(self, app) -> None:
        self.games = app.games
        if self.selected not in self.games:
            self.selected = next(iter(self.games))
        self.saved = saves.saved_entries(self.games)
        self.notice = prefs.take_problem() or self.notice    # a damaged settings file, set aside
        super().enter(app)

    def uncover(self) -> None:
        """Back from a game or the settings: which entries can be continued, their seats (the settings screen
        resets them) and their layout (the pause menu switches it) may have changed."""
        self.saved = saves.saved_entries(self.games)
        for key, cur in self.choices.items():
            cur["seats"], cur["table"] = prefs.seat_choices(key), prefs.table_mode(key)
        self.rebuild_ui()
        super().uncover()

    def continue_saved(self) -> None:
        """Continue the saved game (replayed from its record); a damaged one first says where, and a second tap
        carries on from the last good move."""
        confirmed, self.damaged = self.damaged, None
        saved, problem = (confirmed, None) if confirmed and confirmed["spec"].key == self.selected else \
            saves.load_saved(self.selected, self.games)
        if saved is None or problem:
            self.notice = problem or ""
            self.damaged = saved
            self.saved = saves.saved_entries(self.games)
            self.rebuild_ui()
            return
        scene = saved["spec"].make_scene(saved["players"], saved["seed"], saved["options"], state=saved["state"],
                                         seats=saved["seats"], history=saved["history"],
                                         table=self.current()["table"])
        scene.match.started = saved["started"] or scene.match.started
        self.notice = ""
        self.app.push(scene)

    @property
    def hint(self) -> str:
        """The explanation of the choice last touched, in the language spoken now ('' when there is none)."""
        return self.hint_words() if self.hint_words is not None else ""

    # -- choices -----------------------------------------------------------------------------------------------
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
        except ValueError as exc:
            return refusal_words(str(exc))
        return ""

    def select(self, key: str) -> None:
        if key != self.selected:
            self.selected = key
            self.hint_words = None
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
        self.error = self.validate()
        if self.error:
            return
        cur = self.current()
        self.app.push(self.spec.make_scene(cur["players"], self.seed, self.options(), table=cur["table"],
                                           controllers=self.controllers()))

    # -- layout ------------------------------------------------------------------------------------------------
    def layout(self, size) -> None:
        w, h = size
        self.title_h = max(90, min(130, h // 6)) if h >= 560 else 72   # a short window keeps its height for the set-up
        n = max(1, len(self.games))
        gap = 12
        if w < h:
            # Portrait (a tablet held upright): two columns of cards on top, the set-up below at full width.
            rows = (n + 1) // 2
            ch = min(110, max(70, (h - self.title_h) // 3 // rows))
            cw = (w - 48 - gap) // 2
            self.cards_rect = pygame.Rect(24, self.title_h, w - 48, rows * (ch + gap) - gap)
            self.setup_rect = pygame.Rect(24, self.cards_rect.bottom + 16, w - 48,
                                          h - self.cards_rect.bottom - 36)
            self.card_rects = {key: pygame.Rect(24 + (i % 2) * (cw + gap), self.title_h + (i // 2) * (ch + gap),
                                                cw, ch) for i, key in enumerate(self.games)}
            return
        split = int(w * (0.5 if h >= 560 else 0.36))   # a short window gives the set-up more of its width
        self.cards_rect = pygame.Rect(24, self.title_h, split - 36, h - self.title_h - 20)
        self.setup_rect = pygame.Rect(split, self.title_h, w - split - 24, h - self.title_h - 20)
        ch = min(120, (self.cards_rect.height - gap * (n - 1)) // n)
        self.card_rects = {key: pygame.Rect(self.cards_rect.left, self.cards_rect.top + i * (ch + gap),
                                            self.cards_rect.width, ch) for i, key in enumerate(self.games)}

    def build_ui(self) -> None:
        self.error = self.validate()
        s = self.setup_rect
        cur = self.current()
        spec = self.spec
        self.widgets: dict = {}
        # Every row of the set-up: (what it is, name, one-line help, how to build its buttons at height y).
        rows = [(kind, t(f"menu.rows.{kind}.name"), t(f"menu.rows.{kind}.help"), build) for kind, build in
                (("players", self.build_players_row), ("seats", self.build_seat_row),
                 ("layout", self.build_layout_row))]
        rows += [(opt.key, optionwords.label(opt), optionwords.help_line(opt, spec.key),
                  lambda y, h, opt=opt: self.build_option_row(opt, y, h)) for opt in self.offered()]
        # A short window (640x480) is compact: no tagline, no help lines (a tap on a row's name still explains
        # it), Play and Continue at the top of the set-up, and the rows in pages when even then they do not fit.
        self.compact = (s.height - 96 - 100) // max(1, len(rows)) < MIN_ROW
        self.header = 62 if self.compact else 96
        self.play_h = 52 if self.compact else 76
        room = s.height - self.header - (8 if self.compact else self.play_h + 24)
        per_page = max(2, room // MIN_ROW) if self.compact else len(rows)
        if len(rows) > per_page:
            per_page -= 1                      # the last row of each page turns the page
            pages = [rows[i:i + per_page] for i in range(0, len(rows), per_page)]
        else:
            pages = [rows]
        self.page = min(self.page, len(pages) - 1)
        shown = pages[self.page]
        slots = len(shown) + (1 if len(pages) > 1 else 0)
        row_h = max(MIN_ROW, min(74, room // max(1, slots)))
        self.row_h = row_h
        self.row_tops = []
        self.seat_rects = []
        self.seats_full_row = False
        self.players_width = self.seats_width = 0
        values = [optionwords.choice(o, v) for o in self.offered() for v in o.choices]
        values += [t("menu.rows.layout.table"), t("menu.rows.layout.window")]
        widest = max((text.font(22, True).size(v)[0] for v in values),
                     default=150)
        # Option buttons are as wide as their longest value needs (within half the panel), so nothing is cut.
        self.option_width = int(min(s.width * 0.55, max(200, widest + 44)) if not self.compact else
                                min(s.width - 130, max(130, widest + 30)))   # names give way: a tap shows them
        y = s.top + self.header
        self.row_kinds = []                     # what each of row_tops is: 'players', 'seats', 'layout', option key
        for kind, label, help_text, build in shown:
            self.row_tops.append((label, help_text, y))
            self.row_kinds.append(kind)
            build(y, row_h)
            y += row_h
        self.page_button = None
        self.more_pages = False
        if len(pages) > 1:
            self.more_pages = more = self.page + 1 < len(pages)
            label = t("menu.pages.more" if more else "menu.pages.back", page=self.page + 1, pages=len(pages))
            self.page_button = self.button((s.left + 16, y, s.width - 32, row_h - 8), label, "#small_button")
        self.build_start_buttons()
        if self.error:
            self.play_button.disable()
        self.build_title_buttons()
        self.build_recent_button()
        self.panel.invalidate()

    def build_start_buttons(self) -> None:
        """Play (and Continue, when this entry has a saved game): big at the bottom, or in a compact window
        at the top of the set-up, beside the game's name."""
        s, spec = self.setup_rect, self.spec
        self.continue_button = None
        saved = self.selected in self.saved
        if self.compact:
            y, h = s.top + 8, self.header - 14
            pw = button_width(t("menu.play"), 30, 120, s.width * 2 // 5)
            self.play_button = self.button((s.right - 12 - pw, y, pw, h), fitted(t("menu.play"), 30, pw),
                                           "#big_button")
            if saved:   # it takes the place of the game's name, and says it
                cw = s.width - pw - 40
                label = self.continue_label(cw)
                self.continue_button = self.button((s.left + 16, y, cw, h), label, "#choice_on",
                                                   tool_tip=t("menu.continue.tip_compact", game=spec.title))
            return
        if saved:
            # Two big buttons side by side: carry on with the saved game, or play the one chosen here. Continue
            # names the game it continues (issue 15), so it gets the wider part.
            cont_w = (s.width - 48) * 3 // 5
            play_w = s.width - 48 - cont_w
            self.play_button = self.button((s.right - 16 - play_w, s.bottom - self.play_h - 8, play_w, self.play_h),
                                           fitted(t("menu.play"), 30, play_w), "#big_button")
            label = self.continue_label(cont_w)
            self.continue_button = self.button((s.left + 16, s.bottom - self.play_h - 8, cont_w, self.play_h), label,
                                               "#choice_on", tool_tip=t("menu.continue.tip", game=spec.title))
        else:
            self.play_button = self.button((s.centerx - 150, s.bottom - self.play_h - 8, 300, self.play_h),
                                           fitted(t("menu.play"), 30, 300), "#big_button")

    def continue_label(self, width: int) -> str:
        """'Continue Trickle', or after a damaged save was found, where the second tap continues from."""
        damaged = self.damaged is not None and self.damaged["spec"].key == self.selected
        good = self.damaged["bad_move"] - 1 if damaged else 0
        words = ([t("menu.continue.from_move", move=good), t("menu.continue.from_move_short", move=good)] if good
                 else [t("menu.continue.from_start")]) if damaged else [t("menu.continue.game", game=self.spec.title)]
        # Never a bare "Continue": it must say which game it continues (issue 15); the title alone if need be.
        return next((w for w in words if text.font(22, True).size(w)[0] <= width - 24), self.spec.title)

    def build_players_row(self, y: int, row_h: int) -> None:
        s, cur, counts = self.setup_rect, self.current(), self.spec.players
        gap = 6 if self.compact else 8
        bw = max(48, min(48 if self.compact else 80, int(s.width * 0.6) // len(counts) - 8))  # never below 48 px
        widths = [max(bw, text.font(20, True).size(self.spec.player_label(n))[0] + 24) for n in counts]
        self.players_width = sum(widths) + gap * len(counts)
        x = s.right - 16 - self.players_width
        for n, bw in zip(counts, widths):
            label = self.spec.player_label(n)
            r = (x + gap, y, bw, row_h - 8)
            x += bw + gap
            b = self.button(r, label, "#choice_on" if n == cur["players"] else None)
            self.widgets[b] = (self.set_players, n)

    def build_layout_row(self, y: int, row_h: int) -> None:
        s, cur = self.setup_rect, self.current()
        r = (s.right - 16 - self.option_width, y, self.option_width, row_h - 8)
        word = t("menu.rows.layout.table") if cur["table"] else t("menu.rows.layout.window")
        b = self.button(r, fitted(word, 22, self.option_width), "#choice_on" if cur["table"] else None)
        self.widgets[b] = (self.toggle_table, None)

    def build_option_row(self, opt, y: int, row_h: int) -> None:
        s, cur = self.setup_rect, self.current()
        r = (s.right - 16 - self.option_width, y, self.option_width, row_h - 8)
        b = self.button(r, fitted(optionwords.choice(opt, cur[opt.key]), 22, self.option_width))
        self.widgets[b] = (self.cycle, opt)

    def label_room(self, kind: str) -> int:
        """How wide a row's name may be: up to its buttons ('players', 'seats', 'layout' or an option's key)."""
        used = {"players": self.players_width, "seats": self.seats_width}.get(kind, self.option_width)
        return self.setup_rect.width - used - (34 if self.compact else 44)

    def title_group(self, w: int) -> tuple[int, int]:
        """The widths of Quit (0 in kiosk mode) and Settings at the right of the title row: narrower when the
        window is."""
        wide = w >= 1000
        quit_w = button_width(t("menu.quit"), 18, 110 if wide else 80, 160 if wide else 110)
        settings_w = button_width(t("menu.settings"), 18, 130 if wide else 100, 200 if wide else 150)
        return (0 if self.app.kiosk else quit_w), settings_w

    def build_title_buttons(self) -> None:
        """Quit (not in kiosk mode: at an event only staff quit, by a long press on a corner, ui/attract.py) at
        the right end of the title row, Settings left of it."""
        w, h = self.app.size[0], min(52, self.title_h - 20)
        quit_w, settings_w = self.title_group(w)
        self.quit_button = None
        x = w - 16
        if quit_w:
            x -= quit_w
            self.quit_button = self.button((x, 10, quit_w, h), fitted(t("menu.quit"), 18, quit_w), "#small_button")
            x -= 10
        x -= settings_w
        self.settings_button = self.button((x, 10, settings_w, h), fitted(t("menu.settings"), 18, settings_w),
                                           "#small_button",
                                           tool_tip=t("menu.settings_tip"))
        self.title_free_right = x - 10

    def title_centre(self, w: int) -> int:
        """Where the title is centred: the window's middle, or left of it when the buttons at its right need the
        room (a small window)."""
        quit_w, settings_w = self.title_group(w)
        right = w - 16 - quit_w - (10 if quit_w else 0) - settings_w - 10
        half = text.font(int(self.title_h * 0.55), True).size("HEXCADE")[0] // 2
        return min(w // 2, right - half - 6)

    def build_recent_button(self) -> None:
        """Recent games (ui/recentlist.py), only when a finished game has been kept: in the title row, right of
        the title (left of Quit) where there is room, else left of it."""
        self.recent_button = None
        if not recent.has_any():
            return
        w, h = self.app.size[0], min(52, self.title_h - 20)
        half = text.font(int(self.title_h * 0.55), True).size("HEXCADE")[0] // 2
        centre = self.title_centre(w)
        right_end = self.title_free_right
        room = right_end - (centre + half + 10)
        if room >= 170:
            x, width, label = right_end - 170, 170, t("menu.recent_button.long")
        elif room >= 84:     # a small window: the short word, still beside the title (the left holds notices)
            x, width, label = right_end - room, room, t("menu.recent_button.short")
        else:                # left of the title
            width = max(84, min(170, centre - half - 10 - 16))
            x, label = 16, t("menu.recent_button.long") if width >= 150 else t("menu.recent_button.short")
        self.recent_button = self.button((x, 10, width, h), fitted(label, 18, width), "#small_button")

    def build_seat_row(self, y: int, row_h: int) -> None:
        """One button per seat, in the seat's order; narrow buttons say the short word. When even those would
        not fit beside the row's name (six seats in a small window) the buttons take the whole row."""
        s, cur = self.setup_rect, self.current()
        n = cur["players"]
        room = s.width - 32 - 100
        bw = min(110, room // n - 6)
        self.seats_full_row = bw < 48
        if self.seats_full_row:
            bw = max(40, (s.width - 32) // n - 6)
        self.seats_width = n * (bw + 6)
        font = text.font(18, True)
        self.seat_rects = []
        for i, who in enumerate(self.controllers()):
            words = [seat_word(who, size) for size in SEAT_SIZES]
            full = words[0]
            label = next((w for w in words if font.size(w)[0] + 22 <= bw), words[-1])
            r = pygame.Rect(s.right - 16 - (n - i) * (bw + 6) + 6, y, bw, row_h - 8)
            b = self.button(r, label, "#small_button", tool_tip=t("menu.seat.tip", seat=i + 1, who=full))
            self.widgets[b] = (self.cycle_seat, i)
            self.seat_rects.append(r)

    # -- input -------------------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.play_button:
                self.start()
                return True
            if self.recent_button is not None and event.ui_element is self.recent_button:
                from ui.recentlist import RecentScene
                self.app.push(RecentScene(self.games))
                return True
            if self.page_button is not None and event.ui_element is self.page_button:
                self.page += 1 if self.more_pages else -self.page
                self.rebuild_ui()
                return True
            if event.ui_element is self.settings_button:
                from ui.settings import SettingsScene
                self.app.push(SettingsScene())
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
                    confirm_quit(self.app)
                return True
        return False

    def pointer(self, event) -> None:
        if event.kind != "tap":
            return
        for label, help_text, y in self.row_tops:
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
        return self.compact and self.hint_left > 0

    # -- drawing -----------------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        size = surface.get_size()
        surface.blit(self.panel.get(size, (self.selected, self.error, self.notice, self.hint, tuple(self.saved))),
                     (0, 0))
        if self.compact and self.hint_left > 0:
            self.draw_hint_box(surface, self.hint, palette.ACCENT, self.hint_left)
        elif self.compact and self.error and self.continue_button is not None:
            self.draw_hint_box(surface, self.error, palette.DANGER)   # (else the error stands in the header)

    def draw_hint_box(self, surface, message: str, edge, left: float = 1.0) -> None:
        """A compact window has no room for explanations: the last one floats over the set-up's bottom a while."""
        s = self.setup_rect
        if self.hint_box[0] != (message, s.width):
            lines = text.wrap(message, 16, s.width - 48)[:4]
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
        size = surface.get_size()
        surface.blit(self.background.get(size, lang.current()), (0, 0))   # (its subtitle is in words)
        layer = pygame.Surface(size, pygame.SRCALPHA)     # the panel is painted with see-through colours
        self._paint_panel(layer)
        surface.blit(layer, (0, 0))

    def _paint_background(self, surface) -> None:
        w, h = surface.get_size()
        surface.fill(palette.BACKGROUND)
        # A faint field of hexes, like a board seen from far away.
        r = 34
        for row in range(-1, h // int(r * 1.5) + 2):
            for col in range(-1, int(w / (r * math.sqrt(3))) + 2):
                cx = col * r * math.sqrt(3) + (row % 2) * r * math.sqrt(3) / 2
                cy = row * r * 1.5
                pts = [(cx + r * math.cos(math.radians(60 * i - 30)), cy + r * math.sin(math.radians(60 * i - 30)))
                       for i in range(6)]
                shade = 28 + int(10 * math.sin(cx * 0.01 + cy * 0.013))
                pygame.draw.polygon(surface, (shade, shade - 6, shade + 16), pts, 2)
        text.blit_centred(surface, "HEXCADE", int(self.title_h * 0.55),
                          (self.title_centre(w), self.title_h // 2 - 6),
                          palette.ACCENT, bold=True, shadow=True)
        # the line under the title: smaller, then cut, where a longer language would run off the window
        line, size, centre = t("menu.subtitle"), max(16, self.title_h // 6), self.title_centre(w)
        room = 2 * min(centre, w - centre) - 24
        while size > 13 and text.font(size).size(line)[0] > room:
            size -= 1
        text.blit_centred(surface, text.ellipsize(line, size, room), size, (centre, int(self.title_h * 0.86)),
                          palette.MUTED)

    def _paint_panel(self, surface) -> None:
        for key, rect in self.card_rects.items():
            self._paint_card(surface, self.games[key], rect, key == self.selected, key in self.saved)
        s = self.setup_rect
        pygame.draw.rect(surface, (*palette.PANEL, 235), s, border_radius=22)
        pygame.draw.rect(surface, self.spec.accent, s, 3, border_radius=22)
        if self.compact:
            # The header row holds Play (and Continue): the game's name on its left, or why Play waits.
            room = pygame.Rect(s.left + 16, s.top + 6, self.play_button.relative_rect.left - s.left - 24,
                               self.header - 12)
            if self.continue_button is not None:
                pass          # the Continue button names the game
            elif self.error:
                for i, line in enumerate(text.wrap(self.error, 14, room.width, True)[:3]):
                    surface.blit(text.render(line, 14, palette.DANGER, True), (room.left, room.top + 16 * i))
            else:
                img = text.render(text.ellipsize(self.spec.title, 28, room.width, True), 28, self.spec.accent, True)
                surface.blit(img, img.get_rect(midleft=(room.left, room.centery)))
        else:
            text.blit_centred(surface, self.spec.title, 36, (s.centerx, s.top + 34), self.spec.accent, bold=True)
        for i, line in enumerate(text.wrap(self.spec.tagline, 18, s.width - 40)[:0 if self.compact else 2]):
            text.blit_centred(surface, line, 18, (s.centerx, s.top + 66 + 20 * i), palette.MUTED)
        for (label, help_text, y), kind in zip(self.row_tops, self.row_kinds):
            if kind == "seats" and self.seats_full_row:
                continue     # the seat buttons take the whole row
            shown = text.ellipsize(label, 21, self.label_room(kind), True)   # a tap on it shows it all
            img = text.render(shown, 21, palette.TEXT, True)
            top = y + (self.row_h - 8 - img.get_height()) // 2 if self.compact else y
            surface.blit(img, (s.left + 18, top))
            # a small "?" says the name can be tapped for the whole explanation
            q = (s.left + 18 + img.get_width() + 14, top + img.get_height() // 2)
            if q[0] + 10 < s.left + 18 + self.label_room(kind):
                pygame.draw.circle(surface, palette.MUTED, q, 9, 2)
                text.blit_centred(surface, "?", 14, q, palette.MUTED, bold=True)
            if self.compact:
                continue
            width = self.label_room(kind) - 6
            help_lines = text.wrap(help_text, 15, width)
            fits = max(1, (self.row_h - 30) // 17)
            if len(help_lines) > fits:
                tap = t("menu.tap_for_more")
                help_lines = text.wrap(help_text, 15, width - text.font(15).size(" " + tap)[0])[:fits]
                help_lines[-1] = text.ellipsize(help_lines[-1].rstrip(" .,;") + "…", 15,
                                                width - text.font(15).size(" " + tap)[0]) + " " + tap
            for j, line in enumerate(help_lines):
                surface.blit(text.render(line, 15, palette.MUTED), (s.left + 18, y + 26 + 17 * j))
        # Each seat button stands on a bar of its seat's colour, so a seat reads the same here as on the board.
        for i, r in enumerate(self.seat_rects):
            pygame.draw.rect(surface, palette.SEAT_COLOURS[i % len(palette.SEAT_COLOURS)],
                             (r.left + 6, r.bottom + 2, r.width - 12, 4), border_radius=2)
        if self.error and not self.compact:
            for i, line in enumerate(text.wrap(self.error, 18, s.width - 40, True)[:2]):
                text.blit_centred(surface, line, 18, (s.centerx, s.bottom - 128 + 22 * i), palette.DANGER, bold=True)
        elif self.hint and not self.compact:
            top = self.row_tops[-1][2] + self.row_h if self.row_tops else s.top + 100
            lines = text.wrap(self.hint, 16, s.width - 40)
            fits = max(0, (s.bottom - 92 - top) // 19)
            for i, line in enumerate(lines[:fits]):
                text.blit_centred(surface, line, 16, (s.centerx, top + 10 + 19 * i), palette.ACCENT)

        if self.notice:
            for i, line in enumerate(text.wrap(self.notice, 16, self.cards_rect.width)[:2]):
                img = text.render(line, 16, palette.DANGER, True)
                surface.blit(img, (self.cards_rect.left, self.title_h - 40 + 18 * i))

    def _paint_card(self, surface, spec, rect, selected: bool, saved: bool = False) -> None:
        pygame.draw.rect(surface, palette.darken(spec.accent, 0.55 if selected else 0.78), rect, border_radius=20)
        pygame.draw.rect(surface, spec.accent if selected else palette.darken(spec.accent, 0.3), rect,
                         5 if selected else 2, border_radius=20)
        # The icon: a small cluster of hexes in the game's colour.
        cx, cy, r = rect.left + rect.height // 2 + 6, rect.centery, rect.height * 0.16
        for dq, dr in ((0, 0), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)):
            x = cx + r * math.sqrt(3) * (dq + dr / 2)
            y = cy + r * 1.5 * dr
            pts = [(x + r * 0.92 * math.cos(math.radians(60 * i - 30)), y + r * 0.92 * math.sin(math.radians(60 * i - 30)))
                   for i in range(6)]
            pygame.draw.polygon(surface, spec.accent if (dq, dr) == (0, 0) else palette.lighten(spec.accent, 0.1)
                                if (dq + dr) % 2 else palette.darken(spec.accent, 0.2), pts)
        tx = rect.left + rect.height + 18
        title_size = max(20, min(30, rect.height // 4))
        while title_size > 15 and text.font(title_size, True).size(spec.title)[0] > rect.right - tx - 10:
            title_size -= 1       # a narrow card (a small window) takes a smaller name rather than cutting it
        img = text.render(spec.title, title_size, palette.TEXT, True)
        detail = players_words(spec.players)
        lines = [text.ellipsize(detail, 16, rect.right - tx - 10)] + text.wrap(spec.tagline, 16, rect.right - tx - 14)
        room = max(1, (rect.height - title_size - 22) // 19)
        lines = lines[:room]
        top = rect.centery - (title_size + 6 + 19 * len(lines)) // 2
        surface.blit(img, (tx, top))
        for i, line in enumerate(lines):
            surface.blit(text.render(line, 16, palette.MUTED), (tx, top + title_size + 8 + 19 * i))
        if saved:   # a game of this entry is waiting to be continued: said where it leaves the name readable
            title_rect = img.get_rect(topleft=(tx, top))
            for word in (t("menu.card.in_progress"), t("menu.card.saved")):
                label = text.render(word, 14, palette.GOOD, True)
                where = label.get_rect(topright=(rect.right - 14, rect.top + 8))
                if not where.colliderect(title_rect):
                    surface.blit(label, where)
                    break
            else:   # a narrow card: a green dot in its corner (Continue names the game in words)
                pygame.draw.circle(surface, palette.GOOD, (rect.right - 14, rect.bottom - 14), 6)
