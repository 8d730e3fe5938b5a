"""Small choices remembered between runs: today who plays each seat (a person or a computer level), per game entry.

`prefs.json` sits beside the autosaves (ui/saves.py's folder) and is written by the same writer thread,
atomically. It is read once per run; a missing or broken file just means the defaults (everyone human). A later
settings screen can move this file (and its folder) without touching its callers: they only use `seat_choices`
and `remember_seats`.
"""
from __future__ import annotations

import json
import os

from ui import saves
from ui.seats import CONTROLLERS, HUMAN

VERSION = 1
MAX_SEATS = 6
_loaded: dict | None = None     # this run's copy of the file


def prefs_path() -> str:
    return os.path.join(saves.save_dir(), "prefs.json")


def load() -> dict:
    """The prefs of this run (read from disk the first time; a broken file is ignored)."""
    global _loaded
    if _loaded is None:
        _loaded = {"version": VERSION, "seats": {}}
        try:
            with open(prefs_path(), encoding="utf-8") as f:
                data = json.load(f)
            seats = data.get("seats") if isinstance(data, dict) else None
            if isinstance(seats, dict):
                _loaded["seats"] = {str(k): clean(v) for k, v in seats.items() if isinstance(v, list)}
        except (OSError, ValueError, TypeError, AttributeError):
            pass
    return _loaded


def forget() -> None:
    """Drop this run's copy (the next load reads the file again: what a restart does; tests)."""
    global _loaded
    _loaded = None


def clean(controllers: list) -> list[str]:
    out = [c if c in CONTROLLERS else HUMAN for c in controllers[:MAX_SEATS]]
    return out + [HUMAN] * (MAX_SEATS - len(out))


def seat_choices(entry: str) -> list[str]:
    """Who plays seats 1-6 of this entry, as last chosen (everyone human at first)."""
    return list(load()["seats"].get(entry) or [HUMAN] * MAX_SEATS)


def remember_seats(entry: str, controllers: list) -> None:
    data = load()
    data["seats"][entry] = clean(list(controllers))
    snapshot = json.loads(json.dumps(data))
    saves.WRITER.submit(prefs_path(), lambda: snapshot)
