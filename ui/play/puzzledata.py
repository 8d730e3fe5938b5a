"""A game's puzzle pack as the puzzle screen and the find-the-move mode use it, and the daily puzzle.

The pack's format is engine/puzzles/__init__.py's (`games/<package>/puzzles.<entry>.json`, GameSpec.puzzles_path,
written by tests/make_puzzles.py). It is read here through the careful reader (ui/storage/files.py: bounded, a
regular file, JSON not nested deep) and every field's kind checked: a damaged pack is a PackError, which the
screens say in one sentence; nothing here draws.

The daily puzzle is chosen from every entry's pack by the date alone (a SHA-256 of the ISO date, never Python's
salted hash()), so the same date gives the same puzzle on every machine that ships the same packs.
"""
from __future__ import annotations

import datetime
import hashlib
import os
from dataclasses import dataclass

from engine import puzzles as engine_puzzles
from ui.base.lang import has, t
from ui.storage.files import read_json

MOST_BYTES = 4 << 20          # a pack of a few hundred puzzles is well under a megabyte
PACK_DIR: str | None = None   # tests point every entry's pack into a folder of their own


class PackError(ValueError):
    """A pack that cannot be used; the message says where."""


@dataclass(frozen=True)
class Puzzle:
    number: int            # 1.. in its pack
    id: str                # stable: progress is kept by it
    theme: str
    difficulty: int
    goal: str
    raw: dict              # the pack's own entry (engine/puzzles.position and check read it)

    @property
    def answers(self) -> tuple:
        return tuple(self.raw["answer"])

    @property
    def line(self) -> tuple:
        return tuple(self.raw.get("line", ()))


@dataclass(frozen=True)
class Pack:
    entry: str
    engine: str
    puzzles: tuple


def pack_path(spec) -> str:
    if PACK_DIR is not None:
        return os.path.join(PACK_DIR, f"puzzles.{spec.key}.json")
    return spec.puzzles_path


def has_puzzles(spec) -> bool:
    """Whether the entry ships a pack (a file test only: the title screen asks it for every game shown)."""
    return os.path.isfile(pack_path(spec))


_packs: dict = {}


def forget() -> None:
    _packs.clear()


def pack(spec) -> Pack:
    """The entry's pack (read once per run); PackError if its file is damaged, FileNotFoundError if none."""
    path = pack_path(spec)
    if path not in _packs:
        data = read_json(path, MOST_BYTES)
        try:
            _packs[path] = parse(spec, data)
        except (TypeError, AttributeError, KeyError) as exc:
            raise PackError(f"a value of the wrong kind ({type(exc).__name__}: {str(exc)[:80]})") from exc
    return _packs[path]


def _strings(value, what: str, empty: bool = True) -> list:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value) or (not empty and not value):
        raise PackError(f"{what}: a list of moves")
    return value


def parse(spec, data) -> Pack:
    if not isinstance(data, dict) or not isinstance(data.get("puzzles"), list) or not data["puzzles"]:
        raise PackError("the file holds no puzzles")
    engine = data.get("engine", spec.engine)
    if engine not in engine_puzzles.MODULES and engine != spec.engine:
        raise PackError(f"engine {str(engine)[:40]!r} is not one of the games")
    seen, puzzles = set(), []
    for i, raw in enumerate(data["puzzles"]):
        where = f"puzzle {i + 1}"
        if not isinstance(raw, dict) or not isinstance(raw.get("id"), str) or raw["id"] in seen:
            raise PackError(f"{where}: an id of its own")
        seen.add(raw["id"])
        for key, kind in (("players", int), ("seed", int), ("options", dict)):
            if not isinstance(raw.get(key), kind) or isinstance(raw.get(key), bool):
                raise PackError(f"{where}: {key}")
        _strings(raw.get("moves"), where)
        _strings(raw.get("answer"), where, empty=False)
        _strings(raw.get("line", []), where)
        theme = raw.get("theme", "")
        difficulty = raw.get("difficulty", 1)
        if not isinstance(theme, str) or not isinstance(difficulty, int) or not 1 <= difficulty <= 3:
            raise PackError(f"{where}: theme and difficulty 1-3")
        goal = raw.get("goal", theme)
        puzzles.append(Puzzle(i + 1, raw["id"], theme, difficulty, goal if isinstance(goal, str) else theme, raw))
    return Pack(spec.key, engine, tuple(puzzles))


