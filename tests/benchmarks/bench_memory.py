"""Prints the peak resident size of the app over a run that visits every entry a person can reach (not a test:
it asserts nothing). Goal (issue 28): the peak (VmHWM) at most 150 MB, not only the reading after.

    python tests/benchmarks/bench_memory.py [--where] [--analysis SECONDS] [--demo SECONDS]
    xvfb-run -a python tests/benchmarks/bench_memory.py --display      under an X server

Fresh settings and data folders (benchenv.prepare), SDL's dummy drivers unless --display and an X display. The
real App at 1920x1080, its title screen's warm-up done first as the program does while the title screen rests,
then one person's long visit:
  * every entry (each game at its usual player count, plus Trickle for 6 and Tripitz for 6), in window and in
    table layout: started from the title screen with that entry chosen, its rules page opened, played to its end
    with random legal moves (frames stepped between moves, so animations, panels and caches are made as in play),
    its result screen; in window layout also the replay (playing itself), a review of a position and the
    analysis of the finished game with its two pictures (a PNG of a position, the game as a GIF); then back to
    the title screen for a second;
  * a lesson and a puzzle of every entry that has them (from its lessons and puzzles screens), the daily puzzle,
    a ladder game started from the title screen's ladder row;
  * Settings, the language switched through every language and back, the recent games;
  * the attract mode's demos, one after the other (computers playing at 60 Hz on the wall clock);
  * back to the title screen.
Each action is a person's tap (the App's idle timers count from it), so the title screen's attract mode starts only
where the visit asks for it.
The peak is read after every step (VmHWM from /proc/self/status: the most this process ever had resident) and
the resident size (VmRSS) after each entry; the peak while the pictures are made is read apart (and printed
beside the rest), the kernel's peak set back before and after them. The computer players and the analysis run in a worker process, the pictures
in a process of their own; their memory is theirs and is not counted (their peaks are printed apart). --where: the steps in which the peak rose by
half a megabyte or more, with the entry and the scene on top (where to look).
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchenv  # noqa: E402

benchenv.prepare(display="--display" in sys.argv)

import random  # noqa: E402

from games import GAMES  # noqa: E402
from ui.storage import saves  # noqa: E402
from ui.app import App  # noqa: E402
from ui.screens.menu import MenuScene  # noqa: E402
from ui.kit.overlays import ResultOverlay  # noqa: E402

GOAL_MB = 150
SIZE = (1920, 1080)
DT = 1 / 60
ENTRIES = [(key, spec.default_players) for key, spec in GAMES.items()] + [("trickle", 6), ("tripitz", 6)]


def argument(name: str, default: float) -> float:
    return float(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else default


def status_mb(field: str, pid: str = "self") -> float:
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


class Watch:
    """Steps the App and reads the peak after every step: where it rose, and the workers' peaks apart."""

    def __init__(self, app, where: bool):
        self.app, self.where = app, where
        self.peak = status_mb("VmHWM")
        self.entry = "start"
        self.rises: list = []      # (MB risen, peak after, entry, scene on top)
        self.worker_peak = 0.0
        self.maker_peak = 0.0      # the picture maker process's own (ui/play/picturejobs.py), apart as the worker's
        self.apart = None          # while pictures are made: the peak of that part, kept apart (see pictures())
        self.pictures_peak = 0.0

    def step(self, frames: int = 1, dt: float = DT) -> None:
        for _ in range(frames):
            self.app.step(dt)
            self.read()

    def read(self) -> None:
        peak = status_mb("VmHWM")
        if self.apart is not None:
            self.pictures_peak = max(self.pictures_peak, peak)
            return
        if peak - self.peak >= 0.5:
            self.rises.append((peak - self.peak, peak, self.entry, type(self.app.scene).__name__))
        self.peak = max(self.peak, peak)

    def pictures(self, start: bool) -> None:
        """The app's peak while the pictures are made (in a process of their own, whose peak is printed apart) is
        read apart: the kernel's peak is set back to the resident size now (/proc/self/clear_refs) before and after
        it."""
        self.read()
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        self.apart = True if start else None

    def workers(self) -> None:
        from ui.play.thinker import THINKER
        for pid in THINKER.pids():
            self.worker_peak = max(self.worker_peak, status_mb("VmHWM", str(pid)) or 0.0)

    def report(self, label: str) -> None:
        self.read()
        self.workers()
        print(f"  {label:44} resident {status_mb('VmRSS'):6.1f} MB   peak so far {self.peak:6.1f} MB"
              + (f" (making pictures: {self.pictures_peak:.1f})" if self.pictures_peak else ""), flush=True)


