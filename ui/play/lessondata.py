"""A game's lessons as data, and their check against the engine.

Each entry's lessons are one JSON file beside its scene, `games/<package>/lessons.<entry>.json` (docs/LESSONS.md
describes the format). A lesson is a short game: a few steps, each a position, a goal in words (a key of the
entry's lesson words, `lessons_<entry>.<key>` in assets/lang), the move(s) that reach it or a goal the engine
judges, an optional scripted reply, marks drawn on the board and the words said after it.

    {"children": false,                       the children's track: big words, no failure sound
     "first_game": {"options": {"size": 6}},  the game offered after the last lesson (else the defaults)
     "lessons": [{"key": "move", "players": 2, "seed": 1, "options": {}, "par": 2,
                  "steps": [{"moves": ["..."],              from the lesson's start, these moves played first
                             "state": {...},                 (or a set-up: the engine's to_dict keys that
                                                             differ from the lesson's start)
                             "goal": "move.goal",
                             "expect": ["a-b"],              the moves that pass (the first is the answer shown)
                             "judge": {"event": "capture"},  or a goal the engine judges (see judged())
                             "tappable": "expect" | "all",   what may be tapped; everything else is dimmed
                             "reply": ["c-d"],               played for the other seats afterwards
                             "marks": [{"ring": "a-b"}, {"arrow": "a-b"}, {"arrow": "b", "from": "a"},
                                       {"label": "move.here", "at": "a-b", "place": "above" | "below" | "on"}],
                             "wrong": {"a-c": "move.wrong_back"},   words for a legal move that is not the one
                             "done": "move.done"}]}]}

A step with neither `moves` nor `state` goes on from where the step before it ended (after its reply). Marks,
`tappable` points and the answer's rings are placed by the game's own `taps_for(move)`, so one mechanism serves
every game: a ring on a move marks the places a player taps for it, an arrow joins its first and last tap (or,
with `from`, the first tap of that other move to its own last: a Tumbleweed line of sight, from a stack to a cell).

Nothing here draws: the lesson mode (ui/play/lessonmode.py) shows it, and `check` proves a file against the
engine (tests/test_lessons.py runs it for every entry).
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from engine.record import replay
from ui.base.lang import DIRECTORY, LANGUAGES, current, has, use
from ui.play.setups import set_up
from ui.storage.files import read_json

MOST_BYTES = 1 << 20          # a lesson file is a few kilobytes; anything bigger is not one
JUDGES = ("event", "code", "score", "over", "wins")
LABEL_PLACES = ("above", "below", "on")     # where a label sits: over its place (default), under it, or on it


class LessonError(ValueError):
    """A lesson file that cannot be used: `where` says which lesson and step."""


@dataclass(frozen=True)
class Step:
    goal: str
    moves: tuple | None = None        # from the lesson's start; None with no state: go on from the step before
    state: dict | None = None
    expect: tuple = ()
    judge: dict = field(default_factory=dict)
    tappable: str = "expect"
    reply: tuple = ()
    marks: tuple = ()
    wrong: dict = field(default_factory=dict)
    done: str = ""

    @property
    def continues(self) -> bool:
        return self.moves is None and self.state is None


@dataclass(frozen=True)
class Lesson:
    key: str
    players: int
    seed: int
    options: dict
    steps: tuple
    par: int

    @property
    def title_key(self) -> str:
        return f"{self.key}.title"


@dataclass(frozen=True)
class Course:
    """One entry's lessons."""
    entry: str
    words: str            # the namespace of their words
    children: bool
    lessons: tuple
    first_game: dict = field(default_factory=dict)   # options of the game offered after the last lesson

    def say_key(self, key: str) -> str:
        return f"{self.words}.{key}"


def lessons_path(spec) -> str:
    """The entry's lesson file: the GameSpec says where (games/<package>/lessons.<entry>.json, beside its scene)."""
    return spec.lessons_path


def words_namespace(entry: str) -> str:
    return "lessons_" + entry.replace("-", "_")


def has_lessons(spec) -> bool:
    return os.path.isfile(lessons_path(spec))


