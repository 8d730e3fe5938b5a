"""The Trickle and Trickle Down computer player: 2, 3, 4 (two teams) or 6 seats, every option.

How it judges a position (estimate): what each seat has banked, plus the beads that could be pushed onto its
empty edge hexes in one move (a step from ring 4, a jump from ring 3 over a ring-4 bead). The seat to move
takes its best such bead now (full value); every other bead within reach is credited, at PENDING_WEIGHT, to the
first seat in turn order after the mover that can reach it (it will usually be taken before anyone can deflect
it). Beads further in are shared equally in expectation, so they do not change anyone's lead and are left out.
With 4 players scores() already gives both seats of a team the team's score, and every comparison is made
against the best seat of the OTHER team, so team-mates get the same reward and cooperate.

How it judges a move cheaply (move_score): points it banks (or gives away), plus the change in exposure: how
much the opponents could grab next turn with the moved bead at its new cell (including jumps over it) minus at
its old cell. This drives the playouts, the pruning of the search tree and the easy level.

Levels
  easy     one ply: every move valued by the estimate after it, chosen softly among the best few (pick_softly),
           so it sometimes settles for a nearly-as-good move: beatable, never nonsense.
  medium / hard / expert   search.mcts (a reward per seat; teams share it) over the TOP_MOVES best moves by
           move_score (moves that bank points rank first), with short playouts by the move_score policy and the estimate
           at their end; they stop at an iteration budget (deterministic per seed) well before the deadline.
"""
from __future__ import annotations

import math
import random

from engine import trickle as T
from engine.ai import search

RING = T.RING
SIDE = T.SIDE
CORNER_SET = T.CORNER_SET

# Edge hexes (scoring, non-corner outer hexes) reachable from a cell in one step, in one jump, and the jumps
# that pass OVER a cell and land on an edge hex: (from, to).
STEP_EDGES = {c: tuple(t for t in T.STEPS[c] if t in SIDE) for c in T.BOARD}
JUMP_EDGES = {c: tuple((o, t) for o, t in T.JUMPS[c] if t in SIDE) for c in T.BOARD}
OVER_EDGES: dict = {c: [] for c in T.BOARD}
for _src in T.BOARD:
    for _o, _t in T.JUMPS[_src]:
        if _t in SIDE:
            OVER_EDGES[_o].append((_src, _t))
OVER_EDGES = {c: tuple(v) for c, v in OVER_EDGES.items()}
NEAR_EDGE = frozenset(c for c in T.BOARD if RING[c] >= 3)   # the only cells a bead reaches an edge hex from

PENDING_WEIGHT = 0.7     # share of a reachable bead credited to the first seat after the mover that can take it
EXPOSURE_WEIGHT = 0.8    # how much a bead left in an opponent's reach costs in move_score
SETUP_WEIGHT = 0.2       # how much a bead put within one's own reach is worth in move_score
FINAL_MARGIN_SHARE = 0.25
MARGIN_SCALE = 3.0       # a lead of this many points is worth tanh(1) of a win
TOP_MOVES = {"medium": 10, "hard": 12, "expert": 14}
ITERATIONS = {"medium": 250, "hard": 900, "expert": 3500}
ROLLOUT_DEPTH = 8
ROLLOUT_SAMPLE = 6
EASY_TEMPERATURE = 0.6
EASY_SLACK = 1.5


# ---- who scores what ---------------------------------------------------------------------------------------

def opponents(state, seat: int) -> tuple[int, ...]:
    """The seats playing against `seat`: everybody else, or with 4 players the other team."""
    team = state.team_of(seat)
    if team is None:
        return tuple(s for s in range(state.players) if s != seat)
    return tuple(s for s in range(state.players) if state.team_of(s) != team)


def _reach(state):
    """Every bead that can be moved onto an empty edge hex in one ordinary move:
    [(bead cell, {owner seat: best value for that seat})]."""
    board = state.board
    rules = state.rules
    movable = rules.movable
    goal = rules.goal
    seats_of_side = rules.seats_of_side
    out = []
    exits = rules.exits
    for c, v in board.items():
        if c in exits:          # jump off the board: an outer bead is one step from scoring for its edge(s)
            out.append((c, {s: v for t in exits[c] for s in seats_of_side[T.EXIT_SIDE[t]]}))
            continue
        if c not in NEAR_EDGE or c not in movable:
            continue
        best = None
        for t in STEP_EDGES[c]:
            if t not in board:
                val = v * goal[t]
                for s in seats_of_side[SIDE[t]]:
                    if best is None:
                        best = {}
                    if val > best.get(s, 0):
                        best[s] = val
        for o, t in JUMP_EDGES[c]:
            if o in board and t not in board:
                val = v * goal[t]
                for s in seats_of_side[SIDE[t]]:
                    if best is None:
                        best = {}
                    if val > best.get(s, 0):
                        best[s] = val
        if best:
            out.append((c, best))
    return out


