"""What a player has solved: the stars of each puzzle (the best of every try), and the dates whose daily puzzle
was solved.

`puzzles.json` sits beside the lessons' stars in the data folder (ui/storage/folders.py), written by the stores'
writer thread (ui/storage/files.py), atomically; read once per run. A damaged file never stops anything: it is set
aside as `puzzles.broken-N.json` (nothing is lost), the progress starts empty, and a Notice says so
(`take_problem`), as the lessons' stars do (ui/storage/progress.py).

    {"version": 1, "stars": {"tumbleweed": {"tumbleweed-001": 3}}, "daily": ["2026-11-26"]}
"""
from __future__ import annotations

import re

from ui.storage.kept import KeptFile, stars_of

MOST_BYTES = 1 << 20
MOST_DAYS = 800                # the daily dates kept (two years and more; older ones are dropped)
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def _read(data: dict) -> dict | None:
    stars = stars_of(data)
    if stars is None:
        return None
    days = data.get("daily", [])
    return {"stars": stars, "daily": [d for d in days if isinstance(d, str) and DATE.match(d)][-MOST_DAYS:]
            if isinstance(days, list) else []}


STORE = KeptFile("puzzles.json", MOST_BYTES, "puzzles.progress.unreadable", lambda: {"stars": {}, "daily": []},
                 _read, lambda table: table)
load, forget, take_problem, progress_path, _save = STORE.load, STORE.forget, STORE.take_problem, STORE.path, STORE.save


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
