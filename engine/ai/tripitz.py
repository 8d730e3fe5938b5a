"""The Tripitz Domino computer player.

Hidden information: a seat sees the board, its own rack and how many pids the bag holds, never the other
racks, the bag's order or the game's generator. Everything here works from that alone: the moves considered
come from the seat's own rack and the board, and the search plays them on *determinisations*
(tripitz.with_hidden_dealt: the unseen pids shuffled into the other racks and the bag, sizes kept, a fresh
generator for the draws), a new one for every iteration.

Levels
* greedy (the benchmarks' yardstick): the best-scoring placement; exchanges the whole rack only when it has no
  placement; sits out only when it must.
* easy: chooses softly (search.pick_softly) among its best few placements by immediate score: plausible moves
  with a child's mistakes, no lookahead.
* medium / hard / expert: a flat determinised Monte Carlo search (search.mcts with sample_root and
  tree_depth=1: the other seats' moves depend on the sampled racks, so the tree stays at the root). Each
  iteration samples the hidden pids, plays one of the seat's candidate moves and then a greedy playout of
  every seat for a round or two; the position is valued by the lead the seat gained since the root (or,
  together, by the team's gain). The levels differ in candidates (8/12/16), playout length (1/1.5/1.5 rounds)
  and iteration budget (240/600/2000; deterministic for a seed; about 0.15/0.4/1.2 s on an idle core).

The ladder above medium is not there, and the measurements say why (docs/AI.md, "Tripitz: where its ladder
stops"; 2026-12-07, in duplicate): hard beat medium in 20 of 40 games and expert beat hard in 19 of 40.
More iterations of this search buy nothing measurable (its values differ by hundredths, inside the noise of a
sample's draws), and neither did other judgements of a move tried against medium (an exact expectation of the
next seat's best reply over every rack it could hold, one's own next placement, shared determinisations): each
landed within the noise of medium, whose one round of playouts already sees the reply and the next placement.
Nor would seeing more: the same search given the whole real game (the other rack, the bag's order, the draws)
beat hard in 24 of 40, just the 60% goal, and given the other rack only, 11 of 20
(tests/benchmarks/bench_tripitz_ceiling.py). Above one round of lookahead the draws decide more than search.

Candidates (pruning): the best placements by immediate score; joker swaps (each followed in the playout by the
best placement it allows); exchanges only when no placement scores well, and then only a few sensible sets
(the pids that fit nowhere, the whole rack, everything but the best-fitting pid); SitOut only when forced.
legal_moves() (which lists every exchange and checks every joker swap) is only called at the root when a
joker is on the rack, never in the playouts.
"""
from __future__ import annotations

import math
import random

from engine import tripitz as T
from engine.ai import search

# Iterations per level: the search stops there (deterministic for a seed); the deadline is the safety net.
ITERATIONS = {"medium": 240, "hard": 600, "expert": 2000}
CANDIDATES = {"medium": 8, "hard": 12, "expert": 16}       # placements considered, best immediate score first
PLAYOUT_ROUNDS = {"medium": 1.0, "hard": 1.5, "expert": 1.5}   # greedy playout after the move, in rounds
EXPLORATION = 0.3            # rewards differ by a few hundredths: the default 0.9 would spread visits evenly
MARGIN_SCALE = 12.0          # points of lead that make a position clearly better
EXCHANGE_BELOW = 3           # consider exchanging only when the best placement scores less than this
EXCHANGE_SETS = 3            # and then at most this many exchange sets
FUTURE_PER_PID = 2.0         # together: points a pid still in play is worth (ending a shortened game early costs)
EASY_TOP, EASY_TEMPERATURE = 4, 1.5


# ---- what a seat can do, from its own rack and the board ---------------------------------------------------

def placements(state, seat: int) -> list[tuple[int, T.Place]]:
    """(score, Place) for every placement of the seat's rack, best first (stable: pid, then board order)."""
    found = []
    for pid in sorted(set(state.racks[seat])):
        for cell, score in state.legal_cells(pid).items():
            found.append((score, T.Place(pid, cell)))
    found.sort(key=lambda sm: -sm[0])
    return found


def exchange_sets(state, seat: int, best_by_pid: dict) -> list[T.Exchange]:
    """A few sensible exchanges (never a joker, never more pids than the bag holds): the pids that fit nowhere,
    the whole rack, and everything but the best-fitting pid."""
    room = len(state.bag)
    rack = sorted(p for p in state.racks[seat] if not T.is_joker(p))
    if not room or not rack:
        return []
    dead = [p for p in rack if p not in best_by_pid]
    keep_best = sorted(rack, key=lambda p: -best_by_pid.get(p, 0))[1:]
    sets = []
    for pids in (dead, rack, keep_best):
        pids = sorted(sorted(pids, key=lambda p: best_by_pid.get(p, -1))[:room])   # the worst-fitting first
        if pids and T.Exchange(tuple(pids)) not in sets:
            sets.append(T.Exchange(tuple(pids)))
    return sets[:EXCHANGE_SETS]


