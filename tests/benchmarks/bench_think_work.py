"""Prints the work of the frames while a computer thinks, the same frames in every run (not a test: it asserts
nothing). bench_frames.py measures them with the worker really thinking beside them, on the wall clock: their CPU
time then depends as much on the machine's load as on the code (the worker and other programs empty the caches
the frame's Python runs from; the same code measured 0.4-0.8 ms at load 6-11). Here the worker is replaced by a
stand-in that answers a random legal move (worked out between frames, outside the timing) THINK_FRAMES frames
after it is asked, and the App steps at a fixed 1/60 s, the mouse gliding in every frame as in bench_frames.py:
the same frames, drawn the same way, in every run and on every checkout, so two versions of the code compare
within a few hundredths of a millisecond (their figures are the code's own work, caches warm: far below what
bench_frames.py prints, never a figure for the goal).

    python tests/benchmarks/bench_think_work.py [frames-per-run] [entry,entry...]

Each line: an entry and layout, the median and worst CPU time of its frames while a computer thinks, how many.
"""
import importlib
import os
import random
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchenv  # noqa: E402

benchenv.prepare()

import bench_frames  # noqa: E402
from games import GAMES  # noqa: E402
from ui.app import App  # noqa: E402
from ui.screens.menu import MenuScene  # noqa: E402
from ui.play import boardscene, computer, computerturns, thinker  # noqa: E402

THINK_FRAMES = 45      # a computer's answer comes this many frames after it is asked (0.75 s, about 'medium')


class StandIn:
    """The worker's part of ui/play/thinker.Thinker, answering at once, a fixed number of frames later."""

    def __init__(self, seed: int = 5):
        self.asked: dict = {}       # rid -> [Request, frames left]
        self.count = 0
        self.rng = random.Random(seed)
        self.start_costs: list = []

    def warm(self) -> None:
        pass

    def ask(self, engine, data, level, seed=None, seconds=None, played=None) -> int:
        self.count += 1
        self.asked[self.count] = [thinker.Request(self.count, engine, data, level, seed, seconds, played), THINK_FRAMES]
        return self.count

    def answer_due(self) -> None:
        """Between frames: the answers due within the next frames (a random legal move, as notation)."""
        for req, left in self.asked.values():
            if left <= 3 and req.answer is None:
                module = importlib.import_module(req.engine if "." in req.engine else f"engine.{req.engine}")
                req.answer = str(self.rng.choice(list(module.from_dict(req.data).legal_moves())))

    def poll(self) -> None:
        for entry in self.asked.values():
            entry[1] -= 1
            if entry[1] <= 0 and entry[0].answer is not None:
                entry[0].done = True

    def request(self, rid):
        entry = self.asked.get(rid)
        return entry[0] if entry else None

    def forget(self, rid) -> None:
        self.asked.pop(rid, None)

    cancel = forget

    def shutdown(self, wait: float = 1.0) -> None:
        pass


def main() -> None:
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    only = sys.argv[2].split(",") if len(sys.argv) > 2 else None
    stand_in = StandIn()
    for module in (thinker, computerturns, computer, boardscene):    # (every name the scenes reach the worker by)
        module.THINKER = stand_in
    app = App(size=bench_frames.SIZE, seed=1, games=GAMES)
    app.push(MenuScene())
    app.step(bench_frames.DT)
    while app.warmup.step():
        pass
    print(benchenv.header(app.display.get_size()))
    print(f"Frames while a computer thinks, the worker a stand-in answering after {THINK_FRAMES} frames, {frames} "
          f"frames a run at a fixed 1/60 s, the mouse moving: CPU ms (the code's work, caches warm)")
    every = []
    for key, players in bench_frames.ENTRIES[:len(GAMES)]:
        if only and key not in only:
            continue
        for table in (False, True):
            stand_in.rng = random.Random(5)
            scene = bench_frames.new_game(app, key, players, table, 3, controllers=["medium"] * players)
            out = bench_frames.Frames()
            for i in range(frames):
                if app.scene is not scene or scene.state.is_over:
                    break
                stand_in.answer_due()
                thinking = scene.computer_to_move() and not scene.animator.busy
                played = len(scene.match.history)
                cpu = bench_frames.timed_step(app, bench_frames.DT, out, i)
                if thinking and len(scene.match.history) == played:
                    out.thinking.append(cpu)
            every += out.thinking
            print(f"  {key} {players}p {'table' if table else 'window':6}  median {statistics.median(out.thinking):.3f}"
                  f"  worst {max(out.thinking):.2f}  ({len(out.thinking)} frames, {len(scene.match.history)} moves)")
    print(f"  all: median {statistics.median(every):.3f}  ({benchenv.load()})")


if __name__ == "__main__":
    main()
