"""Tumbleweed's scene: turns taps into Setup / Choose / Place / Pass moves, shows the engine's preview of the
move under the pointer, the panel (scores, aid, breakdown, reminder, legend) and animates the engine's events.

Every rule comes from engine/tumbleweed.py: what a cell stands for in each phase and what it would put there
(State.move_at / preview_move: height, the stacks that see the cell, suicide), why a tap is refused (the
engine's IllegalMove reason), the safe captures, who controls which empty cell, the score breakdown, whether a
pass ends the game and the game-end reminder's countdown.

Playing:  hover (mouse) or hold a finger on a cell: the stack you would place appears there, with lines from
          the stacks that see it. With "Confirm each move" on (the default, as on BGA), a tap shows that
          stack and a second tap on the same cell places it; off, one tap places. Pass is in the panel.
Opening:  player 1 taps a cell for the red stone, then one for the white stone; player 2 taps the stone it
          wants to play (or presses Play Red / Play White). Red moves first.
View:     the View button opens the display options (BGA's player preferences); they apply at once and are
          remembered for the rest of the session.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from engine import tumbleweed as tw
from engine.tumbleweed import PASS, Choose, Place, Setup
from ui import palette, text
from ui.anim import Effect
from ui.boardscene import BoardScene
from ui.hexview import HexLayout
from ui.pointer import MOUSE_ID

from . import board, panel, previews
from . import effects as fx
from .overlays import AID_NAMES, VIEW_DEFAULTS, ViewOverlay
from .stacks import StackSprites

SEAT_COLOUR = {"red": (222, 72, 64), "white": (236, 232, 222)}
UNCHOSEN = (150, 140, 190)              # a seat's colour before the guest has chosen

# The rules page: rules.html beside this module, one paragraph per line (the lines are joined without
# separators), with the engine's house rules put in at {house_rules}. Read once, at import.
_RULES_TEMPLATE = "".join((Path(__file__).with_name("rules.html")).read_text(encoding="utf-8").splitlines())
RULES_HTML = _RULES_TEMPLATE.replace("{house_rules}", "".join(f"&#8226; {line}<br>" for line in tw.HOUSE_RULES))


class TumbleweedScene(BoardScene):
    RULES_HTML = RULES_HTML
    # Display options last for the session (like BGA's preferences): a new game starts from the last ones.
    remembered_view = dict(VIEW_DEFAULTS)

    def __init__(self, spec, players: int, seed=None, options=None, state=None):
        self.view = dict(type(self).remembered_view)
        self.sprites = StackSprites()
        self.hover = None            # cell under the mouse, or under a finger that is down
        self.pending = None          # with confirmation on: the cell (or stone) tapped once, waiting for a 2nd tap
        self.version = 0             # bumped whenever self.state changes (keys the cached layers)
        self.time = 0.0
        self.layer_builds = 0
        self.button_styles: dict = {}    # panel button -> the pygame-gui object id it was last given
        self._layer = None
        self._layer_key = None
        self._marks = (None, set())      # (last-move cell, safe captures) as painted on the layer
        self._local_hex: dict = {}
        self._contested = None           # the striped tile, per cell size
        self._preview_cache = (None, None)
        self._banner = (None, None)
        self._built_keys = None
        self._buttons_top = 0
        self.hexes = None
        super().__init__(spec, players, seed, options, state)

    # ---- small queries ---------------------------------------------------------------------------------
    @property
    def aid_level(self) -> str:
        return self.state.options.get("aid_level", "beginner")

    def aid_allows(self, key: str) -> bool:
        """Is this display option on and, for a player-aid help, given at the game's aid level?"""
        if not self.view.get(key):
            return False
        return key not in tw.AID_HELPS or tw.aid_gives(self.aid_level, key)

    def show_tint(self) -> bool:
        """Influence tint: a Beginner aid during the game; the territory of both players once it is over."""
        return self.state.is_over or self.aid_allows("influence")

    def set_view(self, key: str, value: bool) -> None:
        self.view[key] = value
        type(self).remembered_view[key] = value
        if key == "coords" and self.app is not None:
            self.layout_all()
        if key == "confirm":
            self.pending = None
        self.panel_cache.invalidate()

    def layout_all(self) -> None:
        """Lay the board out again in the same window (the coordinates' margin changed)."""
        self.layout_board(self.board_rect)
        self.board_cache.invalidate()

    # ---- seats, scores, status -------------------------------------------------------------------------
    def seat_info(self, seat: int):
        colour = self.state.colour_of(seat)
        mark = palette.SEAT_MARKS[seat]
        if colour is None:
            return (f"Player {seat + 1}", UNCHOSEN, mark)
        return (f"Player {seat + 1} · {colour.capitalize()}", SEAT_COLOUR[colour], mark)

    def score_text(self, seat: int) -> str:
        st = self.state
        if st.colour_of(seat) is None:
            return "–"
        return str(st.running_scores(self.aid_level)[seat])

    def status_text(self) -> str:
        st = self.state
        if st.is_over:
            return f"Game over. {st.outcome().summary}"
        seat = st.current_player
        name = self.seat_info(seat)[0]
        if st.phase in ("setup_neutral", "opening"):
            piece = st.opening_piece
            what = "the neutral stack" if piece == "neutral" else f"the {piece} stone"
            if self.pending is not None:
                return f"{name}: tap again to put {what} here"
            then = " (then the white one)" if piece == "red" else ""
            return f"{name}: tap a cell for {what}{then}"
        if st.phase == "choose":
            if self.pending is not None:
                stack = st.stack_at(self.pending)
                return f"{name}: tap the {stack[0]} stone again to play {stack[0]}"
            return f"{name}: tap the stone you want to play (red moves first)"
        if self.pending is not None:
            pv = self.preview(self.pending)
            if pv:
                what = f"a {pv.height}-stack" if self.reveals_height() else "a stack"
                return f"{name}: tap again to place {what} at {board.cell_name(self.pending, st.size)}"
        return f"{name}: place a stack or pass"

    def result_rows(self, outcome) -> list:
        rows = []
        for place, group in enumerate(outcome.ranking):
            for seat in group:
                name, colour, mark = self.seat_info(seat)
                own, ctrl = self.state.score_breakdown(seat)
                label = "=" if len(outcome.ranking) == 1 else ("1st", "2nd")[place]
                rows.append((label, name, colour, f"{own} + {ctrl} = {own + ctrl}", mark))
        return rows

    def result_footer(self, outcome) -> str:
        return f"{self.state.end_reason} Score = stacks + controlled empty cells."

    # ---- panel buttons ---------------------------------------------------------------------------------
    def _button_keys(self) -> tuple:
        if self.state.phase == "choose":
            return ("red", "white", "view")
        return ("pass", "view")

    def _button_label(self, key: str, short: bool = False) -> str:
        if key == "pass":
            if not short and self.state.pass_ends_game():
                return "Pass (ends the game)"
            return "Pass"
        return {"red": "Play Red", "white": "Play White", "view": "View"}[key]

    def _button_action(self, key: str):
        return {"pass": self.pass_turn, "view": self.open_view,
                "red": lambda: self.choose("red"), "white": lambda: self.choose("white")}[key]

    def build_ui(self) -> None:
        p = self.panel_rect
        self.frame_buttons = {}
        self.extra_buttons = {}
        self.button_styles = {}
        keys = self._button_keys()
        self._built_keys = keys
        actions = [("Undo", self.undo), ("Rules", self.show_rules), ("Menu", self.pause)]
        portrait = p.width > p.height
        if portrait:
            # One row along the bottom of the short panel: the game's buttons, then Undo / Rules / Menu.
            items = [(k, self._button_label(k, True), self._button_action(k)) for k in keys] + \
                    [(None, label, fn) for label, fn in actions]
            gap = 8
            bw = (p.width - 20 - gap * (len(items) - 1)) // len(items)
            for i, (k, label, fn) in enumerate(items):
                b = self.button((p.left + 10 + i * (bw + gap), p.bottom - 66, bw, 56), label, "#small_button")
                self.button_styles[b] = "#small_button"
                self.frame_buttons[b] = fn
                if k:
                    self.extra_buttons[k] = b
            self._buttons_top = p.bottom - 66
        else:
            bw = (p.width - 40) // 3
            for i, (label, fn) in enumerate(actions):
                b = self.button((p.left + 10 + i * (bw + 10), p.bottom - 70, bw, 58), label, "#small_button")
                self.frame_buttons[b] = fn
            y = p.bottom - 70 - 72 * len(keys)
            self._buttons_top = y
            for k in keys:
                b = self.button((p.left + 14, y, p.width - 28, 62), self._button_label(k))
                self.extra_buttons[k] = b
                self.frame_buttons[b] = self._button_action(k)
                y += 72
        self.refresh_buttons()

    def refresh_buttons(self) -> None:
        if self.container is None or self._built_keys is None:
            return
        if self._button_keys() != self._built_keys:
            # The choose phase has its own buttons: rebuild the panel's buttons (rare, cheap).
            self._rebuild_ui()
            if self.app is not None and self.app.scene is not self:
                self.cover()
            return
        b = self.extra_buttons.get("pass")
        if b is not None:
            portrait = self.panel_rect.width > self.panel_rect.height
            label = self._button_label("pass", portrait)
            if b.text != label:
                b.set_text(label)
            (b.enable() if self.state.may_pass() else b.disable())
            # While the game-end reminder is on, Pass is the suggested move: it turns yellow.
            wanted = "#choice_on" if self.reminder_text() else ("#small_button" if portrait else None)
            if self.button_styles.get(b) != wanted:
                b.change_object_id(wanted)
                self.button_styles[b] = wanted

    # ---- actions ---------------------------------------------------------------------------------------
    def pass_turn(self) -> None:
        if not self.state.may_pass():
            return
        self.animator.finish()
        self.play(PASS)

    def choose(self, colour: str) -> None:
        if self.state.phase != "choose":
            return
        self.animator.finish()
        self.play(Choose(colour))

    def open_view(self) -> None:
        self.app.push(ViewOverlay(self))

    def play(self, move) -> bool:
        ok = super().play(move)
        if ok:
            self.version += 1
        return ok

    def undo(self) -> None:
        super().undo()
        self.version += 1
        self.refresh_buttons()

    def advance_random(self, moves, rng) -> int:
        n = super().advance_random(moves, rng)
        self.version += 1
        self.refresh_buttons()
        return n

    def clear_selection(self) -> None:
        self.pending = None

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and self.app is not None and self.app.scene is self:
            if event.key == pygame.K_p:
                self.pass_turn()
                return True
            if event.key == pygame.K_v:
                self.open_view()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.pending is not None:
                self.tap_cell(self.pending)
                return True
        return super().handle(event)

    # ---- input -----------------------------------------------------------------------------------------
    def on_pointer(self, ev) -> None:
        if self.hexes is None:
            return
        if ev.kind == "move":
            if ev.pointer == MOUSE_ID or ev.pressed:
                self.hover = self.hexes.cell_at(ev.pos)
            return
        if ev.kind == "down":
            self.hover = self.hexes.cell_at(ev.pos)
            return
        if ev.kind == "up":
            if ev.pointer != MOUSE_ID:
                self.hover = None      # a finger that lifts no longer points anywhere
            return
        if ev.kind in ("tap", "drop"):
            self.tap_cell(self.hexes.cell_at(ev.pos))

    def tap_cell(self, cell) -> None:
        """A tap on a cell: the engine says which move the cell stands for (State.move_at); a legal one is
        played (or, with confirmation on, first previewed until the same cell is tapped again), an illegal
        one is sent to the engine so that it says why."""
        st = self.state
        if cell is None:
            self.pending = None
            return
        if st.is_over:
            return
        move = st.move_at(cell)
        if move is None:                  # the choice: a cell without a stone
            self.pending = None
            self.say("Tap the red or the white stone: that is the colour you will play. Red moves first.")
            return
        if self.preview(cell) is None:
            self.pending = None
            self.play(move)               # refused: the engine says why
            return
        if not self.view["confirm"] or self.pending == cell:
            self.play(move)
        else:
            self.pending = cell

    # ---- layout and the static board -------------------------------------------------------------------
    def layout_board(self, rect: pygame.Rect) -> None:
        padding = 1.05 if self.view["coords"] else 0.3
        self.hexes = HexLayout(self.state.cells, rect, padding=padding)
        self.cells_in_draw_order = sorted(self.hexes.cells, key=lambda c: (c[1], c[0]))
        self.sprites.clear()
        self._contested = None
        self._layer_key = None
        self._banner = (None, None)
        self._local_hex = board.local_hexes(self.hexes, rect.topleft)

    def paint_board(self, surface: pygame.Surface) -> None:
        board.paint_board(surface, self.hexes, self.state.size, self.view["coords"])

    # ---- the state layer: tint, last move, outlines and stacks (cached until something changes) --------
    def _layer_surface(self) -> pygame.Surface:
        """Everything that changes only with the state or the View options, painted once per change."""
        key = (self.version, tuple(sorted(self.view.items())), self.board_rect.size, self.hexes.size,
               self.state.is_over)
        if self._layer is None or self._layer_key != key:
            if self._layer is None or self._layer.get_size() != self.board_rect.size:
                self._layer = pygame.Surface(self.board_rect.size, pygame.SRCALPHA)
            self._layer.fill((0, 0, 0, 0))
            self._paint_layer(self._layer)
            self._layer_key = key
            self.layer_builds += 1
        return self._layer

    def _paint_layer(self, surf: pygame.Surface) -> None:
        st = self.state
        lay = self.hexes
        origin = self.board_rect.topleft
        if self.show_tint():
            if self._contested is None:
                self._contested = board.contested_tile(lay.size)
            board.paint_tint(surf, lay, st.control_colours(), origin, self._local_hex, self._contested)
        last_cell = getattr(st.last_move, "cell", None) if self.view["last_move"] else None
        safe = set(st.safe_captures()) if self.aid_allows("captures") else set()
        self._marks = (last_cell, safe)
        for cell in ([last_cell] if last_cell is not None else []) + list(safe):
            board.paint_cell_marks(surf, lay, cell, origin, last_cell, safe)
        board.paint_stacks(surf, lay, st.stacks(), self.cells_in_draw_order, self.sprites, origin)

    # ---- previews --------------------------------------------------------------------------------------
    def preview(self, cell):
        """The engine's preview of the move at cell (State.preview_move), cached per state, or None."""
        key = (self.version, cell)
        if self._preview_cache[0] == key:
            return self._preview_cache[1]
        value = self.state.preview_move(cell) if cell is not None else None
        self._preview_cache = (key, value)
        return value

    def reveals_height(self) -> bool:
        """Expert aid previews only the colour of the stack to be placed (BGA; RULES.md): no height, no lines."""
        return tw.preview_shows_height(self.aid_level)

    def focus_cell(self):
        """The cell whose preview is drawn: the one waiting for confirmation, else the one pointed at."""
        return self.pending if self.pending is not None else self.hover

    def current_preview(self):
        """What the board previews now: dict(cell, colour, height, sources, risky, confirm) or None."""
        cell = self.focus_cell()
        pv = self.preview(cell)
        if pv is None:
            return None
        confirm = cell == self.pending
        if isinstance(pv.move, Setup):
            return dict(cell=cell, colour=pv.colour, height=pv.height, sources=[], risky=False, confirm=confirm)
        if isinstance(pv.move, Choose):
            return dict(cell=cell, colour=pv.colour, height=pv.height, sources=[], risky=False, confirm=confirm,
                        choose=True)
        risky = self.aid_allows("suicide") and pv.suicidal
        return dict(cell=cell, colour=pv.colour, height=pv.height, sources=list(pv.sources), risky=risky,
                    confirm=confirm, reveal=self.reveals_height())

    def reminder_text(self) -> str:
        """The game-end reminder while it is active (engine: stale_turns_left, stale_turns), else ''."""
        st = self.state
        left = st.stale_turns_left()
        if left is None:
            return ""
        return (f"Nobody has gained ground for {st.stale_turns} turns. Consider passing: "
                f"{left} more such turn{'s' if left != 1 else ''} end{'s' if left == 1 else ''} the game.")

    def _reminder_banner(self) -> pygame.Surface | None:
        """Portrait only: the reminder over the top of the board (in landscape it sits in the panel)."""
        msg = self.reminder_text()
        if not msg or self.panel_rect.width <= self.panel_rect.height:
            return None
        key = (msg, self.board_rect.width)
        if self._banner[0] != key:
            self._banner = (key, previews.notice_box(msg, min(self.board_rect.width - 20, 760), 20))
        return self._banner[1]

    # ---- per-frame drawing -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        super().update(dt)

    def draw_pieces(self, surface: pygame.Surface) -> None:
        surface.blit(self._layer_surface(), self.board_rect.topleft)
        hidden = self.animator.hidden_cells()
        if hidden:
            # While a stack is animated, its cell on the cached layer is covered with what lies beneath it, so
            # the layer is not repainted when an animation starts or ends.
            for cell in hidden:
                board.paint_empty_cell(surface, self.hexes, cell, *self._marks)
        st = self.state
        if st.is_over:
            return
        if st.phase == "choose":
            previews.draw_choose_hints(surface, self.hexes, st.choosable_stones(), self.time, self.focus_cell())
        pv = self.current_preview() if not self.animator.busy else None
        if pv is not None:
            previews.draw_preview(surface, self.hexes, pv, self.time, self.sprites, self.board_rect)
        banner = self._reminder_banner()
        if banner is not None:
            surface.blit(banner, banner.get_rect(midtop=(self.board_rect.centerx, self.board_rect.top)))

    # ---- the panel: scores as BoardScene draws them, then this game's details --------------------------
    def _paint_panel(self, surface) -> None:
        super()._paint_panel(surface)
        p = pygame.Rect((0, 0), self.panel_rect.size)      # the panel is painted into its own surface
        if p.width > p.height:
            return                     # portrait: the short panel keeps to the scores and the status
        n_status = len(text.wrap(self.status_text(), 24, p.width - 28, True)[:3])
        y = p.top + 64 + 54 * self.players + 22 + 30 * n_status
        bottom = self._buttons_top - self.panel_rect.top - 10
        panel.paint_details(surface, p.left + 18, y, p.width - 36, bottom, self.reminder_text(),
                            self.panel_lines(), self.show_tint())

    def panel_lines(self) -> list:
        """The panel's lines under the status, [(words, colour, gap above)]: the player aid, each colour's
        score breakdown (Expert: stacks only until the end), the last move."""
        st = self.state
        lines = [(f"Player aid: {AID_NAMES[self.aid_level]}", palette.MUTED, 0)]
        if st.colour_of(0) is not None:
            for seat in range(2):
                own, ctrl = st.score_breakdown(seat)
                colour = st.colour_of(seat).capitalize()
                stacks = f"{own} stack{'s' if own != 1 else ''}"
                if not st.counts_controlled(self.aid_level):
                    words = f"{colour}: {stacks}"
                else:
                    words = f"{colour}: {stacks} + {ctrl} cell{'s' if ctrl != 1 else ''}"
                lines.append((words, palette.TEXT, 0))
        last = st.last_move
        if last is not None and st.phase in ("play", "over"):
            words = ""
            if isinstance(last, Place):
                stack = st.stack_at(last.cell)
                if stack:
                    words = f"Last move: {stack[0]} {stack[1]}-stack at {board.cell_name(last.cell, st.size)}"
            elif last == PASS:
                words = "Last move: a pass"
            if words:
                lines.append((words, palette.MUTED, 6))
        return lines

    # ---- animation -------------------------------------------------------------------------------------
    def animate(self, events: list) -> None:
        delay = self.animator.end_time
        layout = lambda: self.hexes   # noqa: E731 (read at draw time: the window may be resized meanwhile)
        for ev in events:
            if ev.kind == "capture":
                self.animator.add(Effect(fx.VANISH_SECONDS, fx.vanish(layout, self.sprites, ev.cell, ev.piece,
                                                                      ev.value), delay=delay, hide=(ev.cell,)))
                delay += fx.VANISH_SECONDS * 0.6
            elif ev.kind == "place":
                if ev.path:
                    self.animator.add(Effect(fx.LINES_SECONDS, fx.sight_flash(layout, ev.cell, ev.path, ev.piece),
                                             delay=delay))
                self.animator.add(Effect(fx.POP_SECONDS, fx.pop(layout, self.sprites, ev.cell, ev.piece, ev.value),
                                         delay=delay, hide=(ev.cell,)))
            elif ev.kind == "choose":
                for cell, (colour, _) in self.state.stacks().items():
                    if colour == ev.piece:
                        self.animator.add(Effect(fx.RIPPLE_SECONDS, fx.ripple(layout, cell), delay=delay))
                self.say(f"Player 2 plays {ev.piece}, Player 1 plays "
                         f"{tw.other_colour(ev.piece)}. Red moves first.")
            elif ev.kind == "pass":
                name = self.seat_info(ev.player)[0]
                st = self.state
                if st.is_over:
                    self.say(f"{name} passes.")
                else:
                    other = self.seat_info(st.current_player)[0]
                    if st.pass_ends_game():
                        self.say(f"{name} passes. If {other} passes too, the game ends.")
                    else:
                        self.say(f"{name} passes.")
