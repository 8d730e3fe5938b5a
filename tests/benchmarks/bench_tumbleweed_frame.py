"""Prints the median and 95th-percentile time to update and draw one Tumbleweed frame (not a test).

    python tests/benchmarks/bench_tumbleweed_frame.py [frames]      (default 600 a size)

Side-11 board (the largest), mid-game (about 150 stacks), Beginner aids on (influence tint, safe-capture
outlines, suicide previews), the pointer moving to a new legal cell every frame (a preview with its lines of
sight and a stack sprite), and a placement every 40 frames so pop / fade animations and the rebuild of the
cached state layer are part of the sample. Timed: scene.update + App.draw (board, pieces, panel, pygame-gui).
"""
import random
import statistics
import sys
import time

import benchenv  # noqa: E402  (beside this script)

benchenv.prepare()      # fresh settings and data folders, never the player's; headless

from engine.tumbleweed import Place  # noqa: E402
from games import GAMES  # noqa: E402
from ui.app import App  # noqa: E402


def measure(size, table=False, frames=600):
    app = App(size=size, seed=1, games=GAMES)
    print(benchenv.header(app.display.get_size()))
    spec = GAMES["tumbleweed"]
    scene = spec.make_scene(2, 1, {**spec.default_options(), "size": 11}, table=table, autosave=False)
    app.push(scene)
    rng = random.Random(1)
    # Random placements (no passes) to a crowded middle game.
    while len(scene.state.stacks()) < 150 and not scene.state.is_over:
        moves = [m for m in scene.state.legal_moves() if not isinstance(m, Place)] if scene.state.phase != "play" \
            else [m for m in scene.state.legal_moves() if isinstance(m, Place)]
        scene.play(rng.choice(moves))
    scene.animator.finish()
    for _ in range(10):
        app.step(1 / 60)
    times = []
    layers_before = scene.layer.builds
    for i in range(frames):
        st = scene.state
        if st.is_over:
            break
        legal = [m.cell for m in st.legal_moves() if isinstance(m, Place)]
        if i % 40 == 39 and legal:
            scene.play(Place(rng.choice(legal)))            # animations and a layer rebuild in the sample
            legal = [m.cell for m in scene.state.legal_moves() if isinstance(m, Place)]
        scene.hover = legal[i % len(legal)] if legal else None
        t = time.perf_counter()
        scene.update(1 / 60)
        app.draw(app.window)
        times.append((time.perf_counter() - t) * 1000)
    times.sort()
    return (statistics.median(times), times[int(len(times) * 0.95)], scene.board_cache.builds,
            scene.layer.builds - layers_before, len(times))


if __name__ == "__main__":
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    for size, table in (((1280, 720), False), ((1920, 1080), False), ((1920, 1080), True)):
        med, p95, builds, layers, n = measure(size, table, frames)
        print(f"Tumbleweed side-11 frame {size[0]}x{size[1]}{' at a table' if table else ''}: median {med:.2f} ms, 95th percentile {p95:.2f} ms "
              f"over {n} frames (static board built {builds}x, state layer rebuilt {layers}x)")
