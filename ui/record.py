"""Between a Match and its Record (engine/record.py): what a running game's record says, and how a record from
outside (a save, an exported file, a recent game) becomes a game again without trusting anything in it.

`record_of(match)` writes the header (entry, players, options, seats with their controllers, seed, start time,
result when over) and the moves of the current line of play (after Undo, the undone moves are not in it).
`rebuild(record, games)` checks the header against the registry, starts the engine from the seed and replays
the moves; the first move the engine refuses ends the replay there, and says so (`Rebuilt.bad_move`).
"""
from __future__ import annotations

import os
from dataclasses import dataclass

from engine.record import Record, RecordError, replay
from engine.record import notation as engine_notation
from ui import palette
from ui.seats import CONTROLLERS, Seat, default_seats

MAX_SEED = 1 << 62


def jsonable(value):
    if isinstance(value, tuple):
        return [jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: jsonable(v) for k, v in value.items()}
    return value


def result_text(match) -> str:
    """One sentence for a finished game, naming the seats as they were called ('' while it runs)."""
    outcome = match.state.outcome() if match.state.is_over else None
    if outcome is None:
        return ""
    names = [s.name for s in match.seats]
    scores = " to ".join(str(v) for v in outcome.scores)
    if not outcome.winners:
        return f"{outcome.summary} ({scores})" if outcome.summary else f"Over ({scores})"
    if len(outcome.winners) == 1:
        return f"{names[outcome.winners[0]]} wins, {scores}"
    if len(outcome.winners) == len(names):
        return f"A draw, {scores}"
    return "Shared win: " + " and ".join(names[i] for i in outcome.winners) + f", {scores}"


def record_of(match, notation: str = "", engine: str = "") -> Record:
    """The record of the match's current line of play; with a notation (and the entry's engine module name),
    its moves are written that way (Tumbleweed's Abstract Play cell names)."""
    seats = [s.to_dict() for s in match.seats]
    for s in seats:
        s.pop("facing", None)    # where someone sat is the layout's business, not the game's
    if notation:
        write = engine_notation(engine, notation).write
        moves = [write(p.before, p.move) for p in match.history]
    else:
        moves = [str(p.move) for p in match.history]
    return Record(game=match.entry, players=len(match.seats), options=jsonable(dict(match.options)),
                  seed=int(match.seed), seats=seats, started=getattr(match, "started", ""),
                  result=result_text(match), moves=moves, movers=[match.seats[p.seat].name for p in match.history],
                  notation=notation)


@dataclass
class Rebuilt:
    spec: object                  # the registry entry
    record: Record
    start: object                 # the engine state before the first move
    state: object                 # after the last good move
    history: list                 # (before, move, seat) for Match.history
    seats: list | None            # Seat per player from the record, None if it had none usable
    bad_move: int = 0             # the first move that could not be played (1-based), 0 if all could
    reason: str = ""

    @property
    def good_moves(self) -> int:
        return len(self.history)


def check_options(spec, options: dict) -> dict:
    """Only the options this entry offers, each one of its allowed values."""
    allowed = {o.key: o for o in spec.options}
    chosen = spec.default_options()
    for key, value in options.items():
        if key in start_arguments(spec) and (value is None or isinstance(value, (int, str))):
            chosen[key] = value      # e.g. Trickle's first_player after Play again; new_game checks its value
            continue
        if key not in allowed:
            raise RecordError(f"{spec.title} has no option {key[:30]!r}")
        # as JSON gave it back: a tuple choice comes as a list; True must not pass for 1, nor 1 for True
        match = [c for c in allowed[key].choices if jsonable(c) == value and type(jsonable(c)) is type(value)]
        if not match:
            raise RecordError(f"option {key} cannot be {str(value)[:30]}")
        chosen[key] = match[0]
    return chosen


def start_arguments(spec) -> set:
    """What a scene may pass new_game besides the menu's options: its engine's own named parameters (Trickle's
    first_player, which Play again moves on), never an entry's fixed or hidden options."""
    import inspect
    params = inspect.signature(spec.engine_module.new_game).parameters
    named = {n for n, p in params.items() if p.kind is p.POSITIONAL_OR_KEYWORD or p.kind is p.KEYWORD_ONLY}
    return named - {"players", "seed"} - set(spec.fixed_options) - set(spec.hidden_options)


def seats_from(record: Record) -> list | None:
    """The record's seats, or None (the game's own) when they are missing or not what we write."""
    if len(record.seats) != record.players:
        return None
    seats = []
    for data in record.seats:
        try:
            seat = Seat.from_dict(data)
        except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError):
            return None
        if seat.controller not in CONTROLLERS or len(seat.colour) != 3 or not all(0 <= c < 256 for c in seat.colour):
            return None
        if not seat.name or len(seat.name) > 40 or seat.mark not in palette.SEAT_MARKS:
            return None
        seats.append(seat)
    return seats


def rebuild(record: Record, games: dict, keep_history: bool = True) -> Rebuilt:
    """The game a record describes. RecordError if the header is unusable; a damaged move ends the replay."""
    spec = games.get(record.game)
    if spec is None:
        raise RecordError(f"there is no game called {record.game[:40]!r}")
    if record.players not in spec.players:
        raise RecordError(f"{spec.title} is not for {record.players} players")
    if not 0 <= record.seed < MAX_SEED:
        raise RecordError(f"the seed {record.seed} is out of range")
    options = check_options(spec, record.options)
    try:
        start = spec.new_game(record.players, record.seed, options)
    except (ValueError, TypeError) as exc:
        raise RecordError(f"the game cannot start: {exc}") from None
    read = engine_notation(spec.engine, record.notation).read if record.notation else None
    done = replay(start, record.moves, spec.engine_module.parse_move, keep_history, read)
    record.options = options
    return Rebuilt(spec, record, start, done.state, done.history, seats_from(record), done.bad_move, done.reason)


def seats_for(rebuilt: Rebuilt, scene_seats=None) -> list:
    """Seats to show a rebuilt game with: the record's, else plain ones."""
    return rebuilt.seats or list(scene_seats or default_seats(rebuilt.record.players))


# -- record files (export, import, --replay) ---------------------------------------------------------------------
MAX_FILE_BYTES = 4 << 20     # a record of these games is a few kilobytes; a huge file is not one


def read_file(path: str, games: dict) -> Rebuilt:
    """A record file, replayed in full. RecordError: one line saying what is wrong and where (line, move)."""
    from engine.record import loads
    try:
        if os.path.getsize(path) > MAX_FILE_BYTES:
            raise RecordError("the file is too large to be a game record")
        with open(path, encoding="utf-8") as f:
            record = loads(f.read())
    except OSError as exc:
        raise RecordError(f"cannot be opened ({exc.strerror or exc.__class__.__name__})") from None
    except UnicodeDecodeError:
        raise RecordError("is not text (not a game record)") from None
    rebuilt = rebuild(record, games)
    if rebuilt.bad_move:
        raise RecordError(rebuilt.reason)
    return rebuilt


def write_file(path: str, record: Record) -> None:
    """Write a record file (atomically: a reader never sees half of one)."""
    from engine.record import dumps
    from ui.saves import write_atomically
    write_atomically(os.path.abspath(path), dumps(record))


def record_with_movers(rebuilt: Rebuilt) -> Record:
    """The rebuilt record as read (the same header and moves), with each mover named from its seats."""
    names = [s.name for s in rebuilt.seats] if rebuilt.seats else None
    record = rebuilt.record
    record.movers = [names[h[2]] if names and h[2] < len(names) else "" for h in rebuilt.history]
    return record