def estimate(state) -> list[float]:
    """Expected final score per seat (team score for both seats of a team): banked + reachable beads."""
    est = [float(x) for x in state.scores()]
    if state.is_over:
        return est
    n = state.players
    mover = state.current_player
    reach = _reach(state)
    if not reach:
        return est
    # The mover takes its best reachable bead now (team-mates share the score).
    mine = [(vals[mover], c) for c, vals in reach if mover in vals]
    taken = None
    if mine:
        value, taken = max(mine)
        for s in range(n):
            if s == mover or (state.rules.teams and state.team_of(s) == state.team_of(mover)):
                est[s] += value
    order = [(mover + k) % n for k in range(1, n + 1)]     # the mover's own next turn comes last
    teams = state.rules.teams
    for c, vals in reach:
        if c == taken:
            continue
        for s in order:
            if s in vals:
                gain = PENDING_WEIGHT * vals[s]
                if teams:
                    for t in teams[state.team_of(s)]:
                        est[t] += gain
                else:
                    est[s] += gain
                break
    return est


def rewards(state, est=None) -> list[float]:
    """0..1 per seat from its estimated lead over the best opposing seat (team-mates get the same reward)."""
    est = estimate(state) if est is None else est
    n = state.players
    out = []
    for seat in range(n):
        best_other = max(est[o] for o in opponents(state, seat))
        out.append(0.5 + 0.5 * math.tanh((est[seat] - best_other) / MARGIN_SCALE))
    return out


def final_rewards(state) -> list[float]:
    """A finished game: the win (search.outcome_rewards) counts most, the margin breaks ties between wins."""
    won = search.outcome_rewards(state)
    lead = rewards(state)
    return [(1 - FINAL_MARGIN_SHARE) * w + FINAL_MARGIN_SHARE * m for w, m in zip(won, lead)]


def margin(state, seat: int) -> float:
    """The seat's estimated lead over the best opposing seat."""
    est = estimate(state)
    return est[seat] - max(est[o] for o in opponents(state, seat))


# ---- a cheap judgement of one move ----------------------------------------------------------------------

_SIGNED: dict = {}


def signed_goals(state, mover: int) -> dict:
    """Edge hex -> its goal value, positive if it scores for the mover's side (its team), negative if for
    somebody else; corners and inner hexes are absent. Cached per rule set and seat."""
    key = (id(state.rules), mover)
    table = _SIGNED.get(key)
    if table is None:
        rules = state.rules
        if rules.exits:   # jump off the board: the hexes just outside score, the edge hexes themselves do not
            table = _SIGNED[key] = {t: (1 if mover in rules.seats_of_side[side] else -1)
                                    for t, side in T.EXIT_SIDE.items() if rules.seats_of_side[side]}
        else:
            table = _SIGNED[key] = {t: (rules.goal[t] if mover in rules.seats_of_side[SIDE[t]] else -rules.goal[t])
                                    for t in T.EDGE_HEXES if rules.seats_of_side[SIDE[t]]}
        table["_rules"] = rules      # keeps id() from being reused while cached
    return table


def _exposure(board, signed, cell, skip):
    """(worst opponent goal, best own goal) a bead on `cell` could be moved onto next turn; `skip` is treated
    as empty (the moving bead's origin)."""
    theirs = mine = 0
    for t in STEP_EDGES[cell]:
        if t not in board or t == skip:
            g = signed.get(t, 0)
            if g < theirs:
                theirs = g
            elif g > mine:
                mine = g
    for o, t in JUMP_EDGES[cell]:
        if o in board and o != skip and (t not in board or t == skip):
            g = signed.get(t, 0)
            if g < theirs:
                theirs = g
            elif g > mine:
                mine = g
    return -theirs, mine


def _jumps_over(board, signed, movable, cell, skip):
    """The most an opponent could score next turn by jumping another bead over `cell` onto an edge hex."""
    worst = 0
    for x, t in OVER_EDGES[cell]:
        if x in board and x != skip and x in movable and (t not in board or t == skip):
            g = signed.get(t, 0)
            if g < 0 and -g * board[x] > worst:
                worst = -g * board[x]
    return worst


def _leaving(board, signed, movable, src, value):
    """move_score's part for the bead leaving `src`: exposure there ends, an own edge hex is given up."""
    if src in SIDE:                      # along an edge, or from a corner onto an edge
        return -value * max(0, signed.get(src, 0))
    if RING[src] == T.RADIUS:            # jump off the board: a corner bead (it scores nothing there)
        return 0.0
    if src not in NEAR_EDGE:
        return 0.0
    theirs, mine = _exposure(board, signed, src, None)
    return (value * (EXPOSURE_WEIGHT * theirs - SETUP_WEIGHT * mine)
            + EXPOSURE_WEIGHT * _jumps_over(board, signed, movable, src, None))


