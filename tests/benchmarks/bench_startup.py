"""Prints how long `python3 main.py` takes to its first title-screen frame, and where the time goes (not a test).
Goal (issue 16): under 0.8 s.

    python tests/benchmarks/bench_startup.py [runs]            headless (SDL dummy drivers)
    xvfb-run -a python tests/benchmarks/bench_startup.py       under an X server (a real window)

Each run is a fresh `python3 -c` that runs main.main([]) exactly as `python3 main.py` does, with App.run replaced
by one frame; it prints wall-clock marks, and the parent counts from just before it started the process. Marks:
the imports of main.py (the registry of games, ui.app and its pygame / pygame-gui), the App (window, theme,
fonts), the title screen's push (its buttons) and the first frame (drawn and flipped). The median of the runs is
printed, with the load average beside it.
"""
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOAL_S = 0.8

CHILD = r"""
import sys, time
marks = []
sys.path.insert(0, ROOT)
import main
import builtins
real_import = builtins.__import__
def mark_import(name, *args, **kwargs):       # marks the moment main.main() has imported ui.app and patches run
    module = real_import(name, *args, **kwargs)
    if name == "ui.app" and not marks:
        marks.append(("imports", time.time()))
        app_module = sys.modules["ui.app"]
        real_init = app_module.App.__init__
        real_push = app_module.App.push
        def init(self, *a, **k):
            real_init(self, *a, **k)
            marks.append(("App()", time.time()))
        def push(self, scene):
            real_push(self, scene)
            if len(marks) == 2:
                marks.append(("title screen built", time.time()))
        def run(self):
            self.step(1 / 60)
            marks.append(("first frame", time.time()))
        app_module.App.__init__, app_module.App.push, app_module.App.run = init, push, run
    return module
builtins.__import__ = mark_import
main.main([])
print(" ".join(f"{name}={t!r}" for name, t in marks).replace(" screen built", "_screen").replace("first frame", "first_frame"))
""".replace("ROOT", repr(ROOT))


def one_run(env) -> dict:
    t0 = time.time()
    out = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, cwd=ROOT)
    total = time.time() - t0
    line = [x for x in out.stdout.splitlines() if "first_frame=" in x]
    if not line:
        raise SystemExit(f"the child failed:\n{out.stdout}\n{out.stderr}")
    marks = dict(item.split("=") for item in line[-1].split())
    result = {name: float(t) - t0 for name, t in marks.items()}
    result["process exit"] = total
    return result


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    headless = not env.get("DISPLAY") or env.get("SDL_VIDEODRIVER") == "dummy"
    if headless:
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.setdefault("HEXCADE_SAVE_DIR", os.path.join(ROOT, ".bench-saves-startup"))
    one_run(env)     # warm-up: the disk cache and .pyc files, as any second start has them
    results = [one_run(env) for _ in range(runs)]
    where = "headless (SDL dummy)" if headless else f"X display {env['DISPLAY']}"
    print(f"python3 main.py to the first title-screen frame, {where}, median of {runs} runs; "
          f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    previous = 0.0
    for name in ("imports", "App()", "title_screen", "first_frame", "process exit"):
        t = statistics.median(r[name] for r in results)
        label = {"title_screen": "title screen built", "first_frame": "first frame drawn"}.get(name, name)
        goal = f"   goal < {GOAL_S} s  {'ok' if t < GOAL_S else 'OVER'}" if name == "first_frame" else ""
        step = f"(+{t - previous:.3f})" if name != "process exit" else ""
        print(f"  {label:22} {t:6.3f} s {step:10}{goal}")
        previous = t
    import shutil
    shutil.rmtree(os.path.join(ROOT, ".bench-saves-startup"), ignore_errors=True)


if __name__ == "__main__":
    main()
