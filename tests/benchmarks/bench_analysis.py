"""The analysis engine's figures (issue 24): how long a whole game takes, and whether planted mistakes are found.

    python tests/benchmarks/bench_analysis.py [--games N] [--part a|b|ab]

(a) Worker-like: a 100-ply Tumbleweed game at side 8 and a 60-move Tripitz game (4 players), both played by
    computer levels from a seed, analysed position after position by ONE worker process (a process pool of
    one, each position sent as to_dict() and answered by analyse_notation, as the app's worker does): the total
    (goal <= 60 s each) and the time until the first 3 points arrive, the worker's start included (goal <= 2 s).
(b) Planted mistakes: in N computer-vs-computer games per game, one seat plays a deliberately bad move at a
    known ply (a random one among the worst third of its legal moves by a one-ply look); the game is played on
    for PLAYED_ON plies and every position analysed. Printed per game: how often the planted ply is the game's
    largest drop, and how often it is marked at all (goal: most games, > 50%).

Timing is printed, never asserted. Run it under `nice -n 10` on a shared machine.
"""
from __future__ import annotations

import argparse
import concurrent.futures
import json
import random
import time

import benchenv  # noqa: E402  (beside this script)

benchenv.prepare()      # fresh settings and data folders, never the player's; headless

from engine import icesickle as ic  # noqa: E402
from engine import trickle as T  # noqa: E402
from engine import tripitz as TP  # noqa: E402
from engine import tumbleweed as tw  # noqa: E402
from engine.ai import analyse_notation, choose_move, engine_name  # noqa: E402
from engine.ai import analysis  # noqa: E402
from engine.ai import icesickle as ice_ai  # noqa: E402
from engine.ai import trickle as trickle_ai  # noqa: E402
from engine.ai import tripitz as tripitz_ai  # noqa: E402
from engine.ai import tumbleweed as tw_ai  # noqa: E402
from engine.ai.analysis import judge  # noqa: E402

PLAYED_ON = 16     # plies played after the planted mistake (and analysed)


# ---- games played by the computer -------------------------------------------------------------------------

def computer_game(start, plies: int, levels, seed: int, seconds: float | None = 0.1):
    """(positions, moves): `plies` moves by the computer levels (levels[seat]) from `start`, or fewer if the game
    ends; positions[i] is the state before moves[i]."""
    state, positions, moves = start.clone(), [], []
    while not state.is_over and len(moves) < plies:
        level = levels[state.current_player % len(levels)]
        move = choose_move(state, level, seed=seed * 1000 + len(moves), seconds=None if level == "easy" else seconds)
        positions.append(state.clone())
        moves.append(move)
        state.play(move)
    return positions, moves


def long_game(make, plies: int, levels, seconds: float | None = 0.1):
    """The first seeded computer game that lasts at least `plies` moves, cut there."""
    for seed in range(40):
        positions, moves = computer_game(make(seed), plies, levels, seed, seconds)
        if len(moves) >= plies:
            return positions, moves, seed
    raise RuntimeError("no game long enough")


# ---- (a) the worker-like run ------------------------------------------------------------------------------

def timed_analysis(engine: str, data: dict, played: str, seed: int) -> tuple[dict, float]:
    """The worker's job, with the CPU seconds it took (on a shared machine the wall time also counts waiting
    for a core)."""
    start = time.process_time()
    answer = analyse_notation(engine, data, played, seed)
    return answer, time.process_time() - start


def worker_run(name: str, positions, moves) -> None:
    engine = engine_name(positions[0])
    start = time.perf_counter()
    firsts = []
    drops = []
    cpu = 0.0
    with concurrent.futures.ProcessPoolExecutor(max_workers=1) as pool:
        for ply, (state, move) in enumerate(zip(positions, moves)):
            data = json.loads(json.dumps(state.to_dict()))
            answer, seconds = pool.submit(timed_analysis, engine, data, str(move), ply).result()
            cpu += seconds
            drops.append(max(0.0, answer["best_value"] - answer["played_value"]))
            if len(firsts) < 3:
                firsts.append(time.perf_counter() - start)
    total = time.perf_counter() - start
    marks = [judge(d) for d in drops]
    print(f"{name}: {len(moves)} positions in {total:.1f} s (goal <= 60 s), {total / len(moves):.2f} s each; "
          f"the worker's CPU {cpu:.1f} s; first 3 points after {firsts[-1]:.2f} s (goal <= 2 s; "
          f"first {firsts[0]:.2f} s, worker start included); "
          f"marks: {sum(m is not None for m in marks)} "
          f"({', '.join(f'{k} {marks.count(k)}' for k, _ in analysis.THRESHOLDS)})", flush=True)


def part_a() -> None:
    positions, moves, seed = long_game(lambda s: tw.new_game(size=8, seed=s), 100, ("medium", "hard"), 0.3)
    worker_run(f"Tumbleweed side 8 (medium vs hard, seed {seed})", positions, moves)
    positions, moves, seed = long_game(lambda s: TP.new_game(4, seed=s), 60, ("medium", "easy", "medium", "easy"))
    worker_run(f"Tripitz 4 players (medium and easy, seed {seed})", positions, moves)