def _arriving(board, signed, movable, src, dst, value):
    """move_score's part for the bead arriving on `dst`: points banked or given, exposure there."""
    g = signed.get(dst)
    if g is not None:
        return value * g
    if dst in CORNER_SET or dst not in NEAR_EDGE:
        return 0.0
    score = 0.0
    if dst in movable:
        theirs, mine = _exposure(board, signed, dst, src)
        score += value * (SETUP_WEIGHT * mine - EXPOSURE_WEIGHT * theirs)
    return score - EXPOSURE_WEIGHT * _jumps_over(board, signed, movable, dst, src)


def move_score(state, move, mover=None, signed=None) -> float:
    """Points the move banks (negative: gives away) plus the change in what opponents could grab next turn
    with this bead (EXPOSURE_WEIGHT) and what the mover's side could (SETUP_WEIGHT)."""
    if move.is_stop:
        return 0.0
    if signed is None:
        signed = signed_goals(state, state.current_player if mover is None else mover)
    board = state.board
    movable = state.rules.movable
    value = board[move.src]
    return (_leaving(board, signed, movable, move.src, value)
            + _arriving(board, signed, movable, move.src, move.dst, value))


def move_scores(state, moves) -> list[float]:
    """move_score of every move of the seat to move (the leaving part computed once per bead)."""
    signed = signed_goals(state, state.current_player)
    board = state.board
    movable = state.rules.movable
    leaving = {}
    out = []
    for m in moves:
        if m.is_stop:
            out.append(0.0)
            continue
        src = m.src
        value = board[src]
        part = leaving.get(src)
        if part is None:
            part = leaving[src] = _leaving(board, signed, movable, src, value)
        out.append(part + _arriving(board, signed, movable, src, m.dst, value))
    return out


# A fixed, seed-independent order among moves of equal move_score (so the pruned tree does not always keep
# the first beads in board order).
_TIE = {m: random.Random(i).random() for i, m in enumerate(
    [T.Move(c, t) for c in T.BOARD for t in T.STEPS[c]] + [T.Move(c, t) for c in T.BOARD for _, t in T.JUMPS[c]])}


def ranked_moves(state, top: int | None = None) -> list:
    """Legal moves, best move_score first (moves that bank points rank first); with `top`, only that many.
    Mid-chain every continuation and STOP are kept."""
    moves = state.legal_moves()
    if state.chain is not None or len(moves) <= 1:
        return moves
    scored = sorted(zip(move_scores(state, moves), moves), key=lambda x: (-x[0], _tie(x[1])))
    if top is None or len(scored) <= top:
        return [m for _, m in scored]
    return [m for _, m in scored[:top]]


def _tie(move) -> float:
    return _TIE.get(move, 0.5)      # (a step off the board is not in the table)


_STEP_MOVES = {c: tuple((t, T.Move(c, t)) for t in T.STEPS[c]) for c in T.BOARD}
_JUMP_MOVES = {c: tuple((o, t, T.Move(c, t)) for o, t in T.JUMPS[c]) for c in T.BOARD}


def playout_moves(state) -> list:
    """The legal moves for the playouts, fast: the same steps and jumps as state.legal_moves() (never inward,
    outer ring frozen, minus the forbidden move back) in bead order rather than board order. Variants with
    moves along one's own edge, and jump chains in progress, are left to the engine."""
    if state.chain is not None or state.rules.own_edge[state.current_player] or state.rules.exits:
        return state.legal_moves()
    board = state.board
    movable = state.rules.movable
    out = []
    for c in board:
        if c in movable:
            for t, m in _STEP_MOVES[c]:
                if t not in board:
                    out.append(m)
            for o, t, m in _JUMP_MOVES[c]:
                if o in board and t not in board:
                    out.append(m)
    if state.forbidden is not None:
        src, dst = state.forbidden
        out = [m for m in out if m.src != src or m.dst != dst]
    return out


def rollout_move(state, rng: random.Random):
    """The playout policy, cheap: bank the best point there is; otherwise the best of ROLLOUT_SAMPLE random
    moves by move_score (so playouts rarely give beads away, yet differ from one another)."""
    moves = playout_moves(state)
    if len(moves) == 1:
        return moves[0]
    signed = signed_goals(state, state.current_player)
    if state.chain is not None:
        return max(moves, key=lambda m: (move_score(state, m, signed=signed), rng.random()))
    board = state.board
    best, best_gain = None, 0
    for m in moves:
        g = signed.get(m.dst, 0)
        if g > 0 and (m.src not in SIDE or m.dst in T.EXIT_SIDE):
            gain = g * board[m.src]
            if gain > best_gain:
                best, best_gain = m, gain
    if best is not None:
        return best
    sample = moves if len(moves) <= ROLLOUT_SAMPLE else rng.sample(moves, ROLLOUT_SAMPLE)
    return max(sample, key=lambda m: move_score(state, m, signed=signed))


