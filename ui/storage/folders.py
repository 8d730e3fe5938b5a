"""Where Hexcade keeps its files: the settings in the user's config folder, saves, recent games and best results
in the user's data folder, as `platformdirs` names them for this system (issue 13).

HEXCADE_CONFIG_DIR and HEXCADE_SAVE_DIR override them (the tests set both, so they never touch a player's own
files). Before platformdirs the data lived in ~/.local/share/hexcade on every system; `move_old_data` moves it
once to the data folder where that is somewhere else (on Linux it is the same folder, and nothing moves).
"""
from __future__ import annotations

import os
import shutil

import platformdirs

APP = "hexcade"


def data_dir() -> str:
    """Saves, recent games, best results."""
    return os.environ.get("HEXCADE_SAVE_DIR") or platformdirs.user_data_dir(APP, appauthor=False)


def config_dir() -> str:
    """settings.json."""
    return os.environ.get("HEXCADE_CONFIG_DIR") or platformdirs.user_config_dir(APP, appauthor=False)


def log_dir() -> str:
    """Crash logs (ui/storage/crashlog.py); HEXCADE_LOG_DIR overrides it. On Linux $XDG_STATE_HOME/hexcade/log,
    by default ~/.local/state/hexcade/log."""
    return os.environ.get("HEXCADE_LOG_DIR") or platformdirs.user_log_dir(APP, appauthor=False)


def old_data_dir() -> str:
    """Where every earlier version kept its files, whatever the system."""
    return os.path.join(os.path.expanduser("~"), ".local", "share", APP)


def move_old_data(old: str | None = None, new: str | None = None) -> list[str]:
    """Move what the old folder holds into the data folder, once; returns the names moved.

    A name the new folder already has stays in the old folder (nothing is overwritten, nothing lost), and the old
    folder is removed only when it ends up empty. With HEXCADE_SAVE_DIR set (tests, a chosen folder) and no
    folders given, nothing happens: the player's real folders are never touched then."""
    if old is None and new is None and os.environ.get("HEXCADE_SAVE_DIR"):
        return []
    old = old or old_data_dir()
    new = new or data_dir()
    if not os.path.isdir(old) or os.path.realpath(old) == os.path.realpath(new):
        return []
    moved = []
    try:
        os.makedirs(new, exist_ok=True)
        for name in sorted(os.listdir(old)):
            target = os.path.join(new, name)
            if os.path.lexists(target):
                continue
            shutil.move(os.path.join(old, name), target)
            moved.append(name)
        if not os.listdir(old):
            os.rmdir(old)
    except OSError:
        pass    # a folder we cannot write: the files stay where they are, and the game starts with what it finds
    return moved
