"""The first game of a run: how long starting it takes in a fresh process, straight after the title screen
appears and is read for 1.5 s ("cold"), and after the title screen has rested long enough for ui/kit/warmup.py to get ready ("warm").

Usage: python3 tests/benchmarks/bench_first_start.py [entry ...] [--runs N]
Each measurement is a new Python process (as a player's first game is); prints the median and worst of N runs,
main-thread CPU and wall time of the step that starts the game (make the scene, push it, draw its first frame).
Goal (issue 16): no single step over 100 ms.
"""
import json
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOAL_MS = 100.0

CHILD = r"""
import json, os, sys, time
sys.path.insert(0, ROOT)
from games import GAMES
from ui.app import App
from ui.screens.menu import MenuScene
key, warm = sys.argv[1], sys.argv[2] == "warm"
app = App(size=(1920, 1080), games=GAMES)
app.push(MenuScene(selected=key))
for _ in range(3):
    app.step(1 / 60)
pieces = 0
if warm:
    while app.warmup.step():
        pieces += 1
time.sleep(1.5)      # a person reads the title screen (the sounds are made on a thread meanwhile)
spec = GAMES[key]
t, c = time.perf_counter(), time.thread_time()
scene = spec.make_scene(spec.default_players, 5, spec.default_options(), autosave=False)
app.push(scene)
app.step(1 / 60)
print(json.dumps({"wall": (time.perf_counter() - t) * 1000, "cpu": (time.thread_time() - c) * 1000,
                  "pieces": pieces}))
""".replace("ROOT", repr(ROOT))


def one(key: str, warm: bool) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.setdefault("HEXCADE_SAVE_DIR", "/tmp/hexcade-bench-first")
    env.setdefault("HEXCADE_CONFIG_DIR", "/tmp/hexcade-bench-first")
    out = subprocess.run([sys.executable, "-c", CHILD, key, "warm" if warm else "cold"], env=env, cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    args = sys.argv[1:]
    runs = 5
    if "--runs" in args:
        at = args.index("--runs")
        runs = int(args[at + 1])
        del args[at:at + 2]
    keys = args or ["tripitz", "tumbleweed", "icesickle", "trickle"]
    print(f"PYTHONDONTWRITEBYTECODE={os.environ.get('PYTHONDONTWRITEBYTECODE', '')!r}, load "
          f"{os.getloadavg()[0]:.1f}, {runs} fresh processes each; goal: at most {GOAL_MS:.0f} ms")
    print(f"{'entry':<12} {'':5} {'cpu median':>11} {'cpu worst':>10} {'wall median':>12} {'wall worst':>11}")
    for key in keys:
        for warm in (False, True):
            got = [one(key, warm) for _ in range(runs)]
            cpu, wall = [g["cpu"] for g in got], [g["wall"] for g in got]
            flag = "ok" if max(wall) <= GOAL_MS else "OVER"
            print(f"{key:<12} {'warm' if warm else 'cold':5} {statistics.median(cpu):9.1f}ms {max(cpu):8.1f}ms "
                  f"{statistics.median(wall):10.1f}ms {max(wall):9.1f}ms  {flag}")


if __name__ == "__main__":
    main()
