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

This module holds the screen's hooks (ui/play/hooks.py) and the state they share; each job behind them is a module
of the package (__init__.py lists them): the turn's buttons and the exchange are turn.py's, the racks and the bag
on screen rackpaint.py's.

The scene decides no rule: legal cavities and their scores (legal_cells), why a drop fails (score_placement),
the hint (the worker's engine.ai hint), what may be exchanged or sat out (legal_moves) come from engine/tripitz.py.
"""
from __future__ import annotations

import math

import pygame

from engine import tripitz as T
from games.tripitz import animation, board, drawing, layout, overlays, panel, picking, rack, teamscore, words
from games.tripitz.colours import GLOW, HINT
from games.tripitz.pids import SPRITES, render_slot
from games.tripitz.band import Band
from games.tripitz.rackpaint import RackPainter
from games.tripitz.turn import TurnChoices
from ui.storage import prefs
from ui.board.anim import Animator, around, around_all
from ui.play.boardscene import BoardScene
from ui.board.hexview import HexLayout
from ui.base.lang import t
from ui.base.seats import Seat, default_seats

# Letters on the pids (for colour-blind players) is a player's need, not a game's: the colour-blind marks setting
# (ui/storage/prefs.py, the settings screen), kept between runs; this is the setting's own live dict.
LETTERS = prefs.MARKS


class TripitzScene(BoardScene):
    STRIP_HAS_GAME_PARTS = True  # its racks lie in the strips
    STRIP_RACK_ROW = True       # at a table the rack lies under the name row; the status goes beside the name
    COMPACT_STRIP_BUTTONS = False   # a compact table's mover has its buttons in the board's corner (band.py)

    def __init__(self, spec, players, seed=None, options=None, state=None, **how):
        self.view = None
        self.racks: dict = {}          # seat -> RackView (in a window only the shown seat's is on screen)
        self.slot_imgs: dict = {}      # slot size -> an empty slot's picture
        self.slots_due: dict = {}      # slot size -> rack diameter: slot pictures a resize left to make
        self.slots: dict = {}          # seat -> [pid or None] * 7: where each pid sits on its rack
        self.shown_seat = 0            # whose rack the window shows (follows the turn once the pids have landed)
        self.time = 0.0
        self.flight_start = None       # where a pid was dropped: its flight to the cavity starts there
        self.spoken_pick = None        # the pick whose words were said (a picked joker says how it is used)
        self.pick_scores = (None, {})  # (pick, cell -> points) of the picked pid, for the glowing cavities
        self.choices = TurnChoices(self)     # the legal moves, the turn's buttons, the exchange (turn.py)
        self.painter = RackPainter(self)     # the racks and the bag on screen, the marks over them (rackpaint.py)
        self.band = Band(self)        # a compact table's mover's rack along its end, its buttons in a corner (band.py)
        self.fx = Animator()           # decorations (ripples, row flashes, confetti): they never hold up a turn
        super().__init__(spec, players, seed, options, state, **how)
        self.coop = bool(self.state.config.cooperative)
        self.sync_slots()
        self.shown_seat = self.state.current_player if self.state.current_player is not None else 0

    @property
    def kids(self) -> bool:
        return bool(self.state.config.cooperative)

    def hint_label(self) -> str:
        """The hint button's words: the children's "Help me" in Tripitz Together, else every game's."""
        return t("tripitz.together.button.help_me") if self.kids else super().hint_label()

    def rules_html(self) -> str:
        """The rules page in the player's language, read when asked: the children's own page in Together."""
        return words.rules_html(self.kids)

    def move_text(self, before, move) -> str:
        """The move list and the replay write moves in words (ui/play/review.py)."""
        return words.move_words(move, self.coop)

    def sync_slots(self) -> None:
        for seat in range(self.players):
            self.slots[seat] = rack.keep_slots(self.slots.get(seat), self.state.rack(seat))

    # -- seats, texts, buttons ----------------------------------------------------------------------------------------
    def make_seats(self, players, state):
        # (saved under their English names, like every record; seat_info says them in the player's language)
        return [Seat(words.english_seat_name(i), s.colour, s.mark) for i, s in enumerate(default_seats(players))]

    def score_text(self, seat) -> str:
        """A seat's own points; in Tripitz Together nothing: the one team score is shown once, big (the panel's
        team box, the table's badges), never on each seat as if each had scored it (issue 30)."""
        return "" if self.kids else str(self.state.totals[seat])

    def status_text(self) -> str:
        s = self.state
        if s.is_over:
            return words.say(self.coop, "status.game_over")
        turn = self.choices
        status = words.turn_status(self.seat_info(s.current_player)[0], self.coop, turn.exchanging, s.swapped,
                                   self.picker.picked is not None, turn.can_place_now(), turn.can_sit_out())
        # the short game is said all game long, in both layouts: nothing else on screen says it is on (issue 30)
        return words.say(self.coop, "status.short_game", status=status) if s.config.shortened else status

    def panel_notes(self) -> list:
        return [(note, (170, 160, 190)) for note in words.panel_notes(self.coop, self.hint_label())]

    def game_buttons(self) -> list:
        """Exchange or Sit out; Done and Cancel while pids are chosen for an exchange (turn.py)."""
        return self.choices.buttons()

    def button_enabled(self, label) -> bool:
        return self.choices.enabled(label)

    # -- the shared hint (ui/play/computer.py) ----------------------------------------------------------------------
    def offers_hint(self) -> bool:
        return super().offers_hint() and not self.choices.exchanging

    def before_hint(self) -> None:
        self.picker.clear()
        self.choices.put_away()

    def hint_placement(self):
        """(pid on the rack, cell) of a hinted placement or joker swap, for the glow and the arrow; else None."""
        return picking.pid_and_cell(self.hint.move)

    def hint_words(self, move) -> str:
        points = picking.placement_points(self.state, move) if isinstance(move, T.Place) else None
        said = words.hint_words(move, points, self.coop, self.choices.SIT_OUT)
        return said if said is not None else super().hint_words(move)

    def prepare_resized(self, seconds: float) -> bool:
        if self.slots_due:
            self.slot_imgs = {s: render_slot(d, (40, 26, 18)) for s, d in self.slots_due.items()}
            self.slots_due = {}
        return True

    def slot_img(self, size: int):
        """An empty slot's picture for racks of this slot size. A resize leaves it to the frames that prepare the
        board; something that paints a rack before them (a table strip) has it made now rather than fail."""
        if size not in self.slot_imgs:
            self.prepare_resized(float("inf"))
        return self.slot_imgs[size]

    def forget_when_left(self) -> tuple:
        return (SPRITES.forget,)

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
        self.say(words.letters_switched(self.coop, LETTERS["on"]))

    # -- layout ----------------------------------------------------------------------------------------------------
    def strip_depth(self, size) -> int:
        return layout.strip_depth(size, self.kids)

    def layout_board(self, rect) -> None:
        self.fx.finish()      # (decorations drawn at the old layout's places end, as the scene's animations do)
        size = self.app.size if self.app is not None else (rect.right, rect.bottom)
        if self.table:
            self.racks = self.band.layout(size, True, self.seat_layout) or layout.table_racks(self.seat_layout,
                                                                                              self.kids)
            self.bag_centre, self.bag_size_px = layout.table_bag(rect)
            board_rect = rect
        else:
            self.band.layout(size, False, None)
            geo = layout.window_geometry(rect, size, self.kids)
            self.racks = {seat: geo.rack for seat in range(self.players)}
            self.bag_centre, self.bag_size_px = geo.bag_centre, geo.bag_size_px
            board_rect = self.board_rect = geo.board   # messages go over the board, never over the rack
        self.view = HexLayout(T.BOARD, board_rect, padding=0.15)
        self.board_d = int(self.view.size * 1.5)
        self.band.place_buttons(self.view, board_rect)
        self.bag_centre, self.bag_size_px = self.band.bag_place(self.view, board_rect,
                                                                (self.bag_centre, self.bag_size_px))
        if self.band.on:      # messages at the board's edges keep clear of the mover's buttons in its corner
            self.board_rect = self.band.message_room(board_rect)
        SPRITES.set_letters(LETTERS["on"])
        for d in sorted({self.board_d} | {rv.d for rv in self.racks.values()}, reverse=True):
            SPRITES.warm(d)     # the largest first: the others are scaled from it, then refined frame by frame
        # A slot's picture per slot size (every rack of a window has the same: six were rendered, 6 ms at 3840x2160);
        # after a resize, made in the frames that prepare the board (prepare_resized), not beside SDL's set_mode.
        self.slots_due = {rv.s: rv.d for rv in self.racks.values()}
        if not self.board_late:
            self.prepare_resized(float("inf"))
        self.bag_img = board.render_bag(self.bag_size_px)

    def visible_racks(self) -> list:
        """Seats whose rack is on screen: all of them at a table, the shown one in a window and at a compact
        table."""
        return list(range(self.players)) if self.table and not self.band.on else [self.shown_seat]

    def board_owns(self, pos) -> bool:
        """The band's rack and the corner buttons of a compact table are the board's, over whose strip they lie."""
        return self.band.takes(pos)

    def follow_turn(self) -> None:
        """The window's rack shows the seat to move, once the last move's pids have landed on the old one."""
        cur = self.state.current_player
        if cur is not None and cur != self.shown_seat and not self.animator.busy:
            self.shown_seat = cur

    # -- what the Picker asks: a slot of a rack is picked, cavities are targets ------------------------------------
    def pick_at(self, pos):
        """(seat, slot) of a pid on a rack under pos; another seat's pid too, so that a tap on it says whose turn
        it is (it has no targets)."""
        if self.choices.exchanging or self.state.is_over:
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
        return {cell: T.move_for(pid, cell) for cell in picking.targets_for(self.state, self.choices.legal(), pid)}

    def target_points(self) -> dict:
        """The picked pid's glowing cavities: cell -> the points it would score there (None: a joker's swap)."""
        picked = self.picker.picked
        if picked is None or picked[0] != self.state.current_player:
            return {}
        turn = self.choices
        if self.pick_scores[0] != (picked, turn.key):
            points = picking.targets_for(self.state, turn.legal(), self.picked_pid(picked))
            self.pick_scores = ((picked, turn.key), points)
        return self.pick_scores[1]

    def target_at(self, pos):
        return self.view.cell_at(pos)

    def refuse(self, pick, target) -> str | None:
        cur = self.state.current_player
        if pick is not None and pick[0] != cur:
            return words.say(self.coop, "not_your_turn", name=self.seat_info(cur)[0])
        return picking.refusal(self.state, self.picked_pid(pick), target, bool(self.picker.targets), self.coop) or None

    def on_pointer(self, event) -> bool:
        """Before the Picker: the exchange's choice of pids, the bag, the Help me cavity, and a failed drop's flight
        back to the rack."""
        if event.kind in ("tap", "drag_start", "drop"):
            self.animator.finish()
            self.follow_turn()
        if event.kind == "move":
            return False
        if event.kind == "tap" and self.band.press(event.pos):
            return True
        if self.choices.exchanging:
            if event.kind == "tap":
                self.choices.choose(event.pos)
            return True
        if event.kind == "tap" and math.dist(event.pos, self.bag_centre) <= self.bag_size_px / 2:
            self.say(words.say(self.coop, "bag", count=self.state.bag_size))
            return True
        if event.kind == "drop" and self.picker.dragging:
            if self.target_at(event.pos) in self.picker.targets:
                self.flight_start = event.pos
            else:
                seat, slot = self.picker.picked
                self.animator.add(animation.back_to_rack(self.picked_pid(self.picker.picked), event.pos,
                                                         self.racks[seat], seat, slot, self.view.size * 8))
        return False

    def taps_for(self, move):
        """Where a player taps, in order. The points are worked out one at a time, as the player gets there: the
        Done button appears only once Exchange has been tapped."""
        cur, turn = self.state.current_player, self.choices
        if isinstance(move, (T.Place, T.JokerSwap)):
            yield self.slot_pos(move.pid if isinstance(move, T.Place) else move.joker, cur)
            yield self.cell_pos(move.cell)
        elif isinstance(move, T.Exchange):
            yield self.button_point(turn.exchange_word)
            for pid in move.pids:
                yield self.slot_pos(pid, cur)
            yield self.button_point(turn.DONE)
        elif isinstance(move, T.SitOut):
            yield self.button_point(turn.SIT_OUT)

    def random_move(self, legal, rng):
        """A placement whenever there is one: with up to 127 exchanges on offer, uniformly random moves would mostly
        exchange and end the game by the safeguard."""
        places = [m for m in legal if isinstance(m, T.Place)]
        return rng.choice(places or legal)

    # -- after a move: words, slots, animation ---------------------------------------------------------------------
    def animate(self, events) -> None:
        played = self.match.history[-1]
        pre = {"seat": played.seat, "slots": list(self.slots.get(played.seat, [])), "from": self.flight_start}
        if isinstance(played.move, T.Place):
            pre["breakdown"] = picking.placement_points(played.before, played.move)
        self.flight_start = None
        self.sync_slots()
        animation.animate_events(events, pre, self.slots, self, self.animator, self.fx, self.kids)

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
        self.choices.put_away()
        if change.kind == "undo":
            self.fx.running = []
            self.shown_seat = self.state.current_player if self.state.current_player is not None else self.shown_seat
        if change.kind in ("move", "redo"):
            move = change.move
            found = picking.placement_points(change.before, move) if isinstance(move, T.Place) else None
            message = words.after_move(self.seat_info(change.seat)[0], move, found, self.coop)
            if message:
                self.say(message)

    def last_placed_cell(self):
        return next((p.move.cell for p in reversed(self.match.history) if isinstance(p.move, T.Place)), None)

    # -- the frame -------------------------------------------------------------------------------------------------
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
        done = SPRITES.refine(seconds) if SPRITES.rough else False   # the pids a resize first scaled (PidSprites)
        if not SPRITES.rough:
            self.painter.backdrop.prepare(seconds)     # then the window's backdrop (drawn apart meanwhile)
        return done

    def pictures_rough(self) -> bool:
        return SPRITES.rough or self.painter.backdrop.due()

    def paint_board(self, surface) -> None:
        board.paint_board(surface, self.view, self.board_d)
        # Pre-rendered overlays for each frame: the glow of a legal cavity and the hint's glow.
        self.glow_img = board.hex_overlay(self.view, GLOW, 90)
        self.hint_img = board.hex_overlay(self.view, HINT, 130)

    # -- the racks and the bag on screen (rackpaint.py) ---------------------------------------------------------------
    def strip_key(self, seat) -> tuple:
        return self.band.strip_key(seat) if self.band.on else self.painter.strip_key(seat)

    def paint_seat_strip(self, seat, surface, rect) -> None:
        """The rack under the name row and, for the seat to move, what to do now in the free room beside the name;
        at a compact table the band's part over the strip, if it lies there."""
        if self.band.on:
            self.band.paint_strip(seat, surface)
        else:
            self.painter.paint_seat_strip(seat, surface, rect)

    def paint_panel_extras(self, surface, free) -> int:
        seats = [(self.seat_info(seat), tuple(self.slots[seat])) for seat in range(self.players)]
        return panel.paint_extras(surface, free, seats, self.state.current_player,
                                  self.state.team_score if self.coop else None)

    def baked(self) -> bool:
        """In a window, once every pid picture is exact, the rack and the bag are part of background(); at a
        table (racks in the strips) and while pictures are refined they are drawn each frame."""
        return not self.table and not SPRITES.rough and not self.board_late and not self.painter.backdrop.due()

    def background(self, size) -> pygame.Surface:
        """The static board, with the window's rack and the bag on it once baked."""
        return self.painter.background(size)

    def put_away(self) -> None:
        super().put_away()
        self.painter.release()     # a whole-window picture, made again when next drawn (BoardScene.put_away)

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
        self.painter.draw_unbaked(surface)
        self.band.draw_under(surface)
        if self.table and self.kids:
            teamscore.draw(surface, self.view.rect, self.seats, self.state.team_score,
                           self.bag_centre[0] + self.bag_size_px / 2)

    def pieces_area(self):
        """The pids on the board and the held pid's targets; at a table also the bag and the team score's badges
        (drawn each frame there: a patch of a strip's turn light skips them all). Anywhere in a window until its
        rack and bag are baked, and with a band (it lies under the strips)."""
        if self.band.on or (not self.table and not self.baked()):
            return None
        picked = self.picker.picked
        targets = picked is not None and not self.animator.busy and picked[0] == self.state.current_player
        area = self.view.reach_of_cells((self.target_reach() if targets else self.board_d * 0.62) + 4)
        if self.table:
            bag = pygame.Rect(0, 0, self.bag_img.get_width() + 4, self.bag_img.get_height() + 4)
            bag.center = (round(self.bag_centre[0]), round(self.bag_centre[1]))
            area = area.union(bag)
            if self.kids:
                area = area.unionall(list(teamscore.badge_rects(self.view.rect, [seat.angle for seat in self.seats],
                                                                self.bag_centre[0] + self.bag_size_px / 2).values()))
        return area

    def hover_look(self):
        picked = self.picker.picked
        if picked is None or self.animator.busy or picked[0] != self.state.current_player:
            return None
        return self.picker.hover if self.picker.hover in self.target_points() else None

    def hover_rects(self, look) -> list:
        if look is None:
            return []
        return [around(self.view.centre(look), self.target_reach())]

    def target_reach(self) -> float:
        """How far from its cavity's centre a pid, its ring or a target (its glow and points) is drawn."""
        return max(self.board_d * 0.62 + 4, self.glow_img.get_width() / 2, self.glow_img.get_height() / 2,
                   self.view.size * 1.6)

    def pulse_rects(self) -> list:
        """What pulses on a person's turn: a held joker's target rings, the hint (its cavity, its arrow from the
        rack and its slot's ring: rackpaint.draw_above) and the outline of a button calling for a tap."""
        rects = []
        picked = self.picker.picked
        if picked is not None and picked[0] == self.state.current_player and T.is_joker(self.picked_pid(picked)):
            rects += [around(self.view.centre(c), self.board_d * 0.6 + 6) for c in self.target_points()]
        seat = self.state.current_player
        hinted = self.hint_placement() if self.hint.points else None
        if hinted and seat is not None and seat in self.visible_racks() and hinted[0] in self.slots[seat]:
            rv = self.racks[seat]
            ends = [self.view.centre(hinted[1]), rv.slot_centre(self.slots[seat].index(hinted[0]))]
            rects.append(around_all(ends, max(self.board_d * 0.75, rv.d * 0.6) + 8))
        calling = self.choices.calling()
        outline = self.button_outline(calling) if calling is not None else None
        if outline:
            rects.append(pygame.Rect(outline[0], (1, 1)).unionall([pygame.Rect(p, (1, 1)) for p in outline])
                         .inflate(16, 16))
        return rects

    def pulse_phase(self) -> float:
        return 0.5 + 0.5 * math.sin(self.time * 5)

    def animating(self) -> bool:
        return super().animating() or self.fx.busy    # ripples and confetti outlive the move's own animation

    def animation_areas(self) -> list | None:
        """The pids' flights and the decorations (ripples, rows flashing, points rising, confetti)."""
        flights, decorations = self.animator.areas(), self.fx.areas()
        return None if flights is None or decorations is None else flights + decorations

    def game_pulsing(self) -> bool:
        """The glowing cavities, the rack's marks and a button calling for a tap pulse on a person's turn."""
        return not self.state.is_over and not self.computer_to_move()

    def draw_above(self, surface) -> None:
        """Over the strips: the decorations of a placement (they were left undrawn since the shared table layer,
        bf7a6ee, until they could say where they draw), the marks on the current rack, the hint's arrow, a button
        calling for a tap, the dragged pid."""
        self.fx.draw(surface)
        self.band.draw_buttons(surface)
        self.painter.draw_above(surface)

    # -- the end ----------------------------------------------------------------------------------------------------
    def result_overlay(self, outcome):
        """Tripitz's own end screens: the team's score together, else the ranking with each rank marker."""
        return overlays.result_overlay(self, outcome)

    # -- where things are on screen (taps, tests and tools) -----------------------------------------------------------
    def cell_pos(self, cell) -> tuple[int, int]:
        x, y = self.view.centre(cell)
        return (round(x), round(y))

    def turn_light(self, seat):
        """A seat's turn light at a compact table: its badge in the band while the band covers its strip."""
        return self.band.light(seat)

    def game_button_point(self, label: str):
        """A game button of the seat to move on screen: in the board's corner at a compact table."""
        return self.band.button_point(label) if self.band.labels() else None

    def button_outline(self, label: str) -> list:
        """The screen corners round a game button of the seat to move ([] if it is not shown)."""
        return self.band.button_outline(label) if self.band.labels() else self.chrome.button_outline(label)

    def slot_pos(self, pid, seat=None) -> tuple[int, int]:
        seat = self.state.current_player if seat is None else seat
        x, y = self.racks[seat].slot_centre(self.slots[seat].index(pid))
        return (round(x), round(y))