# ---- (b) planted mistakes ---------------------------------------------------------------------------------

def tumbleweed_look(state, move) -> float:
    child = state.clone()
    child.play(move)
    return tw_ai.evaluate(child, state.current_player)


def trickle_look(state, move) -> float:
    child = state.clone()
    child.play(move)
    return trickle_ai.margin(child, state.current_player)


def icesickle_look(state, move) -> float:
    g = state.pips_captured_by(move) * ice_ai.gain_sign(state.scoring)
    child = state.clone()
    child.play(move)
    replies = ice_ai.jumps_of(ice_ai.encode(child.board)) if child.phase == "reaping" else []
    return g - max((r[0] * ice_ai.gain_sign(state.scoring) for r in replies), default=0)


def tripitz_look(state, move) -> float:
    return state.score_placement(move.pid, move.cell).total if isinstance(move, TP.Place) else 0.0


PLANT = "third"     # --plant: "third" a random move among the worst third by the one-ply look, "worst" the worst


def plant(state, look, rng: random.Random):
    """The planted bad move: a random one among the worst third of the legal moves by the one-ply look, or (with
    --plant worst) the worst of them, ties drawn at random."""
    moves = [m for m in state.legal_moves() if not isinstance(m, (tw.Pass, TP.Exchange, TP.SitOut))]
    scored = sorted(moves, key=lambda m: look(state, m))
    if PLANT == "worst":
        lowest = look(state, scored[0])
        return rng.choice([m for m in scored if look(state, m) == lowest])
    return rng.choice(scored[:max(1, len(scored) // 3)])


GAMES = {
    "Tumbleweed 6": dict(make=lambda s: tw.new_game(size=6, seed=s), look=tumbleweed_look, at=(12, 30),
                         ready=lambda s: s.phase == "play"),
    "Tumbleweed 8": dict(make=lambda s: tw.new_game(size=8, seed=s), look=tumbleweed_look, at=(14, 36),
                         ready=lambda s: s.phase == "play"),
    "Trickle": dict(make=lambda s: T.new_game(players=2, seed=s), look=trickle_look, at=(8, 30),
                    ready=lambda s: s.chain is None),
    "IceSickle": dict(make=lambda s: ic.new_game(players=2, seed=s), look=icesickle_look, at=(0, 4),
                      ready=lambda s: s.phase == "reaping"),
    "Tripitz": dict(make=lambda s: TP.new_game(2, seed=s), look=tripitz_look, at=(6, 30),
                    ready=lambda s: bool(tripitz_ai.placements(s, s.current_player))),
}


def planted_game(spec, seed: int):
    """(positions, moves, planted ply): medium against medium, one bad move planted at a ready ply."""
    rng = random.Random(seed)
    state = spec["make"](seed)
    low, high = spec["at"]
    target = rng.randint(low, high)
    positions, moves, planted, ready_seen = [], [], None, 0
    while not state.is_over and (planted is None or len(moves) < planted + PLAYED_ON):
        if planted is None and spec["ready"](state):
            ready_seen += 1
        if planted is None and spec["ready"](state) and ready_seen > target:
            move, planted = plant(state, spec["look"], rng), len(moves)
        else:
            move = choose_move(state, "medium", seed=seed * 1000 + len(moves), seconds=0.1)
        positions.append(state.clone())
        moves.append(move)
        state.play(move)
    return positions, moves, planted


def part_b(games: int, only: str = "") -> None:
    for name, spec in GAMES.items():
        if only and only.lower() not in name.lower():
            continue
        start = time.perf_counter()
        largest = marked = played = 0
        drops_at = []
        for g in range(games):
            positions, moves, planted = planted_game(spec, 100 + g)
            if planted is None:
                continue
            drops = [analysis.analyse(p, m, seed=ply).drop for ply, (p, m) in enumerate(zip(positions, moves))]
            played += 1
            largest += drops[planted] >= max(drops) - 1e-9
            marked += judge(drops[planted]) is not None
            drops_at.append(drops[planted])
        mean = sum(drops_at) / max(1, len(drops_at))
        print(f"{name}: planted ply the largest drop in {largest}/{played} ({largest / max(1, played):.0%}), "
              f"marked in {marked}/{played} ({marked / max(1, played):.0%}) (goal > 50%); mean drop there "
              f"{mean:.2f}  ({time.perf_counter() - start:.0f} s)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--part", default="ab")
    parser.add_argument("--only", default="", help="(b) only the games whose name contains this")
    parser.add_argument("--plant", choices=("third", "worst"), default="third",
                        help="(b) the bad move planted: random among the worst third (default), or the worst")
    args = parser.parse_args()
    global PLANT
    PLANT = args.plant
    print(benchenv.header(), flush=True)
    if "a" in args.part:
        part_a()
    if "b" in args.part:
        part_b(args.games, args.only)
    print(f"at the end: {benchenv.load()}", flush=True)


if __name__ == "__main__":
    main()
