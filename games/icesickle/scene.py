"""IceSickle's scene: the hooks that let the shared table layer (ui/play/boardscene.py, ui/input/picker.py) play Place and
Jump moves, and the animation of the engine's events (flights.py). Every rule is asked from engine/icesickle.py
(jumps_by_pyramid, placement_problem, size_problem and why_not: refusals as codes, worded by wording.py;
pips_captured_by, score_change_of_capture, stuck_player, finished_game). What the trays show, in the window or
the strips, is tray_painter.py's; a match's pause between its games is between_games.py's; the solo puzzle's
end screen, its bests and New puzzle are solo.py's.

Picks and targets (the Picker keeps them; tap, or drag, a pick onto a target):
Sowing:  the pick is a size in the supply, ("size", n) (keys 1-3 too); each player chooses their own.
         Its targets are the empty squares.
Reaping: the pick is a pyramid's square; its targets are its landings. The landing under the pointer (hover, or
         a finger held on it) shows its captures with crosses and the path (self.focus).
A match: between its two games the end of game 1 stays on screen (self.interlude, an engine FinishedGame) until
Continue on the between-games panel, which at a table faces the player who places first next (self.between).
"""
from __future__ import annotations

import time
from dataclasses import replace

import pygame

from engine import icesickle as ice
from engine import squaregrid as sg
from ui.base import codewords, palette
from ui.play.boardscene import BoardScene
from ui.board.anim import around
from ui.board.gridview import GridLayout
from ui.base.lang import t

from .between_games import BetweenGames
from .board import LABEL_MARGIN, paint_board
from .flights import FlightMaker
from .hints import draw_capture_marks, draw_drop_target, draw_jump_hints
from .pyramids import FOOTPRINT, SpriteCache
from .rules import rules_html
from .tray_painter import TrayPainter
from .tray_places import TrayPlaces, is_size
from .trays import Trays, place_board_and_trays
from . import solo, wording

SIZE_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3}


