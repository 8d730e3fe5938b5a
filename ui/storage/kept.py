"""A small store's JSON file, read once a run and written whole: the lessons' stars (progress.py), the puzzles'
(puzzleprogress.py) and the ladder's climb (ladder.py) are each one KeptFile and the words of their own data.

    store = KeptFile("lessons.json", most, "learn.progress.unreadable", empty, read, write)
        empty() -> the store's table when there is no file yet
        read(data) -> the table from the file's data (its values checked, anything else dropped), or None: the
                      file is not the store's: it is set aside (its broken name) and said, the store starts empty
        write(table) -> the data written (the version is added)
    store.load() / store.forget() / store.take_problem() / store.save() / store.path()

The file sits in the data folder (ui/storage/folders.py), read carefully (files.read_kept: a damaged file is set
aside, never lost, and a Notice says so once) and written by the stores' writer thread, atomically.
"""
from __future__ import annotations

import json
import os

from ui.storage.files import WRITER, read_kept, set_aside_said
from ui.storage.folders import data_dir

VERSION = 1


class KeptFile:
    def __init__(self, name: str, most: int, unreadable: str, empty, read, write, not_the_stores="not_a_table"):
        self.name, self.most, self.unreadable = name, most, unreadable
        self.empty, self.read, self.write = empty, read, write
        self.not_the_stores = not_the_stores    # why a readable file that is not the store's was set aside
        self.loaded = None
        self.problem = None

    def path(self) -> str:
        return os.path.join(data_dir(), self.name)

    def load(self):
        """The store's table, read from disk the first time."""
        if self.loaded is not None:
            return self.loaded
        data, self.problem = read_kept(self.path(), self.most, self.unreadable)
        table = self.read(data) if isinstance(data, dict) else None
        if data is not None and table is None:
            self.problem = set_aside_said(self.path(), self.unreadable, self.not_the_stores)
        self.loaded = table if table is not None else self.empty()
        return self.loaded

    def forget(self) -> None:
        """Drop this run's copy (the next load reads the file again: what a restart does; tests)."""
        self.loaded, self.problem = None, None

    def take_problem(self):
        """The Notice of a damaged file set aside (once), or None."""
        self.load()
        problem, self.problem = self.problem, None
        return problem

    def save(self) -> None:
        snapshot = {"version": VERSION, **json.loads(json.dumps(self.write(self.load())))}
        WRITER.submit(self.path(), lambda: snapshot)


def stars_of(data: dict) -> dict | None:
    """A stars store's "stars": {entry: {id: 1..3}}, anything else dropped; None when it is not such a table."""
    stars = data.get("stars")
    if not isinstance(stars, dict) or not all(isinstance(v, dict) for v in stars.values()):
        return None
    return {str(e): {str(k): v for k, v in kept.items() if isinstance(v, int) and not isinstance(v, bool)
                     and 0 < v <= 3} for e, kept in stars.items()}