def touch(app) -> None:
    """A person's tap (the App's idle timers count from it): without any, the title screen's attract mode began
    after 90 s of the run and its demo game stayed under every game started after it, as no person's could."""
    app.last_input = app.time


def play(scene, move) -> None:
    touch(scene.app)
    scene.moving_for_computer = True      # (plays every seat, as its taps would)
    try:
        scene.play(move)
    finally:
        scene.moving_for_computer = False


def to_the_end(watch, scene, rng) -> None:
    app = watch.app
    while not scene.state.is_over:
        play(scene, scene.random_move(scene.state.legal_moves(), rng))
        for _ in range(4):
            watch.step()
            if app.scene is not scene and not isinstance(app.scene, ResultOverlay):
                app.pop()     # a between-games panel (IceSickle's match): carry on
    for _ in range(300):
        watch.step()
        if isinstance(app.scene, ResultOverlay):
            break
    watch.step(30)


def back_to_result(watch, result) -> None:
    app = watch.app
    while app.scene is not result and result in app.scenes:
        app.pop()
    watch.step(3)


def analyse(watch, scene, seconds: float) -> None:
    """The finished game's analysis, stepped at 60 Hz on the wall clock while the worker analyses (at most
    `seconds`), its graph filling in."""
    from ui.play import review
    review.open_analysis(scene)
    mode = watch.app.scene.mode
    end = time.monotonic() + seconds
    while mode.run.busy and time.monotonic() < end:
        t = time.monotonic()
        watch.step()
        time.sleep(max(0.0, DT - (time.monotonic() - t)))
    watch.step(10)
    from ui.play import picturejobs
    watch.pictures(start=True)
    for kind in ("png", "gif"):           # its pictures: the position shown, and the whole game as an animation
        job = mode.picture_job = picturejobs.start(kind, mode.line, mode.at, table=mode.scene.table)
        for _ in range(3000):
            t = time.monotonic()
            watch.step()
            if mode.picture_job is None:
                break
            time.sleep(max(0.0, DT - (time.monotonic() - t)))
        watch.maker_peak = max(watch.maker_peak, job.peak_mb or 0.0)
    watch.step(40)                        # (what the writer held is handed back half a second after: memory.py)
    watch.pictures(start=False)
    mode.leave_viewer()


