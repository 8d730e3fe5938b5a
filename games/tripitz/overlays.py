"""Tripitz's end screens: the ranking with rank markers, and the cooperative "Tripitz Together" celebration; and
the scene's choice between them (result_overlay)."""
from __future__ import annotations

import math

import pygame
import random

from engine import tripitz as T
from games.tripitz import words
from games.tripitz.pids import TOKEN_RGB, render_pid
from ui.base import palette
from ui.kit import text
from ui.base.lang import t
from ui.base.marks import draw_mark
from ui.kit.overlays import ResultOverlay, draw_panel, title_beside, panel_rect
from ui.storage import prefs


class TripitzResultOverlay(ResultOverlay):
    """The ranking: place, seat, score and the rank marker (the red, yellow, blue or green spare pid)."""


class TogetherResultOverlay(ResultOverlay):
    """The cooperative end: the team score, a friendly word, twinkling stars, and big picture buttons."""

    def __init__(self, score: int, message: str, detail: str, on_again, on_menu):
        super().__init__(t("tripitz.together.result.headline"), [], on_again, on_menu, detail)
        self.score, self.message = score, message
        self.time = 0.0
        self.stars = []

    def layout(self, size):
        self.rect = panel_rect(size, 640, 520)
        # Stars twinkle round the panel (never hidden under it), in a ring that is all a turned result turns
        # (content_rect: at a table it faces each side in turn).
        rng = random.Random(self.score)
        keep_out = self.rect.inflate(30, 30)
        self.sky = self.rect.inflate(320, 240).clip(pygame.Rect((0, 0), size))
        self.stars = []
        for _ in range(2000):    # a small window has little room round the panel, or none: fewer stars, no hang
            if len(self.stars) == 22:
                break
            x, y = rng.uniform(self.sky.left + 20, self.sky.right - 20), rng.uniform(self.sky.top + 20,
                                                                                  self.sky.bottom - 20)
            if not keep_out.collidepoint(x, y):
                self.stars.append((x, y, rng.uniform(0, 6.28), rng.choice(list(TOKEN_RGB.values()))))

    def build_ui(self):
        r = self.rect
        self.again = self.button((r.centerx - 170, r.bottom - 176, 340, 76), t("tripitz.together.result.play_again"), "#big_button")
        bw = 200
        self.menu = self.button((r.centerx - bw - 10, r.bottom - 88, bw, 64), t("tripitz.together.result.menu"))
        self.look = self.button((r.centerx + 10, r.bottom - 88, bw, 64), t("tripitz.together.result.see_board"))
        self.add_button_icons()

    def update(self, dt):
        super().update(dt)
        self.time += dt

    def content_rect(self):
        return self.sky

    def pulsing(self) -> bool:
        return True    # the stars twinkle (and rest, like every pulse, once nobody has touched anything a while)

    def draw(self, surface):
        r = self.rect
        for x, y, phase, colour in self.stars:
            size = 9 + 8 * (0.5 + 0.5 * math.sin(self.time * 3 + phase))
            draw_mark(surface, "star", (x, y), size, colour, (255, 255, 255))
        draw_panel(surface, r, self.headline, title_beside(self))
        text.blit_centred(surface, t("tripitz.together.team_score"), 26, (r.centerx, r.top + 108), palette.MUTED, bold=True)
        draw_mark(surface, "star", (r.centerx - 110, r.top + 178), 26, palette.HIGHLIGHT, (255, 255, 255))
        draw_mark(surface, "star", (r.centerx + 110, r.top + 178), 26, palette.HIGHLIGHT, (255, 255, 255))
        text.blit_centred(surface, str(self.score), 72, (r.centerx, r.top + 176), palette.HIGHLIGHT, bold=True)
        for i, line in enumerate(text.wrap(self.message, 26, r.width - 60, True)[:2]):
            text.blit_centred(surface, line, 26, (r.centerx, r.top + 250 + 32 * i), palette.TEXT, bold=True)
        if self.footer:    # one line between the message and the buttons: smaller where the words are longer
            size = next((n for n in (20, 18, 16, 14) if text.font(n).size(self.footer)[0] <= r.width - 40), 14)
            line = text.ellipsize(self.footer, size, r.width - 40)
            text.blit_centred(surface, line, size, (r.centerx, r.top + 316), palette.MUTED)



def rank_marker_images(ranking, markers_by_seat: dict, letters: bool) -> list:
    """One picture per ranked row (in ranking order): the seat's rank marker, the spare pid of its colour
    (None for a seat without one)."""
    images = []
    for group in ranking:
        for seat in group:
            colour = markers_by_seat.get(seat)
            images.append(render_pid(T.rank_marker_pid(colour), 40, letters, label=False) if colour else None)
    return images


def result_overlay(scene, outcome) -> ResultOverlay:
    """Tripitz's own end screens: the team's score together, else the ranking with each rank marker."""
    state = scene.state
    if scene.coop:
        score = state.team_score
        detail = words.together_detail(state.pids_placed, state.end_reason)
        return TogetherResultOverlay(score, words.team_cheer(score), detail, scene.restart, scene.back_to_menu)
    # Each ranked row carries its rank marker: the red, yellow, blue or green spare pid.
    markers = rank_marker_images(outcome.ranking, state.rank_markers(), prefs.MARKS["on"])
    rows = [row + (marker,) for row, marker in zip(scene.result_rows(outcome), markers)]
    return TripitzResultOverlay(scene.result_headline(outcome), rows, scene.restart, scene.back_to_menu,
                                words.end_reason(state.end_reason, False))
