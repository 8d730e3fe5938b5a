"""Every step a person can take, frame by frame: goal, no single frame over 16.7 ms (60 Hz). Prints figures, asserts
nothing.

    python tests/benchmarks/bench_stalls.py [entry ...] [--settle N] [--profile LABEL]

The real App, headless, at 1920x1080, in fresh settings and data folders (benchenv). Each step is the action a
person takes (a tap's work, called as the button would) and the frame that shows it, then the frames after it
until it has settled (SETTLE frames: a screen that builds its buttons over frames, pictures drawn rough then
exact, a left game's memory handed back half a second later all fall in them). Every frame counts alone: a
row's figure is its worst single frame, as the main thread's CPU time (time.thread_time, what the program asks
of a core) and as wall time (what a person sees; on a shared machine a frame may wait for a core). Which frame
was the worst is said after it (0: the action's own frame).

Rows: the title screen's rest (its warm-up, ui/kit/warmup.py, is done first as the program does while nobody
touches it; its slowest piece is a row: a tap arriving meanwhile waits for it), the pieces other scenes get ready
while they rest (a result screen its analysis, a table game its turned pause menu: rest() does them as App.run
does, each timed as a row, for the same reason), the attract mode (the first demo
starting on its own, each next demo, a touch ending it), choosing an entry, Settings (open, close), the recent
games, and for every entry in both layouts (window and table): starting a game (and the table's join screen),
the pause menu (open, close), the move list, the rules page (open, scroll, close), ending the game (the move
that ends it and every frame until and after the result screen shows), the replay and the analysis of the
finished game (open, back), going back to the title screen; lessons (the list, a lesson), puzzles (the list, a
puzzle, the daily puzzle, a page turned) and the ladder where the entry has them. Resizes and language switches
are bench_resize.py's. The first game and the first demo of a fresh process are bench_first_start.py's.

--profile LABEL: cProfile around every frame of the rows whose label holds LABEL; the worst frame's profile is
printed (its figures are then inflated by the profiler).
"""
from __future__ import annotations

import benchenv

benchenv.prepare()

import argparse  # noqa: E402
import cProfile  # noqa: E402
import io  # noqa: E402
import pstats  # noqa: E402
import random  # noqa: E402
import time  # noqa: E402

from games import GAMES  # noqa: E402
from ui.app import App  # noqa: E402
from ui.kit.overlays import ResultOverlay  # noqa: E402
from ui.screens import attract  # noqa: E402
from ui.screens.menu import MenuScene  # noqa: E402
from ui.storage import saves  # noqa: E402

GOAL_MS = 1000 / 60
DT = 1 / 60
SIZE = (1920, 1080)
SETTLE = 40        # frames after the action's own (two thirds of a second)


class Meter:
    """The worst frame per row: {label: [cpu ms, wall ms, frame index, where]}."""

    def __init__(self, profile: str | None = None):
        self.rows: dict = {}
        self.profile = profile
        self.profiles: dict = {}     # label -> (cpu ms, text of the worst frame's profile)

    def watch(self, app, label: str, action=None, settle: int = SETTLE, where: str = "") -> None:
        """`action` and its frame, then `settle` frames after it, each timed alone."""
        profiling = self.profile is not None and self.profile in label
        for i in range(settle + 1):
            prof = cProfile.Profile() if profiling else None
            c, w = time.thread_time(), time.perf_counter()
            if prof:
                prof.enable()
            if i == 0 and action is not None:
                action()
            app.step(DT)
            if prof:
                prof.disable()
            cpu, wall = (time.thread_time() - c) * 1000, (time.perf_counter() - w) * 1000
            self.note(label, cpu, wall, i, where)
            if prof and cpu >= self.profiles.get(label, (-1, ""))[0]:
                out = io.StringIO()
                pstats.Stats(prof, stream=out).sort_stats("cumulative").print_stats(35)
                self.profiles[label] = (cpu, f"{label} ({where}, frame {i}): {cpu:.1f} ms CPU\n{out.getvalue()}")

    def time_piece(self, label: str, piece, where: str = "") -> None:
        c, w = time.thread_time(), time.perf_counter()
        piece()
        self.note(label, (time.thread_time() - c) * 1000, (time.perf_counter() - w) * 1000, 0, where)

    def note(self, label, cpu, wall, i, where) -> None:
        row = self.rows.setdefault(label, [0.0, 0.0, 0, ""])
        if cpu > row[0]:
            row[0], row[2], row[3] = cpu, i, where
        row[1] = max(row[1], wall)

    def report(self) -> None:
        width = max(len(label) for label in self.rows)
        print(f"{'step':{width}}  {'CPU':>7}  {'wall':>7}  goal <= {GOAL_MS:.1f} ms a frame   worst frame (where)")
        over = []
        for label, (cpu, wall, i, where) in self.rows.items():
            flag = "ok" if cpu <= GOAL_MS else "OVER"
            if cpu > GOAL_MS:
                over.append(label)
            print(f"{label:{width}}  {cpu:7.1f}  {wall:7.1f}  {flag:4}  frame {i} ({where})")
        worst_cpu = max(row[0] for row in self.rows.values())
        worst_wall = max(row[1] for row in self.rows.values())
        print(f"worst frame: {worst_cpu:.1f} ms CPU, {worst_wall:.1f} ms wall; {len(over)} of {len(self.rows)} rows "
              f"over {GOAL_MS:.1f} ms CPU; {benchenv.load()}")
        for _cpu, text in self.profiles.values():
            print("\n" + text)


