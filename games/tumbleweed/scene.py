"""Tumbleweed's scene: the hooks the shared table layer (ui/play/boardscene.py) asks of a game. Taps become Setup /
Choose / Place moves through the Picker, Pass / View / Play Red / Play White are the game's buttons, the engine's
preview of the move under the pointer is drawn over the board, and the engine's events are animated.

Every rule comes from engine/tumbleweed.py: what a cell stands for in each phase and what it would put there
(State.move_at / preview_move: height, the stacks that see the cell, suicide), why a tap is refused
(State.why_not: a code, worded by words.py), the safe captures, who controls which empty cell, the score
breakdown, whether a pass ends the game and the game-end reminder's countdown.

Playing:  hover (mouse) or hold a finger on a cell: the stack you would place appears there, with lines from
          the stacks that see it. With "Confirm each move" on (the default, as on BGA), a tap shows that
          stack (the Picker's pending target) and a second tap on the same cell places it; off, one tap places.
          A finger slid to a cell and lifted there counts as a tap there. Pass is a button (P on the keyboard).
Opening:  player 1 taps a cell for the red stone, then one for the white stone; player 2 taps the stone it
          wants to play (or presses Play Red / Play White). Red moves first.
View:     the View button opens the display options (BGA's player preferences); they apply at once and are
          remembered for the rest of the session.
Reminder: once nobody has gained ground for a while, Pass is labelled as the suggested move (a label works in
          both layouts, so no shared button-style mechanism is needed); the reminder's words go in the window's
          panel, over the board in a portrait window, and, at a table, into the mover's status line and a
          message facing them.

The work is done by the package's modules, one job each (their list is in __init__.py): what a tap or a pointer
means (picking.py), the View options (viewoptions.py), the cached board pictures (layer.py), the words
(words.py), what is drawn over the board (previews.py), the panel (panel.py) and the animations (effects.py).
"""
from __future__ import annotations

import pygame

from engine import tumbleweed as tw
from engine import tumbleweed_names
from engine.tumbleweed import PASS, Choose
from ui.base import codewords, palette
from ui.base.seats import numbered_name, seat_name
from ui.play.boardscene import BoardScene
from ui.play.rulesfiles import read_rules
from ui.board.anim import around_all
from ui.board.hexview import HexLayout
from ui.base.lang import t

from . import board, panel, picking, previews, seating, setup, viewoptions, words
from . import effects as fx
from .layer import StateLayer
from .overlays import ViewOverlay
from .stacks import StackSprites
from .viewoptions import VIEW_DEFAULTS

SEAT_COLOUR = {"red": (222, 72, 64), "white": (236, 232, 222)}
UNCHOSEN = (150, 140, 190)              # a seat's colour before the guest has chosen
STONE = "stone"                         # the Picker's one pick: the stone the mover is about to put down


