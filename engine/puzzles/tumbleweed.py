"""Tumbleweed puzzles: positions of side-6 computer games where one placement (or the pass) clearly wins the most.

The criterion is the real score (stacks + controlled empty cells), searched full width and exactly: a move's value
is the mover's lead after it and the opponent's best reply (depth 2), or after `depth` plies of minimax. Passing
is a move like any other (a pass that ends the game leaves the score as it stands). A placement's effect on the
score is found by walking the six lines through its cell (`_delta`), as the engine's own counts do, so the
search only plays (clones) the moves above the last ply: depth 2 costs about 90 plays and 8 000 line walks.

A kept position's answer leads every other move by MARGIN at depth 2, and a depth-3 search (alpha-beta on the
same exact score) agrees that it is strictly best: the deeper check.
"""
from __future__ import annotations

import random

from engine import hexgrid, tumbleweed as tw
from engine.ai import choose_move
from engine.puzzles.collect import Collector, difficulty_by_rivals, clear_best

THEMES = ("capture", "defend", "claim", "pass")
GOALS = {"capture": "capture", "defend": "defend", "claim": "claim", "pass": "pass_or_play"}
SIZE = 6                 # the quick board: 91 cells keeps depth 2 well under 0.2 s
DEPTH = 2
MARGIN = 2.0             # points of score (a stack or a controlled cell is one point)
CHECK_DEPTH = 3
OPTIONS = {"size": SIZE, "free_setup": False, "end_reminder": True, "aid_level": "beginner",
           "capture_delay": False}
LEVELS = (("easy", "easy"), ("easy", "medium"), ("medium", "easy"))   # red's, white's player per game, in turn
SHARE = 0.125            # each theme is at least an eighth of the pack
MAX_GAMES = 300          # the safety net: never play for ever
CRITERIA = {"tumbleweed": (f"Every move (the pass too) is valued by the exact score (stacks + controlled cells) "
                           f"after a full-width {DEPTH}-ply minimax (the move, then the opponent's best reply) on "
                           f"the side-{SIZE} board; the answer leads every other move by at least {MARGIN:g} "
                           f"points, and a {CHECK_DEPTH}-ply search agrees it is strictly best.")}

RED, WHITE, NEUTRAL, EMPTY = tw.RED, tw.WHITE, tw.NEUTRAL, tw.EMPTY


# ---- the exact score, and a placement's effect on it without playing it ---------------------------------------

def _lead(state) -> int:
    """Red's score minus white's (owned + controlled), from the engine's counts."""
    own, ctrl = state.owned_counts, state.controlled_counts
    return own[RED] + ctrl[RED] - own[WHITE] - ctrl[WHITE]


def _sign(colour: int) -> int:
    return 1 if colour == RED else -1


def _status(a: int, b: int) -> int:
    """An empty cell's part in red's lead: +1 red controls it, -1 white does, 0 contested or nobody's."""
    return (a > b) - (b > a)


def _delta(state, i: int, col: int) -> int:
    """How much red's lead changes if `col` places on cell i (the engine's _put, counted instead of done)."""
    owners, s0, s1 = state.owners, state.sight[RED], state.sight[WHITE]
    rays = state.geometry.rays[i]
    old = owners[i]
    sign = _sign(col)
    if old == EMPTY:
        d = sign - _status(s0[i], s1[i])
    else:
        d = sign - (0 if old == NEUTRAL else _sign(old))

    def shift(ray, lost: int) -> int:
        da = (col == RED) - (lost == RED)
        db = (col == WHITE) - (lost == WHITE)
        out = 0
        for j in ray:
            if owners[j] != EMPTY:
                break
            a, b = s0[j], s1[j]
            out += _status(a + da, b + db) - _status(a, b)
        return out

    if old == EMPTY:
        # A new stack blocks, on each line ahead of it, the view of the first stack behind it.
        for d_ in range(6):
            behind = EMPTY
            for j in rays[(d_ + 3) % 6]:
                if owners[j] != EMPTY:
                    behind = owners[j] if owners[j] != NEUTRAL else EMPTY
                    break
            if behind != col:
                d += shift(rays[d_], behind)
    else:
        lost = old if old != NEUTRAL else EMPTY
        if lost != col:
            for ray in rays:
                d += shift(ray, lost)
    return d