def fresh_title(app, key: str | None = None) -> MenuScene:
    app.home(selected=key)
    for _ in range(3):
        app.step(DT)
    rest(app)
    return app.scene


METER = None       # (rest() times the resting work it does)


def rest(app, frames: int = 40) -> None:
    """Frames with nobody touching anything, as App.run spends them: what pygame-gui leaves for later is made,
    and when the App rests a piece of getting ready is done instead of sleeping (ui/kit/warmup.py: a tap arriving
    then waits for it, so each piece is timed as a row)."""
    app.last_input = app.time - 1.0
    for _ in range(frames):
        if app.resting and METER is not None:
            scene = type(app.scene).__name__
            METER.time_piece("a piece of resting work", app.warmup.step, where=scene)
        app.step(DT)


def settle_quietly(app) -> None:
    """Let a game's opening settle before the next step is measured (its pictures, its buttons)."""
    for _ in range(30):
        app.step(DT)


def play_quietly(scene, move) -> None:
    scene.moving_for_computer = True
    try:
        scene.play(move)
    finally:
        scene.moving_for_computer = False


def to_last_move(app, scene, rng):
    """Play random moves (untimed) until the next one ends the game; returns that move."""
    while not scene.state.is_over:
        legal = scene.state.legal_moves()
        probe = scene.state.clone()
        move = scene.random_move(legal, rng)
        probe.play(move)
        if probe.is_over:
            return move
        play_quietly(scene, move)
    return None


def title_rows(app, meter: Meter) -> None:
    """The title screen's own steps, the attract mode, Settings and the recent games."""
    where = "title"
    menu = fresh_title(app)
    keys = list(app.games)
    meter.watch(app, "title: choose another entry", lambda: menu.select(keys[1]), where=where)
    meter.watch(app, "title: choose another entry", lambda: menu.select(keys[0]), where=where)
    meter.watch(app, "settings: open", lambda: app.open("settings"), where=where)
    rest(app)
    meter.watch(app, "settings: close", app.pop, where=where)
    rest(app)
    meter.watch(app, "recent games: open", lambda: app.open("recent"), where=where)
    rest(app)
    meter.watch(app, "recent games: close", app.pop, where=where)
    rest(app)
    # the attract mode: nobody has touched the title screen for attract_after seconds, so the first demo starts
    app.attendant.attract_after = 90
    app.last_input = app.time - 100
    meter.watch(app, "attract: the first demo starts", where=keys[0], settle=90)
    for _ in range(len(attract.demo_entries(app)) + 1):    # every entry's demo, and round to the first again
        mode = app.scene.mode
        nxt = attract.demo_entries(app)[(mode.index + 1) % len(attract.demo_entries(app))].key
        meter.watch(app, "attract: the next demo starts", lambda mode=mode: mode.next(app), where=nxt, settle=90)
    meter.watch(app, "attract: a touch ends it", lambda: attract.end_attract(app), where=where)
    app.last_input = app.time
    rest(app)


