"""An entry's lessons: one big button per lesson with the stars earned in it, Play your first game, and Back (and
Set up a position, for a game with a set-up board: ui/play/setupmode.py).

Opened from the title screen's Learn button (ui/screens/menu/learn.py), from a lesson's "All lessons", and by
`--learn GAME`. A tap on a lesson opens it on the real board (ui/play/lessonmode.py). A lesson file that cannot be
read is said in one sentence and nothing else happens.
"""
from __future__ import annotations

import pygame
import pygame_gui

from ui.base import palette
from ui.base.lang import t
from ui.kit import text
from ui.kit.overlays import draw_panel, panel_rect
from ui.kit.scene import Scene
from ui.kit.spread import DrawnNextFrame
from ui.play.lessonband import draw_stars
from ui.play.lessondata import course
from ui.play.lessonmode import first_game, lesson_scene
from ui.play.setupmode import has_setup, open_setup
from ui.storage import prefs, progress

ROW_H = 66


class LessonsScene(DrawnNextFrame, Scene):     # (built in one frame, drawn in the next: issue 28)
    def __init__(self, spec):
        super().__init__()
        self.spec = spec
        self.problem = ""
        try:
            self.course = course(spec)
        except (OSError, ValueError) as exc:
            self.course, self.problem = None, t("learn.unreadable", reason=type(exc).__name__)
        self.rows: list = []          # (a lesson's button's rect, its stars)
        self.words = ("", "")
        self.actions: dict = {}
        self.has_setup = has_setup(spec)
        self.setup_row = 0           # the Set up a position button's own row above the last, where there is room

    def enter(self, app) -> None:
        progress.mark_offered(self.spec.key)    # (when shown: a list only laid out offstage offers nothing)
        super().enter(app)

    @property
    def lessons(self) -> tuple:
        return self.course.lessons if self.course else ()

    def layout(self, size) -> None:
        w, h = size
        n = len(self.lessons)
        self.top = 84 + (30 if w >= 700 else 24)
        room = h - 40 - self.top - 96
        self.columns = 1 if n * ROW_H <= room or w < 700 else 2
        per_column = -(-n // self.columns) if n else 1
        # (a short window: the button shares the last row instead, rather than pushing the lessons off the panel)
        self.setup_row = 70 if self.has_setup and per_column * 52 <= room - 70 else 0
        room -= self.setup_row
        self.pitch = max(52, min(ROW_H, room // max(1, per_column)))
        width = 640 if self.columns == 1 else 1000
        self.rect = panel_rect(size, width, self.top + per_column * self.pitch + 96 + self.setup_row)

    def build_ui(self) -> None:
        self.actions, self.rows = {}, []
        r = self.rect
        n = len(self.lessons)
        per_column = -(-n // self.columns) if n else 1
        col_w = (r.width - 48 - 16 * (self.columns - 1)) // self.columns
        for i, lesson in enumerate(self.lessons):
            col, row = divmod(i, per_column)
            rect = pygame.Rect(r.left + 24 + col * (col_w + 16), r.top + self.top + row * self.pitch,
                               col_w, self.pitch - 10)
            words = t("learn.list.row", n=i + 1, title=t(self.course.say_key(lesson.title_key)))
            star_room = 3 * 26 + 16
            rect.width -= star_room         # (the stars beside it: a button would cover what is drawn under it)
            label = text.ellipsize(words, 20, rect.width - 20, True)
            b = self.button(rect, label, "#choice_on" if progress.stars(self.spec.key, lesson.key) == 0
                            and i == self.next_index() else "#small_button")
            self.actions[b] = lambda i=i: self.open_lesson(i)
            self.rows.append((rect, progress.stars(self.spec.key, lesson.key)))
        # the words drawn in every frame, worked out here (built again on a resize or a language switch)
        line = text.ellipsize(self.problem or t("learn.list.line", count=len(self.lessons)), 18, r.width - 48)
        self.words = (t("learn.list.title", game=self.spec.title), line)
        y = r.bottom - 80
        shared = self.has_setup and not self.setup_row
        bw = min(300, (r.width - 72) // (3 if shared else 2))
        left = r.centerx - bw - 12 - (bw // 2 + 12 if shared else 0)
        first = self.button((left, y, bw, 62), text.ellipsize(t("learn.first_game"), 18, bw - 16, True),
                            "#small_button")
        back = self.button((left + (2 if shared else 1) * (bw + 24), y, bw, 62),
                           text.ellipsize(t("learn.back"), 18, bw - 16, True),
                           "#small_button")
        self.actions[first] = self.play_first_game
        self.actions[back] = self.app.pop
        if self.has_setup:
            wide = bw if shared else 2 * bw + 24
            where = (left + bw + 24, y) if shared else (r.centerx - wide // 2, y - self.setup_row)
            setup = self.button((*where, wide, 62 if shared else 58),
                                text.ellipsize(t("setup.button"), 18, wide - 16, True), "#small_button")
            self.actions[setup] = self.set_up
        if not self.lessons:
            first.disable()

    def next_index(self) -> int:
        """The first lesson without stars (the one to take next)."""
        return next((i for i, lesson in enumerate(self.lessons)
                     if progress.stars(self.spec.key, lesson.key) == 0), -1)

    def open_lesson(self, index: int) -> None:
        self.app.push(self.lesson(index))

    def lesson(self, index: int):
        """The index-th lesson's scene (ui/kit/warmup.py lays the first out offstage)."""
        return lesson_scene(self.spec, index, table=prefs.table_mode(self.spec.key))

    def play_first_game(self) -> None:
        self.app.reset_to(first_game(self.spec, prefs.table_mode(self.spec.key)))

    def set_up(self) -> None:
        open_setup(self.app, self.spec, table=prefs.table_mode(self.spec.key))

    def uncover(self) -> None:
        self.rebuild_ui()       # (stars earned meanwhile)
        super().uncover()

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            self.actions[event.ui_element]()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return False

    def draw(self, surface) -> None:
        title, line = self.words
        surface.fill(palette.BACKGROUND)
        draw_panel(surface, self.rect, title)
        text.blit_centred(surface, line, 18, (self.rect.centerx, self.rect.top + self.top - 22),
                          palette.DANGER if self.problem else palette.MUTED)
        for rect, stars in self.rows:
            draw_stars(surface, rect.right + 14, rect.centery, 11, stars)


def lessons_screen(app, spec=None, entry: str | None = None):
    return LessonsScene(spec if spec is not None else app.games[entry])
