"""What every game screen shares, written once: the Match it shows, the seats in either layout (side panel, or
strips facing each player round a table), the Picker that turns taps and drags into moves, Undo and Redo, the
pause menu, the rules page, messages, animation, the result screen and the autosave.

A game scene (games/<game>/) subclasses BoardScene and supplies only what is its own: the hooks listed, each
with its default, in ui/play/hooks.py. Every decision about legality and score is the engine's; every move goes
through Match.play.

Computer seats and hints are written here once for every game. When the seat to move has a computer controller
and no animation runs, the scene asks the worker process (ui/play/thinker.py, through ui/play/computerturns.py) for a move,
pulses that seat's turn light, and plays the answer through Match.play like a tap would (so it animates and is
highlighted the same way), never sooner than THINK_PAUSE after asking. Any change of the match, leaving or
covering the scene cancels the request. The Hint button (and H) asks the same worker for "hint" and marks
`taps_for(move)` with numbered rings (ui/board/hintrings.py) until the next tap, move or undo.
"""
from __future__ import annotations

import math
import random
from dataclasses import replace

import pygame
import pygame_gui

from engine.ai import engine_name
from ui.board import anim
from ui.base import palette
from ui.kit import memory, sound, text
from ui.play import review
from ui.storage import prefs, saves
from ui.board.anim import Animator
from ui.play.computerturns import ComputerTurns
from ui.board.hexview import CachedSurface
from ui.board.hintrings import HintRings
from ui.base.lang import t
from ui.kit.layouts import shared_widths, table_layout, window_layout
from ui.play.hooks import GameHooks
from ui.play.match import Match, Played
from ui.play.optionhelp import options_html
from ui.kit.overlays import MenuOverlay, RulesOverlay
from ui.input.picker import Picker
from ui.kit.scene import Scene
from ui.play.seatpanel import (TouchButton, paint_button, paint_side_panel, paint_strip, paint_thinking_light,
                          render_toast, side_panel_rows, strip_buttons, strip_light, strip_name_row)
from ui.base.seats import seated_for, table_places
from ui.play.thinker import GAVE_UP, THINKER

MESSAGE_SECONDS = 3.0
MESSAGE_FADE = 0.45       # a message fades out over its last 0.4 s (drawn whole frames then)
REFINE_SECONDS = 0.002   # per frame, for drawing exactly the pictures a resize first scaled (refine_pictures)
CORNER_ACTIONS = {"tl": "menu", "tr": "undo", "bl": "undo", "br": "menu"}   # every side reaches both


