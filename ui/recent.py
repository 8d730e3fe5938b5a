"""The last 20 finished games, kept as record files beside the saves (`recent/` in ui/saves.py's folder), so the
title screen can offer them for replay. Written by the saves' writer thread; a file that cannot be read is
simply not listed (it is not ours to judge: it stays until newer games push it out).
"""
from __future__ import annotations

import os
import time

from engine import record as records

KEEP = 20
SUFFIX = ".hexrec"


def recent_dir() -> str:
    from ui.saves import save_dir
    return os.path.join(save_dir(), "recent")


def files() -> list[str]:
    """The recent record files, oldest first (their names start with the time the game ended)."""
    try:
        names = sorted(n for n in os.listdir(recent_dir()) if n.endswith(SUFFIX))
    except OSError:
        return []
    return [os.path.join(recent_dir(), n) for n in names]


def keep(record: records.Record) -> None:
    """A finished game joins the recent games; the oldest beyond KEEP leave."""
    from ui.saves import WRITER
    now = time.time()     # one reading for both parts, so that names sort in the order the games ended
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(now)) + f".{int(now * 1e6) % 1000000:06d}"
    path = os.path.join(recent_dir(), f"{stamp}-{record.game}{SUFFIX}")
    WRITER.submit(path, lambda: records.dumps(record))
    for old in (files() + [path])[:-KEEP]:
        WRITER.submit(old, None)


def has_any() -> bool:
    return bool(files())


def listing(limit: int = KEEP) -> list[tuple[str, records.Record]]:
    """(path, record) of the recent games that can be read, newest first."""
    out = []
    for path in reversed(files()):
        try:
            with open(path, encoding="utf-8") as f:
                out.append((path, records.loads(f.read())))
        except (OSError, ValueError, UnicodeDecodeError):
            continue
        if len(out) >= limit:
            break
    return out
