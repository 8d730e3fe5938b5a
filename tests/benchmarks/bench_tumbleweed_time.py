"""How long Tumbleweed's levels think, on one core, over the positions of whole games (issue 29: each level uses
its time and stays inside its deadline, so the move the app plays is the move its budget gives, on any machine
as fast as this one). Prints figures; asserts nothing.

    python tests/benchmarks/bench_tumbleweed_time.py [--sizes 6,8,11] [--games 2] [--every 6] [--levels medium,hard,expert]

The positions are those of seeded games between two medium players (every --every-th placement from the first),
so the opening's open lines, the crowded middle and the exact end are all there. Each level searches each
position with its own budget, alone in this process (expert without its helpers) and with no deadline, and the
CPU time of every search is taken (time.process_time). Each line: the level and side, how many positions, the
mean, 90th percentile and worst CPU seconds, its deadline in the app and how many searches would have reached it,
and the microseconds a budget unit cost (engine/ai/tumbleweed.py, `node_cost`): its spread is how well the units
follow the time. Run it on a quiet machine: the figures are CPU time, but a second process on the other core
still slows this one's memory.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

import benchenv  # noqa: E402  (beside this script)

benchenv.prepare()

from engine import tumbleweed as tw  # noqa: E402
from engine.ai import search  # noqa: E402
from engine.ai import tumbleweed as player  # noqa: E402

FAR = 3600.0       # no deadline: the budget alone stops the search


def game_positions(size: int, seed: int, every: int) -> list:
    """Every `every`-th position of the placement phase of a seeded game between two medium players."""
    state, rng, out, placed = tw.new_game(size=size, seed=seed), random.Random(seed), [], 0
    while not state.is_over:
        move = player.choose(state, "medium", rng, search.Deadline(FAR))
        if state.phase == "play":
            if placed % every == 0:
                out.append(state.clone())
            placed += 1
        state.play(move)
    return out


def timed(state, level: player.Level) -> tuple[float, int]:
    """(CPU seconds, units of work) of one search with the level's budget, one process, no deadline."""
    t0 = time.process_time()
    work = player.solo_search(state, level, search.Deadline(FAR))[4]
    return time.process_time() - t0, work


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--sizes", default="6,8,11")
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--every", type=int, default=6)
    p.add_argument("--levels", default="medium,hard,expert")
    a = p.parse_args()
    print(benchenv.header())
    print("| level | side | positions | CPU s a move: mean | p90 | worst | app deadline | at or past it | "
          "us a unit (min-max) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for size in map(int, a.sizes.split(",")):
        positions = [p for seed in range(1, a.games + 1) for p in game_positions(size, seed, a.every)]
        for name in a.levels.split(","):
            level = player.LEVELS[name]
            deadline = search.THINK_SECONDS[name] * search.DEADLINE_SHARE
            runs = [timed(state, level) for state in positions]
            secs = sorted(t for t, _ in runs)
            per = [1e6 * t / w for t, w in runs if w > level.budget // 10]
            p90 = secs[min(len(secs) - 1, int(0.9 * len(secs)))]
            print(f"| {name} | {size} | {len(secs)} | {statistics.mean(secs):.2f} | {p90:.2f} | {secs[-1]:.2f} | "
                  f"{deadline:.2f} | {sum(t >= deadline for t in secs)} | "
                  f"{min(per, default=0):.2f}-{max(per, default=0):.2f} |", flush=True)


if __name__ == "__main__":
    sys.exit(main())
