"""What tests/benchmarks/bench_tripitz_ceiling.py's seers are given (issue 29, Tripitz's measured reason): the seer
of everything gets the real game, the seer of the racks the other racks as they are but the bag's order and the
coming draws dealt afresh, and the honest players' sampling is put back after each seer's move. The script is
read with a stand-in for benchenv (whose prepare() would move this process's settings folders); no game is
played to its end."""
import random

import pytest

from engine import ai
from engine import tripitz as T
from engine.ai import tripitz as tripitz_ai
from tests import benchscripts


@pytest.fixture(scope="module")
def bench():
    return benchscripts.load("bench_tripitz_ceiling")


def a_game_under_way():
    state = T.new_game(players=2, seed=7)
    for n in range(6):
        state.play(ai.greedy_move(state, seed=n))
    return state


def draws(state, seat: int) -> list:
    """The pids `seat` would draw next: its first placement's draw, as the state's generator deals it."""
    after = state.clone()
    score_cell = after.best_placement(seat)
    after.play(T.Place(score_cell[0], score_cell[1]))
    return sorted(after.racks[seat])


def test_the_seer_of_the_racks_keeps_the_racks_and_deals_the_bag_afresh(bench):
    state = a_game_under_way()
    seat = state.current_player
    samples = [bench.the_real_racks(state, seat, random.Random(k)) for k in range(6)]
    for sample in samples:
        assert sample.racks == state.racks and sample.board == state.board and sample.totals == state.totals
        assert sorted(sample.bag) == sorted(state.bag)
    assert len({tuple(sample.bag) for sample in samples}) > 1, "the bag's order is sampled, not the real one"
    assert any(draws(sample, seat) != draws(state, seat) for sample in samples), "the draws are not the real ones"
    real = bench.the_real_game(state, seat, random.Random(0))
    assert real.bag == state.bag and draws(real, seat) == draws(state, seat)


def test_a_seers_move_puts_the_honest_sampling_back(bench, monkeypatch):
    monkeypatch.setitem(tripitz_ai.ITERATIONS, "expert", 40)     # (the seer's search, shortened: a legal move)
    state = a_game_under_way()
    honest = T.with_hidden_dealt
    for sees in bench.SIGHT:
        move = bench.seer_move(state, seed=3, seconds=30, sees=sees)
        assert state.why_not(move) is None
        assert T.with_hidden_dealt is honest
