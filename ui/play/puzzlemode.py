"""A puzzle of a game's pack on its real board: a find-the-move Task (ui/play/findmove.py) whose judge knows the
answer at once (the pack's accepted moves), whose continuation is the pack's line, and whose stars are kept
(ui/storage/puzzleprogress.py); a wrong move is refuted by the game's puzzle module (engine/puzzles/<engine>.py),
worked out on a thread of its own (a search: the judge says PENDING meanwhile, the frames go on).
"""
from __future__ import annotations

import datetime
import threading

from ui.base.lang import t
from ui.play import puzzledata
from ui.play.findmove import PENDING, FindMoveMode, Task, Verdict
from ui.storage import puzzleprogress


def judge_for(spec, puzzle, state):
    """judge(move) for a puzzle: right when it is one of the pack's answers (its line then follows the first),
    else wrong with the refutation (worked out once per move)."""
    parse = spec.engine_module.parse_move
    answers = []
    for text_ in puzzle.answers:
        try:
            answers.append(parse(text_))
        except ValueError:
            pass
    refuted: dict = {}
    try:
        first = parse(puzzle.line[0]) if puzzle.line else None
    except ValueError:
        first = None

    def judge(move) -> Verdict:
        if move in answers or str(move) in puzzle.answers:
            line = puzzle.line     # (the answer, then the best replies: they follow the answer they start with)
            return Verdict(True, tuple(line[1:]) if line and (str(move) == line[0] or move == first) else ())
        key = str(move)
        if key not in refuted:
            refuted[key] = PENDING
            threading.Thread(target=refute, args=(key,), name="hexcade-refutation", daemon=True).start()
        return refuted[key]

    def refute(key: str) -> None:
        refuted[key] = Verdict(False, tuple(puzzledata.refutation(spec, state.clone(), key)))
    return judge


def next_unsolved(spec, after: int = -1) -> int:
    """The index of the first unsolved puzzle after `after` (wrapping round), or the one after it when all are."""
    puzzles = puzzledata.pack(spec).puzzles
    n = len(puzzles)
    for step in range(1, n + 1):
        i = (after + step) % n
        if not puzzleprogress.stars(spec.key, puzzles[i].id):
            return i
    return (after + 1) % n


def puzzle_scene(spec, index: int, *, table: bool = False, date: datetime.date | None = None):
    """The pack's puzzle `index` on its own board; `date`: it is that day's daily puzzle. PackError if its
    position cannot be set up."""
    pack = puzzledata.pack(spec)
    puzzle = pack.puzzles[index]
    state = puzzledata.position(spec, puzzle)
    if date is not None:
        title = t("puzzles.daily_title", game=spec.title)
    else:
        title = t("puzzles.title", n=puzzle.number, total=len(pack.puzzles), theme=puzzledata.theme_words(puzzle))
    task = Task(state=state, goal=puzzledata.goal_words(puzzle), judge=judge_for(spec, puzzle, state),
                answer=lambda: puzzle.answers[0], title=title)

    def solved(stars: int) -> None:
        puzzleprogress.record(spec.key, puzzle.id, stars)
        if date is not None:
            puzzleprogress.record_daily(date.isoformat())

    def swap(make) -> None:
        scene = mode.scene
        app = scene.app
        scene.resume()
        app.replace(make())

    def all_puzzles() -> None:
        app = mode.scene.app
        app.home(selected=spec.key)
        app.open("puzzles", spec=spec)

    task.solved = solved
    task.next_task = lambda: swap(lambda: puzzle_scene(spec, next_unsolved(spec, index), table=table))
    task.again_task = lambda: swap(lambda: puzzle_scene(spec, index, table=table, date=date))
    task.all_tasks = all_puzzles
    mode = FindMoveMode(spec, task)
    offered = {o.key for o in spec.options}
    options = {k: v for k, v in puzzle.raw["options"].items() if k in offered}
    scene = spec.make_scene(puzzle.raw["players"], puzzle.raw["seed"], {**spec.default_options(), **options},
                            state=state.clone(), table=table, mode=mode, autosave=False)
    task.goal = t("puzzles.goal_line", name=scene.seat_info(mode.seat)[0], goal=task.goal)   # (who plays, named)
    return scene
