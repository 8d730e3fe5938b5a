"""The search machinery every computer player shares: deadlines, Monte Carlo tree search with a reward per
seat (2-6 players, teams, cooperative play), iterative-deepening alpha-beta for two players, the one-ply greedy
baseline and the "soft" choice that gives the easy level its human-like mistakes.

Everything here knows only the engine contract (engine/core.py): clone, legal_moves, play, current_player,
is_over, scores, outcome. A game's player module (engine/ai/<game>.py) supplies what differs: which moves are
worth considering, how a position is valued, and what a seat may not see.

Determinism: a search stops at its iteration budget (so a seed gives the same move) or at its deadline
(so a slow machine never blows the time limit), whichever comes first. Budgets are set so that on a 2-core
machine the deadline is a safety net, not the usual stop.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Callable, Sequence

# Seconds a level may think for one move (issue 11); the search's own deadline keeps a margin below this for
# the trip to and from the worker process.
THINK_SECONDS = {"easy": 0.3, "medium": 1.0, "hard": 3.0, "expert": 10.0}
DEADLINE_SHARE = 0.85


class Deadline:
    """A point in time the search must not pass."""

    def __init__(self, seconds: float):
        self.seconds = seconds
        self.end = time.perf_counter() + seconds

    def expired(self) -> bool:
        return time.perf_counter() >= self.end

    def left(self) -> float:
        return max(0.0, self.end - time.perf_counter())


def deadline_for(level: str, seconds: float | None = None) -> Deadline:
    return Deadline(seconds if seconds is not None else THINK_SECONDS[level] * DEADLINE_SHARE)


# ---- values of finished games -------------------------------------------------------------------------------

def outcome_rewards(state) -> list[float]:
    """A finished game's value per seat: a win is 1, shared equally among tied winners (a team's members each
    get the whole win), a loss 0; in cooperative play (no winners) every seat gets the same value, rising
    with the team score."""
    out = state.outcome()
    if out is None:
        raise ValueError("outcome_rewards needs a finished game")
    n = len(out.scores)
    if not out.winners:
        return [score_squash(out.scores[0] if out.scores else 0)] * n
    winners = set(out.winners)
    share = 1.0 if any(set(team) == winners for team in (getattr(out, "teams", ()) or ())) else 1.0 / len(winners)
    return [share if seat in winners else 0.0 for seat in range(n)]


def score_squash(value: float, scale: float = 20.0) -> float:
    """Map an unbounded score to 0..1 (cooperative play and evaluations): more is always better."""
    return 1.0 - 1.0 / (1.0 + max(0.0, value) / scale)


def score_margin_rewards(scores: Sequence[float], scale: float = 10.0) -> list[float]:
    """A running position valued by each seat's lead over the best other seat, squashed to 0..1."""
    rewards = []
    for seat, mine in enumerate(scores):
        best_other = max((s for i, s in enumerate(scores) if i != seat), default=0)
        rewards.append(0.5 + 0.5 * math.tanh((mine - best_other) / scale))
    return rewards


# ---- the greedy baseline and the soft choice --------------------------------------------------------------

def score_difference(state, seat: int) -> float:
    """The seat's score minus the best opposing seat's score (the greedy player's whole judgement); a team-mate
    (a state's `teams`, e.g. four-player Trickle) is not an opponent."""
    scores = state.scores()
    mates = next((set(team) for team in (getattr(state, "teams", ()) or ()) if seat in team), {seat})
    others = [s for i, s in enumerate(scores) if i not in mates]
    return scores[seat] - (max(others) if others else 0)


def greedy_move(state, rng: random.Random, moves: Sequence | None = None,
                value: Callable | None = None):
    """The one-ply greedy player: the move with the best immediate score difference, ties broken at random.
    Used as the benchmarks' yardstick; `value(after, seat)` may replace the plain score difference."""
    seat = state.current_player
    value = value or score_difference
    best, best_value = [], None
    for move in (moves if moves is not None else state.legal_moves()):
        after = state.clone()
        after.play(move)
        v = value(after, seat)
        if best_value is None or v > best_value:
            best, best_value = [move], v
        elif v == best_value:
            best.append(move)
    return rng.choice(best)


