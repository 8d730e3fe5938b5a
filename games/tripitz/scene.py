"""The Tripitz Domino screen: a 102-cavity board, a rack of 7 pids per player and a bag.

Pick a pid up from your rack (tap it, or drag it): every cavity where it makes a triple or a quadruple glows
with the points it would score. Drop it there (or tap the cavity). A drop anywhere else sends it back to the
rack with the reason. The rack also holds the turn's buttons, each a picture with a word: Exchange (tap pids,
then confirm: they fly into the bag and new ones fly out), Sit out (only when the engine allows it) and, in the
cooperative "Tripitz Together", a big Help me that lights up a good placement.

Two layouts, chosen with the Table toggle and remembered for the session (layout.py):
* normal: the board, the current player's rack along the bottom (every rack also small in the side panel);
* table: the board in the middle and every rack at its owner's edge, turned to face them (a touch table with
  people all around it); taps on a turned rack are mapped back into its own coordinates (rack.RackView).

The scene decides no rule: legal cavities and their scores (legal_cells), the reason a drop fails
(score_placement / IllegalMove), the best placement (best_placement), what may be exchanged or sat out
(legal_moves) all come from engine/tripitz.py. This module holds the scene's state and input; the pictures
are plain functions in board, rack, panel, drawing and animation, the texts in words (and rules.html).
"""
from __future__ import annotations

import math

import pygame

from engine import tripitz as T
from engine.core import IllegalMove
from games.tripitz import animation, board, drawing, frame, picking, rack, words
from games.tripitz.colours import GLOW, HINT
from games.tripitz.icons import add_icons
from games.tripitz.layout import normal_layout, table_layout
from games.tripitz.overlays import TogetherResultOverlay, TripitzResultOverlay, rank_marker_images
from games.tripitz.panel import SeatRow, paint_panel
from games.tripitz.pids import SPRITES, render_slot
from games.tripitz.sound import chime
from ui import palette
from ui.anim import Animator
from ui.boardscene import BoardScene
from ui.hexview import HexLayout
from ui.overlays import MenuOverlay

# Scene options remembered for the session (a new game, Play again and Restart keep them).
SESSION = {"letters": False, "table": False}


