"""Prints how long a game's pictures take to write and how big they are (not a test).

    nice -n 10 python tests/benchmarks/bench_pictures.py

A 100-ply Tumbleweed game on the side-8 board and a Tripitz game of up to 60 moves (random legal moves, the same
every run), each written as an animated GIF (one frame per position, laid out at 1280x720, scaled to 800 px wide)
and its last position as a PNG, in the window layout and at a table (ui/play/pictures.py).
"""
import os
import random
import tempfile
import time

import benchenv  # noqa: E402  (beside this script)

benchenv.prepare()      # fresh settings and data folders, never the player's; headless

from games import GAMES  # noqa: E402
from ui.play import pictures  # noqa: E402
from ui.play.modes import Mode  # noqa: E402
from ui.play.replay import Line  # noqa: E402


def random_line(key: str, moves: int, seed: int = 3) -> Line:
    spec = GAMES[key]
    scene = spec.make_scene(spec.default_players, seed, spec.default_options(), mode=Mode())
    scene.layout(pictures.SIZE)
    scene.advance_random(moves, random.Random(seed))
    return Line.of_match(spec, scene.match, scene.players)


def main() -> None:
    pictures.ready()
    folder = tempfile.mkdtemp(prefix="hexcade-pictures-")
    print(benchenv.header())
    print(f"pictures laid out at {pictures.SIZE[0]}x{pictures.SIZE[1]}, off-screen")
    for key, moves in (("tumbleweed", 100), ("tripitz", 60)):
        line = random_line(key, moves)
        for table in (False, True):
            where = f"{key} ({len(line.moves)} moves, {'table' if table else 'window'})"
            gif = os.path.join(folder, f"{key}-{table}.gif")
            started = time.perf_counter()
            pictures.game_gif(line, gif, table=table)
            gif_seconds = time.perf_counter() - started
            png = os.path.join(folder, f"{key}-{table}.png")
            started = time.perf_counter()
            pictures.position_png(line, None, png, table=table)
            png_seconds = time.perf_counter() - started
            print(f"{where:36} GIF {gif_seconds:5.2f} s {os.path.getsize(gif) / 1024:6.0f} KB   "
                  f"PNG {png_seconds:5.2f} s {os.path.getsize(png) / 1024:5.0f} KB")
    print(f"(files in {folder})")


if __name__ == "__main__":
    main()
