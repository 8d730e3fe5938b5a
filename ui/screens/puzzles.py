"""An entry's puzzles: a big "Next puzzle" (the first unsolved one), the day's puzzle (of any game, named), every
puzzle of the pack as a numbered button with its theme and the stars earned in it (in pages when they do not all
fit), and Back.

Opened from the title screen's Puzzles button (ui/screens/menu/puzzlebutton.py), from a puzzle's "All puzzles", and
by `--puzzle GAME`. A tap on a puzzle opens it on the real board (ui/play/puzzlemode.py). A pack that cannot be
read is said in one sentence and nothing else happens.
"""
from __future__ import annotations

import datetime

import pygame
import pygame_gui

from ui.base import palette
from ui.base.lang import t
from ui.kit import text
from ui.kit.overlays import draw_panel, panel_rect
from ui.kit.scene import Scene
from ui.kit.spread import BuildQueue, DrawnNextFrame
from ui.play import puzzledata
from ui.play.lessonband import draw_stars
from ui.play.puzzlemode import next_unsolved, puzzle_scene
from ui.storage import prefs, puzzleprogress

CELL_H = 58           # a puzzle's button
STARS_H = 22          # its stars, under it


def today() -> datetime.date:
    return datetime.date.today()


class PuzzlesScene(DrawnNextFrame, Scene):
    """(Its head and foot are built in the frame that opens it or turns the page, drawn in the next; the page's
    puzzles a few each frame after: a page of 40 took 45 ms in one frame, issue 28.)"""

    def __init__(self, spec):
        super().__init__()
        self.spec = spec
        self.problem = ""
        try:
            self.pack = puzzledata.pack(spec)
        except FileNotFoundError:
            self.pack, self.problem = None, t("puzzles.none")
        except (OSError, ValueError) as exc:
            self.pack, self.problem = None, t("puzzles.unreadable", reason=type(exc).__name__)
        self.page = 0
        self.cells: list = []         # (a puzzle's button's rect, its stars)
        self.words = ("", "")
        self.actions: dict = {}
        self.date = today()
        self.day = None               # (entry, puzzle) of the day
        self.later = BuildQueue()     # the page's puzzles' buttons still to build

    @property
    def puzzles(self) -> tuple:
        return self.pack.puzzles if self.pack else ()

    def layout(self, size) -> None:
        w, h = size
        self.compact = w < 700 or h < 560
        self.rect = panel_rect(size, 1100, h - 40)
        r = self.rect
        self.top = r.top + 84 + 30                         # under the title and its line
        self.head_h = 56 if not self.compact else 48        # Next puzzle and the daily one
        self.grid = pygame.Rect(r.left + 24, self.top + self.head_h + 16, r.width - 48,
                                r.bottom - 80 - (self.top + self.head_h + 16) - 8)
        cell_w = 150 if w >= 900 else 112
        # (a small window: lower buttons, smaller stars, so that a page still holds ten or more)
        self.cell_h, self.stars_h = (CELL_H, STARS_H) if not self.compact else (44, 16)
        self.columns = max(1, (self.grid.width + 12) // (cell_w + 12))
        self.rows = max(1, (self.grid.height + 8) // (self.cell_h + self.stars_h + 8))
        self.per_page = self.columns * self.rows
        self.pages = max(1, -(-len(self.puzzles) // self.per_page))
        if self.pages > 1:          # a line under the grid says which page: one row fewer if need be
            self.grid.height -= 26
            self.rows = max(1, (self.grid.height + 8) // (self.cell_h + self.stars_h + 8))
            self.per_page = self.columns * self.rows
            self.pages = max(1, -(-len(self.puzzles) // self.per_page))
        self.page = min(self.page, self.pages - 1)

    def build_ui(self) -> None:
        self.actions, self.cells = {}, []
        self.later.clear()
        r = self.rect
        key = self.spec.key
        solved = sum(1 for p in self.puzzles if puzzleprogress.stars(key, p.id))
        line = self.problem or t("puzzles.list.line", count=len(self.puzzles), solved=solved)
        self.words = (t("puzzles.list.title", game=self.spec.title), text.ellipsize(line, 18, r.width - 48))
        # the head: Next puzzle (one tap to start), the day's puzzle beside it
        half = (r.width - 48 - 16) // 2
        y = self.top
        nxt = self.button((r.left + 24, y, half, self.head_h),
                          text.ellipsize(t("puzzles.next"), 22, half - 20, True), "#choice_on")
        self.actions[nxt] = self.open_next
        if not self.puzzles:
            nxt.disable()
        self.day = puzzledata.daily(self.date, self.app.games) if self.app else None
        if self.day is not None:
            entry = self.day[0]
            done = puzzleprogress.solved_daily(self.date.isoformat())
            words = t("puzzles.daily_done" if done else "puzzles.daily", game=self.app.games[entry].title)
            day = self.button((r.left + 24 + half + 16, y, half, self.head_h),
                              text.ellipsize(words, 18, half - 20, True), "#small_button")
            self.actions[day] = self.open_daily
        # the pack's puzzles, this page's
        gap = 12
        cell_w = (self.grid.width - gap * (self.columns - 1)) // self.columns
        first = self.page * self.per_page
        upcoming = next_unsolved(self.spec) if self.puzzles else -1
        for i, puzzle in enumerate(self.puzzles[first:first + self.per_page]):
            row, col = divmod(i, self.columns)
            rect = pygame.Rect(self.grid.left + col * (cell_w + gap),
                               self.grid.top + row * (self.cell_h + self.stars_h + 8), cell_w, self.cell_h)
            self.later.add(lambda i=i, puzzle=puzzle, rect=rect: self.build_cell(first + i, puzzle, rect,
                                                                                   first + i == upcoming))
        # the foot: pages (when they do not all fit) and Back
        y = r.bottom - 74
        bw = min(260, (r.width - 72) // 3)
        back = self.button((r.centerx - bw // 2, y, bw, 58), text.ellipsize(t("puzzles.back"), 18, bw - 16, True),
                           "#small_button")
        self.actions[back] = self.app.pop
        self.page_words = ""
        if self.pages > 1:
            pw = min(120, bw // 2)
            before = self.button((r.left + 24, y, pw, 58), "<", "#small_button")
            after = self.button((r.right - 24 - pw, y, pw, 58), ">", "#small_button")
            self.actions[before] = lambda: self.turn(-1)
            self.actions[after] = lambda: self.turn(1)
            self.page_words = t("puzzles.list.page", n=self.page + 1, total=self.pages)
            self.page_at = (r.centerx, self.grid.bottom + 14)

    def build_cell(self, index: int, puzzle, rect, upcoming: bool) -> None:
        """One puzzle's button (its number and theme) and its stars under it."""
        label = t("puzzles.list.cell", n=puzzle.number, theme=puzzledata.theme_words(puzzle))
        stars = puzzleprogress.stars(self.spec.key, puzzle.id)
        b = self.button(rect, text.ellipsize(label, 17, rect.width - 14, True),
                        "#choice_on" if upcoming and not stars else "#small_button")
        self.actions[b] = lambda: self.open_puzzle(index)
        self.cells.append((rect, stars))

    @property
    def building(self) -> bool:
        """Are some of the page's buttons still to be built?"""
        return bool(self.later)

    def build_now(self) -> None:
        self.later.finish()

    def update(self, dt: float) -> None:
        if self.app.lockstep:
            self.build_now()          # (a screenshot's fixed steps: the whole page in the picture)
        if not self.covered and self.later.run():
            self.app.invalidate()

    def animating(self) -> bool:
        return bool(self.later)

    def turn(self, by: int) -> None:
        self.page = (self.page + by) % self.pages
        self.rebuild_ui()

    def puzzle(self, index: int, date=None, spec=None):
        """The index-th puzzle's scene (ui/kit/warmup.py lays the first out offstage)."""
        spec = spec or self.spec
        return puzzle_scene(spec, index, table=prefs.table_mode(spec.key), date=date)

    def open_puzzle(self, index: int, date=None, spec=None) -> None:
        spec = spec or self.spec
        try:
            scene = self.puzzle(index, date, spec)
        except (OSError, ValueError) as exc:
            self.problem = t("puzzles.unreadable", reason=type(exc).__name__)
            self.rebuild_ui()
            return
        self.app.push(scene)

    def open_next(self) -> None:
        if self.puzzles:
            self.open_puzzle(next_unsolved(self.spec))

    def open_daily(self) -> None:
        if self.day is not None:
            entry, puzzle = self.day
            self.open_puzzle(puzzle.number - 1, date=self.date, spec=self.app.games[entry])

    def uncover(self) -> None:
        self.rebuild_ui()       # (stars earned meanwhile)
        super().uncover()

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            self.actions[event.ui_element]()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_n):
                self.open_next()
                return True
            if event.key in (pygame.K_PAGEDOWN, pygame.K_RIGHT) and self.pages > 1:
                self.turn(1)
                return True
            if event.key in (pygame.K_PAGEUP, pygame.K_LEFT) and self.pages > 1:
                self.turn(-1)
                return True
        return False

    def draw(self, surface) -> None:
        title, line = self.words
        surface.fill(palette.BACKGROUND)
        draw_panel(surface, self.rect, title)
        text.blit_centred(surface, line, 18, (self.rect.centerx, self.rect.top + 84 + 4),
                          palette.DANGER if self.problem else palette.MUTED)
        r = 9 if not self.compact else 7
        for rect, stars in self.cells:
            draw_stars(surface, rect.centerx - 3 * (2 * r + 4) // 2, rect.bottom + self.stars_h // 2 + 2, r, stars)
        if self.page_words:
            text.blit_centred(surface, self.page_words, 18, self.page_at, palette.MUTED)


def puzzles_screen(app, spec=None, entry: str | None = None):
    return PuzzlesScene(spec if spec is not None else app.games[entry])
