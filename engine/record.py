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
    Result: "Orange wins 40 to 31"        (only when the game is over)

    1. 5,2  ; Orange
    2. 1,-3  ; Blue

Every header value is JSON; after the blank line each line is `number. notation`, with the mover after `  ; `
for the reader (ignored when read: the replay knows who moved). Lines starting with `#` are comments.
Pure Python: no pygame, nothing above engine/.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

MAGIC = "Hexcade record"
FORMAT = 1
MAX_MOVES = 5000          # far beyond any real game of these five; a bigger file is not a record of one
HEADER_KEYS = ("Game", "Players", "Options", "Seed", "Seat", "Started", "Result", "Notation")


class RecordError(ValueError):
    """A record that cannot be read: `str()` is one line saying what and where."""


@dataclass
class Record:
    game: str                             # the registry key of the entry ("trickle-down", ...)
    players: int
    options: dict
    seed: int
    seats: list = field(default_factory=list)    # plain dicts (name, colour, mark, controller)
    started: str = ""                      # UTC, ISO 8601
    result: str = ""                       # one sentence once the game is over, else ""
    moves: list = field(default_factory=list)    # notation strings, in order
    movers: list = field(default_factory=list)   # optional: the mover's name per move (for the file's reader)
    notation: str = ""                     # "" the engine's own; else a name in NOTATIONS (Tumbleweed's cell names)

    # -- as plain data (what a save holds) ----------------------------------------------------------------------
    def to_dict(self) -> dict:
        data = {"game": self.game, "players": self.players, "options": dict(self.options), "seed": self.seed,
                "seats": [dict(s) for s in self.seats], "started": self.started, "result": self.result,
                "moves": list(self.moves)}
        if self.notation:
            data["notation"] = self.notation
        return data

    @classmethod
    def from_dict(cls, data) -> "Record":
        """Checks every type (a damaged save says what is wrong); the moves are checked later, by replaying."""
        if not isinstance(data, dict):
            raise RecordError("the record is not a table of values")
        for key, kind in (("game", str), ("players", int), ("options", dict), ("seed", int), ("moves", list)):
            if key not in data:
                raise RecordError(f"the record has no {key}")
            if not isinstance(data[key], kind) or isinstance(data[key], bool):
                raise RecordError(f"the record's {key} is not a {kind.__name__}")
        seats = data.get("seats", [])
        if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
            raise RecordError("the record's seats are not a list of seats")
        for i, text in enumerate(data["moves"]):
            if not isinstance(text, str):
                raise RecordError(f"move {i + 1} is not text")
        if len(data["moves"]) > MAX_MOVES:
            raise RecordError(f"the record has more than {MAX_MOVES} moves")
        started, result = data.get("started", ""), data.get("result", "")
        if not isinstance(started, str) or not isinstance(result, str):
            raise RecordError("the record's start time or result is not text")
        notation = data.get("notation", "")
        if notation and notation not in {name for _, name in NOTATIONS}:
            raise RecordError(f"the notation {str(notation)[:30]!r} is unknown")
        return cls(data["game"], data["players"], dict(data["options"]), data["seed"], list(seats), started,
                   result, list(data["moves"]), notation=notation)


# -- the text file ---------------------------------------------------------------------------------------------
def dumps(record: Record) -> str:
    """The record as text; `loads(dumps(r))` gives r back and `dumps(loads(text)) == text` for what we write."""
    def j(value) -> str:
        return json.dumps(value, ensure_ascii=False)
    lines = [f"{MAGIC} {FORMAT}", f"Game: {j(record.game)}", f"Players: {j(record.players)}",
             f"Options: {j(record.options)}", f"Seed: {j(record.seed)}"]
    lines += [f"Seat: {j(seat)}" for seat in record.seats]
    if record.started:
        lines.append(f"Started: {j(record.started)}")
    if record.result:
        lines.append(f"Result: {j(record.result)}")
    if record.notation:
        lines.append(f"Notation: {j(record.notation)}")
    lines.append("")
    for i, move in enumerate(record.moves):
        mover = record.movers[i] if i < len(record.movers) else ""
        lines.append(f"{i + 1}. {move}" + (f"  ; {mover}" if mover else ""))
    return "\n".join(lines) + "\n"


def loads(text: str) -> Record:
    """Read a record's text; RecordError names the line (and the move number) of the first problem."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != f"{MAGIC} {FORMAT}":
        raise RecordError(f"line 1: not a Hexcade record (it should start with '{MAGIC} {FORMAT}')")
    header: dict = {"seats": [], "moves": [], "started": "", "result": ""}
    movers: list = []
    names = {"Game": "game", "Players": "players", "Options": "options", "Seed": "seed", "Started": "started",
             "Result": "result", "Notation": "notation"}
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
            if not sep or key not in HEADER_KEYS:
                raise RecordError(f"line {number}: {key[:30]!r} is not a header field ({', '.join(HEADER_KEYS)})")
            try:
                value = json.loads(value)
            except (ValueError, RecursionError):
                raise RecordError(f"line {number}: the value of {key} cannot be read") from None
            if key == "Seat":
                header["seats"].append(value)
            else:
                header[names[key]] = value
            continue
        if not line:
            continue
        n = len(header["moves"]) + 1
        label, sep, rest = line.partition(". ")
        if not sep or label != str(n):
            raise RecordError(f"line {number}: move {n} should read '{n}. <move>'")
        move, _, mover = rest.partition("  ; ")
        if not move.strip():
            raise RecordError(f"line {number}: move {n} is empty")
        header["moves"].append(move.strip())
        movers.append(mover.strip())
    try:
        record = Record.from_dict(header)
    except RecordError as exc:
        raise RecordError(f"header: {exc}") from None
    record.movers = movers
    return record


# -- replaying ---------------------------------------------------------------------------------------------------
@dataclass
class Replayed:
    state: object                 # the position after the last good move
    history: list                 # (state before, move, seat) per good move, oldest first
    bad_move: int = 0             # 1-based number of the first move that failed, 0 if none did
    reason: str = ""              # why it failed, a sentence

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
        raise RecordError(f"the notation {name[:30]!r} is not one for {engine}")
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
                raise ValueError("the game was already over")
            trial = state.clone()   # a move that fails half-way must not leave a half-changed position behind
            trial.play(move)
        except Exception as exc:   # the record is outside data: any failure is a damaged move, said in words
            reason = getattr(exc, "reason", None) or str(exc) or exc.__class__.__name__
            return Replayed(state, history, i + 1, f"move {i + 1} ({text[:40]!r}) cannot be played: {reason}")
        if keep_history:
            history.append((state, move, seat))
        state = trial
    return Replayed(state, history)
