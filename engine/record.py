"""A game record: who played what, and every move in the engine's notation, as plain data and as a text file.

A record is enough to rebuild a game exactly: every engine draws its chance (Tripitz's bag, Trickle Down's money
bag, IceSickle's solo sowing) from its own generator seeded by `new_game(players, seed, **options)`, so the
seed plus the moves give the same positions every time. Loading a record therefore never trusts a stored
position: it replays the moves through the engine, and the first move the engine refuses is where the record
is damaged (`replay` says which and why).

The text format (docs/RECORDS.md):

    Hexcade record 1
    Game: "tumbleweed"
    Players: 2
    Options: {"size": 6}
    Seed: 3
    Seat: {"name": "Orange", "colour": [230, 159, 0], "mark": "circle", "controller": "human"}
    Seat: ...
    Started: "2026-11-24T14:40:00Z"
    Result: "Orange wins, 40 to 31"       (only when the game is over: for the reader, in English)
    Outcome: {"winners": [0], "scores": [40, 31], "ranking": [[0], [1]]}      (the same, as data)

    1. 5,2  ; Orange
    2. 1,-3  ; Blue

Every header value is JSON; after the blank line each line is `number. notation`, with the mover after `  ; `
for the reader (ignored when read: the replay knows who moved). Lines starting with `#` are comments.

A record with notes, branches or a set-up start (engine/gametree.py) is `Hexcade record 2`, which an older
Hexcade refuses at its first line rather than misread: a `Position:` header (the engine's to_dict() of the start,
replayed from instead of the seed), a move's mark after it (`12. 5,2 ?  ; Orange`), its `Comment:`, `Leaf:` and
`Evaluation:` lines under it, and `Branch:` lines after the moves. A record without any of it is written as
version 1, exactly as before.
Pure Python: no pygame, nothing above engine/.

A record that cannot be read says why in a RecordError: a code of CODES with its values (engine/core.py); the
English sentence is for the terminal and logs, the screen words the code (records.codes.<code>).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from .core import Coded
from .gametree import MARKS, NOTE_KEYS, Tree, check_note

MAGIC = "Hexcade record"
FORMAT = 1
MAX_MOVES = 5000          # far beyond any real game of these five; a bigger file is not a record of one
MAX_MOVE_CHARS = 400      # the longest move written is a Tripitz exchange of six tiles, about 130 characters
MAX_TEXT_CHARS = 400      # a header's text (the entry, the start time, the result, a seat's values)
MAX_DEPTH = 8             # a header value nests at most 3 (an outcome's ranking): deeper is not a record's
MAX_SEED = 1 << 62        # a seed is an integer 0 <= seed < MAX_SEED (main.py's --seed takes the same)
HEADER_KEYS = ("Game", "Players", "Options", "Seed", "Seat", "Started", "Result", "Outcome", "Notation")
FORMAT_TREE = 2           # the version of a record with notes, branches or a start position (module docstring)
HEADER_KEYS_TREE = HEADER_KEYS + ("Position",)
NOTE_LINES = {"Comment": "comment", "Leaf": "leaf", "Evaluation": "evaluation"}   # a move's note lines, in order
MAX_BRANCHES = 1000       # explored lines kept in one record; far more than a player makes by hand
MAX_BRANCH_MOVES = 5000   # moves in all branches together: each one is replayed when the record is read
# Characters str.splitlines() breaks a line at that json.dumps(ensure_ascii=False) leaves as they are: in a text
# they would cut its line in two, so they are written as JSON escapes (the same text when read).
LINE_BREAKS = {ord(c): f"\\u{ord(c):04x}" for c in "\x85\u2028\u2029"}
BREAK_TO_SPACE = {ord(c): " " for c in "\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"}   # (a mover's name, unread)
MAX_POSITION_CHARS = 1 << 16    # a start position as JSON (an engine's to_dict is under 10 000 characters)

# Every reason a record (or a save holding one) is refused, by code. The first group is said here; the second by
# ui/storage/record.py and ui/storage/saves.py, which check a record against the registry of games and read the files. A value
# that is itself a refusal (`reason`: the engine's IllegalMove, or the RecordError inside a header) is worded by
# its own code.
CODES: dict[str, str] = {
    "not_table": "the record is not a table of values",
    "missing": "the record has no {field}",
    "wrong_type": "the record's {field} is not a {kind}",
    "seats": "the record's seats are not a list of seats",
    "move_not_text": "move {n} is not text",
    "move_too_long": "move {n} is longer than {most} characters",
    "text_too_long": "the record's {field} is longer than {most} characters",
    "too_many_moves": "the record has more than {n} moves",
    "start_or_result": "the record's start time or result is not text",
    "bad_outcome": "the record's outcome is not a table of winners and scores",
    "notation_unknown": "the notation {name} is unknown",
    "notation_not_for": "the notation {name} is not one for {engine}",
    "not_a_record": "line 1: not a Hexcade record (it should start with '{magic}')",
    "not_a_field": "line {line}: {key} is not a header field ({fields})",
    "value_unreadable": "line {line}: the value of {key} cannot be read",
    "move_should_read": "line {line}: move {n} should read '{n}. <move>'",
    "move_empty": "line {line}: move {n} is empty",
    "header": "header: {reason}",
    "move_refused": "move {n} ({move}) cannot be played: {reason}",
    "already_over": "the game was already over",
    # a record's notes, branches and start position (version 2)
    "note_misplaced": "line {line}: {key} does not follow a move",
    "bad_note": "move {n}: its {note} cannot be read",
    "bad_branch": "branch {branch} is not a table of where it starts and its moves",
    "bad_branch_note": "branch {branch}, move {n}: its {note} cannot be read",
    "branch_from": "branch {branch} starts from a move the record does not have",
    "too_many_branches": "the record has more than {n} branches",
    "too_many_branch_moves": "the record's branches have more than {n} moves",
    "branch_refused": "branch {branch}, move {n} ({move}) cannot be played: {reason}",
    "position_too_large": "the record's start position is longer than {most} characters",
    "bad_position": "the start position cannot be used: {reason}",
    "position_not_for": "the start position is not one of {game} for {players} players",
    # checked against the registry and read from files (ui/storage/record.py, ui/storage/saves.py)
    "no_game": "there is no game called {game}",
    "players": "{game} is not for {players} players",
    "no_option": "{game} has no option {option}",
    "bad_option": "option {option} cannot be {value}",
    "seed": "the seed {seed} is out of range",
    "cannot_start": "the game cannot start: {reason}",
    "too_large": "the file is too large to be a game record",
    "cannot_open": "cannot be opened ({reason})",
    "not_text": "is not text (not a game record)",
    "not_a_save": "it is not a saved game",
    "other_version": "it was written by another version of Hexcade",
    "belongs_to": "it belongs to {game}",
    "cannot_show": "it could not be shown",
    "file_changed": "the file was changed since it was read: nothing was written over it",
    "cannot_write": "the file cannot be written ({reason})",
    # the careful reader's refusals of any file (ui/storage/files.py: saves, settings, best results, language files)
    "not_a_file": "it is not a file (a folder, a device or a pipe)",
    "file_too_large": "the file is too large",
    "file_not_text": "the file is not text",
    "file_not_json": "the file is damaged",
    "too_deep": "its values are nested too deeply",
    # the words the screen gives an answer without a code (an error from outside the engines' contract), instead
    # of its English (ui/base/codewords.say)
    "unreadable": "this could not be read",
}


class RecordError(Coded, ValueError):
    """A record that cannot be read: `code` (a key of CODES) and `values` say what and where; `str()` is the
    English sentence, one line. Raise it as `RecordError(code, CODES[code], **values)`."""

    def __init__(self, code: str, english: str = "", **values):
        Coded.__init__(self, code, english, **values)
        ValueError.__init__(self, self.reason)


def _refused(code: str, **values) -> RecordError:
    return RecordError(code, CODES[code], **values)


def outcome_data(outcome) -> dict:
    """How a game ended (an engine's core.Outcome, or None) as a record keeps it: the seats that won (none in a
    cooperative game), the scores and the ranking (groups of seats, best first), and, when nobody won, the
    engine's summary sentence; an ending the winners do not say also keeps its code and values (Outcome.code),
    which the screen words it by. {} while the game runs."""
    if outcome is None:
        return {}
    data = {"winners": list(outcome.winners), "scores": list(outcome.scores),
            "ranking": [list(group) for group in outcome.ranking]}
    if not outcome.winners and outcome.summary:
        data["summary"] = outcome.summary
    if outcome.code:
        data["code"] = outcome.code
        data["values"] = dict(outcome.values)
    return data


def _longest_text(value) -> int:
    """The length of the longest text in a JSON value (keys too), looked at without recursion."""
    longest, todo = 0, [value]
    while todo:
        value = todo.pop()
        if isinstance(value, str):
            longest = max(longest, len(value))
        elif isinstance(value, dict):
            todo.extend(value.keys())
            todo.extend(value.values())
        elif isinstance(value, list):
            todo.extend(value)
    return longest


def _depth(value) -> int:
    """How deep a JSON value nests (a number or text 0, [] 1, [[]] 2), looked at without recursion."""
    deepest, todo = 0, [(value, 1)]
    while todo:
        value, level = todo.pop()
        if isinstance(value, (dict, list)):
            deepest = max(deepest, level)
            todo.extend((v, level + 1) for v in (value.values() if isinstance(value, dict) else value))
    return deepest


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _is_outcome(data, players) -> bool:
    """Whether `data` is what outcome_data writes for a game of `players` seats (or {}: none)."""
    def seats(values) -> bool:
        return isinstance(values, list) and all(type(v) is int and 0 <= v < players for v in values)
    if not isinstance(data, dict) or not set(data) <= {"winners", "scores", "ranking", "summary", "code", "values"}:
        return False
    if not data:
        return True
    scores = data.get("scores")
    ranking = data.get("ranking", [])
    values = data.get("values", {})
    return (seats(data.get("winners")) and isinstance(scores, list) and len(scores) == players
            and all(_is_number(v) for v in scores)
            and isinstance(ranking, list) and all(seats(group) for group in ranking)
            and isinstance(data.get("summary", ""), str) and isinstance(data.get("code", ""), str)
            and isinstance(values, dict) and all(_is_number(v) or isinstance(v, str) for v in values.values()))


@dataclass
class Record:
    game: str                             # the registry key of the entry ("trickle-down", ...)
    players: int
    options: dict
    seed: int
    seats: list = field(default_factory=list)    # plain dicts (name, colour, mark, controller)
    started: str = ""                      # UTC, ISO 8601
    result: str = ""                       # one sentence once the game is over, else "" (English, for the reader)
    outcome: dict = field(default_factory=dict)  # the same as data (outcome_data), {} if unfinished or not known
    moves: list = field(default_factory=list)    # notation strings, in order
    movers: list = field(default_factory=list)   # optional: the mover's name per move (for the file's reader)
    notation: str = ""                     # "" the engine's own; else a name in NOTATIONS (Tumbleweed's cell names)
    position: dict | None = None           # a set-up start (the engine's to_dict()), replayed from instead of the seed
    tree: Tree | None = None               # the moves with their notes and branches (in this record's notation);
                                           # None: just the moves (game_tree() makes one)

    def game_tree(self) -> Tree:
        """The record's tree, whose main line is `moves`: made from the moves when the record has none, brought in
        step with them when they changed (Tree.follow). Notes and branches are set on it; after changing its main
        line (promote, remove), set `moves` to its main_moves()."""
        if self.tree is None:
            self.tree = Tree.of_moves(self.moves)
        elif self.tree.main_moves() != self.moves:
            self.tree.follow(self.moves)
        return self.tree

    @property
    def has_extras(self) -> bool:
        """Whether the record needs version 2: a start position, notes or branches."""
        return self.position is not None or (self.tree is not None and self.tree.has_extras)

    # -- as plain data (what a save holds) ----------------------------------------------------------------------
    def to_dict(self) -> dict:
        data = {"game": self.game, "players": self.players, "options": dict(self.options), "seed": self.seed,
                "seats": [dict(s) for s in self.seats], "started": self.started, "result": self.result,
                "moves": list(self.moves)}
        if self.outcome:
            data["outcome"] = self.outcome
        if self.notation:
            data["notation"] = self.notation
        if self.position is not None:
            data["position"] = self.position
        if self.tree is not None:
            data.update(self.game_tree().to_data())
        return data

    @classmethod
    def from_dict(cls, data) -> Record:
        """Checks every type (a damaged save says what is wrong); the moves are checked later, by replaying."""
        if not isinstance(data, dict):
            raise _refused("not_table")
        for key, kind in (("game", str), ("players", int), ("options", dict), ("seed", int), ("moves", list)):
            if key not in data:
                raise _refused("missing", field=key)
            if not isinstance(data[key], kind) or isinstance(data[key], bool):
                raise _refused("wrong_type", field=key, kind=kind.__name__)
        seats = data.get("seats", [])
        if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
            raise _refused("seats")
        if len(data["moves"]) > MAX_MOVES:
            raise _refused("too_many_moves", n=MAX_MOVES)
        for i, text in enumerate(data["moves"]):
            if not isinstance(text, str):
                raise _refused("move_not_text", n=i + 1)
            if len(text) > MAX_MOVE_CHARS:
                raise _refused("move_too_long", n=i + 1, most=MAX_MOVE_CHARS)
        started, result = data.get("started", ""), data.get("result", "")
        if not isinstance(started, str) or not isinstance(result, str):
            raise _refused("start_or_result")
        for name, value in (("game", data["game"]), ("started", started), ("result", result),
                            ("seats", seats), ("options", data["options"]), ("outcome", data.get("outcome", {}))):
            if _longest_text(value) > MAX_TEXT_CHARS:
                raise _refused("text_too_long", field=name, most=MAX_TEXT_CHARS)
        outcome = data.get("outcome", {})
        if not _is_outcome(outcome, data["players"]):
            raise _refused("bad_outcome")
        notation = data.get("notation", "")
        if notation and notation not in {name for _, name in NOTATIONS}:
            raise _refused("notation_unknown", name=repr(str(notation)[:30]))
        position = data.get("position")
        if position is not None:
            _check_position(position)
        tree = _tree_of(data["moves"], data.get("notes", []), data.get("branches", []))
        return cls(data["game"], data["players"], dict(data["options"]), data["seed"], list(seats), started,
                   result, outcome, list(data["moves"]), notation=notation, position=position, tree=tree)


def _check_position(position) -> None:
    """A start position is a table (which engine's, and whether it accepts it, is the replay's question), bounded
    like every header value."""
    if not isinstance(position, dict):
        raise _refused("wrong_type", field="position", kind="dict")
    if _depth(position) > MAX_DEPTH:
        raise _refused("bad_position", reason=_refused("too_deep"))
    if _longest_text(position) > MAX_TEXT_CHARS:
        raise _refused("text_too_long", field="position", most=MAX_TEXT_CHARS)
    try:
        size = len(json.dumps(position, ensure_ascii=False))
    except (TypeError, ValueError, RecursionError):
        raise _refused("wrong_type", field="position", kind="dict") from None
    if size > MAX_POSITION_CHARS:
        raise _refused("position_too_large", most=MAX_POSITION_CHARS)


def _notes_of(entry: dict, refuse) -> dict:
    """The notes of one move as read (a table of NOTE_KEYS), each checked; refuse(note) makes the refusal."""
    notes = {}
    for key, value in entry.items():
        if key not in NOTE_KEYS or check_note(key, value):
            raise refuse(str(key)[:20])
        notes[key] = value
    return notes


def _tree_of(moves: list, notes, branches) -> Tree | None:
    """The tree of a record's moves with its notes (one table per main-line move) and branches (Tree.to_data's
    form), every part checked and bounded; None when there are neither (just the moves)."""
    if not notes and not branches:
        return None
    if not isinstance(notes, list) or len(notes) > len(moves):
        raise _refused("bad_note", n=len(moves) + 1, note="notes")
    if not isinstance(branches, list):
        raise _refused("bad_branch", branch=1)
    if len(branches) > MAX_BRANCHES:
        raise _refused("too_many_branches", n=MAX_BRANCHES)
    tree = Tree.of_moves(moves)
    main = [tree.root] + tree.main_line()
    for i, entry in enumerate(notes):
        if not isinstance(entry, dict):
            raise _refused("bad_note", n=i + 1, note="notes")
        main[i + 1].set_notes(_notes_of(entry, lambda note, n=i + 1: _refused("bad_note", n=n, note=note)))
    lines = [main]          # each line's nodes by ply: the main line from the root, a branch from where it leaves
    end, total = main[-1], 0
    for number, branch in enumerate(branches, start=1):
        if not isinstance(branch, dict) or set(branch) != {"from", "moves"} or not isinstance(branch["moves"], list) \
                or not branch["moves"]:
            raise _refused("bad_branch", branch=number)
        start = branch["from"]
        if not (isinstance(start, list) and len(start) == 2 and all(type(v) is int for v in start)
                and 0 <= start[0] < len(lines) and 0 <= start[1] < len(lines[start[0]])):
            raise _refused("branch_from", branch=number)
        total += len(branch["moves"])
        if total > MAX_BRANCH_MOVES:
            raise _refused("too_many_branch_moves", n=MAX_BRANCH_MOVES)
        node = lines[start[0]][start[1]]
        nodes = [node]
        for n, entry in enumerate(branch["moves"], start=1):
            notation, entry = (entry, {}) if isinstance(entry, str) else \
                (entry.get("move"), {k: v for k, v in entry.items() if k != "move"}) if isinstance(entry, dict) \
                else (None, {})
            if not isinstance(notation, str) or not notation.strip() or len(notation) > MAX_MOVE_CHARS \
                    or notation != notation.strip():
                raise _refused("bad_branch", branch=number)
            node = tree.add(node, notation)
            node.set_notes(_notes_of(entry, lambda note, b=number, n=n: _refused("bad_branch_note", branch=b, n=n,
                                                                                  note=note)))
            nodes.append(node)
        if end.children:        # (a "branch" that goes on from the main line's end would lengthen the game)
            raise _refused("branch_from", branch=number)
        lines.append(nodes)
    return tree


# -- the text file ---------------------------------------------------------------------------------------------
def dumps(record: Record) -> str:
    """The record as text; `loads(dumps(r))` gives r back and `dumps(loads(text)) == text` for what we write."""
    def j(value) -> str:     # (a line break str.splitlines sees, inside a JSON text, is written as its escape)
        return json.dumps(value, ensure_ascii=False).translate(LINE_BREAKS)
    extras = record.has_extras
    lines = [f"{MAGIC} {FORMAT_TREE if extras else FORMAT}", f"Game: {j(record.game)}",
             f"Players: {j(record.players)}", f"Options: {j(record.options)}", f"Seed: {j(record.seed)}"]
    lines += [f"Seat: {j(seat)}" for seat in record.seats]
    if record.started:
        lines.append(f"Started: {j(record.started)}")
    if record.result:
        lines.append(f"Result: {j(record.result)}")
    if record.outcome:
        lines.append(f"Outcome: {j(record.outcome)}")
    if record.notation:
        lines.append(f"Notation: {j(record.notation)}")
    if record.position is not None:
        lines.append(f"Position: {j(record.position)}")
    lines.append("")
    tree = record.game_tree() if record.tree is not None else None
    main = tree.main_line() if tree is not None else []
    for i, move in enumerate(record.moves):
        mover = (record.movers[i] if i < len(record.movers) else "").translate(BREAK_TO_SPACE)   # (one line)
        mark = f" {main[i].mark}" if main and main[i].mark else ""
        lines.append(f"{i + 1}. {move}{mark}" + (f"  ; {mover}" if mover else ""))
        if main:
            notes = main[i].notes()
            lines += [f"  {key}: {j(notes[name])}" for key, name in NOTE_LINES.items() if name in notes]
    if tree is not None:
        lines += [f"Branch: {j(branch)}" for branch in tree.to_data().get("branches", [])]
    return "\n".join(lines) + "\n"


def split_mark(move: str) -> tuple[str, str]:
    """A move as a version 2 record writes it, `notation` or `notation mark` (a mark of MARKS after a space; no
    engine's notation ends in one): (notation, mark)."""
    notation, space, mark = move.rpartition(" ")
    return (notation.rstrip(), mark) if space and mark in MARKS else (move, "")


def loads(text: str) -> Record:
    """Read a record's text; RecordError names the line (and the move number) of the first problem."""
    lines = text.splitlines()
    first = lines[0].strip() if lines else ""
    if first not in (f"{MAGIC} {FORMAT}", f"{MAGIC} {FORMAT_TREE}"):
        raise _refused("not_a_record", magic=f"{MAGIC} {FORMAT}")
    tree = first == f"{MAGIC} {FORMAT_TREE}"      # (version 1 is read exactly as it always was)
    keys = HEADER_KEYS_TREE if tree else HEADER_KEYS
    header: dict = {"seats": [], "moves": [], "started": "", "result": ""}
    notes: list = []         # per main-line move (version 2)
    branches: list = []
    movers: list = []
    names = {"Game": "game", "Players": "players", "Options": "options", "Seed": "seed", "Started": "started",
             "Result": "result", "Outcome": "outcome", "Notation": "notation", "Position": "position"}
    in_moves = False
    for number, raw in enumerate(lines[1:], start=2):
        line = raw.strip()
        if line.startswith("#"):
            continue
        if not in_moves:
            if not line:
                in_moves = True
                continue
            key, sep, value = line.partition(":")
            if not sep or key not in keys:
                raise _refused("not_a_field", line=number, key=repr(key[:30]), fields=", ".join(keys))
            try:
                value = json.loads(value)
            except (ValueError, RecursionError):
                raise _refused("value_unreadable", line=number, key=key) from None
            if _depth(value) > MAX_DEPTH:
                raise _refused("value_unreadable", line=number, key=key)
            if key == "Seat":
                header["seats"].append(value)
            else:
                header[names[key]] = value
            continue
        if not line:
            continue
        n = len(header["moves"]) + 1
        if tree and _note_line(line, number, header["moves"], notes, branches):
            continue
        label, sep, rest = line.partition(". ")
        if not sep or label != str(n):
            raise _refused("move_should_read", line=number, n=n)
        move, _, mover = rest.partition("  ; ")
        move, mark = split_mark(move.strip()) if tree else (move.strip(), "")
        if not move:
            raise _refused("move_empty", line=number, n=n)
        if len(move) > MAX_MOVE_CHARS:      # (said here, where its line is known)
            raise _refused("move_too_long", n=n, most=MAX_MOVE_CHARS)
        header["moves"].append(move)
        notes.append({"mark": mark} if mark else {})
        movers.append(mover.strip())
    if tree:
        while notes and not notes[-1]:
            notes.pop()
        header["notes"], header["branches"] = notes, branches
    try:
        record = Record.from_dict(header)
    except RecordError as exc:
        raise _refused("header", reason=exc) from None
    record.movers = movers
    return record


def _note_line(line: str, number: int, moves: list, notes: list, branches: list) -> bool:
    """Read a version 2 line among the moves that is not a move: a note of the move above it (`Comment:`, `Leaf:`,
    `Evaluation:`) or a `Branch:`. False for any other line (a move, or what is wrong)."""
    key, sep, value = line.partition(": ")
    if not sep or (key not in NOTE_LINES and key != "Branch"):
        return False
    if key != "Branch" and (not moves or branches):
        raise _refused("note_misplaced", line=number, key=key)
    try:
        value = json.loads(value)
    except (ValueError, RecursionError):
        raise _refused("value_unreadable", line=number, key=key) from None
    if _depth(value) > MAX_DEPTH:
        raise _refused("value_unreadable", line=number, key=key)
    if key == "Branch":
        if len(branches) >= MAX_BRANCHES:
            raise _refused("too_many_branches", n=MAX_BRANCHES)
        branches.append(value)
    else:
        notes[-1][NOTE_LINES[key]] = value
    return True


# -- replaying ---------------------------------------------------------------------------------------------------
@dataclass
class Replayed:
    state: object                 # the position after the last good move
    history: list                 # (state before, move, seat) per good move, oldest first
    bad_move: int = 0             # 1-based number of the first move that failed, 0 if none did
    error: RecordError | None = None    # why it failed: move_refused, with the engine's refusal as its reason

    @property
    def reason(self) -> str:
        """Why it failed, in English (the terminal, logs); '' if nothing did."""
        return str(self.error) if self.error else ""

    @property
    def complete(self) -> bool:
        return self.bad_move == 0


# Other ways of writing an engine's moves, as the engines declare them (GameInfo.notations): (engine module, name)
# -> module with write(before, move) and read(text, state). Listed here too so that a record naming an unknown one
# is refused before its game is known, without importing every engine; tests/test_game_info.py checks that this
# list and the engines' declarations agree.
NOTATIONS = {("tumbleweed", "abstractplay"): "engine.tumbleweed_names"}


def notation(engine: str, name: str):
    """The module that writes and reads `engine`'s moves in notation `name` (its INFO.notations); RecordError if
    there is none."""
    import importlib
    engine_module = importlib.import_module(engine if "." in engine else f"engine.{engine}")
    module = engine_module.INFO.notations.get(name)
    if module is None:
        raise _refused("notation_not_for", name=repr(name[:30]), engine=engine)
    return importlib.import_module(module)


def replay(start, moves, parse_move, keep_history: bool = True, read=None) -> Replayed:
    """Play `moves` (notation) from `start` (not changed) through the engine; stop at the first one it refuses.
    read(text, state), when given, reads a move written in another notation from the position it is played in."""
    state = start.clone()
    history = []
    for i, text in enumerate(moves):
        try:
            move = read(text, state) if read is not None else parse_move(text)
            seat = state.current_player
            if seat is None:
                raise _refused("already_over")
            trial = state.clone()   # a move that fails half-way must not leave a half-changed position behind
            trial.play(move)
        except Exception as exc:   # the record is outside data: any failure is a damaged move, said in words
            reason = exc if str(exc) else exc.__class__.__name__   # (a coded refusal is worded by its code)
            return Replayed(state, history, i + 1, _refused("move_refused", n=i + 1, move=repr(text[:40]),
                                                            reason=reason))
        if keep_history:
            history.append((state, move, seat))
        state = trial
    return Replayed(state, history)


def replay_tree(tree: Tree, played: Replayed, parse_move, read=None, write=None) -> tuple[Tree, RecordError | None]:
    """Replay a record's branches through the engine, like its moves: `played` is its main line already replayed
    (replay()), `read(text, state)` reads a move in the record's notation (else parse_move). Answers the tree
    again with every move written by `write(before, move)` (else the engine's own notation, str(move)) and its
    notes, and the first branch that could not be played (RecordError branch_refused, naming the branch as
    Tree.branches() numbers it and its move), which is cut where it failed (with what leaves it after that).
    Branches leaving the main line after a move that could not be played are left out (the main line's refusal
    says why). Each position is one clone; a position is kept only where other branches leave it."""
    def written(before, move) -> str:
        return write(before, move) if write is not None else str(move)
    out = Tree()
    origins: dict = {}       # id(node of `tree`) -> (its node in `out`, the position there): where branches leave
    source = [tree.root] + tree.main_line()
    node = out.root
    for i, (before, move, _) in enumerate(played.history):     # (a tree of no moves stands for a plain record)
        if i < len(source) and source[i].children[1:]:
            origins[id(source[i])] = (node, before)
        node = out.add(node, written(before, move))
        if i + 1 < len(source):
            node.set_notes(source[i + 1].notes())
    if len(played.history) < len(source) and source[len(played.history)].children[1:]:
        origins[id(source[len(played.history)])] = (node, played.state)
    error = None
    for branch in tree.branches():
        here = origins.get(id(branch.nodes[0].parent))
        if here is None:
            continue
        node, state = here
        for n, step in enumerate(branch.nodes, start=1):
            try:
                move = read(step.notation, state) if read is not None else parse_move(step.notation)
                if state.current_player is None:
                    raise _refused("already_over")
                after = state.clone()
                after.play(move)
            except Exception as exc:     # the record is outside data: any failure is a damaged move, said in words
                reason = exc if str(exc) else exc.__class__.__name__
                error = error or _refused("branch_refused", branch=branch.number, n=n,
                                          move=repr(step.notation[:40]), reason=reason)
                break
            node = out.add(node, written(state, move))
            node.set_notes(step.notes())
            state = after
            if step.children[1:]:
                origins[id(step)] = (node, state)
    return out, error
