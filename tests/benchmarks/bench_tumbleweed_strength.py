"""Our Tumbleweed levels against an outside yardstick (issue 29): the editor's classic alpha-beta player.

Run from the repository root, e.g.
    python tests/benchmarks/bench_tumbleweed_strength.py --level medium --depth 2 --games 20
    python tests/benchmarks/bench_tumbleweed_strength.py --level hard --depth 3 --sizes 8 --games 10 --jobs 2
    python tests/benchmarks/bench_tumbleweed_strength.py --editor-seconds-report --sizes 6,8

The opponent (tests/benchmarks/tumbleweed_editor.py) is written apart from our player: negamax alpha-beta to a
fixed depth (2, 3 or 4 plies) on the score difference, with capture quiescence and a 20-move beam. Prints nothing
but figures, asserts nothing.

For each board size (--sizes, default 6 and 8) it plays --games games (rounded up to even): every seed once with
our level as the host (it places the two stones, the editor takes its pick of the colours) and once as the guest
(the editor places them, our level picks), one seed after the other from --seed. It prints our level's points (a
draw counts half) out of the games, the rate with its Wilson 95% interval, the goal beside it (medium vs depth 2:
90%, hard vs depth 3: 90%, expert vs depth 4: 60%; "met" when the whole interval is at or above it, "missed" when
it is all below, else "not settled yet"), the mean and worst think time a move of both players, the mean game length,
the points by seat and by colour, and one line for every game we lost: our seat and colour, whether we chose the
colour or were given it, the final score, the ply (counted from the first placement) after which the score
difference stayed against us to the end, and the passes of each side. --save-losses DIR writes each lost game's
moves (str(move), one a line, with the ply, the player and the score difference after it as a comment) into DIR.

Our level thinks as in the app (engine.ai.choose_move with the level's own time) unless --seconds gives its deadline;
the searches stop at their node budgets, so a busy machine changes the think times more than the moves. --jobs runs
games in parallel processes (the machine has 2 cores; keep it at 1 while anything else is measured).

--editor-seconds-report plays no match: it times the editor alone at depths 2, 3 and 4 on each size, on the
positions of --games editor-against-editor games (depth 2), and prints the mean and worst seconds a move.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

import benchenv  # noqa: E402  (beside this script)

benchenv.prepare()      # fresh settings and data folders, never the player's; headless

from engine import ai  # noqa: E402
from engine import tumbleweed as tw  # noqa: E402
from engine.ai.search import DEADLINE_SHARE, THINK_SECONDS  # noqa: E402
from engine.ai.strength import wilson  # noqa: E402

import tumbleweed_editor as editor  # noqa: E402  (beside this script)

# The goals of issue 29: our level against the editor at a depth, the share of points to reach.
GOALS = {("medium", 2): 0.90, ("hard", 3): 0.90, ("expert", 4): 0.60}
OURS, EDITOR = "ours", "editor"


def play_game(size: int, level: str, depth: int, seed: int, our_seat: int, seconds: float | None) -> dict:
    """One game; our level on `our_seat` (0: the host, who places the stones; 1: the guest, who picks the colour).
    Returns what the report needs: the result, think times, the moves and the score difference after each."""
    state = tw.new_game(seed=seed, size=size)
    editor_rng = random.Random(seed * 7919 + our_seat)
    thinks = {OURS: [], EDITOR: []}
    moves = []              # (ply, who, colour or '', str(move), our score difference after it or None)
    first_placement = None
    passes = {OURS: 0, EDITOR: 0}
    ply = 0
    while not state.is_over:
        who = OURS if state.current_player == our_seat else EDITOR
        colour = state.colour_to_move or ""
        start = time.perf_counter()
        if who == OURS:
            move = ai.choose_move(state, level, seed=seed * 1000 + ply, seconds=seconds)
        else:
            move = editor.choose(state, depth, editor_rng)
        thinks[who].append(time.perf_counter() - start)
        playing = state.phase == "play"
        if playing and first_placement is None:
            first_placement = ply
        if move == tw.PASS:
            passes[who] += 1
        state.play(move)
        diff = None
        if playing:
            ours = state.colour_index(our_seat)
            diff = editor.score_difference(state, ours)
        moves.append((ply, who, colour, str(move), diff))
        ply += 1
    scores = state.scores()
    ours, theirs = scores[our_seat], scores[1 - our_seat]
    return {"size": size, "seed": seed, "seat": our_seat, "colour": state.colour_of(our_seat),
            "points": 1.0 if ours > theirs else 0.5 if ours == theirs else 0.0, "score": (ours, theirs),
            "thinks": thinks, "moves": moves, "first_placement": first_placement or 0, "passes": passes,
            "ending": state.end_reason}


def _star(args):
    return play_game(*args)


def turned_for_good(game: dict) -> int | None:
    """The ply (0 = the first placement) after which our score difference stayed below zero to the end; None if
    it ended at zero or above."""
    diffs = [(ply, d) for ply, _, _, _, d in game["moves"] if d is not None]
    if not diffs or diffs[-1][1] >= 0:
        return None
    turn = diffs[0][0]
    for ply, d in diffs:
        if d >= 0:
            turn = ply + 1
    return turn - game["first_placement"]


def plies(game: dict) -> int:
    return len(game["moves"]) - game["first_placement"]


def goal_line(level: str, depth: int, points: float, n: int) -> str:
    low, high = wilson(points, n)
    goal = GOALS.get((level, depth))
    if goal is None:
        return "no goal for this pair (the goals: " + ", ".join(
            f"{lv} vs depth {d} >= {g:.0%}" for (lv, d), g in GOALS.items()) + ")"
    verdict = "met" if low >= goal else "missed" if high < goal else "not settled yet"
    return f"goal >= {goal:.0%} ({level} vs depth {depth}): {verdict}"


def think_line(label: str, ts: list) -> str:
    return f"{label} mean {statistics.mean(ts):.3f} s, worst {max(ts):.3f} s a move ({len(ts)} moves)" if ts \
        else f"{label}: no moves"


def save_loss(folder: str, level: str, depth: int, game: dict) -> str:
    os.makedirs(folder, exist_ok=True)
    name = f"side{game['size']}-{level}-vs-d{depth}-seed{game['seed']}-seat{game['seat']}.txt"
    path = os.path.join(folder, name)
    ours, theirs = game["score"]
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"# Tumbleweed side {game['size']}, seed {game['seed']}: our {level} (seat {game['seat']}, "
                f"{game['colour']}) lost {ours}-{theirs} to the editor at depth {depth}\n")
        f.write(f"# ended: {game['ending']}\n")
        f.write("# one move a line, as str(move) (engine.tumbleweed.parse_move reads the part before '#'); "
                "the comment: ply, player, colour, our score difference after it\n")
        for ply, who, colour, move, diff in game["moves"]:
            after = "" if diff is None else f", us-them {diff:+d}"
            f.write(f"{move:<14}# {ply} {who}{' ' + colour if colour else ''}{after}\n")
    return path


def report_size(size: int, level: str, depth: int, games: list, seconds_label: str, save: str | None) -> None:
    n = len(games)
    points = sum(g["points"] for g in games)
    low, high = wilson(points, n)
    print(f"\n## side {size}: {level} ({seconds_label}) vs the editor at depth {depth}, {n} games")
    print(f"{level} points {points:g} / {n} = {points / n:.0%}, Wilson 95% {low:.0%}-{high:.0%}; "
          f"{goal_line(level, depth, points, n)}")
    ours = [t for g in games for t in g["thinks"][OURS]]
    theirs = [t for g in games for t in g["thinks"][EDITOR]]
    print(f"think: {think_line(level, ours)}; {think_line(f'editor d{depth}', theirs)}")
    print(f"mean game length {statistics.mean(len(g['moves']) for g in games):.0f} moves "
          f"({statistics.mean(plies(g) for g in games):.0f} after the opening); "
          f"mean final score {statistics.mean(g['score'][0] for g in games):.1f} to "
          f"{statistics.mean(g['score'][1] for g in games):.1f}")
    parts = []
    for label, keep in (("as host (we place the stones, the editor picks)", lambda g: g["seat"] == 0),
                        ("as guest (we pick the colour)", lambda g: g["seat"] == 1),
                        ("as red", lambda g: g["colour"] == "red"), ("as white", lambda g: g["colour"] == "white")):
        some = [g for g in games if keep(g)]
        if some:
            parts.append(f"{label} {sum(g['points'] for g in some):g}/{len(some)}")
    print("points " + "; ".join(parts))
    lost = [g for g in games if g["points"] < 1]
    if not lost:
        print("no game lost or drawn")
        return
    print(f"games not won ({len(lost)}):")
    print("| seed | our seat | our colour | the pie | final score (us-them) | against us for good from ply | "
          "plies | passes us/editor | ended |")
    print("|---|---|---|---|---|---|---|---|---|")
    for g in sorted(lost, key=lambda g: (g["seed"], g["seat"])):
        pie = "we chose" if g["seat"] == 1 else "the editor chose"
        turn = turned_for_good(g)
        ours_, theirs_ = g["score"]
        print(f"| {g['seed']} | {g['seat']} | {g['colour']} | {pie} | {ours_}-{theirs_} ({ours_ - theirs_:+d}) | "
              f"{'-' if turn is None else turn} | {plies(g)} | {g['passes'][OURS]}/{g['passes'][EDITOR]} | "
              f"{g['ending']} |")
        if save and g["points"] < 0.5:
            save_loss(save, level, depth, g)
    if save:
        print(f"(the lost games' moves: {save})")


def run(args) -> None:
    seconds_label = (f"deadline {args.seconds:g} s" if args.seconds is not None
                     else f"its own time, deadline {THINK_SECONDS[args.level] * DEADLINE_SHARE:g} s")
    seeds = -(-args.games // 2)
    for size in args.sizes:
        jobs = [(size, args.level, args.depth, args.seed + k, seat, args.seconds)
                for k in range(seeds) for seat in (0, 1)]
        start = time.perf_counter()
        if args.jobs > 1:
            with ProcessPoolExecutor(args.jobs) as pool:
                games = list(pool.map(_star, jobs))
        else:
            games = [_star(j) for j in jobs]
        report_size(size, args.level, args.depth, games, seconds_label, args.save_losses)
        print(f"({time.perf_counter() - start:.0f} s of wall time, {benchenv.load()})", flush=True)


def editor_seconds(size: int, games: int, seed: int, every: int = 4) -> dict:
    """The editor's seconds a move at each depth, on every `every`-th position of editor games at depth 2."""
    times = {d: [] for d in (2, 3, 4)}
    for g in range(games):
        state = tw.new_game(seed=seed + g, size=size)
        rng = random.Random(seed + g)
        ply = 0
        while not state.is_over:
            if state.phase == "play" and ply % every == g % every:
                for d in times:
                    start = time.perf_counter()
                    editor.choose(state, d, random.Random(ply))
                    times[d].append(time.perf_counter() - start)
            state.play(editor.choose(state, 2, rng))
            ply += 1
    return times


