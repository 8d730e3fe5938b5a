"""Trickle puzzles: positions of two-player computer games (jump chains on) where one move clearly wins the most.

A turn is a whole turn: a step, a jump, or a chain of jumps ending when the bead cannot jump on, lands on the
outer ring, or its player stops. A move's value is the mover's lead in beads (its score minus the opponent's)
after its turn, played on the best way (the best continuation of a chain), and the opponent's best whole turn
in reply: depth 2 counts turns, searched full width on the engine itself (every chain, the move-back rule and
the automatic pass of a blocked player included). `move_values` keys a turn by its first move, which is what a
player taps first; the rest of a chain is in the puzzle's `line`.

A kept position's answer leads every other first move by MARGIN beads at depth 2, and a depth-3 search (my turn,
the reply, my next turn; alpha-beta on the same exact count) agrees it is strictly best: the deeper check.
"""
from __future__ import annotations

import random

from engine import hexgrid, trickle as tr
from engine.ai import choose_move
from engine.puzzles.collect import Collector, difficulty_by_rivals, clear_best

THEMES = ("most", "chain")
GOALS = {"most": "most_beads", "chain": "jump_chain"}
DEPTH = 2
MARGIN = 1.0             # a whole bead
CHECK_DEPTH = 3
PLAYERS = 2
OPTIONS = tr.make_config(PLAYERS, chaining=True).options()
# Seat 0's and seat 1's player, game by game in turn: mostly easy (a game in about a second; medium's searches
# cost seconds a move), whose slips make the positions where one move is clearly best.
LEVELS = (("easy", "easy"),) * 7 + (("medium", "easy"),)
SHARE = 0.1              # each theme is at least a tenth of the pack (chains are rare: about 1 game in 60)
MAX_GAMES = 400          # the safety net: never play for ever
CRITERIA = {"trickle": (f"Two players with jump chains on: every first move is valued by the exact bead count "
                        f"(the mover's beads on its sides minus the opponent's) after a full-width {DEPTH}-turn "
                        f"search (the move's whole turn, chains played out the best way, then the opponent's best "
                        f"turn); the answer leads every other move by at least {MARGIN:g} bead, and a "
                        f"{CHECK_DEPTH}-turn search agrees it is strictly best.")}


# ---- whole turns and the exact count -----------------------------------------------------------------------

def _lead(state, seat: int) -> int:
    scores = state.scores()
    return scores[seat] - max(s for i, s in enumerate(scores) if i != seat)


def _turns(state) -> list[tuple[list, object]]:
    """Every whole turn of the player to move: (its moves, the state after it). A chain branches at each jump."""
    out = []
    mover = state.current_player

    def walk(s, prefix):
        for move in s.legal_moves():
            child = s.clone()
            child.play(move)
            if child.chain is not None and child.current_player == mover and not child.is_over:
                walk(child, prefix + [move])
            else:
                out.append((prefix + [move], child))

    walk(state, [])
    return out


def _gain(state, after, seat: int) -> int:
    return _lead(after, seat) - _lead(state, seat)


def _turn_value(state, after, depth: int) -> int:
    """The mover's gain from a turn that led to `after`, then `depth - 1` turns of best play."""
    seat = state.current_player
    rest = _best(after, depth - 1)
    return _gain(state, after, seat) + (rest if after.current_player == seat else -rest)


def _best(state, depth: int) -> int:
    """The most the player to move can add to its lead in `depth` whole turns against best replies."""
    if state.is_over or depth <= 0:
        return 0
    if depth == 1 and _countable(state):
        return best_landing(state)
    return max(_turn_value(state, after, depth) for _, after in _turns(state))


def best_landing_played(state) -> int:
    """_best(state, 1) by playing every turn on the engine (what best_landing must equal; tests)."""
    return max(_turn_value(state, after, 1) for _, after in _turns(state))


def _countable(state) -> bool:
    """Is the last turn's gain just where its bead lands? With two players, the plain count and no option that
    lets beads leave the board or move from an edge, a turn changes the count only by the bead it lands on a
    side (the bead leaves an inner cell, which never scores)."""
    c = state.config
    return (c.players == 2 and not c.down and not c.jump_off_board and not c.move_from_corner
            and not c.move_along_my_edge and c.bead_scores == "off" and c.goal_scores == "off"
            and state.chain is None)