def has_joker(state, seat: int) -> bool:
    return state.config.jokers and not state.swapped and any(T.is_joker(p) for p in state.racks[seat])


def candidates(state, width: int) -> list:
    """The moves the seat to move considers: its `width` best placements, its joker swaps, a few exchanges when
    nothing scores well, SitOut only when nothing else is legal. Depends only on what the seat can see."""
    seat = state.current_player
    placed = placements(state, seat)
    moves = [m for _, m in placed[:width]]
    if state.swapped:
        return moves                                     # after a swap the placement is due
    if has_joker(state, seat):
        moves += [m for m in state.legal_moves() if isinstance(m, T.JokerSwap)]
    if not placed or placed[0][0] < EXCHANGE_BELOW:
        best_by_pid = {}
        for score, m in placed:
            best_by_pid[m.pid] = max(score, best_by_pid.get(m.pid, 0))
        moves += exchange_sets(state, seat, best_by_pid)
    if not moves:
        moves = [m for m in state.legal_moves() if not isinstance(m, T.Exchange)] or [T.SitOut()]
    return moves


def fallback(state, rng: random.Random):
    """No placement: a joker swap if one allows a placement, else exchange the worst pids, else sit out."""
    seat = state.current_player
    if has_joker(state, seat):
        swaps = [m for m in state.legal_moves() if isinstance(m, T.JokerSwap)]
        if swaps:
            return max(swaps, key=lambda m: _best_after(state, m))
    exchanges = exchange_sets(state, seat, {})
    if exchanges:
        return exchanges[0]
    if not state.bag or not state.racks[seat]:
        return T.SitOut()
    return rng.choice(state.legal_moves())     # only jokers left on the rack and nothing to swap: rare


def _best_after(state, swap) -> int:
    after = state.clone()
    after.play(swap)
    placed = placements(after, after.current_player)
    return placed[0][0] if placed else 0


# ---- the greedy yardstick and the playout policy ------------------------------------------------------------

def greedy(state, rng: random.Random):
    """The best immediate placement (ties at random); without one, see fallback. Never peeks."""
    placed = placements(state, state.current_player)
    if not placed:
        return fallback(state, rng)
    top = placed[0][0]
    return rng.choice([m for s, m in placed if s == top])


def playout_move(state, rng: random.Random):
    """The playout policy: every seat places its best-scoring pid (the first of equals: fast and steady)."""
    placed = placements(state, state.current_player)
    return placed[0][1] if placed else fallback(state, rng)


def _playout(state, plies: int, rng: random.Random) -> None:
    """Play `plies` moves of the playout policy on `state` (fewer if the game ends)."""
    for _ in range(plies):
        if state.is_over:
            return
        state.play(playout_move(state, rng))


# ---- valuing a position -----------------------------------------------------------------------------------

def _margins(scores) -> list[int]:
    """Each seat's lead over the best other seat."""
    return [mine - max((s for i, s in enumerate(scores) if i != seat), default=0) for seat, mine in enumerate(scores)]


def _margin_rewards(state, margins_before) -> list[float]:
    """Each seat's lead gained since the root, squashed to 0..1. Measured from the root so that a big lead or
    deficit does not flatten the differences between moves (tanh of the whole lead would: then every move
    looks alike and the search picks almost at random)."""
    return [0.5 + 0.5 * math.tanh((now - before) / MARGIN_SCALE)
            for now, before in zip(_margins(state.totals), margins_before)]


def _team_rewards(state, team_before: int) -> list[float]:
    gain = state.team_score - team_before
    if not state.is_over:
        gain += FUTURE_PER_PID * (len(state.bag) + sum(len(r) for r in state.racks))
    return [0.5 + 0.5 * math.tanh(gain / (2 * MARGIN_SCALE))] * state.players


def search_game(root, level: str) -> search.MctsGame:
    players = root.players
    depth = max(1, round(PLAYOUT_ROUNDS[level] * players))
    width = CANDIDATES[level]
    if root.config.cooperative:
        team_before = root.team_score + FUTURE_PER_PID * (len(root.bag) + sum(len(r) for r in root.racks))
        value = lambda s: _team_rewards(s, team_before)  # noqa: E731
        terminal = value
    else:
        margins_before = _margins(root.totals)
        value, terminal = (lambda s: _margin_rewards(s, margins_before)), None  # noqa: E731
    return search.MctsGame(moves=lambda s: candidates(s, width), rollout=playout_move, evaluate=value,
                           rollout_depth=depth, exploration=EXPLORATION, tree_depth=1, terminal=terminal)


def searched(state, level: str, rng: random.Random, deadline: search.Deadline):
    """The flat determinised search: (best move, stats)."""
    seat = state.current_player
    game = search_game(state, level)
    return search.mcts(state, game, rng, deadline, ITERATIONS[level],
                       sample_root=lambda r: T.with_hidden_dealt(state, seat, r))


# ---- the levels --------------------------------------------------------------------------------------------

