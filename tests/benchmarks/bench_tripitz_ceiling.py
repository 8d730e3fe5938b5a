"""How high luck lets Tripitz's ladder go: a *seer* against a level, in duplicate. Prints figures; asserts nothing.

    python tests/benchmarks/bench_tripitz_ceiling.py --games 40 --jobs 2 [--against hard] [--seed 1] [--sees racks]

The seer is the expert's search (engine/ai/tripitz.py; until 2026-12-07 evening a paired search, now the flat
one of medium and hard with more iterations) given what no player may see: every determinisation it searches is
the real game (the other rack, the bag's order and the generator of the coming draws), so each candidate is
judged by a greedy playout of the real future. It is no player of the app (it
cheats); it measures what knowing everything is worth against a level. Every seed is played twice with the
seats swapped (duplicates: the deal and the draws fall on both sides), as `bench_ai.py --ladder` plays the
ladder, so its rate sits beside the ladder's expert-against-hard rung: if even the seer wins little more than
60%, an honest expert cannot be asked for more (issue 29's Tripitz goal: 60% in duplicate, or a measured reason
why not). Prints the seer's points with the Wilson 95% interval, its and the level's think times, the mean
final scores and the load average.

`--sees racks` gives the seer less: the other rack as it is (the rulebook has the racks face up; the app's
players see only their own) but the bag's order and the coming draws still dealt afresh in every determinisation,
so that what the other rack is worth can be told apart from what the future draws are worth.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor

import benchenv  # noqa: E402  (beside this script)

benchenv.prepare()      # fresh settings and data folders, never the player's; headless

from engine import ai  # noqa: E402
from engine import tripitz as T  # noqa: E402
from engine.ai import strength  # noqa: E402
from engine.ai.search import THINK_SECONDS  # noqa: E402

SEER = "seer"
SLACK = 3.0             # the deadlines multiplied, as the ladder's: the searches stop at their budgets


def the_real_game(state, seat, rng):
    """What the seer imagines the hidden pids to be: what they are (a copy of the game, its generator too)."""
    return state.clone()


def the_real_racks(state, seat, rng):
    """What a seer of the racks imagines: the other racks as they are, the bag's pids in a fresh order and a
    fresh generator for the draws (what with_hidden_dealt does, but for the racks)."""
    sample = state.clone()
    sample.bag = list(state.bag)
    rng.shuffle(sample.bag)
    sample.rng = random.Random(rng.getrandbits(64))
    return sample


SIGHT = {"all": the_real_game, "racks": the_real_racks}


def seer_move(state, seed: int, seconds: float, sees: str = "all"):
    """The expert's move as if every determinisation were the real game (or, sees="racks", its racks)."""
    honest = T.with_hidden_dealt
    T.with_hidden_dealt = SIGHT[sees]
    try:
        return ai.choose_move(state, "expert", seed=seed, seconds=seconds)
    finally:
        T.with_hidden_dealt = honest


def play(seats: tuple, seed: int, sees: str = "all"):
    """One 2-player Tripitz game at the default options: (seer's points, final scores by seat, thinks)."""
    state = T.new_game(players=2, seed=seed)
    thinks = defaultdict(list)
    moves = 0
    while not state.is_over:
        who = seats[state.current_player]
        start = time.perf_counter()
        if who == SEER:
            move = seer_move(state, seed * 1000 + moves, THINK_SECONDS["expert"] * 0.85 * SLACK, sees)
        else:
            move = ai.choose_move(state, who, seed=seed * 1000 + moves, seconds=THINK_SECONDS[who] * 0.85 * SLACK)
        thinks[who].append(time.perf_counter() - start)
        state.play(move)
        moves += 1
    out = state.outcome()
    seat = seats.index(SEER)
    points = (1.0 / len(out.winners)) if seat in out.winners else 0.0
    return points, (out.scores[seat], out.scores[1 - seat]), dict(thinks)


def _star(job):
    return play(*job)


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=40, help="games (rounded up to whole seeds: two a seed)")
    p.add_argument("--against", default="hard", choices=[lv for lv in THINK_SECONDS if lv != "easy"])
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="games at a time (the same games and results, sooner)")
    p.add_argument("--sees", default="all", choices=sorted(SIGHT),
                   help="what the seer is given: all (the other rack, the bag's order, the draws) or racks")
    args = p.parse_args(argv)
    print(f"# {benchenv.header()}")
    seeds = -(-args.games // 2)
    jobs = [((SEER, args.against) if k == 0 else (args.against, SEER), args.seed + s, args.sees)
            for s in range(seeds) for k in range(2)]
    load_before = os.getloadavg()[0]
    start = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(_star, jobs))
    else:
        results = [_star(j) for j in jobs]
    points = sum(r[0] for r in results)
    games = len(results)
    low, high = strength.wilson(points, games)
    thinks = defaultdict(list)
    for _, _, t in results:
        for who, ts in t.items():
            thinks[who].extend(ts)
    load = (load_before + os.getloadavg()[0]) / 2
    think = "; ".join(f"{who} mean {statistics.mean(ts):.2f} s, worst {max(ts):.2f} s" for who, ts in thinks.items())
    print(f"# the seer sees: {args.sees}")
    print("| seer vs | points / games | rate | Wilson 95% | seer's score : level's (mean) | think | load |")
    print("|---|---|---|---|---|---|---|")
    print(f"| {args.against} | {points:g} / {games} | {points / games:.0%} | {low:.0%}-{high:.0%} | "
          f"{statistics.mean(r[1][0] for r in results):.1f} : {statistics.mean(r[1][1] for r in results):.1f} | "
          f"{think} | {load:.2f} |  <!-- seeds {args.seed}-{args.seed + seeds - 1}, "
          f"{time.perf_counter() - start:.0f} s -->", flush=True)


if __name__ == "__main__":
    main()