def game_rows(app, meter: Meter, key: str, table: bool) -> None:
    where = f"{key}, {'table' if table else 'window'}"
    menu = fresh_title(app, key)
    if menu.current()["table"] != table:
        menu.toggle_table()
        rest(app)
    if table:
        meter.watch(app, "table: the join screen opens", menu.start, where=where)
        rest(app)
        app.pop()
        rest(app)
    scene_of = lambda: app.scene  # noqa: E731
    meter.watch(app, "game: start", menu.start_as_chosen, where=where, settle=60)
    scene = scene_of()
    settle_quietly(app)
    rest(app)
    meter.watch(app, "game: pause menu opens", scene.pause, where=where)
    rest(app)
    meter.watch(app, "game: pause menu closes", scene.resume, where=where)
    rest(app)
    meter.watch(app, "game: move list opens", scene.show_moves, where=where)
    rest(app)
    meter.watch(app, "game: move list closes", app.pop, where=where)
    rest(app)
    meter.watch(app, "rules: open", scene.show_rules, where=where)
    rules = app.scene
    rest(app)
    meter.watch(app, "rules: scroll", lambda: rules.scroll_to(rules.max_scroll / 2), where=where)
    meter.watch(app, "rules: scroll", lambda: rules.scroll_to(rules.max_scroll), where=where)
    rest(app)
    meter.watch(app, "rules: close", app.pop, where=where)
    rest(app)
    move = to_last_move(app, scene, random.Random(3))
    scene.animator.finish()
    settle_quietly(app)
    rest(app)
    # the move that ends it (as a computer's answer arrives), its frames, the result screen and its frames
    meter.watch(app, "game: the last move, the result screen", lambda: play_quietly(scene, move), where=where,
                settle=0)
    for _ in range(600):
        if isinstance(app.scene, ResultOverlay):
            break
        meter.watch(app, "game: the last move, the result screen", settle=0, where=where)
    meter.watch(app, "game: the last move, the result screen", settle=SETTLE, where=where)
    result = app.scene
    if not isinstance(result, ResultOverlay):
        print(f"  ({where}: no result screen)")
        return
    rest(app)
    meter.watch(app, "result: replay opens", result.on_replay, where=where, settle=60)
    rest(app)
    meter.watch(app, "result: replay closes", app.pop, where=where)
    rest(app)
    on_analyse = getattr(result, "on_analyse", None)
    if on_analyse is not None:
        meter.watch(app, "result: analysis opens", on_analyse, where=where, settle=90)
        rest(app)
        meter.watch(app, "result: analysis closes", app.pop, where=where)
        rest(app)
    meter.watch(app, "result: back to the title screen", scene.back_to_menu, where=where, settle=60)
    scene = result = None       # (as when Menu is pressed: nothing but the app holds a scene)
    rest(app)
    modes_rows(app, meter, key, table, where)


def modes_rows(app, meter: Meter, key: str, table: bool, where: str) -> None:
    """Lessons, puzzles, the daily puzzle and the ladder, where the entry has them."""
    from ui.screens.menu import ladder, learn, puzzlebutton
    menu = app.scene
    if menu.learn_button is not None:
        meter.watch(app, "lessons: the list opens", lambda: learn.open_lessons(menu), where=where)
        lessons = app.scene
        rest(app)
        if lessons.lessons:
            meter.watch(app, "lessons: a lesson opens", lambda: lessons.open_lesson(0), where=where, settle=60)
            rest(app)
            meter.watch(app, "lessons: back to the list", app.pop, where=where)
            rest(app)
        meter.watch(app, "lessons: back to the title screen", app.pop, where=where)
        rest(app)
    if menu.puzzles_button is not None:
        meter.watch(app, "puzzles: the list opens", lambda: puzzlebutton.open_puzzles(menu), where=where)
        puzzles = app.scene
        rest(app)
        if puzzles.pages > 1:
            meter.watch(app, "puzzles: a page turns", lambda: puzzles.turn(1), where=where)
            rest(app)
        if puzzles.puzzles:
            meter.watch(app, "puzzles: a puzzle opens", lambda: puzzles.open_puzzle(0), where=where, settle=60)
            rest(app)
            meter.watch(app, "puzzles: back to the list", app.pop, where=where)
            rest(app)
        if puzzles.day is not None:
            meter.watch(app, "puzzles: the daily puzzle opens", puzzles.open_daily, where=where, settle=60)
            rest(app)
            meter.watch(app, "puzzles: back to the list", app.pop, where=where)
            rest(app)
        meter.watch(app, "puzzles: back to the title screen", app.pop, where=where)
        rest(app)
    if ladder.has_ladder(menu.spec) and not table:
        meter.watch(app, "ladder: a climb starts", lambda: ladder.climb(menu), where=where, settle=60)
        rest(app)
        game = app.scene
        meter.watch(app, "game: back to the title screen", game.back_to_menu, where=where, settle=60)
        rest(app)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("entries", nargs="*")
    parser.add_argument("--profile")
    args = parser.parse_args()
    global METER
    meter = METER = Meter(args.profile)
    app = App(size=SIZE, seed=1, games=GAMES)
    app.push(MenuScene())
    app.step(DT)
    app.step(DT)
    while not app.warmup.finished:   # as the program does while its title screen rests (ui/kit/warmup.py)
        piece = app.warmup.pieces[0]
        name = getattr(piece, "__qualname__", "?")
        named = [d for d in (getattr(piece, "__defaults__", None) or ()) if isinstance(d, (str, tuple))]
        meter.time_piece("title: a piece of its warm-up", app.warmup.step, where=f"{name} {named[:2]}")
    print(benchenv.header(app.display.get_size()))
    title_rows(app, meter)
    for key in args.entries or list(GAMES):
        for table in (False, True):
            game_rows(app, meter, key, table)
    saves.WRITER.flush()
    meter.report()


if __name__ == "__main__":
    main()
