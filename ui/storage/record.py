"""Between a Match and its Record (engine/record.py): what a running game's record says, and how a record from
outside (a save, an exported file, a recent game) becomes a game again without trusting anything in it.

`record_of(match)` writes the header (entry, players, options, seats with their controllers, seed, start time,
result when over) and the moves of the current line of play (after Undo, the undone moves are not in it).
`rebuild(record, games)` checks the header against the registry, starts the engine from the seed and replays
the moves; the first move the engine refuses ends the replay there, and says so (`Rebuilt.bad_move`).
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass

from engine.record import Record, RecordError, replay
from engine.record import notation as engine_notation
from ui.base import palette
from ui.base.lang import t
from ui.base.seats import CONTROLLERS, Seat, default_seats, seat_name
from ui.storage.files import TooLarge, read_text, write_atomically

MAX_SEED = 1 << 62


def jsonable(value):
    if isinstance(value, tuple):
        return [jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: jsonable(v) for k, v in value.items()}
    return value


def result_text(match) -> str:
    """One sentence for a finished game, naming the seats as they were called ('' while it runs). For the record
    file, so always English: result_words in English (the same sentence in the player's language on screen)."""
    outcome = match.state.outcome() if match.state.is_over else None
    return result_words(outcome, [s.name for s in match.seats], language="en")


def result_words(outcome, names: list, language: str | None = None) -> str:
    """How a game ended, in the player's language (or `language`): outcome an engine Outcome, names the seats'
    names."""
    if outcome is None:
        return ""
    where = {"locale": language} if language else {}
    scores = t("records.result.scores_joiner", **where).join(str(v) for v in outcome.scores)
    if not outcome.winners:
        return t("records.result.summary", summary=outcome.summary, scores=scores, **where) if outcome.summary \
            else t("records.result.over", scores=scores, **where)
    named = [names[i] if i < len(names) else "?" for i in outcome.winners]
    if len(outcome.winners) == 1:
        return t("records.result.wins", name=named[0], scores=scores, **where)
    if len(outcome.winners) == len(names):
        return t("records.result.draw", scores=scores, **where)
    return t("records.result.shared", names=t("records.result.names_joiner", **where).join(named), scores=scores,
             **where)


RESULT_SHAPES = (   # result_text's sentences, read back (a recent game's line shows its record's result)
    ("wins", re.compile(r"^(?P<name>.+) wins, (?P<scores>-?\d+(?: to -?\d+)*)$")),
    ("draw", re.compile(r"^A draw, (?P<scores>-?\d+(?: to -?\d+)*)$")),
    ("shared", re.compile(r"^Shared win: (?P<names>.+), (?P<scores>-?\d+(?: to -?\d+)*)$")),
    ("over", re.compile(r"^Over \((?P<scores>-?\d+(?: to -?\d+)*)\)$")),
    ("summary", re.compile(r"^(?P<summary>.+) \((?P<scores>-?\d+(?: to -?\d+)*)\)$")),
)


def result_sentence_words(sentence: str) -> str:
    """A record's English result sentence (result_text) in the player's language: the seats' names and the
    sentence around them translated; an engine's own summary, or a sentence of another shape, stays as written."""
    for kind, shape in RESULT_SHAPES:
        found = shape.match(sentence or "")
        if found is None:
            continue
        parts = found.groupdict()
        parts["scores"] = t("records.result.scores_joiner").join(parts["scores"].split(" to "))
        if "name" in parts:
            parts["name"] = seat_name(parts["name"])
        if "names" in parts:
            parts["names"] = t("records.result.names_joiner").join(seat_name(n) for n in parts["names"].split(" and "))
        return t(f"records.result.{kind}", **parts)
    return sentence


# -- why a record is refused, in the player's language -------------------------------------------------------------
def refusal(key: str, english: str, **values) -> RecordError:
    """A RecordError whose str() stays English (terminal, logs) and that words_of() says in the player's language
    from records.<key>."""
    exc = RecordError(english)
    exc.words = (key, values)
    return exc


# The engine's English reasons (engine/record.py says them without a code): each pattern's named parts are the
# key's placeholders. Anything else (an engine's own reason for refusing a move) is shown as the engine gives it.
ENGINE_REASONS = [(re.compile(pattern, re.S), key) for pattern, key in (
    (r"header: (?P<reason>.*)", "error.header"),
    (r"move (?P<n>\d+) \((?P<move>'.*'|\".*\")\) cannot be played: (?P<reason>.*)", "error.move_refused"),
    (r"the game was already over", "error.already_over"),
    (r"the record is not a table of values", "error.not_table"),
    (r"the record has no (?P<field>\w+)", "error.missing"),
    (r"the record's (?P<field>\w+) is not a (?P<kind>\w+)", "error.wrong_type"),
    (r"the record's seats are not a list of seats", "error.seats"),
    (r"move (?P<n>\d+) is not text", "error.move_not_text"),
    (r"the record has more than (?P<n>\d+) moves", "error.too_many_moves"),
    (r"the record's start time or result is not text", "error.start_or_result"),
    (r"the notation (?P<name>.*) is unknown", "error.notation_unknown"),
    (r"the notation (?P<name>.*) is not one for (?P<engine>.*)", "error.notation_not_for"),
    (r"line 1: not a Hexcade record \(it should start with '(?P<magic>.*)'\)", "error.not_a_record"),
    (r"line (?P<line>\d+): (?P<key>.*) is not a header field \((?P<fields>.*)\)", "error.not_a_field"),
    (r"line (?P<line>\d+): the value of (?P<key>.*) cannot be read", "error.value_unreadable"),
    (r"line (?P<line>\d+): move (?P<n>\d+) should read '.*'", "error.move_should_read"),
    (r"line (?P<line>\d+): move (?P<n>\d+) is empty", "error.move_empty"),
)]
TRANSLATED_PARTS = {"reason"}     # parts that are themselves a reason to translate


def reason_words(english: str) -> str:
    """An English reason from engine/record.py (a RecordError's text, Replayed.reason) in the player's language."""
    for pattern, key in ENGINE_REASONS:
        found = pattern.fullmatch(english)
        if found:
            values = {k: reason_words(v) if k in TRANSLATED_PARTS else v for k, v in found.groupdict().items()}
            return t(f"records.{key}", **values)
    return english


def words_of(exc: Exception) -> str:
    """What a RecordError (or another refusal of a record) says, in the player's language."""
    words = getattr(exc, "words", None)
    if words:
        key, values = words
        return t(f"records.{key}", **values)
    return reason_words(str(exc) or exc.__class__.__name__)


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
            raise refusal("error.no_option", f"{spec.english_title} has no option {key[:30]!r}", game=spec.title,
                          option=repr(key[:30]))
        # as JSON gave it back: a tuple choice comes as a list; True must not pass for 1, nor 1 for True
        match = [c for c in allowed[key].choices if jsonable(c) == value and type(jsonable(c)) is type(value)]
        if not match:
            raise refusal("error.bad_option", f"option {key} cannot be {str(value)[:30]}", option=key,
                          value=str(value)[:30])
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
        raise refusal("error.no_game", f"there is no game called {record.game[:40]!r}", game=repr(record.game[:40]))
    if record.players not in spec.players:
        raise refusal("error.players", f"{spec.english_title} is not for {record.players} players", game=spec.title,
                      players=record.players)
    if not 0 <= record.seed < MAX_SEED:
        raise refusal("error.seed", f"the seed {record.seed} is out of range", seed=record.seed)
    options = check_options(spec, record.options)
    try:
        start = spec.new_game(record.players, record.seed, options)
    except (ValueError, TypeError) as exc:
        raise refusal("error.cannot_start", f"the game cannot start: {exc}", reason=str(exc)) from None
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
        record = loads(read_text(path, MAX_FILE_BYTES))
    except TooLarge:
        raise refusal("error.too_large", "the file is too large to be a game record") from None
    except OSError as exc:
        why = exc.strerror or exc.__class__.__name__
        raise refusal("error.cannot_open", f"cannot be opened ({why})", reason=why) from None
    except UnicodeDecodeError:
        raise refusal("error.not_text", "is not text (not a game record)") from None
    rebuilt = rebuild(record, games)
    if rebuilt.bad_move:
        raise RecordError(rebuilt.reason)
    return rebuilt


def write_file(path: str, record: Record) -> None:
    """Write a record file (atomically: a reader never sees half of one)."""
    from engine.record import dumps
    write_atomically(os.path.abspath(path), dumps(record))


def record_with_movers(rebuilt: Rebuilt) -> Record:
    """The rebuilt record as read (the same header and moves), with each mover named from its seats."""
    names = [s.name for s in rebuilt.seats] if rebuilt.seats else None
    record = rebuilt.record
    record.movers = [names[h[2]] if names and h[2] < len(names) else "" for h in rebuilt.history]
    return record
