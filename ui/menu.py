"""The title screen: the games as big cards on the left, the chosen game's set-up on the right.

Tap a card to choose a game, tap a number to choose how many play, tap an option to cycle its value (its
one-line explanation sits under it), then Play. A combination the engine refuses is explained in red and Play
waits until it is fixed.
"""
from __future__ import annotations

import math

import pygame
import pygame_gui

from ui import palette, saves, text
from ui.hexview import CachedSurface
from ui.scene import Scene


class MenuScene(Scene):
    def __init__(self, selected: str | None = None, seed: int | None = None):
        super().__init__()
        self.games: dict = {}    # the registry, handed to the App by main.py (ui never imports games/)
        self.selected = selected
        self.seed = seed
        self.choices: dict[str, dict] = {}   # per game: {'players': n, option key: value}
        self.error = ""
        self.background = CachedSurface(self._paint_background)
        self.panel = CachedSurface(self._paint_panel)
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
            self.choices[spec.key] = {"players": spec.default_players, "table": False, **spec.default_options()}
        return self.choices[spec.key]

    def options(self) -> dict:
        return {k: v for k, v in self.current().items() if k not in ("players", "table")}

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
        self.app.push(self.spec.make_scene(cur["players"], self.seed, self.options(), table=cur["table"]))

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
        y = s.top + 96
        rows = 2 + len(spec.options)
        row_h = max(46, min(74, (s.height - 96 - 100) // max(1, rows)))
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
            self.play_button = self.button((s.right - 16 - half, s.bottom - 84, half, 76), "Play", "#big_button")
            label = f"Continue {spec.title}"
            if text.font(22, True).size(label)[0] > half - 24:
                label = "Continue"
            self.continue_button = self.button((s.left + 16, s.bottom - 84, half, 76), label, "#choice_on",
                                               tool_tip="Carry on with the game that was running when Hexcade closed")
        else:
            self.play_button = self.button((s.centerx - 150, s.bottom - 84, 300, 76), "Play", "#big_button")
        if self.error:
            self.play_button.disable()
        self.panel.invalidate()

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

    # -- drawing -----------------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        size = surface.get_size()
        surface.blit(self.background.get(size), (0, 0))
        surface.blit(self.panel.get(size, (self.selected, self.error, self.notice, self.hint, tuple(self.saved))),
                     (0, 0))

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
        for i, line in enumerate(text.wrap(self.spec.tagline, 18, s.width - 40)[:2]):
            text.blit_centred(surface, line, 18, (s.centerx, s.top + 66 + 20 * i), palette.MUTED)
        for label, help_text, y in self.row_tops:
            img = text.render(label, 21, palette.TEXT, True)
            surface.blit(img, (s.left + 18, y))
            width = s.width - (self.players_width if label == "Players" else self.option_width) - 50
            help_lines = text.wrap(help_text, 15, width)
            fits = max(1, (self.row_h - 30) // 17)
            if len(help_lines) > fits:
                help_lines = help_lines[:fits]
                help_lines[-1] = help_lines[-1].rstrip(" .,;") + "…"
            for j, line in enumerate(help_lines):
                surface.blit(text.render(line, 15, palette.MUTED), (s.left + 18, y + 26 + 17 * j))
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
