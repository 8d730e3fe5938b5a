"""Prints every frame's cost from a resize or a language switch until the screen settles (not a test: it asserts
nothing). Goal (issue 28): no frame over 16.7 ms, at 60 Hz.

    python tests/benchmarks/bench_resize.py [--only NAME] [--sizes 3840x2160,...]

The real App in fresh settings and data folders (benchenv), headless unless an X display is given. Each row is a
place a player can be: every entry (the five games and Trickle Down, and Tripitz for 6) in its window and at a
table, the title screen, Settings, a lesson, a puzzle, the analysis viewer, and the pause menu turned toward a
side seat of a 6-seat Tripitz table. In each the window is resized 1920x1080 -> 3840x2160 -> 2200x1400 ->
1280x720 -> 1080x1920 -> 1920x1080; every resize is timed as a player feels it: the resize (SDL's set_mode and
the scenes laid out) and the frame that shows it, then every frame after it until the App rests (at most
MAX_FRAMES), each frame on its own. Then the language is switched on Settings five times round (each switch and
its frames), the title screen shown again in the last one, and a game started in it. Per row: the worst frame,
in the main thread's CPU time (time.thread_time) and in wall time, the number of frames until it settled, and
which frame was the worst (0: the resize's own). Last, SDL's set_mode alone at 3840x2160 (the floor under any
resize's frame: nothing of ours runs in it).
"""
import argparse
import os
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchenv  # noqa: E402

benchenv.prepare(display=True)

import pygame  # noqa: E402

from games import GAMES  # noqa: E402
from ui.app import App  # noqa: E402
from ui.base import lang  # noqa: E402
from ui.kit import memory  # noqa: E402
from ui.storage import saves  # noqa: E402

GOAL_MS = 1000 / 60
DT = 1 / 60
START = (1920, 1080)
SIZES = ((3840, 2160), (2200, 1400), (1280, 720), (1080, 1920), (1920, 1080))
MAX_FRAMES = 120          # a scene that never rests (the analysis viewer's worker) is followed this long
RESTING_STEPS = 3         # the App rested this many steps in a row (nothing drawn, nothing due): settled


def frame(app, action=None) -> tuple[float, float]:
    """One step (with `action` before it, in the same frame): its CPU and wall milliseconds."""
    c, w = time.thread_time(), time.perf_counter()
    if action is not None:
        action()
    app.step(DT)
    return (time.thread_time() - c) * 1000, (time.perf_counter() - w) * 1000


def settle(app, action) -> list:
    """`action` and its frame, then every frame until the App rests: [(cpu, wall), ...]."""
    costs = [frame(app, action)]
    resting = 0
    while resting < RESTING_STEPS and len(costs) < MAX_FRAMES:
        costs.append(frame(app))
        resting = resting + 1 if app.resting and not app.needs_draw else 0
    return costs


class Table:
    def __init__(self):
        self.worst_cpu = self.worst_wall = 0.0
        self.over = 0

    def row(self, name: str, costs: list) -> None:
        cpu = [c for c, _ in costs]
        wall = [w for _, w in costs]
        at = max(range(len(cpu)), key=cpu.__getitem__)
        over = sum(1 for c in cpu if c > GOAL_MS)
        self.over += over
        self.worst_cpu, self.worst_wall = max(self.worst_cpu, max(cpu)), max(self.worst_wall, max(wall))
        print(f"  {name:44} worst CPU {max(cpu):6.1f} ms (frame {at:2d}), wall {max(wall):6.1f} ms; "
              f"{len(costs):3d} frames, {over} over; goal every frame <= {GOAL_MS:.1f}  "
              f"{'ok' if over == 0 else 'OVER'}", flush=True)


def resizes(app, table: Table, name: str, sizes) -> None:
    """The window resized through `sizes`, from START; a row per resize."""
    for size in sizes:
        table.row(f"{name}: -> {size[0]}x{size[1]}", settle(app, lambda size=size: app.resize(size)))


def start(app, make, sizes) -> None:
    """The title screen, then the scene `make(app)` pushes, settled at START (not timed: starting is not ours).
    The collection that follows leaving the last place's game (ui/kit/memory.py, half a second later: 20-45 ms,
    bench_stalls.py's "second after") is run here, before the timing, not in a resize's frames."""
    app.resize(START)
    app.home()
    settle(app, None)
    make(app)
    for _ in range(30):
        app.step(DT)
    settle(app, None)
    for _ in range(memory.WAIT_FRAMES + 1):
        memory.trim_if_due()
    for thread in threading.enumerate():      # (and the heap handed back, a thread of its own: done before timing)
        if thread.name == "hexcade-trim":
            thread.join()


