"""Prints the longest single steps a player can cause (not a test: it asserts nothing). Goal: none over 100 ms.

    python tests/benchmarks/bench_stalls.py

Headless (SDL dummy drivers), the real App. For every entry: starting a game from the title screen (the push
and its first frame), opening the rules page (the press and the frame that shows it) at 1920x1080 and at
2200x1400, resizing the window 1920x1080 -> 3840x2160 -> 2200x1400 -> 1280x720 -> 1920x1080 (each resize and
its first frame; and the worst of the 10 frames after each, which build what a resize leaves for later), ending the game (the move that ends it and the frames until the result screen shows) and
going back to the title screen, and the worst frame of the second after it (a left game's memory is collected
then). Each figure is the worst of the entry's layouts (window and table). Last, switching the language on the
settings screen (five times round) and going back to the title screen laid out in it. The title screen's
warm-up (ui/kit/warmup.py) is done first, as the program does while its title screen rests. A step
is timed as a player feels it: from the action to the end of the frame that shows its result. Beside each wall
time, the main thread's own CPU time for the same step (the machine is shared: at a load average above 2 a step
often waits for a core, which the CPU time leaves out).
"""
import os
import random
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("HEXCADE_SAVE_DIR", tempfile.mkdtemp(prefix="hexcade-bench-"))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

from games import GAMES  # noqa: E402
from ui.storage import saves  # noqa: E402
from ui.app import App  # noqa: E402
from ui.screens.menu import MenuScene  # noqa: E402
from ui.kit.overlays import ResultOverlay  # noqa: E402

GOAL_MS = 100.0
DT = 1 / 60
SIZES = ((3840, 2160), (2200, 1400), (1280, 720), (1920, 1080))


CPU: dict = {}     # label -> the CPU time of the step last timed under it


def timed(action, label: str | None = None) -> float:
    t, c = time.perf_counter(), time.thread_time()
    action()
    if label:
        CPU[label] = max(CPU.get(label, 0.0), (time.thread_time() - c) * 1000)
    return (time.perf_counter() - t) * 1000


def measure_entry(app, key: str, table: bool) -> dict:
    spec = GAMES[key]
    out = {}
    app.resize((1920, 1080))
    app.reset_to(MenuScene(selected=key))
    app.step(DT)
    scene = spec.make_scene(spec.default_players, 5, spec.default_options(), table=table)
    out["start a game"] = timed(lambda: (app.push(scene), app.step(DT)), "start a game")
    for _ in range(3):
        app.step(DT)
    out["rules page 1920x1080"] = timed(lambda: (scene.show_rules(), app.step(DT)), "rules page 1920x1080")
    app.pop()
    app.step(DT)
    worst = after = 0.0
    for size in SIZES:
        worst = max(worst, timed(lambda: (app.resize(size), app.step(DT)), "resize up to 3840x2160"))
        # the work a resize leaves for later frames (its buttons, its pictures drawn exactly) is a step too
        after = max([after] + [timed(lambda: app.step(DT), "10 frames after a resize") for _ in range(10)])
    out["resize up to 3840x2160"] = worst
    out["10 frames after a resize"] = after
    app.resize((2200, 1400))
    app.step(DT)
    out["rules page 2200x1400"] = timed(lambda: (scene.show_rules(), app.step(DT)), "rules page 2200x1400")
    app.pop()
    app.resize((1920, 1080))
    app.step(DT)
    rng = random.Random(3)
    while not scene.state.is_over:       # to the last move, then the move that ends it, timed as a player feels it
        legal = scene.state.legal_moves()
        probe = scene.state.clone()
        move = scene.random_move(legal, rng)
        probe.play(move)
        if probe.is_over:
            break
        _play(scene, move)
    scene.animator.finish()
    app.step(DT)
    # the last move's frame (the move, then its frame), then every frame until the result screen shows
    frames = [timed(lambda: (_play(scene, move), app.step(DT)), "end a game (worst frame)")]
    for _ in range(600):
        if isinstance(app.scene, ResultOverlay):
            break
        frames.append(timed(lambda: app.step(DT), "end a game (worst frame)"))
    out["end a game (worst frame)"] = max(frames)
    out["back to the title screen"] = timed(lambda: (scene.back_to_menu(), app.step(DT)), "back to the title screen")
    scene = None  # (as when Menu is pressed: nothing but the app holds a scene)
    label = "title screen, next second"     # the left game's memory is collected and handed back in it
    out[label] = max(timed(lambda: app.step(DT), label) for _ in range(60))
    return out


def _play(scene, move) -> None:
    scene.moving_for_computer = True
    try:
        scene.play(move)
    finally:
        scene.moving_for_computer = False


def main() -> None:
    app = App(size=(1920, 1080), seed=1, games=GAMES)
    app.push(MenuScene())
    app.step(DT)
    while app.warmup.step():     # as the program does while its title screen rests (ui/kit/warmup.py)
        pass
    print(f"Longest steps (ms, worst of window and table layout); goal <= {GOAL_MS:.0f} ms each; "
          f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    worst_all = 0.0
    for key in GAMES:
        figures: dict = {}
        CPU.clear()
        for table in (False, True):
            for name, ms in measure_entry(app, key, table).items():
                figures[name] = max(figures.get(name, 0.0), ms)
        worst_all = max(worst_all, *figures.values())
        print(f"{key}:")
        for name, ms in figures.items():
            print(f"  {name:28} {ms:7.1f} ms (CPU {CPU.get(name, float('nan')):6.1f} ms)   goal <= {GOAL_MS:.0f}  "
                  f"{'ok' if ms <= GOAL_MS else 'OVER'}")
    # Settings -> Language: the whole screen laid out again in the next language (and the title screen under it
    # when it is uncovered), every language once round, then back to the title screen.
    from ui.screens.settings import SettingsScene
    app.reset_to(MenuScene())
    app.step(DT)
    CPU.clear()
    settings = SettingsScene()
    app.push(settings)
    app.step(DT)
    switches = [timed(lambda: (settings.choose("language"), app.step(DT)), "switch the language")
                for _ in range(5)]
    back = timed(lambda: (app.pop(), app.step(DT)), "back to the title screen in it")
    print("settings:")
    for name, ms in (("switch the language", max(switches)), ("back to the title screen in it", back)):
        worst_all = max(worst_all, ms)
        print(f"  {name:28} {ms:7.1f} ms (CPU {CPU.get(name, float('nan')):6.1f} ms)   goal <= {GOAL_MS:.0f}  "
              f"{'ok' if ms <= GOAL_MS else 'OVER'}")
    saves.WRITER.flush()
    print(f"worst step: {worst_all:.1f} ms (goal <= {GOAL_MS:.0f} ms: {'met' if worst_all <= GOAL_MS else 'NOT met'}); "
          f"load average now {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
