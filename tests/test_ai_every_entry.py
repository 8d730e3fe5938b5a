"""Every entry's computer player through the one entry point (engine.ai), as the app and the worker use it:
a legal move in random positions at every level, the same move for the same seed, the state left untouched,
the greedy yardstick and the hint legal too, and the worker's notation round trip."""
from __future__ import annotations

import json
import random

import pytest

from engine import ai
from games import GAMES

ENTRIES = [(key, players) for key, spec in GAMES.items() for players in spec.players]
# Options that change what is legal (issue 15): the computer players must follow them too.
VARIANTS = [("trickle", 2, {"jump_off_board": True}), ("trickle", 6, {"jump_off_board": True, "chaining": True}),
            ("tumbleweed", 2, {"capture_delay": True, "size": 6})]


def positions(key: str, players: int, count: int = 2, options: dict | None = None):
    """Positions after a random number of random moves (never finished), from a few seeds."""
    spec = GAMES[key]
    out = []
    for seed in range(count):
        state = spec.new_game(players, seed, {**spec.default_options(), **(options or {})})
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 25)):
            legal = state.legal_moves()
            after = state.clone()
            after.play(rng.choice(legal))
            if after.is_over:
                break
            state = after
        out.append(state)
    return out


@pytest.mark.parametrize("key,players", ENTRIES)
def test_every_level_chooses_a_legal_move_and_leaves_the_state_alone(key, players):
    for state in positions(key, players):
        before = json.dumps(state.to_dict(), sort_keys=True)
        legal = state.legal_moves()
        for level in ai.LEVELS:
            # the strong levels get a short deadline here: legality, not strength, is under test
            move = ai.choose_move(state, level, seed=5, seconds=None if level == "easy" else 0.05)
            assert move in legal, (level, str(move))
        assert ai.greedy_move(state, seed=1) in legal
        assert ai.hint(state, seed=2, seconds=0.05) in legal
        assert json.dumps(state.to_dict(), sort_keys=True) == before


@pytest.mark.parametrize("key,players,options", VARIANTS)
def test_every_level_plays_the_variants_legally(key, players, options):
    for state in positions(key, players, 3, options):
        legal = state.legal_moves()
        for level in ai.LEVELS:
            assert ai.choose_move(state, level, seed=5, seconds=None if level == "easy" else 0.05) in legal, level
        assert ai.hint(state, seed=2, seconds=0.05) in legal


@pytest.mark.parametrize("key,players", ENTRIES)
def test_a_seed_gives_one_move(key, players):
    state = positions(key, players, 1)[0]
    assert str(ai.choose_move(state, "easy", seed=11)) == str(ai.choose_move(state, "easy", seed=11))


@pytest.mark.parametrize("key,players", ENTRIES[:: 3])
def test_the_worker_round_trip_answers_in_notation_the_engine_reads(key, players):
    state = positions(key, players, 1)[0]
    engine = GAMES[key].engine_module
    text = ai.choose_notation(ai.engine_name(state), json.loads(json.dumps(state.to_dict())), "easy", 3)
    assert engine.parse_move(text) in state.legal_moves()


def test_a_finished_game_or_an_unknown_level_is_refused_with_a_reason():
    spec = GAMES["tumbleweed"]
    state = spec.new_game(2, 1, spec.default_options())
    with pytest.raises(ValueError, match="level"):
        ai.choose_move(state, "grandmaster")
    rng = random.Random(0)
    while not state.is_over:
        state.play(rng.choice(state.legal_moves()))
    with pytest.raises(ValueError, match="over"):
        ai.choose_move(state, "easy")