class TripitzScene(BoardScene):

    def __init__(self, spec, players, seed=None, options=None, state=None):
        self.view = None
        self.racks: dict = {}          # seat -> RackView
        self.slots: dict = {}          # seat -> [pid or None] * 7: where each pid sits on its rack
        self.display_seat = 0          # whose rack the normal layout shows (follows the turn after animations)
        self.held = None               # slot index of the pid picked up on the current rack
        self.targets: dict = {}        # cell -> score (placement) or None (joker swap) for the held pid
        self.drag_pointer = None
        self.drag_pos = None
        self.hover_cell = None
        self.hover_spot = None
        self.exchange_mode = False
        self.marked: set = set()       # slot indices chosen for the exchange
        self.hint = None               # (pid, cell, score) from the engine's best_placement
        self.pulse = None              # a button name to pulse ("exchange", "sitout")
        self.time = 0.0
        self.last_cells: list = []     # the cell of each placement so far (undo pops), to mark the last one
        self._fly_from = None
        self._pending = None
        self._legal_key = None
        self._legal: list = []
        self._rack_cache: dict = {}
        self._toast_key = None
        self._toast_img = None
        self.fx = Animator()           # decorations (ripples, row flashes, confetti): they never hold up a turn
        super().__init__(spec, players, seed, options, state)
        self.coop = bool(self.state.config.cooperative)
        for seat in range(self.players):
            self._sync_slots(seat)
        self.display_seat = self.state.current_player if self.state.current_player is not None else 0
        self.RULES_HTML = words.rules_html(self.coop)   # BoardScene.show_rules reads this name
        chime()                        # made once, now, so a quadruple never waits for it

    @property
    def kids(self) -> bool:
        return bool(self.state.config.cooperative)

    # -- engine questions (cached per position) ---------------------------------------------------------------------
    def _key(self):
        s = self.state
        return (id(s), len(self.history), len(s.board), s.bag_size, s.current_player, s.swapped, s.is_over,
                tuple(len(r) for r in s.racks))

    def legal(self) -> list:
        key = self._key()
        if key != self._legal_key:
            self._legal_key = key
            self._legal = self.state.legal_moves()
            self._can_place = self.state.current_player is not None and \
                any(isinstance(m, (T.Place, T.JokerSwap)) for m in self._legal)
        return self._legal

    def can_exchange(self) -> bool:
        return any(isinstance(m, T.Exchange) for m in self.legal())

    def can_sit_out(self) -> bool:
        return T.SitOut() in self.legal()

    def can_place_now(self) -> bool:
        self.legal()
        return self._can_place

    # -- seats and texts ---------------------------------------------------------------------------------------------
    def seat_info(self, seat):
        return (words.SEAT_NAMES[seat], palette.SEAT_COLOURS[seat], palette.SEAT_MARKS[seat])

    def score_text(self, seat) -> str:
        if self.state.config.cooperative:
            return str(self.state.team_score)
        return str(self.state.totals[seat])

    def status_text(self) -> str:
        s = self.state
        if s.is_over:
            return "Game over"
        return words.turn_status(self.seat_info(s.current_player)[0], self.coop, self.exchange_mode, s.swapped,
                                 self.held is not None, self.can_place_now(), self.can_sit_out())

    def rack_label(self, seat) -> str:
        """The rack's name row: the owner, and on the current rack a short word on what to do now."""
        name = self.seat_info(seat)[0]
        s = self.state
        if s.is_over or seat != s.current_player:
            return name
        doing = words.rack_doing(self.coop, self.exchange_mode, s.swapped, self.can_place_now(), self.can_sit_out())
        return f"{name}  \u2022  {doing}"

    def rack_buttons(self, seat) -> list:
        """The buttons on a rack: [(name, label, icon, enabled)] for its two spots (None = empty spot)."""
        if self.state.is_over or seat != self.state.current_player:
            return [None, None]
        return rack.rack_buttons(self.exchange_mode, len(self.marked), self.coop, self.can_sit_out(),
                            self.can_exchange(), self.can_place_now())

    # -- layout ------------------------------------------------------------------------------------------------------
    @property
    def table(self) -> bool:
        return SESSION["table"]

    def layout(self, size) -> None:
        self.animator.finish()
        self.fx.running = []
        w, h = size
        lay = (table_layout if self.table else normal_layout)(w, h, self.players, self.kids)
        self.panel_rect, self.board_rect, self.racks = lay.panel_rect, lay.board_rect, lay.racks
        self.corner_rects, self.bag_centre, self.bag_size_px = lay.corner_rects, lay.bag_centre, lay.bag_size_px
        self.rack_d, self.mini_d = lay.rack_d, lay.mini_d
        self.layout_board(self.board_rect)
        self._rack_cache = {}
        self.board_cache.invalidate()
        self.panel_cache.invalidate()
        SPRITES.set_letters(SESSION["letters"])
        for d in (self.board_d, self.rack_d, self.mini_d):
            SPRITES.warm(d)
        self.slot_img = render_slot(self.rack_d, (40, 26, 18))
        self.bag_img = board.render_bag(self.bag_size_px)

    def layout_board(self, rect) -> None:
        self.view = HexLayout(T.BOARD, rect, padding=0.15)
        self.board_d = int(self.view.size * 1.5)

    def build_ui(self) -> None:
        """Undo / Rules / Menu and the Letters / Table toggles (frame.py says where), with their icons."""
        actions = {"Undo": self.undo, "Rules": self.show_rules, "Menu": self.pause, "Letters": self.toggle_letters,
                   "Table": self.toggle_table}
        buttons, icons = frame.frame_buttons(self.panel_rect, self.corner_rects, self.table, SESSION["letters"],
                                             SESSION["table"])
        self.frame_buttons = {}
        self.extra_buttons = {}
        for label, rect, object_id in buttons:
            b = self.button(rect, label, object_id)
            self.frame_buttons[b] = actions[label]
            self.extra_buttons[label] = b
        for label, icon, font_size, dark in icons:
            add_icons(self, [(self.extra_buttons[label], icon)], font_size, dark=dark)
        self.refresh_buttons()

    def toggle_letters(self) -> None:
        SESSION["letters"] = not SESSION["letters"]
        self.resize(self.app.size)   # Scene.resize rebuilds layout and buttons
        self.say("Letters on: R Y B G for the token colour; grey is striped, light blue dotted."
                 if SESSION["letters"] else "Letters off.")

    def toggle_table(self) -> None:
        SESSION["table"] = not SESSION["table"]
        self.clear_selection()
        self.resize(self.app.size)   # Scene.resize rebuilds layout and buttons
        self.say("Table mode: each rack faces its player." if SESSION["table"] else "Normal layout.")

    def pause(self) -> None:
        """Around a table there is no side panel: the pause menu then holds the Letters and layout toggles."""
        if not self.table:
            super().pause()
            return

        def then(fn):
            def run():
                self.app.pop()
                fn()
            return run
        actions = {"resume": self.app.pop, "letters": then(self.toggle_letters), "table": then(self.toggle_table),
                   "restart": self.restart, "menu": self.back_to_menu}
        entries = frame.table_pause_entries(SESSION["letters"], self.app.size[1] < 640)
        self.app.push(MenuOverlay("Paused", [(label, actions[key]) for label, key in entries]))

    # -- pictures: the static board, the racks, the side panel -------------------------------------------------------
    def paint_board(self, surface) -> None:
        board.paint_board(surface, self.view, self.board_d)
        # Pre-rendered overlays for each frame: the glow of a legal cavity and the hint's glow.
        self.glow_img = board.hex_overlay(self.view, GLOW, 90)
        self.hint_img = board.hex_overlay(self.view, HINT, 130)

    def _sync_slots(self, seat) -> None:
        self.slots[seat] = rack.keep_slots(self.slots.get(seat), self.state.rack(seat))

    def _rack_surface(self, seat) -> pygame.Surface:
        """The seat's rack picture, repainted only when something on it changed."""
        rv = self.racks[seat]
        hidden = self.animator.hidden_cells()
        hide = tuple(i for i in range(rv.n) if ("slot", seat, i) in hidden or
                     (self.drag_pointer is not None and seat == self.state.current_player and i == self.held))
        buttons = self.rack_buttons(seat)
        current = seat == self.state.current_player and not self.state.is_over
        hover = self.hover_spot[1] if self.hover_spot and self.hover_spot[0] == seat else None
        label = self.rack_label(seat)
        key = (tuple(self.slots[seat]), hide, tuple(buttons), label, self.score_text(seat), hover,
               SESSION["letters"], rv.angle, rv.s)
        cached = self._rack_cache.get(seat)
        if cached is not None and cached[0] == key:
            return cached[1]
        score = f"Team {self.score_text(seat)}" if self.coop else f"{self.score_text(seat)} pts"
        img = rack.paint_rack(rv, self.slots[seat], hide, buttons, label, score, self.seat_info(seat), current, hover,
                         self.slot_img, self.rack_d)
        self._rack_cache[seat] = (key, img)
        return img

    def _panel_key(self):
        return (tuple(self.score_text(i) for i in range(self.players)), self.status_text(),
                tuple(tuple(self.slots[i]) for i in range(self.players)), self.state.current_player,
                SESSION["letters"], self.state.bag_size, self.panel_rect.size)

    def _paint_panel(self, surface) -> None:
        """BoardScene's panel cache calls this; Tripitz's panel also shows each rack in miniature."""
        seats = [SeatRow(*self.seat_info(seat), self.score_text(seat), tuple(self.slots[seat]))
                 for seat in range(self.players)]
        paint_panel(surface, self.spec.title, seats, self.state.current_player, self.status_text(),
                    words.panel_notes(self.coop), self.state.team_score if self.coop else None,
                    self.lowest_free_panel_y(), self.mini_d)

    # -- input: pick a pid (tap or drag), see its targets, drop or tap one; rack buttons; the bag ----------------------
    def clear_selection(self) -> None:
        self.held = None
        self.targets = {}
        self.drag_pointer = None
        self.drag_pos = None
        self.exchange_mode = False
        self.marked = set()
        self.hint = None
        self.pulse = None

    def _sync_display(self) -> None:
        cur = self.state.current_player
        if cur is not None and cur != self.display_seat and not self.animator.busy:
            self.display_seat = cur

    def visible_racks(self) -> list:
        """Seats whose rack is on screen: all of them around a table, the current one in the normal layout."""
        return list(range(self.players)) if self.table else [self.display_seat]

    def rack_at(self, pos):
        return picking.rack_at(pos, self.racks, self.visible_racks())

    def held_pid(self):
        if self.held is None or self.state.current_player is None:
            return None
        return self.slots[self.state.current_player][self.held]

    def pick(self, slot) -> bool:
        """Pick up the pid in this slot of the current rack; its legal cavities light up (ask the engine)."""
        pid = self.slots[self.state.current_player][slot]
        if pid is None:
            return False
        self.held = slot
        self.hint = self.hint if self.hint and self.hint[0] == pid else None
        self.targets = picking.targets_for(self.state, self.legal(), pid)
        message = picking.pick_message(pid, self.targets, self.state.swapped, self.coop)
        if message:
            self.say(message)
        return True

    def on_pointer(self, ev) -> None:
        self._sync_display()
        if ev.kind == "move":
            if self.drag_pointer is not None and ev.pointer == self.drag_pointer:
                self.drag_pos = ev.pos
                self.hover_cell = self.view.cell_at(ev.pos)
            elif not ev.pressed:
                self.hover_cell = self.view.cell_at(ev.pos) if self.held is not None else None
                seat = self.rack_at(ev.pos)
                spot = self.racks[seat].spot_at(ev.pos) if seat is not None else None
                self.hover_spot = (seat, spot) if spot is not None else None
            return
        if ev.kind == "tap":
            if self.drag_pointer is None:
                self.tap(ev.pos)
        elif ev.kind == "drag_start":
            self.start_drag(ev)
        elif ev.kind == "drag" and ev.pointer == self.drag_pointer:
            self.drag_pos = ev.pos
            self.hover_cell = self.view.cell_at(ev.pos)
        elif ev.kind == "drop" and ev.pointer == self.drag_pointer:
            self.drop(ev.pos)

    def tap(self, pos) -> None:
        hit = picking.hit_test(pos, self.racks, self.visible_racks(), self.view, self.bag_centre, self.bag_size_px)
        cur = self.state.current_player
        action = picking.tap_action(hit, cur, self.slots[cur], self.exchange_mode, self.held, self.held_pid(),
                                    self.targets, self.hint, self.state.board)
        kind, arg = action or (None, None)
        if kind == "wrong_rack":
            self.say(f"It is {self.seat_info(cur)[0]}'s turn.")
        elif kind == "button" and self.rack_buttons(cur)[arg] is not None:
            self.press_rack_button(self.rack_buttons(cur)[arg][0])
        elif kind == "mark":
            self.marked ^= {arg}
        elif kind == "put_down":
            self.held, self.targets = None, {}
        elif kind == "pick":
            self.pick(arg)
        elif kind == "bag":
            n = self.state.bag_size
            self.say(f"{n} pid{'s' if n != 1 else ''} left in the bag.")
        elif kind == "say":
            self.say(arg)
        elif kind == "play":
            self._fly_from = None
            self.play(arg)
        elif kind == "explain":
            self.explain(self.held_pid(), arg)

    def explain(self, pid, cell) -> None:
        """Why the held pid may not go there: the engine's own answer, in friendly words."""
        message = picking.why_not_here(self.state, pid, cell, self.coop, bool(self.targets))
        if message:
            self.say(message)

    def press_rack_button(self, name) -> None:
        seat = self.state.current_player
        b = next((x for x in self.rack_buttons(seat) if x and x[0] == name), None)
        if b is None:
            return
        if not b[3]:
            if name == "help":
                self.press_help()
            elif picking.disabled_button_message(name, self.state.swapped):
                self.say(picking.disabled_button_message(name, self.state.swapped))
            return
        if name == "exchange":
            self.held, self.targets, self.hint = None, {}, None
            self.exchange_mode, self.marked = True, set()
            self.say("Tap the pids to swap, then tap the tick." if self.coop else
                     "Tap the pids to exchange, then confirm.")
        elif name == "cancel":
            self.exchange_mode, self.marked = False, set()
        elif name == "confirm":
            pids = tuple(self.slots[seat][i] for i in sorted(self.marked))
            self.play(T.Exchange(pids))
        elif name == "sitout":
            self.play(T.SitOut())
        elif name == "help":
            self.press_help()

    def press_help(self) -> None:
        best = self.state.best_placement(self.state.current_player)
        self.held, self.targets = None, {}
        self.hint = best
        if best is not None:
            self.say(f"Try this one! It scores {best[2]}.")
        elif self.can_sit_out():
            self.pulse = "sitout"
            self.say("Nothing fits now. Tap Sit out.")
        else:
            self.pulse = "exchange"
            self.say("Nothing fits now. Let's swap some pids!")

    def start_drag(self, ev) -> None:
        if self.animator.busy:
            self.animator.finish()
            self._sync_display()
        cur = self.state.current_player
        if self.exchange_mode or cur is None or self.rack_at(ev.start) != cur:
            return
        slot = self.racks[cur].slot_at(ev.start)
        if slot is None or self.slots[cur][slot] is None:
            return
        if self.held != slot:
            self.pick(slot)
        self.drag_pointer = ev.pointer
        self.drag_pos = ev.pos

    def drop(self, pos) -> None:
        self.drag_pointer = None
        self.drag_pos = None
        self.hover_cell = None
        pid = self.held_pid()
        if pid is None:
            return
        cell = self.view.cell_at(pos)
        if cell is not None and cell in self.targets:
            self._fly_from = pos
            if self.play(T.move_for(pid, cell)):
                return
        seat, slot = self.state.current_player, self.held
        if cell is not None:
            self.explain(pid, cell)
        # Back to its slot, animated; it stays picked up so its cavities keep glowing.
        back = self.racks[seat].slot_centre(slot)
        self.animator.add(animation.pid_flight(pid, pos, back, self.rack_d, self.rack_d, animation.BACK_SECONDS, 0.0,
                                               (("slot", seat, slot),), self.view.size * 8))

    # -- moves and animation -----------------------------------------------------------------------------------------
    def play(self, move) -> bool:
        """BoardScene.play, plus what the animation needs from before the move (the seat, its slots, where the
        pid was dropped, the placement's Breakdown for praise and effects) and the message after it."""
        seat = self.state.current_player
        pre = {"seat": seat, "slots": list(self.slots.get(seat, [])), "from": self._fly_from}
        if isinstance(move, T.Place):
            try:
                pre["breakdown"] = self.state.score_placement(move.pid, move.cell)
            except IllegalMove:
                pass
        self._pending = pre
        try:
            ok = super().play(move)
        finally:
            self._pending = None
            self._fly_from = None
        if ok:
            if isinstance(move, T.Place) and pre.get("breakdown") is not None:
                self.last_cells.append(move.cell)
            message = words.after_move(self.seat_info(seat)[0], move, pre.get("breakdown"), self.coop)
            if message:
                self.say(message)
        return ok

    def undo(self) -> None:
        """BoardScene.undo, plus: decorations stop, the last-placement ring and the shown rack follow."""
        self.fx.running = []
        had = bool(self.history)
        super().undo()
        while had and self.last_cells and self.last_cells[-1] not in self.state.board:
            self.last_cells.pop()
        self.display_seat = self.state.current_player if self.state.current_player is not None else self.display_seat

    def advance_random(self, moves, rng) -> int:
        """Random legal moves for screenshots and tests, a placement whenever there is one: with up to 127
        exchanges on offer, uniformly random moves would mostly exchange and end the game by the safeguard."""
        n = 0
        while n < moves and not self.state.is_over:
            legal = self.state.legal_moves()
            if not legal:
                break
            places = [m for m in legal if isinstance(m, T.Place)]
            self.history.append(self.state.clone())
            self.state.play(rng.choice(places or legal))
            n += 1
        self.clear_selection()
        self.panel_cache.invalidate()
        self.refresh_buttons()
        self.display_seat = self.state.current_player if self.state.current_player is not None else self.display_seat
        self.last_cells = []
        return n

    def refresh_buttons(self) -> None:
        """After every change: every rack's slots follow the engine's racks."""
        if not hasattr(self, "slots") or self.state is None:
            return
        for seat in range(self.players):
            self._sync_slots(seat)
        self.panel_cache.invalidate()

    def animate(self, events) -> None:
        for seat in range(self.players):
            self._sync_slots(seat)
        animation.animate_events(events, self._pending or {}, self.slots, self, self.animator, self.fx, self.kids)
        self._rack_cache = {}

    # -- per-frame drawing -------------------------------------------------------------------------------------------
    def update(self, dt) -> None:
        self.time += dt
        self.fx.update(dt)
        super().update(dt)
        if not self.animator.busy:
            before = self.display_seat
            self._sync_display()
            if before != self.display_seat:
                self._rack_cache = {}

    def draw(self, surface) -> None:
        """BoardScene.draw with the decorations, the dragged pid, and the panel only when there is one."""
        surface.blit(self.board_cache.get(surface.get_size()), (0, 0))
        self.draw_pieces(surface)
        self.animator.draw(surface)
        self.fx.draw(surface)
        if self.drag_pointer is not None and self.drag_pos is not None and self.held_pid() is not None:
            d = self.board_d if self.view.cell_at(self.drag_pos) is not None else self.rack_d
            drawing.draw_dragged(surface, self.held_pid(), self.drag_pos, d)
        if self.panel_rect.width and self.panel_rect.height:
            surface.blit(self.panel_cache.get(self.panel_rect.size, self._panel_key()), self.panel_rect.topleft)
        self.draw_message(surface)

    def draw_pieces(self, surface) -> None:
        lay = self.view
        last = self.last_cells[-1] if self.last_cells else None
        drawing.draw_board_pids(surface, lay, self.state.board, self.animator.hidden_cells(), last, self.board_d)
        busy = self.animator.busy
        pulse = 0.5 + 0.5 * math.sin(self.time * 5)
        if self.held is not None and not busy:
            pid = self.held_pid()
            drawing.draw_targets(surface, lay, self.targets, pid is not None and T.is_joker(pid), self.hover_cell,
                                 self.hint[1] if self.hint else None, self.glow_img, self.board_d, self.kids, pulse)
        seat = self.state.current_player
        if self.hint and not busy and seat is not None:
            pid, cell, _ = self.hint
            if pid in self.slots[seat] and cell not in self.state.board:
                drawing.draw_hint(surface, lay, cell, self.racks[seat].slot_centre(self.slots[seat].index(pid)),
                                  self.hint_img, self.board_d, self.rack_d, pulse)
        for s in self.visible_racks():
            rv = self.racks[s]
            img = self._rack_surface(s)
            surface.blit(img, img.get_rect(center=(round(rv.centre[0]), round(rv.centre[1]))))
        if seat is not None and seat in self.visible_racks():
            self.draw_rack_marks(surface, seat, pulse, busy)
        board.draw_bag(surface, self.bag_img, self.bag_centre, self.bag_size_px, self.state.bag_size)

    def draw_rack_marks(self, surface, seat, pulse, busy) -> None:
        buttons = self.rack_buttons(seat)
        pulsing = self.pulse
        if pulsing is None and not self.exchange_mode and not self.can_place_now() and buttons[0] and buttons[0][3]:
            pulsing = buttons[0][0]          # nothing fits: the way on (exchange or sit out) calls for a tap
        hint_slot = self.slots[seat].index(self.hint[0]) if self.hint and not busy and \
            self.hint[0] in self.slots[seat] else None
        rack.draw_rack_marks(surface, self.racks[seat], self.rack_d, self.held if self.drag_pointer is None else None,
                        hint_slot, self.marked, buttons, None if busy else pulsing, pulse)

    def draw_message(self, surface) -> None:
        """BoardScene's toast, but around a table it turns to face the player whose turn it is."""
        if not self.message:
            return
        seat = self.state.current_player if self.state.current_player is not None else 0
        angle = self.racks[seat].angle if self.table and seat in self.racks else 0
        key = (self.message, self.board_rect.size, angle)
        if self._toast_key != key:
            self._toast_key = key
            across = self.board_rect.height if angle in (90, 270) else self.board_rect.width
            img = self._render_message(self.message, max(200, min(across - 80, 760)))
            self._toast_img = pygame.transform.rotate(img, angle) if angle else img
        img = self._toast_img
        img.set_alpha(int(255 * min(1.0, self.message_left / 0.4)))
        centre = self.racks[seat].centre if self.table else None
        surface.blit(img, drawing.toast_rect(img, angle, self.board_rect, centre))

    # -- the end -----------------------------------------------------------------------------------------------------
    def show_result(self) -> None:
        """Tripitz's own end screens: the team's score together, else the ranking with each rank marker."""
        outcome = self.state.outcome()
        self.result_shown = True
        if self.coop:
            score = self.state.team_score
            detail = words.together_detail(self.state.pids_placed, self.state.end_reason)
            self.app.push(TogetherResultOverlay(score, words.team_cheer(score), detail, self.restart,
                                                self.back_to_menu))
            return
        # Each ranked row carries its rank marker: the red, yellow, blue or green spare pid.
        markers = rank_marker_images(outcome.ranking, self.state.rank_markers(), SESSION["letters"])
        rows = [row + (marker,) for row, marker in zip(self.result_rows(outcome), markers)]
        self.app.push(TripitzResultOverlay(self.result_headline(outcome), rows, self.restart, self.back_to_menu,
                                           words.END_REASONS.get(self.state.end_reason, "")))

    # -- where things are on screen (tests and tools) ----------------------------------------------------------------
    def cell_pos(self, cell) -> tuple[int, int]:
        x, y = self.view.centre(cell)
        return (round(x), round(y))

    def slot_pos(self, pid, seat=None) -> tuple[int, int]:
        seat = self.state.current_player if seat is None else seat
        x, y = self.racks[seat].slot_centre(self.slots[seat].index(pid))
        return (round(x), round(y))

    def button_pos(self, name, seat=None) -> tuple[int, int]:
        seat = self.state.current_player if seat is None else seat
        for k, b in enumerate(self.rack_buttons(seat)):
            if b and b[0] == name:
                x, y = self.racks[seat].spot_centre(k)
                return (round(x), round(y))
        raise LookupError(f"no rack button {name!r} now")
