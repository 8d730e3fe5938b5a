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
# The event settings (issue 12), in seconds: the title screen's wait before the attract mode, and in kiosk mode a
# game's wait before "Still playing?" and that question's countdown. The settings screen (issue 13) edits them;
# until then they can be set in the file: {"event": {"attract_after": 60}}.
EVENT_DEFAULTS = {"attract_after": 90.0, "still_playing_after": 120.0, "still_playing_countdown": 20.0,
                  "kiosk": False}
# Sound (ui/sound.py): the volume 0..1 and whether it is muted (the pause menu and M; later the settings screen).
SOUND_DEFAULTS = {"volume": 0.8, "muted": False}
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
            event = data.get("event") if isinstance(data, dict) else None
            if isinstance(event, dict):
                _loaded["event"] = {k: v for k, v in event.items() if valid_event_setting(k, v)}
            sound = data.get("sound") if isinstance(data, dict) else None
            if isinstance(sound, dict):
                _loaded["sound"] = {k: v for k, v in sound.items() if valid_sound_setting(k, v)}
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


def valid_event_setting(key: str, value) -> bool:
    if key not in EVENT_DEFAULTS or isinstance(value, bool) != isinstance(EVENT_DEFAULTS[key], bool):
        return False
    return isinstance(value, bool) or (isinstance(value, (int, float)) and 5 <= value <= 24 * 3600)


def event_settings() -> dict:
    """The attract and kiosk timers (and whether kiosk mode is on), the defaults where the file says nothing."""
    return {**EVENT_DEFAULTS, **load().get("event", {})}


def valid_sound_setting(key: str, value) -> bool:
    if key == "muted":
        return isinstance(value, bool)
    return key == "volume" and isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= 1


def sound_settings() -> dict:
    """The volume (0..1) and mute, the defaults where the file says nothing (or something damaged)."""
    return {**SOUND_DEFAULTS, **load().get("sound", {})}


def remember_sound(volume: float, muted: bool) -> None:
    data = load()
    data["sound"] = {k: v for k, v in {"volume": volume, "muted": muted}.items() if valid_sound_setting(k, v)}
    snapshot = json.loads(json.dumps(data))
    saves.WRITER.submit(prefs_path(), lambda: snapshot)
