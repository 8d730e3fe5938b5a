"""Every running game is saved after every move, one file per game entry, so a closed window, a crash or a flat
battery loses nothing, and starting Trickle never throws away a Tumbleweed game in progress.

`autosave-<entry>.json` in the user's data folder (ui/storage/folders.py; HEXCADE_SAVE_DIR overrides it). A writer
thread does the writing, off the frame loop, atomically (a temporary file, then a rename): a save is the old one
or the new one, never half; a full disk or a read-only folder becomes a sentence on screen, never a crash.

A save is the game's record (engine/record.py: header and moves), nothing else: loading starts the engine from
the record's seed and replays the moves, so no stored position is ever trusted. A move the engine refuses is
where the save was damaged: the game can continue from the move before it (the file is first copied aside). A
file that cannot be read at all is never deleted: it is set aside as `autosave-<entry>.broken-N.json` and the
menu says so in plain words. Undo works after a restart, since the replay rebuilds the history.
"""
from __future__ import annotations

import json
import os
import queue
import threading

from engine.record import Record, RecordError
from ui.storage.folders import data_dir
from ui.base.lang import t
from ui.storage.record import rebuild, record_of, refused, words_of

VERSION = 3                         # 3: the record; 2: a position plus moves (read as a record); 1: unreadable
OLD_SINGLE_SLOT = "autosave.json"   # version 1 kept one game for all entries


def save_dir() -> str:
    return data_dir()


def save_path(entry: str) -> str:
    return os.path.join(save_dir(), f"autosave-{entry}.json")


# -- writing, off the frame loop ------------------------------------------------------------------------------------
class SaveWriter:
    """One background thread that writes (or removes) save files in the order they were asked for.

    A thread still needs the GIL to build and encode a save: woken in the frame that played the move, it took
    3-5 ms from that frame. So it waits DELAY first (the frame is long finished and the loop is sleeping by
    then) and writes only the newest of the saves asked for meanwhile for each file; flush() skips the wait."""

    DELAY = 0.25

    def __init__(self):
        self.jobs: queue.Queue = queue.Queue()
        self.problem: str | None = None      # the last failure (its error's name); the game scene shows it
        self.lock = threading.Lock()
        self.thread: threading.Thread | None = None
        self.hurry = threading.Event()       # set by flush(): write now

    def submit(self, path: str, make_data) -> None:
        """Write `make_data()` (called on the writer thread) to path as JSON; make_data None removes the file."""
        with self.lock:
            if self.thread is None or not self.thread.is_alive():
                self.thread = threading.Thread(target=self.work, name="hexcade-saves", daemon=True)
                self.thread.start()
        self.jobs.put((path, make_data))

    def flush(self) -> None:
        """Wait until every save asked for is on disk (tests; leaving the program)."""
        self.hurry.set()
        try:
            self.jobs.join()
        finally:
            self.hurry.clear()

    def take_problem(self) -> str | None:
        """The last failure as a sentence in the player's language, once."""
        problem, self.problem = self.problem, None
        return t("records.save.could_not_save", error=problem) if problem else None

    def work(self) -> None:
        while True:
            batch = [self.jobs.get()]
            self.hurry.wait(self.DELAY)
            while True:
                try:
                    batch.append(self.jobs.get_nowait())
                except queue.Empty:
                    break
            newest = {}
            for path, make_data in batch:     # an older save of the same file is replaced before it is written
                newest.pop(path, None)
                newest[path] = make_data
            try:
                for path, make_data in newest.items():
                    try:
                        if make_data is None:
                            remove(path)
                        else:
                            write_atomically(path, make_data())
                    except Exception as exc:  # a full disk or an odd value must not stop play: say it, carry on
                        self.problem = exc.__class__.__name__     # (worded when shown, on the frame)
            finally:
                for _ in batch:
                    self.jobs.task_done()


WRITER = SaveWriter()


