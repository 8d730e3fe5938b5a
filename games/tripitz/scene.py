"""The Tripitz Domino screen: a 102-cavity board, a rack of 7 pids per player and a bag.

Pick a pid up from your rack (tap it, or drag it): every cavity where it makes a triple or a quadruple glows
with the points it would score. Drop it there (or tap the cavity); anywhere else it goes back with the reason.
The turn's buttons: Exchange (tap pids, then Done: they fly into the bag and new ones fly out), Sit out (only
when the engine allows it) and the shared hint button (BoardScene's: "Hint", or "Help me" in the cooperative
"Tripitz Together"), which rings the pid and the cavity of a good move (a placement or a joker swap), or the
button to press when nothing fits.

Both layouts are the shared ones (ui/kit/layouts.py): in a window the rack of the seat to move lies along the bottom
of the board area and the side panel shows every rack in miniature; at a table every rack lies in its owner's
strip, turned to face them (layout.py says where). The shared Picker turns taps and drags into moves from this
scene's answers (pick_at, targets_of, target_at, refuse); choosing pids for an exchange and the bag are this
scene's own (on_pointer).

The scene decides no rule: legal cavities and their scores (legal_cells), why a drop fails (score_placement),
the hint (the worker's engine.ai hint), what may be exchanged or sat out (legal_moves) come from engine/tripitz.py.
"""
from __future__ import annotations

import math

import pygame

from engine import tripitz as T
from engine.core import IllegalMove
from games.tripitz import animation, board, drawing, layout, panel, picking, rack, words
from games.tripitz.colours import GLOW, HINT
from games.tripitz.overlays import TogetherResultOverlay, TripitzResultOverlay, rank_marker_images
from games.tripitz.pids import SPRITES, render_slot
from ui.storage import prefs
from ui.board.anim import Animator
from ui.play.boardscene import BoardScene
from ui.board.hexview import CachedSurface, HexLayout
from ui.base.lang import t
from ui.base.seats import Seat, default_seats

# Letters on the pids (for colour-blind players) is a player's need, not a game's: the colour-blind marks setting
# (ui/storage/prefs.py, the settings screen), kept between runs; this is the setting's own live dict.
LETTERS = prefs.MARKS


