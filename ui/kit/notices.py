"""What storage tells the player, in words: a Notice (ui/storage/notice.py: a key and its values) worded in the
language spoken now, by the screen that shows it (the title screen, a game's message line, an end screen).
"""
from __future__ import annotations

from ui.base import codewords
from ui.base.lang import t
from ui.storage.notice import Notice

REASON_CHARS = 80   # a reason inside a sentence is cut to this: the title screen shows a notice in two lines


def words(notice: Notice | None) -> str | None:
    """The notice's sentence (None for no notice). A value that is itself a Notice is worded first; one that is
    the refusal that stopped a file being read (an exception) says why in the player's language."""
    if notice is None:
        return None
    values = {name: part(value, notice.engine) for name, value in notice.values.items()}
    if isinstance(values.get("reason"), str):
        values["reason"] = values["reason"][:REASON_CHARS]
    return t(notice.key, **values)


def part(value, engine: str = ""):
    if isinstance(value, Notice):
        return words(value)
    if isinstance(value, BaseException):
        return codewords.say(value, engine)
    return value
