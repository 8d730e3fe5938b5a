"""The title screen: the games as big cards on the left, the chosen game's set-up on the right.

Tap a card to choose a game, tap a number to choose how many play, tap a seat to choose who plays it (Human ->
Easy -> Medium -> Hard -> Expert computer -> Human; remembered per game in the prefs file), tap an option to cycle
its value (its one-line explanation sits under it), then Play. A combination the engine refuses is explained in red and Play
waits until it is fixed.
"""
from __future__ import annotations

import math

import pygame
import pygame_gui

from ui import memory, palette, prefs, saves, text
from ui.seats import CONTROLLERS, HUMAN
from ui.hexview import CachedSurface
from ui.scene import Scene


SEAT_WORDS = {"human": ("Human", "Hum.", "Hu"), "easy": ("Easy", "Easy", "Ea"), "medium": ("Medium", "Med.", "Me"),
              "hard": ("Hard", "Hard", "Ha"), "expert": ("Expert", "Exp.", "Ex")}   # shorter as buttons narrow
SEATS_HELP = "Who plays each seat: a person, or the computer at a level. Tap one to change it."
NOT_CHOICES = ("players", "table", "seats")   # what current() holds besides the game's options


class MenuScene(Scene):
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
        self.hint = ""         # the full explanation of the option last touched

    def enter(self, app) -> None:
        self.games = app.games
        if self.selected not in self.games:
            self.selected = next(iter(self.games))
        self.saved = saves.saved_entries(self.games)
        super().enter(app)

    def uncover(self) -> None:
        """Back from a game: which entries can be continued may have changed."""
        self.saved = saves.saved_entries(self.games)
        self.rebuild_ui()
        super().uncover()

    def continue_saved(self) -> None:
        saved, problem = saves.load_saved(self.selected, self.games)
        if saved is None:
            self.notice = problem or ""
            self.saved = saves.saved_entries(self.games)
            self.rebuild_ui()
            return
        spec = saved["spec"]
        from ui.seats import Seat
        try:
            seats = [Seat.from_dict(s) for s in saved.get("seats") or []] or None
        except (KeyError, TypeError, ValueError):
            seats = None
        scene = spec.make_scene(saved["players"], saved["seed"], saved["options"], state=saved["state"],
                                seats=seats, history=saved["history"], table=self.current()["table"])
        self.app.push(scene)

    # -- choices -----------------------------------------------------------------------------------------------
    @property
    def spec(self):
        return self.games[self.selected]

    def current(self) -> dict:
        spec = self.spec
        if spec.key not in self.choices:
            self.choices[spec.key] = {"players": spec.default_players, "table": False,
                                      "seats": prefs.seat_choices(spec.key), **spec.default_options()}
        return self.choices[spec.key]

    def options(self) -> dict:
        return {k: v for k, v in self.current().items() if k not in NOT_CHOICES}

    def controllers(self) -> list[str]:
        """Who plays each seat of the chosen player count."""
        cur = self.current()
        return cur["seats"][:cur["players"]]

    def cycle_seat(self, seat: int) -> None:
        """Human -> Easy -> Medium -> Hard -> Expert -> Human, remembered for this entry (and in the prefs file)."""
        seats = self.current()["seats"]
        seats[seat] = CONTROLLERS[(CONTROLLERS.index(seats[seat]) + 1) % len(CONTROLLERS)]
        prefs.remember_seats(self.selected, seats)
        who = "a person" if seats[seat] == HUMAN else f"the computer ({seats[seat]})"
        self.hint = f"Seat {seat + 1} is played by {who}."
        self.rebuild_ui()

    def validate(self) -> str:
        """The engine's own reason why this set-up cannot start, or '' when it can."""
        try:
            self.spec.new_game(self.current()["players"], 0, self.options())
        except ValueError as exc:
            return str(exc)
        return ""

    def select(self, key: str) -> None:
        if key != self.selected:
            self.selected = key
            self.hint = ""
            self.rebuild_ui()

    def cycle(self, option) -> None:
        cur = self.current()
        i = option.choices.index(cur[option.key]) if cur[option.key] in option.choices else -1
        cur[option.key] = option.choices[(i + 1) % len(option.choices)]
        self.hint = f"{option.label}: {option.help}"
        self.rebuild_ui()

    def set_players(self, n: int) -> None:
        self.current()["players"] = n
        self.rebuild_ui()

    def toggle_table(self, _=None) -> None:
        cur = self.current()
        cur["table"] = not cur["table"]
        self.hint = ("Table: each player's name, score and buttons sit along their own edge, facing them."
                     if cur["table"] else "Window: the board with one side panel for everyone.")
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
        self.title_h = max(90, min(130, h // 6))
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
        split = int(w * 0.5)
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
        rows = 3 + len(spec.options)
        # A short window (640x480) is compact: no tagline, no help lines (a tap on a row's name still explains
        # it), smaller rows and Play button, so that as many rows as possible stay above Play.
        self.compact = (s.height - 96 - 100) // max(1, rows) < 46
        self.header = 62 if self.compact else 96
        self.play_h = 58 if self.compact else 76
        y = s.top + self.header
        row_h = max(40 if self.compact else 46, min(74, (s.height - self.header - self.play_h - 24) // max(1, rows)))
        self.row_h = row_h
        self.row_tops = []
        # Players: one button per allowed count.
        self.row_tops.append(("Players", "How many people play (pass the device or sit around it).", y))
        counts = spec.players
        bw = max(48, min(80, int(s.width * 0.6) // len(counts) - 8))  # never below a 48 px touch target
        self.players_width = len(counts) * (bw + 8)
        for i, n in enumerate(counts):
            label = spec.player_labels.get(n, str(n))
            r = (s.right - 16 - (len(counts) - i) * (bw + 8), y, bw, row_h - 10)
            b = self.button(r, label, "#choice_on" if n == cur["players"] else None)
            self.widgets[b] = (self.set_players, n)
        y += row_h
        self.build_seat_row(y, row_h)
        y += row_h
        # Option buttons are as wide as their longest value needs (within half the panel), so nothing is cut.
        widest = max((text.font(22, True).size(o.label_of(v))[0] for o in spec.options for v in o.choices),
                     default=150)
        self.option_width = int(min(s.width * 0.55, max(200, widest + 44)))
        self.row_tops.append(("Layout", "Window, or Table: everyone's controls face their own edge.", y))
        r = (s.right - 16 - self.option_width, y, self.option_width, row_h - 10)
        b = self.button(r, "Table" if cur["table"] else "Window", "#choice_on" if cur["table"] else None)
        self.widgets[b] = (self.toggle_table, None)
        y += row_h
        for opt in spec.options:
            self.row_tops.append((opt.label, opt.help, y))
            r = (s.right - 16 - self.option_width, y, self.option_width, row_h - 10)
            b = self.button(r, opt.label_of(cur[opt.key]))
            self.widgets[b] = (self.cycle, opt)
            y += row_h
        self.continue_button = None
        if self.selected in self.saved:
            # Two big buttons side by side: carry on with the saved game, or play the one chosen here.
            half = (s.width - 48) // 2
            self.play_button = self.button((s.right - 16 - half, s.bottom - self.play_h - 8, half, self.play_h), "Play", "#big_button")
            label = f"Continue {spec.title}"
            if text.font(22, True).size(label)[0] > half - 24:
                label = "Continue"
            self.continue_button = self.button((s.left + 16, s.bottom - self.play_h - 8, half, self.play_h), label, "#choice_on",
                                               tool_tip="Carry on with the game that was running when Hexcade closed")
        else:
            self.play_button = self.button((s.centerx - 150, s.bottom - self.play_h - 8, 300, self.play_h), "Play", "#big_button")
        if self.error:
            self.play_button.disable()
        self.panel.invalidate()

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
        self.row_tops.append(("Seats", SEATS_HELP, y))
        font = text.font(18, True)
        self.seat_rects = []
        for i, who in enumerate(self.controllers()):
            words = SEAT_WORDS.get(who, (who,))
            full = words[0]
            label = next((w for w in words if font.size(w)[0] + 22 <= bw), words[-1])
            r = pygame.Rect(s.right - 16 - (n - i) * (bw + 6) + 6, y, bw, row_h - 10)
            b = self.button(r, label, "#small_button", tool_tip=f"Seat {i + 1}: {full}. Tap to change.")
            self.widgets[b] = (self.cycle_seat, i)
            self.seat_rects.append(r)

    # -- input -------------------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.play_button:
                self.start()
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
                self.app.running = False
                return True
        return False

    def pointer(self, event) -> None:
        if event.kind != "tap":
            return
        for label, help_text, y in self.row_tops:
            if self.setup_rect.left < event.pos[0] < self.setup_rect.centerx and y <= event.pos[1] < y + self.row_h:
                self.hint = f"{label}: {help_text}"  # a tap on an option's name explains it in full
                self.panel.invalidate()
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

    # -- drawing -----------------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        size = surface.get_size()
        surface.blit(self.panel.get(size, (self.selected, self.error, self.notice, self.hint, tuple(self.saved))),
                     (0, 0))

    def _paint_screen(self, surface) -> None:
        size = surface.get_size()
        surface.blit(self.background.get(size), (0, 0))
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
        text.blit_centred(surface, "HEXCADE", int(self.title_h * 0.55), (w // 2, self.title_h // 2 - 6),
                          palette.ACCENT, bold=True, shadow=True)
        text.blit_centred(surface, "five abstract games for one table", max(16, self.title_h // 6),
                          (w // 2, int(self.title_h * 0.86)), palette.MUTED)

    def _paint_panel(self, surface) -> None:
        for key, rect in self.card_rects.items():
            self._paint_card(surface, self.games[key], rect, key == self.selected, key in self.saved)
        s = self.setup_rect
        pygame.draw.rect(surface, (*palette.PANEL, 235), s, border_radius=22)
        pygame.draw.rect(surface, self.spec.accent, s, 3, border_radius=22)
        text.blit_centred(surface, self.spec.title, 36, (s.centerx, s.top + 34), self.spec.accent, bold=True)
        for i, line in enumerate(text.wrap(self.spec.tagline, 18, s.width - 40)[:0 if self.compact else 2]):
            text.blit_centred(surface, line, 18, (s.centerx, s.top + 66 + 20 * i), palette.MUTED)
        for label, help_text, y in self.row_tops:
            if label == "Seats" and self.seats_full_row:
                continue     # the seat buttons take the whole row
            img = text.render(label, 21, palette.TEXT, True)
            surface.blit(img, (s.left + 18, y))
            if self.compact:
                continue
            used = {"Players": self.players_width, "Seats": self.seats_width}.get(label, self.option_width)
            width = s.width - used - 50
            help_lines = text.wrap(help_text, 15, width)
            fits = max(1, (self.row_h - 30) // 17)
            if len(help_lines) > fits:
                help_lines = help_lines[:fits]
                help_lines[-1] = help_lines[-1].rstrip(" .,;") + "…"
            for j, line in enumerate(help_lines):
                surface.blit(text.render(line, 15, palette.MUTED), (s.left + 18, y + 26 + 17 * j))
        # Each seat button stands on a bar of its seat's colour, so a seat reads the same here as on the board.
        for i, r in enumerate(self.seat_rects):
            pygame.draw.rect(surface, palette.SEAT_COLOURS[i % len(palette.SEAT_COLOURS)],
                             (r.left + 6, r.bottom + 2, r.width - 12, 4), border_radius=2)
        if self.error:
            for i, line in enumerate(text.wrap(self.error, 18, s.width - 40, True)[:2]):
                text.blit_centred(surface, line, 18, (s.centerx, s.bottom - 128 + 22 * i), palette.DANGER, bold=True)
        elif self.hint:
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
        img = text.render(spec.title, title_size, palette.TEXT, True)
        players = "Solo or " if 1 in spec.players else ""
        counts = [p for p in spec.players if p != 1]
        consecutive = counts == list(range(counts[0], counts[-1] + 1)) and len(counts) > 2
        detail = players + (f"{counts[0]}-{counts[-1]}" if consecutive else ", ".join(map(str, counts))) + " players"
        lines = [detail] + text.wrap(spec.tagline, 16, rect.right - tx - 14)
        room = max(1, (rect.height - title_size - 22) // 19)
        lines = lines[:room]
        top = rect.centery - (title_size + 6 + 19 * len(lines)) // 2
        surface.blit(img, (tx, top))
        for i, line in enumerate(lines):
            surface.blit(text.render(line, 16, palette.MUTED), (tx, top + title_size + 8 + 19 * i))
        if saved:   # a game of this entry is waiting to be continued
            img = text.render("game in progress", 14, palette.GOOD, True)
            surface.blit(img, img.get_rect(topright=(rect.right - 14, rect.top + 8)))