class BoardScene(Scene, GameHooks):
    holds_game = True

    def __init__(self, spec, players: int, seed: int | None = None, options: dict | None = None, state=None,
                 *, seats=None, controllers=None, table: bool = False, history=(), autosave: bool = True):
        super().__init__()
        self.spec = spec
        self.players = players
        self.turn_buttons_due = None    # (labels, extras, next index): a set of buttons being made, one a frame
        self.seed = seed if seed is not None else random.randrange(1 << 30)
        self.options = dict(options or {})
        fresh = state is None and not history      # a new game, not one continued
        state = state if state is not None else spec.new_game(players, self.seed, self.options)
        seats = list(seats or self.make_seats(players, state))
        if controllers:   # who plays each seat (the menu's or --seats' choice): a person or a computer level
            seats = [replace(s, controller=c) for s, c in zip(seats, controllers)] + seats[len(controllers):]
        self.match = Match(spec.key, state, seats, self.seed, self.options)
        self.match.history.extend(Played(*h) for h in history)
        self.match.subscribe(self.on_change)
        if autosave:   # (a screenshot's game is nobody's game in progress)
            self.match.subscribe(autosave_listener)
        self.match.subscribe(lambda match, change: self.demo is None and sound.listener(match, change))  # demo: quiet
        self.table = table
        self.picker = Picker(self, confirm=self.CONFIRM_TAPS)
        self.animator = Animator()
        self.message = ""
        self.said = 0                    # messages said so far (the Picker sounds a refusal the game explains)
        self.message_left = 0.0
        self.message_key = None
        self.message_img = None
        self.message_room = None         # the strip space the shown message sits in (at a table), else None
        self.result_shown = False
        self.board_cache = CachedSurface(self.paint_static, alpha=False)   # background, board, table corners
        self.panel_cache = CachedSurface(self.paint_panel, alpha=False)    # the window's side panel
        self.strip_cache: dict = {}                                        # seat -> (key, turned surface, buttons)
        self.strip_free: dict = {}                                         # seat -> its strip's free middle (upright)
        self.frame_buttons: dict = {}
        self.extra_buttons: dict = {}
        self.turn_button_sets: dict = {}
        self.built_labels: tuple = ()
        self.turns = ComputerTurns()     # the worker requests of computer seats and hints
        self.hint = HintRings()
        self.moving_for_computer = False
        self.move_unshown = False    # a move, undo or redo was played in this frame (hold_frame)
        self.start_message = self.start_words() if fresh and not self.state.is_over else ""
        if self.start_message:
            self.say(self.start_message)   # nothing else said who starts (issue 15); the first move ends it
        self.demo = None                 # the attract mode's Showcase when computers play it for show (ui/screens/attract.py)
        self.elements_due = 0            # a resize's buttons are built in the frame after it
        self.board_late = False          # resized: board_cache not made yet (draw paints the board directly)

    def enter(self, app) -> None:
        super().enter(app)
        self.picker.refresh()
        if any(not s.is_human for s in self.seats):
            THINKER.warm()     # start the worker now, before its first move is wanted

    def leave(self) -> None:
        self.cancel_thinking()
        super().leave()
        # Its whole-window pictures go now (the scene itself lives in reference cycles until Python's collector
        # finds it); its pieces' animation frames and its words are not drawn again: dropped, and the freed memory
        # handed back, soon (not in the frame that opens the next screen).
        self.board_cache.release()
        self.panel_cache.release()
        self.strip_cache = {}
        memory.trim_soon(anim.forget_scaled, text.forget_renders)

    def cover(self) -> None:
        """The pause menu, the rules or the result cover the game: its thinking stops (asked again on return)."""
        self.cancel_thinking()
        super().cover()

    def uncover(self) -> None:
        if self.elements_due:      # resized while covered (drawn beneath the overlay, its buttons not built)
            self.elements_due = 0
            self.rebuild_elements()
        super().uncover()

    # -- the match -----------------------------------------------------------------------------------------------
    @property
    def state(self):
        return self.match.state

    @property
    def seats(self) -> list:
        return self.match.seats

    def play(self, move) -> bool:
        """Every tap, drag, button and test plays through the Match; True if the move was legal. While a computer
        seat is to move, only its own answer is played."""
        if self.computer_to_move() and not self.moving_for_computer:
            self.say_computer_turn()
            return False
        self.animator.finish()   # the previous move's animation ends before this one starts, never queues up
        return self.match.play(move) is not None

    def undo(self) -> None:
        if not self.match.undo():
            self.say(t("play.said.nothing_to_undo"))

    def redo(self) -> None:
        if not self.match.redo():
            self.say(t("play.said.nothing_to_redo"))

    def on_change(self, match, change) -> None:
        """The board, panel and messages follow every change of the match."""
        if change.kind == "illegal":
            self.say(self.illegal_words(change))
            return
        self.turns.changed()
        self.hint.clear()
        self.animator.finish()
        if change.kind in ("move", "redo"):
            if self.message and self.message == self.start_message:
                self.message = ""
            self.animate(list(change.events))
            for ev in change.events:
                said = self.event_words(ev) if ev.kind in ("notice", "pass") and ev.text else ""
                if said:        # (a game may leave an event unsaid: its after_change words it better)
                    self.say(said)
        else:
            self.result_shown = False
            if change.kind == "undo":
                self.say(t("play.said.taken_back"))
        self.picker.refresh()
        self.after_change(change)
        self.panel_cache.invalidate()
        self.refresh_buttons()
        self.move_unshown = True

    def advance_random(self, moves: int, rng: random.Random) -> int:
        """Play up to `moves` random legal moves through the Match (screenshots, tests); how many were played."""
        n = 0
        self.moving_for_computer = True    # (it may play for computer seats too)
        try:
            while n < moves and not self.state.is_over:
                legal = self.state.legal_moves()
                if not legal or not self.play(self.random_move(legal, rng)):
                    break
                n += 1
        finally:
            self.moving_for_computer = False
        self.animator.finish()
        return n

    # -- computer seats and hints ---------------------------------------------------------------------------------
    def computer_to_move(self) -> bool:
        seat = self.match.current_seat
        return seat is not None and not seat.is_human and not self.state.is_over

    def say_computer_turn(self) -> None:
        name = self.seat_info(self.state.current_player)[0]
        self.say(t("play.computer.wait", name=name), 2.0)

    def move_seed(self) -> int:
        """The worker's seed for this position: from the match seed and the move number, so a replay is the same."""
        return (self.match.seed * 1000003 + len(self.match.history)) % (1 << 62)

    def ask_worker(self, kind: str, level: str) -> None:
        self.turns.ask(kind, engine_name(self.state), self.state.to_dict(), level, self.move_seed())

    def cancel_thinking(self) -> None:
        if self.turns.cancel() and self.app is not None:
            self.refresh_buttons()

    def think(self) -> None:
        """Once a frame: act on an answer, or ask for a computer seat's move when it is its turn."""
        if self.turns.busy:
            if self.app.lockstep:
                self.turns.wait_for_answer()    # headless fixed steps: the same moves however fast the machine
            answer, restarted = self.turns.collect()
            if restarted:
                self.say(t("play.computer.restarted"))
            if answer is not None:
                self.act_on(answer)
        elif self.computer_to_move() and not self.animator.busy and not self.waiting_for_people():
            self.ask_worker("move", self.match.current_seat.controller)

    def act_on(self, answer) -> None:
        """A hint is shown; a computer seat's move is played (a random legal one, said so, if its player failed)."""
        move = None
        if answer.notation is not None:
            try:
                move = self.spec.engine_module.parse_move(answer.notation)
            except Exception:   # a bad answer must not stop the game: it is reported and replaced below
                move = None
        if answer.kind == "hint":
            self.refresh_buttons()
            if move is None:
                self.say(t("play.hint.none", reason=self.error_words(answer.error) or t("play.hint.no_answer")))
            else:
                self.show_hint(move)
            return
        self.moving_for_computer = True
        try:
            if move is None or not self.play(move):
                self.say(t("play.computer.undecided", reason=self.error_words(answer.error) or answer.notation))
                legal = self.state.legal_moves()
                if legal:
                    self.play(random.Random(self.move_seed()).choice(legal))
        finally:
            self.moving_for_computer = False

    @staticmethod
    def error_words(error: str | None) -> str | None:
        """Why the worker gave no move, for a message: its own giving up in the player's language; an exception's
        text (a program error, for a bug report) as it is."""
        return t("play.computer.gave_up") if error == GAVE_UP else error

    def hold_frame(self) -> bool:
        """The frame in which a move is played (a computer's answer, a tap, undo) only plays it (engine,
        listeners, buttons) and repaints the pictures it changed (the panel or strips, the game's own:
        prepare_move_pictures); the next frame, 17 ms later, draws it. Both in one frame cost 10-12 ms at
        1920x1080 (Tumbleweed)."""
        if not self.move_unshown:
            return False
        self.move_unshown = False
        if self.board_late or self.elements_due or self.app is None:
            return True              # (a resize's pictures are still being made: they come in their own frames)
        if self.table:
            for seat in self.seat_layout.seats:
                self.strip(seat)
        else:
            self.panel_cache.get(self.panel_rect.size, self.panel_key())
        self.prepare_move_pictures()
        return True

    def ask_hint(self) -> None:
        """The Hint button and H: ask the worker for a good move for the (human) seat to move."""
        if self.state.is_over:
            return
        if self.computer_to_move():
            self.say_computer_turn()
            return
        if self.turns.busy:
            return   # already looking
        self.hint.clear()
        self.before_hint()
        THINKER.warm()
        self.ask_worker("hint", "hint")
        self.say(t("play.hint.looking"), 1.5)
        self.refresh_buttons()

    def show_hint(self, move) -> None:
        self.hint.show(move, self.hint_taps(move))
        self.say(self.hint_words(move))

    def hint_taps(self, move) -> list:
        """The screen points of the move's taps; a point that only appears later (a Done button) ends the list."""
        points = []
        try:
            for p in self.taps_for(move):
                points.append(p)
        except Exception:   # a tap that cannot be placed yet ends the rings there; the words still name the move
            pass
        return points

    def ring_radius(self) -> int:
        return max(22, min(self.board_rect.size) // 20)

    def turn_buttons(self) -> list:
        """The buttons of the seat to move: the game's own, then Hint."""
        buttons = list(self.game_buttons())
        if self.offers_hint():
            buttons.append((self.hint_label(), self.ask_hint))
        return buttons

    def turn_button_enabled(self, label: str) -> bool:
        if self.state.is_over or self.computer_to_move():
            return False
        if label == self.hint_label() and self.offers_hint():
            return not self.turns.busy
        return self.button_enabled(label)

    def button_point(self, label: str):
        """The screen point of a game button for the seat to move, in either layout."""
        if not self.table:
            return self.extra_buttons[label].rect.center
        area = self.seat_layout.seats[self.state.current_player]
        button = next(b for b in self.strip(area.seat)[2] if b.key == label)
        return area.to_screen(button.rect.center)

    def resume(self) -> None:
        """Close whatever lies over the game (a confirmation and the pause menu under it)."""
        while self.app.scene is not self and self in self.app.scenes:
            self.app.pop()

    def ask_restart(self) -> None:
        """Restart throws the game in progress away (its save too): asked first, unless nothing would be lost."""
        if self.state.is_over or not self.match.history:
            self.restart()
            return
        self.app.push(MenuOverlay(t("play.restart.title"), [(t("play.restart.yes"), self.restart),
                                                             (t("play.restart.no"), self.resume)],
                                  line=t("play.restart.line")))

    # -- layout --------------------------------------------------------------------------------------------------
    def layout(self, size) -> None:
        if self.demo is not None:
            size = self.demo.board_area(size)    # the attract mode's banner runs along the bottom
        places = table_places(self.players, size[0] >= size[1], [self.seat_direction(i) for i in
                                                                  range(self.players)]) if self.table else None
        self.seat_layout = table_layout(size, places, self.strip_depth(size)) if self.table else window_layout(size)
        self.match.seats[:] = seated_for(self.seats, places)
        self.board_rect = self.seat_layout.board
        self.panel_rect = self.seat_layout.panel or pygame.Rect(0, 0, 0, 0)
        self.layout_board(self.board_rect)
        self.board_cache.invalidate()
        self.panel_cache.invalidate()
        self.strip_cache = {}

    def resize(self, size) -> None:
        """A new window size: the board is laid out (and drawn) in this frame, the pygame-gui buttons are built
        in the next one (update), or when the scene is uncovered: a resize to 3840x2160 otherwise paid for both
        in one frame. (Laid out even while covered: an overlay shows the board beneath it.)"""
        self.layout(size)
        self.elements_due = 2     # frames to go: the resize's own frame runs update() too
        # the static board is painted straight onto the screen until its picture is made, after the buttons:
        # a new 3840x2160 picture (fresh memory) and its blit were 30 ms of the resize's frame
        self.board_late = True

    def build_ui(self) -> None:
        """In a window: Undo / Rules / Menu at the bottom of the panel, the game's own buttons above them.
        At a table there are no pygame-gui buttons: everything is painted, turned toward its player."""
        self.frame_buttons, self.extra_buttons = {}, {}
        self.turn_button_sets = {}      # labels -> {label: button}: sets built since the layout, hidden when not used
        self.turn_buttons_due = None    # (labels, extras, next index): a set being made one button a frame
        extras = self.turn_buttons()
        self.built_labels = tuple(label for label, _ in extras)
        if self.table or self.ui_hidden:
            # (a demo game's buttons are never shown: not making them saved 20-30 ms of each demo's start)
            self.refresh_buttons()
            return
        p = self.panel_rect
        actions = [(t("play.button.undo"), self.undo), (t("play.button.rules"), self.show_rules),
                   (t("play.button.menu"), self.pause)]
        if p.width > p.height:
            # Portrait: one row along the bottom of the short panel, the game's own buttons first.
            row = extras + actions
            bw = (p.width - 10 * (len(row) + 1)) // len(row)
            for i, (label, fn) in enumerate(row):
                b = self.frame_button((p.left + 10 + i * (bw + 10), p.bottom - 64, bw, 54), label,
                                      i >= len(extras))
                self.frame_buttons[b] = fn
                if i < len(extras):
                    self.extra_buttons[label] = b
        else:
            x = p.left + 10
            for (label, fn), bw in zip(actions, shared_widths(
                    [text.font(18, True).size(label)[0] + FRAME_PADDING for label, _ in actions], p.width - 40)):
                b = self.frame_button((x, p.bottom - 70, bw, 58), label)
                self.frame_buttons[b] = fn
                x += bw + 10
            self.build_turn_buttons(extras)
        self.refresh_buttons()

    def frame_button(self, rect, label: str, fit: bool = True):
        """A small button of the panel's bottom row. Undo / Rules / Menu share a narrow panel three ways: words
        still too wide for theirs (a long word in another language) are cut with '…', whole in its tool tip."""
        shown = text.ellipsize(label, 18, rect[2] - FRAME_PADDING, True) if fit else label
        return self.button(rect, shown, "#small_button", tool_tip=label if shown != label else None)

    def build_turn_buttons(self, extras: list, now: int | None = None) -> None:
        """The game's own buttons of a landscape window's panel, stacked above Undo / Rules / Menu. `now` of them
        are made at once (all if None); the rest one a frame in update(): a pygame-gui button costs 2-6 ms to make,
        and Tumbleweed's Pass, View and Hint, made together in the frame of the colour choice, made it 18 ms."""
        labels = tuple(label for label, _ in extras)
        if not extras:
            self.turn_buttons_due = None
            self.turn_button_sets[labels] = self.extra_buttons
            return
        self.turn_buttons_due = (labels, list(extras), 0)
        while self.turn_buttons_due is not None and (now is None or now > 0):
            self.build_next_turn_button()
            now = None if now is None else now - 1

    def build_next_turn_button(self) -> None:
        labels, extras, index = self.turn_buttons_due
        p = self.panel_rect
        label, fn = extras[index]
        b = self.button((p.left + 14, p.bottom - 70 - 72 * (len(extras) - index), p.width - 28, 62), label)
        self.extra_buttons[label] = b
        self.frame_buttons[b] = fn
        if not self.turn_button_enabled(label):
            b.disable()
        if index + 1 < len(extras):
            self.turn_buttons_due = (labels, extras, index + 1)
        else:
            self.turn_buttons_due = None
            self.turn_button_sets[labels] = self.extra_buttons

    def refresh_buttons(self) -> None:
        """After every change: the game's buttons follow the state (rebuilt when the set of them changes)."""
        if self.app is None:
            return
        extras = self.turn_buttons()
        labels = tuple(label for label, _ in extras)
        if labels != self.built_labels and self.container is not None:
            # Only the buttons change, not the layout: laying everything out again repainted the board and
            # rebuilt every pygame-gui button (2-3 ms each) in the frame of a move (10-35 ms).
            self.built_labels = labels
            self.panel_cache.invalidate()     # (the notes end above the topmost button)
            p = self.panel_rect
            if self.table or self.ui_hidden:
                return        # painted in the strips, which are keyed by their labels (a demo has none)
            if p.width > p.height:
                self.rebuild_elements()   # portrait: one row shared with Undo / Rules / Menu
                return
            # A set built before is shown again, not made again: the colour choice's buttons and then Pass came
            # and went in the frames of computers' moves, each pygame-gui button 1.5-2 ms to make.
            for button in self.extra_buttons.values():
                del self.frame_buttons[button]
                button.hide()
            if self.turn_buttons_due is not None:      # a set still being made is left unfinished: not kept
                for button in self.extra_buttons.values():
                    button.kill()
                self.turn_buttons_due = None
            kept = self.turn_button_sets.get(labels)
            if kept is None:
                self.extra_buttons = {}
                self.build_turn_buttons(extras, now=1)
            else:
                self.extra_buttons = kept
                for label, fn in extras:
                    self.frame_buttons[kept[label]] = fn
                    kept[label].show()
        for label, button in self.extra_buttons.items():
            button.enable() if self.turn_button_enabled(label) else button.disable()

    def toggle_table(self) -> None:
        self.table = not self.table
        prefs.remember_table(self.match.entry, self.table)   # this entry's next game opens the same way
        if self.app.scene is not self:
            self.app.pop()   # the pause menu
        self.resize(self.app.size)

    def toggle_sound(self) -> None:
        self.say(t("play.said.sound_on") if sound.toggle_mute() else t("play.said.sound_off"), 1.5)
        if self.app.scene is not self:
            self.app.pop()   # the pause menu (its label would be out of date)

    # -- pause, rules, results -----------------------------------------------------------------------------------
    def pause(self) -> None:
        actions = self.pause_actions()
        actions.insert(1, (t("play.pause.moves"), self.show_moves))   # every game's, after its own changes
        self.app.push(MenuOverlay(t("play.pause.title"), actions))

    def show_moves(self) -> None:
        """The move list (ui/play/review.py): numbered moves; a tap reviews that position read-only."""
        review.open_moves(self)

    def show_rules(self) -> None:
        page = self.rules_html() + options_html(self.spec.options, self.options, self.players, self.option_help)
        self.app.push(RulesOverlay(t("play.rules_title", game=self.spec.title), page))

    def restart(self) -> None:
        """A fresh game with the same seats and options, from next_game_seed()."""
        fresh = type(self)(self.spec, self.players, self.next_game_seed(), self.next_game_options(),
                           seats=self.seats, table=self.table)
        self.app.reset_to(fresh)

    def back_to_menu(self) -> None:
        from ui.screens.menu import MenuScene
        self.app.reset_to(MenuScene(selected=self.spec.key))

    def show_result(self) -> None:
        self.result_shown = True
        overlay = self.result_overlay(self.state.outcome())
        overlay.on_replay = lambda: review.open_replay(self)     # every game's result screen offers the replay
        self.app.push(overlay)

    def say(self, message: str, seconds: float = MESSAGE_SECONDS) -> None:
        self.message, self.message_left = message, seconds
        self.said += 1
        if self.app is not None:
            self.app.invalidate()     # (a message may come without an event: a computer's, a save's problem)

    # -- input ---------------------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and self.on_key(event):
            return True      # the game's own keys come first
        if self.demo is not None:
            return True      # a demo is only watched (the App's attendant ends it at a touch)
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.frame_buttons:
            self.frame_buttons[event.ui_element]()
            return True
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if event.key == pygame.K_ESCAPE:
                self.pause()
                return True
            if (event.key == pygame.K_y and ctrl) or (event.key == pygame.K_z and ctrl and event.mod & pygame.KMOD_SHIFT):
                self.redo()
                return True
            if event.key in (pygame.K_u, pygame.K_BACKSPACE) or (event.key == pygame.K_z and ctrl):
                self.undo()
                return True
            if event.key == pygame.K_h and not ctrl:
                self.ask_hint()
                return True
            if event.key == pygame.K_l and not ctrl:
                self.show_moves()
                return True
            if event.key == pygame.K_m and not ctrl:
                self.toggle_sound()
                return True
        return False

    def pointer(self, event) -> None:
        if self.animator.busy and event.kind in ("tap", "drop"):
            self.animator.finish()  # an impatient tap skips the animation rather than being lost
        if event.kind in ("tap", "drag_start") and self.hint.points:
            self.hint.follow(event.pos, self.ring_radius())
        if event.kind == "tap" and self.table and self.press_table_button(event.pos):
            return
        if self.state.is_over:
            if event.kind == "tap" and self.result_shown and self.board_rect.collidepoint(event.pos):
                self.show_result()
            return
        if self.computer_to_move():
            if event.kind == "tap":
                self.say_computer_turn()
            return      # the board is the computer's until it has moved
        if self.on_pointer(event):
            return
        move = self.picker.handle(event)
        if move is not None:
            self.play(move)

    def press_table_button(self, pos) -> bool:
        """Corners (Undo, Menu) and the buttons in each seat's strip; only the seat to move presses its own."""
        for corner, rect in self.seat_layout.corners.items():
            if rect.collidepoint(pos):
                (self.undo if CORNER_ACTIONS[corner] == "undo" else self.pause)()
                return True
        actions = dict(self.turn_buttons())
        for seat, area in self.seat_layout.seats.items():
            if not area.rect.collidepoint(pos):
                continue
            local = area.to_local(pos)
            for b in self.strip(seat)[2]:
                if b.rect.collidepoint(local):
                    if self.state.current_player is None:
                        pass            # the game is over: nobody is to move, a strip's buttons do nothing
                    elif seat != self.state.current_player:
                        self.say(t("play.said.their_turn", name=self.seat_info(self.state.current_player)[0]))
                    elif self.computer_to_move():
                        self.say_computer_turn()
                    elif b.enabled and b.key in actions:
                        actions[b.key]()
                    return True
        return False

    # -- the frame -----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        memory.trim_if_due()
        if self.turn_buttons_due is not None and self.container is not None:
            self.build_next_turn_button()
        if self.refine_pictures(REFINE_SECONDS):
            self.panel_cache.invalidate()   # they showed pictures drawn rough: repaint them with the exact ones
            self.strip_cache = {}
            self.app.invalidate()
        if self.board_late and not self.elements_due and self.app is not None:
            self.board_late = False      # (a frame after the buttons': not both in one frame)
            self.background(self.app.size)
        if self.elements_due:
            self.elements_due -= 1
            if not self.elements_due:
                self.rebuild_elements()
        self.animator.update(dt)
        self.turns.tick(dt)
        self.think()
        problem = saves.WRITER.take_problem()
        if problem:
            self.say(problem)
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = ""
        if self.demo is not None:
            self.demo.update(self, dt)      # the result goes in its banner, then the next entry's demo
        elif self.state.is_over and not self.result_shown and not self.animator.busy:
            self.message = ""  # a mid-game hint ("consider passing") must not linger over the result
            self.show_result()

    def animating(self) -> bool:
        """Frames are needed while pieces move, a message shows or fades, or a computer seat thinks (its light
        pulses and its answer is collected)."""
        return (self.animator.busy or self.message_left > 0 or self.turns.busy or bool(self.elements_due)
                or self.turn_buttons_due is not None
                or self.board_late or self.pictures_rough() or (self.computer_to_move() and not self.waiting_for_people()))

    def pulsing(self) -> bool:
        """Hint rings pulse; a game adds its own calls for a tap (game_pulsing)."""
        return bool(self.hint.points) or self.game_pulsing()

    def draw(self, surface) -> None:
        if self.board_late:
            self.paint_static(surface)       # the same pixels as its picture, made in a later frame (update)
        elif self.table:
            surface.blit(self.background(surface.get_size()), (0, 0))
        else:
            # The opaque panel is blitted over its own part below: the background is laid around it only (a
            # quarter of a 1920x1080 blit less in every whole frame: animations, a computer's moves).
            background = self.background(surface.get_size())
            for rect in outside(surface.get_rect(), self.panel_rect):
                surface.blit(background, rect.topleft, rect)
        self.draw_pieces(surface)
        if self.table:
            for seat, area in self.seat_layout.seats.items():
                surface.blit(self.strip(seat)[1], area.rect.topleft)
        else:
            surface.blit(self.panel_cache.get(self.panel_rect.size, self.panel_key()), self.panel_rect.topleft)
        self.animator.draw(surface)     # over the strips: a piece may fly into a rack in a seat's strip
        self.draw_above(surface)
        self.draw_thinking(surface)
        self.draw_hint_rings(surface)
        self.draw_message(surface)
        if self.demo is not None:
            self.demo.draw(surface)

    def panel_key(self) -> tuple:
        """What the window's side panel shows (it is repainted when this changes)."""
        return (tuple(self.score_text(i) for i in range(self.players)), self.shown_status(),
                self.panel_rect.topleft, tuple(self.panel_notes()), self.state.current_player)

    def finish_pictures(self) -> None:
        """Draw every picture still shown scaled exactly, now (a screenshot must not catch them rough)."""
        if self.refine_pictures(float("inf")):
            self.panel_cache.invalidate()
            self.strip_cache = {}

    def shown_status(self) -> str:
        """The status line as shown: the game's own, or that a computer seat is thinking."""
        if self.computer_to_move():
            return t("play.status.thinking", name=self.seat_info(self.state.current_player)[0])
        return self.status_text()

    def thinking_light(self):
        """((x, y), radius) on the screen of the turn light of a computer seat that is to move, else None."""
        if not self.computer_to_move():
            return None
        seat = self.state.current_player
        if self.table:
            area = self.seat_layout.seats.get(seat)
            if area is None:
                return None
            centre, r = strip_light(area.local_size)
            return area.to_screen(centre), r
        rows = side_panel_rows(self.panel_rect.size, self.players)
        if seat >= len(rows):
            return None
        row = rows[seat].move(self.panel_rect.topleft)
        r = min(14, row.height // 3)
        return (row.left + 12 + r, row.centery), r

    def draw_thinking(self, surface) -> None:
        """The turn light of a computer seat to move pulses while it thinks (drawn over the cached panel/strip)."""
        light = self.thinking_light()
        if light is None:
            return
        phase = 0.5 + 0.5 * math.sin(self.turns.clock * 6.0)
        paint_thinking_light(surface, light[0], light[1], self.seat_info(self.state.current_player)[1], phase)

    def can_patch(self) -> bool:
        """Is everything on screen still but the thinking light? (A message waiting to fade is still too.)"""
        return not (self.animator.busy or 0 < self.message_left <= MESSAGE_FADE or self.hint.points
                    or self.picker.dragging or self.game_pulsing() or not self.still_apart_from_light())

    def patch_frame(self, surface) -> list | None:
        """A frame after a whole one in which nothing but the thinking light changes (a computer thinks): repaint
        just the light's square from the cached panel or strip, so the frame costs a fraction of a millisecond.
        None: something else changed, draw the whole frame."""
        if not self.can_patch():
            return None
        light = self.thinking_light()
        if light is None:
            return []           # nothing moves on screen (a message showing before it fades)
        (x, y), r = light
        rect = pygame.Rect(0, 0, 2 * r + 24, 2 * r + 24)
        rect.center = (round(x), round(y))
        if self.table:
            area = self.seat_layout.seats[self.state.current_player]
            drawn = self.strip_cache.get(area.seat)
            if drawn is None or self.strip(area.seat) is not drawn or not area.rect.contains(rect):
                return None     # the strip was repainted: the whole frame is new
            surface.blit(drawn[1], rect.topleft, rect.move(-area.rect.left, -area.rect.top))
        else:
            builds = self.panel_cache.builds
            panel = self.panel_cache.get(self.panel_rect.size, self.panel_key())
            if self.panel_cache.builds != builds or not self.panel_rect.contains(rect):
                return None
            surface.blit(panel, rect.topleft, rect.move(-self.panel_rect.left, -self.panel_rect.top))
        self.draw_thinking(surface)
        return [rect]

    def draw_hint_rings(self, surface) -> None:
        if self.hint.points and not self.animator.busy:
            self.hint.draw(surface, self.ring_radius(), self.turns.clock, self.message_angle())

    def paint_static(self, surface) -> None:
        surface.fill(palette.BACKGROUND)
        self.paint_board(surface)
        if self.table:
            for corner, rect in self.seat_layout.corners.items():
                button = TouchButton(CORNER_ACTIONS[corner], CORNER_ACTIONS[corner], rect.inflate(-14, -14))
                paint_button(surface, button, palette.PANEL_EDGE)

    def strip(self, seat: int):
        """(key, turned surface, buttons in upright coordinates) of a seat's table strip, repainted on change."""
        area = self.seat_layout.seats[seat]
        current = seat == self.state.current_player
        # a computer seat's strip has no Hint: its room goes to the game's own buttons and its tray or rack
        hint = self.hint_label()
        labels = [label for label, _ in self.turn_buttons() if label != hint or self.seats[seat].is_human]
        enabled = tuple(current and self.turn_button_enabled(lb) for lb in labels)
        key = (self.score_text(seat), current, self.shown_status() if current and not self.STRIP_RACK_ROW else "",
               tuple(labels), enabled, self.seat_info(seat), self.strip_key(seat))
        cached = self.strip_cache.get(seat)
        if cached is None or cached[0] != key:
            length, depth = area.local_size
            upright = pygame.Surface((length, depth))
            buttons, _ = strip_buttons(length, depth, labels, dict(zip(labels, enabled)).get,
                                       strip_name_row(depth) if self.STRIP_RACK_ROW else None)
            free = paint_strip(upright, self.seat_info(seat), self.score_text(seat), key[2], current, buttons)
            self.strip_free[seat] = free
            self.paint_seat_strip(seat, upright, free)
            cached = (key, area.turn(upright), buttons)
            self.strip_cache[seat] = cached
        return cached

    def paint_panel(self, surface) -> None:
        """The side panel (window layout), painted into a surface of the panel's own size."""
        rows = [(self.seat_info(i), self.score_text(i), i == self.state.current_player, self.seat_note(i))
                for i in range(self.players)]
        free = paint_side_panel(surface, self.spec.title, rows, self.shown_status(), self.panel_notes(),
                                self.lowest_free_panel_y())
        if free is not None:
            self.paint_panel_extras(surface, free)

    def lowest_free_panel_y(self) -> int:
        """Panel-relative y above which notes may go (above the game's own buttons and the frame buttons)."""
        tops = [b.rect.top for b in self.frame_buttons] if self.frame_buttons else [self.panel_rect.bottom - 86]
        return min(tops) - self.panel_rect.top - 12

    # -- messages ------------------------------------------------------------------------------------------------
    def message_angle(self) -> int:
        """A message faces the player it is for: the seat to move (at a table), else upright."""
        current = self.state.current_player
        if not self.table or current is None:
            return 0
        return self.seats[current].angle

    def message_in_panel(self) -> bool:
        """In a window with the panel beside the board, messages sit in the panel above its buttons, where they
        hide no part of the board (issue 15); at a table, and in portrait, they stay at the board's edge."""
        return not self.table and self.panel_rect.height > self.panel_rect.width

    def message_strip_room(self):
        """At a table: the free middle of the strip of the seat to move (upright coordinates), where a message
        hides nothing, when the game keeps nothing there (Tripitz's racks and IceSickle's trays do) and it is big
        enough; else None (the message goes to the board's edge, facing that seat)."""
        current = self.state.current_player
        if not self.table or self.STRIP_HAS_GAME_PARTS or current is None or current not in self.seat_layout.seats:
            return None
        free = self.strip_free.get(current)
        return free if free is not None and free.width >= 260 and free.height >= 44 else None

    def draw_message(self, surface) -> None:
        if not self.message:
            return
        angle = self.message_angle()
        in_panel = self.message_in_panel()
        strip_room = self.message_strip_room()
        if self.message_key != (self.message, self.board_rect.size, angle, in_panel, strip_room):
            # (rendered once per message and place, never per frame)
            self.message_key = (self.message, self.board_rect.size, angle, in_panel, strip_room)
            self.message_room = strip_room
            fitted = render_toast(self.message, strip_room.width - 24, 20) if strip_room is not None else None
            if fitted is not None and fitted.get_height() > strip_room.height + 8:
                fitted = self.message_room = None       # too long for the strip: at the board's edge
            if fitted is not None:
                img = fitted
            elif in_panel:
                img = render_toast(self.message, self.panel_rect.width - 56, 20)
            else:
                width = self.board_rect.width if angle in (0, 180) else self.board_rect.height
                img = render_toast(self.message, width - 80)
            self.message_img = pygame.transform.rotate(img, angle) if angle else img
        img, room = self.message_img, self.message_room
        img.set_alpha(int(255 * min(1.0, self.message_left / 0.4)))
        if room is not None:     # in the mover's own strip, between its name and its buttons, facing them
            area = self.seat_layout.seats[self.state.current_player]
            surface.blit(img, img.get_rect(center=area.to_screen(room.center)))
            return
        if in_panel:
            p = self.panel_rect
            surface.blit(img, img.get_rect(midbottom=(p.centerx, p.top + self.lowest_free_panel_y())))
            return
        b = self.board_rect
        anchor = {0: {"midbottom": (b.centerx, b.bottom - 8)}, 180: {"midtop": (b.centerx, b.top + 8)},
                  90: {"midright": (b.right - 8, b.centery)}, 270: {"midleft": (b.left + 8, b.centery)}}[angle]
        surface.blit(img, img.get_rect(**anchor))


FRAME_PADDING = 14     # px of a small pygame-gui button's width its words cannot use (border, shadow, air)


def outside(whole: pygame.Rect, hole: pygame.Rect) -> list:
    """The parts of `whole` not covered by `hole`: up to four rects (above, below, left, right of it)."""
    hole = hole.clip(whole)
    if not hole.width or not hole.height:
        return [whole]
    parts = [pygame.Rect(whole.left, whole.top, whole.width, hole.top - whole.top),
             pygame.Rect(whole.left, hole.bottom, whole.width, whole.bottom - hole.bottom),
             pygame.Rect(whole.left, hole.top, hole.left - whole.left, hole.height),
             pygame.Rect(hole.right, hole.top, whole.right - hole.right, hole.height)]
    return [r for r in parts if r.width > 0 and r.height > 0]


def autosave_listener(match, change) -> None:
    if change.kind != "illegal":
        saves.autosave(match)
