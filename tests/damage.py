"""Ways a save or a record file gets damaged, for the property and fuzz tests: a value of the wrong type or
range, a deleted key, a duplicated entry, the text cut short or garbled."""
from __future__ import annotations

import copy
import json
import random

ODD_VALUES = [None, -1, 0, 10 ** 18, -10 ** 18, 1.5, True, False, "", "x" * 300, "red 99,99", [], {}, [[1, 2]],
              {"a": 1}, [None], "🐍", float("inf")]


def nodes(data, path=()):
    """Every (path, value) inside a JSON value."""
    yield path, data
    if isinstance(data, dict):
        for k, v in data.items():
            yield from nodes(v, path + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from nodes(v, path + (i,))


def parent_of(data, path):
    for p in path[:-1]:
        data = data[p]
    return data


def damage_data(data, rng: random.Random):
    """A copy of a JSON value with one thing wrong in it: (damaged, what was done)."""
    data = copy.deepcopy(data)
    spots = [p for p, _ in nodes(data) if p]
    path = rng.choice(spots)
    holder, last = parent_of(data, path), path[-1]
    how = rng.choice(["value", "value", "delete", "duplicate", "number"])
    if how == "delete":
        del holder[last]
    elif how == "duplicate" and isinstance(holder, list):
        holder.insert(last, copy.deepcopy(holder[last]))
    elif how == "number" and isinstance(holder[last], int) and not isinstance(holder[last], bool):
        holder[last] = holder[last] + rng.choice([-1, 1, 7, -100, 10 ** 9])
    else:
        how = "value"
        holder[last] = copy.deepcopy(rng.choice(ODD_VALUES))
    return data, f"{how} at {path}"


def damage_text(text: str, rng: random.Random) -> tuple[str, str]:
    """The text cut short, a character or line changed, a line deleted or repeated."""
    how = rng.choice(["cut", "char", "line-delete", "line-repeat", "line-swap"])
    lines = text.splitlines(keepends=True)
    if how == "cut":
        return text[:rng.randrange(len(text))], how
    if how == "char":
        i = rng.randrange(len(text))
        return text[:i] + rng.choice('{}[]":,0a9\n ,;.x-') + text[i + 1:], how
    i = rng.randrange(len(lines))
    if how == "line-delete":
        del lines[i]
    elif how == "line-repeat":
        lines.insert(i, lines[i])
    else:
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    return "".join(lines), how


def damage_save_text(text: str, rng: random.Random) -> tuple[str, str]:
    """A save file damaged in its values (most often) or in its text."""
    if rng.random() < 0.7:
        try:
            damaged, how = damage_data(json.loads(text), rng)
            return json.dumps(damaged), how
        except ValueError:
            pass
    return damage_text(text, rng)
