"""The language files (assets/lang/<namespace>.<locale>.json, and pygame-gui's own) read by the careful reader.

python-i18n reads them itself, when a word of their namespace is first asked for (ui/base/lang.py). `use()`
gives it a loader that reads through ui/storage/files.py instead (a regular file, bounded, not nested deep, every
text cleaned) and keeps only words: a text of a sane length, or a table of texts (a plural's forms, a group of
keys). A file that cannot be read, or a value that is not words, is as if missing: its words fall back to
English, then to the key, and the game goes on. The App calls `use()` before the first word is looked up.
"""
from __future__ import annotations

from i18n import resource_loader
from i18n.loaders.loader import Loader

from ui.storage.files import read_json

MAX_FILE_BYTES = 1 << 20     # the largest language file is about 20 kB
MAX_WORDS_CHARS = 2000       # the longest words are about 550 characters: a longer text is damage (pygame-gui
                             # drew a million-character button label into an SDL surface and ran out of memory)


def words_in(value, depth: int = 0):
    """Only the words of a language file's value: texts (not longer than MAX_WORDS_CHARS), and tables of them
    (None for anything else: those words fall back to English)."""
    if isinstance(value, str):
        return value if len(value) <= MAX_WORDS_CHARS else None
    if isinstance(value, dict) and depth < 8:
        kept = {key: words_in(part, depth + 1) for key, part in value.items()}
        return {key: part for key, part in kept.items() if part is not None}
    return None


class CarefulLoader(Loader):
    """python-i18n's loader for .json files, reading through the careful reader."""

    def load_resource(self, filename, root_data):
        try:
            data = read_json(filename, MAX_FILE_BYTES)
        except (OSError, ValueError):     # (Unreadable is a ValueError): no words from this file
            data = {}
        data = words_in(data) if isinstance(data, dict) else {}
        if root_data is None:
            return data
        part = data.get(root_data)
        return part if isinstance(part, dict) else {}


def use() -> None:
    """Every language file from now on is read by CarefulLoader."""
    resource_loader.register_loader(CarefulLoader, ["json"])
