"""The measured strength of each computer level: the ladder's figures, as `tests/benchmarks/bench_ai.py --ladder`
wrote them into `engine/ai/strength.json`. Pure (no pygame): the title screen's ladder words these figures.

A ladder is one entry of the menu ("trickle", "icesickle", ...) or, where the board size changes the game as
much as Tumbleweed's does, one entry at one size ("tumbleweed-6"; `ladder_key`). A ladder's rung for a level
holds how it did against the level below it, with the entry's default options, seats alternated, and every seed
played twice with the seats swapped (duplicates: the luck of a deal or a draw falls on both sides):

    {"format": 1,
     "ladders": {"tumbleweed-8": {"medium": {"below": "easy", "wins": 15.0, "games": 20, "opponents": 1,
                                            "low": 0.53, "high": 0.89, "date": "2026-11-26", "load": 1.4,
                                            "think": {"medium": 0.02, "easy": 0.0}, "seconds": 1.2}}}}

`wins` counts a shared win as a half; `low`/`high` are the Wilson 95% interval of wins / games; `opponents` is
how many seats the level below held (Trickle Down: one level against two of the one below); `load` the machine's
one-minute load average when the pair was measured; `think` the mean seconds a move per level. A level with no
rung in the file has not been measured: the app says so, never a guess. The easy level has no level below.
"""
from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "strength.json")
FORMAT = 1
SPLIT_BY = {"tumbleweed": "size"}       # entries whose ladder is kept per value of this option
DENOMINATORS = (2, 3, 4, 5, 10, 20)      # "about n of d": the simplest fraction close enough to the rate
CLOSE_ENOUGH = 0.05


@dataclass(frozen=True)
class Rung:
    """One level's measured step over the level below it."""
    level: str
    below: str
    wins: float
    games: int
    opponents: int = 1
    date: str = ""
    load: float | None = None

    @property
    def rate(self) -> float:
        return self.wins / self.games

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a rate wins / games (95% for z = 1.96); (0, 1) when nothing was played. A
    shared win counted as a half is used as it is (the interval is then a close approximation)."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - spread), min(1.0, centre + spread)


def ladder_key(entry: str, options: dict | None = None) -> str:
    """The ladder an entry's game belongs to: the entry, or "<entry>-<value>" for an entry split by an option
    (Tumbleweed by its board size)."""
    split = SPLIT_BY.get(entry)
    if split and options and split in options:
        return f"{entry}-{options[split]}"
    return entry


def simple_fraction(wins: float, games: int) -> tuple[int, int]:
    """The rate as a simple fraction (n, d) for "about n of d games": the smallest denominator of DENOMINATORS
    whose nearest fraction is within CLOSE_ENOUGH of the rate, never 0 of d or d of d unless the level lost or
    won every game (then (0, games) or (games, games))."""
    if games <= 0:
        raise ValueError("a rate needs at least one game")
    if wins >= games:
        return games, games
    if wins <= 0:
        return 0, games
    rate = wins / games
    for d in DENOMINATORS:
        n = round(rate * d)
        if 0 < n < d and abs(n / d - rate) <= CLOSE_ENOUGH:
            return n, d
    d = DENOMINATORS[-1]
    return min(d - 1, max(1, round(rate * d))), d


def _rung(level: str, raw) -> Rung | None:
    """A rung from the file's record, or None where the record is not a sound one (a hand-edited file)."""
    if not isinstance(raw, dict):
        return None
    below, wins, games = raw.get("below"), raw.get("wins"), raw.get("games")
    if not isinstance(below, str) or isinstance(games, bool) or not isinstance(games, int) or games <= 0:
        return None
    if isinstance(wins, bool) or not isinstance(wins, (int, float)) or not 0 <= wins <= games:
        return None
    opponents = raw.get("opponents", 1)
    load = raw.get("load")
    return Rung(level, below, float(wins), games, opponents if isinstance(opponents, int) else 1,
                str(raw.get("date", "")), float(load) if isinstance(load, (int, float)) else None)


def parse(data) -> dict[str, dict[str, Rung]]:
    """{ladder: {level: Rung}} from the file's data; what is not sound is left out (it reads as not measured)."""
    ladders = data.get("ladders") if isinstance(data, dict) else None
    if not isinstance(ladders, dict):
        return {}
    table = {}
    for key, levels in ladders.items():
        if isinstance(levels, dict):
            rungs = {level: rung for level, raw in levels.items() if (rung := _rung(level, raw)) is not None}
            if rungs:
                table[str(key)] = rungs
    return table


_cache: dict | None = None


def load(path: str = PATH) -> dict[str, dict[str, Rung]]:
    """The shipped figures ({} when the file is missing or damaged: every rung then reads as not measured)."""
    global _cache
    if path != PATH:
        return _read(path)
    if _cache is None:
        _cache = _read(path)
    return _cache


def _read(path: str) -> dict[str, dict[str, Rung]]:
    try:
        with open(path, encoding="utf-8") as f:
            return parse(json.load(f))
    except (OSError, ValueError):
        return {}


def rung(key: str, level: str, table: dict | None = None) -> Rung | None:
    """The measured rung of `level` on ladder `key`, or None: not measured yet."""
    return (load() if table is None else table).get(key, {}).get(level)