_courses: dict = {}


def course(spec) -> Course:
    """The entry's lessons (read once per run); LessonError if its file is damaged, FileNotFoundError if none."""
    if spec.key not in _courses:
        data = read_json(lessons_path(spec), MOST_BYTES)    # (the careful reader: bounded, regular files only)
        try:
            _courses[spec.key] = parse(spec, data)
        except (TypeError, AttributeError, KeyError) as exc:     # a value of the wrong shape somewhere
            raise LessonError(f"a value of the wrong kind ({type(exc).__name__}: {str(exc)[:80]})") from exc
    return _courses[spec.key]


def _tuple_of_str(value, what: str) -> tuple:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise LessonError(f"{what}: a list of moves")
    return tuple(value)


def parse(spec, data) -> Course:
    if not isinstance(data, dict) or not isinstance(data.get("lessons"), list) or not data["lessons"]:
        raise LessonError("the file holds no lessons")
    lessons = []
    for i, raw in enumerate(data["lessons"]):
        where = f"lesson {i + 1}"
        if not isinstance(raw, dict) or not isinstance(raw.get("key"), str) or not raw.get("steps"):
            raise LessonError(f"{where}: a key and steps")
        steps = []
        for j, s in enumerate(raw["steps"]):
            at = f"{where} step {j + 1}"
            if not isinstance(s, dict) or not isinstance(s.get("goal"), str):
                raise LessonError(f"{at}: a goal")
            judge = s.get("judge", {})
            if not isinstance(judge, dict) or any(k not in JUDGES for k in judge):
                raise LessonError(f"{at}: judge is one of {JUDGES}")
            expect = _tuple_of_str(s.get("expect", []), at)
            if not expect and not judge:
                raise LessonError(f"{at}: expect or judge")
            if j == 0 and "moves" not in s and "state" not in s:
                s = {**s, "moves": []}     # a lesson's first step starts from its game's start
            marks = s.get("marks", [])
            if not isinstance(marks, list) or not all(isinstance(m, dict) for m in marks) or not all(
                    isinstance(m.get(k, ""), str) for m in marks for k in ("ring", "arrow", "at", "from", "label")):
                raise LessonError(f"{at}: marks")
            if "state" in s and not isinstance(s["state"], dict):
                raise LessonError(f"{at}: a set-up is the engine's data, a table")
            wrong = s.get("wrong", {})
            if not isinstance(wrong, dict):
                raise LessonError(f"{at}: wrong")
            tappable = s.get("tappable", "expect" if expect else "all")
            if tappable not in ("expect", "all"):
                raise LessonError(f"{at}: tappable is expect or all")
            steps.append(Step(goal=s["goal"], moves=None if "moves" not in s else _tuple_of_str(s["moves"], at),
                              state=s.get("state"), expect=expect, judge=judge, tappable=tappable,
                              reply=_tuple_of_str(s.get("reply", []), at), marks=tuple(marks), wrong=dict(wrong),
                              done=str(s.get("done", ""))))
        players = raw.get("players", spec.default_players)
        options = {**spec.default_options(), **raw.get("options", {})}
        lessons.append(Lesson(raw["key"], int(players), int(raw.get("seed", 1)), options, tuple(steps),
                              int(raw.get("par", len(steps)))))
    first = data.get("first_game", {})
    if not isinstance(first, dict) or not isinstance(first.get("options", {}), dict):
        raise LessonError("first_game: its options")
    return Course(spec.key, str(data.get("words", words_namespace(spec.key))), bool(data.get("children")),
                  tuple(lessons), dict(first.get("options", {})))


# -- positions ---------------------------------------------------------------------------------------------------
def start_state(spec, lesson: Lesson):
    return spec.new_game(lesson.players, lesson.seed, lesson.options)


