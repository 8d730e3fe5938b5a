"""Where a benchmark (or a random-input script) runs and what it prints beside its figures (issue 28).

Every script calls `prepare()` before it imports anything of the app: its settings and data go into folders of
its own, made fresh for the run, never the player's (a player's settings can say kiosk mode, which measured a
1024x768 fullscreen instead of 1920x1080), and SDL draws headless unless an X display is given. `header()` is
the line every script prints first: the real window size, the video driver, the load average, the date.

    import benchenv
    benchenv.prepare()
    ...
    print(benchenv.header(app.display.get_size()))
"""
from __future__ import annotations

import atexit
import datetime
import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def fresh_folders() -> dict:
    """New empty folders for the settings, the data (saves, records) and the crash logs: the variables that
    ui/storage/folders.py reads before the player's own folders. Removed when this process exits (its children
    have ended by then), so that runs leave nothing behind."""
    folders = {"HEXCADE_CONFIG_DIR": tempfile.mkdtemp(prefix="hexcade-bench-config-"),
               "HEXCADE_SAVE_DIR": tempfile.mkdtemp(prefix="hexcade-bench-data-"),
               "HEXCADE_LOG_DIR": tempfile.mkdtemp(prefix="hexcade-bench-log-")}
    for folder in folders.values():
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folders


def prepare(display: bool = False) -> dict:
    """Fresh settings and data folders for this run (always: whatever the environment said), the repository on
    sys.path, and SDL's dummy drivers unless `display` and an X display is given. Returns the folders."""
    folders = fresh_folders()
    os.environ.update(folders)
    if not (display and os.environ.get("DISPLAY")):
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    elif os.environ.get("SDL_VIDEODRIVER") == "dummy":
        del os.environ["SDL_VIDEODRIVER"]         # (a display asked for: SDL's own choice for it)
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")    # (pygame's greeting is no figure)
    if ROOT not in sys.path:
        sys.path.insert(0, ROOT)
    return folders


def child_env(display: bool = False) -> dict:
    """An environment for a child process (python3 main.py ...) with fresh folders of its own."""
    env = dict(os.environ)
    env.update(fresh_folders())
    if not (display and env.get("DISPLAY")):
        env["SDL_VIDEODRIVER"] = "dummy"
    elif env.get("SDL_VIDEODRIVER") == "dummy":
        del env["SDL_VIDEODRIVER"]
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    return env


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


def header(size=None) -> str:
    """The window size (`size`, else the display's now), the driver, the load average and the date."""
    import pygame
    driver = pygame.display.get_driver() if pygame.display.get_init() else os.environ.get(
        "SDL_VIDEODRIVER", f"SDL's choice for DISPLAY={os.environ['DISPLAY']}" if os.environ.get("DISPLAY") else "?")
    if size is None and pygame.display.get_init() and pygame.display.get_surface() is not None:
        size = pygame.display.get_surface().get_size()
    shown = f"window {size[0]}x{size[1]}" if size else "no window"
    when = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    return (f"{shown}, driver {driver}, {load()}, {when}, Python {sys.version.split()[0]}, "
            f"pygame-ce {pygame.version.ver} (SDL {'.'.join(map(str, pygame.get_sdl_version()))})")
