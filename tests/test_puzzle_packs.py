"""Every shipped puzzle is proven by the engine: its position replays, its answer is legal and strictly best
by its pack's criterion at its depth, by its margin (engine/puzzles)."""
import json
import os

import pytest

from engine import puzzles
from games import GAMES

PACKS = [(key, spec.puzzles_path) for key, spec in GAMES.items() if os.path.exists(spec.puzzles_path)]
CASES = []
for key, path in PACKS:
    with open(path, encoding="utf-8") as f:
        pack = json.load(f)
    CASES += [pytest.param(pack["engine"], puzzle, id=puzzle["id"]) for puzzle in pack["puzzles"]]


@pytest.mark.parametrize("engine, puzzle", CASES)
def test_every_shipped_puzzle_is_proven(engine, puzzle):
    result = puzzles.check(puzzle, engine)
    assert result.legal, f"{puzzle['id']}: an answer is not a legal move"
    assert result.proven, f"{puzzle['id']}: best {result.best} vs {result.runner_up}, margin {puzzle['margin']}"
