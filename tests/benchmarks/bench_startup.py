"""Prints how long `python3 main.py` takes to its first title-screen frame beside a bare pygame-ce + pygame-gui
process doing the least a window with pygame-gui does, measured side by side (not a test).
Goal (issue 28): ours <= 1.5 times the bare process, with and without Python's bytecode cache of our modules.

    python tests/benchmarks/bench_startup.py [runs]            headless (SDL dummy drivers), default 7 runs
    xvfb-run -a python tests/benchmarks/bench_startup.py --display [runs]    under an X server (a real window)

Every run is a fresh process, and the kinds alternate run by run (bare, bare with our theme, ours with the cache,
ours without it), so a machine whose load changes meanwhile weighs on each kind alike. Times are counted from just
before the parent starts the process to the first frame's flip: wall time, and the child's own CPU time
(time.process_time at the flip: the one to believe when other work shares the cores).

- bare: `python3 -c` importing pygame and pygame_gui, pygame.display.init and pygame.font.init (what the App
  inits: pygame.init would also open the sound device, 100 ms without one, and flatter the ratio), a 1920x1080
  window, a UIManager, one frame (manager.update, fill, draw_ui, flip). Twice: with pygame-gui's default theme and
  with ours (assets/theme.json), since reading the theme is the same work ours does. The goal is against the
  bare process with our theme (printed against both). Like the App it asks SDL for a plain window surface
  (SDL_FRAMEBUFFER_ACCELERATION=0, ui/app/window.py), else under X the bare process would pay for an OpenGL
  context that ours does not.
- ours: `python3 -c` running main.py as `python3 main.py --size 1920x1080` does (runpy, as __main__: the script
  is compiled from source every time, as Python does with the script it is given), with App.run replaced by one
  frame (App.step) and marks at the imports, App(), the title screen's push and the first frame.

The bytecode cache: every child runs with PYTHONPYCACHEPREFIX, so no __pycache__ is written into the repository.
"cached": one shared prefix filled by a warm-up run of each kind, as on any second start of a machine that keeps
bytecode. "no cache": a copy of that prefix without this repository's part, and the child may not write
(PYTHONDONTWRITEBYTECODE), so our modules are compiled from source on every run while Python's own and the
installed pygame-ce / pygame-gui keep theirs, as a fresh checkout starts (pip compiles what it installs), and as
every start does on a machine that sets PYTHONDONTWRITEBYTECODE (this one). The bare process imports nothing of
ours, so one bare figure serves both.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import benchenv

benchenv.prepare(display="--display" in sys.argv)

ROOT = benchenv.ROOT
GOAL_RATIO = 1.5
SIZE = (1920, 1080)
THEME = os.path.join(ROOT, "assets", "theme.json")

BARE = r"""
import time, os
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
import pygame, pygame_gui
pygame.display.init()
pygame.font.init()
screen = pygame.display.set_mode(SIZE, pygame.RESIZABLE)
manager = pygame_gui.UIManager(SIZE, THEME) if THEME else pygame_gui.UIManager(SIZE)
manager.update(1 / 60)
screen.fill((0, 0, 0))
manager.draw_ui(screen)
pygame.display.flip()
print(f"first_frame={time.time()!r},{time.process_time()!r} size={screen.get_width()}x{screen.get_height()}")
"""

OURS = r"""
import sys, time
marks = [("python_up", time.time(), time.process_time())]
sys.path.insert(0, ROOT)
import builtins
real_import = builtins.__import__
found = {}
def mark_import(name, *args, **kwargs):       # marks the moment main.main() has imported ui.app and patches it
    module = real_import(name, *args, **kwargs)
    if name == "ui.app" and "app" not in found:
        found["app"] = True
        marks.append(("imports", time.time(), time.process_time()))
        app_module = sys.modules["ui.app"]
        real_init = app_module.App.__init__
        real_push = app_module.App.push
        def init(self, *a, **k):
            real_init(self, *a, **k)
            marks.append(("App", time.time(), time.process_time()))
        def push(self, scene, *a, **k):
            real_push(self, scene, *a, **k)
            if marks[-1][0] == "App":
                marks.append(("title_screen", time.time(), time.process_time()))
        import pygame
        def run(self):       # (App.run's steps until the title screen's first frame is drawn: no wait before it)
            while not self.frames_drawn and len(marks) < 99:
                self.step(self.clock.tick(60 if self.frames_drawn else 0) / 1000.0)
            marks.append(("first_frame", time.time(), time.process_time()))
            # (then on, as App.run goes on, to the frame that shows the whole title screen: its set-up's buttons
            # are built and its picture painted in the frames after the first, which shows its background)
            def whole(scene):
                return getattr(scene, "play_button", None) is not None and scene.panel.has(self.size, scene.panel_key())
            for _ in range(600):       # (ten seconds at most)
                before = self.frames_drawn
                self.step(self.clock.tick(60) / 1000.0)
                if whole(self.scene) and self.frames_drawn > before:
                    break
            marks.append(("whole", time.time(), time.process_time()))
            found["size"] = "x".join(map(str, self.display.get_size()))
            found["driver"] = pygame.display.get_driver()
            found["drawn"] = self.frames_drawn
        app_module.App.__init__, app_module.App.push, app_module.App.run = init, push, run
    return module
