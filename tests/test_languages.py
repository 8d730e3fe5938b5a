"""Every word in every language (issue 13): the JSON files of assets/lang agree key for key and placeholder for
placeholder with English, every key the code asks for exists, plural words have each language's forms, and the
language can be chosen on the command line and switched live in the settings."""
import glob
import json
import os
import re

import pytest

from ui.base import lang
from tests.uihelpers import make_app

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PLACEHOLDER = re.compile(r"%\{(\w+)\}")


def flat(tree: dict, prefix: str = "") -> dict:
    """{"a": {"b": "x"}} -> {"a.b": "x"}; a plural dict (its keys are plural forms) stays whole."""
    out = {}
    for key, value in tree.items():
        if isinstance(value, dict) and not set(value) <= {"zero", "one", "few", "many", "other"}:
            out.update(flat(value, f"{prefix}{key}."))
        else:
            out[prefix + key] = value
    return out


def words_of(code: str) -> dict:
    """Every key of every namespace in language `code`: {"settings.sound.name": "Sound", ...}."""
    out = {}
    for path in glob.glob(os.path.join(lang.DIRECTORY, f"*.{code}.json")):
        namespace = os.path.basename(path)[: -len(f".{code}.json")]
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        assert list(data) == [code], f"{path} must hold one object named {code!r}"
        out.update({f"{namespace}.{k}": v for k, v in flat(data[code]).items()})
    return out


ENGLISH = words_of("en")
OTHERS = [code for code in lang.LANGUAGES if code != "en"]


def placeholders(value) -> set:
    texts = value.values() if isinstance(value, dict) else [value]
    return {name for text in texts for name in PLACEHOLDER.findall(text)}


def test_english_has_words():
    assert len(ENGLISH) > 50
    assert all(isinstance(v, (str, dict)) and v for v in ENGLISH.values())


@pytest.mark.parametrize("code", OTHERS)
def test_every_key_in_every_language(code):
    words = words_of(code)
    missing = sorted(set(ENGLISH) - set(words))
    extra = sorted(set(words) - set(ENGLISH))
    assert not missing, f"{code} lacks {len(missing)} keys, e.g. {missing[:8]}"
    assert not extra, f"{code} has keys English does not: {extra[:8]}"


@pytest.mark.parametrize("code", OTHERS)
def test_same_placeholders_and_plural_forms(code):
    words = words_of(code)
    for key, english in ENGLISH.items():
        if key not in words:
            continue
        assert placeholders(words[key]) == placeholders(english), f"{code} {key}: {words[key]!r}"
        if isinstance(english, dict):
            assert isinstance(words[key], dict), f"{code} {key} must be plural forms"
            for form in lang.PLURAL_FORMS[code]:
                assert form in words[key], f"{code} {key} lacks the plural form {form!r}"
        else:
            assert isinstance(words[key], str) and words[key].strip(), f"{code} {key} is empty"


def test_english_plural_words_have_their_forms():
    for key, english in ENGLISH.items():
        if isinstance(english, dict):
            assert {"one", "many"} <= set(english), key


def keys_in_code() -> dict:
    """The keys the code asks for: t("ns.key") literally, and the fixed start of t(f"ns.{...}") keys."""
    found = {}
    files = glob.glob(os.path.join(ROOT, "ui", "**", "*.py"), recursive=True) + glob.glob(os.path.join(ROOT, "games", "**", "*.py"),
                                                                    recursive=True) + [os.path.join(ROOT, "main.py")]
    call = re.compile(r"""\bt\(\s*(f?)["']([^"']+)["']""")
    for path in files:
        if path.endswith(os.path.join("ui", "base", "lang.py")):
            continue          # (its docstring shows a key)
        with open(path, encoding="utf-8") as f:
            for fstring, key in call.findall(f.read()):
                found[(key.split("{")[0] if fstring else key, bool(fstring))] = os.path.relpath(path, ROOT)
    return found


def test_every_key_the_code_asks_for_exists():
    asked = keys_in_code()
    assert asked
    for (key, is_prefix), where in asked.items():
        if is_prefix:
            assert any(k.startswith(key) for k in ENGLISH), f"{where}: no key starts {key!r}"
        else:
            assert key in ENGLISH, f"{where}: no English words for {key!r}"