def step_position(spec, lesson: Lesson, index: int, before=None):
    """The position step `index` starts from: its set-up, its moves from the lesson's start, or (a continuing
    step) `before`, the position the previous step ended in."""
    step = lesson.steps[index]
    module = spec.engine_module
    if step.state is not None:
        # A set-up names only what differs from the lesson's start (its board, whose turn): the rest, such as the
        # random generator's 625 numbers, is the start's, so a lesson file stays readable.
        return set_up(module, start_state(spec, lesson), step.state)
    if step.moves is not None:
        played = replay(start_state(spec, lesson), list(step.moves), module.parse_move, keep_history=False)
        if played.error is not None:
            raise LessonError(f"lesson {lesson.key} step {index + 1}: move {played.bad_move}: {played.error}")
        return played.state
    if before is None:
        raise LessonError(f"lesson {lesson.key} step {index + 1}: nothing to go on from")
    return before


def played_through(spec, lesson: Lesson, index: int):
    """The position step `index` starts from, with every earlier step played by its answer and its reply (a
    continuing step's position; `--learn GAME:N.S` opens a lesson at step S this way)."""
    state = None
    module = spec.engine_module
    for i in range(index):
        state = step_position(spec, lesson, i, state).clone()
        step = lesson.steps[i]
        state.play(answer(spec, step, state))
        for text in step.reply:
            state.play(module.parse_move(text))
    return step_position(spec, lesson, index, state)


# -- judging -----------------------------------------------------------------------------------------------------
def judged(judge: dict, before, events, after, mover) -> bool:
    """Whether a move reached a goal the engine can judge (every key must hold):
        event: KIND   an event of this kind (engine.core.Event: capture, place, score...) for the mover or no one;
                      "KIND:VALUE" also wants its value ("move:jump": a Trickle jump)
        code: CODE    an event with this code
        score: N      the mover's score rose by at least N
        over: true    the game ended
        wins: true    the game ended and the mover won it (a draw or a shared win is not the win a lesson asks for)"""
    if "event" in judge:
        kind, _, value = str(judge["event"]).partition(":")
        if not any(e.kind == kind and e.player in (mover, None) and (not value or str(e.value) == value)
                   for e in events):
            return False
    if "code" in judge and not any(e.code == judge["code"] for e in events):
        return False
    if "score" in judge:
        gained = after.scores()[mover] - before.scores()[mover]
        if gained < judge["score"]:
            return False
    if judge.get("over") and not after.is_over:
        return False
    if judge.get("wins"):
        outcome = after.outcome() if after.is_over else None
        if outcome is None or mover not in outcome.winners or outcome.is_draw:
            return False
    return True


def passes(step: Step, state, move) -> bool:
    """Whether `move`, from `state`, does what the step asks (the state is not changed)."""
    if step.expect and str(move) in step.expect:
        return True
    if not step.judge:
        return False
    after = state.clone()
    events = after.play(move)
    return judged(step.judge, state, events, after, state.current_player)


def answer(spec, step: Step, state):
    """The move shown when the learner asks or has missed twice: the first expected one, else the first legal move
    that reaches the judged goal."""
    if step.expect:
        return spec.engine_module.parse_move(step.expect[0])
    return next((m for m in state.legal_moves() if passes(step, state, m)), None)


def word_keys(course: Course) -> list[str]:
    """Every key of words the course uses."""
    keys = []
    for lesson in course.lessons:
        keys.append(lesson.title_key)
        for step in lesson.steps:
            keys.append(step.goal)
            keys += list(step.wrong.values())
            keys += [m["label"] for m in step.marks if "label" in m]
            if step.done:
                keys.append(step.done)
    return [course.say_key(k) for k in keys]