def pick_softly(scored: Sequence[tuple[float, object]], rng: random.Random, temperature: float,
                top: int = 6):
    """Choose among the best-valued moves with probability falling with how much worse each is: a player who
    usually sees the good move and sometimes settles for a nearly-as-good one. Never a move outside the
    `top` best, so never nonsense."""
    ranked = sorted(scored, key=lambda vm: -vm[0])[:max(1, top)]
    if temperature <= 0 or len(ranked) == 1:
        return ranked[0][1]
    best = ranked[0][0]
    weights = [math.exp((v - best) / temperature) for v, _ in ranked]
    return rng.choices([m for _, m in ranked], weights=weights)[0]


# ---- Monte Carlo tree search, a reward per seat -------------------------------------------------------------

@dataclass
class MctsGame:
    """What MCTS needs to know about a game beyond the engine contract.

    moves(state): the moves worth considering (pruned; never empty while the game runs).
    rollout(state, rng): one move of the playout policy.
    evaluate(state): rewards per seat in 0..1 for a position where the playout stops early (or has ended).
    rollout_depth: playout moves before `evaluate` is asked (0 = evaluate at once).
    tree_depth: how many moves below the root the tree grows (0 = no limit); beyond it the playout takes over.
        1 makes a flat search over the root's moves, which is what a determinised search of a game with hidden
        information needs when the other seats' moves depend on what it samples.
    terminal(state): rewards per seat for a finished game (None = outcome_rewards): a game may blend in the
        margin, so that a search sure of winning still prefers winning by more (Trickle), or keep finished games
        on the same scale as its evaluation (gains in cooperative Tripitz).
    """
    moves: Callable
    rollout: Callable
    evaluate: Callable
    rollout_depth: int = 20
    exploration: float = 0.9
    tree_depth: int = 0
    terminal: Callable | None = None


@dataclass
class _Node:
    player: int | None
    untried: list
    children: dict = field(default_factory=dict)   # move -> _Node
    visits: int = 0
    totals: list | None = None                      # summed rewards per seat

    def add(self, rewards: Sequence[float]) -> None:
        self.visits += 1
        if self.totals is None:
            self.totals = list(rewards)
        else:
            for i, r in enumerate(rewards):
                self.totals[i] += r