@pytest.mark.parametrize("code", list(lang.LANGUAGES))
def test_every_entry_has_a_title_and_line(code):
    from games import GAMES
    lang.use(code)
    for spec in GAMES.values():
        assert spec.title and not spec.title.startswith("hexcade."), spec.key
        assert spec.tagline and not spec.tagline.startswith("hexcade."), spec.key


def test_plural_forms_follow_the_language():
    lang.use("en")
    assert lang.t("settings.computers.games", count=1) == "1 game"
    assert lang.t("settings.computers.games", count=3) == "3 games"


def test_unknown_language_means_english():
    assert lang.use("xx") == "en"
    assert lang.normalise("de_AT.UTF-8") == "de"
    assert lang.normalise("pt_BR") is None


def test_system_language_is_taken_when_ours(monkeypatch):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "fi_FI.UTF-8")
    assert lang.system_language() == "fi"
    monkeypatch.setenv("LANGUAGE", "sk:en")
    assert lang.system_language() == "sk"


def test_lang_flag_chooses_the_language():
    import main
    from games import GAMES
    parser = main.build_parser(list(GAMES))
    assert parser.parse_args(["--lang", "DE"]).lang == "de"
    with pytest.raises(SystemExit):
        parser.parse_args(["--lang", "klingon"])


@pytest.fixture
def app():
    import pygame
    a = make_app(size=(1280, 720))
    yield a
    pygame.quit()


def test_settings_switch_the_language_live(app):
    from ui.screens.settings import SettingsScene
    scene = SettingsScene()
    app.push(scene)
    english = sorted(b.text for b in scene.buttons)
    scene.choose("language")          # English -> Suomi
    assert lang.current() == "fi"
    assert app.scene is scene
    finnish = sorted(b.text for b in scene.buttons)
    assert finnish != english
    assert any(lang.LANGUAGES["fi"] in words for words in finnish)
    from ui.storage import prefs
    assert prefs.language() == "fi"


RULES_FILES = sorted(glob.glob(os.path.join(ROOT, "games", "*", "*.en.html")))


def test_the_rules_pages_are_found():
    assert len(RULES_FILES) >= 5


@pytest.mark.parametrize("code", OTHERS)
@pytest.mark.parametrize("english", RULES_FILES, ids=lambda p: os.path.relpath(p, ROOT))
def test_every_rules_page_in_every_language(english, code):
    """The same sections and the same {places} the code fills, so a page is built alike in every language."""
    page = english[: -len(".en.html")] + f".{code}.html"
    assert os.path.exists(page), f"no {os.path.relpath(page, ROOT)}"
    with open(english, encoding="utf-8") as f:
        original = f.read()
    with open(page, encoding="utf-8") as f:
        translated = f.read()
    sections = re.compile(r"<!-- section: (\S+) -->")
    assert sections.findall(translated) == sections.findall(original)
    assert sorted(re.findall(r"\{\w+\}", translated)) == sorted(re.findall(r"\{\w+\}", original))
    assert translated.count("<b>") == translated.count("</b>")


def test_every_option_has_its_words():
    """Every engine option's name, line and value labels (ui/play/optionwords.py), in English as the engine says."""
    from games import GAMES
    from ui.play import optionwords
    lang.use("en")
    for engine, option in optionwords.every_option(spec.engine_module for spec in GAMES.values()):
        key = f"options.{engine}.{option.key}"
        assert optionwords.label(option) == option.label, key
        if option.help:
            assert optionwords.help_line(option) == option.help, key
        for value, label in zip(option.choices, option.labels):
            assert optionwords.choice(option, value) == str(label), (key, value)


