"""The computer players' ladder and think times, per game. Prints figures; asserts nothing.

Run from the repository root, e.g.
    python tests/benchmarks/bench_ai.py --game tumbleweed --games 20
    python tests/benchmarks/bench_ai.py --game trickle-3 --games 12 --time-scale 0.3 --pairs medium:easy,medium:greedy

For each pair "A:B" it plays --games games, alternating which seats A holds, and prints A's win rate (a draw or
shared win counts half), the number of games, and the mean and worst think time of every level seen.
In games of 3+ seats A holds one seat (rotating) and B all the others; the fair share of a seat is printed
beside the win rate so the figure can be read (one seat against two winning 50% is strong). With --teams
(4-player set-ups) A plays a whole team, seats 0 and 2, against B on 1 and 3, then the other way round.
Cooperative Tripitz Together has no winner: it prints the mean team score of each level playing all seats.

--time-scale multiplies every level's thinking time (the searches also stop at their iteration budgets,
so a smaller scale weakens a level only where the deadline, not the budget, stops it). The figures in
docs/AI.md say which scale they were measured at.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

from engine import ai  # noqa: E402
from engine.ai.search import THINK_SECONDS  # noqa: E402

# The game set-ups the ladder is measured on: (engine module, players, options).
SETUPS = {
    "trickle": ("trickle", 2, {"edition": "classic"}),
    "trickle-3": ("trickle", 3, {"edition": "classic"}),
    "trickle-4": ("trickle", 4, {"edition": "classic"}),
    "trickle-6": ("trickle", 6, {"edition": "classic"}),
    "trickle-down": ("trickle", 3, {"edition": "down"}),
    "tumbleweed": ("tumbleweed", 2, {"size": 8}),
    "tumbleweed-6": ("tumbleweed", 2, {"size": 6}),
    "tumbleweed-11": ("tumbleweed", 2, {"size": 11}),
    "icesickle": ("icesickle", 2, {}),
    "icesickle-single": ("icesickle", 2, {"match": False}),
    "icesickle-low": ("icesickle", 2, {"scoring": "low"}),
    "icesickle-last-man": ("icesickle", 2, {"scoring": "last_man"}),
    "icesickle-remaining": ("icesickle", 2, {"scoring": "remaining"}),
    "tripitz": ("tripitz", 2, {}),
    "tripitz-4": ("tripitz", 4, {}),
    "tripitz-jokers": ("tripitz", 2, {"jokers": True}),
    "tripitz-together": ("tripitz", 3, {"cooperative": True}),
}
DEFAULT_PAIRS = "easy:greedy,medium:easy,hard:medium,expert:hard,medium:greedy,hard:greedy"


def play_one(setup: str, seat_players: tuple, seed: int, time_scale: float):
    """One game; returns (outcome winners, scores, {player: [think seconds]}, moves, team score)."""
    import importlib
    name, players, options = SETUPS[setup]
    engine = importlib.import_module(f"engine.{name}")
    state = engine.new_game(players=players, seed=seed, **options)
    thinks = defaultdict(list)
    moves = 0
    while not state.is_over:
        who = seat_players[state.current_player]
        start = time.perf_counter()
        if who == "greedy":
            move = ai.greedy_move(state, seed=seed * 1000 + moves)
        elif who == "random":
            move = random.Random(seed * 1000 + moves).choice(state.legal_moves())
        else:
            move = ai.choose_move(state, who, seed=seed * 1000 + moves, seconds=THINK_SECONDS[who] * 0.85 * time_scale)
        thinks[who].append(time.perf_counter() - start)
        state.play(move)
        moves += 1
    out = state.outcome()
    return out.winners, out.scores, dict(thinks), moves


def run_pair(setup: str, a: str, b: str, games: int, time_scale: float, jobs: int, seed0: int,
             teams: bool = False):
    name, players, options = SETUPS[setup]
    jobs_args = []
    for g in range(games):
        if teams:       # A on one team's seats (0 and 2, then 1 and 3), B on the other's
            seats = tuple(a if s % 2 == g % 2 else b for s in range(players))
            jobs_args.append((setup, seats, seed0 + g // 2, time_scale))
            continue
        seat_a = g % players
        seats = tuple(a if s == seat_a else b for s in range(players))
        jobs_args.append((setup, seats, seed0 + g // players, time_scale))   # each deal seen from every seat
    results = []
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_star, jobs_args))
    else:
        results = [_star(j) for j in jobs_args]
    points, thinks, lengths = 0.0, defaultdict(list), []
    for (setup_, seats, _, _), (winners, scores, t, moves) in zip(jobs_args, results):
        seat_a = seats.index(a) if a != b else 0
        if teams:           # a team's win is a win; both teams sharing it is half
            a_seats = {s for s, who in enumerate(seats) if who == a}
            if a_seats <= set(winners):
                points += 1.0 if len(winners) == len(a_seats) else 0.5
        elif seat_a in winners:
            points += 1.0 / len(winners)
        for who, ts in t.items():
            thinks[who].extend(ts)
        lengths.append(moves)
    return points / games, thinks, statistics.mean(lengths)


def _star(args):
    return play_one(*args)


def run_together(setup: str, levels, games: int, time_scale: float, seed0: int):
    _, players, _ = SETUPS[setup]
    rows = []
    for level in levels:
        scores, thinks = [], defaultdict(list)
        for g in range(games):
            winners, sc, t, _ = play_one(setup, (level,) * players, seed0 + g, time_scale)
            scores.append(sc[0])
            for who, ts in t.items():
                thinks[who].extend(ts)
        rows.append((level, statistics.mean(scores), thinks))
    return rows


def think_line(thinks) -> str:
    parts = []
    for who in ("greedy", "easy", "medium", "hard", "expert"):
        if thinks.get(who):
            ts = thinks[who]
            limit = f" (limit {THINK_SECONDS[who]:g} s)" if who in THINK_SECONDS else ""
            parts.append(f"{who} mean {statistics.mean(ts):.2f} s, worst {max(ts):.2f} s{limit}")
    return "; ".join(parts)


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--game", choices=sorted(SETUPS), required=True)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--pairs", default=DEFAULT_PAIRS, help="comma-separated A:B (levels, greedy or random)")
    p.add_argument("--time-scale", type=float, default=1.0)
    p.add_argument("--jobs", type=int, default=1, help="games in parallel (the machine has 2 cores)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--teams", action="store_true",
                   help="4-player team games: A on seats 0 and 2 against B on 1 and 3, then the other way round")
    args = p.parse_args(argv)
    name, players, options = SETUPS[args.game]
    print(f"# {args.game}: {name}, {players} players, options {options}, time scale {args.time_scale:g}")
    if options.get("cooperative"):
        levels = [pair.split(":")[0] for pair in args.pairs.split(",")]
        for level, mean, thinks in run_together(args.game, dict.fromkeys(levels), args.games, args.time_scale,
                                                args.seed):
            print(f"{level:>7} on every seat: mean team score {mean:.1f} over {args.games} games | {think_line(thinks)}")
        return
    if args.teams and players != 4:
        p.error("--teams needs a 4-player set-up")
    fair = 0.5 if args.teams else 1.0 / players
    print("| pair | A's win rate | games | fair share | mean moves | think times |")
    print("|---|---|---|---|---|---|")
    for pair in args.pairs.split(","):
        a, b = pair.split(":")
        start = time.perf_counter()
        rate, thinks, length = run_pair(args.game, a, b, args.games, args.time_scale, args.jobs, args.seed,
                                        teams=args.teams)
        print(f"| {a} vs {b} | {rate:.0%} | {args.games} | {fair:.0%} | {length:.0f} | {think_line(thinks)} |"
              f"  <!-- {time.perf_counter() - start:.0f} s -->", flush=True)


if __name__ == "__main__":
    main()
