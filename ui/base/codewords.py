"""An engine's coded answer in the player's language (engine/core.py: the engine speaks in codes).

A refusal (IllegalMove), an option or set-up error (OptionError), a notice, a record's refusal (RecordError) or an
ending its winners do not say (Outcome.code) carries a code and its values; its words are the key
`<engine>.codes.<code>` (a record's: `records.codes.<code>`) in assets/lang, filled with those values. The English
sentence the engine also gives is for logs and files: no screen reads it back. A value that is itself a coded
answer (a record refused because the engine refused one of its moves) is worded the same way, by its own key.
"""
from __future__ import annotations

from engine.core import Coded
from engine.record import RecordError
from ui.base.lang import has, t


def say(answer, engine: str) -> str:
    """The words of `answer`, a coded answer of engine module `engine` (e.g. "trickle") or of the records. An
    answer without a code (an error from outside the engines' contract) is said as its own text."""
    if not isinstance(answer, Coded):
        return str(answer) or answer.__class__.__name__
    key = f"{'records' if isinstance(answer, RecordError) else engine}.codes.{answer.code}"
    if not has(key):     # (tests/test_codes.py proves every engine's codes have words; this is for the rest)
        return answer.reason
    return t(key, **{name: value_words(value, engine) for name, value in answer.values.items()})


def ending(outcome, engine: str) -> str:
    """The words of a coded ending (an engine's core.Outcome with a code: Tripitz Together's team score), by its
    key `<engine>.codes.<code>` with its values; "" for an ending its winners and ranking say (no code), without
    an engine to look the code up in, or with a code that has no words (a record from outside)."""
    if not outcome.code or not engine:
        return ""
    key = f"{engine}.codes.{outcome.code}"
    if not has(key):
        return ""
    return t(key, **{name: value_words(value, engine) for name, value in outcome.values.items()})


def value_words(value, engine: str):
    """A value of a coded answer as shown: a refusal inside it by its own code, a value that has words of its own
    (a `words` property, e.g. ui.storage.record.Title) by those, anything else (a number, a cell, a name) as it is."""
    if isinstance(value, BaseException):
        return say(value, engine)
    words = getattr(value, "words", None)
    return words if isinstance(words, str) else value