def visit_entry(watch, key: str, players: int, table: bool, analysis_seconds: float) -> None:
    from ui.play import review
    app, spec = watch.app, GAMES[key]
    app.reset_to(MenuScene(selected=key))
    touch(app)
    watch.step(5)
    scene = spec.make_scene(players, 9, spec.default_options(), table=table)
    app.push(scene)
    watch.step(20)
    scene.show_rules()
    watch.step(20)
    app.pop()
    to_the_end(watch, scene, random.Random(9))
    result = app.scene
    if not table and isinstance(result, ResultOverlay):
        touch(app)
        review.open_replay(scene)
        watch.step(240)               # the replay plays itself
        back_to_result(watch, result)
        touch(app)
        review.open_review(scene, len(scene.match.history) // 2)
        watch.step(30)
        back_to_result(watch, result)
        touch(app)
        analyse(watch, scene, analysis_seconds)
        back_to_result(watch, result)
    touch(app)
    scene.back_to_menu()
    del scene, result        # (as when Menu is pressed: nothing but the app holds a scene)
    watch.step(60)           # a second on the title screen (a left game's memory is handed back after half of it)


def lessons_and_puzzles(watch) -> None:
    from ui.play.lessondata import has_lessons
    from ui.play.puzzledata import has_puzzles
    app = watch.app
    for key, spec in GAMES.items():
        if has_lessons(spec):
            app.reset_to(MenuScene(selected=key))
            app.open("lessons", spec=spec)
            watch.step(10)
            touch(app)
            app.scene.open_lesson(0)
            watch.step(120)
            app.reset_to(MenuScene(selected=key))
            watch.step(60)
            watch.report(f"lesson of {key}")
        if has_puzzles(spec):
            app.reset_to(MenuScene(selected=key))
            app.open("puzzles", spec=spec)
            watch.step(10)
            touch(app)
            app.scene.open_next()
            watch.step(120)
            app.reset_to(MenuScene(selected=key))
            watch.step(60)
            watch.report(f"puzzle of {key}")
    app.reset_to(MenuScene())
    app.open("puzzles", entry=next(key for key, spec in GAMES.items() if has_puzzles(spec)))
    watch.step(10)
    touch(app)
    app.scene.open_daily()
    watch.step(120)
    app.reset_to(MenuScene())
    watch.step(60)
    watch.report("the daily puzzle")


def ladder(watch) -> None:
    from ui.screens.menu import ladder as rungs
    app = watch.app
    key = next(key for key, spec in GAMES.items() if rungs.has_ladder(spec))
    menu = MenuScene(selected=key)
    app.reset_to(menu)
    watch.step(10)
    touch(app)
    rungs.climb(menu)
    watch.step(180)            # the computer's first thoughts in the worker
    app.scene.back_to_menu()
    watch.step(60)
    watch.report(f"ladder game of {key}")


def settings_and_languages(watch) -> None:
    from ui.base import lang
    app = watch.app
    app.reset_to(MenuScene())
    watch.step(5)
    touch(app)
    app.open("settings")
    watch.step(20)
    first = lang.current()
    for _ in lang.LANGUAGES:       # round every language, back to the first
        app.scene.tap_language()
        watch.step(10)
    app.pop()
    watch.step(30)
    watch.report("settings, every language")
    touch(app)
    app.open("recent")
    watch.step(30)
    app.pop()
    watch.step(30)
    watch.report("recent games")


def demos(watch, seconds: float) -> None:
    """Every demo of the attract mode for `seconds`, at 60 Hz on the wall clock (the computers think in the
    worker)."""
    from ui.screens.attract import demo_entries, end_attract, start_attract
    app = watch.app
    app.reset_to(MenuScene())
    watch.step(5)
    start_attract(app)
    for _ in demo_entries(app):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            t = time.monotonic()
            watch.step(1, DT)
            time.sleep(max(0.0, DT - (time.monotonic() - t)))
        app.scene.mode.next(app)
        watch.step(3)
    end_attract(app)
    watch.step(60)
    watch.report("attract mode, every demo")


def main() -> None:
    analysis_seconds = argument("--analysis", 3.0)
    demo_seconds = argument("--demo", 3.0)
    app = App(size=SIZE, seed=1, games=GAMES)
    watch = Watch(app, "--where" in sys.argv)
    app.push(MenuScene())
    watch.step()
    while app.warmup.step():     # as the program does while its title screen rests (ui/kit/warmup.py)
        watch.read()
    print("Peak resident size (VmHWM) over a visit of every entry; " + benchenv.header(app.display.get_size()))
    print(f"goal: peak <= {GOAL_MB} MB (this process; the worker process that plays the computers and analyses "
          f"is apart); analysis {analysis_seconds:g} s per game, each demo {demo_seconds:g} s")
    watch.report("title screen (warmed up)")
    for key, players in ENTRIES:
        for table in (False, True):
            watch.entry = f"{key} {players}p {'table' if table else 'window'}"
            visit_entry(watch, key, players, table, analysis_seconds)
            watch.report(watch.entry + (" + replay, review, analysis" if not table else ""))
    watch.entry = "lessons and puzzles"
    lessons_and_puzzles(watch)
    watch.entry = "ladder"
    ladder(watch)
    watch.entry = "settings"
    settings_and_languages(watch)
    watch.entry = "attract"
    demos(watch, demo_seconds)
    watch.entry = "title screen"
    app.reset_to(MenuScene())
    watch.step(60)
    watch.report("back to the title screen")
    saves.WRITER.flush()
    from ui.play.thinker import THINKER
    watch.workers()
    THINKER.shutdown()
    rss = status_mb("VmRSS")
    every = max(watch.peak, watch.pictures_peak)
    print(f"peak over the run: {every:.1f} MB   goal <= {GOAL_MB} MB  {'ok' if every <= GOAL_MB else 'OVER'}"
          f"   (without the pictures: {watch.peak:.1f} MB  {'ok' if watch.peak <= GOAL_MB else 'OVER'}; while "
          f"they were made: {watch.pictures_peak:.1f} MB; resident at the end {rss:.1f} MB; the worker process's "
          f"own peak {watch.worker_peak:.1f} MB and the picture maker's {watch.maker_peak:.1f} MB, not counted)   "
          f"{benchenv.load()}")
    if watch.where:
        print("where the peak rose (>= 0.5 MB in one step): MB, peak after, entry, scene on top")
        for rise, peak, entry, scene in watch.rises:
            print(f"  +{rise:5.1f}  {peak:6.1f}  {entry:34} {scene}")


if __name__ == "__main__":
    main()
