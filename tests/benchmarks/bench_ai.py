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
`--ladder all` is the entries' ladders, the ones the title screen words. Every rung is printed beside its goal
(issue 29: 70%, Tripitz 60% in duplicate; `goal_of`) and whether it is met: "met" only when the whole interval is
above the goal. A rung of 3+ seats (one seat of A against B on the others) is held to the goal one against one:
the share of B's seats A finished ahead of (`ahead_of_each`, written as "pairwise"), so that a step means the same
at every count; A's wins are printed beside it with a seat's fair share. `--more` adds the games to the rungs
already in the file, played on the seeds after theirs (a long rung measured in pieces, each piece kept as soon as
it is done); only while the levels have not changed since.

The variant ladders (issue 29): `--ladder variants` measures every other set-up the menu offers, made from the
menu's entries (games/__init__.py), whose player counts and options are the engines' declarations (INFO), not
typed here: for each entry every player count it offers, at its default options (trickle-3, trickle-4,
trickle-6, icesickle-3, tripitz-5, tripitz-together-4, ...), and each option value other than its default, one
at a time, at the entry's default player count (trickle+jump_off_board, trickle+bead_scores=centre,
icesickle+scoring=low, icesickle+match=off, tumbleweed-8+capture_delay, tripitz+jokers, ...; an option offered
only at other counts is measured at the first count that offers it, "<entry>-<count>+<option>"). Tripitz
Together at its defaults is a variant too (tripitz-together): the app has no ladder for a cooperative entry.
An option added to an engine is thus measured without anyone adding it here (tests/test_bench_variants.py
checks that every declared count and value is covered, but for what is left out below). `--list` prints every
key with its set-up; keys can be mixed (`--ladder all,variants`, `--ladder trickle-3,tripitz+jokers`). The
rungs go into the same file under their keys, written as the entries' are (the fields below added for teams and
Together; the app reads only the entries' keys). How a pair plays:
  - 2 seats: one against one, each seed from both seats;
  - 3+ seats: one seat of the higher level against the lower level on every other seat (as Trickle Down), each
    seed from every seat ("opponents" in the file: the seats the lower level held; a seat's fair share 1/seats);
  - 4-player Trickle (teams, as the engine declares them: State.teams): a team of the higher level against a
    team of the lower, each seed from both teams (written with "teams": true; the fair share is 50%);
  - Tripitz Together (cooperative, no winner): each seed is played once by a team of each level on every seat,
    as --game does; the file holds each level's mean team score ("score", "below_score") and, so that the rung
    reads like every other, "wins" / "games" counting the deals on which the higher level's team scored more
    (a tie half) out of the deals played ("cooperative": true, "opponents": 0).

Left out of the variants, because they do not change what the computer must do (LEFT_OUT_*):
  - 1 player (IceSickle's solo puzzle): no opponent, nothing to measure a level against; with it the options
    offered only there (IceSickle's solo goal and solo set-up);
  - Tumbleweed's aid_level: what the board shows a person (influence, captures, heights); no player reads it;
  - Trickle Down's symbols: which picture each company wears;
  - Trickle's ply_limit (the stalling limit, 150, 300 turns or off): no player reads it; it only ends a game in
    which no bead has reached the outer ring for that many turns in a row, and a whole game between the levels
    lasts about 100-120 turns (2 to 4 seats, medium against easy);
  - Tumbleweed's board size: not a variant, each size already is an entry's ladder (tumbleweed-6, -8, -10, -11).

--time-scale multiplies every level's thinking time (the searches also stop at their iteration budgets,
so a smaller scale weakens a level only where the deadline, not the budget, stops it). The figures in
docs/AI.md say which scale they were measured at.
"""
from __future__ import annotations

import argparse
import importlib
import json
import os
import random
import statistics
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor

try:
    import fcntl            # the data file's lock (write_rung); without it (Windows) two runs at once may race
except ImportError:
    fcntl = None

import benchenv  # noqa: E402  (beside this script)

benchenv.prepare()      # fresh settings and data folders, never the player's; headless

import games  # noqa: E402  (the menu's entries: their counts and options are the engines' INFO)
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

# What the variant ladders leave out (see the docstring), each with its reason; tests/test_bench_variants.py
# holds the list to every count and option the engines declare.
LEFT_OUT_PLAYERS = {1: "the solo puzzle: no opponent to measure a level against"}
LEFT_OUT_OPTIONS = {
    "aid_level": "what the board shows a person; no player reads it",
    "symbols": "which picture each company wears",
    "ply_limit": "no player reads it; it only ends a game stalled for 150 or 300 turns, and a whole game "
                 "between the levels lasts about 100-120",
}
SPLIT_BY = strength.SPLIT_BY        # an option whose every value is an entry's ladder already (Tumbleweed's size)


def option_word(option, value) -> str:
    """A value as a key writes it: "jokers" (on), "match=off", "scoring=low"."""
    if value is True:
        return option.key
    if value is False:
        return f"{option.key}=off"
    return f"{option.key}={value}"


def variant_ladders() -> dict:
    """{key: (engine, players, options)}: every set-up of the menu that is not an entry's ladder (see the
    docstring), made from the entries (games.GAMES) and their engines' declarations."""
    ladders = {}
    for entry, spec in games.GAMES.items():
        if not spec.levels:
            continue
        split = SPLIT_BY.get(entry)
        base_options = dict(spec.fixed_options)
        if split:
            base_options[split] = spec.default_options()[split]
        base = strength.ladder_key(entry, base_options)
        counts = [n for n in spec.players if n not in LEFT_OUT_PLAYERS]
        if base not in LADDERS and spec.default_players in counts:
            ladders[base] = (spec.engine, spec.default_players, base_options)
        for players in counts:
            if players != spec.default_players:
                ladders[f"{base}-{players}"] = (spec.engine, players, base_options)
        for option in spec.options:
            if option.key in LEFT_OUT_OPTIONS or option.key == split:
                continue
            where = [n for n in counts if option.applies_to(n)]
            if not where:               # (offered only where nothing is measured: IceSickle's solo goal)
                continue
            players = spec.default_players if spec.default_players in where else where[0]
            prefix = base if players == spec.default_players else f"{base}-{players}"
            for value in option.choices:
                if value != option.default:
                    ladders[f"{prefix}+{option_word(option, value)}"] = \
                        (spec.engine, players, {**base_options, option.key: value})
    return ladders


VARIANTS = variant_ladders()
EVERY_LADDER = {**LADDERS, **VARIANTS}
SETUPS.update({key: setup for key, setup in EVERY_LADDER.items() if key not in SETUPS})
LADDER_PAIRS = "medium:easy,hard:medium,expert:hard"
DEFAULT_PAIRS = "easy:greedy,medium:easy,hard:medium,expert:hard,medium:greedy,hard:greedy"


def play_one(setup: str, seat_players: tuple, seed: int, time_scale: float):
    """One game; returns (outcome winners, scores, {player: [think seconds]}, moves, ranking: groups of seats,
    best first)."""
    name, players, options = SETUPS[setup] if isinstance(setup, str) else setup
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
    return out.winners, out.scores, dict(thinks), moves, out.ranking


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
    for (setup_, seats, _, _), (winners, scores, t, moves, _ranking) in zip(jobs_args, results):
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


def seatings(setup, a: str, b: str) -> list[tuple]:
    """The seat arrangements every seed of a rung is played in (duplicates): A on each seat in turn against B
    on every other; with teams (State.teams: 4-player Trickle) A on each team against B on the other; in
    cooperative play (no winner) a team of A on every seat, then a team of B."""
    name, players, options = setup
    if options.get("cooperative"):
        return [(a,) * players, (b,) * players]
    teams = teams_of(setup)
    if teams:
        return [tuple(a if s in team else b for s in range(players)) for team in teams]
    return [tuple(a if s == seat_a else b for s in range(players)) for seat_a in range(players)]


def teams_of(setup) -> tuple:
    """The teams the engine makes of the set-up's seats (State.teams), () when every seat plays for itself."""
    name, players, options = setup
    state = importlib.import_module(f"engine.{name}").new_game(players=players, seed=0, **options)
    return tuple(getattr(state, "teams", ()) or ())


def kind_of(setup) -> str:
    """How a rung of the set-up plays, in words (--list)."""
    name, players, options = setup
    if options.get("cooperative"):
        return f"together: each level on all {players} seats, its mean team score"
    if teams_of(setup):
        return "a team of A against a team of B"
    return "A against B" if players == 2 else f"one seat of A against {players - 1} of B"


def run_rung(setup, a: str, b: str, games: int, slack: float, seed0: int, jobs: int = 1) -> dict:
    """A against B on a ladder's set-up (engine, players, options): every seed in every seating (`seatings`),
    `jobs` games at a time (the same games and results whatever `jobs` is: the searches stop at their budgets,
    the seeds fix the rest). Returns A's "points" out of "games", "thinks" {level: [think seconds]}, the mean
    "length" in moves, "opponents" (the seats B held against A) and the "extra" fields the record adds for
    teams or cooperative play."""
    _, players, options = setup
    arrangements = seatings(setup, a, b)
    together = bool(options.get("cooperative"))
    teams = not together and bool(teams_of(setup))
    points, pairwise, thinks, lengths, team_scores = 0.0, 0.0, defaultdict(list), [], {}
    jobs_args = [(setup, arrangements[g % len(arrangements)], seed0 + g // len(arrangements), slack)
                 for g in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_star, jobs_args))
    else:
        results = [_star(j) for j in jobs_args]
    for (_, seats, seed, _), (winners, scores, t, moves, ranking) in zip(jobs_args, results):
        if together:
            team_scores.setdefault(seed, {})[seats[0]] = scores[0]
        elif teams:         # a team's win is a win; both teams sharing it is half
            a_seats = {s for s, who in enumerate(seats) if who == a}
            if a_seats <= set(winners):
                points += 1.0 if len(winners) == len(a_seats) else 0.5
        else:
            if seats.index(a) in winners:
                points += 1.0 / len(winners)
            pairwise += ahead_of_each(seats.index(a), ranking)
        for who, ts in t.items():
            thinks[who].extend(ts)
        lengths.append(moves)
    rung = {"points": points, "games": games, "thinks": thinks, "length": statistics.mean(lengths),
            "opponents": players - 1, "extra": {}}
    if together:        # the deals both teams played: A's team scoring more is a point, the same score half
        deals = [s for s in team_scores.values() if a in s and b in s]
        rung.update(points=sum(1.0 if s[a] > s[b] else 0.5 if s[a] == s[b] else 0.0 for s in deals),
                    games=len(deals), opponents=0)
        rung["extra"] = {"cooperative": True, "played": games,
                         "score": round(statistics.mean(s[a] for s in deals), 1),
                         "below_score": round(statistics.mean(s[b] for s in deals), 1)}
    elif teams:
        rung["opponents"] = players // 2
        rung["extra"] = {"teams": True}
    elif players > 2:
        rung["extra"] = {"pairwise": round(pairwise, 3)}
    return rung


def ahead_of_each(seat: int, ranking) -> float:
    """The share of the other seats that `seat` finished ahead of (level with one: a half), 0..1: a game of 3+
    seats taken apart into one-against-one results, so that a step between levels means the same at any count
    (one seat against two winning 40% of games is strong; finishing ahead of 70% of them is the 2-seat goal)."""
    group_of = {s: g for g, group in enumerate(ranking) for s in group}
    others = [s for s in group_of if s != seat]
    if not others:
        return 0.5
    mine = group_of[seat]
    return sum(1.0 if mine < group_of[s] else 0.5 if mine == group_of[s] else 0.0 for s in others) / len(others)


# The goal of every step (issue 29): the level above wins at least 70% of its games against the one below; in
# Tripitz (Domino or Together), where the draw decides much, 60% in duplicate. With 3+ seats the goal is held to
# the one-against-one share (`ahead_of_each`), the win rate shown beside it against its fair share.
STEP_GOAL = 0.70
STEP_GOAL_BY_ENGINE = {"tripitz": 0.60}


def goal_of(setup) -> float:
    return STEP_GOAL_BY_ENGINE.get(setup[0], STEP_GOAL)


def verdict(low: float, rate: float, goal: float) -> str:
    """"met" when the whole Wilson interval is above the goal, "met by the rate" when only the rate is, else
    "not met"."""
    return "met" if low >= goal else "met by the rate" if rate >= goal else "not met"


def write_rung(path: str, ladder: str, record: dict) -> None:
    """Put one measured rung into the data file, keeping every other rung (written whole, then renamed; under a
    lock on the file's folder, so that two runs measuring different ladders at once keep each other's rungs and
    no lock file is left beside the package's data)."""
    if fcntl is None:
        _write_rung(path, ladder, record)
        return
    folder = os.open(os.path.dirname(os.path.abspath(path)), os.O_RDONLY)
    try:
        fcntl.flock(folder, fcntl.LOCK_EX)
        _write_rung(path, ladder, record)
    finally:
        os.close(folder)                                 # (closing it lets go of the lock)


def _write_rung(path: str, ladder: str, record: dict) -> None:
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


def run_ladder(keys, pairs: str, games: int, slack: float, seed0: int, out: str, jobs: int = 1,
               more: bool = False) -> None:
    """Measure each ladder's pairs and write each rung into `out` when it is done; with `more`, a rung already in
    the file gets these games added, played on the seeds after the ones it holds (`merged`)."""
    print(f"# the ladder, deadline slack x{slack:g} (the searches stop at their budgets)"
          + ("; games added to the rungs in the file" if more else ""))
    print("| ladder | pair | A's points / games | rate | Wilson 95% | goal | opponents | mean moves | think times "
          "| load |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for key in keys:
        setup = EVERY_LADDER[key]
        for pair in pairs.split(","):
            spec = pair.split(":")
            a, b = spec[0], spec[1]
            n = int(spec[2]) if len(spec) > 2 else games      # "expert:hard:6": fewer games where one costs minutes
            seats = len(seatings(setup, a, b))
            n = -(-n // seats) * seats                       # every seed from every seat (every team, both levels)
            before = read_rung(out, key, a) if more else None
            if before is not None and before.get("below") != b:
                before = None                                # another pair: measured anew
            first = seed0 if before is None else seeds_of(before, seats)[1] + 1
            load_before = os.getloadavg()[0]
            start = time.perf_counter()
            rung = run_rung(setup, a, b, n, slack, first, jobs)
            points, n, thinks, extra = rung["points"], rung["games"], rung["thinks"], rung["extra"]
            load = round((load_before + os.getloadavg()[0]) / 2, 2)
            low, high = strength.wilson(points, n)
            think = {who: round(statistics.mean(ts), 3) for who, ts in thinks.items()}
            record = {"level": a, "below": b, "wins": points, "games": n, "opponents": rung["opponents"],
                      **extra, "rate": round(points / n, 3) if n else 0.0, "low": round(low, 3),
                      "high": round(high, 3), "date": time.strftime("%Y-%m-%d"), "load": load, "think": think,
                      "seconds": round(time.perf_counter() - start), "seeds": [first, first + n // seats - 1]}
            if before is not None:
                record = merged(before, record)
                points, n = record["wins"], record["games"]
                low, high = record["low"], record["high"]
            held, held_n = judged(record)
            held_low, _ = strength.wilson(held, held_n)
            goal = goal_of(setup)
            print(f"| {key} | {versus(a, record)} | {held:.3g} / {held_n} | {held / held_n:.0%} | "
                  f"{held_low:.0%}-{strength.wilson(held, held_n)[1]:.0%} | {goal:.0%}: "
                  f"{verdict(held_low, held / held_n, goal)} | {rung['opponents']} | {rung['length']:.0f} | "
                  f"{think_line(thinks)} | {load:.2f} |  <!-- {time.perf_counter() - start:.0f} s -->", flush=True)
            write_rung(out, key, record)


def read_rung(path: str, ladder: str, level: str) -> dict | None:
    """The rung of `level` on `ladder` in the data file, or None."""
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f).get("ladders", {}).get(ladder, {}).get(level)
    except (OSError, ValueError):
        return None


def seeds_of(r: dict, seats: int) -> list[int]:
    """[first, last] seed a rung was played on; a rung written before seeds were kept was played from seed 1,
    every seed in each of its `seats` seatings."""
    return r.get("seeds") or [1, r["games"] // seats]


def merged(before: dict, after: dict) -> dict:
    """One rung of two measurements of the same pair on consecutive seeds: points and games added, the interval
    of the sum, think times and load weighted by games, the later date. Only sound while the levels have not
    changed between the two (the caller's care: `--more` is for adding games to today's rung)."""
    games = before["games"] + after["games"]
    wins = before["wins"] + after["wins"]
    low, high = strength.wilson(wins, games)

    def weighted(x, y):
        return round((x * before["games"] + y * after["games"]) / games, 3)

    record = {**after, "wins": wins, "games": games, "rate": round(wins / games, 3), "low": round(low, 3),
              "high": round(high, 3), "load": weighted(before.get("load", after["load"]), after["load"]),
              "think": {who: weighted(before.get("think", {}).get(who, sec), sec)
                        for who, sec in after["think"].items()},
              "seconds": before.get("seconds", 0) + after["seconds"],
              "seeds": [before["seeds"][0] if "seeds" in before else 1, after["seeds"][1]]}
    if "pairwise" in before and "pairwise" in after:
        record["pairwise"] = round(before["pairwise"] + after["pairwise"], 3)
    else:                                                # the earlier games have no one-against-one count
        record.pop("pairwise", None)
    return record


def versus(level: str, r: dict) -> str:
    """A rung's pair in words: "medium vs easy", "(x2)" where the level below held two seats, "(teams)", or
    for cooperative play the two levels' mean team scores (wins/games there: the deals A's team scored more)."""
    vs = f"{level} vs {r['below']}"
    if "pairwise" in r:
        return (f"{vs} (x{r['opponents']}; one against one, won {r['wins']:.3g} / {r['games']} games, "
                f"fair share {1 / (r['opponents'] + 1):.0%})")
    if r.get("cooperative"):
        return f"{vs} (together: mean team score {r['score']:g} vs {r['below_score']:g}; points: deals scored higher)"
    if r.get("teams"):
        return f"{vs} (team vs team)"
    return vs + (f" (x{r['opponents']})" if r.get("opponents", 1) > 1 else "")


def judged(r: dict) -> tuple[float, int]:
    """The points and games a rung's goal is held to: one against one with 3+ seats (`ahead_of_each`, where the
    rung has it), else its wins."""
    return (r["pairwise"], r["games"]) if "pairwise" in r else (r["wins"], r["games"])


def show_ladder(path: str) -> None:
    """The data file as the table docs/AI.md holds: every rung measured, with its games, interval, goal and
    whether the goal is met, load and date; the entries' ladders first, then the variants, then any other key
    the file holds. A rung of 3+ seats measured before the one-against-one count was kept has no verdict."""
    with open(path, encoding="utf-8") as f:
        ladders = json.load(f).get("ladders", {})
    print("| ladder | level vs the one below | points / games | rate | Wilson 95% | goal | think (mean s a move) "
          "| load | date |")
    print("|---|---|---|---|---|---|---|---|---|")
    for key in [*LADDERS, *VARIANTS, *(k for k in ladders if k not in EVERY_LADDER)]:
        goal = goal_of(EVERY_LADDER[key]) if key in EVERY_LADDER else STEP_GOAL
        for level, r in ladders.get(key, {}).items():
            think = ", ".join(f"{who} {sec:.2f}" for who, sec in r.get("think", {}).items())
            points, games = judged(r)
            low, high = strength.wilson(points, games)
            if r.get("opponents", 1) > 1 and "pairwise" not in r and not r.get("teams"):
                said = "no one-against-one count"
            else:
                said = verdict(low, points / games, goal)
            print(f"| {key} | {versus(level, r)} | {points:.3g} / {games} | {points / games:.0%} | "
                  f"{low:.0%}-{high:.0%} | {goal:.0%}: {said} | {think} | {r['load']:.1f} | {r['date']} |")


def list_ladders() -> None:
    """Every ladder --ladder knows, with its set-up: the entries' (all), then the variants (variants)."""
    for group, table in (("all", LADDERS), ("variants", VARIANTS)):
        print(f"# {group}: {len(table)} ladders")
        for key, setup in table.items():
            name, players, options = setup
            shown = ", ".join(f"{k}={v}" for k, v in options.items()) or "defaults"
            print(f"{key:<34} {name}, {players} players, {shown}; {kind_of(setup)}")


def _star(args):
    return play_one(*args)


def run_together(setup: str, levels, games: int, time_scale: float, seed0: int):
    _, players, _ = SETUPS[setup]
    rows = []
    for level in levels:
        scores, thinks = [], defaultdict(list)
        for g in range(games):
            winners, sc, t, _, _ = play_one(setup, (level,) * players, seed0 + g, time_scale)
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
    p.add_argument("--ladder", help=f"comma-separated ladders to measure: all (the entries': {', '.join(LADDERS)}), "
                                    f"variants (the {len(VARIANTS)} others the menu offers: see --list), or keys")
    p.add_argument("--list", action="store_true", help="print every ladder's key with its set-up, and stop")
    p.add_argument("--slack", type=float, default=3.0, help="--ladder: multiplies every level's deadline")
    p.add_argument("--show", action="store_true", help="print the ladder's data file (--out) as a table, and stop")
    p.add_argument("--out", default=strength.PATH, help="--ladder: the data file the rungs are written into")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--pairs", default=DEFAULT_PAIRS, help="comma-separated A:B (levels, greedy or random)")
    p.add_argument("--time-scale", type=float, default=1.0)
    p.add_argument("--jobs", type=int, default=1, help="games in parallel (the machine has 2 cores); with "
                                                         "--ladder the same games and results, sooner")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--more", action="store_true",
                   help="--ladder: add the games to each rung already in the file, on the seeds after its own "
                        "(the levels must not have changed since)")
    p.add_argument("--teams", action="store_true",
                   help="4-player team games: A on seats 0 and 2 against B on 1 and 3, then the other way round")
    args = p.parse_args(argv)
    print(f"# {benchenv.header()}")
    if args.show:
        show_ladder(args.out)
        return
    if args.list:
        list_ladders()
        return
    if args.ladder:
        groups = {"all": list(LADDERS), "variants": list(VARIANTS)}
        keys = list(dict.fromkeys(k for word in args.ladder.split(",") for k in groups.get(word, [word])))
        unknown = [k for k in keys if k not in EVERY_LADDER]
        if unknown:
            p.error(f"unknown ladder {', '.join(unknown)}: choose among all, variants, {', '.join(EVERY_LADDER)}")
        pairs = LADDER_PAIRS if args.pairs == DEFAULT_PAIRS else args.pairs
        run_ladder(keys, pairs, args.games, args.slack, args.seed, args.out, args.jobs, args.more)
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
