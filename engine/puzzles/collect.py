"""How a generator fills a pack with every theme in it: each theme has a quota (the least it gets) and a limit
(the pack less the other themes' quotas), so a common theme cannot crowd out a rare one."""
from __future__ import annotations


class Collector:
    def __init__(self, themes: tuple, want: int, share: float):
        """`share`: each theme's quota as a share of `want` (none for a pack too small to have one)."""
        self.themes = themes
        self.want = want
        self.quota = {t: int(want * share) for t in themes}
        self.limit = {t: max(self.quota[t], want - sum(q for o, q in self.quota.items() if o != t))
                      for t in themes}
        self.found: list[dict] = []
        self.seen: set = set()

    def count(self, theme: str) -> int:
        return sum(1 for p in self.found if p["theme"] == theme)

    def takes(self, theme: str) -> bool:
        """Would a puzzle of this theme still be kept?"""
        n = self.count(theme)
        if n >= self.limit[theme]:
            return False
        return len(self.found) < self.want or n < self.quota[theme]

    @property
    def done(self) -> bool:
        return len(self.found) >= self.want and all(self.count(t) >= self.quota[t] for t in self.themes)

    def add(self, key, puzzle: dict) -> bool:
        """Keep the puzzle unless its position (by `key`, e.g. up to symmetry) is already in the pack."""
        if key in self.seen:
            return False
        self.seen.add(key)
        self.found.append(puzzle)
        return True

    def pack(self, prefix: str) -> list[dict]:
        """The puzzles in theme order, easiest first, numbered: <prefix>-001..."""
        ordered = sorted(self.found, key=lambda p: (self.themes.index(p["theme"]), p["difficulty"], p["seed"],
                                                    len(p["moves"])))
        return [{"id": f"{prefix}-{n:03d}", **p} for n, p in enumerate(ordered, 1)]


def difficulty_by_rivals(answer: str, values1: dict) -> int:
    """A puzzle's difficulty by a one-move look (values1: each move's value right after it): 1 when the answer is
    also the unique best there; 2 when up to three other moves look as good or better; 3 when more do (the reply
    has to be read to find it)."""
    rivals = sum(1 for m, v in values1.items() if m != answer and v >= values1[answer])
    return 1 if rivals == 0 else 2 if rivals <= 3 else 3


def clear_best(values: dict, margin: float) -> tuple[str, float] | None:
    """(the best move, its lead over the next best) when it leads every other by `margin` or more, else None."""
    ranked = sorted(values.items(), key=lambda kv: -kv[1])
    if len(ranked) < 2 or ranked[0][1] - ranked[1][1] < margin:
        return None
    return ranked[0][0], ranked[0][1] - ranked[1][1]
