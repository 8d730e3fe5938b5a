"""A plain player for any game that follows the engine contract: MCTS with random playouts cut short and
valued by the score margin; the easy level chooses softly among the greedy player's best moves.
The game player modules start from this and replace what their game needs."""
from __future__ import annotations

import random

from engine.ai import search

ITERATIONS = {"medium": 300, "hard": 1200, "expert": 5000}


def evaluate(state) -> list[float]:
    return search.score_margin_rewards(state.scores())


def random_rollout(state, rng: random.Random):
    return rng.choice(state.legal_moves())


GAME = search.MctsGame(moves=lambda s: s.legal_moves(), rollout=random_rollout, evaluate=evaluate,
                       rollout_depth=12)


def easy(state, rng: random.Random):
    seat = state.current_player
    scored = []
    for move in state.legal_moves():
        after = state.clone()
        after.play(move)
        scored.append((search.score_difference(after, seat), move))
    return search.pick_softly(scored, rng, temperature=1.0)


def choose(state, level: str, rng: random.Random, deadline: search.Deadline):
    if level == "easy":
        return easy(state, rng)
    move, _ = search.mcts(state, GAME, rng, deadline, ITERATIONS[level])
    return move
