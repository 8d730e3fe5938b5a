"""The benchmark opponent of tests/benchmarks/bench_tumbleweed_strength.py (tests/benchmarks/tumbleweed_editor.py,
issue 29): it plays only legal moves in every phase, is deterministic for a seed, its one-ply gains are the score
changes the engine counts, and its capture quiescence sees a recapture a one-ply look misses. A few seconds."""
import os
import random
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "benchmarks"))

import tumbleweed_editor as editor  # noqa: E402
from engine import tumbleweed as tw  # noqa: E402


def play_out(state, seats, seed, limit=10_000):
    """Play to the end (or `limit` moves); seats[seat] is a depth for the editor or 'random'. Returns the moves
    played."""
    rng = random.Random(seed)
    played = []
    while not state.is_over and len(played) < limit:
        who = seats[state.current_player]
        legal = state.legal_moves()
        move = rng.choice(legal) if who == "random" else editor.choose(state, who, rng)
        assert move in legal, f"{move} is not legal at move {len(played)}"
        state.play(move)
        played.append(str(move))
    return played


@pytest.mark.parametrize("seats, options", [
    ((2, "random"), {}),
    (("random", 2), {"free_setup": True, "capture_delay": True}),
])
def test_a_whole_game_of_legal_moves_at_side_6(seats, options):
    state = tw.new_game(seed=4, size=6, **options)
    played = play_out(state, seats, seed=4)
    assert state.is_over and len(played) > 10
    editor_seat = seats.index(2)
    assert state.scores()[editor_seat] > state.scores()[1 - editor_seat]     # (it beats a random player)


def test_the_capture_delay_is_respected():
    state = tw.new_game(seed=2, size=6, capture_delay=True)
    rng = random.Random(2)
    for _ in range(40):
        if state.is_over:
            break
        barred = state.delayed_cell()
        move = editor.choose(state, 2, rng)
        assert barred is None or move != tw.Place(barred)
        state.play(move)


def test_the_same_seed_gives_the_same_game():
    games = [play_out(tw.new_game(seed=9, size=6), (2, 2), seed=9, limit=60) for _ in range(2)]
    assert games[0] == games[1] and len(games[0]) == 60
    other = play_out(tw.new_game(seed=9, size=6), (2, 2), seed=10, limit=60)
    assert other != games[0]          # (the seed does choose among equal moves)


def test_the_one_ply_gain_is_the_engines_score_change():
    rng = random.Random(1)
    state = tw.new_game(seed=1, size=6, capture_delay=True)
    checked = 0
    while not state.is_over and checked < 2000:
        if state.phase == "play":
            col = state.turn
            cells = editor.placements(state, col)
            assert {state.geometry.places[i] for i in cells} == set(state.legal_moves()) - {tw.PASS}
            before = editor.score_difference(state, col)
            for i in cells:
                after = state.clone()
                after.play(state.geometry.places[i])
                assert editor.score_difference(after, col) - before == editor.gain(state, col, i)
                checked += 1
        legal = state.legal_moves()
        state.play(rng.choice(legal[:-1] or legal))
    assert checked > 500


def a_suicidal_best_gain():
    """Red to move; red's best one-ply gain (1,-1) is seen by two white stacks and one red one: white takes it
    straight back."""
    data = tw.new_game(size=6, seed=0).to_dict()
    data.update(phase="play", seat_colours=["white", "red"], turn="red", current_player=1, placed=[True, True],
                last_move="-2,-1",
                stacks=[[0, -5, "red", 1], [2, -5, "red", 1], [4, -4, "red", 1], [0, -2, "white", 1],
                        [1, -2, "white", 2], [2, -2, "red", 1], [-2, -1, "white", 1], [0, -1, "white", 1],
                        [0, 0, "neutral", 2]])
    return tw.from_dict(data)


def test_quiescence_sees_the_recapture_a_one_ply_look_misses(monkeypatch):
    state = a_suicidal_best_gain()
    greedy = tw.Place((1, -1))
    best_gain, best = editor.ordered(state, tw.RED, editor.placements(state, tw.RED))[0]
    assert state.geometry.places[best] == greedy and state.is_suicidal(greedy.cell)
    move, value, _ = editor.search_root(state, 1)
    assert move != greedy and not state.is_suicidal(move.cell)
    monkeypatch.setattr(editor, "QUIESCENCE_PLIES", 0)      # the horizon without quiescence: it falls for it
    move0, value0, _ = editor.search_root(state, 1)
    assert move0 == greedy and value0 > value


def test_a_pass_that_ends_a_won_game_is_taken():
    state = a_suicidal_best_gain()
    state.play(tw.PASS)                   # red passes, white is ahead: white's pass ends the game, won
    assert state.pass_ends_game() and editor.score_difference(state, tw.WHITE) > 0
    assert editor.choose(state, 2, random.Random(0)) == tw.PASS


def test_every_setup_phase_has_a_move():
    state = tw.new_game(seed=3, size=6, free_setup=True)
    rng = random.Random(3)
    while state.phase != "play":
        move = editor.choose(state, 2, rng)
        assert move in state.legal_moves()
        state.play(move)
    assert state.stacks()[(0, 0)] == ("neutral", 2)
