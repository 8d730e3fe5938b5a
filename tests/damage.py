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


# -- damage as a tester does it to a file's bytes (tests/fuzz_files.py, the property tests) ----------------------
CONTROLS = ["\\u0000", "\\u001b[31m", "\\u0007", "\\u0008", "\\r", "\\u0085", "\\u2028"]   # as JSON escapes
SURROGATES = ["\\ud800", "\\udfff", "\\udc00x", "\\ud83d"]                                  # unpaired
STRING = r'"(?:[^"\\\n]|\\.)*"'
NUMBER = r"(?<![\w.])-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?![\w.])"


def replace_one(text: str, pattern: str, rng: random.Random, make) -> str:
    """The text with one random match of `pattern` replaced by make(match text) (unchanged when none)."""
    import re
    found = list(re.finditer(pattern, text))
    if not found:
        return text
    m = rng.choice(found)
    return text[:m.start()] + make(m.group()) + text[m.end():]


def damage_bytes(good: bytes, how: str, rng: random.Random) -> bytes:
    """A file's bytes damaged in one way (`how`: one of BYTE_DAMAGE)."""
    text = good.decode("utf-8")
    if how == "truncate":
        return good[:rng.randrange(len(good) or 1)]
    if how == "bitflip":
        data = bytearray(good or b" ")
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        return bytes(data)
    if how == "empty":
        return b""
    if how == "not_utf8":
        i = rng.randrange(len(good) + 1)
        return good[:i] + rng.choice([b"\xff\xfe", b"\xc3", b"\xed\xa0\x80", bytes(rng.randrange(256) for _ in
                                                                               range(64))]) + good[i:]
    if how == "huge_number":
        big = rng.choice(["9" * rng.choice([19, 400, 5000]), "-" + "9" * 30, "1e999", "-1e999", "1e-999",
                          str(2 ** 62), str(2 ** 64), "-1"])
        return replace_one(text, NUMBER, rng, lambda _: big).encode()
    if how == "nan":
        return replace_one(text, NUMBER, rng, lambda _: rng.choice(["NaN", "Infinity", "-Infinity"])).encode()
    if how == "deep_nesting":
        n = rng.choice([30, 200, 1000, 3000, 100000])
        deep = rng.choice(["[" * n + "]" * n, '{"a": ' * n + "1" + "}" * n, "[" * n])
        return replace_one(text, NUMBER + "|" + STRING, rng, lambda _: deep).encode()
    if how == "huge_string":
        n = rng.choice([3000, 20000, 100000, 1000000])
        long = rng.choice(["x" * n, "word " * (n // 5), "é" * n, "W" * n])
        return replace_one(text, STRING, rng, lambda s: '"' + long + '"').encode()
    if how == "control_chars":
        return replace_one(text, STRING, rng, lambda s: s[:-1] + "".join(
            rng.choice(CONTROLS) for _ in range(rng.randint(1, 4))) + '"').encode()
    if how == "raw_controls":
        i = rng.randrange(len(text) + 1)
        return (text[:i] + "".join(chr(rng.choice([0, 7, 8, 11, 12, 27, 127, 0x85])) for _ in range(3))
                + text[i:]).encode()
    if how == "surrogates":
        return replace_one(text, STRING, rng, lambda s: s[:-1] + rng.choice(SURROGATES) + '"').encode()
    raise ValueError(how)


BYTE_DAMAGE = ("truncate", "bitflip", "empty", "not_utf8", "huge_number", "nan", "deep_nesting", "huge_string",
               "control_chars", "raw_controls", "surrogates")
