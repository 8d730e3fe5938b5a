"""What a player has learned: the stars of each lesson, and which entries have offered their lessons already.

`lessons.json` sits beside the autosaves (the data folder, ui/storage/folders.py), written by the stores' writer
thread (ui/storage/files.py), atomically; read once per run. A damaged file never stops anything: it is set aside
as `lessons.broken-N.json` (nothing is lost), the progress starts empty, and a Notice says so (`take_problem`).

    {"version": 1, "stars": {"trickle": {"move": 3, "jump": 2}}, "offered": ["trickle"]}
"""
from __future__ import annotations

import json
import os

from ui.storage.files import WRITER, read_stars
from ui.storage.folders import data_dir
from ui.storage.notice import Notice

VERSION = 1
MOST_BYTES = 256 * 1024
_loaded: dict | None = None
_problem: Notice | None = None


def progress_path() -> str:
    return os.path.join(data_dir(), "lessons.json")


def _empty() -> dict:
    return {"stars": {}, "offered": []}


def load() -> dict:
    global _loaded, _problem
    if _loaded is not None:
        return _loaded
    _loaded = _empty()
    _loaded["stars"], data, _problem = read_stars(progress_path(), MOST_BYTES, "learn.progress.unreadable")
    offered = data.get("offered", [])
    _loaded["offered"] = [str(e) for e in offered if isinstance(e, str)] if isinstance(offered, list) else []
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


def stars(entry: str, lesson: str) -> int:
    """The best stars earned in this lesson (0: not done yet)."""
    return load()["stars"].get(entry, {}).get(lesson, 0)


def record(entry: str, lesson: str, earned: int) -> int:
    """Keep a finished lesson's stars (the best of every try); the best so far."""
    kept = load()["stars"].setdefault(entry, {})
    best = max(kept.get(lesson, 0), int(earned))
    if best != kept.get(lesson):
        kept[lesson] = best
        _save()
    return best


def offered(entry: str) -> bool:
    """Whether the entry's lessons were offered already (the first time a game is chosen)."""
    return entry in load()["offered"]


def mark_offered(entry: str) -> None:
    data = load()
    if entry not in data["offered"]:
        data["offered"].append(entry)
        _save()
