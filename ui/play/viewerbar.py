"""The viewer's controls in rows (ui/play/replay.py): how many rows its bar needs and each button's share of its
row, so that every control keeps a finger's width (`least` px) and every word its room. A control is
(id, words, what it does); the steps (|< < Play > >|) come first, then the speed, Moves, Analyse and the way back.
"""
from __future__ import annotations

import pygame

from ui.base.lang import t
from ui.kit import text

GAP = 6      # px between the buttons of a row


def needs(row, width: int, least: int) -> tuple[list, list, float]:
    """A row's base shares (the arrows 1, Play 1.7, a word 2, a long one 3.2), the width each button needs for
    its words (Play: for Pause too; the way back: for its short word) and a finger, and the width of one share
    in a bar `width` px wide."""
    base = [1 if len(label) <= 2 else 1.7 if key == "play" else 2 if len(label) <= 8 else 3.2
            for key, label, _ in row]
    font = text.font(18, True)
    need = []
    for key, label, _ in row:
        words = (label, t("records.viewer.pause")) if key == "play" else \
            (t("records.viewer.back"),) if key == "leave" else (label,)
        need.append(max(font.size(w)[0] for w in words) + 18)    # (fit leaves 16 px of edges)
    # the arrows and the speed (symbols) keep a finger's width and give the rest to a longer language's words
    need = [max(n - 2 if len(label) <= 2 else n, least) for (_, label, _), n in zip(row, need)]
    return base, need, (width - GAP * (len(row) - 1)) / sum(base)


def fits(row, width: int, least: int) -> bool:
    """Every button of the row gets the width its words and a finger need."""
    base, need, unit = needs(row, width, least)
    return sum(need) <= unit * sum(base)


def weights(row, width: int, least: int) -> list[float]:
    """Each button's share of its row. A word that would not fit its base share (a longer language's), or a symbol
    narrower than a finger, takes room from the buttons that have more than they need, as much as they can spare
    (what still does not fit is cut with '…'; the way back has its short word)."""
    base, need, unit = needs(row, width, least)
    widths = [b * unit for b in base]
    short = sum(max(0, n - w) for n, w in zip(need, widths))
    spare = sum(max(0, w - n) for n, w in zip(need, widths))
    if not short or not spare:
        return base
    moved = min(short, spare)
    given = [w + (n - w) * moved / short if n > w else w - (w - n) * moved / spare for n, w in zip(need, widths)]
    return [g / unit for g in given]


def arrange(controls: list, width: int, least: int, fewest: int) -> list[list]:
    """The controls in rows, at least `fewest`: one row when all fit a bar `width` px wide with their words whole
    and a finger's width each, else the steps over the rest, else three rows (a narrow panel, long words)."""
    steps, others = controls[:5], controls[5:]
    if fewest == 1 and fits(controls, width, least):
        return [controls]
    if fits(steps, width, least) and fits(others, width, least):
        return [steps, others]
    words = [o for o in others if o[0] != "speed"]
    rows = [[s for s in steps if s[0] != "play"], [steps[2], others[0]], words]
    if len(words) > 2 and not fits(words, width, least):      # (Analyse too: Moves goes up beside Play)
        rows = [rows[0], rows[1] + words[:1], words[1:]]
    return rows


def place(rows: list[list], bar: pygame.Rect, least: int) -> list[tuple]:
    """(control, its rect) for every control of the rows, in a bar of that many rows 8 px apart; the widths are
    rounded, not cut (a symbol given exactly its `least` px keeps them all), the last of a row reaches the bar's end."""
    placed = []
    h = (bar.height - 8 * (len(rows) - 1)) // len(rows)
    for r, row in enumerate(rows):
        shares = weights(row, bar.width, least)
        unit = (bar.width - GAP * (len(row) - 1)) / sum(shares)
        x, end = bar.left, float(bar.left)
        for i, (control, share) in enumerate(zip(row, shares)):
            end += unit * share + GAP
            w = bar.right - x if i == len(row) - 1 else round(end - GAP) - x
            placed.append((control, pygame.Rect(x, bar.top + r * (h + 8), w, h)))
            x += w + GAP
    return placed
