"""The options' words in the player's language. The engines describe their options in English (core.Option:
label, value labels, help: the rules' own documentation); what a player reads is looked up by the engine's name,
the option's key and the value: options.<engine>.<key>.label / .help / .choices.<value> (assets/lang), where
<engine> is the engine's words namespace (INFO.words, else its module's last name: codewords.namespace, as the
registry's GameSpec.words).

An Option does not know its game: its engine is the module whose declaration (INFO, engine.core.GameInfo) lists
it. An Option exists only once that module is imported, so it is found among the loaded modules: a new engine's
options are worded with no list here to extend (ui/ never imports the registry in games/)."""
from __future__ import annotations

import sys

from engine.core import GameInfo
from ui.base import codewords
from ui.base.lang import has, t


def declaration(module) -> GameInfo | None:
    """The game an engine module declares (its INFO), or None for any other module: an engine module defines
    new_game itself (a module that merely imports an engine's INFO is not one). Read from the module's namespace,
    so no module hook is run."""
    names = getattr(module, "__dict__", {})
    info, new_game = names.get("INFO"), names.get("new_game")
    if isinstance(info, GameInfo) and getattr(new_game, "__module__", None) == names.get("__name__"):
        return info
    return None


def every_option(modules=None):
    """(words namespace, option) for every option of the given engine modules (default: every loaded one that declares a
    game), once each (an option may stand in several editions' lists)."""
    if modules is None:
        modules = [m for m in list(sys.modules.values()) if declaration(m) is not None]
    seen = set()
    for module in modules:
        for option in declaration(module).every_option():
            if id(option) not in seen:
                seen.add(id(option))
                yield codewords.namespace(module), option


# id(option) -> (the option, its engine's word name), filled as engines are met; holding the option keeps its id
# from being reused by another object
ENGINE_OF: dict[int, tuple] = {}


def engine_of(option) -> str:
    """The words namespace of the engine an option belongs to (looked for again when an engine loaded since brings new options)."""
    if id(option) not in ENGINE_OF:
        ENGINE_OF.update((id(o), (o, e)) for e, o in every_option())
    return ENGINE_OF[id(option)][1]      # KeyError: an option no loaded engine declares


def key_of(option) -> str:
    return f"options.{engine_of(option)}.{option.key}"


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