def check(spec, course: Course) -> list[str]:
    """Every problem of a course against the engine and the words (empty: it is sound): each position reachable or
    valid, each expected move and reply legal where it is played (after any move that passes, not only the
    answer), each judged goal reachable by a legal move, each mark a move of the position, every word in all five
    languages."""
    problems = []
    module = spec.engine_module
    for lesson in course.lessons:
        state = None
        for i, step in enumerate(lesson.steps):
            at = f"{spec.key} {lesson.key} step {i + 1}"
            try:
                state = step_position(spec, lesson, i, state).clone()
            except Exception as exc:
                problems.append(f"{at}: position: {exc}")
                state = None
                continue
            if state.is_over:
                problems.append(f"{at}: the game is over")
                continue
            legal = {str(m) for m in state.legal_moves()}
            for text in step.expect + tuple(step.wrong):
                if text not in legal:
                    problems.append(f"{at}: {text} is not legal here")
            for text in step.wrong:
                if text in step.expect:
                    problems.append(f"{at}: {text} is both expected and wrong")
            for mark in step.marks:
                moves = [mark.get("ring") or mark.get("arrow") or mark.get("at")] + \
                    ([mark["from"]] if "from" in mark else [])
                try:
                    for move in moves:
                        module.parse_move(move)
                except Exception:
                    problems.append(f"{at}: mark {mark} names no move")
                if mark.get("place", "above") not in LABEL_PLACES:
                    problems.append(f"{at}: mark {mark}: a label's place is one of {LABEL_PLACES}")
            solution = answer(spec, step, state)
            if solution is None or str(solution) not in legal:
                problems.append(f"{at}: no legal move reaches the goal")
                continue
            if step.judge and not passes(step, state, solution):
                problems.append(f"{at}: its answer {solution} does not reach its goal")
            following = lesson.steps[i + 1] if i + 1 < len(lesson.steps) else None
            problems += [f"{at}: {p}" for p in other_passes(spec, step, state, solution, following)]
            mover = state.current_player
            state.play(module.parse_move(str(solution)))
            problems += reply_problems(module, state, step.reply, mover, at)
    problems += missing_words(course)
    return problems


def reply_problems(module, state, reply, mover, at: str) -> list[str]:
    """Plays the scripted reply on `state` (changed); what is wrong with it: a move of the learner's own seat, or
    one the rules refuse there."""
    problems = []
    for text in reply:
        try:
            move = module.parse_move(text)
            if state.current_player == mover:
                problems.append(f"{at}: reply {text} is the learner's own move")
            if text not in {str(m) for m in state.legal_moves()}:
                raise ValueError("not legal")
            state.play(move)
        except Exception as exc:
            problems.append(f"{at}: reply {text}: {exc}")
            break
    return problems


def other_passes(spec, step: Step, state, solution, following: Step | None) -> list[str]:
    """A learner may pass a step by another move than its answer (another expected move, any judged one): after
    each, the reply must still be legal, and a step that goes on from there must still have a legal answer."""
    module = spec.engine_module
    problems = []
    for move in state.legal_moves():
        if str(move) == str(solution) or not passes(step, state, move):
            continue
        after = state.clone()
        after.play(move)
        try:
            for text in step.reply:
                if text not in {str(m) for m in after.legal_moves()}:
                    raise ValueError(f"reply {text} is not legal")
                after.play(module.parse_move(text))
        except ValueError as exc:
            problems.append(f"after {move}: {exc}")
            continue
        if following is not None and following.continues:
            then = answer(spec, following, after) if not after.is_over else None
            if then is None or str(then) not in {str(m) for m in after.legal_moves()}:
                problems.append(f"after {move}: the next step has no legal answer")
    return problems


def missing_words(course: Course) -> list[str]:
    was = current()
    missing = []
    try:
        for code in LANGUAGES:
            use(code)
            missing += [f"{code}: {key}" for key in word_keys(course) if not own_words(key, code)]
    finally:
        use(was)
    return missing


def own_words(key: str, code: str) -> bool:
    """The key has words of this language's own file (python-i18n would fall back to English silently)."""
    if not has(key):
        return False
    namespace, name = key.split(".", 1)
    path = os.path.join(DIRECTORY, f"{namespace}.{code}.json")
    try:
        data = _lang_file(path)
    except (OSError, ValueError):
        return False
    node = data.get(code) if isinstance(data, dict) else None
    for part in name.split("."):
        if not isinstance(node, dict) or part not in node:
            return False
        node = node[part]
    return isinstance(node, str) and bool(node.strip())


_lang_files: dict = {}


def _lang_file(path: str) -> dict:
    if path not in _lang_files:
        _lang_files[path] = read_json(path)         # (the careful reader, as the language files are read)
    return _lang_files[path]
