"""What a player has solved: the stars of each puzzle (the best of every try), and the dates whose daily puzzle
was solved.

`puzzles.json` sits beside the lessons' stars in the data folder (ui/storage/folders.py), written by the stores'
writer thread (ui/storage/files.py), atomically; read once per run. A damaged file never stops anything: it is set
aside as `puzzles.broken-N.json` (nothing is lost), the progress starts empty, and a Notice says so
(`take_problem`), as the lessons' stars do (ui/storage/progress.py).

    {"version": 1, "stars": {"tumbleweed": {"tumbleweed-001": 3}}, "daily": ["2026-11-26"]}
"""
from __future__ import annotations

import json
import os
import re

from ui.storage.files import WRITER, read_stars
from ui.storage.folders import data_dir
from ui.storage.notice import Notice

VERSION = 1
MOST_BYTES = 1 << 20
MOST_DAYS = 800                # the daily dates kept (two years and more; older ones are dropped)
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_loaded: dict | None = None
_problem: Notice | None = None


def progress_path() -> str:
    return os.path.join(data_dir(), "puzzles.json")


def _empty() -> dict:
    return {"stars": {}, "daily": []}


def load() -> dict:
    global _loaded, _problem
    if _loaded is not None:
        return _loaded
    _loaded = _empty()
    _loaded["stars"], data, _problem = read_stars(progress_path(), MOST_BYTES, "puzzles.progress.unreadable")
    days = data.get("daily", [])
    _loaded["daily"] = [d for d in days if isinstance(d, str) and DATE.match(d)][-MOST_DAYS:] \
        if isinstance(days, list) else []
    return _loaded


def forget() -> None:
    global _loaded, _problem
    _loaded, _problem = None, None


def take_problem() -> Notice | None:
    global _problem
    load()
    problem, _problem = _problem, None
    return problem


def _save() -> None:
    snapshot = {"version": VERSION, **json.loads(json.dumps(load()))}
    WRITER.submit(progress_path(), lambda: snapshot)


def stars(entry: str, puzzle: str) -> int:
    """The best stars earned in this puzzle (0: not solved yet)."""
    return load()["stars"].get(entry, {}).get(puzzle, 0)


def record(entry: str, puzzle: str, earned: int) -> int:
    """Keep a solved puzzle's stars (the best of every try); the best so far."""
    kept = load()["stars"].setdefault(entry, {})
    best = max(kept.get(puzzle, 0), max(1, min(3, int(earned))))
    if best != kept.get(puzzle):
        kept[puzzle] = best
        _save()
    return best


def solved_daily(date: str) -> bool:
    return date in load()["daily"]


def record_daily(date: str) -> None:
    days = load()["daily"]
    if date not in days:
        days.append(date)
        del days[:-MOST_DAYS]
        _save()
