"""The settings screen (issue 13), opened by Settings on the title screen: one big button per setting, each tap
moves it to its next value, saved at once (ui/storage/prefs.py: settings.json, by the saves' writer thread) and applied
at once where it can be (language, sound, volume, animation speed, marks, the attract timer); kiosk mode at the
next start.

The rows are data (`Row`: its name, what it says, what a tap does), so a new setting is one more row. Their words
are keys of settings.<language>.json (ui/base/lang.py), looked up when drawn, so a new language shows at once.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame
import pygame_gui

from ui.base import lang, palette
from ui.storage import prefs
from ui.kit import sound, text
from ui.base.lang import t
from ui.kit.overlays import draw_panel, panel_rect
from ui.kit.scene import Scene
from ui.kit.spread import DrawnNextFrame

VOLUMES = (0.0, 0.2, 0.4, 0.6, 0.8, 1.0)
ATTRACT_AFTER = (0, 60, 90, 180)          # seconds; 0: never
STILL_PLAYING_AFTER = (60, 120, 300)
MIN_ROW = 56      # a button 48 px high at least, with its gap
SMALL_ROW = 48    # in a small window (640x480), when two columns of MIN_ROW do not fit: buttons 40 px high
LABEL_SIZE = 22   # the theme's button font
SMALL_LABEL = 18  # the theme's small buttons' font: a row whose words fit no other way (a longer language, 640x480)
TWO_COLUMNS_MIN = 300   # a column's least width when there are two
BUTTON_AREA = 39000     # px^2: pygame-gui keeps the pictures of smaller buttons and reuses them
TITLE_H = 84      # the panel's title
FOOT_H = 112      # the explanation line and Back
SHORT_FOOT_H = 44  # a short window's: the explanation line only (Back goes up beside the title)
BACK_TOP = (120, 52)   # Back's size there


def next_of(values: tuple, current) -> object:
    """The value after `current` in `values`, round again (a value not in the list, e.g. set in the file by hand,
    goes to the next larger one)."""
    larger = [v for v in values if v > current]
    return larger[0] if larger else values[0]


def seconds_word(value) -> str:
    return t("settings.off") if not value else t("settings.seconds", n=int(value))


def on_off(on: bool) -> str:
    return t("settings.on") if on else t("settings.off")


@dataclass
class Row:
    key: str                       # its words: settings.<key>.name, .help and .short (the name when narrow)
    value: Callable[[], str]       # what it is now, in a word or two
    tap: Callable[[], str]         # change it to the next value; returns a sentence saying what happened

    @property
    def name(self) -> str:
        return t(f"settings.{self.key}.name")

    @property
    def short(self) -> str:
        return t(f"settings.{self.key}.short")

    @property
    def help(self) -> str:
        return t(f"settings.{self.key}.help")


class SettingsScene(DrawnNextFrame, Scene):     # (built in one frame, drawn in the next: issue 28)
    def __init__(self):
        super().__init__()
        self.said = t("settings.said")
        self.rows = self.make_rows()
        self.buttons: dict = {}

    # -- the settings --------------------------------------------------------------------------------------------
    def make_rows(self) -> list[Row]:
        return [
            Row("language", lambda: lang.name_of(lang.current()), self.tap_language),
            Row("sound", lambda: on_off(sound.is_on()), self.tap_sound),
            Row("volume", lambda: t("settings.percent", n=round(sound.volume() * 100)), self.tap_volume),
            Row("animation", lambda: t(f"settings.speed.{prefs.display_settings()['animation']}"),
                self.tap_animation),
            Row("marks", lambda: on_off(prefs.display_settings()["marks"]), self.tap_marks),
            Row("rotate", lambda: t("settings.degrees", n=self.app.rotation if self.app else 0), self.tap_rotate),
            Row("table", self.table_word, self.tap_table),
            Row("computers", self.computers_word, self.tap_computers),
            Row("attract", lambda: seconds_word(prefs.event_settings()["attract_after"]), self.tap_attract),
            Row("kiosk", lambda: on_off(prefs.event_settings()["kiosk"]), self.tap_kiosk),
            Row("still", lambda: seconds_word(prefs.event_settings()["still_playing_after"]), self.tap_still),
        ]

    def tap_language(self) -> str:
        """The next language, at once and from now on (the screen is laid out again in it)."""
        code = lang.next_language(lang.current())
        prefs.remember_display("language", code)
        if self.app is not None:
            self.app.set_language(code)
        else:
            lang.use(code)
        return t("settings.language.said", language=lang.name_of(code))

    def tap_sound(self) -> str:
        return t("settings.sound.on") if sound.toggle_mute() else t("settings.sound.off")

    def tap_volume(self) -> str:
        sound.set_volume(next_of(VOLUMES, round(sound.volume(), 2)))
        return t("settings.volume.said", n=round(sound.volume() * 100))

    def tap_animation(self) -> str:
        speeds = list(prefs.ANIMATION_SPEEDS)
        now = prefs.display_settings()["animation"]
        prefs.remember_display("animation", speeds[(speeds.index(now) + 1) % len(speeds)])
        return t("settings.animation.said", speed=t(f"settings.speed.{prefs.display_settings()['animation']}"))

    def tap_marks(self) -> str:
        prefs.remember_marks(not prefs.display_settings()["marks"])
        return t("settings.marks.on") if prefs.MARKS["on"] else t("settings.marks.off")

    def tap_rotate(self) -> str:
        """The picture turned a quarter more, clockwise, at once and from now on (a screen mounted on its side;
        the touch input turns with it; --rotate overrides it for one run)."""
        degrees = next_of(prefs.ROTATIONS, self.app.rotation)
        prefs.remember_display("rotate", degrees)
        self.app.set_rotation(degrees)
        return t("settings.rotate.said", n=degrees)

    def enter(self, app) -> None:
        super().enter(app)
        remembered = self.remembered_words()
        if remembered:      # the row's button has room for a count only: the line under the rows names them
            self.said = t("settings.computers.remembered", games=remembered)

    def remembered_words(self) -> str:
        games = self.app.games if self.app is not None else {}
        return "; ".join(f"{games[k].title if k in games else k} ({', '.join(levels)})"
                         for k, levels in prefs.computer_seats().items())

    def entries(self) -> list:
        return list(self.app.games) if self.app is not None else []

    def table_word(self) -> str:
        """How many entries open in the table layout (each entry's Layout row on the title screen sets its own)."""
        entries = self.entries()
        on = sum(prefs.table_mode(k) for k in entries)
        if entries and on == len(entries):
            return t("settings.table.all")
        return t("settings.table.games", count=on) if on else t("settings.none")

    def tap_table(self) -> str:
        """Every entry to the table layout (an event's touch table), or, when all are, every one to a window."""
        entries = self.entries()
        every = not (entries and all(prefs.table_mode(k) for k in entries))
        for key in entries:
            prefs.remember_table(key, every)
        return t("settings.table.on") if every else t("settings.table.off")

    def computers_word(self) -> str:
        remembered = prefs.computer_seats()
        return t("settings.computers.games", count=len(remembered)) if remembered else t("settings.none")

    def tap_computers(self) -> str:
        said = self.remembered_words()
        if not said:
            return t("settings.computers.nobody")
        prefs.forget_seats()
        return t("settings.computers.forgot", games=said)

    def tap_event(self, key: str, values: tuple) -> str:
        prefs.remember_event(key, next_of(values, prefs.event_settings()[key]))
        if self.app is not None:
            self.app.attendant.reload()
        return ""

    def tap_attract(self) -> str:
        self.tap_event("attract_after", ATTRACT_AFTER)
        after = prefs.event_settings()["attract_after"]
        return t("settings.attract.after", n=int(after)) if after else t("settings.attract.never")

    def tap_kiosk(self) -> str:
        prefs.remember_event("kiosk", not prefs.event_settings()["kiosk"])
        return t("settings.kiosk.on") if prefs.event_settings()["kiosk"] else t("settings.kiosk.off")

    def tap_still(self) -> str:
        self.tap_event("still_playing_after", STILL_PLAYING_AFTER)
        return t("settings.still.said", n=int(prefs.event_settings()["still_playing_after"]))

    def label(self, row: Row) -> str:
        return self.fitted_label(row)[0]

    def fitted_label(self, row: Row) -> tuple[str, int]:
        """"Name: value" as it fits the button, and in which type: the name, else the short name, in the buttons'
        22 px bold, else in the small buttons' 18 px; only where neither fits, for the language its name alone (it
        says what it is), else the short name cut with … so that the value shows whole."""
        room = getattr(self, "col_w", 1000) - 28
        value = row.value()
        for size in (LABEL_SIZE, SMALL_LABEL):
            for name in (row.name, row.short):
                if text.font(size, True).size(f"{name}: {value}")[0] <= room:
                    return f"{name}: {value}", size
        font = text.font(SMALL_LABEL, True)
        if row.key == "language" and font.size(value)[0] <= room:
            return value, SMALL_LABEL
        name_room = max(24, room - font.size(f": {value}")[0])
        return f"{text.ellipsize(row.short, SMALL_LABEL, name_room, True)}: {value}", SMALL_LABEL

    # -- layout ------------------------------------------------------------------------------------------------
    def layout(self, size) -> None:
        w, h = size
        # a short window (640x480): the panel takes nearly all the height and its title less, so that two
        # columns of 48 px buttons still fit
        small = h < 600
        self.rect = panel_rect(size, 1000, h - 40)
        if small:
            self.rect = self.rect.inflate(0, 24)
        self.title_h = TITLE_H - (12 if small else 0)
        # (640x480: two columns of eleven 48 px rows fit only with Back beside the title)
        self.foot_h = SHORT_FOOT_H if small else FOOT_H
        room = self.rect.height - self.title_h - self.foot_h
        inner = self.rect.width - 48
        # Two columns where they fit: a pygame-gui button larger than 40000 px^2 is never cached and costs
        # 15-17 ms to make (ten of them, one wide column at 1920x1080, made the screen 170 ms to open)
        self.columns = 2 if inner >= 2 * TWO_COLUMNS_MIN or room // len(self.rows) < MIN_ROW else 1
        per_column = -(-len(self.rows) // self.columns)
        self.col_w = (inner - 16 * (self.columns - 1)) // self.columns
        tallest = min(90, BUTTON_AREA // max(1, self.col_w) + 8)
        self.row_h = max(MIN_ROW if room // per_column >= MIN_ROW else SMALL_ROW, min(tallest, room // per_column))
        needed = self.title_h + per_column * self.row_h + self.foot_h + 12
        if needed < self.rect.height:       # no empty half panel in a tall window: as high as its rows
            self.rect = pygame.Rect(self.rect.left, self.rect.centery - needed // 2, self.rect.width, needed)
        self.row_rects = []
        for i in range(len(self.rows)):
            col, line = divmod(i, per_column)
            self.row_rects.append(pygame.Rect(self.rect.left + 24 + col * (self.col_w + 16),
                                              self.rect.top + self.title_h + line * self.row_h, self.col_w,
                                              self.row_h - 8))

    def build_ui(self) -> None:
        self.buttons = {}
        self.label_sizes = {}
        for row, rect in zip(self.rows, self.row_rects):
            words, size = self.fitted_label(row)
            button = self.button(rect, words, "#small_button" if size == SMALL_LABEL else None, tool_tip=row.help)
            self.buttons[button] = row
            self.label_sizes[row.key] = size
        bw = min(300, self.rect.width - 48)
        back = ((self.rect.left + 16, self.rect.top + 12, *BACK_TOP) if self.foot_h == SHORT_FOOT_H else
                (self.rect.centerx - bw // 2, self.rect.bottom - 70, bw, 60))
        self.back = self.button(back, t("hexcade.back"),
                                "#small_button")

    def refresh(self) -> None:
        if any(self.fitted_label(row)[1] != self.label_sizes.get(row.key) for row in self.buttons.values()):
            self.rebuild_elements()     # a value that needs the other type (made with the button)
            return
        for button, row in self.buttons.items():
            button.set_text(self.label(row))

    # -- input -------------------------------------------------------------------------------------------------
    def choose(self, key: str) -> None:
        """Tap the row named `key` (the buttons; tests)."""
        row = next(r for r in self.rows if r.key == key)
        self.said = row.tap() or self.said
        self.refresh()

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
                return True
            row = self.buttons.get(event.ui_element)
            if row is not None:
                self.choose(row.key)
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return False

    def draw(self, surface) -> None:
        surface.fill(palette.BACKGROUND)
        draw_panel(surface, self.rect, t("settings.title"), BACK_TOP[0] + 24 if self.foot_h == SHORT_FOOT_H else 0)
        lines = text.wrap(self.said, 17, self.rect.width - 48)[:2]
        for i, line in enumerate(lines):
            text.blit_centred(surface, line, 17, (self.rect.centerx, self.rect.bottom - self.foot_h + 6 + 19 * i),
                              palette.ACCENT)
