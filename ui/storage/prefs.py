"""The settings, remembered between runs: `settings.json` in the user's config folder (ui/storage/folders.py).

Sections, each value checked when read (a damaged value means its default, the rest is kept):
  seats    per game entry: who plays seats 1-6 (a person or a computer level), as the title screen last had them
  table    per game entry: whether it opens in the table layout (one entry's choice never reaches another)
  event    the attract and kiosk timers, and kiosk mode on/off (ui/screens/attract.py)
  sound    volume 0..1 and mute (ui/kit/sound.py)
  display  animation speed, the colour-blind marks and the language (none chosen: the system's, ui/base/lang.py)
The file is read once per run, carefully (ui/storage/files.py: a regular file, bounded, its texts cleaned), and
written by the stores' writer thread, atomically, after every change. A file that cannot be read at all (not JSON,
not a file, too large) is set aside as `settings.broken-N.json` (nothing is deleted) and the defaults are used; one
with a damaged value (of the wrong type or range) is copied there first, since the next write leaves that value
out; either way `take_problem()` gives the title screen a Notice saying so. A key nobody reads (an entry not in the
registry, a setting of another version) is dropped on the next write, without a word. Before issue 13 the choices
were in `prefs.json` beside the saves: it is read once, when there is no settings.json yet (never written).
"""
from __future__ import annotations

import json
import os
import re

from ui.base.lang import LANGUAGES
from ui.base.seats import CONTROLLERS, HUMAN
from ui.storage.files import WRITER, copy_aside, read_json, set_aside
from ui.storage.folders import config_dir, data_dir
from ui.storage.notice import Notice

VERSION = 2
MAX_SEATS = 6
MAX_FILE_BYTES = 256 << 10    # the settings of every entry are a few kilobytes
MAX_ENTRIES = 64              # entries kept per section when the registry is not known (no App: tests)
ENTRY = re.compile(r"[a-z0-9][a-z0-9-]{0,39}")      # what an entry's key looks like
# The event settings (issue 12), in seconds: the title screen's wait before the attract mode (0: never), and in
# kiosk mode a game's wait before "Still playing?" and that question's countdown.
EVENT_DEFAULTS = {"attract_after": 90.0, "still_playing_after": 120.0, "still_playing_countdown": 20.0,
                  "kiosk": False}
# Sound (ui/kit/sound.py): the volume 0..1 and whether it is muted.
SOUND_DEFAULTS = {"volume": 0.8, "muted": False}
# How fast pieces fly: each speed multiplies the time every animation is given (ui/board/anim.py's Animator).
ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8}
DISPLAY_DEFAULTS = {"animation": "normal", "marks": False, "language": None, "replay_speed": 1.0, "rotate": 0}
# How far the picture is turned clockwise for a screen mounted on its side or upside down (--rotate, Settings).
ROTATIONS = (0, 90, 180, 270)
# How many times faster than at first a replay plays itself (ui/play/replay.py: its speed button cycles them).
REPLAY_SPEEDS = (0.5, 1.0, 2.0, 4.0)
# The colour-blind marks as this run sees them, one dict shared with the games that draw them (Tripitz's
# LETTERS is this very dict), kept equal to the setting on every load and change.
MARKS = {"on": False}
_loaded: dict | None = None     # this run's copy of the file
_problem: Notice | None = None  # a damaged file, until the title screen takes it
_entries: set | None = None     # the registry's entries, once the App has said (use_entries)


def settings_path() -> str:
    return os.path.join(config_dir(), "settings.json")


def old_prefs_path() -> str:
    """Where the choices were kept before the settings file (beside the saves)."""
    return os.path.join(data_dir(), "prefs.json")


def read_file() -> dict:
    """The settings file's dict: {} when there is none; one that cannot be read at all is set aside (with a
    Notice). Read carefully (ui/storage/files.py: a regular file, bounded, not nested deep, its texts cleaned)."""
    global _problem
    path = settings_path()
    if not os.path.lexists(path):
        try:
            data = read_json(old_prefs_path(), MAX_FILE_BYTES)   # the old file, once: the next change writes
        except (OSError, ValueError):                            # settings.json; a damaged one stays untouched
            return {}
        return data if isinstance(data, dict) else {}
    try:
        data = read_json(path, MAX_FILE_BYTES)
        if isinstance(data, dict):
            return data
    except (OSError, ValueError):      # (Unreadable is a ValueError; a dangling link an OSError)
        pass
    kept = set_aside(path)      # (even one we may not read: the next write would replace it)
    _problem = Notice("records.settings_file.damaged_kept", {"file": kept}) if kept else \
        Notice("records.settings_file.damaged_stuck")
    return {}


def use_entries(keys) -> None:
    """The registry's entries (the App tells): a game entry's choice kept for a key that is none of them is
    dropped (on the next write it is gone), so the file never grows with keys nobody reads."""
    global _entries
    _entries = set(keys)
    if _loaded is not None:
        for name in ("seats", "table"):
            _loaded[name] = {k: v for k, v in _loaded[name].items() if k in _entries}


def is_entry(key: str) -> bool:
    return bool(ENTRY.fullmatch(key)) and (_entries is None or key in _entries)


