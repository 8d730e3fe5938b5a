"""Every running game is saved after every move, one file per game entry, so a closed window, a crash or a flat
battery loses nothing, and starting Trickle never throws away a Tumbleweed game in progress.

`autosave-<entry>.json` in the user's data folder (ui/storage/folders.py; HEXCADE_SAVE_DIR overrides it). The
stores' one writer thread (WRITER, ui/storage/files.py) does the writing, off the frame loop, atomically (a
temporary file, then a rename): a save is the old one or the new one, never half; a full disk or a read-only
folder becomes a sentence on screen, never a crash.

A save is the game's record (engine/record.py: header and moves), nothing else: loading starts the engine from
the record's seed and replays the moves, so no stored position is ever trusted. A move the engine refuses is
where the save was damaged: the game can continue from the move before it (the file is first copied aside). A
file that cannot be read at all is never deleted: it is set aside as `autosave-<entry>.broken-N.json` and the
menu says so in plain words (load_saved answers a Notice, a code the title screen words). Undo works after a
restart, since the replay rebuilds the history.
"""
from __future__ import annotations

import os
import re

from engine.record import Record
from ui.storage import ladder, recent
from ui.storage.files import WRITER, copy_aside, read_json, remove, set_aside
from ui.storage.folders import data_dir
from ui.storage.notice import Notice
from ui.storage.record import rebuild, record_of, refused

VERSION = 3                         # 3: the record; 2: a position plus moves (read as a record); 1: unreadable
OLD_SINGLE_SLOT = "autosave.json"   # version 1 kept one game for all entries
MAX_SAVE_BYTES = 1 << 20            # a save is a record (ui/storage/record.py's MAX_FILE_BYTES) as JSON
ENTRY = re.compile(r"[a-z0-9][a-z0-9-]{0,39}")      # what an entry's key looks like (a file name part)
DAMAGED = {"file_not_json", "file_not_text"}     # the reader's refusals said as "the file is damaged"


def save_dir() -> str:
    return data_dir()


def save_path(entry: str) -> str:
    return os.path.join(save_dir(), f"autosave-{entry}.json")


def autosave(match) -> None:
    """Match listener: keep the running game on disk. A finished game goes to the recent games, and its save is
    removed only once its record is there: on a full or read-only disk it stays in its save (the next Continue
    tries again) and the player is told."""
    path = save_path(match.entry)
    record = record_of(match)     # plain strings and numbers, made on the frame: cheap, nothing shared
    data = record.to_dict()
    WRITER.submit(path, lambda: {"version": VERSION, "record": data})
    if match.state.is_over:
        recent.keep(record, then=lambda error: finished(path, error))
        ladder.record_match(match)     # (a level beaten: the title screen's ladder)


def finished(path: str, error) -> None:
    """On the writer thread, once a finished game's record was written (error None) or not: its save goes only
    then; else it stays and the player hears why."""
    if error is None:
        remove(path)
    else:
        WRITER.notice = Notice("records.save.finished_kept", {"error": error.__class__.__name__})


# -- reading -----------------------------------------------------------------------------------------------------
def saved_entries(games: dict) -> list[str]:
    """The entries that have a game to continue (cheap: only looks whether the file is there)."""
    migrate_single_slot()
    return [key for key in games if os.path.lexists(save_path(key))]


def migrate_single_slot() -> None:
    """Version 1 had one autosave for every game: give it to its entry once (read carefully: a damaged old file
    stays where it is, untouched)."""
    old = os.path.join(save_dir(), OLD_SINGLE_SLOT)
    if not os.path.lexists(old):
        return
    try:
        data = read_json(old, MAX_SAVE_BYTES)
    except (OSError, ValueError):
        return
    entry = data.get("game") if isinstance(data, dict) else None
    if isinstance(entry, str) and ENTRY.fullmatch(entry) and not os.path.lexists(save_path(entry)):
        try:
            os.replace(old, save_path(entry))
        except OSError:
            pass


def unreadable(entry: str, reason, engine: str = "") -> Notice:
    """Keep a broken save under a new name (nothing lost) and say what happened; reason: a Notice or the refusal
    that stopped it being read; engine: the entry's engine module, whose codes a refused move is worded by."""
    kept = set_aside(save_path(entry))
    if kept is None:
        return Notice("records.save.unreadable_stuck", {"reason": reason}, engine)
    return Notice("records.save.unreadable_kept", {"reason": reason, "file": kept}, engine)


def cannot_show(entry: str, games: dict) -> Notice:
    """A save that loaded but failed when its game was shown (the menu tried its first frame): set aside like
    one that cannot be read, so it does not fail again at every Continue."""
    return unreadable(entry, refused("cannot_show"), games[entry].words if entry in games else "")


def record_in(data) -> Record:
    """The record a save holds: version 3 is one; version 2 (a position and moves) is read as one."""
    if not isinstance(data, dict):
        raise refused("not_a_save")
    if data.get("version") == VERSION:
        return Record.from_dict(data.get("record"))
    if data.get("version") == 2:
        return Record.from_dict({"game": data.get("entry"), "players": data.get("players"),
                                 "options": data.get("options"), "seed": data.get("seed"),
                                 "seats": data.get("seats", []), "moves": data.get("moves")})
    raise refused("other_version")


def load_saved(entry: str, games: dict):
    """(data, None) for a game to continue, (data, notice) for one damaged after a move (data['bad_move'] > 0;
    it continues from the move before), (None, notice) for a file that cannot be read (set aside), (None,
    None) when there is nothing to continue. A notice is a Notice, which the title screen words. data: spec,
    players, seed, options, state, seats (Seat list or None), history [(before, move, seat)], started,
    bad_move, start_position (a set-up start or None) and tree (the notes and branches, or None) for the Match."""
    WRITER.flush()
    path = save_path(entry)
    if not os.path.lexists(path):
        return None, None
    try:
        record = record_in(read_json(path, MAX_SAVE_BYTES))
        if record.game != entry:
            raise refused("belongs_to", game=repr(record.game[:30]))
        rebuilt = rebuild(record, games)
    except (OSError, ValueError, RecursionError) as exc:   # keep the file, explain, carry on
        reason = Notice("records.save.file_damaged") if getattr(exc, "code", "") in DAMAGED else exc
        return None, unreadable(entry, reason, games[entry].words if entry in games else "")
    if rebuilt.state.is_over and not rebuilt.bad_move:
        # a finished game has nothing to continue; it is not thrown away but kept with the recent games (its
        # save removed once the record is written)
        recent.keep(record, then=lambda error: finished(path, error))
        return None, None
    data = {"spec": rebuilt.spec, "players": record.players, "seed": record.seed, "options": record.options,
            "state": rebuilt.state, "seats": rebuilt.seats, "history": rebuilt.history, "started": record.started,
            "bad_move": rebuilt.bad_move, "start_position": record.position,
            "tree": rebuilt.tree if record.tree is not None else None}
    if not rebuilt.bad_move:
        return data, None
    kept = copy_aside(path)
    good = rebuilt.bad_move - 1
    damaged = ("records.save.damaged_after" if good else "records.save.damaged_first") + ("_kept" if kept else "")
    # Short enough for the title screen's two lines; the file kept aside holds the rest.
    return data, Notice("records.save.damaged_then", {
        "damaged": Notice(damaged, {"n": good, "file": kept}),
        "then": Notice("records.save.play_on" if good else "records.save.play_from_start")})