def mcts(root, game: MctsGame, rng: random.Random, deadline: Deadline, iterations: int,
         sample_root: Callable | None = None, force: Sequence = (), report: dict | None = None):
    """Upper-confidence tree search; returns (best move, {move: (visits, mean reward of the mover)}).

    Each node's children are judged by the reward of the seat to move at the node, so the same search serves
    2 to 6 players, teams (their evaluate gives team members the same reward) and cooperative play.
    sample_root(rng), if given, returns a fresh copy of the root per iteration with hidden information sampled
    (determinisation). The root's moves must be legal in every sample (they are the searching seat's, which it
    can see); deeper moves may not be, so a game whose samples change other seats' moves sets tree_depth=1.

    For the analysis (engine/ai/analysis.py), both unused by the players so their results do not change:
    force: moves added to the root's candidates when game.moves leaves them out (the move actually played
        must be valued even when the pruning would skip it);
    report: a dict filled with "means" {root move: [mean reward per seat]}, "visits" {root move: visits} and
        "line" (the most visited path from the root, best move first); with it a single candidate is
        searched too, so that it is valued.
    """
    seat = root.current_player
    tree = _Node(seat, list(game.moves(root)))
    if force:
        tree.untried += [m for m in force if m not in tree.untried]
    if len(tree.untried) == 1 and report is None:
        only = tree.untried[0]
        return only, {only: (0, 0.0)}
    rng.shuffle(tree.untried)
    for _ in range(iterations):
        if deadline.expired():
            break
        state = sample_root(rng) if sample_root else root.clone()
        node, path = tree, [tree]
        # selection
        while not node.untried and node.children and not state.is_over:
            node = _select(node, game.exploration)
            state.play(node.move_played)
            path.append(node)
        # expansion
        if node.untried and not state.is_over:
            move = node.untried.pop()
            state.play(move)
            at_limit = game.tree_depth and len(path) >= game.tree_depth
            child = _Node(state.current_player, [] if state.is_over or at_limit else list(game.moves(state)))
            rng.shuffle(child.untried)
            child.move_played = move
            node.children[move] = child
            node = child
            path.append(node)
        # playout
        depth = 0
        while not state.is_over and depth < game.rollout_depth:
            state.play(game.rollout(state, rng))
            depth += 1
        rewards = (game.terminal or outcome_rewards)(state) if state.is_over else game.evaluate(state)
        for n in path:
            n.add(rewards)
    stats = {m: (c.visits, (c.totals[seat] / c.visits) if c.visits else 0.0) for m, c in tree.children.items()}
    if report is not None:
        _fill_report(tree, report)
    if not stats:
        return (tree.untried or game.moves(root))[0], {}
    best = max(stats, key=lambda m: (stats[m][0], stats[m][1]))
    return best, stats


def _fill_report(tree: _Node, report: dict) -> None:
    """What the analysis reads from a finished search: each root child's mean reward per seat, its visits, and
    the principal line (most visits at each node)."""
    report["means"] = {m: [t / c.visits for t in c.totals] for m, c in tree.children.items() if c.visits}
    report["visits"] = {m: c.visits for m, c in tree.children.items()}
    line, node = [], tree
    while node.children:
        node = max(node.children.values(), key=lambda c: (c.visits, c.totals[node.player] if c.totals else 0.0))
        if not node.visits:
            break
        line.append(node.move_played)
    report["line"] = line


def _select(node: _Node, c: float) -> _Node:
    log_n = math.log(node.visits + 1)
    me = node.player
    best, best_value = None, -1e9
    for child in node.children.values():
        mean = child.totals[me] / child.visits if me is not None else 0.0
        value = mean + c * math.sqrt(log_n / child.visits)
        if value > best_value:
            best, best_value = child, value
    return best


# ---- alpha-beta for two players -----------------------------------------------------------------------------

WIN = 1e6   # evaluations at or beyond this are decided games; the search stops deepening when it finds one


class _OutOfTime(Exception):
    pass


def alphabeta(root, moves: Callable, evaluate: Callable, deadline: Deadline, max_depth: int = 64,
              node_budget: int | None = None):
    """Iterative-deepening negamax with alpha-beta: returns (best move, value, depth completed).

    moves(state): the considered moves, best-looking first (ordering is what makes alpha-beta fast).
    evaluate(state, seat): the position's value for `seat`, zero-sum (evaluate(s, a) == -evaluate(s, b));
    finished games should score beyond +-WIN. A seat that moves twice in a row (setup, a forced pass) is
    handled: the value is only negated when the seat to move changes.
    The previous depth's best move is searched first; a depth cut short by the deadline or the node budget is
    thrown away, so the answer always comes from a completed depth.
    """
    seat = root.current_player
    first = list(moves(root))
    if len(first) == 1:
        return first[0], 0.0, 0
    budget = node_budget if node_budget is not None else 1 << 60
    nodes = [0]

    def value_for(child, depth, alpha, beta, me):
        if child.is_over or depth == 0 or child.current_player is None:
            return evaluate(child, me)
        if child.current_player == me:
            return negamax(child, depth, alpha, beta, me)
        return -negamax(child, depth, -beta, -alpha, child.current_player)

    def negamax(state, depth, alpha, beta, me):
        nodes[0] += 1
        if nodes[0] & 31 == 0 and (deadline.expired() or nodes[0] > budget):
            raise _OutOfTime
        value = -math.inf
        for move in moves(state):
            child = state.clone()
            child.play(move)
            value = max(value, value_for(child, depth - 1, alpha, beta, me))
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        return value

    best_move, best_value, done = first[0], 0.0, 0
    for depth in range(1, max_depth + 1):
        try:
            alpha, value_of = -math.inf, {}
            for move in first:
                child = root.clone()
                child.play(move)
                value_of[move] = value_for(child, depth - 1, alpha, math.inf, seat)
                alpha = max(alpha, value_of[move])
        except _OutOfTime:
            break
        first.sort(key=lambda m: -value_of[m])      # stable: ties keep the game's own ordering
        best_move, best_value, done = first[0], value_of[first[0]], depth
        if deadline.expired() or nodes[0] > budget or abs(best_value) >= WIN:
            break
    return best_move, best_value, done


