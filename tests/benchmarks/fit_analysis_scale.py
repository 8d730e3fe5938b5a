"""Fit the analysis's chance scales (engine/ai/analysis.py, chance_of_score) on computer games.

    python tests/benchmarks/fit_analysis_scale.py [--games N] [--every K]

Plays seeded games between computer levels (a mix, so that positions are uneven and mistakes happen), and at
every K-th position records the value the analysis gives the seat to move (Tumbleweed: the analysis search's
score in cells, side 6 and 8; Trickle, two players: the estimate's lead in points) and whether that seat won.
The scale s of the logistic curve 1 / (1 + exp(-value / s)) that best predicts the winners (maximum likelihood
over a grid; draws left out) is printed with the log loss and the share of positions whose favourite won.
The figures go into docs/AI.md ("Analysis") and the scales into each player module's CHANCE_SCALE.
"""
from __future__ import annotations

import argparse
import math
import time

import benchenv  # noqa: E402  (beside this script)

benchenv.prepare()      # fresh settings and data folders, never the player's; headless

from engine import trickle as T  # noqa: E402
from engine import tumbleweed as tw  # noqa: E402
from engine.ai import choose_move, search  # noqa: E402
from engine.ai import trickle as trickle_ai  # noqa: E402
from engine.ai import tumbleweed as tw_ai  # noqa: E402
from engine import tripitz as TP  # noqa: E402
from engine.ai import tripitz as tripitz_ai  # noqa: E402

PAIRS = (("medium", "easy"), ("easy", "medium"), ("medium", "medium"))


def fit(samples: list[tuple[float, int]]) -> tuple[float, float, float]:
    """(best scale, its mean log loss, share of positions whose favourite won) for (value, won 0/1) pairs."""
    best = None
    for k in range(1, 400):
        s = 0.25 * k
        loss = 0.0
        for v, won in samples:
            p = min(1 - 1e-9, max(1e-9, 1 / (1 + math.exp(-v / s))))
            loss -= math.log(p if won else 1 - p)
        loss /= len(samples)
        if best is None or loss < best[1]:
            best = (s, loss)
    right = sum(1 for v, won in samples if (v > 0) == bool(won) and v != 0) / max(1, len(samples))
    return best[0], best[1], right


def tumbleweed_samples(size: int, games: int, every: int) -> list:
    out = []
    for g in range(games):
        levels = PAIRS[g % len(PAIRS)]
        state = tw.new_game(size=size, seed=g)
        seen = []
        ply = 0
        while not state.is_over and ply < 200:
            if state.phase == "play" and ply % every == g % every:
                _s, _best, value, _done = tw_ai.analysis_search(state, search.Deadline(5.0))
                seen.append((value, state.current_player))
            level = levels[state.current_player] if state.phase == "play" else "medium"
            state.play(choose_move(state, level, seed=1000 * g + ply, seconds=None if level == "easy" else 0.3))
            ply += 1
        winners = list(state.outcome().winners) if state.is_over else []
        if len(winners) == 1:
            out += [(v, int(seat == winners[0])) for v, seat in seen if abs(v) < search.WIN / 2]
    return out


def trickle_samples(games: int, every: int) -> list:
    out = []
    for g in range(games):
        levels = PAIRS[g % 3]
        state = T.new_game(players=2, seed=g)
        seen = []
        ply = 0
        while not state.is_over:
            if ply % every == g % every:
                seen.append((trickle_ai.margin(state, state.current_player), state.current_player))
            level = levels[state.current_player]
            state.play(choose_move(state, level, seed=1000 * g + ply, seconds=None if level == "easy" else 0.08))
            ply += 1
        winners = list(state.outcome().winners)
        if len(winners) == 1:
            out += [(v, int(seat == winners[0])) for v, seat in seen]
    return out


def tripitz_samples(games: int, every: int) -> list:
    """Tripitz, two players, easy against easy (fast, and evenly matched): the mover's lead divided by the square
    root of the pids still in play per seat, so the fitted scale is tripitz.CHANCE_PER_PID itself."""
    out = []
    for g in range(games):
        state = TP.new_game(2, seed=g)
        seen = []
        ply = 0
        while not state.is_over:
            if ply % every == g % every:
                mine = state.totals[state.current_player]
                lead = mine - max(t for i, t in enumerate(state.totals) if i != state.current_player)
                per_seat = tripitz_ai.pids_in_play(state) / state.players
                seen.append((lead / math.sqrt(max(1.0, per_seat)), state.current_player))
            state.play(choose_move(state, "easy", seed=1000 * g + ply))
            ply += 1
        winners = list(state.outcome().winners)
        if len(winners) == 1:
            out += [(v, int(seat == winners[0])) for v, seat in seen]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--every", type=int, default=6)
    parser.add_argument("--only", default="", help="only the games whose name contains this")
    args = parser.parse_args()
    print(benchenv.header(), flush=True)
    for name, make in (("tripitz 2 players (per sqrt pid per seat)",
                        lambda: tripitz_samples(4 * args.games, max(1, args.every // 2))),
                       ("tumbleweed side 6", lambda: tumbleweed_samples(6, args.games, args.every)),
                       ("tumbleweed side 8", lambda: tumbleweed_samples(8, args.games, args.every)),
                       ("trickle 2 players", lambda: trickle_samples(args.games, args.every))):
        if args.only and args.only.lower() not in name.lower():
            continue
        start = time.perf_counter()
        samples = make()
        scale, loss, right = fit(samples)
        print(f"{name}: scale {scale:.1f}  log loss {loss:.3f} (coin 0.693)  favourite won {right:.0%}  "
              f"positions {len(samples)}  ({time.perf_counter() - start:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
