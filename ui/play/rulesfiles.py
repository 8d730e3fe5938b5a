"""A game's rules page: a data file beside its package in each language (rules.en.html, rules.fi.html, ...),
read here so that a game's scene only says which file and what to fill in.

A page is plain HTML for pygame-gui's text box. Line breaks in the file are only for its readers: the page
breaks where its <br> tags say. A language without its own file yet shows the English page.
"""
from __future__ import annotations

import os
from functools import lru_cache

from ui.base import lang
from ui.storage.files import read_text

SECTION = "<!-- section: "
MAX_PAGE_BYTES = 1 << 20     # the longest rules page is about 20 kB


@lru_cache(maxsize=None)
def rules_file_text(package_file: str, name: str, language: str) -> str:
    """The file `<name>.<language>.html` beside a game's package (English where that language has none yet),
    read once per language."""
    folder = os.path.dirname(package_file)
    for code in (language, lang.FALLBACK):     # (read carefully, ui/storage/files.py: a damaged page is none)
        try:
            return read_text(os.path.join(folder, f"{name}.{code}.html"), MAX_PAGE_BYTES)
        except (OSError, ValueError):
            continue
    return ""


def read_rules(package_file: str, name: str = "rules") -> str:
    """A game's rules page in the player's language, a data file beside its package (rules.en.html, rules.fi.html,
    ...). Line breaks in the file are only for its readers: the page breaks where its <br> tags say."""
    return rules_file_text(package_file, name, lang.current()).replace("\n", "")


def read_rules_sections(package_file: str, name: str = "rules") -> dict[str, str]:
    """A rules page kept in named sections (each opened by a line `<!-- section: NAME -->`), for games whose page
    depends on their options: {name: text}, in the player's language. Lines are joined with a space, directly
    where a <br> meets."""
    out: dict[str, list[str]] = {}
    current = None
    for line in rules_file_text(package_file, name, lang.current()).splitlines():
        line = line.strip()
        if line.startswith(SECTION):
            current = line[len(SECTION):].removesuffix("-->").strip()
            out[current] = []
        elif current is not None and line:
            out[current].append(line)
    joined = {}
    for section, lines in out.items():
        text = lines[0] if lines else ""
        for line in lines[1:]:
            text += ("" if text.endswith("<br>") or line.startswith("<br>") else " ") + line
        joined[section] = text
    return joined
