"""What every game screen shares, written once: the Match it shows, the seats in either layout (side panel, or
strips facing each player round a table), the Picker that turns taps and drags into moves, Undo and Redo, the
pause menu, the rules page, messages, animation, the result screen and the autosave.

A game scene (games/<game>/) subclasses BoardScene and supplies only what is its own: the hooks listed, each
with its default, in ui/play/hooks.py. Every decision about legality and score is the engine's; every move goes
through Match.play.

What happens on the board (people and computers play, a demo, a replay) is its mode's to decide
(ui/play/modes.py); everything round the board is its chrome's (ui/play/chrome.py, one per layout).
"""
from __future__ import annotations

import random
from dataclasses import replace

import pygame

from ui.base import palette
from ui.base.lang import t
from ui.board import anim
from ui.board.anim import Animator
from ui.board.hexview import CachedSurface
from ui.board.hintrings import HintRings
from ui.input.picker import NOTHING, PICK, PLAY, REFUSED, Picker
from ui.kit import memory, notices, richtext, sound, text
from ui.kit.layouts import facing_at
from ui.kit.overlays import MenuOverlay, RulesOverlay
from ui.kit.scene import Scene
from ui.play import frames, opening, resizing, review
from ui.play.chrome import chrome_for
from ui.play.computer import Computers
from ui.play.computerturns import ComputerTurns
from ui.play.hooks import GameHooks
from ui.play.match import Match, Played
from ui.play.messages import MESSAGE_CHARS, MESSAGE_SECONDS, MessageView
from ui.play.modes import Mode, PlayMode
from ui.play.optionhelp import options_html
from ui.play.thinker import THINKER
from ui.storage import prefs, saves

REFINE_SECONDS = 0.002   # per frame, for drawing exactly the pictures a resize first scaled (refine_pictures)


