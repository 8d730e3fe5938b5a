"""The tiny test game's computer player: perfect play by full search (the board has at most 9! lines)."""
from __future__ import annotations

from functools import lru_cache

from .engine import State


def choose(state, level, rng, deadline):
    """The best move for the seat to move (win, else draw), a random one of the equals; easy plays at random."""
    moves = state.legal_moves()
    if level == "easy":
        return rng.choice(moves)
    player = state.current_player
    best, best_value = [], -2
    for move in moves:
        after = state.clone()
        after.play(move)
        value = -_value(_key(after), 1 - player) if not after.is_over else _final(after, player)
        if value > best_value:
            best, best_value = [move], value
        elif value == best_value:
            best.append(move)
    return rng.choice(best)


def _key(state) -> tuple:
    return tuple(sorted(state.cells.items()))


def _final(state, player) -> int:
    scores = state.scores()
    return 0 if scores[0] == scores[1] else (1 if scores[player] else -1)


@lru_cache(maxsize=None)
def _value(cells: tuple, player: int) -> int:
    """The value of the position for `player`, to move, with perfect play by both."""
    state = State(player)
    state.cells = dict(cells)
    best = -2
    for move in state.legal_moves():
        after = state.clone()
        after.play(move)
        value = _final(after, player) if after.is_over else -_value(_key(after), 1 - player)
        best = max(best, value)
    return best
