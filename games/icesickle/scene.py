"""IceSickle's scene: turns taps and drags into Place / Jump moves and animates the engine's events. Every
rule is asked from engine/icesickle.py (jumps_by_pyramid, next_piece, size_problem, pips_captured_by,
score_change_of_capture, stuck_player, finished_game, record_solo_try).

Sowing:  tap a size in the tray (it stays chosen while that size lasts; keys 1-3 too), then a square; or drag
         a pyramid from the tray onto a square.
Reaping: tap a pyramid: rings mark its landings, red corners what it could capture; the landing under the
         pointer (hover, or a finger held on it) shows its captures with crosses and the path. Tap a ring to
         jump (or drag the pyramid onto it). Tap elsewhere to cancel.
"""
from __future__ import annotations

import pygame

from engine import icesickle as ice
from engine import squaregrid as sg
from ui import palette
from ui.anim import PieceFlight, ease_in_out_cubic, ease_out_cubic
from ui.boardscene import BoardScene
from ui.gridview import GridLayout
from ui.overlays import MenuOverlay

from .board import LABEL_MARGIN, paint_board
from .hints import draw_capture_marks, draw_drop_target, draw_jump_hints
from .overlays import BetweenGamesOverlay, SoloResultOverlay
from .pyramids import FOOTPRINT, SpriteCache
from .rules import rules_html
from .trays import Trays, place_board_and_trays
from . import effects, wording


