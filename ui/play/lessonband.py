"""What a lesson shows over its board: the band under it (the lesson, its steps, the goal in words, Show me and
Lessons), the dimming of everything the step does not ask for, and its marks (rings, arrows, labels).

Every place is worked out when the step or the layout changes, never in draw: the tappable points and the marks
come from the game's own `taps_for(move)` (so one mechanism serves every game), the dimming is one surface with
holes over them, made then (a colour-keyed surface with a surface alpha: SDL blits it run-length encoded, far
cheaper than a per-pixel-alpha layer of the whole window), and the goal's lines are wrapped then.
"""
from __future__ import annotations

import math

import pygame
import pygame_gui

from ui.base import lang, palette
from ui.base.lang import t
from ui.kit import text

DIM_ALPHA = 160
HOLE = (255, 0, 255)           # the dimming's colour key: its holes
MARK = (255, 214, 92)
STAR_ON, STAR_OFF = (255, 206, 64), (92, 96, 112)


def star_points(centre, radius: float) -> list:
    cx, cy = centre
    return [(cx + math.sin(i * math.pi / 5) * (radius if i % 2 == 0 else radius * 0.45),
             cy - math.cos(i * math.pi / 5) * (radius if i % 2 == 0 else radius * 0.45)) for i in range(10)]


def draw_stars(surface, left: int, centre_y: int, radius: int, count: int, of: int = 3) -> int:
    """`of` stars from `left`, the first `count` lit; the x after them."""
    x = left + radius
    for i in range(of):
        pygame.draw.polygon(surface, STAR_ON if i < count else STAR_OFF, star_points((x, centre_y), radius))
        x += radius * 2 + 4
    return x


