"""The sounds, described for someone who cannot listen here, and written out for someone who can.

Usage: python3 tests/benchmarks/sound_report.py [--wav DIR] [--png FILE]
For each of ui/kit/sound.py's sounds: its length, peak and RMS level (dBFS), the loudest 50 ms (how loud it feels),
its brightness (zero crossings a second, about twice the main pitch for a tone), the biggest jump between two
samples away from its start (a click where none is meant) and how much it ends above silence. --wav writes each
as a 16-bit mono WAV at 44.1 kHz to play on any computer; --png draws every waveform under its name to look at.
Aims (not tests): peaks between -14 and -3 dBFS, so nothing clips and nothing is lost; the turn tone clearly the
softest; the game-over cadence and fanfare the longest; no click after the first 2 ms; silent at the end.
"""
import math
import os
import struct
import sys
import wave

import benchenv  # noqa: E402  (beside this script)

benchenv.prepare()      # fresh settings and data folders, never the player's; headless

from ui.kit import sound  # noqa: E402

RATE = 44100


def db(x: float) -> float:
    return 20 * math.log10(x) if x > 1e-9 else -120.0


def describe(name: str, mono: list[float]) -> dict:
    n = len(mono)
    peak = max(map(abs, mono))
    rms = math.sqrt(sum(v * v for v in mono) / n)
    win = int(0.05 * RATE)
    loudest = max(math.sqrt(sum(v * v for v in mono[i:i + win]) / win) for i in range(0, max(1, n - win), win // 2))
    crossings = sum(1 for a, b in zip(mono, mono[1:]) if (a < 0) != (b < 0)) / (n / RATE)
    start = int(0.002 * RATE)
    jump = max(abs(b - a) for a, b in zip(mono[start:], mono[start + 1:]))
    return {"name": name, "ms": 1000 * n / RATE, "peak": db(peak), "rms": db(rms), "loudest": db(loudest),
            "zc": crossings, "jump": jump, "tail": db(max(map(abs, mono[-start:])))}


def write_wav(path: str, mono: list[float]) -> None:
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, v)) * 32767)) for v in mono))


def draw_png(path: str, sounds: dict) -> None:
    import pygame
    from ui.kit import text
    pygame.init()
    longest = max(len(m) for m in sounds.values())
    row, width = 90, 1200
    surf = pygame.Surface((width + 160, row * len(sounds) + 20))
    surf.fill((20, 20, 30))
    for k, (name, mono) in enumerate(sounds.items()):
        y0 = 10 + k * row + row // 2
        surf.blit(text.render(name, 18, (230, 230, 230), True), (10, y0 - 10))
        pygame.draw.line(surf, (60, 60, 80), (150, y0), (150 + width, y0))
        for x in range(width):
            a, b = x * longest // width, (x + 1) * longest // width
            part = mono[a:b] or [0.0]
            lo, hi = min(part), max(part)
            pygame.draw.line(surf, (120, 200, 255), (150 + x, y0 - hi * row * 0.9), (150 + x, y0 - lo * row * 0.9))
    pygame.image.save(surf, path)


def main() -> None:
    args = sys.argv[1:]
    print(benchenv.header())
    sounds = {name: sound.synthesise(sound.RECIPES[name], RATE) for name in sound.NAMES}
    print(f"{'sound':<10} {'length':>7} {'peak':>7} {'RMS':>7} {'loudest':>8} {'zero-x/s':>9} {'click':>6} {'end':>7}")
    for name, mono in sounds.items():
        d = describe(name, mono)
        print(f"{name:<10} {d['ms']:5.0f}ms {d['peak']:5.1f}dB {d['rms']:5.1f}dB {d['loudest']:6.1f}dB "
              f"{d['zc']:9.0f} {d['jump']:6.3f} {d['tail']:5.0f}dB")
    if "--wav" in args:
        folder = args[args.index("--wav") + 1]
        os.makedirs(folder, exist_ok=True)
        for name, mono in sounds.items():
            write_wav(os.path.join(folder, f"{name}.wav"), mono)
        print(f"wrote {len(sounds)} WAV files to {folder}")
    if "--png" in args:
        draw_png(args[args.index("--png") + 1], sounds)
        print("drew", args[args.index("--png") + 1])


if __name__ == "__main__":
    main()
