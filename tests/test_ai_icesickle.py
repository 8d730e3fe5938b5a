"""The IceSickle computer player: legal, deterministic, leaves the state alone, plays for each variant's goal
(checked against a brute-force search over the engine itself), plays for the match total in game 2, and
solves the solo puzzle (solve_solo, hint)."""
from __future__ import annotations

import random

import pytest

from engine import ai
from engine import icesickle as ic
from engine import squaregrid as sg
from engine.ai import icesickle as player
from engine.ai import search

FAST = 0.05     # seconds for the strong levels in the legality tests (the deadline stops them)


def random_position(seed: int, players=2, moves=None, **options):
    """A position reached by random moves from a new game (sowing, reaping, game 2 of a match...)."""
    rng = random.Random(seed)
    state = ic.new_game(players=players, seed=seed, **options)
    for _ in range(moves if moves is not None else rng.randrange(0, 40)):
        if state.is_over:
            break
        state.play(rng.choice(state.legal_moves()))
    return state


def reaping_position(pieces: dict, scoring="high", mover=0, match=False, game_number=1, earlier=(0, 0)):
    """A jumping-phase position with these pyramids (cell name -> pips); `earlier` are game 1's scores
    when game_number is 2."""
    state = ic.new_game(players=2, seed=1, match=match, scoring=scoring)
    state.board = {sg.parse(name): (size, n % 5) for n, (name, size) in enumerate(pieces.items())}
    state._supply = []
    state.phase = "reaping"
    state.current_player = mover
    state.jumps = 1
    state.last_jumper = 1 - mover
    if game_number == 2:
        state.game_scores = [list(earlier), [0, 0]]
        state.game_number = 2
        state.first_placer = mover
    return state


def oracle(state, seat):
    """Brute force over the engine: the best final result for `seat` as (match outcome, margin), where the
    outcome is 1 win, 0.5 draw, 0 loss once the match is over, and the margin is oriented to the goal. A game
    1 of a match is judged when it ends (the margin of the totals so far)."""
    better = 1 if state.higher_is_better() else -1
    game = state.game_number

    def value(s):
        if s.is_over or s.game_number != game:
            totals = s.scores()
            margin = better * (totals[seat] - totals[1 - seat])
            if s.is_over:
                return (1.0 if seat in s.outcome().winners and len(s.outcome().winners) == 1
                        else 0.5 if seat in s.outcome().winners else 0.0, margin)
            return (0.5, margin)
        results = []
        for move in s.legal_moves():
            after = s.clone()
            after.play(move)
            results.append(value(after))
        return max(results) if s.current_player == seat else min(results)

    values = {}
    for move in state.legal_moves():
        after = state.clone()
        after.play(move)
        values[move] = value(after)
    return values


# ---- every level: legal, deterministic, the state untouched ------------------------------------------------

SETUPS = [
    dict(players=2),
    dict(players=2, match=False),
    dict(players=2, scoring="low"),
    dict(players=2, scoring="last_man"),
    dict(players=2, scoring="remaining", match=False),
    dict(players=1),
]


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: "-".join(f"{k}={v}" for k, v in s.items()))
@pytest.mark.parametrize("level", ai.LEVELS)
def test_every_level_chooses_a_legal_move_and_leaves_the_state_alone(setup, level):
    for seed in (3, 8, 21):
        moves = None if setup["players"] == 2 else 0
        state = random_position(seed, moves=moves if moves is not None else [2, 15, 19][seed % 3], **setup)
        if state.is_over:
            continue
        before = state.to_dict()
        move = ai.choose_move(state, level, seed=seed, seconds=FAST)
        assert move in state.legal_moves()
        assert state.to_dict() == before


def test_legal_moves_in_game_two_of_a_match():
    state = random_position(5, moves=0)
    rng = random.Random(5)
    while state.game_number == 1:
        state.play(rng.choice(state.legal_moves()))
    for _ in range(16):
        move = ai.choose_move(state, "hard", seed=1, seconds=FAST)
        assert move in state.legal_moves()
        state.play(move)


@pytest.mark.parametrize("moves", [3, 15])          # sowing, and the first jump
def test_the_same_seed_gives_the_same_move(moves):
    state = random_position(11, moves=moves)
    first = ai.choose_move(state, "medium", seed=7, seconds=30)
    assert ai.choose_move(state, "medium", seed=7, seconds=30) == first


def test_greedy_and_hint_are_legal():
    for seed in (1, 2):
        state = random_position(seed, moves=16, scoring="low")
        assert ai.greedy_move(state, seed=1) in state.legal_moves()
        assert ai.hint(state, seed=1, seconds=FAST) in state.legal_moves()


# ---- the jumping phase: the right goal ---------------------------------------------------------------------

def test_hard_takes_the_clearly_bigger_capture():
    # a5 (small) can take the large on b5 or the small on a4; either jump ends the game
    state = reaping_position({"a5": 1, "b5": 3, "a4": 1})
    assert ai.choose_move(state, "hard", seed=1) == ic.parse_move("a5xc5")
    assert ai.choose_move(state, "medium", seed=1) == ic.parse_move("a5xc5")


def test_low_scoring_takes_the_smaller_capture():
    state = reaping_position({"a5": 1, "b5": 3, "a4": 1}, scoring="low")
    assert ai.choose_move(state, "hard", seed=1) == ic.parse_move("a5xa3")