def rows(app, table: Table, only: str | None, sizes) -> None:
    from ui.play import review
    from ui.play.lessonmode import lesson_scene
    from ui.play.puzzlemode import puzzle_scene
    from ui.kit.overlays import MenuOverlay

    places = []
    for key, spec in GAMES.items():
        for players in ((spec.default_players, 6) if key == "tripitz" else (spec.default_players,)):
            for at_table in (False, True):
                label = (f"{key}{' for 6' if players != spec.default_players else ''}, "
                         f"{'table' if at_table else 'window'}")

                def make(app, spec=spec, players=players, at_table=at_table):
                    app.push(spec.make_scene(players, 5, spec.default_options(), table=at_table))
                places.append((label, make))
    places.append(("title screen", lambda app: None))
    places.append(("settings", lambda app: app.open("settings")))
    places.append(("lesson (tumbleweed 1)", lambda app: app.push(lesson_scene(GAMES["tumbleweed"], 0))))
    places.append(("puzzle (trickle 1)", lambda app: app.push(puzzle_scene(GAMES["trickle"], 0))))

    def viewer(app):
        scene = GAMES["tumbleweed"].make_scene(2, 5, dict(GAMES["tumbleweed"].default_options(), size=6))
        app.push(scene)
        import random
        scene.advance_random(20, random.Random(3))
        review.open_analysis(scene)
    places.append(("analysis viewer (tumbleweed)", viewer))

    def turned_pause(app):
        scene = GAMES["tripitz"].make_scene(6, 3, None, table=True)
        app.push(scene)
        for _ in range(10):
            app.step(DT)
        side = next(a.angle for a in scene.seat_layout.seats.values() if a.angle in (90, 270))
        app.push(MenuOverlay("Paused", scene.pause_actions()), side)
    places.append(("pause menu turned (tripitz 6, table)", turned_pause))

    for label, make in places:
        if only and only not in label:
            continue
        start(app, make, sizes)
        print(f"{label}:  [{benchenv.load()}]", flush=True)
        resizes(app, table, label, sizes)


def languages(app, table: Table) -> None:
    """Settings -> Language five times round (English, Suomi, Slovenčina, Bahasa Melayu, Deutsch, English), the
    title screen shown again in it, and a game started in it, in a window and at a table."""
    app.resize(START)
    app.home()
    settle(app, None)
    app.open("settings")
    settle(app, None)
    settings = app.scene
    print(f"language:  [{benchenv.load()}]", flush=True)
    for _ in range(5):
        before = lang.current()
        costs = settle(app, lambda: settings.choose("language"))
        after = lang.current()
        table.row(f"settings: switch {before} -> {after}", costs)
    table.row("back to the title screen in it", settle(app, app.pop))
    for key in ("tripitz", "tumbleweed"):
        spec = GAMES[key]
        for at_table in (False, True):
            table.row(f"a {key} game started in it, {'table' if at_table else 'window'}",
                      settle(app, lambda: app.push(spec.make_scene(spec.default_players, 5, spec.default_options(),
                                                                   table=at_table))))
            app.home()
            settle(app, None)


def set_mode_alone(size) -> str:
    """SDL's set_mode to `size` from START, alone (nothing of ours): the floor under a resize's frame."""
    cpu = []
    for _ in range(5):
        pygame.display.set_mode(START, pygame.RESIZABLE)
        c = time.thread_time()
        pygame.display.set_mode(size, pygame.RESIZABLE)
        cpu.append((time.thread_time() - c) * 1000)
    return f"SDL set_mode {START[0]}x{START[1]} -> {size[0]}x{size[1]} alone: CPU {min(cpu):.1f}-{max(cpu):.1f} ms"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--only", help="only the rows whose place contains this (\"language\": only the switches)")
    p.add_argument("--sizes", help="the sizes to resize through, e.g. 3840x2160,1920x1080")
    args = p.parse_args()
    sizes = SIZES if not args.sizes else tuple(tuple(int(v) for v in s.split("x")) for s in args.sizes.split(","))
    app = App(size=START, seed=1, games=GAMES)
    app.attendant.attract_after = 0     # (the attract mode would start on the idle title screen)
    app.home()
    app.step(DT)
    while app.warmup.step():    # as the program does while its title screen rests (ui/kit/warmup.py)
        pass
    print(benchenv.header(app.display.get_size()))
    print(f"Every frame from a resize or a language switch until the App rests; goal: every frame <= {GOAL_MS:.1f} ms")
    table = Table()
    if args.only != "language":
        rows(app, table, args.only, sizes)
    if not args.only or args.only == "language":
        languages(app, table)
    saves.WRITER.flush()
    print(set_mode_alone((3840, 2160)))
    print(f"worst frame: CPU {table.worst_cpu:.1f} ms, wall {table.worst_wall:.1f} ms; {table.over} frames over "
          f"{GOAL_MS:.1f} ms (goal: none: {'met' if table.over == 0 else 'NOT met'}); {benchenv.load()}")


if __name__ == "__main__":
    main()
