"""The options' words in the player's language. The engines describe their options in English (core.Option:
label, value labels, help: the rules' own documentation); what a player reads is looked up by the engine's name,
the option's key and the value: options.<engine>.<key>.label / .help / .choices.<value> (assets/lang)."""
from __future__ import annotations

import importlib
from functools import lru_cache

from ui.base.lang import has, t

ENGINES = ("trickle", "tumbleweed", "icesickle", "tripitz")
OPTION_LISTS = ("OPTIONS", "CLASSIC_OPTIONS", "DOWN_OPTIONS")


def every_option():
    """(engine, option) for every option of every engine, once each (an option may stand in several lists)."""
    seen = set()
    for engine in ENGINES:
        module = importlib.import_module(f"engine.{engine}")
        for name in OPTION_LISTS:
            for option in getattr(module, name, ()):
                if id(option) not in seen:
                    seen.add(id(option))
                    yield engine, option


@lru_cache(maxsize=None)
def engines_of_options() -> dict:
    """id(option) -> the engine it belongs to (an Option does not know its game)."""
    return {id(option): engine for engine, option in every_option()}


def key_of(option) -> str:
    return f"options.{engines_of_options()[id(option)]}.{option.key}"


def label(option) -> str:
    """The option's name ("Board size")."""
    return t(f"{key_of(option)}.label")


def help_line(option, entry: str | None = None) -> str:
    """Its one line of explanation; an entry may have its own (Tripitz Together's, in words for children:
    options.<engine>.<key>.help_for.<entry>)."""
    own = f"{key_of(option)}.help_for.{entry}"
    if entry and has(own):
        return t(own)
    return t(f"{key_of(option)}.help") if option.help else ""


def value_word(value) -> str:
    return str(value).replace(".", "_")


def choice(option, value) -> str:
    """How a value of it is shown: its label's words (a number without a label shows as the number)."""
    if option.labels and value in option.choices:
        return t(f"{key_of(option)}.choices.{value_word(value)}")
    return str(value)