class IceSickleScene(BoardScene):
    """Sowing and reaping on one board; between the games of a match the end of game 1 stays frozen on screen
    (self.interlude, an engine FinishedGame) until Continue."""

    def __init__(self, spec, players: int, seed=None, options=None, state=None):
        self.sprites = SpriteCache()
        self.selected_size: int | None = None   # sowing: the size chosen in the tray (kept while it lasts)
        self.selected_cell = None                # reaping: the pyramid about to jump
        self.focus = None                        # reaping: the landing whose captures are emphasised
        self.hover_cell = None                   # mouse hover (ghost preview while sowing)
        self.drag: dict | None = None            # a pyramid carried by a pointer
        self.interlude: ice.FinishedGame | None = None   # the end of game 1, shown until Continue
        self.interlude_shown = False
        self._jumps: dict = {}                   # cell -> [(Jump, captured cells)], asked from the engine
        self._origin = None                      # where the next placement/jump animation starts (drops)
        self._say_after = ""
        super().__init__(spec, players, seed, options, state)
        self.shown = list(self.state.scores())   # scores as displayed: they count up as captures land

    # ---- what is drawn comes from the engine, or from the frozen end of game 1 -------------------------
    def view_board(self) -> dict:
        return self.interlude.board if self.interlude else self.state.board

    def view_captured(self, seat: int) -> list:
        return list(self.interlude.captured[seat]) if self.interlude else self.state.captured_by(seat)

    def view_phase(self) -> str:
        return "reaping" if self.interlude else self.state.phase

    # ---- layout ----------------------------------------------------------------------------------------
    def layout_board(self, rect: pygame.Rect) -> None:
        grid_block, self.tray_rect, self.tray_column = place_board_and_trays(rect)
        self.grid = GridLayout(5, 5, grid_block, padding=LABEL_MARGIN)
        self.cell = self.grid.size
        titles = [self.seat_info(i)[0] for i in range(self.players)]
        self.trays = Trays(self.tray_rect, self.tray_column, self.players, self.cell, titles)
        self.slots = self.trays.slots
        self.drag = None
        # New sizes, new sprites: drop the old ones and render the board's and the tray's now, not mid-move.
        self.sprites = SpriteCache()
        for piece in ice.ALL_PIECES:
            self.sprites.get(piece, self.board_px(piece[0]))
            self.sprites.get(piece, self.trays.slot_px(piece[0]))

    def board_px(self, size: int) -> int:
        return int(self.cell * FOOTPRINT[size])

    def paint_board(self, surface: pygame.Surface) -> None:
        paint_board(surface, self.grid)

    # ---- drawing per frame -------------------------------------------------------------------------------
    def draw_pieces(self, surface: pygame.Surface) -> None:
        g, sprites = self.grid, self.sprites
        board = self.view_board()
        hidden = self.animator.hidden_cells()
        reaping = self.view_phase() == "reaping" and not self.state.is_over and not self.interlude
        dragged = self.drag["cell"] if self.drag and self.drag["kind"] == "board" else None
        jumps = self._jumps.get(self.selected_cell, []) if reaping else []
        # Under the pieces: which pyramids can jump, the chosen one, and where it may land.
        if reaping and not self.animator.busy:
            draw_jump_hints(surface, g, self._jumps, self.selected_cell, self.focus)
        for cell, piece in board.items():
            if cell in hidden or cell == dragged:
                continue
            sprites.blit(surface, piece, self.board_px(piece[0]), g.centre(cell))
        # Over the pieces: what the jumps would capture (corners for any, a cross for the emphasised one).
        if reaping and jumps and not self.animator.busy:
            labels = {j.dst: f"-{len(taken)}" if self.state.solo else f"+{self.state.pips_captured_by(j)}"
                      for j, taken in jumps}
            draw_capture_marks(surface, g, jumps, self.focus, labels)
        # A pyramid carried from the tray: the square it would drop on lights up.
        if self.drag and self.drag["kind"] == "supply":
            target = g.cell_at(self.drag["pos"])
            if target is not None and target not in board:
                draw_drop_target(surface, g, target)
        # Sowing: a ghost of the chosen pyramid under the mouse.
        if self.view_phase() == "sowing" and self.selected_size and self.hover_cell is not None \
                and self.hover_cell not in board and not self.drag and not self.animator.busy:
            piece = self.state.next_piece(self.selected_size)
            if piece:
                sprites.blit(surface, piece, self.board_px(piece[0]), g.centre(self.hover_cell), ghost=True)
        self.draw_trays(surface, hidden)
        # The pyramid in a hand goes on top of everything.
        if self.drag:
            d = self.drag
            piece = d["piece"]
            sprites.blit(surface, piece, self.board_px(piece[0]), (d["pos"][0], d["pos"][1] - 10), lift=10)

    def draw_trays(self, surface, hidden) -> None:
        """Sowing: the supply; reaping (and between games): each seat's captures."""
        if self.view_phase() == "sowing":
            dragging = self.drag["size"] if self.drag and self.drag["kind"] == "supply" else None
            self.trays.draw_supply(surface, self.sprites, self.state.supply(), self.state.supply_pieces(),
                                   self.selected_size, dragging)
            return
        for seat in range(self.players):
            current = self.state.current_player == seat and not self.state.solo and not self.interlude
            self.trays.draw_bin(surface, self.sprites, seat, self.seat_info(seat), self.view_captured(seat),
                                hidden, current, self.state.solo)

    # ---- the side panel ------------------------------------------------------------------------------------
    def seat_info(self, seat: int):
        if self.players == 1:
            return ("You", palette.SEAT_COLOURS[0], palette.SEAT_MARKS[0])
        return super().seat_info(seat)

    def score_text(self, seat: int) -> str:
        value = self.shown[seat] if seat < len(getattr(self, "shown", ())) else self.state.scores()[seat]
        if self.state.solo:
            return f"{value} left"
        return str(value)

    def seat_names(self) -> list[str]:
        return [self.seat_info(s)[0] for s in range(self.players)]

    def status_text(self) -> str:
        return wording.status_text(self.state, self.seat_names(), self.selected_size, self.selected_cell,
                                   self.interlude)

    def panel_notes(self) -> list:
        """Match progress and a tip under the status (portrait: the trays and overlays tell the rest)."""
        if self.panel_rect.width > self.panel_rect.height:
            return []
        return wording.panel_notes(self.state, self.seat_names(), self.seed, self.interlude)

    # ---- state changes ---------------------------------------------------------------------------------------
    def refresh_buttons(self) -> None:
        """Called after every change of state: ask the engine again which pyramids can jump, and keep the
        chosen size only while the supply still has it (with one size left, it is chosen for you)."""
        st = self.state
        self._jumps = st.jumps_by_pyramid()
        if st.phase == "sowing":
            sizes_left = st.sizes_left()
            if self.selected_size not in sizes_left:
                self.selected_size = None
            if len(sizes_left) == 1:
                self.selected_size = sizes_left[0]
        else:
            self.selected_size = None
        if self.selected_cell not in self._jumps:
            self.selected_cell = None
        self.panel_cache.invalidate()

    def clear_selection(self) -> None:
        self.selected_cell = None
        self.focus = None
        self.drag = None
        self.panel_cache.invalidate()

    def play(self, move) -> bool:
        ok = super().play(move)
        self._origin = None
        if ok and self._say_after:
            self.say(self._say_after)   # our wording replaces the engine's 'Player 2 cannot capture...'
        self._say_after = ""
        return ok

    def undo(self) -> None:
        self.interlude = None
        self.interlude_shown = False
        self.drag = None
        super().undo()
        self.shown = list(self.state.scores())
        self.refresh_buttons()

    def restart(self) -> None:
        """Solo: Restart replays the same puzzle (records are per puzzle); two players: a fresh match."""
        if self.state.solo:
            self.app.reset_to(type(self)(self.spec, self.players, self.seed, self.options))
        else:
            super().restart()

    def pause(self) -> None:
        if not self.state.solo:
            super().pause()
            return
        self.app.push(MenuOverlay("Paused", [
            ("Resume", self.app.pop),
            ("Restart this puzzle", self.restart),
            ("New puzzle", self.new_puzzle),
            ("Rules", self.show_rules),
            ("Back to menu", self.back_to_menu),
        ]))

    def new_puzzle(self) -> None:
        self.app.reset_to(type(self)(self.spec, self.players, self.seed + 1, self.options))

    def advance_random(self, moves, rng) -> int:
        n = super().advance_random(moves, rng)
        self.shown = list(self.state.scores())
        return n

    # ---- input -------------------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_1, pygame.K_2, pygame.K_3) \
                and self.state.phase == "sowing" and not self.state.is_over:
            self.choose_size({pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3}[event.key])
            return True
        return super().handle(event)

    def choose_size(self, size: int) -> None:
        problem = self.state.size_problem(size)
        if problem:
            self.say(problem)
            return
        self.selected_size = size
        self.panel_cache.invalidate()

    def on_pointer(self, ev) -> None:
        if self.interlude:
            return
        k = ev.kind
        if k == "move":
            if self.drag and ev.pointer == self.drag["pointer"]:
                self.drag["pos"] = ev.pos
            if not ev.pressed or self.drag:
                self.hover_cell = self.grid.cell_at(ev.pos)
                self._set_focus(ev.pos)
        elif k == "down":
            self._set_focus(ev.pos)      # a finger held on a landing shows what that jump takes
        elif k == "tap":
            self.tap(ev.pos)
        elif k == "drag_start":
            self.start_drag(ev)
        elif k == "drag":
            if self.drag and ev.pointer == self.drag["pointer"]:
                self.drag["pos"] = ev.pos
                self._set_focus(ev.pos)
        elif k == "drop":
            if self.drag and ev.pointer == self.drag["pointer"]:
                self.drop(ev.pos)

    def _set_focus(self, pos) -> None:
        if self.selected_cell is None:
            return
        cell = self.grid.cell_at(pos)
        landings = [j.dst for j, _ in self._jumps.get(self.selected_cell, [])]
        focus = cell if cell in landings else (landings[0] if len(landings) == 1 else None)
        if focus != self.focus:
            self.focus = focus

    def tap(self, pos) -> None:
        st = self.state
        if st.phase == "sowing":
            size = self.trays.slot_at(pos)
            if size is not None:
                self.choose_size(size)
                return
            cell = self.grid.cell_at(pos)
            if cell is None:
                return
            if self.selected_size is None and cell not in st.board:
                self.say("First pick a size in the tray: small, medium or large.")
                return
            size = self.selected_size or st.sizes_left()[0]
            self.play(ice.Place(cell, size))      # the engine explains a refused square
            return
        cell = self.grid.cell_at(pos)
        jumps = self._jumps.get(self.selected_cell, [])
        for jump, _taken in jumps:
            if jump.dst == cell:
                self.play(jump)
                return
        if cell is not None and cell in st.board:
            if cell == self.selected_cell:
                self.select(None)
            elif cell in self._jumps:
                self.select(cell)
            else:
                piece = st.board[cell]
                self.select(None)
                self.say(f"The {ice.SIZE_NAMES[piece[0]]} pyramid on {sg.name(cell)} has no capturing jump. "
                         "The outlined ones can jump.")
            return
        if self.selected_cell is not None:
            self.select(None)        # a tap elsewhere cancels
        elif cell is not None:
            self.say("Tap a pyramid to see where it can jump.")

    def select(self, cell) -> None:
        self.selected_cell = cell
        self.focus = None
        if cell is not None:
            landings = self._jumps[cell]
            if len(landings) == 1:
                self.focus = landings[0][0].dst
        self.panel_cache.invalidate()

    def start_drag(self, ev) -> None:
        st = self.state
        if st.phase == "sowing":
            size = self.trays.slot_at(ev.start)
            if size is None:
                return
            piece = self.state.next_piece(size)
            if piece is None:
                self.choose_size(size)   # says why not
                return
            self.selected_size = size
            self.drag = {"kind": "supply", "size": size, "piece": piece, "pointer": ev.pointer, "pos": ev.pos}
            self.panel_cache.invalidate()
            return
        cell = self.grid.cell_at(ev.start)
        if cell in self._jumps:
            self.select(cell)
            self.drag = {"kind": "board", "cell": cell, "size": None, "piece": st.board[cell],
                         "pointer": ev.pointer, "pos": ev.pos}

    def drop(self, pos) -> None:
        d, self.drag = self.drag, None
        cell = self.grid.cell_at(pos)
        if d["kind"] == "supply":
            if cell is not None and cell not in self.state.board:
                self._origin = pos
                self.play(ice.Place(cell, d["size"]))
            else:
                if cell is not None:
                    self.play(ice.Place(cell, d["size"]))   # refused: the engine says why
                self._fly_back(d["piece"], pos, self.trays.slot_sprite_centre(d["size"]),
                               self.trays.slot_px(d["size"]))
            return
        for jump, _ in self._jumps.get(d["cell"], []):
            if jump.dst == cell:
                self._origin = pos
                self.play(jump)
                return
        self._fly_back(d["piece"], pos, self.grid.centre(d["cell"]), self.board_px(d["piece"][0]),
                       hide=(d["cell"],))

    def _fly_back(self, piece, start, end, px, hide=()) -> None:
        """A dropped pyramid that could not go there slides back where it came from."""
        self.animator.add(PieceFlight([start, end], 0.18, self._drawer(piece, px), arc=0, hide=hide,
                                      ease=ease_out_cubic))

    # ---- animation -------------------------------------------------------------------------------------------
    def _drawer(self, piece, px_from, px_to=None, flight_ref=None):
        """A flight's draw_piece, drawn from whatever sprite cache the scene has at that frame."""
        return effects.pyramid_drawer(lambda: self.sprites, piece, px_from, px_to, flight_ref)

    def animate(self, events: list) -> None:
        before = self.history[-1] if self.history else None
        self.shown = list(before.scores()) if before is not None else list(self.state.scores())
        g = self.grid
        jump_end = 0.0
        jumper = jump_path = None
        captures = []
        for ev in events:
            if ev.kind == "place":
                size = ev.piece[0]
                end = g.centre(ev.cell)
                if self._origin is not None:     # dropped by hand: settle into the square
                    flight = PieceFlight([self._origin, end], 0.12, self._drawer(ev.piece, self.board_px(size)),
                                         hide=(ev.cell,), ease=ease_out_cubic)
                else:                            # tapped: it hops out of the tray
                    ref = []
                    flight = PieceFlight([self.trays.slot_sprite_centre(size), end], 0.3, None, arc=self.cell * 0.6,
                                         hide=(ev.cell,))
                    ref.append(flight)
                    flight.draw_piece = self._drawer(ev.piece, self.trays.slot_px(size), self.board_px(size), ref)
                self.animator.add(flight)
                self.animator.add(effects.ripple(self.cell, end, delay=flight.duration))
            elif ev.kind == "move":
                path = [g.centre(c) for c in ev.path]
                start = self._origin if self._origin is not None else path[0]
                k = len(ev.path) - 2
                duration = 0.26 + 0.07 * k
                carried = self._origin is not None    # dropped by hand: it glides, no hop
                flight = PieceFlight([start, path[-1]], duration * (0.6 if carried else 1.0),
                                     self._drawer(ev.piece, self.board_px(ev.piece[0])),
                                     arc=0 if carried else self.cell * (0.45 + 0.2 * k), hide=(ev.dst,))
                duration = flight.duration
                jumper, jump_end, jump_path = flight, duration, (start, path[-1], duration)
            elif ev.kind == "capture":
                captures.append(ev)
            elif ev.kind == "phase" and ev.text == "reaping" and not self.state.solo:
                name = self.seat_info(ev.player)[0]
                self._say_after = f"All 15 pyramids are placed. {name} placed second, so {name} jumps first."
        stuck = ice.stuck_player(events)
        if stuck is not None and not self.interlude:
            # The game is over (single game or game 2): say it with the seat's name.
            self._say_after = f"{self.seat_info(stuck)[0]} cannot capture: the game is over."
        finished = ice.finished_game(before, events) if before is not None else None
        if finished is not None:
            self._begin_interlude(finished)
        # Captured pyramids leave the board when the jumper passes over them and fly to the mover's tray.
        if captures:
            start, end, duration = jump_path
            base = len(before.captured_by(captures[0].player)) if before is not None else 0
            for j, ev in enumerate(captures):
                c = g.centre(ev.cell)
                lo = effects.passing_moment(start, end, c)    # when the jumper passes this square
                seat = ev.player
                index = base + j
                count = base + len(captures)
                target = self.trays.bin_spot(seat, index, count)
                ref = []
                flight = PieceFlight([c, target], 0.42, None, arc=self.cell * 0.5, delay=duration * lo,
                                     hide=(("bin", seat, index),), ease=ease_in_out_cubic,
                                     on_done=self._landed_in_bin(seat, ev.piece, target))
                ref.append(flight)
                flight.draw_piece = self._drawer(ev.piece, self.board_px(ev.piece[0]),
                                                 self.trays.bin_piece_px(ev.piece[0], count), ref)
                self.animator.add(flight)
        if jump_end:
            self.animator.add(jumper)    # last, so the jumper is drawn over what it takes
            self.animator.add(effects.ripple(self.cell, jump_path[1], delay=jump_end))

    def _landed_in_bin(self, seat, piece, where):
        def done():
            change = self.state.score_change_of_capture(piece)
            if self.state.solo:
                self.shown[0] += change
            elif change and seat < len(self.shown):
                self.shown[seat] += change
                self.animator.add(effects.float_text(f"+{change}", where, palette.GOOD))
            self.panel_cache.invalidate()
        return done

    # ---- a match: between the two games ----------------------------------------------------------------------
    def _begin_interlude(self, finished: ice.FinishedGame) -> None:
        """Game 1 ended inside this move and the engine already set up game 2. Keep the end of game 1 on
        screen (board and trays) until the players have seen its score and pressed Continue."""
        self.interlude = finished
        self.interlude_shown = False
        self.selected_size = None
        self._say_after = wording.game_over_line(self.seat_names(), finished)

    def show_interlude(self) -> None:
        info = self.interlude
        self.interlude_shown = True
        title, reason, scores, next_line = wording.interlude_texts(self.state, self.seat_names(), info)
        rows = [(*self.seat_info(s), scores[s]) for s in range(self.players)]
        self.app.push(BetweenGamesOverlay(title, reason, rows, next_line, self.continue_match))

    def continue_match(self) -> None:
        """Clear the board for game 2: the pyramids fly back into the supply."""
        info, self.interlude = self.interlude, None
        self.interlude_shown = False
        if info is None:
            return
        pieces = [(self.grid.centre(c), p, self.board_px(p[0])) for c, p in info.board.items()]
        for seat in range(self.players):
            n = len(info.captured[seat])
            for i, p in enumerate(info.captured[seat]):
                pieces.append((self.trays.bin_spot(seat, i, n), p, self.trays.bin_piece_px(p[0], n)))
        for i, (start, piece, px) in enumerate(pieces):
            ref = []
            flight = PieceFlight([start, self.trays.slot_sprite_centre(piece[0])], 0.4, None, arc=self.cell * 0.4,
                                 delay=0.025 * i)
            ref.append(flight)
            flight.draw_piece = self._drawer(piece, px, self.trays.slot_px(piece[0]), ref)
            self.animator.add(flight)
        self.refresh_buttons()
        self.say(f"Game {self.state.game_number}: {self.seat_info(self.state.current_player)[0]} places first.")

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.animator.busy:
            if self.interlude and not self.interlude_shown and self.app.scene is self:
                self.show_interlude()
            true = list(self.state.scores())
            if self.shown != true:
                self.shown = true
                self.panel_cache.invalidate()

    # ---- the end -------------------------------------------------------------------------------------------
    def show_result(self) -> None:
        if not self.state.solo:
            super().show_result()
            return
        result = ice.record_solo_try(self.seed, self.state.pyramids_left())
        self.result_shown = True
        headline, rows = wording.solo_result(result, *self.seat_info(0)[1:])
        footer = f"Puzzle #{self.seed}: try the same one again, or a new one."
        self.panel_cache.invalidate()
        self.app.push(SoloResultOverlay(headline, rows, self.restart, self.new_puzzle, self.back_to_menu, footer))

    def result_rows(self, outcome) -> list:
        rows = super().result_rows(outcome)
        names = self.seat_names()
        return [(place, name, colour, wording.match_score(self.state, names.index(name)), mark)
                for place, name, colour, _score, mark in rows]

    def result_footer(self, outcome) -> str:
        return wording.result_footer(self.state)

    # ---- the rules page ---------------------------------------------------------------------------------------
    @property
    def RULES_HTML(self) -> str:   # noqa: N802 (BoardScene reads this name; built when Rules is opened)
        return rules_html(self.state)
