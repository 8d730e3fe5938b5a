"""The band under a find-the-move board (ui/play/findmove.py): the task's title, its stars, the goal in words, and
Show me / All puzzles; over the board, a wrong move's refutation ringed (an arrow along a move of several taps)
with everything else dimmed.

It is the lesson's band (ui/play/lessonband.py: its places, its dimming with holes, its marks and stars) with the
task's words in place of a lesson's steps.
"""
from __future__ import annotations


from ui.base import lang, palette
from ui.base.lang import t
from ui.kit import text
from ui.play.lessonband import Band, draw_stars


class FindBand(Band):
    def title(self) -> str:
        return self.mode.task.title

    def button_actions(self) -> list:
        return [("puzzles.show_me", self.mode.show_answer),
                (lambda: self.mode.task.label("all"), self.mode.all_tasks)]     # (a quiz: back to its analysis)

    def light_up(self) -> None:
        """The refutation's reply ringed (and its arrow), lit in the dimming, while the position is refuted."""
        mode = self.mode
        if mode.phase != "refuting" or not mode.refutation:
            return
        reply = self.taps(mode.refutation[0])
        if not reply:
            return
        self.marks.append(("ring", reply))
        if len(reply) >= 2:
            self.marks.append(("arrow", [reply[0], reply[-1]]))
        self.points = list(reply)

    def tappable_at(self, pos) -> bool:
        return True

    def goal_lines(self) -> tuple:
        """(the title's lines, the goal's lines), wrapped when the words, the language or the size change."""
        mode = self.mode
        if mode.phase in ("line", "done"):
            words = t("puzzles.solved.line", count=mode.stars)
        elif mode.phase == "refuting":
            words = mode.refute_words
        else:
            words = mode.task.goal
        key = (words, self.title(), lang.current(), self.goal_rect.size)
        if key != self.lines_key:
            size, small = self.goal_size(), self.title_size()
            most = max(1, (self.goal_rect.height - (small + 8 if self.compact() else 0)) // (size + 4))
            lines = text.wrap(words, size, self.goal_rect.width)
            if len(lines) > most:
                lines = lines[:most - 1] + [text.ellipsize(" ".join(lines[most - 1:]), size, self.goal_rect.width)]
            if self.compact():
                titles = [text.ellipsize(self.title(), small, self.goal_rect.width - 90, True)]
            else:
                titles = text.wrap(self.title(), small, self.info.width, True)[:2]
            self.lines, self.lines_key = (titles, lines), key
        return self.lines

    def draw_dimming(self, surface) -> None:
        if self.mode.phase == "refuting" and not self.scene.animator.busy:
            if self.dim is not None:
                surface.blit(self.dim, (0, 0))
            self.draw_marks(surface)

    def goal_look(self) -> tuple:
        """The refutation's words stand out."""
        return (palette.ACCENT if self.mode.phase == "refuting" else palette.TEXT), False

    def draw_progress(self, surface, left: int, y: int, width: int, small: int | None) -> None:
        """The stars earned, once solved (a puzzle has no steps)."""
        earned = self.mode.stars if self.mode.phase in ("line", "done") else 0
        if small is None:
            draw_stars(surface, left, y, 11, earned)
        else:
            draw_stars(surface, left, min(self.info.bottom - small // 2 - 2, y + 14 + small // 2), max(12, small // 2),
                       earned)
