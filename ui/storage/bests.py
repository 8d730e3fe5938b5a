"""Best results kept between runs: today the IceSickle solo puzzle's, per goal and set-up; any game may use it.

`bests.json` sits beside the autosaves (ui/storage/saves.py's folder) and is written by the same writer thread,
atomically. It is read once per run. A damaged file never stops a game: it is set aside as
`bests.broken-N.json` (nothing is lost) and the records start empty, with a sentence saying so
(`take_problem`). Callers only use `best` and `record`.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass

from ui.storage import saves
from ui.base.lang import t

VERSION = 1
_loaded: dict | None = None     # this run's copy: {entry: {key: value}}
_problem: tuple | None = None   # a damaged file set aside: (reason, its new name or None), worded when taken


@dataclass(frozen=True)
class Try:
    """A finished try as the records see it."""
    value: float           # this try's result
    best: float            # the best for this entry and key so far, this try included
    new_best: bool         # this try beat an earlier one (a first try is the best, not a new best)


def bests_path() -> str:
    return os.path.join(saves.save_dir(), "bests.json")


def _set_aside(reason: str) -> None:
    global _problem
    path = bests_path()
    n = 1
    while os.path.exists(os.path.join(saves.save_dir(), f"bests.broken-{n}.json")):
        n += 1
    target = os.path.join(saves.save_dir(), f"bests.broken-{n}.json")
    try:
        os.replace(path, target)
        _problem = (reason, os.path.basename(target))
    except OSError:
        _problem = (reason, None)


def load() -> dict:
    """The records of this run (read from disk the first time)."""
    global _loaded
    if _loaded is None:
        _loaded = {}
        try:
            with open(bests_path(), encoding="utf-8") as f:
                data = json.load(f)
        except FileNotFoundError:
            return _loaded
        except (OSError, ValueError) as exc:
            _set_aside(type(exc).__name__)
            return _loaded
        bests = data.get("bests") if isinstance(data, dict) else None
        if not isinstance(bests, dict) or not all(isinstance(v, dict) for v in bests.values()):
            _set_aside("not_a_table")
            return _loaded
        _loaded = {str(entry): {str(k): v for k, v in keys.items() if isinstance(v, (int, float))
                                and not isinstance(v, bool)} for entry, keys in bests.items()}
    return _loaded


def forget() -> None:
    """Drop this run's copy (the next load reads the file again: what a restart does; tests)."""
    global _loaded, _problem
    _loaded, _problem = None, None


def take_problem() -> str | None:
    """A sentence about a damaged file set aside, once (in the player's language)."""
    global _problem
    load()
    problem, _problem = _problem, None
    if problem is None:
        return None
    reason, kept = problem
    reason = t("menu.bests.not_a_table") if reason == "not_a_table" else reason   # (else an exception's name)
    return t("menu.bests.unreadable_kept", reason=reason, file=kept) if kept else \
        t("menu.bests.unreadable", reason=reason)


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
        saves.WRITER.submit(bests_path(), lambda: snapshot)
    return Try(value, data[entry][key], previous is not None and better)
