"""Tripitz Together speaks to children (issue 13): no word of its own, its rules page included, says "pid",
"cavity" or "most points" (there is no winner); its words live under tripitz.together in the language files."""
import json
import os

from ui import lang

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FORBIDDEN = ("pid", "cavity", "most points")


def texts(value):
    if isinstance(value, dict):
        for inner in value.values():
            yield from texts(inner)
    else:
        yield value


def together_words() -> list:
    with open(os.path.join(ROOT, "assets", "lang", "tripitz.en.json"), encoding="utf-8") as f:
        return list(texts(json.load(f)["en"]["together"]))


def test_together_keys_speak_to_children():
    words = together_words()
    assert len(words) > 40
    for text in words:
        for bad in FORBIDDEN:
            assert bad not in text.lower(), f"Together says {bad!r}: {text!r}"


def test_together_rules_page_speaks_to_children():
    from games import GAMES
    from games.tripitz import words
    lang.use("en")
    page = words.rules_html(True) + words.together_options_html(GAMES["tripitz-together"].options, {}, 2)
    assert "Help me" in page and "team score" in page
    for bad in FORBIDDEN:
        assert bad not in page.lower(), f"Together's rules page says {bad!r}"
    competitive = words.rules_html(False)
    assert "most points" in competitive and "Help me" not in competitive