def best_landing(state) -> int:
    """The mover's best one-turn gain without playing anything: every cell a bead can end its turn on (a step,
    a jump, or any stop of a chain, by the engine's rules: never inward, no hex twice, a chain ends on the outer
    ring, the move-back rule), worth +1 on the mover's sides, -1 on the opponent's, 0 elsewhere."""
    seat = state.current_player
    board = state.beads
    forbidden = state.forbidden
    chaining = state.config.chaining
    worth = {c: (1 if state.owner_of_cell(c) == seat else -1) for c in tr.EDGE_HEXES}
    best = None
    for c in board:
        for move in state.moves_from(c):
            t = move.dst
            best = max(worth.get(t, 0), -2 if best is None else best)
            if chaining and move.kind == "jump" and tr.RING[t] < tr.RADIUS:
                best = max(best, _chain_landing(board, c, (c, t), forbidden, worth))
    return 0 if best is None else best


def _chain_landing(board, origin, chain, forbidden, worth) -> int:
    """The best gain of a chain's further jumps (its bead on chain[-1], its origin left empty)."""
    best = -2
    here = chain[-1]
    for over, t in tr.JUMPS[here]:
        if over == origin or over not in board or (t in board and t != origin) or t in chain:
            continue
        if forbidden is not None and origin == forbidden[0] and t == forbidden[1]:
            continue
        best = max(best, worth.get(t, 0))
        if tr.RING[t] < tr.RADIUS:
            best = max(best, _chain_landing(board, origin, chain + (t,), forbidden, worth))
    return best


def _by_first_move(state, depth: int) -> dict[str, tuple[int, list]]:
    """First move -> (its value, the best whole turn starting with it), at `depth` turns."""
    out: dict[str, tuple[int, list]] = {}
    for moves, after in _turns(state):
        value = _turn_value(state, after, depth)
        key = str(moves[0])
        if key not in out or value > out[key][0]:
            out[key] = (value, moves)
    return out


def move_values(state, depth: int) -> dict[str, float]:
    """Every legal first move's value for the mover: its lead in beads after `depth` whole turns of exact play
    (its own turn played out the best way)."""
    base = _lead(state, state.current_player)
    return {key: float(base + value) for key, (value, _) in _by_first_move(state, depth).items()}


def _exceeds(state, depth: int, threshold: float) -> bool:
    """Is _best(state, depth) > threshold? Stops at the first turn that proves it (best immediate gain first)."""
    if state.is_over or depth <= 0:
        return 0 > threshold
    seat = state.current_player
    turns = sorted(_turns(state), key=lambda t: -_gain(state, t[1], seat))
    return any(_turn_value(state, after, depth) > threshold for _, after in turns)


def confirmed(state, answer: str, depth: int = CHECK_DEPTH) -> bool:
    """The deeper check: at `depth` turns the answer's best turn beats every turn that starts otherwise."""
    seat = state.current_player
    turns = _turns(state)
    value = max(_turn_value(state, after, depth) for moves, after in turns if str(moves[0]) == answer)
    for moves, after in turns:
        if str(moves[0]) == answer:
            continue
        # turn < answer  <=>  gain -/+ rest < value
        gain = _gain(state, after, seat)
        if after.current_player == seat:
            if _best(after, depth - 1) + gain >= value:
                return False
        elif not _exceeds(after, depth - 1, gain - value):
            return False
    return True


def _best_turn(state, depth: int) -> list:
    """The moves of the mover's best whole turn at `depth` (ties: the first found), [] at the end."""
    if state.is_over:
        return []
    moves, _ = max(_turns(state), key=lambda t: _turn_value(state, t[1], depth))
    return moves


def _play_all(state, moves) -> None:
    for move in moves:
        state.play(move)


def refutation(state, move) -> list[str]:
    """The moves that follow a wrong first move: the rest of its turn played the best way (if it is a jump that
    may go on), then the opponent's best whole turn by the exact count. [] if the game ends."""
    s = state.clone()
    first = tr.parse_move(str(move))
    seat = s.current_player
    s.play(first)
    out: list[str] = []
    if s.chain is not None and s.current_player == seat and not s.is_over:
        rest = max(_turns(s), key=lambda t: _turn_value(s, t[1], 1))[0]   # the same turn goes on
        _play_all(s, rest)
        out += [str(m) for m in rest]
    reply = _best_turn(s, 1)
    return out + [str(m) for m in reply]


def line(state, answer: str) -> list[str]:
    """The answer's whole turn, the opponent's best turn, and the mover's best turn after it."""
    turn = _by_first_move(state, DEPTH)[answer][1]
    s = state.clone()
    _play_all(s, turn)
    out = [str(m) for m in turn]
    for _ in range(2):
        reply = _best_turn(s, 1)
        if not reply:
            break
        _play_all(s, reply)
        out += [str(m) for m in reply]
    return out


# ---- what the answer does --------------------------------------------------------------------------------------

def theme_of(state, answer: str) -> str:
    """chain: the answer's best turn is two or more jumps; most: a step or a single jump."""
    turn = _by_first_move(state, DEPTH)[answer][1]
    jumps = [m for m in turn if not getattr(m, "is_stop", False)]
    return "chain" if len(jumps) >= 2 else "most"


