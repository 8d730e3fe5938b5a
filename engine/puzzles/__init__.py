"""Puzzles: positions from real (computer-vs-computer) games with one clearly best answer, as plain data.

A pack is a JSON file per entry, `games/<package>/puzzles.<entry>.json` (GameSpec.puzzles_path), written by
`tests/make_puzzles.py` and never by hand:

    {"entry": "tumbleweed", "engine": "tumbleweed",
     "criterion": "one sentence: how moves are valued (search, depth) and the margin the answer must lead by",
     "puzzles": [
        {"id": "tumbleweed-001",          unique in its pack, stable (progress is kept by it)
         "theme": "capture",              a key of the game's THEMES (its words: puzzles.theme.<key>)
         "difficulty": 1,                 1 easy .. 3 hard (the generator says how it decides)
         "players": 2, "options": {...},  new_game(players, seed, **options) of the engine, every option given
         "seed": 17, "moves": ["..."],    the moves from the start to the puzzle's position (engine notation)
         "answer": ["..."],               the accepted move(s): usually one; moves that are the same move
                                          written differently (a symmetric twin is not the same move)
         "line": ["..."],                 what follows the answer: the answer itself, then the best replies
         "depth": 2, "margin": 1.5,       the criterion's depth, and how far the answer leads the next best
         "goal": "capture"}               the goal's words: puzzles.goal.<key> (may equal the theme)
     ]}

A game's puzzle module (engine/puzzles/<engine>.py) answers:
    THEMES: tuple of theme keys it generates; CRITERIA: {entry: the pack's criterion sentence}
    generate(seed, want, report) -> list[dict]   puzzles as above (report(examined=, kept=) as it goes);
                                          tripitz also generate_together (the children's set)
    move_values(state, depth) -> dict[str, float]         every legal move's value for the seat to move, by the
                                                          pack's criterion at `depth`, keyed by notation
    refutation(state, move) -> list[str]                  after a wrong answer: the best reply (and on), or []
check(puzzle, engine) replays the position and proves the answer: legal, and strictly best by the margin.
Pure Python: no pygame.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass

MODULES = {"tumbleweed": "engine.puzzles.tumbleweed", "trickle": "engine.puzzles.trickle",
           "icesickle": "engine.puzzles.icesickle", "tripitz": "engine.puzzles.tripitz"}


def module_for(engine: str):
    return importlib.import_module(MODULES[engine])


def engine_of(engine: str):
    return importlib.import_module(f"engine.{engine}")


def position(puzzle: dict, engine: str):
    """The puzzle's position: its game started from the seed and played to the position (every move checked)."""
    mod = engine_of(engine)
    state = mod.new_game(players=puzzle["players"], seed=puzzle["seed"], **puzzle["options"])
    for text in puzzle["moves"]:
        state.play(mod.parse_move(text))
    return state


@dataclass
class Check:
    legal: bool            # every accepted answer is a legal move of the position
    best: float            # the best answer's value by the criterion
    runner_up: float       # the best value of any move that is not an answer (-inf: there is none)
    margin: float          # the margin the puzzle claims

    @property
    def proven(self) -> bool:
        return self.legal and self.best - self.runner_up >= self.margin


def check(puzzle: dict, engine: str) -> Check:
    state = position(puzzle, engine)
    values = module_for(engine).move_values(state, puzzle["depth"])
    answers = set(puzzle["answer"])
    legal = bool(answers) and answers <= set(values)
    best = max((values[a] for a in answers if a in values), default=float("-inf"))
    others = [v for m, v in values.items() if m not in answers]
    return Check(legal, best, max(others, default=float("-inf")), puzzle["margin"])
