"""IceSickle puzzles: jumping-phase positions from computer games, and solo positions (engine/puzzles).

Two-player puzzles (a single game, highest pips wins) come from the jumping phase, where the value of a
position depends only on the board and who moves: a jump is worth the pips it captures minus what the
opponent's best answer captures, searched full width to a depth in jumps (plies) with no pruning and no
guess at the horizon (a position at depth 0 is worth 0). The pack's depth is 2 (the jump and the best
answer); the generator also solves every kept position to the end of the game (an exact alpha-beta, the
computer player's own Reaper) and keeps it only if the same jump is best there by at least one pip.

Solo puzzles (players=1) come from the solo mode: a jump is worth the best result of the solo goal still
reachable after it (fewest pyramids left, or one left on the centre or in a corner: 1 is perfect), searched
to the end (the puzzle's depth is the pyramids on the board, more jumps than can be made). Kept only when one
jump alone keeps the perfect result reachable.

Themes, from what the answer does: 'richest_jump' (the answer is the single biggest capture and the best),
'leave_nothing' (a smaller or equal capture that leaves the opponent less), 'solo' (a solo goal).
Difficulty: two-player, by the jumps to choose from (1: up to 6, 2: up to 14, 3: more), one harder for
'leave_nothing' (the greedy eye misses it); solo, by the pyramids still to clear (1: up to 4, 2: up to 6,
3: more).
"""
from __future__ import annotations

import math

from engine import icesickle as ic
from engine.ai import choose_move, search
from engine.ai import icesickle as ai

THEMES = ("richest_jump", "leave_nothing", "solo")
GOALS = {"richest_jump": "richest_jump", "leave_nothing": "leave_nothing"}
SOLO_GOALS = {"fewest_pyramids": "solo_one_left", "single_centre": "solo_centre", "single_corner": "solo_corner"}

DEPTH = 2                  # two-player: the jump and the opponent's best answer
MARGIN = 2                 # pips the answer must lead every other jump by, at DEPTH
EXACT_MARGIN = 1           # and by at least this much in the solved game
SOLO_MARGIN = 1            # solo: the answer alone keeps 1 (perfect) reachable; every other jump leaves 2+
SOLO_MAX_PYRAMIDS = 9      # solo positions are solved to the end inside the test's time (about 0.2 s)
MIN_CHOICES = 3            # a puzzle offers at least this many jumps
GAP = 3                    # plies between two puzzles of the same game (the next position is nearly the same)

CRITERIA = {
    "icesickle": (f"Two players: each jump is valued, by a full-width search {DEPTH} jumps deep, as the pips it "
                  f"captures minus the pips of the opponent's best answer, and the answer leads every other jump "
                  f"by at least {MARGIN} pips (solved to the end of the game, it still leads by at least "
                  f"{EXACT_MARGIN}); solo: each jump is valued by the best result still reachable after it, "
                  f"searched to the end, and only the answer keeps the perfect result (one pyramid) reachable."),
}

TWO_PLAYER_OPTIONS = {"match": False, "scoring": "high", "goal": "fewest_pyramids", "layout": "random"}


# ---- the criterion ---------------------------------------------------------------------------------------

def _margin_value(b: int, depth: int, sign: int, scoring: str, memo: dict) -> float:
    """The mover's best future margin over the next `depth` jumps: full width, exact, 0 at the horizon."""
    depth = min(depth, ai.pyramids_on(b) - 1)     # no game has more jumps left: deeper is the same search
    if depth <= 0:             # the horizon counts 0, unless the game ends here
        return 0.0 if ai.jumps_of(b) else float(ai.terminal_value(scoring, b))
    key = (b, depth)
    if key in memo:
        return memo[key]
    kids = ai.jumps_of(b)
    if not kids:
        value = float(ai.terminal_value(scoring, b))
    else:
        value = max(sign * g - _margin_value(nb, depth - 1, sign, scoring, memo) for g, nb, _s, _l in kids)
    memo[key] = value
    return value


def _solo_key(b: int, depth: int, terminal, step: int, perfect, memo: dict) -> float:
    """The best (lowest) key of the solo goal reachable in `depth` more jumps (the board as it stands at the
    horizon; a puzzle's depth reaches past the last jump, so its values are exact). Stops looking once the
    perfect key is found: nothing beats it."""
    if step == 0:
        depth = min(depth, ai.pyramids_on(b))     # no more jumps than pyramids: deeper is the same search
    key = (b, depth)
    if key in memo:
        return memo[key]
    kids = ai.jumps_of(b)
    if not kids or depth <= 0:
        value = terminal(b)
    else:
        value = math.inf
        for _g, nb, _s, _l in kids:
            value = min(value, step + _solo_key(nb, depth - 1, terminal, step, perfect, memo))
            if value == perfect:
                break
    memo[key] = value
    return value