class IceSickleScene(BoardScene):
    STRIP_HAS_GAME_PARTS = True  # its trays lie in the strips
    COMPACT_ENDS = False         # its 5x5 board leaves room for a strip (and tray) on every side even at 640x480
    def __init__(self, spec, players: int, seed=None, options=None, state=None, **how):
        self.sprites = SpriteCache()
        self.sprites_due: list = []              # a resize's pyramids still to scale (prepare_resized)
        self.focus = None                        # reaping: the landing whose captures are emphasised
        self.hover_cell = None                   # mouse hover (ghost preview while sowing)
        self.drop_point = None                   # where a carried pyramid was let go: its flight starts there
        self.between = BetweenGames(self)       # a match: the end of game 1, shown until Continue
        self.jumps_seen = (None, -1, {})         # (state, moves played, its jumps_by_pyramid)
        self.tray_painter = TrayPainter(self)    # what the trays show, in the window's backdrop or the strips
        super().__init__(spec, players, seed, options, state, **how)
        self.shown = list(self.state.scores())   # scores as displayed: they count up as captures land
        self.flights = FlightMaker(self)

    # ---- what is drawn comes from the engine, or from the frozen end of game 1 -------------------------
    @property
    def interlude(self) -> ice.FinishedGame | None:
        """The end of game 1 of a match while it stays on screen (between_games.py), else None."""
        return self.between.finished

    def view_board(self) -> dict:
        return self.interlude.board if self.interlude else self.state.board

    def view_captured(self, seat: int) -> list:
        return list(self.interlude.captured[seat]) if self.interlude else self.state.captured_by(seat)

    def view_phase(self) -> str:
        return "reaping" if self.interlude else self.state.phase

    @property
    def jumps(self) -> dict:
        """cell -> [(Jump, captured cells)] for every pyramid that can jump now; asked from the engine once per
        position (the Picker asks while the match is still telling its listeners, so no hook can refresh it)."""
        st, n = self.state, len(self.match.history)
        if self.jumps_seen[0] is not st or self.jumps_seen[1] != n:
            found = st.jumps_by_pyramid() if st.phase == "reaping" and not st.is_over else {}
            self.jumps_seen = (st, n, found)
        return self.jumps_seen[2]

    @property
    def chosen_size(self) -> int | None:
        picked = self.picker.picked
        return picked[1] if is_size(picked) else None

    @property
    def chosen_pyramid(self):
        picked = self.picker.picked
        return None if picked is None or is_size(picked) else picked

    # ---- layout ----------------------------------------------------------------------------------------
    def layout_board(self, rect: pygame.Rect) -> None:
        names = self.seat_names()
        if self.table:   # the trays are in the seats' strips: the board takes the whole middle
            span = 5 + 2 * LABEL_MARGIN
            block = int(min(rect.width, rect.height) / span * span)
            self.grid = GridLayout(5, 5, pygame.Rect(0, 0, block, block).move(
                rect.centerx - block // 2, rect.centery - block // 2), padding=LABEL_MARGIN)
            self.places = TrayPlaces(areas=self.seat_layout.seats, cell=self.grid.size, titles=names,
                                     paint_strip=self.chrome.strip)
        else:
            grid_block, self.tray_rect, self.tray_column = place_board_and_trays(rect)
            self.grid = GridLayout(5, 5, grid_block, padding=LABEL_MARGIN)
            self.places = TrayPlaces(Trays(self.tray_rect, self.tray_column, self.players, self.grid.size, names))
        self.cell = self.grid.size
        # New sizes, new sprites: made before the board shows, not mid-move (scaled from the old ones at first,
        # refined in update); after a resize in the frames that prepare it (prepare_resized: the 15 scaled at
        # 3840x2160 were 3 ms of the resize's own frame, with SDL's 12 ms set_mode in it).
        self.sprites = SpriteCache(self.sprites)
        self.sprites_due = [(piece, self.board_px(piece[0])) for piece in ice.ALL_PIECES]
        if not self.board_late:
            self.prepare_resized(float("inf"))

    def prepare_resized(self, seconds: float) -> bool:
        end = time.perf_counter() + seconds
        while self.sprites_due:
            piece, px = self.sprites_due.pop()
            self.sprites.get(piece, px)
            if time.perf_counter() >= end:
                break
        return not self.sprites_due

    def board_px(self, size: int) -> int:
        return int(self.cell * FOOTPRINT[size])

    def paint_board(self, surface: pygame.Surface) -> None:
        paint_board(surface, self.grid, turned=self.table)

    def strip_depth(self, size) -> int:
        """Deep enough for a supply tray of 48 px slots with their stacks, or a bin of captured pyramids."""
        return int(min(size) * 0.2)

    # ---- drawing per frame -------------------------------------------------------------------------------
    def draw_pieces(self, surface: pygame.Surface) -> None:
        g, sprites, picker = self.grid, self.sprites, self.picker
        board = self.view_board()
        hidden = self.animator.hidden_cells()
        reaping = self.view_phase() == "reaping" and not self.state.is_over and not self.interlude
        carried = picker.picked if picker.dragging else None
        # The outlines of the pyramids that can jump come back as soon as a jump lands, not after its captures
        # have flown to the tray (issue 15); a pyramid still in flight has none.
        hints = reaping
        jumps = self.jumps.get(self.chosen_pyramid, []) if hints and not self.animator.busy else []
        # Under the pieces: which pyramids can jump, the chosen one, and where it may land.
        if hints:
            jumpers = {c: j for c, j in self.jumps.items() if c not in hidden}
            draw_jump_hints(surface, g, jumpers, self.chosen_pyramid, self.focus)
        for cell, piece in board.items():
            if cell not in hidden and cell != carried:
                sprites.blit(surface, piece, self.board_px(piece[0]), g.centre(cell))
        self.draw_last_move(surface, hidden)       # round the pieces: always seen
        # Over the pieces: what the jumps would capture (corners for any, a cross for the emphasised one).
        if jumps:
            labels = {j.dst: f"-{len(taken)}" if self.state.solo else f"+{self.state.pips_captured_by(j)}"
                      for j, taken in jumps}
            draw_capture_marks(surface, g, jumps, self.focus, labels)
        sowing = self.view_phase() == "sowing" and not self.interlude and not self.animator.busy
        if sowing and carried is not None:        # a pyramid carried from the tray: where it would drop
            target = g.cell_at(picker.drag_pos) if picker.drag_pos else None
            if target in picker.targets:
                draw_drop_target(surface, g, target)
        elif sowing and self.chosen_size and self.hover_cell in picker.targets:   # a ghost under the mouse
            piece = self.state.next_piece(self.chosen_size)
            sprites.blit(surface, piece, self.board_px(piece[0]), g.centre(self.hover_cell), ghost=True)
        if not self.table:
            self.tray_painter.draw_window(surface, hidden)
        # The pyramid in a hand goes on top of everything.
        if carried is not None and picker.drag_pos:
            piece = self.state.next_piece(carried[1]) if is_size(carried) else self.state.board[carried]
            x, y = picker.drag_pos
            sprites.blit(surface, piece, self.board_px(piece[0]), (x, y - 10), lift=10)

    def draw_last_move(self, surface, hidden) -> None:
        """The last move in the colour of the seat that made it: a ring where a jump started and a frame where
        it (or a placement) ended, once the piece has landed."""
        if self.interlude or not self.match.history:
            return
        last = self.match.history[-1]
        move = last.move
        cell = move.dst if isinstance(move, ice.Jump) else getattr(move, "cell", None)
        if cell is None or cell in hidden or cell not in self.state.board:
            return
        colour = self.seat_info(last.seat)[1] if last.seat is not None else palette.TEXT
        g = self.grid
        pygame.draw.rect(surface, colour, g.cell_rect(cell).inflate(-3, -3), 4, border_radius=int(g.size * 0.12))
        if isinstance(move, ice.Jump):
            cx, cy = g.centre(move.src)
            pygame.draw.circle(surface, colour, (int(cx), int(cy)), int(g.size * 0.18), 3)

    # ---- the trays: in a window beside the board, baked into its background (tray_painter.py) --------------
    def put_away(self) -> None:
        super().put_away()
        self.tray_painter.release()     # a whole-window picture, made again when next drawn (BoardScene.put_away)

    def background(self, size) -> pygame.Surface:
        """In a window: the static board with the trays on it (tray_painter.py)."""
        return self.tray_painter.background(size)

    # ---- a table: each seat's strip holds its bin, and the mover's holds the supply while sowing -----------
    def strip_key(self, seat: int) -> tuple:
        return self.tray_painter.strip_key(seat)

    def paint_seat_strip(self, seat: int, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.tray_painter.paint_strip(seat, surface, rect)

    # ---- seats, panel, words --------------------------------------------------------------------------------
    def make_seats(self, players: int, state) -> list:
        seats = super().make_seats(players, state)
        return [replace(seats[0], name="You")] if players == 1 else seats

    def start_words(self) -> str:
        """Who places first and who jumps first (nobody to tell in the solo puzzle)."""
        st = self.state
        if st.solo:
            return ""
        return t("icesickle.say.starts", placer=self.seat_info(st.current_player)[0],
                 jumper=self.seat_info(st.second_placer())[0])

    def seat_names(self) -> list[str]:
        return [self.seat_info(s)[0] for s in range(self.players)]

    def score_text(self, seat: int) -> str:
        value = self.shown[seat] if seat < len(getattr(self, "shown", ())) else self.state.scores()[seat]
        return t("icesickle.score.left", count=value) if self.state.solo else str(value)

    def status_text(self) -> str:
        return wording.status_text(self.state, self.seat_names(), self.chosen_size, self.chosen_pyramid,
                                   self.interlude)

    def panel_notes(self) -> list:
        """Match progress and a tip under the status (portrait: the trays and overlays tell the rest)."""
        if self.panel_rect.width > self.panel_rect.height:
            return []
        return wording.panel_notes(self.state, self.seat_names(), self.seed, self.interlude)

    # ---- what the Picker asks --------------------------------------------------------------------------------
    def pick_at(self, pos):
        st = self.state
        if self.interlude or st.is_over:
            return None
        if st.phase == "sowing":
            size = self.places.slot_at(pos, st.current_player)
            return ("size", size) if size is not None else None
        cell = self.grid.cell_at(pos)
        return cell if cell in st.board else None

    def targets_of(self, pick) -> dict:
        st = self.state
        if self.interlude or st.is_over:
            return {}
        if is_size(pick):
            return {m.cell: m for m in st.legal_moves() if st.phase == "sowing" and m.size == pick[1]}
        return {j.dst: j for j, _ in self.jumps.get(pick, [])}

    def target_at(self, pos):
        return self.grid.cell_at(pos)

    def forced_pick(self):
        """With one size left in the supply it is chosen for you."""
        st = self.state
        if st.phase == "sowing" and not st.is_over and not self.interlude and len(st.sizes_left()) == 1:
            return ("size", st.sizes_left()[0])
        return None

    def refuse(self, pick, target) -> str | None:
        st = self.state
        if self.interlude or st.is_over:
            return None
        if st.phase == "sowing":
            if target is not None and target in st.board:    # a pyramid: jumps come once all are placed
                left = len(st.supply_pieces())
                # (whole sentences, each in the player's language, one after the other)
                sentences = [t("icesickle.say.jump_later", count=left)]
                if is_size(pick):
                    sentences.insert(0, codewords.say(st.placement_problem(ice.Place(target, pick[1])), "icesickle"))
                else:
                    sentences.append(t("icesickle.say.then_size"))
                return " ".join(sentences)
            if is_size(pick):
                problem = st.size_problem(pick[1]) if target is None else \
                    st.placement_problem(ice.Place(target, pick[1]))
                return codewords.say(problem, self.spec.words) if problem else None
            return t("icesickle.say.size_first") if target is not None else None
        if pick is not None and pick in st.board and pick not in self.jumps:
            return t(f"icesickle.say.cannot_jump.{wording.size_name(st.board[pick][0])}", cell=sg.name(pick))
        if pick is None and target is not None and target not in st.board:
            return t("icesickle.say.tap_pyramid")
        return None

    def choose_size(self, size: int) -> None:
        """Keys 1-3 (and tests): choose a size in the supply, as a tap on its slot does."""
        if self.state.phase == "sowing" and not self.state.is_over and not self.interlude:
            self.follow_picker(self.picker.pick(("size", size)))

    def on_key(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in SIZE_KEYS:
            self.choose_size(SIZE_KEYS[event.key])
            return True
        return False

    def hover_look(self):
        """What the pointer shows (draw_pieces): the ghost of the chosen pyramid on the cell under the mouse while
        sowing; while reaping, the landing whose captures are emphasised (self.focus)."""
        sowing = self.view_phase() == "sowing" and not self.interlude and not self.animator.busy
        ghost = None
        if sowing and self.chosen_size and not self.picker.dragging and self.hover_cell in self.picker.targets:
            ghost = (self.hover_cell, self.chosen_size)
        return None if ghost is None and self.focus is None else (ghost, self.focus)

    def hover_rects(self, look) -> list | None:
        """Round a ghost; an emphasised jump's crosses and path reach across the board: drawn whole."""
        if look is None:
            return []
        ghost, focus = look
        if focus is not None:
            return None
        return [around(self.grid.centre(ghost[0]), self.grid.size)]

    def on_pointer(self, event) -> bool:
        """Before the Picker: the interlude takes every tap; hover and a held finger choose the focus; a drop
        that plays starts its flight where it was let go, one that does not flies back."""
        if self.interlude:
            if event.kind == "tap" and not self.between.shown:
                self.between.show()     # an impatient tap during the end of game 1 brings the panel now
            return event.kind in ("tap", "drag_start", "drop")
        if event.kind in ("move", "down"):
            self.hover_cell = self.grid.cell_at(event.pos)
            self.set_focus(event.pos)
        elif event.kind == "drop" and self.picker.dragging:
            target = self.target_at(event.pos)
            if target in self.picker.targets:
                self.drop_point = event.pos
            else:
                self.flights.fly_back(self.picker.picked, event.pos)
        return False

    def set_focus(self, pos) -> None:
        landings = list(self.picker.targets) if self.chosen_pyramid is not None else []
        cell = self.grid.cell_at(pos)
        self.focus = cell if cell in landings else (landings[0] if len(landings) == 1 else None)

    def taps_for(self, move) -> list:
        """Place: the size's tray slot (unless chosen already), then the square. Jump: the pyramid (unless
        chosen already), then the landing. Between games: first Continue (after a tap that brings its panel)."""
        taps = self.between.taps()
        if isinstance(move, ice.Place):
            if taps or self.picker.picked != ("size", move.size):
                taps.append(self.places.slot_centre(move.size, self.state.current_player))
            return taps + [self.grid.centre(move.cell)]
        if taps or self.picker.picked != move.src:
            taps.append(self.grid.centre(move.src))
        return taps + [self.grid.centre(move.dst)]

    # ---- after every change -----------------------------------------------------------------------------
    def event_words(self, event) -> str:
        """Its notices (a game of the match is over) are worded by after_change, with the next game's panel."""
        return ""

    def animate(self, events: list) -> None:
        self.flights.animate(events, self.match.history[-1], self.drop_point)

    def after_change(self, change) -> None:
        """Words after a move (they replace the engine's), the match interlude, and the chosen size kept while
        it lasts. Undo (or a loaded game) leaves any interlude: the board is live again."""
        self.drop_point = None
        self.focus = None
        if change.kind not in ("move", "redo"):
            self.between.drop()
            self.shown = list(self.state.scores())
            return
        events = change.events
        finished = ice.finished_game(change.before, events)
        stuck = ice.stuck_player(events)
        if finished is None and self.interlude is not None:
            # Moves were played past the end of game 1 without its Continue (random moves, a redo): game 2 is
            # live, and a panel about game 1 shown later (or after the match, over a board with nobody to move)
            # would be stale.
            self.between.drop()
            self.chrome.repaint()
        if finished is not None:
            self.between.begin(finished)
            self.say(wording.game_over_line(self.seat_names(), finished))
        elif stuck is not None:
            self.say(t("icesickle.say.stuck", name=self.seat_info(stuck)[0]))
        elif any(ev.kind == "phase" and ev.text == "reaping" for ev in events) and not self.state.solo:
            name = self.seat_info(self.state.current_player)[0]
            self.say(t("icesickle.say.reaping", name=name))
        # The size the last player chose is not kept for the next one: each player chooses their own.

    def refine_pictures(self, seconds: float) -> bool:
        # the pyramids a resize first scaled (pyramids.SpriteCache)
        done = self.sprites.refine(seconds) if self.sprites.rough else False
        if not self.sprites.rough:
            self.tray_painter.backdrop.prepare(seconds)     # then the window's backdrop (drawn apart meanwhile)
        return done

    def pictures_rough(self) -> bool:
        return self.sprites.rough or self.tray_painter.backdrop.due()

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.animator.busy:
            self.between.when_settled()      # the panel, or game 2 at once for computers only
            if self.shown != list(self.state.scores()):
                self.shown = list(self.state.scores())
                self.chrome.repaint()

    # ---- a match: between the two games (between_games.py) -----------------------------------------------------
    def waiting_for_people(self) -> bool:
        """A computer seat does not move while the end of game 1 is still on screen."""
        return self.interlude is not None

    # ---- the end -------------------------------------------------------------------------------------------
    def result_overlay(self, outcome):
        """Solo: the puzzle's own end screen with the best so far (solo.py)."""
        if not self.state.solo:
            return super().result_overlay(outcome)
        return solo.result_overlay(self)

    def next_game_seed(self) -> int:
        """Solo: Restart replays the same puzzle (records are per puzzle); two players: a fresh match."""
        return self.seed if self.state.solo else super().next_game_seed()

    def pause_actions(self) -> list:
        actions = super().pause_actions()
        return solo.pause_actions(self, actions) if self.state.solo else actions

    def result_rows(self, outcome) -> list:
        rows = super().result_rows(outcome)
        names = self.seat_names()
        return [(place, name, colour, wording.match_score(self.state, names.index(name)), mark)
                for place, name, colour, _score, mark in rows]

    def result_footer(self, outcome) -> str:
        return wording.result_footer(self.state)

    # ---- the rules page ---------------------------------------------------------------------------------------
    def rules_html(self) -> str:
        """Built when Rules is opened, in the player's language, for this game's options."""
        return rules_html(self.state)
