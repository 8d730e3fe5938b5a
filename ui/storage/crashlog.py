"""Crash logs (issue 26): an uncaught exception that ends the program is written, with the time, to
crash-YYYYmmdd-HHMMSS.log in the platform's log folder (ui/storage/folders.log_dir), then reported on stderr as
Python always does, and the program exits with code 1, so a kiosk's user service (--install-kiosk,
ui/storage/kiosk_setup.py) starts it again and the organiser can read afterwards what happened.

main.py calls catch_crashes() when the window runs (not for --screenshot or --export, which say what failed in
one line themselves). Only the newest KEEP logs stay: a machine that crashes at every start must not fill its disk.
"""
from __future__ import annotations

import datetime
import os
import platform
import sys
import traceback

from ui.storage import folders

KEEP = 30
PREFIX, SUFFIX = "crash-", ".log"


def write(kind, error, trace, folder: str | None = None, now: datetime.datetime | None = None) -> str | None:
    """Write one crash log; its path, or None when it could not be written (a crash log never hides the crash)."""
    folder = folder or folders.log_dir()
    now = now or datetime.datetime.now()
    lines = [f"Hexcade crashed at {now:%Y-%m-%d %H:%M:%S} (local time)",
             f"Python {platform.python_version()} on {platform.platform()}",
             "command: " + " ".join(sys.argv), "",
             *traceback.format_exception(kind, error, trace)]
    stamp = f"{PREFIX}{now:%Y%m%d-%H%M%S}"
    try:
        os.makedirs(folder, exist_ok=True)
        for n in range(1, 100):      # (two crashes in one second: the second gets -2)
            path = os.path.join(folder, stamp + (f"-{n}" if n > 1 else "") + SUFFIX)
            try:
                with open(path, "x", encoding="utf-8") as f:
                    f.write("\n".join(line.rstrip("\n") for line in lines) + "\n")
                break
            except FileExistsError:
                continue
        else:
            return None
        prune(folder)
    except OSError:
        return None
    return path


def prune(folder: str, keep: int = KEEP) -> None:
    """Remove all but the newest `keep` crash logs (their names sort by time)."""
    logs = sorted(name for name in os.listdir(folder) if name.startswith(PREFIX) and name.endswith(SUFFIX))
    for name in logs[:-keep]:
        try:
            os.remove(os.path.join(folder, name))
        except OSError:
            pass


def catch_crashes(folder: str | None = None) -> None:
    """From now on an uncaught exception is logged before Python reports it (and exits with code 1). Ctrl+C in a
    terminal is not a crash."""
    earlier = sys.excepthook

    def hook(kind, error, trace):
        path = None if issubclass(kind, KeyboardInterrupt) else write(kind, error, trace, folder)
        earlier(kind, error, trace)
        if path:
            sys.stderr.write(f"hexcade: this crash is written to {path}\n")
    sys.excepthook = hook
