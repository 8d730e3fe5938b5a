"""Prints the median and 95th-percentile time to update and draw one Trickle frame (not a test).

    python tests/benchmarks/bench_trickle_frame.py [frames]      (default 400 a size)
"""
import random
import statistics
import sys
import time

import benchenv  # noqa: E402  (beside this script)

benchenv.prepare()      # fresh settings and data folders, never the player's; headless

from games import GAMES  # noqa: E402
from ui.app import App  # noqa: E402


def measure(size, table=False, frames=400):
    app = App(size=size, seed=1, games=GAMES)
    print(benchenv.header(app.display.get_size()))
    spec = GAMES["trickle"]
    scene = spec.make_scene(6 if table else 2, 1, spec.default_options(), table=table, autosave=False)
    app.push(scene)
    scene.advance_random(12, random.Random(1))
    move = scene.state.legal_moves()[0]
    scene.picker.pick(move.src)  # highlights on, as while a player is choosing
    for _ in range(10):
        app.step(1 / 60)
    times = []
    for i in range(frames):
        if i % 60 == 0 and not scene.state.is_over:
            scene.play(scene.state.legal_moves()[0])  # keep animations running through the sample
            scene.picker.pick(scene.state.legal_moves()[0].src)
        t = time.perf_counter()
        scene.update(1 / 60)
        app.draw(app.window)
        times.append((time.perf_counter() - t) * 1000)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95)], scene.board_cache.builds


if __name__ == "__main__":
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    for size, table in (((1280, 720), False), ((1920, 1080), False), ((1920, 1080), True), ((1080, 1920), True)):
        med, p95, builds = measure(size, table, frames)
        layout = "6 seats at a table" if table else "2 seats, window"
        print(f"Trickle frame {size[0]}x{size[1]} ({layout}): median {med:.2f} ms, 95th percentile {p95:.2f} ms "
              f"(static board built {builds}x)")
