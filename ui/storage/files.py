"""The file work every store shares (saves, recent games, records, settings, best results): writing atomically off
the frame loop, reading carefully (the one reader of every file the app opens: regular files only, bounded, JSON
not nested deep, text cleaned for the fonts), and setting a damaged file aside as `<name>.broken-N.<ext>`.

Every store is on top of this module and ui/storage/folders.py (where the files live), and nothing here knows
what a file holds: a save, a record and the settings are written, bounded and set aside the same way.
"""
from __future__ import annotations

import json
import os
import queue
import re
import stat
import threading

from engine.record import CODES, RecordError
from ui.storage.notice import Notice


# -- writing, off the frame loop ------------------------------------------------------------------------------------
class SaveWriter:
    """One background thread that writes (or removes) files in the order they were asked for.

    A thread still needs the GIL to build and encode a save: woken in the frame that played the move, it took
    3-5 ms from that frame. So it waits DELAY before a write (the frame is long finished and the loop is sleeping
    by then), but only while nothing else is asked for: every save asked for is written, one after the other,
    never several moves together, so a kill loses at most the move being written. flush() skips the wait."""

    DELAY = 0.25

    def __init__(self):
        self.jobs: queue.Queue = queue.Queue()
        self.problem: str | None = None      # the last failure (its error's name); the game scene shows it
        self.notice: Notice | None = None    # a failure with words of its own (a finished game kept in its save)
        self.lock = threading.Lock()
        self.thread: threading.Thread | None = None
        self.hurry = threading.Event()       # set by flush(): write now
        self.wake = threading.Event()        # set by submit() and flush(): stop waiting, write

    def submit(self, path: str, make_data, then=None) -> None:
        """Write `make_data()` (called on the writer thread) to path as JSON; make_data None removes the file.
        then(error): called on the writer thread once the write is done, error None if it succeeded (a finished
        game's record, whose save is removed only once the record is on disk)."""
        with self.lock:
            if self.thread is None or not self.thread.is_alive():
                self.thread = threading.Thread(target=self.work, name="hexcade-saves", daemon=True)
                self.thread.start()
        self.jobs.put((path, make_data, then))
        self.wake.set()

    def flush(self) -> None:
        """Wait until every save asked for is on disk (tests; leaving the program)."""
        self.hurry.set()
        self.wake.set()
        try:
            self.jobs.join()
        finally:
            self.hurry.clear()

    def take_problem(self) -> Notice | None:
        """The last failure, once ('records.save.could_not_save' with the error's name, or its own notice)."""
        notice, self.notice = self.notice, None
        problem, self.problem = self.problem, None
        return notice or (Notice("records.save.could_not_save", {"error": problem}) if problem else None)

    def work(self) -> None:
        while True:
            path, make_data, then = self.jobs.get()
            if self.jobs.empty() and not self.hurry.is_set():
                self.wake.clear()
                if self.jobs.empty():        # (a job put after the clear set it again: no wait)
                    self.wake.wait(self.DELAY)
            try:
                self.run(path, make_data, then)
            finally:
                self.jobs.task_done()

    def run(self, path: str, make_data, then) -> None:
        error = None
        try:
            if make_data is None:
                remove(path)
            else:
                write_atomically(path, make_data())
        except Exception as exc:  # a full disk or an odd value must not stop play: say it, carry on
            error = exc
            self.problem = exc.__class__.__name__     # (worded when shown, on the frame)
        if then is not None:
            try:
                then(error)
            except Exception as exc:
                self.problem = exc.__class__.__name__


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


# -- reading: the one careful reader --------------------------------------------------------------------------------
# Every file Hexcade opens is read here (saves, records, recent games, settings, best results, the old files
# migrated once, the language files and the lessons' data): a regular file only (a link to a device, a named pipe
# or a folder is refused before anything is read from it), never more than a bound, JSON nested no deeper than
# MAX_DEPTH, and every text in it cleaned (clean_text) before it can reach a font. What is wrong is one refusal,
# Unreadable, a code the screen words (records.codes.<code>); the store that asked sets the file aside.
MAX_DEPTH = 20     # the deepest file we write nests 5 (a save's outcome ranking): deeper is not one of ours
# Characters a font cannot take: C0 and C1 controls and DEL (a NUL stops SDL_ttf), lone surrogates (not UTF-8).
UNSHOWABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
NONBLOCK = getattr(os, "O_NONBLOCK", 0)    # (opening a named pipe must not wait for a writer)
BINARY = getattr(os, "O_BINARY", 0)


class Unreadable(RecordError):
    """A file the careful reader refused: `code` one of engine.record.CODES' file codes (not_a_file,
    file_too_large, file_not_text, file_not_json, too_deep, cannot_open), worded like a record's refusal
    (records.codes.<code>). A missing file is not one: FileNotFoundError, as open() raises it."""

    def __init__(self, code: str, **values):
        super().__init__(code, CODES[code], **values)


def clean_text(text: str) -> str:
    """The text with every character a font cannot take (a control character, a lone surrogate) replaced: a
    control by a space, a surrogate by U+FFFD. Cheap when there is nothing to replace."""
    if text.isascii() and text.isprintable():
        return text
    return UNSHOWABLE.sub(lambda m: "\ufffd" if m.group() >= "\ud800" else " ", text)


