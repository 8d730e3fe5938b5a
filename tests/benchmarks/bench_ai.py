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

--ladder KEYS measures the app's ladder (engine/ai/strength.py): for each ladder (an entry with its default
options; Tumbleweed per board size: tumbleweed-6, -8, -10, -11) the adjacent pairs given by --pairs (default
medium:easy,hard:medium,expert:hard), every seed played with the seats swapped (duplicates: the luck of a deal
falls on both sides), each rate printed with its Wilson 95% interval, the mean think times, the load average and
the date, and written into engine/ai/strength.json (--out) as soon as the pair is done, beside the pairs measured
before. The searches stop at their iteration/node budgets; --slack multiplies every level's deadline (default 3)
so that a busy machine does not cut a search short and the figures do not depend on the load.

--time-scale multiplies every level's thinking time (the searches also stop at their iteration budgets,
so a smaller scale weakens a level only where the deadline, not the budget, stops it). The figures in
docs/AI.md say which scale they were measured at.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor

import benchenv  # noqa: E402  (beside this script)

benchenv.prepare()      # fresh settings and data folders, never the player's; headless

from engine import ai  # noqa: E402
from engine.ai import strength  # noqa: E402
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
# The app's ladders (engine/ai/strength.py): each entry's default options and player count, Tumbleweed per size.
LADDERS = {
    "trickle": ("trickle", 2, {"edition": "classic"}),
    "trickle-down": ("trickle", 3, {"edition": "down"}),
    "icesickle": ("icesickle", 2, {}),
    "tripitz": ("tripitz", 2, {}),
    **{f"tumbleweed-{size}": ("tumbleweed", 2, {"size": size}) for size in (6, 8, 10, 11)},
}
SETUPS.update({key: setup for key, setup in LADDERS.items() if key not in SETUPS})
LADDER_PAIRS = "medium:easy,hard:medium,expert:hard"
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


def run_rung(setup: str, a: str, b: str, games: int, slack: float, seed0: int):
    """A against B on one ladder: every seed from each seat (duplicates), one game at a time. Returns
    (A's points, games, {level: [think seconds]}, mean moves)."""
    _, players, _ = SETUPS[setup]
    points, thinks, lengths = 0.0, defaultdict(list), []
    for g in range(games):
        seat_a = g % players
        seats = tuple(a if s == seat_a else b for s in range(players))
        winners, _, t, moves = play_one(setup, seats, seed0 + g // players, slack)
        if seat_a in winners:
            points += 1.0 / len(winners)
        for who, ts in t.items():
            thinks[who].extend(ts)
        lengths.append(moves)
    return points, games, thinks, statistics.mean(lengths)


def write_rung(path: str, ladder: str, record: dict) -> None:
    """Put one measured rung into the data file, keeping every other rung (written whole, then renamed)."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except FileNotFoundError:
        data = {}
    data.setdefault("format", strength.FORMAT)
    data.setdefault("about", "Written by tests/benchmarks/bench_ai.py --ladder; read by engine/ai/strength.py.")
    ladders = data.setdefault("ladders", {})
    ladders.setdefault(ladder, {})[record.pop("level")] = record
    data["ladders"] = {k: dict(sorted(v.items(), key=lambda kv: ai.LEVELS.index(kv[0])))
                       for k, v in sorted(ladders.items())}
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1, sort_keys=False)
        f.write("\n")
    os.replace(path + ".tmp", path)


def run_ladder(keys, pairs: str, games: int, slack: float, seed0: int, out: str) -> None:
    print(f"# the ladder, deadline slack x{slack:g} (the searches stop at their budgets)")
    print("| ladder | pair | A's points / games | rate | Wilson 95% | opponents | mean moves | think times | load |")
    print("|---|---|---|---|---|---|---|---|---|")
    for key in keys:
        _, players, _ = SETUPS[key]
        for pair in pairs.split(","):
            spec = pair.split(":")
            a, b = spec[0], spec[1]
            n = int(spec[2]) if len(spec) > 2 else games      # "expert:hard:6": fewer games where one costs minutes
            n = -(-n // players) * players                   # every seed from every seat
            load_before = os.getloadavg()[0]
            start = time.perf_counter()
            points, n, thinks, length = run_rung(key, a, b, n, slack, seed0)
            load = round((load_before + os.getloadavg()[0]) / 2, 2)
            low, high = strength.wilson(points, n)
            think = {who: round(statistics.mean(ts), 3) for who, ts in thinks.items()}
            print(f"| {key} | {a} vs {b} | {points:.3g} / {n} | {points / n:.0%} | {low:.0%}-{high:.0%} | "
                  f"{players - 1} | {length:.0f} | {think_line(thinks)} | {load:.2f} |"
                  f"  <!-- {time.perf_counter() - start:.0f} s -->", flush=True)
            write_rung(out, key, {"level": a, "below": b, "wins": points, "games": n, "opponents": players - 1,
                                  "rate": round(points / n, 3), "low": round(low, 3), "high": round(high, 3),
                                  "date": time.strftime("%Y-%m-%d"), "load": load, "think": think,
                                  "seconds": round(time.perf_counter() - start)})


def show_ladder(path: str) -> None:
    """The data file as the table docs/AI.md holds: every rung measured, with its games, interval, load and date."""
    with open(path, encoding="utf-8") as f:
        ladders = json.load(f).get("ladders", {})
    print("| ladder | level vs the one below | points / games | rate | Wilson 95% | think (mean s a move) | load | date |")
    print("|---|---|---|---|---|---|---|---|")
    for key in LADDERS:
        for level, r in ladders.get(key, {}).items():
            think = ", ".join(f"{who} {sec:.2f}" for who, sec in r.get("think", {}).items())
            vs = f"{level} vs {r['below']}" + (f" (x{r['opponents']})" if r.get("opponents", 1) > 1 else "")
            print(f"| {key} | {vs} | {r['wins']:.3g} / {r['games']} | {r['rate']:.0%} | {r['low']:.0%}-{r['high']:.0%} "
                  f"| {think} | {r['load']:.1f} | {r['date']} |")


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
    p.add_argument("--game", choices=sorted(SETUPS))
    p.add_argument("--ladder", help=f"comma-separated ladders to measure: {', '.join(LADDERS)} (or all)")
    p.add_argument("--slack", type=float, default=3.0, help="--ladder: multiplies every level's deadline")
    p.add_argument("--show", action="store_true", help="print the ladder's data file (--out) as a table, and stop")
    p.add_argument("--out", default=strength.PATH, help="--ladder: the data file the rungs are written into")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--pairs", default=DEFAULT_PAIRS, help="comma-separated A:B (levels, greedy or random)")
    p.add_argument("--time-scale", type=float, default=1.0)
    p.add_argument("--jobs", type=int, default=1, help="games in parallel (the machine has 2 cores)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--teams", action="store_true",
                   help="4-player team games: A on seats 0 and 2 against B on 1 and 3, then the other way round")
    args = p.parse_args(argv)
    print(f"# {benchenv.header()}")
    if args.show:
        show_ladder(args.out)
        return
    if args.ladder:
        keys = list(LADDERS) if args.ladder == "all" else args.ladder.split(",")
        unknown = [k for k in keys if k not in LADDERS]
        if unknown:
            p.error(f"unknown ladder {', '.join(unknown)}: choose among {', '.join(LADDERS)}")
        pairs = LADDER_PAIRS if args.pairs == DEFAULT_PAIRS else args.pairs
        run_ladder(keys, pairs, args.games, args.slack, args.seed, args.out)
        return
    if not args.game:
        p.error("give --game or --ladder")
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
