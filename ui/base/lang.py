"""The player's language: every word on screen comes from `t(key, **values)`.

The words live in JSON files in assets/lang, named `<namespace>.<locale>.json` as pygame-gui's translation
mechanism wants them (python-i18n underneath: UIManager(..., translation_directory_paths=[DIRECTORY]) and
`set_locale` switch it live). A key is "<namespace>.<name>", e.g. t("menu.play") reads "play" from
menu.<locale>.json; values fill %{placeholders}; a `count` value picks a plural form ("one", "few" for 2-4 in
Slovak, "many"). A key missing in a language falls back to English; tests/test_languages.py proves none is.

Looking a word up costs python-i18n ~20 us, and status lines are worded in every drawn frame, so answers are
kept per (language, key, values) for the run (the files do not change while it runs).
"""
from __future__ import annotations

import locale as system_locale
import os

import i18n

DIRECTORY = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "assets", "lang")
# Each language named in itself, in the order the settings row steps through them.
LANGUAGES = {"en": "English", "fi": "Suomi", "sk": "Slovenčina", "ms": "Bahasa Melayu", "de": "Deutsch"}
FALLBACK = "en"
PLURAL_FORMS = {"en": ("one", "many"), "fi": ("one", "many"), "de": ("one", "many"), "ms": ("many",),
                "sk": ("one", "few", "many")}

i18n.set("file_format", "json")
i18n.set("fallback", FALLBACK)
i18n.set("plural_few", 4)              # Slovak: 2-4 kamene, 5 kameňov
i18n.set("available_locales", list(LANGUAGES))
if DIRECTORY not in i18n.load_path:
    i18n.load_path.append(DIRECTORY)

_answers: dict = {}


def t(key: str, **values) -> str:
    """The words for `key` in the current language, its %{placeholders} filled from `values`."""
    here = (current(), key, tuple(sorted(values.items())) if values else ())
    try:
        return _answers[here]
    except KeyError:
        pass
    except TypeError:                  # an unhashable value: no keeping
        return i18n.t(key, **values)
    words = i18n.t(key, **values)
    if len(_answers) > 20000:          # (numbers in messages make new answers; keep the table bounded)
        _answers.clear()
    _answers[here] = words
    return words


def has(key: str) -> bool:
    """Whether `key` has words (in this language or English). Kept like the words: python-i18n looks for a key
    it does not know in every translation folder, each time (milliseconds; the title screen asks per option)."""
    here = (current(), key, None)
    known = _answers.get(here)
    if known is None:
        locales = {current(), FALLBACK}
        namespace = key.rpartition(".")[0]
        if namespace and all(_holds(namespace, code) for code in locales):
            # (its files are read: a key missing there is missing. python-i18n would read them again for each
            # missing key, 14 times for the title screen's first frame: issue 28's start-up)
            known = any(i18n.translations.has(key, code) for code in locales)
        else:
            try:
                known = i18n.t(key, default=None) is not None
            except TypeError:    # a plural table (its form is chosen by a count) asked without its count: words
                known = True
        _answers[here] = known
    return known


def _holds(namespace: str, locale: str) -> bool:
    """Whether python-i18n holds words of `namespace` in `locale` (its file has been read)."""
    prefix = namespace + "."
    return any(name.startswith(prefix) for name in i18n.translations.container.get(locale, ()))


def add_words(directory: str) -> None:
    """Read words from another folder too (`<namespace>.<locale>.json` files, as in assets/lang): a game kept
    outside the checkout's assets (the tests' tiny game) carries its words beside it. Answers kept as missing are
    forgotten, since the new folder may have them."""
    if directory not in i18n.load_path:
        i18n.load_path.append(directory)
        _answers.clear()


def current() -> str:
    return i18n.config.get("locale")


def use(code: str) -> str:
    """Speak `code` from now on (an unknown code: English). The App also tells its UIManager (set_locale),
    which re-words pygame-gui's own elements."""
    code = code if code in LANGUAGES else FALLBACK
    i18n.set("locale", code)         # (kept answers are per language: they stay good)
    return code


def normalise(code: str | None) -> str | None:
    """'de_AT.UTF-8' -> 'de'; None for a language Hexcade does not speak."""
    if not code:
        return None
    short = code.replace("-", "_").split("_")[0].split(".")[0].lower()
    return short if short in LANGUAGES else None


def system_language() -> str | None:
    """The language this computer's user speaks, when it is one of ours (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for part in os.environ.get(name, "").split(":"):
            code = normalise(part)
            if code:
                return code
    try:
        return normalise(system_locale.getlocale()[0])
    except ValueError:
        return None


def name_of(code: str) -> str:
    return LANGUAGES.get(code, code)


def next_language(code: str) -> str:
    codes = list(LANGUAGES)
    return codes[(codes.index(code) + 1) % len(codes)] if code in codes else FALLBACK
