"""The Tripitz computer player: legal choices everywhere, determinism, hidden information (a seat's choice
may depend only on what it can see), pruned exchanges, and the cooperative hint that must be a joker swap."""
from __future__ import annotations

import random

import pytest

from engine import ai, hexgrid
from engine import tripitz as T
from engine.ai import search
from engine.ai import tripitz as P

LEVELS = ai.LEVELS


@pytest.fixture
def small_budgets(monkeypatch):
    """Budgets small enough for tests and always reached well before a generous deadline, so a seed gives
    one answer however loaded the machine is."""
    monkeypatch.setattr(P, "ITERATIONS", {"medium": 16, "hard": 20, "expert": 24})


def played(players=2, seed=0, moves=12, **options):
    """A game after some greedy moves: a position from the middle of a real game."""
    state = T.new_game(players, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.play(P.greedy(state, rng))
    return state


def reshuffled(state, seat, seed):
    """The same position as `seat` sees it, with everything it cannot see dealt differently: the other racks
    and the bag hold the same number of pids, in another shuffle, and the game's generator is another one."""
    other = state.clone()
    pool = T.unseen_pids(state, seat)
    random.Random(seed).shuffle(pool)
    for s in range(state.players):
        if s != seat:
            n = len(state.racks[s])
            other.racks[s], pool = pool[:n], pool[n:]
    other.bag = pool
    other.rng = random.Random(seed + 99)
    assert [len(r) for r in other.racks] == [len(r) for r in state.racks] and len(other.bag) == len(state.bag)
    assert other.racks[seat] == state.racks[seat] and other.board == state.board
    return other


SETUPS = [
    (2, {}), (3, {}), (4, {}), (5, {}), (6, {}),
    (2, {"jokers": True}), (4, {"jokers": True}),
    (2, {"shortened": True}), (3, {"row_model": "strict"}), (2, {"row_model": "strict", "jokers": True}),
    (3, {"cooperative": True}), (4, {"cooperative": True, "jokers": True}),
]


@pytest.mark.parametrize("players,options", SETUPS)
def test_every_level_chooses_a_legal_move_and_leaves_the_state_alone(players, options, small_budgets):
    for seed, moves in ((players, 8), (players + 7, 30)):
        state = played(players, seed=seed, moves=moves, **options)
        if state.is_over:
            continue
        before = state.to_dict()
        legal = state.legal_moves()
        for level in LEVELS:
            assert ai.choose_move(state, level, seed=1, seconds=20) in legal
            assert P.choose(state, level, random.Random(1), search.Deadline(20)) in legal   # not even on the real one
            assert state.to_dict() == before
        assert ai.hint(state, seed=1, seconds=20) in legal
        assert ai.greedy_move(state, seed=1) in legal
        assert state.to_dict() == before


def test_whole_games_at_every_level_stay_legal(small_budgets):
    for options, players, level in (({"jokers": True}, 2, "medium"), ({"row_model": "strict"}, 3, "easy"),
                                    ({"shortened": True, "jokers": True}, 2, "easy")):
        state = T.new_game(players, seed=4, **options)
        n = 0
        while not state.is_over:
            move = ai.choose_move(state, level, seed=n, seconds=20)
            assert move in state.legal_moves()
            state.play(move)
            n += 1


def test_a_seed_gives_one_move(small_budgets):
    state = played(3, seed=5, moves=10)
    for level in LEVELS:
        moves = {ai.choose_move(state, level, seed=7, seconds=20) for _ in range(2)}
        assert len(moves) == 1


@pytest.mark.parametrize("players,options", [(2, {}), (4, {"jokers": True}), (3, {"cooperative": True}),
                                             (2, {"jokers": True, "shortened": True})])
def test_the_choice_uses_only_what_the_seat_can_see(players, options, small_budgets):
    """Dealing the unseen pids (other racks and bag) differently, keeping their sizes, changes nothing."""
    for seed, moves in ((1, 6), (2, 25), (3, 45)):
        state = played(players, seed=seed, moves=moves, **options)
        if state.is_over:
            continue
        seat = state.current_player
        twins = [reshuffled(state, seat, k) for k in (11, 12)]
        assert any(t.racks != state.racks or t.bag != state.bag for t in twins)
        for level in LEVELS:
            want = ai.choose_move(state, level, seed=3, seconds=20)
            assert [ai.choose_move(t, level, seed=3, seconds=20) for t in twins] == [want, want], level
        want = ai.hint(state, seed=3, seconds=20)
        assert [ai.hint(t, seed=3, seconds=20) for t in twins] == [want, want]
        want = ai.greedy_move(state, seed=3)
        assert [ai.greedy_move(t, seed=3) for t in twins] == [want, want]


def test_a_determinisation_keeps_what_is_seen_and_the_sizes():
    state = played(4, seed=8, moves=15, jokers=True)
    seat = state.current_player
    sample = T.with_hidden_dealt(state, seat, random.Random(1))
    assert sample.board == state.board and sample.racks[seat] == state.racks[seat]
    assert [len(r) for r in sample.racks] == [len(r) for r in state.racks]
    assert len(sample.bag) == len(state.bag)
    everything = sorted(list(sample.board.values()) + sum(sample.racks, []) + sample.bag)
    assert everything == sorted(list(state.board.values()) + sum(state.racks, []) + state.bag)
    assert sample.to_dict()["racks"] != state.to_dict()["racks"]


def stuck_position(bag_size=20):
    """Seat 0 holds 7 pids of which none can be placed; the bag is full enough for 127 exchanges."""
    probe = T.new_game(2, seed=0)
    board = dict(probe.board)
    rest = [p for p in T.PIDS if p not in board.values()]
    dead = [p for p in rest if not probe.legal_cells(p)]
    live = [p for p in rest if p not in dead]
    rack = dead[:7]
    assert len(rack) == 7
    others = [p for p in rest if p not in rack]
    return T.from_position(board, [rack, others[:7]], others[7:7 + bag_size], current_player=0)


def test_exchanges_are_filtered_to_a_handful(small_budgets):
    state = stuck_position()
    assert sum(isinstance(m, T.Exchange) for m in state.legal_moves()) == 127
    considered = P.candidates(state, 16)
    assert 1 <= len(considered) <= 3 and all(isinstance(m, T.Exchange) for m in considered)
    for level in LEVELS:
        move = ai.choose_move(state, level, seed=2, seconds=20)
        assert isinstance(move, T.Exchange) and move in state.legal_moves()


def test_no_exchange_is_considered_when_a_placement_scores_well():
    state = played(2, seed=3, moves=20)
    placed = P.placements(state, state.current_player)
    assert placed and placed[0][0] >= P.EXCHANGE_BELOW
    assert not any(isinstance(m, T.Exchange) for m in P.candidates(state, 16))


def test_sitting_out_only_when_forced(small_budgets):
    state = stuck_position(bag_size=0)
    assert state.legal_moves() == [T.SitOut()]
    for level in LEVELS:
        assert ai.choose_move(state, level, seed=1, seconds=20) == T.SitOut()


def test_easy_plays_one_of_its_best_few_placements():
    state = played(2, seed=6, moves=16)
    placed = P.placements(state, state.current_player)
    top = {m for _, m in sorted(placed, key=lambda sm: -sm[0])[:P.EASY_TOP]}
    cutoff = sorted((s for s, _ in placed), reverse=True)[min(P.EASY_TOP, len(placed)) - 1]
    for seed in range(12):
        move = ai.choose_move(state, "easy", seed=seed)
        assert move in top or state.score_placement(move.pid, move.cell).total >= cutoff


def joker_only_position():
    """Tripitz Together with jokers: a full core of pids around (0,0); seat 0 holds a joker and 2 pids that
    fit nowhere, so only swapping the joker for a core pid (then placing that pid) scores; the bag is not
    empty, so exchanges are legal too."""
    rng = random.Random(22)
    core_cells = [c for c in T.BOARD if hexgrid.distance(c, (0, 0)) <= 3]
    pids = rng.sample(T.PIDS, len(core_cells))
    board = dict(zip(core_cells, pids))
    rest = [p for p in T.PIDS if p not in pids]
    probe = T.from_position(board, [[], []], jokers=True, cooperative=True)
    dead = [p for p in rest if not probe.legal_cells(p)][:2]
    others = [p for p in rest if p not in dead]
    return T.from_position(board, [[T.JOKERS[0]] + dead, others[:7]], others[7:12], current_player=0,
                           jokers=True, cooperative=True)


def test_the_cooperative_hint_is_a_joker_swap_when_only_a_swap_helps():
    state = joker_only_position()
    legal = state.legal_moves()
    assert not any(isinstance(m, T.Place) for m in legal)
    assert any(isinstance(m, T.JokerSwap) for m in legal) and any(isinstance(m, T.Exchange) for m in legal)
    move = ai.hint(state, seed=1)
    assert isinstance(move, T.JokerSwap) and move in legal
    state.play(move)
    follow = ai.hint(state, seed=1)          # the next hint is the placement the swap made possible
    assert isinstance(follow, T.Place) and follow in state.legal_moves()
    assert state.score_placement(follow.pid, follow.cell).total > 0


def test_greedy_takes_the_best_placement():
    state = played(2, seed=9, moves=10)
    best = state.best_placement(state.current_player)
    move = ai.greedy_move(state, seed=0)
    assert state.score_placement(move.pid, move.cell).total == best[2]