def test_a_records_english_result_is_said_in_the_players_language(monkeypatch):
    """Records keep their result sentence in English, and the same as data (winners, scores); the Recent list
    says it again from the data through records.result.*."""
    import i18n
    from engine.record import Record
    from ui.storage.record import recorded_result_words

    def recorded(sentence, names, outcome):
        return Record("tumbleweed", len(names), {}, 1, seats=[{"name": n} for n in names], result=sentence,
                      outcome=outcome)
    lang.use("en")
    for sentence, names, outcome in (
            ("Orange wins, 12 to 8", ["Orange", "Blue"], {"winners": [0], "scores": [12, 8]}),
            ("A draw, 5 to 5", ["Orange", "Blue"], {"winners": [0, 1], "scores": [5, 5]}),
            ("Shared win: Blue and Red, 3 to 3 to 1", ["Blue", "Red", "Green"],
             {"winners": [0, 1], "scores": [3, 3, 1]}),
            ("Over (4 to 2)", ["Orange", "Blue"], {"winners": [], "scores": [4, 2]}),
            ("Team score 40 (40)", ["You"], {"winners": [], "scores": [40], "summary": "Team score 40"}),
            ("something else", ["Orange", "Blue"], {})):
        assert recorded_result_words(recorded(sentence, names, outcome)) == sentence
    monkeypatch.setitem(lang._answers, ("de", "records.result.wins", (("name", "Orange"), ("scores", "12:8"))),
                        "Orange gewinnt, 12:8")
    monkeypatch.setitem(lang._answers, ("de", "records.result.scores_joiner", ()), ":")
    monkeypatch.setitem(lang._answers, ("de", "play.seat.orange", ()), "Orange")
    i18n.set("locale", "de")
    try:
        assert recorded_result_words(recorded("Orange wins, 12 to 8", ["Orange", "Blue"],
                                              {"winners": [0], "scores": [12, 8]})) == "Orange gewinnt, 12:8"
    finally:
        lang.use("en")


@pytest.mark.parametrize("code", list(lang.LANGUAGES))
def test_tripitz_moves_are_written_in_words(code):
    """The move list writes Tripitz moves in the player's words, not the record's notation."""
    from engine import tripitz as T
    from games.tripitz.words import move_words
    lang.use(code)
    moves = [T.Place(5, (1, -2)), T.Place(T.JOKERS[0], (0, 0)), T.Exchange((1, 2, 3)), T.SitOut(),
             T.JokerSwap(T.JOKERS[1], (2, -1))]
    for coop in (False, True):
        written = [move_words(m, coop) for m in moves]
        assert all(w and "tripitz." not in w and "@" not in w for w in written), written
        assert "1,-2" in written[0] and "3" in written[2]


def test_a_notations_pass_is_said_in_the_players_language():
    from ui.play.movelist import written
    lang.use("en")
    assert written(None, None, "pass") == "pass" and written(None, None, "c3-d4") == "c3-d4"
    lang.use("de")
    try:
        assert written(lambda before, move: "pass", None, object()) == "passt"
        assert written(None, None, "c3-d4") == "c3-d4"        # notation itself is never translated
    finally:
        lang.use("en")


def test_a_missing_key_in_a_read_file_is_known_missing_without_reading_the_file_again(monkeypatch):
    """lang.has asks for keys that may not exist (an option's help); python-i18n read the whole namespace file
    again for each missing key (14 reads in the title screen's first frame, issue 28). Once a namespace's files
    are read (the language's and English), a key not in them is missing, read from nothing."""
    from i18n import resource_loader
    loader = resource_loader.loaders["json"]
    try:
        for code in ("en", "de"):
            lang.use(code)
            assert lang.has("options.trickle.edition.label")   # (the namespace's files read, English's too)
            reads = []
            real = loader.load_resource
            monkeypatch.setattr(loader, "load_resource", lambda *a, real=real, reads=reads: reads.append(a) or real(*a))
            assert not lang.has(f"options.trickle.edition.no_such_key_{code}")
            assert not lang.has(f"options.trickle.edition.nor_this_{code}")
            assert reads == []
            assert lang.has("options.trickle.edition.help")
            monkeypatch.undo()
    finally:
        lang.use("en")


def test_a_key_of_a_file_not_read_yet_is_still_found(monkeypatch):
    """(the shortcut above only answers for namespaces whose files are read: an unread one is read as before)"""
    import i18n
    monkeypatch.setattr(i18n.translations, "container", {})
    monkeypatch.setattr(lang, "_answers", {})
    lang.use("en")
    assert lang.has("options.trickle.edition.label") and not lang.has("options.trickle.edition.no_such_key")
