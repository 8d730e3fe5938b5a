"""Every running game is saved after every move, one file per game entry, so a closed window, a crash or a flat
battery loses nothing, and starting Trickle never throws away a Tumbleweed game in progress.

`autosave-<entry>.json` in HEXCADE_SAVE_DIR (or ~/.local/share/hexcade). A writer thread does the writing, off
the frame loop, atomically (a temporary file, then a rename): a save is the old one or the new one, never half.
A file that cannot be read is never deleted: it is set aside as `autosave-<entry>.broken-N.json` and the menu
says so in plain words. The file holds the position, the seats and the moves from the start, so Undo still
works after a restart.
"""
from __future__ import annotations

import json
import os
import queue
import threading

VERSION = 2
OLD_SINGLE_SLOT = "autosave.json"   # version 1 kept one game for all entries


def save_dir() -> str:
    return os.environ.get("HEXCADE_SAVE_DIR") or os.path.join(os.path.expanduser("~"), ".local", "share", "hexcade")


def save_path(entry: str) -> str:
    return os.path.join(save_dir(), f"autosave-{entry}.json")


def jsonable(value):
    if isinstance(value, tuple):
        return [jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: jsonable(v) for k, v in value.items()}
    return value


# -- writing, off the frame loop ------------------------------------------------------------------------------------
class SaveWriter:
    """One background thread that writes (or removes) save files in the order they were asked for.

    A thread still needs the GIL to build and encode a save: woken in the frame that played the move, it took
    3-5 ms from that frame. So it waits DELAY first (the frame is long finished and the loop is sleeping by
    then) and writes only the newest of the saves asked for meanwhile for each file; flush() skips the wait."""

    DELAY = 0.25

    def __init__(self):
        self.jobs: queue.Queue = queue.Queue()
        self.problem: str | None = None      # the last failure, as a sentence; the game scene shows it
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
        problem, self.problem = self.problem, None
        return problem

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
                        self.problem = (f"Could not save the game ({exc.__class__.__name__}); play on, but it will "
                                        "not survive a restart.")
            finally:
                for _ in batch:
                    self.jobs.task_done()


WRITER = SaveWriter()


def write_atomically(path: str, data: dict) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f)
    os.replace(tmp, path)


def remove(path: str) -> None:
    try:
        os.remove(path)
    except OSError:
        pass


def match_data(match, start, state, moves: list) -> dict:
    """What a save holds: built on the writer thread from copies made on the frame."""
    return {"version": VERSION, "entry": match.entry, "players": len(match.seats), "seed": match.seed,
            "options": jsonable(match.options), "seats": [s.to_dict() for s in match.seats],
            "start": start.to_dict() if start is not None else None, "moves": moves, "state": state.to_dict()}


def autosave(match) -> None:
    """Match listener: keep the running game on disk; a finished game is forgotten."""
    path = save_path(match.entry)
    if match.state.is_over:
        WRITER.submit(path, None)
        return
    state = match.state.clone()
    start = match.history[0].before.clone() if match.history else None
    moves = [str(p.move) for p in match.history]
    WRITER.submit(path, lambda: match_data(match, start, state, moves))


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


def set_aside(entry: str, reason: str) -> str:
    """Keep a broken save under a new name (nothing lost) and say what happened."""
    path = save_path(entry)
    n = 1
    while os.path.exists(os.path.join(save_dir(), f"autosave-{entry}.broken-{n}.json")):
        n += 1
    target = os.path.join(save_dir(), f"autosave-{entry}.broken-{n}.json")
    try:
        os.replace(path, target)
    except OSError:
        return f"The saved game could not be read ({reason})."
    return f"The saved game could not be read ({reason}); it was kept as {os.path.basename(target)}."


def load_saved(entry: str, games: dict):
    """(data, None) with a ready engine 'state' and its 'history' [(before, move, seat)]; (None, message) for a
    broken file; (None, None) when there is nothing to continue."""
    WRITER.flush()
    path = save_path(entry)
    if not os.path.exists(path):
        return None, None
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        if not isinstance(data, dict) or data.get("version") not in (1, VERSION):
            raise ValueError("unknown format")
        key = data.get("entry", data.get("game"))
        spec = games.get(key)
        if spec is None or key != entry:
            raise ValueError(f"no game called {key!r}")
        engine = spec.engine_module
        state = engine.from_dict(data["state"])
        if state.is_over:
            remove(path)
            return None, None
        history = replayed_history(engine, data.get("start"), data.get("moves") or [], state)
        return dict(data, state=state, spec=spec, history=history), None
    except Exception as exc:  # any damage at all: keep the file, explain, carry on with the menu
        reason = str(exc) or exc.__class__.__name__
        if isinstance(exc, json.JSONDecodeError):
            reason = "the file is damaged"
        return None, set_aside(entry, reason[:80])


def replayed_history(engine, start, moves: list, state) -> list:
    """Rebuild Undo's history by replaying the saved moves from the saved start; if anything disagrees with the
    saved position, the game still continues, only without its history."""
    if not start or not moves:
        return []
    try:
        s = engine.from_dict(start)
        history = []
        for text in moves:
            move = engine.parse_move(text)
            before = s.clone()
            seat = s.current_player
            s.play(move)
            history.append((before, move, seat))
        return history if s.to_dict() == state.to_dict() else []
    except Exception:
        return []