def _placements(state) -> list[int]:
    """The cell indices the mover may place on (the engine's legal moves less the pass)."""
    index = state.geometry.index
    return [index[m.cell] for m in state.legal_moves() if isinstance(m, tw.Place)]


def _best(state, depth: int) -> int:
    """The most the mover can add to its lead in `depth` plies against best replies (exact minimax)."""
    if state.is_over or depth <= 0:
        return 0
    col = state.turn
    sign = _sign(col)
    if depth == 1:
        return max([0] + [sign * _delta(state, i, col) for i in _placements(state)])   # 0: the pass
    return max(_after(state, move, depth) for move in state.legal_moves())


def _after(state, move, depth: int) -> int:
    """The mover's gain from `move` and then `depth - 1` plies of best play."""
    child = state.clone()
    child.play(move)
    return _sign(state.turn) * (_lead(child) - _lead(state)) - _best(child, depth - 1)


def _exceeds(state, depth: int, threshold: float) -> bool:
    """Is _best(state, depth) > threshold? Stops at the first move that proves it (best one-ply gain first)."""
    if state.is_over or depth <= 0:
        return 0 > threshold
    if depth == 1:
        return _best(state, 1) > threshold
    col = state.turn
    sign = _sign(col)
    moves = sorted(state.legal_moves(), key=lambda m: -sign * _delta(state, state.geometry.index[m.cell], col)
                   if isinstance(m, tw.Place) else 0)
    return any(_after(state, move, depth) > threshold for move in moves)


def move_values(state, depth: int) -> dict[str, float]:
    """Every legal move's value for the mover: its lead in score after `depth` plies of exact minimax."""
    base = _sign(state.turn) * _lead(state)
    return {str(move): float(base + _after(state, move, depth)) for move in state.legal_moves()}


def confirmed(state, answer: str, depth: int = CHECK_DEPTH) -> bool:
    """The deeper check: at `depth` plies the answer is worth strictly more than every other move."""
    moves = {str(m): m for m in state.legal_moves()}
    value = _after(state, moves[answer], depth)
    for text, move in moves.items():
        if text == answer:
            continue
        child = state.clone()
        child.play(move)
        gain = _sign(state.turn) * (_lead(child) - _lead(state))
        # move < answer  <=>  gain - best(child) < value  <=>  best(child) > gain - value
        if not _exceeds(child, depth - 1, gain - value):
            return False
    return True


def _reply(state, depth: int):
    """The best move of the mover by `depth`-ply minimax (ties: the first in board order), or None at the end."""
    if state.is_over:
        return None
    return max(state.legal_moves(), key=lambda m: _after(state, m, depth))


def refutation(state, move) -> list[str]:
    """After a wrong move: the opponent's best reply (by the 1-ply exact score, which is what makes the move
    worse at depth 2), or [] when the move ends the game."""
    child = state.clone()
    child.play(tw.parse_move(str(move)))
    reply = _reply(child, 1)
    return [] if reply is None else [str(reply)]


def line(state, answer: str) -> list[str]:
    """The answer, the opponent's best reply and the mover's best answer to it (shorter if the game ends)."""
    out = [answer]
    s = state.clone()
    s.play(tw.parse_move(answer))
    for _ in range(2):
        reply = _reply(s, 1)
        if reply is None:
            break
        out.append(str(reply))
        s.play(reply)
    return out


# ---- what the answer does -------------------------------------------------------------------------------------

def _threatened(state, col: int) -> int:
    """How many of `col`'s stacks the opponent could take right now."""
    opp = 1 - col
    sight, heights = state.sight[opp], state.heights
    return sum(1 for i, o in enumerate(state.owners) if o == col and sight[i] > heights[i])


