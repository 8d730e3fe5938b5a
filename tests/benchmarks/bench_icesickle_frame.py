"""Prints the median and 95th-percentile time to update and draw one IceSickle frame (not a test).

    python tests/benchmarks/bench_icesickle_frame.py [frames]      (default 400 a size)

Measured while reaping with a pyramid chosen (rings, capture marks, the path) and a jump animating every
second (the hop, captured pyramids flying to the tray, the score counting up).
"""
import random
import statistics
import sys
import time

import benchenv  # noqa: E402  (beside this script)

benchenv.prepare()      # fresh settings and data folders, never the player's; headless

from games import GAMES  # noqa: E402
from ui.app import App  # noqa: E402


def choose(scene):
    moves = scene.state.legal_moves()
    if moves:
        scene.picker.pick(moves[0].src)    # a pyramid in hand, its landings lit


def measure(size, table=False, frames=400):
    app = App(size=size, seed=1, games=GAMES)
    print(benchenv.header(app.display.get_size()))
    spec = GAMES["icesickle"]
    scene = spec.make_scene(2, 1, {"match": False, "scoring": "high"}, table=table, autosave=False)
    app.push(scene)
    scene.advance_random(15, random.Random(3))
    choose(scene)
    for _ in range(10):
        app.step(1 / 60)
    times = []
    for i in range(frames):
        if i % 60 == 0 and not scene.state.is_over and scene.state.legal_moves():
            scene.play(scene.state.legal_moves()[0])
            choose(scene)
        t = time.perf_counter()
        scene.update(1 / 60)
        app.draw(app.window)
        times.append((time.perf_counter() - t) * 1000)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95)], scene.board_cache.builds


if __name__ == "__main__":
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    for size, table in (((1280, 720), False), ((1920, 1080), False), ((800, 1000), False), ((1920, 1080), True)):
        med, p95, builds = measure(size, table, frames)
        print(f"IceSickle frame {size[0]}x{size[1]}{' at a table' if table else ''}: median {med:.2f} ms, 95th percentile {p95:.2f} ms "
              f"(static board built {builds}x)")
