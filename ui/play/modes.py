"""What decides what happens on a game's board: its mode.

The board (the game's scene: its look, pieces and animation) and the chrome round it (ui/play/chrome.py) are the
same in every mode; a mode is the small controller that says what input does, what happens each frame and when
it ends. The scene asks its mode and holds no flag of its own:

    PlayMode   people and computers play: keys and taps become moves (the Picker, Match.play), the autosave and
               sound follow each change, the result screen comes at the end            (here)
    DemoMode   the attract mode: computers play every seat under a banner, quiet, unsaved, any touch ends it
                                                                                         (ui/screens/attract.py)
    ReplayMode a finished game or an earlier position, moved only by the viewer's controls (ui/play/replay.py)
    LessonMode a lesson: the learner's moves are judged against its step, then its scripted reply is played
                                                                                   (ui/play/lessonmode.py)
    SetupMode  the set-up board: taps place and remove pieces, then a game or the viewer starts from there
                                                                                   (ui/play/setupmode.py)

A new mode (a puzzle, analysis) subclasses Mode, answers the same questions, and is handed to the
scene: `spec.make_scene(..., mode=LessonMode(...))`.
"""
from __future__ import annotations

import pygame

from ui.base.lang import t
from ui.kit import sound
from ui.play import agreement
from ui.storage import saves


class Mode:
    """The questions a scene asks its mode, answered for a board that is only looked at."""
    live = False            # moves come from the seats here (people, computers): the game's interludes, its result show
    holds_game = False      # a game in progress here (kiosk mode asks "Still playing?" over it)
    chrome_buttons = False  # the chrome's buttons (Undo, Rules, Menu, the game's own) are made and pressed

    def __init__(self):
        self.scene = None

    def attach(self, scene) -> None:
        """The scene this mode drives (called once its match, seats and computer turns exist)."""
        self.scene = scene

    def listen(self, match, change) -> None:
        """After the scene has followed a change of the match (Match.play, undo, redo, reset)."""

    def board_area(self, size) -> tuple[int, int]:
        """The part of the window the board and its chrome are laid out in."""
        return size

    def layout(self) -> None:
        """After the chrome's layout, before the board's: the mode's own places (it may take some of
        scene.board_rect)."""

    def placed(self) -> None:
        """After the board's layout: the mode's places that follow the board's cells."""

    def build_ui(self) -> None:
        """The mode's own pygame-gui elements, in the scene's container."""

    def build_steps(self) -> list:
        """build_ui as steps, each a frame's work after a resize (ui/play/resizing.py): at 3840x2160 a wide
        button is 12 ms to build."""
        return [self.build_ui]

    def hold_frame(self) -> bool:
        """This frame's update did a frame's work of the mode's own (BoardScene.hold_frame): drawn in the next."""
        return False

    def handle(self, event) -> bool:
        """A key or a pygame-gui event; True = used up."""
        return False

    def pointer(self, event) -> None:
        """A tap, drag or drop of the App's pointer events."""

    def may_act(self, seat: int | None = None) -> str | None:
        """Whether a person may act now: None when they may (a finger on the board: seat None, since nothing
        tells whose hand it is; a press in a seat's own strip: that seat), else why not, as a code: "watched"
        (nobody acts on this board), "over", "their_turn" (another seat is to move), "computer" (a computer
        seat is). A lesson or a puzzle answers its own."""
        return "watched"

    def say_why_not(self, why: str) -> None:
        """Answer a person whose press may not act (may_act's code); a watched board says nothing."""

    question = None         # a shared decision waiting for another seat's Agree (ui/play/agreement.py)

    def ask(self, what: str, action, asker: int | None, *, ends_on_change: bool = False, **values) -> bool:
        """A shared decision (ui/play/agreement.py): True when it was asked of the other seats and `action` waits
        for their Agree; False: do it now (here: always)."""
        return False

    def agree(self, seat: int) -> None:
        """A tap on the Agree button in `seat`'s strip."""

    def lets_play(self, move) -> bool:
        """Asked by BoardScene.play before every move a tap, drag, button or computer would play (a lesson lets
        only the step's own through)."""
        return True

    def frame_action(self, name: str) -> bool:
        """The mode takes a frame action itself ("undo", "hint", "pause": a lesson retries its step, shows its
        answer, opens its own menu); False: the scene does what it always does."""
        return False

    def panel_floor(self) -> int | None:
        """The screen y above which a window's side panel is free of the mode's own controls (None: it has none
        there)."""
        return None

    def status_words(self) -> str | None:
        """The status line when the mode has its own (a read-only board says where it is, never whose turn it
        is and what to do); None: the game's."""
        return None

    def update(self, dt: float) -> None:
        """At the end of the scene's frame."""

    def computers_wait(self) -> bool:
        """True while computer seats must not move yet (a demo's ghost finger is showing the first move)."""
        return False

    def animating(self) -> bool:
        """The mode itself needs frames (a replay playing itself)."""
        return False

    def moving(self) -> bool:
        """The mode draws something that moves by itself (a demo's ghost finger): frames are drawn whole, never
        patched (unless `changes` says where)."""
        return False

    def changes(self) -> list | None:
        """Where the mode's own drawing changed since the last drawn frame (ui/play/frames.changes); None: it
        cannot say, the frame is drawn whole (a lesson's or a viewer's band: whole frames, as before the
        renderer)."""
        return None

    def draw_under_messages(self, surface) -> None:
        """Over the board and its hint rings, under the messages (a lesson's dimming and marks)."""

    def draw(self, surface) -> None:
        """Over everything the scene drew."""