class Band:
    def __init__(self, mode):
        self.mode = mode
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.points: list = []          # where the step's expected moves are tapped
        self.marks: list = []           # ("ring", points) / ("arrow", points) / ("label", point, words, place)
        self.dim = None                 # the dimming surface, or None (everything may be tapped)
        self.dim_key, self.dim_kept = None, None
        self.dim_unblitted = False      # a new dimming, not blitted yet (prepare_dim)
        self.lines: list = []           # the goal's lines as drawn
        self.lines_key = None
        self.buttons: dict = {}

    @property
    def scene(self):
        return self.mode.scene

    def title(self) -> str:
        mode = self.mode
        return t("learn.lesson_title", n=mode.index + 1, total=len(mode.course.lessons),
                 title=mode.words(mode.lesson.title_key))

    # -- places --------------------------------------------------------------------------------------------------
    def board_area(self, size) -> tuple[int, int]:
        w, h = size
        # (a child's goal is read whole: room for three lines of its bigger words even in a small window)
        least = (140 if self.mode.children else 96) if w < 900 else (120 if self.mode.children else 84)
        depth = max(least, min(330, round(h * (0.17 if self.mode.children else 0.15))))
        self.rect = pygame.Rect(0, h - depth, w, depth)
        return w, h - depth

    def compact(self) -> bool:
        """A narrow window: the lesson's title goes above the goal, not beside it."""
        return self.rect.width < 900

    def layout(self) -> None:
        r = self.rect
        need = max(text.font(18, True).size(k() if callable(k) else t(k))[0] for k, _ in self.button_actions()) + 28
        bw = max(104, min(360, max(r.width // 7, need), r.width // 4))   # (a longer language's word whole)
        if r.height >= 2 * 52 + 24:
            bh = (r.height - 24) // 2
            self.button_rects = [pygame.Rect(r.right - bw - 10, r.top + 8 + i * (bh + 8), bw, bh) for i in range(2)]
            right = r.right - bw - 20
        else:
            # A short band (a small window): Show me alone, so the goal keeps its width; All lessons is in the
            # lesson's menu (Menu, Esc) there as everywhere.
            bh = r.height - 16
            self.button_rects = [pygame.Rect(r.right - bw - 10, r.top + 8, bw, bh)]
            right = r.right - bw - 20
        self.info = pygame.Rect(r.left + 14, r.top + 8, 0 if self.compact() else min(320, r.width // 5), r.height - 16)
        left = self.info.right + 16 if self.info.width else r.left + 14
        self.goal_rect = pygame.Rect(left, r.top + 8, right - left, r.height - 16)

    def step_changed(self) -> None:
        """The step's points, marks, dimming and words, for this layout (never in draw)."""
        scene = self.scene
        if scene is None or not hasattr(scene, "board_rect") or not self.rect.width:
            return
        self.lines_key = None
        self.dim_kept = self.dim
        self.points, self.marks, self.dim = [], [], None
        self.light_up()
        if self.points:
            size = scene.app.size if scene.app else None
            key = (tuple(self.points), size, tuple(self.rect), tuple(scene.panel_rect), self.hole_radius())
            if key != self.dim_key:         # (a resize lays out twice: the same layer is not made twice)
                self.dim, self.dim_key = self.make_dim(size), key
                self.dim_unblitted = self.dim is not None   # (prepare_dim: its first blit encodes it)
            else:
                self.dim = self.dim_kept

    def light_up(self) -> None:
        """The step's points to tap and its marks (the find-the-move band: a refutation's)."""
        mode = self.mode
        if mode.phase == "finished":
            return
        step = mode.step
        module = mode.spec.engine_module
        if step.tappable == "expect":
            for text_ in step.expect:
                self.points += self.taps(module.parse_move(text_))
        for mark in step.marks:
            if "ring" in mark:
                self.marks.append(("ring", self.taps(module.parse_move(mark["ring"]))))
            elif "arrow" in mark:
                ends = self.taps(module.parse_move(mark["arrow"]))
                if "from" in mark:        # from another move's first tap (a line of sight: stack -> cell)
                    ends = self.taps(module.parse_move(mark["from"]))[:1] + ends[-1:]
                self.marks.append(("arrow", ends))
            elif "label" in mark:
                where = self.taps(module.parse_move(mark["at"]))
                if where:
                    self.marks.append(("label", where[0], mode.words(mark["label"]), mark.get("place", "above")))

    def taps(self, move) -> list:
        """The move's taps on screen now; a tap that only appears later (a Done button) ends them there, so the
        ones before it (Exchange, the pids to give back) are still lit and marked."""
        points = []
        try:
            for x, y in self.scene.taps_for(move):
                points.append((round(x), round(y)))
        except Exception:
            pass
        return points

    def hole_radius(self) -> int:
        return round(self.scene.ring_radius() * 1.35)

    def make_dim(self, size):
        if size is None:
            return None
        dim = pygame.Surface(size)
        dim.fill((8, 10, 16))
        for p in self.points:
            pygame.draw.circle(dim, HOLE, p, self.hole_radius())
        pygame.draw.rect(dim, HOLE, self.rect)           # (the band itself is never dimmed)
        # nor a window's side panel: its names and scores stay readable (its buttons are drawn over it anyway)
        if self.scene.panel_rect.width:
            pygame.draw.rect(dim, HOLE, self.scene.panel_rect)
        dim.set_colorkey(HOLE, pygame.RLEACCEL)
        dim.set_alpha(DIM_ALPHA, pygame.RLEACCEL)
        return dim

    def tappable_at(self, pos) -> bool:
        """Whether a tap here may reach the board: anywhere when the step leaves everything open."""
        if not self.points:
            return True
        r = self.hole_radius()
        return any(math.dist(pos, p) <= r for p in self.points)

    # -- buttons -------------------------------------------------------------------------------------------------
    def button_actions(self) -> list:
        """The band's buttons, (words key, or a function giving the words; action), top first (a short band keeps
        only the first)."""
        return [("learn.show_me", self.mode.show_answer), ("learn.lessons", self.mode.all_lessons)]

    def build_ui(self) -> None:
        for build in self.build_steps():
            build()

    def build_steps(self) -> list:
        """Its buttons, one a step (after a resize each is a frame's work: 12 ms at 3840x2160)."""
        self.buttons = {}
        return [lambda rect=rect, key=key, fn=fn: self.build_button(rect, key, fn)
                for rect, (key, fn) in zip(self.button_rects, self.button_actions())]

    def build_button(self, rect, key, fn) -> None:
        label = text.ellipsize(key() if callable(key) else t(key), 18, rect.width - 16, True)
        self.buttons[self.scene.button(rect, label, "#small_button")] = fn

    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.buttons[event.ui_element]()
            return True
        return False

    def press(self, pos) -> bool:
        """A tap on the band's own ground does nothing (its buttons are pygame-gui's)."""
        return self.rect.collidepoint(pos)

    # -- drawing -------------------------------------------------------------------------------------------------
    def goal_size(self) -> int:
        """The goal's type: as the band grows with the window (19 px at 640x480, 27 at 1920x1080, 44 at 4K), larger
        still for children."""
        size = max(19, min(44, round(self.rect.height / 6)))
        return size + 5 if self.mode.children else size

    def title_size(self) -> int:
        return max(16, round(self.goal_size() * 0.72))

    def goal_lines(self) -> list:
        """(the title's lines, the goal's lines) as drawn: wrapped when the step, the language or the size change,
        never in a frame that only redraws them."""
        key = (self.mode.step_index, self.mode.phase == "finished", lang.current(), self.goal_rect.size)
        if key != self.lines_key:
            mode = self.mode
            size, small = self.goal_size(), self.title_size()
            words = t("learn.complete.line", count=mode.stars) if mode.phase == "finished" else \
                mode.words(mode.step.goal)
            most = max(1, (self.goal_rect.height - (small + 8 if self.compact() else 0)) // (size + 4))
            # (drawn bold for children: wrapped as drawn, or it runs under the buttons)
            lines = text.wrap(words, size, self.goal_rect.width, mode.children)
            if len(lines) > most:
                lines = lines[:most - 1] + [text.ellipsize(" ".join(lines[most - 1:]), size, self.goal_rect.width,
                                                           mode.children)]
            if self.compact():
                titles = [text.ellipsize(self.title(), small, self.goal_rect.width - 90, True)]
            else:
                titles = text.wrap(self.title(), small, self.info.width, True)[:2]
            self.lines, self.lines_key = (titles, lines), key
        return self.lines

    def prepare_dim(self, surface) -> bool:
        """A new dimming's first blit encodes it (RLEACCEL: 9-16 ms at 1920x1080, a frame's worth): done onto
        `surface` (the App's picture, drawn whole in the next frame) in a frame that draws nothing else (issue 28).
        True if it was."""
        if not self.dim_unblitted or self.dim is None:
            return False
        self.dim_unblitted = False
        surface.blit(self.dim, (0, 0))
        return True

    def draw_dimming(self, surface) -> None:
        """The dimming and the marks: under the messages (a refusal's words must be read), over the board."""
        mode = self.mode
        if self.dim is not None and mode.phase == "ask" and not self.scene.animator.busy:
            surface.blit(self.dim, (0, 0))
        if mode.phase == "ask":
            self.draw_marks(surface)

    def draw(self, surface) -> None:
        mode = self.mode
        r = self.rect
        pygame.draw.rect(surface, palette.PANEL, r)
        pygame.draw.line(surface, mode.spec.accent, r.topleft, r.topright, 3)
        titles, lines = self.goal_lines()
        small, size = self.title_size(), self.goal_size()
        goal_top = self.goal_rect.top
        if self.compact():
            surface.blit(text.render(titles[0], small, palette.ACCENT, True), (self.goal_rect.left, r.top + 6))
            self.draw_progress(surface, self.goal_rect.right - 80, r.top + 6 + small // 2 + 2, 80, None)
            goal_top += small + 8
        else:
            y = self.info.top
            for line in titles:
                surface.blit(text.render(line, small, palette.ACCENT, True), (self.info.left, y))
                y += small + 6
            self.draw_progress(surface, self.info.left, y, self.info.width, small)
        y = goal_top
        colour, bold = self.goal_look()
        for line in lines:
            surface.blit(text.render(line, size, colour, bold), (self.goal_rect.left, y))
            y += size + 4

    def goal_look(self) -> tuple:
        """The goal's colour and boldness (a child's words are bold)."""
        return palette.TEXT, self.mode.children

    def draw_progress(self, surface, left: int, y: int, width: int, small: int | None) -> None:
        """Where the player is, under the title (small: its size) or, in a compact band, beside it (small None, y
        the title's centre): the lesson's steps, and its stars once finished."""
        if small is None:
            self.draw_steps(surface, left, y, width)
            return
        self.draw_steps(surface, left, y + 12, width)
        best = self.mode.stars if self.mode.phase == "finished" else 0
        draw_stars(surface, left, min(self.info.bottom - small // 2 - 2, y + 26 + small), max(12, small // 2), best)

    def draw_steps(self, surface, left: int, cy: int, width: int) -> None:
        """A dot per step: done ones filled."""
        mode = self.mode
        n = len(mode.lesson.steps)
        gap = max(10, min(22, width // max(1, n)))
        for i in range(n):
            done = i < mode.step_index or mode.phase in ("next", "finished") or \
                (i == mode.step_index and mode.phase in ("moved", "reply"))
            centre = (left + 6 + i * gap, cy)
            if done:
                pygame.draw.circle(surface, mode.spec.accent, centre, 6)
            else:
                pygame.draw.circle(surface, palette.TEXT if i == mode.step_index else STAR_OFF, centre, 6, 2)

    def draw_marks(self, surface) -> None:
        radius = self.scene.ring_radius()
        for mark in self.marks:
            if mark[0] == "ring":
                for p in mark[1]:
                    pygame.draw.circle(surface, MARK, p, radius + 4, 4)
            elif mark[0] == "arrow" and len(mark[1]) >= 2:
                draw_arrow(surface, mark[1][0], mark[1][-1], radius)
            elif mark[0] == "label":
                img = text.render(mark[2], 18, (20, 20, 28), True)
                x, y = mark[1]
                if mark[3] == "on":         # (on an empty hex: above it would cover the pieces beyond)
                    box = img.get_rect(center=(x, y)).inflate(14, 8)
                elif mark[3] == "below":
                    box = img.get_rect(midtop=(x, y + radius + 6)).inflate(14, 8)
                else:
                    box = img.get_rect(midbottom=(x, y - radius - 6)).inflate(14, 8)
                box.clamp_ip(surface.get_rect())
                pygame.draw.rect(surface, MARK, box, border_radius=8)
                surface.blit(img, img.get_rect(center=box.center))


def draw_arrow(surface, start, end, radius: int) -> None:
    """From the middle of the first tap's place to the edge of the last's, its head there."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 1:
        return
    ux, uy = dx / length, dy / length
    head = min(radius * 0.9, length * 0.45)
    tip = (end[0] - ux * radius * 0.35, end[1] - uy * radius * 0.35)
    base = (tip[0] - ux * head, tip[1] - uy * head)
    pygame.draw.line(surface, MARK, start, base, max(4, radius // 6))
    pygame.draw.circle(surface, MARK, start, max(5, radius // 4))
    wing = head * 0.6
    pygame.draw.polygon(surface, MARK, [tip, (base[0] - uy * wing, base[1] + ux * wing),
                                        (base[0] + uy * wing, base[1] - ux * wing)])