# ---- what the analysis asks of a player ---------------------------------------------------------------------

@dataclass
class Appraisal:
    """A player's answer to analyse(state, rng, deadline, played) (engine/ai/analysis.py): for every root move
    it valued (the played one always among them), each seat's chance (0..1, as `shares` makes them) in the
    position after it with best play; and the best line, best move first."""
    values: dict
    line: list


def shares(rewards: Sequence[float], teams: Sequence[Sequence[int]] = (), cooperative: bool = False) -> list[float]:
    """Rewards per seat (0..1 each) as chances: two seats' chances and more seats' expected shares sum to 1;
    with teams every seat holds its team's chance (the teams' sum to 1); in cooperative play every seat holds
    the same value, left as it is."""
    n = len(rewards)
    if cooperative:
        value = sum(rewards) / n if n else 0.0
        return [min(1.0, max(0.0, value))] * n
    if teams:
        team_value = [sum(rewards[s] for s in team) / len(team) for team in teams]
        total = sum(team_value)
        out = [0.0] * n
        for team, v in zip(teams, team_value):
            for s in team:
                out[s] = v / total if total > 0 else 1.0 / len(teams)
        return out
    total = sum(max(0.0, r) for r in rewards)
    if total <= 0:
        return [1.0 / n] * n
    return [max(0.0, r) / total for r in rewards]


def outcome_shares(state) -> list[float]:
    """A finished game's chances: 1 to the winner (shared among tied winners; a team's members each hold the
    team's), 0 to the losers; cooperative play (no winners): the team score squashed, the same for every seat."""
    out = state.outcome()
    teams = getattr(out, "teams", ()) or ()
    if not out.winners:
        return outcome_rewards(state)
    won = set(out.winners)
    for team in teams:
        if set(team) == won:
            return [1.0 if s in won else 0.0 for s in range(len(out.scores))]
    return [1.0 / len(won) if s in won else 0.0 for s in range(len(out.scores))]


def paired_values(root, moves: Sequence, samples: int, rng: random.Random, value: Callable,
                  sample_root: Callable | None = None) -> dict:
    """{move: mean rewards per seat} of each move over the same `samples` futures (common random numbers):
    for every sample one seed, and each move is played on the same root (or the same determinisation,
    sample_root(rng)) and valued by value(state after the move, rng) with a generator of that seed. Moves
    compared on equal luck differ by what they do, not by their dice: the analysis compares the best and the
    played move this way where one MCTS visit count would be too small to tell them apart."""
    totals: dict = {m: None for m in moves}
    for _ in range(samples):
        seed = rng.getrandbits(64)
        for move in moves:
            r = random.Random(seed)
            state = sample_root(r) if sample_root else root.clone()
            state.play(move)
            rewards = value(state, r)
            acc = totals[move]
            totals[move] = list(rewards) if acc is None else [a + b for a, b in zip(acc, rewards)]
    return {m: [t / samples for t in acc] for m, acc in totals.items() if acc is not None}