def theme_of(state, answer: str) -> str:
    """capture: it takes a stack; defend: it leaves fewer of the mover's stacks capturable (reinforcing or
    blocking); pass: it passes, or the opponent has just passed and passing would end the game; claim: it
    takes the one empty cell that matters."""
    move = tw.parse_move(answer)
    col = state.turn
    if move == tw.PASS or state.pass_ends_game():
        return "pass"
    i = state.geometry.index[move.cell]
    if state.owners[i] not in (EMPTY, col):
        return "capture"
    child = state.clone()
    child.play(move)
    if _threatened(state, col) and _threatened(child, col) < _threatened(state, col):
        return "defend"
    return "claim"


def difficulty(state, answer: str, values1: dict) -> int:
    """By the one-ply look (the score right after the move): collect.difficulty_by_rivals."""
    return difficulty_by_rivals(answer, values1)


# ---- duplicates -------------------------------------------------------------------------------------------------

_images = hexgrid.symmetries     # (image k of every cell: the same one of the board's 12 symmetries)


def canonical(state) -> tuple:
    """The position up to the board's 12 symmetries: equal for symmetric duplicates."""
    stacks = [(c, state.owners[i], state.heights[i]) for i, c in enumerate(state.geometry.cells)
              if state.owners[i] != EMPTY]
    images = [tuple(sorted((im[k], o, h) for (c, o, h) in stacks for im in [_images(c)]))
              for k in range(12)]
    return (state.turn, state.passes_in_a_row, min(images))


# ---- the generator ------------------------------------------------------------------------------------------------

def _game_moves(seed: int, levels) -> list[str]:
    """A computer-vs-computer game of the quick board, as the moves from the start (seeded, reproducible)."""
    state = tw.new_game(2, seed, **OPTIONS)
    moves = []
    while not state.is_over:
        if state.phase == "play":
            level = levels[state.turn]
        else:
            level = "easy"
        move = choose_move(state, level, seed=seed * 1000 + len(moves))
        moves.append(str(move))
        state.play(move)
    return moves


def candidate(state) -> tuple[str, float] | None:
    """(answer, its lead over the next best) when one move leads by MARGIN at DEPTH, else None."""
    return clear_best(move_values(state, DEPTH), MARGIN)


def generate(seed: int, want: int, report) -> list[dict]:
    """Play seeded games on the side-6 board and keep positions with one clearly best move, until `want` are
    kept and each theme has its quota (SHARE of the pack). Positions of one game are at least 4 plies apart."""
    pack = Collector(THEMES, want, SHARE)
    examined = 0
    for game in range(MAX_GAMES):
        if pack.done:
            break
        game_seed = seed * 10_000 + game
        moves = _game_moves(game_seed, LEVELS[game % len(LEVELS)])
        state = tw.new_game(2, game_seed, **OPTIONS)
        last_kept = -99
        for ply, text in enumerate(moves):
            if pack.done:
                break
            if state.phase == "play" and ply - last_kept >= 4:
                examined += 1
                report(examined=examined, kept=len(pack.found))
                if _consider(state, moves[:ply], game_seed, pack):
                    last_kept = ply
            state.play(tw.parse_move(text))
    report(examined=examined, kept=len(pack.found))
    return pack.pack("tumbleweed")


def _consider(state, moves: list[str], game_seed: int, pack: Collector) -> bool:
    pick = candidate(state)
    if pick is None:
        return False
    answer = pick[0]
    theme = theme_of(state, answer)
    if not pack.takes(theme) or canonical(state) in pack.seen or not confirmed(state, answer):
        return False
    return pack.add(canonical(state), {
        "theme": theme, "difficulty": difficulty(state, answer, move_values(state, 1)), "players": 2,
        "options": dict(state.options), "seed": game_seed, "moves": list(moves), "answer": [answer],
        "line": line(state, answer), "depth": DEPTH, "margin": MARGIN, "goal": GOALS[theme]})


def random_position(seed: int, plies: int):
    """A position after `plies` random placements (tests)."""
    rng = random.Random(seed)
    state = tw.new_game(2, seed, **OPTIONS)
    while state.phase != "play":
        state.play(rng.choice(state.legal_moves()))
    for _ in range(plies):
        if state.is_over:
            break
        moves = [m for m in state.legal_moves() if m != tw.PASS]
        state.play(rng.choice(moves) if moves else tw.PASS)
    return state