class TumbleweedScene(BoardScene):
    # Display options last for the session (like BGA's preferences): a new game starts from the last ones.
    remembered_view = dict(VIEW_DEFAULTS)
    SETUP_BOARD = setup      # its part of the set-up board (setup.py)

    def __init__(self, spec, players: int, seed=None, options=None, state=None, **how):
        self.view = dict(type(self).remembered_view)
        self.sprites = StackSprites()
        self.hover = None            # cell under the mouse, or under a finger that is down
        self.version = 0             # bumped after every change of the match (keys the cached layers)
        self.time = 0.0
        self.layer = StateLayer(self)    # the tint, marks and stacks, and the backdrop with them on the board
        self._preview_cache = (None, None)
        self._banner = (None, None)
        self.hexes = None
        super().__init__(spec, players, seed, options, state, **how)
        self.picker.confirm = self.view["confirm"]   # the View option, not a fixed CONFIRM_TAPS

    @property
    def pending(self):
        """The cell tapped once and waiting for its confirming tap (the Picker keeps it), or None."""
        return self.picker.pending

    # ---- the View options (viewoptions.py) at the game's aid level --------------------------------------
    @property
    def aid_level(self) -> str:
        return viewoptions.aid_level(self.state)

    def set_view(self, key: str, value: bool) -> None:
        self.view[key] = value
        type(self).remembered_view[key] = value
        if key == "coords" and self.app is not None:
            self.layout_all()
        if key == "confirm":
            self.picker.confirm = value
            self.picker.pending = None
        self.chrome.repaint()

    def layout_all(self) -> None:
        """Lay the board out again in the same window (the coordinates' margin changed)."""
        self.layout_board(self.board_rect)
        self.board_cache.invalidate()

    # ---- seats, scores, status -------------------------------------------------------------------------
    def rules_html(self) -> str:
        """The rules page (rules.<language>.html beside this module) with the engine's house rules put in at
        {house_rules}, in the player's language."""
        return read_rules(__file__).replace("{house_rules}",
                                            "".join(f"&#8226; {line}<br>" for line in words.house_rules()))

    def start_words(self) -> str:
        """The opening, said at the start: who sets up, who chooses, and that red moves first."""
        return t("tumbleweed.start")

    def seat_info(self, seat: int):
        colour = self.state.colour_of(seat)
        mark = palette.SEAT_MARKS[seat]
        if colour is None:
            return (seat_name(numbered_name(seat)), UNCHOSEN, mark)
        if self.table:   # a narrow strip shortens a name from its end: the colour must survive
            return (t("tumbleweed.seat.table", side=words.side(colour), n=seat + 1), SEAT_COLOUR[colour], mark)
        return (t("tumbleweed.seat.window", side=words.side(colour), n=seat + 1), SEAT_COLOUR[colour], mark)

    def seat_note(self, seat: int) -> str:
        """Before the colours are known, what each seat is deciding (the pie rule); then who plays it."""
        note = super().seat_note(seat)
        if self.state.colour_of(seat) is None and not self.state.is_over:
            role = t("tumbleweed.seat.role_host" if seat == 0 else "tumbleweed.seat.role_guest")
            return t("tumbleweed.seat.note", role=role, note=note) if note else role
        return note

    def score_text(self, seat: int) -> str:
        st = self.state
        if st.colour_of(seat) is None:
            return "–"
        return str(st.running_scores(self.aid_level)[seat])

    def status_text(self) -> str:
        """What the mover does now. In a window it names the mover; a table strip already shows the name and
        has room for a line or two of 18 px beside it, so there it is the deed alone, in short words."""
        st = self.state
        if st.is_over:
            return t("tumbleweed.status.game_over", summary=words.summary(st))
        pending = self.pending
        pv = self.preview(pending) if pending is not None and st.phase == "play" else None
        if self.table:
            return words.short_deed(st, pending, pv, self.reveals_height())
        return t("tumbleweed.status.window", name=self.seat_info(st.current_player)[0],
                 deed=words.deed(st, pending, pv, self.reveals_height()))

    def reminder_text(self) -> str:
        return words.reminder(self.state)

    def result_rows(self, outcome) -> list:
        rows = []
        for place, group in enumerate(outcome.ranking):
            for seat in group:
                name, colour, mark = self.seat_info(seat)
                own, ctrl = self.state.score_breakdown(seat)
                label = "=" if len(outcome.ranking) == 1 else t(f"tumbleweed.result.{('first', 'second')[place]}")
                rows.append((label, name, colour, f"{own} + {ctrl} = {own + ctrl}", mark))
        return rows

    def result_footer(self, outcome) -> str:
        return t("tumbleweed.result.footer", reason=words.end_reason(self.state))

    # ---- the game's buttons (panel in a window, the mover's strip at a table) ---------------------------
    def pass_label(self) -> str:
        """Pass says what it would do: end the game, or, during the game-end reminder, that it is suggested."""
        if self.state.pass_ends_game():
            return t("tumbleweed.button.pass_ends")
        if self.reminder_text():
            return t("tumbleweed.button.pass_suggested")
        return t("tumbleweed.button.pass")

    def game_buttons(self) -> list:
        if self.state.phase == "choose":
            play = "play_short" if self.narrow_strips() else "play"   # three buttons and a name in a 640 px strip
            return [(t(f"tumbleweed.button.{play}.red"), lambda: self.choose("red")),
                    (t(f"tumbleweed.button.{play}.white"), lambda: self.choose("white")),
                    (t("tumbleweed.button.view"), self.open_view)]
        return [(self.pass_label(), self.pass_turn), (t("tumbleweed.button.view"), self.open_view)]

    def button_enabled(self, label: str) -> bool:
        if label in (t("tumbleweed.button.pass"), t("tumbleweed.button.pass_ends"),
                     t("tumbleweed.button.pass_suggested")):
            return self.state.may_pass()
        return True

    def event_words(self, event) -> str:
        """The engine's notices (the game-end reminder), in the player's language."""
        return words.event_words(event)

    def narrow_strips(self) -> bool:
        layout = getattr(self, "seat_layout", None)
        return bool(self.table and layout and layout.seats and layout.seats[0].local_size[0] < 800)

    def strip_depth(self, size) -> int:
        """Deep enough for what to do in large words (seating.py)."""
        return seating.strip_depth(size)

    def table_places(self, size):
        """Two players sit at the short ends of a landscape table where the board would be too small for fingers
        between the long sides (seating.py)."""
        return seating.places(self.state.cells, self.players, size, self.board_padding())

    def board_padding(self) -> float:
        """Room round the board, in cells: more for its coordinates."""
        return 1.05 if self.view["coords"] else 0.3

    def pass_turn(self) -> None:
        if self.state.may_pass():
            self.play(PASS)

    def choose(self, colour: str) -> None:
        if self.state.phase == "choose":
            self.play(Choose(colour))

    def move_text(self, before, move) -> str:
        """The move list and the replay write moves in the cell names round the board (x capture, + reinforcement),
        in the form of Abstract Play's notation, which a record keeps (--export --notation abstractplay): the
        list once named cells that way, which the board's coordinates do not show (issue 30)."""
        name = lambda cell: board.cell_name(cell, before.size)     # noqa: E731
        if isinstance(move, tw.Setup):        # the opening's stones and the choice in the player's language
            return t(f"tumbleweed.move.setup.{move.piece}", cell=name(move.cell))
        if isinstance(move, Choose):
            return t(f"tumbleweed.move.choose.{move.colour}")
        return tumbleweed_names.write(before, move, name)

    def open_view(self) -> None:
        self.app.push(ViewOverlay(self))

    def after_change(self, change) -> None:
        """The cached layers and previews are keyed by this version; at a table the reminder speaks to the mover
        (a window shows it in the panel or over the board)."""
        self.version += 1
        if self.table and change.kind in ("move", "redo") and self.reminder_text() and not self.message:
            self.say(self.reminder_text(), 5.0)

    def on_key(self, event) -> bool:
        if event.type == pygame.KEYDOWN and self.app is not None and self.app.scene is self:
            if event.key == pygame.K_p:
                self.pass_turn()
                return True
            if event.key == pygame.K_v:
                self.open_view()
                return True
            pending = self.picker.pending
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and pending in self.picker.targets:
                self.play(self.picker.targets[pending])
                return True
        return False

    # ---- what the Picker asks: one stone always in hand, every cell with a legal move is a target --------
    def forced_pick(self):
        return None if self.state.is_over else STONE

    def pick_at(self, pos):
        return None      # nothing on the board is picked up: the stone is always in hand

    def targets_of(self, pick) -> dict:
        """cell -> move for every legal move that is made on a cell (the stones to choose in the pie phase)."""
        return picking.targets(self.state)

    def target_at(self, pos):
        return self.hexes.cell_at(pos) if self.hexes is not None else None

    def refuse(self, pick, target) -> str | None:
        """A tap on a cell without a legal move: the engine says why (tapping off the board just cancels). (While a
        computer seat is to move, PlayMode answers a tap before the Picker sees it.)"""
        if target is None:
            return None
        move = self.state.move_at(target)
        if move is None:                  # the choice: a cell without a stone
            return t("tumbleweed.said.choose_hint")
        refused = self.state.why_not(move)
        return codewords.say(refused, self.spec.words) if refused is not None else None

    def taps_for(self, move) -> list:
        if move == PASS:
            return [self.button_point(self.pass_label())]
        return [self.hexes.centre(picking.cell_of(self.state, move))] * (2 if self.picker.confirm else 1)

    def on_pointer(self, ev) -> bool:
        """Hover and held fingers preview; a finger slid over the board and lifted taps where it lifts (so the
        Confirm option holds for it too, unlike the Picker's drops)."""
        if self.hexes is None:
            return False
        if ev.kind == "drop":
            self.follow_picker(self.picker.tap(ev.pos))
            return True
        self.hover = picking.hovered(self.hexes, ev, self.hover)
        return False

    # ---- layout and the static board -------------------------------------------------------------------
    def layout_board(self, rect: pygame.Rect) -> None:
        self.hexes = HexLayout(self.state.cells, rect, padding=self.board_padding())
        self.cells_in_draw_order = sorted(self.hexes.cells, key=lambda c: (c[1], c[0]))
        self.sprites.clear()
        self._banner = (None, None)
        self.layer.lay_out(rect)

    def paint_board(self, surface: pygame.Surface) -> None:
        board.paint_board(surface, self.hexes, self.state.size, self.view["coords"])

    # ---- the state layer: tint, last move, outlines and stacks (cached until something changes) --------
    def put_away(self) -> None:
        super().put_away()
        # whole-window and board-sized pictures, made again when next drawn (BoardScene.put_away)
        self.layer.release()

    def background(self, size) -> pygame.Surface:
        return self.layer.background(size)

    def prepare_move_pictures(self) -> None:
        """A move: its cells of the state layer are repainted in the frame that played it, the
        backdrop is patched from them in the next (hold_frame)."""
        if not self.layer.late:
            self.layer.surface()

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

    def pieces_area(self):
        """Stacks, previews and their words, and the reminder banner stay in the board's rectangle."""
        return self.board_rect.inflate(int(self.hexes.size * 2), int(self.hexes.size * 2))

    def hover_look(self):
        """The stack previewed under the pointer with its lines of sight (draw_pieces), as plain values."""
        if self.state.is_over or self.animator.busy:
            return None
        pv = self.current_preview()
        if pv is None:
            return None
        return (pv["cell"], pv["colour"], pv["height"], tuple(pv["sources"]), pv["risky"], pv["confirm"],
                bool(pv.get("choose")), pv.get("reveal", True))

    def hover_rects(self, look) -> list | None:
        """Round the cell and every stack whose line reaches it; a preview with words (a risky move, a colour to
        choose) is drawn whole."""
        if look is None:
            return []
        cell, _, _, sources, risky, confirm, choose, _ = look
        if risky or confirm or choose:
            return None
        return [around_all([self.hexes.centre(c) for c in (cell, *sources)], self.hexes.size * 1.1)]

    def game_pulsing(self) -> bool:
        """The stones to choose from pulse during the colour choice, and so does a move waiting for its second tap."""
        return (not self.state.is_over and not self.computer_to_move()
                and (self.state.phase == "choose" or self.pending is not None))

    def focus_cell(self):
        """The cell whose preview is drawn: the one waiting for confirmation, else the one pointed at."""
        return self.pending if self.pending is not None else self.hover

    def current_preview(self):
        """What the board previews now: dict(cell, colour, height, sources, risky, confirm) or None."""
        cell = self.focus_cell()
        pv = self.preview(cell)
        if pv is None:
            return None
        risky = viewoptions.allows(self.state, self.view, "suicide") and pv.suicidal
        return previews.drawn_preview(pv, cell, cell == self.pending, risky, self.reveals_height())

    def reminder_banner(self) -> pygame.Surface | None:
        """A portrait window only: the reminder over the top of the board (a landscape window has it in the
        panel; at a table it is the mover's status line and a message facing them, never upside down)."""
        msg = self.reminder_text()
        if not msg or self.table or not self.seat_layout.portrait:
            return None
        key = (msg, self.board_rect.width)
        if self._banner[0] != key:
            self._banner = (key, previews.notice_box(msg, min(self.board_rect.width - 20, 760), 20))
        return self._banner[1]

    # ---- per-frame drawing -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        super().update(dt)

    def refine_pictures(self, seconds: float) -> bool:
        """The backdrop a layout left for later, made once the resize's buttons are built (not in their frame);
        the screen already shows the same pixels, so nothing needs repainting."""
        if self.layer.late and not self.elements_due and not self.board_late and self.app is not None:
            self.layer.make_backdrop(self.app.size, seconds)
        return False

    def prepare_resized(self, seconds: float) -> bool:
        """Before the board shows after a resize, a step a frame: the layer's memory, the layer painted, the
        backdrop in bands (then the board is shown from it at once: drawing the board and the layer apart was
        12-20 ms a frame at 3840x2160)."""
        layer = self.layer
        if not layer.prepare_layer(seconds):
            return False
        if layer.stale():
            layer.surface()
            return False
        return not layer.late or layer.make_backdrop(self.app.size, seconds)

    def pictures_rough(self) -> bool:
        return self.layer.late      # (frames keep coming until the backdrop is made)

    def draw_pieces(self, surface: pygame.Surface) -> None:
        if self.layer.late:
            surface.blit(self.layer.surface(), self.board_rect.topleft)
        # (otherwise the state layer is part of background())
        hidden = self.animator.hidden_cells()
        if hidden:
            # While a stack is animated, its cell on the cached layer is covered with what lies beneath it, so
            # the layer is not repainted when an animation starts or ends.
            for cell in hidden:
                board.paint_empty_cell(surface, self.hexes, cell, *self.layer.marks)
        st = self.state
        if st.is_over:
            return
        if st.phase == "choose" and not self.computer_to_move():
            # (they pulse to call for a person's tap, as game_pulsing declares: a computer's choice shows none,
            # or its pulsing rings would change where no patched frame repaints them)
            previews.draw_choose_hints(surface, self.hexes, st.choosable_stones(), self.time, self.focus_cell())
        pv = self.current_preview() if not self.animator.busy else None
        if pv is not None:
            previews.draw_preview(surface, self.hexes, pv, self.time, self.sprites, self.board_rect,
                                  self.message_angle())
        banner = self.reminder_banner()
        if banner is not None:
            surface.blit(banner, banner.get_rect(midtop=(self.board_rect.centerx, self.board_rect.top)))

    # ---- the window's panel: scores and status as BoardScene paints them, then this game's details -----
    def paint_panel_extras(self, surface, free: pygame.Rect) -> int:
        """Under the status (landscape only): the reminder notice, the aid, breakdown and last-move lines and
        the legend of the tint (a message may cover all but the reminder)."""
        return panel.paint_details(surface, free.left + 18, free.top, free.width - 36, free.bottom, self.reminder_text(),
                            words.panel_lines(self.state, self.aid_level),
                            bool(viewoptions.tinted(self.state, self.view)))

    # ---- animation -------------------------------------------------------------------------------------
    def animate(self, events: list) -> None:
        """The move's effects (effects.py), and what is said of a choice or a pass."""
        layout = lambda: self.hexes   # noqa: E731 (read at draw time: the window may be resized meanwhile)
        fx.add_event_effects(self.animator, events, layout, self.sprites, self.state.stacks())
        for ev in events:
            if ev.kind in ("choose", "pass"):
                self.say(words.said_after(ev, self.state, lambda seat: self.seat_info(seat)[0]))
