"""Computer players for every game: one entry point, four levels, a hint from the same search.

    choose_move(state, level, seed=None) -> move    a legal move for the seat to move; never changes `state`
    hint(state, seed=None) -> move                  a good move for the human to move (the Hint button)
    greedy_move(state, seed=None) -> move           the one-ply greedy yardstick of the benchmarks
    choose_notation(engine_name, data, level, seed) the worker process's job: a to_dict() in, notation out
    analyse_notation(engine_name, data, played, seed)  the worker's analysis of one position: verdict_data out
                                                    (engine/ai/analysis.py; a player's optional analyse())

Each game has a player module, the one its engine declares (INFO.ai, engine.core.GameInfo: engine/ai/<game>.py
for the games of engine/), answering
    choose(state, level, rng, deadline) -> move
and optionally hint(state, rng, deadline) -> move and greedy(state, rng) -> move. The declaration also says which
levels its seats may be given (INFO.levels) and whether hints are offered (INFO.hints). A player reads the state
only through its engine's public, documented view, never a private name (tests/test_game_info.py checks). The
shared machinery (deadlines, MCTS with a reward per seat, alpha-beta, the greedy baseline, the soft choice) is in
search.py. A player only ever looks at what its seat can see; a game with hidden information samples the rest.
"""
from __future__ import annotations

import importlib
import random
import sys

from engine.ai.search import THINK_SECONDS, deadline_for, greedy_move as _greedy
from engine.core import LEVELS

HINT_LEVEL = "medium"    # a hint should come within a second, and be a move worth playing


def engine_name(state) -> str:
    """The engine module a state belongs to, as choose_notation takes it: "tumbleweed" for engine/tumbleweed.py,
    the whole dotted name for an engine elsewhere (the tests' tiny game)."""
    module = type(state).__module__
    return module[len("engine."):] if module.startswith("engine.") and module.count(".") == 1 else module


def info_of(state):
    """The declaration (engine.core.GameInfo) of the engine a state belongs to: the module defining its class."""
    return sys.modules[type(state).__module__].INFO


def player_for(state):
    """The game's player module, as its engine declares it."""
    info = info_of(state)
    if not info.ai:
        raise ValueError(f"{info.name} has no computer player.")
    return importlib.import_module(info.ai)


def _check(state, level: str) -> None:
    levels = info_of(state).levels
    if level not in levels:
        raise ValueError(f"Unknown computer level {level!r}: choose one of {', '.join(levels)}.")
    if state.is_over or state.current_player is None:
        raise ValueError("The game is over: there is no move to choose.")


def choose_move(state, level: str, *, seed=None, seconds: float | None = None):
    """The move a computer seat of `level` plays. Deterministic for a given seed (the searches stop at an
    iteration budget before their deadline); `seconds` overrides the level's thinking time (benchmarks)."""
    _check(state, level)
    rng = random.Random(seed)
    return player_for(state).choose(state.clone(), level, rng, deadline_for(level, seconds))


def hint(state, *, seed=None, seconds: float | None = None):
    """A good move for the seat to move, from the same search the computer players use."""
    if not info_of(state).hints:
        raise ValueError(f"{info_of(state).name} offers no hints.")
    if state.is_over or state.current_player is None:
        raise ValueError("The game is over: there is no move to choose.")
    player = player_for(state)
    rng = random.Random(seed)
    deadline = deadline_for(HINT_LEVEL, seconds)
    if hasattr(player, "hint"):
        return player.hint(state.clone(), rng, deadline)
    return player.choose(state.clone(), HINT_LEVEL, rng, deadline)


def greedy_move(state, *, seed=None):
    """The one-ply greedy player (best immediate score difference): the yardstick of bench_ai."""
    player = player_for(state)
    rng = random.Random(seed)
    if hasattr(player, "greedy"):
        return player.greedy(state.clone(), rng)
    return _greedy(state.clone(), rng)


def choose_notation(engine: str, data: dict, level: str, seed=None, seconds: float | None = None) -> str:
    """What the worker process runs: rebuild the state from its to_dict(), choose, answer in notation. `engine`
    names a module of engine/ ("tumbleweed") or, with dots, any engine module."""
    module = importlib.import_module(engine if "." in engine else f"engine.{engine}")
    state = module.from_dict(data)
    if level == "hint":
        return str(hint(state, seed=seed, seconds=seconds))
    return str(choose_move(state, level, seed=seed, seconds=seconds))


def analyse_notation(engine: str, data: dict, played: str | None, seed=None, seconds: float | None = None) -> dict:
    """What the worker process runs for the analysis: rebuild the state from its to_dict(), read the played
    move (notation) if any, analyse the position, answer analysis.verdict_data (JSON-able, moves as notation)."""
    from engine.ai import analysis
    module = importlib.import_module(engine if "." in engine else f"engine.{engine}")
    state = module.from_dict(data)
    move = None if played is None else module.parse_move(played)
    return analysis.verdict_data(analysis.analyse(state, move, seed=seed, seconds=seconds))


__all__ = ["LEVELS", "THINK_SECONDS", "choose_move", "hint", "greedy_move", "choose_notation", "analyse_notation",
           "engine_name",
           "info_of"]