def move_values(state: ic.IceSickleState, depth: int) -> dict[str, float]:
    """Every jump's value for the seat to move: two players, the pip margin over `depth` jumps; solo, minus the
    best goal key reachable (so higher is better, -1 is perfect)."""
    if state.is_over or state.phase != "reaping":
        return {}
    b = ai.encode(state.board)
    memo: dict = {}
    if state.solo:
        terminal, step, perfect = ai.solo_goal(state.goal)
        return {str(ai.jump_move(s, l)): -(step + _solo_key(nb, depth - 1, terminal, step, perfect, memo))
                for _g, nb, s, l in ai.jumps_of(b)}
    sign = ai.gain_sign(state.scoring)
    return {str(ai.jump_move(s, l)): sign * g - _margin_value(nb, depth - 1, sign, state.scoring, memo)
            for g, nb, s, l in ai.jumps_of(b)}


def _reaper(state: ic.IceSickleState):
    return ai.Reaper(state.scoring, 10**9, search.Deadline(3600.0))


def exact_values(state: ic.IceSickleState) -> dict[str, float]:
    """Two players: every jump's value solved to the end of the game (alpha-beta with a full window per jump,
    so each value is exact)."""
    reaper = _reaper(state)
    sign = ai.gain_sign(state.scoring)
    return {str(ai.jump_move(s, l)): sign * g - reaper.negamax(nb, ai.EXACT, -math.inf, math.inf)
            for g, nb, s, l in ai.jumps_of(ai.encode(state.board))}


def exactly_best(state: ic.IceSickleState, answer: str, margin: int) -> bool:
    """Whether `answer`, solved to the end of the game, leads every other jump by `margin` pips: its exact value,
    then a null-window test per other jump (is it at most that value minus the margin?), much cheaper than
    solving every jump exactly. Pips are whole numbers, so the window (t - 1, t) decides value >= t."""
    reaper = _reaper(state)
    sign = ai.gain_sign(state.scoring)
    kids = {str(ai.jump_move(s, l)): (sign * g, nb) for g, nb, s, l in ai.jumps_of(ai.encode(state.board))}
    gain, nb = kids[answer]
    value = gain - reaper.negamax(nb, ai.EXACT, -math.inf, math.inf)
    for move, (g, other) in kids.items():
        if move != answer:
            need = g - value + margin          # the other jump is worse by the margin iff its reply is worth this
            if reaper.negamax(other, ai.EXACT, need - 1, need) < need:
                return False
    return True


# ---- the line and the refutation -------------------------------------------------------------------------

REPLY_NODES = 20_000      # the line's and the refutation's search: the computer player's alpha-beta, by nodes
                          # (not time, so the same position always shows the same reply; about 0.2 s)


def _best_move(state: ic.IceSickleState) -> str | None:
    """The best jump as the computer player finds it (iterative deepening to the end of the game when its
    node budget allows); solo, by the solo goal, searched to the end."""
    b = ai.encode(state.board)
    if state.solo:
        values = move_values(state, ai.pyramids_on(b))
        return max(values, key=values.get) if values else None
    found = ai.Reaper(state.scoring, REPLY_NODES, search.Deadline(3600.0)).best_jump(b)
    return None if found is None else str(ai.jump_move(found[0], found[1]))


def _continue(state: ic.IceSickleState, first: str, length: int) -> list[str]:
    line = [first]
    state = state.clone()
    state.play(ic.parse_move(first))
    while len(line) < length and not state.is_over:
        move = _best_move(state)
        line.append(move)
        state.play(ic.parse_move(move))
    return line


def refutation(state: ic.IceSickleState, move: str) -> list[str]:
    """After a wrong jump: the opponent's best answer and the jump after it. Solo has no opponent: []."""
    if state.solo:
        return []
    after = state.clone()
    after.play(ic.parse_move(move))
    if after.is_over:
        return []
    reply = _best_move(after)
    return _continue(after, reply, 2)


# ---- judging a position ----------------------------------------------------------------------------------

def _symmetries():
    maps = []
    for flip in (False, True):
        for turns in range(4):
            def f(c, flip=flip, turns=turns):
                x, y = (4 - c[0], c[1]) if flip else c
                for _ in range(turns):
                    x, y = 4 - y, x
                return x, y
            maps.append(f)
    return maps


SYMMETRIES = _symmetries()


def board_key(state: ic.IceSickleState) -> tuple:
    """The board up to the square's 8 symmetries (near-duplicates: the same puzzle turned or mirrored)."""
    return min(tuple(sorted((f(c), p[0]) for c, p in state.board.items())) for f in SYMMETRIES) + (state.solo,)


def _difficulty_two(choices: int, theme: str) -> int:
    level = 1 if choices <= 6 else 2 if choices <= 14 else 3
    return min(3, level + (theme == "leave_nothing"))


