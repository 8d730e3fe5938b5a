"""Prints the resident size of the app after playing every entry once (not a test). Goal (issue 16): at most
150 MB.

    python tests/benchmarks/bench_memory.py                headless (SDL dummy drivers)
    xvfb-run -a python tests/benchmarks/bench_memory.py    under an X server

The real App at 1920x1080: the title screen, then each entry in turn played to its end with random legal moves
(frames stepped between moves, so animations, panels and caches are made as in play), its result screen, the
rules page opened once, back to the title screen for a second. Resident size (VmRSS) and its peak (VmHWM) from
/proc/self/status after each entry; the computer players' worker process is not started (its memory is its own).
"""
import os
import random
import sys
import tempfile

if not os.environ.get("DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("HEXCADE_SAVE_DIR", tempfile.mkdtemp(prefix="hexcade-bench-"))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

from games import GAMES  # noqa: E402
from ui.storage import saves  # noqa: E402
from ui.app import App  # noqa: E402
from ui.screens.menu import MenuScene  # noqa: E402
from ui.kit.overlays import ResultOverlay  # noqa: E402

GOAL_MB = 150
DT = 1 / 60


def status_mb(field: str) -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    return float("nan")


def play_entry(app, key: str) -> None:
    spec = GAMES[key]
    app.reset_to(MenuScene(selected=key))
    app.step(DT)
    scene = spec.make_scene(spec.default_players, 9, spec.default_options())
    app.push(scene)
    app.step(DT)
    scene.show_rules()
    app.step(DT)
    app.pop()
    rng = random.Random(9)
    while not scene.state.is_over:
        scene.moving_for_computer = True      # (plays every seat, as taps would)
        try:
            scene.play(scene.random_move(scene.state.legal_moves(), rng))
        finally:
            scene.moving_for_computer = False
        for _ in range(4):
            app.step(DT)
            if app.scene is not scene and not isinstance(app.scene, ResultOverlay):
                app.pop()     # a between-games panel (IceSickle's match): carry on
    for _ in range(200):
        app.step(DT)
        if isinstance(app.scene, ResultOverlay):
            break
    scene.back_to_menu()
    del scene            # (as when Menu is pressed: nothing but the app holds a scene)
    for _ in range(60):  # a second on the title screen (a left game's memory is handed back after half of it)
        app.step(DT)


def main() -> None:
    app = App(size=(1920, 1080), seed=1, games=GAMES)
    app.push(MenuScene())
    app.step(DT)
    where = "headless (SDL dummy)" if os.environ.get("SDL_VIDEODRIVER") == "dummy" else \
        f"X display {os.environ['DISPLAY']}"
    print(f"Resident size, {where}, 1920x1080; load average {os.getloadavg()[0]:.2f}")
    print(f"  title screen                 {status_mb('VmRSS'):6.1f} MB")
    for key in GAMES:
        play_entry(app, key)
        print(f"  after {key:22} {status_mb('VmRSS'):6.1f} MB")
    saves.WRITER.flush()
    rss, peak = status_mb("VmRSS"), status_mb("VmHWM")
    print(f"after every entry once: {rss:.1f} MB resident   goal <= {GOAL_MB} MB  {'ok' if rss <= GOAL_MB else 'OVER'}"
          f"   (peak while playing: {peak:.1f} MB)")


if __name__ == "__main__":
    main()