builtins.__import__ = mark_import
import runpy
sys.argv = ["main.py", "--size", "%dx%d" % SIZE]
try:                  # as `python3 main.py` runs it: the script itself compiled from source, never cached
    runpy.run_path(ROOT + "/main.py", run_name="__main__")
except SystemExit:
    pass
print(" ".join(f"{name}={t!r},{cpu!r}" for name, t, cpu in marks), f"size={found['size']} drawn={found['drawn']} driver={found['driver']}")
"""

KINDS = ("bare default theme", "bare our theme", "ours cached", "ours no cache")


def code(kind: str) -> str:
    if kind.startswith("bare"):
        theme = THEME if kind == "bare our theme" else ""
        return BARE.replace("SIZE", repr(SIZE)).replace("THEME", repr(theme))
    return OURS.replace("ROOT", repr(ROOT)).replace("SIZE", repr(SIZE))


def one_run(kind: str, prefixes: dict) -> dict:
    env = benchenv.child_env(display="--display" in sys.argv)
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    env["PYTHONPYCACHEPREFIX"] = prefixes["no cache" if kind == "ours no cache" else "cached"]
    if kind == "ours no cache":
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    else:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    t0 = time.time()
    out = subprocess.run([sys.executable, "-c", code(kind)], env=env, capture_output=True, text=True, cwd=ROOT)
    for folder in (env["HEXCADE_CONFIG_DIR"], env["HEXCADE_SAVE_DIR"], env.get("HEXCADE_LOG_DIR", "")):
        if folder:
            shutil.rmtree(folder, ignore_errors=True)
    line = [x for x in out.stdout.splitlines() if "first_frame=" in x]
    if out.returncode or not line:
        raise SystemExit(f"the child ({kind}) failed:\n{out.stdout}\n{out.stderr}")
    result = {}
    for item in line[-1].split():
        name, value = item.split("=")
        if "," in value:
            wall, cpu = value.split(",")
            result[name] = (float(wall) - t0, float(cpu))
        else:
            result[name] = value
    return result


def median(results: list, name: str, which: int) -> float:
    return statistics.median(r[name][which] for r in results)


def main() -> None:
    numbers = [a for a in sys.argv[1:] if a.isdigit()]
    runs = int(numbers[0]) if numbers else 7
    prefixes = {"cached": tempfile.mkdtemp(prefix="hexcade-bench-pycache-")}
    try:
        for kind in ("bare default theme", "bare our theme", "ours cached"):
            one_run(kind, prefixes)      # warm-up: the disk cache, and the shared bytecode cache filled
        prefixes["no cache"] = tempfile.mkdtemp(prefix="hexcade-bench-nopycache-")
        shutil.copytree(prefixes["cached"], prefixes["no cache"], dirs_exist_ok=True)
        shutil.rmtree(prefixes["no cache"] + ROOT, ignore_errors=True)     # (the prefix mirrors absolute paths)
        results = {kind: [] for kind in KINDS}
        for _ in range(runs):
            for kind in KINDS:
                results[kind].append(one_run(kind, prefixes))
    finally:
        for prefix in prefixes.values():
            shutil.rmtree(prefix, ignore_errors=True)
    size = tuple(int(v) for v in results["ours cached"][-1]["size"].split("x"))
    print(benchenv.header(size) + f" (the children's driver: {results['ours cached'][-1]['driver']})")
    print(f"start to first frame's flip, median of {runs} alternating runs of each kind; wall s (CPU s)")
    for kind in KINDS[:2]:
        print(f"  {kind:22} {median(results[kind], 'first_frame', 0):6.3f} "
              f"({median(results[kind], 'first_frame', 1):.3f})")
    bare = results["bare our theme"]
    for kind in KINDS[2:]:
        ours = results[kind]
        print(f"{kind}: where the time goes (median marks, wall s from start; CPU s of the child)")
        previous = 0.0
        for name, label in (("python_up", "python up"), ("imports", "imports (main, games, ui.app)"),
                            ("App", "App() (window, theme)"), ("title_screen", "title screen built"),
                            ("first_frame", "first frame flipped"),
                            ("whole", "the whole title screen shown")):
            wall, cpu = median(ours, name, 0), median(ours, name, 1)
            print(f"  {label:32} {wall:6.3f} (+{wall - previous:.3f})   CPU {cpu:.3f}")
            previous = wall
        print("  (the first frame shows the title screen's background; its set-up's buttons are built and its "
              "picture painted in the frames after: the last line)")
        for which, what in ((0, "wall"), (1, "CPU")):
            ratio = median(ours, "first_frame", which) / median(bare, "first_frame", which)
            against_default = median(ours, "first_frame", which) / median(results["bare default theme"],
                                                                          "first_frame", which)
            verdict = "ok" if ratio <= GOAL_RATIO else "OVER"
            print(f"  ratio to bare (our theme), {what:4}: {ratio:.2f}   goal <= {GOAL_RATIO}  {verdict}"
                  f"   (to bare with the default theme: {against_default:.2f})")
    print(benchenv.load())


if __name__ == "__main__":
    main()