def pointer_taken(scene, event, band=None) -> bool:
    """What every mode's board does first with a pointer event: a tap or a drop ends the animation running (an
    impatient tap skips it rather than being lost), a tap or drag near the hint rings lets them follow, a tap on the
    chrome's own places (or on the mode's band) is theirs; a strip's own press (a lane's: ui/input/pointer.py) is
    the chrome's alone. True: the event is taken."""
    if scene.animator.busy and event.kind in ("tap", "drop"):
        scene.animator.finish()
    if event.lane is not None:      # a strip's own press (at a table): only its tap, and only for the strip
        if event.kind == "tap":
            scene.chrome.press(event.pos, event.lane, event.held)
        return True
    if event.kind in ("tap", "drag_start") and scene.hint.points:
        scene.hint.follow(event.pos, scene.ring_radius())
    return event.kind == "tap" and (scene.chrome.press(event.pos, held=event.held) or
                                    (band is not None and band.press(event.pos)))


class PlayMode(Mode):
    """A game being played: by people's taps and keys, and by computer seats (ui/play/computer.py)."""
    live = True
    holds_game = True
    chrome_buttons = True

    def __init__(self, autosave: bool = True):
        super().__init__()
        self.autosave = autosave       # (a screenshot's game is nobody's game in progress)
        self.question = None           # a shared decision waiting for another seat (ui/play/agreement.py)

    def listen(self, match, change) -> None:
        """The autosave and the sound follow every change; a question about undoing ends with the position it was
        asked in."""
        if self.autosave and change.kind != "illegal":
            saves.autosave(match)
        sound.hear(change, match)
        if self.question is not None and self.question.ends_on_change and change.kind != "illegal":
            self.drop_question()

    # -- shared decisions at a table (ui/play/agreement.py) -------------------------------------------------------
    def ask(self, what: str, action, asker: int | None, *, ends_on_change: bool = False, **values) -> bool:
        """At a table where other people play too: the question goes to their strips (whatever lay over the board,
        the pause menu, closes so they see it); in a window, or with one person, False: do it now."""
        scene = self.scene
        voters = agreement.voters_for(scene.seats, asker) if scene.table else ()
        if not voters:
            return False
        self.question = agreement.Question(what, asker, voters, scene.app.time, action, values, ends_on_change)
        scene.resume()
        scene.chrome.repaint()
        scene.app.invalidate()
        return True

    def agree(self, seat: int) -> None:
        """Another seat agreed: the question goes and its action happens."""
        question = self.question
        if question is None or not question.waits_for(seat):
            return
        if not question.agree(seat):
            self.scene.chrome.repaint()      # (its Agree goes: it waits for another seat's)
            return
        self.drop_question()
        question.action()

    def drop_question(self) -> None:
        self.question = None
        self.scene.chrome.repaint()

    def status_words(self) -> str | None:
        """While a question waits: that it waits for another player, and how long. The status line is the seat to
        move's (its strip at a table), so it says so only when that seat asked: when another seat asked, the seat to
        move is one of those asked, and its strip's Agree says the question ("Asking the others" beside it said the
        opposite)."""
        question = self.question
        if question is None or question.asker != self.scene.state.current_player:
            return None
        return t("play.agree.waiting", what=question.words(), seconds=question.seconds(self.scene.app.time))

    def changes(self) -> list | None:
        """Play draws nothing of its own that moves, but a shared question's countdown (in the strips: pictures
        repainted, which makes a frame whole anyway)."""
        return None if self.moving() or self.animating() else []

    def animating(self) -> bool:
        return self.question is not None      # (its countdown)

    def handle(self, event) -> bool:
        scene = self.scene
        if event.type == pygame.KEYDOWN and scene.on_key(event):
            return True      # the game's own keys come first
        if scene.chrome.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if event.key == pygame.K_ESCAPE:
                scene.pause()
                return True
            if (event.key == pygame.K_y and ctrl) or (event.key == pygame.K_z and ctrl and event.mod & pygame.KMOD_SHIFT):
                scene.redo()
                return True
            if event.key in (pygame.K_u, pygame.K_BACKSPACE) or (event.key == pygame.K_z and ctrl):
                scene.undo()
                return True
            if event.key == pygame.K_h and not ctrl:
                scene.computers.ask_hint()
                return True
            if event.key == pygame.K_l and not ctrl:
                scene.show_moves()
                return True
            if event.key == pygame.K_m and not ctrl:
                scene.toggle_sound()
                return True
        return False

    def pointer(self, event) -> None:
        scene = self.scene
        if pointer_taken(scene, event):
            return
        if scene.state.is_over:
            if event.kind == "tap" and scene.result_shown and scene.board_rect.collidepoint(event.pos):
                scene.show_result()
            return
        why = self.may_act()
        if why is not None:
            if event.kind == "tap":
                self.say_why_not(why)
            return      # (the board is a computer seat's until it has moved)
        if scene.on_pointer(event):
            return
        scene.follow_picker(scene.picker.handle(event))

    def may_act(self, seat: int | None = None) -> str | None:
        """The seat to move acts, unless a computer plays it; at a table a strip's buttons are its seat's own."""
        scene = self.scene
        current = scene.state.current_player
        if current is None:
            return "over"
        if seat is not None and seat != current:
            return "their_turn"
        if scene.computer_to_move():
            return "computer"
        return None

    def say_why_not(self, why: str) -> None:
        """Whose turn it is, or that a computer seat is thinking; after the end a press does nothing."""
        scene = self.scene
        if why == "their_turn":
            scene.say(t("play.said.their_turn", name=scene.seat_info(scene.state.current_player)[0]))
        elif why == "computer":
            scene.computers.say_turn()

    def update(self, dt: float) -> None:
        """The result screen, once the last move's animation has ended; a question nobody agreed to lapses."""
        scene = self.scene
        if self.question is not None and self.question.lapsed(scene.app.time):
            scene.say(t("play.agree.lapsed", what=self.question.words()))
            self.drop_question()
        if scene.state.is_over and not scene.result_shown and not scene.animator.busy:
            scene.message = ""  # a mid-game hint ("consider passing") must not linger over the result
            scene.show_result()