def position(spec, puzzle: Puzzle):
    """The puzzle's position (its moves replayed by the engine); PackError if they do not replay."""
    try:
        return engine_puzzles.position(puzzle.raw, pack(spec).engine)
    except Exception as exc:        # (a move the engine refuses, an option it does not know)
        raise PackError(f"puzzle {puzzle.number}: its position cannot be set up ({type(exc).__name__})") from exc


def refutation(spec, state, move_text: str) -> list:
    """After a wrong answer: the best reply (and on), in notation, from the game's puzzle module's
    `refutation(state, move)` (state: the puzzle's position, before the move; move: the wrong answer, in notation,
    else as the engine's move), or [] when it has none or cannot say."""
    try:
        module = engine_puzzles.module_for(pack(spec).engine)
    except (ImportError, KeyError, OSError, ValueError):
        return []
    refute = getattr(module, "refutation", None)
    if refute is None:
        return []
    for move in (move_text, spec.engine_module.parse_move(move_text)):
        try:
            line = [str(m) for m in refute(state.clone(), move)]
        except Exception:  # noqa: BLE001, S112  (a refutation that fails is none: never a crash)
            continue
        return opponents_part(spec, state, move_text, line)
    return []


def opponents_part(spec, state, move_text: str, line: list) -> list:
    """The refutation from the opponent's first move on: a line that begins with the rest of the player's own turn
    (a Trickle jump that may go on) shows what the *opponent* answers, as its words say."""
    parse = spec.engine_module.parse_move
    try:
        after = state.clone()
        mover = after.current_player
        after.play(parse(move_text))
        for k, text_ in enumerate(line):
            if after.is_over or after.current_player != mover:
                return line[k:]
            after.play(parse(text_))
    except Exception:  # noqa: BLE001  (a line the engine does not take: none)
        return []
    return []


# -- words ----------------------------------------------------------------------------------------------------------
def word(kind: str, key: str, otherwise: str | None = None) -> str:
    """A theme's or goal's words: the packs' own (puzzles_packs.<kind>.<key>: Tumbleweed and Trickle;
    puzzles_packs2: IceSickle and Tripitz), else this screen's puzzles.<kind>.<key>, else `otherwise` or the key
    itself (a pack newer than its words never crashes)."""
    for full in (f"puzzles_packs.{kind}.{key}", f"puzzles_packs2.{kind}.{key}", f"puzzles.{kind}.{key}"):
        if has(full):
            return t(full)
    return otherwise if otherwise is not None else key.replace("_", " ")


def goal_words(puzzle: Puzzle) -> str:
    return word("goal", puzzle.goal, t("puzzles.goal_any"))


def theme_words(puzzle: Puzzle) -> str:
    return word("theme", puzzle.theme)


# -- the daily puzzle -------------------------------------------------------------------------------------------------
def every_puzzle(games) -> list:
    """(entry, puzzle) for every entry that ships a readable pack, in the registry's order."""
    found = []
    for key, spec in games.items():
        if not has_puzzles(spec):
            continue
        try:
            found += [(key, p) for p in pack(spec).puzzles]
        except (OSError, ValueError):
            continue
    return found


def daily(date: datetime.date, games: dict):
    """The day's puzzle, (entry, puzzle), or None when no pack is there: chosen by the date alone from every
    entry's pack (`games`: the registry, app.games)."""
    found = every_puzzle(games)
    if not found:
        return None
    digest = hashlib.sha256(date.isoformat().encode()).digest()
    return found[int.from_bytes(digest[:8], "big") % len(found)]
