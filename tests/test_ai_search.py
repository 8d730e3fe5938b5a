"""The shared search machinery on a game small enough to know the answers: Nim with one heap, take 1-3,
whoever takes the last stone wins (a position is lost for the mover when the heap is a multiple of 4)."""
from __future__ import annotations

import random

import pytest

from engine import core
from engine.ai import search


class Nim:
    def __init__(self, heap, player=0, players=2):
        self.heap, self.current_player, self.players, self.winner = heap, player, players, None

    @property
    def is_over(self):
        return self.heap == 0

    def legal_moves(self):
        return [k for k in (1, 2, 3) if k <= self.heap]

    def play(self, k):
        if k not in self.legal_moves():
            raise core.IllegalMove("no")
        self.heap -= k
        if self.heap == 0:
            self.winner, self.current_player = self.current_player, None
        else:
            self.current_player = (self.current_player + 1) % self.players
        return []

    def clone(self):
        c = Nim(self.heap, self.current_player, self.players)
        c.winner = self.winner
        return c

    def scores(self):
        return [1 if s == self.winner else 0 for s in range(self.players)]

    def outcome(self):
        return core.outcome_from_scores(self.scores()) if self.is_over else None


def nim_value(state, seat):
    if state.is_over:
        return search.WIN if state.winner == seat else -search.WIN
    return 0.0


@pytest.mark.parametrize("heap", [5, 6, 7, 9, 10, 11])
def test_alphabeta_finds_the_winning_take(heap):
    move, value, depth = search.alphabeta(Nim(heap), lambda s: s.legal_moves(), nim_value, search.Deadline(5))
    assert (heap - move) % 4 == 0
    assert value >= search.WIN


def test_alphabeta_answers_from_a_completed_depth_when_time_is_gone():
    move, _, depth = search.alphabeta(Nim(30), lambda s: s.legal_moves(), nim_value, search.Deadline(0))
    assert move in (1, 2, 3) and depth <= 1


NIM = search.MctsGame(moves=lambda s: s.legal_moves(), rollout=lambda s, r: r.choice(s.legal_moves()),
                      evaluate=lambda s: [0.5, 0.5], rollout_depth=50)


@pytest.mark.parametrize("heap", [5, 6, 7])
def test_mcts_finds_the_winning_take_and_is_deterministic(heap):
    first, stats = search.mcts(Nim(heap), NIM, random.Random(4), search.Deadline(10), 3000)
    again, _ = search.mcts(Nim(heap), NIM, random.Random(4), search.Deadline(10), 3000)
    assert (heap - first) % 4 == 0
    assert first == again
    assert sum(v for v, _ in stats.values()) == 3000


def test_outcome_rewards_share_ties_and_give_a_team_the_whole_win():
    win = Nim(0)
    win.winner = 1
    assert search.outcome_rewards(win) == [0.0, 1.0]

    class Shared:
        def outcome(self):
            return core.Outcome((3, 3, 1), ((0, 1), (2,)), (0, 1))
    assert search.outcome_rewards(Shared()) == [0.5, 0.5, 0.0]

    class Team:
        def outcome(self):
            return core.Outcome((4, 2, 4, 2), ((0, 2), (1, 3)), (0, 2), teams=((0, 2), (1, 3)))
    assert search.outcome_rewards(Team()) == [1.0, 0.0, 1.0, 0.0]


def test_pick_softly_never_leaves_the_best_few():
    scored = [(float(v), v) for v in range(20)]
    rng = random.Random(1)
    picks = {search.pick_softly(scored, rng, temperature=2.0, top=4) for _ in range(300)}
    assert picks <= {19, 18, 17, 16} and len(picks) > 1
    assert search.pick_softly(scored, rng, temperature=0) == 19


def test_greedy_takes_the_immediate_win():
    assert search.greedy_move(Nim(3), random.Random(0)) == 3
