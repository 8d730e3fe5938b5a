"""Benchmark of the Tumbleweed engine: prints throughput figures, asserts nothing.

Run from the repository root:  python tests/benchmarks/bench_tumbleweed_engine.py [seconds-per-figure]

Figures, for boards of side 8 and 11:
  * legal_moves() + play() pairs per second, over random games (the computer players' inner loop);
  * clone() per second, on a mid-game position;
  * random playouts per second from the opening, with the default options (game-end reminder on) and with
    the reminder off (longer games, ended only by passes or a full board).
A naive engine that rescans the board for every line of sight manages about 23 random playouts per second
on side 8; the aim is more than 5 times that.
"""
from __future__ import annotations

import random
import sys
import time

import benchenv  # noqa: E402  (beside this script)

benchenv.prepare()      # fresh settings and data folders, never the player's; headless

from engine import tumbleweed as tw  # noqa: E402

NAIVE_PLAYOUTS_SIDE_8 = 23     # random playouts a second of an engine that rescans every line of sight


def opened(size: int, rng: random.Random, **options) -> tw.State:
    """A game just past the opening: random stones, random colour choice."""
    s = tw.new_game(size=size, seed=rng.randrange(1 << 30), **options)
    while s.phase != "play":
        s.play(rng.choice(s.legal_moves()))
    return s


def bench_moves(size: int, seconds: float) -> tuple[float, float]:
    rng = random.Random(1)
    n = 0
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        s = opened(size, rng, end_reminder=False)
        games += 1
        while not s.is_over:
            s.play(rng.choice(s.legal_moves()))
            n += 1
    elapsed = time.perf_counter() - start
    return n / elapsed, n / games


def bench_clone(size: int, seconds: float) -> float:
    rng = random.Random(2)
    s = opened(size, rng)
    for _ in range(60):
        if s.is_over:
            break
        s.play(rng.choice(s.legal_moves()[:-1] or s.legal_moves()))
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(100):
            s.clone()
        n += 100
    return n / (time.perf_counter() - start)


def bench_playouts(size: int, seconds: float, **options) -> tuple[float, float]:
    rng = random.Random(3)
    starts = [opened(size, rng, **options) for _ in range(8)]
    n = plies = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        s = starts[n % len(starts)].clone()
        while not s.is_over:
            s.play(rng.choice(s.legal_moves()))
            plies += 1
        n += 1
    return n / (time.perf_counter() - start), plies / n


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    print(benchenv.header())
    print(f"Tumbleweed engine benchmark ({seconds:g} s per figure, Python {sys.version.split()[0]})")
    for size in (8, 11):
        rate, per_game = bench_moves(size, seconds)
        print(f"side {size:2}: legal_moves()+play()  {rate:9.0f} /s   (random games of {per_game:.0f} plies)")
        print(f"side {size:2}: clone()               {bench_clone(size, seconds):9.0f} /s")
        rate, plies = bench_playouts(size, seconds)
        aim = f"   aim > {5 * NAIVE_PLAYOUTS_SIDE_8:.0f} /s" if size == 8 else ""
        print(f"side {size:2}: random playouts       {rate:9.1f} /s   (default options, {plies:.0f} plies each){aim}")
        rate, plies = bench_playouts(size, seconds, end_reminder=False)
        print(f"side {size:2}: random playouts       {rate:9.1f} /s   (reminder off, {plies:.0f} plies each)")


if __name__ == "__main__":
    main()
