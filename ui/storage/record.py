"""Between a Match and its Record (engine/record.py): what a running game's record says, and how a record from
outside (a save, an exported file, a recent game) becomes a game again without trusting anything in it.

`record_of(match)` writes the header (entry, players, options, seats with their controllers, seed, start time,
result when over) and the moves of the current line of play (after Undo, the undone moves are not in it).
`rebuild(record, games)` checks the header against the registry, starts the engine from the seed (or from the
record's set-up start position) and replays the moves; the first move the engine refuses ends the replay there, and
says so (`Rebuilt.bad_move`). Its branches are replayed too (`Rebuilt.tree`, in the engine's notation), and the
first that cannot be played is said (`Rebuilt.branch_error`). `write_back` writes a record into the file it was
read from (the analysis keeps branches, comments and evaluations in a recent game's file), never over a file that
changed meanwhile.
"""
from __future__ import annotations

import copy
import importlib
import json
import os
from dataclasses import dataclass, replace

from engine.core import Outcome
from engine.gametree import Tree
from engine.record import CODES, MAX_SEED, Record, RecordError, Replayed, dumps, loads, outcome_data, replay
from engine.record import replay_tree
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
    write = engine_notation(engine, notation).write if notation else None
    if write is not None:
        moves = [write(p.before, p.move) for p in match.history]
    else:
        moves = [str(p.move) for p in match.history]
    outcome = match.state.outcome() if match.state.is_over else None
    position = getattr(match, "start_position", None)
    return Record(game=match.entry, players=len(match.seats), options=jsonable(dict(match.options)),
                  seed=int(match.seed), seats=seats, started=getattr(match, "started", ""),
                  result=result_text(match), outcome=outcome_data(outcome), moves=moves,
                  movers=[match.seats[p.seat].name for p in match.history], notation=notation,
                  position=jsonable(position) if position is not None else None,
                  tree=tree_of_match(match, write))


def tree_of_match(match, write=None) -> Tree | None:
    """The match's notes and branches (Match.tree, in the engine's notation) for its record: a copy whose main line
    is the moves played (Tree.follow), written by `write(before, move)` when the record has another notation.
    None when the match has none."""
    tree = getattr(match, "tree", None)
    if tree is None:
        return None
    tree = tree.copy()
    tree.follow([str(p.move) for p in match.history])
    if write is None:
        return tree
    played = Replayed(match.state, [(p.before, p.move, p.seat) for p in match.history])
    engine = importlib.import_module(type(match.state).__module__)      # (the engine module reads its own moves)
    return replay_tree(tree, played, engine.parse_move, write=write)[0]


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
    tree: Tree | None = None      # the moves with their notes and branches, in the engine's own notation, as far
                                  # as they could be played (None when the history was not kept)
    branch_error: RecordError | None = None   # the first branch that could not be played (engine.record.replay_tree)

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
    start = start_of(spec, record, options)
    read = engine_notation(spec.engine, record.notation).read if record.notation else None
    parse = spec.engine_module.parse_move
    done = replay(start, record.moves, parse, keep_history, read)
    record.options = options
    if done.complete:        # how it ended, from the engine (a record from before records kept it gets it here)
        record.outcome = outcome_data(done.state.outcome() if done.state.is_over else None)
    tree, branch_error = None, None
    if keep_history:         # (a tree of no moves: a plain record's moves, taken from the replay)
        tree, branch_error = replay_tree(record.game_tree() if record.tree is not None else Tree(), done, parse, read)
    return Rebuilt(spec, record, start, done.state, done.history, seats_from(record), done.bad_move, done.error,
                   tree, branch_error)


# what in an engine's to_dict() says the rules (not the play): a start position must have the record's own
RULE_KEYS = ("game", "version", "players", "options", "match", "scoring", "goal", "layout")


