"""The last 20 finished games, kept as record files beside the saves (`recent/` in the data folder,
ui/storage/folders.py), so the title screen can offer them for replay. Written by the stores' writer thread
(ui/storage/files.py); a file that cannot be read is simply not listed (it is not ours to judge: it stays until
newer games push it out).
"""
from __future__ import annotations

import os
import time

from engine import record as records
from ui.storage.files import WRITER, remove
from ui.storage.folders import data_dir
from ui.storage.record import read_record

KEEP = 20
SUFFIX = ".hexrec"


def recent_dir() -> str:
    return os.path.join(data_dir(), "recent")


def files() -> list[str]:
    """The recent record files, oldest first (their names start with the time the game ended)."""
    try:
        names = sorted(n for n in os.listdir(recent_dir()) if n.endswith(SUFFIX))
    except OSError:
        return []
    return [os.path.join(recent_dir(), n) for n in names]


_kept_this_run: dict = {}   # (game, seed, started) -> the file it was kept in (a game finished again after Undo)


def keep(record: records.Record, then=None) -> None:
    """A finished game joins the recent games; the oldest beyond KEEP leave. The same game finished again (Undo
    after the end, then another ending) replaces its earlier entry rather than adding a second one. Nothing leaves
    before the new record is on disk: then(error) is told (on the writer thread) whether it got there, error None
    if it did (a finished game's save is removed only then)."""
    now = time.time()     # one reading for both parts, so that names sort in the order the games ended
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(now)) + f".{int(now * 1e6) % 1000000:06d}"
    path = os.path.join(recent_dir(), f"{stamp}-{record.game}{SUFFIX}")
    same_game = (record.game, record.seed, record.started) if record.started else None
    earlier = _kept_this_run.get(same_game) if same_game else None
    if same_game:
        _kept_this_run[same_game] = path

    def written(error) -> None:
        if error is None:
            if earlier is not None:
                remove(earlier)
            for old in [f for f in files() if f != earlier][:-KEEP]:
                remove(old)
        if then is not None:
            then(error)
    WRITER.submit(path, lambda: records.dumps(record), then=written)


def has_any() -> bool:
    return bool(files())


def listing(limit: int = KEEP) -> list[tuple[str, records.Record]]:
    """(path, record) of the recent games that can be read, newest first (read carefully: a file that is not
    one, too large or damaged is left out)."""
    out = []
    for path in reversed(files()):
        try:
            out.append((path, read_record(path)))
        except (OSError, ValueError):    # (Unreadable and RecordError are ValueErrors)
            continue
        if len(out) >= limit:
            break
    return out
