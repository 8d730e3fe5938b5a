"""How long making the sounds takes, and what playing one costs: prints figures, asserts nothing.

    SDL_AUDIODRIVER=dummy python3 tests/benchmarks/bench_sound.py [rounds]

The sounds (ui/kit/sound.py) are synthesised once per run, on a thread begun at start-up, so start-up does not wait
for them; the goal is still that the whole synthesis stays under 50 ms (wall clock on an unloaded machine; the
CPU time is printed too, since on a shared machine the wall clock mostly measures the neighbours). Playing one is
`Sound.play()`: the goal is far under a millisecond, so no sound costs a frame. Uses the mixer's own format (the
dummy driver gives one: 44100 Hz, 16-bit, stereo).
"""
from __future__ import annotations

import sys
import time

import benchenv  # noqa: E402  (beside this script)

benchenv.prepare()      # fresh settings and data folders, never the player's; headless

import pygame  # noqa: E402

from ui.kit import sound  # noqa: E402

GOAL_MS = 50.0


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    pygame.init()
    print(benchenv.header())
    print("mixer:", pygame.mixer.get_init())
    walls, cpus = [], []
    for _ in range(rounds):
        sound.forget()
        cpu = time.process_time()
        board = sound.start(background=False)
        cpus.append((time.process_time() - cpu) * 1000)
        walls.append(board.synth_seconds * 1000)
    if not board.available:
        print("no mixer: nothing to synthesise (silence)")
        return
    total = sum(len(b) for b in board.buffers.values())
    print(f"{len(board.buffers)} sounds, {total / 1024:.0f} KiB, "
          f"{sum(board.sound(n).get_length() for n in board.buffers):.2f} s of sound in all")
    print(f"synthesis: best {min(walls):.1f} ms wall (median {sorted(walls)[len(walls) // 2]:.1f}), "
          f"best {min(cpus):.1f} ms CPU; goal < {GOAL_MS:.0f} ms, off the main thread anyway")
    board.volume = 0.0001          # (a real play, all but silent)
    n = 200
    started = time.perf_counter()
    for i in range(n):
        board.last.clear()
        board.play(sound.NAMES[i % len(sound.NAMES)])
    print(f"play(): {(time.perf_counter() - started) / n * 1e6:.0f} µs each (goal: far under 1000 µs)")
    pygame.quit()


if __name__ == "__main__":
    main()