def start_of(spec, record: Record, options: dict):
    """The position a record starts from: the engine's new game from the seed, or its set-up start position
    (Record.position) when it has one, which must be what the engine itself writes (from_dict then to_dict gives
    it back) for this entry's rules and player count. RecordError cannot_start, bad_position, position_not_for."""
    try:
        fresh = spec.new_game(record.players, record.seed, options)
    except Exception as exc:       # (a value from outside an engine checks as it can: any failure is a refusal)
        raise refused("cannot_start", reason=exc) from None
    if record.position is None:
        return fresh
    wanted = as_json(record.position)
    try:
        start = spec.engine_module.from_dict(copy.deepcopy(record.position))
        written, players = as_json(start.to_dict()), len(start.scores())
        if not start.is_over:
            start.legal_moves()
    except Exception as exc:       # (the same: whatever from_dict cannot take is a refusal, said in words)
        raise refused("bad_position", reason=exc if str(exc) else exc.__class__.__name__) from None
    rules = as_json(fresh.to_dict())
    if type(start) is not type(fresh) or written != wanted or players != record.players \
            or any(written.get(key) != rules[key] for key in RULE_KEYS if key in rules):
        raise refused("position_not_for", game=title_of(spec), players=record.players)
    return start


def as_json(value):
    """A value as JSON gives it back (tuples as lists): how a position read from a file compares."""
    return json.loads(json.dumps(value))


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
    for name in ("game", "options", "seats", "started", "result", "outcome", "moves", "movers", "notation",
                 "position"):
        setattr(record, name, clean_data(getattr(record, name)))
    if record.tree is not None:
        for node in record.tree.nodes():
            node.notation = clean_data(node.notation)
            node.comment = clean_data(node.comment)
            node.evaluation = clean_data(node.evaluation)
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
    if rebuilt.branch_error:
        raise rebuilt.branch_error
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


def record_with_tree(rebuilt: Rebuilt, tree: Tree) -> Record:
    """A copy of the rebuilt record with `tree` (in the engine's notation: rebuilt.tree, with the player's
    branches, comments, marks and evaluations) as its moves, notes and branches, written in the record's own
    notation; its main line is the tree's (a branch promoted becomes the game's line). Moves that cannot be played
    from the record's start are left out."""
    spec, record = rebuilt.spec, rebuilt.record
    parse = spec.engine_module.parse_move
    played = replay(rebuilt.start, tree.main_moves(), parse)
    write = engine_notation(spec.engine, record.notation).write if record.notation else None
    written, _ = replay_tree(tree, played, parse, write=write)
    names = [s.name for s in rebuilt.seats] if rebuilt.seats else []
    movers = [names[seat] if seat < len(names) else "" for _, _, seat in played.history]
    ending = played.state.outcome() if played.state.is_over else None
    named = names or [str(s.get("name", "?")) for s in record.seats]
    return replace(record, moves=written.main_moves(), movers=movers, outcome=outcome_data(ending),
                   result=result_words(ending, named, language="en"), tree=written,
                   position=copy.deepcopy(record.position))


def file_text(path: str) -> str:
    """What a record file holds now, read carefully (what write_back compares with); RecordError cannot_open,
    too_large, not_text, not_a_file."""
    try:
        return read_text(path, MAX_FILE_BYTES)
    except Unreadable as exc:
        raise (refused(AS_RECORD[exc.code]) if exc.code in AS_RECORD else exc) from None
    except OSError as exc:
        raise refused("cannot_open", reason=exc.strerror or exc.__class__.__name__) from None


def write_back(path: str, record: Record, was: str) -> str:
    """Write `record` into the file it was read from, atomically, only if the file still holds `was` (the text
    read when it was opened: file_text). Answers the text now in the file (the next write_back's `was`).
    RecordError file_changed (someone else wrote it, or it is gone: nothing is written over it) or cannot_write
    (with the system's reason); either way the file is as it was and the caller still holds the record."""
    try:
        now = file_text(path)
    except RecordError:
        now = None
    if now != was:
        raise refused("file_changed")
    text = dumps(record)
    try:
        write_atomically(os.path.abspath(path), text)
    except OSError as exc:
        raise refused("cannot_write", reason=exc.strerror or exc.__class__.__name__) from None
    return text