def endgames(scoring: str, count: int, pieces=6, match=False, game_number=1, earlier=(0, 0)):
    rng = random.Random(f"{scoring}-{pieces}-{game_number}")
    found = []
    while len(found) < count:
        cells = rng.sample(sg.CELLS, pieces)
        state = reaping_position({sg.name(c): rng.choice((1, 2, 3)) for c in cells}, scoring=scoring,
                                 match=match, game_number=game_number, earlier=earlier)
        if len(state.legal_moves()) >= 2:
            found.append(state)
    return found


@pytest.mark.parametrize("scoring", ic.SCORINGS)
def test_hard_plays_for_the_variants_goal_in_small_endgames(scoring):
    differs = 0
    for state in endgames(scoring, 9):
        values = oracle(state, state.current_player)
        best = max(values.values())
        move = ai.choose_move(state, "hard", seed=1)
        assert values[move] == best, (scoring, state.board, move, values)
        if scoring != "high":
            as_high = state.clone()
            as_high.scoring = "high"
            high_values = oracle(as_high, as_high.current_player)
            top_high = max(high_values.values())
            if {m for m, v in values.items() if v == best} != {m for m, v in high_values.items() if v == top_high}:
                differs += 1
    if scoring != "high":
        assert differs, "these endgames do not tell the variant from high scoring"


@pytest.mark.parametrize("scoring", ic.SCORINGS)
def test_game_two_plays_for_the_match_total(scoring):
    # the mover is behind after game 1: only the match result counts, judged by the engine's outcome()
    earlier = (0, 1) if scoring == "last_man" else (0, 3)
    if scoring == "low":
        earlier = (3, 0)
    for state in endgames(scoring, 6, match=True, game_number=2, earlier=earlier):
        values = oracle(state, state.current_player)
        best_result = max(v[0] for v in values.values())
        move = ai.choose_move(state, "hard", seed=1)
        assert values[move][0] == best_result
        assert values[move] == max(values.values())


def test_game_two_scores_count_in_the_sowing_rewards():
    state = random_position(4, moves=0)
    rng = random.Random(4)
    while state.game_number == 1:
        state.play(rng.choice(state.legal_moves()))
    judge = player.SowingJudge(state, player.GREED)
    totals = state.scores()
    leader = 0 if totals[0] > totals[1] else 1
    if totals[0] != totals[1]:
        # game 2 is the last game: a lead that survives is a win, worth far more than its margin alone
        rewards = judge.rewards_from_totals(totals)
        assert rewards[leader] > 0.85


# ---- solo ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_solve_solo_replays_legally_to_the_fewest_pyramids(seed):
    state = ic.new_game(players=1, seed=seed)
    path = player.solve_solo(state, search.Deadline(20))
    assert path
    replay = state.clone()
    for move in path:
        assert move in replay.legal_moves()
        replay.play(move)
    assert replay.is_over
    # nothing a greedy solo player finds is better
    greedy = state.clone()
    while not greedy.is_over:
        greedy.play(ai.greedy_move(greedy, seed=seed))
    assert replay.pyramids_left() <= greedy.pyramids_left()
    assert replay.pyramids_left() >= 1


def test_solve_solo_finds_the_single_pyramid_when_there_is_one():
    # a5 small, b5 small, c5 small, c4 small: b5xd5? a5xc5 is blocked; the solution is a chain to one
    state = ic.new_game(players=1, seed=1)
    state.board = {sg.parse("a5"): (1, 0), sg.parse("b5"): (1, 1), sg.parse("d5"): (1, 2), sg.parse("e4"): (1, 3)}
    path = player.solve_solo(state)
    replay = state.clone()
    for move in path:
        replay.play(move)
    assert replay.is_over and replay.pyramids_left() == 1


@pytest.mark.parametrize("seed", [2, 6])
def test_solo_hint_follows_the_solution(seed):
    state = ic.new_game(players=1, seed=seed)
    path = player.solve_solo(state, search.Deadline(20))
    for move in path:
        assert ai.hint(state, seed=1) == move
        state.play(move)
    assert state.is_over


def test_solve_solo_outside_the_jumping_phase_is_none():
    assert player.solve_solo(ic.new_game(players=2, seed=1)) is None


def test_the_levels_are_spaced_by_their_budgets():
    # issue 11's ladder: every level searches the sowing, its last placements and the jumping at least as
    # much as the level below, and more of at least one of them (medium has no tail search: see bench_ai)
    order = ("medium", "hard", "expert")
    for low, high in zip(order, order[1:]):
        budgets = [(table[low], table[high]) for table in
                   (player.SOW_ITERATIONS, player.REAP_NODES, player.SOW_TAIL, player.TAIL_NODES)]
        assert all(a <= b for a, b in budgets)
        assert any(a < b for a, b in budgets)
    assert player.SOW_TAIL["medium"] == 0 and player.TAIL_NODES["hard"] > 0


def test_medium_without_a_tail_search_still_places_legally_at_the_end_of_the_sowing():
    state = random_position(9, moves=14)
    assert state.phase == "sowing" and len(state.supply_pieces()) == 1
    move = ai.choose_move(state, "medium", seed=2)
    assert move in state.legal_moves()
    assert ai.choose_move(state, "medium", seed=2) == move
