"""The computer looks at a game: each position's chances for every seat, the best move and its line, and how
much the move actually played gave away (issue 24; docs/AI.md, "Analysis").

    analyse(state, played=None, seed=None, seconds=None) -> Verdict   one position; never changes `state`
    judge(drop) -> "inaccuracy" | "mistake" | "blunder" | None          by THRESHOLDS
    verdict_data(verdict) / verdict_from_data(data, parse_move)         a Verdict as small JSON-able data
    chance_of_score(value, scale) -> float                              an evaluation in points as a chance
    final_chances(state) -> list[float]                                 a finished game's chances (the graph's end)

Each game's player module (engine/ai/<game>.py) answers analyse(state, rng, deadline, played) with a
search.Appraisal: every root move it valued (the played move always among them, even where its search would
prune it), each seat's chance after it, and the best line. The alpha-beta games (Tumbleweed, IceSickle's
jumping) turn their score into a chance with chance_of_score and a scale fitted per game
(tests/benchmarks/fit_analysis_scale.py); the MCTS games (Trickle, IceSickle's sowing and 3-4 players,
Tripitz) already value positions per seat in 0..1 (search.mcts's report). Chances are what search.shares makes
of them: two seats' sum to 1, more seats' are expected shares, a team's members hold the team's chance, and in
cooperative play every seat holds the team's expected score squashed to 0..1.

Determinism: the searches stop at node or iteration budgets (ANALYSIS_SECONDS is only the safety net), so the
same seed gives the same verdict; `seconds` overrides the safety net (tests give tiny ones).
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from engine.ai import search

# The drop in the mover's chance (0..1) that marks a move, largest first. lichess marks 10, 20 and 30 points of
# winning percentage; our chances come from shallower searches and several games are luck-heavy (Tripitz,
# Trickle's playouts), so the marks start at half those: 5 points an inaccuracy, 10 a mistake, 15 a blunder
# (docs/AI.md, "Analysis", says what the planted-mistake benchmark found with them).
THRESHOLDS = (("blunder", 0.15), ("mistake", 0.10), ("inaccuracy", 0.05))
ANALYSIS_SECONDS = 2.0     # the safety net per position; the budgets stop the searches at about 0.4 s
LINE_LENGTH = 6            # moves kept of the best line


@dataclass
class Verdict:
    mover: int                     # seat to move at the position
    chances: list[float]           # each seat's chance at the position with best play (see the docstring)
    best: object                   # the search's best move
    line: list = field(default_factory=list)   # the best line, best move first
    best_value: float = 0.0        # the mover's chance after the best move
    played: object | None = None   # the move actually played, or None
    played_value: float | None = None   # the mover's chance after the played move

    @property
    def drop(self) -> float:
        if self.played is None or self.played_value is None or self.played == self.best:
            return 0.0
        return max(0.0, self.best_value - self.played_value)

    @property
    def judgement(self) -> str | None:
        return judge(self.drop)


def judge(drop: float) -> str | None:
    """The mark a drop in the mover's chance earns, or None below the smallest threshold."""
    for name, threshold in THRESHOLDS:
        if drop >= threshold - 1e-9:
            return name
    return None


def chance_of_score(value: float, scale: float) -> float:
    """A score from the mover's point of view (points or cells; beyond +-search.WIN/2 a decided game) as the
    mover's chance: the logistic curve 1 / (1 + exp(-value / scale)), 0.5 at an even position, rising with the
    value, within 0..1 (exactly 1 and 0 for a decided win or loss). `scale` is the lead that makes about 73%:
    fitted per game so that the value predicts the winner (docs/AI.md)."""
    if value >= search.WIN / 2:
        return 1.0
    if value <= -search.WIN / 2:
        return 0.0
    x = value / scale
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def _final_chances(player, state) -> list[float]:
    custom = getattr(player, "final_chances", None)
    return custom(state) if custom is not None else search.outcome_shares(state)


def final_chances(state) -> list[float]:
    """A finished game's chances on the same scale as analyse's (the graph's last point): 1 for the winner,
    0 for a loser, shared among tied winners; cooperative play: the team's result squashed. ValueError while
    the game runs."""
    from engine.ai import player_for
    if not state.is_over:
        raise ValueError("The game is not over: analyse the position instead.")
    return [round(float(c), 6) for c in _final_chances(player_for(state), state)]


