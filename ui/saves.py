"""The running game is saved after every move, so a closed window, a crash or a flat battery loses nothing.

One file, `autosave.json`, in HEXCADE_SAVE_DIR (or ~/.local/share/hexcade). It is written atomically (a temporary
file, then a rename), so a save is either the old one or the new one, never half. A file that cannot be read
is never deleted: it is set aside as `autosave.broken-N.json` and the menu says so in plain words.
"""
from __future__ import annotations

import json
import os

VERSION = 1


def save_dir() -> str:
    return os.environ.get("HEXCADE_SAVE_DIR") or os.path.join(os.path.expanduser("~"), ".local", "share", "hexcade")


def save_path() -> str:
    return os.path.join(save_dir(), "autosave.json")


def _jsonable(value):
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    return value


def save_game(game_key: str, players: int, seed, options: dict, state) -> str | None:
    """Write the game; returns an error sentence instead of raising (a full disk must not stop play)."""
    data = {"version": VERSION, "game": game_key, "players": players, "seed": seed,
            "options": _jsonable(options), "state": state.to_dict()}
    path = save_path()
    try:
        os.makedirs(save_dir(), exist_ok=True)
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(data, f)
        os.replace(tmp, path)
    except (OSError, TypeError, ValueError) as exc:
        return f"Could not save the game ({exc.__class__.__name__}); play on, but it will not survive a restart."
    return None


def clear_save() -> None:
    try:
        os.remove(save_path())
    except OSError:
        pass


def set_aside(reason: str) -> str:
    """Keep a broken save under a new name (nothing lost) and say what happened."""
    path = save_path()
    n = 1
    while os.path.exists(os.path.join(save_dir(), f"autosave.broken-{n}.json")):
        n += 1
    target = os.path.join(save_dir(), f"autosave.broken-{n}.json")
    try:
        os.replace(path, target)
    except OSError:
        return f"The saved game could not be read ({reason})."
    return f"The saved game could not be read ({reason}); it was kept as {os.path.basename(target)}."


def load_saved(games: dict):
    """Returns (saved dict with a ready engine 'state', None), (None, message) for a broken file, or (None, None)."""
    path = save_path()
    if not os.path.exists(path):
        return None, None
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        if not isinstance(data, dict) or data.get("version") != VERSION:
            raise ValueError("unknown format")
        spec = games.get(data["game"])
        if spec is None:
            raise ValueError(f"no game called {data['game']!r}")
        state = spec.engine_module.from_dict(data["state"])
        if state.is_over:
            clear_save()
            return None, None
        data = dict(data, state=state, spec=spec)
        return data, None
    except Exception as exc:  # any damage at all: keep the file, explain, carry on with the menu
        reason = str(exc) or exc.__class__.__name__
        if isinstance(exc, json.JSONDecodeError):
            reason = "the file is damaged"
        return None, set_aside(reason[:80])