class TripitzScene(BoardScene):
    STRIP_HAS_GAME_PARTS = True  # its racks lie in the strips
    STRIP_RACK_ROW = True       # at a table the rack lies under the name row; the status goes beside the name

    def __init__(self, spec, players, seed=None, options=None, state=None, **how):
        self.view = None
        self.racks: dict = {}          # seat -> RackView (in a window only the shown seat's is on screen)
        self.slots: dict = {}          # seat -> [pid or None] * 7: where each pid sits on its rack
        self.shown_seat = 0            # whose rack the window shows (follows the turn once the pids have landed)
        self.exchange_mode = False
        self.marked: set = set()       # slot indices chosen for the exchange
        self.time = 0.0
        self.flight_start = None       # where a pid was dropped: its flight to the cavity starts there
        self.spoken_pick = None        # the pick whose words were said (a picked joker says how it is used)
        self.legal_key = None
        self.legal_moves: list = []
        self.legal_kinds = (False, False, False)   # (may exchange, may sit out, may place) in legal_moves
        self.pick_scores = (None, {})  # (pick, cell -> points) of the picked pid, for the glowing cavities
        # the window's board with its rack and bag on it (background()), and what they showed when painted
        self._backdrop = CachedSurface(lambda surface: surface.blit(self.board_cache.get(surface.get_size()),
                                                                    (0, 0)), alpha=False)
        self._baked_key = None
        self.fx = Animator()           # decorations (ripples, row flashes, confetti): they never hold up a turn
        super().__init__(spec, players, seed, options, state, **how)
        self.coop = bool(self.state.config.cooperative)
        self.sync_slots()
        self.shown_seat = self.state.current_player if self.state.current_player is not None else 0

    @property
    def kids(self) -> bool:
        return bool(self.state.config.cooperative)

    # The turn's buttons' words (their labels are also their keys: looked up when asked, so a language switch
    # renames them at once).
    def hint_label(self) -> str:
        """The hint button's words: the children's "Help me" in Tripitz Together, else every game's."""
        return t("tripitz.together.button.help_me") if self.kids else super().hint_label()

    @property
    def exchange_word(self) -> str:
        return t("tripitz.together.button.swap") if self.kids else t("tripitz.domino.button.exchange")

    @property
    def DONE(self) -> str:
        return words.say(self.kids, "button.done")

    @property
    def CANCEL(self) -> str:
        return words.say(self.kids, "button.cancel")

    @property
    def SIT_OUT(self) -> str:
        return words.say(self.kids, "button.sit_out")

    def rules_html(self) -> str:
        """The rules page in the player's language, read when asked: the children's own page in Together."""
        return words.rules_html(self.kids)

    def move_text(self, before, move) -> str:
        """The move list and the replay write moves in words (ui/play/review.py)."""
        return words.move_words(move, self.coop)

    # -- engine questions (cached per position) -------------------------------------------------------------------
    def legal(self) -> list:
        key = (id(self.state), len(self.match.history))
        if key != self.legal_key:
            self.legal_key, self.legal_moves = key, self.state.legal_moves()
            moves = self.legal_moves
            # asked several times a frame (the strips' keys, the buttons, the status): answered once a position
            # (a scan of the moves with dataclass comparisons cost 2 ms of every frame at a table of six)
            self.legal_kinds = (any(isinstance(m, T.Exchange) for m in moves), T.SitOut() in moves,
                                any(isinstance(m, (T.Place, T.JokerSwap)) for m in moves))
        return self.legal_moves

    def can_exchange(self) -> bool:
        self.legal()
        return self.legal_kinds[0]

    def can_sit_out(self) -> bool:
        self.legal()
        return self.legal_kinds[1]

    def can_place_now(self) -> bool:
        self.legal()
        return self.legal_kinds[2]

    def sync_slots(self) -> None:
        for seat in range(self.players):
            self.slots[seat] = rack.keep_slots(self.slots.get(seat), self.state.rack(seat))

    # -- seats, texts, buttons ----------------------------------------------------------------------------------------
    def make_seats(self, players, state):
        # (saved under their English names, like every record; seat_info says them in the player's language)
        return [Seat(words.english_seat_name(i), s.colour, s.mark) for i, s in enumerate(default_seats(players))]

    def score_text(self, seat) -> str:
        return str(self.state.team_score if self.state.config.cooperative else self.state.totals[seat])

    def status_text(self) -> str:
        s = self.state
        if s.is_over:
            return words.say(self.coop, "status.game_over")
        return words.turn_status(self.seat_info(s.current_player)[0], self.coop, self.exchange_mode, s.swapped,
                                 self.picker.picked is not None, self.can_place_now(), self.can_sit_out())

    def panel_notes(self) -> list:
        return [(note, (170, 160, 190)) for note in words.panel_notes(self.coop, self.hint_label())]

    def game_buttons(self) -> list:
        if self.state.is_over:
            return []
        if self.exchange_mode:
            return [(self.DONE, self.confirm_exchange), (self.CANCEL, self.cancel_exchange)]
        return [(self.SIT_OUT, self.sit_out) if self.can_sit_out() else (self.exchange_word, self.start_exchange)]

    def button_enabled(self, label) -> bool:
        if label == self.exchange_word:
            return self.can_exchange()
        if label == self.DONE:
            return bool(self.marked)
        return True

    # -- the shared hint (ui/play/computer.py) ----------------------------------------------------------------------
    def offers_hint(self) -> bool:
        return super().offers_hint() and not self.exchange_mode

    def before_hint(self) -> None:
        self.picker.clear()
        self.exchange_mode, self.marked = False, set()

    def hint_placement(self):
        """(pid on the rack, cell) of a hinted placement or joker swap, for the glow and the arrow; else None."""
        move = self.hint.move
        if isinstance(move, T.Place):
            return move.pid, move.cell
        if isinstance(move, T.JokerSwap):
            return move.joker, move.cell
        return None

    def hint_words(self, move) -> str:
        if isinstance(move, T.Place):
            points = self.breakdown(self.state, move)
            if points is not None and points.total:
                return words.say(self.coop, "hint.place_scores", points=points.total)
            return words.say(self.coop, "hint.place")
        if isinstance(move, T.JokerSwap):
            return words.say(self.coop, "hint.joker")
        if isinstance(move, T.SitOut):
            return words.say(self.coop, "hint.sit_out", button=self.SIT_OUT)
        if isinstance(move, T.Exchange):
            return words.say(self.coop, "hint.exchange")
        return super().hint_words(move)

    def pause_actions(self) -> list:
        actions = super().pause_actions()
        at = next((i for i, (_, action) in enumerate(actions) if action == self.back_to_menu), len(actions))
        actions.insert(at, (words.say(self.coop, "letters.on_button" if LETTERS["on"] else "letters.off_button"),
                            self.toggle_letters))
        return actions

    def toggle_letters(self) -> None:
        prefs.remember_marks(not LETTERS["on"])
        in_menu = self.app.scene is not self
        if in_menu:
            self.app.pop()   # the pause menu, opened again below with the new label: it stays until Resume
        self.resize(self.app.size)   # new sprites, a repainted board, panel and strips
        if in_menu:
            self.pause()
        self.say(words.say(self.coop, "letters.on", letters=words.letters_explained()) if LETTERS["on"]
                 else words.say(self.coop, "letters.off"))

    # -- the turn's buttons ---------------------------------------------------------------------------------------------
    def start_exchange(self) -> None:
        self.picker.clear()
        self.exchange_mode, self.marked = True, set()
        self.say(words.say(self.coop, "exchange_start", done=self.DONE))
        self.refresh_buttons()

    def cancel_exchange(self) -> None:
        self.exchange_mode, self.marked = False, set()
        self.refresh_buttons()

    def confirm_exchange(self) -> None:
        seat = self.state.current_player
        self.play(T.Exchange(tuple(self.slots[seat][i] for i in sorted(self.marked))))

    def sit_out(self) -> None:
        self.play(T.SitOut())

    # -- layout ---------------------------------------------------------------------------------------------------------
    def strip_depth(self, size) -> int:
        return layout.strip_depth(size, self.kids)

    def layout_board(self, rect) -> None:
        size = self.app.size if self.app is not None else (rect.right, rect.bottom)
        if self.table:
            self.racks = layout.table_racks(self.seat_layout, self.kids)
            self.bag_centre, self.bag_size_px = layout.table_bag(rect)
            board_rect = rect
        else:
            geo = layout.window_geometry(rect, size, self.kids)
            self.racks = {seat: geo.rack for seat in range(self.players)}
            self.bag_centre, self.bag_size_px = geo.bag_centre, geo.bag_size_px
            board_rect = self.board_rect = geo.board   # messages go over the board, never over the rack
        self.view = HexLayout(T.BOARD, board_rect, padding=0.15)
        self.board_d = int(self.view.size * 1.5)
        SPRITES.set_letters(LETTERS["on"])
        for d in sorted({self.board_d} | {rv.d for rv in self.racks.values()}, reverse=True):
            SPRITES.warm(d)     # the largest first: the others are scaled from it, then refined frame by frame
        self.slot_imgs = {rv.s: render_slot(rv.d, (40, 26, 18)) for rv in self.racks.values()}
        self.bag_img = board.render_bag(self.bag_size_px)

    def visible_racks(self) -> list:
        """Seats whose rack is on screen: all of them at a table, the shown one in a window."""
        return list(range(self.players)) if self.table else [self.shown_seat]

    def follow_turn(self) -> None:
        """The window's rack shows the seat to move, once the last move's pids have landed on the old one."""
        cur = self.state.current_player
        if cur is not None and cur != self.shown_seat and not self.animator.busy:
            self.shown_seat = cur

    # -- what the Picker asks: a slot of a rack is picked, cavities are targets ------------------------------------------
    def pick_at(self, pos):
        """(seat, slot) of a pid on a rack under pos; another seat's pid too, so that a tap on it says whose turn
        it is (it has no targets)."""
        if self.exchange_mode or self.state.is_over:
            return None
        for seat in self.visible_racks():
            i = self.racks[seat].slot_at(pos)
            if i is not None and self.slots[seat][i] is not None:
                return (seat, i)
        return None

    def picked_pid(self, pick):
        return None if pick is None else self.slots[pick[0]][pick[1]]

    def targets_of(self, pick) -> dict:
        if pick[0] != self.state.current_player:
            return {}
        pid = self.picked_pid(pick)
        return {cell: T.move_for(pid, cell) for cell in picking.targets_for(self.state, self.legal(), pid)}

    def target_points(self) -> dict:
        """The picked pid's glowing cavities: cell -> the points it would score there (None: a joker's swap)."""
        picked = self.picker.picked
        if picked is None or picked[0] != self.state.current_player:
            return {}
        if self.pick_scores[0] != (picked, self.legal_key):
            points = picking.targets_for(self.state, self.legal(), self.picked_pid(picked))
            self.pick_scores = ((picked, self.legal_key), points)
        return self.pick_scores[1]

    def target_at(self, pos):
        return self.view.cell_at(pos)

    def refuse(self, pick, target) -> None:
        cur = self.state.current_player
        if pick is not None and pick[0] != cur:
            self.say(words.say(self.coop, "not_your_turn", name=self.seat_info(cur)[0]))
        elif pick is None:
            if target is not None and target not in self.state.board:
                self.say(words.say(self.coop, "first_pick"))
        elif target is None:
            if not self.picker.targets:      # (a second tap on the picked pid only puts it down)
                pid = self.picked_pid(pick)
                self.say(picking.pick_message(pid, {}, self.state.swapped, self.coop))
        else:
            message = picking.why_not_here(self.state, self.picked_pid(pick), target, self.coop,
                                           bool(self.picker.targets))
            if message:
                self.say(message)

    def on_pointer(self, event) -> bool:
        """Before the Picker: the exchange's choice of pids, the bag, the Help me cavity, and a failed drop's flight
        back to the rack."""
        if event.kind in ("tap", "drag_start", "drop"):
            self.animator.finish()
            self.follow_turn()
        if event.kind == "move":
            return False
        if self.exchange_mode:
            if event.kind == "tap":
                self.choose_for_exchange(event.pos)
            return True
        if event.kind == "tap" and math.dist(event.pos, self.bag_centre) <= self.bag_size_px / 2:
            self.say(words.say(self.coop, "bag", count=self.state.bag_size))
            return True
        if event.kind == "drop" and self.picker.dragging:
            if self.target_at(event.pos) in self.picker.targets:
                self.flight_start = event.pos
            else:
                seat, slot = self.picker.picked
                rv = self.racks[seat]
                self.animator.add(animation.pid_flight(self.picked_pid(self.picker.picked), event.pos,
                                                       rv.slot_centre(slot), rv.d, rv.d, animation.BACK_SECONDS, 0.0,
                                                       (("slot", seat, slot),), self.view.size * 8))
        return False

    def choose_for_exchange(self, pos) -> None:
        cur = self.state.current_player
        for seat in self.visible_racks():
            i = self.racks[seat].slot_at(pos)
            if i is None:
                continue
            if seat != cur:
                self.say(words.say(self.coop, "not_your_turn", name=self.seat_info(cur)[0]))
            elif self.slots[cur][i] is not None:
                self.marked ^= {i}
                self.refresh_buttons()
            return
        if self.target_at(pos) is not None:
            self.say(words.say(self.coop, "exchange_choose", done=self.DONE, cancel=self.CANCEL))

    def taps_for(self, move):
        """Where a player taps, in order. The points are worked out one at a time, as the player gets there: the
        Done button appears only once Exchange has been tapped."""
        cur = self.state.current_player
        if isinstance(move, (T.Place, T.JokerSwap)):
            yield self.slot_pos(move.pid if isinstance(move, T.Place) else move.joker, cur)
            yield self.cell_pos(move.cell)
        elif isinstance(move, T.Exchange):
            yield self.button_point(self.exchange_word)
            for pid in move.pids:
                yield self.slot_pos(pid, cur)
            yield self.button_point(self.DONE)
        elif isinstance(move, T.SitOut):
            yield self.button_point(self.SIT_OUT)

    def random_move(self, legal, rng):
        """A placement whenever there is one: with up to 127 exchanges on offer, uniformly random moves would mostly
        exchange and end the game by the safeguard."""
        places = [m for m in legal if isinstance(m, T.Place)]
        return rng.choice(places or legal)

    # -- after a move: words, slots, animation -----------------------------------------------------------------------------
    def animate(self, events) -> None:
        played = self.match.history[-1]
        pre = {"seat": played.seat, "slots": list(self.slots.get(played.seat, [])), "from": self.flight_start}
        if isinstance(played.move, T.Place):
            pre["breakdown"] = self.breakdown(played.before, played.move)
        self.flight_start = None
        self.sync_slots()
        animation.animate_events(events, pre, self.slots, self, self.animator, self.fx, self.kids)

    @staticmethod
    def breakdown(before, move):
        try:
            return before.score_placement(move.pid, move.cell)
        except IllegalMove:
            return None

    def event_words(self, event) -> str:
        """The engine's notices (quadruples, double score, a joker swapped) are said by after_change instead, in
        the player's language, with the praise they belong to."""
        return ""

    def illegal_words(self, change) -> str:
        """A refused move: the taps are checked first (picking.why_not_here says why in words) and the buttons
        follow the legal moves, so the engine's own reason (English) only meets a move the screen let through."""
        return words.say(self.coop, "refused")

    def after_change(self, change) -> None:
        self.sync_slots()
        self.exchange_mode, self.marked = False, set()
        if change.kind == "undo":
            self.fx.running = []
            self.shown_seat = self.state.current_player if self.state.current_player is not None else self.shown_seat
        if change.kind in ("move", "redo"):
            move = change.move
            found = self.breakdown(change.before, move) if isinstance(move, T.Place) else None
            message = words.after_move(self.seat_info(change.seat)[0], move, found, self.coop)
            if message:
                self.say(message)

    def last_placed_cell(self):
        return next((p.move.cell for p in reversed(self.match.history) if isinstance(p.move, T.Place)), None)

    # -- the frame ------------------------------------------------------------------------------------------------------
    def update(self, dt) -> None:
        self.time += dt
        self.fx.update(dt)
        super().update(dt)
        self.follow_turn()
        picked = self.picker.picked
        if picked != self.spoken_pick:
            self.spoken_pick = picked
            pid = self.picked_pid(picked)
            if pid is not None and T.is_joker(pid) and self.picker.targets:
                self.say(picking.pick_message(pid, self.picker.targets, self.state.swapped, self.coop))

    def refine_pictures(self, seconds: float) -> bool:
        return SPRITES.refine(seconds)     # pids a resize first scaled (pids.PidSprites)

    def pictures_rough(self) -> bool:
        return SPRITES.rough

    def paint_board(self, surface) -> None:
        board.paint_board(surface, self.view, self.board_d)
        # Pre-rendered overlays for each frame: the glow of a legal cavity and the hint's glow.
        self.glow_img = board.hex_overlay(self.view, GLOW, 90)
        self.hint_img = board.hex_overlay(self.view, HINT, 130)

    def hidden_slots(self, seat) -> tuple:
        """Slots of a rack drawn empty: a pid flying to it, or dragged out of it."""
        hidden = self.animator.hidden_cells()
        dragged = self.picker.picked if self.picker.dragging else None
        return tuple(i for i in range(rack.RACK_SLOTS) if ("slot", seat, i) in hidden or dragged == (seat, i))

    def rack_label(self, seat) -> str:
        """The window rack's name row: the owner, and on the current rack a short word on what to do now."""
        name, s = self.seat_info(seat)[0], self.state
        if s.is_over or seat != s.current_player:
            return name
        doing = words.rack_doing(self.coop, self.exchange_mode, s.swapped, self.can_place_now(), self.can_sit_out())
        return words.say(self.coop, "rack_label", name=name, doing=doing)

    def rack_key(self, seat) -> tuple:
        """Everything paint_rack shows of a seat's rack."""
        rv = self.racks[seat]
        score = words.say(self.coop, "rack_score", score=self.score_text(seat))
        return (id(rv), tuple(self.slots[seat]), self.hidden_slots(seat), self.seat_info(seat),
                seat == self.state.current_player, id(self.slot_imgs[rv.s]), self.rack_label(seat), score)

    def paint_rack(self, surface, seat) -> None:
        rv = self.racks[seat]
        current = seat == self.state.current_player
        score = words.say(self.coop, "rack_score", score=self.score_text(seat))
        rack.paint_rack(surface, rv, self.slots[seat], self.hidden_slots(seat), self.seat_info(seat), current,
                        self.slot_imgs[rv.s], self.rack_label(seat), score)

    # -- a rack in a seat's table strip ---------------------------------------------------------------------------------
    def strip_key(self, seat) -> tuple:
        status = self.shown_status() if seat == self.state.current_player else ""
        return (tuple(self.slots[seat]), self.hidden_slots(seat), LETTERS["on"], status,
                tuple(label for label, _ in self.turn_buttons()))

    def paint_seat_strip(self, seat, surface, rect) -> None:
        """The rack under the name row and, for the seat to move, what to do now in the free room beside the name."""
        self.paint_rack(surface, seat)
        if seat == self.state.current_player:
            room = pygame.Rect(rect.left + 8, 6, rect.width - 16, self.racks[seat].frame.top - 8)
            drawing.paint_status(surface, self.shown_status(), room)

    def paint_panel_extras(self, surface, free) -> None:
        seats = [(self.seat_info(seat), tuple(self.slots[seat])) for seat in range(self.players)]
        panel.paint_extras(surface, free, seats, self.state.current_player,
                           self.state.team_score if self.coop else None)

    def baked(self) -> bool:
        """In a window, once every pid picture is exact, the rack and the bag are part of background(); at a
        table (racks in the strips) and while pictures are refined they are drawn each frame."""
        return not self.table and not SPRITES.rough and not self.board_late

    def background(self, size) -> pygame.Surface:
        """The static board with the window's rack and the bag on it; their parts are painted again only when
        one of them changes (drawing them every frame was 0.3-0.5 ms of each frame). Nothing else is drawn where
        they lie, so this is the same picture as drawing them over the pids."""
        board_picture = self.board_cache.get(size)
        if not self.baked():
            return board_picture
        builds = self._backdrop.builds
        backdrop = self._backdrop.get(size, (id(board_picture), self.board_cache.builds))
        seat = self.shown_seat
        rack_area = self.racks[seat].frame.inflate(8, 8)
        bag_area = self.bag_img.get_rect(center=(round(self.bag_centre[0]), round(self.bag_centre[1]))).inflate(
            self.bag_size_px, self.bag_size_px)
        key = (rack_area, self.rack_key(seat), bag_area, id(self.bag_img), self.bag_size_px, self.state.bag_size)
        if key != self._baked_key or self._backdrop.builds != builds:
            for area in (rack_area, bag_area):
                backdrop.blit(board_picture, area, area)
            backdrop.set_clip(rack_area)
            self.paint_rack(backdrop, seat)
            backdrop.set_clip(bag_area)
            board.draw_bag(backdrop, self.bag_img, self.bag_centre, self.bag_size_px, self.state.bag_size)
            backdrop.set_clip(None)
            self._baked_key = key
        return backdrop

    def leave(self) -> None:
        super().leave()
        self._backdrop.release()       # a whole-window picture, like the board's (BoardScene.leave)

    def draw_pieces(self, surface) -> None:
        lay = self.view
        drawing.draw_board_pids(surface, lay, self.state.board, self.animator.hidden_cells(), self.last_placed_cell(),
                                self.board_d)
        picked = self.picker.picked
        if picked is not None and not self.animator.busy and picked[0] == self.state.current_player:
            pid = self.picked_pid(picked)
            drawing.draw_targets(surface, lay, self.target_points(), T.is_joker(pid), self.picker.hover,
                                 (self.hint_placement() or (None, None))[1], self.glow_img, self.board_d, self.kids,
                                 self.pulse_phase())
        if not self.baked():
            if not self.table:
                self.paint_rack(surface, self.shown_seat)
            board.draw_bag(surface, self.bag_img, self.bag_centre, self.bag_size_px, self.state.bag_size)

    def pulse_phase(self) -> float:
        return 0.5 + 0.5 * math.sin(self.time * 5)

    def animating(self) -> bool:
        return super().animating() or self.fx.busy    # ripples and confetti outlive the move's own animation

    def still_apart_from_light(self) -> bool:
        return not self.fx.busy

    def game_pulsing(self) -> bool:
        """The glowing cavities, the rack's marks and a button calling for a tap pulse on a person's turn."""
        return not self.state.is_over and not self.computer_to_move()

    def draw_above(self, surface) -> None:
        """Over the strips: the marks on the current rack, the hint and its arrow, a button calling for a tap and
        the dragged pid."""
        seat = self.state.current_player
        if seat is None or self.animator.busy or seat not in self.visible_racks():
            return
        rv, slots, pulse = self.racks[seat], self.slots[seat], self.pulse_phase()
        hint_slot, hinted = None, self.hint_placement() if self.hint.points else None
        if hinted and hinted[0] in slots:
            hint_slot = slots.index(hinted[0])
            drawing.draw_hint(surface, self.view, hinted[1], rv.slot_centre(hint_slot), self.hint_img,
                              self.board_d, rv.d, pulse)
        picked = self.picker.picked
        held = picked[1] if picked is not None and picked[0] == seat and not self.picker.dragging else None
        rack.draw_rack_marks(surface, rv, held, hint_slot, self.marked, pulse)
        calling = None
        if not self.exchange_mode and not self.can_place_now():
            calling = self.SIT_OUT if self.can_sit_out() else self.exchange_word if self.can_exchange() else None
        if calling is not None:
            outline = self.button_outline(calling)
            if outline:
                pygame.draw.lines(surface, HINT, True, outline, 3 + int(3 * pulse))
        if self.picker.dragging and self.picker.drag_pos is not None and picked is not None:
            d = self.board_d if self.view.cell_at(self.picker.drag_pos) is not None else rv.d
            drawing.draw_dragged(surface, self.picked_pid(picked), self.picker.drag_pos, d)

    def button_outline(self, label) -> list:
        """The screen corners of a little more than a game button of the seat to move ([] if it is not shown)."""
        return self.chrome.button_outline(label)

    # -- the end ----------------------------------------------------------------------------------------------------
    def result_overlay(self, outcome):
        """Tripitz's own end screens: the team's score together, else the ranking with each rank marker."""
        if self.coop:
            score = self.state.team_score
            detail = words.together_detail(self.state.pids_placed, self.state.end_reason)
            return TogetherResultOverlay(score, words.team_cheer(score), detail, self.restart, self.back_to_menu)
        # Each ranked row carries its rank marker: the red, yellow, blue or green spare pid.
        markers = rank_marker_images(outcome.ranking, self.state.rank_markers(), LETTERS["on"])
        rows = [row + (marker,) for row, marker in zip(self.result_rows(outcome), markers)]
        return TripitzResultOverlay(self.result_headline(outcome), rows, self.restart, self.back_to_menu,
                                    words.end_reason(self.state.end_reason, False))

    # -- where things are on screen (taps, tests and tools) -----------------------------------------------------------
    def cell_pos(self, cell) -> tuple[int, int]:
        x, y = self.view.centre(cell)
        return (round(x), round(y))

    def slot_pos(self, pid, seat=None) -> tuple[int, int]:
        seat = self.state.current_player if seat is None else seat
        x, y = self.racks[seat].slot_centre(self.slots[seat].index(pid))
        return (round(x), round(y))
