"""The file work every store shares (saves, recent games, records, settings, best results): writing atomically off
the frame loop, reading with a bound, and setting a damaged file aside as `<name>.broken-N.<ext>`.

Every store is on top of this module and ui/storage/folders.py (where the files live), and nothing here knows
what a file holds: a save, a record and the settings are written, bounded and set aside the same way.
"""
from __future__ import annotations

import json
import os
import queue
import threading

from ui.storage.notice import Notice


# -- writing, off the frame loop ------------------------------------------------------------------------------------
class SaveWriter:
    """One background thread that writes (or removes) files in the order they were asked for.

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

    def take_problem(self) -> Notice | None:
        """The last failure, once ('records.save.could_not_save' with the error's name)."""
        problem, self.problem = self.problem, None
        return Notice("records.save.could_not_save", {"error": problem}) if problem else None

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


WRITER = SaveWriter()     # the one writer of every store: files are written in the order they were asked for


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


# -- reading, bounded -----------------------------------------------------------------------------------------------
class TooLarge(ValueError):
    """A file larger than anything of its kind can be: it is not read at all."""


def read_text(path: str, most: int) -> str:
    """The file's text when it is at most `most` bytes (a huge file is never read into memory). Raises OSError as
    open() does, UnicodeDecodeError for a file that is not UTF-8 text, TooLarge."""
    if os.path.getsize(path) > most:
        raise TooLarge(path)
    with open(path, encoding="utf-8") as f:
        return f.read()


# -- a damaged file, set aside (never deleted) ------------------------------------------------------------------------
def broken_name(path: str) -> str:
    """The first free `<name>.broken-N.<ext>` beside path (autosave-trickle.json -> autosave-trickle.broken-1.json)."""
    stem, ext = os.path.splitext(path)
    n = 1
    while os.path.exists(f"{stem}.broken-{n}{ext}"):
        n += 1
    return f"{stem}.broken-{n}{ext}"


def set_aside(path: str) -> str | None:
    """Move a damaged file to its broken name (nothing lost, and the next run does not read it again); the new
    file name, or None when it could not be moved."""
    target = broken_name(path)
    try:
        os.replace(path, target)
    except OSError:
        return None
    return os.path.basename(target)


def copy_aside(path: str) -> str:
    """A copy of a damaged file under its broken name (the file itself stays in use); the copy's name, or ''."""
    target = broken_name(path)
    try:
        with open(path, "rb") as src, open(target, "wb") as dst:
            dst.write(src.read())
    except OSError:
        return ""
    return os.path.basename(target)
