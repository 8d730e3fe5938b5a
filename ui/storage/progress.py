"""What a player has learned: the stars of each lesson, and which entries have offered their lessons already.

`lessons.json` sits beside the autosaves (the data folder, ui/storage/folders.py), written by the stores' writer
thread (ui/storage/files.py), atomically; read once per run. A damaged file never stops anything: it is set aside
as `lessons.broken-N.json` (nothing is lost), the progress starts empty, and a Notice says so (`take_problem`).

    {"version": 1, "stars": {"trickle": {"move": 3, "jump": 2}}, "offered": ["trickle"]}
"""
from __future__ import annotations

from ui.storage.kept import KeptFile, stars_of

MOST_BYTES = 256 * 1024


def _read(data: dict) -> dict | None:
    stars = stars_of(data)
    if stars is None:
        return None
    offered = data.get("offered", [])
    return {"stars": stars, "offered": [str(e) for e in offered if isinstance(e, str)] if isinstance(offered, list)
            else []}


STORE = KeptFile("lessons.json", MOST_BYTES, "learn.progress.unreadable", lambda: {"stars": {}, "offered": []},
                 _read, lambda table: table)
load, forget, take_problem, progress_path, _save = STORE.load, STORE.forget, STORE.take_problem, STORE.path, STORE.save


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