def run_editor_report(args) -> None:
    games = max(1, min(args.games, 4))
    print(f"# the editor's seconds a move (every 4th position of {games} editor games at depth 2, one process)")
    print("| side | depth | mean s | worst s | positions |")
    print("|---|---|---|---|---|")
    for size in args.sizes:
        for d, ts in editor_seconds(size, games, args.seed).items():
            print(f"| {size} | {d} | {statistics.mean(ts):.3f} | {max(ts):.3f} | {len(ts)} |", flush=True)


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--level", default="medium", choices=[lv for lv in THINK_SECONDS])
    p.add_argument("--depth", type=int, default=2, choices=(2, 3, 4), help="the editor's search depth in plies")
    p.add_argument("--sizes", default="6,8", help="board sides, comma-separated (6, 8, 10, 11)")
    p.add_argument("--games", type=int, default=20, help="games a size (rounded up to even: both seats a seed)")
    p.add_argument("--jobs", type=int, default=1, help="games in parallel (the machine has 2 cores)")
    p.add_argument("--seed", type=int, default=1, help="the first seed")
    p.add_argument("--seconds", type=float, default=None, help="our level's deadline a move (default: its own)")
    p.add_argument("--save-losses", metavar="DIR", help="write each lost game's moves into DIR")
    p.add_argument("--editor-seconds-report", action="store_true",
                   help="time the editor alone at depths 2-4 on each size, and stop")
    args = p.parse_args(argv)
    try:
        args.sizes = [int(s) for s in args.sizes.split(",")]
    except ValueError:
        p.error("--sizes takes board sides separated by commas, e.g. 6,8")
    bad = [s for s in args.sizes if s not in tw.SIZES]
    if bad:
        p.error(f"no board of side {bad[0]}: choose among {', '.join(map(str, tw.SIZES))}")
    print(f"# {benchenv.header()}")
    if args.editor_seconds_report:
        run_editor_report(args)
        return
    print(f"# Tumbleweed: our {args.level} against the editor's alpha-beta at depth {args.depth}, sides "
          f"{', '.join(map(str, args.sizes))}, seeds from {args.seed}, {args.jobs} process(es)")
    run(args)


if __name__ == "__main__":
    main()
