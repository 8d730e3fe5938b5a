"""Checks every engine's refusals share (tests/test_*_codes.py): why_not answers what play() would raise."""
import pytest

from engine import core


def assert_why_not_agrees_with_play(state, moves, before: dict) -> None:
    """For each move: play() raises exactly the refusal why_not gave (same code and values) and changes nothing,
    or plays a move why_not let through. `before` is state.to_dict() as it stands."""
    for move in moves:
        answer = state.why_not(move)
        trial = state.clone()
        if answer is None:
            trial.play(move)
        else:
            with pytest.raises(core.IllegalMove) as raised:
                trial.play(move)
            assert (raised.value.code, raised.value.values) == (answer.code, answer.values)
            assert trial.to_dict() == before
