"""Benchmark of the Trickle, IceSickle and Tripitz engines, the computer players' inner loop (not a test: it
asserts nothing). Tumbleweed has its own, bench_tumbleweed_engine.py.

    python tests/benchmarks/bench_engines.py [seconds-per-figure]

For each entry: random playouts a second from a new game (the Monte Carlo players' unit of work), legal_moves()
+ play() pairs a second over random games, clone() a second on a mid-game position, and legal_moves() on every
position of 30 random games: its median, p99 and worst, each the first call on that position, in the thread's
own CPU time (the machine is shared: a wall-clock worst is mostly a wait for a core), with the garbage collector
held off during the call (a collection of garbage the benchmark made costs up to 15 ms and is no position's cost). Goal (issue 16): Tripitz
legal moves with jokers, worst position under 10 ms. The load average is printed beside the figures.
Random play in Tripitz prefers placements (as the app's random moves do): picking uniformly among every exchange
of a rack ends nearly every game after two rounds of exchanges.
"""
from __future__ import annotations

import gc
import os
import random
import statistics
import sys
import time

import benchenv  # noqa: E402  (beside this script)

benchenv.prepare()      # fresh settings and data folders, never the player's; headless

from engine import icesickle, trickle, tripitz  # noqa: E402

WORST_GOAL_MS = 10.0
CASES = [   # (label, engine, players, options)
    ("Trickle, 2 players", trickle, 2, {}),
    ("Trickle, 6 players", trickle, 6, {}),
    ("Trickle Down, 3 players", trickle, 3, {"edition": "down"}),
    ("IceSickle, 2 players, match", icesickle, 2, {}),
    ("IceSickle, solo", icesickle, 1, {}),
    ("Tripitz, 2 players", tripitz, 2, {}),
    ("Tripitz, 4 players, jokers", tripitz, 4, {"jokers": True}),
    ("Tripitz, 2 players, jokers", tripitz, 2, {"jokers": True}),
]


def pick(engine, legal: list, rng: random.Random):
    if engine is tripitz:
        placing = [m for m in legal if isinstance(m, (tripitz.Place, tripitz.JokerSwap))]
        if placing:
            return rng.choice(placing)
    return rng.choice(legal)


def playouts(engine, players, options, seconds: float) -> tuple[float, float]:
    rng = random.Random(1)
    n = plies = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        s = engine.new_game(players, rng.randrange(1 << 30), **options)
        while not s.is_over:
            s.play(pick(engine, s.legal_moves(), rng))
            plies += 1
        n += 1
    elapsed = time.perf_counter() - start
    return n / elapsed, plies / max(1, n)


def moves_rate(engine, players, options, seconds: float) -> float:
    rng = random.Random(2)
    n = 0
    start = time.perf_counter()
    s = engine.new_game(players, 5, **options)
    while time.perf_counter() - start < seconds:
        if s.is_over:
            s = engine.new_game(players, rng.randrange(1 << 30), **options)
        s.play(pick(engine, s.legal_moves(), rng))
        n += 1
    return n / (time.perf_counter() - start)


def mid_game(engine, players, options, rng):
    s = engine.new_game(players, rng.randrange(1 << 30), **options)
    history = []
    while not s.is_over:
        history.append(s.clone())
        s.play(pick(engine, s.legal_moves(), rng))
    return history[len(history) // 2]


def clone_rate(engine, players, options, seconds: float) -> float:
    s = mid_game(engine, players, options, random.Random(3))
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(50):
            s.clone()
        n += 50
    return n / (time.perf_counter() - start)


def legal_times(engine, players, options, games: int = 30) -> list[float]:
    """legal_moves() on every position of random games, timed on a fresh clone (nothing cached from play)."""
    rng = random.Random(4)
    times = []
    for _ in range(games):
        s = engine.new_game(players, rng.randrange(1 << 30), **options)
        while not s.is_over:
            probe = s.clone()
            gc.disable()      # a collection of the benchmark's own garbage is no cost of this position
            t = time.thread_time()
            legal = probe.legal_moves()
            times.append((time.thread_time() - t) * 1000)
            gc.enable()
            s.play(pick(engine, legal, rng))
    return times


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    print(benchenv.header())
    print(f"Engine benchmark ({seconds:g} s per figure, Python {sys.version.split()[0]}); "
          f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    for label, engine, players, options in CASES:
        rate, plies = playouts(engine, players, options, seconds)
        legal = legal_times(engine, players, options)
        print(f"{label}:")
        print(f"  random playouts          {rate:9.1f} /s   ({plies:.0f} plies each)")
        print(f"  legal_moves()+play()     {moves_rate(engine, players, options, seconds):9.0f} /s")
        print(f"  clone()                  {clone_rate(engine, players, options, seconds):9.0f} /s   (mid-game)")
        worst = max(legal)
        goal = f"   goal < {WORST_GOAL_MS:g} ms  {'ok' if worst < WORST_GOAL_MS else 'OVER'}" \
            if engine is tripitz and options.get("jokers") else ""
        p99 = sorted(legal)[int(len(legal) * 0.99)]
        print(f"  legal_moves()            median {statistics.median(legal) * 1000:7.0f} µs, p99 {p99:6.2f} ms, "
              f"worst {worst:6.2f} ms over {len(legal)} positions (CPU time){goal}")
    print(f"at the end: {benchenv.load()}")


if __name__ == "__main__":
    main()