def easy(state, rng: random.Random):
    placed = placements(state, state.current_player)
    if not placed:
        return fallback(state, rng)
    return search.pick_softly(placed, rng, temperature=EASY_TEMPERATURE, top=EASY_TOP)


def choose(state, level: str, rng: random.Random, deadline: search.Deadline):
    if level == "easy":
        return easy(state, rng)
    move, _ = searched(state, level, rng, deadline)
    return move


def hint(state, rng: random.Random, deadline: search.Deadline):
    """"Help me": the medium search for the seat to move (the team's score in Tripitz Together); a joker swap
    when that is what helps (the placement after it is the next hint)."""
    return choose(state, "medium", rng, deadline)


# ---- analysis (engine/ai/analysis.py) -----------------------------------------------------------------------
# Hidden information stays hidden: the analysis of a seat's move sees what that seat saw then and nothing more.
# Its candidates come from the seat's rack and the board (candidates), every search iteration and every paired
# sample deals the unseen pids afresh (with_hidden_dealt), so two positions that differ only in the other racks
# or the bag's order get the same verdict for the same seed (tests/test_analysis_engine.py proves it).
#
# A position is valued by each seat's lead over the best other seat as a chance on the logistic curve, with a
# scale that grows with what is left to play (a 10-point lead with the bag full is worth less than at the end):
# CHANCE_PER_PID points per square root of the pids still in play per seat, at least CHANCE_MIN. Together: the
# team's expected final score (its score plus TOGETHER_PER_PID for every pid still in play) on a logistic curve
# centred on a medium team's typical result (TOGETHER_PER_PID per pid of the game) with TOGETHER_SPREAD of it as
# the scale: the same value for every seat.

HIDDEN_ENDINGS = True         # whether a move ends the game may hang on the other racks: valued on the samples
ANALYSIS_WIDTH = 10           # placements considered (the played move is always added)
ANALYSIS_ITERATIONS = 400      # divided by the number of seats (a playout is a round of every seat)
ANALYSIS_PAIRED = 32          # shared determinisations on which the best and the played move are compared
CHANCE_PER_PID = 2.5
CHANCE_MIN = 2.5
TOGETHER_PER_PID = 6.0
TOGETHER_SPREAD = 0.12


def pids_in_play(state) -> int:
    return len(state.bag) + sum(len(r) for r in state.racks)


def chance_scale(state) -> float:
    return max(CHANCE_MIN, CHANCE_PER_PID * math.sqrt(pids_in_play(state) / state.players))


def together_chance(state) -> float:
    from engine.ai.analysis import chance_of_score
    game_pids = len(state.board) + pids_in_play(state)
    centre = TOGETHER_PER_PID * game_pids
    expected = state.team_score + (0 if state.is_over else TOGETHER_PER_PID * pids_in_play(state))
    return chance_of_score(expected - centre, TOGETHER_SPREAD * centre)


def analysis_rewards(state) -> list[float]:
    """Each seat's chance now (a finished game: final_chances)."""
    from engine.ai.analysis import chance_of_score
    if state.is_over:
        return final_chances(state)
    if state.config.cooperative:
        return [together_chance(state)] * state.players
    scale = chance_scale(state)
    return search.shares([chance_of_score(m, scale) for m in _margins(state.totals)])


def final_chances(state) -> list[float]:
    """A finished game: the win (shared among tied winners); together, the team's result squashed."""
    if state.config.cooperative:
        return [together_chance(state)] * state.players
    return search.outcome_shares(state)


def analyse(state, rng: random.Random, deadline: search.Deadline, played=None):
    """search.Appraisal: a flat determinised MCTS finds the best move; the best and the played move are then
    compared on the same ANALYSIS_PAIRED determinisations, each followed by a greedy round of every seat."""
    seat = state.current_player
    depth = max(1, state.players)
    game = search.MctsGame(moves=lambda s: candidates(s, ANALYSIS_WIDTH), rollout=playout_move,
                           evaluate=analysis_rewards, rollout_depth=depth, exploration=EXPLORATION, tree_depth=1,
                           terminal=analysis_rewards)

    def sample(r):
        return T.with_hidden_dealt(state, seat, r)

    report: dict = {}
    search.mcts(state, game, rng, deadline, ANALYSIS_ITERATIONS // state.players, sample_root=sample,
                force=() if played is None else (played,), report=report)
    values = {m: search.shares(v, cooperative=state.config.cooperative) for m, v in report["means"].items()}
    best = report["line"][0] if report["line"] else candidates(state, ANALYSIS_WIDTH)[0]
    moves = [best] + ([played] if played is not None and played != best else [])

    def value(after, r):
        _playout(after, depth - 1, r)
        return analysis_rewards(after)

    paired = search.paired_values(state, moves, ANALYSIS_PAIRED, rng, value, sample_root=sample)
    values.update({m: search.shares(v, cooperative=state.config.cooperative) for m, v in paired.items()})
    return search.Appraisal(values, [best])