def analyse(state, played=None, *, seed=None, seconds=None) -> Verdict:
    """The verdict on one position (and on `played`, the move made there, if given). Never changes `state`;
    ValueError when the game is over or `played` is not legal there."""
    from engine.ai import player_for   # (the package's door imports this module)
    if state.is_over or state.current_player is None:
        raise ValueError("The game is over: there is no position to analyse.")
    mover = state.current_player
    if played is not None:
        probe = state.clone()
        probe.play(played)      # raises the engine's IllegalMove for an illegal move
    player = player_for(state)
    rng = random.Random(seed)
    deadline = search.Deadline(seconds if seconds is not None else ANALYSIS_SECONDS)
    look = getattr(player, "analyse", None) or generic_analyse
    found = look(state.clone(), rng, deadline, played)
    values = dict(found.values)
    best = found.line[0] if found.line else max(values, key=lambda m: values[m][mover])
    line = list(found.line[:LINE_LENGTH]) or [best]
    # A move that ends the game is valued by the result itself (1/0, or the share), whatever the search said,
    # and a won ending the search under-rated is the best move. Not where the ending may hang on what the mover
    # cannot see (a player with HIDDEN_ENDINGS values its endings on its own samples).
    for move in ([] if getattr(player, "HIDDEN_ENDINGS", False) else list(values)):
        after = state.clone()
        after.play(move)
        if after.is_over:
            values[move] = _final_chances(player, after)
            if values[move][mover] > values[best][mover] + 1e-9:
                best, line = move, [move]
    chances = [round(float(c), 6) for c in values[best]]
    return Verdict(mover=mover, chances=chances, best=best, line=line, best_value=chances[mover],
                   played=played, played_value=None if played is None else float(values[played][mover]))


GENERIC_ITERATIONS = 400


def generic_analyse(state, rng: random.Random, deadline: search.Deadline, played=None) -> search.Appraisal:
    """For a game whose player has no analyse() of its own (a new game, the tests' tiny game): search.mcts over
    every legal move with random playouts, positions valued by each seat's score lead (search.score_margin_rewards),
    finished ones by the result. Honest but shallow: a game's own analyse knows its game."""
    teams = getattr(state, "teams", ()) or ()
    game = search.MctsGame(moves=lambda s: s.legal_moves(), rollout=lambda s, r: r.choice(s.legal_moves()),
                           evaluate=lambda s: search.score_margin_rewards(s.scores()), rollout_depth=20,
                           terminal=search.outcome_shares)
    report: dict = {}
    search.mcts(state, game, rng, deadline, GENERIC_ITERATIONS, force=() if played is None else (played,),
                report=report)
    values = {m: search.shares(v, teams) for m, v in report["means"].items()}
    if played is not None and played not in values:       # not visited at all (a tiny deadline): 8 playouts
        totals = None
        for _ in range(8):
            after = state.clone()
            after.play(played)
            for _ply in range(game.rollout_depth):
                if after.is_over:
                    break
                after.play(game.rollout(after, rng))
            r = game.terminal(after) if after.is_over else game.evaluate(after)
            totals = list(r) if totals is None else [a + b for a, b in zip(totals, r)]
        values[played] = search.shares([t / 8 for t in totals], teams)
    return search.Appraisal(values, report["line"] or [played if played is not None else state.legal_moves()[0]])


def verdict_data(verdict: Verdict) -> dict:
    """A verdict as small JSON-able data: moves as notation, chances to 3 decimals."""
    data = {"mover": verdict.mover, "chances": [round(c, 3) for c in verdict.chances], "best": str(verdict.best),
            "line": [str(m) for m in verdict.line], "best_value": round(verdict.best_value, 3)}
    if verdict.played is not None:
        data["played"] = str(verdict.played)
        data["played_value"] = round(verdict.played_value, 3)
    return data


def verdict_from_data(data: dict, parse_move) -> Verdict:
    """The inverse of verdict_data, with the game's parse_move for the moves."""
    played = data.get("played")
    return Verdict(mover=int(data["mover"]), chances=[float(c) for c in data["chances"]],
                   best=parse_move(data["best"]), line=[parse_move(m) for m in data.get("line", [])],
                   best_value=float(data["best_value"]),
                   played=None if played is None else parse_move(played),
                   played_value=None if played is None else float(data["played_value"]))
