"""Between a Match and its Record (engine/record.py): what a running game's record says, and how a record from
outside (a save, an exported file, a recent game) becomes a game again without trusting anything in it.

`record_of(match)` writes the header (entry, players, options, seats with their controllers, seed, start time,
result when over) and the moves of the current line of play (after Undo, the undone moves are not in it).
`rebuild(record, games)` checks the header against the registry, starts the engine from the seed and replays
the moves; the first move the engine refuses ends the replay there, and says so (`Rebuilt.bad_move`).
"""
from __future__ import annotations

import os
from dataclasses import dataclass, replace

from engine.core import Outcome
from engine.record import CODES, MAX_SEED, Record, RecordError, dumps, loads, outcome_data, replay
from engine.record import notation as engine_notation
from ui.base import codewords, palette
from ui.base.lang import t
from ui.base.seats import CONTROLLERS, Seat, seat_name
from ui.storage.files import Unreadable, clean_data, read_text, write_atomically


def jsonable(value):
    if isinstance(value, tuple):
        return [jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: jsonable(v) for k, v in value.items()}
    return value


def result_text(match) -> str:
    """One sentence for a finished game, naming the seats as they were called ('' while it runs). For the record
    file, so always English: result_words in English, a coded ending in the engine's own English (its summary)."""
    outcome = match.state.outcome() if match.state.is_over else None
    return result_words(outcome, [s.name for s in match.seats], language="en")


def result_words(outcome, names: list, language: str | None = None, engine: str = "") -> str:
    """How a game ended, in the player's language (or `language`): outcome an engine Outcome, names the seats'
    names. An ending its winners do not say (Tripitz Together's score) is worded by its code, a key of `engine`'s
    (the engine module's name, e.g. "tripitz"); without `engine` (the record file's line) by the engine's English
    summary."""
    if outcome is None:
        return ""
    where = {"locale": language} if language else {}
    scores = t("records.result.scores_joiner", **where).join(str(v) for v in outcome.scores)
    if not outcome.winners:
        summary = ending_words(outcome, engine)
        return t("records.result.summary", summary=summary, scores=scores, **where) if summary \
            else t("records.result.over", scores=scores, **where)
    named = [names[i] if i < len(names) else "?" for i in outcome.winners]
    if len(outcome.winners) == 1:
        return t("records.result.wins", name=named[0], scores=scores, **where)
    if len(outcome.winners) == len(names):
        return t("records.result.draw", scores=scores, **where)
    return t("records.result.shared", names=t("records.result.names_joiner", **where).join(named), scores=scores,
             **where)


def ending_words(outcome, engine: str) -> str:
    """What result_words says of an ending nobody won: on screen (an engine given) its code's words, "" for none
    (then just "over"); for the record file (no engine) the engine's English summary."""
    return codewords.ending(outcome, engine) if engine else outcome.summary


def outcome_of(record: Record, games: dict) -> dict:
    """How a recorded game ended, as data (engine.record.outcome_data): the record's own, or, for a record written
    before records kept it (or, when nobody won, kept its code), what replaying it gives ({} if it did not end or
    cannot be replayed)."""
    kept = record.outcome
    if not record.result or (kept and (kept.get("winners") or "code" in kept)):
        return kept
    try:
        return rebuild(replace(record), games, keep_history=False).record.outcome   # (a copy: the record is kept)
    except RecordError:
        return kept


def outcome_from_data(data: dict) -> Outcome:
    """A record's outcome data (engine.record.outcome_data, checked when read) as the engine's Outcome."""
    return Outcome(tuple(data["scores"]), tuple(tuple(g) for g in data.get("ranking", [])), tuple(data["winners"]),
                   data.get("summary", ""), code=data.get("code", ""), values=dict(data.get("values", {})))


def recorded_result_words(record: Record, outcome: dict | None = None, engine: str = "") -> str:
    """How a recorded game ended, in the player's language, from its outcome data (`outcome`, else the record's
    own) with the seats named as the record names them; `engine` (the module of the record's game) words a coded
    ending. A record whose outcome is not known says its own line."""
    outcome = record.outcome if outcome is None else outcome
    if not outcome:
        return record.result
    names = [seat_name(str(s.get("name", "?"))) for s in record.seats[:record.players]]
    names += ["?"] * (record.players - len(names))
    return result_words(outcome_from_data(outcome), names, engine=engine)


# -- why a record is refused, in the player's language -------------------------------------------------------------
def refused(code: str, **values) -> RecordError:
    """A RecordError of engine.record.CODES (said here: the record checked against the registry and the files)."""
    return RecordError(code, CODES[code], **values)


@dataclass(frozen=True)
class Title:
    """An entry's title as the value of a refusal: English in its sentence (the terminal), the player's words on
    screen (ui/codewords reads `words`)."""
    english: str
    key: str

    def __str__(self) -> str:
        return self.english

    @property
    def words(self) -> str:
        return t(f"hexcade.games.{self.key}.title")


