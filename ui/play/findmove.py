"""Find the move: a position on the game's real board, a goal in words, and a judge of the player's move.

One mechanism for every "find the best move here" (a puzzle of a pack, ui/play/puzzlemode.py; a mistake of the
player's own game, to be tried again). It is given a Task:

    Task(state, goal, judge, answer, seat=None, title="", solved=None, next_task=None, all_tasks=None, ...)

    state      the position (an engine state; the board is set up with a clone of it)
    goal       the goal, in words (said in the band under the board)
    judge      judge(move) -> Verdict, or PENDING while it is still working it out: the mode asks again, with the
               same move, in every frame until it answers (never blocking a frame); `move` is the engine's move
    answer     answer() -> the answer's notation (for Show me and the rings after two misses), or None while it is
               not known yet (asked again each frame while it is wanted)
    seat       the seat that plays (default: the position's seat to move)
    title      the band's title ("Puzzle 3 of 40: Capture")
    solved     solved(stars) once, when the task is solved (where the stars are kept)
    next_task, all_tasks, again_task: what "Next puzzle", "All puzzles", "Try again" open (None: not offered)

A Verdict says whether the move is right, and a line of moves in notation: for a right move the continuation
(played on after it, the seats taking turns), for a wrong one the refutation (the opponent's best reply: ringed on
the board, its words said, not played). A wrong move is played, its refutation shown, and the position put back
(after REFUTE_SECONDS, or at the next tap); after two misses, or on Show me (the Hint button, H), the answer is
ringed. Undo puts the position back; Menu (Esc) opens the mode's own small menu.

Stars (stars_for): 3 for the right move at the first try with no hint; 2 for the second try, or the first after
one Show me; 1 otherwise (every miss and every Show me costs one star, down to one).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from ui.base import codewords
from ui.base.lang import t
from ui.input.picker import REFUSED, Outcome
from ui.kit import sound
from ui.kit.overlays import MenuOverlay
from ui.play.findband import FindBand
from ui.play.modes import Mode, pointer_taken

PENDING = "pending"
REFUTE_SECONDS = 3.2      # how long a wrong move and its refutation stay before the position is put back
LINE_PAUSE = 0.6          # s between the moves of a solved task's continuation
THINKING_AFTER = 0.4      # a judge that has not answered by then: "Checking..." is said


@dataclass(frozen=True)
class Verdict:
    right: bool
    line: tuple = ()       # right: the continuation played after the move; wrong: the refutation, ringed
    words: str = ""        # what to say instead of the mode's own words ("" : its own)


@dataclass
class Task:
    state: object
    goal: str
    judge: Callable
    answer: Callable
    seat: int | None = None
    title: str = ""
    solved: Callable | None = None
    next_task: Callable | None = None
    all_tasks: Callable | None = None
    again_task: Callable | None = None
    labels: dict = field(default_factory=dict)     # words for "next", "all" (default: the puzzles' own)

    def label(self, key: str) -> str:
        return self.labels.get(key) or t(f"puzzles.{key}")


def stars_for(tries: int, hints: int) -> int:
    """3: right at the first try, no hint; 2: one miss or one hint; 1: more."""
    cost = max(0, tries - 1) + hints
    return 3 if cost == 0 else 2 if cost == 1 else 1


class FindMoveMode(Mode):
    """The player finds the move of a Task; the mode judges it, refutes it or plays its continuation."""
    chrome_buttons = True       # the game's own buttons (Pass, Stop jumping) are part of some moves
    children = False            # (the lesson band's question: a puzzle's words are the usual size)

    def __init__(self, spec, task: Task):
        super().__init__()
        self.spec = spec
        self.task = task
        self.phase = "ask"          # ask -> judging -> (refuting -> ask) | (line -> done)
        self.tries = 0              # moves judged
        self.hints = 0              # Show me pressed (charged once each time the rings are asked for)
        self.misses = 0
        self.wants_answer = False   # the answer's rings were asked for (Show me, two misses)
        self.answer_due = False     # ... and are not up yet (the answer not known yet, or the position not back)
        self.move = None            # the move being judged
        self.waited = 0.0
        self.wait = 0.0
        self.verdict: Verdict | None = None
        self.line: list = []
        self.refutation: list = []  # the refutation's moves (engine moves) while it is shown
        self.refute_words = ""      # ... and what it says
        self.stars = 0
        self.band = FindBand(self)

    @property
    def seat(self) -> int | None:
        return self.task.seat if self.task.seat is not None else self.task.state.current_player

    # -- the position --------------------------------------------------------------------------------------------
    def put_back(self) -> None:
        """The task's position again (after a wrong move, or Undo)."""
        scene = self.scene
        scene.match.reset(self.task.state.clone())
        scene.hint.clear()
        scene.picker.refresh()
        self.phase, self.refutation, self.move = "ask", [], None
        self.band.step_changed()
        self.answer_due = self.wants_answer

    def retry(self) -> None:
        if self.phase in ("ask", "refuting"):
            self.put_back()

    def show_answer(self) -> None:
        """Show me: the answer ringed (one star less)."""
        if self.phase == "refuting":
            self.put_back()
        if self.phase != "ask":
            return
        if not self.wants_answer:
            self.hints += 1
        self.wants_answer = self.answer_due = True
        self.scene.say(t("puzzles.said.shown"), 4.0)

    def ring_answer(self) -> bool:
        """Ring the answer's taps, if it is known (else asked again next frame)."""
        scene = self.scene
        known = self.task.answer()
        if known is None:
            return False
        move = self.spec.engine_module.parse_move(known)
        scene.picker.refresh()
        scene.hint.show(move, scene.computers.hint_taps(move))
        return True

    # -- the one gate every move passes ----------------------------------------------------------------------------
    def lets_play(self, move) -> bool:
        scene = self.scene
        if scene.moving_for_computer:
            return True          # (the continuation)
        if self.phase == "refuting":
            self.put_back()      # (a move during the refutation: the position is back first; tap again)
            return False
        if self.phase != "ask":
            return False
        refused = scene.state.why_not(move)
        if refused is not None:      # the engine's own reason, as in a game (not a try at the puzzle)
            scene.say(codewords.say(refused, self.spec.words), 4.0)
            sound.hear(Outcome(REFUSED))
            scene.picker.refresh()
            return False
        self.tries += 1
        self.phase, self.move, self.waited, self.verdict = "judging", move, 0.0, None
        return True

    def listen(self, match, change) -> None:
        if change.kind != "illegal":
            sound.hear(change, match)

    def update(self, dt: float) -> None:
        scene = self.scene
        if self.phase == "ask" and self.answer_due and self.ring_answer():
            self.answer_due = False
        if self.phase == "judging":
            self.poll(dt)
        elif self.phase == "refuting":
            self.wait -= dt
            if self.wait <= 0 and not scene.animator.busy:
                self.put_back()
        elif self.phase == "line" and not scene.animator.busy:
            self.wait -= dt
            if self.wait > 0:
                return
            if self.line:
                self.play_for_seat(self.line.pop(0))
                self.wait = LINE_PAUSE
            else:
                self.finish()

    def poll(self, dt: float) -> None:
        verdict = self.task.judge(self.move)
        if isinstance(verdict, str):      # (PENDING)
            self.waited += dt
            if self.waited >= THINKING_AFTER and not self.scene.message:
                self.scene.say(t("puzzles.said.checking"), 2.0)
            return
        self.verdict = verdict
        if verdict.right:
            self.solve(verdict)
        else:
            self.refute(verdict)

    def solve(self, verdict: Verdict) -> None:
        self.phase = "line"
        self.line = list(verdict.line)
        self.wait = LINE_PAUSE
        self.stars = stars_for(self.tries, self.hints)
        self.scene.hint.clear()
        self.scene.say(verdict.words or t("puzzles.said.right"), 4.0)
        self.band.step_changed()

    def refute(self, verdict: Verdict) -> None:
        scene = self.scene
        self.misses += 1
        self.phase, self.wait = "refuting", REFUTE_SECONDS
        parse = self.spec.engine_module.parse_move
        self.refutation = []
        for text_ in verdict.line[:1]:
            try:
                self.refutation.append(parse(text_))
            except ValueError:
                pass
        if self.misses >= 2:
            self.wants_answer = True       # (ringed once the position is back)
        if verdict.words:
            words = verdict.words
        elif self.refutation and scene.state.current_player is not None:   # (a try that ended the game: none)
            words = t("puzzles.said.refuted", name=scene.seat_info(scene.state.current_player)[0])
        else:
            words = t("puzzles.said.wrong")
        if self.misses >= 2:
            words += " " + t("puzzles.said.shown")
        self.refute_words = words           # (in the band, facing the player; at a table the messages face the
        if not scene.table:                 # seat to move, the opponent now)
            scene.say(words, REFUTE_SECONDS + 0.8)
        sound.hear(Outcome(REFUSED))
        self.band.step_changed()

    def play_for_seat(self, text_: str) -> None:
        scene = self.scene
        try:
            move = self.spec.engine_module.parse_move(text_)
        except ValueError:
            self.line = []
            return
        if scene.state.is_over or scene.state.why_not(move) is not None:
            self.line = []          # (a continuation that no longer applies ends there)
            return
        scene.moving_for_computer = True
        try:
            scene.play(move)
        finally:
            scene.moving_for_computer = False

    def animating(self) -> bool:
        return self.phase in ("judging", "refuting", "line")

    # -- the end -------------------------------------------------------------------------------------------------
    def finish(self) -> None:
        self.phase = "done"
        if self.task.solved is not None:
            self.task.solved(self.stars)
        self.band.step_changed()
        task = self.task
        actions = [(task.label("next"), task.next_task)] if task.next_task else []
        if task.again_task:
            actions.append((task.label("again"), task.again_task))
        if task.all_tasks:
            actions.append((task.label("all"), task.all_tasks))
        actions.append((t("puzzles.menu.title_screen"), self.scene.back_to_menu))
        self.scene.app.push(MenuOverlay(t("puzzles.solved.title"), actions,
                                        line=t("puzzles.solved.line", count=self.stars)))

    def open_menu(self) -> None:
        scene, task = self.scene, self.task
        actions = [(t("puzzles.menu.resume"), scene.resume)]
        if task.next_task:
            actions.append((task.label("next"), task.next_task))
        actions.append((t("play.pause.rules"), scene.show_rules))
        if task.all_tasks:
            actions.append((task.label("all"), task.all_tasks))
        actions.append((t("puzzles.menu.title_screen"), scene.back_to_menu))
        scene.app.push(MenuOverlay(task.title or t("puzzles.button"), actions))

    def all_tasks(self) -> None:
        if self.task.all_tasks:
            self.task.all_tasks()
        else:
            self.scene.back_to_menu()

    # -- what the board and its buttons ask ---------------------------------------------------------------------
    def may_act(self, seat: int | None = None) -> str | None:
        if self.phase == "refuting":
            return None          # (a tap puts the position back)
        if self.phase != "ask":
            return "watched"
        if seat is not None and seat != self.scene.state.current_player:
            return "their_turn"
        return None

    def frame_action(self, name: str) -> bool:
        actions = {"undo": self.retry, "hint": self.show_answer, "pause": self.open_menu}
        if name not in actions:
            return False
        actions[name]()
        return True

    def handle(self, event) -> bool:
        scene = self.scene
        if event.type == pygame.KEYDOWN and scene.on_key(event):
            return True
        if self.band.handle(event) or scene.chrome.handle(event):
            return True
        if event.type == pygame.KEYDOWN and not event.mod & pygame.KMOD_CTRL:
            keys = {pygame.K_ESCAPE: self.open_menu, pygame.K_h: self.show_answer, pygame.K_u: self.retry,
                    pygame.K_BACKSPACE: self.retry}
            if event.key in keys:
                keys[event.key]()
                return True
        return False

    def pointer(self, event) -> None:
        scene = self.scene
        if pointer_taken(scene, event, self.band):
            return
        if self.phase == "refuting":
            if event.kind == "tap":
                self.put_back()      # (seen enough: the position is back at once)
            return
        if self.may_act() is not None:
            return
        if scene.on_pointer(event):
            return
        scene.follow_picker(scene.picker.handle(event))

    # -- layout and drawing -------------------------------------------------------------------------------------
    def board_area(self, size) -> tuple[int, int]:
        return self.band.board_area(size)

    def layout(self) -> None:
        self.band.layout()

    def placed(self) -> None:
        self.band.step_changed()
        self.scene.computers.replace_hint()     # (the answer's rings follow the board to its new place)

    def build_ui(self) -> None:
        self.band.build_ui()
        self.band.step_changed()

    def build_steps(self) -> list:
        return self.band.build_steps() + [self.band.step_changed]

    def draw_under_messages(self, surface) -> None:
        self.band.draw_dimming(surface)

    def draw(self, surface) -> None:
        self.band.draw(surface)