def difficulty(state, answer: str, values1: dict) -> int:
    """By the one-turn look (the count right after the turn): collect.difficulty_by_rivals."""
    return difficulty_by_rivals(answer, values1)


# ---- duplicates ---------------------------------------------------------------------------------------------------

_images = hexgrid.symmetries     # (image k of every cell: the same one of the board's 12 symmetries)


_IMAGES = {c: _images(c) for c in tr.BOARD}


def canonical(state) -> tuple:
    """The position up to the board's symmetries, seen from the mover: beads and the forbidden move-back carried
    by each symmetry together with which edge hexes are the mover's (equal for symmetric duplicates)."""
    seat = state.current_player
    mine = {c: state.owner_of_cell(c) == seat for c in tr.EDGE_HEXES}
    forbidden = state.forbidden
    keys = []
    for k in range(12):
        beads = tuple(sorted((_IMAGES[c][k], v) for c, v in state.beads.items()))
        edges = tuple(sorted((_IMAGES[c][k], own) for c, own in mine.items()))
        back = None if forbidden is None else (_IMAGES[forbidden[0]][k], _IMAGES[forbidden[1]][k])
        keys.append((beads, edges, back))
    return min(keys, key=repr)


# ---- the generator ------------------------------------------------------------------------------------------------

def _game_moves(seed: int, levels) -> list[str]:
    """A computer-vs-computer game (seeded, reproducible), as the moves from the start."""
    state = tr.new_game(PLAYERS, seed, **OPTIONS)
    moves = []
    while not state.is_over:
        move = choose_move(state, levels[state.current_player], seed=seed * 1000 + len(moves))
        moves.append(str(move))
        state.play(move)
    return moves


def candidate(state) -> tuple[str, float] | None:
    """(answer, its lead over the next best) when one first move leads by MARGIN at DEPTH, else None."""
    return clear_best(move_values(state, DEPTH), MARGIN)


def generate(seed: int, want: int, report) -> list[dict]:
    """Play seeded games and keep positions with one clearly best first move, until `want` are kept and each
    theme has its quota (SHARE of the pack). Positions of one game are at least 4 plies apart."""
    pack = Collector(THEMES, want, SHARE)
    examined = 0
    for game in range(MAX_GAMES):
        if pack.done:
            break
        game_seed = seed * 10_000 + game
        moves = _game_moves(game_seed, LEVELS[game % len(LEVELS)])
        state = tr.new_game(PLAYERS, game_seed, **OPTIONS)
        last_kept = -99
        for ply, text in enumerate(moves):
            if pack.done:
                break
            if state.chain is None and ply - last_kept >= 4:
                examined += 1
                report(examined=examined, kept=len(pack.found))
                if _consider(state, moves[:ply], game_seed, pack):
                    last_kept = ply
            state.play(tr.parse_move(text))
    report(examined=examined, kept=len(pack.found))
    return pack.pack("trickle")


def chain_possible(state) -> bool:
    """Could the mover make a chain of two jumps here? (A quick look: once the pack has all the single-move
    puzzles it takes, only such positions are searched.)"""
    board, forbidden = state.beads, state.forbidden
    for c in board:
        for move in state.moves_from(c):
            if (move.kind == "jump" and tr.RING[move.dst] < tr.RADIUS
                    and _chain_landing(board, c, (c, move.dst), forbidden, {}) > -2):
                return True
    return False


def _consider(state, moves: list[str], game_seed: int, pack: Collector) -> bool:
    if not pack.takes("most") and not (state.config.chaining and chain_possible(state)):
        return False
    pick = candidate(state)
    if pick is None:
        return False
    answer = pick[0]
    theme = theme_of(state, answer)
    if not pack.takes(theme) or canonical(state) in pack.seen or not confirmed(state, answer):
        return False
    return pack.add(canonical(state), {
        "theme": theme, "difficulty": difficulty(state, answer, move_values(state, 1)), "players": PLAYERS,
        "options": dict(OPTIONS), "seed": game_seed, "moves": list(moves), "answer": [answer],
        "line": line(state, answer), "depth": DEPTH, "margin": MARGIN, "goal": GOALS[theme]})


def random_position(seed: int, plies: int):
    """A position after `plies` random whole turns (tests)."""
    rng = random.Random(seed)
    state = tr.new_game(PLAYERS, seed, **OPTIONS)
    for _ in range(plies):
        if state.is_over:
            break
        state.play(rng.choice(state.legal_moves()))
        while state.chain is not None and not state.is_over:
            state.play(rng.choice(state.legal_moves()))
    return state
