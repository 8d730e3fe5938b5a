"""What every game screen shares: the board area and side panel, turns and scores, Undo, the pause menu, the
rules page, messages, animation and the result screen.

A game scene (games/*.py) subclasses BoardScene and fills in the hooks: layout_board (where the board goes),
paint_board (the static board, cached per window size), draw_pieces, on_pointer (taps and drags become moves),
animate (events from the engine become animations), seat_info / score_text, and RULES_HTML. Every decision about
legality and score is the engine's: the scene calls self.play(move) and draws what happened.
"""
from __future__ import annotations

import random

import pygame
import pygame_gui

from engine.core import IllegalMove
from ui import palette, saves, text
from ui.anim import Animator
from ui.hexview import CachedSurface
from ui.marks import draw_mark
from ui.overlays import MenuOverlay, ResultOverlay, RulesOverlay
from ui.scene import Scene

MESSAGE_SECONDS = 3.0
ORDINALS = ["1st", "2nd", "3rd", "4th", "5th", "6th"]


class BoardScene(Scene):
    RULES_HTML = ""

    def __init__(self, spec, players: int, seed: int | None = None, options: dict | None = None, state=None):
        super().__init__()
        self.spec = spec
        self.players = players
        self.seed = seed if seed is not None else random.randrange(1 << 30)
        self.options = dict(options or {})
        self.state = state if state is not None else spec.new_game(players, self.seed, self.options)
        self.history: list = []            # engine states before each move, for Undo
        self.animator = Animator()
        self.message = ""
        self.message_left = 0.0
        self._message_key = None
        self._message_img = None
        self.result_shown = False
        self.board_cache = CachedSurface(self._paint_static, alpha=False)  # background + board, opaque
        self.panel_cache = CachedSurface(self._paint_panel, alpha=False)   # just the panel's rectangle
        self.frame_buttons: dict = {}

    # -- layout ------------------------------------------------------------------------------------------------
    def layout(self, size) -> None:
        w, h = size
        if w >= h:
            pw = max(250, min(340, int(w * 0.24)))
            self.panel_rect = pygame.Rect(w - pw, 0, pw, h)
            self.board_rect = pygame.Rect(12, 12, w - pw - 24, h - 24)
        else:
            ph = max(200, min(280, int(h * 0.22)))
            self.panel_rect = pygame.Rect(0, 0, w, ph)
            self.board_rect = pygame.Rect(12, ph + 12, w - 24, h - ph - 24)
        self.layout_board(self.board_rect)
        self.board_cache.invalidate()

    def build_ui(self) -> None:
        """Undo / Rules / Menu at the bottom of the panel, the game's own buttons above them."""
        p = self.panel_rect
        self.frame_buttons = {}
        self.extra_buttons: dict = {}
        actions = [("Undo", self.undo), ("Rules", self.show_rules), ("Menu", self.pause)]
        extras = self.game_buttons()
        if p.width > p.height:
            # Portrait: one row along the bottom of the short panel, the game's own buttons first.
            row = extras + actions
            bw = (p.width - 10 * (len(row) + 1)) // len(row)
            for i, (label, fn) in enumerate(row):
                b = self.button((p.left + 10 + i * (bw + 10), p.bottom - 64, bw, 54), label, "#small_button")
                self.frame_buttons[b] = fn
                if (label, fn) in extras:
                    self.extra_buttons[label] = b
        else:
            bw = (p.width - 40) // 3
            for i, (label, fn) in enumerate(actions):
                b = self.button((p.left + 10 + i * (bw + 10), p.bottom - 70, bw, 58), label, "#small_button")
                self.frame_buttons[b] = fn
            y = p.bottom - 70 - 72 * len(extras)
            for label, fn in extras:
                b = self.button((p.left + 14, y, p.width - 28, 62), label)
                self.extra_buttons[label] = b
                self.frame_buttons[b] = fn
                y += 72
        self.refresh_buttons()

    # -- hooks for the games ----------------------------------------------------------------------------------
    def layout_board(self, rect: pygame.Rect) -> None: ...
    def paint_board(self, surface: pygame.Surface) -> None: ...
    def draw_pieces(self, surface: pygame.Surface) -> None: ...
    def on_pointer(self, event) -> None: ...
    def animate(self, events: list) -> None: ...
    def game_buttons(self) -> list:  # [(label, callback)]
        return []
    def refresh_buttons(self) -> None:
        """Enable/disable the game's own buttons for the current state (called after every change)."""
    def clear_selection(self) -> None: ...

    def seat_info(self, seat: int):
        """(name, colour, mark) of a seat."""
        return (palette.SEAT_NAMES[seat], palette.SEAT_COLOURS[seat], palette.SEAT_MARKS[seat])

    def score_text(self, seat: int) -> str:
        return str(self.state.scores()[seat])

    def status_text(self) -> str:
        """The big line under the scores: whose turn it is and what to do."""
        if self.state.is_over:
            return "Game over"
        return f"{self.seat_info(self.state.current_player)[0]} to move"

    def result_rows(self, outcome) -> list:
        rows = []
        for place, group in enumerate(outcome.ranking):
            for seat in group:
                name, colour, mark = self.seat_info(seat)
                rows.append((ORDINALS[place] if len(outcome.ranking) > 1 else "=", name, colour,
                             self.score_text(seat), mark))
        return rows

    def result_headline(self, outcome) -> str:
        if len(outcome.winners) == 1:
            return f"{self.seat_info(outcome.winners[0])[0]} wins!"
        if len(outcome.winners) == self.players:
            return "A draw!"
        if outcome.winners:
            return "Shared win: " + " & ".join(self.seat_info(s)[0] for s in outcome.winners)
        return outcome.summary

    def result_footer(self, outcome) -> str:
        return ""

    # -- moves -------------------------------------------------------------------------------------------------
    def play(self, move) -> bool:
        """Ask the engine to play a move; animate what happened, or say why it is not allowed."""
        self.animator.finish()  # the previous move's animation ends before this one starts, never queues up
        before = self.state.clone()
        try:
            events = self.state.play(move)
        except IllegalMove as exc:
            self.say(exc.reason)
            return False
        self.history.append(before)
        self.clear_selection()
        self.autosave()
        self.animate(events)
        for ev in events:
            if ev.kind in ("notice", "pass") and ev.text:
                self.say(ev.text)
        self.panel_cache.invalidate()
        self.refresh_buttons()
        return True

    def undo(self) -> None:
        self.animator.finish()
        if not self.history:
            self.say("Nothing to undo yet.")
            return
        self.state = self.history.pop()
        self.result_shown = False
        self.autosave()
        self.clear_selection()
        self.panel_cache.invalidate()
        self.refresh_buttons()
        self.say("Move taken back.")

    def advance_random(self, moves: int, rng: random.Random) -> int:
        """Play up to `moves` random legal moves at once (screenshots, tests). Returns how many were played."""
        n = 0
        while n < moves and not self.state.is_over:
            legal = self.state.legal_moves()
            if not legal:
                break
            self.history.append(self.state.clone())
            self.state.play(rng.choice(legal))
            n += 1
        self.clear_selection()
        self.panel_cache.invalidate()
        self.refresh_buttons()
        return n

    def autosave(self) -> None:
        """Keep the running game on disk (a finished one is forgotten); a failed save is said, not raised."""
        if self.state.is_over:
            saves.clear_save()
            return
        problem = saves.save_game(self.spec.key, self.players, self.seed, self.options, self.state)
        if problem:
            self.say(problem)

    def say(self, message: str, seconds: float = MESSAGE_SECONDS) -> None:
        self.message, self.message_left = message, seconds

    # -- pause, rules, results ---------------------------------------------------------------------------------
    def pause(self) -> None:
        self.app.push(MenuOverlay("Paused", [
            ("Resume", self.app.pop),
            ("Restart", self.restart),
            ("Rules", self.show_rules),
            ("Back to menu", self.back_to_menu),
        ]))

    def show_rules(self) -> None:
        self.app.push(RulesOverlay(f"How to play {self.spec.title}", self.RULES_HTML))

    def restart(self) -> None:
        """A fresh game with the same players and options (a new seed, so layouts and bags differ)."""
        fresh = type(self)(self.spec, self.players, self.seed + 1, self.next_game_options())
        self.app.reset_to(fresh)

    def next_game_options(self) -> dict:
        """Options for Play again / Restart (Trickle alternates the start player here)."""
        return self.options

    def back_to_menu(self) -> None:
        from ui.menu import MenuScene
        self.app.reset_to(MenuScene(selected=self.spec.key))

    def show_result(self) -> None:
        outcome = self.state.outcome()
        self.result_shown = True
        self.app.push(ResultOverlay(self.result_headline(outcome), self.result_rows(outcome), self.restart,
                                    self.back_to_menu, self.result_footer(outcome)))

    # -- the frame ---------------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.frame_buttons:
            self.frame_buttons[event.ui_element]()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.pause()
                return True
            if event.key in (pygame.K_u, pygame.K_BACKSPACE) or \
                    (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
                self.undo()
                return True
        return False

    def pointer(self, event) -> None:
        if self.animator.busy and event.kind in ("tap", "drop"):
            self.animator.finish()  # an impatient tap skips the animation rather than being lost
        if self.state.is_over:
            if event.kind == "tap" and self.result_shown and self.board_rect.collidepoint(event.pos):
                self.show_result()
            return
        self.on_pointer(event)

    def update(self, dt: float) -> None:
        self.animator.update(dt)
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = ""
        if self.state.is_over and not self.result_shown and not self.animator.busy:
            self.message = ""  # a mid-game hint ("consider passing") must not linger over the result
            self.show_result()

    def draw(self, surface) -> None:
        surface.blit(self.board_cache.get(surface.get_size()), (0, 0))
        self.draw_pieces(surface)
        self.animator.draw(surface)
        key = (tuple(self.score_text(i) for i in range(self.players)), self.status_text(), self.panel_rect.topleft,
               tuple(self.panel_notes()))
        surface.blit(self.panel_cache.get(self.panel_rect.size, key), self.panel_rect.topleft)
        self.draw_message(surface)

    def _paint_static(self, surface) -> None:
        surface.fill(palette.BACKGROUND)
        self.paint_board(surface)

    def _paint_panel(self, surface) -> None:
        """The side panel: game title, one row per seat (colour, mark, name, score), whose turn it is.

        Painted into a surface of the panel's own size, so everything is drawn relative to (0, 0)."""
        p = pygame.Rect((0, 0), self.panel_rect.size)
        pygame.draw.rect(surface, palette.PANEL, p)
        pygame.draw.line(surface, palette.PANEL_EDGE, p.topleft, p.bottomleft if p.height > p.width else p.topright, 3)
        portrait = p.width > p.height
        text.blit_centred(surface, self.spec.title, 30, (p.centerx, p.top + 30), palette.ACCENT, bold=True)
        current = self.state.current_player
        if portrait:
            cols = self.players
            cw = (p.width - 20) // cols
            for seat in range(self.players):
                row = pygame.Rect(p.left + 10 + seat * cw, p.top + 60, cw - 8, 56)
                self._paint_seat(surface, row, seat, seat == current)
            text.blit_centred(surface, self.status_text(), 24, (p.centerx, p.top + 140), palette.TEXT, bold=True)
            return
        row_h = 54 if self.players <= 4 else 44
        y = p.top + 64
        for seat in range(self.players):
            row = pygame.Rect(p.left + 12, y, p.width - 24, row_h - 6)
            self._paint_seat(surface, row, seat, seat == current)
            y += row_h
        status = text.wrap(self.status_text(), 24, p.width - 28, True)[:3]
        for i, line in enumerate(status):
            text.blit_centred(surface, line, 24, (p.centerx, y + 22 + 30 * i), palette.TEXT, bold=True)
        y += 22 + 30 * len(status) + 12
        bottom = self.lowest_free_panel_y()
        for note, colour in self.panel_notes():
            parts = text.wrap(note, 18, p.width - 32)
            if y + 24 * len(parts) > bottom:
                break  # only whole notes, never half a sentence above the buttons
            for part in parts:
                text.blit_centred(surface, part, 18, (p.centerx, y), colour)
                y += 24
            y += 6

    def panel_notes(self) -> list:
        """Extra lines under the status in the side panel: [(text, colour)] (match progress, tips...)."""
        return []

    def lowest_free_panel_y(self) -> int:
        """Panel-relative y above which notes may go (above the game's own buttons and the frame buttons)."""
        tops = [b.rect.top for b in self.frame_buttons] if self.frame_buttons else [self.panel_rect.bottom - 86]
        return min(tops) - self.panel_rect.top - 12

    def _paint_seat(self, surface, row, seat, is_current) -> None:
        name, colour, mark = self.seat_info(seat)
        bg = palette.darken(colour, 0.45) if is_current else palette.darken(colour, 0.8)
        pygame.draw.rect(surface, bg, row, border_radius=12)
        pygame.draw.rect(surface, colour if is_current else palette.darken(colour, 0.4), row,
                         4 if is_current else 2, border_radius=12)
        r = min(14, row.height // 3)
        draw_mark(surface, mark, (row.left + 12 + r, row.centery), r, colour, (255, 255, 255))
        size = 22 if row.height > 44 else 18
        score = text.render(self.score_text(seat), size + 4, palette.TEXT, True)
        surface.blit(score, score.get_rect(midright=(row.right - 12, row.centery)))
        # The name shrinks (then is shortened) to keep clear of the score.
        room = row.width - (36 + 2 * r) - score.get_width() - 18
        while size > 13 and text.font(size, is_current).size(name)[0] > room:
            size -= 1
        while len(name) > 3 and text.font(size, is_current).size(name)[0] > room:
            name = name[:-2] + "…"
        img = text.render(name, size, palette.TEXT, is_current)
        surface.blit(img, img.get_rect(midleft=(row.left + 24 + 2 * r, row.centery)))

    def draw_message(self, surface) -> None:
        if not self.message:
            return
        if self._message_key != (self.message, self.board_rect.size):
            self._message_key = (self.message, self.board_rect.size)
            self._message_img = self._render_message(self.message)
        img = self._message_img
        img.set_alpha(int(255 * min(1.0, self.message_left / 0.4)))
        surface.blit(img, img.get_rect(midbottom=(self.board_rect.centerx, self.board_rect.bottom - 8)))

    def _render_message(self, message: str, width: int | None = None) -> pygame.Surface:
        """The message toast, rendered once per message (draw only fades it); `width` wraps it (board width)."""
        lines = text.wrap(message, 24, width or self.board_rect.width - 80, True)
        imgs = [text.render(line, 24, palette.TEXT, True) for line in lines]
        w = max(i.get_width() for i in imgs) + 40
        h = sum(i.get_height() for i in imgs) + 20
        box = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(box, (20, 14, 34, 235), box.get_rect(), border_radius=16)
        pygame.draw.rect(box, palette.ACCENT, box.get_rect(), 3, border_radius=16)
        y = 10
        for i in imgs:
            box.blit(i, i.get_rect(midtop=(w // 2, y)))
            y += i.get_height()
        return box