class BoardScene(Scene, GameHooks):
    """A game's screen: its Match, the game's board view (its hooks), the chrome of its layout and its mode."""

    def __init__(self, spec, players: int, seed: int | None = None, options: dict | None = None, state=None,
                 *, seats=None, controllers=None, table: bool = False, history=(), autosave: bool = True,
                 mode: Mode | None = None, places=None):
        super().__init__()
        self.spec = spec
        self.players = players
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
        self.match.subscribe(lambda match, change: self.mode.listen(match, change))   # the autosave, sound...
        self.table = table
        # where each seat sits at a table when the players chose it (seats claimed by touch: ui/screens/menu/join.py):
        # (edge, place along it, places on that edge) per seat in turn order; None: where the table puts them
        self.seat_places = list(places) if places else None
        assert self.seat_places is None or len(self.seat_places) == players
        self.picker = Picker(self, confirm=self.CONFIRM_TAPS)     # (asks the game's refuse hook why a tap did nothing)
        self.animator = Animator()
        self.message = ""
        self.message_left = 0.0
        self.message_view = MessageView()
        self.result_shown = False
        self.pressed_at = None      # where the last press on this scene began (screen pixels)
        self.board_cache = CachedSurface(self.paint_static, alpha=False)   # background, board, table corners
        self.chrome = None
        self.chrome = chrome_for(self)   # the panel or the strips round the board (picked again at each layout)
        self.turns = ComputerTurns()     # the worker requests of computer seats and hints
        self.computers = Computers(self)
        self.hint = HintRings()
        self.moving_for_computer = False
        self.move_unshown = False    # a move, undo or redo was played in this frame (hold_frame)
        frames.init(self)            # what the last drawn frame showed (frames.changes)
        self.start_message = self.start_words() if fresh and not self.state.is_over else ""
        if self.start_message:
            self.say(self.start_message)   # nothing else said who starts (issue 15); the first move ends it
        resizing.init(self)              # a resize spread over frames (ui/play/resizing.py)
        self.opening = 0                 # frames still held after it opens (ui/play/opening.py)
        self.mode = None
        self.use_mode(mode or PlayMode(autosave))

    def use_mode(self, mode: Mode) -> None:
        """What decides what happens here (play, a demo, a replay): ui/play/modes.py."""
        self.mode = mode
        mode.attach(self)

    @property
    def holds_game(self) -> bool:
        """A game in progress (kiosk mode asks "Still playing?" over it)."""
        return self.mode.holds_game

    def enter(self, app) -> None:
        super().enter(app)
        for beneath in app.scenes[:-1]:
            beneath.put_away()
            if isinstance(beneath, BoardScene):
                beneath.release_board()
        opening.begin(self, app)
        self.picker.refresh()
        if any(not s.is_human for s in self.seats):
            THINKER.warm()     # start the worker now, before its first move is wanted

    def leave(self) -> None:
        self.computers.cancel()
        super().leave()
        # Its whole-window pictures go now (the scene lives in reference cycles until the collector finds it); its
        # animation frames, words and rules page (6 MB) are dropped and their memory handed back soon (not now).
        self.board_cache.release()
        self.chrome.release()
        self.put_away()
        if self.app is None or not any(isinstance(s, BoardScene) for s in self.app.scenes):   # (a viewer: its game
            app, game_caches = self.app, self.forget_when_left()                              # is still drawn)

            def forget_game_caches() -> None:      # (not if a game came on screen meanwhile: it draws with them)
                if app is None or not any(isinstance(s, BoardScene) for s in app.scenes):
                    for forget in game_caches:
                        forget()
            memory.trim_soon(anim.forget_scaled, text.forget_renders, richtext.forget, forget_game_caches)

    def cover(self) -> None:
        """The pause menu, the rules or the result cover the game: its thinking stops (asked again on return)."""
        self.computers.cancel()
        super().cover()

    def uncover(self) -> None:
        resizing.uncover(self)
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
            self.computers.say_turn()
            return False
        if not self.mode.lets_play(move):
            return False        # (a lesson's step refused it, and said why)
        self.animator.finish()   # the previous move's animation ends before this one starts, never queues up
        return self.match.play(move) is not None

    def undo(self) -> None:
        """Undo; at a table, taking back a move is asked of the other seats first, unless it is the asking seat's
        own (asking_seat: a corner's Undo is nobody's in particular)."""
        if self.mode.frame_action("undo"):
            return
        point = self.match.undo_point()
        if point is not None:
            whose = self.match.history[point].seat
            asker = self.asking_seat()
            if whose != asker and self.mode.ask("undo", self.take_back, asker, ends_on_change=True,
                                                name=self.seat_info(whose)[0]):
                return
        self.take_back()

    def take_back(self) -> None:
        if not self.match.undo():
            self.say(t("play.said.nothing_to_undo"))

    def asking_seat(self) -> int | None:
        """The seat asking a shared decision (ui/play/agreement.py): at a table, the person whose own strip (its
        Menu) was pressed; None when a shared corner was, since nothing tells whose hand it is (two other seats
        must then agree, or one seat could press a corner and agree to its own question)."""
        if not self.table or self.pressed_at is None:
            return None
        own = next((area.seat for area in self.seat_layout.seats.values() if area.rect.collidepoint(self.pressed_at)),
                   None)
        return own if own is not None and self.seats[own].is_human else None

    @property
    def at_stake(self) -> bool:
        """A game in progress that leaving or restarting would throw away (moves played, not over)."""
        return not self.state.is_over and bool(self.match.history)

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
                said = self.event_words(ev) if ev.kind in ("notice", "pass") and (ev.code or ev.text) else ""
                if said:        # (a game may leave an event unsaid: its after_change words it better)
                    self.say(said)
        else:
            self.result_shown = False
            if change.kind == "undo":
                self.say(t("play.said.taken_back"))
        self.picker.refresh()
        self.after_change(change)
        self.chrome.repaint()
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

    # -- computer seats, hints and the buttons of the seat to move -----------------------------------------------
    def computer_to_move(self) -> bool:
        seat = self.match.current_seat
        return seat is not None and not seat.is_human and not self.state.is_over

    def ring_radius(self) -> int:
        return max(22, min(self.board_rect.size) // 20)

    def turn_buttons(self) -> list:
        """The buttons of the seat to move: the game's own, then Hint."""
        buttons = list(self.game_buttons())
        if self.offers_hint():
            buttons.append((self.hint_label(), self.ask_hint))
        return buttons

    def ask_hint(self) -> None:
        """The Hint button and H: the computer's hint, or what the mode gives instead (a lesson's answer)."""
        if not self.mode.frame_action("hint"):
            self.computers.ask_hint()

    def turn_button_enabled(self, label: str) -> bool:
        if self.state.is_over or self.computer_to_move():
            return False
        if label == self.hint_label() and self.offers_hint():
            return not self.turns.busy
        return self.button_enabled(label)

    # -- layout --------------------------------------------------------------------------------------------------
    def layout(self, size) -> None:
        size = self.mode.board_area(size)      # (a demo's banner runs along the bottom)
        self.chrome = chrome_for(self)
        self.seat_layout = self.chrome.layout(size)      # (the seats turned to face their places)
        self.board_rect = self.seat_layout.board
        self.panel_rect = self.seat_layout.panel or pygame.Rect(0, 0, 0, 0)
        self.mode.layout()
        self.layout_board(self.board_rect)
        self.board_cache.invalidate()
        self.animator.finish()  # (flights and effects drawn at the old layout's places end, where they say they draw)
        self.mode.placed()      # (a lesson's marks sit where the board's cells now are)

    def build_ui(self) -> None:
        """The chrome's buttons (in a window, pygame-gui's in the panel; at a table none: all painted), and the
        mode's own."""
        self.chrome.build_ui()
        if not self.mode_ui_later:       # (a resize builds them a frame later: ui/play/resizing.py)
            self.mode.build_ui()

    def refresh_buttons(self) -> None:
        """After every change: the game's buttons follow the state."""
        self.chrome.refresh_buttons()

    def button_point(self, label: str):
        """The screen point of a game button for the seat to move, in either layout."""
        return self.game_button_point(label) or self.chrome.button_point(label)

    def release_board(self) -> None:
        """A finished game beneath a viewer (its replay, a review, its analysis): the board's picture goes too (8 MB
        at 1920x1080; the viewer has its own), painted again in bands in the frames that draw it beneath the result
        screen once the viewer closes (ui/play/resizing.py repaint_board; made in one frame it was 27-32 ms). A game
        in play keeps it: back from a review of its moves, the board is there at once."""
        if self.app is not None and self.state.is_over:
            resizing.repaint_board(self)

    def resize(self, size) -> None:
        """A new window size: laid out at once, its pictures and buttons made over the next frames
        (ui/play/resizing.py)."""
        resizing.start(self, size)

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
        if self.mode.frame_action("pause"):
            return
        actions = self.pause_actions()
        actions.insert(1, (t("play.pause.moves"), self.show_moves))   # every game's, after its own changes
        self.app.push(MenuOverlay(t("play.pause.title"), actions))

    def pause_rows(self) -> int:
        """How many rows the pause menu has now (its buttons' looks are made ready while a table game rests)."""
        return len(self.pause_actions()) + 1

    def show_moves(self) -> None:
        """The move list (ui/play/review.py): numbered moves; a tap reviews that position read-only."""
        review.open_moves(self)

    def show_rules(self) -> None:
        page = self.rules_html() + options_html(self.spec.options, self.options, self.players, self.option_help)
        self.app.push(RulesOverlay(t("play.rules_title", game=self.spec.title), page))

    def resume(self) -> None:
        """Close whatever lies over the game (a confirmation and the pause menu under it)."""
        while self.app.scene is not self and self in self.app.scenes:
            self.app.pop()

    def ask_restart(self) -> None:
        """Restart throws the game in progress away (its save too): asked first, unless nothing would be lost; at
        a table with other people, they are asked (ui/play/agreement.py)."""
        if not self.at_stake:
            self.restart()
            return
        if self.mode.ask("restart", self.restart, self.asking_seat()):
            return
        self.app.push(MenuOverlay(t("play.restart.title"), [(t("play.restart.yes"), self.restart),
                                                             (t("play.restart.no"), self.resume)],
                                  line=t("play.restart.line")))

    def restart(self) -> None:
        """A fresh game with the same seats and options, from next_game_seed()."""
        fresh = type(self)(self.spec, self.players, self.next_game_seed(), self.next_game_options(),
                           seats=self.seats, table=self.table, places=self.seat_places)
        self.app.reset_to(fresh)

    def back_to_menu(self) -> None:
        """Leave for the title screen; at a table, a game in progress only once another seat agrees."""
        if self.at_stake and self.mode.ask("leave", self.leave_to_menu, self.asking_seat()):
            return
        self.leave_to_menu()

    def leave_to_menu(self) -> None:
        self.app.home(selected=self.spec.key)

    def quit_app(self) -> None:
        """Quit Hexcade (the game is saved); at a table, a game in progress only once another seat agrees."""
        if self.at_stake and self.mode.ask("quit", self.app.quit, self.asking_seat()):
            return
        self.app.quit()

    def show_result(self) -> None:
        self.result_shown = True
        review.show_result(self, self.result_overlay(self.state.outcome()))

    def say(self, message: str, seconds: float = MESSAGE_SECONDS) -> None:
        self.message, self.message_left = text.showable(message, MESSAGE_CHARS), seconds   # (never a page)
        if self.app is not None:
            self.app.invalidate()     # (a message may come without an event: a computer's, a save's problem)

    # -- input ---------------------------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        return self.mode.handle(event)

    def follow_picker(self, outcome) -> None:
        """The one place a Picker outcome (ui/input/picker.py) is acted on: sound hears it (the pick's tick, the
        buzz of an explained refusal), a refusal's words (the game's refuse hook's) are said, a pick clears a stale
        message, a move is played through Match.play. Anything but a hover redraws the frame whole (a pick lights
        its targets; a demo's ghost finger taps without a press the App would see)."""
        sound.hear(outcome)
        if outcome.kind != NOTHING and self.app is not None:
            self.app.invalidate()
        if outcome.kind == REFUSED:
            self.say(outcome.reason)
        elif outcome.kind == PICK:
            self.picked(outcome.pick)
        elif outcome.kind == PLAY:
            self.play(outcome.move)

    def pointer(self, event) -> None:
        if resizing.held(self, event):
            return                    # (nothing of the board shows yet: played once it does)
        if event.kind == "down":
            self.pressed_at = event.pos     # (who opens a scene from here: it faces them, facing_for_next)
        self.mode.pointer(event)

    def faces_one_side(self) -> bool:
        return not self.table

    def facing_for_next(self) -> int:
        """At a table a scene opened from the game (the pause menu, the rules, the move list, a replay) faces the
        seat nearest the press that opened it; with no press yet, the seat to move."""
        if not self.table:
            return self.facing
        if self.pressed_at is None:
            current = self.state.current_player
            return self.seats[current].angle if current is not None else 0
        return facing_at(self.seat_layout, self.pressed_at)

    def facing_toward(self, pos) -> int | None:
        return facing_at(self.seat_layout, pos) if self.table else None

    def sides_of_people(self) -> tuple:
        """The sides of the table where people sit (each once, in seat order): where a result for everyone turns."""
        return tuple(dict.fromkeys(seat.angle for seat in self.seats if seat.is_human)) if self.table else ()

    def pointer_lane(self, pos):
        """Asked by the input door for each press: the strip it is that strip's own press in, or None (the board's
        one pointer). Two people can press their own strip buttons at once, and an arm resting on a strip that may
        not act blocks nobody."""
        if getattr(self, "seat_layout", None) is None or self.board_owns(pos):
            return None
        return self.chrome.lane(pos)

    # -- the frame -----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        memory.trim_if_due()
        self.chrome.update()
        # (not while it opens, nor in a resize's own frame)
        if opening.settled(self) and self.elements_due != 2 and self.refine_pictures(REFINE_SECONDS):
            self.chrome.repaint()   # they showed pictures drawn rough: repaint them with the exact ones
            self.app.invalidate()
        resizing.step(self)
        self.animator.update(dt)
        self.turns.tick(dt)
        self.computers.think()
        problem = notices.words(saves.WRITER.take_problem())
        if problem:
            self.say(problem)
        if self.message_left > 0:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = ""
        self.mode.update(dt)    # play: the result screen; a demo: its banner and the next; a replay: its next move

    def draw(self, surface) -> None:
        if resizing.draw_late(self, surface):
            return
        frames.draw_background(self, surface)
        frames.draw_pieces_in_clip(self, surface)
        self.chrome.draw(surface)       # the panel or the strips
        self.animator.draw(surface)     # over the strips: a piece may fly into a rack in a seat's strip
        self.draw_above(surface)
        frames.draw_thinking(self, surface)
        self.mode.draw_under_messages(surface)     # (a lesson's dimming and marks: its refusals read over them)
        if self.message:
            self.message_view.draw(surface, self.message, self.message_left, self.chrome.message_spot())
        self.mode.draw(surface)

    def animating(self) -> bool:
        return bool(self.opening) or frames.animating(self) or self.mode.animating()

    def pulsing(self) -> bool:
        return self.mode.live and frames.pulsing(self)

    def hold_frame(self) -> bool:
        return opening.hold(self) or resizing.hold(self) or self.mode.hold_frame() or frames.hold(self)

    def changes(self) -> list | None:       # (ui/app/renderer.py)
        return frames.changes(self)

    def message_angle(self) -> int:
        """A message (and a hint's numbers) faces the player it is for: the seat to move at a table, else upright."""
        return self.chrome.message_angle()

    def finish_pictures(self) -> None:
        """Draw every picture still shown scaled exactly, and a resize's pictures still being made, now (a
        screenshot must not catch them rough or unmade)."""
        resizing.finish(self)
        if self.refine_pictures(float("inf")):
            self.chrome.repaint()

    def shown_status(self) -> str:
        """The status line as shown: the mode's own, the game's own, or that a computer seat is thinking."""
        own = self.mode.status_words()
        if own is not None:
            return own
        if self.computer_to_move():
            return t("play.status.thinking", name=self.seat_info(self.state.current_player)[0])
        return self.status_text()

    def draw_over_ui(self, surface) -> None:
        """A hint's rings go over the buttons too: the ring of a pass hint lay behind the window's Pass button
        (issue 30)."""
        self.draw_hint_rings(surface)

    def draw_hint_rings(self, surface) -> None:
        if self.hint.points and not self.animator.busy:
            self.hint.draw(surface, self.ring_radius(), self.turns.clock, self.message_angle())

    def paint_static(self, surface) -> None:
        surface.fill(palette.BACKGROUND)
        self.paint_board(surface)
        self.chrome.paint_static(surface)
