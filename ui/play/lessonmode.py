"""A lesson on the real board: the learner does the moves (ui/play/lessondata.py holds what a lesson is).

Each step sets up its position, says its goal in the lesson's band under the board (ui/play/lessonband.py), dims
everything but what may be tapped, and marks the board. Every move the board or a button would play comes to
`lets_play` first (BoardScene.play asks its mode): a move that does what the step asks is played, then its
scripted reply, and the next step follows; any other is refused there, with the step's own words for it (or the
engine's own reason, through the game's refuse hook, for a tap the rules refuse), and the step waits for another
try. After two misses, or on "Show me" (the Hint button, H), the answer's taps are ringed.

Stars: a lesson's par is the tries it needs; within par three stars, two more tries two, else one; the answer
shown counts as two tries. They are kept per entry (ui/storage/progress.py).
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from ui.base import codewords
from ui.base.lang import t
from ui.base.seats import HUMAN
from ui.input.picker import REFUSED, Outcome
from ui.kit import sound
from ui.kit.overlays import MenuOverlay
from ui.play import lessonband
from ui.play.lessondata import answer, course, passes, played_through, step_position
from ui.play.modes import Mode, pointer_taken
from ui.storage import progress

REPLY_PAUSE = 0.55       # s after the learner's move (and its animation) before the reply
NEXT_PAUSE = 1.1         # s after a step's last move before the next step (longer when it says something)
SAID_PAUSE = 2.4


def stars_for(tries: int, par: int, shown: int) -> int:
    over = tries + 2 * shown - par
    return 3 if over <= 0 else 2 if over <= 2 else 1


class LessonMode(Mode):
    """One lesson of an entry, step by step."""
    chrome_buttons = True      # the game's own buttons (Pass, Stop jumping) are part of some moves

    def __init__(self, spec, index: int = 0, step: int = 0):
        super().__init__()
        self.spec = spec
        self.course = course(spec)
        self.index = index
        self.lesson = self.course.lessons[index]
        self.step_index = step
        self.phase = "ask"         # ask -> moved -> reply -> next -> (the next step's ask) ... -> finished
        self.wait = 0.0
        self.replies: list = []
        self.tries = 0
        self.shown = 0             # answers shown in this lesson
        self.misses = 0            # in this step
        self.answered = False      # its answer was shown (the stars are charged for it once)
        self.stars = 0
        self.band = lessonband.Band(self)
        self.buttons: dict = {}

    # -- the lesson's words --------------------------------------------------------------------------------------
    def words(self, key: str, **values) -> str:
        return t(self.course.say_key(key), **values)

    @property
    def step(self):
        return self.lesson.steps[self.step_index]

    @property
    def children(self) -> bool:
        return self.course.children

    # -- steps ---------------------------------------------------------------------------------------------------
    def attach(self, scene) -> None:
        super().attach(scene)
        self.begin_step(self.step_index, fresh=False)      # (the scene was made with the step's position)

    def begin_step(self, index: int, fresh: bool = True) -> None:
        scene = self.scene
        self.step_index, self.phase, self.misses, self.answered = index, "ask", 0, False
        if fresh and not self.step.continues:
            scene.match.reset(step_position(self.spec, self.lesson, index))
        self.start_of_step = scene.state.clone()     # (Undo comes back here)
        scene.hint.clear()
        scene.picker.refresh()
        self.band.step_changed()
        if scene.app is not None:
            scene.app.invalidate()

    def retry(self) -> None:
        """Undo in a lesson: the step from its start (a continuing step from where the last one left it)."""
        if self.phase != "ask":
            return
        self.scene.match.reset(self.start_of_step.clone())
        self.scene.hint.clear()
        self.scene.picker.refresh()

    def show_answer(self) -> None:
        """Ring the taps of the step's answer (counted as two tries)."""
        scene = self.scene
        if self.phase != "ask":
            return
        move = answer(self.spec, self.step, scene.state)
        if move is None:
            return
        scene.picker.refresh()
        scene.hint.show(move, scene.computers.hint_taps(move))
        if not self.answered:       # (shown again, after a stray tap cleared the rings: charged once a step)
            self.answered = True
            self.shown += 1
        scene.say(t("learn.said.shown"))

    # -- the one gate every move passes ----------------------------------------------------------------------------
    def lets_play(self, move) -> bool:
        scene = self.scene
        if scene.moving_for_computer:
            return True             # (the scripted reply)
        if self.phase != "ask":
            return False
        self.tries += 1
        refused = scene.state.why_not(move)
        if refused is not None:
            # a move the rules refuse (a button can ask for one: Tripitz's Done with more pids than the bag holds)
            # is answered by the engine's own reason, as in a game; judging it would play it
            self.miss(codewords.say(refused, self.spec.words))
            scene.picker.refresh()
            return False
        if passes(self.step, scene.state, move):
            self.phase = "moved"
            return True
        words = self.step.wrong.get(str(move))
        self.miss(self.words(words) if words else
                  t("learn.said.not_goal") if self.step.judge and not self.step.expect else t("learn.said.not_this"))
        scene.picker.refresh()
        return False

    def miss(self, words: str) -> None:
        self.misses += 1
        self.scene.say(words, 4.0)
        if not self.children:
            sound.hear(Outcome(REFUSED))   # (the children's track has no failure sound)
        if self.misses == 2 and not self.scene.hint.points:
            self.show_answer()
            self.scene.say(words + " " + t("learn.said.shown"), 5.0)

    def listen(self, match, change) -> None:
        if change.kind == "illegal":
            return
        sound.hear(change, match)
        if change.kind == "move" and self.phase == "moved":
            self.phase = "reply"
            self.replies = list(self.step.reply)
            self.wait = REPLY_PAUSE

    def update(self, dt: float) -> None:
        scene = self.scene
        if self.phase not in ("reply", "next") or scene.animator.busy:
            return
        self.wait -= dt
        if self.wait > 0:
            return
        if self.phase == "reply" and self.replies:
            move = self.spec.engine_module.parse_move(self.replies.pop(0))
            scene.moving_for_computer = True
            try:
                scene.play(move)
            finally:
                scene.moving_for_computer = False
            self.wait = REPLY_PAUSE
        elif self.phase == "reply":
            self.phase = "next"
            said = self.words(self.step.done) if self.step.done else t("learn.said.well_done")
            scene.say(said, SAID_PAUSE + 0.6)
            self.wait = SAID_PAUSE if self.step.done else NEXT_PAUSE
        elif self.step_index + 1 < len(self.lesson.steps):
            self.begin_step(self.step_index + 1)
        else:
            self.finish()

    def animating(self) -> bool:
        return self.phase in ("reply", "next")

    def hold_frame(self) -> bool:
        """A new dimming is made ready in a frame of its own (lessonband.prepare_dim)."""
        app = self.scene.app
        return self.phase == "ask" and app is not None and self.band.prepare_dim(app.window)

    # -- the end of a lesson ---------------------------------------------------------------------------------------
    def finish(self) -> None:
        self.phase = "finished"
        self.stars = stars_for(self.tries, self.lesson.par, self.shown)
        progress.record(self.spec.key, self.lesson.key, self.stars)
        self.band.step_changed()
        last = self.index + 1 >= len(self.course.lessons)
        first = (t("learn.first_game"), self.play_first_game) if last else (t("learn.next"), self.next_lesson)
        self.scene.app.push(MenuOverlay(t("learn.complete.title"), [
            first, (t("learn.again"), self.again), (t("learn.all"), self.all_lessons)],
            line=t("learn.complete.line", count=self.stars)))

    def swap_to(self, scene) -> None:
        """Close what lies over this lesson and put `scene` in its place."""
        app = self.scene.app
        self.scene.resume()
        app.replace(scene)

    def next_lesson(self) -> None:
        self.swap_to(lesson_scene(self.spec, self.index + 1, table=self.scene.table))

    def again(self) -> None:
        self.swap_to(lesson_scene(self.spec, self.index, table=self.scene.table))

    def all_lessons(self) -> None:
        self.scene.app.home(selected=self.spec.key)
        self.scene.app.open("lessons", spec=self.spec)

    def play_first_game(self) -> None:
        """After the last lesson: a game against the easiest computer, with the Hint button there."""
        app, table = self.scene.app, self.scene.table
        app.reset_to(first_game(self.spec, table))

    # -- what the board and its buttons ask ---------------------------------------------------------------------
    def may_act(self, seat: int | None = None) -> str | None:
        if self.phase != "ask":
            return "watched"
        if seat is not None and seat != self.scene.state.current_player:
            return "their_turn"
        return None

    def frame_action(self, name: str) -> bool:
        """Undo tries the step again, Hint shows the answer, Menu opens the lesson's own menu."""
        if name == "undo":
            self.retry()
        elif name == "hint":
            self.show_answer()
        elif name == "pause":
            self.open_menu()
        else:
            return False
        return True

    def open_menu(self) -> None:
        scene = self.scene
        scene.app.push(MenuOverlay(self.band.title(), [
            (t("learn.menu.resume"), scene.resume), (t("learn.again"), self.again),
            (t("play.pause.rules"), scene.show_rules), (t("learn.all"), self.all_lessons),
            (t("learn.menu.title_screen"), scene.back_to_menu)]))

    def handle(self, event) -> bool:
        scene = self.scene
        if event.type == pygame.KEYDOWN and scene.on_key(event):
            return True
        if self.band.handle(event) or scene.chrome.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            keys = {pygame.K_ESCAPE: self.open_menu, pygame.K_h: self.show_answer, pygame.K_u: self.retry,
                    pygame.K_BACKSPACE: self.retry}
            if event.key in keys and not ctrl:
                keys[event.key]()
                return True
        return False

    def pointer(self, event) -> None:
        scene = self.scene
        if pointer_taken(scene, event, self.band):
            return
        if self.may_act() is not None:
            return
        where = event.start if event.kind == "drag_start" else event.pos     # (the Picker picks where it began)
        if event.kind in ("tap", "drag_start", "drop") and not self.band.tappable_at(where):
            if event.kind == "tap":
                scene.say(t("learn.said.tap_lit"), 2.5)
            elif event.kind == "drop":      # a drag let go off the lit places puts its piece back
                scene.picker.handle(replace(event, kind="cancel"))
            return
        if scene.on_pointer(event):
            return
        outcome = scene.picker.handle(event)
        if outcome.kind == REFUSED:
            self.tries += 1
            self.miss(outcome.reason)       # the engine's own reason, in the game's words
        else:
            scene.follow_picker(outcome)

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
        self.band.step_changed()     # (a step's taps on the chrome's buttons, e.g. Pass, Exchange: placed only now)

    def build_steps(self) -> list:
        return self.band.build_steps() + [self.band.step_changed]

    def draw_under_messages(self, surface) -> None:
        self.band.draw_dimming(surface)

    def draw(self, surface) -> None:
        self.band.draw(surface)


def lesson_scene(spec, index: int = 0, *, table: bool = False, step: int = 0):
    """The entry's lesson `index` on its own board (at `step`, the earlier ones played by their answers)."""
    lesson = course(spec).lessons[index]
    step = max(0, min(step, len(lesson.steps) - 1))
    state = played_through(spec, lesson, step)
    return spec.make_scene(lesson.players, lesson.seed, lesson.options, state=state, table=table,
                           mode=LessonMode(spec, index, step), autosave=False)


def first_game(spec, table: bool = False):
    """The first real game after the lessons: the easiest computer level in every other seat."""
    players = spec.default_players
    controllers = [HUMAN] + [spec.levels[0] if spec.levels else HUMAN] * (players - 1)
    try:
        options = {**spec.default_options(), **course(spec).first_game}   # (e.g. Tumbleweed's smallest board)
    except (OSError, ValueError):
        options = spec.default_options()
    return spec.make_scene(players, None, options, controllers=controllers, table=table)
