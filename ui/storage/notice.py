"""What a store has to tell the player (a damaged file set aside, a save that could not be written), as a code.

Storage never words anything: it answers a Notice, the key of the sentence in assets/lang and the values that fill
it, and the screen that shows it words it (ui/kit/notices.py), in the language spoken then.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Notice:
    """`key`: the sentence's key in assets/lang (e.g. 'records.save.unreadable_kept'); `values`: its placeholders.
    A value may itself be a Notice (a sentence inside the sentence), or the refusal (an exception) that stopped a
    file from being read: both are worded where the notice is."""
    key: str
    values: dict = field(default_factory=dict)
    engine: str = ""     # the engine module whose codes a refusal among the values is worded by