def read_bytes(path: str, most: int) -> bytes:
    """The bytes of a regular file of at most `most` bytes. Unreadable: not a regular file (a folder, a device, a
    pipe: nothing is read from it), larger than `most` (never read into memory), cannot be opened; a missing file
    raises FileNotFoundError."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):     # (follows a link: a link to /dev/zero is refused here)
            raise Unreadable("not_a_file")
        fd = os.open(path, os.O_RDONLY | NONBLOCK | BINARY)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise Unreadable("cannot_open", reason=exc.strerror or type(exc).__name__) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):      # (swapped for something else meanwhile)
            raise Unreadable("not_a_file")
        parts, got = [], 0
        while got <= most:
            part = os.read(fd, min(1 << 20, most + 1 - got))
            if not part:
                break
            parts.append(part)
            got += len(part)
    except OSError as exc:
        raise Unreadable("cannot_open", reason=exc.strerror or type(exc).__name__) from None
    finally:
        os.close(fd)
    if got > most:
        raise Unreadable("file_too_large")
    return b"".join(parts)


def read_text(path: str, most: int) -> str:
    """A regular file's UTF-8 text (read_bytes' bound and refusals; file_not_text for a file that is not UTF-8).
    Not cleaned: a record's lines are read by engine/record.py, and its values cleaned after (clean_data)."""
    try:
        return read_bytes(path, most).decode("utf-8")
    except UnicodeDecodeError:
        raise Unreadable("file_not_text") from None


def read_json(path: str, most: int = 1 << 20, depth: int = MAX_DEPTH):
    """A JSON file's value, read carefully: read_text's bound and refusals, file_not_json for what is not JSON
    (NaN and Infinity are not: a number must be finite), too_deep for values nested deeper than `depth`, and
    every string in it (keys too) cleaned. The one way a store, a language file or a lesson reads JSON; a
    lesson reads `files.read_json(path, most=...)` and checks its fields' types and ranges itself."""
    text = read_text(path, most)
    return parse_json(text, depth)


def parse_json(text: str, depth: int = MAX_DEPTH):
    """JSON text as read_json reads it (Unreadable: file_not_json, too_deep)."""
    try:
        data = json.loads(text, parse_constant=not_a_number, parse_float=finite)
    except RecursionError:
        raise Unreadable("too_deep") from None
    except ValueError:        # (JSONDecodeError, a number too long for int())
        raise Unreadable("file_not_json") from None
    return clean_data(data, depth)


def not_a_number(name: str):
    raise ValueError(f"{name} is not a number")


def finite(text: str) -> float:
    value = float(text)
    if value != value or value in (float("inf"), float("-inf")):
        raise ValueError("not a finite number")
    return value


def clean_data(data, depth: int = MAX_DEPTH):
    """A copy of a JSON value with every string cleaned (clean_text), keys too; Unreadable('too_deep') when it
    nests deeper than `depth`. Walks without recursion, so no value can exhaust the stack."""
    def fresh(value):
        if isinstance(value, str):
            return clean_text(value)
        if isinstance(value, dict):
            return {}
        if isinstance(value, list):
            return []
        return value
    top = fresh(data)
    todo = [(data, top, 1)]
    while todo:
        source, target, level = todo.pop()
        if not isinstance(source, (dict, list)):
            continue
        if level > depth:
            raise Unreadable("too_deep")
        pairs = source.items() if isinstance(source, dict) else enumerate(source)
        for key, value in pairs:
            copy = fresh(value)
            if isinstance(target, dict):
                target[clean_text(key)] = copy
            else:
                target.append(copy)
            if isinstance(value, (dict, list)):
                todo.append((value, copy, level + 1))
    return top


# -- a damaged file, set aside (never deleted) ------------------------------------------------------------------------
def broken_name(path: str) -> str:
    """The first free `<name>.broken-N.<ext>` beside path (autosave-trickle.json -> autosave-trickle.broken-1.json)."""
    stem, ext = os.path.splitext(path)
    n = 1
    while os.path.lexists(f"{stem}.broken-{n}{ext}"):
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


def set_aside_said(path: str, key: str, reason) -> Notice:
    """Set a damaged file aside and say so: the Notice `key` (or `<key>_kept`, naming the copy kept) with the
    reason (an exception's name, the reader's refusal, worded by its code, or a Notice)."""
    kept = set_aside(path)
    return Notice(f"{key}_kept", {"reason": reason, "file": kept}) if kept else Notice(key, {"reason": reason})


def read_kept(path: str, most: int, unreadable: str):
    """A store's JSON file read once per run: (data, None); (None, None) when there is none yet; (None, Notice)
    when it could not be read, the file set aside (set_aside_said with the store's `unreadable` key)."""
    try:
        return read_json(path, most), None
    except FileNotFoundError:
        return None, None
    except (OSError, ValueError, RecursionError) as exc:      # (Unreadable is a ValueError, said by its code)
        return None, set_aside_said(path, unreadable, exc if isinstance(exc, Unreadable) else type(exc).__name__)


def copy_aside(path: str, most: int = 4 << 20) -> str:
    """A copy of a damaged file under its broken name (the file itself stays in use); the copy's name, or ''
    (read carefully too: only a regular file of at most `most` bytes is copied)."""
    target = broken_name(path)
    try:
        data = read_bytes(path, most)
        with open(target, "xb") as dst:
            dst.write(data)
    except (OSError, Unreadable):
        return ""
    return os.path.basename(target)
