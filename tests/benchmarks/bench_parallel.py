"""Tumbleweed's expert on several cores (issue 29): how much the root split gains. Prints figures; asserts nothing.

Run from the repository root, e.g.
    python tests/benchmarks/bench_parallel.py --depth-test --positions 6
    python tests/benchmarks/bench_parallel.py --games 8 --workers 2 --budget 500000

Two parts:

--depth-test: time to depth. On --positions positions of seeded games (side --size, medium against easy, a
position every few moves from the first placement on), a search to a fixed --depth with no budget limit, by a
team of 1, 2 and 4 (--teams); it prints the wall time and the placements evaluated by all members together, and
the speed-up (one process's time over the team's), the overhead (the team's placements over one process's) and
the busiest member's placements, with one process's over them: the speed-up a team would have with a free core
for each member, if the same member is the busiest at every depth (the depths wait for their slowest share).
Wall times of a team larger than the machine's cores mean nothing (they share the cores): the line says so.

Otherwise, strength: a team of --workers processes against one process, both with the same budget a process
(--budget; default the expert's), seats alternated on each seed (each seed twice); the stones and the pie choice
are the expert's own. The searches stop at their
budgets, never at the deadline (it is set far away), so the moves are those the team would play on a machine
with a core for each member, whatever this machine has: only the wall time depends on it. It prints the team's
points with the Wilson 95% interval, the mean depth each side completed and the mean seconds a move.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

import benchenv  # noqa: E402  (beside this script)

benchenv.prepare()      # fresh settings and data folders, never the player's; headless

from engine import ai  # noqa: E402
from engine import tumbleweed as tw  # noqa: E402
from engine.ai import helpers, search  # noqa: E402
from engine.ai import tumbleweed as player  # noqa: E402
from engine.ai.strength import wilson  # noqa: E402

FAR = 3600.0     # seconds: a deadline that never stops a search here


def positions(size: int, count: int, seed: int) -> list:
    """Positions of seeded medium-against-easy games, every 6th ply from the first placement."""
    out, g = [], 0
    while len(out) < count:
        s = tw.new_game(seed=seed + g, size=size)
        ply = 0
        while not s.is_over and len(out) < count:
            level = "medium" if s.current_player == g % 2 else "easy"
            s.play(ai.choose_move(s, level, seed=seed + g * 1000 + ply))
            if s.phase == "play" and ply % 6 == 5:
                out.append(s.clone())
            ply += 1
        g += 1
    return out


def depth_test(size: int, count: int, depth: int, teams: list[int], seed: int) -> None:
    level = player.Level(budget=1 << 60, beam=player.LEVELS["expert"].beam, max_depth=depth, parallel=True)
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    print(f"## time to depth {depth}, side {size}, {count} positions, expert's beam {level.beam}")
    print("| team | wall s (total) | placements (total) | speed-up | overhead | busiest member | same best value |")
    print("|---|---|---|---|---|---|---|")
    ps = positions(size, count, seed)
    base = None
    for n in teams:
        helpers.use_workers(n)
        wall, work, busiest, values = 0.0, 0, 0, []
        for p in ps:
            t0 = time.perf_counter()
            _move, value, done, _ranked, works = player.split_search(
                p, level, level.budget, search.Deadline(FAR), player.DEFAULT, helpers.team(n))
            spent = sum(works)
            busiest += max(works)
            wall += time.perf_counter() - t0
            work += spent
            values.append(round(value, 6))
        if base is None:
            base = (wall, work, values)
        note = "" if n <= cores else f" (more members than the {cores} cores: the wall time is shared)"
        same = sum(a == b for a, b in zip(values, base[2]))
        print(f"| {n} | {wall:.2f} | {work} | {base[0] / wall:.2f}x{note} | {work / base[1]:.2f}x | "
              f"{busiest} ({base[1] / busiest:.2f}x) | {same}/{len(values)} |", flush=True)
    helpers.use_workers(None)
    helpers.close_all()


def strength_games(size: int, games: int, workers: int, budget: int, seed: int) -> None:
    expert = player.LEVELS["expert"]
    team_level = player.Level(budget=budget, beam=expert.beam, setup_refine=expert.setup_refine, parallel=True)
    alone = player.Level(budget=budget, beam=expert.beam, setup_refine=expert.setup_refine)
    print(f"## a team of {workers} against one process, side {size}, {budget} placements a process a move")
    points, depths, secs = 0.0, {"team": [], "alone": []}, {"team": [], "alone": []}
    n = games + games % 2
    for g in range(n):
        s = tw.new_game(seed=seed + g // 2, size=size)
        team_seat = g % 2
        ply = 0
        while not s.is_over:
            who = "team" if s.current_player == team_seat else "alone"
            lv = team_level if who == "team" else alone
            helpers.use_workers(workers if who == "team" else 1)
            t0 = time.perf_counter()
            if s.phase == "play":
                move, _v, done, _r = player.search_move(s, lv, search.Deadline(FAR))
                depths[who].append(done)
            else:
                move = _setup_move(s, seed + g * 1000 + ply)
            secs[who].append(time.perf_counter() - t0)
            s.play(move)
            ply += 1
        out = s.outcome()
        if team_seat in out.winners:
            points += 1.0 / len(out.winners)
        print(f"game {g + 1}: team on seat {team_seat}, winners {list(out.winners)}, scores {list(out.scores)}",
              flush=True)
    helpers.use_workers(None)
    helpers.close_all()
    low, high = wilson(points, n)
    print(f"team of {workers}: {points:g} / {n} = {points / n:.0%}, Wilson 95% {low:.0%}-{high:.0%}")
    for who in ("team", "alone"):
        print(f"{who}: mean depth {statistics.mean(depths[who]):.2f}, mean {statistics.mean(secs[who]):.2f} s a "
              f"move (wall, this machine)")


def _setup_move(s, seed: int):
    """The opening and the pie choice as the expert makes them (its own budget; the team's size as set)."""
    import random
    return player.choose(s.clone(), "expert", random.Random(seed), search.Deadline(FAR))


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--depth-test", action="store_true", help="time to a fixed depth for teams of 1, 2, 4")
    p.add_argument("--positions", type=int, default=6)
    p.add_argument("--depth", type=int, default=5)
    p.add_argument("--teams", default="1,2,4")
    p.add_argument("--size", type=int, default=8)
    p.add_argument("--games", type=int, default=8)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--budget", type=int, default=player.LEVELS["expert"].budget)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    print(benchenv.header())
    if args.depth_test:
        depth_test(args.size, args.positions, args.depth, [int(t) for t in args.teams.split(",")], args.seed)
    else:
        strength_games(args.size, args.games, args.workers, args.budget, args.seed)
    print(f"# {benchenv.load()}")


if __name__ == "__main__":
    main()
