"""Recent games: the last finished games (ui/storage/recent.py), newest first; a tap replays one in the viewer.

Each row says the game, who played, how it ended, how many moves and when. A record that no longer replays in
full (a damaged file) still opens, up to its last good move, and the viewer says where it stops; one whose
header cannot be used is listed as unreadable and does nothing when tapped.
"""
from __future__ import annotations

import traceback

import pygame
import pygame_gui

from engine.record import RecordError
from ui.base import codewords, palette
from ui.storage import recent
from ui.kit import text
from ui.base.lang import t
from ui.kit.overlays import draw_panel, panel_rect
from ui.storage.record import outcome_of, rebuild, recorded_result_words, refused
from ui.base.seats import seat_name
from ui.play.replay import Line, replay_scene
from ui.play.review import analyse_viewer, file_keeper
from ui.kit.scene import Scene
from ui.kit.spread import DrawnNextFrame

ROW_H = 74


class RecentScene(DrawnNextFrame, Scene):     # (built in one frame, drawn in the next: issue 28)
    def __init__(self, games: dict):
        super().__init__()
        self.games = games
        self.items = recent.listing()     # (path, record), newest first
        self.page = 0
        self.problem = ""
        self.outcomes: dict = {}          # path -> how its game ended (worked out once: an old record replays)

    def layout(self, size) -> None:
        w, h = size
        self.rect = panel_rect(size, min(1000, w - 40), h - 40)
        self.body = pygame.Rect(self.rect.left + 24, self.rect.top + 84, self.rect.width - 48,
                                self.rect.height - 84 - 96)
        self.per_page = max(1, self.body.height // ROW_H)
        self.pages = max(1, -(-len(self.items) // self.per_page))
        self.page = max(0, min(self.page, self.pages - 1))

    def build_ui(self) -> None:
        y = self.rect.bottom - 80
        bw = min(220, (self.rect.width - 80) // 3)
        cx = self.rect.centerx
        def fit(key):          # (a longer language's word cut with '…' rather than run past its button)
            return text.ellipsize(t(key), 18, bw - 16, True)
        self.earlier = self.button((cx - bw * 3 // 2 - 12, y, bw, 62), fit("menu.recent.newer"), "#small_button")
        self.back = self.button((cx - bw // 2, y, bw, 62), fit("menu.recent.back"), "#small_button")
        self.later = self.button((cx + bw // 2 + 12, y, bw, 62), fit("menu.recent.older"), "#small_button")
        self.earlier.enable() if self.page > 0 else self.earlier.disable()
        self.later.enable() if self.page < self.pages - 1 else self.later.disable()

    def rows(self):
        first = self.page * self.per_page
        return [(item, pygame.Rect(self.body.left, self.body.top + i * ROW_H, self.body.width, ROW_H - 8))
                for i, item in enumerate(self.items[first:first + self.per_page])]

    def describe(self, path, record) -> tuple[str, str]:
        spec = self.games.get(record.game)
        title = spec.title if spec else record.game[:30]
        names = ", ".join(seat_name(str(s.get("name", "?")))[:16] for s in record.seats[:6])
        when = record.started.replace("T", " ").rstrip("Z")[:16]
        # (the record keeps its result as data: it is said in the player's language)
        if path not in self.outcomes:
            self.outcomes[path] = outcome_of(record, self.games)
        result = (recorded_result_words(record, self.outcomes[path], spec.words if spec else "") if record.result
                  else t("menu.recent.unfinished"))
        return (f"{title} · {result}",
                f"{t('menu.recent.moves', count=len(record.moves))} · {names} · {when}".strip(" ·"))

    def open(self, record, path: str | None = None) -> None:
        spec = self.games.get(record.game)
        try:
            rebuilt = rebuild(record, self.games)
        except RecordError as exc:
            self.problem = t("menu.recent.cannot_replay", reason=codewords.say(exc, spec.words if spec else ""))
            return
        self.problem = ""
        try:
            line = Line.of_rebuilt(rebuilt)
            line.keep = file_keeper(path, rebuilt) if path else None   # (its notes are written back into it)
            viewer = replay_scene(line, 0, back_label=t("menu.recent.replay_back"), analyse=analyse_viewer,
                                  title=t("menu.recent.replay_title"))
            self.app.push(viewer)
            viewer.update(0.0)       # its first frame, tried here: a record that cannot be shown says so
            viewer.draw(pygame.Surface(self.app.size))
        except Exception:
            traceback.print_exc()    # (for whoever runs it from a terminal: the player reads the sentence)
            while self.app.scenes and self.app.scene is not self:
                self.app.pop()
            self.problem = t("menu.recent.cannot_replay", reason=codewords.say(refused("cannot_show"), ""))

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
                return True
            if event.ui_element in (self.earlier, self.later):
                self.page += -1 if event.ui_element is self.earlier else 1
                self.rebuild_ui()
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return False

    def pointer(self, event) -> None:
        if event.kind != "tap":
            return
        for (path, record), rect in self.rows():
            if rect.collidepoint(event.pos):
                self.open(record, path)
                return

    def draw(self, surface) -> None:
        surface.fill(palette.BACKGROUND)
        title = t("menu.recent.title") if self.pages == 1 else t("menu.recent.title_page", page=self.page + 1,
                                                                    pages=self.pages)
        draw_panel(surface, self.rect, title)
        if not self.items:
            lines = text.wrap(t("menu.recent.empty"), 24, self.body.width)[:3]
            for i, line in enumerate(lines):
                y = self.body.centery + 30 * i - 15 * (len(lines) - 1)
                text.blit_centred(surface, line, 24, (self.body.centerx, y), palette.MUTED)
        for (path, record), rect in self.rows():
            spec = self.games.get(record.game)
            accent = spec.accent if spec else palette.MUTED
            pygame.draw.rect(surface, palette.darken(accent, 0.75), rect, border_radius=12)
            pygame.draw.rect(surface, accent, rect, 2, border_radius=12)
            first, second = self.describe(path, record)
            for i, (line, size, colour, bold) in enumerate(((first, 21, palette.TEXT, True),
                                                            (second, 16, palette.MUTED, False))):
                line = text.ellipsize(line, size, rect.width - 28, bold)
                surface.blit(text.render(line, size, colour, bold), (rect.left + 14, rect.top + 6 + 30 * i))
        if self.problem:
            text.blit_centred(surface, text.ellipsize(self.problem, 18, self.rect.width - 48, True), 18,
                              (self.rect.centerx, self.rect.bottom - 96), palette.DANGER, bold=True)
