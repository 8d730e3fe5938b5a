"""The ladder's climb: which computer levels a player has beaten, per ladder (an entry, Tumbleweed per board size:
engine.ai.strength.ladder_key).

`ladder.json` sits beside the autosaves (the data folder, ui/storage/folders.py), written by the stores' writer
thread (ui/storage/files.py), atomically; read once per run. A damaged file never stops anything: it is set aside
as `ladder.broken-N.json` (nothing is lost), the climb starts empty, and a Notice says so (`take_problem`).

    {"version": 1, "beaten": {"trickle": ["easy", "medium"], "tumbleweed-8": ["easy"]}}

A level counts as beaten only by a game that one human seat won alone, every other seat played by the computer at
that one level (`beaten_level`): a loss, a shared win, a second person at the table or a mix of levels does not
count. Any game counts, the ladder's Climb or free play.
"""
from __future__ import annotations

from engine.ai.strength import ladder_key
from engine.core import LEVELS
from ui.storage.kept import KeptFile
from ui.storage.notice import Notice

MOST_BYTES = 64 * 1024
HUMAN = "human"


def _read(data: dict) -> dict | None:
    """{ladder: set of levels beaten}, or None: not the ladder's file."""
    beaten = data.get("beaten")
    if not isinstance(beaten, dict) or not all(isinstance(v, list) for v in beaten.values()):
        return None
    return {str(key): {level for level in levels if level in LEVELS} for key, levels in beaten.items()}


def _write(table: dict) -> dict:
    return {"beaten": {key: [lv for lv in LEVELS if lv in levels] for key, levels in sorted(table.items())}}


STORE = KeptFile("ladder.json", MOST_BYTES, "ladder.store.unreadable", dict, _read, _write,
                 Notice("ladder.store.not_a_table"))
load, forget, take_problem, ladder_path, _save = STORE.load, STORE.forget, STORE.take_problem, STORE.path, STORE.save


def beaten(key: str) -> set:
    """The levels beaten on this ladder."""
    return set(load().get(key, ()))


def unlocked(key: str, level: str) -> bool:
    """Easy is always open; every other rung once the level below it has been beaten."""
    i = LEVELS.index(level)
    return i == 0 or LEVELS[i - 1] in beaten(key)


def next_rung(key: str, levels=LEVELS) -> str | None:
    """The rung to climb: the lowest level not beaten yet (None: the whole ladder is beaten)."""
    done = beaten(key)
    return next((level for level in levels if level not in done), None)


def beaten_level(controllers, winners) -> str | None:
    """The level a finished game beat: one human seat won alone, and every other seat is the computer at that
    one level; else None."""
    humans = [seat for seat, who in enumerate(controllers) if who == HUMAN]
    others = {who for who in controllers if who != HUMAN}
    if len(humans) != 1 or len(controllers) < 2 or len(others) != 1 or list(winners) != humans:
        return None
    level = others.pop()
    return level if level in LEVELS else None


def record_game(entry: str, options: dict, controllers, winners) -> str | None:
    """Keep what a finished game beat (the level, or None when it does not count)."""
    level = beaten_level(controllers, winners)
    if level is None:
        return None
    kept = load().setdefault(ladder_key(entry, options), set())
    if level not in kept:
        kept.add(level)
        _save()
    return level


def record_match(match) -> str | None:
    """A finished game of the game screen (ui/play/match.py's Match): what it beat, kept."""
    return record_game(match.entry, match.options, [seat.controller for seat in match.seats],
                       match.state.outcome().winners)
