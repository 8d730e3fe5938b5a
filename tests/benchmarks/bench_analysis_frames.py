"""Prints the analysis viewer's frame times while the worker analyses a game (not a test: it asserts nothing).

    python tests/benchmarks/bench_analysis_frames.py [--seconds 20] [--size 1920x1080]

A 100-ply Tumbleweed game (side 8, played by the easy level from a fixed seed) opened in the analysis viewer,
in its own fresh settings and data folders; the app steps real frames at 60 Hz (App.step with the wall-clock dt)
while the worker answers a position at a time, the pointer moving over the board every frame (a hover), and a
step forward every second. Prints the frame CPU and wall times (median, p99, max), how many positions were
analysed, the first point's time, the window size, the driver, the load average and the date.
Goals (issues 12, 24, 28): p99 <= 8 ms a frame, no frame over 16.7 ms; the graph's first points within 2 s.
"""
import argparse
import random
import statistics
import time

import benchenv  # noqa: E402  (beside this script)

benchenv.prepare()      # fresh settings and data folders, never the player's; headless

import pygame  # noqa: E402

from engine import ai  # noqa: E402
from games import GAMES  # noqa: E402
from ui.app import App  # noqa: E402
from ui.play.analysismode import analysis_scene  # noqa: E402
from ui.play.replay import Line  # noqa: E402
from ui.play.thinker import THINKER  # noqa: E402

WARM_UP = 5


def game_line(plies: int = 100):
    spec = GAMES["tumbleweed"]
    options = dict(spec.default_options(), size=8)
    state = spec.new_game(2, 11, options)
    positions, moves, movers = [state.clone()], [], []
    rng = random.Random(11)
    while len(moves) < plies and not state.is_over:
        move = ai.choose_move(state, "easy", seed=rng.randrange(1 << 30))
        movers.append(state.current_player)
        state.play(move)
        moves.append(move)
        positions.append(state.clone())
    return Line(spec, 2, 11, options, None, positions, moves, movers)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=20.0)
    p.add_argument("--size", default="1920x1080")
    args = p.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    line = game_line()
    app = App(size=size, seed=1, games=GAMES)
    app.home()
    viewer = analysis_scene(line, 0)
    app.push(viewer)
    started = time.perf_counter()
    first = None
    cpu, wall, last, tick = [], [], time.perf_counter(), 0
    board = viewer.board_rect
    while time.perf_counter() - started < args.seconds:
        now = time.perf_counter()
        dt, last = now - last, now
        tick += 1
        x = board.left + (tick * 7) % max(1, board.width)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, board.centery), rel=(1, 0),
                                             buttons=(0, 0, 0), touch=False))
        if tick % 60 == 0:
            viewer.mode.forward()
        c0, w0 = time.process_time(), time.perf_counter()
        app.step(min(dt, 0.1))
        cpu.append((time.process_time() - c0) * 1000)
        wall.append((time.perf_counter() - w0) * 1000)
        if first is None and viewer.mode.run.count() >= 1:
            first = time.perf_counter() - started
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - w0)))
    done = viewer.mode.run.count()
    viewer.mode.leave_viewer()
    THINKER.shutdown()

    def figures(name, values):
        values = sorted(values[WARM_UP:])
        p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
        print(f"  {name}: median {statistics.median(values):.2f} ms, p99 {p99:.2f} ms (goal <= 8), "
              f"max {values[-1]:.2f} ms (goal <= 16.7), {len(values)} frames")
    print(benchenv.header(app.display.get_size()))
    print("analysis viewer frames")
    figures("CPU", cpu)
    figures("wall", wall)
    print(f"  first point after {first:.2f} s (goal <= 2 s); {done} of {len(line.moves)} positions in {args.seconds:.0f} s")


if __name__ == "__main__":
    main()
