"""Best results kept between runs: today the IceSickle solo puzzle's, per goal and set-up; any game may use it.

`bests.json` sits beside the autosaves (the data folder, ui/storage/folders.py) and is written by the stores'
writer thread (ui/storage/files.py), atomically. It is read once per run. A damaged file never stops a game: it is
set aside as `bests.broken-N.json` (nothing is lost) and the records start empty, with a Notice saying so
(`take_problem`; the game's end screen words it). Callers only use `best` and `record`.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass

from ui.storage.files import WRITER, read_kept, set_aside_said
from ui.storage.folders import data_dir
from ui.storage.notice import Notice

VERSION = 1
MAX_FILE_BYTES = 256 << 10    # a result per entry, goal and set-up: a few kilobytes
MAX_VALUE = 1e15              # a result beyond this (a move count, seconds) is damage, not a result
_loaded: dict | None = None     # this run's copy: {entry: {key: value}}
_problem: Notice | None = None  # a damaged file set aside, until it is taken


@dataclass(frozen=True)
class Try:
    """A finished try as the records see it."""
    value: float           # this try's result
    best: float            # the best for this entry and key so far, this try included
    new_best: bool         # this try beat an earlier one (a first try is the best, not a new best)


def bests_path() -> str:
    return os.path.join(data_dir(), "bests.json")


def load() -> dict:
    """The records of this run (read from disk the first time, carefully: ui/storage/files.py)."""
    global _loaded, _problem
    if _loaded is None:
        _loaded = {}
        data, _problem = read_kept(bests_path(), MAX_FILE_BYTES, "menu.bests.unreadable")
        if data is None:
            return _loaded
        bests = data.get("bests") if isinstance(data, dict) else None
        if not isinstance(bests, dict) or not all(isinstance(v, dict) for v in bests.values()):
            _problem = set_aside_said(bests_path(), "menu.bests.unreadable", Notice("menu.bests.not_a_table"))
            return _loaded
        _loaded = {entry: {k: v for k, v in keys.items() if isinstance(v, (int, float))
                           and not isinstance(v, bool) and abs(v) < MAX_VALUE} for entry, keys in bests.items()}
    return _loaded


def forget() -> None:
    """Drop this run's copy (the next load reads the file again: what a restart does; tests)."""
    global _loaded, _problem
    _loaded, _problem = None, None


def take_problem() -> Notice | None:
    """The Notice about a damaged file set aside, once."""
    global _problem
    load()
    problem, _problem = _problem, None
    return problem


def best(entry: str, key: str):
    """The best result kept for this entry and key, or None."""
    return load().get(entry, {}).get(key)


def record(entry: str, key: str, value, lower_is_better: bool = True) -> Try:
    """Keep a finished try (written to disk when it is a new best) and say how it compares with the earlier ones."""
    data = load()
    previous = data.get(entry, {}).get(key)
    better = previous is None or (value < previous if lower_is_better else value > previous)
    if better:
        data.setdefault(entry, {})[key] = value
        snapshot = {"version": VERSION, "bests": json.loads(json.dumps(data))}
        WRITER.submit(bests_path(), lambda: snapshot)
    return Try(value, data[entry][key], previous is not None and better)