def _game(top: int) -> search.MctsGame:
    return search.MctsGame(moves=lambda s: ranked_moves(s, top), rollout=rollout_move, evaluate=rewards,
                           rollout_depth=ROLLOUT_DEPTH, terminal=final_rewards)


GAMES = {level: _game(top) for level, top in TOP_MOVES.items()}


# ---- the levels -------------------------------------------------------------------------------------------

def one_ply(state) -> list[tuple[float, object]]:
    """Every legal move with the mover's estimated lead after it."""
    seat = state.current_player
    out = []
    for move in state.legal_moves():
        after = state.clone()
        after.play(move)
        out.append((margin(after, seat), move))
    return out


def easy(state, rng: random.Random):
    """Softly among the best few by the one-ply estimate, never a move more than EASY_SLACK worse than the
    best (so never a gift of a point to the other side when a point of its own was there to take)."""
    scored = one_ply(state)
    best = max(v for v, _ in scored)
    scored = [(v, m) for v, m in scored if v >= best - EASY_SLACK]
    return search.pick_softly(scored, rng, temperature=EASY_TEMPERATURE, top=5)


def choose(state, level: str, rng: random.Random, deadline: search.Deadline):
    if level == "easy":
        return easy(state, rng)
    # The search's own stop leaves a tenth of the time left for what follows the last playout (choosing, the
    # trip back to the caller), which a loaded machine can stretch.
    inner = search.Deadline(deadline.left() * 0.9)
    move, _ = search.mcts(state, GAMES[level], rng, inner, ITERATIONS[level])
    return move


def hint(state, rng: random.Random, deadline: search.Deadline):
    return choose(state, "medium", rng, deadline)


def greedy(state, rng: random.Random):
    """The one-ply yardstick, made team-aware: the best immediate score lead over the best OPPOSING seat
    (search.score_difference would compare a 4-player seat with its own team-mate)."""
    def lead(after, seat):
        sc = after.scores()
        return sc[seat] - max(sc[o] for o in opponents(after, seat))
    return search.greedy_move(state, rng, value=lead)


# ---- analysis (engine/ai/analysis.py) -----------------------------------------------------------------------

# The analysis's search: the hard level's candidates, 1000 iterations shared among the seats (about 0.4 s on an
# idle core at any count); the played move is forced among the root's candidates so that it is always valued.
# Positions are valued by the estimate's lead as a chance on a logistic curve whose scale (points of lead that
# make 73%) was fitted on computer games (tests/benchmarks/fit_analysis_scale.py, docs/AI.md): the players'
# MARGIN_SCALE rewards one point far more steeply, which suits choosing a move but not a winning chance.
ANALYSIS_TOP = 12
ANALYSIS_ITERATIONS = 1000       # divided by the number of seats
CHANCE_SCALE = 1.5


def analysis_rewards(state) -> list[float]:
    """Each seat's chance from its estimated lead over the best opposing seat (chance_of_score, CHANCE_SCALE)."""
    from engine.ai.analysis import chance_of_score
    est = estimate(state)
    return [chance_of_score(est[seat] - max(est[o] for o in opponents(state, seat)), CHANCE_SCALE)
            for seat in range(state.players)]


ANALYSIS_GAME = search.MctsGame(moves=lambda s: ranked_moves(s, ANALYSIS_TOP), rollout=rollout_move,
                                evaluate=analysis_rewards, rollout_depth=ROLLOUT_DEPTH,
                                terminal=search.outcome_shares)


def analyse(state, rng: random.Random, deadline: search.Deadline, played=None):
    """search.Appraisal: each root move's mean reward per seat (the estimate's lead squashed, finished playouts
    by final_rewards) as chances (search.shares: a team's seats hold the team's chance), and the most visited
    line."""
    report: dict = {}
    search.mcts(state, ANALYSIS_GAME, rng, deadline, ANALYSIS_ITERATIONS // state.players,
                force=() if played is None else (played,), report=report)
    teams = state.rules.teams
    values = {m: search.shares(r, teams) for m, r in report["means"].items()}
    if played is not None and played not in values:      # not visited at all (a tiny deadline)
        values[played] = search.shares(_played_out(state, played, rng), teams)
    return search.Appraisal(values, report["line"] or [max(values, key=lambda m: values[m][state.current_player])])


def _played_out(state, move, rng: random.Random) -> list[float]:
    after = state.clone()
    after.play(move)
    for _ in range(ROLLOUT_DEPTH):
        if after.is_over:
            return search.outcome_shares(after)
        after.play(rollout_move(after, rng))
    return search.outcome_shares(after) if after.is_over else analysis_rewards(after)