def title_of(spec) -> Title:
    return Title(spec.english_title, spec.key)


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
    outcome = match.state.outcome() if match.state.is_over else None
    return Record(game=match.entry, players=len(match.seats), options=jsonable(dict(match.options)),
                  seed=int(match.seed), seats=seats, started=getattr(match, "started", ""),
                  result=result_text(match), outcome=outcome_data(outcome), moves=moves,
                  movers=[match.seats[p.seat].name for p in match.history], notation=notation)


@dataclass
class Rebuilt:
    spec: object                  # the registry entry
    record: Record
    start: object                 # the engine state before the first move
    state: object                 # after the last good move
    history: list                 # (before, move, seat) for Match.history
    seats: list | None            # Seat per player from the record, None if it had none usable
    bad_move: int = 0             # the first move that could not be played (1-based), 0 if all could
    error: RecordError | None = None     # why it could not (engine.record.replay)

    @property
    def reason(self) -> str:
        """Why the replay stopped, in English ('' if it did not)."""
        return str(self.error) if self.error else ""

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
            raise refused("no_option", game=title_of(spec), option=repr(key[:30]))
        # as JSON gave it back: a tuple choice comes as a list; True must not pass for 1, nor 1 for True. (Or as
        # an earlier rebuild left it: the choice itself, so a record can be rebuilt twice.)
        match = [c for c in allowed[key].choices
                 if any(c_ == value and type(c_) is type(value) for c_ in (jsonable(c), c))]
        if not match:
            raise refused("bad_option", option=key, value=str(value)[:30])
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
        raise refused("no_game", game=repr(record.game[:40]))
    if record.players not in spec.players:
        raise refused("players", game=title_of(spec), players=record.players)
    if not 0 <= record.seed < MAX_SEED:
        raise refused("seed", seed=record.seed)
    options = check_options(spec, record.options)
    try:
        start = spec.new_game(record.players, record.seed, options)
    except Exception as exc:       # (a value from outside an engine checks as it can: any failure is a refusal)
        raise refused("cannot_start", reason=exc) from None
    read = engine_notation(spec.engine, record.notation).read if record.notation else None
    done = replay(start, record.moves, spec.engine_module.parse_move, keep_history, read)
    record.options = options
    if done.complete:        # how it ended, from the engine (a record from before records kept it gets it here)
        record.outcome = outcome_data(done.state.outcome() if done.state.is_over else None)
    return Rebuilt(spec, record, start, done.state, done.history, seats_from(record), done.bad_move, done.error)


# -- record files (export, import, --replay) ---------------------------------------------------------------------
MAX_FILE_BYTES = 1 << 20     # a record of these games is a few kilobytes (MAX_MOVES of the longest moves < 1 MB)
# The reader's refusals said as a record's own (the same words the record files always had).
AS_RECORD = {"file_too_large": "too_large", "file_not_text": "not_text"}


def read_record(path: str) -> Record:
    """A record file read carefully (ui/storage/files.py: a regular file, bounded, UTF-8) and parsed
    (engine/record.py), every text in it cleaned for the fonts. RecordError says why not, in one line; a missing
    file is FileNotFoundError."""
    try:
        record = loads(read_text(path, MAX_FILE_BYTES))
    except Unreadable as exc:
        raise (refused(AS_RECORD[exc.code]) if exc.code in AS_RECORD else exc) from None
    return cleaned(record)


def cleaned(record: Record) -> Record:
    """The record with every text cleaned for the fonts (files.clean_data: control characters, lone surrogates),
    whatever JSON escapes its header used."""
    for name in ("game", "options", "seats", "started", "result", "outcome", "moves", "movers", "notation"):
        setattr(record, name, clean_data(getattr(record, name)))
    return record


def read_file(path: str, games: dict) -> Rebuilt:
    """A record file, replayed in full. RecordError: one line saying what is wrong and where (line, move)."""
    try:
        record = read_record(path)
    except OSError as exc:
        raise refused("cannot_open", reason=exc.strerror or exc.__class__.__name__) from None
    rebuilt = rebuild(record, games)
    if rebuilt.bad_move:
        raise rebuilt.error
    return rebuilt


def write_file(path: str, record: Record) -> None:
    """Write a record file (atomically: a reader never sees half of one)."""
    write_atomically(os.path.abspath(path), dumps(record))


def record_with_movers(rebuilt: Rebuilt) -> Record:
    """The rebuilt record as read (the same header and moves), with each mover named from its seats."""
    names = [s.name for s in rebuilt.seats] if rebuilt.seats else None
    record = rebuilt.record
    record.movers = [names[h[2]] if names and h[2] < len(names) else "" for h in rebuilt.history]
    return record
