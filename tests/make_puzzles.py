"""Generate the puzzle packs from computer-vs-computer games, seeded and reproducible (engine/puzzles).

    python tests/make_puzzles.py                     every game's pack
    python tests/make_puzzles.py --entry tumbleweed --want 40 --seed 1

Prints, per entry, the positions examined, the puzzles kept and the pack's criterion (its margin and depth),
then writes games/<package>/puzzles.<entry>.json. The same seed writes the same pack.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import puzzles  # noqa: E402
from games import GAMES  # noqa: E402

# entry -> (engine, the puzzle module's generate() name for it, seed)
PACKS = {"tumbleweed": ("tumbleweed", "generate", 1), "trickle": ("trickle", "generate", 1),
         "icesickle": ("icesickle", "generate", 1), "tripitz": ("tripitz", "generate", 1),
         "tripitz-together": ("tripitz", "generate_together", 1)}


def make(entry: str, want: int, seed: int | None, write: bool = True) -> dict:
    engine, maker, default_seed = PACKS[entry]
    module = puzzles.module_for(engine)
    counts = {"examined": 0, "kept": 0}

    def report(**values):
        counts.update(values)

    started = time.perf_counter()
    found = getattr(module, maker)(default_seed if seed is None else seed, want, report)
    pack = {"entry": entry, "engine": engine, "criterion": module.CRITERIA[entry], "puzzles": found}
    print(f"{entry}: {counts['examined']} positions examined, {len(found)} kept "
          f"({time.perf_counter() - started:.0f} s); {module.CRITERIA[entry]}")
    if write:
        path = GAMES[entry].puzzles_path
        with open(path, "w", encoding="utf-8") as f:
            json.dump(pack, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print(f"  written to {os.path.relpath(path)}")
    return pack


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--entry", choices=sorted(PACKS), action="append", help="only this entry (repeatable)")
    p.add_argument("--want", type=int, default=40, help="puzzles per pack (default 40)")
    p.add_argument("--seed", type=int, help="first game's seed (default: the pack's own)")
    p.add_argument("--dry-run", action="store_true", help="print the figures, write nothing")
    args = p.parse_args(argv)
    for entry in args.entry or list(PACKS):
        make(entry, args.want, args.seed, write=not args.dry_run)
    return 0


if __name__ == "__main__":
    sys.exit(main())
