"""An engine's coded answer in the player's language (engine/core.py: the engine speaks in codes).

A refusal (IllegalMove), an option or set-up error (OptionError), a notice (an Event's code), a record's refusal
(RecordError) or an ending its winners do not say (Outcome.code) carries a code and its values; its words are the
key `<words>.codes.<code>` (a record's: `records.codes.<code>`) in assets/lang, filled with those values. The
English sentence the engine also gives is for logs and files: no screen reads it back. A value that is itself a
coded answer (a record refused because the engine refused one of its moves) is worded the same way, by its own key.
This is the one place a code is worded: a game that words a value its own way passes that in (say's `wording` or
its values), it does not look the key up again.
"""
from __future__ import annotations

from typing import Callable, Mapping

from engine.core import Coded, Event
from engine.record import RecordError
from ui.base.lang import has, t

UNREADABLE = "records.codes.unreadable"     # the words of an answer without a code (never its English)


def namespace(module) -> str:
    """The namespace of an engine module's words in assets/lang (its codes are `<namespace>.codes.<code>`, its
    options `options.<namespace>.<key>`): its declaration's INFO.words, else the module's last name
    ("engine.tumbleweed" -> "tumbleweed"). The one rule: the registry (GameSpec.words) and the option words ask it."""
    info = getattr(module, "INFO", None)
    return getattr(info, "words", "") or module.__name__.rsplit(".", 1)[-1]


def say(answer, words: str, wording: Mapping[str, Callable] | None = None, **values) -> str:
    """The words of `answer`, a coded answer of the engine whose words namespace is `words` (e.g. "trickle"), or of
    the records; "" for None and for an event without a code (the engine's English is never shown).

    An Event's one value is `value`. `values` add to or replace the answer's own (a game's pre-worded values, e.g.
    a count the engine keeps as a constant); `wording` maps a value's name to the function that words it (a seat
    number as its name). An answer without a code (an error from outside the engines' contract) or whose code has
    no words (a file from elsewhere) is said by the generic records.codes.unreadable, never by its English."""
    if answer is None or (isinstance(answer, Event) and not answer.code):
        return ""
    if isinstance(answer, Event):
        own = {"value": answer.value}
    elif isinstance(answer, Coded):
        own = answer.values
    else:
        return t(UNREADABLE)
    key = f"{'records' if isinstance(answer, RecordError) else words}.codes.{answer.code}"
    if not has(key):     # (tests/test_codes.py proves every engine's codes have words; this is for the rest)
        return t(UNREADABLE)
    return fill(key, {**own, **values}, words, wording)


def ending(outcome, words: str) -> str:
    """The words of a coded ending (an engine's core.Outcome with a code: Tripitz Together's team score), by its
    key `<words>.codes.<code>` with its values; "" for an ending its winners and ranking say (no code), without
    an engine to look the code up in, or with a code that has no words (a record from outside)."""
    if not outcome.code or not words:
        return ""
    key = f"{words}.codes.{outcome.code}"
    if not has(key):
        return ""
    return fill(key, outcome.values, words)


def fill(key: str, values: dict, words: str, wording: Mapping[str, Callable] | None = None) -> str:
    """The words of `key` with each value worded: by `wording` where it names the value, else by value_words."""
    wording = wording or {}
    return t(key, **{name: wording[name](value) if name in wording else value_words(value, words)
                     for name, value in values.items()})


def value_words(value, words: str):
    """A value of a coded answer as shown: a refusal inside it by its own code, a value that has words of its own
    (a `words` property, e.g. ui.storage.record.Title) by those, anything else (a number, a cell, a name) as it is."""
    if isinstance(value, BaseException):
        return say(value, words)
    own = getattr(value, "words", None)
    return own if isinstance(own, str) else value