def checked(data: dict) -> tuple[dict, bool]:
    """The settings kept from the file's dict, and whether any value of a setting we know was damaged (of the
    wrong type or range: it means its default). A key we do not know (an entry not in the registry, a section or
    setting of another version) is dropped without a word."""
    settings = {"version": VERSION, "seats": {}, "table": {}}
    damaged = False
    for name, valid in (("seats", valid_seats), ("table", lambda v: isinstance(v, bool))):
        section = data.get(name, {})
        if not isinstance(section, dict):
            damaged = True
            continue
        for key, value in section.items():
            if not is_entry(key) or len(settings[name]) >= MAX_ENTRIES:
                continue
            damaged |= not valid(value)
            if name == "seats" and isinstance(value, list):
                settings[name][key] = clean(value)      # (a seat of a level we do not know: a person)
            elif valid(value):
                settings[name][key] = value
    for name, valid in (("event", valid_event_setting), ("sound", valid_sound_setting),
                        ("display", valid_display_setting)):
        section = data.get(name)
        if section is None:
            continue
        if not isinstance(section, dict):
            damaged = True
            continue
        settings[name] = {k: v for k, v in section.items() if valid(k, v)}
        known = {"event": EVENT_DEFAULTS, "sound": SOUND_DEFAULTS, "display": DISPLAY_DEFAULTS}[name]
        damaged |= any(k in known and k not in settings[name] for k in section)
    return settings, damaged


def load() -> dict:
    """The settings of this run (read from disk the first time; every damaged part means its default, and a
    file with a damaged value is first copied aside, with a Notice: the next write leaves that value out)."""
    global _loaded, _problem
    if _loaded is None:
        _loaded, damaged = checked(read_file())
        if damaged and _problem is None and os.path.lexists(settings_path()):
            kept = copy_aside(settings_path())
            _problem = Notice("records.settings_file.values_kept", {"file": kept}) if kept else \
                Notice("records.settings_file.values_reset")
        MARKS["on"] = display_settings()["marks"]
    return _loaded


def save() -> None:
    """Write this run's settings now (off the frame loop, atomically)."""
    snapshot = json.loads(json.dumps(load()))
    WRITER.submit(settings_path(), lambda: snapshot)


def forget() -> None:
    """Drop this run's copy (the next load reads the file again: what a restart does; tests)."""
    global _loaded, _problem
    _loaded = None
    _problem = None


def take_problem() -> Notice | None:
    """The Notice about a damaged settings file, once (the title screen words and shows it: worded then, not when
    the file was read, since the language is chosen from the very settings being read)."""
    global _problem
    load()
    problem, _problem = _problem, None
    return problem


# -- seats ------------------------------------------------------------------------------------------------------
def valid_seats(controllers) -> bool:
    return isinstance(controllers, list) and len(controllers) <= MAX_SEATS and all(
        isinstance(c, str) and c in CONTROLLERS for c in controllers)


def clean(controllers: list) -> list[str]:
    out = [c if c in CONTROLLERS else HUMAN for c in controllers[:MAX_SEATS]]
    return out + [HUMAN] * (MAX_SEATS - len(out))


def seat_choices(entry: str) -> list[str]:
    """Who plays seats 1-6 of this entry, as last chosen (everyone human at first)."""
    return list(load()["seats"].get(entry) or [HUMAN] * MAX_SEATS)


def remember_seats(entry: str, controllers: list) -> None:
    load()["seats"][entry] = clean(list(controllers))
    save()


def computer_seats() -> dict:
    """entry -> the computer levels its seats remember (only entries that have any)."""
    return {entry: [c for c in seats if c != HUMAN] for entry, seats in load()["seats"].items()
            if any(c != HUMAN for c in seats)}


def forget_seats() -> None:
    """Every entry's seats back to people (the settings screen's reset)."""
    load()["seats"] = {}
    save()


# -- table layout, per entry -------------------------------------------------------------------------------------
def table_mode(entry: str) -> bool:
    return load()["table"].get(entry, False)


def remember_table(entry: str, on: bool) -> None:
    load()["table"][entry] = bool(on)
    save()


# -- event -------------------------------------------------------------------------------------------------------
def valid_event_setting(key: str, value) -> bool:
    if key not in EVENT_DEFAULTS or isinstance(value, bool) != isinstance(EVENT_DEFAULTS[key], bool):
        return False
    if isinstance(value, bool):
        return True
    if key == "attract_after" and value == 0:
        return True           # never
    return isinstance(value, (int, float)) and 5 <= value <= 24 * 3600


def event_settings() -> dict:
    """The attract and kiosk timers (and whether kiosk mode is on), the defaults where the file says nothing."""
    return {**EVENT_DEFAULTS, **load().get("event", {})}


def remember_event(key: str, value) -> None:
    if valid_event_setting(key, value):
        load().setdefault("event", {})[key] = value
        save()


# -- sound -------------------------------------------------------------------------------------------------------
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
    save()


# -- display -----------------------------------------------------------------------------------------------------
def valid_display_setting(key: str, value) -> bool:
    if key == "animation":
        return isinstance(value, str) and value in ANIMATION_SPEEDS
    if key == "language":
        return value is None or (isinstance(value, str) and value in LANGUAGES)
    if key == "replay_speed":
        return isinstance(value, (int, float)) and not isinstance(value, bool) and value in REPLAY_SPEEDS
    if key == "rotate":
        return isinstance(value, int) and not isinstance(value, bool) and value in ROTATIONS
    return key == "marks" and isinstance(value, bool)


def display_settings() -> dict:
    return {**DISPLAY_DEFAULTS, **load().get("display", {})}


def animation_factor() -> float:
    """How many times faster than normal every animation runs."""
    return ANIMATION_SPEEDS[display_settings()["animation"]]


def replay_speed() -> float:
    """The pace a replay plays itself at, as last chosen."""
    return float(display_settings()["replay_speed"])


def remember_display(key: str, value) -> None:
    if valid_display_setting(key, value):
        load().setdefault("display", {})[key] = value
        if key == "marks":
            MARKS["on"] = value
        save()


def remember_marks(on: bool) -> None:
    """The colour-blind marks switched (the settings screen, Tripitz's pause menu)."""
    remember_display("marks", bool(on))


def language() -> str | None:
    """The language chosen in the settings (None: none chosen, the system's is used)."""
    return display_settings()["language"]