def judge_two(state: ic.IceSickleState) -> dict | None:
    """A two-player puzzle of this position (theme, answer, margin...), or None when no jump is clearly best."""
    values = move_values(state, DEPTH)
    if len(values) < MIN_CHOICES:
        return None
    ranked = sorted(values.items(), key=lambda kv: -kv[1])
    (answer, best), (_m, second) = ranked[0], ranked[1]
    if best - second < MARGIN:
        return None
    if not exactly_best(state, answer, EXACT_MARGIN):
        return None
    gains = {str(ai.jump_move(s, l)): g for g, _nb, s, l in ai.jumps_of(ai.encode(state.board))}
    richest = all(gains[answer] > g for m, g in gains.items() if m != answer)
    theme = "richest_jump" if richest else "leave_nothing"
    return {"theme": theme, "goal": GOALS[theme], "answer": [answer], "depth": DEPTH, "margin": MARGIN,
            "difficulty": _difficulty_two(len(values), theme), "line": _continue(state, answer, 3)}


def judge_solo(state: ic.IceSickleState) -> dict | None:
    """A solo puzzle: exactly one jump keeps the perfect result reachable."""
    pyramids = len(state.board)
    if pyramids > SOLO_MAX_PYRAMIDS or state.is_over:
        return None
    values = move_values(state, pyramids)
    if len(values) < MIN_CHOICES:
        return None
    ranked = sorted(values.items(), key=lambda kv: -kv[1])
    (answer, best), (_m, second) = ranked[0], ranked[1]
    if best != -1 or best - second < SOLO_MARGIN:
        return None
    difficulty = 1 if pyramids <= 4 else 2 if pyramids <= 6 else 3
    return {"theme": "solo", "goal": SOLO_GOALS[state.goal], "answer": [answer], "depth": pyramids,
            "margin": SOLO_MARGIN, "difficulty": difficulty, "line": _continue(state, answer, 4)}


# ---- the generator ---------------------------------------------------------------------------------------

THINK = 60.0     # seconds given to choose_move: the levels stop at their iteration budgets, so games replay


def two_player_game(seed: int):
    """(state before each jump, the moves to it) of a seeded computer game: easy sowing, medium jumping."""
    state = ic.new_game(2, seed=seed, **TWO_PLAYER_OPTIONS)
    moves: list[str] = []
    ply = 0
    while not state.is_over:
        if state.phase == "reaping":
            yield state, list(moves)
        level = "easy" if state.phase == "sowing" or seed % 2 else "medium"
        move = choose_move(state, level, seed=seed * 1000 + ply, seconds=THINK)
        state.play(move)
        moves.append(str(move))
        ply += 1


def solo_game(seed: int, goal: str):
    """(state before each jump, the moves to it) of a seeded solo game: odd seeds by the solo solver (medium),
    even ones by the easy player."""
    state = ic.new_game(1, seed=seed, match=False, scoring="high", goal=goal, layout="random")
    moves: list[str] = []
    ply = 0
    while not state.is_over:
        yield state, list(moves)
        level = "medium" if seed % 2 else "easy"     # medium follows a perfect solution, easy strays
        move = choose_move(state, level, seed=seed * 1000 + ply, seconds=THINK)
        state.play(move)
        moves.append(str(move))
        ply += 1


def generate(seed: int, want: int, report) -> list[dict]:
    """`want` puzzles (a third each of the themes, the rest to whichever fills first), from games seeded
    seed, seed+1, ...; the same arguments give the same pack."""
    quota = {theme: want // len(THEMES) + (i < want % len(THEMES)) for i, theme in enumerate(THEMES)}
    found: list[dict] = []
    seen: set = set()
    examined = 0
    game_seed = seed
    while any(quota.values()) and game_seed < seed + 5000:
        solo_turn = quota["solo"] and (not (quota["richest_jump"] or quota["leave_nothing"]) or game_seed % 3 == 0)
        if solo_turn:
            goal = tuple(SOLO_GOALS)[game_seed // 3 % len(SOLO_GOALS)]     # (game_seed % 3 picks solo turns)
            positions, players, options = solo_game(game_seed, goal), 1, {
                "match": False, "scoring": "high", "goal": goal, "layout": "random"}
        else:
            positions, players, options = two_player_game(game_seed), 2, dict(TWO_PLAYER_OPTIONS)
        last_kept = -GAP
        for state, moves in positions:
            if len(moves) - last_kept < GAP:
                continue
            examined += 1
            key = board_key(state)
            if key in seen:
                continue
            puzzle = judge_solo(state) if state.solo else judge_two(state)
            if puzzle is None or not quota[puzzle["theme"]]:
                continue
            seen.add(key)
            quota[puzzle["theme"]] -= 1
            last_kept = len(moves)
            found.append({"players": players, "options": options, "seed": game_seed, "moves": moves, **puzzle})
            report(examined=examined, kept=len(found))
        report(examined=examined, kept=len(found))
        game_seed += 1
    found.sort(key=lambda p: (p["difficulty"], THEMES.index(p["theme"])))
    return [{"id": f"icesickle-{n:03d}", **p} for n, p in enumerate(found, 1)]
