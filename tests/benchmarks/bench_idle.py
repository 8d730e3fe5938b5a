"""Idle CPU of the real program, as a process: the title screen and every game, nobody touching anything.

    python3 tests/benchmarks/bench_idle.py                 # dummy video driver (headless)
    python3 tests/benchmarks/bench_idle.py --display :99   # a real X server (e.g. Xvfb :99 -screen 0 1920x1080x24)
    python3 tests/benchmarks/bench_idle.py --seconds 20 --size 1080x1920 --table

Each run starts `main.py` (with --game K for a game), lets it settle for --settle seconds (the first frames, the
fade of the opening message), then reads the process's CPU time from /proc over --seconds seconds. Goal: at most
2% of one core. Saves go to a temporary folder, never to the player's own.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

import benchenv

benchenv.prepare()      # (each main.py started gets fresh settings and data folders of its own: benchenv.child_env)
ROOT = benchenv.ROOT
GOAL = 2.0   # percent of one core


def cpu_seconds(pid: int) -> float:
    """utime + stime of a process (and its reaped children), in seconds."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = sum(int(v) for v in fields[11:15])   # utime stime cutime cstime
    return ticks / os.sysconf("SC_CLK_TCK")


def measure(args_list: list[str], env: dict, settle: float, seconds: float) -> float:
    proc = subprocess.Popen([sys.executable, os.path.join(ROOT, "main.py"), *args_list], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        time.sleep(settle)
        if proc.poll() is not None:
            raise RuntimeError(f"main.py {' '.join(args_list)} ended early: {proc.stderr.read().decode()[-400:]}")
        start, t0 = cpu_seconds(proc.pid), time.monotonic()
        time.sleep(seconds)
        used, elapsed = cpu_seconds(proc.pid) - start, time.monotonic() - t0
        return 100.0 * used / elapsed
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()


def main() -> int:
    from games import GAMES
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=10.0, help="how long to measure each scene")
    p.add_argument("--settle", type=float, default=16.0,
                   help="seconds before measuring (pulses calling for a first tap stop 10 s after the window opens)")
    p.add_argument("--size", default="1280x720")
    p.add_argument("--display", help="an X display to use instead of the dummy driver (e.g. :99 from Xvfb)")
    p.add_argument("--table", action="store_true", help="games in table layout")
    p.add_argument("--only", help="comma-separated scene names (title, or game keys)")
    args = p.parse_args()
    if args.display:
        os.environ["DISPLAY"] = args.display
        os.environ.pop("SDL_VIDEODRIVER", None)
    scenes = [("title", [])] + [(key, ["--game", key] + (["--table"] if args.table else [])) for key in GAMES]
    if args.only:
        wanted = args.only.split(",")
        scenes = [s for s in scenes if s[0] in wanted]
    size = tuple(int(v) for v in args.size.split("x"))      # (the window main.py --size opens: fresh settings)
    print(benchenv.header(size))
    print(f"idle CPU{', table layout' if args.table else ''}; {args.seconds:.0f} s each after {args.settle:.0f} s")
    worst = 0.0
    for name, extra in scenes:
        percent = measure(["--size", args.size, *extra], benchenv.child_env(display=bool(args.display)), args.settle,
                          args.seconds)
        worst = max(worst, percent)
        print(f"  {name:14s} {percent:5.2f} % of a core   (goal <= {GOAL:.0f} %)  {'ok' if percent <= GOAL else 'MISSED'}")
    print(f"worst {worst:.2f} % (goal <= {GOAL:.0f} %): {'met' if worst <= GOAL else 'missed'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
