"""The Trickle / Trickle Down computer player (engine/ai/trickle.py): legal, deterministic, leaves the state
alone, plays for its own team, and handles jump chains. Strength is measured by tests/benchmarks/bench_ai.py."""
from __future__ import annotations

import random

import pytest

from engine import ai
from engine import hexgrid as hg
from engine import trickle as tr
from engine.ai import search
from engine.ai import trickle as player

FAST = 0.03     # seconds for the searching levels in legality tests: the deadline, not the budget, stops them

SETUPS = [
    (2, {}), (3, {}), (4, {}), (6, {}),
    (2, {"move_from_corner": True}), (3, {"move_along_my_edge": True}),
    (4, {"move_from_corner": True, "move_along_my_edge": True}),
    (2, {"chaining": True}), (4, {"chaining": True}), (6, {"chaining": True}),
    (2, {"bead_scores": "random"}), (3, {"bead_scores": "centre", "goal_scores": "middle"}),
    (4, {"goal_scores": "ends"}), (2, {"ply_limit": 0}),
    (3, {"edition": "down"}), (3, {"edition": "down", "layout": "mixed", "chaining": True}),
    (3, {"edition": "down", "symbols": ("circle", "triangle", "square"), "ply_limit": 300}),
]


def random_position(players, options, seed, plies):
    state = tr.new_game(players, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(plies):
        if state.is_over:
            break
        state.play(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("players,options", SETUPS)
def test_every_level_chooses_a_legal_move_and_leaves_the_state_alone(players, options):
    for i, plies in enumerate((7, 45, 85)):
        state = random_position(players, options, seed=i + players, plies=plies)
        if state.is_over:
            continue
        before = state.to_dict()
        for level in ai.LEVELS:
            move = ai.choose_move(state, level, seed=i, seconds=None if level == "easy" else FAST)
            assert move in state.legal_moves(), (level, move)
            assert state.to_dict() == before
        assert ai.hint(state, seed=1, seconds=FAST) in state.legal_moves()
        assert ai.greedy_move(state, seed=1) in state.legal_moves()
        assert state.to_dict() == before


def test_a_whole_game_between_levels_stays_legal_in_every_player_count():
    for players, options in [(2, {}), (4, {"chaining": True}), (3, {"edition": "down"}), (6, {})]:
        state = tr.new_game(players, seed=5, **options)
        turn = 0
        while not state.is_over:
            level = ("easy", "medium")[turn % 2]
            move = ai.choose_move(state, level, seed=turn, seconds=0.005)
            state.play(move)            # IllegalMove would fail the test
            turn += 1
        assert state.outcome() is not None


def test_the_same_seed_gives_the_same_move():
    state = random_position(2, {}, seed=3, plies=40)
    for level in ("easy", "medium"):
        moves = {str(player.choose(state.clone(), level, random.Random(7), search.Deadline(60))) for _ in range(2)}
        assert len(moves) == 1, level


# ---- teams -----------------------------------------------------------------------------------------------

def _ring4_cell_between_two_teams():
    """A ring-4 cell from which one step lands on a team-A edge hex and another on a team-B edge hex."""
    probe = tr.new_game(4)
    for c in tr.BOARD:
        if tr.RING[c] != 4:
            continue
        owners = {probe.owner_of_cell(t) for t in tr.STEPS[c] if tr.side_of(t) is not None}
        if owners == {0, 1}:
            return c
    raise AssertionError("no such cell")


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_a_team_mate_scores_for_its_own_team_never_for_the_other(seat):
    cell = _ring4_cell_between_two_teams()
    probe = tr.new_game(4)
    # The teams stand 1-1 with everything else settled: the bead between their edges decides the game.
    a_hex = next(t for t in tr.EDGE_HEXES if probe.owner_of_cell(t) == 0 and tr.hg.distance(t, cell) > 3)
    b_hex = next(t for t in tr.EDGE_HEXES if probe.owner_of_cell(t) == 1 and tr.hg.distance(t, cell) > 3)
    state = tr.from_position([cell, a_hex, b_hex], players=4, current_player=seat)
    my_team = state.team_of(seat)
    for level in ai.LEVELS:
        for seed in range(2):
            # (the search stops at its iteration budget; the deadline only guards a loaded machine, where 0.15 s
            # cut medium short of the winning move: a wall clock must not decide what a test sees)
            move = ai.choose_move(state, level, seed=seed, seconds=1.5)
            after = state.clone()
            after.play(move)
            mine, theirs = after.team_scores()[my_team], after.team_scores()[1 - my_team]
            assert theirs == 1, (level, seat, move)       # never the other team's point
            if level != "easy":         # easy may let the point wait a turn (a human-like slip), never give it
                assert mine == 2 and after.is_over, (level, seat, move)


def test_the_estimate_gives_team_mates_the_same_reward():
    state = random_position(4, {}, seed=2, plies=60)
    r = player.rewards(state)
    assert r[0] == r[2] and r[1] == r[3]
    assert abs(r[0] + r[1] - 1) < 1e-9


def test_the_greedy_yardstick_counts_the_other_team_not_the_team_mate():
    cell = _ring4_cell_between_two_teams()
    state = tr.from_position([cell, (0, 0), (1, 0)], players=4, current_player=2)
    for seed in range(5):
        move = ai.greedy_move(state, seed=seed)
        assert state.owner_of_cell(move.dst) == state.team_of(2)


# ---- jump chains -------------------------------------------------------------------------------------------

def _chain_line(seat_edges):
    """Cells a, a+d, a+2d, a+3d, a+4d with rings never falling and a+4d an edge hex in `seat_edges`."""
    for a in tr.BOARD:
        for d in hg.DIRECTIONS:
            line = [hg.add(a, hg.scale(d, i)) for i in range(5)]
            if not all(c in tr.BOARD_SET for c in line):
                continue
            rings = [tr.RING[c] for c in line]
            if rings[2] >= rings[0] and rings[4] >= rings[2] and rings[2] < 5 and line[4] in seat_edges:
                return line
    raise AssertionError("no chain line")


def test_mid_chain_every_level_continues_a_jump_that_scores():
    probe = tr.new_game(2, chaining=True)
    mine = {c for c in tr.EDGE_HEXES if probe.seats_owning(c) == (0,)}
    a, b, c, d, e = _chain_line(mine)
    state = tr.from_position([a, b, d, (0, 0) if (0, 0) not in (a, b, c, d) else (1, -1)], players=2,
                             chaining=True)
    state.play(tr.Move(a, c))
    assert state.chain is not None and state.current_player == 0
    assert tr.Move(c, e) in state.legal_moves() and tr.STOP in state.legal_moves()
    for level in ai.LEVELS:
        move = ai.choose_move(state, level, seed=1, seconds=0.3)
        assert move in state.legal_moves()
        if level != "easy":
            assert move == tr.Move(c, e), level


def test_chain_positions_in_play_are_answered_legally():
    found = 0
    for seed in range(40):
        state = random_position(2, {"chaining": True}, seed=seed, plies=0)
        rng = random.Random(seed)
        while not state.is_over and found < 6:
            if state.chain is not None:
                for level in ai.LEVELS:
                    move = ai.choose_move(state, level, seed=seed, seconds=0.02)
                    assert move in state.legal_moves()
                found += 1
            state.play(rng.choice(state.legal_moves()))
        if found >= 6:
            break
    assert found >= 6


# ---- the evaluation ------------------------------------------------------------------------------------------

def test_a_bead_left_in_the_opponents_reach_counts_for_the_opponent():
    # Seat 0 to move, one bead on ring 4 next to seat 1's empty edge: seat 1 is expected to get it.
    probe = tr.new_game(2)
    theirs = {c for c in tr.EDGE_HEXES if probe.seats_owning(c) == (1,)}
    cell = next(c for c in tr.BOARD if tr.RING[c] == 4
                and all(t in theirs for t in tr.STEPS[c] if tr.RING[t] == 5))
    state = tr.from_position([cell, (0, 0)], players=2, current_player=0)
    est = player.estimate(state)
    assert est[1] > est[0]
    assert player.move_score(state, tr.Move((0, 0), (1, 0))) > player.move_score(
        state, next(m for m in state.legal_moves() if m.dst in theirs))


def test_the_playouts_fast_move_list_is_the_engines_move_list():
    for players, options in [(2, {}), (3, {"edition": "down"}), (2, {"move_from_corner": True}),
                             (4, {"chaining": True}), (3, {"move_along_my_edge": True})]:
        for seed in range(3):
            state = tr.new_game(players, seed=seed, **options)
            rng = random.Random(seed)
            while not state.is_over:
                assert set(player.playout_moves(state)) == set(state.legal_moves())
                state.play(rng.choice(state.legal_moves()))
