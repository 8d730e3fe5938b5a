"""IceSickle's scene: the hooks that let the shared table layer (ui/play/boardscene.py, ui/input/picker.py) play Place and
Jump moves, and the animation of the engine's events. Every rule is asked from engine/icesickle.py
(jumps_by_pyramid, placement_problem, size_problem and why_not: refusals as codes, worded by wording.py;
pips_captured_by, score_change_of_capture, stuck_player, finished_game; the solo best results are kept on disk
by ui/storage/bests.py).

Picks and targets (the Picker keeps them; tap, or drag, a pick onto a target):
Sowing:  the pick is a size in the supply, ("size", n) (keys 1-3 too); each player chooses their own.
         Its targets are the empty squares.
Reaping: the pick is a pyramid's square; its targets are its landings. The landing under the pointer (hover, or
         a finger held on it) shows its captures with crosses and the path (self.focus).
A match: between its two games the end of game 1 stays on screen (self.interlude, an engine FinishedGame) until
Continue on the between-games panel, which at a table faces the player who places first next.
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from engine import icesickle as ice
from engine import squaregrid as sg
from ui.storage import bests
from ui.base import lang, palette
from ui.play.boardscene import BoardScene
from ui.board.gridview import GridLayout
from ui.board.hexview import CachedSurface
from ui.base.lang import t
from ui.kit import notices

from .board import LABEL_MARGIN, paint_board
from .flights import FlightMaker
from .hints import draw_capture_marks, draw_drop_target, draw_jump_hints
from .overlays import BetweenGamesOverlay, SoloResultOverlay
from .pyramids import FOOTPRINT, SpriteCache
from .rules import rules_html
from .tray_places import TrayPlaces
from .trays import Trays, place_board_and_trays
from . import wording

SIZE_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3}
TRAY_BLEED = 16     # px round the window's trays their cached picture also covers (outlines, a lifted stack)


def is_size(pick) -> bool:
    """A supply pick, ("size", n), as opposed to a square (col, row)."""
    return isinstance(pick, tuple) and pick[:1] == ("size",)


class IceSickleScene(BoardScene):
    STRIP_HAS_GAME_PARTS = True  # its trays lie in the strips
    def __init__(self, spec, players: int, seed=None, options=None, state=None, **how):
        self.sprites = SpriteCache()
        self.focus = None                        # reaping: the landing whose captures are emphasised
        self.hover_cell = None                   # mouse hover (ghost preview while sowing)
        self.drop_point = None                   # where a carried pyramid was let go: its flight starts there
        self.interlude: ice.FinishedGame | None = None   # the end of game 1, shown until Continue
        self.interlude_shown = False
        self.between_panel: BetweenGamesOverlay | None = None
        self.jumps_seen = (None, -1, {})         # (state, moves played, its jumps_by_pyramid)
        # the window's static board with the trays on it, and what its trays show (background())
        self._backdrop = CachedSurface(lambda surface: surface.blit(self.board_cache.get(surface.get_size()),
                                                                    (0, 0)), alpha=False)
        self._trays_key = None
        super().__init__(spec, players, seed, options, state, **how)
        self.shown = list(self.state.scores())   # scores as displayed: they count up as captures land
        self.flights = FlightMaker(self)

    # ---- what is drawn comes from the engine, or from the frozen end of game 1 -------------------------
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
        # New sizes, new sprites: made now, not mid-move (scaled from the old ones at first, refined in update).
        self.sprites = SpriteCache(self.sprites)
        for piece in ice.ALL_PIECES:
            self.sprites.get(piece, self.board_px(piece[0]))

    def board_px(self, size: int) -> int:
        return int(self.cell * FOOTPRINT[size])

    def paint_board(self, surface: pygame.Surface) -> None:
        paint_board(surface, self.grid)

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
            self.draw_window_trays(surface, hidden)
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

    def draw_trays(self, surface, trays: Trays, hidden, seats, supply_of=None) -> None:
        """Sowing: the supply (at a table only in the mover's strip, `supply_of`); reaping and between games:
        each seat's captures. `seats` are the seats whose bins these trays hold, in bin order."""
        sowing = self.view_phase() == "sowing"
        if sowing and (not self.table or supply_of is not None):
            carried = self.picker.picked if self.picker.dragging else None
            self.trays_supply(surface, trays, carried[1] if is_size(carried) else None)
            return
        for i, seat in enumerate(seats):
            current = self.state.current_player == seat and not self.state.solo and not self.interlude
            trays.draw_bin(surface, self.sprites, i, self.seat_info(seat), self.view_captured(seat),
                           {("bin", i, k) for (_, s, k) in self.hidden_bins(hidden) if s == seat},
                           current, self.state.solo)

    def draw_window_trays(self, surface, hidden) -> None:
        """The window's trays are part of background() (baked_trays); drawn here only while a resize's pyramids
        are still being refined or its board's picture is not made yet."""
        if not self.baked_trays():
            self.draw_trays(surface, self.places.window, hidden, range(self.players))

    def baked_trays(self) -> bool:
        return not self.table and not self.sprites.rough and not self.board_late

    def leave(self) -> None:
        super().leave()
        self._backdrop.release()       # a whole-window picture, like the board's (BoardScene.leave)

    def background(self, size) -> pygame.Surface:
        """In a window: the static board with the trays on it. The trays' part is painted again only when what
        they show changes (drawing them every frame was 1-1.5 ms of each frame); nothing else is drawn there,
        so it is the same picture as drawing them over the pieces."""
        board = self.board_cache.get(size)
        if not self.baked_trays():
            return board
        builds = self._backdrop.builds
        backdrop = self._backdrop.get(size, (self.board_cache.builds, id(board)))
        area = self.tray_rect.inflate(TRAY_BLEED * 2, TRAY_BLEED * 2).clip(backdrop.get_rect())
        hidden = self.animator.hidden_cells()
        carried = self.picker.picked if self.picker.dragging else None
        st = self.state
        key = (area, lang.current(), self._backdrop.builds, id(self.sprites), self.view_phase(),
               self.interlude is not None, carried[1] if is_size(carried) else None, self.chosen_size,
               tuple(sorted(st.supply().items())),
               tuple(st.supply_pieces()), st.current_player, st.solo, tuple(sorted(self.hidden_bins(hidden))),
               tuple((self.seat_info(seat), tuple(self.view_captured(seat))) for seat in range(self.players)))
        if key != self._trays_key:
            if self._backdrop.builds == builds:
                backdrop.blit(board, area, area)      # (a new backdrop is the board already)
            backdrop.set_clip(area)
            self.draw_trays(backdrop, self.places.window, hidden, range(self.players))
            backdrop.set_clip(None)
            self._trays_key = key
        return backdrop

    def trays_supply(self, surface, trays: Trays, carried_size) -> None:
        trays.draw_supply(surface, self.sprites, self.state.supply(), self.state.supply_pieces(),
                          self.chosen_size, carried_size)

    @staticmethod
    def hidden_bins(hidden) -> list:
        """The ("bin", seat, index) places of captured pyramids still in flight."""
        return [h for h in hidden if isinstance(h, tuple) and h[:1] == ("bin",)]

    # ---- a table: each seat's strip holds its bin, and the mover's holds the supply while sowing -----------
    def strip_key(self, seat: int) -> tuple:
        carried = self.picker.picked if self.picker.dragging else None
        supply = self.view_phase() == "sowing" and seat == self.state.current_player
        return (lang.current(), self.view_phase(), supply, self.chosen_size if supply else None,
                carried if supply else None,
                tuple(self.state.supply_pieces()) if supply else (), tuple(self.view_captured(seat)),
                tuple(sorted(h for h in self.hidden_bins(self.animator.hidden_cells()) if h[1] == seat)),
                self.interlude is not None)

    def paint_seat_strip(self, seat: int, surface: pygame.Surface, rect: pygame.Rect) -> None:
        trays = self.places.strip_trays_in(seat, rect)
        mover = self.state.current_player if self.view_phase() == "sowing" else None
        self.draw_trays(surface, trays, self.animator.hidden_cells(), [seat], supply_of=seat if mover == seat else None)

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

    def refuse(self, pick, target) -> None:
        st = self.state
        if self.interlude or st.is_over:
            return
        if st.phase == "sowing":
            if target is not None and target in st.board:    # a pyramid: jumps come once all are placed
                left = len(st.supply_pieces())
                # (whole sentences, each in the player's language, one after the other)
                sentences = [t("icesickle.say.jump_later", count=left)]
                if is_size(pick):
                    sentences.insert(0, wording.problem(st.placement_problem(ice.Place(target, pick[1]))))
                else:
                    sentences.append(t("icesickle.say.then_size"))
                self.say(" ".join(sentences))
            elif is_size(pick):
                problem = st.size_problem(pick[1]) if target is None else \
                    st.placement_problem(ice.Place(target, pick[1]))
                if problem:
                    self.say(wording.problem(problem))
            elif target is not None:
                self.say(t("icesickle.say.size_first"))
            return
        if pick is not None and pick in st.board and pick not in self.jumps:
            self.say(t(f"icesickle.say.cannot_jump.{wording.size_name(st.board[pick][0])}", cell=sg.name(pick)))
        elif pick is None and target is not None and target not in st.board:
            self.say(t("icesickle.say.tap_pyramid"))

    def choose_size(self, size: int) -> None:
        """Keys 1-3 (and tests): choose a size in the supply, as a tap on its slot does."""
        if self.state.phase == "sowing" and not self.state.is_over and not self.interlude:
            self.follow_picker(self.picker.pick(("size", size)))

    def on_key(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in SIZE_KEYS:
            self.choose_size(SIZE_KEYS[event.key])
            return True
        return False

    def on_pointer(self, event) -> bool:
        """Before the Picker: the interlude takes every tap; hover and a held finger choose the focus; a drop
        that plays starts its flight where it was let go, one that does not flies back."""
        if self.interlude:
            if event.kind == "tap" and not self.interlude_shown:
                self.show_interlude()   # an impatient tap during the end of game 1 brings the panel now
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
        taps = []
        if self.interlude:
            if not self.interlude_shown:
                taps.append(self.grid.rect.center)
            taps.append(self.between_games_panel(layout=True).continue_point())
        if isinstance(move, ice.Place):
            if taps or self.picker.picked != ("size", move.size):
                taps.append(self.places.slot_centre(move.size, self.state.current_player))
            return taps + [self.grid.centre(move.cell)]
        if taps or self.picker.picked != move.src:
            taps.append(self.grid.centre(move.src))
        return taps + [self.grid.centre(move.dst)]

    # ---- after every change -----------------------------------------------------------------------------
    def illegal_words(self, change) -> str:
        """Why the engine refused a move, in the player's language (the state is as it was: why_not answers)."""
        return wording.problem(self.state.why_not(change.move) or change.error)

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
            self.interlude, self.interlude_shown, self.between_panel = None, False, None
            self.shown = list(self.state.scores())
            return
        events = change.events
        finished = ice.finished_game(change.before, events)
        stuck = ice.stuck_player(events)
        if finished is None and self.interlude is not None:
            # Moves were played past the end of game 1 without its Continue (random moves, a redo): game 2 is
            # live, and a panel about game 1 shown later (or after the match, over a board with nobody to move)
            # would be stale.
            self.interlude, self.interlude_shown, self.between_panel = None, False, None
            self.chrome.repaint()
        if finished is not None:
            self.interlude, self.interlude_shown, self.between_panel = finished, False, None
            self.say(wording.game_over_line(self.seat_names(), finished))
        elif stuck is not None:
            self.say(t("icesickle.say.stuck", name=self.seat_info(stuck)[0]))
        elif any(ev.kind == "phase" and ev.text == "reaping" for ev in events) and not self.state.solo:
            name = self.seat_info(self.state.current_player)[0]
            self.say(t("icesickle.say.reaping", name=name))
        # The size the last player chose is not kept for the next one: each player chooses their own.

    def refine_pictures(self, seconds: float) -> bool:
        return self.sprites.refine(seconds)     # pyramids a resize first scaled (pyramids.SpriteCache)

    def pictures_rough(self) -> bool:
        return self.sprites.rough

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.animator.busy:
            if self.interlude and not self.interlude_shown and self.app.scene is self and self.mode.live:
                if any(seat.is_human for seat in self.seats):
                    self.show_interlude()
                else:
                    self.continue_match()    # computers only: nobody to tap Continue, game 2 starts at once
            if self.shown != list(self.state.scores()):
                self.shown = list(self.state.scores())
                self.chrome.repaint()

    # ---- a match: between the two games ----------------------------------------------------------------------
    def between_games_panel(self, layout: bool = False) -> BetweenGamesOverlay:
        """The panel after game 1 (made once per interlude), facing the seat that places first in game 2."""
        if self.between_panel is None:
            finished = self.interlude

            def words():    # (asked again at each layout: the language may change while it is shown)
                title, reason, scores, next_line = wording.interlude_texts(self.state, self.seat_names(), finished)
                return title, reason, [(*self.seat_info(s), scores[s]) for s in range(self.players)], next_line

            current = self.state.current_player
            angle = self.seats[current].angle if self.table and current is not None else 0
            self.between_panel = BetweenGamesOverlay(words, self.continue_match, angle)
        if layout:
            self.between_panel.layout(self.app.size)
        return self.between_panel

    def waiting_for_people(self) -> bool:
        """A computer seat does not move while the end of game 1 is still on screen."""
        return self.interlude is not None

    def show_interlude(self) -> None:
        self.animator.finish()
        self.interlude_shown = True
        self.app.push(self.between_games_panel())

    def continue_match(self) -> None:
        """Clear the board for game 2: the pyramids fly back into the supply."""
        info, self.interlude, self.between_panel = self.interlude, None, None
        self.interlude_shown = False
        if info is None:
            return
        self.flights.clear_board(info)
        self.picker.refresh()
        self.chrome.repaint()
        self.say(t("icesickle.say.next_game", number=self.state.game_number,
                   name=self.seat_info(self.state.current_player)[0]))

    # ---- the end -------------------------------------------------------------------------------------------
    def result_overlay(self, outcome):
        if not self.state.solo:
            return super().result_overlay(outcome)
        st = self.state
        result = bests.record("icesickle", ice.solo_record_key(st), ice.solo_value(st),
                              ice.solo_lower_is_better(st.goal))
        kept_problem = bests.take_problem()     # (asked once: it is forgotten when taken)

        def words():    # (asked again at each layout: the language may change while it is shown)
            headline, rows = wording.solo_result(st, result, *self.seat_info(0)[1:])
            return headline, rows, notices.words(kept_problem) or wording.solo_footer(st, self.seed)

        self.chrome.repaint()
        return SoloResultOverlay(words, self.restart, self.new_puzzle, self.back_to_menu)

    def next_game_seed(self) -> int:
        """Solo: Restart replays the same puzzle (records are per puzzle); two players: a fresh match."""
        return self.seed if self.state.solo else super().next_game_seed()

    def pause_actions(self) -> list:
        actions = super().pause_actions()
        if self.state.solo:
            actions[1:2] = [(t("icesickle.solo.restart_puzzle"), self.restart),
                            (t("icesickle.solo.new_puzzle"), self.new_puzzle)]
        return actions

    def new_puzzle(self) -> None:
        """The next random set-up, with the same goal (a pattern is always the same board, so a new puzzle after
        a pattern is a random one)."""
        options = dict(self.options, layout="random")
        self.app.reset_to(type(self)(self.spec, self.players, self.seed + 1, options, seats=self.seats,
                                     table=self.table))

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