def write_atomically(path: str, data) -> None:
    """data: a dict (written as JSON) or text. A failed write leaves the old file, and no temporary one."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp"
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(data) if isinstance(data, str) else json.dump(data, f)
        os.replace(tmp, path)
    except BaseException:
        remove(tmp)
        raise


def remove(path: str) -> None:
    try:
        os.remove(path)
    except OSError:
        pass


def autosave(match) -> None:
    """Match listener: keep the running game on disk; a finished game leaves its save for the recent games."""
    path = save_path(match.entry)
    record = record_of(match)     # plain strings and numbers, made on the frame: cheap, nothing shared
    data = record.to_dict()
    if match.state.is_over:
        WRITER.submit(path, None)
        from ui.storage import recent      # (recent keeps its files with the writer of this module)
        recent.keep(record)
        return
    WRITER.submit(path, lambda: {"version": VERSION, "record": data})


# -- reading -----------------------------------------------------------------------------------------------------
def saved_entries(games: dict) -> list[str]:
    """The entries that have a game to continue (cheap: only looks whether the file is there)."""
    migrate_single_slot()
    return [key for key in games if os.path.exists(save_path(key))]


def migrate_single_slot() -> None:
    """Version 1 had one autosave for every game: give it to its entry once."""
    old = os.path.join(save_dir(), OLD_SINGLE_SLOT)
    if not os.path.exists(old):
        return
    try:
        with open(old, encoding="utf-8") as f:
            entry = json.load(f).get("game")
        if isinstance(entry, str) and entry.replace("-", "").isalnum() and not os.path.exists(save_path(entry)):
            os.replace(old, save_path(entry))
    except (OSError, ValueError, AttributeError):
        pass   # a broken old file stays where it is, untouched


def broken_name(entry: str) -> str:
    """The first free `autosave-<entry>.broken-N.json`."""
    n = 1
    while os.path.exists(os.path.join(save_dir(), f"autosave-{entry}.broken-{n}.json")):
        n += 1
    return os.path.join(save_dir(), f"autosave-{entry}.broken-{n}.json")


def set_aside(entry: str, reason: str) -> str:
    """Keep a broken save under a new name (nothing lost) and say what happened."""
    target = broken_name(entry)
    try:
        os.replace(save_path(entry), target)
    except OSError:
        return t("records.save.unreadable_stuck", reason=reason)
    return t("records.save.unreadable_kept", reason=reason, file=os.path.basename(target))


def copy_aside(entry: str) -> str:
    """A copy of a damaged save under a new name (the game goes on from its good part; the file stays)."""
    target = broken_name(entry)
    try:
        with open(save_path(entry), "rb") as src, open(target, "wb") as dst:
            dst.write(src.read())
    except OSError:
        return ""
    return os.path.basename(target)


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
    """(data, None) for a game to continue, (data, message) for one damaged after a move (data['bad_move'] > 0;
    it continues from the move before), (None, message) for a file that cannot be read (set aside), (None,
    None) when there is nothing to continue. data: spec, players, seed, options, state, seats (Seat list or
    None), history [(before, move, seat)], started, bad_move."""
    WRITER.flush()
    path = save_path(entry)
    if not os.path.exists(path):
        return None, None
    try:
        with open(path, encoding="utf-8") as f:
            record = record_in(json.load(f))
        if record.game != entry:
            raise refused("belongs_to", game=repr(record.game[:30]))
        rebuilt = rebuild(record, games)
    except (OSError, ValueError, RecordError, RecursionError) as exc:   # keep the file, explain, carry on
        reason = t("records.save.file_damaged") if isinstance(exc, (json.JSONDecodeError, UnicodeDecodeError)) \
            else words_of(exc, games[entry].engine if entry in games else "")
        return None, set_aside(entry, reason[:80])
    if rebuilt.state.is_over and not rebuilt.bad_move:
        # a finished game has nothing to continue; it is not thrown away but kept with the recent games
        from ui.storage import recent
        recent.keep(record)
        WRITER.submit(path, None)
        return None, None
    data = {"spec": rebuilt.spec, "players": record.players, "seed": record.seed, "options": record.options,
            "state": rebuilt.state, "seats": rebuilt.seats, "history": rebuilt.history, "started": record.started,
            "bad_move": rebuilt.bad_move}
    if not rebuilt.bad_move:
        return data, None
    kept = copy_aside(entry)
    good = rebuilt.bad_move - 1
    damaged = ("records.save.damaged_after" if good else "records.save.damaged_first") + ("_kept" if kept else "")
    # Short enough for the title screen's two lines; the file kept aside holds the rest.
    return data, t("records.save.damaged_then", damaged=t(damaged, n=good, file=kept),
                   then=t("records.save.play_on") if good else t("records.save.play_from_start"))
